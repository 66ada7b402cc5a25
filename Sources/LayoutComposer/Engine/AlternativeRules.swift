// FirstThatFits: the first child whose ideal size fits the space on the chosen axes is shown,
// placed as a Fit child; the others get a zero frame at the content origin and are hidden.
// Rules: docs/semantics.md, "FirstThatFits".

extension LayoutTree {
  /// Where each node's subtree ends in pre-order, and every node shown: made once for trees
  /// that have a FirstThatFits, whose hidden alternatives hide their whole subtree.
  mutating func prepareAlternatives() {
    var ends = ContiguousArray<Int32>(repeating: 0, count: structure.count)
    for node in stride(from: structure.count - 1, through: 0, by: -1) {
      ends[node] = max(ends[node], Int32(node + 1))
      let parent = Int(structure.parent[node])
      if parent >= 0 { ends[parent] = max(ends[parent], ends[node]) }
    }
    subtreeEnds = ends
    hidden = ContiguousArray(repeating: false, count: structure.count)
  }

  /// The first child whose ideal size, with its margins, fits `inner` on the layout's axes;
  /// the last child when none does. -1 when there are no children.
  mutating func chosenAlternative(_ node: Int, _ content: Proposal) -> Int {
    var child = Int(structure.firstChild[node])
    var last = -1
    while child >= 0 {
      if styles[child].hiddenByOption {
        child = Int(structure.nextSibling[child])
        continue
      }
      last = child
      if alternativeTrial(node, child, content).fits { return child }
      child = Int(structure.nextSibling[child])
    }
    return last
  }

  /// How one alternative measures against the space: its extent with margins on each axis
  /// and whether it fits on the layout's axes. On those axes it is measured ideal (no bound);
  /// on the others at the size it would be placed at (it fills a decided axis, as a Fit child
  /// does), so that what is checked is what is then shown: a portrait column whose artwork
  /// grows with the width is measured at the width it would get.
  mutating func alternativeTrial(_ node: Int, _ child: Int, _ content: Proposal) -> (
    fits: Bool, extent: AxisPair, room: AxisPair
  ) {
    let inner = content.size
    let axes = containers[Int(styles[node].container)].axes
    if hasPercentages {
      applyPercentages(
        child, inner, exactWidth: content.isExact(.horizontal),
        exactHeight: content.isExact(.vertical))
    }
    let margins = margins(child)
    var proposal = AxisPair(
      width: available(inner.width, minus: margins.horizontal),
      height: available(inner.height, minus: margins.vertical))
    var imposed = AxisPair.unknown
    for axis in [Axis.horizontal, .vertical] {
      if axes.includes(axis) {
        proposal[axis] = .nan
      } else if content.isExact(axis) {
        imposed[axis] = filledSize(child, axis, aligned: false, proposal[axis])
      }
    }
    let ideal = resolveSize(child, imposed: imposed, proposal: proposal, first: .horizontal).size
    let extent = AxisPair(
      width: ideal.width + margins.horizontal, height: ideal.height + margins.vertical)
    var fits = true
    for axis in [Axis.horizontal, .vertical] where axes.includes(axis) && !inner[axis].isNaN {
      if extent[axis] > inner[axis] + tolerance(inner[axis]) { fits = false }
    }
    return (fits, extent, inner)
  }

  /// Its content size: the chosen alternative's, sized as a Fit child, with its margins.
  mutating func alternativeContentSize(_ node: Int, _ inner: Proposal) -> AxisPair {
    let chosen = chosenAlternative(node, inner)
    guard chosen >= 0 else { return AxisPair(width: 0, height: 0) }
    let resolved = resolveRelativeChild(node, chosen, inner)
    let margins = margins(chosen)
    return AxisPair(
      width: resolved.size.width + margins.horizontal,
      height: resolved.size.height + margins.vertical)
  }

  mutating func placeAlternatives(_ node: Int, inner: AxisPair, origin: AxisPair) {
    let decided = Proposal(inner, exactWidth: true, exactHeight: true)
    let chosen = chosenAlternative(node, decided)
    var child = Int(structure.firstChild[node])
    while child >= 0 {
      if child == chosen, !styles[child].hiddenByOption {
        // `commit` shows it again if it was hidden.
        placeRelativeChild(node, child, decided, origin)
      } else {
        hide(subtreeOf: child, at: origin)
      }
      child = Int(structure.nextSibling[child])
    }
  }

  /// A hidden alternative and everything in it: a zero frame at the content origin (its
  /// descendants at their parent's origin), marked hidden, placed again when shown.
  mutating func hide(subtreeOf node: Int, at origin: AxisPair) {
    let frame = Frame(x: origin.width, y: origin.height, width: 0, height: 0)
    // Hidden at the same place by an earlier pass: nothing inside can have changed.
    if hidden[node], frames.current[node] == frame { return }
    let end = Int(subtreeEnds[node])
    _ = frames.set(node, frame)
    hidden[node] = true
    layoutDirty[node] = true
    for inside in (node + 1)..<end {
      _ = frames.set(inside, .zero)
      hidden[inside] = true
      layoutDirty[inside] = true
    }
  }

  mutating func show(subtreeOf node: Int) {
    for inside in node..<Int(subtreeEnds[node]) {
      hidden[inside] = false
      layoutDirty[inside] = true
    }
  }
}
