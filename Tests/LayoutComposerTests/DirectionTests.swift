import LayoutComposer
import Testing

// Right-to-left: HBox children run from the right, .start/.end mirror, leading/trailing follow
// the direction, and .left/.right, marginLeft/Right and padding stay physical.

@Suite struct DirectionTests {
  private let area = Size(width: 320, height: 100)

  @Test func hboxChildrenRunFromTheRight() {
    // LTR: a {10, 0, 50, 100} (marginLeft 10), b fills the rest: 320 − 60 = 260 at 60.
    // RTL: a's physical left margin stays on its left; a is first, at the right edge:
    // x = 320 − 50 = 270; b takes the rest to its left: 320 − 50 − 10 = 260 wide at 0.
    let tree = `$`(
      nil, layout: HBox(),
      items: [`$`("a", width: 50, marginLeft: 10), `$`("b", flex: 1)])
    var ltr = LayoutTree(tree)
    let l = ltr.layout(in: area)
    #expect(l["a"] == Frame(x: 10, y: 0, width: 50, height: 100))
    #expect(l["b"] == Frame(x: 60, y: 0, width: 260, height: 100))
    var rtl = LayoutTree(tree)
    let r = rtl.layout(in: area, direction: .rightToLeft)
    #expect(r["a"] == Frame(x: 270, y: 0, width: 50, height: 100))
    #expect(r["b"] == Frame(x: 0, y: 0, width: 260, height: 100))
  }

  @Test func leadingAndTrailingMarginsFollowTheDirection() {
    // marginLeading 10 and marginTrailing 4 on a 50-wide child of HBox(pack: .start):
    // LTR x = 10; RTL: 10 from the right edge: x = 320 − 10 − 50 = 260.
    let tree = `$`(
      nil, layout: HBox(),
      items: [`$`("a", width: 50, marginLeading: 10, marginTrailing: 4)])
    var t = LayoutTree(tree)
    #expect(t.layout(in: area)["a"]?.x == 10)
    #expect(t.layout(in: area, direction: .rightToLeft)["a"]?.x == 260)
    // The tree keeps the direction: a plain layout(in:) stays right-to-left.
    #expect(t.layout(in: area)["a"]?.x == 260)
    #expect(t.layout(in: area, direction: .leftToRight)["a"]?.x == 10)
  }

  @Test func packAndAlignMirror() {
    // HBox(pack: .end): in RTL the children gather at the left. VBox(align: .start): in RTL
    // each child sits at the right.
    let row = `$`(nil, layout: HBox(pack: .end), items: [`$`("p", width: 40)])
    #expect(LayoutTree(row).layoutRTL(area)["p"]?.x == 0)
    let column = `$`(nil, layout: VBox(align: .start), items: [`$`("q", width: 40, height: 10)])
    #expect(LayoutTree(column).layoutRTL(area)["q"]?.x == 280)
  }

  @Test func relativeLeftAndRightStayPhysicalLeadingAndTrailingMirror() {
    let tree = `$`(
      nil, layout: Relative(),
      items: [
        `$`("left", halign: .left, width: 20, height: 20),
        `$`("leading", halign: .leading, width: 20, height: 20),
        `$`("trailing", halign: .trailing, width: 20, height: 20, marginRight: 5),
      ])
    let frames = LayoutTree(tree).layoutRTL(area)
    #expect(frames["left"]?.x == 0)
    #expect(frames["leading"]?.x == 300)
    // Trailing is the left in RTL; its physical right margin is on its right, not in between.
    #expect(frames["trailing"]?.x == 0)
  }

  @Test func paddingStaysPhysical() {
    // Padding left 30: in RTL the first child (at the right edge) is not moved by it.
    let tree = `$`(nil, layout: HBox(), items: [`$`("a", width: 40)], padding: (0, 30, 0, 0))
    #expect(LayoutTree(tree).layoutRTL(area)["a"]?.x == 280)
  }

