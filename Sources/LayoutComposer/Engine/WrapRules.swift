// Wrapping VBox and HBox (`wrap: true`). The numbered rules are those of docs/semantics.md,
// "Wrapping stacks": the children are broken into lines (W1), each line is a stack of its
// own run by the stack rules (W2), and the lines are stacked across and spread (W3, W4).

/// One line of a wrapping stack as sizing found it.
struct WrapLine {
  /// Its first laid-out child and how many it holds.
  var first: Int
  var count: Int
  /// Its children's main sizes with margins and spacing, and its cross size (the largest
  /// child across, with margins).
  var mainUsed = 0.0
  var cross = 0.0
}

extension LayoutTree {
  /// Whether the node is a VBox or HBox that wraps.
  @inline(__always)
  func wraps(_ node: Int) -> Bool {
    structure.kinds[node].isStack && containers[Int(styles[node].container)].wrap
  }

  /// Rules W1 and W2: the lines of a wrapping stack whose content box is `inner` (exact on the
  /// main axis or only a bound there, as for any stack), each sized as a stack on its own with
  /// its cross axis hugging.
  mutating func wrapStackLines(
    _ node: Int, inner: AxisPair, exactMain: Bool, placing: Bool
  ) -> [WrapLine] {
    let main = structure.kinds[node].mainAxis
    let room = inner[main]
    let base = scratchTop
    defer { scratchTop = base }
    var lines: [WrapLine] = []
    let first = firstLaidOutChild(of: node)
    guard first >= 0 else { return lines }
    if room.isNaN {
      // No bound on the main axis: everything fits on one line.
      lines.append(WrapLine(first: first, count: Int.max))
    } else {
      // W1: each child's hypothetical main size (a flex child's basis, else its content
      // size, within its min/max) with its margins; a line ends before the child that
      // would overflow it. A line holds at least one child.
      let spacing = containers[Int(styles[node].container)].spacing
      let hypothetical = collectStackChildren(
        node, inner, true, false, placing, StackLine(first: first, count: .max, percentBasis: inner)
      )
      var used = 0.0
      for k in base..<(base + hypothetical.count) {
        let entry = scratch[k]
        let length =
          entry.flex > 0 ? clamp(entry.node, main, entry.basis) : entry.size[main]
        let outer = length + marginSums(margins(entry.node), main: main).main
        if let last = lines.indices.last, lines[last].count > 0,
          used + spacing + outer > room + tolerance(room)
        {
          lines.append(WrapLine(first: entry.node, count: 1))
          used = outer
        } else if lines.isEmpty {
          lines.append(WrapLine(first: entry.node, count: 1))
          used = outer
        } else {
          lines[lines.count - 1].count += 1
          used += spacing + outer
        }
      }
      scratchTop = base
    }
    // W2: each line as a stack of its own.
    for index in lines.indices {
      let outcome = sizeStackChildren(
        node, inner: inner, exactMain: exactMain, exactCross: false, placing: placing,
        line: StackLine(first: lines[index].first, count: lines[index].count, percentBasis: inner))
      lines[index].count = outcome.count
      lines[index].mainUsed = outcome.mainUsed
      lines[index].cross = outcome.crossMax
      scratchTop = base
    }
    return lines
  }

  func firstLaidOutChild(of node: Int) -> Int {
    var child = Int(structure.firstChild[node])
    while child >= 0, styles[child].hiddenByOption { child = Int(structure.nextSibling[child]) }
    return child
  }

  /// Rule W3: a wrapping stack's content is its widest line along the main axis and its lines
  /// with `lineSpacing` between them across.
  mutating func wrapContentSize(_ node: Int, _ inner: Proposal) -> AxisPair {
    let main = structure.kinds[node].mainAxis
    let lines = wrapStackLines(
      node, inner: inner.size, exactMain: inner.isExact(main), placing: false)
    return wrapSize(node, lines)
  }

  func wrapSize(_ node: Int, _ lines: [WrapLine]) -> AxisPair {
    let main = structure.kinds[node].mainAxis
    var size = AxisPair(width: 0, height: 0)
    let spacing = containers[Int(styles[node].container)].lineSpacing
    for line in lines {
      size[main] = max(size[main], line.mainUsed)
      size[main.other] += line.cross
    }
    size[main.other] += spacing * Double(max(0, lines.count - 1))
    return size
  }

  /// Rule W4: where each line goes across, and how large it is there, once the stack's cross
  /// size is known: `alignLines` spreads the room the lines leave, as `pack` spreads a stack's
  /// main-axis room (the space-distributing ones only when there is room to spread).
  func spreadLines(_ node: Int, _ lines: [WrapLine], cross room: Double) -> [(
    offset: Double, cross: Double
  )] {
    let settings = containers[Int(styles[node].container)]
    let count = lines.count
    var used = settings.lineSpacing * Double(max(0, count - 1))
    for line in lines { used += line.cross }
    var free = room - used
    if abs(free) <= tolerance(room) { free = 0 }
    var grow = 0.0
    let spread: Spread
    switch settings.alignLines {
    case .start: spread = .start
    case .center: spread = .center
    case .end: spread = .end
    case .spaceBetween: spread = .spaceBetween
    case .spaceAround: spread = .spaceAround
    case .spaceEvenly: spread = .spaceEvenly
    case .stretch:
      spread = .start
      if free > 0, count > 0 { grow = free / Double(count) }
    }
    let (lead, between) = spread.offsets(free: free, count: count)
    var result: [(offset: Double, cross: Double)] = []
    result.reserveCapacity(count)
    var cursor = lead
    for line in lines {
      result.append((cursor, line.cross + grow))
      cursor += line.cross + grow + settings.lineSpacing + between
    }
    return result
  }

  /// Places a wrapping stack's children: each line as a stack in its band across (W4), its
  /// stretch children filling the band.
  mutating func placeWrapChildren(_ node: Int, inner: AxisPair, origin: AxisPair) {
    let main = structure.kinds[node].mainAxis
    let cross = main.other
    let exactMain = !mainFromContent[node]
    let lines = wrapStackLines(node, inner: inner, exactMain: exactMain, placing: true)
    let bands = spreadLines(node, lines, cross: inner[cross])
    for (index, line) in lines.enumerated() {
      let base = scratchTop
      var band = inner
      band[cross] = bands[index].cross
      var bandOrigin = origin
      bandOrigin[cross] += bands[index].offset
      let outcome = sizeStackChildren(
        node, inner: band, exactMain: exactMain, exactCross: true, placing: true,
        line: StackLine(first: line.first, count: line.count, percentBasis: inner))
      positionStackChildren(node, inner: band, origin: bandOrigin, outcome, commit: true)
      for k in base..<(base + outcome.count) {
        wrapLineRecord[Int32(scratch[k].node)] = Int32(index)
      }
      scratchTop = base
    }
  }
}
