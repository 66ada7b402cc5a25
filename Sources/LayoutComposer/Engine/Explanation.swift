// "Why is this frame this size?" The explanation re-runs the sizing of the node's parent from
// the last pass (nothing in the layout pass itself records anything, so explaining costs a
// normal pass nothing) and reads the decisions off the scratch entries, in the words of
// docs/semantics.md.

/// Why a component got its frame: one sentence for each axis of its size and position, with
/// the numbers, in the words of docs/semantics.md.
///
/// ```swift
/// let why = tree.explain(named: "button")!
/// print(why)
/// // width 88 = content: children 56 + padding 32 (hugs: its VBox aligns it .center)
/// // height 36 = content: children 20 + padding 16 (its VBox stacks it at its content height)
/// // x 116 = centred: 0 + (320 − 0 − 0 − 88) / 2
/// // y 0 = first child, pack .start: top margin 0
/// ```
public struct FrameExplanation: Sendable, Hashable, CustomStringConvertible {
  public var width: String
  public var height: String
  public var x: String
  public var y: String

  public var lines: [String] { [width, height, x, y] }
  public var description: String { lines.joined(separator: "\n") }
}

extension LayoutTree {
  /// Explains the frame the last `layout(in:)` gave the node at `index`, or nil before the
  /// first pass.
  public mutating func explain(at index: Int) -> FrameExplanation? {
    guard let area = lastSize, index >= 0, index < structure.count else { return nil }
    scratchTop = 0
    if maxDepth > LargeStack.inlineDepthLimit {
      var result: FrameExplanation?
      LargeStack.run(bytes: LargeStack.bytes(forDepth: maxDepth)) {
        result = self.explainNode(index, area: area)
      }
      return result
    }
    return explainNode(index, area: area)
  }

  /// In right-to-left the rules run mirrored: the x line says how the physical x follows.
  private func mirrorNote(_ node: Int, area: Size, _ text: inout FrameExplanation) {
    guard isRightToLeft else { return }
    let frame = frames.current[node]
    let parent = Int(structure.parent[node])
    let width = parent >= 0 ? frames.current[parent].width : area.width
    let physical = width - frame.x - frame.width
    text.x =
      "x \(short(physical)) = \(short(width)) − \(short(frame.x)) − \(short(frame.width)) (right-to-left, mirrored), where "
      + text.x
  }

  /// `explain(at:)` for the first component with this name.
  public mutating func explain(named name: String) -> FrameExplanation? {
    let nodes = structure.indices(named: name)
    let shown =
      hidden.isEmpty ? nodes.first : nodes.first(where: { !hidden[Int($0)] }) ?? nodes.first
    return shown.flatMap { explain(at: Int($0)) }
  }

  /// `explain(at:)` for a component of the tree.
  public mutating func explain(_ component: Component) -> FrameExplanation? {
    index(of: component).flatMap { explain(at: $0) }
  }

  mutating func explainNode(_ node: Int, area: Size) -> FrameExplanation {
    if node < hidden.count, hidden[node] {
      let why =
        styles[node].hiddenByOption
        ? "hidden (isHidden): out of the layout"
        : alternativeNotChosen(node)
          ?? "hidden: inside a hidden component or an alternative not shown"
      return FrameExplanation(
        width: "width 0 = \(why)", height: "height 0 = \(why)",
        x: "x \(short(frames.current[node].x)) = \(why)",
        y: "y \(short(frames.current[node].y)) = \(why)")
    }
    var text = explainComputed(node, area: area)
    mirrorNote(node, area: area, &text)
    return text
  }

