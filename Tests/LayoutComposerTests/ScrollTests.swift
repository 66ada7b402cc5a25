import LayoutComposer
import Testing

/// Scroll (rules R1–R4): each frame derived in the comment above it.
@Suite struct ScrollTests {
  /// A chat: a 56 header, a history of `count` messages 40 high with spacing 8, a 64 composer.
  func chat(_ count: Int, flex: Double? = 1) -> Component {
    `$`(
      nil, layout: VBox(),
      items: [
        `$`("header", height: 56),
        `$`(
          nil, flex: flex, layout: Scroll(axes: .vertical),
          items: [
            `$`(
              nil, layout: VBox(spacing: 8),
              items: (0..<count).map { `$`("message\($0)", height: 40) }, name: "history")
          ], name: "scroll"),
        `$`("composer", height: 64),
      ])
  }

  @Test func theContentIsAsLongAsItWants() throws {
    // The Scroll gets 640 − 56 − 64 = 520. Twenty messages: 20 × 40 + 19 × 8 = 952 high.
    var tree = LayoutTree(chat(20))
    let frames = tree.layout(in: Size(width: 360, height: 640))
    #expect(frames["scroll"] == Frame(x: 0, y: 56, width: 360, height: 520))
    #expect(frames["history"] == Frame(x: 0, y: 0, width: 360, height: 952))
    let content = try #require(frames.scrollContent(at: frames.index(named: "scroll")!))
    #expect(content.contentSize == Size(width: 360, height: 952))
    #expect(content.viewport == Size(width: 360, height: 520))
    #expect(content.maximumOffset == Point(x: 0, y: 432))
  }

  @Test func anOffsetMovesTheContentAndIsClamped() {
    var tree = LayoutTree(chat(20))
    _ = tree.layout(in: Size(width: 360, height: 640))
    // Scrolled by 300: the history starts at −300; message 10 (at 10 × 48 = 480 in it) is at
    // 56 − 300 + 480 = 236 in the window.
    let scrolled = tree.layout(
      in: Size(width: 360, height: 640), scrollOffsets: ["scroll": Point(x: 0, y: 300)])
    #expect(scrolled["history"] == Frame(x: 0, y: -300, width: 360, height: 952))
    #expect(
      scrolled.absoluteFrame(named: "message10") == Frame(x: 0, y: 236, width: 360, height: 40))
    // Past the end: clamped to 952 − 520 = 432; before the start: 0; the offset is kept for
    // the passes after.
    tree.scroll(named: "scroll", to: Point(x: 50, y: 5000))
    let end = tree.layout(in: Size(width: 360, height: 640))
    #expect(end["history"]?.y == -432)
    #expect(end.scrollContent(at: end.index(named: "scroll")!)?.offset == Point(x: 0, y: 432))
    #expect(tree.layout(in: Size(width: 360, height: 640))["history"]?.y == -432)
    tree.scroll(named: "scroll", to: Point(x: 0, y: -10))
    #expect(tree.layout(in: Size(width: 360, height: 640))["history"]?.y == 0)
  }

  @Test func explainSaysHowFarItIsScrolled() {
    var tree = LayoutTree(chat(20))
    _ = tree.layout(
      in: Size(width: 360, height: 640), scrollOffsets: ["scroll": Point(x: 0, y: 300)])
    let why = tree.explain(named: "history")
    #expect(
      why?.y
        == "y −300 = placed there by Scroll: scrolled by 300 of its content 952 in a viewport of "
        + "520 (R3)")
    #expect(why?.x == "x 0 = placed there by Scroll: fills the viewport (R1)")
  }

  @Test func shortContentIsAtLeastTheViewport() {
    // Three messages are 3 × 40 + 2 × 8 = 136, less than 520: the history is 520 high (R1).
    let frames = chat(3).layout(in: Size(width: 360, height: 640))
    #expect(frames["history"] == Frame(x: 0, y: 0, width: 360, height: 520))
    #expect(frames["message2"] == Frame(x: 0, y: 96, width: 360, height: 40))
  }

  @Test func withoutFlexItHugsAndShrinksToTheRoomLeft() {
    // Not flexing, the Scroll is sized by its content (R2): 952 does not fit the 520 left,
    // and its minimum is 0, so rule S gives it the 520; 136 fits and it hugs it.
    let long = chat(20, flex: nil).layout(in: Size(width: 360, height: 640))
    #expect(long["scroll"] == Frame(x: 0, y: 56, width: 360, height: 520))
    #expect(long["composer"] == Frame(x: 0, y: 576, width: 360, height: 64))
    let short = chat(3, flex: nil).layout(in: Size(width: 360, height: 640))
    #expect(short["scroll"] == Frame(x: 0, y: 56, width: 360, height: 136))
    #expect(short["composer"] == Frame(x: 0, y: 192, width: 360, height: 64))
  }

  @Test func horizontalAndRightToLeft() {
    // A 300 × 100 Scroll of five 100-wide items: content 500 × 100. Scrolled by 150: the row
    // starts at −150. Right to left the offset runs from the right edge: the row's right edge
    // is at 300 + 150 = 450, so it starts at −50.
    let row = `$`(
      nil, layout: Scroll(axes: .horizontal),
      items: [
        `$`(
          nil, layout: HBox(), items: (0..<5).map { `$`("item\($0)", width: 100) }, name: "row")
      ], name: "strip")
    var tree = LayoutTree(row)
    tree.scroll(named: "strip", to: Point(x: 150, y: 80))
    let frames = tree.layout(in: Size(width: 300, height: 100))
    #expect(frames["row"] == Frame(x: -150, y: 0, width: 500, height: 100))
    let mirrored = tree.layout(in: Size(width: 300, height: 100), direction: .rightToLeft)
    #expect(mirrored["row"] == Frame(x: -50, y: 0, width: 500, height: 100))
    // The first item, leading, is at the right end of the row: 450 − 100 = 350 in the strip.
    #expect(mirrored.absoluteFrame(named: "item0") == Frame(x: 350, y: 0, width: 100, height: 100))
  }

  @Test func scrollingPlacesAgainWithoutMeasuring() {
    var tree = LayoutTree(chat(200))
    _ = tree.layout(in: Size(width: 360, height: 640))
    tree.scroll(named: "scroll", to: Point(x: 0, y: 1000))
    _ = tree.layout(in: Size(width: 360, height: 640))
    // Nothing's size changed: no item and no component is measured again.
    #expect(tree.statistics.itemMeasurements == 0)
    #expect(tree.statistics.nodeMeasurements == 0)
  }
}
