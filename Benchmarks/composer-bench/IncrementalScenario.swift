import LayoutComposer

/// Scenario 4: in the 100k tree, one leaf's height changes and the tree is laid out again.
/// Timed: `updateHeight` (as users call it, with the component) and the relayout. The full
/// layout it is compared with is measured on the same tree.
enum IncrementalScenario {
  static let scenario = Scenario(name: "incremental-100k", defaultRepetitions: 200) {
    repetitions in
    var leaf = `$`("leaf", width: 10, height: 10, flex: 1)
    var root = Shapes.hugeNested(levels: 5)
    // Swap one deepest node (a childless HBox) for a leaf we keep, so we can name it in
    // updateHeight.
    root.items[3].items[4].items[5].items[6].items[7] = leaf
    leaf = root.items[3].items[4].items[5].items[6].items[7]
    var tree = LayoutTree(root)
    let full = Stopwatch.samples(max(3, repetitions / 20), prepare: { tree.invalidateAll() }) {
      blackHole(tree.layout(in: benchArea))
    }
    var height = 10.0
    // An app keeps the frames it shows until the new ones replace them.
    var shown = tree.layout(in: benchArea)
    let samples = Stopwatch.samples(repetitions) {
      height = height == 10 ? 20 : 10
      tree.updateHeight(leaf, height)
      shown = tree.layout(in: benchArea)
    }
    blackHole(shown)
    var report = Report(
      scenario: "incremental-100k", nodes: tree.count, samples: samples,
      target: "<= 2% of a full layout")
    let fullMedian = Report(scenario: "", nodes: 0, samples: full, target: "").median
    report.extras = [
      ("full_ms", fullMedian), ("percent_of_full", report.median / fullMedian * 100),
      ("items_measured", Double(tree.statistics.itemMeasurements)),
      ("containers_placed", Double(tree.statistics.containersPlaced)),
    ]
    return report
  }
}
