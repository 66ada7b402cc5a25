import LayoutComposer
import Testing

// Wrapping stacks (docs/semantics.md, "Wrapping stacks"). Each expectation is derived by hand
// from rules W1–W4 in the comment next to it.

private func box(_ name: String, _ width: Double, _ height: Double) -> Component {
  `$`(Placeholder(name, width: width, height: height))
}

@Suite struct WrapRuleTests {
  @Test func linesBreakWhereTheNextChildWouldOverflow() {
    // W1 at 200: a 80 + 10 + b 80 = 170 fits; + 10 + c 80 = 260 does not, so c starts line 1.
    // Line 0 is 30 high (b), line 1 20; lines at 0 and 30 + lineSpacing 5 = 35. a has an
    // explicit height, so align .stretch centres it in its line: (30 - 20) / 2 = 5.
    let root = `$`(
      nil, layout: HBox(spacing: 10, wrap: true, lineSpacing: 5),
      items: [
        `$`("a", width: 80, height: 20), `$`("b", width: 80, height: 30),
        `$`("c", width: 80, height: 20),
      ])
    let frames = root.layout(in: Size(width: 200, height: 100))
    #expect(frames["a"] == Frame(x: 0, y: 5, width: 80, height: 20))
    #expect(frames["b"] == Frame(x: 90, y: 0, width: 80, height: 30))
    #expect(frames["c"] == Frame(x: 0, y: 35, width: 80, height: 20))
    #expect(frames.wrapLine(at: frames.index(named: "c")!) == 1)
    #expect(frames.wrapLine(at: frames.index(named: "b")!) == 0)
  }

  @Test func aStackSizedByItsContentWrapsAtItsOfferAndHugsItsWidestLine() {
    // Aligned .start in a VBox 200 wide, the chips are offered at most 200 (rule P). Lines:
    // 60 + 8 + 100 = 168 (+ 8 + 50 = 226 > 200), then 50 + 8 + 70 = 128. The stack is as wide
    // as its widest line, 168, and 30 + 8 + 30 = 68 high.
    let chips = `$`(
      nil, align: .start, layout: HBox(spacing: 8, wrap: true, lineSpacing: 8),
      items: [box("c0", 60, 30), box("c1", 100, 30), box("c2", 50, 30), box("c3", 70, 30)],
      name: "chips")
    let frames = `$`(nil, layout: VBox(), items: [chips]).layout(
      in: Size(width: 200, height: 300))
    #expect(frames["chips"] == Frame(x: 0, y: 0, width: 168, height: 68))
    #expect(frames["c1"] == Frame(x: 68, y: 0, width: 100, height: 30))
    #expect(frames["c2"] == Frame(x: 0, y: 38, width: 50, height: 30))
    #expect(frames["c3"] == Frame(x: 58, y: 38, width: 70, height: 30))
  }

  @Test func offeredNoBoundItIsOneLine() {
    // Asked for its size with no bound on its width, the row is one line: 3 × 150 + 2 × 8;
    // offered at most 320 it wraps: 150 + 8 + 150 = 308 on line 0, 150 on line 1, 20 high.
    var tree = LayoutTree(
      `$`(
        nil, layout: HBox(spacing: 8, wrap: true),
        items: [box("a", 150, 10), box("b", 150, 10), box("c", 150, 10)]))
    #expect(tree.size(for: .unspecified).size == Size(width: 466, height: 10))
    let bounded = tree.size(for: SizeRequest(width: .atMost(320), height: .unspecified))
    #expect(bounded.size == Size(width: 308, height: 20))
  }

  @Test func aWrappingStackShrunkByItsParentWrapsAtItsShrunkWidth() {
    // In an HBox of 200 the row's ideal width 466 does not fit: rule S shrinks it towards its
    // minimum (its widest chip, 150, one chip a line) to 200, and it wraps there: one chip
    // a line, c on line 2 at y 20.
    let row = `$`(
      nil, layout: HBox(spacing: 8, wrap: true),
      items: [box("a", 150, 10), box("b", 150, 10), box("c", 150, 10)], name: "row")
    let frames = `$`(nil, layout: HBox(), items: [row]).layout(in: Size(width: 200, height: 100))
    #expect(frames["row"] == Frame(x: 0, y: 0, width: 200, height: 100))
    #expect(frames["c"] == Frame(x: 0, y: 20, width: 150, height: 10))
  }

  @Test func flexSharesTheFreeSpaceOfItsOwnLine() {
    // W1 at 300: a 100 + b's basis 150 = 250; + c 100 = 350 > 300, so c is on line 1. Line 0
    // has 300 - 250 = 50 free, all of it b's (rule 4): b = 150 + 50 = 200. Line 1: c alone.
    let root = `$`(
      nil, layout: HBox(wrap: true),
      items: [
        `$`("a", width: 100, height: 20), `$`("b", width: 150, height: 20, flex: 1),
        `$`("c", width: 100, height: 20),
      ])
    let frames = root.layout(in: Size(width: 300, height: 100))
    #expect(frames["b"] == Frame(x: 100, y: 0, width: 200, height: 20))
    #expect(frames["c"] == Frame(x: 0, y: 20, width: 100, height: 20))
  }

