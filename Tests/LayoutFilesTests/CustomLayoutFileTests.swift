import LayoutComposer
import LayoutFiles
import LayoutSamples
import Testing

// Custom layouts in layout files: `{"type": "Custom", "name": …, "settings": …}`
// names a layout registered with `CustomLayouts.register` in the program that reads the file.
// The gallery registers Masonry when it is first used.

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

  @Test func anUnknownNameIsAnErrorThatListsTheKnownOnes() {
    let problems = LayoutFile.validate(document(#"{"type": "Custom", "name": "Radial"}"#)).map(
      \.description)
    #expect(
      problems.contains {
        $0.hasPrefix(
          #"root.layout.name: no custom layout is registered as "Radial"; registered: "Masonry""#)
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
