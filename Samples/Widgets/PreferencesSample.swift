import CGtk
import LayoutComposer
import LayoutComposerWidgets

/// A GNOME preferences page of real widgets (the gallery's `screen-preferences`): a header bar
/// laid out by our `CenterBox` (GtkCenterBox's rule, not the widget) holding a back button,
/// the title and a Done button, and under it a `Clamp(maximumWidth: 600)` (AdwClamp's rule)
/// holding a boxed list of rows, each a label that flexes and a switch or a value at the
/// trailing edge. The title is centred in the whole bar where it is clear of the buttons, and
/// kept off the Done button where it is not; the list is the window's width inside margins of
/// 12 on a phone and 600, centred, on a desktop.
@MainActor
enum PreferencesSample {
  static let sample = WidgetSample(
    id: "preferences", title: "Preferences", size: Size(width: 360, height: 640),
    summary: "a GNOME preferences page: a header bar as a CenterBox (back, title, Done) and a "
      + "list of switches and values in a Clamp (600 at most, centred)",
    build: build)

  /// The rows: a key (the widgets' names), a label, and a value (nil for a switch).
  static let rows: [(key: String, label: String, value: String?)] = [
    ("wifi", "Wi-Fi", nil), ("airplaneMode", "Airplane Mode", nil), ("vpn", "VPN", "Off"),
    ("proxy", "Network Proxy", "Automatic"),
  ]

  static func build(_ events: SampleEvents) -> SampleScreen {
    let headerBar = Make.background(["preferences-header"], name: "headerBar")
    let back = Make.iconButton("go-previous-symbolic", name: "back")
    let title = Make.label(
      "Network and Internet Access", name: "title", classes: ["preferences-title"], xalign: 0.5)
    let done = Make.button("Done", name: "done", classes: ["suggested-action"])
    GtkSignal.connect(back.gtk, "clicked") { events.emit("back") }
    GtkSignal.connect(done.gtk, "clicked") { events.emit("done") }

    let list = Make.background(["preferences-list"], name: "list")
    let rowComponents = rows.map { key, label, value in
      let end: Component
      if let value {
        end = `$`(Make.label(value, name: "\(key)Value", classes: ["dim-label"]))
      } else {
        let toggle = gtk_switch_new()!
        GtkSignal.connect(toggle, "notify::active") { _ in
          events.emit("\(key) \(gtk_switch_get_active(OpaquePointer(toggle)) != 0 ? "on" : "off")")
        }
        end = `$`(Widget(toggle, name: "\(key)Switch"))
      }
      return `$`(
        nil, height: 50, layout: HBox(align: .center, spacing: 12),
        items: [`$`(Make.label(label, name: "\(key)Label"), flex: 1), end],
        padding: (0, 12, 0, 12))
    }

    let screen = LayoutContainer()
    screen.applyLayout(
      VBox(),
      items: [
        `$`(
          headerBar, layout: CenterBox(spacing: 6), items: [`$`(back), `$`(title), `$`(done)],
          padding: (6, 6, 6, 6)),
        `$`(
          nil, margins: (24, 12, 12, 12), layout: Clamp(maximumWidth: 600),
          items: [
            `$`(
              nil, layout: VBox(),
              items: [
                `$`(
                  Make.label("Connections", name: "groupTitle", classes: ["heading"]),
                  marginBottom: 12),
                `$`(list, layout: VBox(), items: rowComponents),
              ])
          ]),
      ])
    return SampleScreen(container: screen)
  }
}
