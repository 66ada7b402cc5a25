import LayoutComposer
import Testing

@Suite struct ValidationTests {
  @Test func reportsEveryProblemWithItsPlace() {
    let tree = `$`(
      nil, layout: VBox(defaultMargins: (0, -1, 0, 0), spacing: .nan),
      items: [
        `$`("ok", height: 10),
        `$`("bad", width: -5, flex: .infinity, margins: (0, 0, .nan, 0), aspectRatio: 0),
        `$`(nil, items: [`$`("orphan")]),
      ])
    #expect(
      tree.validate().map(\.description) == [
        "root.layout.defaultMargins.left: must not be negative, found -1",
        "root.layout.spacing: must be a finite number, found nan",
        "root.items[1].width: must not be negative, found -5",
        "root.items[1].flex: must be a finite number, found inf",
        "root.items[1].margins.bottom: must be a finite number, found nan",
        "root.items[1].aspectRatio: must be greater than 0, found 0",
        "root.items[2]: has items but no layout; give it layout: VBox(), HBox(), Relative() or Fit()",
      ])
  }

  @Test func validTreeHasNoProblems() {
    let tree = `$`(nil, layout: HBox(), items: [`$`("a", width: 0, flex: 1)])
    #expect(tree.validate().isEmpty)
  }

  @Test func itemsWithoutLayoutAreLaidOutAsFit() {
    // Reported by validate(), and laid out as Fit: the child fills.
    let frames = `$`(nil, items: [`$`("child", marginTop: 4)]).layout(in: phone)
    #expect(frames["child"] == Frame(x: 0, y: 4, width: 320, height: 476))
  }
}
