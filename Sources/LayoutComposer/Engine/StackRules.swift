// VBox and HBox, written once over a main axis (the stacking direction) and a cross axis.
// The numbered rules are those of docs/semantics.md, "VBox and HBox". Measuring a stack and
// placing its children run the same sizing (`sizeStackChildren`), so the size a stack
// answers is the size its children then fill.

/// Per-child working values of one stack, kept in a buffer the tree reuses. Nested stacks
/// measured while a stack is sized take the entries above it (`scratchTop`).
struct ChildScratch: Sendable {
  var node = 0
  var size = AxisPair(width: 0, height: 0)
  var imposedCross = Double.nan
  var crossAvailable = Double.nan
  var marginCross = 0.0
  /// > 0 when the child flexes.
  var flex = 0.0
  /// A flex child's basis; for a child that shrinks, its main size before shrinking.
  var basis = 0.0
  /// The least and the most it may get while room is handed out.
  var lower = 0.0
  var upper = 0.0
  var wanted = 0.0
  var target = 0.0
  var frozen = false
  /// The child's own main axis came from its content (it hugs there when placed).
  var mainFromContent = false
  /// Its first or last baseline from its top, in a baseline-aligned HBox (else NaN).
  var baseline = Double.nan
  /// Where `positionStackChildren` put it, in the parent's coordinates.
  var position = AxisPair(width: 0, height: 0)
  /// Its size along this stack's main axis came from its content: it may shrink.
  var shrinkable = false
}

/// What sizing a stack's children gave.
struct StackOutcome {
  /// The first scratch entry of the stack's children.
  var base = 0
  var count = 0
  var marginsMain = 0.0
  var spacingTotal = 0.0
  var flexCount = 0
  var shrinkableCount = 0
  /// Main sizes of the children sized by their content (in a hugging stack, flex children
  /// too), and of those that do not flex.
  var contentMain = 0.0
  var fixedMain = 0.0
  /// Children's main sizes with their margins and the spacing.
  var mainUsed = 0.0
  /// The largest child cross size with its margins.
  var crossMax = 0.0
  /// Flex children shared the free space (rule 4): pack has no effect.
  var flexed = false
  /// Measured with the cross axis open, a stretch child has an aspect ratio: its main size
  /// depends on the cross size the stack ends up with.
  var stretchesThroughRatio = false
  /// In an HBox aligned on baselines: where the first- and last-baseline groups' baselines
  /// are, from the content box's top (NaN when a group is empty).
  var firstBaseline = Double.nan
  var lastBaseline = Double.nan
}

/// What rules 4 and S decided for one stack, for `explain`: the numbers the pass used.
struct StackDecision {
  /// Rule 4: the room the flex children shared, their bases included (NaN: none flexed).
  var flexRoom = Double.nan
  /// Rule S: the free space when the children sized by content gave way (negative; NaN:
  /// none did).
  var shrinkFree = Double.nan
}

/// The children of one line of a wrapping stack: `count` laid-out children from `first`, whose
/// percentages resolve against the whole stack's content box `percentBasis`.
struct StackLine {
  var first: Int
  var count: Int
  var percentBasis: AxisPair
}

