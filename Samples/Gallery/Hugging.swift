import LayoutComposer

/// Ordinary screens whose containers are sized by their content: they hug it rather than take
/// whatever they are offered (docs/semantics.md, rules H, P, M and S), and each frame they
/// name can be read off the sample.
enum Hugging {
  static let seed = "Sized by content"
  static let phone = Size(width: 320, height: 480)

  static let samples: [Sample] = [settingsCard, signInButton, chat, narrowRow, titleAndDate]

  /// A settings card centred in a `Relative`: as wide as its widest row, not as the screen.
  ///
  /// The rows, with `flex: 1` on each label so the switches line up at the card's
  /// trailing edge: while the card measures its width nothing flexes (rule H), so the card
  /// is still as wide as "Bluetooth" and its switch; once the card's width is decided, the
  /// shorter "Wi-Fi" row stretches to it and its label takes the difference.
  static let settingsCard = Sample(
    id: "hugging-settings-card", title: "Settings card, centred", seed: "\(seed): hugging",
    size: phone
  ) {
    func row(_ label: String, key: String) -> Component {
      `$`(
        nil, layout: HBox(align: .center, spacing: 12),
        items: [
          `$`(Text(label), flex: 1, name: "\(key)Label"),
          `$`(Placeholder("\(key)Switch", width: 40, height: 24)),
        ], name: "\(key)Row")
    }
    return `$`(
      nil, layout: Relative(),
      items: [
        `$`(
          nil, halign: .center, valign: .center, layout: VBox(spacing: 8),
          items: [row("Wi-Fi", key: "wifi"), row("Bluetooth", key: "bluetooth")],
          name: "settingsCard", padding: (12, 12, 12, 12))
      ], name: "screen")
  }

  /// A login button written as a padded `Fit` around its label, in a centring column: the
  /// label plus its padding, not the column's width.
  static let signInButton = Sample(
    id: "hugging-sign-in", title: "Sign-in button", seed: "\(seed): hugging", size: phone
  ) {
    `$`(
      nil, layout: VBox(align: .center),
      items: [
        `$`(
          nil, layout: Fit(), items: [`$`(Text("Sign in"), name: "signInLabel")],
          name: "signInButton", padding: (8, 16, 8, 16))
      ], name: "screen")
  }

  /// Chat bubbles: `VBox`es with padding and `maxWidth: 260`, the incoming one at the start of
  /// the column, the outgoing one at its end. A long message wraps inside 260 and the bubble
  /// is as wide as its longest line; "Yes" is a small bubble (rule P: `maxWidth` is the most
  /// the text is offered, not a width to take).
  static let chat = Sample(
    id: "hugging-chat", title: "Chat bubbles", seed: "\(seed): proposals are at most",
    size: phone
  ) {
    func bubble(_ message: String, align: Align, key: String) -> Component {
      `$`(
        nil, align: align, layout: VBox(), items: [`$`(Text(message), name: "\(key)Text")],
        name: "\(key)Bubble", padding: (8, 12, 8, 12), maxWidth: 260)
    }
    return `$`(
      nil, layout: VBox(spacing: 8),
      items: [
        bubble(
          "Are you coming to the launch party on Friday evening?", align: .start, key: "incoming"),
        bubble("Yes", align: .end, key: "outgoing"),
      ], name: "conversation", padding: (8, 8, 8, 8))
  }

  /// The narrow `HBox`: 100 points wide holding a 136-point text, which used to
  /// overflow its parent. The text shrinks to the row (its minimum is its longest word, 40)
  /// and wraps there. The row aligns its children to the top (`align: .start`) so the frame
  /// shows the wrapped height; with the default `.stretch` the text would be 100 high.
  static let narrowRow = Sample(
    id: "hugging-narrow-row", title: "Text in a narrow row", seed: "\(seed): shrinking",
    size: Size(width: 200, height: 150)
  ) {
    `$`(
      nil, width: 100, height: 100, layout: HBox(align: .start),
      items: [`$`(Text("Hello world again"), name: "greeting")], name: "narrowRow")
  }

  /// A title and a date that do not fit one 200-point row, twice: first both give way in
  /// proportion to their ideal widths and both wrap; below, the date has `layoutPriority: 1`
  /// and keeps its width, so the title alone wraps (rule S).
  static let titleAndDate = Sample(
    id: "hugging-title-date", title: "Title and date, layout priority",
    seed: "\(seed): layout priority", size: Size(width: 200, height: 160)
  ) {
    func row(key: String, datePriority: Double?) -> Component {
      `$`(
        nil, layout: HBox(align: .start, spacing: 8),
        items: [
          `$`(Text("Quarterly report summary"), name: "\(key)Title"),
          `$`(Text("Nov 29, 2026"), name: "\(key)Date", layoutPriority: datePriority),
        ], name: "\(key)Row")
    }
    return `$`(
      nil, layout: VBox(spacing: 16),
      items: [row(key: "shared", datePriority: nil), row(key: "priority", datePriority: 1)],
      name: "rows")
  }
}
