/// A component tree compiled for layout: flat arrays indexed by node, a measurement cache, and
/// the frames of the last pass. Lay it out as often as you like; after a change, only what the
/// change touches is computed again.
///
/// ```swift
/// let title = `$`("title", height: 40)
/// var tree = LayoutTree(`$`(nil, layout: VBox(), items: [title, `$`("body", flex: 1)]))
/// var frames = tree.layout(in: Size(width: 320, height: 480))
/// tree.updateHeight(title, 60)
/// frames = tree.layout(in: Size(width: 320, height: 480))
/// frames["body"]  // {0, 60, 320, 420}
/// ```
public struct LayoutTree: Sendable {
  var structure = TreeStructure()
  var styles: ContiguousArray<NodeStyle> = []
  var extras: ContiguousArray<NodeExtras> = []
  var containers: ContiguousArray<ContainerStyle> = []
  var items: ContiguousArray<any LayoutItem> = []
  var caches = MeasureCaches(count: 0)
  /// Frames relative to the parent's frame origin (the root's: to the layout area).
  var frames = FrameStore(count: 0)
  /// Whether a stack's main-axis size came from its content in the last pass, in which case
  /// its flex children take their intrinsic size.
  var mainFromContent: ContiguousArray<Bool> = []
  /// Nodes whose children must be placed again even if the node's own size stays the same.
  var layoutDirty: ContiguousArray<Bool> = []
  /// Replaced by `compile`; the shared placeholder is never written.
  var scratchBuffer = ScratchBuffer.placeholder
  /// The first scratch entry free for the stack being sized now.
  var scratchTop = 0
  /// Containers waiting for their children to be placed in the current pass.
  var pendingWork: ContiguousArray<Int32> = []
  var lastSize: Size?
  /// Trees with a FirstThatFits: where each subtree ends in pre-order, and which nodes the
  /// last pass hid. Empty otherwise.
  var subtreeEnds: ContiguousArray<Int32> = []
  var hidden: ContiguousArray<Bool> = []
  /// Some component has `isHidden` (now or before): placing then looks for hidden children.
  var hasHiddenOptions = false
  /// Set once `compile` has finished: later restyles may need the subtree table.
  var compiled = false
  /// The direction of the last pass; right-to-left is computed mirrored (see
  /// DirectionAndPercentages.swift).
  var direction = LayoutDirection.leftToRight
  /// The percentages of the nodes that have any, indexed from their extras.
  var percentageTable: ContiguousArray<Percentages> = []
  /// What each entry of `percentageTable` came to where it was last resolved: points, NaN
  /// where it counted as unset (`resolvedPercentages(at:)`).
  var percentageOutcomes: ContiguousArray<Percentages> = []
  /// The baselines each HBox that lines children up on baselines used where it was last
  /// placed, from its top (NaN for a group it does not have).
  var sharedBaselineRecord: [Int32: NodeBaselines] = [:]
  /// The options of the nodes whose style does not give them back as written (a margins
  /// tuple, a value that was clamped), as written.
  var writtenOptions: [Int32: ComponentOptions] = [:]
  /// Custom layouts, indexed from their containers, and what they keep during one pass.
  var customLayouts: ContiguousArray<AnyCustomLayout> = []
  var customCaches: [Int32: CustomCacheBox] = [:]
  /// During a custom layout's placement: which of its children it placed.
  var customPlaced: [Int32: Bool] = [:]
  /// The request each child of a custom layout was last placed with, for explanations.
  var customRequests: [Int32: SizeRequest] = [:]
  /// Why a custom layout placed a child where it did, in its own words (`place(…reason:)`).
  var customReasons: [Int32: (x: String?, y: String?)] = [:]
  /// Grids' settings, indexed from their containers (sanitized), and the places their
  /// children asked for, as written.
  var grids: ContiguousArray<GridSettings> = []
  var gridPlaces: [Int32: GridPlace] = [:]
  /// Where the last pass put each child of a grid, and on which line each child of a
  /// wrapping stack went (for the frame tree and explanations).
  var gridCellRecord: [Int32: GridPlace] = [:]
  var wrapLineRecord: [Int32: Int32] = [:]
  /// The offsets Scrolls are asked to show (`scroll(at:to:)`), and what each showed.
  var scrollOffsets: [Int32: Point] = [:]
  var scrollRecord: [Int32: ScrollContent] = [:]
  /// Each grid's tracks where the last pass placed it, in the rules' (left-to-right) coordinates.
  var gridTrackRecord: [Int32: GridTracks] = [:]
  /// What rules 4 and S decided for stacks, kept only while `explain` asks for it
  /// (`recordsDecisions`), so a normal pass pays one test of a flag.
  var recordsDecisions = false
  var stackDecisions: [Int32: StackDecision] = [:]
  var maxDepth = 0
  var counters = LayoutStatistics()
  /// What `checks` found when the tree was compiled.
  public private(set) var problems: [LayoutProblem] = []
  var checks = LayoutChecks.off
  var problemsPrinted = false

