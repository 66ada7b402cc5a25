import LayoutComposer
import LayoutComposerTestSupport
import LayoutSamples
import Testing

// Every example of LayoutComposer's README. The examples themselves are the gallery samples
// (Samples/Gallery/LayoutComposerReadme.swift), written as the README writes them with only
// `$` in backticks and lowercase enum cases, so they compile as the README shows them; here
// they are laid out in their 320 x 480 content view. The expected frames are derived by hand
// from docs/semantics.md in the comment above each expectation.

let phone = Size(width: 320, height: 480)

/// Lays out a gallery sample at its size.
func layoutSample(_ id: String) -> LayoutResult {
  guard let sample = Gallery.sample(named: id) else {
    Issue.record("no sample \(id)")
    return `$`(nil).layout(in: .zero)
  }
  #expect(sample.size == phone)
  return sample.build().layout(in: sample.size)
}

@Suite struct ReadmeExampleTests {
  @Test func basic() {
    let frames = layoutSample("basic")
    // Stretch fills the width (320); no flex, pack .start: y = 0, 0+50, 50+100.
    #expect(
      frames.dump() == """
        VBox {0, 0, 320, 480}
          view1 {0, 0, 320, 50}
          view2 {0, 50, 320, 100}
          view3 {0, 150, 320, 75}
        """)
  }

  @Test func vboxFlex() {
    let frames = layoutSample("vbox-flex")
    // F = 480 - 50 - 100 = 330; view3 = 330 * 1/3 = 110, view4 = 330 * 2/3 = 220.
    #expect(frames["view3"] == Frame(x: 0, y: 150, width: 320, height: 110))
    #expect(frames["view4"] == Frame(x: 0, y: 260, width: 320, height: 220))
  }

  @Test func margins() {
    let frames = layoutSample("margins-1")
    // view1: y = 10.  view2: y = 10 + 50 + 10 = 70, x = 20, w = 320 - 20 - 30 = 270.
    // view3: y = 70 + 100 + 10 = 180, x = 30, w = 320 - 30 - 20 = 270.
    #expect(frames["view1"] == Frame(x: 0, y: 10, width: 320, height: 50))
    #expect(frames["view2"] == Frame(x: 20, y: 70, width: 270, height: 100))
    #expect(frames["view3"] == Frame(x: 30, y: 180, width: 270, height: 75))
  }

  @Test func defaultMargins() {
    let frames = layoutSample("margins-2")
    // Every child: margins (10, 20, 0, 20) -> x = 20, w = 280; y = 10, 10+50+10, 70+100+10.
    #expect(frames["view1"] == Frame(x: 20, y: 10, width: 280, height: 50))
    #expect(frames["view2"] == Frame(x: 20, y: 70, width: 280, height: 100))
    #expect(frames["view3"] == Frame(x: 20, y: 180, width: 280, height: 75))
  }

  @Test func alignStart() {
    let frames = layoutSample("align-1")
    // .start: x = left margin = 0; y = 10, 10+50+10 = 70, 70+50+10 = 130.
    #expect(frames["view1"] == Frame(x: 0, y: 10, width: 50, height: 50))
    #expect(frames["view2"] == Frame(x: 0, y: 70, width: 100, height: 50))
    #expect(frames["view3"] == Frame(x: 0, y: 130, width: 200, height: 100))
  }

  @Test func alignPerItem() {
    let frames = layoutSample("align-2")
    // F = 480 - 5 * 10 (top margins) = 430, five equal flex shares of 86.
    // y = 10, 10+86+10 = 106, 202, 298, 394.
    // x: start 0; center (320-200)/2 = 60; end 320-200 = 120; stretch with a width: centred 60;
    // stretch without width: 0, w = 320.
    #expect(frames["view1"] == Frame(x: 0, y: 10, width: 200, height: 86))
    #expect(frames["view2"] == Frame(x: 60, y: 106, width: 200, height: 86))
    #expect(frames["view3"] == Frame(x: 120, y: 202, width: 200, height: 86))
    #expect(frames["view4"] == Frame(x: 60, y: 298, width: 200, height: 86))
    #expect(frames["view5"] == Frame(x: 0, y: 394, width: 320, height: 86))
  }

  @Test func packCenter() {
    let frames = layoutSample("pack-center")
    // Used: 50 + 50 + 100 + 3 * 10 = 230; F = 250; offset F/2 = 125.
    // y = 125+10 = 135, 135+50+10 = 195, 195+50+10 = 255 (ends at 355: 125 left below).
    #expect(frames["view1"] == Frame(x: 0, y: 135, width: 320, height: 50))
    #expect(frames["view2"] == Frame(x: 0, y: 195, width: 320, height: 50))
    #expect(frames["view3"] == Frame(x: 0, y: 255, width: 320, height: 100))
  }

  @Test func packFit() {
    let frames = layoutSample("pack-fit")
    // The container's height becomes its content: 3 * 10 + 50 + 50 + 100 = 230; it keeps the
    // width it fills (320) and starts at the top.
    #expect(frames.frame(at: 0) == Frame(x: 0, y: 0, width: 320, height: 230))
    #expect(frames["view1"] == Frame(x: 0, y: 10, width: 320, height: 50))
    #expect(frames["view2"] == Frame(x: 0, y: 70, width: 320, height: 50))
    #expect(frames["view3"] == Frame(x: 0, y: 130, width: 320, height: 100))
  }

  @Test func hbox() throws {
    let frames = layoutSample("hbox")
    // F = 320 - 4 * 10 (left margins) - 50 = 230, shared 1 : 3 : 2 (sum 6).
    // x = 10, 10+50+10 = 70, 70 + 230/6 + 10, that + 115 + 10; all 480 high (stretch).
    let unit = 230.0 / 6
    #expect(frames["view1"] == Frame(x: 10, y: 0, width: 50, height: 480))
    #expect(frames["view2"] == Frame(x: 70, y: 0, width: unit, height: 480))
    let view3 = try #require(frames["view3"])
    #expect(view3.isClose(to: Frame(x: 80 + unit, y: 0, width: 115, height: 480)))
    let view4 = try #require(frames["view4"])
    #expect(view4.isClose(to: Frame(x: 205 + unit, y: 0, width: 2 * unit, height: 480)))
    #expect(abs(view4.maxX - 320) < 1e-9)
  }

  @Test func relative() {
    let frames = layoutSample("relative")
    // right: x = 320 - 200 = 120; bottom: y = 480 - 100 = 380; centre: (120/2, 380/2).
    #expect(frames["view1"] == Frame(x: 0, y: 0, width: 200, height: 100))
    #expect(frames["view2"] == Frame(x: 120, y: 380, width: 200, height: 100))
    #expect(frames["view3"] == Frame(x: 60, y: 190, width: 200, height: 100))
  }

  @Test func fit() {
    let frames = layoutSample("fit")
    // The child fills its parent.
    #expect(frames["view1"] == Frame(x: 0, y: 0, width: 320, height: 480))
  }

  /// The nested profile example. Labels are `Text` leaves measured by the fixed-advance
  /// measurer: 8 points per character, 20 per line at the default font size 16.
  @Test func nestedProfile() {
    let frames = layoutSample("profile")
    // profileContainer: margins 10 -> x 10, width 320 - 20 = 300; pack .fit -> its height is
    // its content. Children have margins (0, 10, 0, 10) unless they set a side, so each is
    // 300 - 20 = 280 wide at x = 10:
    //   Relative row: 10 (marginTop) + 50                                   = 60
    //   "YKPaco" (48 wide, fits 280): one line, 5 + 20                       = 25
    //   "@ykpaco": 5 + 20                                                    = 25
    //   message, 64 characters = 512 > 280: wraps at 35 characters a line:
    //     "Each layout pattern is able to" (30) / "contain other layout patterns ..." (33):
    //     two lines, 5 + 40                                                  = 45
    //   HBox row: 30                                                         = 30
    //   total                                                                = 185
    #expect(frames["profileContainer"] == Frame(x: 10, y: 10, width: 300, height: 185))
    // y: 10; 10+50+5 = 65; 65+20+5 = 90; 90+20+5 = 115; 115+40 = 155.
    #expect(frames["nameLabel"] == Frame(x: 10, y: 65, width: 280, height: 20))
    #expect(frames["userIDLabel"] == Frame(x: 10, y: 90, width: 280, height: 20))
    #expect(frames["messageLabel"] == Frame(x: 10, y: 115, width: 280, height: 40))
    // In the Relative row: the icon is left, and vertically centred (explicit height, no
    // valign): (50 - 50) / 2 = 0; the button is right (280 - 100) and top.
    #expect(frames["icon"] == Frame(x: 0, y: 0, width: 50, height: 50))
    #expect(frames["changeProfileBtn"] == Frame(x: 180, y: 0, width: 100, height: 20))
    // In the HBox row (30 high, stretch): "150 follows" is 11 * 8 = 88 wide;
    // "130 followers" is 13 * 8 = 104 wide at 88 + 10.
    #expect(frames["followLabel"] == Frame(x: 0, y: 0, width: 88, height: 30))
    #expect(frames["followerLabel"] == Frame(x: 98, y: 0, width: 104, height: 30))
    #expect(
      frames.absoluteFrame(named: "followerLabel") == Frame(x: 118, y: 165, width: 104, height: 30))
  }
}
