import LayoutComposer
import Testing

// The wrapping and grid samples of issue 17 (Samples/Gallery/WrapAndGrid.swift). Each frame is
// derived by hand from docs/semantics.md (rules W1–W4, G1–G7, 2 and 7) in the comment next to
// it. Text is measured by the fixed-advance measurer: a character is fontSize / 2 wide, a line
// 1.25 × fontSize high (16 pt: 8 and 20; 32 pt: 16 and 40; 20 pt: 10 and 25).

/// Frames that are equal up to rounding: the dashboard's columns are thirds.
private func close(_ frame: Frame?, _ expected: Frame) -> Bool {
  guard let frame else { return false }
  return [
    frame.x - expected.x, frame.y - expected.y, frame.width - expected.width,
    frame.height - expected.height,
  ].allSatisfy { abs($0) < 1e-9 }
}

private func cell(_ frames: LayoutResult, _ name: String) -> GridPlace? {
  frames.index(named: name).flatMap(frames.gridCell(at:))
}

private func line(_ frames: LayoutResult, _ name: String) -> Int? {
  frames.index(named: name).flatMap(frames.wrapLine(at:))
}

@Suite struct WrapAndGridSampleTests {
  // MARK: Dashboard

  @Test func theDashboardHasThreeCardsARowAt1280() {
    // Padding 12: content box 1256 wide from x 12. G2: ⌊(1256 + 12) / (400 + 12)⌋ =
    // ⌊1268 / 412⌋ = 3 columns of (1256 − 2 × 12) / 3 = 1232 / 3; they start at 12,
    // 12 + w + 12 and 12 + 2 (w + 12). Rows are .content: the cards' height, 140; row 1 starts
    // at 12 + 140 + 12 = 164.
    let frames = laidOutSample("grid-dashboard", in: Size(width: 1280, height: 800))
    let w = 1232.0 / 3
    #expect(close(frames["cpu"], Frame(x: 12, y: 12, width: w, height: 140)))
    #expect(close(frames["memory"], Frame(x: 24 + w, y: 12, width: w, height: 140)))
    #expect(close(frames["disk"], Frame(x: 36 + 2 * w, y: 12, width: w, height: 140)))
    #expect(close(frames["network"], Frame(x: 12, y: 164, width: w, height: 140)))
    #expect(close(frames["uptime"], Frame(x: 36 + 2 * w, y: 164, width: w, height: 140)))
    #expect(cell(frames, "uptime") == GridPlace(column: 2, row: 1))
    // Inside a card (a VBox with padding 16 and spacing 4, relative to the card): the title
    // stretched to w − 32, one 20-high line at 16; the 32-pt reading below it at
    // 16 + 20 + 4 = 40, one 40-high line ("37 %" is 64 wide, well within).
    #expect(close(frames["cpuTitle"], Frame(x: 16, y: 16, width: w - 32, height: 20)))
    #expect(close(frames["cpuValue"], Frame(x: 16, y: 40, width: w - 32, height: 40)))
    #expect(frames.problems.isEmpty)
  }

  @Test func theDashboardHasTwoCardsARowAt836() {
    // Content box 812: (812 + 12) / 412 = 2 exactly, so two columns of (812 − 12) / 2 = 400,
    // at x 12 and 12 + 400 + 12 = 424; three rows at 12, 164 and 316.
    let frames = laidOutSample("grid-dashboard", in: Size(width: 836, height: 800))
    #expect(frames["cpu"] == Frame(x: 12, y: 12, width: 400, height: 140))
    #expect(frames["memory"] == Frame(x: 424, y: 12, width: 400, height: 140))
    #expect(frames["disk"] == Frame(x: 12, y: 164, width: 400, height: 140))
    #expect(frames["uptime"] == Frame(x: 424, y: 316, width: 400, height: 140))
    #expect(cell(frames, "disk") == GridPlace(column: 0, row: 1))
    #expect(frames.problems.isEmpty)
  }

