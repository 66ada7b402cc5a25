// VBox and HBox, written once over a main axis (the stacking direction) and a cross axis.
// The numbered rules are those of docs/semantics.md, "VBox and HBox".

/// Per-child working values of one stack placement, kept in a buffer the tree reuses.
struct ChildScratch: Sendable {
  var node = 0
  var size = AxisPair(width: 0, height: 0)
  var imposedCross = Double.nan
  var crossAvailable = Double.nan
  /// > 0 when the child takes part in the flex distribution.
  var flex = 0.0
  var basis = 0.0
  var wanted = 0.0
  var target = 0.0
  var frozen = false
  var mainFromContent = false
}

extension LayoutTree {
  /// The main-axis and cross-axis sums of a child's margins.
  @inline(__always)
  func marginSums(_ margins: Insets, main: Axis) -> (main: Double, cross: Double) {
    main == .vertical
      ? (margins.vertical, margins.horizontal) : (margins.horizontal, margins.vertical)
  }

  /// Rule 1: a `.stretch` child without an explicit cross size fills the cross axis inside its
  /// margins. A `pack: .fit` stack stacking along that axis keeps its content size instead.
  @inline(__always)
  func stretchedCross(_ child: Int, _ stackAlign: Align, _ cross: Axis, _ room: Double)
    -> Double
  {
    let style = styles[child]
    guard (style.align ?? stackAlign) == .stretch, style.explicitSize(cross).isNaN, !room.isNaN,
      !fitsContent(child, along: cross)
    else { return .nan }
    return room
  }

  /// Intrinsic size of a stack's content: the main axis sums children and margins (flex has
  /// no effect here: flex children take their intrinsic size), the cross axis takes the
  /// widest child with its margins.
  mutating func stackContentSize(_ node: Int, _ inner: AxisPair) -> AxisPair {
    let main = structure.kinds[node].mainAxis
    let cross = main.other
    let settings = containers[Int(styles[node].container)]
    var mainSum = 0.0
    var crossMax = 0.0
    var count = 0
    var child = Int(structure.firstChild[node])
    while child >= 0 {
      let sums = marginSums(styles[child].margins, main: main)
      var proposal = AxisPair.unknown
      proposal[cross] = available(inner[cross], minus: sums.cross)
      var imposed = AxisPair.unknown
      imposed[cross] = stretchedCross(child, settings.align, cross, proposal[cross])
      let resolved = resolveSize(child, imposed: imposed, proposal: proposal, first: cross)
      mainSum += resolved.size[main] + sums.main
      crossMax = max(crossMax, resolved.size[cross] + sums.cross)
      count += 1
      child = Int(structure.nextSibling[child])
    }
    mainSum += settings.spacing * Double(max(0, count - 1))
    var size = AxisPair(width: 0, height: 0)
    size[main] = mainSum
    size[cross] = crossMax
    return size
  }

