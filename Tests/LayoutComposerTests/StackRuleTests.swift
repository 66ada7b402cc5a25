import LayoutComposer
import LayoutComposerTestSupport
import Testing

// VBox/HBox edge cases. Each expectation is derived from docs/semantics.md in the comment
// next to it.

/// Three 50-high children in a VBox of 320 x 100 with the given pack: F = 100 - 150 = -50.
private func overflowing(_ pack: Pack) -> [Double] {
  let frames = `$`(
    nil, layout: VBox(pack: pack),
    items: [`$`("a", height: 50), `$`("b", height: 50), `$`("c", height: 50)]
  ).layout(in: Size(width: 320, height: 100))
  return ["a", "b", "c"].map { frames[$0]!.y }
}

/// Three 10-high children in a VBox of 320 x 100: F = 70.
private func spaced(_ pack: Pack) -> [Double] {
  let frames = `$`(
    nil, layout: VBox(pack: pack),
    items: [`$`("a", height: 10), `$`("b", height: 10), `$`("c", height: 10)]
  ).layout(in: Size(width: 320, height: 100))
  return ["a", "b", "c"].map { frames[$0]!.y }
}

@Suite struct StackRuleTests {
  @Test func emptyContainerFillsAndFitsToZero() {
    let empty = `$`(nil, layout: VBox())
    #expect(empty.layout(in: phone)[empty] == Frame(x: 0, y: 0, width: 320, height: 480))
    // pack .fit: content height of no children is 0.
    let fitted = `$`(nil, layout: VBox(pack: .fit))
    #expect(fitted.layout(in: phone)[fitted] == Frame(x: 0, y: 0, width: 320, height: 0))
  }

  @Test func oneChildWithEveryPack() {
    // One 100-high child, F = 380: start 0, center 190, end 380, spaceBetween as start
    // (one child), spaceAround F/1 around it -> 190, spaceEvenly F/2 before it -> 190.
    let expected: [Pack: Double] = [
      .start: 0, .center: 190, .end: 380, .fit: 0, .spaceBetween: 0, .spaceAround: 190,
      .spaceEvenly: 190,
    ]
    for (pack, y) in expected {
      let frames = `$`(nil, layout: VBox(pack: pack), items: [`$`("only", height: 100)])
        .layout(in: phone)
      #expect(frames["only"]?.y == y, "pack \(pack)")
    }
  }

  @Test func overflowForEachPack() {
    // F = -50. start: 0, 50, 100; center: offset -25; end: offset -50; the space modes
    // behave like start when F < 0.
    #expect(overflowing(.start) == [0, 50, 100])
    #expect(overflowing(.center) == [-25, 25, 75])
    #expect(overflowing(.end) == [-50, 0, 50])
    #expect(overflowing(.spaceBetween) == [0, 50, 100])
    #expect(overflowing(.spaceAround) == [0, 50, 100])
    #expect(overflowing(.spaceEvenly) == [0, 50, 100])
  }

  @Test func spaceModesShareFreeSpace() {
    // F = 70. spaceBetween: 70/2 = 35 between: 0, 45, 90.
    #expect(spaced(.spaceBetween) == [0, 45, 90])
    // spaceEvenly: 70/4 = 17.5 before each and after the last: 17.5, 45, 72.5.
    #expect(spaced(.spaceEvenly) == [17.5, 45, 72.5])
    // spaceAround: 70/3 around each, half of it at the ends: 35/3, 35/3 + 10 + 70/3, ...
    let around = spaced(.spaceAround)
    let gap = 70.0 / 3
    for (got, want) in zip(around, [gap / 2, gap / 2 + 10 + gap, gap / 2 + 20 + 2 * gap]) {
      #expect(abs(got - want) < 1e-9)
    }
  }

