import CGtk
import LayoutComposer
import LayoutComposerWidgets

/// A settings page of real widgets laid out by a `Grid` and a wrapping `HBox`: labels in a
/// column as wide as the widest ("Time zone"), entries taking the rest of the width, a
/// notifications switch at the trailing edge, an "About you" entry spanning both columns, the
/// interests as toggle buttons that wrap onto as many lines as the width needs, and a "Save"
/// button at the trailing edge.
@MainActor
enum SettingsSample {
  static let sample = WidgetSample(
    id: "settings", title: "Settings", size: Size(width: 375, height: 667),
    summary: "a settings form in a Grid (labels, entries, a spanning entry) and interests in a "
      + "wrapping row of toggle buttons",
    build: build)

  static let interests = ["Swift", "Linux", "GTK", "Layout", "Design", "Music", "Travel"]

  static func build(_ events: SampleEvents) -> SampleScreen {
    let title = Make.label("Settings", name: "title", classes: ["settings-title"])
    func label(_ text: String, _ name: String) -> Component {
      `$`(Make.label(text, name: name), halign: .leading, valign: .center)
    }
    let notifications = gtk_switch_new()!
    let save = Make.button("Save", name: "save", classes: ["suggested-action"])
    GtkSignal.connect(save.gtk, "clicked") { events.emit("save") }
    let form = `$`(
      nil,
      layout: Grid(columns: [.content, .fraction(1)], columnSpacing: 12, rowSpacing: 8),
      items: [
        label("Name", "nameLabel"), `$`(Make.entry(placeholder: "Ada Lovelace", name: "name")),
        label("Email", "emailLabel"),
        `$`(Make.entry(placeholder: "ada@example.com", name: "email")),
        label("Time zone", "timeZoneLabel"),
        `$`(Make.entry(placeholder: "Europe/London", name: "timeZone")),
        label("Notifications", "notificationsLabel"),
        `$`(Widget(notifications, name: "notifications"), halign: .trailing, valign: .center),
        `$`(
          Make.entry(placeholder: "About you", name: "about"), column: 0, row: 4, columnSpan: 2),
      ], name: "form")
    let tags = `$`(
      nil, layout: HBox(spacing: 6, wrap: true, lineSpacing: 6),
      items: interests.map { interest in
        let toggle = gtk_toggle_button_new_with_label(interest)!
        gtk_widget_add_css_class(toggle, "pill")
        return `$`(Widget(toggle, name: "\(interest.lowercased())Tag"))
      }, name: "interests")

    let screen = LayoutContainer()
    screen.applyLayout(
      `$`(
        nil, layout: VBox(spacing: 12),
        items: [
          `$`(title),
          form,
          `$`(Make.label("Interests", name: "interestsLabel", classes: ["heading"]), marginTop: 8),
          tags,
          `$`(nil, flex: 1),
          `$`(save, align: .end),
        ], padding: (24, 24, 24, 24)))
    return SampleScreen(container: screen)
  }
}
