import LayoutComposer
import Synchronization
import Testing

/// A 50×20 leaf that counts how often the engine asks it, independently of the engine's own
/// statistics.
private final class MeasureCounter: LayoutItem {
  let calls = Atomic<Int>(0)
  var name: String? { "leaf" }

  func sizeThatFits(_ proposal: ProposedSize) -> Size {
    calls.add(1, ordering: .relaxed)
    return Size(width: 50, height: 20)
  }
}

// Taffy's caching test, our way: a measuring leaf nested in 100 containers must be measured
// once per distinct proposal, not once per ancestor (nor 2^100 times), and not at all after
// a change elsewhere.
@Suite struct MeasureCountTests {
  /// A root VBox holding the chain (100 VBoxes around the leaf) and a sibling.
  private func nestedTree(_ item: MeasureCounter) -> (root: Component, sibling: Component) {
    var chain = `$`(item)
    for _ in 0..<100 { chain = `$`(nil, layout: VBox(), items: [chain]) }
    let sibling = `$`("sibling", height: 10)
    return (`$`(nil, layout: VBox(), items: [chain, sibling]), sibling)
  }

  @Test func leafInHundredContainersIsMeasuredOnce() {
    let item = MeasureCounter()
    var tree = LayoutTree(nestedTree(item).root)
    let frames = tree.layout(in: phone)
    // Every VBox of the chain is stretched to 320 and takes its height from its content, so
    // all of them ask with the same proposal (width 320, height open); the answer is cached
    // at every level on the way back, and placing the chain finds it there: one call.
    #expect(item.calls.load(ordering: .relaxed) == 1)
    #expect(tree.statistics.itemMeasurements == 1)
    // The leaf is stretched to the width; its height is its content's, 20, and so is every
    // container's height in the chain; all start at the origin.
    #expect(frames.absoluteFrame(named: "leaf") == Frame(x: 0, y: 0, width: 320, height: 20))
    #expect(frames.absoluteFrame(named: "sibling") == Frame(x: 0, y: 20, width: 320, height: 10))
  }

  @Test func unrelatedChangeMeasuresNothing() {
    let item = MeasureCounter()
    let (root, sibling) = nestedTree(item)
    var tree = LayoutTree(root)
    _ = tree.layout(in: phone)
    tree.updateHeight(sibling, 30)
    let frames = tree.layout(in: phone)
    // Only the sibling and the root are invalidated; the chain's cached size answers the
    // root, its frame is unchanged, so nothing inside it is visited.
    #expect(item.calls.load(ordering: .relaxed) == 1)
    #expect(tree.statistics.itemMeasurements == 0)
    #expect(frames.absoluteFrame(named: "sibling") == Frame(x: 0, y: 20, width: 320, height: 30))
    #expect(frames.absoluteFrame(named: "leaf") == Frame(x: 0, y: 0, width: 320, height: 20))
  }

  @Test func sameSizeAgainMeasuresNothing() {
    let item = MeasureCounter()
    var tree = LayoutTree(nestedTree(item).root)
    _ = tree.layout(in: phone)
    _ = tree.layout(in: phone)
    #expect(tree.statistics.itemMeasurements == 0)
    #expect(item.calls.load(ordering: .relaxed) == 1)
  }

  @Test func changedLeafIsMeasuredAgainOnce() {
    let item = MeasureCounter()
    var chain = `$`(item)
    let leaf = chain
    for _ in 0..<100 { chain = `$`(nil, layout: VBox(), items: [chain]) }
    var tree = LayoutTree(chain)
    _ = tree.layout(in: phone)
    tree.update(leaf) { $0.marginTop = 5 }
    let frames = tree.layout(in: phone)
    // The path from the leaf to the root lost its cache; the proposal is the same at every
    // level (width 320, height open), so the leaf is asked once more, and the chain's
    // content height becomes 5 + 20.
    #expect(tree.statistics.itemMeasurements == 1)
    #expect(item.calls.load(ordering: .relaxed) == 2)
    #expect(frames.absoluteFrame(named: "leaf") == Frame(x: 0, y: 5, width: 320, height: 20))
  }
}