  /// Why an alternative of a FirstThatFits is not the one shown, measured as the choice was:
  /// `not shown: needs 1320 high, has 800`, or the alternative before it that fits.
  private mutating func alternativeNotChosen(_ node: Int) -> String? {
    let parent = Int(structure.parent[node])
    guard parent >= 0, structure.kinds[parent] == .firstThatFits, structure.role(of: node) == nil,
      parent >= hidden.count || !hidden[parent]
    else { return nil }
    let frame = frames.current[parent]
    let pad = padding(parent)
    let content = Proposal(
      AxisPair(
        width: max(0, frame.width - pad.horizontal), height: max(0, frame.height - pad.vertical)),
      exactWidth: true, exactHeight: true)
    let axes = containers[Int(styles[parent].container)].axes
    let trial = alternativeTrial(parent, node, content)
    if !trial.fits {
      for axis in [Axis.horizontal, .vertical] where axes.includes(axis) {
        guard trial.extent[axis] > trial.room[axis] + tolerance(trial.room[axis]) else { continue }
        let what = axis == .horizontal ? "wide" : "high"
        return
          "not shown: needs \(short(trial.extent[axis])) \(what), has \(short(trial.room[axis])) "
          + "(FirstThatFits shows the first alternative that fits)"
      }
    }
    var position = 0
    var child = Int(structure.firstChild[parent])
    while child >= 0, child != node {
      if !styles[child].hiddenByOption, !hidden[child] {
        return "not shown: alternative \(position) before it fits and is shown"
      }
      position += 1
      child = Int(structure.nextSibling[child])
    }
    return nil
  }

  /// The explanation in the rules' own coordinates (leading side first).
  mutating func explainComputed(_ node: Int, area: Size) -> FrameExplanation {
    let frame = frames.current[node]
    let parent = Int(structure.parent[node])
    var text = FrameExplanation(
      width: "width \(short(frame.width))", height: "height \(short(frame.height))",
      x: "x \(short(frame.x))", y: "y \(short(frame.y))")
    guard parent >= 0 else {
      explainRoot(area, frame, &text)
      return text
    }
    let parentFrame = frames.current[parent]
    if structure.role(of: node) != nil {
      // Overlays and backgrounds are placed in their host's whole frame.
      let box = AxisPair(width: parentFrame.width, height: parentFrame.height)
      explainRelativeChild(node, parent, box, .zero, &text)
      return text
    }
    let pad = padding(parent)
    let inner = AxisPair(
      width: max(0, parentFrame.width - pad.horizontal),
      height: max(0, parentFrame.height - pad.vertical))
    switch structure.kinds[parent] {
    case .vbox where wraps(parent), .hbox where wraps(parent):
      explainWrapChild(node, parent, inner, pad, &text)
    case .vbox, .hbox:
      explainStackChild(node, parent, inner, pad, &text)
    case .grid:
      explainGridChild(node, parent, inner, pad, &text)
    case .custom:
      explainCustomChild(node, parent, &text)
    case .relative, .fit, .firstThatFits:
      explainRelativeChild(node, parent, inner, pad, &text)
    case .leaf:
      break
    }
    if let mode = contentMode(node) {
      // A1–A2 decide the size from the space, whatever the parent's rule would give.
      let ratio = short(aspectRatio(node))
      let which = mode == .fit ? "largest box that fits" : "smallest box that covers"
      text.width =
        "width \(short(frame.width)) = contentMode .\(mode.rawValue): the \(which) the space "
        + "its parent gives (aspectRatio \(ratio))"
      text.height =
        "height \(short(frame.height)) = width \(short(frame.width)) / aspectRatio \(ratio)"
    }
    return text
  }

  private func explainRoot(_ area: Size, _ frame: Frame, _ text: inout FrameExplanation) {
    let style = styles[0]
    let m = style.margins
    for axis in [Axis.horizontal, .vertical] {
      let name = axis == .horizontal ? "width" : "height"
      let explicit = style.explicitSize(axis)
      let room = axis == .horizontal ? area.width : area.height
      let margins = axis == .horizontal ? m.horizontal : m.vertical
      let value = axis == .horizontal ? frame.width : frame.height
      var line =
        explicit.isNaN
        ? "\(name) \(short(value)) = fills the area: \(short(room)) − margins \(short(margins))"
        : "\(name) \(short(value)) = explicit \(name)"
      line += clampNote(0, axis, value, unclamped: explicit.isNaN ? room - margins : explicit)
      if axis == .horizontal { text.width = line } else { text.height = line }
    }
    text.x =
      style.width.isNaN
      ? "x \(short(frame.x)) = left margin \(short(m.left))"
      : "x \(short(frame.x)) = centred in the area: \(short(m.left)) + (\(short(area.width)) − \(short(m.horizontal)) − \(short(frame.width))) / 2"
    text.y =
      style.height.isNaN
      ? "y \(short(frame.y)) = top margin \(short(m.top))"
      : "y \(short(frame.y)) = centred in the area: \(short(m.top)) + (\(short(area.height)) − \(short(m.vertical)) − \(short(frame.height))) / 2"
  }

