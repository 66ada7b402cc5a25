import LayoutComposer
import Testing

// The public size contract: `tree.size(for:)` answers what `layout(in:)` then
// places, for a width given exactly, at most, or not at all, with the baselines.

@Suite struct SizeRequestTests {
  /// A VBox with margins 10 holding a text and a flex HBox whose flex text wraps with the
  /// width it gets: 'Quarterly report summary' is 24 × 8 = 192 wide in one line.
  func card() -> Component {
    `$`(
      nil, margins: (10, 10, 10, 10), layout: VBox(spacing: 4),
      items: [
        `$`(Text("Title")),
        `$`(
          nil, layout: HBox(),
          items: [
            `$`("icon", width: 40, height: 40), `$`(Text("Quarterly report summary"), flex: 1),
          ]),
      ])
  }

  @Test func exactlyAWidthIsTheHeightALayoutThereGives() {
    var tree = LayoutTree(card())
    // 220 wide with margins 10: the content is 200; the flex text gets 200 − 40 = 160 and
    // wraps into "Quarterly report" (128) / "summary": 40 high, the row 40 (the icon), the
    // title 20: 20 + 4 + 40 = 64, with the margins 84.
    let measured = tree.size(for: .height(forWidth: 220))
    #expect(measured.size == Size(width: 220, height: 84))
    let frames = tree.layout(in: Size(width: 220, height: 84))
    #expect(frames.frame(at: 0) == Frame(x: 10, y: 10, width: 200, height: 64))
    // Exactly 160: the text gets 100, "Quarterly" / "report" / "summary" ("report summary"
    // is 112): 60 high; 20 + 4 + 60 + 20 = 104.
    #expect(tree.size(for: .height(forWidth: 160)).size == Size(width: 160, height: 104))
  }

  @Test func atMostAWidthHugs() {
    var tree = LayoutTree(card())
    // Unbounded, the row wants 40 + 192 = 232: with margins 252 wide, 20 + 4 + 40 + 20 = 84.
    #expect(tree.size(for: .unspecified).size == Size(width: 252, height: 84))
    // At most 500: the same (it hugs); at most 200: the content gets 180, the text 140,
    // two lines.
    #expect(
      tree.size(for: SizeRequest(width: .atMost(500), height: .unspecified)).size
        == Size(width: 252, height: 84))
    #expect(
      tree.size(for: SizeRequest(width: .atMost(200), height: .unspecified)).size.height
        == 84)
  }

  @Test func atMostZeroIsTheMinimum() {
    var tree = LayoutTree(card())
    // The narrowest: the icon 40 and the longest word "Quarterly" 72, with the margins 20.
    let narrowest = tree.size(for: SizeRequest(width: .atMost(0), height: .unspecified))
    #expect(narrowest.size.width == 40 + 72 + 20)
    // The least height 220 wide: every child is rigid or at its lines' height: 84.
    let lowest = tree.size(for: SizeRequest(width: .exactly(220), height: .atMost(0)))
    #expect(lowest.size == Size(width: 220, height: 84))
  }

  @Test func baselinesComeWithTheSize() {
    var tree = LayoutTree(
      `$`(
        nil, layout: HBox(align: .firstBaseline),
        items: [`$`(Text("Name")), `$`(Text("Value", fontSize: 32))]),
      checks: .off)
    // B = max(16, 32) = 32: "Name" at y 16, so its last line's baseline is at 32 too; the row
    // is 40 high ("Value" is one 40-high line).
    let measured = tree.size(for: .unspecified)
    #expect(measured.size == Size(width: 32 + 80, height: 40))
    #expect(measured.baselines == Baselines(first: 32, last: 32))
  }
}
