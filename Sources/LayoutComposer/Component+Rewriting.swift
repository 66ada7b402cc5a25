extension Component {
  /// The same tree with `change` applied to every component, walked with an explicit stack so
  /// a tree of any depth can be rewritten. `change` sees each component after its children
  /// were rebuilt, with its node index in pre-order (root 0), the numbering of `LayoutResult`.
  /// Component ids are kept, so frames can still be looked up by the original components.
  ///
  /// ```swift
  /// let renamed = screen.rewritten { component, index in
  ///   component.options.name = component.name ?? "node\(index)"
  /// }
  /// ```
  public func rewritten(_ change: (inout Component, Int) -> Void) -> Component {
    struct Pending {
      var component: Component
      var index: Int
      var rebuilt: [Component] = []
      var next = 0
    }
    var counter = 0
    var stack = [Pending(component: self, index: 0)]
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
      if !items.isEmpty { component.items = finished.rebuilt }
      change(&component, finished.index)
      if stack.isEmpty { return component }
      stack[stack.count - 1].rebuilt.append(component)
    }
  }

  /// The same tree with every `Text` leaf measured by `measurer`; a host that measures text
  /// for real (the previewer, with Pango) uses it on layouts written with the default.
  ///
  /// ```swift
  /// let real = sample.build().replacingTextMeasurer(PangoTextMeasurer())
  /// ```
  public func replacingTextMeasurer(_ measurer: any TextMeasurer) -> Component {
    rewritten { component, _ in
      if var text = component.item as? Text {
        text.measurer = measurer
        component.item = text
      }
    }
  }
}
