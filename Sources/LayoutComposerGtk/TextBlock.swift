import LayoutComposer

/// A text leaf as it is drawn: its content box (the frame minus its padding) and its lines,
/// broken where the measurer that sized the frame breaks them.
///
/// ```swift
/// let block = TextLayouter().block(for: text, node: 3, contentBox: box)
/// block.lines.map(\.text)  // ["150 follows"]
/// ```
public struct TextBlock: Sendable, Hashable {
  /// How the text is drawn: with the font Pango measured, or in the fixed-advance measurer's
  /// grid (every character `fontSize × 0.5` wide, lines `fontSize × 1.25` high) so that its
  /// frames, which are the frames the user's tests see, fit it too.
  public enum Style: Sendable, Hashable {
    case pango
    case fixedAdvance
  }

  /// One line, in layout points relative to the content box's top-left corner.
  public struct Line: Sendable, Hashable {
    public var text: String
    public var x: Double
    public var top: Double
    public var baseline: Double
    public var width: Double
    public var height: Double
  }

  public var node: Int
  public var style: Style
  /// Lines set against the right edge of the content box: the layout reads right to left.
  public var alignRight = false
  /// The text's own line limit, truncation and alignment, as it was measured and is drawn.
  public var lineLimit: Int?
  public var truncation: Truncation = .end
  public var alignment: TextAlignment = .leading
  /// The size drawn with, in layout points (`Text.fontSize` clamped to what Pango accepts).
  public var fontSize: Double
  /// The frame minus its padding, in layout coordinates (absolute, before zoom).
  public var contentBox: Frame
  public var lines: [Line]
  /// The logical size of all lines, in layout points, from the content box's left edge (or
  /// from `left` when a line starts before it).
  public var size: Size
  /// The whole text, as the leaf has it.
  public var text: String

  /// Where the lines start, relative to the content box: 0, or less when a line that does
  /// not fit is set against the right edge and starts before the left one.
  public var left: Double { min(0, lines.map(\.x).min() ?? 0) }

  /// The font family the text is drawn in.
  public var family: String {
    style == .pango ? PangoFont.family : PangoFont.monospaceFamily
  }
}

extension TextBlock.Style {
  /// Text sized by the fixed-advance measurer is drawn in its grid; every other measurer's
  /// text is drawn with Pango.
  init(_ measurer: any TextMeasurer) {
    self = measurer is FixedAdvanceTextMeasurer ? .fixedAdvance : .pango
  }
}

/// The fixed-advance measurer's lines, so its text is drawn in the lines it measured (the
/// engine's `FixedAdvanceTextMeasurer.lines(of:fontSize:wrappingTo:)`).
enum FixedAdvanceLines {
  static func lines(
    _ text: String, fontSize: Double, width: Double?, lineLimit: Int? = nil,
    truncation: Truncation = .end
  ) -> [String] {
    FixedAdvanceTextMeasurer().lines(
      of: text, fontSize: fontSize, wrappingTo: width, lineLimit: lineLimit,
      truncation: truncation)
  }
}
