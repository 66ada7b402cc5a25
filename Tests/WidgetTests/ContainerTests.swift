import CGtk
import CGtkShim
import Foundation
import LayoutComposer
import Testing

@testable import LayoutComposerWidgets

extension WidgetsOnDisplay {
  /// The container in real windows in this process: nesting both ways, hiding, updates,
  /// content changes, and what it owns.
  @MainActor @Suite struct ContainerTests {
    init() throws {
      try #require(InProcessGtk.isReady, "GTK could not open the tests' display")
    }

    /// A widget of a fixed size (its size request is its minimum and natural size).
    static func block(width: Int32, height: Int32) -> UnsafeMutablePointer<GtkWidget> {
      let area = gtk_drawing_area_new()!
      gtk_widget_set_size_request(area, width, height)
      return area
    }

    static func asBox(_ widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkBox> {
      UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkBox.self)
    }

    /// The example at the top of docs/widgets.md, as written there.
    @Test func theDocumentationsExample() throws {
      let icon = Widget(gtk_image_new_from_icon_name("avatar-default-symbolic"), name: "icon")
      let nameLabel = Widget(gtk_label_new("YKPaco"), name: "nameLabel")
      let button = Widget(gtk_button_new_with_label("Update Profile"))

      let content = LayoutContainer()
      content.applyLayout(
        VBox(defaultMargins: (0, 10, 0, 10)),
        items: [
          `$`(
            nil, height: 50, marginTop: 10, layout: Relative(),
            items: [
              `$`(icon, width: 50, height: 50, halign: .left),
              `$`(button, halign: .right, valign: .top),
            ]),
          `$`(nameLabel, marginTop: 5),
        ])
      let window = TestWindow(child: content.widget, width: 300, height: 200)
      defer { window.close() }
      try #require(window.waitUntilShown())
      // The Relative is 10 in from both sides and 10 down: {10, 10, 280, 50}. The icon is
      // at its left; the button, with no size, is its natural size (GTK's), at the right:
      // x = 10 + 280 - width. The label, marginTop 5, is at y = 10 + 50 + 5 = 65, 280 wide.
      #expect(window.bounds(of: icon.gtk) == Frame(x: 10, y: 10, width: 50, height: 50))
      var width: Int32 = 0
      var height: Int32 = 0
      gtk_widget_measure(button.gtk, GTK_ORIENTATION_HORIZONTAL, -1, nil, &width, nil, nil)
      gtk_widget_measure(button.gtk, GTK_ORIENTATION_VERTICAL, width, nil, &height, nil, nil)
      #expect(
        window.bounds(of: button.gtk)
          == Frame(x: 290 - Double(width), y: 10, width: Double(width), height: Double(height)))
      #expect(window.bounds(of: nameLabel.gtk)?.y == 65)
      #expect(window.bounds(of: nameLabel.gtk)?.width == 280)
    }

