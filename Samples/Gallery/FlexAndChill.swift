import LayoutComposer

/// The FlexAndChill show screen of the Yoga tutorial's "Advanced Layout".
///
/// The tutorial does not print its constants or its show data; these stand in for them:
/// `padding` and `paddingHorizontal` 8, label font 14 unless the text says 16, a 16:9 show
/// image, and a made-up show.
enum FlexAndChill {
  static let padding: Margins = (8, 8, 8, 8)
  static let paddingHorizontal: Margins = (0, 8, 0, 8)
  static let imageAspectRatio = 16.0 / 9.0

  /// The whole screen: image, summary, title, description, actions, tabs and the episode
  /// table, in one column.
  ///
  /// Approximations: in Yoga the image has `flexGrow: 1` and `aspectRatio`, and Yoga sizes
  /// its flex basis from the ratio; here a stretched, flexed child has both sizes fixed and its
  /// ratio would do nothing, so the image keeps only the ratio and the table alone fills the
  /// rest. Yoga's flex basis is the content size, ours is the explicit size (else 0): the
  /// popularity label therefore grows from 0, and the spacer's 100-point frame is written as
  /// `width: 100`. `numberOfLines = 3` becomes a `maxHeight` of three 14-point lines; text
  /// is wrapped, never truncated.
  static let screen = Sample(
    id: "yoga-flexandchill", title: "FlexAndChill show screen",
    seed: "Yoga tutorial: FlexAndChill", size: YogaTutorial.portrait
  ) {
    `$`(
      "contentView", layout: VBox(),
      items: [
        `$`("episodeImageView", aspectRatio: imageAspectRatio),
        summaryView(),
        titleView(),
        descriptionView(),
        `$`(
          "actionsView", layout: HBox(),
          items: [
            actionView(imageName: "add", text: "My List", key: "add"),
            actionView(imageName: "share", text: "Share", key: "share"),
          ], padding: padding),
        `$`(
          "tabsView", layout: HBox(),
          items: [
            tabBar(text: "EPISODES", selected: true, key: "episodes"),
            tabBar(text: "MORE LIKE THIS", selected: false, key: "moreLikeThis"),
          ], padding: padding),
        `$`("showsTableView", flex: 1),
      ])
  }

  /// Stars, then year, rating and length spread by `spaceBetween` over twice the share of
  /// free space the stars and the spacer get.
  static func summaryView() -> Component {
    let info = [("year", "2017"), ("rating", "TV-14"), ("length", "3 Series")].map {
      `$`(Text($1, fontSize: 14), name: "\($0)Label")
    }
    return `$`(
      "summaryView", layout: HBox(),
      items: [
        `$`(Text("★★★★"), flex: 1, name: "summaryPopularityLabel"),
        `$`(
          "summaryInfoView", flex: 2, layout: HBox(pack: .spaceBetween), items: info),
        `$`(Placeholder("summaryInfoSpacerView", width: 100, height: 1), width: 100, flex: 1),
      ], padding: padding)
  }

  static func titleView() -> Component {
    `$`(
      "titleView", layout: HBox(),
      items: [
        `$`(Text("S1:E1"), name: "titleEpisodeLabel"),
        `$`(Text("The Show"), marginLeft: 20, marginBottom: 5, name: "titleFullLabel"),
      ], padding: padding)
  }

  static func descriptionView() -> Component {
    let detail =
      "A family saga with a supernatural twist, set in a small town where the"
      + " disappearance of two children exposes the double lives of four families."
    let threeLines = 3 * 14 * 1.25
    return `$`(
      "descriptionView", layout: VBox(),
      items: [
        `$`(
          Text(detail, fontSize: 14), marginBottom: 5, name: "descriptionLabel",
          maxHeight: threeLines),
        `$`(Text("Cast: Jane Doe, John Roe", fontSize: 14), name: "castLabel"),
        `$`(Text("Creators: Ann Smith", fontSize: 14), name: "creatorLabel"),
      ], padding: paddingHorizontal)
  }

  /// `showActionViewFor(imageName:text:)`: a column centring a padded icon button over its
  /// label. A button with padding becomes a padded container around its image; an `HBox`,
  /// whose width is its content's (a `Fit` would fill whatever width it is offered).
  static func actionView(imageName: String, text: String, key: String) -> Component {
    `$`(
      "\(key)ActionView", marginRight: 20, layout: VBox(align: .center),
      items: [
        `$`(
          "\(key)ActionButton", layout: HBox(),
          items: [`$`(Placeholder("\(imageName)Image", width: 24, height: 24))],
          padding: (10, 10, 10, 10)),
        `$`(Text(text, fontSize: 14), name: "\(key)ActionLabel"),
      ])
  }

  /// `showTabBarFor(text:selected:)`: a selection bar as wide as the tab's text over the text.
  /// Selected and plain tabs differ only in colour and weight, which layout ignores.
  static func tabBar(text: String, selected: Bool, key: String) -> Component {
    let textSize = FixedAdvanceTextMeasurer().size(of: text, fontSize: 14, wrappingTo: nil)
    return `$`(
      "\(key)TabView", marginRight: 20, layout: VBox(align: .center),
      items: [
        `$`(
          Placeholder("\(key)TabSelectionView", width: textSize.width, height: 3),
          marginBottom: 5),
        `$`(Text(text, fontSize: 14), name: "\(key)TabLabel"),
      ])
  }
}
