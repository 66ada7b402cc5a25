import CGtk
import LayoutComposer

/// How the renderer composites the frames' boxes.
enum PixelPath: Sendable, Hashable {
  /// Into pixels where the context allows it (`PixelCanvas.make`), else with cairo.
  case automatic
  /// Always with cairo paths: the reference the pixel path is tested against.
  case cairo
  /// Into an image of its own painted onto the context, even when the context's own pixels
  /// could be written (so tests can compare it on an image surface).
  case offscreen
}

/// The pixels `BoxRaster` writes for one drawing: the context's own image surface when it
/// has one (a PNG, the benchmark), else an image of the visible layout area that is painted
/// onto the context at the end (a GTK window records its drawing). Only a context whose
/// transformation is a whole-pixel translation and whose clip is one whole-pixel rectangle
/// qualifies; anything else is drawn with cairo.
final class PixelCanvas {
  var raster: BoxRaster
  private let surface: OpaquePointer
  /// Offscreen: the user pixels the image covers, painted onto the context by `finish`.
  private let paintBox: PixelBox?

  var isOffscreen: Bool { paintBox != nil }

  private init(raster: BoxRaster, surface: OpaquePointer, paintBox: PixelBox?) {
    self.raster = raster
    self.surface = surface
    self.paintBox = paintBox
  }

  deinit {
    if paintBox != nil { cairo_surface_destroy(surface) }
  }