    @Test func aWidgetIsNeverAllocatedLessThanItsMinimum() throws {
      let button = Widget(gtk_button_new_with_label("Update Profile"))
      let content = LayoutContainer()
      content.applyLayout(
        Relative(), items: [`$`(button, halign: .left, valign: .top, width: 10, height: 5)])
      let window = TestWindow(child: content.widget, width: 300, height: 200)
      defer { window.close() }
      try #require(window.waitUntilShown())
      // The frame is {0, 0, 10, 5}; GTK's minimum is larger on both axes, so the button is
      // its minimum, from the frame's top-left corner.
      var minimumWidth: Int32 = 0
      var minimumHeight: Int32 = 0
      gtk_widget_measure(button.gtk, GTK_ORIENTATION_HORIZONTAL, -1, &minimumWidth, nil, nil, nil)
      gtk_widget_measure(
        button.gtk, GTK_ORIENTATION_VERTICAL, minimumWidth, &minimumHeight, nil, nil, nil)
      #expect(minimumWidth > 10 && minimumHeight > 5)
      #expect(content.frames?.frame(at: 1) == Frame(x: 0, y: 0, width: 10, height: 5))
      #expect(
        window.bounds(of: button.gtk)
          == Frame(x: 0, y: 0, width: Double(minimumWidth), height: Double(minimumHeight)))
    }

    @Test func gtkBoxInsideTheContainerGetsItsNaturalSize() throws {
      let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
      let square = Self.block(width: 80, height: 30)
      gtk_box_append(Self.asBox(box), square)
      let content = LayoutContainer()
      content.applyLayout(
        VBox(align: .start),
        items: [`$`("top", height: 10), `$`(Widget(box), marginLeft: 5)])
      let window = TestWindow(child: content.widget, width: 300, height: 200)
      defer { window.close() }
      try #require(window.waitUntilShown())
      // VBox(align: .start): the box is its natural size (its only child's, 80 x 30), at
      // x = marginLeft 5, under the 10-high "top": y = 10.
      #expect(window.bounds(of: box) == Frame(x: 5, y: 10, width: 80, height: 30))
      #expect(window.bounds(of: square) == Frame(x: 5, y: 10, width: 80, height: 30))
    }

    @Test func theContainerInsideAGtkBoxGetsItsNaturalHeight() throws {
      let content = LayoutContainer()
      content.applyLayout(
        VBox(), items: [`$`("a", height: 40), `$`("b", height: 60, marginTop: 10)])
      let outer = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
      let above = Self.block(width: 50, height: 25)
      let below = Self.block(width: 50, height: 10)
      gtk_widget_set_vexpand(below, 1)
      gtk_box_append(Self.asBox(outer), above)
      gtk_box_append(Self.asBox(outer), content.widget)
      gtk_box_append(Self.asBox(outer), below)
      let window = TestWindow(child: outer, width: 300, height: 400)
      defer { window.close() }
      try #require(window.waitUntilShown())
      // The tree's natural height: 40 + 10 + 60 = 110; the box gives the container that,
      // the full width, below the 25-high block; the expanding block takes the rest.
      #expect(window.bounds(of: content.widget) == Frame(x: 0, y: 25, width: 300, height: 110))
      #expect(window.bounds(of: below) == Frame(x: 0, y: 135, width: 300, height: 265))
      #expect(content.frames?["b"] == Frame(x: 0, y: 50, width: 300, height: 60))
    }

    @Test func theContainerReportsTheTreesSizesToGtk() {
      let content = LayoutContainer()
      content.applyLayout(
        VBox(spacing: 4),
        items: [`$`("a", width: 120, height: 40), `$`("b", width: 90, height: 16)])
      var minimum: Int32 = -1
      var natural: Int32 = -1
      gtk_widget_measure(
        content.widget, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, nil, nil)
      // The widest child, 120; explicit sizes are rigid, so that is the minimum too.
      #expect(natural == 120)
      #expect(minimum == 120)
      gtk_widget_measure(
        content.widget, GTK_ORIENTATION_VERTICAL, 200, &minimum, &natural, nil, nil)
      // Height at any width: 40 + 4 + 16 = 60, as minimum and natural.
      #expect(natural == 60)
      #expect(minimum == 60)
    }

    @Test func aWrappingLabelMakesTheContainersMinimumItsLongestWord() {
      let label = gtk_label_new("Quarterly report summary")!
      gtk_label_set_wrap(OpaquePointer(label), 1)
      let content = LayoutContainer()
      content.applyLayout(
        HBox(spacing: 8), items: [`$`(Widget(label)), `$`("date", width: 40, height: 20)])
      var labelMinimum: Int32 = 0
      var labelNatural: Int32 = 0
      gtk_widget_measure(
        label, GTK_ORIENTATION_HORIZONTAL, -1, &labelMinimum, &labelNatural, nil, nil)
      #expect(labelMinimum < labelNatural)
      var minimum: Int32 = -1
      var natural: Int32 = -1
      gtk_widget_measure(
        content.widget, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, nil, nil)
      // Natural: the label on one line, spacing 8, the 40-wide date. Minimum (rule M): the
      // label at its minimum (its longest word, GTK's minimum), then 8 and 40.
      #expect(natural == labelNatural + 48)
      #expect(minimum == labelMinimum + 48)
      // At its minimum width the label wraps a word to a line: the container's height there
      // is the label's height at that width.
      var labelHeight: Int32 = 0
      gtk_widget_measure(label, GTK_ORIENTATION_VERTICAL, labelMinimum, nil, &labelHeight, nil, nil)
      gtk_widget_measure(
        content.widget, GTK_ORIENTATION_VERTICAL, minimum, &minimum, &natural, nil, nil)
      #expect(natural == labelHeight)
    }

    @Test func aLabelsNewTextGivesItANewSize() throws {
      let label = Widget(gtk_label_new("Hi")!)
      let next = Widget(Self.block(width: 10, height: 10))
      let content = LayoutContainer()
      content.applyLayout(
        HBox(align: .start), items: [`$`(label), `$`(next, width: 10, height: 10)])
      let window = TestWindow(child: content.widget, width: 400, height: 100)
      defer { window.close() }
      try #require(window.waitUntilShown())
      let before = try #require(window.bounds(of: label.gtk))
      gtk_label_set_text(label.opaque, "Hello there, a much longer text")
      window.waitForNextFrame()
      let after = try #require(window.bounds(of: label.gtk))
      // The label is as wide as its new text, and the block still follows it.
      var natural: Int32 = 0
      gtk_widget_measure(label.gtk, GTK_ORIENTATION_HORIZONTAL, -1, nil, &natural, nil, nil)
      #expect(after.width == Double(natural))
      #expect(after.width > before.width)
      #expect(window.bounds(of: next.gtk)?.x == after.x + after.width)
    }

    @Test func aThousandWidthUpdatesLeaveMemoryFlat() throws {
      let fixed = `$`(Widget(gtk_label_new("fixed")!), width: 50)
      let content = LayoutContainer()
      content.applyLayout(
        HBox(), items: [fixed, `$`(Widget(gtk_label_new("flexible")!), flex: 1)])
      let window = TestWindow(child: content.widget, width: 400, height: 100)
      defer { window.close() }
      try #require(window.waitUntilShown())
      // Each update is laid out at once, as GTK's layout phase would (measure, then
      // allocate the container); every hundredth also waits for a real frame. Waiting for a
      // frame each time would take 1,000 frames of the clock's 60 a second.
      var allocation = GtkAllocation(x: 0, y: 0, width: 400, height: 100)
      func updates(_ range: Range<Int>) {
        for step in range {
          content.updateWidth(fixed, Double(50 + step % 100))
          gtk_widget_measure(content.widget, GTK_ORIENTATION_HORIZONTAL, -1, nil, nil, nil, nil)
          gtk_widget_measure(content.widget, GTK_ORIENTATION_VERTICAL, 400, nil, nil, nil, nil)
          gtk_widget_size_allocate(content.widget, &allocation, -1)
          if step % 100 == 99 { window.waitForNextFrame() }
        }
      }
      updates(0..<100)
      let before = residentKilobytes()
      updates(100..<1100)
      let after = residentKilobytes()
      // The last width was 50 + 1099 % 100 = 149.
      #expect(content.frames?.frame(at: 1).width == 149)
      #expect(after - before < 512, "resident memory grew by \(after - before) kB")
      print("memory: \(before) kB before, \(after) kB after 1,000 updates")
    }

    @Test func closingTheWindowReleasesTheWidgets() throws {
      let finalized = FinalizeCounter()
      do {
        let content = LayoutContainer()
        let labels = (0..<3).map { _ in gtk_label_new("x")! }
        for label in labels { finalized.watch(label) }
        content.applyLayout(VBox(), items: labels.map { `$`(Widget($0), height: 20) })
        let window = TestWindow(child: content.widget, width: 100, height: 100)
        try #require(window.waitUntilShown())
        window.close()
      }
      InProcessGtk.spin(timeout: 5) { finalized.count == 3 }
      #expect(finalized.count == 3)
    }
  }
}

/// Counts finalized GObjects (g_object_weak_ref through the C shim).
@MainActor
final class FinalizeCounter {
  private(set) var count = 0

  func watch(_ object: UnsafeMutablePointer<GtkWidget>) {
    let notify: @convention(c) (UnsafeMutableRawPointer?) -> Void = { data in
      MainActor.assumeIsolated {
        Unmanaged<FinalizeCounter>.fromOpaque(data!).takeUnretainedValue().count += 1
      }
    }
    cgtk_on_finalize(object, notify, Unmanaged.passUnretained(self).toOpaque())
  }
}

/// The process's resident memory in kB (/proc/self/statm's second field, in pages).
func residentKilobytes() -> Int {
  guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else {
    return 0
  }
  let fields = statm.split(separator: " ")
  guard fields.count >= 2, let pages = Int(fields[1]) else { return 0 }
  return pages * Int(sysconf(Int32(_SC_PAGESIZE))) / 1024
}
