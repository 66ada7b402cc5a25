import LayoutComposer

/// Gives every `Text` leaf of a tree a measurer, without recursion: layout files may nest
/// 100,000 levels deep, more than the stack has room for one call per level.
///
/// ```swift
/// let measured = TextMeasuring.replacingMeasurer(in: root, with: PangoTextMeasurer())
/// ```
public enum TextMeasuring {
  public static func replacingMeasurer(
    in root: Component, with measurer: any TextMeasurer
  ) -> Component {
    guard containsText(root) else { return root }
    return TreeRewriting.rewrite(root) { component, _ in
      if var text = component.item as? Text {
        text.measurer = measurer
        component.item = text
      }
    }
  }

  /// Whether any leaf of the tree is a `Text`, found with an explicit stack.
  public static func containsText(_ root: Component) -> Bool {
    var pending = [root]
    while let next = pending.popLast() {
      if next.item is Text { return true }
      pending.append(contentsOf: next.items)
    }
    return false
  }
}

/// Rebuilds a component tree with a change applied to every node, using an explicit stack
/// instead of recursion.
///
/// ```swift
/// let renamed = TreeRewriting.rewrite(root) { component, index in
///   component.options.name = "node\(index)"
/// }
/// ```
public enum TreeRewriting {
  /// `change` gets each component (its children not yet rebuilt) and its node index in
  /// pre-order, root 0, the order `LayoutResult` numbers nodes in.
  public static func rewrite(
    _ root: Component, _ change: (inout Component, Int) -> Void
  ) -> Component {
    struct Pending {
      var component: Component
      var index: Int
      var rebuilt: [Component] = []
      var next = 0
    }
    var counter = 0
    var stack = [Pending(component: root, index: 0)]
    while true {
      let top = stack.count - 1
      let items = stack[top].component.items
      if stack[top].next < items.count {
        let child = items[stack[top].next]
        stack[top].next += 1
        counter += 1
        stack.append(Pending(component: child, index: counter))
        continue
      }
      let finished = stack.removeLast()
      var component = finished.component
      change(&component, finished.index)
      if !items.isEmpty { component.items = finished.rebuilt }
      if stack.isEmpty { return component }
      stack[stack.count - 1].rebuilt.append(component)
    }
  }
}
