// The placing pass: top-down over a work list (no recursion), each container placing its
// children in its content box. Containers whose size and options did not change keep the
// frames of their children from the last pass.

extension LayoutTree {
  mutating func runPass(in area: Size) {
    pendingWork.removeAll(keepingCapacity: true)
    if !customCaches.isEmpty { customCaches.removeAll() }
    frames.beginPass(handedOut: lastSize != nil)
    placeRoot(in: area)
    while let node = pendingWork.popLast() {
      placeChildren(of: Int(node))
    }
  }

  /// The root is placed in the area like a `Fit` child: it fills it inside its own margins,
  /// or, with an explicit size, is centred.
  mutating func placeRoot(in area: Size) {
    guard structure.count > 0 else { return }
    if hasPercentages {
      applyPercentages(
        0, AxisPair(width: area.width, height: area.height), exactWidth: true, exactHeight: true)
    }
    let margins = margins(0)
    let room = AxisPair(
      width: max(0, area.width - margins.horizontal),
      height: max(0, area.height - margins.vertical))
    let imposed = AxisPair(
      width: filledSize(0, .horizontal, aligned: false, room.width),
      height: filledSize(0, .vertical, aligned: false, room.height))
    let resolved = resolveSize(0, imposed: imposed, proposal: room, first: .horizontal)
    let x = Self.offset(
      nil, start: margins.left, end: margins.right, room: area.width,
      size: resolved.size.width, explicit: centresInFilledSpace(0, .horizontal))
    let y = Self.offset(
      nil, start: margins.top, end: margins.bottom, room: area.height,
      size: resolved.size.height, explicit: centresInFilledSpace(0, .vertical))
    commit(
      0, Frame(x: x, y: y, width: resolved.size.width, height: resolved.size.height),
      mainFromContent: resolved.fromContent(structure.kinds[0].mainAxis))
  }

  mutating func placeChildren(of node: Int) {
    let frame = frames.current[node]
    let pad = padding(node)
    let inner = AxisPair(
      width: max(0, frame.width - pad.horizontal), height: max(0, frame.height - pad.vertical))
    let origin = AxisPair(width: pad.left, height: pad.top)
    counters.containersPlaced += 1
    let queued = pendingWork.count
    switch structure.kinds[node] {
    case .leaf: break
    case .vbox, .hbox:
      if wraps(node) {
        placeWrapChildren(node, inner: inner, origin: origin)
      } else {
        placeStackChildren(node, inner: inner, origin: origin)
      }
    case .grid: placeGridChildren(node, inner: inner, origin: origin)
    case .relative, .fit: placeRelativeChildren(node, inner: inner, origin: origin)
    case .firstThatFits: placeAlternatives(node, inner: inner, origin: origin)
    case .custom: placeCustomChildren(node, inner: inner, origin: origin)
    }
    if hasHiddenOptions { hideChildren(of: node, at: origin) }
    if !structure.decorations.isEmpty { placeDecorations(of: node) }
    // The children were queued first to last; reversed, the first is taken next, so the pass
    // visits nodes in pre-order, which is the order of the arrays: memory is read forwards.
    var low = queued
    var high = pendingWork.count - 1
    while low < high {
      pendingWork.swapAt(low, high)
      low += 1
      high -= 1
    }
    layoutDirty[node] = false
  }

  /// Children with `isHidden` are out of the layout: zero frames, hidden with their subtree.
  mutating func hideChildren(of node: Int, at origin: AxisPair) {
    var child = Int(structure.firstChild[node])
    while child >= 0 {
      if styles[child].hiddenByOption { hide(subtreeOf: child, at: origin) }
      child = Int(structure.nextSibling[child])
    }
  }

  /// Stores a child's new frame, and queues the child if its own children must move.
  @inline(__always)
  mutating func commit(_ node: Int, _ frame: Frame, mainFromContent flag: Bool) {
    if !hidden.isEmpty, hidden[node] { show(subtreeOf: node) }
    let old = frames.set(node, frame)
    // A leaf, or a container without children, has nothing to place inside, unless it has
    // overlays or backgrounds.
    guard
      (structure.kinds[node] != .leaf && structure.firstChild[node] >= 0) || hasDecorations(node)
    else { return }
    let flagChanged = mainFromContent[node] != flag
    mainFromContent[node] = flag
    if layoutDirty[node] || flagChanged || old.width != frame.width
      || old.height != frame.height
    {
      pendingWork.append(Int32(node))
    }
  }
}
