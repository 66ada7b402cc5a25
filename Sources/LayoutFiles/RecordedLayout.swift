import LayoutComposer

/// A layout of one's own as a layout file can carry it to a program that cannot run it: the
/// frames the layout gave its children where the writing program laid the file out
/// (`"placed"`), replayed. `swift package preview` writes a package's previews with them, so
/// the previewer draws a package's own `CustomLayout` at the preview's size without its
/// code; at another size the children keep those frames (the layout itself is not run).
///
/// ```json
/// {"type": "Custom", "name": "Row", "placed": {"size": [258, 40], "frames": [[0, 0, 40, 40]]}}
/// ```
public struct RecordedLayout: CustomLayout, Hashable {
  /// The name of the layout that placed the children.
  public var recordedName: String
  /// The container's content box when it placed them.
  public var size: Size
  /// Each shown child's frame in that content box, left to right (a right-to-left pass mirrors
  /// them as it mirrors every layout), in the order of the children.
  public var frames: [Frame]

  public init(recordedName: String, size: Size, frames: [Frame]) {
    self.recordedName = recordedName
    self.size = size
    self.frames = frames
  }

  public var name: String {
    "\(recordedName) (as placed at \(formatNumber(size.width)) × \(formatNumber(size.height)))"
  }

  public func sizeThatFits(_ request: SizeRequest, children: LayoutChildren, cache: inout Void)
    -> Size
  {
    func length(_ axis: AxisRequest, _ recorded: Double) -> Double {
      if case .exactly(let v) = axis { return v }
      return recorded
    }
    return Size(
      width: length(request.width, size.width), height: length(request.height, size.height))
  }

  public func placeChildren(in bounds: Frame, children: LayoutChildren, cache: inout Void) {
    for (child, frame) in zip(children, frames) {
      child.place(
        at: Point(x: bounds.x + frame.x, y: bounds.y + frame.y),
        request: SizeRequest(width: .exactly(frame.width), height: .exactly(frame.height)))
    }
  }
}

extension RecordedLayout {
  /// What each custom layout of `root` placed when laid out in `size`, by node: its content
  /// box and its shown children's frames there, in the rules' left-to-right coordinates.
  static func recordings(of root: Component, in size: Size, direction: LayoutDirection)
    -> (tree: LayoutTree, byNode: [Int: RecordedLayout])
  {
    var tree = LayoutTree(root, checks: .off)
    var byNode: [Int: RecordedLayout] = [:]
    let result = tree.layout(in: size, direction: direction)
    let rightToLeft = direction == .rightToLeft
    for node in 0..<tree.count {
      guard case .custom(let custom) = tree.layoutSpec(at: node) else { continue }
      let box = result.frame(at: node)
      let padding = tree.effectivePadding(at: node)
      // The rules see the leading padding as the left one.
      let leading = rightToLeft ? padding.right : padding.left
      var frames: [Frame] = []
      for child in result.children(of: node)
      where result.decoration(at: child) == nil && !tree.options(at: child).isHidden {
        var frame = result.frame(at: child)
        if rightToLeft { frame.x = box.width - frame.x - frame.width }
        frame.x -= leading
        frame.y -= padding.top
        frames.append(frame)
      }
      let recordedName =
        (custom.layout as? RecordedLayout)?.recordedName ?? custom.name
      byNode[node] = RecordedLayout(
        recordedName: recordedName,
        size: Size(
          width: max(0, box.width - padding.horizontal),
          height: max(0, box.height - padding.vertical)),
        frames: frames)
    }
    return (tree, byNode)
  }

  /// `{"size": [w, h], "frames": [[x, y, w, h], …]}`.
  var json: String {
    "{\"size\": \(JSONText.numbers([size.width, size.height])), \"frames\": ["
      + frames.map { JSONText.numbers([$0.x, $0.y, $0.width, $0.height]) }.joined(
        separator: ", ") + "]}"
  }
}
