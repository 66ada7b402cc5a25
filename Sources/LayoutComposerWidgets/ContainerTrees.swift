import LayoutComposer

/// A container's component tree, compiled twice: as it is laid out in the container's
/// allocation, and inside a VBox that answers GTK's measure.
///
/// - `placed`: the root fills the allocation, as `LayoutTree.layout(in:)` places a root.
/// - `measured`: `VBox [ root ]`. Its natural and minimum widths are the root's, margins
///   included (`LayoutTree.sizeThatFits` and `minimumSize`). Laid out at a width, the root is
///   stretched to exactly that width, as an allocation that wide would place it, and its height
///   is what it wants there; laid out 0 high, the root shrinks to its minimum height there
///   (rule S). GTK's "height for this width" means exactly that width: the engine's
///   `sizeThatFits` takes a width as at most, which answers differently where a child's height
///   follows a width the root only gets by stretching (an aspect ratio, flex children that wrap
///   less when wider, a root with `maxWidth`).
///
/// Node `n` of `placed` is node `n + 1` of `measured` (pre-order puts the wrapper first), so
/// every update is applied to both. Measuring asks `measured` only, so `placed` keeps the
/// measurements of the allocation's layout for the next one.
struct ContainerTrees {
  private(set) var placed: LayoutTree
  private var measured: LayoutTree
  private static let measuredOffset = 1
  /// Tall enough to leave the measured axis open in practice: content is never this high.
  private static let openLength = 1e6

  init(root: Component) {
    placed = LayoutTree(root)
    var child = root
    Self.stripPlacement(&child.options)
    measured = LayoutTree(`$`(nil, layout: VBox(), items: [child]), checks: .off)
  }

  func options(at node: Int) -> ComponentOptions { placed.options(at: node) }

  func name(at node: Int) -> String? { placed.name(at: node) }

  /// Changes a node's options in both trees; their caches forget that path.
  mutating func update(at node: Int, _ change: (inout ComponentOptions) -> Void) {
    placed.update(at: node, change)
    measured.update(at: node + Self.measuredOffset) {
      change(&$0)
      if node == 0 { Self.stripPlacement(&$0) }
    }
  }

  /// Both trees forget what the node and its ancestors measured.
  mutating func invalidate(at node: Int) {
    placed.invalidate(at: node)
    measured.invalidate(at: node + Self.measuredOffset)
  }

  /// Frames for an allocation of `size`.
  mutating func layout(in size: Size) -> LayoutResult { placed.layout(in: size) }

  /// The root's natural width with its margins: what it wants with nothing proposed.
  mutating func naturalWidth() -> Double { measured.sizeThatFits(.unspecified).width }

  /// The least width the root takes, margins included, its children at their minimums.
  mutating func minimumWidth() -> Double {
    measured.minimumSize(ProposedSize(width: 0, height: nil)).width
  }

  /// The height the root wants, margins included, when it is `width` wide (margins included).
  mutating func height(forWidth width: Double) -> Double {
    outerHeight(measured.layout(in: Size(width: width, height: Self.openLength)))
  }

  /// The least height the root takes at `width`, its children at their minimums.
  mutating func minimumHeight(forWidth width: Double) -> Double {
    outerHeight(measured.layout(in: Size(width: width, height: 0)))
  }

  private func outerHeight(_ result: LayoutResult) -> Double {
    let frame = result.absoluteFrame(at: Self.measuredOffset)
    return frame.maxY + measured.effectiveMargins(at: Self.measuredOffset).bottom
  }

  /// The options that place a child in its parent (flex, alignment) mean nothing for a root,
  /// so the wrapper's child has none.
  private static func stripPlacement(_ options: inout ComponentOptions) {
    options.flex = nil
    options.align = nil
    options.halign = nil
    options.valign = nil
  }
}
