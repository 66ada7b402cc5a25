/// The baselines an HBox lined its children up on in the last layout (rule B), from the top of
/// its frame: `first` for its `.firstBaseline` children, `last` for its `.lastBaseline` ones,
/// nil for a group it does not have.
public struct SharedBaselines: Sendable, Hashable {
  public var first: Double?
  public var last: Double?

  public init(first: Double?, last: Double?) {
    self.first = first
    self.last = last
  }
}

extension LayoutTree {
  /// Where the HBox at `index` lined up its baseline-aligned children when the last
  /// `layout(in:)` placed it, as the engine decided it; nil for a node that lines nothing up
  /// (a VBox, a leaf, an HBox without baseline alignment, or before the first layout).
  ///
  /// ```swift
  /// var tree = LayoutTree(`$`(nil, layout: HBox(align: .firstBaseline), items: [title, date]))
  /// _ = tree.layout(in: Size(width: 360, height: 44))
  /// tree.sharedBaselines(at: 0)?.first  // 22: both texts' first baselines are there
  /// ```
  public func sharedBaselines(at index: Int) -> SharedBaselines? {
    guard let lines = sharedBaselineRecord[Int32(truncatingIfNeeded: index)] else { return nil }
    return SharedBaselines(
      first: lines.first.isNaN ? nil : lines.first, last: lines.last.isNaN ? nil : lines.last)
  }
}
