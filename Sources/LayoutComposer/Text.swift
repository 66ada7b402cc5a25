/// Measures text for `Text` leaves. The engine knows no fonts: the host supplies a measurer
/// (the previewer measures with Pango); `FixedAdvanceTextMeasurer` is the deterministic
/// default that command-line tools and tests use.
public protocol TextMeasurer: Sendable {
  /// A short name shown by tools ("fixed-advance", "pango").
  var name: String { get }
  /// The size of `text` at `fontSize`, wrapped to `width` when given.
  func size(of text: String, fontSize: Double, wrappingTo width: Double?) -> Size
}

/// A deterministic text measurer: every character advances `fontSize × 0.5`, every line is
/// `fontSize × 1.25` high, and when the proposed width is smaller than the text, lines wrap
/// at spaces (a word longer than the width stands alone on its line and overflows).
///
/// ```swift
/// FixedAdvanceTextMeasurer().size(of: "Hello world", fontSize: 16, wrappingTo: 50)
/// // 2 lines: width 40 ("Hello" and "world" are 5 × 8), height 40
/// ```
public struct FixedAdvanceTextMeasurer: TextMeasurer, Hashable {
  public init() {}

  public var name: String { "fixed-advance" }

  public func size(of text: String, fontSize: Double, wrappingTo width: Double?) -> Size {
    let advance = fontSize * 0.5
    let lineHeight = fontSize * 1.25
    var widest = 0
    var lines = 0
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let words = paragraph.split(separator: " ", omittingEmptySubsequences: false)
      var current = -1  // characters on the current line; -1 before the first word
      for word in words {
        let wanted = current < 0 ? word.count : current + 1 + word.count
        if current >= 0, let width, Double(wanted) * advance > width {
          widest = max(widest, current)
          lines += 1
          current = word.count
        } else {
          current = wanted
        }
      }
      widest = max(widest, max(current, 0))
      lines += 1
    }
    return Size(width: Double(widest) * advance, height: Double(lines) * lineHeight)
  }
}

/// A text leaf, measured by its `measurer`.
///
/// ```swift
/// `$`(Text("150 follows"), marginLeft: 10)
/// ```
public struct Text: LayoutItem {
  public var text: String
  public var fontSize: Double
  public var measurer: any TextMeasurer

  public init(
    _ text: String, fontSize: Double = 16,
    measurer: any TextMeasurer = FixedAdvanceTextMeasurer()
  ) {
    self.text = text
    self.fontSize = fontSize
    self.measurer = measurer
  }

  /// The font size measured and drawn: `fontSize` within (0, `LayoutLimits.maximumFontSize`];
  /// NaN, 0 or a negative size is the default 16 (`validate()` reports it).
  public var effectiveFontSize: Double {
    guard fontSize.isFinite, fontSize > 0 else {
      return fontSize == .infinity ? LayoutLimits.maximumFontSize : 16
    }
    return min(fontSize, LayoutLimits.maximumFontSize)
  }

  public func sizeThatFits(_ proposal: ProposedSize) -> Size {
    measurer.size(of: text, fontSize: effectiveFontSize, wrappingTo: proposal.width)
  }

  /// A text wraps down to its longest word: wrapped at width 0 every word stands alone.
  public func minimumSize(_ proposal: ProposedSize) -> Size {
    measurer.size(of: text, fontSize: effectiveFontSize, wrappingTo: proposal.width)
  }
}
