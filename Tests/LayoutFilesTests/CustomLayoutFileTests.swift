import LayoutComposer
import LayoutFiles
import LayoutSamples
import Testing

// Custom layouts in layout files: `{"type": "Custom", "name": …, "settings": …}`
// names a layout registered with `CustomLayouts.register` in the program that reads the file.
// The gallery registers Masonry when it is first used.

/// Each child at its ideal size, 10 further right and down than the one before: a layout
/// that no program reading the files registers.
struct Diagonal: CustomLayout {
  func sizeThatFits(_ request: SizeRequest, children: LayoutChildren, cache: inout Void) -> Size {
    var size = Size(width: 0, height: 0)
    for (k, child) in children.enumerated() {
      let ideal = child.size(for: .unspecified)
      size.width = max(size.width, Double(k) * 10 + ideal.width)
      size.height = max(size.height, Double(k) * 10 + ideal.height)
    }
    return Size(width: request.width.value ?? size.width, height: size.height)
  }

  func placeChildren(in bounds: Frame, children: LayoutChildren, cache: inout Void) {
    for (k, child) in children.enumerated() {
      child.place(
        at: Point(x: bounds.x + Double(k) * 10, y: bounds.y + Double(k) * 10),
        request: .unspecified)
    }
  }
}

@Suite struct CustomLayoutFileTests {
  init() { _ = Gallery.samples }

  func document(_ layout: String) -> String {
    #"{"version": 1, "size": [328, 400], "root": {"layout": \#(layout), "items": [{"name": "a", "aspectRatio": 1}, {"name": "b", "aspectRatio": 2}, {"name": "c", "aspectRatio": 1}]}}"#
  }

  @Test func aRegisteredLayoutIsReadWithItsSettings() throws {
    let file = try LayoutDocument(
      json: document(
        #"{"type": "Custom", "name": "Masonry", "settings": {"columns": 2, "spacing": 8}}"#))
    let frames = file.root.layout(in: file.size!)
    // Two columns of (328 − 8) / 2 = 160: a in column 0, b (80 high) in column 1, c under b.
    #expect(frames["a"] == Frame(x: 0, y: 0, width: 160, height: 160))
    #expect(frames["b"] == Frame(x: 168, y: 0, width: 160, height: 80))
    #expect(frames["c"] == Frame(x: 168, y: 88, width: 160, height: 160))
  }

  @Test func itIsWrittenAndReadBack() throws {
    let root = `$`(nil, layout: Masonry(columns: 3, spacing: 4), items: [`$`("a", height: 10)])
    let json = try LayoutDocument(root: root).json()
    #expect(
      json.contains(
        #""layout": {"type": "Custom", "name": "Masonry", "settings": {"columns": 3, "spacing": 4}}"#
      ))
    let back = try LayoutDocument(json: json)
    #expect(back.root.layout?.spec == Masonry(columns: 3, spacing: 4).spec)
  }

  /// A file written at a size carries what a layout of one's own placed there (`"placed"`),
  /// so a program without its code (the previewer showing a package's previews) replays it:
  /// in a VBox 200 wide, "d" (padding 5) has a content box 190 wide and, from a (20 × 10)
  /// at 0 and b (30 × 10) at 10, 20 high; both directions come back frame for frame.
  @Test func anUnregisteredLayoutIsReplayedAsItWasPlaced() throws {
    let root = `$`(
      nil, layout: VBox(),
      items: [
        `$`(
          nil, layout: Diagonal(),
          items: [`$`("a", width: 20, height: 10), `$`("b", width: 30, height: 10)], name: "d",
          padding: (5, 5, 5, 5)),
        `$`("after", height: 10),
      ])
    let size = Size(width: 200, height: 100)
    for direction in [LayoutDirection.leftToRight, .rightToLeft] {
      var tree = LayoutTree(root, checks: .off)
      let original = tree.layout(in: size, direction: direction)
      let json = try LayoutDocument(root: root, size: size, direction: direction).json()
      #expect(
        json.contains(
          #""name": "Diagonal", "placed": {"size": [190, 20], "frames": [[0, 0, 20, 10], [10, 10, 30, 10]]}"#
        ))
      let back = try LayoutDocument(json: json)
      guard case .custom(let replay) = back.root.items.first?.layout?.spec else {
        Issue.record("not read as a custom layout")
        continue
      }
      #expect(replay.name == "Diagonal (as placed at 190 × 20)")
      var replayed = LayoutTree(back.root, checks: .off)
      let frames = replayed.layout(in: size, direction: direction)
      #expect(original.frame(named: "d") == Frame(x: 0, y: 0, width: 200, height: 30))
      for name in ["d", "a", "b", "after"] {
        #expect(frames.frame(named: name) == original.frame(named: name), "\(name), \(direction)")
      }
      // Written again, the replayed layout keeps its own name and what it placed.
      #expect(try LayoutDocument(root: back.root, size: size, direction: direction).json() == json)
    }
  }

  @Test func aPlacementIsCheckedWhereItIs() {
    let problems = LayoutFile.validate(
      document(
        #"{"type": "Custom", "name": "Radial", "placed": {"size": [10, -1], "frames": [[0, 0, 5]]}}"#
      )
    ).map(\.description)
    #expect(
      problems.contains { $0.hasPrefix("root.layout.placed.size.height: must not be negative") })
    #expect(
      problems.contains {
        $0.hasPrefix("root.layout.placed.frames[0]: expected [x, y, width, height]")
      })
  }

  @Test func anUnknownNameIsAnErrorThatListsTheKnownOnes() {
    let problems = LayoutFile.validate(document(#"{"type": "Custom", "name": "Radial"}"#)).map(
      \.description)
    #expect(
      problems.contains {
        $0.hasPrefix(
          #"root.layout.name: no custom layout is registered as "Radial"; known: "Clamp", "Masonry" (the program reading the file registers its own with CustomLayouts.register)"#
        )
      })
  }

  @Test func aSettingTheLayoutCannotUseIsNamedAtItsPlace() {
    let problems = LayoutFile.validate(
      document(#"{"type": "Custom", "name": "Masonry", "settings": {"columns": 0}}"#)
    ).map(\.description)
    #expect(problems == ["root.layout.settings.columns: must be a whole number from 1 to 1000"])
  }

  @Test func settingsAndNameBelongToCustomOnly() {
    let problems = LayoutFile.validate(document(#"{"type": "VBox", "name": "Masonry"}"#)).map(
      \.description)
    #expect(problems == [#"root.layout: "name" applies to a Custom layout, not to VBox"#])
    let missing = LayoutFile.validate(document(#"{"type": "Custom"}"#)).map(\.description)
    #expect(
      missing == [#"root.layout: a Custom layout needs a "name": the name it is registered under"#])
  }
}
