/// An sRGB colour with alpha, components in 0...1.
public struct RGBA: Sendable, Hashable {
  public var red: Double
  public var green: Double
  public var blue: Double
  public var alpha: Double

  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// `RGBA(hex: 0x1f77b4)`: the 8-bit channels written as one number.
  public init(hex: UInt32, alpha: Double = 1) {
    self.init(
      red: Double((hex >> 16) & 0xff) / 255, green: Double((hex >> 8) & 0xff) / 255,
      blue: Double(hex & 0xff) / 255, alpha: alpha)
  }

  public func with(alpha: Double) -> RGBA {
    RGBA(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// A darker shade for text drawn over the colour's own translucent fill.
  public var darker: RGBA {
    RGBA(red: red * 0.6, green: green * 0.6, blue: blue * 0.6, alpha: alpha)
  }
}

/// The colours that tell components apart: ten hues far enough from each other that
/// neighbours (consecutive node indices) never look alike.
///
/// ```swift
/// let colour = Palette.color(forNode: 3)  // red
/// ```
public enum Palette {
  /// The hues, as 8-bit RGB; tests compare rendered pixels with these bytes.
  public static let hex: [UInt32] = [
    0x1f77b4, 0xff7f0e, 0x2ca02c, 0xd62728, 0x9467bd,
    0x8c564b, 0xe377c2, 0x7f7f7f, 0xbcbd22, 0x17becf,
  ]

  /// The colour of node `index` (pre-order, root 0).
  public static func color(forNode index: Int) -> RGBA {
    RGBA(hex: hex[index % hex.count])
  }
}
