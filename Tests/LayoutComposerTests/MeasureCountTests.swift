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

/// A text that records every proposal it is asked for.
private final class RecordingText: LayoutItem {
  let text: Text
  let asked = Mutex<[ProposedSize]>([])
  var name: String? { text.text }

  init(_ string: String) { text = Text(string) }

  func sizeThatFits(_ proposal: ProposedSize) -> Size {
    asked.withLock { $0.append(proposal) }
    return text.sizeThatFits(proposal)
  }

  func minimumSize(_ proposal: ProposedSize) -> Size {
    asked.withLock { $0.append(proposal) }
    return text.minimumSize(proposal)
  }

  /// How often it was asked, and how many of the questions were different.
  var counts: (calls: Int, distinct: Int) {
    asked.withLock { list in
      var distinct: [ProposedSize] = []
      for p in list where !distinct.contains(p) { distinct.append(p) }
      return (list.count, distinct.count)
    }
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

  // The engine measures twice where a container hugs (its content first, then its children
  // at its final size) and asks for minimums where a stack shrinks: every question must still
  // reach a leaf once per pass, whatever the depth.
  @Test func huggingAndShrinkingAskEachProposalOnce() {
    let title = RecordingText("Quarterly report summary")
    let date = RecordingText("Nov 29, 2026")
    var chain = `$`(
      nil, layout: HBox(align: .start, spacing: 8), items: [`$`(title), `$`(date)])
    for _ in 0..<100 { chain = `$`(nil, layout: VBox(align: .center), items: [chain]) }
    var tree = LayoutTree(
      `$`(
        nil, layout: Relative(), items: [`$`(nil, halign: .center, layout: VBox(), items: [chain])])
    )
    let frames = tree.layout(in: Size(width: 200, height: 400))
    // The row is offered at most 200 at every level and shrinks as in ShrinkingTests: the
    // title 128 × 40, the date 64 × 40 at 136.
    #expect(
      frames.absoluteFrame(named: "Quarterly report summary")
        == Frame(x: 0, y: 0, width: 128, height: 40))
    #expect(
      frames.absoluteFrame(named: "Nov 29, 2026") == Frame(x: 136, y: 0, width: 64, height: 40))
    for leaf in [title, date] {
      let counts = leaf.counts
      #expect(
        counts.calls == counts.distinct,
        "\(leaf.text.text): \(counts.calls) calls for \(counts.distinct) proposals")
      // Measuring the row: its height with nothing known, its width for that height, its
      // minimum width, its height at the shrunk width; placing the row at its final height
      // (40) asks the first three again with that height as the bound: 7, not one per level.
      #expect(counts.distinct <= 8)
    }
    // A second pass at the same size asks nothing.
    _ = tree.layout(in: Size(width: 200, height: 400))
    #expect(tree.statistics.itemMeasurements == 0)
  }
}
