/// Scenario 2: the huge-nested shape from 1k to 1M nodes: layout only, compile only (the
/// components built once, compiled into a LayoutTree on every repetition) and build+layout.
/// Linear means the ns per node stays within 1.5× from the smallest to the largest.
enum ScaleScenarios {
  static let sizes: [(label: String, levels: Int, repetitions: Int)] = [
    ("1k", 3, 200), ("10k", 4, 50), ("100k", 5, 10), ("1m", 6, 5),
  ]

  static let all: [Scenario] =
    sizes.map { size in
      Scenario.layoutOnly(
        "scale-layout-\(size.label)", repetitions: size.repetitions,
        target: size.label == "100k" ? "< 100 ns/node; within 1.5x of 1k" : "within 1.5x of 1k"
      ) { Shapes.hugeNested(levels: size.levels) }
    }
    + sizes.map { size in
      Scenario.compileOnly(
        "scale-compile-\(size.label)", repetitions: size.repetitions, target: "within 1.5x of 1k"
      ) { Shapes.hugeNested(levels: size.levels) }
    }
    + sizes.map { size in
      Scenario.buildAndLayout(
        "scale-build-\(size.label)", repetitions: size.repetitions,
        nodes: Shapes.hugeNestedCount(levels: size.levels), target: "within 1.5x of 1k"
      ) { Shapes.hugeNested(levels: size.levels) }
    }
}
