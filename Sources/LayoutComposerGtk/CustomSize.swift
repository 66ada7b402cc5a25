import LayoutComposer

/// A canvas size the user types (`500x300`, `500 × 300`, `360.5x640`), read with a message
/// that names the problem when it is not one: the Custom size dialog shows it, and
/// `--size` in the window reports it.
///
/// ```swift
/// let size = try CustomSize.parse("500x300")   // Size(width: 500, height: 300)
/// try CustomSize.parse("0x0")                  // throws "0x0: the width must be more than 0"
/// ```
public enum CustomSize {
  /// The largest side: what the window draws at zoom 1 (a drawing area, like a picture, is at
  /// most 32,767 pixels a side).
  public static let maximumSide = Double(ImageExport.maximumPixels)

  /// Why a text is not a size, as one sentence for the dialog or the command line.
  public struct Mistake: Error, Equatable, CustomStringConvertible {
    public let message: String
    public var description: String { message }
  }

  /// The size in a text `WIDTHxHEIGHT` (`x`, `X` or `×` between, spaces allowed), both sides
  /// finite, more than 0 and at most `maximumSide` points.
  public static func parse(_ text: String) throws(Mistake) -> Size {
    let typed = text.trimmingSpaces()
    guard !typed.isEmpty else {
      throw Mistake(message: "no size: type WIDTHxHEIGHT, e.g. 375x667")
    }
    let parts = typed.split(
      omittingEmptySubsequences: false, whereSeparator: { "xX×".contains($0) })
    guard parts.count == 2 else {
      throw Mistake(message: "\(typed) is not WIDTHxHEIGHT, e.g. 375x667")
    }
    let width = try side(String(parts[0]).trimmingSpaces(), "width", in: typed)
    let height = try side(String(parts[1]).trimmingSpaces(), "height", in: typed)
    return Size(width: width, height: height)
  }

  private static func side(_ text: String, _ name: String, in typed: String) throws(Mistake)
    -> Double
  {
    // Double("nan") and Double("inf") parse; neither is a length.
    guard let value = Double(text), value.isFinite else {
      let shown = text.isEmpty ? "is missing" : "\(text) is not a number"
      throw Mistake(message: "\(typed): the \(name) \(shown)")
    }
    guard value > 0 else {
      throw Mistake(message: "\(typed): the \(name) must be more than 0")
    }
    guard value <= maximumSide else {
      throw Mistake(
        message: "\(typed): the \(name) must be at most \(formatNumber(maximumSide)) points")
    }
    return value
  }

  /// How sizes are written back: `500x300` (what `parse` and the settings file read).
  public static func text(_ size: Size) -> String {
    "\(formatNumber(size.width))x\(formatNumber(size.height))"
  }
}