  /// Places a stack's children inside its content box (`inner`, offset by `origin`).
  mutating func placeStackChildren(_ node: Int, inner: AxisPair, origin: AxisPair) {
    let main = structure.kinds[node].mainAxis
    let cross = main.other
    let settings = containers[Int(styles[node].container)]
    let flexIgnored = mainFromContent[node]

    // Rules 1 and 2: cross sizes, and main sizes of the children that do not flex.
    var count = 0
    var flexTotal = 0.0
    var usedMain = 0.0
    var child = Int(structure.firstChild[node])
    while child >= 0 {
      let style = styles[child]
      let sums = marginSums(style.margins, main: main)
      var entry = ChildScratch()
      entry.node = child
      entry.crossAvailable = available(inner[cross], minus: sums.cross)
      entry.imposedCross = stretchedCross(child, settings.align, cross, entry.crossAvailable)
      usedMain += sums.main
      if style.flex > 0, !flexIgnored, !fitsContent(child, along: main) {
        entry.flex = style.flex
        let basis = style.explicitSize(main)
        entry.basis = basis.isNaN ? 0 : basis
        flexTotal += style.flex
      } else {
        var imposed = AxisPair.unknown
        imposed[cross] = entry.imposedCross
        var proposal = AxisPair.unknown
        proposal[cross] = entry.crossAvailable
        let resolved = resolveSize(child, imposed: imposed, proposal: proposal, first: cross)
        entry.size = resolved.size
        entry.mainFromContent = resolved.fromContent(structure.kinds[child].mainAxis)
        usedMain += resolved.size[main]
      }
      scratch[count] = entry
      count += 1
      child = Int(structure.nextSibling[child])
    }
    let spacingTotal = settings.spacing * Double(max(0, count - 1))

    // Rules 3 and 4: flex children share the free space by ratio, from their basis.
    if flexTotal > 0 {
      distributeFlex(count: count, main: main, room: inner[main] - usedMain - spacingTotal)
      for k in 0..<count where scratch[k].flex > 0 {
        let entry = scratch[k]
        var imposed = AxisPair.unknown
        imposed[main] = entry.target
        imposed[cross] = entry.imposedCross
        var proposal = AxisPair.unknown
        proposal[cross] = entry.crossAvailable
        proposal[main] = entry.target
        let resolved = resolveSize(entry.node, imposed: imposed, proposal: proposal, first: cross)
        scratch[k].size = resolved.size
        scratch[k].mainFromContent = resolved.fromContent(structure.kinds[entry.node].mainAxis)
        usedMain += resolved.size[main]
      }
    }

    // Rule 5: pack, only when nothing flexes.
    let free = inner[main] - usedMain - spacingTotal
    var lead = 0.0
    var between = 0.0
    if flexTotal == 0 {
      switch settings.pack {
      case .start, .fit: break
      case .center: lead = free / 2
      case .end: lead = free
      case .spaceBetween:
        if free > 0, count > 1 { between = free / Double(count - 1) }
      case .spaceAround:
        if free > 0, count > 0 {
          between = free / Double(count)
          lead = between / 2
        }
      case .spaceEvenly:
        if free > 0 {
          between = free / Double(count + 1)
          lead = between
        }
      }
    }

    // Rules 6 and 7: positions. Margins of neighbours add up.
    var cursor = origin[main] + lead
    for k in 0..<count {
      let entry = scratch[k]
      let style = styles[entry.node]
      let margins = style.margins
      let mainStart = main == .vertical ? margins.top : margins.left
      let mainEnd = main == .vertical ? margins.bottom : margins.right
      let crossStart = main == .vertical ? margins.left : margins.top
      let crossEnd = main == .vertical ? margins.right : margins.bottom
      var position = AxisPair(width: 0, height: 0)
      cursor += mainStart
      position[main] = cursor
      cursor += entry.size[main] + mainEnd + settings.spacing + between
      let room = inner[cross] - crossStart - crossEnd - entry.size[cross]
      switch style.align ?? settings.align {
      case .start:
        position[cross] = crossStart
      case .end:
        position[cross] = inner[cross] - crossEnd - entry.size[cross]
      case .center:
        position[cross] = crossStart + room / 2
      case .stretch:
        // LayoutComposer centres a stretch child that has an explicit width.
        position[cross] =
          style.explicitSize(cross).isNaN ? crossStart : crossStart + room / 2
      }
      position[cross] += origin[cross]
      commit(
        entry.node,
        Frame(
          x: position.width, y: position.height, width: entry.size.width,
          height: entry.size.height), mainFromContent: entry.mainFromContent)
    }
  }

  /// Rule 4 with min/max: children that hit a bound are frozen there and the rest share what
  /// is left by ratio again, until no child moves (the CSS flexible-length loop).
  mutating func distributeFlex(count: Int, main: Axis, room: Double) {
    while true {
      var frozenSum = 0.0
      var basisSum = 0.0
      var flexSum = 0.0
      for k in 0..<count where scratch[k].flex > 0 {
        if scratch[k].frozen {
          frozenSum += scratch[k].target
        } else {
          basisSum += scratch[k].basis
          flexSum += scratch[k].flex
        }
      }
      guard flexSum > 0 else { return }
      let share = max(0, room - frozenSum - basisSum)
      var violation = 0.0
      for k in 0..<count where scratch[k].flex > 0 && !scratch[k].frozen {
        scratch[k].wanted = scratch[k].basis + share * scratch[k].flex / flexSum
        scratch[k].target = clamp(scratch[k].node, main, scratch[k].wanted)
        violation += scratch[k].target - scratch[k].wanted
      }
      if violation == 0 { return }
      // Freeze the children clamped in the direction of the total violation; the others
      // share again.
      for k in 0..<count where scratch[k].flex > 0 && !scratch[k].frozen {
        let moved = scratch[k].target - scratch[k].wanted
        if violation > 0 ? moved > 0 : moved < 0 { scratch[k].frozen = true }
      }
    }
  }
}
