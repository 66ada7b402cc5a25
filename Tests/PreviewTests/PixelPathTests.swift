import CGtk
import LayoutComposer
import LayoutComposerTestSupport
import LayoutSamples
import Testing

@testable import LayoutComposerGtk

/// The renderer composites frames' boxes into pixels itself where it can (`BoxRaster`,
/// `PixelCanvas`); cairo's paths stay as the reference. Every picture here is drawn both ways
/// and must be the same, byte for byte: over other pixels, translated, clipped, with margins,
/// overlapping boxes of one colour, and every gallery sample under every drawing option.
@Suite struct PixelPathTests {
  /// How the surface is set up before the drawing.
  struct Setup {
    var width = 0
    var height = 0
    var originX = 0.0
    var originY = 0.0
    /// A clip set on the context first, in its user space.
    var clip: Frame?
    /// The surface's device offset.
    var deviceOffset: (Double, Double)?
    /// Stripes of translucent colour painted first, so compositing is over varied pixels.
    var striped = false
  }

  /// The surface's bytes after drawing `snapshot` with `path`.
  static func draw(
    _ snapshot: LayoutSnapshot, _ options: RenderOptions, path: PixelPath, _ setup: Setup
  ) -> [UInt32] {
    var renderer = LayoutRenderer(options: options)
    renderer.pixelPath = path
    let canvas = renderer.canvasSize(for: snapshot)
    let width = setup.width > 0 ? setup.width : Int(canvas.width.rounded(.up)) + 8
    let height = setup.height > 0 ? setup.height : Int(canvas.height.rounded(.up)) + 8
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
    defer { cairo_surface_destroy(surface) }
    if let (x, y) = setup.deviceOffset { cairo_surface_set_device_offset(surface, x, y) }
    let cr = cairo_create(surface)!
    if setup.striped {
      for stripe in 0..<(width / 7 + 1) {
        cairo_set_source_rgba(cr, 0.2, 0.5, Double(stripe % 3) / 2, 0.3 + Double(stripe % 4) / 6)
        cairo_rectangle(cr, Double(stripe * 7) - (setup.deviceOffset?.0 ?? 0), -100, 5, 10_000)
        cairo_fill(cr)
      }
    }
    if let clip = setup.clip {
      cairo_rectangle(cr, clip.x, clip.y, clip.width, clip.height)
      cairo_clip(cr)
    }
    renderer.draw(snapshot, in: cr, originX: setup.originX, originY: setup.originY)
    cairo_destroy(cr)
    cairo_surface_flush(surface)
    let data = cairo_image_surface_get_data(surface)!
    let stride = Int(cairo_image_surface_get_stride(surface))
    var pixels: [UInt32] = []
    for row in 0..<height {
      let start = UnsafeRawPointer(data + row * stride).assumingMemoryBound(to: UInt32.self)
      pixels += UnsafeBufferPointer(start: start, count: width)
    }
    return pixels
  }

  /// Where two pictures differ first, as "x,y: 0x… vs 0x…", or nil when they are equal.
  static func firstDifference(_ a: [UInt32], _ b: [UInt32], width: Int) -> String? {
    guard a.count == b.count else { return "sizes \(a.count) vs \(b.count)" }
    guard let index = a.indices.first(where: { a[$0] != b[$0] }) else { return nil }
    let count = a.indices.filter { a[$0] != b[$0] }.count
    return "\(index % width),\(index / width): \(hex(a[index])) vs \(hex(b[index])) "
      + "(\(count) pixels differ)"
  }

  /// Draws with cairo, with pixels where the context allows, and with an image of its own;
  /// expects the three the same.
  static func expectSame(
    _ comment: String, _ snapshot: LayoutSnapshot, _ options: RenderOptions,
    _ setup: Setup = Setup(), offscreenApplies: Bool = true
  ) {
    let canvas = LayoutRenderer(options: options).canvasSize(for: snapshot)
    let width = setup.width > 0 ? setup.width : Int(canvas.width.rounded(.up)) + 8
    let reference = draw(snapshot, options, path: .cairo, setup)
    let direct = draw(snapshot, options, path: .automatic, setup)
    #expect(firstDifference(direct, reference, width: width) == nil, "\(comment), pixels")
    guard offscreenApplies else { return }
    let offscreen = draw(snapshot, options, path: .offscreen, setup)
    #expect(firstDifference(offscreen, reference, width: width) == nil, "\(comment), image")
  }

