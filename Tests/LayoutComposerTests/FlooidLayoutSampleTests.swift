import LayoutComposer
import LayoutSamples
import Testing

// FlooidLayout's README examples as boxes (Samples/Gallery/FlooidLayout.swift). Frames derived
// by hand from docs/semantics.md; percentages are of the parent's content box on that axis.
// The side-by-side samples are HBox(spacing: 10) rows of flex-1 panels:
// panel width = (sample width − 10 × (panels − 1)) / panels.

@Suite struct FlooidLayoutSampleTests {
  @Test func imageIsInsetAndKeepsItsRatio() {
    // 320 − 20 − 20 = 280 wide (stretched between the margins), 280 × 0.6 = 168 high.
    #expect(laidOutSample("flooid-image")["image"] == Frame(x: 20, y: 20, width: 280, height: 168))
  }

  @Test func layoutExpressions() {
    let frames = laidOutSample("flooid-expressions")
    // Panels: (320 − 20) / 3 = 100 wide at x = 0, 110, 220; 120 high.
    #expect(frames["anchorPanel"] == Frame(x: 110, y: 0, width: 100, height: 120))
    // heightAnchor == 50: 50 high, centred in the Fit: y = (120 − 50) / 2 = 35; full width.
    #expect(frames["fixedHeight"] == Frame(x: 0, y: 35, width: 100, height: 50))
    // leadingAnchor == container.centerXAnchor: marginLeft 50% of 100 = 50, filling the rest.
    #expect(frames["fromCentre"] == Frame(x: 50, y: 0, width: 50, height: 120))
    // heightAnchor == container.heightAnchor * 0.8 - 10: 80% of 120 = 96, minus the inner
    // view's bottom margin 10: 86 = 0.8 × 120 − 10.
    #expect(frames["eightyPercent"] == Frame(x: 0, y: 0, width: 100, height: 96))
    #expect(frames["eightyMinusTen"] == Frame(x: 0, y: 0, width: 100, height: 86))
  }

  @Test func titleHugsItsTextUpToEightyPercentOfTheRow() {
    let frames = laidOutSample("flooid-thumbnail-row")
    // Row 480 × 80, children centred: the thumbnail 60 × 60 at x = 10, y = 10.
    #expect(frames["thumbnail"] == Frame(x: 10, y: 10, width: 60, height: 60))
    // The title may be at most 80% of 480 = 384; its text (49 × 8 = 392) wraps there:
    // "A title that wraps when it is longer than the" (45 × 8 = 360) / "row": 360 × 40.
    // x = 10 + 60 + 15 = 85; the row has room (480 − 85 − 360 = 35 left), so no shrinking;
    // centred: y = (80 − 40) / 2 = 20. Without maxWidth it would be one 392-wide line.
    #expect(frames["title"] == Frame(x: 85, y: 20, width: 360, height: 40))
  }

  @Test func sizesFromTheContainer() {
    let frames = laidOutSample("flooid-sizes")
    // Two flex rows: (210 − 10) / 2 = 100 high at y = 0 and 110; three panels each,
    // (320 − 20) / 3 = 100 wide: every panel is 100 × 100.
    #expect(frames["secondRow"] == Frame(x: 0, y: 110, width: 320, height: 100))
    #expect(frames["shrunkPerAxisPanel"] == Frame(x: 220, y: 0, width: 100, height: 100))
    // == container.sizeAnchor: fills. -- 20: 20 in on every side: 60 × 60.
    #expect(frames["sameSize"] == Frame(x: 0, y: 0, width: 100, height: 100))
    #expect(frames["shrunk"] == Frame(x: 20, y: 20, width: 60, height: 60))
    // -- (width: 20, height: 10): 100 − 40 = 60 wide, 100 − 20 = 80 high.
    #expect(frames["shrunkPerAxis"] == Frame(x: 20, y: 10, width: 60, height: 80))
    // Explicit sizes are centred in a Fit: 30 × 30 at (100 − 30) / 2 = 35.
    #expect(frames["constant"] == Frame(x: 35, y: 35, width: 30, height: 30))
    // * 0.5: 50 × 50 at 25; * (0.5, 0.4): 50 × 40 at (25, (100 − 40) / 2 = 30).
    #expect(frames["scaled"] == Frame(x: 25, y: 25, width: 50, height: 50))
    #expect(frames["scaledPerAxis"] == Frame(x: 25, y: 30, width: 50, height: 40))
  }