  /// Compiles a component tree. Any tree is accepted: values that make no sense (a negative
  /// size, NaN) are treated as unset or 0, and `checks` says whether they are reported
  /// (debug builds print them with the component's file and line on the first layout).
  ///
  /// ```swift
  /// var tree = LayoutTree(screen)
  /// var quiet = LayoutTree(screen, checks: .off)  // a tool that reports problems itself
  /// ```
  public init(_ root: Component, checks: LayoutChecks = .default) {
    compile(root)
    self.checks = checks
    if checks != .off { problems = root.validate() }
  }

  /// How many components the tree holds.
  public var count: Int { structure.count }

  /// Lays the tree out in a rectangle of `size`, the root placed like a `Fit` child, and
  /// returns every component's frame.
  ///
  /// ```swift
  /// let frames = tree.layout(in: Size(width: 375, height: 667))
  /// ```
  public mutating func layout(in size: Size) -> LayoutResult {
    layout(in: size, direction: direction)
  }

  /// Lays the tree out reading left to right or right to left (docs/semantics.md,
  /// "Right-to-left"); the tree keeps the direction for later passes.
  ///
  /// ```swift
  /// let frames = tree.layout(in: Size(width: 375, height: 667), direction: .rightToLeft)
  /// ```
  public mutating func layout(in size: Size, direction: LayoutDirection) -> LayoutResult {
    if direction != self.direction {
      self.direction = direction
      invalidateAll()
    }
    let area = Size(width: sanitizedSize(size.width), height: sanitizedSize(size.height))
    counters = LayoutStatistics()
    if !isKnownUniquelyReferenced(&scratchBuffer) {
      scratchBuffer = ScratchBuffer(capacity: scratchBuffer.capacity)
    }
    scratchTop = 0
    if maxDepth > LargeStack.inlineDepthLimit {
      // Measuring recurses once per level; a very deep tree gets a stack big enough for it.
      LargeStack.run(bytes: LargeStack.bytes(forDepth: maxDepth)) {
        self.runPass(in: area)
      }
    } else {
      runPass(in: area)
    }
    lastSize = area
    printProblemsOnce()
    let physical = isRightToLeft ? mirrored(frames.current, area: area) : frames.current
    var result = LayoutResult(
      structure: structure, frames: physical, size: area, hidden: hidden, problems: problems)
    result.gridCells = gridCellRecord
    result.wrapLines = wrapLineRecord
    result.scrollContents = scrollRecord
    if !gridTrackRecord.isEmpty {
      result.gridTracks = isRightToLeft ? mirroredTracks(physical) : gridTrackRecord
    }
    return result
  }

  /// Right to left, columns are mirrored in their grid's frame as the frames are.
  private func mirroredTracks(_ frames: ContiguousArray<Frame>) -> [Int32: GridTracks] {
    var result = gridTrackRecord
    for (node, tracks) in gridTrackRecord {
      let width = frames[Int(node)].width
      result[node]?.columns = tracks.columns.map {
        TrackSpan(start: width - $0.start - $0.length, length: $0.length)
      }
    }
    return result
  }

  /// `layout(in:)` with the two numbers.
  public mutating func layout(width: Double, height: Double) -> LayoutResult {
    layout(in: Size(width: width, height: height))
  }

  /// What the last pass did, for tests and benchmarks (how many times items were measured).
  public var statistics: LayoutStatistics { counters }

  /// The node index (pre-order, root 0) of a component, or nil if it is not in the tree.
  public func index(of component: Component) -> Int? { structure.index(of: component.id) }

  /// The options of the node at `index` as the component wrote them (or as `update` last
  /// changed them): a margins tuple stays a tuple, `minWidth: 0` stays 0. Margins that come
  /// from the parent's `defaultMargins` are not included (`effectiveMargins(at:)` has them).
  ///
  /// ```swift
  /// tree.options(at: 1).margins  // (1, 2, 3, 4), as `$`("a", margins: (1, 2, 3, 4)) wrote it
  /// ```
  public func options(at index: Int) -> ComponentOptions { options(ofNode: index) }

  /// The layout of the container at `index`, or nil for a leaf.
  public func layoutSpec(at index: Int) -> LayoutSpec? { spec(ofNode: index) }

  /// The margins in force for the node at `index`, after `defaultMargins` filled the sides it
  /// does not set itself.
  public func effectiveMargins(at index: Int) -> Insets {
    var m = margins(index)
    if isRightToLeft { swap(&m.left, &m.right) }
    return m
  }

  /// The padding the node is laid out with: its `padding:` as the rules use it (a negative
  /// side counts as 0, a huge one as the largest length), left and right as they are on screen.
  public func effectivePadding(at index: Int) -> Insets {
    var p = padding(index)
    if isRightToLeft { swap(&p.left, &p.right) }
    return p
  }

  /// Where the node is, as layout files, `validate()` and explanations write it:
  /// `root.items[1]`, `root.items[0].background[0]`.
  ///
  /// ```swift
  /// tree.path(at: 2)  // "root.items[1]"
  /// ```
  public func path(at index: Int) -> String { structure.path(of: index) }

