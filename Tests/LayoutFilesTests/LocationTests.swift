import LayoutComposer
import LayoutFiles
import Testing

// `LayoutDocument.location(of:)` leads from a path, as `Component.validate()` writes it, to
// the line and column in the file, so the command-line tool can place validate()'s warnings.

@Test func pathsLeadToTheirKeys() throws {
  let text = """
    {"version": 1, "root": {"layout": {"type": "VBox", "spacing": 4}, "items": [
      {"name": "a"},
      {"margins": [1, 2, 3, 4], "halign": "center"}
    ]}}
    """
  let document = try LayoutDocument(json: text)
  // The root object starts at line 1, column 24.
  #expect(document.location(of: "root").map { [$0.line, $0.column] } == [1, 24])
  #expect(document.location(of: "root.layout.spacing").map { [$0.line, $0.column] } == [1, 52])
  #expect(document.location(of: "root.items[1]").map { [$0.line, $0.column] } == [3, 3])
  // Line 3: two spaces, `{` at 3, `"margins": [` to 15, `1, 2, 3, 4]` to 26, `, ` to 28.
  #expect(document.location(of: "root.items[1].halign").map { [$0.line, $0.column] } == [3, 29])
  // A side of an insets array, by index or by name (as Swift names them): the number.
  #expect(
    document.location(of: "root.items[1].margins[1]").map { [$0.line, $0.column] } == [3, 19])
  #expect(
    document.location(of: "root.items[1].margins.left").map { [$0.line, $0.column] } == [3, 19])
  // What the file does not have leads as far as it can: the component.
  #expect(document.location(of: "root.items[0].width").map { [$0.line, $0.column] } == [2, 3])
  #expect(document.location(of: "elsewhere") == nil)
  #expect(LayoutDocument(root: `$`("a")).location(of: "root") == nil)
}

@Test func aRunOfStepsIsFollowed() throws {
  let levels = 30
  let text =
    #"{"version":1,"root":"#
    + String(repeating: #"{"layout":{"type":"Fit"},"items":["#, count: levels)
    + #"{"halign":"left"}"# + String(repeating: "]}", count: levels) + "}"
  let document = try LayoutDocument(json: text)
  // The leaf's `"halign"` follows 20 + 30 × 34 characters and the leaf's `{`.
  #expect(
    document.location(of: "root.items[0]×30.halign").map { [$0.line, $0.column] }
      == [1, 20 + 30 * 34 + 2])
}
