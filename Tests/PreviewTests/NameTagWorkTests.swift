import LayoutComposer
import Testing

@testable import LayoutComposerGtk

/// Issue 19: placing name tags was quadratic in alternating overlay/background nesting
/// (4,000 levels, 11 s a frame): every other level is named by its path, as long as its
/// depth, and each was spelled out and measured. The work is counted here, at two depths.
@Suite struct NameTagWorkTests {
  /// Levels alternately an overlay and a background of the one above, all at one frame;
  /// none named, so each is named by its path.
  static func alternating(depth: Int) -> Component {
    var node = `$`(nil)
    for level in stride(from: depth - 1, through: 0, by: -1) {
      node = level % 2 == 0 ? `$`(nil, overlay: [node]) : `$`(nil, background: [node])
    }
    return node
  }

  /// The bytes of tag text measured for one drawing of the whole canvas, and its tags.
  static func work(_ root: Component, size: Size = Size(width: 400, height: 400))
    -> (bytes: Int, tags: [NameTag])
  {
    let snapshot = LayoutSnapshot(root: root, size: size)
    let renderer = LayoutRenderer()
    let layouter = TextLayouter()
    let plan = renderer.plan(
      snapshot, visible: Frame(x: 0, y: 0, width: size.width, height: size.height),
      layouter: layouter)
    return (layouter.tagBytes, plan.tags)
  }

  @Test func tagWorkGrowsLinearlyWithAlternatingNesting() {
    // 1,600 pixels wide: the first levels whose own descendants do not cover them (the
    // eighth down; deeper frames at one place are not obstacles) have paths that fit.
    let size = Size(width: 1_600, height: 400)
    let shallow = Self.work(Self.alternating(depth: 1_000), size: size)
    let deep = Self.work(Self.alternating(depth: 2_000), size: size)
    #expect(shallow.tags.map(\.text) == deep.tags.map(\.text))
    #expect(shallow.tags.first?.text.hasPrefix("root.overlay[0].background[0]") == true)
    // Twice the levels, at most twice the work (it was four times).
    #expect(shallow.bytes > 0)
    #expect(deep.bytes <= 2 * shallow.bytes, "\(shallow.bytes) then \(deep.bytes)")
  }

  /// Named levels are measured (their names are short), and the work stays linear too.
  @Test func namedAlternatingNestingIsLinearToo() {
    func named(depth: Int) -> Component {
      var node = `$`(nil, name: "n\(depth)")
      for level in stride(from: depth - 1, through: 0, by: -1) {
        node =
          level % 2 == 0
          ? `$`(nil, name: "n\(level)", overlay: [node])
          : `$`(nil, name: "n\(level)", background: [node])
      }
      return node
    }
    let shallow = Self.work(named(depth: 1_000))
    let deep = Self.work(named(depth: 2_000))
    #expect(shallow.tags.count == deep.tags.count)
    #expect(Double(deep.bytes) <= 2.5 * Double(shallow.bytes), "\(shallow.bytes), \(deep.bytes)")
  }

  /// The bound on a path's width never hides a tag that fits: a path one level down is
  /// measured and shown in a frame wide enough for it.
  @Test func aShortPathStillGetsItsTag() {
    let root = `$`(
      nil, overlay: [`$`(nil, width: 300, height: 100, halign: .left, valign: .top)])
    let result = Self.work(root, size: Size(width: 600, height: 300))
    #expect(result.tags.contains { $0.text == "root.overlay[0]" })
  }
}