  /// A wrapping stack's child is explained as a child of its line, a stack of its own in the
  /// band the line got across (rules W1–W4).
  private mutating func explainWrapChild(
    _ node: Int, _ parent: Int, _ inner: AxisPair, _ pad: Insets,
    _ text: inout FrameExplanation
  ) {
    let cross = structure.kinds[parent].mainAxis.other
    let hugs = mainFromContent[parent]
    let lines = wrapStackLines(parent, inner: inner, exactMain: !hugs, placing: true)
    let bands = spreadLines(parent, lines, cross: inner[cross])
    let index = Int(wrapLineRecord[Int32(node)] ?? 0)
    guard index < lines.count else { return }
    var band = inner
    band[cross] = bands[index].cross
    let line = StackLine(first: lines[index].first, count: lines[index].count, percentBasis: inner)
    explainStackChild(
      node, parent, band, pad, &text, line: line,
      lineNote: (index, bands[index].offset, lines.count))
  }

  /// A grid's child: its cell area from the sized tracks (rules G1–G6), and in it placed as a
  /// Relative child (G7).
  private mutating func explainGridChild(
    _ node: Int, _ parent: Int, _ inner: AxisPair, _ pad: Insets,
    _ text: inout FrameExplanation
  ) {
    let settings = gridSettings(parent)
    let sized = sizeGrid(parent, Proposal(inner, exactWidth: true, exactHeight: true))
    guard let item = sized.items.first(where: { $0.node == node }) else { return }
    let (xs, ys) = trackStarts(parent, sized.widths, sized.heights, in: inner)
    func extent(
      _ starts: [Double], _ sizes: [Double], _ start: Int, _ span: Int, _ spacing: Double
    ) -> (Double, String) {
      let parts = sizes[start..<(start + span)].map(short)
      let total = Self.areaLength(starts, sizes, spacing, start, span)
      let spread = total - sizes[start..<(start + span)].reduce(0, +) - spacing * Double(span - 1)
      var written =
        span == 1
        ? parts[0]
        : parts.joined(separator: " + ") + " + spacing \(short(spacing * Double(span - 1)))"
      if spread > 0 { written += " + \(short(spread)) spread between them (G6)" }
      return (total, written)
    }
    let (width, widthTerms) = extent(
      xs, sized.widths, item.column, item.columnSpan, settings.columnSpacing)
    let (height, heightTerms) = extent(
      ys, sized.heights, item.row, item.rowSpan, settings.rowSpacing)
    explainRelativeChild(
      node, parent, AxisPair(width: width, height: height), pad, &text,
      cell: (xs[item.column], ys[item.row]))
    let columns =
      item.columnSpan == 1
      ? "column \(item.column)" : "columns \(item.column)–\(item.column + item.columnSpan - 1)"
    let rows =
      item.rowSpan == 1 ? "row \(item.row)" : "rows \(item.row)–\(item.row + item.rowSpan - 1)"
    text.width += " (its cell area: \(columns) of \(sized.widths.count), \(widthTerms))"
    text.height += " (its cell area: \(rows) of \(sized.heights.count), \(heightTerms))"
    text.x +=
      " + \(columns.hasPrefix("columns") ? "its first column" : "its column") starts at \(short(xs[item.column]))"
    text.y +=
      " + \(rows.hasPrefix("rows") ? "its first row" : "its row") starts at \(short(ys[item.row]))"
  }

