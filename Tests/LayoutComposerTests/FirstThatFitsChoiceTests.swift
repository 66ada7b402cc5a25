import LayoutComposer
import Testing

/// FirstThatFits chooses by the size it places (issue 18): each frame derived in its comment.
@Suite struct FirstThatFitsChoiceTests {
  /// A player that is a column on a phone and a row on a desktop: the column's artwork is as
  /// wide as the column, so it is measured at the width it would be placed at.
  func player() -> Component {
    `$`(
      nil, layout: FirstThatFits(axes: .vertical),
      items: [
        `$`(
          nil, layout: VBox(),
          items: [`$`("columnArt", aspectRatio: 1), `$`("columnTitle", height: 40)],
          name: "column"),
        `$`(
          nil, layout: HBox(),
          items: [`$`("rowArt", aspectRatio: 1), `$`("rowTitle", flex: 1)], name: "row"),
      ])
  }

  @Test func theColumnOnAPhone() {
    // 360 × 640: the column at the width it gets, 360: artwork 360 + title 40 = 400 ≤ 640.
    let frames = player().layout(in: Size(width: 360, height: 640))
    #expect(frames["column"] == Frame(x: 0, y: 0, width: 360, height: 640))
    #expect(frames["columnArt"] == Frame(x: 0, y: 0, width: 360, height: 360))
    #expect(frames.isHidden(at: frames.index(named: "row")!))
  }

  @Test func theRowOnADesktop() {
    // 1280 × 800: the column at 1280 wide needs 1280 + 40 = 1320 > 800, so the row is shown:
    // its artwork stretched to 800 high is 800 wide, the title takes 1280 − 800 = 480.
    let frames = player().layout(in: Size(width: 1280, height: 800))
    #expect(frames.isHidden(at: frames.index(named: "column")!))
    #expect(frames["rowArt"] == Frame(x: 0, y: 0, width: 800, height: 800))
    #expect(frames["rowTitle"] == Frame(x: 800, y: 0, width: 480, height: 800))
  }

  @Test func explainSaysWhyAnAlternativeIsNotShown() throws {
    var tree = LayoutTree(player())
    _ = tree.layout(in: Size(width: 1280, height: 800))
    let columnWhy = tree.explain(named: "column")
    let column = try #require(columnWhy)
    #expect(
      column.height
        == "height 0 = not shown: needs 1320 high, has 800 (FirstThatFits shows the first "
        + "alternative that fits)")
    _ = tree.layout(in: Size(width: 360, height: 640))
    let rowWhy = tree.explain(named: "row")
    let row = try #require(rowWhy)
    #expect(row.width == "width 0 = not shown: alternative 0 before it fits and is shown")
  }

  @Test func sizedByItsContentItIsItsChosenChildsSize() {
    // An HBox 200 wide: the 250-wide alternative does not fit the 200 the FirstThatFits is
    // shrunk to, the 120-wide one does, and the FirstThatFits is then 120 wide, not 200; the
    // alternative keeps its 120 and the label after it starts at 120.
    let frames = `$`(
      nil, layout: HBox(),
      items: [
        `$`(
          nil, layout: FirstThatFits(axes: .horizontal),
          items: [
            `$`(Placeholder("wide", width: 250, height: 20)),
            `$`(Placeholder("narrow", width: 120, height: 20)),
          ], name: "switch"),
        `$`("label", width: 30),
      ]
    ).layout(in: Size(width: 200, height: 20))
    #expect(frames["switch"] == Frame(x: 0, y: 0, width: 120, height: 20))
    #expect(frames["narrow"] == Frame(x: 0, y: 0, width: 120, height: 20))
    #expect(frames["label"] == Frame(x: 120, y: 0, width: 30, height: 20))
  }

  @Test func theSameNameInTwoAlternativesIsNotADuplicate() {
    let tree = `$`(
      nil, layout: FirstThatFits(axes: .horizontal),
      items: [
        `$`(nil, layout: HBox(), items: [`$`("title", width: 300), `$`("date", width: 80)]),
        `$`(nil, layout: VBox(), items: [`$`("title"), `$`("date"), `$`("date")]),
      ])
    // Only the name used twice inside one alternative is reported.
    #expect(
      tree.validate().map(\.description) == [
        #"root.items[1].items[2].name: warning: "date" is also the name of root.items[1].items[1]; lookups by name find that one"#
      ])
    // A lookup finds the one shown: at 200 wide the VBox.
    let frames = tree.layout(in: Size(width: 200, height: 100))
    #expect(frames.absoluteFrame(named: "title") == Frame(x: 0, y: 0, width: 200, height: 0))
  }
}
