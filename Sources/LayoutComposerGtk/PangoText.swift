import CGtk
import LayoutComposer
import Synchronization

/// The font the previewer measures and draws text leaves with, at a size in pixels, and the
/// one Pango configuration both use: the same text broken into the same lines whether it is
/// measured for the layout or drawn at any zoom.
enum PangoFont {
  static let family = "DejaVu Sans"
  /// What text measured by the fixed-advance measurer is drawn with.
  static let monospaceFamily = "DejaVu Sans Mono"

  /// The size Pango is given for a text's `fontSize`: at most `LayoutLimits.maximumFontSize`
  /// (Pango prints a CRITICAL for sizes like 1e308); nil for a size nothing can be drawn at
  /// (NaN, zero, negative).
  static func usableSize(_ fontSize: Double) -> Double? {
    guard fontSize > 0 else { return nil }  // also false for NaN
    return min(fontSize, LayoutLimits.maximumFontSize)
  }

  /// A width in pixels as Pango layout units; -1 (no wrapping) for none, NaN, or a width
  /// too large for Pango's 32-bit units (wider than 2,097,151 px, where any text fits).
  static func layoutWidth(_ width: Double?) -> Int32 {
    guard let width, !width.isNaN else { return -1 }
    let units = (max(0, width) * Double(PANGO_SCALE)).rounded(.up)
    return units < Double(Int32.max) ? Int32(units) : -1
  }

  /// A new font description; the caller frees it with `pango_font_description_free`.
  static func description(pixels: Double, family: String = family) -> OpaquePointer {
    let description = pango_font_description_new()!
    pango_font_description_set_family(description, family)
    pango_font_description_set_absolute_size(description, pixels * Double(PANGO_SCALE))
    return description
  }

  /// A context whose metrics do not depend on where it draws: unhinted advances and
  /// unrounded glyph positions. A layout made in it has the same lines and widths for the
  /// measurer and on a cairo context scaled by any zoom (the scaling happens in cairo, not
  /// in Pango). The caller unrefs it.
  static func makeContext(_ fontMap: UnsafeMutablePointer<PangoFontMap>) -> OpaquePointer {
    let context = pango_font_map_create_context(fontMap)!
    let options = cairo_font_options_create()!
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
    pango_cairo_context_set_font_options(context, options)
    cairo_font_options_destroy(options)
    pango_context_set_round_glyph_positions(context, 0)
    return context
  }

