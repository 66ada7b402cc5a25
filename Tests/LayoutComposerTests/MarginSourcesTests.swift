import LayoutComposer
import Testing

/// Where each margin came from is the engine's precedence, read by the inspector.
@Suite struct MarginSourcesTests {
  /// VBox(defaultMargins: (10, 20, 0, 20)) holding "a" with its own top margin, a 10% bottom
  /// margin and `marginLeading: 4`, and an overlay on it that sets nothing.
  static func tree() -> LayoutTree {
    LayoutTree(
      `$`(
        nil, layout: VBox(defaultMargins: (10, 20, 0, 20)),
        items: [
          `$`(
            "a", height: 30, marginTop: 4, marginBottom: 10%,
            overlay: [`$`("badge", width: 8, height: 8)], marginLeading: 4)
        ]), checks: .off)
  }

  @Test func ownSidesLeadingAndTheParentsDefaults() {
    var tree = Self.tree()
    _ = tree.layout(in: Size(width: 100, height: 100))
    #expect(
      tree.marginSources(at: 1)
        == MarginSources(top: .own, left: .leading, bottom: .own, right: .parentDefault))
    #expect(tree.effectiveMargins(at: 1) == Insets(top: 4, left: 4, bottom: 10, right: 20))
    // The root and the overlay: no layout gives them default margins.
    #expect(
      tree.marginSources(at: 0)
        == MarginSources(top: .none, left: .none, bottom: .none, right: .none))
    #expect(
      tree.marginSources(at: 2)
        == MarginSources(top: .none, left: .none, bottom: .none, right: .none))
  }

  /// Right to left, the leading side is the right one.
  @Test func rightToLeftTheLeadingSideIsTheRight() {
    var tree = Self.tree()
    _ = tree.layout(in: Size(width: 100, height: 100), direction: .rightToLeft)
    #expect(
      tree.marginSources(at: 1)
        == MarginSources(top: .own, left: .parentDefault, bottom: .own, right: .leading))
    #expect(tree.effectiveMargins(at: 1) == Insets(top: 4, left: 20, bottom: 10, right: 4))
  }
}
