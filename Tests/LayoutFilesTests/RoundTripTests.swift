import LayoutComposer
import LayoutComposerTestSupport
import LayoutFiles
import LayoutSamples
import Testing

// Writing a tree to the format and reading it back gives identical frames: for every sample
// of the gallery (the registry, so samples added later are covered) and every fixture.

private func frames(_ root: Component, _ size: Size) -> LayoutResult {
  var tree = LayoutTree(root)
  return tree.layout(in: size)
}

@Test(arguments: Gallery.samples.map(\.id))
func sampleRoundTrip(_ id: String) throws {
  let sample = try #require(Gallery.sample(named: id))
  let original = sample.build()
  let json = try LayoutDocument(root: original, size: sample.size).json()
  let back = try LayoutDocument(json: json)
  #expect(back.size == sample.size)
  let before = frames(original, sample.size)
  let after = frames(back.root, sample.size)
  if let diff = frameTreeDiff(expected: FrameTree(before), actual: after, tolerance: 0) {
    Issue.record(Comment(rawValue: "\(id) written as\n\(json)\n\(diff)"))
  }
  #expect(before.dump() == after.dump())
}

@Test(arguments: Fixtures.names)
func fixtureRoundTrip(_ name: String) throws {
  let document = try LayoutDocument(contentsOf: Fixtures.layoutPath(name))
  let json = try document.json()
  let back = try LayoutDocument(json: json)
  let size = try #require(document.size)
  #expect(back.size == size)
  #expect(FrameTree(frames(document.root, size)) == FrameTree(frames(back.root, size)))
  // Writing what was read gives the same text again.
  #expect(try back.json() == json)
}

@Test func writingShowsEveryKey() throws {
  let root = `$`(
    nil, layout: VBox(align: .center, pack: .spaceAround, defaultMargins: (1, 2, 3, 4), spacing: 5),
    items: [
      `$`(
        Placeholder("icon", width: 30, height: 20), width: 40, height: 50, flex: 1, align: .end,
        halign: .left, valign: .bottom, margins: (1, 2, 3, 4), marginTop: 5, marginLeft: 6,
        marginBottom: 7, marginRight: 8, padding: (1, 1, 1, 1), minWidth: 1, maxWidth: 100,
        minHeight: 2, maxHeight: 200, aspectRatio: 1.5, layoutPriority: -2.5),
      `$`(Text("Hi \"you\"", fontSize: 12), name: "label"),
      `$`(nil, layout: Relative(defaultMargins: (1, 1, 1, 1)), items: [`$`("x")]),
      `$`(nil, items: [`$`(nil)]),
    ], name: "screen")
  let json = try LayoutDocument(root: root, size: Size(width: 320, height: 480.5)).json()
  #expect(
    json == """
      {
        "version": 1,
        "size": [320, 480.5],
        "root": {"name": "screen", "layout": {"type": "VBox", "align": "center", "pack": "spaceAround", "spacing": 5, "defaultMargins": [1, 2, 3, 4]}, "items": [
          {"name": "icon", "width": 40, "height": 50, "flex": 1, "align": "end", "halign": "left", "valign": "bottom", "margins": [1, 2, 3, 4], "marginTop": 5, "marginLeft": 6, "marginBottom": 7, "marginRight": 8, "padding": [1, 1, 1, 1], "minWidth": 1, "maxWidth": 100, "minHeight": 2, "maxHeight": 200, "aspectRatio": 1.5, "layoutPriority": -2.5, "intrinsic": [30, 20]},
          {"name": "label", "text": "Hi \\"you\\"", "fontSize": 12},
          {"layout": {"type": "Relative", "defaultMargins": [1, 1, 1, 1]}, "items": [
            {"name": "x"}
          ]},
          {"layout": {"type": "Fit"}, "items": [
            {}
          ]}
        ]}
      }

      """)
}

