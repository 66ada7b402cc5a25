import LayoutComposer
import Testing

// Grid (docs/semantics.md, "Grid"). Each expectation is derived by hand from rules G1–G7 in
// the comment next to it.

private func box(_ name: String, _ width: Double, _ height: Double) -> Component {
  `$`(Placeholder(name, width: width, height: height))
}

/// The dashboard of issue 17: six cards, 140 high, in adaptive columns of at least 400.
func dashboard() -> Component {
  `$`(
    nil, layout: Grid(columns: [.adaptive(minimum: 400)], columnSpacing: 12, rowSpacing: 12),
    items: ["cpu", "memory", "disk", "network", "battery", "uptime"].map {
      `$`($0, height: 140)
    }, name: "dashboard", padding: (12, 12, 12, 12))
}

@Suite struct GridRuleTests {
  @Test func theDashboardHasThreeColumnsAt1280() {
    // Content box 1256: floor((1256 + 12) / (400 + 12)) = 3 columns of (1256 - 24) / 3.
    let frames = dashboard().layout(in: Size(width: 1280, height: 800))
    let width = (1256.0 - 24) / 3
    #expect(frames["cpu"] == Frame(x: 12, y: 12, width: width, height: 140))
    #expect(frames["disk"] == Frame(x: 12 + 2 * (width + 12), y: 12, width: width, height: 140))
    #expect(frames["network"] == Frame(x: 12, y: 164, width: width, height: 140))
    #expect(frames["uptime"]?.y == 164)
  }

  @Test func theDashboardSwitchesToTwoColumnsAt836() {
    // 836: content 812, (812 + 12) / 412 = 2 exactly: two columns of (812 - 12) / 2 = 400.
    // 835: (811 + 12) / 412 < 2: one column of 811.
    let wide = dashboard().layout(in: Size(width: 836, height: 800))
    #expect(wide["memory"] == Frame(x: 424, y: 12, width: 400, height: 140))
    #expect(wide["disk"] == Frame(x: 12, y: 164, width: 400, height: 140))
    let narrow = dashboard().layout(in: Size(width: 835, height: 800))
    #expect(narrow["memory"] == Frame(x: 12, y: 164, width: 811, height: 140))
    #expect(narrow.gridCell(at: narrow.index(named: "memory")!) == GridPlace(column: 0, row: 1))
  }

  @Test func theDashboardIsOneColumnOnAPhone() {
    // 360: content 336, one column; card k at y 12 + k × 152.
    let frames = dashboard().layout(in: Size(width: 360, height: 640))
    #expect(frames["uptime"] == Frame(x: 12, y: 12 + 5 * 152, width: 336, height: 140))
    #expect(frames.problems.isEmpty)
  }

  @Test func aSettingsForm() {
    // Column 0 is .content: its widest cell, 80. Column 1 (.fraction(1)) takes the rest:
    // 300 - 8 - 80 = 212. Rows by content: 30, 30, and 40 for the spanning button; the
    // button spans both columns, 300 wide, at y 30 + 8 + 30 + 8 = 76.
    let form = `$`(
      nil, layout: Grid(columns: [.content, .fraction(1)], columnSpacing: 8, rowSpacing: 8),
      items: [
        box("name label", 50, 20), `$`("name field", height: 30),
        box("notes label", 80, 20), `$`("notes field", height: 30),
        `$`("save", height: 40, column: 0, row: 2, columnSpan: 2),
      ])
    let frames = form.layout(in: Size(width: 300, height: 200))
    #expect(frames["name label"] == Frame(x: 0, y: 0, width: 80, height: 30))
    #expect(frames["name field"] == Frame(x: 88, y: 0, width: 212, height: 30))
    #expect(frames["notes label"] == Frame(x: 0, y: 38, width: 80, height: 30))
    #expect(frames["save"] == Frame(x: 0, y: 76, width: 300, height: 40))
  }

