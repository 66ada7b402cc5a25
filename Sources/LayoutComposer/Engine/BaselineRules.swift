// Rule B (docs/semantics.md, "Baselines"): where a node's first and last baselines are, and
// how a baseline-aligned HBox lines its children up on them.

/// A node's first and last baselines, distances from its top edge; NaN where it has none.
struct NodeBaselines: Sendable, Equatable {
  var first: Double
  var last: Double

  static let none = NodeBaselines(first: .nan, last: .nan)

  func moved(by offset: Double) -> NodeBaselines {
    NodeBaselines(first: first + offset, last: last + offset)
  }
}

/// The last two baseline answers of one node, for the size it was asked at: a baseline
/// chain asks each node again for every ancestor that lines it up, which without this
/// doubles the work at every level.
struct BaselineCacheEntry: Sendable {
  var size: AxisPair
  var hugs: Bool
  var baselines: NodeBaselines
}

extension LayoutTree {
  /// Each baseline group's children line up on one baseline, the group at the top:
  /// `B = max(top margin + baseline)`, each child at `B − baseline`. A child without a
  /// baseline uses its bottom edge. The stack's cross size covers the group.
  mutating func alignBaselines(
    _ node: Int, _ base: Int, _ end: Int, _ stackAlign: Align, _ outcome: inout StackOutcome
  ) {
    for k in base..<end {
      let child = scratch[k].node
      let align = styles[child].align ?? stackAlign
      guard align.isBaseline else { continue }
      let size = scratch[k].size
      let lines = nodeBaselines(child, size, hugs: scratch[k].mainFromContent)
      let own = align == .firstBaseline ? lines.first : lines.last
      let baseline = own.isNaN ? size.height : own
      scratch[k].baseline = baseline
      let top = margins(child).top + baseline
      if align == .firstBaseline {
        outcome.firstBaseline = outcome.firstBaseline.isNaN ? top : max(outcome.firstBaseline, top)
      } else {
        outcome.lastBaseline = outcome.lastBaseline.isNaN ? top : max(outcome.lastBaseline, top)
      }
    }
    for k in base..<end where !scratch[k].baseline.isNaN {
      let child = scratch[k].node
      let group =
        (styles[child].align ?? stackAlign) == .firstBaseline
        ? outcome.firstBaseline : outcome.lastBaseline
      let extent = group - scratch[k].baseline + scratch[k].size.height + margins(child).bottom
      outcome.crossMax = max(outcome.crossMax, extent)
    }
  }

  /// A node's first and last baselines, from its top, when it has the size `size`: a leaf's
  /// item's; a VBox's first baseline is its first child's first and its last baseline its
  /// last child's last, where they are placed, and an HBox's are those of its first
  /// baseline-aligned child; a child without a baseline lends its bottom edge there. Padding
  /// included. Relative, Fit, FirstThatFits, an empty stack and an HBox that lines nothing
  /// up have none (their parent uses their bottom edge).
  /// `hugs`: whether the node's own main axis came from its content where it is now (its
  /// parent's sizing says so; the node's flag from the last pass may be stale).
  mutating func nodeBaselines(_ node: Int, _ size: AxisPair, hugs: Bool) -> NodeBaselines {
    if let known = caches.baselines(node, size, hugs: hugs) { return known }
    counters.baselineQueries += 1
    let lines = computeBaselines(node, size, hugs: hugs)
    caches.storeBaselines(node, BaselineCacheEntry(size: size, hugs: hugs, baselines: lines))
    return lines
  }

