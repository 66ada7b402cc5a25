import LayoutComposer

/// A container's component tree, compiled four times: as it is laid out in the container's
/// allocation, and inside three wrappers that make the engine report the root's own sizes,
/// which GTK asks for before it allocates (the engine has no call for "how big is this tree").
///
/// - `placed`: the root fills the allocation, as `LayoutTree.layout(in:)` places a root.
/// - `natural`: `VBox(align: .start) [ HBox(align: .start) [ root ] ]`. The HBox hugs its
///   content, so the root is measured with both axes open: its natural size.
/// - `forWidth`: `VBox [ root ]` laid out at a width: the root is stretched to that width and
///   its height is what it wants there (height-for-width, wrapped text included). Laid out
///   0 high, the root shrinks to its minimum height at that width (rule S).
/// - `narrowest`: `HBox(align: .start) [ root ]` laid out 0 wide: the root shrinks to its
///   minimum width.
///
/// Node `n` of `placed` is node `n + offset` of a wrapper tree (pre-order puts the wrappers
/// first), so every update is applied to all three at once.
struct ContainerTrees {
  private(set) var placed: LayoutTree
  private var natural: LayoutTree
  private var forWidth: LayoutTree
  private var narrowest: LayoutTree
  private static let naturalOffset = 2
  private static let forWidthOffset = 1
  private static let narrowestOffset = 1
  /// Tall enough to leave the measured axis open in practice: content is never this high.
  private static let openLength = 1e6

  init(root: Component) {
    placed = LayoutTree(root)
    let measured = Self.measurable(root)
    natural = LayoutTree(
      `$`(
        nil, layout: VBox(align: .start),
        items: [`$`(nil, layout: HBox(align: .start), items: [measured])]))
    forWidth = LayoutTree(`$`(nil, layout: VBox(), items: [measured]))
    narrowest = LayoutTree(`$`(nil, layout: HBox(align: .start), items: [measured]))
  }

  var count: Int { placed.count }

  func options(at node: Int) -> ComponentOptions { placed.options(at: node) }

  /// Changes a node's options in all three trees; their caches forget that path.
  mutating func update(at node: Int, _ change: (inout ComponentOptions) -> Void) {
    placed.update(at: node, change)
    let root = node == 0
    natural.update(at: node + Self.naturalOffset) {
      change(&$0)
      if root { Self.stripPlacement(&$0) }
    }
    forWidth.update(at: node + Self.forWidthOffset) {
      change(&$0)
      if root { Self.stripPlacement(&$0) }
    }
    narrowest.update(at: node + Self.narrowestOffset) {
      change(&$0)
      if root { Self.stripPlacement(&$0) }
    }
  }

  /// Frames for an allocation of `size`.
  mutating func layout(in size: Size) -> LayoutResult { placed.layout(in: size) }

  /// The root's natural size with its margins: what it wants with nothing proposed.
  mutating func naturalSize() -> Size {
    let result = natural.layout(in: Size(width: Self.openLength, height: Self.openLength))
    return outerSize(result, node: Self.naturalOffset)
  }

  /// The height the root wants, margins included, when it is `width` wide (margins included).
  mutating func height(forWidth width: Double) -> Double {
    let result = forWidth.layout(in: Size(width: width, height: Self.openLength))
    return outerSize(result, node: Self.forWidthOffset).height
  }

  /// The least height the root takes at `width`, its children at their minimums.
  mutating func minimumHeight(forWidth width: Double) -> Double {
    let result = forWidth.layout(in: Size(width: width, height: 0))
    return outerSize(result, node: Self.forWidthOffset).height
  }

  /// The least width the root takes, its children at their minimums.
  mutating func minimumWidth() -> Double {
    let result = narrowest.layout(in: Size(width: 0, height: Self.openLength))
    return outerSize(result, node: Self.narrowestOffset).width
  }

  private func outerSize(_ result: LayoutResult, node: Int) -> Size {
    let frame = result.absoluteFrame(at: node)
    let margins = natural.effectiveMargins(at: Self.naturalOffset)
    return Size(width: frame.maxX + margins.right, height: frame.maxY + margins.bottom)
  }

  /// The root as a wrapper's child: the options that place a child in its parent (flex,
  /// alignment) mean nothing for a root, so they are left out.
  private static func measurable(_ root: Component) -> Component {
    var copy = root
    stripPlacement(&copy.options)
    return copy
  }

  private static func stripPlacement(_ options: inout ComponentOptions) {
    options.flex = nil
    options.align = nil
    options.halign = nil
    options.valign = nil
  }
}
