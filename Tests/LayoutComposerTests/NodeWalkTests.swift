import LayoutComposer
import Testing

// LayoutTree's node queries (item(at:), children(at:), parent(at:), decoration(at:)): the
// engine's own numbering, for tools that would otherwise number the component tree again.

@Suite struct NodeWalkTests {
  /// A card with a background and an overlay around two laid-out children, one a container.
  /// Pre-order over `items` (backgrounds first, overlays last, as `$` keeps them): 0 card,
  /// 1 shadow, 2 title, 3 row, 4 icon, 5 label, 6 badge.
  private func card() -> Component {
    `$`(
      nil, layout: VBox(),
      items: [
        `$`("title"),
        `$`(nil, layout: HBox(), items: [`$`("icon"), `$`("label")], name: "row"),
      ], name: "card", overlay: [`$`("badge")], background: [`$`("shadow")])
  }

  @Test func childrenComeInFrameTreeOrderWithTheirRoles() {
    let tree = LayoutTree(card())
    #expect(tree.count == 7)
    #expect(tree.children(at: 0) == [1, 2, 3, 6])
    #expect(tree.children(at: 3) == [4, 5])
    #expect(tree.children(at: 4) == [])
    #expect(tree.decoration(at: 1) == .background)
    #expect(tree.decoration(at: 6) == .overlay)
    #expect(tree.decoration(at: 2) == nil)
    #expect(tree.parent(at: 0) == nil)
    #expect(tree.parent(at: 5) == 3)
    #expect(tree.parent(at: 6) == 0)
  }

  @Test func itemsAreTheComponentsOwn() {
    let tree = LayoutTree(card())
    #expect(tree.item(at: 0) == nil)
    #expect(tree.item(at: 3) == nil)
    #expect(tree.item(at: 2) as? String == "title")
    #expect(tree.item(at: 6) as? String == "badge")
    let placeholder = LayoutTree(`$`(Placeholder("photo", width: 40, height: 30)))
    #expect((placeholder.item(at: 0) as? Placeholder)?.name == "photo")
  }

  @Test func walkingChildrenFromTheRootVisitsEveryNodeInOrder() {
    let tree = LayoutTree(card())
    var visited: [Int] = []
    var pending = [0]
    while let node = pending.popLast() {
      visited.append(node)
      pending.append(contentsOf: tree.children(at: node).reversed())
    }
    #expect(visited == Array(0..<7))
  }
}
