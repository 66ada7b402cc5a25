import LayoutComposer

/// The names of format version 1, in the order files are written.
enum FormatVocabulary {
  static let documentKeys = ["version", "size", "direction", "root", "comment"]

  static let componentKeys = [
    "name", "width", "height", "flex", "align", "halign", "valign", "margins", "marginTop",
    "marginLeft", "marginBottom", "marginRight", "padding", "minWidth", "maxWidth", "minHeight",
    "maxHeight", "aspectRatio", "contentMode", "layoutPriority", "intrinsic", "text", "fontSize",
    "lineLimit", "truncation", "textAlignment", "layout", "items", "comment", "marginLeading",
    "marginTrailing", "hidden", "baseline", "overlay",
    "background", "column", "row", "columnSpan", "rowSpan",
  ]

  static let layoutKeys = [
    "type", "align", "pack", "defaultMargins", "spacing", "axes", "name", "settings", "placed",
    "comment", "wrap", "lineSpacing", "alignLines", "columns", "rows", "columnSpacing",
    "rowSpacing", "orientation",
  ]

  static let layoutTypes = [
    "VBox", "HBox", "Relative", "Fit", "FirstThatFits", "Custom", "Grid", "CenterBox", "Scroll",
  ]

  static let frameKeys = [
    "name", "frame", "children", "hidden", "decoration", "line", "column", "row", "columnSpan",
    "rowSpan", "contentSize", "offset",
  ]

  /// Grid cell indices go up to `gridLines - 1` and spans up to `gridLines`: the engine's
  /// bound on tracks, which `Component.validate()` reports with the same numbers.
  static let gridLines = LayoutLimits.maximumGridLines

  /// The known key nearest to `key` when it is close enough to be a typo: at most two edits
  /// (a swap of neighbours counts as one, case is ignored) and a third of the longer word.
  static func suggestion(for key: String, among known: [String]) -> String? {
    // Two edits cannot bridge a difference in length of more than two, so a longer key has no
    // suggestion; checking that first keeps a megabyte-long key from costing an edit distance
    // (quadratic). Lengths and distances count Unicode scalars: a Character can be a
    // megabyte of combining marks, and comparing such Characters is slow.
    let longest = known.map(\.unicodeScalars.count).max() ?? 0
    guard !key.hasMoreScalars(than: longest + 2) else { return nil }
    var best: (key: String, distance: Int)?
    for candidate in known {
      let d = editDistance(key.lowercased(), candidate.lowercased())
      let length = max(key.unicodeScalars.count, candidate.unicodeScalars.count)
      if d <= 2, d * 3 <= length, d < (best?.distance ?? .max) {
        best = (candidate, d)
      }
    }
    return best?.key
  }

  /// Optimal-string-alignment distance: insertions, deletions, substitutions and swaps of
  /// neighbouring characters each cost one.
  static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a.unicodeScalars)
    let b = Array(b.unicodeScalars)
    if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
    var previous2 = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          current[j] = min(current[j], previous2[j - 2] + 1)
        }
      }
      (previous2, previous, current) = (previous, current, previous2)
    }
    return previous[b.count]
  }

  /// `unknown key "heigth"; did you mean "height"?`, or the list of known keys.
  static func unknownKey(_ key: String, among known: [String], what: String = "key") -> String {
    if let near = suggestion(for: key, among: known) {
      return "unknown \(what) \(quoted(key)); did you mean \"\(near)\"?"
    }
    return "unknown \(what) \(quoted(key)); known keys are " + known.joined(separator: ", ")
  }

  /// `unknown value "middle"; valid values are "start", "center", "end"`.
  static func unknownValue(_ value: String, among valid: [String]) -> String {
    let list = valid.map { "\"\($0)\"" }.joined(separator: ", ")
    if let near = suggestion(for: value, among: valid) {
      return "unknown value \(quoted(value)); did you mean \"\(near)\"? Valid values are \(list)"
    }
    return "unknown value \(quoted(value)); valid values are \(list)"
  }

  /// Keys and values echoed in messages are cut to this many characters.
  static let shownLength = LayoutProblem.echoedLength

  /// Text from the file as a message shows it (`LayoutProblem.quoted`, as `validate()`
  /// shows names): in quotes with JSON's escapes and every other control character escaped
  /// (so a message stays one line and reaches a terminal as text), whole when short, else
  /// its first `shownLength` Unicode scalars and its size (`"aaaa…" (4194304 bytes)`).
  static func quoted(_ text: String) -> String { LayoutProblem.quoted(text) }

  /// A number literal as a message shows it: whole when short, else cut as `quoted` cuts.
  static func shortened(_ text: String) -> String {
    guard text.hasMoreScalars(than: shownLength) else { return text }
    return text.scalarPrefix(shownLength) + "…"
  }
}

extension String {
  /// Whether the string has more than `limit` Unicode scalars, without counting past it.
  func hasMoreScalars(than limit: Int) -> Bool {
    if utf8.count <= limit { return false }
    return unicodeScalars.dropFirst(limit).first != nil
  }

  /// The first `count` Unicode scalars (a cut may split a character from its combining marks;
  /// messages only show it).
  func scalarPrefix(_ count: Int) -> String {
    var result = String.UnicodeScalarView()
    result.append(contentsOf: unicodeScalars.prefix(count))
    return String(result)
  }
}