@Test func readingMapsEveryKey() throws {
  let json = """
    {"version": 1, "comment": "every key", "root": {"name": "screen", "padding": [1, 2, 3, 4],
      "layout": {"type": "HBox", "align": "end", "pack": "fit", "spacing": 2.5,
                 "defaultMargins": [4, 3, 2, 1], "comment": ["layouts", "take comments"]},
      "items": [
        {"name": "icon", "intrinsic": [30, 20], "width": 1, "height": 2, "flex": 3,
         "align": "start", "halign": "right", "valign": "center", "margins": [5, 6, 7, 8],
         "marginTop": 9, "marginLeft": 10, "marginBottom": 11, "marginRight": 12,
         "minWidth": 13, "maxWidth": 14, "minHeight": 15, "maxHeight": 16, "aspectRatio": 0.5,
         "layoutPriority": 2},
        {"text": "Hello", "fontSize": 10, "comment": "a text leaf"},
        {"name": "plain"},
        {}
      ]}}
    """
  let document = try LayoutDocument(json: json, fileName: "every.json")
  #expect(document.size == nil)
  let root = document.root
  #expect(root.name == "screen")
  #expect(root.options.padding == Insets(top: 1, left: 2, bottom: 3, right: 4))
  #expect(
    root.layout?.spec
      == .hbox(
        StackSettings(
          align: .end, pack: .fit, defaultMargins: Insets(top: 4, left: 3, bottom: 2, right: 1),
          spacing: 2.5)))
  #expect(root.source == SourceLocation(fileID: "every.json", line: 1))
  let icon = root.items[0]
  #expect(icon.item as? Placeholder == Placeholder("icon", width: 30, height: 20))
  #expect(icon.source.line == 5)
  var expected = ComponentOptions()
  expected.width = 1
  expected.height = 2
  expected.flex = 3
  expected.align = .start
  expected.halign = .right
  expected.valign = .center
  expected.margins = Insets(top: 5, left: 6, bottom: 7, right: 8)
  expected.marginTop = 9
  expected.marginLeft = 10
  expected.marginBottom = 11
  expected.marginRight = 12
  expected.minWidth = 13
  expected.maxWidth = 14
  expected.minHeight = 15
  expected.maxHeight = 16
  expected.aspectRatio = 0.5
  expected.layoutPriority = 2
  #expect(icon.options == expected)
  let text = try #require(root.items[1].item as? Text)
  #expect(text.text == "Hello")
  #expect(text.fontSize == 10)
  #expect(text.measurer is FixedAdvanceTextMeasurer)
  #expect(root.items[2].item as? String == "plain")
  #expect(root.items[3].item == nil)
}

/// The frame tree output writes `"name": null` for an unnamed component; a layout file may
/// say it too, meaning no name.
@Test func nameNullIsNoName() throws {
  let document = try LayoutDocument(
    json:
      #"{"version": 1, "root": {"name": null, "layout": {"type": "VBox"}, "items": [{"name": null, "height": 5}]}}"#
  )
  #expect(document.root.name == nil)
  #expect(document.root.items[0].name == nil)
  #expect(document.root.items[0].item == nil)
  #expect(document.root.items[0].options.height == 5)
  // Anything else that is not a string is still wrong.
  #expect(
    LayoutFile.validate(#"{"version": 1, "root": {"name": false}}"#).map(\.description) == [
      "root.name: expected a string, found a boolean"
    ])
}

/// A host measures text leaves its own way (the previewer with Pango).
@Test func readingUsesTheHostsTextMeasurer() throws {
  struct Square: TextMeasurer {
    var name: String { "square" }
    func size(of text: String, fontSize: Double, wrappingTo width: Double?) -> Size {
      Size(width: 7, height: 7)
    }
  }
  let json =
    #"{"version": 1, "root": {"layout": {"type": "VBox", "align": "start"}, "items": [{"name": "t", "text": "long text"}]}}"#
  let document = try LayoutDocument(json: json, measurer: Square())
  #expect(
    frames(document.root, Size(width: 100, height: 100))["t"]
      == Frame(x: 0, y: 0, width: 7, height: 7))
}

@Test func writingAnUnknownItemNamesThePlace() {
  struct Avatar: LayoutItem {
    func sizeThatFits(_ proposal: ProposedSize) -> Size { Size(width: 50, height: 50) }
  }
  let root = `$`(
    nil, layout: VBox(), items: [`$`("a"), `$`(nil, layout: HBox(), items: [`$`(Avatar())])])
  #expect(
    throws: LayoutFileError(
      LayoutFileProblem(
        path: "root.items[1].items[0]",
        message:
          "an item of type Avatar cannot be written to a layout file; use Placeholder, String, Text or nil"
      ))
  ) {
    try LayoutDocument(root: root).json()
  }
}

