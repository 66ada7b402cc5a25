import LayoutComposer
import LayoutComposerTestSupport
import Testing

// Rules M (minimum sizes), S (shrinking) and layoutPriority. Text: fixed-advance
// measurer at fontSize 16, 8 points a character, 20 a line.

@Suite struct ShrinkingTests {
  private let report = `$`(Text("Quarterly report summary"))  // 24 characters: 192
  private let date = `$`(Text("Nov 29, 2026"))  // 12 characters: 96

  @Test func childrenShareTheOverflowByIdealSize() {
    // HBox(align: .start, spacing: 8) 200 wide: ideal 192 + 8 + 96 = 296, F = -96.
    // Shared 192 : 96 → the title gives 64 (128 wide), the date 32 (64 wide).
    // Title at 128: "Quarterly report" is 16 × 8 = 128 ≤ 128, then "summary": 2 lines, 40.
    // Date at 64: "Nov 29," is 7 × 8 = 56 ≤ 64, then "2026": 2 lines, 40.
    // Minimums (longest words) 72 and 32 are not reached. x of the date: 128 + 8 = 136.
    let frames = `$`(nil, layout: HBox(align: .start, spacing: 8), items: [report, date])
      .layout(in: Size(width: 200, height: 100))
    #expect(frames[report] == Frame(x: 0, y: 0, width: 128, height: 40))
    #expect(frames[date] == Frame(x: 136, y: 0, width: 64, height: 40))
  }

  @Test func higherPriorityKeepsItsSize() {
    // The date has layoutPriority 1: the title's group (priority 0) gives first, all 96:
    // 96 wide (its minimum, "Quarterly", is 72). At 96: "Quarterly" / "report" (+ " summary"
    // would be 14 × 8 = 112 > 96) / "summary": 3 lines, 60. The date keeps 96 × 20, at 104.
    let date = `$`(Text("Nov 29, 2026"), layoutPriority: 1)
    let frames = `$`(nil, layout: HBox(align: .start, spacing: 8), items: [report, date])
      .layout(in: Size(width: 200, height: 100))
    #expect(frames[report] == Frame(x: 0, y: 0, width: 96, height: 60))
    #expect(frames[date] == Frame(x: 104, y: 0, width: 96, height: 20))
  }

  @Test func aChildAtItsMinimumStopsAndTheNextGroupGivesWay() {
    // HBox 150, spacing 8: ideal 192 + 8 + 96 = 296, F = -146. The date (priority 1) waits.
    // The title gives first but only down to its minimum, "Quarterly" = 72 (it gives 120);
    // 26 are left, and the date's group gives them: 96 - 26 = 70 (its minimum is 32).
    // Title at 72: one word a line: 3 lines, 60. Date at 70: "Nov 29," (56) / "2026": 40.
    // align: stretch (the default), so both are 100 high; the date at 72 + 8 = 80.
    let date = `$`(Text("Nov 29, 2026"), layoutPriority: 1)
    let frames = `$`(nil, layout: HBox(spacing: 8), items: [report, date])
      .layout(in: Size(width: 150, height: 100))
    #expect(frames[report] == Frame(x: 0, y: 0, width: 72, height: 100))
    #expect(frames[date] == Frame(x: 80, y: 0, width: 70, height: 100))
  }

  @Test func textInANarrowHBoxWrapsInsteadOfOverflowing() {
    // The case: "Hello world again" is 17 × 8 = 136 in an HBox 100 wide: F = -36,
    // the text shrinks to 100 ("Hello world" is 88, then "again"), and stretches to 100 high.
    let frames = `$`(
      nil, width: 100, height: 100, layout: HBox(),
      items: [`$`(Text("Hello world again"), name: "t")]
    ).layout(in: phone)
    #expect(frames["t"] == Frame(x: 0, y: 0, width: 100, height: 100))
  }

