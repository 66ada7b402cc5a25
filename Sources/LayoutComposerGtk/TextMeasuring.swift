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
    // An explicit stack of components whose children are being rebuilt, post-order.
    struct Pending {
      var component: Component
      var rebuilt: [Component] = []
      var next = 0
    }
    var stack = [Pending(component: root)]
    while true {
      let top = stack.count - 1
      let items = stack[top].component.items
      if stack[top].next < items.count {
        let child = items[stack[top].next]
        stack[top].next += 1
        stack.append(Pending(component: child))
        continue
      }
      let finished = stack.removeLast()
      var component = finished.component
      if var text = component.item as? Text {
        text.measurer = measurer
        component.item = text
      }
      if !items.isEmpty { component.items = finished.rebuilt }
      if stack.isEmpty { return component }
      stack[stack.count - 1].rebuilt.append(component)
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
