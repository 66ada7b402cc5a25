/// Where a text cut by its `lineLimit` loses what does not fit, marked with "…" (SwiftUI's
/// `truncationMode`, Pango's `PANGO_ELLIPSIZE_*`, GtkLabel's ellipsize).
///
/// ```swift
/// Text("Network and Internet Settings", lineLimit: 1, truncation: .middle)
/// ```
public enum Truncation: String, Sendable, Hashable, CaseIterable {
  /// "Network and Inte…": the end goes.
  case end
  /// "Netwo…Settings": the middle goes.
  case middle
  /// "…Internet Settings": the start goes.
  case start
}

/// Where the lines of a text sit inside its frame; leading is left in left-to-right layouts
/// and right in right-to-left ones. It moves lines, not the frame (GtkLabel's `xalign` and
/// justify, SwiftUI's `multilineTextAlignment`).
///
/// ```swift
/// Text("Two lines\nof text", alignment: .center)
/// ```
public enum TextAlignment: String, Sendable, Hashable, CaseIterable {
  case leading
  case center
  case trailing
}

extension TextMeasurer {
  /// The baselines of a text kept to `lineLimit`, as `baselines(of:fontSize:wrappingTo:)`
  /// gives them for its height.
  public func baselines(
    of text: String, fontSize: Double, wrappingTo width: Double?, lineLimit: Int?,
    truncation: Truncation
  ) -> Baselines {
    guard lineLimit != nil else {
      return baselines(of: text, fontSize: fontSize, wrappingTo: width)
    }
    let height = size(
      of: text, fontSize: fontSize, wrappingTo: width, lineLimit: lineLimit,
      truncation: truncation
    ).height
    return Baselines(first: fontSize, last: max(fontSize, height - fontSize * 0.25))
  }

  /// The size of `text` kept to at most `lineLimit` lines (nil: no limit), what does not fit
  /// cut as `truncation` says. A measurer of your own that cannot cut text gets this
  /// approximation: the height stops at `lineLimit` lines of the height one line has, and a
  /// single line is no wider than `width`.
  public func size(
    of text: String, fontSize: Double, wrappingTo width: Double?, lineLimit: Int?,
    truncation: Truncation
  ) -> Size {
    let full = size(of: text, fontSize: fontSize, wrappingTo: width)
    guard let lineLimit else { return full }
    let line = size(of: "M", fontSize: fontSize, wrappingTo: nil).height
    let height = min(full.height, line * Double(max(1, lineLimit)))
    let widthLimit = lineLimit == 1 ? (width ?? .infinity) : .infinity
    return Size(width: min(full.width, widthLimit), height: height)
  }
}

extension FixedAdvanceTextMeasurer {
  /// Exact for this measurer: the widest of the lines `lines(of:…lineLimit:truncation:)`
  /// gives, as many lines high.
  public func size(
    of text: String, fontSize: Double, wrappingTo width: Double?, lineLimit: Int?,
    truncation: Truncation
  ) -> Size {
    guard lineLimit != nil else { return size(of: text, fontSize: fontSize, wrappingTo: width) }
    let kept = lines(
      of: text, fontSize: fontSize, wrappingTo: width, lineLimit: lineLimit,
      truncation: truncation)
    let widest = kept.map(\.count).max() ?? 0
    return Size(
      width: Double(widest) * fontSize * 0.5, height: Double(kept.count) * fontSize * 1.25)
  }

  /// The lines of a text kept to `lineLimit` (rule T in docs/semantics.md, "Text"): broken as
  /// without a limit, except that a word wider than `width` is broken between characters;
  /// where more lines would follow, the last line kept holds the rest of the text cut to the
  /// width with "…" where `truncation` says. Without a width, lines past the limit are
  /// dropped and the last kept one ends in "…".
  ///
  /// ```swift
  /// FixedAdvanceTextMeasurer().lines(
  ///   of: "Network and Internet Settings", fontSize: 16, wrappingTo: 100, lineLimit: 1,
  ///   truncation: .end)
  /// // ["Network and…"]: 12 characters of 8 fit 100
  /// ```
  public func lines(
    of text: String, fontSize: Double, wrappingTo width: Double?, lineLimit: Int?,
    truncation: Truncation
  ) -> [String] {
    guard let lineLimit else { return lines(of: text, fontSize: fontSize, wrappingTo: width) }
    let limit = max(1, lineLimit)
    let advance = fontSize * 0.5
    guard let width, width.isFinite else {
      let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false).map(
        String.init)
      guard paragraphs.count > limit else { return paragraphs }
      return paragraphs.prefix(limit - 1) + [paragraphs[limit - 1] + "…"]
    }
    // Characters a line holds; at least one, so that every line shows something.
    let capacity = max(1, Int((max(0, width) / advance).rounded(.down)))
    var result: [String] = []
    // The words left, paragraph ends kept as "\n" words.
    var words: [Substring] = []
    for (index, paragraph) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      if index > 0 { words.append("\n") }
      words += paragraph.split(separator: " ", omittingEmptySubsequences: false)
    }
    var next = 0
    while next < words.count {
      if result.count == limit - 1 {
        // The last line: everything left, on one line.
        let rest = words[next...].filter { $0 != "\n" }.joined(separator: " ")
        result.append(Self.cut(rest, to: capacity, truncation))
        return result
      }
      var line = ""
      var count = 0
      while next < words.count {
        let word = words[next]
        if word == "\n" {
          // A paragraph ends its line.
          next += 1
          break
        }
        let wanted = count == 0 ? word.count : count + 1 + word.count
        if count > 0, wanted > capacity { break }
        if count == 0, word.count > capacity {
          // A word wider than the line is broken between characters.
          line = String(word.prefix(capacity))
          words[next] = word.dropFirst(capacity)
          count = capacity
          break
        }
        line += count == 0 ? String(word) : " " + word
        count = wanted
        next += 1
      }
      result.append(line)
    }
    return result
  }

  /// `text` within `capacity` characters, "…" included, cut where `truncation` says; whole
  /// when it fits.
  static func cut(_ text: String, to capacity: Int, _ truncation: Truncation) -> String {
    guard text.count > capacity else { return text }
    let kept = max(0, capacity - 1)
    switch truncation {
    case .end:
      return String(text.prefix(kept)).trimmingTrailingSpaces() + "…"
    case .start:
      return "…" + String(text.suffix(kept)).trimmingLeadingSpaces()
    case .middle:
      let head = (kept + 1) / 2
      return String(text.prefix(head)).trimmingTrailingSpaces() + "…"
        + String(text.suffix(kept - head)).trimmingLeadingSpaces()
    }
  }
}

extension String {
  fileprivate func trimmingTrailingSpaces() -> String {
    var s = Substring(self)
    while s.last == " " { s = s.dropLast() }
    return String(s)
  }

  fileprivate func trimmingLeadingSpaces() -> String {
    var s = Substring(self)
    while s.first == " " { s = s.dropFirst() }
    return String(s)
  }
}
