/// Where the margin on one side of a component came from in the last layout, by the engine's
/// precedence (docs/semantics.md, "Margins"): `marginLeading`/`marginTrailing` over the
/// physical side, the component's own side over its parent's `defaultMargins`.
public enum MarginSource: Sendable, Hashable {
  /// The component's own margin on that side: `marginTop:`, `margins:`, or a percentage.
  case own
  /// `marginLeading`, which sets the left side in left-to-right and the right one in
  /// right-to-left.
  case leading
  /// `marginTrailing`, the other side.
  case trailing
  /// The parent's `defaultMargins`, because the component does not set that side.
  case parentDefault
  /// Nothing: the root, an overlay or a background that does not set that side (no layout
  /// gives them default margins), so it is 0.
  case none
}

/// The source of each physical side's margin, as `effectiveMargins(at:)` has them.
public struct MarginSources: Sendable, Hashable {
  public var top: MarginSource
  public var left: MarginSource
  public var bottom: MarginSource
  public var right: MarginSource

  public init(top: MarginSource, left: MarginSource, bottom: MarginSource, right: MarginSource) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }
}

extension LayoutTree {
  /// Where each side of the node's margins came from, in the direction of the last layout.
  ///
  /// ```swift
  /// // `$`(nil, layout: VBox(defaultMargins: (10, 20, 0, 20)), items: [`$`("a", marginTop: 4)])
  /// tree.marginSources(at: 1).top   // .own
  /// tree.marginSources(at: 1).left  // .parentDefault
  /// ```
  public func marginSources(at index: Int) -> MarginSources {
    guard index >= 0, index < styles.count else {
      return MarginSources(top: .none, left: .none, bottom: .none, right: .none)
    }
    let style = styles[index]
    let parent = Int(structure.parent[index])
    let decorated = !structure.roles.isEmpty && structure.roles[Int32(index)] != nil
    let unset: MarginSource = parent >= 0 && !decorated ? .parentDefault : .none
    var percent = Percentages()
    var leading = false
    var trailing = false
    if style.extras >= 0 {
      let extra = extras[Int(style.extras)]
      if extra.percentages >= 0 { percent = percentageTable[Int(extra.percentages)] }
      leading = !extra.marginLeading.isNaN
      trailing = !extra.marginTrailing.isNaN
    }
    func side(_ bit: UInt8, _ percentage: Double?) -> MarginSource {
      style.ownMarginSides & bit != 0 || percentage != nil ? .own : unset
    }
    var sources = MarginSources(
      top: side(1, percent.marginTop), left: side(2, percent.marginLeft),
      bottom: side(4, percent.marginBottom), right: side(8, percent.marginRight))
    if leading {
      if isRightToLeft { sources.right = .leading } else { sources.left = .leading }
    }
    if trailing {
      if isRightToLeft { sources.left = .trailing } else { sources.right = .trailing }
    }
    return sources
  }
}
