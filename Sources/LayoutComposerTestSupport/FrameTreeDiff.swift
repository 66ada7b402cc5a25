import LayoutComposer
import LayoutFiles

/// Compares two frame trees node by node and describes the differences, for any test that
/// checks frames.
///
/// ```swift
/// let expected = try FrameTree(json: expectedJSON)
/// if let diff = frameTreeDiff(expected: expected, actual: FrameTree(frames)) {
///   Issue.record(Comment(rawValue: diff))
/// }
/// ```
///
/// - Parameter tolerance: how far a coordinate may be from the expected one. Expectations are
///   derived by hand in decimal (`106.66666666666667`) while the engine adds Doubles in its
///   own order, so the last bit may differ; the default allows for that and nothing more.
/// - Returns: nil when the trees match; otherwise one line per differing node
///   (`root.items[1] view2: expected {0, 50, 320, 100}, actual {0, 50, 320, 90}`).
public func frameTreeDiff(
  expected: FrameTree, actual: FrameTree, tolerance: Double = 1e-9
) -> String? {
  var lines: [String] = []
  let paths = expected.nodes.count >= actual.nodes.count ? expected.paths : actual.paths
  for index in 0..<max(expected.nodes.count, actual.nodes.count) {
    let place = paths[index]
    guard index < expected.nodes.count else {
      let node = actual.nodes[index]
      lines.append("\(place) \(node.name ?? "_"): not expected, actual \(node.frame)")
      continue
    }
    guard index < actual.nodes.count else {
      let node = expected.nodes[index]
      lines.append("\(place) \(node.name ?? "_"): expected \(node.frame), missing in actual")
      continue
    }
    let e = expected.nodes[index]
    let a = actual.nodes[index]
    if e.depth != a.depth {
      lines.append(
        "\(place): expected depth \(e.depth), actual \(a.depth) (the trees differ in shape)")
      break
    }
    if e.name != a.name {
      lines.append("\(place): expected name \(e.name ?? "null"), actual \(a.name ?? "null")")
    }
    if !e.frame.isClose(to: a.frame, tolerance: tolerance) {
      lines.append("\(place) \(e.name ?? "_"): expected \(e.frame), actual \(a.frame)")
    }
    if e.hidden != a.hidden {
      lines.append("\(place) \(e.name ?? "_"): expected hidden \(e.hidden), actual \(a.hidden)")
    }
    // Lines and cells are checked where the expectation gives them: frames written by hand
    // before the frame tree had them still compare.
    if let line = e.line, line != a.line {
      lines.append(
        "\(place) \(e.name ?? "_"): expected line \(line), actual \(a.line.map(String.init) ?? "none")"
      )
    }
    if let cell = e.cell, cell != a.cell {
      lines.append(
        "\(place) \(e.name ?? "_"): expected \(describe(cell)), actual "
          + (a.cell.map(describe) ?? "no cell"))
    }
    if e.decoration != a.decoration {
      lines.append(
        "\(place) \(e.name ?? "_"): expected \(e.decoration?.rawValue ?? "no decoration"), "
          + "actual \(a.decoration?.rawValue ?? "no decoration")")
    }
  }
  return lines.isEmpty ? nil : lines.joined(separator: "\n")
}

/// `frameTreeDiff` against a layout pass.
public func frameTreeDiff(
  expected: FrameTree, actual: LayoutResult, tolerance: Double = 1e-9
) -> String? {
  frameTreeDiff(expected: expected, actual: FrameTree(actual), tolerance: tolerance)
}

/// `cell (0, 2) span 2×1`, as `FrameTree.dump()` writes it.
private func describe(_ cell: GridPlace) -> String {
  "cell (\(cell.column ?? 0), \(cell.row ?? 0)) span \(cell.columnSpan)×\(cell.rowSpan)"
}
