import CGtk
import Foundation
import LayoutComposer
import Testing

@testable import LayoutComposerWidgets

extension WidgetsOnDisplay {
  /// Box math v2 with widgets: containers hug the widgets' sizes, and a wrapping label is as
  /// wide as its widest line.
  @MainActor @Suite struct HuggingTests {
    init() throws {
      try #require(InProcessGtk.isReady, "GTK could not open the tests' display")
    }

    static func naturalSize(_ widget: UnsafeMutablePointer<GtkWidget>, forWidth: Int32 = -1)
      -> (width: Int32, height: Int32)
    {
      var width: Int32 = 0
      var height: Int32 = 0
      gtk_widget_measure(widget, GTK_ORIENTATION_HORIZONTAL, -1, nil, &width, nil, nil)
      gtk_widget_measure(
        widget, GTK_ORIENTATION_VERTICAL, forWidth < 0 ? width : forWidth, nil, &height, nil, nil)
      return (width, height)
    }

    @Test func aBubbleHugsItsShortLabel() throws {
      let background = Widget(gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!)
      let label = gtk_label_new("Yes")!
      gtk_label_set_wrap(OpaquePointer(label), 1)
      let content = LayoutContainer()
      content.applyLayout(
        VBox(defaultMargins: (8, 12, 0, 12)),
        items: [
          `$`(
            background, align: .end, layout: VBox(), items: [`$`(Widget(label))],
            padding: (8, 12, 8, 12), maxWidth: 260)
        ])
      let window = TestWindow(child: content.widget, width: 375, height: 200)
      defer { window.close() }
      try #require(window.waitUntilShown())
      // The bubble is sized by its content (align .end): the label's natural size plus the
      // padding, far less than 260, at the right: x = 375 - 12 - width, y = 8.
      let text = Self.naturalSize(label)
      let width = Double(text.width) + 24
      #expect(
        window.bounds(of: background.gtk)
          == Frame(x: 375 - 12 - width, y: 8, width: width, height: Double(text.height) + 16))
      #expect(window.bounds(of: label)?.x == 375 - 12 - width + 12)
    }

    @Test func aWrappedLabelIsAsWideAsItsWidestLine() throws {
      let label = gtk_label_new(
        "Great. I found a place by the river that does breakfast until two, so we can sleep in.")!
      gtk_label_set_wrap(OpaquePointer(label), 1)
      let content = LayoutContainer()
      content.applyLayout(VBox(align: .start), items: [`$`(Widget(label))])
      let window = TestWindow(child: content.widget, width: 236, height: 200)
      defer { window.close() }
      try #require(window.waitUntilShown())
      let bounds = try #require(window.bounds(of: label))
      // Offered at most 236 (rule P), the text wraps there; its widest line is narrower, and
      // at that width it wraps into the same lines (the same height).
      #expect(Double(Self.naturalSize(label).width) > 236)
      #expect(bounds.width < 236)
      let atOffer = Self.naturalSize(label, forWidth: 236).height
      let atWidest = Self.naturalSize(label, forWidth: Int32(bounds.width)).height
      #expect(atWidest == atOffer)
      #expect(bounds.height == Double(atOffer))
    }
  }
}
