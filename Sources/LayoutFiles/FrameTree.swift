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
    /// An alternative a FirstThatFits did not show, or inside one, or a hidden component
    /// (`"hidden": true`).
    public var hidden: Bool
    /// An overlay or a background of its parent (`"decoration": "overlay"`).
    public var decoration: Decoration?
    /// The line (0 first) of a wrapping stack's child (`"line": 1`); nil elsewhere.
    public var line: Int?
    /// The cells a grid's child covers, as the layout resolved them (auto-placed children
    /// included): `"column": 0, "row": 2, "columnSpan": 2, "rowSpan": 1`; nil elsewhere.
    public var cell: GridPlace?
    /// A Scroll's content size and the offset it showed (`"contentSize": [w, h], "offset":
    /// [x, y]`); nil elsewhere.
    public var contentSize: Size?
    public var offset: Point?

    public init(
      name: String?, frame: Frame, depth: Int, hidden: Bool = false,
      decoration: Decoration? = nil, line: Int? = nil, cell: GridPlace? = nil,
      contentSize: Size? = nil, offset: Point? = nil
    ) {
      self.name = name
      self.frame = frame
      self.depth = depth
      self.hidden = hidden
      self.decoration = decoration
      self.line = line
      self.cell = cell
      self.contentSize = contentSize
      self.offset = offset
    }

    /// Node `index` of a layout pass.
    init(_ result: LayoutResult, _ index: Int) {
      self.init(
        name: result.name(at: index), frame: result.frame(at: index),
        depth: result.depth(at: index), hidden: result.isHidden(at: index),
        decoration: result.decoration(at: index), line: result.wrapLine(at: index),
        cell: result.gridCell(at: index))
      if let scroll = result.scrollContent(at: index) {
        contentSize = scroll.contentSize
        offset = scroll.offset
      }
    }
  }

  /// Pre-order: a parent comes before its children, siblings keep their order.
  public var nodes: [Node]

  public init(nodes: [Node]) { self.nodes = nodes }

  /// The frames of a layout pass.
  public init(_ result: LayoutResult) {
    nodes = (0..<result.count).map { Node(result, $0) }
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
    if !reader.problems.isEmpty {
      let unlisted = max(0, reader.found.count - LayoutFile.maximumListedProblems)
      throw LayoutFileError(reader.problems, unlistedCount: unlisted)
    }
    nodes = reader.nodes
  }

  /// Each node's place, as layout files write it: `root`, `root.items[0]`, … (long runs and
  /// long paths shortened as in problem messages, so any depth costs the same per node).
  public var paths: [String] {
    var result: [String] = []
    result.reserveCapacity(nodes.count)
    var path = ItemPath(step: "items")
    // For each depth, the position the next child of the latest node at that depth gets.
    var nextChild: [Int] = []
    for node in nodes {
      let depth = node.depth
      while nextChild.count <= depth { nextChild.append(0) }
      if depth > 0 {
        path.pop(toDepth: depth - 1)
        path.push(nextChild[depth - 1])
        nextChild[depth - 1] += 1
      }
      nextChild[depth] = 0
      result.append(path.description)
    }
    return result
  }

  /// The JSON form, one node per line.
  public func json() -> String {
    var out = ""
    Self.writeJSON(count: nodes.count, node: { nodes[$0] }, to: { out += $0 })
    return out
  }

  /// The JSON form of a layout pass, as `FrameTree(result).json()` gives it, handed to
  /// `write` in pieces of about `chunkSize` bytes as it is made: a million frames are
  /// written without a frame tree or the whole text in memory.
  ///
  /// ```swift
  /// FrameTree.writeJSON(of: tree.layout(in: size)) { print($0, terminator: "") }
  /// ```
  public static func writeJSON(of result: LayoutResult, to write: (String) -> Void) {
    writeJSON(count: result.count, node: { Node(result, $0) }, to: write)
  }

  /// Pieces `writeJSON` hands on are this large, give or take a line.
  public static let chunkSize = 1 << 16

  private static func writeJSON(
    count: Int, node: (Int) -> Node, to write: (String) -> Void
  ) {
    var out = ""
    out.reserveCapacity(chunkSize + 1024)
    func flush(_ force: Bool = false) {
      guard force || out.utf8.count >= chunkSize else { return }
      write(out)
      out.removeAll(keepingCapacity: true)
    }
    var previous: Int?
    for index in 0..<count {
      let node = node(index)
      if let previous {
        if node.depth > previous {
          out += "\n"
        } else {
          out += "]}"
          for depth in stride(from: previous - 1, through: node.depth, by: -1) {
            out += "\n" + JSONText.indent(depth) + "]}"
            flush()
          }
          out += ",\n"
        }
      }
      let f = node.frame
      out +=
        JSONText.indent(node.depth) + "{\"name\": " + (node.name.map(JSONText.quoted) ?? "null")
      out += ", \"frame\": " + JSONText.numbers([f.x, f.y, f.width, f.height])
      if let decoration = node.decoration {
        out += ", \"decoration\": " + JSONText.quoted(decoration.rawValue)
      }
      if node.hidden { out += ", \"hidden\": true" }
      if let line = node.line { out += ", \"line\": \(line)" }
      if let cell = node.cell {
        out += ", \"column\": \(cell.column ?? 0), \"row\": \(cell.row ?? 0)"
        out += ", \"columnSpan\": \(cell.columnSpan), \"rowSpan\": \(cell.rowSpan)"
      }
      if let size = node.contentSize {
        out += ", \"contentSize\": " + JSONText.numbers([size.width, size.height])
      }
      if let offset = node.offset {
        out += ", \"offset\": " + JSONText.numbers([offset.x, offset.y])
      }
      out += ", \"children\": ["
      previous = node.depth
      flush()
    }
    if let last = previous {
      out += "]}"
      for depth in stride(from: last - 1, through: 0, by: -1) {
        out += "\n" + JSONText.indent(depth) + "]}"
        flush()
      }
    }
    out += "\n"
    flush(true)
  }

  /// One line per node, indented by depth: `name {x, y, width, height}` (`_` for no name),
  /// then a wrapping stack's child's line (` line 1`) and a grid child's cell as (column,
  /// row) with its span when it covers more than one (` cell (0, 2) span 2×1`).
  /// Indentation stops growing at 40 levels, as in `json()`, so a deep tree dumps in space
  /// proportional to its size.
  public func dump() -> String {
    nodes.map { node in
      var text = JSONText.indent(node.depth) + (node.name ?? "_") + " " + node.frame.description
      if let decoration = node.decoration { text += " (\(decoration.rawValue))" }
      if node.hidden { text += " hidden" }
      if let line = node.line { text += " line \(line)" }
      if let cell = node.cell {
        text += " cell (\(cell.column ?? 0), \(cell.row ?? 0))"
        if cell.columnSpan != 1 || cell.rowSpan != 1 {
          text += " span \(cell.columnSpan)×\(cell.rowSpan)"
        }
      }
      return text
    }.joined(separator: "\n")
  }
}