  @Test func withoutLeadingOptionsRightToLeftIsTheMirrorImage() {
    // For trees of stacks and centred children (no .left/.right, no one-sided margins, no
    // padding), right-to-left is exactly the mirror image of left-to-right.
    let tree = `$`(
      nil, layout: VBox(spacing: 4),
      items: [
        `$`(
          nil, layout: HBox(align: .center, spacing: 8),
          items: [
            `$`(Text("Quarterly report summary")), `$`(Text("Nov 29, 2026"), layoutPriority: 1),
          ]),
        `$`(
          nil, layout: HBox(pack: .spaceBetween), items: [`$`("x", width: 30), `$`("y", width: 50)]),
        `$`(nil, layout: VBox(align: .end), items: [`$`(Placeholder("z", width: 70, height: 10))]),
      ])
    var ltrTree = LayoutTree(tree)
    var rtlTree = LayoutTree(tree)
    let l = ltrTree.layout(in: Size(width: 200, height: 300))
    let r = rtlTree.layout(in: Size(width: 200, height: 300), direction: .rightToLeft)
    for node in 0..<l.count {
      let parent = l.parent(of: node)
      let width = parent.map { l.frame(at: $0).width } ?? 200
      let f = l.frame(at: node)
      #expect(
        r.frame(at: node)
          == Frame(x: width - f.x - f.width, y: f.y, width: f.width, height: f.height))
    }
  }

  @Test func explanationSaysHowTheMirroredXFollows() {
    var tree = LayoutTree(`$`(nil, layout: HBox(), items: [`$`("a", width: 50)]))
    _ = tree.layout(in: area, direction: .rightToLeft)
    #expect(
      tree.explain(named: "a")?.x
        == "x 270 = 320 − 0 − 50 (right-to-left, mirrored), where x 0 = first child: left margin 0")
  }
}

@Suite struct PercentageTests {
  @Test func sizesAndMarginsAreFractionsOfTheParentsContentBox() {
    // HBox 400 × 200 with padding 20 on each side: content box 360 × 160.
    // a: width 50% = 180, height 25% = 40 (align .start); b: marginLeft 10% = 36, flex 1:
    // 360 − 180 − 36 = 144.
    let frames = `$`(
      nil, layout: HBox(align: .start),
      items: [`$`("a", width: 50%, height: .percent(25)), `$`("b", flex: 1, marginLeft: 10%)],
      padding: (20, 20, 20, 20)
    ).layout(in: Size(width: 400, height: 200))
    #expect(frames["a"] == Frame(x: 20, y: 20, width: 180, height: 40))
    #expect(frames["b"] == Frame(x: 236, y: 20, width: 144, height: 0))
  }

  @Test func minAndMaxPercentagesClamp() {
    // maxWidth 25% of 320 = 80 stops a flex child; minHeight 50% of 480 = 240 holds a leaf.
    let frames = `$`(
      nil, layout: HBox(align: .start),
      items: [`$`("a", flex: 1, maxWidth: 25%), `$`("b", width: 10, minHeight: 50%)]
    ).layout(in: phone)
    #expect(frames["a"] == Frame(x: 0, y: 0, width: 80, height: 0))
    #expect(frames["b"] == Frame(x: 80, y: 0, width: 10, height: 240))
  }

  @Test func aPercentageOfAnUnknownSizeCountsAsUnset() {
    // The inner VBox hugs its content (align .start): while it is measured its width is not
    // known, so the child's width 50% is unset and it takes its content, 60. The VBox is 60
    // wide; placed at that width, the child is 50% of 60 = 30, stretch-centred.
    let child = `$`(Placeholder("c", width: 60, height: 10), width: 50%)
    let inner = `$`(nil, layout: VBox(), items: [child])
    let frames = `$`(nil, layout: VBox(align: .start), items: [inner]).layout(in: phone)
    #expect(frames[inner] == Frame(x: 0, y: 0, width: 60, height: 10))
    #expect(frames[child] == Frame(x: 15, y: 0, width: 30, height: 10))
  }

  @Test func optionsKeepThePercentage() {
    let a = `$`("a", width: 50%)
    let tree = LayoutTree(`$`(nil, layout: HBox(), items: [a]))
    let options = tree.options(at: 1)
    #expect(options.width == nil)
    #expect(options.percentages?.width == 50)
  }
}

extension LayoutTree {
  fileprivate func layoutRTL(_ size: Size) -> LayoutResult {
    var copy = self
    return copy.layout(in: size, direction: .rightToLeft)
  }
}

@Suite struct PercentageFormsTests {
  @Test func percentagesInEveryForm() {
    // The halign-first order of LayoutComposer's README and the single-child form take
    // percentages too: 50% of 320 × 480 is 160 × 240, centred: (80, 120).
    let half = `$`("half", halign: .center, valign: .center, width: 50%, height: 50%)
    let frames = `$`(nil, layout: Relative(), items: [half]).layout(in: phone)
    #expect(frames["half"] == Frame(x: 80, y: 120, width: 160, height: 240))
    let framed = `$`(nil, width: 25%, layout: Fit(), item: `$`("inner"))
    let f = `$`(nil, layout: VBox(align: .start), items: [framed]).layout(in: phone)
    #expect(f["inner"] == Frame(x: 0, y: 0, width: 80, height: 0))
  }
}
