import CGtk
import LayoutComposer
import Testing

@testable import LayoutComposerWidgets

extension WidgetsOnDisplay {
  /// The container asks its widgets GTK's sizes again only when one may have changed (it
  /// queued a resize, which GTK passes up to the container): a relayout at widths it has seen
  /// asks nothing, and a new text is still seen, inside a Scroll too.
  @MainActor @Suite struct MeasureReuseTests {
    init() throws {
      try #require(InProcessGtk.isReady, "GTK could not open the tests' display")
    }

    /// What GTK's layout phase does for a window `width` wide: the container's width and its
    /// height for that width (GTK's cache answers them when nothing changed), then the
    /// allocation.
    static func relayout(_ content: LayoutContainer, width: Int32) {
      var height: Int32 = 0
      gtk_widget_measure(content.widget, GTK_ORIENTATION_HORIZONTAL, -1, nil, nil, nil, nil)
      gtk_widget_measure(content.widget, GTK_ORIENTATION_VERTICAL, width, nil, &height, nil, nil)
      var allocation = GtkAllocation(x: 0, y: 0, width: width, height: height)
      gtk_widget_size_allocate(content.widget, &allocation, -1)
    }

    static func naturalWidth(_ widget: Widget) -> Double {
      var natural: Int32 = 0
      gtk_widget_measure(widget.gtk, GTK_ORIENTATION_HORIZONTAL, -1, nil, &natural, nil, nil)
      return Double(natural)
    }

    @Test func relayingAtWidthsSeenBeforeAsksTheWidgetsNothing() throws {
      let labels = (1...3).map { Widget(gtk_label_new("Label \($0)")!) }
      let content = LayoutContainer()
      content.applyLayout(HBox(align: .start), items: labels.map { `$`($0) })
      let window = TestWindow(child: content.widget, width: 300, height: 100)
      defer { window.close() }
      try #require(window.waitUntilShown())
      Self.relayout(content, width: 300)
      Self.relayout(content, width: 240)
      let before = LayoutContainer.widgetMeasureCount
      for _ in 0..<5 {
        Self.relayout(content, width: 300)
        Self.relayout(content, width: 240)
      }
      #expect(LayoutContainer.widgetMeasureCount == before)
      // Each label at its natural width, the next one right after it.
      #expect(content.frames?[content.root!.items[1]]?.x == Self.naturalWidth(labels[0]))

      // A new text queues a resize: the container asks again, the label is as wide as its
      // new text, and the next label follows it.
      gtk_label_set_text(labels[0].opaque, "A much longer first label")
      Self.relayout(content, width: 300)
      #expect(LayoutContainer.widgetMeasureCount > before)
      let first = try #require(content.frames?[content.root!.items[0]])
      #expect(first.width == Self.naturalWidth(labels[0]))
      #expect(first.width > 100)
      #expect(content.frames?[content.root!.items[1]]?.x == first.width)
    }

    @Test func aNewTextInsideAScrollIsSeen() throws {
      let label = Widget(gtk_label_new("Hi")!)
      let after = Widget(gtk_label_new("after")!)
      let content = LayoutContainer()
      let list = `$`(nil, layout: HBox(align: .start), items: [`$`(label), `$`(after)])
      content.applyLayout(
        `$`(
          nil, layout: VBox(),
          items: [`$`(nil, flex: 1, layout: Scroll(axes: .vertical), items: [list])]))
      let window = TestWindow(child: content.widget, width: 400, height: 200)
      defer { window.close() }
      try #require(window.waitUntilShown())
      gtk_label_set_text(label.opaque, "Hello there, a much longer text")
      window.waitForNextFrame()
      let frame = try #require(content.frames?[list.items[0]])
      #expect(frame.width == Self.naturalWidth(label))
      #expect(content.frames?[list.items[1]]?.x == frame.width)
      #expect(window.bounds(of: label.gtk)?.width == Self.naturalWidth(label))
    }
  }
}
