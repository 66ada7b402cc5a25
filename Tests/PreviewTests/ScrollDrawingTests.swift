import Foundation
import LayoutComposer
import Testing

@testable import LayoutComposerGtk

/// A Scroll in the previewer without a display: its content is drawn, found and named only
/// in its viewport, the indicator shows the offset's share, the wheel's step.
@Suite struct ScrollDrawingTests {
  /// Tests/Fixtures/scroll: a 56 header, a Scroll (flex 1: 640 − 56 − 64 = 520 high at
  /// y 56) holding twelve 40-high messages with spacing 8 (568), a 64 composer at 576.
  /// Nodes: root 0, header 1, scroll 2, history 3, m0…m11 4…15, composer 16.
  static func chat() -> LayoutSnapshot {
    let messages = (0..<12).map { `$`(nil, height: 40, name: "m\($0)") }
    let root = `$`(
      nil, layout: VBox(),
      items: [
        `$`(nil, height: 56, name: "header"),
        `$`(
          nil, flex: 1, layout: Scroll(axes: .vertical),
          items: [`$`(nil, layout: VBox(spacing: 8), items: messages, name: "history")],
          name: "scroll"),
        `$`(nil, height: 64, name: "composer"),
      ])
    return LayoutSnapshot(root: root, size: Size(width: 360, height: 640))
  }

  static func colour(_ node: Int) -> String { hex(Palette.hex[node % Palette.hex.count]) }

  static func png(_ snapshot: LayoutSnapshot) throws -> Pixels {
    let path = temporaryDirectory().appendingPathComponent("chat.png").path
    try ImageExport.write(
      snapshot, renderer: LayoutRenderer(options: HeadlessRenderTests.plain), to: path)
    return try #require(Pixels(png: path))
  }