  /// The canvas for `cr`, or nil when cairo must draw. `background` is the opaque-or-not
  /// colour the layout area `shown` (user pixels) is filled with first: an offscreen image
  /// holds that fill, so it needs an opaque background on whole pixels, layers that stay
  /// inside it, no texts between layers (`FrameLayer.raisesTexts`) and no margins. Painted
  /// at a whole-number scale each of its pixels becomes a square of one colour, which is what
  /// cairo draws there for boxes on whole pixels.
  static func make(
    for cr: OpaquePointer, layers: [FrameLayer], shown: Frame?, background: RGBA,
    path: PixelPath
  ) -> PixelCanvas? {
    guard path != .cairo else { return nil }
    var matrix = cairo_matrix_t()
    cairo_get_matrix(cr, &matrix)
    guard matrix.xx == 1, matrix.yy == 1, matrix.xy == 0, matrix.yx == 0,
      let clip = singleClipBox(cr), let target = cairo_get_group_target(cr),
      let translationX = whole(matrix.x0), let translationY = whole(matrix.y0)
    else { return nil }
    var scaleX = 0.0
    var scaleY = 0.0
    cairo_surface_get_device_scale(target, &scaleX, &scaleY)
    var offsetX = 0.0
    var offsetY = 0.0
    cairo_surface_get_device_offset(target, &offsetX, &offsetY)
    if path == .automatic, cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE,
      cairo_image_surface_get_format(target) == CAIRO_FORMAT_ARGB32, scaleX == 1, scaleY == 1,
      let offsetX = whole(offsetX), let offsetY = whole(offsetY),
      let data = cairo_image_surface_get_data(target)
    {
      let originX = translationX + offsetX
      let originY = translationY + offsetY
      let surfaceBox = PixelBox(
        x0: 0, y0: 0, x1: Int(cairo_image_surface_get_width(target)),
        y1: Int(cairo_image_surface_get_height(target)))
      let bounds = PixelBox(
        x0: clip.x0 + originX, y0: clip.y0 + originY, x1: clip.x1 + originX,
        y1: clip.y1 + originY
      ).clipped(to: surfaceBox)
      let pixels = UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt32.self)
      let stride = Int(cairo_image_surface_get_stride(target)) / 4
      cairo_surface_flush(target)
      return PixelCanvas(
        raster: BoxRaster(
          pixels: pixels, stride: stride, bounds: bounds, originX: originX, originY: originY),
        surface: target, paintBox: nil)
    }
    // An image of its own, for the part of the layout area the clip shows.
    guard background.alpha >= 1, let shown, let area = PixelBox(exactly: shown) else {
      return nil
    }
    let box = area.clipped(to: clip)
    guard !box.isEmpty, staysInside(box, clip: clip, layers) else { return nil }
    let image = cairo_image_surface_create(
      CAIRO_FORMAT_ARGB32, Int32(box.x1 - box.x0), Int32(box.y1 - box.y0))!
    guard cairo_surface_status(image) == CAIRO_STATUS_SUCCESS,
      let data = cairo_image_surface_get_data(image)
    else {
      cairo_surface_destroy(image)
      return nil
    }
    cairo_surface_flush(image)
    let pixels = UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt32.self)
    let stride = Int(cairo_image_surface_get_stride(image)) / 4
    let raster = BoxRaster(
      pixels: pixels, stride: stride,
      bounds: PixelBox(x0: 0, y0: 0, x1: box.x1 - box.x0, y1: box.y1 - box.y0),
      originX: -box.x0, originY: -box.y0)
    return PixelCanvas(raster: raster, surface: image, paintBox: box)
  }

  /// Before cairo draws on the same pixels (a text between layers, margins only cairo
  /// paints exactly): cairo is told the pixels changed.
  func yieldToCairo() {
    if paintBox == nil { cairo_surface_mark_dirty(surface) }
  }

  /// After cairo drew: its pending drawing is flushed into the pixels.
  func resume() {
    cairo_surface_flush(surface)
  }

  /// Done: the context's own pixels are handed back to cairo, or the image is painted onto
  /// the context, pixel for pixel (an integer scale of the window's surface enlarges each
  /// pixel into a square, as the boxes would be drawn there).
  func finish(_ cr: OpaquePointer) {
    guard let box = paintBox else {
      cairo_surface_mark_dirty(surface)
      return
    }
    cairo_surface_mark_dirty(surface)
    cairo_save(cr)
    cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
    cairo_set_source_surface(cr, surface, Double(box.x0), Double(box.y0))
    cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_NEAREST)
    cairo_rectangle(
      cr, Double(box.x0), Double(box.y0), Double(box.x1 - box.x0), Double(box.y1 - box.y0))
    cairo_fill(cr)
    cairo_restore(cr)
  }

  /// The clip as one rectangle of whole user pixels; nil when it is anything else.
  private static func singleClipBox(_ cr: OpaquePointer) -> PixelBox? {
    guard let list = cairo_copy_clip_rectangle_list(cr) else { return nil }
    defer { cairo_rectangle_list_destroy(list) }
    guard list.pointee.status == CAIRO_STATUS_SUCCESS, list.pointee.num_rectangles == 1,
      let rectangle = list.pointee.rectangles?.pointee
    else { return nil }
    return PixelBox(
      exactly: Frame(
        x: rectangle.x, y: rectangle.y, width: rectangle.width, height: rectangle.height))
  }

  private static func whole(_ value: Double) -> Int? {
    value == value.rounded() && abs(value) < 1e9 ? Int(value) : nil
  }

  /// Whether every box the layers paint, as far as the clip shows it, lies in `box`, no
  /// colour's boxes of a layer overlap, and no layer has margins or texts.
  private static func staysInside(_ box: PixelBox, clip: PixelBox, _ layers: [FrameLayer])
    -> Bool
  {
    for layer in layers {
      // Frames a Scroll's viewport cuts may need cairo between the layers.
      if layer.raisesTexts || layer.cut.contains(where: { !$0.isEmpty }) { return false }
      for frames in layer.frames {
        // One colour's overlapping frames are cairo's, which an image of its own cannot be.
        guard BoxRaster.areDisjoint(frames.compactMap(PixelBox.init(exactly:))) else {
          return false
        }
        for frame in frames {
          guard let pixels = PixelBox(exactly: frame) else { return false }
          let seen = pixels.clipped(to: clip)
          if !seen.isEmpty, !box.contains(seen) { return false }
        }
      }
      // The hatch is a pattern cairo samples at the resolution the drawing is shown at,
      // which a recording does not know yet (a window's scale may be 2): margins stay vector.
      if layer.bands.contains(where: { !$0.isEmpty }) { return false }
    }
    return true
  }
}