/// Reads the JSON form of a frame tree with an explicit stack.
private struct FrameTreeReader {
  let document: JSONDocument
  var nodes: [FrameTree.Node] = []
  var problems: [LayoutFileProblem] = []

  mutating func read() {
    var places = ItemPathIndex()
    var pending: [(json: Int, depth: Int, parent: Int, position: Int)] = [(0, 0, -1, 0)]
    while let (json, depth, parent, position) = pending.popLast() {
      let here = places.add(parent: parent, position: position)
      let value = document.nodes[json]
      guard value.kind == .object else {
        report(
          here, "", json,
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
            report(here, ".name", member, "expected a string or null, found \(kind.described)")
          }
        case "frame":
          sawFrame = true
          let numbers = document.children(of: member).filter {
            document.nodes[$0].kind == .number && document.nodes[$0].number.isFinite
          }.map { document.nodes[$0].number }
          if kind == .array, document.nodes[member].count == 4, numbers.count == 4 {
            node.frame = Frame(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
          } else {
            report(here, ".frame", member, "expected 4 finite numbers [x, y, width, height]")
          }
        case "children":
          if kind == .array {
            children = Array(document.children(of: member))
          } else {
            report(here, ".children", member, "expected an array, found \(kind.described)")
          }
        case "hidden":
          if kind == .bool {
            node.hidden = document.nodes[member].bool
          } else {
            report(here, ".hidden", member, "expected true or false, found \(kind.described)")
          }
        case "decoration":
          if kind == .string, let role = Decoration(rawValue: document.text(member)) {
            node.decoration = role
          } else {
            report(here, ".decoration", member, "expected \"overlay\" or \"background\"")
          }
        case "line":
          // The engine numbers lines in 32 bits.
          node.line = count(here, member, key, least: 0, most: Int(Int32.max))
        case "column", "row", "columnSpan", "rowSpan":
          var cell = node.cell ?? GridPlace(column: 0, row: 0)
          let span = key.hasSuffix("Span")
          let lines = FormatVocabulary.gridLines
          let value = count(here, member, key, least: span ? 1 : 0, most: span ? lines : lines - 1)
          switch key {
          case "column": cell.column = value ?? 0
          case "row": cell.row = value ?? 0
          case "columnSpan": cell.columnSpan = value ?? 1
          default: cell.rowSpan = value ?? 1
          }
          node.cell = cell
        case "contentSize", "offset":
          let numbers = document.children(of: member).filter {
            document.nodes[$0].kind == .number && document.nodes[$0].number.isFinite
          }.map { document.nodes[$0].number }
          guard kind == .array, document.nodes[member].count == 2, numbers.count == 2 else {
            report(here, "." + key, member, "expected 2 finite numbers")
            continue
          }
          if key == "offset" {
            node.offset = Point(x: numbers[0], y: numbers[1])
          } else {
            node.contentSize = Size(width: numbers[0], height: numbers[1])
          }
        case "comment":
          break
        default:
          report(
            here, "", member, FormatVocabulary.unknownKey(key, among: FormatVocabulary.frameKeys))
        }
      }
      if !sawFrame { report(here, "", json, "missing \"frame\"") }
      nodes.append(node)
      for (position, child) in children.enumerated().reversed() {
        pending.append((child, depth + 1, here, position))
      }
    }
    // Paths are made for the listed problems only: a deep tree's paths are long.
    let limit = LayoutFile.maximumListedProblems
    problems = found.prefix(limit).map { found in
      LayoutFileProblem(
        path: places.path(of: found.node, step: "children").description + found.suffix,
        message: found.message, line: found.line, column: found.column)
    }
    if found.count > limit { problems.append(.unlisted(found.count - limit)) }
  }

  var found: [(node: Int, suffix: String, message: String, line: Int, column: Int)] = []

  /// A line or cell number: a whole number from `least` to `most`.
  mutating func count(_ here: Int, _ member: Int, _ key: String, least: Int, most: Int) -> Int? {
    let value = document.nodes[member]
    guard value.kind == .number, value.number.rounded() == value.number,
      value.number >= Double(least), value.number <= Double(most)
    else {
      report(
        here, "." + key, member,
        "expected a whole number from \(least) to \(most), found "
          + (value.kind == .number
            ? FormatVocabulary.shortened(document.text(member)) : value.kind.described))
      return nil
    }
    return Int(value.number)
  }

  mutating func report(_ node: Int, _ suffix: String, _ json: Int, _ message: String) {
    let value = document.nodes[json]
    found.append((node, suffix, message, Int(value.line), Int(value.column)))
  }
}