  @Test func theContentIsCutToTheViewport() throws {
    let snapshot = Self.chat()
    // Unscrolled, m11 is at 56 + 11 × 48 = 584 to 624, over the composer (576 to 640):
    // drawn uncut it would cover it.
    #expect(snapshot.absoluteFrames[15] == Frame(x: 0, y: 584, width: 360, height: 40))
    let pixels = try Self.png(snapshot)
    #expect(hex(pixels.rgb(180, 600)) == Self.colour(16))
    #expect(hex(pixels.rgb(180, 578)) == Self.colour(16))
    // m10 is at 56 + 480 = 536 to 576, its last row the viewport's last.
    #expect(hex(pixels.rgb(180, 575)) == Self.colour(14))
    let renderer = LayoutRenderer(options: HeadlessRenderTests.plain)
    #expect(renderer.node(atX: 180, y: 600, in: snapshot) == 16)
    #expect(renderer.node(atX: 180, y: 575, in: snapshot) == 14)
    #expect(renderer.shownFrame(of: 15, in: snapshot) == nil)
    #expect(
      renderer.shownFrame(of: 14, in: snapshot) == Frame(x: 0, y: 536, width: 360, height: 40))
  }

  @Test func scrolledToTheEndTheFirstMessagesAreCutAtTheTop() throws {
    var snapshot = Self.chat()
    snapshot.scroll(at: 2, to: Point(x: 0, y: 1000))
    // Clamped to 568 − 520 = 48: the history starts at 56 − 48 = 8.
    #expect(snapshot.result.scrollContent(at: 2)?.offset == Point(x: 0, y: 48))
    #expect(snapshot.result.frame(at: 3) == Frame(x: 0, y: -48, width: 360, height: 568))
    let pixels = try Self.png(snapshot)
    // m0 is at 8 to 48, under the header: the header shows there, not m0.
    #expect(hex(pixels.rgb(180, 30)) == Self.colour(1))
    // m11 is at 8 + 528 = 536 to 576.
    #expect(hex(pixels.rgb(180, 560)) == Self.colour(15))
    #expect(hex(pixels.rgb(180, 600)) == Self.colour(16))
    // m1 is at 56 to 96: whole, the first pixel row of the viewport is its.
    #expect(hex(pixels.rgb(180, 56)) == Self.colour(5))
  }

  @Test func theIndicatorShowsTheViewportsShareAndTheOffset() {
    var snapshot = Self.chat()
    let renderer = LayoutRenderer()
    // 3 wide, 2 in from the right edge (360 − 5 = 355), 520 × 520 / 568 long.
    let length = 520.0 * 520 / 568
    #expect(
      renderer.scrollIndicators(in: snapshot) == [
        Frame(x: 355, y: 56, width: 3, height: length)
      ])
    snapshot.scroll(at: 2, to: Point(x: 0, y: 48))
    #expect(
      renderer.scrollIndicators(in: snapshot) == [
        Frame(x: 355, y: 56 + 520.0 * 48 / 568, width: 3, height: length)
      ])
    // The bar's end is the viewport's end when the content's end is shown.
    let bar = renderer.scrollIndicators(in: snapshot)[0]
    #expect(abs(bar.maxY - 576) < 1e-9)
  }

  @Test func namesOfHiddenMessagesAreNotPlacedAndTheComposerKeepsItsName() {
    let snapshot = Self.chat()
    var options = RenderOptions()
    options.names = true
    let tags = LayoutRenderer(options: options).plan(for: snapshot).tags
    #expect(tags.contains { $0.node == 16 })
    #expect(!tags.contains { $0.node == 15 })
    // Every tag of something in the Scroll is inside its viewport.
    let viewport = Frame(x: 0, y: 56, width: 360, height: 520)
    for tag in tags where (3...15).contains(tag.node) {
      #expect(viewport.contains(tag.frame), "\(tag)")
    }
  }

  @Test func theWheelMovesTheInnermostScrollThatCanMove() {
    var snapshot = Self.chat()
    // One notch is 520^(2/3) ≈ 64.7 points, more than the 48 there are: the end.
    let down = WheelScroll.step(over: 9, dx: 0, dy: 1, unit: .wheel, zoom: 1, in: snapshot)
    #expect(down == WheelScroll(scroll: 2, offset: Point(x: 0, y: 48)))
    // Up from the top, or over the header, nothing moves: the canvas gets the wheel.
    #expect(WheelScroll.step(over: 9, dx: 0, dy: -1, unit: .wheel, zoom: 1, in: snapshot) == nil)
    #expect(WheelScroll.step(over: 1, dx: 0, dy: 1, unit: .wheel, zoom: 1, in: snapshot) == nil)
    // A vertical Scroll ignores the horizontal wheel.
    #expect(WheelScroll.step(over: 9, dx: 1, dy: 0, unit: .wheel, zoom: 1, in: snapshot) == nil)
    snapshot.scroll(at: 2, to: Point(x: 0, y: 48))
    // Touchpad pixels at zoom 2 are half as many points: 20 pixels up is 10 points.
    #expect(
      WheelScroll.step(over: 9, dx: 0, dy: -20, unit: .surface, zoom: 2, in: snapshot)
        == WheelScroll(scroll: 2, offset: Point(x: 0, y: 38)))
  }

  @Test func theInspectorShowsTheContentSizeAndOffset() {
    var snapshot = Self.chat()
    snapshot.scroll(at: 2, to: Point(x: 0, y: 20))
    let report = InspectorReport(node: 2, in: snapshot)
    #expect(report.value(of: "content size", in: "Scroll") == "360 × 568")
    #expect(report.value(of: "viewport", in: "Scroll") == "360 × 520")
    #expect(report.value(of: "offset", in: "Scroll") == "0, 20")
    #expect(InspectorReport(node: 3, in: snapshot).sections.allSatisfy { $0.title != "Scroll" })
  }

  @Test func renderingTheFixtureCutsTheHistory() throws {
    let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Fixtures/scroll.layout.json").path
    let out = temporaryDirectory().appendingPathComponent("scroll.png").path
    let result = RobustnessTests.run([
      "--render", fixture, "--out", out, "--opaque", "--no-borders", "--no-names",
      "--no-margins", "--no-text",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let pixels = try #require(Pixels(png: out))
    // Just below the Scroll's frame (576): the composer's colour, not m11's (584 to 624).
    #expect(hex(pixels.rgb(180, 590)) == Self.colour(16))
    #expect(hex(pixels.rgb(180, 570)) == Self.colour(14))
  }
}
