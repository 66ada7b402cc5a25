import LayoutComposer

/// The frames of a layout as the command-line tool writes them: each node's name and frame
/// (relative to its parent), in pre-order with depths, so that any depth is handled without
/// recursion.
///
/// Its JSON form mirrors the components:
/// `{"name": "header", "frame": [0, 0, 320, 50], "children": []}`.
///
/// ```swift
/// let frames = FrameTree(tree.layout(in: size))
/// print(frames.json())
/// ```
public struct FrameTree: Sendable, Hashable {
  public struct Node: Sendable, Hashable {
    public var name: String?
    public var frame: Frame
    /// 0 for the root.
    public var depth: Int

    public init(name: String?, frame: Frame, depth: Int) {
      self.name = name
      self.frame = frame
      self.depth = depth
    }
  }

  /// Pre-order: a parent comes before its children, siblings keep their order.
  public var nodes: [Node]

  public init(nodes: [Node]) { self.nodes = nodes }

  /// The frames of a layout pass.
  public init(_ result: LayoutResult) {
    nodes = (0..<result.count).map {
      Node(name: result.name(at: $0), frame: result.frame(at: $0), depth: result.depth(at: $0))
    }
  }

  /// Reads the JSON form; every problem is reported with its path (`root.children[1].frame`).
  ///
  /// ```swift
  /// let expected = try FrameTree(json: #"{"name": null, "frame": [0, 0, 10, 10], "children": []}"#)
  /// ```
  public init(json: String) throws(LayoutFileError) {
    let document: JSONDocument
    do {
      document = try JSONDocument(parsing: Array(json.utf8))
    } catch {
      throw LayoutFileError(error)
    }
    var reader = FrameTreeReader(document: document)
    reader.read()
    if !reader.problems.isEmpty { throw LayoutFileError(reader.problems) }
    nodes = reader.nodes
  }

  /// Each node's place, as layout files write it: `root`, `root.items[0]`, …
  public var paths: [String] {
    var result: [String] = []
    result.reserveCapacity(nodes.count)
    // The positions from the root to the current node, and for each depth the position the
    // next child of the latest node at that depth gets.
    var steps: [Int] = []
    var nextChild: [Int] = []
    for node in nodes {
      let depth = node.depth
      while nextChild.count <= depth { nextChild.append(0) }
      if depth == 0 {
        result.append("root")
      } else {
        steps.removeLast(max(0, steps.count - (depth - 1)))
        steps.append(nextChild[depth - 1])
        nextChild[depth - 1] += 1
        var builder = PathBuilder("root")
        for step in steps { builder.append(".items[\(step)]") }
        result.append(builder.string)
      }
      nextChild[depth] = 0
    }
    return result
  }

  /// The JSON form, one node per line.
  public func json() -> String {
    var out = ""
    for (index, node) in nodes.enumerated() {
      if index > 0 {
        let previous = nodes[index - 1].depth
        if node.depth > previous {
          out += "\n"
        } else {
          out += "]}"
          for depth in stride(from: previous - 1, through: node.depth, by: -1) {
            out += "\n" + JSONText.indent(depth) + "]}"
          }
          out += ",\n"
        }
      }
      let f = node.frame
      out +=
        JSONText.indent(node.depth) + "{\"name\": " + (node.name.map(JSONText.quoted) ?? "null")
      out += ", \"frame\": " + JSONText.numbers([f.x, f.y, f.width, f.height])
      out += ", \"children\": ["
    }
    if let last = nodes.last {
      out += "]}"
      for depth in stride(from: last.depth - 1, through: 0, by: -1) {
        out += "\n" + JSONText.indent(depth) + "]}"
      }
    }
    return out + "\n"
  }

  /// One line per node, indented by depth: `name {x, y, width, height}` (`_` for no name).
  public func dump() -> String {
    nodes.map { node in
      String(repeating: "  ", count: node.depth) + (node.name ?? "_") + " "
        + node.frame.description
    }.joined(separator: "\n")
  }
}

/// Reads the JSON form of a frame tree with an explicit stack.
private struct FrameTreeReader {
  let document: JSONDocument
  var nodes: [FrameTree.Node] = []
  var problems: [LayoutFileProblem] = []

  mutating func read() {
    var pending: [(json: Int, depth: Int, path: String)] = [(0, 0, "root")]
    while let (json, depth, path) = pending.popLast() {
      let value = document.nodes[json]
      guard value.kind == .object else {
        report(
          path, json,
          "expected an object {\"name\", \"frame\", \"children\"}, found \(value.kind.described)")
        continue
      }
      var node = FrameTree.Node(name: nil, frame: .zero, depth: depth)
      var children: [Int] = []
      var sawFrame = false
      for member in document.children(of: json) {
        let key = document.key(member)
        let kind = document.nodes[member].kind
        switch key {
        case "name":
          if kind == .string {
            node.name = document.text(member)
          } else if kind != .null {
            report(path + ".name", member, "expected a string or null, found \(kind.described)")
          }
        case "frame":
          sawFrame = true
          let numbers = document.children(of: member).filter {
            document.nodes[$0].kind == .number && document.nodes[$0].number.isFinite
          }.map { document.nodes[$0].number }
          if kind == .array, document.nodes[member].count == 4, numbers.count == 4 {
            node.frame = Frame(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
          } else {
            report(path + ".frame", member, "expected 4 finite numbers [x, y, width, height]")
          }
        case "children":
          if kind == .array {
            children = Array(document.children(of: member))
          } else {
            report(path + ".children", member, "expected an array, found \(kind.described)")
          }
        case "comment":
          break
        default:
          report(path, member, FormatVocabulary.unknownKey(key, among: FormatVocabulary.frameKeys))
        }
      }
      if !sawFrame { report(path, json, "missing \"frame\"") }
      nodes.append(node)
      for (position, child) in children.enumerated().reversed() {
        pending.append((child, depth + 1, path + ".children[\(position)]"))
      }
    }
  }

  mutating func report(_ path: String, _ node: Int, _ message: String) {
    let value = document.nodes[node]
    problems.append(
      LayoutFileProblem(
        path: path, message: message, line: Int(value.line), column: Int(value.column)))
  }
}
