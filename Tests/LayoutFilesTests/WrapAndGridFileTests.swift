import LayoutComposer
import LayoutComposerTestSupport
import LayoutFiles
import Testing

// Wrapping stacks and grids in layout files (docs/layout-files.md, "Wrapping stacks" and
// "Grids"): the keys read into the settings the engine takes, written back the same, every
// bad value named with its place, and the frame tree saying where each child went.

/// The problems of a file whose root is `component`, as one-line descriptions.
private func problems(_ component: String) -> [String] {
  LayoutFile.validate(#"{"version": 1, "size": [320, 480], "root": \#(component)}"#)
    .map(\.description)
}

private func document(_ component: String) throws -> LayoutDocument {
  try LayoutDocument(json: #"{"version": 1, "size": [320, 480], "root": \#(component)}"#)
}

@Suite struct WrapAndGridFileTests {
  @Test func readingAWrappingStack() throws {
    let root = try document(
      #"{"layout": {"type": "HBox", "spacing": 8, "wrap": true, "lineSpacing": 6, "alignLines": "center"}}"#
    ).root
    #expect(
      root.layout?.spec
        == .hbox(
          StackSettings(
            align: .stretch, pack: .start, defaultMargins: .zero, spacing: 8, wrap: true,
            lineSpacing: 6, alignLines: .center)))
    let column = try document(#"{"layout": {"type": "VBox", "wrap": false}}"#).root
    #expect(column.layout?.spec == VBox().spec)
  }

  @Test func readingAGrid() throws {
    let root = try document(
      #"{"layout": {"type": "Grid", "columns": [120, "1fr", "auto", {"adaptive": 200}, "0.5fr"], "rows": ["auto", 40], "#
        + #""columnSpacing": 8, "rowSpacing": 4, "align": "center", "pack": "end", "defaultMargins": [1, 2, 3, 4]}, "#
        + #""items": [{"name": "a", "column": 1, "row": 0, "columnSpan": 2, "rowSpan": 1}, {"name": "b", "rowSpan": 3}, {"name": "c"}]}"#
    ).root
    #expect(
      root.layout?.spec
        == .grid(
          GridSettings(
            columns: [
              .points(120), .fraction(1), .content, .adaptive(minimum: 200), .fraction(0.5),
            ],
            rows: [.content, .points(40)], columnSpacing: 8, rowSpacing: 4, align: .center,
            pack: .end, defaultMargins: Insets(top: 1, left: 2, bottom: 3, right: 4))))
    #expect(root.items[0].options.gridPlace == GridPlace(column: 1, row: 0, columnSpan: 2))
    #expect(root.items[1].options.gridPlace == GridPlace(rowSpan: 3))
    #expect(root.items[2].options.gridPlace == nil)
    // Defaults: tracks at the start, no spacing, no rows given.
    let plain = try document(#"{"layout": {"type": "Grid", "columns": ["1fr"]}}"#).root
    #expect(plain.layout?.spec == Grid(columns: [.fraction(1)]).spec)
  }

  @Test func writingWrapAndGrid() throws {
    let root = `$`(
      nil, layout: VBox(),
      items: [
        `$`(
          nil, layout: HBox(spacing: 8, wrap: true, lineSpacing: 6, alignLines: .spaceBetween),
          items: [`$`("chip")]),
        `$`(
          nil,
          layout: Grid(
            columns: [.points(120), .fraction(1), .content, .adaptive(minimum: 200)],
            rows: [.content, .points(40)], columnSpacing: 8, rowSpacing: 4, align: .end,
            pack: .center),
          items: [
            `$`("a", column: 1, row: 0, columnSpan: 2),
            `$`("b", row: 1, rowSpan: 2),
            `$`("c"),
            `$`("d", columnSpan: 1),
          ]),
      ])
    let json = try LayoutDocument(root: root, size: Size(width: 320, height: 480)).json()
    // "d" has a place of defaults: it is written (as a span of 1) so that it stays one.
    #expect(
      json == """
        {
          "version": 1,
          "size": [320, 480],
          "root": {"layout": {"type": "VBox"}, "items": [
            {"layout": {"type": "HBox", "spacing": 8, "wrap": true, "lineSpacing": 6, "alignLines": "spaceBetween"}, "items": [
              {"name": "chip"}
            ]},
            {"layout": {"type": "Grid", "columns": [120, "1fr", "auto", {"adaptive": 200}], "rows": ["auto", 40], "columnSpacing": 8, "rowSpacing": 4, "align": "end", "pack": "center"}, "items": [
              {"name": "a", "column": 1, "row": 0, "columnSpan": 2},
              {"name": "b", "row": 1, "rowSpan": 2},
              {"name": "c"},
              {"name": "d", "columnSpan": 1}
            ]}
          ]}
        }

        """)
    // Read back, the tree is the same: settings, places, and so the text written again.
    let back = try LayoutDocument(json: json)
    #expect(back.root.items[0].layout?.spec == root.items[0].layout?.spec)
    #expect(back.root.items[1].layout?.spec == root.items[1].layout?.spec)
    #expect(
      back.root.items[1].items.map(\.options.gridPlace)
        == root.items[1].items.map(\.options.gridPlace))
    #expect(try back.json() == json)
  }

  @Test(arguments: Fixtures.names.filter { $0.hasPrefix("wrap-") || $0.hasPrefix("grid-") })
  func fixturesRoundTripWithTheirPlaces(_ name: String) throws {
    // Read, write, read: the same settings and places, and the same frames, lines and cells.
    let first = try LayoutDocument(contentsOf: Fixtures.layoutPath(name))
    let second = try LayoutDocument(json: first.json())
    let size = try #require(first.size)
    var a = LayoutTree(first.root)
    var b = LayoutTree(second.root)
    let before = FrameTree(a.layout(in: size, direction: first.direction))
    #expect(before == FrameTree(b.layout(in: size, direction: second.direction)))
    #expect(before.nodes.contains { $0.line != nil || $0.cell != nil })
  }

  @Test func misplacedKeys() {
    #expect(
      problems(#"{"layout": {"type": "Relative", "wrap": true}}"#) == [
        #"root.layout: "wrap" applies to VBox and HBox, not to Relative"#
      ])
    #expect(
      problems(
        #"{"layout": {"type": "Grid", "columns": [1], "lineSpacing": 4, "alignLines": "end"}}"#)
        == [
          #"root.layout: "lineSpacing" applies to VBox and HBox, not to Grid"#,
          #"root.layout: "alignLines" applies to VBox and HBox, not to Grid"#,
        ])
    #expect(
      problems(#"{"layout": {"type": "Grid", "columns": [1], "spacing": 4}}"#) == [
        #"root.layout: "spacing" applies to VBox, HBox and CenterBox, not to Grid; a Grid has "columnSpacing" and "rowSpacing""#
      ])
    #expect(
      problems(#"{"layout": {"type": "HBox", "columns": ["1fr"], "rowSpacing": 2}}"#) == [
        #"root.layout: "columns" applies to Grid, not to HBox"#,
        #"root.layout: "rowSpacing" applies to Grid, not to HBox"#,
      ])
    #expect(
      problems(#"{"layout": {"type": "Fit", "align": "center"}}"#) == [
        #"root.layout: "align" applies to VBox, HBox and Grid, not to Fit"#
      ])
    #expect(
      problems(#"{"layout": {"type": "Grid"}}"#) == [
        #"root.layout: a Grid needs "columns": its tracks, such as [120, "1fr", "auto", {"adaptive": 200}]"#
      ])
    #expect(
      problems(#"{"layout": {"pack": "end"}}"#) == [
        #"root.layout: missing "type": one of "VBox", "HBox", "Relative", "Fit", "FirstThatFits", "#
          + #""Custom", "Grid", "CenterBox", "Scroll""#
      ])
  }

  @Test func badWrapValues() {
    #expect(
      problems(
        #"{"layout": {"type": "HBox", "wrap": "yes", "lineSpacing": -2, "alignLines": "middle"}}"#)
        == [
          "root.layout.wrap: expected true or false, found a string",
          "root.layout.lineSpacing: must not be negative, found -2",
          #"root.layout.alignLines: unknown value "middle"; valid values are "start", "center", "#
            + #""end", "stretch", "spaceBetween", "spaceAround", "spaceEvenly""#,
        ])
    #expect(
      problems(
        #"{"layout": {"type": "VBox", "wrap": true, "lineSpacing": NaN, "alignLines": "Stretch"}}"#)
        == [
          "root.layout.lineSpacing: must be a finite number, found NaN",
          #"root.layout.alignLines: unknown value "Stretch"; did you mean "stretch"? Valid values are "#
            + #""start", "center", "end", "stretch", "spaceBetween", "spaceAround", "spaceEvenly""#,
        ])
  }

  @Test func badTracks() {
    let shapes =
      #"a track is a number of points (120), a share of the room ("1fr"), "auto" (as large as "#
      + #"its content) or {"adaptive": 200} (as many columns of at least 200 as fit)"#
    #expect(
      problems(
        #"{"layout": {"type": "Grid", "columns": ["2px", -1, "-1fr", "1e999fr", NaN, "fr", true, "Auto"]}}"#
      ) == [
        #"root.layout.columns[0]: \#(shapes); found "2px""#,
        "root.layout.columns[1]: must not be negative, found -1",
        "root.layout.columns[2]: must not be negative, found -1fr",
        "root.layout.columns[3]: must be a finite number, found 1e999fr",
        "root.layout.columns[4]: must be a finite number, found NaN",
        #"root.layout.columns[5]: \#(shapes); found "fr""#,
        "root.layout.columns[6]: \(shapes); found a boolean",
        #"root.layout.columns[7]: \#(shapes); found "Auto""#,
      ])
    #expect(
      problems(
        #"{"layout": {"type": "Grid", "columns": [{"adaptive": -5}, {"adaptive": "200"}, {}, {"adaptive": 1, "min": 2}], "rows": "auto"}}"#
      ) == [
        "root.layout.columns[0]: must not be negative, found -5",
        "root.layout.columns[1]: expected a number, found a string",
        #"root.layout.columns[2]: missing "adaptive": an adaptive track is {"adaptive": 200}, the least width of its columns"#,
        #"root.layout.columns[3]: unknown key "min"; known keys are adaptive"#,
        #"root.layout.rows: expected an array of tracks such as [120, "1fr", "auto"], found a string"#,
      ])
    #expect(
      problems(
        #"{"layout": {"type": "Grid", "columns": [1], "columnSpacing": -1, "rowSpacing": 2e9}}"#)
        == [
          "root.layout.columnSpacing: must not be negative, found -1",
          "root.layout.rowSpacing: must be at most 1000000000, found 2e9",
        ])
  }

  @Test func badCells() {
    #expect(
      problems(
        #"{"layout": {"type": "Grid", "columns": [1]}, "items": [{"column": 1.5, "row": -1, "columnSpan": 0, "rowSpan": "2"}]}"#
      ) == [
        "root.items[0].column: must be a whole number, found 1.5",
        "root.items[0].row: must not be negative (cells are numbered from 0), found -1",
        "root.items[0].columnSpan: must be at least 1 (a child spans at least one track), found 0",
        "root.items[0].rowSpan: expected a whole number, found a string",
      ])
    #expect(
      problems(
        #"{"layout": {"type": "Grid", "columns": [1]}, "items": [{"column": 1000, "row": 1e300, "columnSpan": 1001, "rowSpan": NaN}]}"#
      ) == [
        "root.items[0].column: must be at most 999, found 1000",
        "root.items[0].row: must be at most 999, found 1e300",
        "root.items[0].columnSpan: must be at most 1000, found 1001",
        "root.items[0].rowSpan: must be a finite number, found NaN",
      ])
    let columns = "[" + Array(repeating: "1", count: 1001).joined(separator: ",") + "]"
    #expect(
      problems(#"{"layout": {"type": "Grid", "columns": \#(columns)}}"#) == [
        "root.layout.columns: must have at most 1000 tracks (the rest are not used), found 1001"
      ])
    // The largest ones read.
    #expect(
      problems(
        #"{"layout": {"type": "Grid", "columns": [1]}, "items": [{"column": 999, "row": 999, "columnSpan": 1000, "rowSpan": 1e3}]}"#
      ) == [])
  }

  @Test func optionsWithoutEffectAreWarningsOfValidate() throws {
    // The reader takes them (they are well-formed); validate() says they do nothing there,
    // and the document finds their place in the text, as composer-layout prints it.
    let doc = try LayoutDocument(
      json: """
        {"version": 1, "root": {"layout": {"type": "HBox", "lineSpacing": 4}, "items": [
          {"name": "a", "column": 1},
          {"layout": {"type": "Grid", "columns": [1], "rows": [{"adaptive": 5}]}}
        ]}}
        """)
    let found = doc.root.validate()
    #expect(
      found.map(\.description) == [
        "root.layout.lineSpacing: warning: has no effect on a stack that does not wrap; add wrap: true",
        "root.items[0].column: warning: has no effect outside a Grid (column:, row:, columnSpan:, rowSpan:)",
        "root.items[1].layout.rows[0]: warning: adaptive tracks are for columns; this row is .content",
      ])
    #expect(found.map { doc.location(of: $0.path)?.line } == [1, 2, 3])
  }

  @Test func theFrameTreeSaysLinesAndCells() throws {
    let doc = try LayoutDocument(
      json: """
        {"version": 1, "size": [100, 100], "root": {"layout": {"type": "VBox"}, "items": [
          {"layout": {"type": "HBox", "wrap": true}, "items": [{"name": "a", "width": 60}, {"name": "b", "width": 60}]},
          {"layout": {"type": "Grid", "columns": [50, 50]}, "items": [{"name": "c", "columnSpan": 2}, {"name": "d"}]}
        ]}}
        """)
    var tree = LayoutTree(doc.root)
    let frames = FrameTree(tree.layout(in: doc.size!))
    // a and b do not fit one line of 100: b on line 1. c spans both columns of row 0, so d
    // flows to (0, 1). Everything is 0 high (string leaves), so the two boxes split the
    // height by nothing: the grid sits at y 0 too.
    let json = """
      {"name": null, "frame": [0, 0, 100, 100], "children": [
        {"name": null, "frame": [0, 0, 100, 0], "children": [
          {"name": "a", "frame": [0, 0, 60, 0], "line": 0, "children": []},
          {"name": "b", "frame": [0, 0, 60, 0], "line": 1, "children": []}
        ]},
        {"name": null, "frame": [0, 0, 100, 0], "children": [
          {"name": "c", "frame": [0, 0, 100, 0], "column": 0, "row": 0, "columnSpan": 2, "rowSpan": 1, "children": []},
          {"name": "d", "frame": [0, 0, 50, 0], "column": 0, "row": 1, "columnSpan": 1, "rowSpan": 1, "children": []}
        ]}
      ]}

      """
    #expect(frames.json() == json)
    // Read back, the lines and cells are kept.
    #expect(try FrameTree(json: json) == frames)
    #expect(
      frames.dump() == """
        _ {0, 0, 100, 100}
          _ {0, 0, 100, 0}
            a {0, 0, 60, 0} line 0
            b {0, 0, 60, 0} line 1
          _ {0, 0, 100, 0}
            c {0, 0, 100, 0} cell (0, 0) span 2×1
            d {0, 0, 50, 0} cell (0, 1)
        """)
    // A child outside a wrapping stack or a grid has neither.
    #expect(frames.nodes[0].line == nil && frames.nodes[0].cell == nil)
    #expect(frames.nodes[1].line == nil && frames.nodes[1].cell == nil)
  }

  @Test func badLinesAndCellsInAFrameTree() throws {
    let json =
      #"{"name": null, "frame": [0, 0, 1, 1], "children": [{"name": "a", "frame": [0, 0, 1, 1], "#
      + #""line": -1, "columnSpan": 0, "row": "2", "children": []}]}"#
    let error = try #require(throws: LayoutFileError.self) { try FrameTree(json: json) }
    #expect(
      error.problems.map { "\($0.column ?? 0): \($0)" } == [
        "97: root.children[0].line: expected a whole number from 0 to 2147483647, found -1",
        "115: root.children[0].columnSpan: expected a whole number from 1 to 1000, found 0",
        "125: root.children[0].row: expected a whole number from 0 to 999, found a string",
      ])
  }

  @Test func frameTreeDiffChecksLinesAndCellsWhereExpected() throws {
    let expected = try FrameTree(
      json:
        #"{"name": null, "frame": [0, 0, 10, 10], "children": [{"name": "a", "frame": [0, 0, 5, 5], "line": 1, "children": []}, {"name": "b", "frame": [0, 0, 5, 5], "column": 1, "row": 0, "columnSpan": 1, "rowSpan": 1, "children": []}, {"name": "c", "frame": [0, 0, 5, 5], "children": []}]}"#
    )
    var actual = expected
    actual.nodes[1].line = 0
    actual.nodes[2].cell = GridPlace(column: 0, row: 0, columnSpan: 2)
    actual.nodes[3].line = 4  // not in the expectation: not checked
    #expect(
      frameTreeDiff(expected: expected, actual: actual) == """
        root.items[0] a: expected line 1, actual 0
        root.items[1] b: expected cell (1, 0) span 1×1, actual cell (0, 0) span 2×1
        """)
  }
}
