extension LayoutFile {
  /// A number as layout files and `composer-layout` take lengths and percentages: a decimal
  /// number written as JSON writes one (an optional `-`, digits without a leading zero, an
  /// optional fraction, an optional exponent: `320`, `12.5`, `-4`, `1e3`), nothing before or
  /// after it. Nil for anything else, which `Double(_:)` would often accept: `0x10`, `+50`,
  /// ` 5`, `.5`, `5.`, `inf`, `nan`. A number too large for a Double reads as infinite, so
  /// that the caller's range check names it.
  ///
  /// ```swift
  /// LayoutFile.decimalNumber("12.5")  // 12.5
  /// LayoutFile.decimalNumber("0x10")  // nil
  /// ```
  public static func decimalNumber(_ text: Substring) -> Double? {
    let bytes = Array(text.utf8)
    var position = 0
    func digits() -> Int {
      let start = position
      while position < bytes.count, bytes[position] >= UInt8(ascii: "0"),
        bytes[position] <= UInt8(ascii: "9")
      {
        position += 1
      }
      return position - start
    }
    if position < bytes.count, bytes[position] == UInt8(ascii: "-") { position += 1 }
    let firstDigit = position
    let count = digits()
    guard count > 0, count == 1 || bytes[firstDigit] != UInt8(ascii: "0") else { return nil }
    if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
      position += 1
      guard digits() > 0 else { return nil }
    }
    if position < bytes.count, bytes[position] | 0x20 == UInt8(ascii: "e") {
      position += 1
      if position < bytes.count,
        bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-")
      {
        position += 1
      }
      guard digits() > 0 else { return nil }
    }
    guard position == bytes.count else { return nil }
    return Double(text) ?? (bytes.first == UInt8(ascii: "-") ? -.infinity : .infinity)
  }

  /// `decimalNumber(_:)` for a whole string.
  public static func decimalNumber(_ text: String) -> Double? { decimalNumber(text[...]) }
}
