import LayoutComposer

/// The screens of issue 18 that a new user tried first: a GNOME preferences page (a header
/// bar that centres its title, a list clamped to 600 and centred, as libadwaita's AdwClamp)
/// and a music player whose square artwork fits both the width and the height, a column on a
/// phone and a row on a desktop. Each has a right-to-left variant: the same tree laid out in
/// the other direction.
enum RealScreens {
  static let seed = "Real screens"
  static let phone = Size(width: 360, height: 640)

  static let samples: [Sample] = [
    preferences(.leftToRight), preferences(.rightToLeft), player(.leftToRight),
    player(.rightToLeft), chat(.leftToRight), chat(.rightToLeft),
  ]

  /// The chat's messages: whether each is the user's own (set at the trailing edge) and its
  /// text, short enough for one line in a phone's bubble.
  static let messages: [(own: Bool, text: String)] = [
    (false, "Are we still on?"), (true, "Yes! 9 at the car park"), (false, "Bring water"),
    (true, "And the map"), (false, "Weather looks fine"), (true, "Great"),
    (false, "Who drives?"), (true, "I can"), (false, "Kids too?"), (true, "All of them"),
    (false, "Lunch at the lake"), (true, "Perfect"), (false, "See you"), (true, "See you!"),
  ]

  /// A chat: a header bar whose long title is cut to one line (`lineLimit: 1`, rule T) in the
  /// centre of a `CenterBox`, a history of bubbles in a `Scroll` (rules R1–R4) that takes the
  /// room the header and the composer leave, and a composer of an entry and a send button.
  /// Each bubble hugs its text inside its padding; the user's own sit at the trailing edge.
  static func chat(_ direction: LayoutDirection) -> Sample {
    let (id, title) = variant("screen-chat", "Chat, scrolling history", direction)
    return Sample(
      id: id, title: title, seed: "\(seed): chat", size: phone, direction: direction
    ) {
      let header = `$`(
        nil, height: 46, layout: CenterBox(spacing: 6),
        items: [
          `$`("backButton", width: 34, height: 34),
          `$`(
            Text("Weekend hiking trip with the whole family", lineLimit: 1, alignment: .center),
            name: "chatTitle"),
          `$`("callButton", width: 34, height: 34),
        ], name: "chatHeader", padding: (6, 6, 6, 6))
      let bubbles = messages.enumerated().map { index, message in
        `$`(
          Text(message.text), align: message.own ? .end : .start, name: "message\(index)",
          padding: (8, 12, 8, 12))
      }
      let history = `$`(
        nil, flex: 1, layout: Scroll(axes: .vertical),
        items: [
          `$`(
            nil, layout: VBox(spacing: 8), items: bubbles, name: "history",
            padding: (12, 12, 12, 12))
        ],
        name: "historyScroll")
      let composer = `$`(
        nil, height: 56, layout: HBox(align: .center, spacing: 8),
        items: [`$`("entry", height: 40, flex: 1), `$`("sendButton", width: 40, height: 40)],
        name: "composer", padding: (0, 8, 0, 8))
      return `$`(nil, layout: VBox(), items: [header, history, composer], name: "chat")
    }
  }

  /// `screen-preferences` or `screen-preferences-rtl`: the id, title and direction of a variant.
  static func variant(
    _ id: String, _ title: String, _ direction: LayoutDirection
  ) -> (id: String, title: String) {
    direction == .rightToLeft ? ("\(id)-rtl", "\(title), right to left") : (id, title)
  }

  /// What sits at the trailing end of a preferences row.
  enum RowEnd {
    /// A switch (GtkSwitch's size in Adwaita: 48 × 26).
    case toggle
    /// The setting's value as text.
    case value(String)
  }

  /// The rows of the preferences list: a key (the row's name), a label and its trailing end.
  static let preferenceRows: [(key: String, label: String, end: RowEnd)] = [
    ("wifi", "Wi-Fi", .toggle), ("airplaneMode", "Airplane Mode", .toggle),
    ("vpn", "VPN", .value("Off")), ("proxy", "Network Proxy", .value("Automatic")),
  ]