  @Test func rigidChildrenDoNotShrinkAndTheRestOverflows() {
    // HBox 100: a 60 placeholder, an explicit width 30 and a text of 64 ("Hi there", minimum
    // "there" = 40). F = 100 - 154 = -54: only the text gives, down to 40; the row overflows
    // by 30. pack .center then offsets by F / 2 = (100 - 130) / 2 = -15.
    let frames = `$`(
      nil, layout: HBox(align: .start, pack: .center),
      items: [
        `$`(Placeholder("photo", width: 60, height: 20)), `$`("fixed", width: 30),
        `$`(Text("Hi there"), name: "text"),
      ]
    ).layout(in: Size(width: 100, height: 100))
    #expect(frames["photo"] == Frame(x: -15, y: 0, width: 60, height: 20))
    #expect(frames["fixed"] == Frame(x: 45, y: 0, width: 30, height: 0))
    #expect(frames["text"] == Frame(x: 75, y: 0, width: 40, height: 40))
  }

  @Test func afterAFullShrinkPackSeesNoFreeSpace() {
    // HBox(pack: .end) 100 with a text of 136: shrunk to exactly 100, F = 0, so x = 0.
    let frames = `$`(
      nil, layout: HBox(align: .start, pack: .end),
      items: [`$`(Text("Hello world again"), name: "t")]
    ).layout(in: Size(width: 100, height: 100))
    #expect(frames["t"] == Frame(x: 0, y: 0, width: 100, height: 40))
  }

  @Test func flexChildrenGetTheirShareEvenBelowTheirContent() {
    // HBox 100: a flex text "Hello world" (minimum "Hello" = 40) and a 90 placeholder.
    // F = 100 - 90 - 0 (basis) = 10: the text gets 10, as in Yoga (CSS would keep its 40);
    // its words stand one a line, 40 high, wider than its frame. Nothing shrinks: the
    // placeholder is rigid and flex children do not shrink.
    let frames = `$`(
      nil, layout: HBox(align: .start),
      items: [
        `$`(Text("Hello world"), flex: 1, name: "t"), `$`(Placeholder("p", width: 90, height: 10)),
      ]
    ).layout(in: Size(width: 100, height: 100))
    #expect(frames["t"] == Frame(x: 0, y: 0, width: 10, height: 40))
    #expect(frames["p"] == Frame(x: 10, y: 0, width: 90, height: 10))
  }

  @Test func aFlexChildCountsItsContentMinimumInItsContainersMinimum() {
    // The same row, sized by its content inside an HBox 100 wide: its ideal is 88 + 90 = 178,
    // F = -78 in the outer HBox, so the row shrinks to its minimum: the text's content
    // minimum 40 (flex only grows) + 90 = 130; it overflows the outer HBox. Laid out at 130,
    // its flex text gets 130 - 90 = 40: each word on its line, 40 high.
    let row = `$`(
      nil, layout: HBox(align: .start),
      items: [
        `$`(Text("Hello world"), flex: 1, name: "t"), `$`(Placeholder("p", width: 90, height: 10)),
      ])
    let frames = `$`(nil, layout: HBox(align: .start), items: [row])
      .layout(in: Size(width: 100, height: 100))
    #expect(frames[row] == Frame(x: 0, y: 0, width: 130, height: 40))
    #expect(frames["t"] == Frame(x: 0, y: 0, width: 40, height: 40))
    #expect(frames["p"] == Frame(x: 40, y: 0, width: 90, height: 10))
  }

  @Test func heightsThatCannotGiveOverflow() {
    // VBox 100 high: "a" (explicit 60) and three Fits holding one line of text each: their
    // heights come from content, 20 each, 120 in all: F = -20. They may shrink, but a text's
    // height is rigid (at the width it has, its lines are what they are), so each Fit's
    // minimum is its 20: nothing gives, and the last one overflows, at y = 100.
    let frames = `$`(
      nil, layout: VBox(),
      items: [
        `$`("a", height: 60),
        `$`(nil, layout: Fit(), items: [`$`(Text("one"))], name: "f1"),
        `$`(nil, layout: Fit(), items: [`$`(Text("two"))], name: "f2"),
        `$`(nil, layout: Fit(), items: [`$`(Text("three"))], name: "f3"),
      ]
    ).layout(in: Size(width: 100, height: 100))
    #expect(frames["f1"] == Frame(x: 0, y: 60, width: 100, height: 20))
    #expect(frames["f3"] == Frame(x: 0, y: 100, width: 100, height: 20))
  }

