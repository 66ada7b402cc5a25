import CGtk
import LayoutComposer
import LayoutComposerWidgets

/// A chat: a header bar (back button, avatar, name and status, call button), the messages in
/// a `Scroll` that takes the rest of the height (the container makes it a GtkScrolledWindow),
/// and an input row whose entry takes the width the send button leaves. One tree: the
/// bubbles are components of the screen's layout; each is a background widget around a
/// wrapping label, at most 260 wide and on the sender's side.
@MainActor
enum ChatSample {
  static let sample = WidgetSample(
    id: "chat", title: "Chat", size: Size(width: 375, height: 667),
    summary: "a header bar, a Scroll of bubbles (a GtkScrolledWindow) that flexes, an input row",
    build: build)

  static let conversation: [(text: String, mine: Bool)] = [
    ("Hi! Are we still on for Saturday?", false),
    ("Yes", true),
    (
      "Great. I found a place by the river that does breakfast until two, so we can sleep in.",
      false
    ),
    ("Perfect, send me the address and I'll book a table for four.", true),
    ("Will do. Bring the board games!", false),
    ("Always!", true),
  ]

  static func build(_ events: SampleEvents) -> SampleScreen {
    var sent = conversation
    let messagesBackground = Make.background(["chat-messages"], name: "messages")

    let header = Make.background(["chat-header"], name: "header")
    // The header's widgets are the container's children, not the header's: each gets the
    // header's text colour by its own class.
    let back = Make.iconButton(
      "go-previous-symbolic", name: "back", classes: ["flat", "on-header"])
    let avatar = Make.picture(Artwork.avatar(initials: "AL", size: 72), name: "avatar")
    let name = Make.label("Ana Lima", name: "name", classes: ["chat-name", "on-header"])
    let presence = Make.label("online", name: "presence", classes: ["chat-presence", "on-header"])
    let call = Make.iconButton("call-start-symbolic", name: "call", classes: ["flat", "on-header"])

    let inputRow = Make.background(["chat-input"], name: "inputRow")
    let entry = Make.entry(placeholder: "Message", name: "entry")
    let send = Make.button("Send", name: "send", classes: ["suggested-action"])

    func screenTree() -> Component {
      `$`(
        nil, layout: VBox(),
        items: [
          `$`(
            header, height: 56, layout: HBox(align: .center, spacing: 10),
            items: [
              `$`(back),
              `$`(avatar, width: 36, height: 36),
              `$`(
                nil, flex: 1, layout: VBox(),
                items: [`$`(name), `$`(presence)]),
              `$`(call),
            ], padding: (0, 8, 0, 8)),
          // The background widget is the Scroll's own: under its scrolled window.
          `$`(
            messagesBackground, flex: 1, layout: Scroll(axes: .vertical),
            items: [messageList(sent)]),
          `$`(
            inputRow, layout: HBox(align: .center, spacing: 8),
            items: [`$`(entry, flex: 1), `$`(send)], padding: (8, 12, 8, 12)),
        ])
    }

    let screen = LayoutContainer()
    screen.applyLayout(screenTree())
    // After a message is sent, the tree is applied again (a new scrolled window) and the
    // list scrolls to its end once the new scrolled window knows its content's height.
    let sendAction: @MainActor () -> Void = {
      let text = String(cString: gtk_editable_get_text(entry.opaque))
      guard !text.isEmpty else { return }
      events.emit("send \(text)")
      sent.append((text, true))
      screen.applyLayout(screenTree())
      gtk_editable_set_text(entry.opaque, "")
      guard let window = screen.scrolledWindow(named: "messages"),
        let adjustment = gtk_scrolled_window_get_vadjustment(OpaquePointer(window))
      else { return }
      var scrolled = false
      GtkSignal.connect(UnsafeMutableRawPointer(adjustment), "notify::upper") { _ in
        guard !scrolled,
          gtk_adjustment_get_upper(adjustment) > gtk_adjustment_get_page_size(adjustment)
        else { return }
        scrolled = true
        MainLoop.idle {
          let end = gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment)
          gtk_adjustment_set_value(adjustment, end)
        }
      }
    }
    GtkSignal.connect(send.gtk, "clicked", sendAction)
    GtkSignal.connect(entry.gtk, "activate", sendAction)
    return SampleScreen(container: screen)
  }

  /// The bubbles, one under the other, each on its sender's side.
  static func messageList(_ messages: [(text: String, mine: Bool)]) -> Component {
    `$`(
      nil, layout: VBox(defaultMargins: (8, 12, 0, 12)),
      items: messages.enumerated().map { index, message in
        bubble(message.text, mine: message.mine, number: index + 1)
      }, padding: (0, 0, 12, 0))
  }

  /// A bubble hugs its text up to 260 points, then the text wraps.
  static func bubble(_ text: String, mine: Bool, number: Int) -> Component {
    let background = Make.background(
      [mine ? "bubble-mine" : "bubble-theirs"], name: "bubble\(number)")
    let label = Make.label(text, name: "bubble\(number)Text", wraps: true)
    return `$`(
      background, align: mine ? .end : .start, layout: VBox(), items: [`$`(label)],
      padding: (8, 12, 8, 12), maxWidth: 260)
  }
}
