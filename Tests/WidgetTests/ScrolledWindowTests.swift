import CGtk
import Foundation
import LayoutComposer
import Testing

@testable import LayoutComposerWidgets

extension WidgetsOnDisplay {
  /// A `Scroll` of real widgets is a GtkScrolledWindow at the Scroll's frame, whose content
  /// is as large as the Scroll's content and holds the widgets at their frames in it; GTK
  /// scrolls it without the container laying anything out again (docs/widgets.md,
  /// "Scrolling").
  @MainActor @Suite struct ScrolledWindowTests {
    init() throws {
      try #require(InProcessGtk.isReady, "GTK could not open the tests' display")
    }

    /// A chat: a header label 56 high, a Scroll (flex 1) of twenty messages (labels and
    /// buttons in turn) in a VBox with spacing 8 and padding 8, a composer entry 64 high.
    @MainActor struct Chat {
      let header = Widget(gtk_label_new("Ana Lima")!, name: "header")
      let messages: [Widget] = (1...20).map { number in
        number.isMultiple(of: 2)
          ? Widget(gtk_button_new_with_label("Reply \(number)")!, name: "message\(number)")
          : Widget(gtk_label_new("Message \(number)")!, name: "message\(number)")
      }
      let composer = Widget(gtk_entry_new()!, name: "composer")
      let container = LayoutContainer()

      init() {
        container.applyLayout(
          `$`(
            nil, layout: VBox(),
            items: [
              `$`(header, height: 56),
              `$`(
                nil, flex: 1, layout: Scroll(axes: .vertical),
                items: [
                  `$`(
                    nil, layout: VBox(spacing: 8), items: messages.map { `$`($0) },
                    padding: (8, 8, 8, 8))
                ], name: "history"),
              `$`(composer, height: 64),
            ]))
      }

      var host: ScrollHost {
        container.engine.scrollHosts.values.first!
      }
    }

    /// GTK's natural height of a widget at a width.
    static func naturalHeight(_ widget: UnsafeMutablePointer<GtkWidget>, width: Double) -> Double {
      var height: Int32 = 0
      gtk_widget_measure(widget, GTK_ORIENTATION_VERTICAL, Int32(width), nil, &height, nil, nil)
      return Double(height)
    }

    /// Where a widget's top-left corner is in its window, after GTK scrolled what holds it.
    static func pointInWindow(
      _ widget: UnsafeMutablePointer<GtkWidget>, _ window: TestWindow
    ) -> (x: Double, y: Double)? {
      window.bounds(of: widget).map { ($0.x, $0.y) }
    }

    /// Runs the main loop until the container was not allocated for a while (at most 5 s).
    static func waitUntilAllocationsSettle(_ container: LayoutContainer) {
      for _ in 0..<20 {
        let count = container.engine.allocationCount
        InProcessGtk.spin(timeout: 0.25) { false }
        if container.engine.allocationCount == count { return }
      }
    }

    @Test(arguments: [(360, 640), (800, 600)])
    func aChatHistoryIsAScrolledWindowOfTheScrollsFrameAndContent(width: Int, height: Int) throws {
      let chat = Chat()
      let window = TestWindow(
        child: chat.container.widget, width: Int32(width), height: Int32(height))
      defer { window.close() }
      try #require(window.waitUntilShown())
      let w = Double(width)
      let h = Double(height)

      // By hand: the header is {0, 0, w, 56}, the composer {0, h − 64, w, 64}, and the Scroll
      // (flex 1) the rest: {0, 56, w, h − 120}, its viewport (no padding). The history fills
      // the viewport's width (R1): its messages are w − 16 wide from x 8, each its GTK
      // natural height at that width, 8 apart from y 8; the content is those heights, 19
      // spacings and the padding: 8 + Σ + 152 + 8 (R1: at least the viewport's height).
      let scroll = Frame(x: 0, y: 56, width: w, height: h - 120)
      let heights = chat.messages.map { Self.naturalHeight($0.gtk, width: w - 16) }
      let contentHeight = 8 + heights.reduce(0, +) + 19 * 8 + 8
      #expect(contentHeight > scroll.height, "twenty messages overflow the viewport")
      let frames = try #require(chat.container.frames)
      let scrollNode = try #require(frames.index(named: "history"))
      #expect(frames.absoluteFrame(at: scrollNode) == scroll)
      let content = try #require(frames.scrollContent(at: scrollNode))
      #expect(content.contentSize == Size(width: w, height: contentHeight))
      #expect(content.viewport == Size(width: w, height: h - 120))
      #expect(window.bounds(of: chat.header.gtk) == Frame(x: 0, y: 0, width: w, height: 56))
      #expect(
        window.bounds(of: chat.composer.gtk) == Frame(x: 0, y: h - 64, width: w, height: 64))

