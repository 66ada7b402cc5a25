import LayoutComposer
import LayoutSamples
import Testing

// The real screens of issue 18 (Samples/Gallery/RealScreens.swift) at a phone's 360 × 640, a
// larger phone's 375 × 667 and a desktop's 1280 × 800. Each frame is derived by hand from
// docs/semantics.md (CenterBox C1–C4, Clamp, aspect fit A1–A4, FirstThatFits) in the comment
// next to it. Text is measured by the fixed-advance measurer: a character is fontSize / 2 wide,
// a line 1.25 × fontSize high (16 pt: 8 and 20; 20 pt: 10 and 25).

@Suite struct RealScreensSampleTests {
  let phone = Size(width: 360, height: 640)
  let largerPhone = Size(width: 375, height: 667)
  let desktop = Size(width: 1280, height: 800)

  // MARK: Preferences page

  // The header bar: 46 high, padding 6, so its content box is 6…(width − 6) across and 34
  // high; the buttons (34 × 34 and 68 × 34) fill that height. The title "Network and Internet
  // Access" is 27 characters, 216 wide; across it is stretched to 34 (C4). Done starts at
  // width − 6 − 68, so the title must end by width − 6 − 68 − 6 = width − 80 (C2); the back
  // button ends at 6 + 34, so the title must start at 46 or later.
  //
  // The list: the body under the header is a Scroll (flex 1: y 46, height − 46 high) of a
  // column, in which the Clamp has margins (24, 12, 12, 12), so it is at x 12, y 24 in the
  // column (70 in the window), width − 24 wide, and hugs the list's height: the group title (20) and its
  // bottom margin 12, then four 50-high rows: 20 + 12 + 4 × 50 = 232. The list is
  // min(width − 24, 600) wide, centred in the Clamp. A row has padding 12 at both ends and
  // spacing 12: the switch (48 × 26) or value text at its own size, the flexing label the
  // rest, both centred in the 50 (a label at (50 − 20) / 2 = 15, a switch at 12).