  @Test func minimumOfAContainerIsItsContentAtMinimums() {
    // An HBox inside an HBox 100 wide: the inner HBox (no width) holds two texts of 96 and
    // 48 ("Nov 29, 2026", "Friday"), its ideal is 144 + 8 = 152; it is the only child of the
    // outer HBox and must give 52. It shrinks to 100, and lays its own children out at 100:
    // F = 100 - 152 = -52, shared 96 : 48 → 96 - 34.67 = 61.33 and 48 - 17.33 = 30.67, but
    // "Friday" cannot go below 48 (one word): frozen at 48; the date takes the rest,
    // 100 - 8 - 48 = 44 ≥ its minimum "2026" = 32 ("Nov" 24, "29," 24).
    let inner = `$`(
      nil, layout: HBox(align: .start, spacing: 8),
      items: [`$`(Text("Nov 29, 2026"), name: "date"), `$`(Text("Friday"), name: "day")])
    let frames = `$`(nil, layout: HBox(align: .start), items: [inner])
      .layout(in: Size(width: 100, height: 100))
    #expect(frames[inner]?.width == 100)
    #expect(frames["day"] == Frame(x: 52, y: 0, width: 48, height: 20))
    // The date at 44: "Nov" / "29," / "2026" (each ≤ 44, two never fit: 7 × 8 = 56): 60 high.
    #expect(frames["date"] == Frame(x: 0, y: 0, width: 44, height: 60))
  }
}

@Suite struct TreeMeasuringTests {
  @Test func theWholeTreeAnswersLikeAnItem() {
    // HBox(spacing: 8) of "Hello world" (88, minimum "Hello" 40) and a 20 × 30 placeholder,
    // with a root margin of 5 on each side.
    var tree = LayoutTree(
      `$`(
        nil, margins: (5, 5, 5, 5), layout: HBox(align: .start, spacing: 8),
        items: [`$`(Text("Hello world")), `$`(Placeholder("p", width: 20, height: 30))]))
    // Natural: 88 + 8 + 20 + 10 = 126 wide, 30 + 10 = 40 high.
    #expect(tree.sizeThatFits(.unspecified) == Size(width: 126, height: 40))
    // At most 100: the text shrinks to 100 − 10 − 8 − 20 = 62 and wraps: 40 high + 10.
    #expect(
      tree.sizeThatFits(ProposedSize(width: 100, height: nil)) == Size(width: 100, height: 50))
    // Minimum width: 40 + 8 + 20 + 10 = 78.
    #expect(tree.minimumSize(ProposedSize(width: 0, height: nil)).width == 78)
  }
}

@Suite struct TreeMinimumHeightTests {
  @Test func theRootsOwnWidthDecidesItsMinimumHeight() {
    // A root 150 wide (explicit) holding a text of 33 characters: asked for its minimum
    // height at width 600, it is measured at its own 150: "one two three four" (18 × 8 =
    // 144) / "five six seven" → 2 lines, 40; at 600 it would be one line (264), 20.
    var tree = LayoutTree(
      `$`(nil, width: 150, layout: VBox(), items: [`$`(Text("one two three four five six seven"))]))
    #expect(tree.minimumSize(ProposedSize(width: 600, height: 0)).height == 40)
    var bounded = LayoutTree(
      `$`(
        nil, layout: VBox(), items: [`$`(Text("one two three four five six seven"))], maxWidth: 150)
    )
    #expect(bounded.minimumSize(ProposedSize(width: 600, height: 0)).height == 40)
  }
}
