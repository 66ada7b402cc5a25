import LayoutComposer
import Testing

/// docs/semantics.md, "Aspect fit and fill" (A1–A4). Every expected frame is derived in the
/// comment above it.
@Suite struct AspectFitTests {
  /// A music player: the artwork takes what the title and the controls leave and stays square.
  func player() -> Component {
    `$`(
      nil, layout: VBox(defaultMargins: (24, 24, 0, 24)),
      items: [
        `$`("art", flex: 1, aspectRatio: 1, contentMode: .fit),
        `$`("title", height: 40),
        `$`("controls", height: 80),
      ])
  }

  @Test func aSquareThatFitsAPhone() {
    // 360×640: across 360 − 24 − 24 = 312; along, the flex share is 640 − 3 × 24 − 40 − 80 =
    // 448. The largest square in 312 × 448 is 312 (A1); the title follows at 24 + 312 + 24.
    let frames = player().layout(in: Size(width: 360, height: 640))
    #expect(frames["art"] == Frame(x: 24, y: 24, width: 312, height: 312))
    #expect(frames["title"] == Frame(x: 24, y: 360, width: 312, height: 40))
  }

  @Test func aSquareThatFitsADesktop() {
    // 1280×800: across 1232, along 800 − 72 − 120 = 608: the square is 608, centred in the
    // 1232 its stretch gives it (A3): x = 24 + (1232 − 608) / 2 = 336.
    let frames = player().layout(in: Size(width: 1280, height: 800))
    #expect(frames["art"] == Frame(x: 336, y: 24, width: 608, height: 608))
    #expect(frames["title"] == Frame(x: 24, y: 656, width: 1232, height: 40))
  }

  @Test func rightToLeftCentresAlike() {
    var tree = LayoutTree(player())
    let frames = tree.layout(in: Size(width: 1280, height: 800), direction: .rightToLeft)
    #expect(frames["art"] == Frame(x: 336, y: 24, width: 608, height: 608))
  }

  @Test func fitAndFillInARelativeArea() {
    // 400×200, ratio 1: fit is min(400, 200) = 200, centred at x 100; fill is
    // max(400, 200) = 400, centred at y (200 − 400) / 2 = −100.
    func area(_ mode: ContentMode) -> LayoutResult {
      `$`(
        nil, layout: Relative(),
        items: [`$`("photo", aspectRatio: 1, contentMode: mode)]
      ).layout(in: Size(width: 400, height: 200))
    }
    #expect(area(.fit)["photo"] == Frame(x: 100, y: 0, width: 200, height: 200))
    #expect(area(.fill)["photo"] == Frame(x: 0, y: -100, width: 400, height: 400))
  }

  @Test func aWideRatio() {
    // 300×300, ratio 16/9: fit is min(300, 300 × 16/9) = 300 wide, 300 × 9/16 = 168.75 high,
    // at y (300 − 168.75) / 2 = 65.625.
    let frames = `$`(
      nil, layout: Fit(), items: [`$`("video", aspectRatio: 16.0 / 9.0, contentMode: .fit)]
    ).layout(in: Size(width: 300, height: 300))
    #expect(frames["video"] == Frame(x: 0, y: 65.625, width: 300, height: 168.75))
  }

  @Test func maxWidthAndMaxHeightBoundTheSpace() {
    // The space is clamped first (A2): 200 × 300 with maxWidth 200 gives a 200 square at
    // (100, 50) in 400×300; maxHeight 120 gives a 120 square at (140, 90).
    func area(maxWidth: Double? = nil, maxHeight: Double? = nil) -> Frame? {
      `$`(
        nil, layout: Relative(),
        items: [
          `$`(
            "art", maxWidth: maxWidth, maxHeight: maxHeight, aspectRatio: 1, contentMode: .fit)
        ]
      ).layout(in: Size(width: 400, height: 300))["art"]
    }
    #expect(area(maxWidth: 200) == Frame(x: 100, y: 50, width: 200, height: 200))
    #expect(area(maxHeight: 120) == Frame(x: 140, y: 90, width: 120, height: 120))
  }

  @Test func aMaximumPassesThroughAPlainRatio() {
    // Stretched to 1232 in a VBox, a square with maxHeight 400 is 400 × 400 (the maximum
    // limits the stretched width through the ratio), as one with maxWidth 400 is; both at the
    // start across, as any stretch child without an explicit width.
    func art(maxWidth: Double? = nil, maxHeight: Double? = nil) -> Frame? {
      `$`(
        nil, layout: VBox(defaultMargins: (24, 24, 0, 24)),
        items: [`$`("art", maxWidth: maxWidth, maxHeight: maxHeight, aspectRatio: 1)]
      ).layout(in: Size(width: 1280, height: 800))["art"]
    }
    #expect(art(maxHeight: 400) == Frame(x: 24, y: 24, width: 400, height: 400))
    #expect(art(maxWidth: 400) == Frame(x: 24, y: 24, width: 400, height: 400))
  }

  @Test func withoutFlexAStackShrinksItToWhatIsLeft() {
    // Not flexing, the artwork is first as tall as its width (360, A2 with the height open);
    // with the 400 bar that is 760 in 640, so rule S takes the 120 from the artwork (the bar
    // is explicit), which is then the largest square in 360 × 240 (A4: its minimum is 0).
    let frames = `$`(
      nil, layout: VBox(),
      items: [`$`("art", aspectRatio: 1, contentMode: .fit), `$`("bar", height: 400)]
    ).layout(in: Size(width: 360, height: 640))
    #expect(frames["art"] == Frame(x: 60, y: 0, width: 240, height: 240))
    #expect(frames["bar"] == Frame(x: 0, y: 240, width: 360, height: 400))
  }

  @Test func inAnHBoxTheHeightIsTheSpaceAcross() {
    // An HBox 500×100: the cover is stretched to 100 high and, not flexing, as wide as
    // 100 × 1 = 100 (A2); the label takes the rest.
    let frames = `$`(
      nil, layout: HBox(),
      items: [`$`("cover", aspectRatio: 1, contentMode: .fit), `$`("label", flex: 1)]
    ).layout(in: Size(width: 500, height: 100))
    #expect(frames["cover"] == Frame(x: 0, y: 0, width: 100, height: 100))
    #expect(frames["label"] == Frame(x: 100, y: 0, width: 400, height: 100))
  }

  @Test func explainSaysTheSpaceDecides() throws {
    var tree = LayoutTree(player())
    _ = tree.layout(in: Size(width: 1280, height: 800))
    let explained = tree.explain(named: "art")
    let why = try #require(explained)
    #expect(
      why.width
        == "width 608 = contentMode .fit: the largest box that fits the space its parent gives "
        + "(aspectRatio 1)")
    #expect(why.height == "height 608 = width 608 / aspectRatio 1")
    #expect(why.x.contains("centred (stretch with a box of contentMode .fit)"))
  }

  @Test func aContentModeWithoutARatioIsAWarning() {
    let tree = `$`(nil, layout: VBox(), items: [`$`("art", contentMode: .fit)])
    #expect(
      tree.validate().map(\.description) == [
        "root.items[0].contentMode: warning: has no effect without aspectRatio; add "
          + "aspectRatio: 1 for a square that .fits"
      ])
  }

  @Test func theOptionComesBackFromTheTree() {
    let tree = LayoutTree(`$`("art", aspectRatio: 2, contentMode: .fill))
    #expect(tree.options(at: 0).contentMode == .fill)
  }
}
