import LayoutComposer

/// The order in which the renderer paints frames: layer by layer, each layer's frames one
/// batch per colour (cairo's cost is per call). A component's children are a layer above it;
/// its backgrounds (SwiftUI's `.background`) come before it, so they lie under its fill; its
/// overlays come after everything else in it, so they lie over its children and its text.
/// Alternatives a `FirstThatFits` did not show are in no layer: they are not drawn.
///
/// Without overlays and backgrounds a node's layer is its depth in the tree.
///
/// ```swift
/// let order = DrawingOrder(snapshot.result)
/// order.isDrawn(5)           // false for a hidden alternative
/// order.isAbove(7, 2)        // the overlay 7 covers its host 2
/// ```
public struct DrawingOrder: Sendable {
  /// Per node, its layer, or -1 when it is not drawn.
  public let layers: [Int]
  /// Per node, whether it is an overlay or inside one: texts under it are drawn first.
  let raised: [Bool]
  /// The nodes of each layer, in node order.
  let nodesByLayer: [[Int]]

  public init(_ result: LayoutResult) {
    let count = result.count
    var layers = (0..<count).map { result.depth(at: $0) }
    var raised = [Bool](repeating: false, count: count)
    if (0..<count).contains(where: { result.decoration(at: $0) != nil }) {
      layers = Self.layered(result, raised: &raised)
    }
    for node in 0..<count where result.isHidden(at: node) { layers[node] = -1 }
    var byLayer: [[Int]] = []
    for node in 0..<count where layers[node] >= 0 {
      while byLayer.count <= layers[node] { byLayer.append([]) }
      byLayer[layers[node]].append(node)
    }
    self.layers = layers
    self.raised = raised
    self.nodesByLayer = byLayer
  }

  /// Whether the node is drawn at all (a hidden alternative, or anything in one, is not).
  public func isDrawn(_ node: Int) -> Bool { layers[node] >= 0 }

  /// Whether node `a` is painted after node `b` (a higher layer; in one layer, the later
  /// node), so it covers `b` where they overlap.
  public func isAbove(_ a: Int, _ b: Int) -> Bool {
    (layers[a], a) > (layers[b], b)
  }

  /// The layers when some node has overlays or backgrounds, walked with a stack of its own
  /// (trees may be deeper than the thread's stack allows recursion). A node's subtree takes
  /// the layers from `base` up: its backgrounds first, one above the other; then the node
  /// itself; its children one layer above it; then its overlays, each above everything in
  /// the node before it.
  private static func layered(_ result: LayoutResult, raised: inout [Bool]) -> [Int] {
    struct Visit {
      var node: Int
      var children: [Int]
      var next = 0
      var own = -1
      /// The highest layer taken in the subtree so far (the backgrounds' before `own`).
      var top: Int
    }
    var layers = [Int](repeating: 0, count: result.count)
    var stack = [Visit(node: 0, children: result.children(of: 0), top: -1)]
    while !stack.isEmpty {
      let current = stack.count - 1
      var visit = stack[current]
      if visit.next < visit.children.count {
        let child = visit.children[visit.next]
        visit.next += 1
        let role = result.decoration(at: child)
        if role != .background, visit.own < 0 {
          visit.own = visit.top + 1
          visit.top = visit.own
        }
        let base = role == nil ? visit.own + 1 : visit.top + 1
        raised[child] = raised[visit.node] || role == .overlay
        stack[current] = visit
        stack.append(Visit(node: child, children: result.children(of: child), top: base - 1))
        continue
      }
      if visit.own < 0 {
        visit.own = visit.top + 1
        visit.top = visit.own
      }
      layers[visit.node] = visit.own
      stack.removeLast()
      if let parent = stack.indices.last {
        stack[parent].top = max(stack[parent].top, visit.top)
      }
    }
    return layers
  }
}
