/// A length that is either points or a percentage of the parent's content box on that axis
/// (Yoga's percentages, Stevia's `size(50%)`).
///
/// Sizes, min/max and single margins in `` `$`(…) `` take numbers, `Double`s or percentages:
///
/// ```swift
/// `$`(photo, width: 50%, height: 120, marginLeft: .percent(5))
/// ```
///
/// Where the parent's content box is not known on that axis (it is sized by its content), a
/// percentage counts as unset, as in CSS.
public struct Length: Sendable, Hashable, CustomStringConvertible {
  /// The number: points, or percent (50 for 50%).
  public var value: Double
  public var isPercent: Bool

  public var description: String {
    isPercent ? "\(formatNumber(value))%" : formatNumber(value)
  }
}

/// What a length option of `` `$`(…) `` accepts: a number or a `Length`.
public protocol LengthConvertible: Sendable {
  var length: Length { get }
}

extension Double: LengthConvertible {
  public var length: Length { Length(value: self, isPercent: false) }
}

extension Int: LengthConvertible {
  public var length: Length { Length(value: Double(self), isPercent: false) }
}

extension Length: LengthConvertible {
  public var length: Length { self }
}

extension LengthConvertible where Self == Length {
  /// `width: .percent(50)`: half the parent's content width.
  public static func percent(_ value: Double) -> Length { Length(value: value, isPercent: true) }
  /// `width: .points(w)`.
  public static func points(_ value: Double) -> Length { Length(value: value, isPercent: false) }
}

extension LengthConvertible where Self == Double {
  public static var infinity: Double { .infinity }
  public static var nan: Double { .nan }
}

postfix operator %

/// `50%`: a percentage of the parent's content box on that axis.
public postfix func % (value: Double) -> Length { Length(value: value, isPercent: true) }

/// `50%` written with an integer.
public postfix func % (value: Int) -> Length { Length(value: Double(value), isPercent: true) }

/// The percentages a component's options carry, as numbers of percent (50 for 50%).
public struct Percentages: Sendable, Hashable {
  public var width: Double?
  public var height: Double?
  public var minWidth: Double?
  public var maxWidth: Double?
  public var minHeight: Double?
  public var maxHeight: Double?
  public var marginTop: Double?
  public var marginLeft: Double?
  public var marginBottom: Double?
  public var marginRight: Double?

  public init() {}

  public var isEmpty: Bool { self == Percentages() }
}
