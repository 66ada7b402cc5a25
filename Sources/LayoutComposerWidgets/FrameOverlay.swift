import CGtk
import LayoutComposer

/// The "show frames" overlay: every component's frame outlined over the live widgets, in a
/// colour per node, with its name, so a person can see the boxes of a real window. Frames
/// are drawn on the pixels their widgets got (edges rounded as allocations are).
@MainActor
enum FrameOverlay {
  /// Ten distinct colours (the usual categorical palette), one per node in turn.
  static let palette: [UInt32] = [
    0x1f77b4, 0xff7f0e, 0x2ca02c, 0xd62728, 0x9467bd,
    0x8c564b, 0xe377c2, 0x7f7f7f, 0xbcbd22, 0x17becf,
  ]

  static func color(forNode node: Int) -> (red: Double, green: Double, blue: Double) {
    let hex = palette[node % palette.count]
    return (
      Double((hex >> 16) & 0xff) / 255, Double((hex >> 8) & 0xff) / 255, Double(hex & 0xff) / 255
    )
  }

  /// Draws the last layout of `engine` on `cr`: the frames of the container's own content
  /// (`scroll` nil; whose origin is the container's), or those of a Scroll's content (on its
  /// content widget, whose origin is the unscrolled content's), so a frame inside a Scroll
  /// scrolls and is cut with its widgets.
  static func draw(_ engine: ContainerEngine, _ cr: OpaquePointer, scroll: Int? = nil) {
    guard let result = engine.lastResult else { return }
    let frames = engine.lastFrames
    let origin = engine.contentOrigin(of: scroll, frames: frames)
    cairo_save(cr)
    cairo_set_line_width(cr, 1)
    for node in frames.indices
    where (node < engine.scrollOfNode.count ? engine.scrollOfNode[node] : nil) == scroll {
      let frame = frames[node].offsetBy(x: -origin.engine.x, y: -origin.engine.y)
      let window = PixelRounding.windowFrame(frame, origin: origin.window)
      let x = window.x - origin.window.x.rounded()
      let y = window.y - origin.window.y.rounded()
      guard window.width >= 1, window.height >= 1 else { continue }
      let color = color(forNode: node)
      // A 1-pixel line on the frame's inner edge: centred half a pixel in.
      cairo_set_source_rgba(cr, color.red, color.green, color.blue, 0.9)
      cairo_rectangle(cr, x + 0.5, y + 0.5, window.width - 1, window.height - 1)
      cairo_stroke(cr)
      if let name = result.name(at: node) ?? result.layoutName(at: node) {
        drawName(name, x: x, y: y, color: color, cr)
      }
    }
    cairo_restore(cr)
  }

  /// The name in a small tag at the frame's top-left corner.
  private static func drawName(
    _ name: String, x: Double, y: Double, color: (red: Double, green: Double, blue: Double),
    _ cr: OpaquePointer
  ) {
    let layout = pango_cairo_create_layout(cr)!
    let font = pango_font_description_from_string("Sans 8")
    pango_layout_set_font_description(layout, font)
    pango_font_description_free(font)
    pango_layout_set_text(layout, name, -1)
    var width: Int32 = 0
    var height: Int32 = 0
    pango_layout_get_pixel_size(layout, &width, &height)
    cairo_set_source_rgba(cr, color.red, color.green, color.blue, 0.85)
    cairo_rectangle(cr, x, y, Double(width) + 4, Double(height))
    cairo_fill(cr)
    cairo_set_source_rgb(cr, 1, 1, 1)
    cairo_move_to(cr, x + 2, y)
    pango_cairo_show_layout(cr, layout)
    g_object_unref(UnsafeMutableRawPointer(layout))
  }
}
