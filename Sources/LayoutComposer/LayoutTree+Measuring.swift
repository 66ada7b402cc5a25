extension LayoutTree {
  /// The size the whole tree wants for a proposal, its root's margins included, as an item
  /// answers (`nil`: open; a number: at most that). A host that sizes itself from its layout
  /// (a GTK container reporting its natural size) asks this.
  ///
  /// ```swift
  /// let natural = tree.sizeThatFits(ProposedSize(width: 375, height: nil))
  /// ```
  public mutating func sizeThatFits(_ proposal: ProposedSize) -> Size {
    let margins = margins(0)
    let room = AxisPair(
      width: proposal.width.map { max(0, sanitizedSize($0) - margins.horizontal) } ?? .nan,
      height: proposal.height.map { max(0, sanitizedSize($0) - margins.vertical) } ?? .nan)
    var size = AxisPair(width: 0, height: 0)
    runMeasuring {
      size = $0.resolveSize(0, imposed: .unknown, proposal: room, first: .horizontal).size
    }
    return Size(width: size.width + margins.horizontal, height: size.height + margins.vertical)
  }

  /// The tree's minimum (docs/semantics.md, rule M), its root's margins included: on each
  /// axis proposed 0, with the other axis as given (`nil`: open). A minimum height is measured
  /// at the root's own width when it has one, else at the width given, within the root's
  /// minWidth/maxWidth.
  ///
  /// ```swift
  /// let narrowest = tree.minimumSize(ProposedSize(width: 0, height: nil)).width
  /// ```
  public mutating func minimumSize(_ proposal: ProposedSize) -> Size {
    let margins = margins(0)
    var result = sizeThatFits(
      ProposedSize(
        width: proposal.width == 0 ? nil : proposal.width,
        height: proposal.height == 0 ? nil : proposal.height))
    runMeasuring { tree in
      if proposal.width == 0 {
        let other = proposal.height.map { max(0, $0 - margins.vertical) } ?? .nan
        result.width =
          tree.minimumSize(0, .horizontal, other: .nan, room: other) + margins.horizontal
      }
      if proposal.height == 0 {
        // The root's width where the height is measured: its own width if it has one, else
        // the one given, within its min/max.
        let explicit = tree.styles[0].width
        let given = proposal.width.map { max(0, $0 - margins.horizontal) } ?? .nan
        let other =
          !explicit.isNaN
          ? tree.clamp(0, .horizontal, explicit)
          : given.isNaN ? .nan : tree.clamp(0, .horizontal, given)
        result.height =
          tree.minimumSize(0, .vertical, other: other, room: .nan)
          + margins.vertical
      }
    }
    return result
  }

  /// Forgets what the node at `index` and its ancestors measured, so the next pass asks its
  /// item again (for an item whose content changed: a label's new text).
  public mutating func invalidate(at index: Int) {
    invalidate(from: index)
  }

  /// Runs measuring work outside a pass, on a large stack for a deep tree.
  mutating func runMeasuring(_ work: (inout LayoutTree) -> Void) {
    if !isKnownUniquelyReferenced(&scratchBuffer) {
      scratchBuffer = ScratchBuffer(capacity: scratchBuffer.capacity)
    }
    scratchTop = 0
    if maxDepth > LargeStack.inlineDepthLimit {
      LargeStack.run(bytes: LargeStack.bytes(forDepth: maxDepth)) { work(&self) }
    } else {
      work(&self)
    }
  }
}
