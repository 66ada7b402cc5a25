import LayoutComposer

/// Scenario 3: chains. 10,000 deep must cost about what a wide tree costs per node; 100,000
/// deep must complete (measuring recurses once per level, on a thread with a large stack).
enum DeepScenarios {
  static let all: [Scenario] = [
    .layoutOnly("deep-10k", repetitions: 20, target: "ns/node near scale-layout") {
      Shapes.chain(depth: 10_000)
    },
    .buildAndLayout(
      "deep-100k", repetitions: 3, nodes: 100_001, target: "completes, no stack overflow"
    ) { Shapes.chain(depth: 100_000) },
    // Ordinary nesting that once took time doubling with every level (issue 19): each is a
    // constant a level now (HostileShapeTests counts the work; these time it).
    .layoutOnly("deep-baselines-1k", repetitions: 20, target: "linear in depth") {
      HostileShapes.baselineChain(depth: 1000)
    },
    .layoutOnly("deep-alternating-1k", repetitions: 20, target: "linear in depth") {
      HostileShapes.alternatingBaselines(depth: 1000)
    },
    .layoutOnly("deep-clamped-1k", repetitions: 20, target: "linear in depth") {
      HostileShapes.clampedChain(depth: 1000)
    },
    .layoutOnly("deep-padding-6400", repetitions: 5, target: "linear in depth") {
      HostileShapes.paddingChain(depth: 6400)
    },
    .layoutOnly("shrink-priorities-40k", repetitions: 5, target: "n log n") {
      HostileShapes.distinctPriorities(count: 40_000)
    },
  ]
}

/// The shapes of issue 19's hostile-input study, as users write them with `$`.
enum HostileShapes {
  /// Nested `HBox(align: .firstBaseline)`, each holding the next, around a text.
  static func baselineChain(depth: Int) -> Component {
    var node = `$`(Text("hello world"))
    for _ in 0..<depth { node = `$`(nil, layout: HBox(align: .firstBaseline), items: [node]) }
    return node
  }

  /// `HBox(align: .firstBaseline)` and `VBox` alternating, each with a text before the next.
  static func alternatingBaselines(depth: Int) -> Component {
    var node = `$`(Text("hello world"))
    for level in 0..<depth {
      let layout: any Layout = level % 2 == 0 ? HBox(align: .firstBaseline) : VBox()
      node = `$`(nil, layout: layout, items: [`$`(Text("ab")), node])
    }
    return node
  }

  /// Nested `HBox(align: .start)` with `maxWidth: 100`, each beside a wrapping text.
  static func clampedChain(depth: Int) -> Component {
    var node = `$`(Text("hello world again"))
    for _ in 0..<depth {
      node = `$`(
        nil, layout: HBox(align: .start), items: [`$`(Text("wrapping text here")), node],
        maxWidth: 100)
    }
    return node
  }

  /// HBoxes whose paddings add up to more than the width: every level overflows and shrinks.
  static func paddingChain(depth: Int) -> Component {
    var node = `$`(Text("x"))
    for _ in 0..<depth {
      node = `$`(nil, layout: HBox(), items: [node, `$`(Text("ab"))], padding: (2, 8, 2, 8))
    }
    return node
  }

  /// One HBox of texts, each with a priority of its own, far wider than the area: all shrink.
  static func distinctPriorities(count: Int) -> Component {
    let texts = (0..<count).map { `$`(Text("hello world"), layoutPriority: Double($0)) }
    return `$`(nil, layout: HBox(), items: texts)
  }
}
