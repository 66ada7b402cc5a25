import LayoutComposer
import Testing

/// The baselines an HBox lined its children up on are the engine's record (rule B), read by
/// the previewer's baseline guide instead of worked out again.
@Suite struct SharedBaselinesTests {
  /// HBox(align: .firstBaseline) with a top padding of 5: "a" (30 high, baseline 20) and "b"
  /// (10 high, baseline 8). The group's baseline is the lowest, 20 from the content box's top:
  /// a at y 5, b at 5 + 20 − 8 = 17; the shared line 25 from the HBox's top.
  @Test func theFirstBaselineGroupIsWhereTheHBoxPutIt() {
    var tree = LayoutTree(
      `$`(
        nil, layout: HBox(align: .firstBaseline),
        items: [
          `$`(Placeholder("a", width: 10, height: 30, baseline: 20)),
          `$`(Placeholder("b", width: 10, height: 10, baseline: 8)),
        ], padding: (5, 0, 0, 0)), checks: .off)
    #expect(tree.sharedBaselines(at: 0) == nil)
    let frames = tree.layout(in: Size(width: 100, height: 50))
    #expect(frames["a"]?.y == 5)
    #expect(frames["b"]?.y == 17)
    #expect(tree.sharedBaselines(at: 0) == SharedBaselines(first: 25, last: nil))
    #expect(tree.sharedBaselines(at: 1) == nil)
  }

  /// A child aligned on its last baseline joins the last group; a stack that lines nothing
  /// up, and one that no longer does after an update, has no record.
  @Test func groupsAndStacksThatLineNothingUp() {
    let a = `$`(Placeholder("a", width: 10, height: 30, baseline: 20))
    let b = `$`(Placeholder("b", width: 10, height: 10, baseline: 8), align: .lastBaseline)
    var tree = LayoutTree(
      `$`(nil, layout: HBox(align: .firstBaseline), items: [a, b]), checks: .off)
    _ = tree.layout(in: Size(width: 100, height: 50))
    #expect(tree.sharedBaselines(at: 0) == SharedBaselines(first: 20, last: 8))
    tree.update(a) { $0.align = .start }
    tree.update(b) { $0.align = .start }
    _ = tree.layout(in: Size(width: 100, height: 50))
    #expect(tree.sharedBaselines(at: 0) == nil)
    var plain = LayoutTree(
      `$`(nil, layout: VBox(), items: [`$`(Placeholder("c", width: 10, height: 10, baseline: 8))]),
      checks: .off)
    _ = plain.layout(in: Size(width: 100, height: 50))
    #expect(plain.sharedBaselines(at: 0) == nil)
  }
}
