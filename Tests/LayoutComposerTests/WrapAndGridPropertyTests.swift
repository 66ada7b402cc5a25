import LayoutComposer
import LayoutComposerTestSupport
import LayoutFiles
import Testing

// Random trees with wrapping stacks and grids (cells and spans, with out-of-range places and
// values beyond the limits too): frames stay finite, the same tree gives the same frames, and
// an update gives the frames of a fresh tree.

@Suite struct WrapAndGridPropertyTests {
  func size(_ random: inout SeededRandom) -> Size {
    Size(
      width: Double(Int.random(in: 0...900, using: &random)),
      height: Double(Int.random(in: 0...900, using: &random)))
  }

  func direction(_ random: inout SeededRandom) -> LayoutDirection {
    Int.random(in: 0..<4, using: &random) == 0 ? .rightToLeft : .leftToRight
  }

  func isFinite(_ f: Frame) -> Bool {
    f.x.isFinite && f.y.isFinite && f.width.isFinite && f.height.isFinite && f.width >= 0
      && f.height >= 0
  }

  @Test(arguments: [RandomTree.Values.ordinary, .withinLimits, .beyondLimits])
  func everyFrameIsFinite(_ values: RandomTree.Values) {
    var random = SeededRandom(seed: 9_100_000)
    for index in 0..<1500 {
      let spec = RandomTree.make(
        seed: 9_100_000 + UInt64(index), .init(values: values, extras: true, wrapAndGrids: true))
      var tree = LayoutTree(spec.component(), checks: .off)
      for area in [size(&random), Size(width: LayoutLimits.maximumLength, height: 480)] {
        let frames = tree.layout(in: area, direction: direction(&random))
        if let bad = (0..<frames.count).first(where: { !isFinite(frames.frame(at: $0)) }) {
          Issue.record("tree \(index) in \(area): node \(bad) is \(frames.frame(at: bad))\n\(spec)")
          return
        }
      }
    }
  }

  @Test func theSameTreeGivesTheSameFrames() {
    var random = SeededRandom(seed: 9_200_000)
    for index in 0..<1500 {
      let spec = RandomTree.make(
        seed: 9_200_000 + UInt64(index), .init(extras: true, wrapAndGrids: true))
      let area = size(&random)
      let way = direction(&random)
      var first = LayoutTree(spec.component(), checks: .off)
      var second = LayoutTree(spec.component(), checks: .off)
      let a = first.layout(in: area, direction: way)
      let b = second.layout(in: area, direction: way)
      first.invalidateAll()
      let c = first.layout(in: area, direction: way)
      // Written as a layout file and read back: the same frames, to the last bit.
      do {
        let json = try LayoutDocument(root: spec.component(), direction: way).json()
        var back = LayoutTree(try LayoutDocument(json: json).root, checks: .off)
        let d = back.layout(in: area, direction: way)
        if let node = (0..<a.count).first(where: { a.frame(at: $0) != d.frame(at: $0) }) {
          Issue.record("tree \(index) read back: node \(node) \(d.frame(at: node))\n\(spec)")
          return
        }
      } catch {
        Issue.record("tree \(index) does not round-trip: \(error)\n\(spec)")
        return
      }
      for node in 0..<a.count
      where a.frame(at: node) != b.frame(at: node) || a.frame(at: node) != c.frame(at: node) {
        Issue.record(
          "tree \(index) in \(area): node \(node) \(a.frame(at: node)) \(b.frame(at: node)) \(c.frame(at: node))\n\(spec)"
        )
        return
      }
    }
  }

  @Test func updatesGiveTheFramesOfAFreshTree() {
    var random = SeededRandom(seed: 9_300_000)
    let settings = RandomTree.Settings(extras: true, wrapAndGrids: true)
    for index in 0..<800 {
      var spec = RandomTree.make(seed: 9_300_000 + UInt64(index), settings)
      var tree = LayoutTree(spec.component(), checks: .off)
      for node in spec.nodes.indices { spec.nodes[node].options = tree.options(at: node) }
      _ = tree.layout(in: size(&random))
      for round in 0..<4 {
        let node = Int.random(in: 0..<spec.nodes.count, using: &random)
        let change = RandomTree.change(of: spec, at: node, using: &random, settings)
        tree.update(at: node, change)
        change(&spec.nodes[node].options)
        let area = size(&random)
        let way = direction(&random)
        var fresh = LayoutTree(spec.component(), checks: .off)
        let expected = fresh.layout(in: area, direction: way)
        let actual = tree.layout(in: area, direction: way)
        if let bad = (0..<expected.count).first(where: {
          expected.frame(at: $0) != actual.frame(at: $0)
        }) {
          let message: Comment =
            "tree \(index), change \(round + 1) of node \(node) in \(area): node \(bad) \(actual.frame(at: bad)), fresh \(expected.frame(at: bad))\n\(spec)"
          Issue.record(message)
          return
        }
      }
    }
  }
}
