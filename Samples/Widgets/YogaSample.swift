import CGtk
import LayoutComposer
import LayoutComposerWidgets

/// The FlexAndChill show screen of the Yoga tutorial ("Advanced Layout"), with real widgets:
/// the show's image at 16:9, the summary row, the title, the description (three lines at
/// most), the actions, the tabs, and a GtkListView of episodes in a scrolled window that takes
/// the rest of the height. Composed as the gallery's `yoga-flexandchill` sample composes it;
/// the image is at most 320 high, so that on a desktop-sized window the rest still shows.
@MainActor
enum YogaSample {
  static let sample = WidgetSample(
    id: "yoga", title: "FlexAndChill", size: Size(width: 414, height: 736),
    summary: "the Yoga tutorial's FlexAndChill show screen, with a GtkListView of episodes"
  ) { _ in build() }

  static let padding: Margins = (8, 8, 8, 8)
  static let paddingHorizontal: Margins = (0, 8, 0, 8)

  static func build() -> SampleScreen {
    let screen = LayoutContainer()
    gtk_widget_add_css_class(screen.widget, "flexandchill")
    let episodes = Widget(episodeList(), name: "showsTableView")
    screen.applyLayout(
      VBox(),
      items: [
        `$`(
          Make.picture(
            Artwork.poster(title: "THE SHOW", width: 640, height: 360), name: "episodeImageView"),
          maxHeight: 320, aspectRatio: 16.0 / 9.0),
        summaryView(),
        titleView(),
        descriptionView(),
        `$`(
          nil, layout: HBox(),
          items: [
            actionView(icon: "list-add-symbolic", text: "My List", key: "add"),
            actionView(icon: "send-to-symbolic", text: "Share", key: "share"),
          ], name: "actionsView", padding: padding),
        `$`(
          nil, layout: HBox(),
          items: [
            tabBar(text: "EPISODES", selected: true, key: "episodes"),
            tabBar(text: "MORE LIKE THIS", selected: false, key: "moreLikeThis"),
          ], name: "tabsView", padding: padding),
        `$`(episodes, flex: 1),
      ])
    return SampleScreen(container: screen)
  }

  /// Stars, then year, rating and length spread over twice the share of the free space the
  /// stars and the 100-point spacer get.
  static func summaryView() -> Component {
    let info = [("year", "2017"), ("rating", "TV-14"), ("length", "3 Series")].map {
      `$`(Make.label($1, name: "\($0)Label", classes: ["show-info"]))
    }
    return `$`(
      nil, layout: HBox(),
      items: [
        `$`(Make.label("★★★★", name: "summaryPopularityLabel", classes: ["stars"]), flex: 1),
        `$`(
          nil, flex: 2, layout: HBox(pack: .spaceBetween), items: info,
          name: "summaryInfoView"),
        `$`(nil, width: 100, flex: 1, name: "summaryInfoSpacerView"),
      ], name: "summaryView", padding: padding)
  }

  static func titleView() -> Component {
    `$`(
      nil, layout: HBox(),
      items: [
        `$`(Make.label("S1:E1", name: "titleEpisodeLabel", classes: ["show-title"])),
        `$`(
          Make.label("The Show", name: "titleFullLabel", classes: ["show-title"]),
          marginLeft: 20, marginBottom: 5),
      ], name: "titleView", padding: padding)
  }

  static func descriptionView() -> Component {
    let detail =
      "A family saga with a supernatural twist, set in a small town where the"
      + " disappearance of two children exposes the double lives of four families."
    let description = Make.label(
      detail, name: "descriptionLabel", classes: ["show-info"], wraps: true)
    // numberOfLines = 3: GTK ellipsizes the third line when the text needs more.
    gtk_label_set_lines(description.opaque, 3)
    gtk_label_set_ellipsize(description.opaque, PANGO_ELLIPSIZE_END)
    return `$`(
      nil, layout: VBox(),
      items: [
        `$`(description, marginBottom: 5),
        `$`(Make.label("Cast: Jane Doe, John Roe", name: "castLabel", classes: ["show-info"])),
        `$`(Make.label("Creators: Ann Smith", name: "creatorLabel", classes: ["show-info"])),
      ], name: "descriptionView", padding: paddingHorizontal)
  }

  /// An icon button over its label, centred in a column.
  static func actionView(icon: String, text: String, key: String) -> Component {
    `$`(
      nil, marginRight: 20, layout: VBox(align: .center),
      items: [
        `$`(Make.iconButton(icon, name: "\(key)ActionButton", classes: ["circular", "action"])),
        `$`(Make.label(text, name: "\(key)ActionLabel", classes: ["show-info"]), marginTop: 4),
      ], name: "\(key)ActionView")
  }

  /// A selection bar as wide as the tab's text, over the text.
  static func tabBar(text: String, selected: Bool, key: String) -> Component {
    `$`(
      nil, marginRight: 20, layout: VBox(align: .center),
      items: [
        `$`(
          Make.background(
            [selected ? "tab-bar-selected" : "tab-bar"], name: "\(key)TabSelectionView"),
          height: 3, align: .stretch, marginBottom: 5),
        `$`(
          Make.label(text, name: "\(key)TabLabel", classes: selected ? ["tab-selected"] : ["tab"])
        ),
      ], name: "\(key)TabView")
  }

  /// The episodes: a GtkListView of strings in a scrolled window.
  static func episodeList() -> UnsafeMutablePointer<GtkWidget> {
    let titles = [
      "Pilot", "The Well", "Paper Moons", "Low Tide", "The Orchard", "Lanterns", "Smoke",
      "Old Roads", "Salt", "The Long Night",
    ]
    let model = gtk_string_list_new(nil)!
    for (index, title) in titles.enumerated() {
      gtk_string_list_append(model, "S1:E\(index + 1)  \(title)")
    }
    let selection = gtk_no_selection_new(model)!
    let factory = gtk_signal_list_item_factory_new()!
    GtkSignal.connect(UnsafeMutableRawPointer(factory), "setup") { item in
      let label = gtk_label_new(nil)!
      gtk_label_set_xalign(OpaquePointer(label), 0)
      gtk_widget_add_css_class(label, "episode")
      gtk_list_item_set_child(OpaquePointer(item), label)
    }
    GtkSignal.connect(UnsafeMutableRawPointer(factory), "bind") { item in
      let string = gtk_list_item_get_item(OpaquePointer(item))!
      let label = gtk_list_item_get_child(OpaquePointer(item))!
      gtk_label_set_text(OpaquePointer(label), gtk_string_object_get_string(OpaquePointer(string)))
    }
    let list = gtk_list_view_new(selection, factory)!
    let scrolled = gtk_scrolled_window_new()!
    gtk_scrolled_window_set_policy(OpaquePointer(scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
    gtk_scrolled_window_set_child(OpaquePointer(scrolled), list)
    return scrolled
  }
}
