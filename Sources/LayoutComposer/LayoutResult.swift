/// The frames of one layout pass: every component's frame relative to its parent and
/// absolute, found by component, by name or by node index (pre-order, root 0).
///
/// ```swift
/// let frames = screen.layout(in: Size(width: 320, height: 480))
/// frames[header]                      // relative to the parent
/// frames.absoluteFrame(named: "icon")  // relative to the layout area
/// print(frames)                       // the indented frame tree
/// ```
public struct LayoutResult: Sendable, CustomStringConvertible {
  let structure: TreeStructure
  let relativeFrames: ContiguousArray<Frame>
  /// Per node, whether a FirstThatFits hid it; empty when the tree has none.
  let hiddenNodes: ContiguousArray<Bool>
  /// Where the pass put each grid child, and the line of each wrapping stack's child.
  var gridCells: [Int32: GridPlace] = [:]
  var wrapLines: [Int32: Int32] = [:]
  var gridTracks: [Int32: GridTracks] = [:]
  var scrollContents: [Int32: ScrollContent] = [:]
  /// The size the tree was laid out in.
  public let size: Size
  /// What the tree's checks found in its components (`LayoutChecks`: debug builds check,
  /// release builds only when asked), errors and warnings in document order.
  public let problems: [LayoutProblem]

  init(
    structure: TreeStructure, frames: ContiguousArray<Frame>, size: Size,
    hidden: ContiguousArray<Bool> = [], problems: [LayoutProblem] = []
  ) {
    self.structure = structure
    self.relativeFrames = frames
    self.hiddenNodes = hidden
    self.size = size
    self.problems = problems
  }

  /// The warnings among `problems`: options without effect, names used twice, conflicts.
  public var warnings: [LayoutProblem] { problems.filter(\.isWarning) }

  /// Whether the node is an alternative a `FirstThatFits` did not show, or inside one: its
  /// frame is zero-sized.
  public func isHidden(at index: Int) -> Bool {
    index < hiddenNodes.count && hiddenNodes[index]
  }

  /// The cells a grid's child covers in this pass (its own place, or where auto-placement
  /// put it), 0-based; nil for a component not in a grid.
  ///
  /// ```swift
  /// frames.gridCell(at: frames.index(named: "save")!)  // column 0, row 2, columnSpan 2
  /// ```
  public func gridCell(at index: Int) -> GridPlace? { gridCells[Int32(index)] }

  /// Where a grid's columns and rows went in this pass, in the grid's own coordinates; nil
  /// for a component that is not a grid.
  ///
  /// ```swift
  /// frames.gridTracks(at: frames.index(named: "form")!)?.columns.map(\.length)  // [80, 212]
  /// ```
  public func gridTracks(at index: Int) -> GridTracks? { gridTracks[Int32(index)] }

  /// The line (0 first) a wrapping stack's child went on in this pass; nil for a component
  /// not in a wrapping stack.
  public func wrapLine(at index: Int) -> Int? { wrapLines[Int32(index)].map(Int.init) }

  /// Whether the node is an overlay or a background of its parent, and which.
  public func decoration(at index: Int) -> Decoration? { structure.role(of: index) }

  /// How many components were laid out.
  public var count: Int { relativeFrames.count }

  /// The frame of a component relative to its parent's frame, or nil if it is not in the tree.
  public subscript(component: Component) -> Frame? { frame(of: component) }

  /// The frame of the first component (in pre-order) with this name, relative to its parent.
  public subscript(name: String) -> Frame? { frame(named: name) }

  public func frame(of component: Component) -> Frame? {
    structure.index(of: component.id).map { relativeFrames[$0] }
  }

  public func frame(named name: String) -> Frame? {
    index(named: name).map { relativeFrames[$0] }
  }

  public func absoluteFrame(of component: Component) -> Frame? {
    structure.index(of: component.id).map(absoluteFrame(at:))
  }

  public func absoluteFrame(named name: String) -> Frame? {
    index(named: name).map(absoluteFrame(at:))
  }

  /// The node index of a component, or of the first component with a name that this pass
  /// shows (an alternative a FirstThatFits hides comes after a shown one with the same name),
  /// else the first one. Constant time: the tree indexes identities and names on the first
  /// lookup.
  public func index(of component: Component) -> Int? { structure.index(of: component.id) }
  public func index(named name: String) -> Int? {
    let nodes = structure.indices(named: name)
    if !hiddenNodes.isEmpty, let shown = nodes.first(where: { !hiddenNodes[Int($0)] }) {
      return Int(shown)
    }
    return nodes.first.map(Int.init)
  }

  /// The frame of node `index` relative to its parent.
  public func frame(at index: Int) -> Frame { relativeFrames[index] }

  /// The frame of node `index` in the coordinates of the layout area.
  public func absoluteFrame(at index: Int) -> Frame {
    var frame = relativeFrames[index]
    var current = Int(structure.parent[index])
    while current >= 0 {
      frame = frame.offsetBy(x: relativeFrames[current].x, y: relativeFrames[current].y)
      current = Int(structure.parent[current])
    }
    return frame
  }

  /// Every absolute frame, indexed by node, in one sweep.
  public var absoluteFrames: [Frame] {
    var result = Array(relativeFrames)
    for node in result.indices {
      let parent = Int(structure.parent[node])
      if parent >= 0 {
        result[node] = result[node].offsetBy(x: result[parent].x, y: result[parent].y)
      }
    }
    return result
  }

  public func name(at index: Int) -> String? { structure.names[index] }
  public func parent(of index: Int) -> Int? {
    let p = structure.parent[index]
    return p < 0 ? nil : Int(p)
  }
  /// A node's children in frame-tree order: backgrounds, the children its layout places,
  /// overlays.
  public func children(of index: Int) -> [Int] { structure.allChildren(of: index) }
  public func depth(at index: Int) -> Int { Int(structure.depth[index]) }
  /// `VBox`, `HBox`, `Relative` or `Fit` for a container, nil for a leaf.
  public func layoutName(at index: Int) -> String? {
    switch structure.kinds[index] {
    case .leaf: nil
    case .vbox: "VBox"
    case .hbox: "HBox"
    case .relative: "Relative"
    case .fit: "Fit"
    case .firstThatFits: "FirstThatFits"
    case .custom: structure.customNames[Int32(index)] ?? "Custom"
    case .grid: "Grid"
    }
  }
  /// Where the node's `` `$`(…) `` was written.
  public func source(at index: Int) -> SourceLocation { structure.sources[index] }
  /// The node's place as layout files write it: `root.items[1].items[0]`.
  public func path(at index: Int) -> String { structure.path(of: index) }

  public var description: String { dump() }
}