  private mutating func explainStackChild(
    _ node: Int, _ parent: Int, _ inner: AxisPair, _ pad: Insets,
    _ text: inout FrameExplanation, line: StackLine? = nil,
    lineNote: (index: Int, offset: Double, count: Int)? = nil
  ) {
    let kind = structure.kinds[parent]
    let main = kind.mainAxis
    let cross = main.other
    let settings = containers[Int(styles[parent].container)]
    let hugs = mainFromContent[parent]
    let base = scratchTop
    // Sized again as the pass sized it, this time keeping what rules 4 and S decided.
    recordsDecisions = true
    stackDecisions[Int32(parent)] = nil
    let outcome = sizeStackChildren(
      parent, inner: inner, exactMain: !hugs, exactCross: true, placing: true, line: line)
    let decision = stackDecisions[Int32(parent)] ?? StackDecision()
    recordsDecisions = false
    stackDecisions = [:]
    defer { scratchTop = base }
    var slot = base
    while scratch[slot].node != node { slot += 1 }
    let entry = scratch[slot]
    let style = styles[node]
    let frame = frames.current[node]
    let layoutName = kind == .vbox ? "VBox" : "HBox"

    // Cross size (rule 1).
    let crossName = cross == .horizontal ? "width" : "height"
    let crossValue = entry.size[cross]
    var crossLine = "\(crossName) \(short(crossValue)) = "
    if !style.explicitSize(cross).isNaN {
      crossLine += "explicit \(crossName)"
      crossLine += clampNote(node, cross, crossValue, unclamped: style.explicitSize(cross))
    } else if !entry.imposedCross.isNaN {
      crossLine +=
        "stretched: \(short(inner[cross])) − margins \(short(entry.marginCross)) (align .stretch)"
      crossLine += clampNote(node, cross, crossValue, unclamped: entry.imposedCross)
    } else {
      let why =
        fitsContent(node, along: cross)
        ? "pack: .fit"
        : "hugs: its \(layoutName) aligns it .\((style.align ?? settings.align).rawValue)"
      let resized =
        (entry.flex > 0 && outcome.flexed)
        || (entry.shrinkable && entry.basis > 0 && entry.size[main] < entry.basis)
      crossLine += contentPhrase(
        node, cross, crossValue, offered: entry.crossAvailable,
        other: resized ? entry.size[main] : .nan, why: why)
    }

    // Main size (rules 2, 4 and S).
    let mainName = main == .horizontal ? "width" : "height"
    let mainValue = entry.size[main]
    var mainLine = "\(mainName) \(short(mainValue)) = "
    let end = base + outcome.count
    if entry.flex > 0, outcome.flexed {
      // The pass's own numbers: the room it handed the flex children (rule 4) less their
      // bases; the terms say where the rest of the content box went.
      var others: [String] = []
      var flexSum = 0.0
      var basisSum = 0.0
      for k in base..<end {
        if scratch[k].flex > 0 {
          flexSum += scratch[k].flex
          basisSum += scratch[k].basis
        } else {
          others.append(short(scratch[k].size[main]))
        }
      }
      let free = decision.flexRoom - basisSum
      var terms = [short(inner[main])] + others
      if outcome.marginsMain != 0 { terms.append("\(short(outcome.marginsMain)) (margins)") }
      if outcome.spacingTotal != 0 { terms.append("\(short(outcome.spacingTotal)) (spacing)") }
      if basisSum != 0 { terms.append("\(short(basisSum)) (flex bases)") }
      mainLine +=
        (entry.basis != 0 ? "basis \(short(entry.basis)) + " : "")
        + "flex \(short(entry.flex)) of \(short(flexSum)) × free space \(short(max(0, free))) (\(terms.joined(separator: " − ")))"
      if entry.target != entry.wanted {
        mainLine +=
          entry.target > entry.wanted
          ? ", held at its minimum \(short(entry.target))"
          : ", stopped at its maximum \(short(entry.target))"
      }
    } else if !style.explicitSize(main).isNaN {
      mainLine += "explicit \(mainName)"
      mainLine += clampNote(node, main, mainValue, unclamped: style.explicitSize(main))
    } else if entry.shrinkable, entry.basis > 0, mainValue < entry.basis, !decision.shrinkFree.isNaN
    {
      mainLine +=
        "shrunk from \(short(entry.basis)) (F = \(short(decision.shrinkFree)), shared by ideal size; minimum \(short(entry.lower)))"
      if mainValue == entry.lower { mainLine += ", at its minimum" }
      let priority = layoutPriority(node)
      if priority != 0 { mainLine += ", layoutPriority \(short(priority))" }
    } else {
      let why =
        hugs
        ? "hugs: its \(layoutName) is sized by its content"
        : "its \(layoutName) stacks it at its content \(mainName)"
      mainLine += contentPhrase(
        node, main, mainValue, offered: .nan, other: entry.size[cross], why: why)
    }

    // Positions (rules 5, 6 and 7), from the pass's pack offsets and the margins it used.
    let mainPosition = main == .vertical ? frame.y : frame.x
    let m = margins(node)
    let (lead, between) = Self.packOffsets(room: inner[main], outcome, settings.pack)
    let mainStart = main == .vertical ? m.top : m.left
    let crossStart = main == .vertical ? m.left : m.top
    let crossEnd = main == .vertical ? m.right : m.bottom
    let padMain = main == .vertical ? pad.top : pad.left
    let padCross = main == .vertical ? pad.left : pad.top
    let mainCoordinate = main == .vertical ? "y" : "x"
    let crossCoordinate = cross == .vertical ? "y" : "x"
    var mainPositionLine = "\(mainCoordinate) \(short(mainPosition)) = "
    let padNote = padMain != 0 ? " + padding \(short(padMain))" : ""
    if slot == base {
      mainPositionLine +=
        outcome.flexed || lead == 0
        ? "first child: \(main == .vertical ? "top" : "left") margin \(short(mainStart))\(padNote)"
        : "first child, pack .\(settings.pack.rawValue): offset \(short(lead)) + \(main == .vertical ? "top" : "left") margin \(short(mainStart))\(padNote)"
    } else {
      let previous = scratch[slot - 1].node
      let previousFrame = frames.current[previous]
      let previousEnd = main == .vertical ? previousFrame.maxY : previousFrame.maxX
      let previousMargins = margins(previous)
      let previousMargin = main == .vertical ? previousMargins.bottom : previousMargins.right
      let gap = settings.spacing + between
      let name = structure.names[previous].map(LayoutProblem.quoted) ?? "child \(slot - base - 1)"
      mainPositionLine +=
        "after \(name), which ends at \(short(previousEnd)): + its margin \(short(previousMargin))"
        + (gap != 0 ? " + spacing \(short(gap))" : "") + " + margin \(short(mainStart))"
    }

    let lineOffset = lineNote?.offset ?? 0
    let crossPosition = (cross == .vertical ? frame.y : frame.x) - padCross - lineOffset
    let crossPadNote =
      (padCross != 0 ? " + padding \(short(padCross))" : "")
      + (lineNote.map {
        " + line \($0.index) of \($0.count) starts at \(short($0.offset)) (alignLines .\(settings.alignLines.rawValue), lineSpacing \(short(settings.lineSpacing)))"
      } ?? "")
    var crossPositionLine =
      "\(crossCoordinate) \(short(crossPosition + padCross + lineOffset)) = "
    let align = style.align ?? settings.align
    let room =
      "(\(short(inner[cross])) − \(short(crossStart)) − \(short(crossEnd)) − \(short(crossValue))) / 2"
    switch align {
    case .start:
      crossPositionLine += "align .start: margin \(short(crossStart))\(crossPadNote)"
    case .end:
      crossPositionLine +=
        "align .end: \(short(inner[cross])) − margin \(short(crossEnd)) − \(short(crossValue))\(crossPadNote)"
    case .center:
      crossPositionLine += "centred: \(short(crossStart)) + \(room)\(crossPadNote)"
    case .stretch:
      let why =
        contentMode(node).map { "a box of contentMode .\($0.rawValue)" }
        ?? "an explicit \(crossName)"
      crossPositionLine +=
        !centresInFilledSpace(node, cross)
        ? "stretched from the margin \(short(crossStart))\(crossPadNote)"
        : "centred (stretch with \(why)): \(short(crossStart)) + \(room)\(crossPadNote)"
    case .firstBaseline, .lastBaseline:
      if entry.baseline.isNaN {
        crossPositionLine +=
          "align .start (baselines apply in an HBox): margin \(short(crossStart))"
      } else {
        let group = align == .firstBaseline ? outcome.firstBaseline : outcome.lastBaseline
        let which = align == .firstBaseline ? "first" : "last"
        crossPositionLine +=
          "on the \(which) baseline: the group's baseline \(short(group)) − its own \(short(entry.baseline))\(crossPadNote)"
      }
    }

    if main == .vertical {
      text = FrameExplanation(
        width: crossLine, height: mainLine, x: crossPositionLine, y: mainPositionLine)
    } else {
      text = FrameExplanation(
        width: mainLine, height: crossLine, x: mainPositionLine, y: crossPositionLine)
    }
  }

