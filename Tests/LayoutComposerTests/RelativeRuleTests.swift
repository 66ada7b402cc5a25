import LayoutComposer
import LayoutComposerTestSupport
import Testing

@Suite struct RelativeRuleTests {
  @Test func unalignedAxesFillOrCentre() {
    // No halign/valign, no size: fills inside margins (5 each side) -> {5, 5, 310, 470}.
    // An explicit width without halign is centred: (320 - 100) / 2 = 110; the height fills.
    let frames = `$`(
      nil, layout: Relative(),
      items: [
        `$`("fill", margins: (5, 5, 5, 5)),
        `$`("centred", width: 100),
      ]
    ).layout(in: phone)
    #expect(frames["fill"] == Frame(x: 5, y: 5, width: 310, height: 470))
    #expect(frames["centred"] == Frame(x: 110, y: 0, width: 100, height: 480))
  }

  @Test func alignedAxesUseIntrinsicSizeAndMargins() {
    // halign .right with a placeholder 40 x 30 and marginRight 10: x = 320 - 10 - 40 = 270;
    // valign .bottom, marginBottom 20: y = 480 - 20 - 30 = 430.
    // halign .center with margins left 20 / right 0: centred in the margin box:
    // x = 20 + (320 - 20 - 40) / 2 = 150.
    let frames = `$`(
      nil, layout: Relative(defaultMargins: (0, 0, 20, 10)),
      items: [
        `$`(Placeholder("corner", width: 40, height: 30), halign: .right, valign: .bottom),
        `$`(
          Placeholder("middle", width: 40, height: 30), halign: .center, valign: .top,
          marginLeft: 20, marginRight: 0),
      ]
    ).layout(in: phone)
    #expect(frames["corner"] == Frame(x: 270, y: 430, width: 40, height: 30))
    #expect(frames["middle"] == Frame(x: 150, y: 0, width: 40, height: 30))
  }

  @Test func fitIgnoresAlignmentAndAllowsSeveralChildren() {
    // Fit ignores halign: "a" fills; "b" has an explicit size and is centred.
    let frames = `$`(
      nil, layout: Fit(defaultMargins: (10, 10, 10, 10)),
      items: [`$`("a", halign: .right), `$`("b", width: 100, height: 50)]
    ).layout(in: phone)
    #expect(frames["a"] == Frame(x: 10, y: 10, width: 300, height: 460))
    #expect(frames["b"] == Frame(x: 110, y: 215, width: 100, height: 50))
  }

  @Test func intrinsicSizeOfRelativeIsLargestChildWithMargins() {
    // A Relative with no size inside a VBox (align .start): width = max(40 + 10, 20 + 0) = 50,
    // height = max(30, 60 + 5) = 65.
    let box = `$`(
      nil, layout: Relative(),
      items: [
        `$`(Placeholder("a", width: 40, height: 30), halign: .left, valign: .top, marginLeft: 10),
        `$`(
          Placeholder("b", width: 20, height: 60), halign: .right, valign: .bottom, marginTop: 5),
      ])
    let frames = `$`(nil, layout: VBox(align: .start), items: [box]).layout(in: phone)
    #expect(frames[box] == Frame(x: 0, y: 0, width: 50, height: 65))
    #expect(frames["b"] == Frame(x: 30, y: 5, width: 20, height: 60))
  }

  @Test func optionsOfOtherLayoutsAreIgnored() {
    // halign in a VBox and align in a Relative have no effect.
    let frames = `$`(
      nil, layout: VBox(),
      items: [
        `$`("a", height: 10, halign: .right),
        `$`(nil, height: 100, layout: Relative(), items: [`$`("b", width: 10, align: .end)]),
      ]
    ).layout(in: phone)
    #expect(frames["a"] == Frame(x: 0, y: 0, width: 320, height: 10))
    #expect(frames["b"] == Frame(x: 155, y: 0, width: 10, height: 100))
  }

  @Test func fitStackInRelativeStartsAtTheMargin() {
    // A VBox with pack .fit in a Relative without valign: height = content 25, at the top
    // margin (3), not stretched.
    let column = `$`(nil, marginTop: 3, layout: VBox(pack: .fit), items: [`$`("x", height: 25)])
    let frames = `$`(nil, layout: Relative(), items: [column]).layout(in: phone)
    #expect(frames[column] == Frame(x: 0, y: 3, width: 320, height: 25))
  }
}
