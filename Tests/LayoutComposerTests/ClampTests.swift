import LayoutComposer
import Testing

/// `Clamp` (AdwClamp): as wide as the space, at most `maximumWidth`, centred. Frames are
/// relative to the parent; each is derived in the comment above it.
@Suite struct ClampTests {
  func page() -> Component {
    `$`(
      nil, layout: VBox(defaultMargins: (12, 12, 12, 12)),
      items: [
        `$`(
          nil, layout: Clamp(maximumWidth: 600),
          items: [
            `$`(
              nil, layout: VBox(spacing: 8),
              items: [`$`("first", height: 40), `$`("second", height: 40)], name: "list")
          ], name: "clamp")
      ])
  }

  @Test func aWideWindowCentresTheColumn() {
    // 1280 wide: the Clamp is stretched to 1280 − 24 = 1256 at x 12 and hugs the list's
    // height, 40 + 8 + 40 = 88. The list gets min(1256, 600) = 600, centred: (1256 − 600) / 2.
    let frames = page().layout(in: Size(width: 1280, height: 800))
    #expect(frames["clamp"] == Frame(x: 12, y: 12, width: 1256, height: 88))
    #expect(frames["list"] == Frame(x: 328, y: 0, width: 600, height: 88))
    #expect(frames["second"] == Frame(x: 0, y: 48, width: 600, height: 40))
  }

  @Test func aPhoneGetsTheWholeWidthInsideTheMargins() {
    // 360 wide: 336 is less than 600, so the list is the Clamp's whole width.
    let frames = page().layout(in: Size(width: 360, height: 640))
    #expect(frames["clamp"] == Frame(x: 12, y: 12, width: 336, height: 88))
    #expect(frames["list"] == Frame(x: 0, y: 0, width: 336, height: 88))
  }

  @Test func childMarginsAndAnExplicitWidth() {
    // A Relative 1000 × 100: the child's margins 10 a side leave 980, clamped to 600 and
    // centred inside them: x = 10 + (980 − 600) / 2 = 200. An explicit width 300 wins and is
    // centred: x = (1000 − 300) / 2 = 350.
    let margins = `$`(
      nil, layout: Clamp(maximumWidth: 600),
      items: [`$`("a", margins: (10, 10, 10, 10))]
    ).layout(in: Size(width: 1000, height: 100))
    #expect(margins["a"] == Frame(x: 200, y: 10, width: 600, height: 80))
    let explicit = `$`(nil, layout: Clamp(), items: [`$`("b", width: 300)])
      .layout(in: Size(width: 1000, height: 100))
    #expect(explicit["b"] == Frame(x: 350, y: 0, width: 300, height: 100))
  }

  @Test func aMaximumHeightCentresVertically() {
    // 400 × 300 with maximumHeight 100: the child is 100 high at y (300 − 100) / 2 = 100.
    let frames = `$`(
      nil, layout: Clamp(maximumWidth: 200, maximumHeight: 100), items: [`$`("a")]
    ).layout(in: Size(width: 400, height: 300))
    #expect(frames["a"] == Frame(x: 100, y: 100, width: 200, height: 100))
  }

  @Test func badSettingsAreNamed() {
    #expect(
      throws: CustomLayoutSettingError(
        setting: "width", message: "unknown setting; Clamp knows maximumWidth and maximumHeight")
    ) {
      try Clamp(settings: ["width": .number(3)])
    }
    #expect(
      throws: CustomLayoutSettingError(
        setting: "maximumWidth", message: "must be a finite number of at least 0, found -1")
    ) {
      try Clamp(settings: ["maximumWidth": .number(-1)])
    }
    #expect(
      throws: CustomLayoutSettingError(
        setting: "maximumWidth", message: "expected a number of points")
    ) {
      try Clamp(settings: ["maximumWidth": .text("wide")])
    }
    #expect(CustomLayouts.names.contains("Clamp"))
  }
}