  @Test func alignLinesStretchSharesTheCrossRoomAmongTheLines() {
    // Two lines of one 120-wide child each (120 + 120 > 200), each 0 high by content; the
    // 100 left is shared: each line 50 high, and the stretch children fill their line.
    let root = `$`(
      nil, layout: HBox(wrap: true, alignLines: .stretch),
      items: [`$`("a", width: 120), `$`("b", width: 120)])
    let frames = root.layout(in: Size(width: 200, height: 100))
    #expect(frames["a"] == Frame(x: 0, y: 0, width: 120, height: 50))
    #expect(frames["b"] == Frame(x: 0, y: 50, width: 120, height: 50))
  }

  @Test func everyAlignLines() {
    // Lines of 20 and 30 (a 150 and b 150 do not share a line of 200), lineSpacing 10: used
    // 60 of 100, free 40.
    func ys(_ alignLines: AlignLines) -> [Double] {
      let frames = `$`(
        nil, layout: HBox(align: .start, wrap: true, lineSpacing: 10, alignLines: alignLines),
        items: [box("a", 150, 20), box("b", 150, 30)]
      ).layout(in: Size(width: 200, height: 100))
      return [frames["a"]!.y, frames["b"]!.y]
    }
    #expect(ys(.start) == [0, 30])
    #expect(ys(.end) == [40, 70])  // 40, 40 + 20 + 10
    #expect(ys(.center) == [20, 50])
    #expect(ys(.spaceBetween) == [0, 70])  // between 40
    #expect(ys(.spaceAround) == [10, 60])  // 20 around each: 10, 10 + 20 + 10 + 20
    let evenly: Double = 40.0 / 3
    #expect(ys(.spaceEvenly) == [evenly, evenly * 2 + 30])
    #expect(ys(.stretch) == [0, 50])  // lines 40 and 50 high
  }

  @Test func aWrappingVBoxMakesColumns() {
    // VBox of 100 high: 40 + 40 fit, the third starts a second column at x = 50 (the first
    // column is 50 wide, lineSpacing 0).
    let root = `$`(
      nil, layout: VBox(align: .start, wrap: true),
      items: [box("a", 50, 40), box("b", 30, 40), box("c", 20, 40)])
    let frames = root.layout(in: Size(width: 300, height: 100))
    #expect(frames["c"] == Frame(x: 50, y: 0, width: 20, height: 40))
  }

  @Test func rightToLeftLinesStartAtTheRight() {
    // Mirrored: line 0 holds a and b from the right edge of 200, c starts line 1 there.
    let root = `$`(
      nil, layout: HBox(align: .start, spacing: 10, wrap: true),
      items: [box("a", 80, 20), box("b", 80, 20), box("c", 80, 20)])
    var tree = LayoutTree(root)
    let frames = tree.layout(in: Size(width: 200, height: 100), direction: .rightToLeft)
    #expect(frames["a"] == Frame(x: 120, y: 0, width: 80, height: 20))
    #expect(frames["b"] == Frame(x: 30, y: 0, width: 80, height: 20))
    #expect(frames["c"] == Frame(x: 120, y: 20, width: 80, height: 20))
  }

  @Test func baselinesLineUpWithinALine() {
    // Line 0: a (baseline 15 of 20) and b (baseline 30 of 40) on one baseline at 30: a at
    // y 15. Line 1 starts at 40: c (baseline 5 of 10) alone, at y 40.
    let root = `$`(
      nil, layout: HBox(align: .firstBaseline, wrap: true),
      items: [
        `$`(Placeholder("a", width: 100, height: 20, baseline: 15)),
        `$`(Placeholder("b", width: 100, height: 40, baseline: 30)),
        `$`(Placeholder("c", width: 100, height: 10, baseline: 5)),
      ])
    let frames = root.layout(in: Size(width: 250, height: 200))
    #expect(frames["a"]?.y == 15)
    #expect(frames["b"]?.y == 0)
    #expect(frames["c"]?.y == 40)
  }

  @Test func explainSaysWhichLine() {
    var tree = LayoutTree(
      `$`(
        nil, layout: HBox(spacing: 10, wrap: true, lineSpacing: 5),
        items: [
          `$`("a", width: 80, height: 20), `$`("b", width: 80, height: 30),
          `$`("c", width: 80, height: 20),
        ]))
    _ = tree.layout(in: Size(width: 200, height: 100))
    let why = tree.explain(named: "c")!
    #expect(why.y.contains("line 1 of 2 starts at 35"))
  }
}
