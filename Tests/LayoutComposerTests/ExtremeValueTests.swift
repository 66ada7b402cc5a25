import LayoutComposer
import Testing

// Issue 9's reproducers through the Swift API: values beyond `LayoutLimits` are clamped to the
// bounds (1e9 for lengths, the area and flex; 1e-6…1e6 for aspectRatio), so the flex freeze
// loop ends and every frame is finite. `validate()` reports the values (ValidationTests).

@Suite struct ExtremeValueTests {
  private func allFinite(_ frames: LayoutResult) -> Bool {
    (0..<frames.count).allSatisfy { node in
      let f = frames.frame(at: node)
      return f.x.isFinite && f.y.isFinite && f.width.isFinite && f.height.isFinite
    }
  }

  @Test func hugeFlexEnds() {
    // flex 1e308 counts as 1e9; the only flex child takes the whole height.
    let frames = `$`(nil, layout: VBox(), items: [`$`("a", flex: 1e308)]).layout(in: phone)
    #expect(frames["a"] == Frame(x: 0, y: 0, width: 320, height: 480))
  }

  @Test func hugeAreaIsClampedToTheBound() {
    // The area 320 × 1e308 is 320 × 1e9: flex 1 and 3 share it after the fixed 40.
    let frames = `$`(
      nil, layout: VBox(),
      items: [`$`("a", flex: 1), `$`("b", height: 40), `$`("c", flex: 3)]
    ).layout(in: Size(width: 320, height: 1e308))
    #expect(frames.frame(at: 0) == Frame(x: 0, y: 0, width: 320, height: 1e9))
    #expect(frames["a"]?.height == (1e9 - 40) / 4)
    #expect(frames["c"]?.height == (1e9 - 40) * 3 / 4)
    #expect(allFinite(frames))
  }

  @Test func tinyAspectRatioWithFlexEnds() {
    // aspectRatio .leastNonzeroMagnitude counts as 1e-6: the 320-wide root has both sizes from the area, so
    // the ratio does not apply; inside, the flex child fills.
    let frames = `$`(
      nil, layout: VBox(), items: [`$`("a", flex: 1)], aspectRatio: .leastNonzeroMagnitude
    ).layout(in: phone)
    #expect(frames["a"] == Frame(x: 0, y: 0, width: 320, height: 480))
    // With only a width known, the height follows the clamped ratio: 100 / 1e-6 = 1e8.
    let tall = `$`(
      nil, layout: VBox(align: .start),
      items: [`$`("b", width: 100, aspectRatio: .leastNonzeroMagnitude)]
    ).layout(in: phone)
    #expect(tall["b"] == Frame(x: 0, y: 0, width: 100, height: 1e8))
  }

  @Test func hugeHeightsStackFinitely() {
    // Two heights of 1e308 count as 1e9 each; the third child starts at 2e9.
    let frames = `$`(
      nil, layout: VBox(),
      items: [`$`("a", height: 1e308), `$`("b", height: 1e308), `$`("c", height: 10)]
    ).layout(in: phone)
    #expect(frames["c"] == Frame(x: 0, y: 2e9, width: 320, height: 10))
    #expect(allFinite(frames))
  }

  @Test func hugePaddingIsFinite() {
    // padding 1e308 on each side counts as 1e9: the root is at least 2e9 each way (a
    // container is never smaller than its padding) and its child sits at (1e9, 1e9).
    let frames = `$`(
      nil, layout: VBox(), items: [`$`("a", height: 10)],
      padding: (1e308, 1e308, 1e308, 1e308)
    ).layout(in: phone)
    #expect(frames.frame(at: 0) == Frame(x: 0, y: 0, width: 2e9, height: 2e9))
    #expect(frames["a"] == Frame(x: 1e9, y: 1e9, width: 0, height: 10))
  }

  @Test func baselinesThatAreNotDistancesCountAsNone() {
    // A placeholder with a baseline of ±infinity or NaN has none: it lines up by its bottom
    // edge, 20, like a string leaf; the 10-high one with its baseline at 4 sits at 20 - 4.
    for bad in [Double.infinity, -.infinity, .nan] {
      let frames = `$`(
        nil, layout: HBox(align: .firstBaseline),
        items: [
          `$`(Placeholder("odd", width: 10, height: 20, baseline: bad)),
          `$`(Placeholder("even", width: 10, height: 10, baseline: 4)),
        ]
      ).layout(in: phone)
      #expect(allFinite(frames), "baseline \(bad)")
      #expect(frames["odd"] == Frame(x: 0, y: 0, width: 10, height: 20), "baseline \(bad)")
      #expect(frames["even"] == Frame(x: 10, y: 16, width: 10, height: 10), "baseline \(bad)")
    }
  }

  @Test func aHugePercentageIsTheLargestLength() {
    // 1e308% of 320 is beyond a Double: the bound, 1e9, as 1e12% gives (1e12% of 320 is
    // 3.2e12, clamped to 1e9 too).
    for percent in [1e308, 1e12] {
      let frames = `$`(
        nil, layout: VBox(align: .start), items: [`$`("wide", width: .percent(percent))]
      )
      .layout(in: phone)
      #expect(frames["wide"]?.width == LayoutLimits.maximumLength, "\(percent)%")
    }
  }
}