  /// Puts `text` in `layout` at `fontSize` (already usable), wrapping at word boundaries to
  /// `width` if given. A word wider than `width` stays whole and overflows, as with the
  /// fixed-advance measurer: a text wraps down to its longest word (its minimum size, which
  /// rule S shrinks texts to), never into a column of letters.
  ///
  /// `alignRight` puts each line against the right edge of `width` (text drawn right to left);
  /// the breaks stay the same.
  ///
  /// With a `lineLimit` the text is cut after that many lines with "…" where `truncation`
  /// says (`PANGO_ELLIPSIZE_*` with a negative height), and a word wider than `width` is
  /// broken between characters, as the fixed-advance measurer does for limited text.
  /// `alignment` sets the lines inside `width` (leading is the right edge with `alignRight`).
  static func configure(
    _ layout: OpaquePointer, text: String, fontSize: Double, wrappingTo width: Double?,
    family: String = family, alignRight: Bool = false, lineLimit: Int? = nil,
    truncation: Truncation = .end, alignment: TextAlignment = .leading
  ) {
    let description = description(pixels: fontSize, family: family)
    pango_layout_set_font_description(layout, description)
    pango_font_description_free(description)
    pango_layout_set_text(layout, text, -1)
    pango_layout_set_wrap(layout, lineLimit == nil ? PANGO_WRAP_WORD : PANGO_WRAP_WORD_CHAR)
    pango_layout_set_width(layout, layoutWidth(width))
    let pangoAlignment: PangoAlignment =
      switch alignment {
      case .leading: alignRight ? PANGO_ALIGN_RIGHT : PANGO_ALIGN_LEFT
      case .center: PANGO_ALIGN_CENTER
      case .trailing: alignRight ? PANGO_ALIGN_LEFT : PANGO_ALIGN_RIGHT
      }
    pango_layout_set_alignment(layout, pangoAlignment)
    if let lineLimit {
      let mode: PangoEllipsizeMode =
        switch truncation {
        case .end: PANGO_ELLIPSIZE_END
        case .middle: PANGO_ELLIPSIZE_MIDDLE
        case .start: PANGO_ELLIPSIZE_START
        }
      pango_layout_set_ellipsize(layout, mode)
      pango_layout_set_height(layout, -Int32(clamping: max(1, lineLimit)))
    } else {
      pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_NONE)
      pango_layout_set_height(layout, -1)
    }
  }

  /// The logical size of the first `lines` lines of a configured layout (all when nil): a
  /// layout without a width cannot ellipsize, so a line limit counts its lines here.
  static func size(of layout: OpaquePointer, lines: Int?) -> Size {
    guard let lines, pango_layout_get_line_count(layout) > Int32(clamping: lines) else {
      return size(of: layout)
    }
    let scale = Double(PANGO_SCALE)
    var width = 0.0
    var bottom = 0.0
    let iter = pango_layout_get_iter(layout)!
    defer { pango_layout_iter_free(iter) }
    var index = 0
    repeat {
      var logical = PangoRectangle()
      pango_layout_iter_get_line_extents(iter, nil, &logical)
      width = max(width, Double(logical.width) / scale)
      bottom = max(bottom, Double(logical.y + logical.height) / scale)
      index += 1
    } while index < lines && pango_layout_iter_next_line(iter) != 0
    return Size(width: width.rounded(.up), height: bottom.rounded(.up))
  }

  /// The logical size of a configured layout, in fractional pixels rounded up.
  static func size(of layout: OpaquePointer) -> Size {
    var logical = PangoRectangle()
    pango_layout_get_extents(layout, nil, &logical)
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
    context = PangoFont.makeContext(fontMap)
    layout = pango_layout_new(context)
  }

  deinit {
    g_object_unref(UnsafeMutableRawPointer(layout))
    g_object_unref(UnsafeMutableRawPointer(context))
    g_object_unref(UnsafeMutableRawPointer(fontMap))
  }

  public var name: String { "pango" }

  /// The text's size; zero for a font size nothing can be drawn at (NaN, zero, negative),
  /// which `validate()` and the file reader report.
  public func size(of text: String, fontSize: Double, wrappingTo width: Double?) -> Size {
    guard let pixels = PangoFont.usableSize(fontSize) else { return .zero }
    return lock.withLock { _ in
      PangoFont.configure(layout, text: text, fontSize: pixels, wrappingTo: width)
      return PangoFont.size(of: layout)
    }
  }

  /// The size with at most `lineLimit` lines, cut with "…" by Pango's ellipsizing.
  public func size(
    of text: String, fontSize: Double, wrappingTo width: Double?, lineLimit: Int?,
    truncation: Truncation
  ) -> Size {
    guard let pixels = PangoFont.usableSize(fontSize) else { return .zero }
    return lock.withLock { _ in
      PangoFont.configure(
        layout, text: text, fontSize: pixels, wrappingTo: width, lineLimit: lineLimit,
        truncation: truncation)
      return PangoFont.size(of: layout, lines: lineLimit)
    }
  }

  /// The first and the last line's baselines as Pango lays the text out (where the drawn
  /// glyphs sit), for baseline alignment; zero where nothing can be drawn.
  public func baselines(of text: String, fontSize: Double, wrappingTo width: Double?)
    -> Baselines
  {
    guard let pixels = PangoFont.usableSize(fontSize) else { return Baselines(first: 0, last: 0) }
    return lock.withLock { _ in
      PangoFont.configure(layout, text: text, fontSize: pixels, wrappingTo: width)
      let scale = Double(PANGO_SCALE)
      let first = Double(pango_layout_get_baseline(layout)) / scale
      let iter = pango_layout_get_iter(layout)!
      defer { pango_layout_iter_free(iter) }
      while pango_layout_iter_next_line(iter) != 0 {}
      let last = Double(pango_layout_iter_get_baseline(iter)) / scale
      return Baselines(first: first, last: max(first, last))
    }
  }
}
