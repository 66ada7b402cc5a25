import LayoutComposer

/// Small pieces for writing JSON text by hand.
enum JSONText {
  /// A string literal with the escapes JSON requires.
  static func quoted(_ string: String) -> String {
    var result = "\""
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }

  /// A number as `formatNumber` prints it (integers without a fraction, nothing lost), and
  /// the tokens Python's `json` uses for what JSON cannot say, so a reader can name them.
  static func number(_ value: Double) -> String {
    if value.isNaN { return "NaN" }
    if value.isInfinite { return value < 0 ? "-Infinity" : "Infinity" }
    return formatNumber(value)
  }

  static func numbers(_ values: [Double]) -> String {
    "[" + values.map(number).joined(separator: ", ") + "]"
  }

  /// Indentation for a nesting depth. It stops growing at 40 levels, so that a chain
  /// thousands of levels deep is written in space proportional to its size.
  static func indent(_ depth: Int) -> String {
    String(repeating: "  ", count: min(depth, 40))
  }
}
