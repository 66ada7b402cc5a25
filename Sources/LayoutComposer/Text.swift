/// Measures text for `Text` leaves. The engine knows no fonts: the host supplies a measurer
/// (the previewer measures with Pango); `FixedAdvanceTextMeasurer` is the deterministic
/// default that command-line tools and tests use.
public protocol TextMeasurer: Sendable {
  /// A short name shown by tools ("fixed-advance", "pango").
  var name: String { get }
  /// The size of `text` at `fontSize`, wrapped to `width` when given.
  func size(of text: String, fontSize: Double, wrappingTo width: Double?) -> Size

  /// Where the first and the last line's baselines are, from the top, for the same text,
  /// size and width.
  func baselines(of text: String, fontSize: Double, wrappingTo width: Double?) -> Baselines

  /// The size of `text` with at most `lineLimit` lines (nil: no limit), what does not fit cut
  /// with "…" as `truncation` says. A default approximates it from the two above.
  func size(
    of text: String, fontSize: Double, wrappingTo width: Double?, lineLimit: Int?,
    truncation: Truncation
  ) -> Size

  /// The baselines of the same text kept to `lineLimit`.
  func baselines(
    of text: String, fontSize: Double, wrappingTo width: Double?, lineLimit: Int?,
    truncation: Truncation
  ) -> Baselines
}

extension TextMeasurer {
  /// Lines 1.25 × fontSize high with the baseline at fontSize below each line's top, as the
  /// fixed-advance measurer draws them.
  public func baselines(of text: String, fontSize: Double, wrappingTo width: Double?)
    -> Baselines
  {
    let height = size(of: text, fontSize: fontSize, wrappingTo: width).height
    return Baselines(first: fontSize, last: max(fontSize, height - fontSize * 0.25))
  }
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
    // ASCII text (most labels) is measured on its bytes: a byte is a character there, and
    // counting graphemes was most of the time a screen took to lay out.
    var ascii = true
    for byte in text.utf8 where byte >= 0x80 {
      ascii = false
      break
    }
    let (widest, lines) =
      ascii
      ? Self.lines(ofASCII: text, advance: advance, width: width)
      : Self.lines(ofCharacters: text, advance: advance, width: width)
    return Size(width: Double(widest) * advance, height: Double(lines) * lineHeight)
  }

  /// The lines `size(of:fontSize:wrappingTo:)` measures, as text: words separated by spaces,
  /// a line broken before the word that would make it wider than `width`, a newline ending a
  /// line. What a renderer draws for this measurer.
  ///
  /// ```swift
  /// FixedAdvanceTextMeasurer().lines(of: "Hello world", fontSize: 16, wrappingTo: 50)
  /// // ["Hello", "world"]
  /// ```
  public func lines(of text: String, fontSize: Double, wrappingTo width: Double?) -> [String] {
    var lines: [String] = []
    Self.breakLines(text, advance: fontSize * 0.5, width: width) { line, _ in
      lines.append(line.joined(separator: " "))
    }
    return lines
  }

  /// The breaking rule, once: calls `line` with each line's words and its length in
  /// characters (graphemes).
  static func breakLines(
    _ text: String, advance: Double, width: Double?, line: ([Substring], Int) -> Void
  ) {
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var words: [Substring] = []
      var current = -1  // characters on the current line; -1 before the first word
      for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
        let wanted = current < 0 ? word.count : current + 1 + word.count
        if current >= 0, let width, Double(wanted) * advance > width {
          line(words, current)
          words = [word]
          current = word.count
        } else {
          words.append(word)
          current = wanted
        }
      }
      line(words, max(current, 0))
    }
  }

  /// The widest line in characters and the number of lines, by `breakLines`.
  static func lines(ofCharacters text: String, advance: Double, width: Double?) -> (Int, Int) {
    var widest = 0
    var lines = 0
    breakLines(text, advance: advance, width: width) { _, length in
      widest = max(widest, length)
      lines += 1
    }
    return (widest, lines)
  }

  /// The same wrapping, counting bytes, for ASCII text: most labels, measured without
  /// splitting into words (FixedAdvanceMeasurerTests checks that it agrees with `breakLines`).
  static func lines(ofASCII text: String, advance: Double, width: Double?) -> (Int, Int) {
    var widest = 0
    var lines = 0
    var current = -1  // characters on the current line; -1 before the first word
    var word = 0
    func endWord() {
      let wanted = current < 0 ? word : current + 1 + word
      if current >= 0, let width, Double(wanted) * advance > width {
        widest = max(widest, current)
        lines += 1
        current = word
      } else {
        current = wanted
      }
      word = 0
    }
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: " "):
        endWord()
      case UInt8(ascii: "\n"):
        endWord()
        widest = max(widest, max(current, 0))
        lines += 1
        current = -1
      default:
        word += 1
      }
    }
    endWord()
    widest = max(widest, max(current, 0))
    lines += 1
    return (widest, lines)
  }
}