  private mutating func computeBaselines(_ node: Int, _ size: AxisPair, hugs: Bool)
    -> NodeBaselines
  {
    let pad = padding(node)
    let inner = AxisPair(
      width: max(0, size.width - pad.horizontal), height: max(0, size.height - pad.vertical))
    switch structure.kinds[node] {
    case .leaf:
      let item = styles[node].item
      guard item >= 0,
        let lines = items[Int(item)].baselines(in: Size(width: inner.width, height: inner.height))
      else { return .none }
      // An item's answer that is not a distance (NaN, infinite) counts as no baseline.
      let first = lines.first.isFinite ? sanitizedSize(lines.first) : .nan
      let last = lines.last.isFinite ? sanitizedSize(lines.last) : .nan
      return NodeBaselines(first: first, last: last).moved(by: pad.top)
    case .vbox, .hbox:
      if wraps(node) { return wrapBaselines(node, inner, pad, hugs: hugs) }
      let base = scratchTop
      defer { scratchTop = base }
      let outcome = sizeStackChildren(
        node, inner: inner, exactMain: !hugs, exactCross: true, placing: true)
      guard outcome.count > 0 else { return .none }
      positionStackChildren(
        node, inner: inner, origin: AxisPair(width: pad.left, height: pad.top), outcome)
      return positionedBaselines(node, base, outcome)
    case .relative, .fit, .firstThatFits, .custom, .grid:
      return .none
    }
  }

  /// Rule B for the children of one stack (or one line of a wrapping stack) that sizing put in
  /// `scratch[base…]` and positioning placed: a VBox's are its first child's first and its
  /// last child's last, an HBox's those of its first child lined up on a baseline.
  private mutating func positionedBaselines(_ node: Int, _ base: Int, _ outcome: StackOutcome)
    -> NodeBaselines
  {
    let end = base + outcome.count
    if structure.kinds[node] == .vbox {
      let first = scratch[base]
      let last = scratch[end - 1]
      let top = nodeBaselines(first.node, first.size, hugs: first.mainFromContent).first
      let bottom = nodeBaselines(last.node, last.size, hugs: last.mainFromContent).last
      // A child without a baseline lends its bottom edge, as it does to a parent that
      // lines it up.
      return NodeBaselines(
        first: first.position.height + (top.isNaN ? first.size.height : top),
        last: last.position.height + (bottom.isNaN ? last.size.height : bottom))
    }
    for k in base..<end where !scratch[k].baseline.isNaN {
      let entry = scratch[k]
      let lines = nodeBaselines(entry.node, entry.size, hugs: entry.mainFromContent)
      return NodeBaselines(
        first: lines.first.isNaN ? entry.size.height : lines.first,
        last: lines.last.isNaN ? entry.size.height : lines.last
      ).moved(by: entry.position.height)
    }
    return .none
  }

  /// A wrapping stack's first baseline is its first line's, its last its last line's.
  private mutating func wrapBaselines(_ node: Int, _ inner: AxisPair, _ pad: Insets, hugs: Bool)
    -> NodeBaselines
  {
    let lines = wrapStackLines(node, inner: inner, exactMain: !hugs, placing: true)
    guard !lines.isEmpty else { return .none }
    let cross = structure.kinds[node].mainAxis.other
    let bands = spreadLines(node, lines, cross: inner[cross])
    let first = lineBaselines(node, inner, pad, hugs, lines, bands, 0)
    let last =
      lines.count == 1
      ? first : lineBaselines(node, inner, pad, hugs, lines, bands, lines.count - 1)
    return NodeBaselines(first: first.first, last: last.last)
  }

  private mutating func lineBaselines(
    _ node: Int, _ inner: AxisPair, _ pad: Insets, _ hugs: Bool, _ lines: [WrapLine],
    _ bands: [(offset: Double, cross: Double)], _ index: Int
  ) -> NodeBaselines {
    let cross = structure.kinds[node].mainAxis.other
    let base = scratchTop
    defer { scratchTop = base }
    var band = inner
    band[cross] = bands[index].cross
    var origin = AxisPair(width: pad.left, height: pad.top)
    origin[cross] += bands[index].offset
    let outcome = sizeStackChildren(
      node, inner: band, exactMain: !hugs, exactCross: true, placing: true,
      line: StackLine(first: lines[index].first, count: lines[index].count, percentBasis: inner))
    guard outcome.count > 0 else { return .none }
    positionStackChildren(node, inner: band, origin: origin, outcome)
    return positionedBaselines(node, base, outcome)
  }
}
