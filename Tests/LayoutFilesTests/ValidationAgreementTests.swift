import LayoutComposer
import LayoutComposerTestSupport
import LayoutFiles
import Testing

// The file reader and `Component.validate()` check the same values: a value the reader
// rejects in a file is one validate() reports on the tree that file describes, at the same
// path, and the other way round. `LayoutFile.readLeniently` builds the tree with the bad
// values kept, so both can look at it.

/// The reader's value problems (range checks, and items without a layout), which
/// validate() must report too, as `path: rule`: the rule is the message without what was
/// found, since the reader quotes the file (`1e308`) and validate() prints the Double
/// (`1e+308`). Problems of the format alone (unknown keys, wrong types, JSON syntax, the
/// document's size) have no counterpart in a tree.
private func readerPaths(_ problems: [LayoutFileProblem]) -> [String] {
  problems.filter { problem in
    problem.path?.hasPrefix("root") == true
      && (problem.message.hasPrefix("must ") || problem.message.hasPrefix("\"items\" without"))
  }.map { rule($0.path!, $0.message) }
}

/// validate()'s errors in the same form (warnings are about options that do nothing, not
/// bad values).
private func validatePaths(_ root: Component) -> [String] {
  root.validate().filter { !$0.isWarning }.map { rule($0.path, $0.message) }
}

/// `root.width: must not be negative` for a range check; just the path for the rest, whose
/// wording differs between a file (`"items" without "layout"`) and Swift (`has items but no
/// layout`).
private func rule(_ path: String, _ message: String) -> String {
  guard message.hasPrefix("must "), let found = message.range(of: ", found ") else { return path }
  return path + ": " + message[..<found.lowerBound]
}

@Test(arguments: Fixtures.names)
func fixturesAreValidForBoth(_ name: String) throws {
  let text = try String(contentsOfFile: Fixtures.layoutPath(name), encoding: .utf8)
  let (root, _, problems) = LayoutFile.readLeniently(Array(text.utf8))
  #expect(problems == [])
  #expect(validatePaths(try #require(root)) == [])
}

/// A component with one bad value, and where the reader puts its problem and the rule it
/// breaks (`root.width: must not be negative`).
struct BadValue: Sendable, CustomStringConvertible {
  var component: String
  var expected: String

  init(component: String, path: String) {
    self.component = component
    self.expected = path
  }

  init(component: String, path: String, rule: String) {
    self.component = component
    self.expected = path + ": " + rule
  }

  var description: String { component }
}

private let atMost = "must be at most 1000000000"