  @Test func halfTheContainerCentred() {
    // 50% of 320 × 480 = 160 × 240, centred: ((320 − 160) / 2, (480 − 240) / 2).
    #expect(
      laidOutSample("flooid-half-size")["half"] == Frame(x: 80, y: 120, width: 160, height: 240))
    // (120 − 30) / 2 = 45.
    #expect(
      laidOutSample("flooid-centered-icon")["icon"] == Frame(x: 45, y: 45, width: 30, height: 30))
  }

  @Test func centresAndCorners() {
    let frames = laidOutSample("flooid-centers")
    // Panels 100 × 120 at x = 0, 110, 220.
    // centerAnchor: 40 × 40 at ((100 − 40) / 2, (120 − 40) / 2) = (30, 40).
    #expect(frames["centred"] == Frame(x: 30, y: 40, width: 40, height: 40))
    // The icon at the leading top, 10 in; the overlay 20 in from the icon's leading top.
    #expect(frames["icon"] == Frame(x: 10, y: 10, width: 40, height: 40))
    #expect(frames["fromIconCorner"] == Frame(x: 20, y: 20, width: 30, height: 30))
    // On screen: 110 + 10 + 20 = 140, 10 + 20 = 30.
    #expect(
      frames.absoluteFrame(named: "fromIconCorner") == Frame(x: 140, y: 30, width: 30, height: 30))
    // leadingCenterAnchor == sibling.trailingCenterAnchor + (x: 10, y: 0): 10 after the
    // 40-wide sibling, both centred on y = 60: (120 − 40) / 2 = 40 and (120 − 20) / 2 = 50.
    #expect(frames["siblingView"] == Frame(x: 0, y: 40, width: 40, height: 40))
    #expect(frames["besideSibling"] == Frame(x: 50, y: 50, width: 30, height: 20))
  }

  @Test func edgesInsetEquallyPerAxisAndPerEdge() {
    let frames = laidOutSample("flooid-edges")
    // Four panels: (350 − 30) / 4 = 80 wide, 120 high, at x = 0, 90, 180, 270.
    #expect(frames["eachContainer"] == Frame(x: 270, y: 0, width: 80, height: 120))
    #expect(frames["sameEdges"] == Frame(x: 0, y: 0, width: 80, height: 120))
    #expect(frames["equalInset"] == Frame(x: 10, y: 10, width: 60, height: 100))
    #expect(frames["axesInset"] == Frame(x: 20, y: 10, width: 40, height: 100))
    // leading 5, trailing 15, top 10, bottom 20: 80 − 20 = 60 wide, 120 − 30 = 90 high.
    #expect(frames["eachInset"] == Frame(x: 5, y: 10, width: 60, height: 90))
  }

  @Test func leadingAndTrailingInsetsMirrorInRightToLeft() throws {
    let sample = try #require(Gallery.sample(named: "flooid-edges"))
    var tree = LayoutTree(sample.build())
    let frames = tree.layout(in: sample.size, direction: .rightToLeft)
    // The panels run from the right: the first (sameContainer) at 350 − 80 = 270, the last
    // (eachContainer) at 0. Leading is now the right side: x = 80 − 5 − 60 = 15.
    #expect(frames["sameContainer"] == Frame(x: 270, y: 0, width: 80, height: 120))
    #expect(frames["eachContainer"] == Frame(x: 0, y: 0, width: 80, height: 120))
    #expect(frames["eachInset"] == Frame(x: 15, y: 10, width: 60, height: 90))
  }

  @Test func horizontalAndVerticalEdges() {
    let horizontal = laidOutSample("flooid-horizontal-edges")
    // Panels 100 × 120; views 40 high, centred: y = (120 − 40) / 2 = 40.
    #expect(horizontal["sameEdges"] == Frame(x: 0, y: 40, width: 100, height: 40))
    #expect(horizontal["equalInset"] == Frame(x: 10, y: 40, width: 80, height: 40))
    // leading 5, trailing 15: 100 − 20 = 80 wide at 5.
    #expect(horizontal["eachInset"] == Frame(x: 5, y: 40, width: 80, height: 40))
    let vertical = laidOutSample("flooid-vertical-edges")
    // Views 40 wide, centred: x = (100 − 40) / 2 = 30.
    #expect(vertical["sameEdges"] == Frame(x: 30, y: 0, width: 40, height: 120))
    #expect(vertical["equalInset"] == Frame(x: 30, y: 10, width: 40, height: 100))
    // top 10, bottom 20: 120 − 30 = 90 high.
    #expect(vertical["eachInset"] == Frame(x: 30, y: 10, width: 40, height: 90))
  }
}
