import LayoutComposer
import LayoutComposerTestSupport
import Testing

// Ordinary nesting must cost a small constant a level: each shape below once took time that
// doubled (or quadrupled) with every level, because a baseline or a clamped proposal was asked
// again for every ancestor. The counts are the engine's own statistics for one
// pass: components measured (cache misses), baselines worked out, items asked. A shape that
// costs `c` a level costs `c × depth`: doubling the depth may not more than double the count,
// and a level may cost at most `perLevel`. The benchmarks `deep-baselines`, `deep-alternating`,
// `deep-clamped`, `deep-padding` and `shrink-priorities` time the same shapes in release.

@Suite struct HostileShapeTests {
  /// The work of one full pass of the tree `shape(depth)` in `area`.
  func work(_ shape: (Int) -> Component, depth: Int, area: Size = phone) -> Int {
    var tree = LayoutTree(shape(depth))
    _ = tree.layout(in: area)
    let s = tree.statistics
    return s.nodeMeasurements + s.baselineQueries + s.itemMeasurements
  }

  /// At depth 30 the work is at most `perLevel` a level, and twice as deep costs at most
  /// twice as much (plus the constant of the shape's ends).
  func expectLinear(_ shape: (Int) -> Component, perLevel: Int) {
    let at15 = work(shape, depth: 15)
    let at30 = work(shape, depth: 30)
    let at60 = work(shape, depth: 60)
    #expect(at30 <= perLevel * 30, "depth 30: \(at30) > \(perLevel) a level")
    #expect(at60 - at30 <= 2 * (at30 - at15) + perLevel, "15: \(at15), 30: \(at30), 60: \(at60)")
  }

  @Test func aBaselineChainCostsAConstantALevel() {
    expectLinear({ HostileShapes.baselineChain(depth: $0) }, perLevel: 12)
  }

  @Test func alternatingBaselineStacksCostAConstantALevel() {
    expectLinear({ HostileShapes.alternatingBaselines(depth: $0) }, perLevel: 24)
  }

  @Test func aChainOfClampedStacksCostsAConstantALevel() {
    expectLinear({ HostileShapes.clampedChain(depth: $0) }, perLevel: 16)
  }

  @Test func aChainOfOverflowingPaddingsCostsAConstantALevel() {
    expectLinear({ HostileShapes.paddingChain(depth: $0) }, perLevel: 16)
  }

  /// Shrinking siblings of 2,000 distinct priorities measures each about as often as
  /// siblings of one priority do: the groups are sorted once, not searched for each time
  /// (20,000 distinct priorities took 5–6 s).
  @Test func distinctPrioritiesCostNoMoreThanOne() {
    func row(_ count: Int, distinct: Bool) -> Component {
      `$`(
        nil, layout: HBox(),
        items: (0..<count).map {
          `$`(Text("hello world"), layoutPriority: distinct ? Double($0) : 0)
        })
    }
    func measured(_ component: Component) -> Int {
      var tree = LayoutTree(component)
      _ = tree.layout(in: phone)
      return tree.statistics.nodeMeasurements
    }
    let one = measured(row(2000, distinct: false))
    let distinct = measured(row(2000, distinct: true))
    #expect(distinct <= one + 10, "distinct \(distinct), one priority \(one)")
    // Each child is measured for its width, its minimum and its height at the new width.
    #expect(one <= 2000 * 4)
  }

  /// The baseline chain at depth 30 is what the rules give: each HBox lines its only child
  /// up on its baseline, so it hugs it; the text keeps its one line, 88 × 20, at the origin.
  @Test func aDeepBaselineChainKeepsItsText() {
    var node = `$`(Text("hello world"), name: "leaf")
    for _ in 0..<30 { node = `$`(nil, layout: HBox(align: .firstBaseline), items: [node]) }
    let frames = node.layout(in: phone)
    #expect(frames.absoluteFrame(named: "leaf") == Frame(x: 0, y: 0, width: 88, height: 20))
  }
}
