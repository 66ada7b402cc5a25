/// Scenario 1: Yoga's four micro-benchmarks, same shapes, same method (build, lay out, free).
/// Yoga's medians on this kind of machine are 0.005, 0.005, 0.082 and 4.8 ms; the target is
/// half of each.
enum YogaScenarios {
  static let all: [Scenario] = [
    .buildAndLayout(
      "stack-with-flex", nodes: 11, target: "<= 0.0025 ms (Yoga 0.005)", Shapes.stackWithFlex),
    .buildAndLayout(
      "align-stretch-undefined", nodes: 11, target: "<= 0.0025 ms (Yoga 0.005)",
      Shapes.alignStretchUndefined),
    .buildAndLayout(
      "nested-flex", nodes: 111, target: "<= 0.041 ms (Yoga 0.082)", Shapes.nestedFlex),
    .buildAndLayout(
      "huge-nested", nodes: Shapes.hugeNestedCount(levels: 4),
      target: "<= 2.4 ms (Yoga 4.8)"
    ) { Shapes.hugeNested(levels: 4) },
  ]
}
