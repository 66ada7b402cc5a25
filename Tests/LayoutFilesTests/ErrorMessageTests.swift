import LayoutComposer
import LayoutComposerTestSupport
import LayoutFiles
import Testing

// One test per class of bad input, each asserting the exact message. Messages are written as
// `path: problem` (`LayoutFileProblem.description`); syntax errors, which have no path yet, as
// `line L, column C: not JSON: …`.

/// The problems of a layout file given as text, as their one-line descriptions.
private func problems(_ json: String) -> [String] {
  LayoutFile.validate(json).map(\.description)
}

/// A file with `component` as its root.
private func root(_ component: String) -> String {
  #"{"version": 1, "size": [320, 480], "root": \#(component)}"#
}

@Test func notJSONGivesLineAndColumn() {
  let text = """
    {"version": 1,
     "root": {"name": "a",, "width": 10}}
    """
  let found = LayoutFile.validate(text)
  #expect(
    found.map(\.description) == [
      #"line 2, column 23: not JSON: expected a key in double quotes, found ",""#
    ])
  #expect(found.first?.line == 2)
  #expect(found.first?.column == 23)
}

@Test func notJSONVariants() {
  #expect(problems("") == ["line 1, column 1: not JSON: the file is empty"])
  #expect(
    problems(#"{"version": 1"#) == ["line 1, column 14: not JSON: the text ends inside an object"])
  #expect(
    problems(#"{"a": [1, 2,]}"#) == [#"line 1, column 13: not JSON: trailing comma before "]""#])
  #expect(
    problems("{\"version\": 1 // one\n}")
      == [
        #"line 1, column 15: not JSON: expected "," or "}", found a comment (JSON has none; use a "comment" key)"#
      ])
  #expect(
    problems("{'version': 1}") == [
      #"line 1, column 2: not JSON: expected a key in double quotes, found "'" (JSON strings use double quotes)"#
    ])
  #expect(
    problems("{} {}") == [
      #"line 1, column 4: not JSON: unexpected "{" after the end of the JSON value"#
    ])
  #expect(
    problems(#"{"a": tru}"#) == [#"line 1, column 7: not JSON: expected a value, found "tru""#])
  #expect(
    problems(#"{"a": 01}"#) == [
      "line 1, column 9: not JSON: a number cannot start with 0 followed by digits"
    ])
}

@Test func anUnknownEscapeStaysOneLine() {
  #expect(
    problems(#"{"a": "x\q"}"#) == [#"line 1, column 11: not JSON: unknown escape "\q" in a string"#]
  )
  // A backslash before a newline (found by the fuzzer): the byte is named, not echoed.
  #expect(
    problems("{\"a\": \"x\\\ny\"}") == [
      "line 2, column 1: not JSON: unknown escape in a string: a backslash before the byte 10"
    ])
}

@Test func wrongVersion() {
  // A later version's file is not checked further: its keys may mean other things.
  #expect(
    problems(#"{"version": 2, "root": {"color": "red"}, "theme": "dark"}"#) == [
      "version: unsupported version 2; this reader knows version 1"
    ])
  #expect(
    problems(#"{"version": 2, "root": {}}"#) == [
      "version: unsupported version 2; this reader knows version 1"
    ])
  #expect(
    problems(#"{"version": "1", "root": {}}"#) == ["version: expected the number 1, found a string"]
  )
  #expect(
    problems(#"{"root": {}}"#) == [
      #"missing "version"; a layout file starts with {"version": 1, …}"#
    ])
}

@Test func notAnObjectOrNoRoot() {
  #expect(
    problems("[1, 2]") == [
      #"a layout file is a JSON object {"version": 1, "size": [w, h], "root": {…}}, found an array"#
    ])
  #expect(
    problems(#"{"version": 1}"#) == [#"missing "root", the component tree: "root": {"name": "a"}"#])
  #expect(problems(#"{"version": 1, "root": []}"#) == ["root: expected an object, found an array"])
}

