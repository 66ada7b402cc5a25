import Foundation
import LayoutComposer
import LayoutComposerGtk
import LayoutSamples
import Testing

/// Issue 12's gallery samples in the window: an overlay picked and named, a hidden
/// alternative never picked and listed greyed, a sample's own right-to-left direction, and
/// the shared baseline drawn for the selection.
extension OnDisplay {
  @Suite struct WindowBeyondBoxesTests {
    typealias Window = OnDisplay.WindowTests

    static func ask(_ app: PreviewProcess, _ command: String, _ match: (String) -> Bool) -> String?
    {
      WindowPanelsTests.ask(app, command, match)
    }

    /// The inspector's whole report, asked for until it holds `expected` (the inspector
    /// follows a relayout on the next idle).
    static func inspector(_ app: PreviewProcess, containing expected: String) -> String? {
      waitFor(timeout: 10) {
        app.inspectorReport().flatMap { $0.contains(expected) ? $0 : nil }
      }
    }

    static func colour(_ node: Int) -> UInt32 { Palette.hex[node % Palette.hex.count] }

    @Test func anOverlayIsDrawnOverItsHostAndPickedThere() throws {
      // swiftui-trip-card at the phone preset, fixed-advance measurer. The card is centred
      // in its 220-high frame; the count is an overlay of the image, 8 in from its top and
      // right edges: "3 activities" is 12 × 6 = 72 by 15, padded (4, 8, 4, 8) to 88 × 23,
      // so {185 − 8 − 88, 8, 88, 23} = {89, 8, 88, 23} in the image.
      // Nodes: VBox 0, caliFrame 1, caliCard 2, caliImage 3, caliActivityCount 4,
      // caliActivityText 5, caliName 6.
      let app = try PreviewProcess(
        ["--sample", "swiftui-trip-card", "--preset", "phone", "--measurer", "fixed"])
      let title = "Trip card — LayoutComposer Preview"
      try #require(app.waitForLine { $0 == "ready" } != nil)
      Window.plainView(app)
      let size = try #require(app.last("layout swiftui-trip-card").flatMap(Window.layoutSize))
      // At the phone's 375 wide the card is centred in 375: x = (375 − 185) / 2 = 95; the
      // frame is 220 high, so y = (220 − 173) / 2 = 23.5.
      #expect(size.width == 375)
      let image = Frame(x: 95, y: 23.5, width: 185, height: 150)
      let count = Frame(x: image.x + 89, y: image.y + 8, width: 88, height: 23)
      // In the count's padding (left of its text) its own colour shows over the image's.
      #expect(
        try Window.waitForColor(
          app, title: title, layoutX: count.x + 4, layoutY: count.y + 11, Self.colour(4))
          == hex(Self.colour(4)))
      // Around it, the image.
      #expect(
        try Window.waitForColor(
          app, title: title, layoutX: image.x + 40, layoutY: image.y + 75, Self.colour(3))
          == hex(Self.colour(3)))
      // A click in the count's padding picks the overlay; the inspector names its role.
      #expect(
        Self.ask(app, "click-layout \(count.x + 4) \(count.y + 11)") { $0.hasPrefix("select ") }
          == "select caliActivityCount")
      let text = try #require(Self.inspector(app, containing: "role"), "\(app.output.suffix(6))")
      let rows = Window.rows(text)
      #expect(
        rows["role"] == "overlay of caliImage  (drawn above its host, in its host's frame)",
        "\(text)")
      #expect(rows["parent"] == "caliImage")
      // The image lists its overlay among its items.
      _ = Self.ask(app, "select caliImage") { $0 == "select caliImage" }
      let host = try #require(Self.inspector(app, containing: "Items"))
      #expect(host.contains("\nItems\n  overlay 1  caliActivityCount · 88 × 23"), "\(host)")
    }

    @Test func aHiddenAlternativeIsNeverPickedAndListedGreyed() throws {
      // swiftui-wide-card-compact with the fixed-advance measurer at the phone preset
      // (375 × 667): the bottom row, a FirstThatFits 8 in from the sides and the bottom, is
      // 359 wide, so its first alternative "subtitleAndDate" (ideal width 290) fits and
      // "subtitleOnly" is hidden. The row is 15 high: y = 667 − 8 − 15 = 644.
      let app = try PreviewProcess(
        [
          "--sample", "swiftui-wide-card-compact", "--measurer", "fixed", "--preset", "phone",
        ])
      try #require(app.waitForLine { $0 == "ready" } != nil)
      let size = try #require(
        app.last("layout swiftui-wide-card-compact").flatMap(Window.layoutSize))
      #expect(size == Size(width: 375, height: 667))
      _ = Self.ask(app, "select bottomRow") { $0 == "select bottomRow" }
      let row = try #require(
        Self.inspector(app, containing: "alternative 2"), "\(app.output.suffix(8))")
      #expect(row.contains("\n  alternative 1  subtitleAndDate · 359 × 15\n"), "\(row)")
      #expect(
        row.contains("\n  alternative 2  subtitleOnly · hidden (another alternative fits)"),
        "\(row)")
      // Where the hidden alternative's zero frame is (the row's origin) a click picks what is
      // shown there, never the hidden one.
      for (x, y) in [(8.0, 644.0), (9, 645), (20, 650)] {
        let answer = Self.ask(app, "click-layout \(x) \(y)") { $0.hasPrefix("select ") }
        #expect(answer == "select subtitle", "at \(x), \(y)")
      }
      // Selected by name, the hidden one is explained as hidden.
      _ = Self.ask(app, "select subtitleOnly") { $0 == "select subtitleOnly" }
      let hidden = try #require(Self.inspector(app, containing: "alternative"))
      #expect(
        Window.rows(hidden)["alternative"] == "2 of 2, hidden (another alternative fits)",
        "\(hidden)")
    }

    @Test func aRightToLeftSampleReadsRightToLeftUntilForced() throws {
      // profile-rtl at the phone preset (375 wide): the header is 375 − 2 × 20 = 335 wide;
      // the icon (`halign: .leading`, 50 × 50) is at its right end in right to left,
      // x = 20 + 335 − 50 = 305, and at its left end, x = 20, when forced left to right.
      // Nodes: VBox 0, profileContainer 1, header 2, icon 3.
      let app = try PreviewProcess(["--sample", "profile-rtl", "--preset", "phone"])
      let title = "Nested profile, right to left — LayoutComposer Preview"
      try #require(app.waitForLine { $0 == "ready" } != nil)
      Window.plainView(app)
      let status = Self.ask(app, "status") { $0.hasPrefix("status ") } ?? ""
      #expect(status.contains("direction: right to left") && !status.contains("forced"))
      #expect(
        try Window.waitForColor(app, title: title, layoutX: 330, layoutY: 45, Self.colour(3))
          == hex(Self.colour(3)))
      #expect(
        Self.ask(app, "direction ltr") { $0.hasPrefix("direction ") } == "direction ltr ltr")
      #expect(
        try Window.waitForColor(app, title: title, layoutX: 45, layoutY: 45, Self.colour(3))
          == hex(Self.colour(3)))
      let forced = Self.ask(app, "status") { $0.hasPrefix("status ") } ?? ""
      #expect(forced.contains("direction: left to right (forced)"), "\(forced)")
      #expect(
        Self.ask(app, "direction auto") { $0.hasPrefix("direction ") } == "direction auto rtl")
    }

    @Test func theSharedBaselineIsDrawnForTheSelection() throws {
      // swiftui-section-header-baseline with the fixed-advance measurer (docs/semantics.md's
      // worked example): the HBox fills the canvas; padding 8, the title's baseline 22 below
      // its top, which touches the padding: the shared baseline at y 30, across the HBox.
      let app = try PreviewProcess(
        [
          "--sample", "swiftui-section-header-baseline", "--measurer", "fixed", "--preset",
          "phone",
        ])
      let title = "Section header, baseline — LayoutComposer Preview"
      try #require(app.waitForLine { $0 == "ready" } != nil)
      Window.plainView(app)
      _ = Self.ask(app, "select showAll") { $0 == "select showAll" }
      try #require(app.waitForFrame())
      let window = try #require(waitFor(timeout: 10) { windowOrigin(title: title) })
      let canvas = try #require(app.last("canvas").flatMap(Window.canvasPoint))
      let pixels = try screenshot()
      // Across the title (x 30 to 180; its text is off in the plain view).
      func accent(_ y: Double) -> Int {
        (30..<180).filter {
          pixels.rgb(window.x + canvas.x + Double($0), window.y + canvas.y + y) == 0x1c71d8
        }.count
      }
      #expect(accent(30) > 60, "\(accent(30))")
      #expect(accent(27) == 0 && accent(33) == 0)
      let text = try #require(Self.inspector(app, containing: "baseline"))
      #expect(
        Window.rows(text)["baseline"]
          == "14 below its top, at y 30  (shared by the HBox's .firstBaseline children)",
        "\(text)")
    }
  }
}
