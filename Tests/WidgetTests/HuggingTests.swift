import CGtk
import Foundation
import LayoutComposer
import Testing

@testable import LayoutComposerWidgets

extension WidgetsOnDisplay {
  /// Sizing by content with widgets: containers hug the widgets' sizes, and a wrapping label is as
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

    /// A wrapping label whose text or style changes is measured as a new label with that text
    /// and style would be: the widths remembered for its old Pango layout are not used.
    @Test func aWrappedLabelsNewTextAndStyleAreMeasuredAgain() throws {
      let first = "Great. I found a place by the river that does breakfast until two."
      let second = "Perfect, see you there at eleven then, and bring the map please."
      func wrappingLabel(_ text: String) -> UnsafeMutablePointer<GtkWidget> {
        let label = gtk_label_new(text)!
        gtk_label_set_wrap(OpaquePointer(label), 1)
        return label
      }
      func shown(_ label: UnsafeMutablePointer<GtkWidget>) -> TestWindow {
        let content = LayoutContainer()
        content.applyLayout(VBox(align: .start), items: [`$`(Widget(label))])
        return TestWindow(child: content.widget, width: 236, height: 300)
      }
      let label = wrappingLabel(first)
      let window = shown(label)
      defer { window.close() }
      try #require(window.waitUntilShown())
      let before = try #require(window.bounds(of: label))

      gtk_label_set_text(OpaquePointer(label), second)
      window.waitForNextFrame()
      let fresh = wrappingLabel(second)
      let freshWindow = shown(fresh)
      defer { freshWindow.close() }
      try #require(freshWindow.waitUntilShown())
      #expect(window.bounds(of: label) != before)
      #expect(window.bounds(of: label) == freshWindow.bounds(of: fresh))

      // A larger font through CSS: the same text takes more lines.
      let afterText = try #require(window.bounds(of: label))
      gtk_widget_add_css_class(label, "title-2")
      gtk_widget_add_css_class(fresh, "title-2")
      window.waitForNextFrame()
      freshWindow.waitForNextFrame()
      #expect(window.bounds(of: label)?.height ?? 0 > afterText.height)
      #expect(window.bounds(of: label) == freshWindow.bounds(of: fresh))
    }
  }
}

extension WidgetsOnDisplay {
  /// The engine's newer layouts with widgets: backgrounds and overlays, and FirstThatFits,
  /// whose alternatives left out are not shown.
  @MainActor @Suite struct DecorationAndAlternativeTests {
    init() throws {
      try #require(InProcessGtk.isReady, "GTK could not open the tests' display")
    }

    static func block(width: Int32, height: Int32) -> UnsafeMutablePointer<GtkWidget> {
      let area = gtk_drawing_area_new()!
      gtk_widget_set_size_request(area, width, height)
      return area
    }

    @Test func aBackgroundAndAnOverlayTakeTheirHostsFrameBelowAndAbove() throws {
      let host = Widget(Self.block(width: 40, height: 20))
      let below = Widget(gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!)
      let above = Widget(gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!)
      let content = LayoutContainer()
      content.applyLayout(
        VBox(align: .start),
        items: [
          `$`("top", height: 10),
          `$`(host, marginLeft: 5, overlay: [`$`(above)], background: [`$`(below)]),
        ])
      let window = TestWindow(child: content.widget, width: 200, height: 100)
      defer { window.close() }
      try #require(window.waitUntilShown())
      // The host is its size request, 40 x 20, at (5, 10); its background and overlay fill
      // its frame (placed like Relative children without alignment).
      let frame = Frame(x: 5, y: 10, width: 40, height: 20)
      #expect(window.bounds(of: host.gtk) == frame)
      #expect(window.bounds(of: below.gtk) == frame)
      #expect(window.bounds(of: above.gtk) == frame)
      // Drawn in tree order: the background under the host, the overlay over it.
      #expect(gtk_widget_get_next_sibling(below.gtk) == host.gtk)
      #expect(gtk_widget_get_next_sibling(host.gtk) == above.gtk)
    }

    @Test func onlyTheAlternativeThatFitsIsShown() throws {
      let wide = Widget(Self.block(width: 300, height: 20))
      let narrow = Widget(Self.block(width: 100, height: 20))
      let content = LayoutContainer()
      content.applyLayout(
        FirstThatFits(axes: .horizontal), items: [`$`(wide), `$`(narrow)])
      let window = TestWindow(child: content.widget, width: 400, height: 100)
      defer { window.close() }
      try #require(window.waitUntilShown())
      // 400 wide: the 300-wide alternative fits and is shown; the other is not.
      #expect(gtk_widget_get_mapped(wide.gtk) != 0)
      #expect(gtk_widget_get_mapped(narrow.gtk) == 0)
      window.resize(width: 200, height: 100)
      window.waitForNextFrame()
      // 200 wide: only the 100-wide one fits.
      #expect(gtk_widget_get_mapped(wide.gtk) == 0)
      #expect(gtk_widget_get_mapped(narrow.gtk) != 0)
      #expect(window.bounds(of: narrow.gtk)?.width == 200)
    }
  }
}
