import LayoutComposer
import Testing

// Rule B: baseline alignment in an HBox. Fixed-advance text: a line is 1.25 × fontSize high
// with its baseline fontSize below the line's top; a character is 0.5 × fontSize wide.

@Suite struct BaselineTests {
  @Test func theSectionHeaderOfTheTalk() {
    // "Trip collections" at 22: 16 × 11 = 176 wide, 27.5 high, baseline 22.
    // "Show All" at 14: 8 × 7 = 56 wide, 17.5 high, baseline 14.
    // The group's baseline B = max(0 + 22, 0 + 14) = 22: the title at 0, "Show All" at
    // 22 − 14 = 8; plus the padding 8. spaceBetween puts "Show All" at 360 − 16 − 56 = 288.
    let frames = `$`(
      nil, layout: HBox(align: .firstBaseline, pack: .spaceBetween),
      items: [
        `$`(Text("Trip collections", fontSize: 22), name: "title"),
        `$`(Text("Show All", fontSize: 14), name: "showAll"),
      ], padding: (8, 16, 8, 16)
    ).layout(in: Size(width: 360, height: 44))
    #expect(frames["title"] == Frame(x: 16, y: 8, width: 176, height: 27.5))
    #expect(frames["showAll"] == Frame(x: 288, y: 16, width: 56, height: 17.5))
  }

  @Test func aHuggingHBoxCoversItsBaselineGroup() {
    // In VBox(align: .start) the header hugs: its height is max(22 − 22 + 27.5,
    // 22 − 14 + 17.5) = 27.5, plus its padding 16: 43.5. A margin above the small text
    // moves the group: top margin 10 + 14 = 24 > 22, so B = 24: the title at 2.
    let header = `$`(
      nil, layout: HBox(align: .firstBaseline, spacing: 8),
      items: [
        `$`(Text("Trip collections", fontSize: 22), name: "title"),
        `$`(Text("Show All", fontSize: 14), marginTop: 10, name: "showAll"),
      ], padding: (8, 8, 8, 8))
    let frames = `$`(nil, layout: VBox(align: .start), items: [header])
      .layout(in: Size(width: 360, height: 200))
    // Heights: title 24 − 22 + 27.5 = 29.5; "Show All" 24 − 14 + 17.5 = 27.5: 29.5 + 16.
    #expect(frames[header] == Frame(x: 0, y: 0, width: 176 + 8 + 56 + 16, height: 45.5))
    #expect(frames["title"] == Frame(x: 8, y: 10, width: 176, height: 27.5))
    #expect(frames["showAll"] == Frame(x: 192, y: 18, width: 56, height: 17.5))
  }

  @Test func containersReportTheirChildrensBaselines() {
    // A VBox of two 16-point lines: first baseline 16, last 20 + 16 = 36. Beside a 24-point
    // text (baseline 24, line 30):
    // .firstBaseline: B = max(16, 24) = 24: the VBox at 8, the text at 0.
    // .lastBaseline: B = max(36, 24) = 36: the VBox at 0, the text at 12.
    func row(_ align: Align) -> LayoutResult {
      `$`(
        nil, layout: HBox(align: align),
        items: [
          `$`(nil, layout: VBox(), items: [`$`(Text("a")), `$`(Text("b"))], name: "pair"),
          `$`(Text("Big", fontSize: 24), name: "big"),
        ]
      ).layout(in: Size(width: 200, height: 100))
    }
    #expect(row(.firstBaseline)["pair"]?.y == 8)
    #expect(row(.firstBaseline)["big"]?.y == 0)
    #expect(row(.lastBaseline)["pair"]?.y == 0)
    #expect(row(.lastBaseline)["big"]?.y == 12)
  }

  @Test func withoutABaselineTheBottomEdgeIsTheBaseline() {
    // A 30 × 40 placeholder has no baseline: its bottom (40) lines up with the text's 16:
    // B = 40, the text at 24. A placeholder with baseline: 14 sits on the same line, at
    // 40 − 14 = 26.
    let frames = `$`(
      nil, layout: HBox(align: .firstBaseline),
      items: [
        `$`(Placeholder("icon", width: 30, height: 40)), `$`(Text("Label"), name: "label"),
        `$`(Placeholder("badge", width: 10, height: 20, baseline: 14)),
      ]
    ).layout(in: Size(width: 200, height: 100))
    #expect(frames["label"]?.y == 24)
    #expect(frames["badge"]?.y == 26)
  }

  @Test func perChildBaselineAlignmentAndExplanation() {
    // Only "b" aligns on its baseline; "a" stays at the top (.start). The group is "b" alone:
    // B = 16, "b" at 0.
    var tree = LayoutTree(
      `$`(
        nil, layout: HBox(align: .start),
        items: [
          `$`(Text("a", fontSize: 30), name: "a"), `$`(Text("b"), align: .firstBaseline, name: "b"),
        ]))
    let frames = tree.layout(in: Size(width: 200, height: 100))
    #expect(frames["b"]?.y == 0)
    #expect(
      tree.explain(named: "b")?.y
        == "y 0 = on the first baseline: the group's baseline 16 − its own 16")
  }

  @Test func baselinesInAVBoxAreAWarning() {
    let tree = `$`(nil, layout: VBox(), items: [`$`("a", align: .firstBaseline)])
    #expect(
      tree.validate().map(\.description) == [
        "root.items[0].align: warning: has no effect in a VBox, whose children are stacked; baselines line up in an HBox"
      ])
  }
}
