/// Margins or padding as LayoutComposer writes them: `(top, left, bottom, right)`.
///
/// ```swift
/// `$`(avatar, margins: (10, 30, 0, 20))
/// ```
public typealias Margins = (top: Double, left: Double, bottom: Double, right: Double)

/// The four edges of margins or padding as a value type.
public struct Insets: Sendable, Hashable, CustomStringConvertible {
  public var top: Double
  public var left: Double
  public var bottom: Double
  public var right: Double

  public init(top: Double, left: Double, bottom: Double, right: Double) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// Converts the `(top, left, bottom, right)` tuple of the `$` API.
  public init(_ margins: Margins) {
    self.init(top: margins.top, left: margins.left, bottom: margins.bottom, right: margins.right)
  }

  public static let zero = Insets(top: 0, left: 0, bottom: 0, right: 0)

  public var horizontal: Double { left + right }
  public var vertical: Double { top + bottom }

  public var description: String {
    "(\(formatNumber(top)), \(formatNumber(left)), \(formatNumber(bottom)), \(formatNumber(right)))"
  }
}
