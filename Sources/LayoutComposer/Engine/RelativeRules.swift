// Relative and Fit: each child is placed on each axis on its own. Fit is Relative with
// halign and valign ignored. Rules: docs/semantics.md, "Relative and Fit". Where the
// container hugs its content on an axis, children that would fill take their own size there
// (rule H).

extension LayoutTree {
  /// On one axis: a child without an alignment and without an explicit size fills the space
  /// inside its margins; otherwise it is "explicit ?? intrinsic" (NaN here).
  @inline(__always)
  func filledSize(_ child: Int, _ axis: Axis, aligned: Bool, _ room: Double) -> Double {
    guard !aligned, styles[child].explicitSize(axis).isNaN, !fitsContent(child, along: axis)
    else { return .nan }
    return room
  }

  /// A Relative or Grid child, an overlay or a background is placed by its own halign and valign;
  /// a Fit or FirstThatFits child fills.
  @inline(__always)
  func relativeAlignments(_ node: Int, _ child: Int) -> (halign: HAlign?, valign: VAlign?) {
    let kind = structure.kinds[node]
    return
      (kind == .relative || kind == .grid
      || (!structure.roles.isEmpty && structure.roles[Int32(child)] != nil))
      ? (styles[child].halign, styles[child].valign) : (nil, nil)
  }

  /// Sizes a child for a content box `inner`, which on each axis is the container's decided
  /// size (`exact`) or only the most it may take.
  mutating func resolveRelativeChild(_ node: Int, _ child: Int, _ inner: Proposal)
    -> ResolvedSize
  {
    if hasPercentages {
      applyPercentages(
        child, inner.size, exactWidth: inner.isExact(.horizontal),
        exactHeight: inner.isExact(.vertical))
    }
    let margins = margins(child)
    let alignments = relativeAlignments(node, child)
    let room = AxisPair(
      width: available(inner.size.width, minus: margins.horizontal),
      height: available(inner.size.height, minus: margins.vertical))
    let fillsWidth = inner.isExact(.horizontal) && alignments.halign == nil
    let fillsHeight = inner.isExact(.vertical) && alignments.valign == nil
    let imposed = AxisPair(
      width: filledSize(child, .horizontal, aligned: !fillsWidth, room.width),
      height: filledSize(child, .vertical, aligned: !fillsHeight, room.height))
    return resolveSize(child, imposed: imposed, proposal: room, first: .horizontal)
  }

  /// Intrinsic size: the largest child plus its margins, on each axis.
  mutating func relativeContentSize(_ node: Int, _ inner: Proposal) -> AxisPair {
    var size = AxisPair(width: 0, height: 0)
    var ratioChild = false
    var child = Int(structure.firstChild[node])
    while child >= 0 {
      if styles[child].hiddenByOption {
        child = Int(structure.nextSibling[child])
        continue
      }
      let resolved = resolveRelativeChild(node, child, inner)
      let margins = margins(child)
      size.width = max(size.width, resolved.size.width + margins.horizontal)
      size.height = max(size.height, resolved.size.height + margins.vertical)
      ratioChild = ratioChild || !aspectRatio(child).isNaN
      child = Int(structure.nextSibling[child])
    }
    if ratioChild, inner.exactMask != 3 {
      // A child with an aspect ratio that fills one axis takes the other from it, and what
      // it fills is known only now: measure again as the children are then placed, in the
      // size found, so the container answers what its children fill.
      return relativeContentSize(node, Proposal(size, exactWidth: true, exactHeight: true))
    }
    return size
  }

  mutating func placeRelativeChildren(_ node: Int, inner: AxisPair, origin: AxisPair) {
    var child = Int(structure.firstChild[node])
    let decided = Proposal(inner, exactWidth: true, exactHeight: true)
    while child >= 0 {
      if !styles[child].hiddenByOption { placeRelativeChild(node, child, decided, origin) }
      child = Int(structure.nextSibling[child])
    }
  }

  /// Places one child in the content box `decided` (exact on both axes), offset by `origin`.
  mutating func placeRelativeChild(
    _ node: Int, _ child: Int, _ decided: Proposal, _ origin: AxisPair
  ) {
    let resolved = resolveRelativeChild(node, child, decided)
    let margins = margins(child)
    let alignments = relativeAlignments(node, child)
    let size = resolved.size
    let rtl = isRightToLeft
    let x = Self.offset(
      alignments.halign.map { Self.edge($0, rightToLeft: rtl) }, start: margins.left,
      end: margins.right,
      room: decided.size.width, size: size.width, explicit: centresInFilledSpace(child, .horizontal)
    )
    let y = Self.offset(
      alignments.valign.map(Self.edge), start: margins.top, end: margins.bottom,
      room: decided.size.height, size: size.height, explicit: centresInFilledSpace(child, .vertical)
    )
    commit(
      child,
      Frame(x: origin.width + x, y: origin.height + y, width: size.width, height: size.height),
      mainFromContent: resolved.fromContent(structure.kinds[child].mainAxis))
  }

  enum Edge { case start, center, end }

  static func edge(_ v: VAlign) -> Edge {
    switch v {
    case .top: .start
    case .center: .center
    case .bottom: .end
    }
  }

  /// Position on one axis. Without an alignment, an explicit size is centred and anything
  /// else (filled, or sized by content under `pack: .fit`) starts at the margin.
  static func offset(
    _ edge: Edge?, start: Double, end: Double, room: Double, size: Double, explicit: Bool
  ) -> Double {
    switch edge ?? (explicit ? .center : .start) {
    case .start: start
    case .end: room - end - size
    case .center: start + (room - start - end - size) / 2
    }
  }
}
