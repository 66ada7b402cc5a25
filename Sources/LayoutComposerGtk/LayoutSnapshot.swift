import LayoutComposer

/// A component tree laid out at one size, with what the previewer needs to draw and inspect
/// it: the compiled tree (for options and each node's item), and the frames.
///
/// ```swift
/// var snapshot = LayoutSnapshot(root: sample.build(), size: Size(width: 375, height: 667))
/// snapshot.relayout(in: Size(width: 667, height: 375))
/// snapshot.absoluteFrames[1]
/// ```
public struct LayoutSnapshot: Sendable {
  public private(set) var tree: LayoutTree
  public private(set) var result: LayoutResult
  /// Every frame in layout-area coordinates, by node index.
  public private(set) var absoluteFrames: [Frame]
  /// The nodes whose item is a `Text`, in node order: the drawing looks only at these.
  let textNodes: [Int]
  /// Where the content of each Scroll may show: its viewport (`ScrollViewports`).
  private(set) var viewports: ScrollViewports
  /// The measurer the text leaves were given, or nil when the tree was taken as it came.
  public let measurerName: String?

  /// The direction the tree was laid out in (right-to-left mirrors HBoxes, `.start` and
  /// `.end`, leading and trailing; docs/semantics.md).
  public private(set) var direction: LayoutDirection

  /// Lays `root` out in `size`, reading in `direction`; with a `measurer`, every `Text` leaf
  /// is measured by it.
  public init(
    root: Component, size: Size, measurer: (any TextMeasurer)? = nil,
    direction: LayoutDirection = .leftToRight
  ) {
    let measured = measurer.map { root.replacingTextMeasurer($0) } ?? root
    var tree = LayoutTree(measured, checks: .off)
    let result = tree.layout(in: size, direction: direction)
    self.tree = tree
    self.result = result
    self.absoluteFrames = result.absoluteFrames
    self.viewports = ScrollViewports(result) { [tree] in tree.effectivePadding(at: $0) }
    self.textNodes = (0..<tree.count).filter { tree.item(at: $0) is Text }
    self.measurerName = measurer?.name
    self.direction = direction
  }

  /// The size of the last layout.
  public var size: Size { result.size }

  public var count: Int { result.count }

  /// Lays the same tree out again, at a new size (and direction, if given); only what the
  /// change touches is recomputed.
  public mutating func relayout(in size: Size, direction: LayoutDirection? = nil) {
    if let direction { self.direction = direction }
    result = tree.layout(in: size, direction: self.direction)
    absoluteFrames = result.absoluteFrames
    let tree = self.tree
    viewports = ScrollViewports(result) { tree.effectivePadding(at: $0) }
  }

  /// Scrolls the Scroll at `index` to `offset` (clamped to its content by the engine, rule
  /// R3) and lays out again at the same size: only what the Scroll holds is placed again.
  ///
  /// ```swift
  /// snapshot.scroll(at: snapshot.result.index(named: "chat")!, to: Point(x: 0, y: 300))
  /// ```
  public mutating func scroll(at index: Int, to offset: Point) {
    guard index >= 0, index < count, result.scrollContent(at: index) != nil else { return }
    tree.scroll(at: index, to: offset)
    relayout(in: size)
  }

  /// Scrolls several Scrolls at once (index → offset, each clamped by the engine) and lays
  /// out again once: nested Scrolls are clamped to the content their outer ones place.
  ///
  /// ```swift
  /// snapshot.scroll([2: Point(x: 0, y: 48), 7: Point(x: 120, y: 0)])
  /// ```
  public mutating func scroll(_ offsets: [Int: Point]) {
    var changed = false
    for (index, offset) in offsets
    where index >= 0 && index < count && result.scrollContent(at: index) != nil {
      tree.scroll(at: index, to: offset)
      changed = true
    }
    if changed { relayout(in: size) }
  }

  /// Why node `index` has its frame in the last layout, one line per axis of its size and
  /// position (`LayoutTree.explain`), as the inspector shows it.
  public mutating func explain(at index: Int) -> [String] {
    guard index >= 0, index < count else { return [] }
    return tree.explain(at: index)?.lines ?? []
  }

  /// The name the previewer shows: the component's name, else its layout's (`VBox`), else
  /// its place in the tree.
  public func displayName(at index: Int) -> String {
    result.name(at: index) ?? result.layoutName(at: index) ?? result.path(at: index)
  }
}
