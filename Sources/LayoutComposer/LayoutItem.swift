/// Anything that can be laid out as a leaf: given a proposal, it answers the size it wants.
///
/// Items of different types mix in one tree. A text label, an image or a GTK widget measure
/// themselves; `Placeholder` and plain strings stand in for them in tests and samples.
///
/// ```swift
/// struct Avatar: LayoutItem {
///   func sizeThatFits(_ proposal: ProposedSize) -> Size { Size(width: 50, height: 50) }
/// }
/// ```
///
/// The engine calls `sizeThatFits` only for leaves, at most once per distinct proposal in a
/// layout pass, and caches the answer until the component changes; so it must be a pure
/// function of the proposal.
public protocol LayoutItem: Sendable {
  /// The name the item gives its component in lookups and dumps, unless `name:` overrides it.
  var name: String? { get }

  /// The size the item wants for the proposal. `nil` on an axis of the proposal means the
  /// parent leaves that axis open: answer with the ideal size.
  func sizeThatFits(_ proposal: ProposedSize) -> Size
}

extension LayoutItem {
  public var name: String? { nil }
}

/// A named stand-in with a fixed content size, whatever the proposal.
///
/// ```swift
/// `$`(Placeholder("icon", width: 50, height: 50), halign: .left)
/// ```
public struct Placeholder: LayoutItem, Hashable {
  public var name: String?
  public var intrinsicSize: Size

  public init(_ name: String? = nil, width: Double = 0, height: Double = 0) {
    self.name = name
    self.intrinsicSize = Size(width: width, height: height)
  }

  public func sizeThatFits(_ proposal: ProposedSize) -> Size { intrinsicSize }
}

/// A string is the shortest placeholder: it names its component and has no content size.
///
/// ```swift
/// `$`("header", height: 50)
/// ```
extension String: LayoutItem {
  public var name: String? { self }
  public func sizeThatFits(_ proposal: ProposedSize) -> Size { .zero }
}