  /// A custom layout's child: what the layout asked for and where it put it.
  private func explainCustomChild(_ node: Int, _ parent: Int, _ text: inout FrameExplanation) {
    let frame = frames.current[node]
    let name = customLayout(parent).name
    guard let request = customRequests[Int32(node)] else {
      let why = "not placed by \(name): a zero frame at its content box's origin"
      text = FrameExplanation(
        width: "width 0 = \(why)", height: "height 0 = \(why)", x: "x \(short(frame.x)) = \(why)",
        y: "y \(short(frame.y)) = \(why)")
      return
    }
    func phrase(_ axis: AxisRequest, _ dimension: String, _ value: Double) -> String {
      switch axis {
      case .exactly(let v): "\(dimension) \(short(value)) = \(name) asked for exactly \(short(v))"
      case .atMost(let v):
        "\(dimension) \(short(value)) = its content, \(name) asked for at most \(short(v))"
      case .unspecified:
        "\(dimension) \(short(value)) = its ideal \(dimension), \(name) asked for any"
      }
    }
    text.width = phrase(request.width, "width", frame.width)
    text.height = phrase(request.height, "height", frame.height)
    let reasons = customReasons[Int32(node)]
    text.x = "x \(short(frame.x)) = placed there by \(name)" + (reasons?.x.map { ": " + $0 } ?? "")
    text.y = "y \(short(frame.y)) = placed there by \(name)" + (reasons?.y.map { ": " + $0 } ?? "")
  }

