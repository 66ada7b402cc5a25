/// A width and a height in points.
///
/// ```swift
/// let phone = Size(width: 375, height: 667)
/// ```
public struct Size: Sendable, Hashable, CustomStringConvertible {
  public var width: Double
  public var height: Double

  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  public static let zero = Size(width: 0, height: 0)

  public var description: String { "\(formatNumber(width))x\(formatNumber(height))" }
}

/// A rectangle: origin (top-left, y grows downwards) and size.
///
/// ```swift
/// let header = Frame(x: 0, y: 0, width: 320, height: 50)
/// header.maxY  // 50
/// ```
public struct Frame: Sendable, Hashable, CustomStringConvertible {
  public var x: Double
  public var y: Double
  public var width: Double
  public var height: Double

  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  public static let zero = Frame(x: 0, y: 0, width: 0, height: 0)

  public var size: Size { Size(width: width, height: height) }
  public var maxX: Double { x + width }
  public var maxY: Double { y + height }

  /// The frame with each edge on the nearest whole number (halves away from zero, as
  /// `Double.rounded()`): its edges are rounded, not its size, so frames that touch still
  /// touch and none overlaps its neighbour. How the previewer draws frames and the widgets
  /// allocate them in whole pixels.
  ///
  /// ```swift
  /// Frame(x: 0.5, y: 10, width: 99.4, height: 20).edgesRounded  // {1, 10, 99, 20}
  /// ```
  public var edgesRounded: Frame {
    let left = x.rounded()
    let top = y.rounded()
    return Frame(
      x: left, y: top, width: max(0, maxX.rounded() - left), height: max(0, maxY.rounded() - top))
  }

  /// Whether the point lies inside (left and top edges included, right and bottom excluded).
  public func contains(x px: Double, y py: Double) -> Bool {
    px >= x && py >= y && px < x + width && py < y + height
  }

  /// The same frame moved by an offset; used to turn parent-relative frames into absolute ones.
  public func offsetBy(x dx: Double, y dy: Double) -> Frame {
    Frame(x: x + dx, y: y + dy, width: width, height: height)
  }

  /// `{x, y, width, height}` with integers printed without a fraction.
  public var description: String {
    "{\(formatNumber(x)), \(formatNumber(y)), \(formatNumber(width)), \(formatNumber(height))}"
  }
}

/// What a parent offers a child before asking how big it wants to be. `nil` on an axis means
/// "unspecified": answer with your ideal size on that axis.
///
/// ```swift
/// let wrapAt200 = ProposedSize(width: 200, height: nil)
/// ```
public struct ProposedSize: Sendable, Hashable {
  public var width: Double?
  public var height: Double?

  public init(width: Double?, height: Double?) {
    self.width = width
    self.height = height
  }

  public static let unspecified = ProposedSize(width: nil, height: nil)
}

/// Prints a coordinate so that integers have no fraction and nothing else is lost
/// (`12`, `12.5`, `33.333333333333336`).
public func formatNumber(_ value: Double) -> String {
  if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
    return String(Int64(value))
  }
  return value.description
}
