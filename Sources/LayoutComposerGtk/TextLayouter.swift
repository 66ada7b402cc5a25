import CGtk
import LayoutComposer

/// Lays out text leaves and name tags for one drawing, with Pango configured as the
/// measurer is (`PangoFont.makeContext`): a text gets the lines the layout measured, at any
/// zoom, because the layout happens in layout points and only cairo scales.
///
/// Not thread-safe: one per drawing, on one thread.
final class TextLayouter {
  private let context: OpaquePointer
  /// The layout last configured; `prepare` sets it up for drawing a block.
  let layout: OpaquePointer

  /// The bytes of tag text laid out so far: the work of placing names, which tests count.
  private(set) var tagBytes = 0

  /// The size of name tags, in device pixels (tags do not zoom).
  static let tagFontSize = 11.0

  init() {
    // The default font map is per thread, so this is safe wherever a picture is drawn.
    context = PangoFont.makeContext(pango_cairo_font_map_get_default())
    layout = pango_layout_new(context)
  }

  deinit {
    g_object_unref(UnsafeMutableRawPointer(layout))
    g_object_unref(UnsafeMutableRawPointer(context))
  }

  /// The lines of `text` in a content box, or nil for a font size nothing can be drawn at.
  /// With `alignRight` (a right-to-left layout) each line ends at the box's right edge, as
  /// a label's text does in a right-to-left interface; the lines break where they measured.
  func block(for text: Text, node: Int, contentBox: Frame, alignRight: Bool = false)
    -> TextBlock?
  {
    guard let fontSize = PangoFont.usableSize(text.fontSize) else { return nil }
    let style = TextBlock.Style(text.measurer)
    var lines: [TextBlock.Line]
    switch style {
    case .pango:
      PangoFont.configure(
        layout, text: text.text, fontSize: fontSize, wrappingTo: contentBox.width,
        alignRight: alignRight, lineLimit: text.effectiveLineLimit, truncation: text.truncation,
        alignment: text.alignment)
      lines = pangoLines()
      if let limit = text.effectiveLineLimit, lines.count > limit {
        lines.removeLast(lines.count - limit)
      }
    case .fixedAdvance:
      lines = fixedAdvanceLines(text, fontSize: fontSize, width: contentBox.width)
      // Leading is the left edge, or the right one in a right-to-left layout.
      let share: Double =
        switch text.alignment {
        case .leading: alignRight ? 1 : 0
        case .center: 0.5
        case .trailing: alignRight ? 0 : 1
        }
      for index in lines.indices where share > 0 {
        lines[index].x = (contentBox.width - lines[index].width) * share
      }
    }
    let left = min(0, lines.map(\.x).min() ?? 0)
    let width = (lines.map { $0.x + $0.width }.max() ?? 0) - left
    let height = lines.last.map { $0.top + $0.height } ?? 0
    var block = TextBlock(
      node: node, style: style, fontSize: fontSize, contentBox: contentBox, lines: lines,
      size: Size(width: width.rounded(.up), height: height.rounded(.up)), text: text.text)
    block.alignRight = alignRight
    block.lineLimit = text.effectiveLineLimit
    block.truncation = text.truncation
    block.alignment = text.alignment
    return block
  }

  /// Configures the layout with a Pango block's text, as `block(for:)` measured it, so
  /// `pango_cairo_show_layout` draws exactly its lines.
  func prepare(_ block: TextBlock) {
    PangoFont.configure(
      layout, text: block.text, fontSize: block.fontSize, wrappingTo: block.contentBox.width,
      alignRight: block.alignRight, lineLimit: block.lineLimit, truncation: block.truncation,
      alignment: block.alignment)
  }

  /// Configures the layout with one line in the monospace font, unwrapped; returns its width.
  func prepareMonospace(_ line: String, fontSize: Double) -> Double {
    PangoFont.configure(
      layout, text: line, fontSize: fontSize, wrappingTo: nil, family: PangoFont.monospaceFamily)
    var logical = PangoRectangle()
    pango_layout_get_extents(layout, nil, &logical)
    return Double(logical.width) / Double(PANGO_SCALE)
  }