@Test func unknownKeySuggestsTheNearest() {
  let text = root(
    #"{"layout": {"type": "VBox"}, "items": [{"name": "a"}, {"name": "b"}, {"heigth": 50}]}"#)
  #expect(problems(text) == [#"root.items[2]: unknown key "heigth"; did you mean "height"?"#])
  #expect(
    problems(root(#"{"layout": {"type": "VBox", "spacng": 4}}"#))
      == [#"root.layout: unknown key "spacng"; did you mean "spacing"?"#])
  #expect(
    problems(#"{"version": 1, "rot": {}}"#) == [
      #"line 1, column 16: unknown top-level key "rot"; did you mean "root"?"#,
      #"missing "root", the component tree: "root": {"name": "a"}"#,
    ])
}

@Test func unknownKeyWithNothingNearListsTheKeys() {
  #expect(
    problems(root(#"{"colour": "red"}"#)) == [
      #"root: unknown key "colour"; known keys are name, width, height, flex, align, halign, valign, margins, marginTop, marginLeft, marginBottom, marginRight, padding, minWidth, maxWidth, minHeight, maxHeight, aspectRatio, contentMode, layoutPriority, intrinsic, text, fontSize, lineLimit, truncation, textAlignment, layout, items, comment, "#
        + #"marginLeading, marginTrailing, hidden, baseline, overlay, background, column, row, "#
        + "columnSpan, rowSpan"
    ])
}

@Test func aPercentageIsADecimalNumberAndAPercentSign() {
  // Issue 19: "0x10%" read as 16 %, "+50%" as 50 % (Double(_:) takes both). A percentage is
  // a number as JSON writes one, then "%"; anything else is named with its place.
  for text in [
    "0x10%", "+50%", "NaN%", "inf%", "infinity%", " 50%", "50 %", ".5%", "5.%", "05%",
    "1e%", "%", "50%%", "５０%",
  ] {
    #expect(
      problems(root(#"{"width": "\#(text)"}"#)) == [
        #"root.width: expected a number or a percentage such as "50%" (a decimal number and %), "#
          + "found \"\(text)\""
      ])
  }
  // In range, as written: no problem.
  for text in ["0%", "50%", "12.5%", "1e2%", "100E-1%", "0.5%"] {
    #expect(problems(root(#"{"width": "\#(text)"}"#)) == [])
  }
  // Out of range: the bounds of a length, in percent.
  #expect(problems(root(#"{"width": "-50%"}"#)) == ["root.width: must not be negative, found -50%"])
  #expect(
    problems(root(#"{"maxWidth": "1e308%"}"#))
      == ["root.maxWidth: must be at most 1000000000, found 1e308%"])
  #expect(
    problems(root(#"{"marginTop": "1e999%"}"#))
      == ["root.marginTop: must be a finite number, found 1e999%"])
  #expect(LayoutFile.decimalNumber("0x10") == nil && LayoutFile.decimalNumber("+5") == nil)
  #expect(LayoutFile.decimalNumber("-0.25e1") == -2.5 && LayoutFile.decimalNumber("0") == 0)
  #expect(LayoutFile.decimalNumber("1e999") == .infinity)
}

@Test func wrongType() {
  #expect(
    problems(root(#"{"width": "100"}"#))
      == [
        #"root.width: expected a number or a percentage such as "50%" (a decimal number and %), found "100""#
      ])
  #expect(problems(root(#"{"flex": "1"}"#)) == ["root.flex: expected a number, found a string"])
  #expect(problems(root(#"{"name": 7}"#)) == ["root.name: expected a string, found a number"])
  #expect(
    problems(root(#"{"layout": {"type": "VBox"}, "items": {"name": "a"}}"#))
      == ["root.items: expected an array of components, found an object"])
  #expect(
    problems(root(#"{"layout": {"type": "VBox"}, "items": ["a"]}"#))
      == ["root.items[0]: expected a component (an object), found a string"])
  #expect(
    problems(root(#"{"layout": "VBox"}"#))
      == [#"root.layout: expected an object such as {"type": "VBox"}, found a string"#])
  #expect(
    problems(#"{"version": 1, "size": "320x480", "root": {}}"#)
      == ["size: expected 2 numbers [width, height], found a string"])
}

@Test func tupleOfTheWrongLength() {
  #expect(
    problems(root(#"{"margins": [1, 2, 3]}"#))
      == ["root.margins: expected 4 numbers [top, left, bottom, right], found 3"])
  #expect(
    problems(root(#"{"padding": [1, 2, 3, 4, 5]}"#))
      == ["root.padding: expected 4 numbers [top, left, bottom, right], found 5"])
  #expect(
    problems(root(#"{"intrinsic": [10]}"#))
      == ["root.intrinsic: expected 2 numbers [width, height], found 1"])
  #expect(
    problems(#"{"version": 1, "size": [320, 480, 1], "root": {}}"#)
      == ["size: expected 2 numbers [width, height], found 3"])
  #expect(
    problems(root(#"{"margins": [1, null, 3, 4]}"#)) == [
      "root.margins.left: expected a number, found null"
    ])
}

@Test func negativeSizeMarginOrFlex() {
  #expect(problems(root(#"{"width": -10}"#)) == ["root.width: must not be negative, found -10"])
  #expect(problems(root(#"{"flex": -1}"#)) == ["root.flex: must not be negative, found -1"])
  #expect(
    problems(root(#"{"marginTop": -0.5}"#)) == ["root.marginTop: must not be negative, found -0.5"])
  #expect(
    problems(root(#"{"margins": [0, -4, 0, 0]}"#)) == [
      "root.margins.left: must not be negative, found -4"
    ])
  #expect(
    problems(#"{"version": 1, "size": [-320, 480], "root": {}}"#)
      == ["size.width: must not be negative, found -320"])
  #expect(
    problems(root(#"{"aspectRatio": 0}"#)) == ["root.aspectRatio: must be greater than 0, found 0"])
  #expect(
    problems(root(#"{"aspectRatio": -2}"#)) == [
      "root.aspectRatio: must be greater than 0, found -2"
    ])
  #expect(
    problems(root(#"{"text": "a", "fontSize": 0}"#)) == [
      "root.fontSize: must be greater than 0, found 0"
    ])
  #expect(
    problems(root(#"{"text": "a", "fontSize": -3}"#)) == [
      "root.fontSize: must not be negative, found -3"
    ])
}

// The bounds of LayoutLimits (docs/reliability.md): beyond them a value is an error, so that
// no frame can overflow to infinity.
@Test func valuesBeyondTheBounds() {
  #expect(
    problems(root(#"{"layout": {"type": "VBox"}, "items": [{"height": 1e308}]}"#)) == [
      "root.items[0].height: must be at most 1000000000, found 1e308"
    ])
  #expect(
    problems(root(#"{"width": 1000000000}"#)) == [],
    "the bound itself is allowed")
  #expect(
    problems(root(#"{"flex": 1000000001}"#)) == [
      "root.flex: must be at most 1000000000, found 1000000001"
    ])
  #expect(
    problems(root(#"{"padding": [0, 1e300, 0, 0]}"#)) == [
      "root.padding.left: must be at most 1000000000, found 1e300"
    ])
  #expect(
    problems(root(#"{"layout": {"type": "HBox", "spacing": 2e9}}"#)) == [
      "root.layout.spacing: must be at most 1000000000, found 2e9"
    ])
  #expect(
    problems(root(#"{"layout": {"type": "Fit", "defaultMargins": [5e9, 0, 0, 0]}}"#)) == [
      "root.layout.defaultMargins.top: must be at most 1000000000, found 5e9"
    ])
  #expect(
    problems(root(#"{"intrinsic": [1e10, 1]}"#)) == [
      "root.intrinsic.width: must be at most 1000000000, found 1e10"
    ])
  #expect(
    problems(#"{"version": 1, "size": [1e10, 100], "root": {}}"#) == [
      "size.width: must be at most 1000000000, found 1e10"
    ])
  #expect(
    problems(root(#"{"aspectRatio": 5e-324, "width": 10}"#)) == [
      "root.aspectRatio: must be at least 1e-06, found 5e-324"
    ])
  #expect(problems(root(#"{"aspectRatio": 0.000001}"#)) == [])
  #expect(
    problems(root(#"{"aspectRatio": 1e7}"#)) == [
      "root.aspectRatio: must be at most 1000000, found 1e7"
    ])
  #expect(
    problems(root(#"{"text": "x", "fontSize": 1e308}"#)) == [
      "root.fontSize: must be at most 10000, found 1e308"
    ])
  #expect(
    problems(root(#"{"layoutPriority": -2e9}"#)) == [
      "root.layoutPriority: must be at least -1000000000, found -2e9"
    ])
  #expect(
    problems(root(#"{"layoutPriority": NaN}"#)) == [
      "root.layoutPriority: must be a finite number, found NaN"
    ])
  #expect(problems(root(#"{"layoutPriority": -1000000000}"#)) == [])
}

@Test func nanOrInfinite() {
  #expect(
    problems(root(#"{"height": NaN}"#)) == ["root.height: must be a finite number, found NaN"])
  #expect(
    problems(root(#"{"flex": Infinity}"#)) == ["root.flex: must be a finite number, found Infinity"]
  )
  #expect(
    problems(root(#"{"marginLeft": -Infinity}"#))
      == ["root.marginLeft: must be a finite number, found -Infinity"])
  #expect(
    problems(root(#"{"width": 1e999}"#)) == ["root.width: must be a finite number, found 1e999"])
}

@Test func unknownEnumValueListsTheValidOnes() {
  #expect(
    problems(root(#"{"layout": {"type": "VBox", "pack": "middle"}}"#)) == [
      #"root.layout.pack: unknown value "middle"; valid values are "start", "center", "end", "fit", "spaceBetween", "spaceAround", "spaceEvenly""#
    ])
  #expect(
    problems(root(#"{"align": "Center"}"#)) == [
      #"root.align: unknown value "Center"; did you mean "center"? Valid values are "stretch", "#
        + #""start", "center", "end", "firstBaseline", "lastBaseline""#
    ])
  #expect(
    problems(root(#"{"halign": "top"}"#))
      == [
        #"root.halign: unknown value "top"; valid values are "left", "center", "right", "#
          + #""leading", "trailing""#
      ])
  #expect(
    problems(root(#"{"layout": {"type": "grid"}}"#))
      == [
        #"root.layout.type: unknown value "grid"; did you mean "Grid"? Valid values are "VBox", "#
          + #""HBox", "Relative", "Fit", "FirstThatFits", "Custom", "Grid", "CenterBox", "Scroll""#
      ])
}

@Test func itemsWithoutLayout() {
  #expect(
    problems(root(#"{"name": "list", "items": [{"name": "a"}]}"#)) == [
      #"root: "items" without "layout"; add "layout": {"type": "VBox"} (or "HBox", "Relative", "Fit")"#
    ])
}

@Test func layoutMistakes() {
  #expect(
    problems(root(#"{"layout": {"pack": "center"}}"#))
      == [
        #"root.layout: missing "type": one of "VBox", "HBox", "Relative", "Fit", "FirstThatFits", "#
          + #""Custom", "Grid", "CenterBox", "Scroll""#
      ])
  #expect(
    problems(root(#"{"layout": {"type": "Fit", "spacing": 4}}"#))
      == [#"root.layout: "spacing" applies to VBox, HBox and CenterBox, not to Fit"#])
  #expect(
    problems(root(#"{"text": "Hi", "layout": {"type": "VBox"}}"#))
      == [#"root: "text" is for leaves; a component with "layout" is sized by its items"#])
  #expect(
    problems(root(#"{"text": "Hi", "intrinsic": [1, 2]}"#))
      == [#"root: "text" and "intrinsic" both give the content size; keep one"#])
  #expect(
    problems(root(#"{"fontSize": 12}"#)) == [
      #"root: "fontSize" without "text"; it sizes a text leaf"#
    ])
  #expect(problems(root(#"{"width": 1, "width": 2}"#)) == [#"root: duplicate key "width""#])
}

/// Decision: more than one child under Fit is valid; each child is placed on its own.
@Test func fitWithSeveralChildrenIsValid() throws {
  let text = root(#"{"layout": {"type": "Fit"}, "items": [{"name": "a"}, {"name": "b"}]}"#)
  #expect(problems(text) == [])
  var tree = LayoutTree(try LayoutDocument(json: text).root)
  let frames = tree.layout(width: 320, height: 480)
  #expect(frames["a"] == Frame(x: 0, y: 0, width: 320, height: 480))
  #expect(frames["b"] == Frame(x: 0, y: 0, width: 320, height: 480))
}

@Test func everyProblemIsReportedInOrder() {
  let text = """
    {"version": 1, "root": {"layout": {"type": "VBox", "pack": "middle"}, "items": [
      {"heigth": 50},
      {"width": -1, "margins": [1, 2]}
    ]}}
    """
  let found = LayoutFile.validate(text)
  #expect(
    found.map(\.description) == [
      #"root.layout.pack: unknown value "middle"; valid values are "start", "center", "end", "fit", "spaceBetween", "spaceAround", "spaceEvenly""#,
      #"root.items[0]: unknown key "heigth"; did you mean "height"?"#,
      "root.items[1].width: must not be negative, found -1",
      "root.items[1].margins: expected 4 numbers [top, left, bottom, right], found 2",
    ])
  #expect(found.map { "\($0.line ?? 0):\($0.column ?? 0)" } == ["1:60", "2:4", "3:13", "3:28"])
  // Reading throws the same problems; its description is the first and a count.
  #expect(throws: LayoutFileError(found)) { try LayoutDocument(json: text) }
  #expect(
    LayoutFileError(found).description
      == #"root.layout.pack: unknown value "middle"; valid values are "start", "center", "end", "fit", "spaceBetween", "spaceAround", "spaceEvenly" (and 3 more problems)"#
  )
}

@Test func missingOrUnreadableFile() {
  #expect(
    throws: LayoutFileError(
      LayoutFileProblem(path: nil, message: "cannot read the file: No such file or directory"))
  ) {
    try LayoutDocument(contentsOf: "/nonexistent/screen.layout.json")
  }
  #expect(
    throws: LayoutFileError(
      LayoutFileProblem(path: nil, message: "cannot read the file: Is a directory"))
  ) {
    try LayoutDocument(contentsOf: Fixtures.directory)
  }
}

@Test func fileOfSeveralMegabytes() {
  let big = root(#"{"name": "x"}"#) + String(repeating: " ", count: 6 << 20)
  #expect(problems(big) == ["the file is 6 MB; layout files are limited to 4 MB"])
}

@Test func aHugeUnknownKeyIsShownShortAndGetsNoSuggestion() {
  // 4 MB of "a": no known key is within two edits, so no edit distance is computed, and
  // the message shows 40 characters and the size.
  let key = String(repeating: "a", count: 4_000_000)
  let shown = String(repeating: "a", count: 40)
  #expect(
    problems(root(#"{"\#(key)": 1}"#)) == [
      #"root: unknown key "\#(shown)…" (4000000 bytes); known keys are "#
        + "name, width, height, flex, align, halign, valign, margins, marginTop, marginLeft, "
        + "marginBottom, marginRight, padding, minWidth, maxWidth, minHeight, maxHeight, "
        + "aspectRatio, contentMode, layoutPriority, intrinsic, text, fontSize, lineLimit, truncation, textAlignment, layout, items, comment, "
        + "marginLeading, marginTrailing, hidden, baseline, overlay, background, column, row, "
        + "columnSpan, rowSpan"
    ])
  // One character with a million combining marks: one Character, but not near any key.
  let combining = "h" + String(repeating: "\u{301}", count: 1_000_000)
  #expect(
    problems(root(#"{"align": "\#(combining)"}"#)).first?.hasPrefix(
      #"root.align: unknown value "h"# + String(repeating: "\u{301}", count: 39)
        + "…\" (2000001 bytes); valid values are")
      == true)
  // Keys with control characters are escaped, so the message stays one line.
  #expect(
    problems(root(#"{"a\nb": 1, "a\nb": 2}"#)).last == #"root: duplicate key "a\nb""#)
  // A long number literal is cut too.
  let digits = String(repeating: "9", count: 1000)
  #expect(
    problems(root(#"{"width": \#(digits)}"#)) == [
      "root.width: must be a finite number, found " + String(repeating: "9", count: 40) + "…"
    ])
}

@Test func problemLocatedForTheCommandLine() {
  let problem = LayoutFile.validate(root(#"{"heigth": 5}"#))[0]
  #expect(
    problem.located(in: "screen.json")
      == #"screen.json:1:45: root: unknown key "heigth"; did you mean "height"?"#)
}