  private mutating func explainRelativeChild(
    _ node: Int, _ parent: Int, _ inner: AxisPair, _ pad: Insets,
    _ text: inout FrameExplanation, cell: (x: Double, y: Double)? = nil
  ) {
    let style = styles[node]
    let frame = frames.current[node]
    let alignments = relativeAlignments(parent, node)
    let layoutName =
      structure.role(of: node).map { "host (as its \($0.rawValue))" }
      ?? (cell != nil
        ? "cell area" : structure.kinds[parent] == .relative ? "Relative" : "Fit")
    let m = style.margins
    for axis in [Axis.horizontal, .vertical] {
      let name = axis == .horizontal ? "width" : "height"
      let value = axis == .horizontal ? frame.width : frame.height
      let aligned = axis == .horizontal ? alignments.halign != nil : alignments.valign != nil
      let margins = axis == .horizontal ? m.horizontal : m.vertical
      var line = "\(name) \(short(value)) = "
      let explicit = style.explicitSize(axis)
      if !explicit.isNaN {
        line += "explicit \(name)" + clampNote(node, axis, value, unclamped: explicit)
      } else if !aligned, !fitsContent(node, along: axis) {
        line +=
          "fills its \(layoutName): \(short(inner[axis])) − margins \(short(margins))"
          + clampNote(node, axis, value, unclamped: max(0, inner[axis] - margins))
      } else {
        let alignment =
          axis == .horizontal
          ? alignments.halign.map { "halign .\($0.rawValue)" }
          : alignments.valign.map { "valign .\($0.rawValue)" }
        line += contentPhrase(
          node, axis, value, offered: max(0, inner[axis] - margins),
          other: axis == .vertical ? frame.width : .nan,
          why: alignment.map { "hugs: placed by \($0)" } ?? "pack: .fit")
      }
      if axis == .horizontal { text.width = line } else { text.height = line }
    }
    let rtl = isRightToLeft
    let h = alignments.halign.map { Self.edge($0, rightToLeft: rtl) }
    let v = alignments.valign.map(Self.edge)
    text.x =
      "x \(short(frame.x)) = "
      + edgePhrase(
        h, m.left, m.right, inner.width, frame.width,
        explicit: centresInFilledSpace(node, .horizontal),
        pad: pad.left)
    text.y =
      "y \(short(frame.y)) = "
      + edgePhrase(
        v, m.top, m.bottom, inner.height, frame.height,
        explicit: centresInFilledSpace(node, .vertical),
        pad: pad.top)
  }

