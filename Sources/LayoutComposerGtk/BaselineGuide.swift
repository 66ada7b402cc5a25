import LayoutComposer

/// The baselines an HBox lines its children up on (`align: .firstBaseline/.lastBaseline`,
/// docs/semantics.md rule B), found from the laid-out frames, so the renderer can draw the
/// one the selection sits on as a dashed line across the HBox.
///
/// ```swift
/// BaselineGuide.lines(for: selected, in: snapshot)  // [(y: 30, parent: 0)]
/// ```
enum BaselineGuide {
  /// Containers deeper than this are not searched for a baseline (a VBox's baseline is its
  /// first child's, and trees can be very deep).
  static let maximumDepth = 256

  /// The shared baselines to draw when `node` is selected, in layout coordinates: the one
  /// its parent HBox aligns it on, or, for an HBox that aligns children on baselines, each
  /// of its groups' (first, then last). `hbox` is the node the line runs across.
  static func lines(for node: Int, in snapshot: LayoutSnapshot) -> [(y: Double, hbox: Int)] {
    let result = snapshot.result
    guard node < snapshot.count, !result.isHidden(at: node) else { return [] }
    if let parent = result.parent(of: node), result.decoration(at: node) == nil,
      let align = alignment(of: node, in: parent, snapshot),
      let y = sharedBaseline(of: node, align, snapshot)
    {
      return [(y, parent)]
    }
    var lines: [(y: Double, hbox: Int)] = []
    for group in [Align.firstBaseline, .lastBaseline] {
      let first = result.children(of: node).first {
        result.decoration(at: $0) == nil && !result.isHidden(at: $0)
          && alignment(of: $0, in: node, snapshot) == group
      }
      if let first, let y = sharedBaseline(of: first, group, snapshot) {
        lines.append((y, node))
      }
    }
    return lines
  }

  /// The child's alignment when its parent is an HBox and it is `.firstBaseline` or
  /// `.lastBaseline` (its own `align`, else the HBox's); nil otherwise.
  static func alignment(of child: Int, in parent: Int, _ snapshot: LayoutSnapshot) -> Align? {
    guard case .hbox(let settings) = snapshot.tree.layoutSpec(at: parent) else { return nil }
    let align = snapshot.tree.options(at: child).align ?? settings.align
    return align == .firstBaseline || align == .lastBaseline ? align : nil
  }

  /// Where a baseline-aligned child's baseline is, absolute: its top plus its first or last
  /// baseline, or its bottom edge when it has none.
  private static func sharedBaseline(
    of child: Int, _ align: Align, _ snapshot: LayoutSnapshot
  ) -> Double? {
    let frame = snapshot.absoluteFrames[child]
    let lines = baselines(of: child, in: snapshot, depth: 0)
    return frame.y + ((align == .firstBaseline ? lines?.first : lines?.last) ?? frame.height)
  }

  /// A node's first and last baselines from the top of its frame, as rule B defines them: a
  /// leaf's item's (padding included); a VBox's first child's first and last child's last;
  /// an HBox's first baseline-aligned child's; none for Relative, Fit and FirstThatFits.
  static func baselines(of node: Int, in snapshot: LayoutSnapshot, depth: Int) -> Baselines? {
    let result = snapshot.result
    guard depth < maximumDepth else { return nil }
    let frame = result.frame(at: node)
    let padding = snapshot.tree.effectivePadding(at: node)
    switch snapshot.tree.layoutSpec(at: node) {
    case nil:
      guard let item = snapshot.components[node].item,
        let lines = item.baselines(
          in: Size(
            width: max(0, frame.width - padding.horizontal),
            height: max(0, frame.height - padding.vertical)))
      else { return nil }
      return Baselines(first: lines.first + padding.top, last: lines.last + padding.top)
    case .vbox:
      let children = result.children(of: node).filter {
        result.decoration(at: $0) == nil && !result.isHidden(at: $0)
      }
      guard let first = children.first, let last = children.last,
        let top = baselines(of: first, in: snapshot, depth: depth + 1)?.first,
        let bottom = baselines(of: last, in: snapshot, depth: depth + 1)?.last
      else { return nil }
      return Baselines(
        first: result.frame(at: first).y + top, last: result.frame(at: last).y + bottom)
    case .hbox:
      for child in result.children(of: node)
      where result.decoration(at: child) == nil && alignment(of: child, in: node, snapshot) != nil {
        guard let lines = baselines(of: child, in: snapshot, depth: depth + 1) else { continue }
        let y = result.frame(at: child).y
        return Baselines(first: y + lines.first, last: y + lines.last)
      }
      return nil
    default:
      return nil
    }
  }
}
