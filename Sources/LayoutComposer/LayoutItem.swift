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
/// The engine calls `sizeThatFits` and `minimumSize` only for leaves, at most once per
/// distinct proposal in a layout pass, and caches the answers until the component changes; so
/// they must be pure functions of the proposal. An answer also stands for any tighter bound it
/// still fits: offered at most 200 and answering 150 wide, an item is not asked again for at
/// most 160 (a text wrapped greedily answers the same there), which is what keeps a deep tree
/// from asking its leaves once for every ancestor.
///
/// A proposal is an upper bound, not an order: a parent offering 200 points of width lets a
/// text wrap there, and the text answers the width of its widest line. An answer may exceed the
/// proposal where the item cannot be smaller (a long word, an image of fixed size).
public protocol LayoutItem: Sendable {
  /// The name the item gives its component in lookups and dumps, unless `name:` overrides it.
  var name: String? { get }

  /// The size the item wants for the proposal. `nil` on an axis of the proposal means the
  /// parent leaves that axis open: answer with the ideal size.
  func sizeThatFits(_ proposal: ProposedSize) -> Size

  /// The smallest size the item accepts on the axes that `proposal` sets to 0 (SwiftUI's
  /// convention: what it answers when offered nothing there); the other axis carries the size
  /// already decided there, or nil. The engine asks this when a stack has too little room and
  /// its children give way (docs/semantics.md, "Shrinking").
  ///
  /// The default keeps an item rigid: it answers `sizeThatFits` with those axes left open, so
  /// its minimum is its ideal size. `Text` answers its longest word.
  ///
  /// ```swift
  /// struct Label: LayoutItem {
  ///   func sizeThatFits(_ p: ProposedSize) -> Size { … }
  ///   func minimumSize(_ p: ProposedSize) -> Size { sizeThatFits(p) }  // wraps down to a word
  /// }
  /// ```
  func minimumSize(_ proposal: ProposedSize) -> Size

  /// The item's first and last baselines (distances from its top edge) when it is laid out at
  /// `size`, or nil when it has none; a parent aligning baselines then uses its bottom edge.
  func baselines(in size: Size) -> Baselines?
}

extension LayoutItem {
  public var name: String? { nil }

  public func minimumSize(_ proposal: ProposedSize) -> Size {
    sizeThatFits(
      ProposedSize(
        width: proposal.width == 0 ? nil : proposal.width,
        height: proposal.height == 0 ? nil : proposal.height))
  }

  public func baselines(in size: Size) -> Baselines? { nil }
}

/// Where the first and the last line of an item sit: distances from its top edge.
///
/// ```swift
/// Baselines(first: 16, last: 56)  // a three-line text with 20-point lines
/// ```
public struct Baselines: Sendable, Hashable {
  public var first: Double
  public var last: Double

  public init(first: Double, last: Double) {
    self.first = first
    self.last = last
  }
}

/// A named stand-in with a fixed content size, whatever the proposal.
///
/// ```swift
/// `$`(Placeholder("icon", width: 50, height: 50), halign: .left)
/// ```
public struct Placeholder: LayoutItem, Hashable {
  public var name: String?
  public var intrinsicSize: Size
  /// A baseline at this distance from its top, for baseline alignment; none when nil.
  public var baseline: Double?

  public init(_ name: String? = nil, width: Double = 0, height: Double = 0, baseline: Double? = nil)
  {
    self.name = name
    self.intrinsicSize = Size(width: width, height: height)
    self.baseline = baseline
  }

  public func sizeThatFits(_ proposal: ProposedSize) -> Size { intrinsicSize }

  public func baselines(in size: Size) -> Baselines? {
    baseline.map { Baselines(first: $0, last: $0) }
  }
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
