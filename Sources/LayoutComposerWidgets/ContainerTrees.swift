import LayoutComposer

/// A container's component tree: laid out in the container's allocation (the root fills it,
/// as `LayoutTree.layout(in:)` places a root) and asked GTK's measure through the engine's
/// size contract (`LayoutTree.size(for:)`). GTK's "height for this width" is
/// `.height(forWidth:)`: the root exactly that wide, as an allocation that wide places it, so
/// a child whose height follows the root's width (an aspect ratio, flex children that wrap
/// less when wider, a root with `maxWidth`) answers what the allocation then places. One
/// tree, so measuring and allocating share their cached measurements.
struct ContainerTrees {
  private(set) var placed: LayoutTree

  init(root: Component) {
    placed = LayoutTree(root)
  }

  func options(at node: Int) -> ComponentOptions { placed.options(at: node) }

  func name(at node: Int) -> String? { placed.name(at: node) }

  /// Changes a node's options; the tree's caches forget that path.
  mutating func update(at node: Int, _ change: (inout ComponentOptions) -> Void) {
    placed.update(at: node, change)
  }

  /// The tree forgets what the node and its ancestors measured.
  mutating func invalidate(at node: Int) {
    placed.invalidate(at: node)
  }

  /// Frames for an allocation of `size`.
  mutating func layout(in size: Size) -> LayoutResult { placed.layout(in: size) }

  /// The root's natural width with its margins: what it wants with nothing proposed.
  mutating func naturalWidth() -> Double { placed.size(for: .unspecified).size.width }

  /// The least width the root takes, margins included, its children at their minimums.
  mutating func minimumWidth() -> Double {
    placed.size(for: SizeRequest(width: .atMost(0), height: .unspecified)).size.width
  }

  /// The height the root wants, margins included, when it is `width` wide (margins included).
  mutating func height(forWidth width: Double) -> Double {
    placed.size(for: .height(forWidth: width)).size.height
  }

  /// The least height the root takes at `width`, its children at their minimums.
  mutating func minimumHeight(forWidth width: Double) -> Double {
    placed.size(for: SizeRequest(width: .exactly(width), height: .atMost(0))).size.height
  }
}