  @Test func flexWithNoFreeSpaceGetsItsBasis() {
    // F = 100 - 100 = 0: the flex child gets basis 0 at y = 100; with height 20 as basis it
    // keeps 20 (F < 0 shares nothing).
    let frames = `$`(
      nil, layout: VBox(),
      items: [`$`("fixed", height: 100), `$`("flex", flex: 1), `$`("based", height: 20, flex: 1)]
    ).layout(in: Size(width: 50, height: 100))
    #expect(frames["flex"] == Frame(x: 0, y: 100, width: 50, height: 0))
    #expect(frames["based"] == Frame(x: 0, y: 100, width: 50, height: 20))
  }

  @Test func flexGrowsFromBasisAsInYoga() {
    // The Yoga tutorial's row: 400 wide, padding 10; red 80 wide with marginRight 10; blue
    // width 80, flex 1, height 25, centred. Content box 380 x 80. F = 380 - 80 - 10 - 80 = 210;
    // blue = 80 + 210 = 290 at x = 10 + 80 + 10 = 100; y = 10 + (80 - 25) / 2 = 37.5.
    let frames = `$`(
      nil, width: 400, height: 100, layout: HBox(),
      items: [
        `$`("red", width: 80, marginRight: 10),
        `$`("blue", width: 80, height: 25, flex: 1, align: .center),
      ], padding: (10, 10, 10, 10)
    ).layout(in: Size(width: 400, height: 100))
    #expect(frames["red"] == Frame(x: 10, y: 10, width: 80, height: 80))
    #expect(frames["blue"] == Frame(x: 100, y: 37.5, width: 290, height: 25))
  }

  @Test func packHasNoEffectWithFlex() {
    // F = 100 - 20 = 80 goes to the flex child; pack .end is ignored.
    let frames = `$`(
      nil, layout: VBox(pack: .end), items: [`$`("a", height: 20), `$`("b", flex: 1)]
    ).layout(in: Size(width: 10, height: 100))
    #expect(frames["a"] == Frame(x: 0, y: 0, width: 10, height: 20))
    #expect(frames["b"] == Frame(x: 0, y: 20, width: 10, height: 80))
  }

  @Test func flexZeroIsNoFlex() {
    // flex: 0 is not flex: the child has its intrinsic height (a placeholder of 30), and with
    // no flex child, pack .center applies: F = 100 - 30 = 70, y = 35.
    let frames = `$`(
      nil, layout: VBox(pack: .center),
      items: [`$`(Placeholder("a", width: 5, height: 30), flex: 0)]
    ).layout(in: Size(width: 10, height: 100))
    #expect(frames["a"] == Frame(x: 0, y: 35, width: 10, height: 30))
  }

  @Test func marginPrecedence() {
    // defaultMargins (1, 2, 3, 4); "tuple" overrides all four with (10, 20, 30, 40) and then
    // marginTop 5 overrides the top; "side" sets only the left (7), the rest default.
    let frames = `$`(
      nil, layout: VBox(align: .start, defaultMargins: (1, 2, 3, 4)),
      items: [
        `$`("tuple", width: 10, height: 10, margins: (10, 20, 30, 40), marginTop: 5),
        `$`("side", width: 10, height: 10, marginLeft: 7),
        `$`("default", width: 10, height: 10),
      ]
    ).layout(in: phone)
    // tuple: y = 5, x = 20. side: y = 5 + 10 + 30 (tuple's bottom) + 1 = 46, x = 7.
    // default: y = 46 + 10 + 3 + 1 = 60, x = 2.
    #expect(frames["tuple"] == Frame(x: 20, y: 5, width: 10, height: 10))
    #expect(frames["side"] == Frame(x: 7, y: 46, width: 10, height: 10))
    #expect(frames["default"] == Frame(x: 2, y: 60, width: 10, height: 10))
  }

  @Test func neighbourMarginsAddUpWithSpacing() {
    // a ends at 10; + a's bottom 10 + spacing 4 + b's top 5 = 29.
    let frames = `$`(
      nil, layout: VBox(spacing: 4),
      items: [`$`("a", height: 10, marginBottom: 10), `$`("b", height: 10, marginTop: 5)]
    ).layout(in: phone)
    #expect(frames["b"]?.y == 29)
  }