  @Test func theTracksAreReportedForDrawing() {
    // The settings form's tracks: columns 0+80 and 88+212, rows at 0, 38 and 76. Right to
    // left the columns are mirrored in the grid's 300: 220+80 and 0+212.
    let form = `$`(
      nil, layout: Grid(columns: [.content, .fraction(1)], columnSpacing: 8, rowSpacing: 8),
      items: [
        box("a", 80, 30), `$`("b", height: 30), `$`("c", height: 40, column: 0, row: 1),
      ])
    var tree = LayoutTree(form)
    let tracks = tree.layout(in: Size(width: 300, height: 200)).gridTracks(at: 0)
    #expect(
      tracks?.columns == [TrackSpan(start: 0, length: 80), TrackSpan(start: 88, length: 212)])
    #expect(tracks?.rows == [TrackSpan(start: 0, length: 30), TrackSpan(start: 38, length: 40)])
    let mirrored = tree.layout(in: Size(width: 300, height: 200), direction: .rightToLeft)
    #expect(
      mirrored.gridTracks(at: 0)?.columns == [
        TrackSpan(start: 220, length: 80), TrackSpan(start: 0, length: 212),
      ])
    #expect(mirrored.gridTracks(at: 1) == nil)
  }

  @Test func childrenWithoutAPlaceFlowAroundPlacedOnes() {
    // G1: "big" takes columns 0–1 of rows 0–1; the others flow from (0, 0): a at (2, 0),
    // b at (2, 1), c at (0, 2). Columns 50, rows 20.
    let grid = `$`(
      nil, layout: Grid(columns: [.points(50), .points(50), .points(50)], rows: [.points(20)]),
      items: [
        `$`("a"), `$`("big", column: 0, row: 0, columnSpan: 2, rowSpan: 2), `$`("b"), `$`("c"),
      ])
    let frames = grid.layout(in: Size(width: 150, height: 100))
    #expect(frames["a"] == Frame(x: 100, y: 0, width: 50, height: 20))
    #expect(frames["big"] == Frame(x: 0, y: 0, width: 100, height: 20))
    #expect(frames["b"] == Frame(x: 100, y: 20, width: 50, height: 0))
    #expect(frames["c"] == Frame(x: 0, y: 20, width: 50, height: 0))
  }

  @Test func aSpanSharesItsContentAmongTheContentTracksItSpans() {
    // Columns .content, .content: a (40) in column 0, b (20) in column 1, and wide (200)
    // across both. Single cells: 40 and 20 (60 + spacing 10 = 70); wide needs 200 - 70 = 130
    // more, shared equally: 105 and 85.
    let grid = `$`(
      nil, layout: Grid(columns: [.content, .content], columnSpacing: 10, pack: .start),
      items: [
        box("a", 40, 10), box("b", 20, 10),
        `$`(Placeholder("wide", width: 200, height: 10), column: 0, row: 1, columnSpan: 2),
      ])
    let frames = grid.layout(in: Size(width: 400, height: 100))
    #expect(frames["a"]?.width == 105)
    #expect(frames["b"] == Frame(x: 115, y: 0, width: 85, height: 10))
    #expect(frames["wide"]?.width == 200)
  }

  @Test func aPhotoGridOfSquares() {
    // Three .fraction(1) columns of (300 - 2 × 6) / 3 = 96, each photo 96 × 96 by its aspect
    // ratio; rows are 96 high.
    let photos = `$`(
      nil,
      layout: Grid(
        columns: Array(repeating: .fraction(1), count: 3), columnSpacing: 6,
        rowSpacing: 6),
      items: (0..<5).map { `$`("photo \($0)", aspectRatio: 1) })
    let frames = photos.layout(in: Size(width: 300, height: 400))
    #expect(frames["photo 0"] == Frame(x: 0, y: 0, width: 96, height: 96))
    #expect(frames["photo 4"] == Frame(x: 102, y: 102, width: 96, height: 96))
  }

  @Test func childrenSitInTheirCellByHalignAndValign() {
    // One 100 × 50 cell; a 20 × 10 child aligned right and bottom: x 80, y 40.
    let grid = `$`(
      nil, layout: Grid(columns: [.points(100)], rows: [.points(50)]),
      items: [`$`(Placeholder("a", width: 20, height: 10), halign: .right, valign: .bottom)])
    let frames = grid.layout(in: Size(width: 300, height: 300))
    #expect(frames["a"] == Frame(x: 80, y: 40, width: 20, height: 10))
  }

  @Test func percentagesAreOfTheCellArea() {
    // A column of 200: 50% is 100, centred in the cell (an explicit size is centred): x 50.
    let grid = `$`(
      nil, layout: Grid(columns: [.points(200)], rows: [.points(40)]),
      items: [`$`("half", width: 50%, height: 20)])
    let frames = grid.layout(in: Size(width: 300, height: 300))
    #expect(frames["half"] == Frame(x: 50, y: 10, width: 100, height: 20))
  }

  @Test func packAndAlignPlaceTheTrackSet() {
    // Two columns of 50 (+ 10) in 200: 90 free; pack .center starts at 45. One row of 20 in
    // 100: align .end puts it at 80.
    let grid = `$`(
      nil,
      layout: Grid(
        columns: [.points(50), .points(50)], rows: [.points(20)], columnSpacing: 10,
        align: .end, pack: .center),
      items: [`$`("a"), `$`("b")])
    let frames = grid.layout(in: Size(width: 200, height: 100))
    #expect(frames["a"] == Frame(x: 45, y: 80, width: 50, height: 20))
    #expect(frames["b"] == Frame(x: 105, y: 80, width: 50, height: 20))
  }

  @Test func aGridSizedByItsContentHugsItsTracks() {
    // Aligned .start in a VBox: the grid hugs: content column 70, fraction column as large as
    // its content, 30; 70 + 5 + 30 = 105 wide.
    let grid = `$`(
      nil, align: .start,
      layout: Grid(columns: [.content, .fraction(1)], columnSpacing: 5),
      items: [box("a", 70, 10), box("b", 30, 20)], name: "grid")
    let frames = `$`(nil, layout: VBox(), items: [grid]).layout(in: Size(width: 400, height: 400))
    #expect(frames["grid"] == Frame(x: 0, y: 0, width: 105, height: 20))
  }

  @Test func rightToLeftColumnsRunFromTheRight() {
    var tree = LayoutTree(
      `$`(
        nil, layout: Grid(columns: [.points(50), .points(100)]),
        items: [`$`("first", height: 10), `$`("second", height: 10)]))
    let frames = tree.layout(in: Size(width: 300, height: 100), direction: .rightToLeft)
    #expect(frames["first"] == Frame(x: 250, y: 0, width: 50, height: 10))
    #expect(frames["second"] == Frame(x: 150, y: 0, width: 100, height: 10))
  }

  @Test func badPlacesAreReportedWithTheOption() {
    let grid = `$`(
      nil, layout: Grid(columns: [.points(50)]),
      items: [
        `$`("a", column: -1, row: 0), `$`("b", columnSpan: 0), `$`("c", row: 1000, rowSpan: 1001),
      ])
    // The words of the layout-file reader (WrapAndGridFileTests.badCells), so that a file and
    // the tree it reads to report alike.
    #expect(
      grid.validate().map(\.description) == [
        "root.items[0].column: must not be negative (cells are numbered from 0), found -1",
        "root.items[1].columnSpan: must be at least 1 (a child spans at least one track), found 0",
        "root.items[2].row: must be at most 999, found 1000",
        "root.items[2].rowSpan: must be at most 1000, found 1001",
      ])
    let many = `$`(
      nil, layout: Grid(columns: Array(repeating: .points(1), count: 1001)), items: [`$`("a")])
    #expect(
      many.validate().map(\.description) == [
        "root.layout.columns: must have at most 1000 tracks (the rest are not used), found 1001"
      ])
    // The engine treats them as column 0 and a span of 1: nothing crashes.
    let frames = grid.layout(in: Size(width: 100, height: 100))
    #expect(frames["a"]?.width == 50)
  }

  @Test func explainNamesTheCell() {
    var tree = LayoutTree(dashboard())
    _ = tree.layout(in: Size(width: 1280, height: 800))
    let why = tree.explain(named: "network")!
    #expect(why.width.contains("column 0 of 3"))
    #expect(why.y.contains("its row starts at 152"))
  }
}

