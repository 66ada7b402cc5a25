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
  ]
}
