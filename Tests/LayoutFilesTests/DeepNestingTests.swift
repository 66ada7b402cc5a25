import LayoutComposer
import LayoutFiles
import Testing

// A chain 100,000 components deep: every step (parsing, checking, building, laying out,
// writing) works without recursion, so it lays out instead of overflowing the stack.

/// `levels` components, each a Fit holding the next; the last is a 10 x 10 leaf with `leaf`
/// as extra keys.
private func chain(levels: Int, leaf: String = "") -> String {
  let open = #"{"layout":{"type":"Fit"},"items":["#
  return #"{"version":1,"size":[320,480],"root":"# + String(repeating: open, count: levels - 1)
    + #"{"name":"leaf","width":10,"height":10\#(leaf)}"#
    + String(repeating: "]}", count: levels - 1) + "}"
}

@Test func hundredThousandLevelsLayOut() throws {
  let text = chain(levels: 100_000)
  #expect(text.utf8.count < LayoutFile.maximumFileSize)
  let document = try LayoutDocument(json: text)
  var tree = LayoutTree(document.root, checks: .off)
  #expect(tree.count == 100_000)
  let frames = tree.layout(in: document.size!)
  // Every Fit fills its parent; the leaf, with an explicit size, is centred:
  // x = (320 - 10)/2 = 155, y = (480 - 10)/2 = 235.
  #expect(frames.frame(at: 0) == Frame(x: 0, y: 0, width: 320, height: 480))
  #expect(frames.frame(at: 99_998) == Frame(x: 0, y: 0, width: 320, height: 480))
  #expect(frames["leaf"] == Frame(x: 155, y: 235, width: 10, height: 10))
  #expect(frames.absoluteFrame(named: "leaf") == Frame(x: 155, y: 235, width: 10, height: 10))

  // Writing the frame tree is linear too: indentation stops growing at 40 levels.
  let json = FrameTree(frames).json()
  #expect(json.hasPrefix(#"{"name": null, "frame": [0, 0, 320, 480], "children": ["#))
  #expect(json.contains(#"{"name": "leaf", "frame": [155, 235, 10, 10], "children": []}"#))
}

@Test func aProblemDeepInsideHasAShortPath() {
  let problems = LayoutFile.validate(chain(levels: 100_000, leaf: #","width":-1"#))
  #expect(
    problems.map(\.description) == [
      #"root.items[0]×99999: duplicate key "width""#
    ])
  let negative = LayoutFile.validate(chain(levels: 100_000, leaf: #","flex":-1"#))
  #expect(
    negative.map(\.description) == ["root.items[0]×99999.flex: must not be negative, found -1"])
}

@Test func deepArraysAreReadWithoutRecursion() {
  let text = String(repeating: "[", count: 1_000_000) + String(repeating: "]", count: 1_000_000)
  #expect(
    LayoutFile.validate(text).map(\.description) == [
      #"a layout file is a JSON object {"version": 1, "size": [w, h], "root": {…}}, found an array"#
    ])
}

@Test func aDeepTreeWritesAndReadsBack() throws {
  var component = `$`("leaf", width: 10, height: 10)
  for _ in 0..<99_999 { component = `$`(nil, layout: Fit(), items: [component]) }
  let json = try LayoutDocument(root: component, size: Size(width: 320, height: 480)).json()
  let back = try LayoutDocument(json: json)
  var tree = LayoutTree(back.root)
  let frames = tree.layout(in: back.size!)
  #expect(frames.count == 100_000)
  #expect(frames["leaf"] == Frame(x: 155, y: 235, width: 10, height: 10))
}

@Test func aProblemOnEachOf340000LevelsIsListedInLinearTime() {
  // 340,000 levels of `{"items":[` without a layout (4.1 MB): a problem on every level.
  // Paths are made only for the listed problems, from runs of equal steps, so this takes as
  // long as reading the file (it once took tens of minutes).
  let levels = 340_000
  let text =
    #"{"version":1,"size":[320,480],"root":"# + String(repeating: #"{"items":["#, count: levels)
    + "{}" + String(repeating: "]}", count: levels) + "}"
  #expect(text.utf8.count < LayoutFile.maximumFileSize)
  let problems = LayoutFile.validate(text)
  let advice =
    #""items" without "layout"; add "layout": {"type": "VBox"} (or "HBox", "Relative", "Fit")"#
  #expect(problems.count == LayoutFile.maximumListedProblems + 1)
  #expect(problems[0].description == "root: " + advice)
  #expect(problems[4].description == "root.items[0].items[0].items[0].items[0]: " + advice)
  #expect(problems[99].description == "root.items[0]×99: " + advice)
  // Level k's `"items"` key is at column 39 + 10k (the prefix is 38 characters).
  #expect(problems[99].column == 39 + 10 * 99)
  #expect(problems[100] == LayoutFileProblem(path: nil, message: "… and 339900 more problems"))
  #expect(throws: LayoutFileError(problems, unlistedCount: 339_900)) {
    try LayoutDocument(json: text)
  }
}

@Test func aLongPathOfDifferentStepsShowsItsEnds() {
  // 100 VBoxes, each holding the next at position 0, 1, 0, 1, … (an empty sibling beside it),
  // with a negative width at the bottom: 100 runs of one step. The first 16 and the last 16
  // runs are shown, the 68 levels between are counted.
  var text = #"{"width": -1}"#
  for level in (0..<100).reversed() {
    let items = level % 2 == 0 ? text + ", {}" : "{}, " + text
    text = #"{"layout": {"type": "VBox"}, "items": ["# + items + "]}"
  }
  let problems = LayoutFile.validate(#"{"version": 1, "root": "# + text + "}")
  let ends = String(repeating: ".items[0].items[1]", count: 8)
  #expect(
    problems.map(\.description) == [
      "root" + ends + "…(68 levels)…" + ends + ".width: must not be negative, found -1"
    ])
}
