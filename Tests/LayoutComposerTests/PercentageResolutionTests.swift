import LayoutComposer
import Testing

/// What percentages came to is the engine's record, read by the tools (the previewer's
/// inspector) instead of guessed from frames.
@Suite struct PercentageResolutionTests {
  /// An HBox 300 × 100: "half" is 50% of 300 wide with a left margin of 10% of 300.
  @Test func aPercentageOfAKnownBoxIsItsPoints() {
    var tree = LayoutTree(
      `$`(nil, layout: HBox(), items: [`$`("half", width: 50%, marginLeft: 10%)]), checks: .off)
    #expect(tree.resolvedPercentages(at: 1) == ResolvedPercentages())
    _ = tree.layout(in: Size(width: 300, height: 100))
    let resolved = tree.resolvedPercentages(at: 1)
    #expect(resolved.width == .points(150))
    #expect(resolved.marginLeft == .points(30))
    #expect(resolved.height == nil && resolved.marginTop == nil)
    #expect(tree.resolvedPercentages(at: 0) == ResolvedPercentages())
  }

  /// A VBox sized by its content (aligned .start in an HBox) holding a 30-high placeholder and
  /// "tall" at 50% of the height: measured, the percentage counts as unset (the VBox is 30
  /// high from the placeholder alone); placed, it is 50% of those 30.
  @Test func inAHuggingStackItIsUnsetWhileMeasuredAndPointsWhenPlaced() {
    var tree = LayoutTree(
      `$`(
        nil, layout: HBox(align: .start),
        items: [
          `$`(
            "card", layout: VBox(align: .start),
            items: [
              `$`(Placeholder("icon", width: 30, height: 30)), `$`("tall", width: 20, height: 50%),
            ])
        ]), checks: .off)
    let tall = 3
    #expect(tree.name(at: tall) == "tall")
    #expect(tree.size(for: .unspecified).size == Size(width: 30, height: 30))
    #expect(tree.resolvedPercentages(at: tall).height == .unset)
    let frames = tree.layout(in: Size(width: 320, height: 480))
    #expect(frames.frame(at: tall).height == 15)
    #expect(tree.resolvedPercentages(at: tall).height == .points(15))
  }
}
