import CGtk
import LayoutComposer
import LayoutComposerGtk
import LayoutSamples
import Testing

/// The grid and wrapping samples drawn: each frame where the rules put it (the frames derived
/// by hand in WrapAndGridSampleTests), and text of a layout that overflows its area cut where
/// its frame is cut.
@Suite struct GridDrawingTests {
  /// The photo grid drawn with opaque fills only, in `direction`.
  static func photoPixels(_ direction: LayoutDirection) throws -> Pixels {
    let sample = try #require(Gallery.sample(named: "grid-photos"))
    let snapshot = LayoutSnapshot(root: sample.build(), size: sample.size, direction: direction)
    let path = temporaryDirectory().appendingPathComponent("photos.png").path
    try ImageExport.write(
      snapshot, renderer: LayoutRenderer(options: HeadlessRenderTests.plain), to: path)
    return try #require(Pixels(png: path))
  }

  /// The colour of node `index` (pre-order: the grid 0, the featured photo 1, photo k at
  /// k + 1).
  static func colour(_ index: Int) -> String { hex(Palette.hex[index % Palette.hex.count]) }

  @Test func thePhotoGridsSquaresAreWhereTheColumnsPutThem() throws {
    // 320 × 480, padding 8: columns of 96 at x 8, 112, 216 and rows of 96 at y 8, 112, 216,
    // 320 (spacing 8); the featured photo {8, 8, 200, 200}.
    let pixels = try Self.photoPixels(.leftToRight)
    #expect(hex(pixels.rgb(10, 10)) == Self.colour(1))  // featured, top-left corner
    #expect(hex(pixels.rgb(205, 205)) == Self.colour(1))  // featured, bottom-right corner
    #expect(hex(pixels.rgb(212, 50)) == Self.colour(0))  // the 8-point gap before column 2
    #expect(hex(pixels.rgb(218, 10)) == Self.colour(2))  // photo1 {216, 8, 96, 96}
    #expect(hex(pixels.rgb(310, 102)) == Self.colour(2))
    #expect(hex(pixels.rgb(260, 108)) == Self.colour(0))  // the gap between rows 0 and 1
    #expect(hex(pixels.rgb(260, 114)) == Self.colour(3))  // photo2 {216, 112, 96, 96}
    #expect(hex(pixels.rgb(50, 210)) == Self.colour(0))  // below the featured photo
    #expect(hex(pixels.rgb(50, 218)) == Self.colour(4))  // photo3 {8, 216, 96, 96}
    #expect(hex(pixels.rgb(114, 414)) == Self.colour(8))  // photo7 {112, 320, 96, 96}
    #expect(hex(pixels.rgb(260, 360)) == Self.colour(0))  // row 3 has no third photo
    #expect(hex(pixels.rgb(160, 420)) == Self.colour(0))  // below the last row (416)
  }

  @Test func thePhotoGridRightToLeftHasTheFeaturedPhotoOnTheRight() throws {
    // Mirrored: column 0 at 216, column 1 at 112, column 2 at 8; the featured photo covers
    // 112…312, photo1 {8, 8, 96, 96}, photo3 {216, 216, 96, 96}.
    let pixels = try Self.photoPixels(.rightToLeft)
    #expect(hex(pixels.rgb(114, 10)) == Self.colour(1))
    #expect(hex(pixels.rgb(310, 205)) == Self.colour(1))
    #expect(hex(pixels.rgb(108, 50)) == Self.colour(0))
    #expect(hex(pixels.rgb(10, 10)) == Self.colour(2))
    #expect(hex(pixels.rgb(218, 218)) == Self.colour(4))
    #expect(hex(pixels.rgb(50, 360)) == Self.colour(0))  // row 3's third cell is at the left
  }