  /// A GNOME preferences page. The header bar is a `CenterBox` (GtkCenterBox, rules C1–C4) of a
  /// back button, the title and a 68-wide Done button, with GNOME's 6-point padding and
  /// spacing: the title is centred in the whole bar where it is clear of both buttons and
  /// pushed off the Done button where it is not (on a phone). Under it a `Clamp(maximumWidth:
  /// 600)` (AdwClamp) holds the list: as wide as the window inside its 12-point margins, at
  /// most 600, centred; the body around it scrolls when the window is too short for it, and
  /// the title is cut to one line when the bar is too narrow for it. Each row is 50 high: its label flexes, so the switch or value sits at
  /// the trailing edge.
  static func preferences(_ direction: LayoutDirection) -> Sample {
    let (id, title) = variant("screen-preferences", "Preferences page", direction)
    return Sample(
      id: id, title: title, seed: "\(seed): GNOME preferences page", size: phone,
      direction: direction
    ) {
      let header = `$`(
        nil, height: 46, layout: CenterBox(spacing: 6),
        items: [
          `$`("backButton", width: 34, height: 34),
          `$`(Text("Network and Internet Access", lineLimit: 1), name: "title"),
          `$`("doneButton", width: 68, height: 34),
        ], name: "headerBar", padding: (6, 6, 6, 6))
      let rows = preferenceRows.map { key, label, end in
        let trailing: Component =
          switch end {
          case .toggle: `$`(Placeholder("\(key)Switch", width: 48, height: 26))
          case .value(let text): `$`(Text(text), name: "\(key)Value")
          }
        return `$`(
          nil, height: 50, layout: HBox(align: .center, spacing: 12),
          items: [`$`(Text(label), flex: 1, name: "\(key)Label"), trailing],
          name: "\(key)Row", padding: (0, 12, 0, 12))
      }
      let list = `$`(
        nil, layout: VBox(),
        items: [`$`(Text("Connections"), marginBottom: 12, name: "groupTitle")] + rows,
        name: "list")
      // The body scrolls (Scroll, R1–R4) when the list is taller than the window; its column
      // keeps the Clamp at its content's height at the top.
      let body = `$`(
        nil, flex: 1, layout: Scroll(axes: .vertical),
        items: [
          `$`(
            nil, layout: VBox(),
            items: [
              `$`(
                nil, margins: (24, 12, 12, 12), layout: Clamp(maximumWidth: 600), items: [list],
                name: "clamp")
            ], name: "bodyColumn")
        ], name: "body")
      return `$`(nil, layout: VBox(), items: [header, body], name: "page")
    }
  }

  /// The player's controls: previous and next 48 × 48 around a 64 × 64 play button, centred.
  static func controls() -> Component {
    `$`(
      nil, height: 64, layout: HBox(align: .center, pack: .center, spacing: 24),
      items: [
        `$`(Placeholder("previousButton", width: 48, height: 48)),
        `$`(Placeholder("playButton", width: 64, height: 64)),
        `$`(Placeholder("nextButton", width: 48, height: 48)),
      ], name: "controls")
  }

  /// A music player that is a column on a phone and a row on a desktop
  /// (`FirstThatFits(axes: .vertical)`, SwiftUI's ViewThatFits). In both the artwork is
  /// `flex: 1, aspectRatio: 1, contentMode: .fit`: the largest square in the space it gets
  /// (rules A1–A4). The column is measured at the width it is placed at (its artwork as wide
  /// as the column), so it is shown where that square and the texts fit the height, and the
  /// row otherwise. The two alternatives use the same names: only one is ever shown, and
  /// lookups find that one.
  static func player(_ direction: LayoutDirection) -> Sample {
    let (id, title) = variant("screen-player", "Music player", direction)
    return Sample(
      id: id, title: title, seed: "\(seed): music player", size: phone, direction: direction
    ) {
      let portrait = `$`(
        nil, layout: VBox(defaultMargins: (24, 24, 0, 24)),
        items: [
          `$`("artwork", flex: 1, aspectRatio: 1, contentMode: .fit),
          `$`(Text("Blue in Green", fontSize: 20), align: .center, name: "songTitle"),
          `$`(Text("Miles Davis"), align: .center, name: "artist"),
          controls(),
        ], name: "portrait", padding: (0, 0, 24, 0))
      let landscape = `$`(
        nil, layout: HBox(spacing: 24),
        items: [
          `$`("artwork", flex: 1, aspectRatio: 1, contentMode: .fit),
          `$`(
            nil, flex: 1, layout: VBox(align: .start, pack: .center, spacing: 8),
            items: [
              `$`(Text("Blue in Green", fontSize: 20), name: "songTitle"),
              `$`(Text("Miles Davis"), name: "artist"),
              controls(),
            ], name: "details"),
        ], name: "landscape", padding: (24, 24, 24, 24))
      return `$`(
        nil, layout: FirstThatFits(axes: .vertical), items: [portrait, landscape],
        name: "player")
    }
  }
}
