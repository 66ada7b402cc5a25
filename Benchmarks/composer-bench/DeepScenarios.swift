import LayoutComposer
import LayoutComposerTestSupport

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
    // Ordinary nesting that once took time doubling with every level: each is a
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
