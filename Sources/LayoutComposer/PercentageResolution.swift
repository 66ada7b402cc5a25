/// What a percentage option came to in the last layout pass, as the engine decided it.
public enum PercentageResolution: Sendable, Hashable {
  /// Resolved to these points: of the parent's content box on that axis (an overlay's or a
  /// background's of its host's frame, the root's of the layout area).
  case points(Double)
  /// That box was sized by its content when the percentage was resolved, so the percentage
  /// counted as unset: a size or a bound as not given, a margin as the parent's default
  /// margin (docs/semantics.md, "Percentages").
  case unset
}

/// A component's percentage options and what each came to: nil where the option is not a
/// percentage. Read from `LayoutTree.resolvedPercentages(at:)` after a layout.
public struct ResolvedPercentages: Sendable, Hashable {
  public var width: PercentageResolution?
  public var height: PercentageResolution?
  public var minWidth: PercentageResolution?
  public var maxWidth: PercentageResolution?
  public var minHeight: PercentageResolution?
  public var maxHeight: PercentageResolution?
  public var marginTop: PercentageResolution?
  public var marginLeft: PercentageResolution?
  public var marginBottom: PercentageResolution?
  public var marginRight: PercentageResolution?

  public init() {}

  init(_ points: Percentages) {
    func resolution(_ value: Double?) -> PercentageResolution? {
      value.map { $0.isNaN ? .unset : .points($0) }
    }
    width = resolution(points.width)
    height = resolution(points.height)
    minWidth = resolution(points.minWidth)
    maxWidth = resolution(points.maxWidth)
    minHeight = resolution(points.minHeight)
    maxHeight = resolution(points.maxHeight)
    marginTop = resolution(points.marginTop)
    marginLeft = resolution(points.marginLeft)
    marginBottom = resolution(points.marginBottom)
    marginRight = resolution(points.marginRight)
  }
}

extension LayoutTree {
  /// What the node's percentage options came to where the engine last resolved them (after
  /// `layout(in:)`, where it placed the node; after only `size(for:)`, where it measured it):
  /// points, or unset because its parent was sized by its content on that axis. Every option
  /// is nil before the first pass and for a node without percentages.
  ///
  /// ```swift
  /// var tree = LayoutTree(`$`(nil, layout: HBox(), items: [`$`("half", width: 50%)]))
  /// _ = tree.layout(in: Size(width: 300, height: 100))
  /// tree.resolvedPercentages(at: 1).width  // .points(150)
  /// ```
  public func resolvedPercentages(at index: Int) -> ResolvedPercentages {
    guard index >= 0, index < styles.count else { return ResolvedPercentages() }
    let e = styles[index].extras
    guard e >= 0 else { return ResolvedPercentages() }
    let entry = Int(extras[Int(e)].percentages)
    guard entry >= 0, entry < percentageOutcomes.count else { return ResolvedPercentages() }
    return ResolvedPercentages(percentageOutcomes[entry])
  }
}
