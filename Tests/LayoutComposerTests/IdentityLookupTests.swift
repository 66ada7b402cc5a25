import Testing

@testable import LayoutComposer

// Lookups by component, by id and by name are constant time: they used to search
// the nodes in order, so looking up every component of a tree was quadratic. The index is
// built on the first lookup, in one pass; each lookup then reads one entry (`probes`).

@Suite struct IdentityLookupTests {
  /// `count` leaves in one VBox, each named, and the leaves as components.
  func row(_ count: Int) -> (Component, [Component]) {
    let leaves = (0..<count).map { `$`("leaf\($0)", height: 1) }
    return (`$`(nil, layout: VBox(), items: leaves), leaves)
  }

  /// Probes per lookup of every leaf by component, through the result and the tree, and by
  /// name.
  func probesPerLookup(_ count: Int) -> Double {
    let (root, leaves) = row(count)
    var tree = LayoutTree(root, checks: .off)
    let frames = tree.layout(in: Size(width: 10, height: Double(count)))
    // The tree and its result share one index until a name changes.
    let index = frames.structure.identity
    #expect(index === tree.structure.identity)
    for (k, leaf) in leaves.enumerated() {
      #expect(frames[leaf]?.y == Double(k))
      #expect(tree.index(of: leaf) == k + 1)
      #expect(frames.index(named: "leaf\(k)") == k + 1)
    }
    return Double(index.probes.load(ordering: .relaxed)) / Double(3 * count)
  }

  @Test func lookupsAreConstantTimeAt100000Components() {
    let small = probesPerLookup(1_000)
    let large = probesPerLookup(100_000)
    #expect(small == 1)
    #expect(large == 1)
  }

  @Test func updateFindsItsComponentAtOnce() {
    let (root, leaves) = row(100_000)
    var tree = LayoutTree(root, checks: .off)
    _ = tree.layout(in: Size(width: 10, height: 100_000))
    let index = tree.structure.identity
    tree.updateHeight(leaves[99_999], 5)
    #expect(index.probes.load(ordering: .relaxed) == 1)
    let frames = tree.layout(in: Size(width: 10, height: 100_000))
    #expect(frames[leaves[99_999]] == Frame(x: 0, y: 99_999, width: 10, height: 5))
  }

  @Test func componentsMadeAtDifferentTimesAreFoundToo() {
    // Ids far apart: the index falls back to a dictionary.
    let early = `$`("early", height: 1)
    _ = (0..<10_000).map { _ in `$`("filler") }
    let late = `$`("late", height: 2)
    let frames = `$`(nil, layout: VBox(), items: [early, late]).layout(
      in: Size(width: 10, height: 10))
    #expect(frames[early] == Frame(x: 0, y: 0, width: 10, height: 1))
    #expect(frames[late] == Frame(x: 0, y: 1, width: 10, height: 2))
    #expect(frames[`$`("elsewhere")] == nil)
  }

  @Test func aNameFindsTheShownComponentFirst() {
    // The same name in two alternatives: the one FirstThatFits shows is found, whichever
    // comes first.
    let wide = `$`(nil, layout: HBox(), items: [`$`("title", width: 300, height: 10)])
    let narrow = `$`(nil, layout: HBox(), items: [`$`("title", width: 100, height: 10)])
    var tree = LayoutTree(
      `$`(nil, layout: FirstThatFits(axes: .horizontal), items: [wide, narrow]), checks: .off)
    #expect(tree.layout(in: Size(width: 400, height: 10)).frame(named: "title")?.width == 300)
    #expect(tree.layout(in: Size(width: 200, height: 10)).frame(named: "title")?.width == 100)
    #expect(tree.explain(named: "title")?.width.hasPrefix("width 100") == true)
  }
}