/// A text leaf, measured by its `measurer`.
///
/// ```swift
/// `$`(Text("150 follows"), marginLeft: 10)
/// ```
///
/// With a `lineLimit`, it is at most that many lines high and what does not fit is cut with
/// "…" (`truncation`); `alignment` sets its lines inside its frame:
///
/// ```swift
/// `$`(Text("Network and Internet Settings", lineLimit: 1), name: "title")
/// ```
public struct Text: LayoutItem {
  public var text: String
  public var fontSize: Double
  public var measurer: any TextMeasurer
  /// At most this many lines (nil: as many as the text wraps to); at least 1.
  public var lineLimit: Int?
  /// Where a text cut by its line limit loses what does not fit.
  public var truncation: Truncation
  /// Where the lines sit inside the frame; it does not change the size.
  public var alignment: TextAlignment

  public init(
    _ text: String, fontSize: Double = 16,
    measurer: any TextMeasurer = FixedAdvanceTextMeasurer(), lineLimit: Int? = nil,
    truncation: Truncation = .end, alignment: TextAlignment = .leading
  ) {
    self.text = text
    self.fontSize = fontSize
    self.measurer = measurer
    self.lineLimit = lineLimit
    self.truncation = truncation
    self.alignment = alignment
  }

  /// The line limit the measurer uses: nil, or at least 1 (`validate()` reports less).
  public var effectiveLineLimit: Int? { lineLimit.map { max(1, $0) } }

  /// The font size measured and drawn: `fontSize` within (0, `LayoutLimits.maximumFontSize`];
  /// NaN, 0 or a negative size is the default 16 (`validate()` reports it).
  public var effectiveFontSize: Double {
    guard fontSize.isFinite, fontSize > 0 else {
      return fontSize == .infinity ? LayoutLimits.maximumFontSize : 16
    }
    return min(fontSize, LayoutLimits.maximumFontSize)
  }

  public func sizeThatFits(_ proposal: ProposedSize) -> Size {
    measure(proposal.width)
  }

  /// The first and last line's baselines at the width it is laid out at.
  public func baselines(in size: Size) -> Baselines? {
    guard lineLimit != nil else {
      return measurer.baselines(of: text, fontSize: effectiveFontSize, wrappingTo: size.width)
    }
    return measurer.baselines(
      of: text, fontSize: effectiveFontSize, wrappingTo: size.width,
      lineLimit: effectiveLineLimit, truncation: truncation)
  }

  /// A text wraps down to its longest word: wrapped at width 0 every word stands alone. A
  /// limited text goes further: cut, it is as narrow as "…" and what the cut keeps.
  public func minimumSize(_ proposal: ProposedSize) -> Size {
    measure(proposal.width)
  }

  private func measure(_ width: Double?) -> Size {
    guard lineLimit != nil else {
      return measurer.size(of: text, fontSize: effectiveFontSize, wrappingTo: width)
    }
    return measurer.size(
      of: text, fontSize: effectiveFontSize, wrappingTo: width, lineLimit: effectiveLineLimit,
      truncation: truncation)
  }
}