@Test func writingAValueTheFormatCannotHoldNamesThePlace() {
  let root = `$`(nil, layout: VBox(), items: [`$`("a", width: -5), `$`("b", flex: .nan)])
  #expect(
    throws: LayoutFileError([
      LayoutFileProblem(path: "root.items[0].width", message: "must not be negative, found -5"),
      LayoutFileProblem(path: "root.items[1].flex", message: "must be a finite number, found NaN"),
    ])
  ) {
    try LayoutDocument(root: root).json()
  }
}

@Test func frameTreeJSON() throws {
  let json =
    #"{"version": 1, "size": [100, 50], "root": {"layout": {"type": "HBox"}, "items": [{"name": "a", "flex": 1}, {"name": "b", "flex": 2, "layout": {"type": "VBox"}, "items": [{"name": "c", "height": 10}]}]}}"#
  let document = try LayoutDocument(json: json)
  let tree = FrameTree(frames(document.root, document.size!))
  // a = 100 * 1/3, b = 100 * 2/3: fractions print in full, integers without a fraction.
  #expect(
    tree.json() == """
      {"name": null, "frame": [0, 0, 100, 50], "children": [
        {"name": "a", "frame": [0, 0, 33.333333333333336, 50], "children": []},
        {"name": "b", "frame": [33.333333333333336, 0, 66.66666666666667, 50], "children": [
          {"name": "c", "frame": [0, 0, 66.66666666666667, 10], "children": []}
        ]}
      ]}

      """)
  #expect(try FrameTree(json: tree.json()) == tree)
  #expect(tree.paths == ["root", "root.items[0]", "root.items[1]", "root.items[1].items[0]"])
  #expect(
    throws: LayoutFileError(
      LayoutFileProblem(
        path: "root.children[0].frame", message: "expected 4 finite numbers [x, y, width, height]",
        line: 1, column: 75))
  ) {
    try FrameTree(
      json: #"{"name": null, "frame": [0, 0, 1, 1], "children": [{"name": "a", "frame": [0, 0]}]}"#)
  }
}

@Test func frameTreeDiffNamesTheNode() throws {
  let expected = try FrameTree(
    json:
      #"{"name": null, "frame": [0, 0, 10, 10], "children": [{"name": "a", "frame": [0, 0, 5, 5], "children": []}]}"#
  )
  var actual = expected
  actual.nodes[1].frame.width = 6
  #expect(
    frameTreeDiff(expected: expected, actual: actual)
      == "root.items[0] a: expected {0, 0, 5, 5}, actual {0, 0, 6, 5}")
  #expect(frameTreeDiff(expected: expected, actual: expected) == nil)
}

@Test func theFrameTreeIsWrittenInPiecesAsItIsMade() throws {
  // Issue 19: the output writer built a frame tree and the whole text (a million frames: a
  // 59 MB string) before writing. `writeJSON(of:)` hands on pieces of about `chunkSize`
  // bytes; together they are the text `json()` makes, for shapes that close many levels at
  // once (a chain, then siblings) and for names that need escapes.
  var items: [Component] = []
  for index in 0..<3000 {
    var chain = `$`("leaf \"\(index)\"\n", width: 1)
    for _ in 0..<(index % 7) { chain = `$`(nil, layout: VBox(), items: [chain]) }
    items.append(chain)
  }
  let result = frames(
    `$`(nil, layout: VBox(), items: items, overlay: [`$`("badge")]), Size(width: 320, height: 480))
  var pieces: [String] = []
  FrameTree.writeJSON(of: result) { pieces.append($0) }
  #expect(pieces.joined() == FrameTree(result).json())
  #expect(pieces.count > 10)
  // Each piece but the last reaches the size and passes it by less than one line.
  for piece in pieces.dropLast() {
    #expect(piece.utf8.count >= FrameTree.chunkSize && piece.utf8.count < FrameTree.chunkSize + 200)
  }
  #expect(pieces.last.map { $0.utf8.count <= FrameTree.chunkSize + 200 } == true)
}