  /// Configures the layout with a tag's text, ellipsized to `width` if given; returns its
  /// size in pixels.
  func prepareTag(_ text: String, width: Double? = nil) -> Size {
    tagBytes += text.utf8.count
    PangoFont.configure(layout, text: text, fontSize: Self.tagFontSize, wrappingTo: width)
    pango_layout_set_ellipsize(layout, width == nil ? PANGO_ELLIPSIZE_NONE : PANGO_ELLIPSIZE_END)
    return PangoFont.size(of: layout)
  }

  /// The configured layout's lines with their text and extents.
  private func pangoLines() -> [TextBlock.Line] {
    // The layout's own text: an ellipsized line's runs are Pango's, but its start and length
    // still index the text it was given.
    let bytes = Array(String(cString: pango_layout_get_text(layout)).utf8)
    let scale = Double(PANGO_SCALE)
    var lines: [TextBlock.Line] = []
    let ellipsized = pango_layout_is_ellipsized(layout) != 0
    let iter = pango_layout_get_iter(layout)!
    defer { pango_layout_iter_free(iter) }
    repeat {
      guard let line = pango_layout_iter_get_line_readonly(iter) else { break }
      let start = min(bytes.count, max(0, Int(line.pointee.start_index)))
      let end = min(bytes.count, start + max(0, Int(line.pointee.length)))
      var logical = PangoRectangle()
      pango_layout_iter_get_line_extents(iter, nil, &logical)
      lines.append(
        TextBlock.Line(
          text: ellipsized
            ? Self.shownText(line, bytes) : String(decoding: bytes[start..<end], as: UTF8.self),
          x: Double(logical.x) / scale, top: Double(logical.y) / scale,
          baseline: Double(pango_layout_iter_get_baseline(iter)) / scale,
          width: Double(logical.width) / scale, height: Double(logical.height) / scale))
    } while pango_layout_iter_next_line(iter) != 0
    return lines
  }

  /// A line's text as it is drawn: its runs' text, and "…" for the run Pango put in place of
  /// what a line limit cut (`PANGO_ANALYSIS_FLAG_IS_ELLIPSIS`), so an SVG says what a PNG shows.
  private static func shownText(
    _ line: UnsafeMutablePointer<PangoLayoutLine>, _ bytes: [UInt8]
  ) -> String {
    var text = ""
    var run = line.pointee.runs
    while let node = run {
      if let glyphs = node.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self),
        let item = glyphs.pointee.item
      {
        if item.pointee.analysis.flags & 2 != 0 {
          text += "…"
        } else {
          let start = min(bytes.count, max(0, Int(item.pointee.offset)))
          let end = min(bytes.count, start + max(0, Int(item.pointee.length)))
          text += String(decoding: bytes[start..<end], as: UTF8.self)
        }
      }
      run = node.pointee.next
    }
    return text
  }

  /// The fixed-advance measurer's lines on its grid, each with its baseline where the
  /// measurer says (`fontSize` below the line's top), so texts aligned on baselines line up
  /// on screen too.
  private func fixedAdvanceLines(_ text: Text, fontSize: Double, width: Double) -> [TextBlock
    .Line]
  {
    let lineHeight = fontSize * 1.25
    let baseline = FixedAdvanceTextMeasurer().baselines(
      of: "M", fontSize: fontSize, wrappingTo: nil
    ).first
    return FixedAdvanceLines.lines(
      text.text, fontSize: fontSize, width: width, lineLimit: text.effectiveLineLimit,
      truncation: text.truncation
    ).enumerated().map {
      index, line in
      let top = Double(index) * lineHeight
      return TextBlock.Line(
        text: line, x: 0, top: top, baseline: top + baseline,
        width: Double(line.count) * fontSize * 0.5, height: lineHeight)
    }
  }
}