  /// The drawing options the previewer offers, each changing what the boxes are.
  static var optionSets: [(String, RenderOptions)] {
    var sets: [(String, RenderOptions)] = [("default", RenderOptions())]
    var options = RenderOptions()
    options.fillAlpha = 1
    sets.append(("opaque", options))
    options = RenderOptions()
    options.fills = false
    sets.append(("borders only", options))
    options = RenderOptions()
    options.borders = false
    sets.append(("no borders", options))
    options = RenderOptions()
    options.zoom = 2
    options.selected = 1
    sets.append(("zoom 2, selected", options))
    options = RenderOptions()
    options.exploded = true
    sets.append(("exploded", options))
    options = RenderOptions()
    options.background = RGBA(hex: 0x1e1e1e)
    options.allNames = true
    sets.append(("dark, all names", options))
    return sets
  }

  @Test(arguments: Gallery.samples.map(\.id))
  func everySampleDrawsTheSamePixelsBothWays(id: String) throws {
    let sample = try #require(Gallery.sample(named: id))
    let snapshot = LayoutSnapshot(
      root: sample.build(), size: sample.size, measurer: PangoTextMeasurer())
    for (name, options) in Self.optionSets {
      Self.expectSame("\(id), \(name)", snapshot, options)
    }
  }

  /// 100 rows of 99 cells as in `preview-frame-10k`: frames on fractions of pixels, snapped.
  /// With margins, most bands are on fractions too and are left to cairo.
  @Test func aGridOfFractionalFramesDrawsTheSamePixels() {
    func grid(margins: Bool) -> Component {
      let rows = (0..<30).map { row in
        `$`(
          nil, flex: 1, layout: HBox(),
          items: (0..<29).map { column in
            `$`("cell \(row)-\(column)", flex: 1, marginTop: margins && column % 3 == 0 ? 2 : nil)
          })
      }
      return `$`(nil, layout: VBox(), items: rows)
    }
    let size = Size(width: 301, height: 297)
    Self.expectSame("grid", LayoutSnapshot(root: grid(margins: false), size: size), RenderOptions())
    Self.expectSame(
      "grid with margins", LayoutSnapshot(root: grid(margins: true), size: size), RenderOptions(),
      offscreenApplies: false)
  }

  /// Children of one Relative all over each other: nodes 1 and 11 share a colour and a
  /// layer, so their union (and that of their margins) is filled once, as one cairo path with
  /// the winding rule fills it. A negative margin, which only cairo draws, and frames that
  /// run out of the layout area.
  @Test func overlappingBoxesMarginsAndOverflowDrawTheSamePixels() {
    func children(negative: Bool) -> [Component] {
      (0..<14).map { index in
        let width = Double(40 + 7 * index)
        let height = Double(30 + 5 * index)
        if index % 10 == 0 {
          // Nearly the same frame, so the two margin bands of one colour overlap.
          return `$`(
            "c\(index)", width: Double(40 + index / 5 * 2), height: Double(30 + index / 5 * 2),
            margins: (Double(6 + index / 5 * 2), 8, 8, 8))
        }
        return `$`(
          "c\(index)", width: width, height: height, marginTop: negative && index == 5 ? -6 : nil)
      }
    }
    let overflowing = LayoutSnapshot(
      root: `$`(nil, layout: Relative(), items: children(negative: false)),
      size: Size(width: 120, height: 100))
    Self.expectSame("overlapping", overflowing, RenderOptions(), offscreenApplies: false)
    var opaque = RenderOptions()
    opaque.fillAlpha = 1
    Self.expectSame("overlapping, opaque", overflowing, opaque, offscreenApplies: false)
    let inside = LayoutSnapshot(
      root: `$`(nil, layout: Relative(), items: children(negative: false)),
      size: Size(width: 200, height: 200))
    Self.expectSame("overlapping margins inside the area", inside, RenderOptions())
    let negative = LayoutSnapshot(
      root: `$`(nil, layout: Relative(), items: children(negative: true)),
      size: Size(width: 200, height: 200))
    Self.expectSame("a negative margin", negative, RenderOptions())
  }