  @Test func theDashboardHasOneCardARowAt835() {
    // Content box 811: (811 + 12) / 412 = 1.998, one column of 811; card k at 12 + 152 k
    // (140 + 12 a row).
    let frames = laidOutSample("grid-dashboard", in: Size(width: 835, height: 1000))
    #expect(frames["cpu"] == Frame(x: 12, y: 12, width: 811, height: 140))
    #expect(frames["memory"] == Frame(x: 12, y: 164, width: 811, height: 140))
    #expect(frames["uptime"] == Frame(x: 12, y: 772, width: 811, height: 140))
    #expect(cell(frames, "uptime") == GridPlace(column: 0, row: 5))
    #expect(frames.problems.isEmpty)
  }

  @Test func theDashboardIsOneColumnOnAPhone() {
    // 360: content box 336, (336 + 12) / 412 < 1, so the one column takes the 336 (G2). The
    // sixth card at y 12 + 5 × 152 = 772. "412 GB free" at 32 pt is 11 × 16 = 176 wide, within
    // the card's 336 − 32 = 304: one line, 40 high, at 40 in the card.
    let frames = laidOutSample("grid-dashboard", in: Size(width: 360, height: 1000))
    #expect(frames["cpu"] == Frame(x: 12, y: 12, width: 336, height: 140))
    #expect(frames["uptime"] == Frame(x: 12, y: 772, width: 336, height: 140))
    #expect(frames["diskValue"] == Frame(x: 16, y: 40, width: 304, height: 40))
    #expect(frames.absoluteFrame(named: "network") == Frame(x: 12, y: 468, width: 336, height: 140))
    #expect(frames.problems.isEmpty)
  }

  @Test func theDashboardRightToLeftRunsItsColumnsFromTheRight() {
    // Mirrored: column 0 ends at 1280 − 12 = 1268, so it starts at 1268 − w, which is where
    // column 2 starts left to right (36 + 2w); column 2 starts at 12. Inside a card the padding
    // is the same on both sides, so the title is at 16 again.
    let frames = laidOutSample("grid-dashboard-rtl", in: Size(width: 1280, height: 800))
    let w = 1232.0 / 3
    #expect(close(frames["cpu"], Frame(x: 1268 - w, y: 12, width: w, height: 140)))
    #expect(close(frames["memory"], Frame(x: 24 + w, y: 12, width: w, height: 140)))
    #expect(close(frames["disk"], Frame(x: 12, y: 12, width: w, height: 140)))
    #expect(close(frames["network"], Frame(x: 1268 - w, y: 164, width: w, height: 140)))
    #expect(close(frames["cpuTitle"], Frame(x: 16, y: 16, width: w - 32, height: 20)))
    // At 836, two columns of 400: column 0 at 836 − 12 − 400 = 424, column 1 at 12.
    let two = laidOutSample("grid-dashboard-rtl", in: Size(width: 836, height: 800))
    #expect(two["cpu"] == Frame(x: 424, y: 12, width: 400, height: 140))
    #expect(two["memory"] == Frame(x: 12, y: 12, width: 400, height: 140))
    #expect(two.problems.isEmpty)
  }

  // MARK: Tag cloud

  @Test func theTagsWrapIntoThreeLines() {
    // 320 × 480, padding 16: the column is 288 wide. The heading (20 pt) is stretched, one
    // 25-high line: {16, 16, 288, 25}. The row below at 16 + 25 + 12 = 53, stretched to 288.
    // A chip is its label (8 a character, 20 high) plus padding 12 | 6: swift 64, linux 64,
    // gtk4 56, layout 72, flexbox 80, grid 56, right-to-left 128, accessibility 128, gnome 64,
    // tests 64; all 32 high. W1 at 288 with spacing 8:
    //   line 0: 64 + 8 + 64 + 8 + 56 + 8 + 72 = 280 (flexbox would make 368);
    //   line 1: 80 + 8 + 56 + 8 + 128 = 280 (accessibility would make 416);
    //   line 2: 128 + 8 + 64 + 8 + 64 = 272.
    // Lines at 0, 32 + 8 = 40 and 80; the row is 3 × 32 + 2 × 8 = 112 high (W3).
    let frames = laidOutSample("wrap-tags")
    #expect(frames["heading"] == Frame(x: 16, y: 16, width: 288, height: 25))
    #expect(frames["tags"] == Frame(x: 16, y: 53, width: 288, height: 112))
    #expect(frames["swiftChip"] == Frame(x: 0, y: 0, width: 64, height: 32))
    #expect(frames["layoutChip"] == Frame(x: 208, y: 0, width: 72, height: 32))
    #expect(frames["flexboxChip"] == Frame(x: 0, y: 40, width: 80, height: 32))
    #expect(frames["right-to-leftChip"] == Frame(x: 152, y: 40, width: 128, height: 32))
    #expect(frames["accessibilityChip"] == Frame(x: 0, y: 80, width: 128, height: 32))
    #expect(frames["testsChip"] == Frame(x: 208, y: 80, width: 64, height: 32))
    // The label fills its Fit inside the padding.
    #expect(frames["gridLabel"] == Frame(x: 12, y: 6, width: 32, height: 20))
    #expect(line(frames, "layoutChip") == 0)
    #expect(line(frames, "flexboxChip") == 1)
    #expect(line(frames, "testsChip") == 2)
    #expect(frames.problems.isEmpty)
  }