  @Test func thePreferencesPageOnAPhone() {
    // 360: centred, the title would be at 6 + (348 − 216) / 2 = 72 and end at 288, past 280:
    // it moves to 280 − 216 = 64 (still clear of the back button's 46).
    let frames = laidOutSample("screen-preferences", in: phone)
    #expect(frames["headerBar"] == Frame(x: 0, y: 0, width: 360, height: 46))
    #expect(frames["backButton"] == Frame(x: 6, y: 6, width: 34, height: 34))
    #expect(frames["title"] == Frame(x: 64, y: 6, width: 216, height: 34))
    #expect(frames["doneButton"] == Frame(x: 286, y: 6, width: 68, height: 34))
    // 336 is less than 600: the list is the Clamp's whole width.
    #expect(frames["clamp"] == Frame(x: 12, y: 24, width: 336, height: 232))
    #expect(frames["list"] == Frame(x: 0, y: 0, width: 336, height: 232))
    #expect(frames["groupTitle"] == Frame(x: 0, y: 0, width: 336, height: 20))
    #expect(frames["wifiRow"] == Frame(x: 0, y: 32, width: 336, height: 50))
    // Wi-Fi: 336 − 24 − 12 − 48 = 252 for the label; the switch at 12 + 252 + 12 = 276.
    #expect(frames["wifiLabel"] == Frame(x: 12, y: 15, width: 252, height: 20))
    #expect(frames["wifiSwitch"] == Frame(x: 276, y: 12, width: 48, height: 26))
    // Network Proxy: "Automatic" is 72 wide, the label 336 − 24 − 12 − 72 = 228; the fourth
    // row at 32 + 3 × 50 = 182.
    #expect(frames["proxyRow"] == Frame(x: 0, y: 182, width: 336, height: 50))
    #expect(frames["proxyLabel"] == Frame(x: 12, y: 15, width: 228, height: 20))
    #expect(frames["proxyValue"] == Frame(x: 252, y: 15, width: 72, height: 20))
    // In the window: 12 + 0 + 276 across, 70 + 32 + 12 down.
    #expect(
      frames.absoluteFrame(named: "wifiSwitch") == Frame(x: 288, y: 114, width: 48, height: 26))
    #expect(frames.problems.isEmpty)
    // The body: 640 − 46 = 594 high; its column is at least that (R1), 24 + 232 + 12 = 268 of
    // it used, so there is nothing to scroll.
    #expect(frames["body"] == Frame(x: 0, y: 46, width: 360, height: 594))
    #expect(
      frames.scrollContent(at: frames.index(named: "body")!)?.maximumOffset == Point(x: 0, y: 0))
  }

  @Test func aShortWindowScrollsThePreferences() {
    // 360 × 200: the body is 154 high and its column 268, so it scrolls by up to 114; scrolled
    // to the end, the Proxy row (at 70 + 32 + 150 = 252 in the unscrolled window) is at 138.
    var tree = LayoutTree(Gallery.sample(named: "screen-preferences")!.build())
    tree.scroll(named: "body", to: Point(x: 0, y: 500))
    let frames = tree.layout(in: Size(width: 360, height: 200))
    #expect(frames.scrollContent(at: frames.index(named: "body")!)?.offset == Point(x: 0, y: 114))
    #expect(frames.absoluteFrame(named: "proxyRow") == Frame(x: 12, y: 138, width: 336, height: 50))
  }

  @Test func aNarrowBarCutsTheTitle() {
    // 240: the title has 228 − 34 − 68 − 12 = 114 of its 216 (C3); cut to 14 characters
    // (112): "Network and I…", one line, 20 high inside its 34.
    let frames = laidOutSample("screen-preferences", in: Size(width: 240, height: 640))
    #expect(frames["title"] == Frame(x: 46, y: 6, width: 114, height: 34))
    #expect(
      FixedAdvanceTextMeasurer().lines(
        of: "Network and Internet Access", fontSize: 16, wrappingTo: 114, lineLimit: 1,
        truncation: .end) == ["Network and I…"])
  }

  @Test func thePreferencesPageOnALargerPhone() {
    // 375: the content box is 363; centred, the title would be at 6 + (363 − 216) / 2 = 79.5
    // and end at 295.5, half a point past 375 − 80 = 295: it moves to 295 − 216 = 79.
    let frames = laidOutSample("screen-preferences", in: largerPhone)
    #expect(frames["title"] == Frame(x: 79, y: 6, width: 216, height: 34))
    #expect(frames["doneButton"] == Frame(x: 301, y: 6, width: 68, height: 34))
    // The list is the Clamp's 351; the Wi-Fi label 351 − 84 = 267, the switch at 279 + 12.
    #expect(frames["clamp"] == Frame(x: 12, y: 24, width: 351, height: 232))
    #expect(frames["list"] == Frame(x: 0, y: 0, width: 351, height: 232))
    #expect(frames["wifiLabel"] == Frame(x: 12, y: 15, width: 267, height: 20))
    #expect(frames["wifiSwitch"] == Frame(x: 291, y: 12, width: 48, height: 26))
    #expect(frames.problems.isEmpty)
  }

  @Test func thePreferencesPageOnADesktop() {
    // 1280: centred at (1280 − 216) / 2 = 532, ending at 748, clear of both buttons (46 and
    // 1200): the title stays centred in the whole bar.
    let frames = laidOutSample("screen-preferences", in: desktop)
    #expect(frames["title"] == Frame(x: 532, y: 6, width: 216, height: 34))
    #expect(frames["doneButton"] == Frame(x: 1206, y: 6, width: 68, height: 34))
    // The Clamp is 1256 wide; the list min(1256, 600) = 600 at (1256 − 600) / 2 = 328, so at
    // 340 in the window, and its rows 600 wide: the label 600 − 84 = 516, the switch at 540.
    #expect(frames["clamp"] == Frame(x: 12, y: 24, width: 1256, height: 232))
    #expect(frames["list"] == Frame(x: 328, y: 0, width: 600, height: 232))
    #expect(frames.absoluteFrame(named: "list") == Frame(x: 340, y: 70, width: 600, height: 232))
    #expect(frames["wifiRow"] == Frame(x: 0, y: 32, width: 600, height: 50))
    #expect(frames["wifiLabel"] == Frame(x: 12, y: 15, width: 516, height: 20))
    #expect(frames["wifiSwitch"] == Frame(x: 540, y: 12, width: 48, height: 26))
    #expect(frames["proxyValue"] == Frame(x: 516, y: 15, width: 72, height: 20))
    #expect(frames.problems.isEmpty)
  }

  @Test func thePreferencesPageRightToLeftMirrors() {
    // The start slot is on the right: back at 360 − 6 − 34 = 320, Done at 6, the title at
    // 360 − 64 − 216 = 80 (kept off Done, now on the left). In a row the label is after the
    // switch: the switch at 12, the label at 336 − 12 − 252 = 72; "Automatic" at 12, its
    // label at 12 + 72 + 12 = 96. The Clamp's margins are the same on both sides.
    let frames = laidOutSample("screen-preferences-rtl", in: phone)
    #expect(frames["backButton"] == Frame(x: 320, y: 6, width: 34, height: 34))
    #expect(frames["doneButton"] == Frame(x: 6, y: 6, width: 68, height: 34))
    #expect(frames["title"] == Frame(x: 80, y: 6, width: 216, height: 34))
    #expect(frames["clamp"] == Frame(x: 12, y: 24, width: 336, height: 232))
    #expect(frames["wifiSwitch"] == Frame(x: 12, y: 12, width: 48, height: 26))
    #expect(frames["wifiLabel"] == Frame(x: 72, y: 15, width: 252, height: 20))
    #expect(frames["proxyValue"] == Frame(x: 12, y: 15, width: 72, height: 20))
    #expect(frames["proxyLabel"] == Frame(x: 96, y: 15, width: 228, height: 20))
    #expect(frames.problems.isEmpty)
    // 375: the title at 375 − 79 − 216 = 80. 1280: centred, 1280 − 532 − 216 = 532 again; the
    // list centred at 328 again, its switch at its left end, 12.
    let larger = laidOutSample("screen-preferences-rtl", in: largerPhone)
    #expect(larger["title"] == Frame(x: 80, y: 6, width: 216, height: 34))
    let wide = laidOutSample("screen-preferences-rtl", in: desktop)
    #expect(wide["title"] == Frame(x: 532, y: 6, width: 216, height: 34))
    #expect(wide["doneButton"] == Frame(x: 6, y: 6, width: 68, height: 34))
    #expect(wide["list"] == Frame(x: 328, y: 0, width: 600, height: 232))
    #expect(wide["wifiSwitch"] == Frame(x: 12, y: 12, width: 48, height: 26))
    #expect(wide.problems.isEmpty)
  }

  @Test func thePreferencesPageHasOneComponentPerName() {
    for id in ["screen-preferences", "screen-preferences-rtl"] {
      let frames = laidOutSample(id)
      let names = (0..<frames.count).compactMap { frames.name(at: $0) }
      #expect(Set(names).count == names.count, "\(id)")
      #expect(frames.warnings.isEmpty, "\(id)")
    }
  }

  // MARK: Music player

  // The portrait column: VBox(defaultMargins: (24, 24, 0, 24)) with padding bottom 24, so the
  // content is width − 48 across from x 24. Four children, each 24 below the one before: the
  // artwork (flex 1, aspect fit), the title (20 pt, "Blue in Green": 130 × 25), the artist
  // ("Miles Davis": 88 × 20), both `align: .center`, and the controls (64 high; 48, 64 and 48
  // wide with spacing 24: 208, centred). What is not the artwork: 4 × 24 + 25 + 20 + 64 = 205,
  // and the padding 24.
  //
  // FirstThatFits(axes: .vertical) measures the column at the width it would get, with no
  // bound on the height: the artwork is then as high as it is wide (A2, one axis bounded),
  // so the column needs (width − 48) + 205 + 24 = width + 181, and is shown where that is at
  // most the height.

  @Test func thePlayerIsAColumnOnAPhone() {
    // 360 × 640: 360 + 181 = 541 ≤ 640, the column. The artwork's space is 312 across and
    // 640 − 24 − 205 = 411 along: the largest square is 312 (A2), at {24, 24}. Then the
    // title at 24 + 312 + 24 = 360, x 24 + (312 − 130) / 2 = 115; the artist at 360 + 25 +
    // 24 = 409, x 24 + (312 − 88) / 2 = 136; the controls at 409 + 20 + 24 = 453, 312 wide;
    // in them, previous at (312 − 208) / 2 = 52, play at 52 + 48 + 24 = 124, next at 212.
    let frames = laidOutSample("screen-player", in: phone)
    #expect(!frames.isHidden(at: frames.index(named: "portrait")!))
    #expect(frames.isHidden(at: frames.index(named: "landscape")!))
    #expect(frames["portrait"] == Frame(x: 0, y: 0, width: 360, height: 640))
    #expect(frames["artwork"] == Frame(x: 24, y: 24, width: 312, height: 312))
    #expect(frames["songTitle"] == Frame(x: 115, y: 360, width: 130, height: 25))
    #expect(frames["artist"] == Frame(x: 136, y: 409, width: 88, height: 20))
    #expect(frames["controls"] == Frame(x: 24, y: 453, width: 312, height: 64))
    #expect(frames["previousButton"] == Frame(x: 52, y: 8, width: 48, height: 48))
    #expect(frames["playButton"] == Frame(x: 124, y: 0, width: 64, height: 64))
    #expect(frames["nextButton"] == Frame(x: 212, y: 8, width: 48, height: 48))
    #expect(frames.problems.isEmpty)
  }

  @Test func thePlayerIsAColumnOnALargerPhone() {
    // 375 × 667: 556 ≤ 667. The square is min(327, 667 − 229 = 438) = 327; the title at
    // 24 + 327 + 24 = 375, x 24 + (327 − 130) / 2 = 122.5; the artist at 424, x 24 +
    // (327 − 88) / 2 = 143.5; the controls at 468, play at (327 − 64) / 2 = 131.5.
    let frames = laidOutSample("screen-player", in: largerPhone)
    #expect(frames.isHidden(at: frames.index(named: "landscape")!))
    #expect(frames["artwork"] == Frame(x: 24, y: 24, width: 327, height: 327))
    #expect(frames["songTitle"] == Frame(x: 122.5, y: 375, width: 130, height: 25))
    #expect(frames["artist"] == Frame(x: 143.5, y: 424, width: 88, height: 20))
    #expect(frames["controls"] == Frame(x: 24, y: 468, width: 327, height: 64))
    #expect(frames["playButton"] == Frame(x: 131.5, y: 0, width: 64, height: 64))
    #expect(frames.problems.isEmpty)
  }

  @Test func thePlayerIsARowOnADesktop() throws {
    // 1280 × 800: the column would need 1280 + 181 = 1461 > 800, so the row is shown. Its
    // padding 24 leaves 1232 × 752; two flex-1 children with spacing 24 get (1232 − 24) / 2
    // = 604 each. The artwork's space is 604 × 752: the square is 604, centred across in the
    // 752 it is stretched to (A3): y 24 + (752 − 604) / 2 = 98. The details at 24 + 604 + 24
    // = 652, stretched to 752; in them (align .start, pack .center, spacing 8) 25 + 8 + 20 + 8
    // + 64 = 125, starting at (752 − 125) / 2 = 313.5: the title, then the artist at 346.5,
    // the controls (hugging: 208) at 374.5.
    let frames = laidOutSample("screen-player", in: desktop)
    #expect(frames.isHidden(at: frames.index(named: "portrait")!))
    #expect(frames["landscape"] == Frame(x: 0, y: 0, width: 1280, height: 800))
    #expect(frames["artwork"] == Frame(x: 24, y: 98, width: 604, height: 604))
    #expect(frames["details"] == Frame(x: 652, y: 24, width: 604, height: 752))
    #expect(frames["songTitle"] == Frame(x: 0, y: 313.5, width: 130, height: 25))
    #expect(frames["artist"] == Frame(x: 0, y: 346.5, width: 88, height: 20))
    #expect(frames["controls"] == Frame(x: 0, y: 374.5, width: 208, height: 64))
    #expect(frames["playButton"] == Frame(x: 72, y: 0, width: 64, height: 64))
    #expect(frames.problems.isEmpty)
    // explain names the height the column needed.
    let sample = try #require(Gallery.sample(named: "screen-player"))
    var tree = LayoutTree(sample.build())
    _ = tree.layout(in: desktop)
    let explained = tree.explain(named: "portrait")
    let why = try #require(explained)
    #expect(
      why.height
        == "height 0 = not shown: needs 1461 high, has 800 (FirstThatFits shows the first "
        + "alternative that fits)")
  }

  @Test func thePlayerSwitchesWhereTheSquareNoLongerFits() {
    // At 459 × 640 the column needs 459 + 181 = 640: it fits, and its square is
    // min(411, 640 − 229) = 411, exactly the room left. At 460 it needs 641: the row.
    let column = laidOutSample("screen-player", in: Size(width: 459, height: 640))
    #expect(column.isHidden(at: column.index(named: "landscape")!))
    #expect(column["artwork"] == Frame(x: 24, y: 24, width: 411, height: 411))
    let row = laidOutSample("screen-player", in: Size(width: 460, height: 640))
    #expect(row.isHidden(at: row.index(named: "portrait")!))
    // The row: 412 × 592 inside the padding, (412 − 24) / 2 = 194 each; the square 194 at
    // y 24 + (592 − 194) / 2 = 223.
    #expect(row["artwork"] == Frame(x: 24, y: 223, width: 194, height: 194))
  }

  @Test func thePlayerRightToLeftMirrors() {
    // The column is symmetric but for the controls, which run from the right: previous at
    // 312 − 52 − 48 = 212, next at 52.
    let column = laidOutSample("screen-player-rtl", in: phone)
    #expect(column.isHidden(at: column.index(named: "landscape")!))
    #expect(column["artwork"] == Frame(x: 24, y: 24, width: 312, height: 312))
    #expect(column["songTitle"] == Frame(x: 115, y: 360, width: 130, height: 25))
    #expect(column["previousButton"] == Frame(x: 212, y: 8, width: 48, height: 48))
    #expect(column["nextButton"] == Frame(x: 52, y: 8, width: 48, height: 48))
    #expect(column.problems.isEmpty)
    // The row: the artwork on the right at 1280 − 24 − 604 = 652, the details at 24; in them
    // .start is the right edge: the title at 604 − 130 = 474, the controls at 604 − 208 = 396,
    // and in the controls previous at 208 − 48 = 160, next at 0.
    let row = laidOutSample("screen-player-rtl", in: desktop)
    #expect(row.isHidden(at: row.index(named: "portrait")!))
    #expect(row["artwork"] == Frame(x: 652, y: 98, width: 604, height: 604))
    #expect(row["details"] == Frame(x: 24, y: 24, width: 604, height: 752))
    #expect(row["songTitle"] == Frame(x: 474, y: 313.5, width: 130, height: 25))
    #expect(row["controls"] == Frame(x: 396, y: 374.5, width: 208, height: 64))
    #expect(row["previousButton"] == Frame(x: 160, y: 8, width: 48, height: 48))
    #expect(row["nextButton"] == Frame(x: 0, y: 8, width: 48, height: 48))
    #expect(row.problems.isEmpty)
  }
}
