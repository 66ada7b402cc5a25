import CGtk
import LayoutComposer

/// The margins of a component drawn as a hatched band between its margin box and its frame.
/// The hatching is a repeating 8-pixel tile filled over the band, and the band is cut to the
/// visible area first, so the cost follows the pixels drawn, not the size of the margins
/// (a margin a million points wide costs what the screen shows of it).
///
/// ```swift
/// MarginHatch.band(frame: frame, margins: margins, visible: visible)
/// // (outer: the margin box ∩ visible, hole: the frame ∩ visible)
/// ```
enum MarginHatch {
  /// The side of the repeating tile, in device pixels.
  static let tile = 8

  /// The band of a frame's margins (already zoomed) within `visible`: its outer rectangle
  /// and the frame it surrounds, both cut to `visible`; nil when nothing of it shows.
  static func band(frame: Frame, margins: Insets, visible: Frame) -> (outer: Frame, hole: Frame?)? {
    let outer = Frame(
      x: frame.x - margins.left, y: frame.y - margins.top,
      width: frame.width + margins.horizontal, height: frame.height + margins.vertical)
    guard let shown = outer.intersection(visible) else { return nil }
    // Cutting both to the same area keeps the band: (outer ∖ frame) ∩ V = (outer ∩ V) ∖ (frame ∩ V).
    return (shown, frame.intersection(visible))
  }

  /// A repeating pattern of diagonal lines in `color`; the caller destroys it.
  static func pattern(_ color: RGBA) -> OpaquePointer {
    let size = Int32(tile)
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, size, size)!
    let cr = cairo_create(surface)!
    cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
    cairo_set_line_width(cr, 1)
    // One diagonal through the tile and the two corner pieces of its neighbours, so the
    // lines continue across tiles.
    let side = Double(tile)
    for offset in [-side, 0, side] {
      cairo_move_to(cr, offset - 1, side + 1)
      cairo_line_to(cr, offset + side + 1, -1)
    }
    cairo_stroke(cr)
    cairo_destroy(cr)
    let pattern = cairo_pattern_create_for_surface(surface)!
    cairo_pattern_set_extend(pattern, CAIRO_EXTEND_REPEAT)
    cairo_surface_destroy(surface)
    return pattern
  }

  /// Adds a band to the current path: the outer rectangle clockwise and the hole counter-
  /// clockwise, so with the winding rule the hole stays empty and overlapping bands of one
  /// colour make one fill.
  static func addBand(_ band: (outer: Frame, hole: Frame?), to cr: OpaquePointer) {
    cairo_rectangle(cr, band.outer.x, band.outer.y, band.outer.width, band.outer.height)
    if let hole = band.hole {
      cairo_move_to(cr, hole.x, hole.y)
      cairo_line_to(cr, hole.x, hole.maxY)
      cairo_line_to(cr, hole.maxX, hole.maxY)
      cairo_line_to(cr, hole.maxX, hole.y)
      cairo_close_path(cr)
    }
  }
}

extension MarginHatch {
  /// The pixels of a pattern's tile, row by row (premultiplied ARGB32), for `BoxRaster`.
  static func tilePixels(_ pattern: OpaquePointer) -> [UInt32] {
    var surface: OpaquePointer?
    guard cairo_pattern_get_surface(pattern, &surface) == CAIRO_STATUS_SUCCESS, let surface,
      let data = cairo_image_surface_get_data(surface)
    else { return [UInt32](repeating: 0, count: tile * tile) }
    cairo_surface_flush(surface)
    let stride = Int(cairo_image_surface_get_stride(surface))
    var pixels: [UInt32] = []
    for row in 0..<tile {
      let start = UnsafeRawPointer(data + row * stride).assumingMemoryBound(to: UInt32.self)
      pixels += UnsafeBufferPointer(start: start, count: tile)
    }
    return pixels
  }
}