  @Test func theTagsRightToLeftStartEachLineAtTheRight() {
    // The same lines, each run from x 288: line 0 swift at 288 − 64 = 224, linux 152, gtk4 88,
    // layout 8; line 1 flexbox 208, grid 144, right-to-left 8; line 2 accessibility 160,
    // gnome 88, tests 16.
    let frames = laidOutSample("wrap-tags-rtl")
    #expect(frames["heading"] == Frame(x: 16, y: 16, width: 288, height: 25))
    #expect(frames["swiftChip"] == Frame(x: 224, y: 0, width: 64, height: 32))
    #expect(frames["layoutChip"] == Frame(x: 8, y: 0, width: 72, height: 32))
    #expect(frames["flexboxChip"] == Frame(x: 208, y: 40, width: 80, height: 32))
    #expect(frames["right-to-leftChip"] == Frame(x: 8, y: 40, width: 128, height: 32))
    #expect(frames["accessibilityChip"] == Frame(x: 160, y: 80, width: 128, height: 32))
    #expect(frames["testsChip"] == Frame(x: 16, y: 80, width: 64, height: 32))
    #expect(line(frames, "testsChip") == 2)
    #expect(frames.problems.isEmpty)
  }

  // MARK: Settings form

  @Test func theFormsLabelsTakeTheirWidestAndTheFieldsTheRest() {
    // 480 × 360, padding 16: content box 448 from x 16. Column 0 (.content): the labels'
    // ideal widths 32 ("Name"), 40 ("Email"), 72 ("Time zone"): 72 (G3, G5). The about field
    // spans a fraction column, so it leaves the sizing to the fractions (G4). Column 1
    // (.fraction(1)): 448 − 72 − 12 = 364, from x 16 + 72 + 12 = 100. Rows (.content): 32
    // (field 32, label 20), 32, 32, 96 (about), 32 (save): at 16, 56, 96, 136 and
    // 136 + 96 + 8 = 240. Labels at their own size, .leading and centred on the row:
    // y = row + (32 − 20) / 2.
    let frames = laidOutSample("grid-settings-form")
    #expect(frames["nameLabel"] == Frame(x: 16, y: 22, width: 32, height: 20))
    #expect(frames["emailLabel"] == Frame(x: 16, y: 62, width: 40, height: 20))
    #expect(frames["timeZoneLabel"] == Frame(x: 16, y: 102, width: 72, height: 20))
    #expect(frames["nameField"] == Frame(x: 100, y: 16, width: 364, height: 32))
    #expect(frames["timeZoneField"] == Frame(x: 100, y: 96, width: 364, height: 32))
    // The spanning field: both columns and the spacing between, 72 + 12 + 364 = 448.
    #expect(frames["aboutField"] == Frame(x: 16, y: 136, width: 448, height: 96))
    #expect(cell(frames, "aboutField") == GridPlace(column: 0, row: 3, columnSpan: 2))
    // The save button, 96 × 32, at the trailing edge of column 1: 100 + 364 − 96 = 368.
    #expect(frames["saveButton"] == Frame(x: 368, y: 240, width: 96, height: 32))
    // Auto-placed: the email field went to the second cell of row 1.
    #expect(cell(frames, "emailField") == GridPlace(column: 1, row: 1))
    #expect(frames.problems.isEmpty)
  }