  /// How many distinct measurements the engine keeps for one node in a tree: a host that logs
  /// its items' answers (to ask them again when their content may have changed) keeps as
  /// many, so every size the engine still remembers is in its log.
  ///
  /// ```swift
  /// if log.count == LayoutTree.measurementsKeptPerNode { log.removeFirst() }
  /// ```
  public static var measurementsKeptPerNode: Int { MeasureCache.capacity }

  /// The name the node goes by in lookups, dumps and explanations: its `name:` option, or
  /// else its item's own name (a `Placeholder`'s, a named widget's); nil when it has none.
  /// `options(at:).name` is the option alone.
  ///
  /// ```swift
  /// LayoutTree(`$`(Placeholder("icon", width: 40, height: 40))).name(at: 0)  // "icon"
  /// ```
  public func name(at index: Int) -> String? { structure.names[index] }

  /// Where the node's `` `$`(…) `` was written.
  public func source(at index: Int) -> SourceLocation { structure.sources[index] }

  /// The node's item (a string, a `Placeholder`, a `Text`, a widget), nil for a transparent
  /// container. With `children(at:)`, tools walk the engine's own node numbering instead of
  /// numbering the component tree again.
  ///
  /// ```swift
  /// LayoutTree(`$`(nil, layout: VBox(), items: [`$`("a")])).item(at: 1) as? String  // "a"
  /// ```
  public func item(at index: Int) -> (any LayoutItem)? {
    let item = styles[index].item
    return item >= 0 ? items[Int(item)] : nil
  }

  /// A node's children in the order of the frame tree: backgrounds, the children its layout
  /// places, overlays (`decoration(at:)` says which is which). A node's index is always
  /// smaller than its children's: node 0 is the root, and the numbering is pre-order.
  ///
  /// ```swift
  /// LayoutTree(`$`(nil, layout: VBox(), items: [`$`("a"), `$`("b")])).children(at: 0)  // [1, 2]
  /// ```
  public func children(at index: Int) -> [Int] { structure.allChildren(of: index) }

  /// The node's parent, nil for the root.
  public func parent(at index: Int) -> Int? {
    let parent = structure.parent[index]
    return parent < 0 ? nil : Int(parent)
  }

  /// What the node is to its parent: an overlay, a background, or nil for a laid-out child.
  public func decoration(at index: Int) -> Decoration? { structure.role(of: index) }

  /// Changes a component's options in place; the next `layout(in:)` recomputes only what the
  /// change affects. Returns false if the component is not in the tree.
  ///
  /// ```swift
  /// tree.update(title) { $0.height = 60; $0.marginTop = 8 }
  /// ```
  @discardableResult
  public mutating func update(_ component: Component, _ change: (inout ComponentOptions) -> Void)
    -> Bool
  {
    guard let node = index(of: component) else { return false }
    update(at: node, change)
    return true
  }

  /// `update` by node index, for callers that look the index up once.
  public mutating func update(at node: Int, _ change: (inout ComponentOptions) -> Void) {
    var options = options(ofNode: node)
    change(&options)
    restyle(node, options)
    invalidate(from: node)
  }

  /// LayoutComposer's `updateWidth`: a new explicit width (nil removes it).
  @discardableResult
  public mutating func updateWidth(_ component: Component, _ width: Double?) -> Bool {
    update(component) { $0.width = width }
  }

  /// LayoutComposer's `updateHeight`: a new explicit height (nil removes it).
  @discardableResult
  public mutating func updateHeight(_ component: Component, _ height: Double?) -> Bool {
    update(component) { $0.height = height }
  }

  /// Forgets cached measurements on the path from `node` to the root, so the next pass asks
  /// again exactly there.
  mutating func invalidate(from node: Int) {
    var current = node
    while current >= 0 {
      caches.clear(current)
      layoutDirty[current] = true
      current = Int(structure.parent[current])
    }
  }
}

/// Counts from one layout pass.
public struct LayoutStatistics: Sendable, Hashable {
  /// Calls of `LayoutItem.sizeThatFits`.
  public var itemMeasurements = 0
  /// Components measured (a content size computed, not found in a component's cache), and
  /// baselines worked out: how much a pass asked, whatever the leaves are.
  public var nodeMeasurements = 0
  public var baselineQueries = 0
  /// Containers whose children were placed.
  public var containersPlaced = 0
}

/// NaN, infinite and negative sizes become 0, and sizes beyond `LayoutLimits.maximumLength`
/// that bound: the engine never computes with them, so every frame stays finite.
func sanitizedSize(_ value: Double) -> Double {
  value.isFinite && value > 0 ? min(value, LayoutLimits.maximumLength) : 0
}

extension Component {
  /// Compiles and lays out in one call, for a layout computed once (tests, tools). Keep a
  /// `LayoutTree` instead when laying out again after changes or at other sizes.
  ///
  /// ```swift
  /// let frames = `$`(nil, layout: VBox(), items: [`$`("a", height: 50)])
  ///   .layout(in: Size(width: 320, height: 480))
  /// ```
  public func layout(in size: Size) -> LayoutResult {
    var tree = LayoutTree(self)
    return tree.layout(in: size)
  }
}