  @Test func spacingBetweenChildrenOnly() {
    // Three 10-high children, spacing 8: y = 0, 18, 36; pack .fit height = 30 + 2 * 8 = 46.
    let box = `$`(
      nil, layout: VBox(pack: .fit, spacing: 8),
      items: [`$`("a", height: 10), `$`("b", height: 10), `$`("c", height: 10)])
    let frames = box.layout(in: phone)
    #expect(["a", "b", "c"].map { frames[$0]!.y } == [0, 18, 36])
    #expect(frames[box]?.height == 46)
  }

  @Test func crossAlignmentEndAndCenterWithMargins() {
    // HBox 200 x 100; "end": height 20, marginBottom 5 -> y = 100 - 5 - 20 = 75.
    // "center": height 20, margins top 10 -> y = 10 + (100 - 10 - 20) / 2 = 45.
    let frames = `$`(
      nil, layout: HBox(),
      items: [
        `$`("end", width: 10, height: 20, align: .end, marginBottom: 5),
        `$`("center", width: 10, height: 20, align: .center, marginTop: 10),
      ]
    ).layout(in: Size(width: 200, height: 100))
    #expect(frames["end"] == Frame(x: 0, y: 75, width: 10, height: 20))
    #expect(frames["center"] == Frame(x: 10, y: 45, width: 10, height: 20))
  }

  @Test func fitStackInsideStretchingParent() {
    // An HBox with pack .fit inside a stretching VBox: its width is its content (30 + 5 + 20),
    // not the 320 the VBox would stretch it to, and it sits at the start (x = 0).
    let row = `$`(
      nil, layout: HBox(pack: .fit, spacing: 5),
      items: [`$`("a", width: 30, height: 10), `$`("b", width: 20, height: 10)])
    let frames = `$`(nil, layout: VBox(), items: [row, `$`("below", flex: 1)]).layout(in: phone)
    // Its height: the content height 10 (VBox main axis, no height given).
    #expect(frames[row] == Frame(x: 0, y: 0, width: 55, height: 10))
    #expect(frames["below"] == Frame(x: 0, y: 10, width: 320, height: 470))
    // A VBox with pack .fit and flex in a VBox counts as non-flex: height = content 40.
    let column = `$`(nil, flex: 1, layout: VBox(pack: .fit), items: [`$`("c", height: 40)])
    let frames2 = `$`(nil, layout: VBox(), items: [column, `$`("rest", flex: 1)])
      .layout(in: phone)
    #expect(frames2[column] == Frame(x: 0, y: 0, width: 320, height: 40))
    #expect(frames2["rest"] == Frame(x: 0, y: 40, width: 320, height: 440))
  }

  @Test func nestedFourLevels() {
    // VBox 320 x 480 > HBox (flex 1, 480 high) > VBox (width 100) > HBox (height 40) > leaves.
    // Level 2 HBox fills 320 x 480. Level 3 VBox: width 100, stretched to 480 high, at x 0.
    // Level 4 HBox: height 40, stretched to 100 wide; leaves flex 1 : 3 -> 25 and 75.
    let leaf1 = `$`("leaf1", flex: 1)
    let leaf2 = `$`("leaf2", flex: 3)
    let frames = `$`(
      nil, layout: VBox(),
      items: [
        `$`(
          nil, flex: 1, layout: HBox(),
          items: [
            `$`(
              nil, width: 100, layout: VBox(pack: .end),
              items: [`$`(nil, height: 40, layout: HBox(), items: [leaf1, leaf2])])
          ])
      ]
    ).layout(in: phone)
    // pack .end in the level-3 VBox: y = 480 - 40 = 440.
    #expect(frames.absoluteFrame(of: leaf1) == Frame(x: 0, y: 440, width: 25, height: 40))
    #expect(frames.absoluteFrame(of: leaf2) == Frame(x: 25, y: 440, width: 75, height: 40))
    #expect(frames.depth(at: frames.index(of: leaf2)!) == 4)
  }
}