@Suite struct GridDifferentialCases {
  @Test func anAdaptiveColumnKeepsItsOwnMinimum() {
    // Two adaptive columns of at least 90 in 200 share it: 100 each. The 150-wide cell does
    // not widen its column (it overflows it, as CSS's minmax(90px, 1fr) does).
    let grid = `$`(
      nil, layout: Grid(columns: [.adaptive(minimum: 90)]),
      items: [
        `$`(Placeholder("wide", width: 150, height: 20)),
        `$`(Placeholder("narrow", width: 10, height: 20)),
      ])
    let frames = grid.layout(in: Size(width: 200, height: 100))
    #expect(frames["wide"] == Frame(x: 0, y: 0, width: 100, height: 20))
    #expect(frames["narrow"] == Frame(x: 100, y: 0, width: 100, height: 20))
  }

  @Test func aSpanFirstGrowsTheTracksItsOwnCellsDidNotSize() {
    // Column 0 is 30 (a's own ideal); b (50) across both needs 20 more, which goes to
    // column 1, sized by no cell of its own: columns 30 and 20.
    let grid = `$`(
      nil, layout: Grid(columns: [.content, .content]),
      items: [
        `$`(Placeholder("a", width: 30, height: 10)),
        `$`(Placeholder("b", width: 50, height: 10), column: 0, row: 1, columnSpan: 2),
      ])
    let tracks = grid.layout(in: Size(width: 200, height: 100)).gridTracks(at: 0)
    #expect(tracks?.columns.map(\.length) == [30, 20])
  }

