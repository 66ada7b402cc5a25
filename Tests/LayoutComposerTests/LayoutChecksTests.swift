import LayoutComposer
import Testing

// Warnings reach Swift users without a call to `validate()`: a tree checks its
// components when it is compiled (debug builds by default), `LayoutResult` carries what it
// found, and `.print` writes `problemReport` once, on the first layout.

@Suite struct LayoutChecksTests {
  /// A VBox whose second child has an `halign` (no effect in a VBox) and a negative width.
  func screen() -> (Component, line: Int) {
    let (badge, line) = (`$`("badge", width: -5, halign: .right), #line)
    return (`$`(nil, layout: VBox(), items: [`$`("title", height: 20), badge]), line)
  }

  @Test func aTreeCollectsWhatValidateFinds() {
    let (root, _) = screen()
    var tree = LayoutTree(root, checks: .collect)
    let frames = tree.layout(in: Size(width: 100, height: 100))
    #expect(tree.problems == root.validate())
    #expect(frames.problems == root.validate())
    #expect(
      frames.problems.map(\.description) == [
        "root.items[1].width: must not be negative, found -5",
        "root.items[1].halign: warning: has no effect in a VBox; use align: .end",
      ])
    #expect(frames.warnings.map(\.path) == ["root.items[1].halign"])
  }

  @Test func offChecksNothing() {
    var tree = LayoutTree(screen().0, checks: .off)
    #expect(tree.problems.isEmpty)
    #expect(tree.layout(in: Size(width: 100, height: 100)).problems.isEmpty)
  }

  @Test func theReportLeadsToTheSwiftLine() {
    let (root, line) = screen()
    let tree = LayoutTree(root, checks: .collect)
    #expect(
      tree.problemReport == """
        LayoutComposerTests/LayoutChecksTests.swift:\(line): root.items[1].width: must not be negative, found -5
        LayoutComposerTests/LayoutChecksTests.swift:\(line): root.items[1].halign: warning: has no effect in a VBox; use align: .end

        """)
  }

  @Test func debugBuildsCheckByDefault() {
    #if DEBUG
      #expect(LayoutChecks.default == .print)
      #expect(!LayoutTree(screen().0).problems.isEmpty)
    #else
      #expect(LayoutChecks.default == .off)
    #endif
  }

  @Test func pathsNameNodes() {
    let tree = LayoutTree(
      `$`(
        nil, layout: VBox(),
        items: [
          `$`("a", overlay: [`$`("badge")]),
          `$`(nil, layout: HBox(), items: [`$`("b"), `$`("c")]),
        ]))
    // Pre-order: root 0, a 1, badge 2, the HBox 3, b 4, c 5.
    #expect(tree.node(atPath: "root") == 0)
    #expect(tree.node(atPath: "root.items[0]") == 1)
    #expect(tree.node(atPath: "root.items[0].overlay[0]") == 2)
    #expect(tree.node(atPath: "root.items[1].items[1]") == 5)
    #expect(tree.node(atPath: "root.items[1].items[1].width") == 5)
    #expect(tree.node(atPath: "root.items[2]") == nil)
    #expect(tree.node(atPath: "root.items[0].background[0]") == nil)
    #expect(tree.node(atPath: "nothing") == nil)
  }
}
