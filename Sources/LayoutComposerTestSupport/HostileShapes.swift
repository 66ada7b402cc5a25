import LayoutComposer

/// Ordinary nesting that once took time doubling with every level (the hostile-input study),
/// as users write it with `$`: HostileShapeTests counts the work of each, and the
/// benchmarks `deep-baselines-1k`, `deep-alternating-1k`, `deep-clamped-1k`,
/// `deep-padding-6400` and `shrink-priorities-40k` time them.
public enum HostileShapes {
  /// Nested `HBox(align: .firstBaseline)`, each holding the next, around a text (26 levels
  /// once took 30–40 s).
  public static func baselineChain(depth: Int) -> Component {
    var node = `$`(Text("hello world"))
    for _ in 0..<depth { node = `$`(nil, layout: HBox(align: .firstBaseline), items: [node]) }
    return node
  }

  /// `HBox(align: .firstBaseline)` and `VBox` alternating, each with a text before the next
  /// (16 levels once took over 60 s).
  public static func alternatingBaselines(depth: Int) -> Component {
    var node = `$`(Text("hello world"))
    for level in 0..<depth {
      let layout: any Layout = level % 2 == 0 ? HBox(align: .firstBaseline) : VBox()
      node = `$`(nil, layout: layout, items: [`$`(Text("ab")), node])
    }
    return node
  }

  /// Nested `HBox(align: .start)` with `maxWidth: 100`, each beside a wrapping text (18
  /// levels once took 37 s).
  public static func clampedChain(depth: Int) -> Component {
    var node = `$`(Text("hello world again"))
    for _ in 0..<depth {
      node = `$`(
        nil, layout: HBox(align: .start), items: [`$`(Text("wrapping text here")), node],
        maxWidth: 100)
    }
    return node
  }

  /// HBoxes whose paddings add up to more than the width: every level overflows and shrinks
  /// (6,400 levels once took 13 s).
  public static func paddingChain(depth: Int) -> Component {
    var node = `$`(Text("x"))
    for _ in 0..<depth {
      node = `$`(nil, layout: HBox(), items: [node, `$`(Text("ab"))], padding: (2, 8, 2, 8))
    }
    return node
  }

  /// One HBox of texts, each with a priority of its own, far wider than the area: all shrink.
  public static func distinctPriorities(count: Int) -> Component {
    let texts = (0..<count).map { `$`(Text("hello world"), layoutPriority: Double($0)) }
    return `$`(nil, layout: HBox(), items: texts)
  }
}