  @Test func theFormRightToLeftPutsTheLabelsOnTheRight() {
    // Column 0 ends at 480 − 16 = 464, so it is 392…464; column 1 is 16…380. A .leading label
    // ends at the column's right edge: 464 − 32 = 432, 464 − 40 = 424, 464 − 72 = 392. The
    // save button (.trailing) is at column 1's left edge, 16.
    let frames = laidOutSample("grid-settings-form-rtl")
    #expect(frames["nameLabel"] == Frame(x: 432, y: 22, width: 32, height: 20))
    #expect(frames["emailLabel"] == Frame(x: 424, y: 62, width: 40, height: 20))
    #expect(frames["timeZoneLabel"] == Frame(x: 392, y: 102, width: 72, height: 20))
    #expect(frames["nameField"] == Frame(x: 16, y: 16, width: 364, height: 32))
    #expect(frames["aboutField"] == Frame(x: 16, y: 136, width: 448, height: 96))
    #expect(frames["saveButton"] == Frame(x: 16, y: 240, width: 96, height: 32))
    #expect(frames.problems.isEmpty)
  }

  // MARK: Photo grid

  @Test func thePhotosAreSquaresAroundTheFeaturedOne() {
    // 320 wide, padding 8: 304, three .fraction(1) columns of (304 − 2 × 8) / 3 = 96 at x 8,
    // 112 and 216. The featured photo takes columns 0–1 and rows 0–1 (G1); the others flow
    // from the cursor: photo1 (2, 0), photo2 (2, 1), photo3–5 row 2, photo6–7 row 3. Rows:
    // 96 (a square 96 wide); the featured photo is 96 + 8 + 96 = 200 wide, so 200 high by
    // its ratio, which rows 0 and 1 (96 + 8 + 96) already hold: nothing to share (G4). Rows
    // at 8, 112, 216, 320.
    let frames = laidOutSample("grid-photos")
    #expect(frames["featuredPhoto"] == Frame(x: 8, y: 8, width: 200, height: 200))
    #expect(frames["photo1"] == Frame(x: 216, y: 8, width: 96, height: 96))
    #expect(frames["photo2"] == Frame(x: 216, y: 112, width: 96, height: 96))
    #expect(frames["photo3"] == Frame(x: 8, y: 216, width: 96, height: 96))
    #expect(frames["photo5"] == Frame(x: 216, y: 216, width: 96, height: 96))
    #expect(frames["photo7"] == Frame(x: 112, y: 320, width: 96, height: 96))
    #expect(cell(frames, "photo2") == GridPlace(column: 2, row: 1))
    #expect(cell(frames, "photo6") == GridPlace(column: 0, row: 3))
    #expect(frames.problems.isEmpty)
  }

  @Test func thePhotosRightToLeftMirrorTheColumns() {
    // Column 0 at 216, column 1 at 112, column 2 at 8: the featured photo covers 112…312.
    let frames = laidOutSample("grid-photos-rtl")
    #expect(frames["featuredPhoto"] == Frame(x: 112, y: 8, width: 200, height: 200))
    #expect(frames["photo1"] == Frame(x: 8, y: 8, width: 96, height: 96))
    #expect(frames["photo3"] == Frame(x: 216, y: 216, width: 96, height: 96))
    #expect(frames["photo7"] == Frame(x: 112, y: 320, width: 96, height: 96))
    #expect(frames.problems.isEmpty)
  }

  @Test func everyVariantHasOneComponentPerName() {
    // One tree each: no name is used twice, so lookups by name find the one component.
    for id in [
      "grid-dashboard", "grid-dashboard-rtl", "wrap-tags", "wrap-tags-rtl", "grid-settings-form",
      "grid-settings-form-rtl", "grid-photos", "grid-photos-rtl",
    ] {
      let frames = laidOutSample(id)
      let names = (0..<frames.count).compactMap { frames.name(at: $0) }
      #expect(Set(names).count == names.count, "\(id)")
      #expect(frames.warnings.isEmpty, "\(id)")
    }
  }
}