  @Test func textOfAnOverflowingLayoutIsCutAtTheCanvas() throws {
    // The dashboard at 375 × 667 (a phone): one column, card k at y 12 + 152 k, so the fifth
    // card (battery) is at 620 and its reading, 40 points below its top, at 660…700 (32 pt,
    // fixed advance: one 40-high line, "82 %" 64 wide from x 12 + 16 = 28). Drawn on a
    // surface larger than the canvas, as the window's drawing area is, the card's frame ends
    // at 667; its text must end there too.
    let sample = try #require(Gallery.sample(named: "grid-dashboard"))
    let snapshot = LayoutSnapshot(
      root: sample.build(), size: Size(width: 375, height: 667),
      measurer: FixedAdvanceTextMeasurer())
    var options = RenderOptions()
    options.fills = false
    options.borders = false
    options.names = false
    options.margins = false
    let renderer = LayoutRenderer(options: options)
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 400, 760)!
    defer { cairo_surface_destroy(surface) }
    let cr = cairo_create(surface)!
    renderer.draw(snapshot, in: cr, originX: 0, originY: 0)
    cairo_destroy(cr)
    cairo_surface_flush(surface)
    let data = cairo_image_surface_get_data(surface)!
    let stride = Int(cairo_image_surface_get_stride(surface))
    func alpha(_ x: Int, _ y: Int) -> UInt8 { data[y * stride + x * 4 + 3] }
    func red(_ x: Int, _ y: Int) -> UInt8 { data[y * stride + x * 4 + 2] }
    // Texts are drawn: the card's title, "Battery", is dark ink on the white layout area at
    // 620 + 16 = 636…656, from x 28.
    let title = (636..<656).contains { y in (28..<84).contains { red($0, y) < 128 } }
    #expect(title)
    // Below the edge nothing at all is drawn.
    let inkBelow = (667..<760).contains { y in (0..<400).contains { alpha($0, y) > 0 } }
    #expect(!inkBelow)
  }
}

/// Selecting a grid, or a child of one, draws the grid's column and row edges.
@Suite struct TrackGuideTests {
  /// Columns .content (a label 80 wide) and .fraction(1) with spacing 10 in 300 × 100, one
  /// row 30 high (the label): column edges at x 0, 80, 90, 300; row edges at y 0 and 30.
  /// Nodes: grid 0, label 1, field 2.
  static func form() -> LayoutSnapshot {
    let root = `$`(
      nil, layout: Grid(columns: [.content, .fraction(1)], columnSpacing: 10),
      items: [`$`(Placeholder("label", width: 80, height: 30)), `$`("field", height: 20)],
      name: "form")
    return LayoutSnapshot(root: root, size: Size(width: 300, height: 100))
  }

  @Test func theTrackEdgesOfTheSelectedGridAreGuides() throws {
    let snapshot = Self.form()
    var options = HeadlessRenderTests.plain
    options.selected = 2
    let renderer = LayoutRenderer(options: options)
    let columnEdges = [0.0, 80, 90, 300].map { Frame(x: $0, y: 0, width: 1, height: 100) }
    let rowEdges = [0.0, 30].map { Frame(x: 0, y: $0, width: 300, height: 1) }
    #expect(renderer.trackGuides(in: snapshot) == columnEdges + rowEdges)
    options.selected = 0
    #expect(LayoutRenderer(options: options).trackGuides(in: snapshot) == columnEdges + rowEdges)
    options.selected = nil
    #expect(LayoutRenderer(options: options).trackGuides(in: snapshot).isEmpty)

    // Against the same picture with the guides left out (the grid selected, but its tracks
    // not reported): at x 90 (the fraction column's start), below the label and the field
    // (y 50 to 90; the selection's tag reaches y 45), the dotted guide differs 2 pixels in 5; x 86 (no edge) does not differ.
    let pixels = try DecorationsAndAlternativesTests.render(snapshot, renderer.options)
    let plain = try DecorationsAndAlternativesTests.render(snapshot, HeadlessRenderTests.plain)
    func marked(_ x: Int) -> Int {
      (50..<90).filter { pixels.rgb(x, $0) != plain.rgb(x, $0) }.count
    }
    #expect(marked(90) >= 40 * 2 / 5 - 3 && marked(90) <= 40 * 2 / 5 + 3, "\(marked(90))")
    #expect(marked(86) == 0)
  }

  @Test func aComponentOutsideAGridHasNoGuides() {
    let snapshot = LayoutSnapshot(
      root: `$`(nil, layout: VBox(), items: [`$`("a", height: 10)]),
      size: Size(width: 100, height: 100))
    var options = RenderOptions()
    options.selected = 1
    #expect(LayoutRenderer(options: options).trackGuides(in: snapshot).isEmpty)
  }
}
