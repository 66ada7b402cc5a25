import LayoutComposer
import LayoutSamples

/// Scenario 5: each sample of the gallery laid out at 100 widths in a row, as a resize drag
/// does: the tree is compiled once and each width reuses what the last one computed.
enum ScreenScenarios {
  static var all: [Scenario] {
    Gallery.samples.map { sample in
      let name = "screen-\(sample.id)"
      return Scenario(name: name, defaultRepetitions: 200) { repetitions in
        var tree = LayoutTree(sample.build())
        // The window shows each result until the next one replaces it.
        var shown = tree.layout(in: sample.size)
        let samples = Stopwatch.samples(repetitions) {
          for step in 0..<100 {
            let width = sample.size.width * (0.5 + Double(step) / 100)
            shown = tree.layout(in: Size(width: width, height: sample.size.height))
          }
        }
        blackHole(shown)
        var report = Report(
          scenario: name, nodes: tree.count, samples: samples,
          target: "100 widths well inside one 16 ms frame")
        report.passes = 100
        report.extras = [("us_per_width", report.median * 1000 / 100)]
        return report
      }
    }
  }
}