/// Rounding noise allowed when comparing sums of sizes: a content size that comes back
/// through padding may differ from itself in the last bit.
@inline(__always)
func tolerance(_ value: Double) -> Double { 1e-9 * max(1, abs(value)) }

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

  /// Reserves the scratch entry at `slot`; nested stacks measured from here on use the ones
  /// above it.
  @inline(__always)
  mutating func reserveScratch(_ slot: Int) {
    scratchBuffer.reserve(slot + 1)
    scratchTop = slot + 1
  }

  /// The scratch entries. Re-read after anything that may measure (and so grow the block).
  var scratch: UnsafeMutablePointer<ChildScratch> {
    @inline(__always) get { scratchBuffer.entries }
  }

  /// Sizes the children of a stack whose content box is `inner` into `scratch[scratchTop…]`.
  ///
  /// `exactMain` / `exactCross`: whether `inner` is the stack's decided size on that axis, or
  /// only the most it may take (hugging, rule H): then stretch children take their own cross
  /// size, flex children their content size, and only when the content does not fit the bound
  /// on the main axis is it laid out at the bound (flex and shrinking, rules 3, 4 and S).
  ///
  /// `placing`: the stack's size is decided (it is being placed, or its baselines read where
  /// it is placed), so its children's percentages resolve against `inner` on both axes, also
  /// where the stack hugs its content.
  ///
  /// `line`: only these children, as one line of a wrapping stack (nil: all of them).
  mutating func sizeStackChildren(
    _ node: Int, inner: AxisPair, exactMain: Bool, exactCross: Bool, placing: Bool = false,
    line: StackLine? = nil
  ) -> StackOutcome {
    // Three steps in functions of their own: measuring recurses through the first, once per
    // level of the tree, so its frame (and this one's) stays small on the stack.
    var outcome = collectStackChildren(node, inner, exactMain, exactCross, placing, line)
    distributeStackRoom(node, inner, exactMain, &outcome)
    summarizeStack(node, &outcome)
    if outcome.stretchesThroughRatio, !exactCross {
      // A stretch child with an aspect ratio takes its main size from the cross size it is
      // stretched to, which is known only now: size the children again as they are placed,
      // at that cross size, so the stack answers what its children then fill.
      scratchTop = outcome.base
      var decided = inner
      decided[structure.kinds[node].mainAxis.other] = outcome.crossMax
      return sizeStackChildren(
        node, inner: decided, exactMain: exactMain, exactCross: true, placing: placing,
        line: line)
    }
    return outcome
  }

  /// Rules 1 and 2: cross sizes, and main sizes of the children sized by content.
  mutating func collectStackChildren(
    _ node: Int, _ inner: AxisPair, _ exactMain: Bool, _ exactCross: Bool, _ placing: Bool,
    _ line: StackLine? = nil
  ) -> StackOutcome {
    let main = structure.kinds[node].mainAxis
    let cross = main.other
    let stackAlign = containers[Int(styles[node].container)].align
    var outcome = StackOutcome()
    outcome.base = scratchTop
    var child = line?.first ?? Int(structure.firstChild[node])
    let limit = line?.count ?? Int.max
    while child >= 0, outcome.count < limit {
      if styles[child].hiddenByOption {
        child = Int(structure.nextSibling[child])
        continue
      }
      let slot = outcome.base + outcome.count
      reserveScratch(slot)
      if hasPercentages {
        applyPercentages(
          child, line?.percentBasis ?? inner,
          exactWidth: placing || (main == .horizontal ? exactMain : exactCross),
          exactHeight: placing || (main == .vertical ? exactMain : exactCross))
      }
      let sums = marginSums(margins(child), main: main)
      var entry = ChildScratch()
      entry.node = child
      entry.marginCross = sums.cross
      entry.crossAvailable = available(inner[cross], minus: sums.cross)
      entry.imposedCross =
        exactCross ? stretchedCross(child, stackAlign, cross, entry.crossAvailable) : .nan
      if !exactCross, !aspectRatio(child).isNaN,
        !stretchedCross(child, stackAlign, cross, 0).isNaN
      {
        outcome.stretchesThroughRatio = true
      }
      outcome.marginsMain += sums.main
      let flex = styles[child].flex
      let flexes = flex > 0 && !fitsContent(child, along: main)
      if flexes {
        entry.flex = flex
        let basis = styles[child].explicitSize(main)
        entry.basis = basis.isNaN ? 0 : basis
        outcome.flexCount += 1
      }
      scratch[slot] = entry
      // A flex child is sized by its content only where the stack hugs (rule H).
      if !flexes || !exactMain {
        sizeByContent(slot, main)
        let length = scratch[slot].size[main]
        outcome.contentMain += length
        if !flexes {
          outcome.fixedMain += length
          if scratch[slot].shrinkable { outcome.shrinkableCount += 1 }
        }
      }
      outcome.count += 1
      child = Int(structure.nextSibling[child])
    }
    return outcome
  }

  /// Rules H, 3, 4 and S: whether the children are laid out at the room they have, and if so
  /// flex children share it and children sized by content shrink to fit it.
  mutating func distributeStackRoom(
    _ node: Int, _ inner: AxisPair, _ exactMain: Bool, _ outcome: inout StackOutcome
  ) {
    let main = structure.kinds[node].mainAxis
    let cross = main.other
    let base = outcome.base
    let end = base + outcome.count
    let spacingTotal =
      containers[Int(styles[node].container)].spacing * Double(max(0, outcome.count - 1))
    outcome.spacingTotal = spacingTotal
    let room = inner[main]

    // Rule H: a stack sized by its content keeps its children at their content sizes unless
    // they do not fit the most it is offered; then it is laid out at that bound.
    var atRoom = exactMain && !room.isNaN
    if !atRoom, !room.isNaN {
      let ideal = outcome.marginsMain + spacingTotal + outcome.contentMain
      atRoom = ideal > room + tolerance(room)
    }
    guard atRoom else { return }
    if outcome.flexCount > 0 {
      // Rules 3 and 4: flex children share the free space by ratio, from their basis.
      let fixed = outcome.fixedMain
      // A stack that hugs but does not fit its bound (and so one asked for its minimum,
      // offered 0) keeps each flex child at least at its content minimum: flex only grows
      // (rule M), and the stack overflows the bound instead, as flexbox does.
      let flexRoom = room - fixed - outcome.marginsMain - spacingTotal
      if recordsDecisions {
        stackDecisions[Int32(node), default: StackDecision()].flexRoom = flexRoom
      }
      distributeFlex(base, end, main, room: flexRoom, minimum: !exactMain)
      for k in base..<end where scratch[k].flex > 0 {
        let child = scratch[k].node
        let imposedCross = scratch[k].imposedCross
        let knownCross =
          imposedCross.isNaN ? styles[child].explicitSize(cross) : imposedCross
        guard !knownCross.isNaN, aspectRatio(child).isNaN else {
          resizeAlongMain(k, main, to: scratch[k].target)
          continue
        }
        // Both axes decided (stretched or explicit across, the usual case): nothing to
        // measure.
        let crossSize =
          styles[child].extras < 0 ? knownCross : clamp(child, cross, knownCross)
        let length = scratch[k].target
        scratch[k].size =
          main == .vertical
          ? AxisPair(width: crossSize, height: length)
          : AxisPair(width: length, height: crossSize)
        scratch[k].mainFromContent = false
      }
      // Only where the stack's size is decided do flex children take its free space and
      // pack stand aside; a stack sized by its content keeps them at their content sizes
      // (rule H), so pack still places them (an overflow from percentages resolved once its
      // size is known moves them as pack says).
      outcome.flexed = exactMain
    }
    // Rule S: too little room left: children sized by content give way.
    if outcome.shrinkableCount > 0 {
      var used = outcome.marginsMain + spacingTotal
      for k in base..<end { used += scratch[k].size[main] }
      if used > room + tolerance(room) {
        if recordsDecisions {
          stackDecisions[Int32(node), default: StackDecision()].shrinkFree = room - used
        }
        shrinkChildren(base, end, main, deficit: used - room)
      }
    }
  }

  /// The sums a parent reads (main size used, widest child), and rule B's baselines.
  mutating func summarizeStack(_ node: Int, _ outcome: inout StackOutcome) {
    let main = structure.kinds[node].mainAxis
    let cross = main.other
    let base = outcome.base
    let end = base + outcome.count
    outcome.mainUsed = outcome.marginsMain + outcome.spacingTotal
    for k in base..<end {
      outcome.mainUsed += scratch[k].size[main]
      outcome.crossMax = max(outcome.crossMax, scratch[k].size[cross] + scratch[k].marginCross)
    }
    let settings = containers[Int(styles[node].container)]
    if main == .horizontal, settings.align.isBaseline || settings.baselineChildren {
      alignBaselines(node, base, end, settings.align, &outcome)
    }
  }

  /// Rule 2: the child's main size is "explicit ?? intrinsic", its content offered the cross
  /// room at most and the main axis open (flexbox's max-content basis).
  mutating func sizeByContent(_ slot: Int, _ main: Axis) {
    let node = scratch[slot].node
    let style = styles[node]
    if style.extras < 0 {
      // Explicit along the main axis, and across stretched or explicit, with no bounds,
      // padding or ratio (the usual explicitly sized child): nothing to measure.
      let explicitMain = style.explicitSize(main)
      let imposedCross = scratch[slot].imposedCross
      let knownCross = imposedCross.isNaN ? style.explicitSize(main.other) : imposedCross
      if !explicitMain.isNaN, !knownCross.isNaN {
        scratch[slot].size =
          main == .vertical
          ? AxisPair(width: knownCross, height: explicitMain)
          : AxisPair(width: explicitMain, height: knownCross)
        scratch[slot].mainFromContent = false
        scratch[slot].shrinkable = false
        return
      }
    }
    var imposed = AxisPair.unknown
    imposed[main.other] = scratch[slot].imposedCross
    var proposal = AxisPair.unknown
    proposal[main.other] = scratch[slot].crossAvailable
    let resolved = resolveSize(node, imposed: imposed, proposal: proposal, first: .horizontal)
    scratch[slot].size = resolved.size
    scratch[slot].mainFromContent = resolved.fromContent(structure.kinds[node].mainAxis)
    scratch[slot].shrinkable = resolved.fromContent(main)
  }

  /// Gives a child a main size its parent decided (flex, shrink); its cross size is then
  /// measured for it (a text made narrower wraps and gets taller).
  /// `asBound`: the child was shrunk (rule S) and stays sized by its content, laid out at
  /// `length` as the most it may take (a shrunk stack keeps its flex children at their
  /// content minimums and shrinks its own children, rule H).
  mutating func resizeAlongMain(_ slot: Int, _ main: Axis, to length: Double, asBound: Bool = false)
  {
    let node = scratch[slot].node
    let imposedCross = scratch[slot].imposedCross
    if !imposedCross.isNaN,
      !asBound
        || (laysOutExactly(node, main, fromContent: true)
          && structure.kinds[node] != .firstThatFits),
      contentMode(node) == nil
    {
      // Both axes are decided (a stretched flex child, the usual case): nothing to measure.
      let crossSize = clamp(node, main.other, imposedCross)
      scratch[slot].size =
        main == .vertical
        ? AxisPair(width: crossSize, height: length) : AxisPair(width: length, height: crossSize)
      scratch[slot].mainFromContent = false
      return
    }
    var imposed = AxisPair.unknown
    imposed[main] = length
    imposed[main.other] = imposedCross
    var proposal = AxisPair.unknown
    proposal[main.other] = scratch[slot].crossAvailable
    proposal[main] = length
    let resolved = resolveSize(
      node, imposed: imposed, proposal: proposal, first: main.other,
      boundAxis: asBound ? main : nil)
    scratch[slot].size = resolved.size
    scratch[slot].mainFromContent = resolved.fromContent(structure.kinds[node].mainAxis)
  }

  /// Measures a stack's content: its children sized as when it is placed, summed along the
  /// main axis, the widest across.
  mutating func stackContentSize(_ node: Int, _ inner: Proposal) -> AxisPair {
    let main = structure.kinds[node].mainAxis
    let base = scratchTop
    let outcome = sizeStackChildren(
      node, inner: inner.size, exactMain: inner.isExact(main), exactCross: inner.isExact(main.other)
    )
    scratchTop = base
    var size = AxisPair(width: 0, height: 0)
    size[main] = outcome.mainUsed
    size[main.other] = outcome.crossMax
    return size
  }

  /// Places a stack's children inside its content box (`inner`, offset by `origin`).
  mutating func placeStackChildren(_ node: Int, inner: AxisPair, origin: AxisPair) {
    let base = scratchTop
    // A stack whose main size came from its content places its children as it measured
    // them: hugging, at the size it answered (rule H).
    let outcome = sizeStackChildren(
      node, inner: inner, exactMain: !mainFromContent[node], exactCross: true, placing: true)
    positionStackChildren(node, inner: inner, origin: origin, outcome, commit: true)
    recordSharedBaselines(node, outcome, top: origin.height)
    scratchTop = base
  }

  /// Keeps the baselines an HBox lined its children up on (rule B), from its own top, for
  /// the tools that draw them (`sharedBaselines(at:)`); only stacks that line any up.
  private mutating func recordSharedBaselines(_ node: Int, _ outcome: StackOutcome, top: Double) {
    let lined = !outcome.firstBaseline.isNaN || !outcome.lastBaseline.isNaN
    guard lined || !sharedBaselineRecord.isEmpty else { return }
    if lined {
      sharedBaselineRecord[Int32(node)] = NodeBaselines(
        first: top + outcome.firstBaseline, last: top + outcome.lastBaseline)
    } else {
      sharedBaselineRecord[Int32(node)] = nil
    }
  }

  /// Rule 5: where pack puts the first child (from the content box's main start) and what it
  /// adds between children; nothing when flex children took the room. After a full shrink the
  /// free space is 0.
  @inline(__always)
  static func packOffsets(room: Double, _ outcome: StackOutcome, _ pack: Pack) -> (
    lead: Double, between: Double
  ) {
    guard !outcome.flexed else { return (0, 0) }
    var free = room - outcome.mainUsed
    if abs(free) <= tolerance(room) { free = 0 }
    return Spread(pack).offsets(free: free, count: outcome.count)
  }

  /// Rules 5, 6, 7 and B: where each sized child goes: committed as its frame (`commit`),
  /// or into `scratch[…].position`.
  mutating func positionStackChildren(
    _ node: Int, inner: AxisPair, origin: AxisPair, _ outcome: StackOutcome, commit: Bool = false
  ) {
    let main = structure.kinds[node].mainAxis
    let cross = main.other
    let settings = containers[Int(styles[node].container)]
    let base = scratchTop - outcome.count
    let count = outcome.count

    let (lead, between) = Self.packOffsets(room: inner[main], outcome, settings.pack)

    // Rules 6 and 7: positions. Margins of neighbours add up.
    var cursor = origin[main] + lead
    for k in base..<(base + count) {
      let entry = scratch[k]
      let style = styles[entry.node]
      let margins = margins(entry.node)
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
        // LayoutComposer centres a stretch child that has an explicit width; a fitted box
        // is centred too (A3).
        position[cross] =
          centresInFilledSpace(entry.node, cross) ? crossStart + room / 2 : crossStart
      case .firstBaseline, .lastBaseline:
        // Rule B (an HBox): on its group's baseline; in a VBox, as .start.
        if entry.baseline.isNaN {
          position[cross] = crossStart
        } else {
          let group =
            style.align ?? settings.align == .firstBaseline
            ? outcome.firstBaseline : outcome.lastBaseline
          position[cross] = group - entry.baseline
        }
      }
      position[cross] += origin[cross]
      if commit {
        self.commit(
          entry.node,
          Frame(
            x: position.width, y: position.height, width: entry.size.width,
            height: entry.size.height), mainFromContent: entry.mainFromContent)
      } else {
        scratch[k].position = position
      }
    }
  }
}