      // The scrolled window is at the Scroll's frame; its content widget is the content's
      // size; the vertical adjustment runs over the content, a page being the viewport.
      let host = chat.host
      #expect(window.bounds(of: host.scrolledWindow) == scroll)
      #expect(gtk_widget_get_width(host.content) == Int32(w))
      #expect(gtk_widget_get_height(host.content) == Int32(contentHeight))
      let adjustment = host.verticalAdjustment
      #expect(gtk_adjustment_get_upper(adjustment) == contentHeight)
      #expect(gtk_adjustment_get_page_size(adjustment) == h - 120)
      #expect(gtk_adjustment_get_value(adjustment) == 0)
      // No horizontal scrolling: the content is the viewport's width.
      #expect(gtk_adjustment_get_upper(host.horizontalAdjustment) == w)

      // Each message inside the content, relative to it (whole numbers: nothing to round).
      var y = 8.0
      for (message, messageHeight) in zip(chat.messages, heights) {
        var bounds = graphene_rect_t()
        try #require(gtk_widget_compute_bounds(message.gtk, host.content, &bounds) != 0)
        #expect(
          Frame(
            x: Double(bounds.origin.x), y: Double(bounds.origin.y),
            width: Double(bounds.size.width), height: Double(bounds.size.height))
            == Frame(x: 8, y: y, width: w - 16, height: messageHeight),
          "\(message.name ?? "")")
        #expect(gtk_widget_get_parent(message.gtk) == host.content)
        y += messageHeight + 8
      }

      // GTK scrolls: by 100, every message is 100 higher in the window, and the container was
      // neither allocated nor laid out again (its tree's offset stays 0).
      let last = try #require(chat.messages.last)
      let before = try #require(Self.pointInWindow(last.gtk, window))
      #expect(before.y == 56 + y - 8 - heights.last!)
      // GTK allocates the window a few times more while the scrolled window's indicators
      // settle after it is first shown; then scrolling is measured alone.
      Self.waitUntilAllocationsSettle(chat.container)
      let allocations = chat.container.engine.allocationCount
      gtk_adjustment_set_value(adjustment, 100)
      #expect(window.waitForNextFrame())
      let after = try #require(Self.pointInWindow(last.gtk, window))
      #expect(after.x == before.x && after.y == before.y - 100)
      #expect(chat.container.engine.allocationCount == allocations)
      #expect(chat.container.frames?.scrollContent(at: scrollNode)?.offset == Point(x: 0, y: 0))
      // The end: the last message's bottom is the viewport's bottom, less the padding.
      gtk_adjustment_set_value(adjustment, contentHeight - scroll.height)
      #expect(window.waitForNextFrame())
      let end = try #require(Self.pointInWindow(last.gtk, window))
      #expect(end.y + heights.last! == h - 64 - 8)
    }

    /// A new size lays the content out again at the new width: the content widget and the
    /// adjustment follow.
    @Test func resizingTheWindowResizesTheContent() throws {
      let chat = Chat()
      let window = TestWindow(child: chat.container.widget, width: 360, height: 640)
      defer { window.close() }
      try #require(window.waitUntilShown())
      window.resize(width: 800, height: 600)
      try #require(InProcessGtk.spin { gtk_widget_get_width(window.widget) == 800 })
      #expect(window.waitForNextFrame())
      let heights = chat.messages.map { Self.naturalHeight($0.gtk, width: 784) }
      let contentHeight = 8 + heights.reduce(0, +) + 19 * 8 + 8
      let host = chat.host
      #expect(window.bounds(of: host.scrolledWindow) == Frame(x: 0, y: 56, width: 800, height: 480))
      #expect(gtk_widget_get_height(host.content) == Int32(contentHeight))
      #expect(gtk_adjustment_get_upper(host.verticalAdjustment) == contentHeight)
      #expect(gtk_adjustment_get_page_size(host.verticalAdjustment) == 480)
      #expect(window.bounds(of: chat.messages[0].gtk)?.width == 784)
    }

    /// Applying another tree gives the widgets back and drops the scrolled windows.
    @Test func applyingAnotherTreeTakesTheScrolledWindowAway() throws {
      let chat = Chat()
      let window = TestWindow(child: chat.container.widget, width: 360, height: 640)
      defer { window.close() }
      try #require(window.waitUntilShown())
      let scrolled = chat.host.scrolledWindow
      g_object_ref(scrolled)
      defer { g_object_unref(scrolled) }
      chat.container.applyLayout(VBox(), items: chat.messages.prefix(3).map { `$`($0) })
      #expect(window.waitForNextFrame())
      #expect(chat.container.engine.scrollHosts.isEmpty)
      #expect(gtk_widget_get_parent(scrolled) == nil)
      #expect(gtk_widget_get_parent(chat.messages[0].gtk) == chat.container.widget)
      #expect(gtk_widget_get_parent(chat.messages[5].gtk) == nil)
    }
  }
}
