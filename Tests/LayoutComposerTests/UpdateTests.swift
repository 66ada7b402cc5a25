import LayoutComposer
import LayoutComposerTestSupport
import Testing

/// An item that counts its measurements, to see what a relayout asks again.
private final class CountingItem: LayoutItem, @unchecked Sendable {
  let size: Size
  private(set) var calls = 0
  init(width: Double, height: Double) { size = Size(width: width, height: height) }
  func sizeThatFits(_ proposal: ProposedSize) -> Size {
    calls += 1
    return size
  }
}

@Suite struct UpdateTests {
  @Test func updateHeightAndLayOutAgain() {
    let title = `$`("title", height: 40)
    var tree = LayoutTree(`$`(nil, layout: VBox(), items: [title, `$`("body", flex: 1)]))
    _ = tree.layout(in: phone)
    let found = tree.updateHeight(title, 60)
    #expect(found)
    let frames = tree.layout(in: phone)
    // body: y = 60, height 480 - 60 = 420.
    #expect(frames["body"] == Frame(x: 0, y: 60, width: 320, height: 420))
    #expect(frames[title] == Frame(x: 0, y: 0, width: 320, height: 60))
  }

  @Test func updateSeveralOptionsAndRemoveThem() {
    let a = `$`("a", width: 50, height: 50)
    var tree = LayoutTree(`$`(nil, layout: VBox(align: .start), items: [a]))
    tree.update(a) {
      $0.marginTop = 8
      $0.width = nil
      $0.halign = .right
    }
    // No width now: intrinsic 0 ("a" is an empty string leaf); marginTop 8.
    #expect(tree.layout(in: phone)[a] == Frame(x: 0, y: 8, width: 0, height: 50))
    #expect(tree.options(at: tree.index(of: a)!).marginTop == 8)
    let stranger = `$`("not in the tree")
    let found = tree.updateWidth(stranger, 5)
    #expect(found == false)
  }

  @Test func anUpdateChangesTheOptionsAsWritten() {
    // Built with marginTop 8 and marginLeft 4; the update sets the tuple (1, 2, 3, 4) and a new
    // marginLeft 9. The options are then what `$` would have made of all of them: a side of
    // its own wins over the tuple (semantics.md, "Margins"): top 8, left 9. Clearing marginTop
    // lets the tuple's top through.
    let a = `$`("a", width: 10, height: 10, marginTop: 8, marginLeft: 4)
    var tree = LayoutTree(`$`(nil, layout: VBox(align: .start), items: [a]))
    tree.update(a) {
      $0.margins = Insets(top: 1, left: 2, bottom: 3, right: 4)
      $0.marginLeft = 9
    }
    #expect(tree.layout(in: phone)[a] == Frame(x: 9, y: 8, width: 10, height: 10))
    tree.update(a) { $0.marginTop = nil }
    #expect(tree.layout(in: phone)[a] == Frame(x: 9, y: 1, width: 10, height: 10))
  }

  @Test func relayoutAtNewSizeAndBack() {
    var tree = LayoutTree(`$`(nil, layout: HBox(), items: [`$`("a", flex: 1), `$`("b", flex: 1)]))
    #expect(tree.layout(in: Size(width: 100, height: 10))["b"]?.x == 50)
    #expect(tree.layout(in: Size(width: 300, height: 10))["b"]?.x == 150)
    #expect(tree.layout(in: Size(width: 100, height: 10))["b"]?.x == 50)
  }

  @Test func measuresLeafOncePerProposalAndNotAgainAfterUnrelatedChange() {
    // A measuring leaf nested in 100 content-sized VBoxes (align .start, so every level asks
    // for its intrinsic size).
    let counter = CountingItem(width: 30, height: 20)
    var nested = `$`(counter, name: "leaf")
    for _ in 0..<100 { nested = `$`(nil, layout: VBox(align: .start), items: [nested]) }
    let sibling = `$`(nil, height: 10, name: "sibling")  // no item: nothing to measure
    var tree = LayoutTree(`$`(nil, layout: VBox(align: .start), items: [nested, sibling]))
    let first = tree.layout(in: phone)
    // Two proposals reach the leaf: width at most 320 with open height (for its width), and
    // width 30 (its width) for its height. The answer to the first, 30 wide, answers the
    // second too (a bound between the answer and the earlier bound): one call, whatever the
    // depth.
    #expect(counter.calls == 1)
    #expect(tree.statistics.itemMeasurements == 1)
    #expect(first.absoluteFrame(named: "leaf") == Frame(x: 0, y: 0, width: 30, height: 20))

    tree.updateHeight(sibling, 15)
    let second = tree.layout(in: phone)
    #expect(counter.calls == 1)
    #expect(tree.statistics.itemMeasurements == 0)
    #expect(second["sibling"] == Frame(x: 0, y: 20, width: 0, height: 15))
  }

  @Test func relayoutPlacesOnlyTheChangedPath() {
    // Ten rows of ten cells; changing one cell's width re-places the root and that row only.
    var cells: [Component] = []
    var rows: [Component] = []
    for r in 0..<10 {
      let row = (0..<10).map { c in `$`("cell\(r)-\(c)", flex: 1) }
      cells += row
      rows.append(`$`(nil, flex: 1, layout: HBox(), items: row))
    }
    var tree = LayoutTree(`$`(nil, layout: VBox(), items: rows))
    _ = tree.layout(in: Size(width: 100, height: 100))
    #expect(tree.statistics.containersPlaced == 11)
    tree.update(cells[34]) { $0.width = 19 }
    let frames = tree.layout(in: Size(width: 100, height: 100))
    #expect(tree.statistics.containersPlaced == 2)
    // Row 3: cell 4 has basis 19; F = 100 - 19 = 81 shared by 10: 8.1 each; cell 4 = 27.1.
    #expect(frames["cell3-4"]!.isClose(to: Frame(x: 4 * 8.1, y: 0, width: 27.1, height: 10)))
    #expect(frames["cell3-5"]!.isClose(to: Frame(x: 4 * 8.1 + 27.1, y: 0, width: 8.1, height: 10)))
    #expect(frames["cell4-5"] == Frame(x: 50, y: 0, width: 10, height: 10))
  }

  @Test func resultsAreSnapshots() {
    let a = `$`("a", height: 10)
    var tree = LayoutTree(`$`(nil, layout: VBox(), items: [a]))
    let before = tree.layout(in: phone)
    tree.updateHeight(a, 20)
    _ = tree.layout(in: phone)
    #expect(before[a]?.height == 10)
  }
}
