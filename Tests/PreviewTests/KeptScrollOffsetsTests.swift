import LayoutComposer
import Testing

@testable import LayoutComposerGtk

/// A reload keeps each Scroll's offset: matched by its name, else by its path, and clamped
/// to the new content by the engine.
@Suite struct KeptScrollOffsetsTests {
  /// Two Scrolls side by side in a 200 × 100 HBox, each 100 wide: `n` messages 30 high with
  /// no spacing in each, 30 n long in a 100-high viewport (at most 30 n − 100).
  static func pair(_ left: String?, _ right: String?, messages n: Int) -> LayoutSnapshot {
    func scroll(_ name: String?) -> Component {
      `$`(
        nil, flex: 1, layout: Scroll(axes: .vertical),
        items: [`$`(nil, layout: VBox(), items: (0..<n).map { _ in `$`(nil, height: 30) })],
        name: name)
    }
    return LayoutSnapshot(
      root: `$`(nil, layout: HBox(), items: [scroll(left), scroll(right)]),
      size: Size(width: 200, height: 100))
  }

  static func offsets(_ snapshot: LayoutSnapshot) -> [Point?] {
    snapshot.viewports.scrolls.map { snapshot.result.scrollContent(at: $0)?.offset }
  }

  @Test func namedScrollsKeepTheirOffsetsWhereverTheyMove() throws {
    var shown = Self.pair("a", "b", messages: 10)
    let a = try #require(shown.result.index(named: "a"))
    let b = try #require(shown.result.index(named: "b"))
    // 10 messages: at most 300 − 100 = 200.
    shown.scroll([a: Point(x: 0, y: 150), b: Point(x: 0, y: 80)])
    #expect(Self.offsets(shown) == [Point(x: 0, y: 150), Point(x: 0, y: 80)])
    // Swapped and shorter (6 messages: at most 80): b keeps 80, a is clamped to 80 too.
    var loaded = Self.pair("b", "a", messages: 6)
    KeptScrollOffsets(shown).apply(to: &loaded)
    #expect(Self.offsets(loaded) == [Point(x: 0, y: 80), Point(x: 0, y: 80)])
    // With 5 messages (at most 50), both are clamped to 50.
    var shorter = Self.pair("b", "a", messages: 5)
    KeptScrollOffsets(shown).apply(to: &shorter)
    #expect(Self.offsets(shorter) == [Point(x: 0, y: 50), Point(x: 0, y: 50)])
  }

  @Test func unnamedOrSameNamedScrollsAreKnownByTheirPath() throws {
    // Both "x": neither name is the key, the paths root.items[0] and root.items[1] are.
    var shown = Self.pair("x", "x", messages: 10)
    shown.scroll([shown.viewports.scrolls[1]: Point(x: 0, y: 120)])
    #expect(
      KeptScrollOffsets(shown).offsets == ["path root.items[1]": Point(x: 0, y: 120)])
    var loaded = Self.pair(nil, nil, messages: 10)
    KeptScrollOffsets(shown).apply(to: &loaded)
    #expect(Self.offsets(loaded) == [Point(x: 0, y: 0), Point(x: 0, y: 120)])
    // A name of its own makes it another Scroll: it starts at 0.
    var renamed = Self.pair(nil, "y", messages: 10)
    KeptScrollOffsets(shown).apply(to: &renamed)
    #expect(Self.offsets(renamed) == [Point(x: 0, y: 0), Point(x: 0, y: 0)])
  }
}
