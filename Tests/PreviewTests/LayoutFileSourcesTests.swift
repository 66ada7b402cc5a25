import Foundation
import LayoutComposer
import LayoutComposerGtk
import Testing

// A layout file written by `swift package preview` has beside it the Swift `file:line` of each
// component (ID.sources, node order); the previewer puts them back, so the inspector leads to
// the Swift code and not into the JSON.

@Suite struct LayoutFileSourcesTests {
  let json = #"""
    {"version": 1, "size": [100, 100], "root": {"layout": {"type": "VBox"}, "items": [
      {"name": "header", "height": 20}, {"name": "body", "flex": 1}]}}
    """#

  @Test func theSwiftPlacesBesideALayoutFileBecomeItsComponentsSources() throws {
    let directory = temporaryDirectory()
    let path = directory.appendingPathComponent("Screens.Previews--main.json").path
    try json.write(toFile: path, atomically: true, encoding: .utf8)
    try "Screens/Main.swift:4\nScreens/Main.swift:5\nScreens/Main.swift:6\n".write(
      toFile: directory.appendingPathComponent("Screens.Previews--main.sources").path,
      atomically: true, encoding: .utf8)
    let root = try PreviewDocument.layoutFile(path).load().root
    #expect(root.source.description == "Screens/Main.swift:4")
    #expect(
      root.items.map(\.source.description) == ["Screens/Main.swift:5", "Screens/Main.swift:6"])
  }

  @Test func withoutThemTheSourcesAreTheFilesOwn() throws {
    let directory = temporaryDirectory()
    let path = directory.appendingPathComponent("plain.json").path
    try json.write(toFile: path, atomically: true, encoding: .utf8)
    let root = try PreviewDocument.layoutFile(path).load().root
    #expect(root.items.map(\.source.line) == [2, 2])
    #expect(root.items.allSatisfy { !$0.source.fileID.hasSuffix(".swift") })
  }
}