  /// Over translucent stripes, moved, clipped and offset: the pixels the boxes are composited
  /// over, and where they go, are the context's.
  @Test func translatedClippedAndOffsetContextsDrawTheSamePixels() throws {
    let sample = try #require(Gallery.sample(named: "basic"))
    let snapshot = LayoutSnapshot(root: sample.build(), size: Size(width: 200, height: 150))
    var setup = Setup(width: 230, height: 180, originX: 7, originY: 11, striped: true)
    Self.expectSame("translated over stripes", snapshot, RenderOptions(), setup)
    setup.clip = Frame(x: 20, y: 30, width: 120, height: 90)
    Self.expectSame("clipped", snapshot, RenderOptions(), setup)
    setup.clip = Frame(x: 20.5, y: 30, width: 120, height: 90)
    Self.expectSame("clipped on half a pixel", snapshot, RenderOptions(), setup)
    setup.clip = nil
    setup.deviceOffset = (-13, 4)
    Self.expectSame("device offset", snapshot, RenderOptions(), setup)
    setup.originX = 7.5
    Self.expectSame("origin on half a pixel", snapshot, RenderOptions(), setup)
    var translucent = RenderOptions()
    translucent.background = RGBA(hex: 0x336699, alpha: 0.5)
    Self.expectSame(
      "translucent", snapshot, translucent, Setup(width: 220, height: 170, striped: true))
  }
}

extension PixelPathTests {
  /// 300 random trees (overlays, backgrounds, hidden alternatives, texts, margins of every
  /// sign), each drawn both ways at a whole and at a fractional size, with and without fills.
  @Test func randomTreesDrawTheSamePixelsBothWays() {
    var bordersOnly = RenderOptions()
    bordersOnly.fills = false
    for seed in UInt64(1)...300 {
      let spec = RandomTree.make(seed: seed, RandomTree.Settings(maximumNodes: 30, extras: true))
      let size = seed % 2 == 0 ? Size(width: 160, height: 120) : Size(width: 157.5, height: 121.25)
      let snapshot = LayoutSnapshot(root: spec.component(), size: size)
      Self.expectSame("seed \(seed)", snapshot, seed % 3 == 0 ? bordersOnly : RenderOptions())
    }
  }
}

extension PixelPathTests {
  /// Which contexts get the pixel path, so the comparisons above compare it and not cairo
  /// with itself: an image surface directly, a recording surface (a GTK window's drawing)
  /// through an image of its own, and a context moved by half a pixel not at all.
  @Test func thePixelPathIsTakenWhereTheContextAllowsIt() {
    let layer = FrameLayer(
      bands: [], frames: [[Frame(x: 2, y: 2, width: 10, height: 10)]])
    let area = Frame(x: 0, y: 0, width: 50, height: 50)
    let image = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 50, 50)!
    defer { cairo_surface_destroy(image) }
    let cr = cairo_create(image)!
    defer { cairo_destroy(cr) }
    let direct = PixelCanvas.make(
      for: cr, layers: [layer], shown: area, background: RGBA(hex: 0xffffff), path: .automatic)
    #expect(direct != nil && direct?.isOffscreen == false)
    direct?.finish(cr)
    cairo_translate(cr, 0.5, 0)
    #expect(
      PixelCanvas.make(
        for: cr, layers: [layer], shown: area, background: RGBA(hex: 0xffffff),
        path: .automatic) == nil)

    var extents = cairo_rectangle_t(x: 0, y: 0, width: 50, height: 50)
    let recording = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, &extents)!
    defer { cairo_surface_destroy(recording) }
    let recorded = cairo_create(recording)!
    defer { cairo_destroy(recorded) }
    let offscreen = PixelCanvas.make(
      for: recorded, layers: [layer], shown: area, background: RGBA(hex: 0xffffff),
      path: .automatic)
    #expect(offscreen?.isOffscreen == true)
    // Not over a background it cannot see through.
    #expect(
      PixelCanvas.make(
        for: recorded, layers: [layer], shown: area,
        background: RGBA(hex: 0xffffff, alpha: 0.5), path: .automatic) == nil)
  }
}
