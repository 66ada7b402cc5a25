import LayoutComposer

/// The names of format version 1, in the order files are written.
enum FormatVocabulary {
  static let documentKeys = ["version", "size", "root", "comment"]

  static let componentKeys = [
    "name", "width", "height", "flex", "align", "halign", "valign", "margins", "marginTop",
    "marginLeft", "marginBottom", "marginRight", "padding", "minWidth", "maxWidth", "minHeight",
    "maxHeight", "aspectRatio", "intrinsic", "text", "fontSize", "layout", "items", "comment",
  ]

  static let layoutKeys = ["type", "align", "pack", "defaultMargins", "spacing", "comment"]

  static let layoutTypes = ["VBox", "HBox", "Relative", "Fit"]

  static let frameKeys = ["name", "frame", "children"]

  /// The known key nearest to `key` when it is close enough to be a typo: at most two edits
  /// (a swap of neighbours counts as one, case is ignored) and a third of the longer word.
  static func suggestion(for key: String, among known: [String]) -> String? {
    var best: (key: String, distance: Int)?
    for candidate in known {
      let d = editDistance(key.lowercased(), candidate.lowercased())
      if d <= 2, d * 3 <= max(key.count, candidate.count), d < (best?.distance ?? .max) {
        best = (candidate, d)
      }
    }
    return best?.key
  }

  /// Optimal-string-alignment distance: insertions, deletions, substitutions and swaps of
  /// neighbouring characters each cost one.
  static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
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
      return "unknown \(what) \"\(key)\"; did you mean \"\(near)\"?"
    }
    return "unknown \(what) \"\(key)\"; known keys are " + known.joined(separator: ", ")
  }

  /// `unknown value "middle"; valid values are "start", "center", "end"`.
  static func unknownValue(_ value: String, among valid: [String]) -> String {
    let list = valid.map { "\"\($0)\"" }.joined(separator: ", ")
    if let near = suggestion(for: value, among: valid) {
      return "unknown value \"\(value)\"; did you mean \"\(near)\"? Valid values are \(list)"
    }
    return "unknown value \"\(value)\"; valid values are \(list)"
  }
}

/// Builds paths such as `root.items[2].layout.pack`. Long runs of the same step (a generated
/// chain thousands of levels deep) are shortened to `.items[0]×99998` so a message stays one
/// readable line.
struct PathBuilder {
  private var steps: [String] = []

  init(_ first: String) { steps = [first] }

  mutating func append(_ step: String) { steps.append(step) }

  var string: String {
    var result = ""
    var index = 0
    while index < steps.count {
      var run = 1
      while index + run < steps.count, steps[index + run] == steps[index] { run += 1 }
      if run > 4 {
        result += steps[index] + "×\(run)"
      } else {
        for _ in 0..<run { result += steps[index] }
      }
      index += run
    }
    return result
  }
}