  @Test func childrenOnFractionColumnsArePlannedTogether() {
    // docs/semantics.md G4's example. Column 0 (.content) is 102. On the fractions: c1 (7) in
    // column 1, c2 (60) in column 2, c3 (37) in column 3, and span (width 49) across 1–2,
    // needing 49 - 4 = 45: 30 for column 1 and 15 for column 2 by factors 2 : 1. Each column
    // takes its largest: 30, 60, 37. G5: a share of (230 - 12 - 102) / 4 = 29 is below every
    // minimum, so the columns are 102, 30, 60, 37 (x 0, 106, 140, 204).
    let grid = `$`(
      nil,
      layout: Grid(
        columns: [.content, .fraction(2), .fraction(1), .fraction(1)], columnSpacing: 4),
      items: [
        box("c0", 102, 10), box("c1", 7, 10), box("c2", 60, 10), box("c3", 37, 10),
        `$`(
          Placeholder("span", width: 100, height: 10), width: 49, column: 1, row: 1, columnSpan: 2),
      ])
    let frames = grid.layout(in: Size(width: 230, height: 100))
    #expect(frames.gridTracks(at: 0)?.columns.map(\.length) == [102, 30, 60, 37])
    #expect(frames["c1"] == Frame(x: 106, y: 0, width: 30, height: 10))
    #expect(frames["c3"] == Frame(x: 204, y: 0, width: 37, height: 10))
    // The span's area is 30 + 4 + 60 = 94 wide from x 106; its 49 are centred there (G7).
    #expect(frames["span"] == Frame(x: 128.5, y: 10, width: 49, height: 10))
  }

  @Test func aSpanningChildsContentDoesNotWidenAFraction() {
    // wide (96) spans the fraction column 0 and the content column 1; it brings no minimum
    // (no explicit width), so nothing sizes the content columns (0) and the fraction takes
    // 66 - 2 × 8 = 50. The span's area: 50 + 8 + 0 = 58.
    let grid = `$`(
      nil, layout: Grid(columns: [.fraction(2), .content, .content], columnSpacing: 8),
      items: [
        `$`(Placeholder("wide", width: 96, height: 10), column: 0, row: 0, columnSpan: 2)
      ])
    let frames = grid.layout(in: Size(width: 66, height: 100))
    #expect(frames.gridTracks(at: 0)?.columns.map(\.length) == [50, 0, 0])
    #expect(frames["wide"] == Frame(x: 0, y: 0, width: 58, height: 10))
  }

  @Test func aSpanCoversTheRoomPackPutsBetweenItsTracks() {
    // Two columns of 50 with spacing 10 in 200: 90 free, .spaceBetween puts it between them
    // (column 1 at 150). A child across both covers 0 to 200, as a CSS grid area does.
    let grid = `$`(
      nil,
      layout: Grid(columns: [.points(50), .points(50)], columnSpacing: 10, pack: .spaceBetween),
      items: [box("a", 10, 10), box("b", 10, 10), `$`("both", column: 0, row: 1, columnSpan: 2)])
    let frames = grid.layout(in: Size(width: 200, height: 100))
    #expect(frames["b"]?.x == 150)
    #expect(frames["both"] == Frame(x: 0, y: 10, width: 200, height: 0))
    // explain gives the same area: the two columns, their spacing and the 90 between them.
    var tree = LayoutTree(grid)
    _ = tree.layout(in: Size(width: 200, height: 100))
    let why = tree.explain(named: "both")!
    #expect(
      why.width.hasSuffix(
        "(its cell area: columns 0–1 of 2, 50 + 50 + spacing 10 + 90 spread between them (G6))"),
      "\(why.width)")
  }

  @Test func aCellThatNeedsNothingLeavesItsRowToSpans() {
    // Row 0 holds only empty (0 high), row 1 a child 23 high; tall (46) spans both with
    // spacing 16: it needs 46 - 23 - 16 = 7 more, which goes to row 0 (no cell of its own
    // asked for anything), not half to each: rows 7 and 23.
    let grid = `$`(
      nil, layout: Grid(columns: [.content, .content], rowSpacing: 16),
      items: [
        `$`(Placeholder("tall", width: 10, height: 46), column: 0, row: 0, rowSpan: 2),
        `$`(Placeholder("empty", width: 10, height: 0), column: 1, row: 0),
        `$`(Placeholder("short", width: 10, height: 23), column: 1, row: 1),
      ])
    let frames = grid.layout(in: Size(width: 100, height: 200))
    #expect(frames.gridTracks(at: 0)?.rows.map(\.length) == [7, 23])
    #expect(frames["short"]?.y == 23)
  }
}
