import LayoutComposer

/// One named measurement. `run` gets the repetitions asked for (or the scenario's default)
/// and returns its figures.
struct Scenario: Sendable {
  let name: String
  let defaultRepetitions: Int
  let run: @Sendable (_ repetitions: Int) -> Report
}

/// The area every synthetic tree is laid out in.
let benchArea = Size(width: 1000, height: 1000)

extension Scenario {
  /// Yoga's way: every repetition builds the tree with `$`, compiles it, lays it out and
  /// frees it.
  static func buildAndLayout(
    _ name: String, repetitions: Int = 1000, nodes: Int, target: String,
    area: Size = benchArea, _ build: @escaping @Sendable () -> Component
  ) -> Scenario {
    Scenario(name: name, defaultRepetitions: repetitions) { repetitions in
      let samples = Stopwatch.samples(repetitions) {
        var tree = LayoutTree(build())
        blackHole(tree.layout(in: area))
      }
      return Report(scenario: name, nodes: nodes, samples: samples, target: target)
    }
  }

  /// A tree compiled once and laid out in full on every repetition (its caches are cleared
  /// before each, untimed).
  static func layoutOnly(
    _ name: String, repetitions: Int, target: String, _ build: @escaping @Sendable () -> Component
  ) -> Scenario {
    Scenario(name: name, defaultRepetitions: repetitions) { repetitions in
      var tree = LayoutTree(build())
      let samples = Stopwatch.samples(repetitions, prepare: { tree.invalidateAll() }) {
        blackHole(tree.layout(in: benchArea))
      }
      return Report(scenario: name, nodes: tree.count, samples: samples, target: target)
    }
  }

  /// Components built once; every repetition compiles them into a LayoutTree and drops it,
  /// which is what a live reload or a new screen pays before its first layout.
  static func compileOnly(
    _ name: String, repetitions: Int, target: String, _ build: @escaping @Sendable () -> Component
  ) -> Scenario {
    Scenario(name: name, defaultRepetitions: repetitions) { repetitions in
      let root = build()
      var nodes = 0
      let samples = Stopwatch.samples(repetitions) {
        let tree = LayoutTree(root)
        nodes = tree.count
        blackHole(tree)
      }
      return Report(scenario: name, nodes: nodes, samples: samples, target: target)
    }
  }
}
