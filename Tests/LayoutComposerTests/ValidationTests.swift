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
        "root.layout.defaultMargins.left: -1 is negative; it must be 0 or more",
        "root.layout.spacing: NaN is not a number; it must be 0 or more",
        "root.items[1].width: -5 is negative; it must be 0 or more",
        "root.items[1].flex: inf is infinite; it must be a finite number",
        "root.items[1].margins.bottom: NaN is not a number; it must be 0 or more",
        "root.items[1].aspectRatio: 0 is not a ratio; it must be a number above 0",
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
