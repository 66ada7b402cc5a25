// How a stack hands out main-axis room it has too much or too little of: flex children grow
// into free space (rule 4), children sized by their content shrink when there is too little
// (rule S), lowest `layoutPriority` first. Both are freeze loops, as CSS's flexible lengths:
// a child stopped by a bound keeps it and the others share again. Each round freezes at least
// one child or ends the loop, so a loop runs at most once per child, whatever the numbers.

extension LayoutTree {
  /// Rule 4 with bounds: each flex child gets `basis + max(0, F) × flex / Σ flex`, kept within
  /// its min/max; children stopped by a bound are frozen there and the rest share what is
  /// left. When the stack is asked for its minimum (`minimum`), a flex child's minimum is its
  /// content minimum (rule M: flex only grows).
  mutating func distributeFlex(
    _ base: Int, _ end: Int, _ main: Axis, room: Double, minimum: Bool
  ) {
    for k in base..<end where scratch[k].flex > 0 {
      let node = scratch[k].node
      var (lower, upper) = bounds(node, main)
      if minimum, styles[node].explicitSize(main).isNaN {
        lower = max(lower, childMinimum(k, main))
      }
      scratch[k].lower = lower
      scratch[k].upper = upper
    }
    let entries = scratch
    do {
      while true {
        var frozenSum = 0.0
        var basisSum = 0.0
        var flexSum = 0.0
        for k in base..<end where entries[k].flex > 0 {
          if entries[k].frozen {
            frozenSum += entries[k].target
          } else {
            basisSum += entries[k].basis
            flexSum += entries[k].flex
          }
        }
        guard flexSum > 0 else { return }
        let share = max(0, room - frozenSum - basisSum)
        var violation = 0.0
        for k in base..<end where entries[k].flex > 0 && !entries[k].frozen {
          let wanted = entries[k].basis + share * entries[k].flex / flexSum
          let target = max(entries[k].lower, min(wanted, entries[k].upper))
          entries[k].wanted = wanted
          entries[k].target = target
          violation += target - wanted
        }
        if violation == 0 { return }
        // Freeze the children clamped in the direction of the total violation; the others
        // share again.
        var froze = false
        for k in base..<end where entries[k].flex > 0 && !entries[k].frozen {
          let moved = entries[k].target - entries[k].wanted
          if violation > 0 ? moved > 0 : moved < 0 {
            entries[k].frozen = true
            froze = true
          }
        }
        if !froze { return }
      }
    }
  }

  /// A child's minimum along the stack's main axis (rule M), with its cross size as it is:
  /// the size it was given across, or, where it hugs its content there, at most that size.
  mutating func childMinimum(_ slot: Int, _ main: Axis) -> Double {
    let entry = scratch[slot]
    let cross = main.other
    let hugsAcross = !laysOutExactly(entry.node, cross, fromContent: entry.mainFromContent)
    return hugsAcross
      ? minimumSize(entry.node, main, other: .nan, room: entry.size[cross])
      : minimumSize(entry.node, main, other: entry.size[cross], room: .nan)
  }

  /// Rule S: the stack's children overflow it by `deficit`. The children that do not flex and
  /// whose main size came from their content give way, down to their minimums: the group with
  /// the lowest `layoutPriority` first, each child in proportion to its size (CSS's
  /// `flex-shrink: 1`); a child that reaches its minimum stays there and the rest of its group
  /// shares what is left; when the whole group is at its minimums the next group gives way.
  mutating func shrinkChildren(_ base: Int, _ end: Int, _ main: Axis, deficit: Double) {
    var any = false
    for k in base..<end {
      let entry = scratch[k]
      scratch[k].frozen = true
      guard entry.flex == 0, entry.shrinkable, entry.size[main] > 0 else { continue }
      let minimum = childMinimum(k, main)
      scratch[k].basis = entry.size[main]
      scratch[k].target = entry.size[main]
      scratch[k].lower = min(minimum, entry.size[main])
      scratch[k].frozen = scratch[k].lower >= entry.size[main]
      any = any || !scratch[k].frozen
    }
    guard any else { return }

    // The children that can give, lowest priority first and, within a priority, those that
    // can give least for their size first: each group then freezes a prefix of its members
    // at their minimums and shares the rest, one pass a group (n log n for any number of
    // distinct priorities).
    var order: [Int] = []
    for k in base..<end where !scratch[k].frozen { order.append(k) }
    let entries = scratch
    order.sort { a, b in
      let pa = layoutPriority(entries[a].node)
      let pb = layoutPriority(entries[b].node)
      if pa != pb { return pa < pb }
      let ra = entries[a].lower / entries[a].basis
      let rb = entries[b].lower / entries[b].basis
      return ra != rb ? ra > rb : a < b
    }
    var remaining = deficit
    var start = 0
    while remaining > 0, start < order.count {
      let group = layoutPriority(entries[order[start]].node)
      var stop = start
      var weight = 0.0
      while stop < order.count, layoutPriority(entries[order[stop]].node) == group {
        weight += entries[order[stop]].basis
        stop += 1
      }
      var next = start
      // A member that would go below its minimum stays there; the others share what is left.
      while next < stop, weight > 0 {
        let k = order[next]
        let wanted = entries[k].basis - remaining * entries[k].basis / weight
        guard wanted < entries[k].lower else { break }
        entries[k].target = entries[k].lower
        remaining -= entries[k].basis - entries[k].lower
        weight -= entries[k].basis
        next += 1
      }
      if next < stop, weight > 0, remaining > 0 {
        for k in order[next..<stop] {
          entries[k].target = entries[k].basis - remaining * entries[k].basis / weight
        }
        remaining = 0
      }
      for k in order[start..<stop] { entries[k].frozen = true }
      start = stop
    }

    for k in base..<end where scratch[k].flex == 0 && scratch[k].target != scratch[k].basis {
      guard scratch[k].shrinkable, scratch[k].basis > 0 else { continue }
      resizeAlongMain(k, main, to: scratch[k].target, asBound: true)
    }
  }
}