  private func edgePhrase(
    _ edge: Edge?, _ start: Double, _ end: Double, _ room: Double, _ size: Double,
    explicit: Bool, pad: Double
  ) -> String {
    let padNote = pad != 0 ? " + padding \(short(pad))" : ""
    switch edge ?? (explicit ? .center : .start) {
    case .start:
      return
        (edge == nil
        ? "fills from the margin \(short(start))" : "at the start: margin \(short(start))")
        + padNote
    case .end:
      return "at the end: \(short(room)) − margin \(short(end)) − \(short(size))" + padNote
    case .center:
      return
        "centred: \(short(start)) + (\(short(room)) − \(short(start)) − \(short(end)) − \(short(size))) / 2"
        + padNote
    }
  }

  /// "content: its Text answers 56 at most 288 (hugs: …)", or for a container its children
  /// and padding. `other`: the size on the other axis when it was known (exact), else NaN.
  private mutating func contentPhrase(
    _ node: Int, _ axis: Axis, _ value: Double, offered: Double, other: Double, why: String
  ) -> String {
    let pad = padding(node)
    let padding = axis == .horizontal ? pad.horizontal : pad.vertical
    let ask = contentAsk(node, axis, offered, other: other)
    let content = contentSize(node, ask)[axis] - padding
    var at = ask.size[axis].isNaN ? "" : " at most \(short(ask.size[axis] - padding))"
    if !other.isNaN {
      at += " for its \(axis == .horizontal ? "height" : "width") \(short(other))"
    }
    var what: String
    if structure.kinds[node] == .leaf {
      let item = styles[node].item
      what =
        item < 0 ? "no content" : "its \(itemName(items[Int(item)])) answers \(short(content))\(at)"
    } else {
      let first = Int(structure.firstChild[node])
      let only = first >= 0 && structure.nextSibling[first] < 0
      let label =
        only ? structure.names[first].map(LayoutProblem.quoted) ?? "its child" : "its children"
      what = "\(label) \(short(content))"
    }
    if padding != 0 { what += " + padding \(short(padding))" }
    let ratio = aspectRatio(node)
    var line = "content: \(what) (\(why))"
    if !ratio.isNaN { line += "; aspectRatio \(short(ratio)) decides one axis from the other" }
    return line + clampNote(node, axis, value, unclamped: content + padding)
  }

  private func itemName(_ item: any LayoutItem) -> String {
    switch item {
    case is Text: "Text"
    case is Placeholder: "Placeholder"
    case is String: "name"
    default: "item"
    }
  }

  /// ", clamped by maxWidth 260" where a bound decided the size.
  private func clampNote(_ node: Int, _ axis: Axis, _ value: Double, unclamped: Double?) -> String {
    let e = styles[node].extras
    guard e >= 0 else { return "" }
    let extra = extras[Int(e)]
    let (minimum, maximum, minName, maxName) =
      axis == .horizontal
      ? (extra.minWidth, extra.maxWidth, "minWidth", "maxWidth")
      : (extra.minHeight, extra.maxHeight, "minHeight", "maxHeight")
    if let unclamped, unclamped == value { return "" }
    if value == maximum, maximum.isFinite { return ", clamped by \(maxName) \(short(maximum))" }
    if value == minimum, minimum > 0 { return ", clamped by \(minName) \(short(minimum))" }
    return ""
  }
}

/// A number for people: integers without a fraction, others to two decimals, minus as "−".
func short(_ value: Double) -> String {
  guard value.isFinite else { return "\(value)" }
  let rounded = (value * 100).rounded() / 100
  let text = formatNumber(rounded)
  return text.hasPrefix("-") ? "−" + text.dropFirst() : text
}
