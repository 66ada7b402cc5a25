import LayoutComposer

/// The leaf of Yoga's benchmarks: 10×10 where the parent leaves an axis open, the proposal
/// where it gives one (Yoga's `_measure` in `benchmark/YGBenchmark.c` does the same).
struct MeasuredLeaf: LayoutItem {
  func sizeThatFits(_ proposal: ProposedSize) -> Size {
    Size(width: proposal.width ?? 10, height: proposal.height ?? 10)
  }
}

/// The trees the scenarios lay out, built with `$` as users write them.
enum Shapes {
  /// "Stack with flex": a 100×100 root with 10 measuring children of flex 1.
  static func stackWithFlex() -> Component {
    `$`(
      nil, width: 100, height: 100, layout: VBox(),
      items: (0..<10).map { _ in `$`(MeasuredLeaf(), flex: 1) })
  }

  /// "Align stretch in undefined axis": an unsized root with 10 measuring children 20 high.
  static func alignStretchUndefined() -> Component {
    `$`(nil, layout: VBox(), items: (0..<10).map { _ in `$`(MeasuredLeaf(), height: 20) })
  }

  /// "Nested flex": 10 children of flex 1, each with 10 measuring children of flex 1.
  static func nestedFlex() -> Component {
    `$`(
      nil, layout: VBox(),
      items: (0..<10).map { _ in
        `$`(
          nil, flex: 1, layout: VBox(),
          items: (0..<10).map { _ in `$`(MeasuredLeaf(), flex: 1) })
      })
  }

  /// "Huge nested layout" for any number of levels below the root: branching 10, every
  /// non-root node 10×10 with flex 1, even levels HBoxes and odd levels VBoxes (the deepest
  /// level too, as in Yoga, where those nodes have a flex direction and no children).
  /// 4 levels make Yoga's 11,111 nodes.
  static func hugeNested(levels: Int) -> Component {
    func node(level: Int) -> Component {
      let layout: any Layout = level % 2 == 0 ? HBox() : VBox()
      let children = level < levels ? (0..<10).map { _ in node(level: level + 1) } : []
      return `$`(nil, width: 10, height: 10, flex: 1, layout: layout, items: children)
    }
    return `$`(nil, layout: VBox(), items: (0..<10).map { _ in node(level: 1) })
  }

  /// Nodes in `hugeNested(levels:)`: 1 + 10 + … + 10^levels.
  static func hugeNestedCount(levels: Int) -> Int {
    var total = 1
    var level = 1
    for _ in 0..<levels {
      level *= 10
      total += level
    }
    return total
  }

  /// A chain of `depth` VBoxes around one 10×10 leaf named "leaf": each level's height comes
  /// from its content, so measuring recurses through the whole chain.
  static func chain(depth: Int) -> Component {
    var component = `$`("leaf", width: 10, height: 10)
    for _ in 0..<depth { component = `$`(nil, layout: VBox(), items: [component]) }
    return component
  }
}
