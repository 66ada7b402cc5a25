import CGtk
import LayoutComposer
import Synchronization

/// The font the previewer measures and draws text leaves with, at a size in pixels.
enum PangoFont {
  static let family = "DejaVu Sans"

  /// A new font description; the caller frees it with `pango_font_description_free`.
  static func description(pixels: Double) -> OpaquePointer {
    let description = pango_font_description_new()!
    pango_font_description_set_family(description, family)
    pango_font_description_set_absolute_size(description, pixels * Double(PANGO_SCALE))
    return description
  }

  /// Puts `text` in `layout` at `fontSize`, wrapping at word boundaries to `width` if given.
  static func configure(
    _ layout: OpaquePointer, text: String, fontSize: Double, wrappingTo width: Double?
  ) {
    let description = description(pixels: fontSize)
    pango_layout_set_font_description(layout, description)
    pango_font_description_free(description)
    pango_layout_set_text(layout, text, -1)
    pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
    if let width, width.isFinite {
      pango_layout_set_width(layout, Int32(max(0, width) * Double(PANGO_SCALE)))
    } else {
      pango_layout_set_width(layout, -1)
    }
  }

  /// The logical size of a configured layout, in fractional pixels rounded up.
  static func size(of layout: OpaquePointer) -> Size {
    var ink = PangoRectangle()
    var logical = PangoRectangle()
    pango_layout_get_extents(layout, &ink, &logical)
    let scale = Double(PANGO_SCALE)
    return Size(
      width: (Double(logical.width) / scale).rounded(.up),
      height: (Double(logical.height) / scale).rounded(.up))
  }
}

/// Measures `Text` leaves with Pango, in the font the previewer draws them with, so a text's
/// frame fits the text on screen.
///
/// ```swift
/// let root = sample.build().replacingTextMeasurer(PangoTextMeasurer())
/// ```
public final class PangoTextMeasurer: TextMeasurer, @unchecked Sendable {
  // Pango objects are not thread-safe; the engine may measure from any thread, so every use
  // of the layout goes through the lock. That is what makes the unchecked Sendable true.
  private let lock = Mutex(())
  private let fontMap: UnsafeMutablePointer<PangoFontMap>
  private let context: OpaquePointer
  private let layout: OpaquePointer

  public init() {
    fontMap = pango_cairo_font_map_new()
    context = pango_font_map_create_context(fontMap)
    layout = pango_layout_new(context)
  }

  deinit {
    g_object_unref(UnsafeMutableRawPointer(layout))
    g_object_unref(UnsafeMutableRawPointer(context))
    g_object_unref(UnsafeMutableRawPointer(fontMap))
  }

  public var name: String { "pango" }

  public func size(of text: String, fontSize: Double, wrappingTo width: Double?) -> Size {
    lock.withLock { _ in
      PangoFont.configure(layout, text: text, fontSize: fontSize, wrappingTo: width)
      return PangoFont.size(of: layout)
    }
  }
}