let badValues: [BadValue] = [
  BadValue(component: #"{"width": -5}"#, path: "root.width", rule: "must not be negative"),
  BadValue(component: #"{"height": NaN}"#, path: "root.height", rule: "must be a finite number"),
  BadValue(
    component: #"{"height": 1e308}"#, path: "root.height", rule: atMost),
  BadValue(component: #"{"minWidth": -1}"#, path: "root.minWidth", rule: "must not be negative"),
  BadValue(
    component: #"{"maxHeight": 2e9}"#, path: "root.maxHeight", rule: atMost),
  BadValue(component: #"{"flex": -1}"#, path: "root.flex", rule: "must not be negative"),
  BadValue(
    component: #"{"flex": 1e308}"#, path: "root.flex", rule: atMost),
  BadValue(
    component: #"{"marginTop": -1}"#, path: "root.marginTop", rule: "must not be negative"),
  BadValue(
    component: #"{"marginRight": 1e300}"#, path: "root.marginRight", rule: atMost),
  BadValue(
    component: #"{"margins": [0, -4, 0, 0]}"#, path: "root.margins.left",
    rule: "must not be negative"),
  BadValue(
    component: #"{"padding": [1e10, 0, 0, 0]}"#, path: "root.padding.top", rule: atMost),
  BadValue(
    component: #"{"aspectRatio": 0}"#, path: "root.aspectRatio", rule: "must be greater than 0"),
  BadValue(
    component: #"{"aspectRatio": -1}"#, path: "root.aspectRatio", rule: "must be greater than 0"),
  BadValue(
    component: #"{"aspectRatio": 5e-324}"#, path: "root.aspectRatio",
    rule: "must be at least 1e-06"),
  BadValue(
    component: #"{"aspectRatio": 1e7}"#, path: "root.aspectRatio",
    rule: "must be at most 1000000"),
  BadValue(
    component: #"{"layoutPriority": 2e9}"#, path: "root.layoutPriority", rule: atMost),
  BadValue(
    component: #"{"layoutPriority": -2e9}"#, path: "root.layoutPriority",
    rule: "must be at least -1000000000"),
  BadValue(
    component: #"{"layoutPriority": NaN}"#, path: "root.layoutPriority",
    rule: "must be a finite number"),
  BadValue(
    component: #"{"layout": {"type": "VBox", "spacing": -1}}"#, path: "root.layout.spacing",
    rule: "must not be negative"),
  BadValue(
    component: #"{"layout": {"type": "HBox", "spacing": 1e10}}"#, path: "root.layout.spacing",
    rule: atMost),
  BadValue(
    component: #"{"layout": {"type": "Fit", "defaultMargins": [0, 0, -1, 0]}}"#,
    path: "root.layout.defaultMargins.bottom", rule: "must not be negative"),
  BadValue(
    component: #"{"text": "a", "fontSize": NaN}"#, path: "root.fontSize",
    rule: "must be a finite number"),
  BadValue(
    component: #"{"text": "a", "fontSize": -1}"#, path: "root.fontSize",
    rule: "must not be negative"),
  BadValue(
    component: #"{"text": "a", "fontSize": 0}"#, path: "root.fontSize",
    rule: "must be greater than 0"),
  BadValue(
    component: #"{"text": "a", "fontSize": 1e308}"#, path: "root.fontSize",
    rule: "must be at most 10000"),
  BadValue(
    component: #"{"intrinsic": [-1, 5]}"#, path: "root.intrinsic.width",
    rule: "must not be negative"),
  BadValue(
    component: #"{"intrinsic": [5, 1e10]}"#, path: "root.intrinsic.height", rule: atMost),
  // Issue 19: baselines and percentages the reader rejected and validate() did not.
  BadValue(
    component: #"{"intrinsic": [10, 20], "baseline": NaN}"#, path: "root.baseline",
    rule: "must be a finite number"),
  BadValue(
    component: #"{"intrinsic": [10, 20], "baseline": Infinity}"#, path: "root.baseline",
    rule: "must be a finite number"),
  BadValue(
    component: #"{"intrinsic": [10, 20], "baseline": -1}"#, path: "root.baseline",
    rule: "must not be negative"),
  BadValue(
    component: #"{"intrinsic": [10, 20], "baseline": 1e308}"#, path: "root.baseline",
    rule: atMost),
  BadValue(component: #"{"width": "-50%"}"#, path: "root.width", rule: "must not be negative"),
  BadValue(
    component: #"{"marginLeft": "1e999%"}"#, path: "root.marginLeft",
    rule: "must be a finite number"),
  BadValue(component: #"{"maxHeight": "1e308%"}"#, path: "root.maxHeight", rule: atMost),
  // Issue 17: wrapping stacks and grids.
  BadValue(
    component: #"{"layout": {"type": "HBox", "wrap": true, "lineSpacing": -1}}"#,
    path: "root.layout.lineSpacing", rule: "must not be negative"),
  BadValue(
    component: #"{"layout": {"type": "Grid", "columns": [1], "columnSpacing": NaN}}"#,
    path: "root.layout.columnSpacing", rule: "must be a finite number"),
  BadValue(
    component: #"{"layout": {"type": "Grid", "columns": [1], "rowSpacing": 2e9}}"#,
    path: "root.layout.rowSpacing", rule: atMost),
  BadValue(
    component: #"{"layout": {"type": "Grid", "columns": [1, -5]}}"#,
    path: "root.layout.columns[1]", rule: "must not be negative"),
  BadValue(
    component: #"{"layout": {"type": "Grid", "columns": ["-1fr"]}}"#,
    path: "root.layout.columns[0]", rule: "must not be negative"),
  BadValue(
    component: #"{"layout": {"type": "Grid", "columns": ["2e9fr"]}}"#,
    path: "root.layout.columns[0]", rule: atMost),
  BadValue(
    component: #"{"layout": {"type": "Grid", "columns": [{"adaptive": 1e10}]}}"#,
    path: "root.layout.columns[0]", rule: atMost),
  BadValue(
    component: #"{"layout": {"type": "Grid", "columns": [1], "rows": [NaN]}}"#,
    path: "root.layout.rows[0]", rule: "must be a finite number"),
  BadValue(component: #"{"items": [{"name": "a"}]}"#, path: "root"),
  BadValue(
    component: #"{"layout": {"type": "VBox"}, "items": [{"name": "a"}, {"width": -1}]}"#,
    path: "root.items[1].width", rule: "must not be negative"),
]

@Test(arguments: badValues)
func readerAndValidateAgree(_ bad: BadValue) throws {
  let text = #"{"version": 1, "root": \#(bad.component)}"#
  let (root, _, problems) = LayoutFile.readLeniently(Array(text.utf8))
  #expect(readerPaths(problems) == [bad.expected])
  #expect(validatePaths(try #require(root)) == [bad.expected])
}
