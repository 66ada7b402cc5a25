import LayoutComposer

/// The baselines an HBox lines its children up on (`align: .firstBaseline/.lastBaseline`,
/// docs/semantics.md rule B), as the engine placed them (`LayoutTree.sharedBaselines(at:)`),
/// so the renderer can draw the one the selection sits on as a dashed line across the HBox.
///
/// ```swift
/// BaselineGuide.lines(for: selected, in: snapshot)  // [(y: 30, hbox: 0)]
/// ```
enum BaselineGuide {
  /// The shared baselines to draw when `node` is selected, in layout coordinates: the one
  /// its parent HBox aligns it on, or, for an HBox that aligns children on baselines, each
  /// of its groups' (first, then last). `hbox` is the node the line runs across.
  static func lines(for node: Int, in snapshot: LayoutSnapshot) -> [(y: Double, hbox: Int)] {
    let result = snapshot.result
    guard node < snapshot.count, !result.isHidden(at: node) else { return [] }
    if let parent = result.parent(of: node), result.decoration(at: node) == nil,
      let align = alignment(of: node, in: parent, snapshot),
      let shared = snapshot.tree.sharedBaselines(at: parent),
      let y = align == .firstBaseline ? shared.first : shared.last
    {
      return [(snapshot.absoluteFrames[parent].y + y, parent)]
    }
    guard let shared = snapshot.tree.sharedBaselines(at: node) else { return [] }
    let top = snapshot.absoluteFrames[node].y
    return [shared.first, shared.last].compactMap { $0 }.map { (top + $0, node) }
  }

  /// The child's alignment when its parent is an HBox and it is `.firstBaseline` or
  /// `.lastBaseline` (its own `align`, else the HBox's); nil otherwise.
  static func alignment(of child: Int, in parent: Int, _ snapshot: LayoutSnapshot) -> Align? {
    guard case .hbox(let settings) = snapshot.tree.layoutSpec(at: parent) else { return nil }
    let align = snapshot.tree.options(at: child).align ?? settings.align
    return align == .firstBaseline || align == .lastBaseline ? align : nil
  }
}
