// Measuring: how big a node wants to be for a proposal. Parents ask; leaves ask their item.
// Rules: docs/semantics.md, "Sizes", "Hugging", "Proposals" and "Minimum sizes".

/// A child's size as its parent's rule decided it, and on which axes it came from content.
struct ResolvedSize {
  var size: AxisPair
  var widthFromContent: Bool
  var heightFromContent: Bool

  func fromContent(_ axis: Axis) -> Bool {
    axis == .horizontal ? widthFromContent : heightFromContent
  }

  mutating func setFromContent(_ axis: Axis) {
    if axis == .horizontal { widthFromContent = true } else { heightFromContent = true }
  }
}

extension LayoutTree {
  /// Padding as the rules see it: leading side first (swapped in right-to-left).
  @inline(__always)
  func padding(_ node: Int) -> Insets {
    let e = styles[node].extras
    guard e >= 0 else { return .zero }
    var p = extras[Int(e)].padding
    if isRightToLeft { swap(&p.left, &p.right) }
    return p
  }

  /// The bounds of a node's size on an axis: min/max, and never less than its padding.
  @inline(__always)
  func bounds(_ node: Int, _ axis: Axis) -> (low: Double, high: Double) {
    let e = styles[node].extras
    guard e >= 0 else { return (0, LayoutLimits.maximumLength) }
    let extra = extras[Int(e)]
    return axis == .horizontal
      ? (
        max(extra.minWidth, extra.padding.horizontal),
        min(extra.maxWidth, LayoutLimits.maximumLength)
      )
      : (
        max(extra.minHeight, extra.padding.vertical),
        min(extra.maxHeight, LayoutLimits.maximumLength)
      )
  }

  /// Clamps to the node's own min/max only, without the floor of its padding.
  @inline(__always)
  func clampToOwnBounds(_ node: Int, _ axis: Axis, _ value: Double) -> Double {
    let e = styles[node].extras
    guard e >= 0 else { return value }
    let extra = extras[Int(e)]
    return axis == .horizontal
      ? max(extra.minWidth, min(value, extra.maxWidth))
      : max(extra.minHeight, min(value, extra.maxHeight))
  }

  /// Clamps to `bounds`; where min and max conflict, min wins (as in CSS).
  @inline(__always)
  func clamp(_ node: Int, _ axis: Axis, _ value: Double) -> Double {
    let (low, high) = bounds(node, axis)
    return max(low, min(value, high))
  }

  @inline(__always)
  func aspectRatio(_ node: Int) -> Double {
    let e = styles[node].extras
    return e < 0 ? .nan : extras[Int(e)].aspectRatio
  }

  @inline(__always)
  func layoutPriority(_ node: Int) -> Double {
    let e = styles[node].extras
    return e < 0 ? 0 : extras[Int(e)].layoutPriority
  }

  /// Whether the node is a stack with `pack: .fit` whose own main axis is `axis`: on that
  /// axis it takes its content size, whatever its parent would do.
  @inline(__always)
  func fitsContent(_ node: Int, along axis: Axis) -> Bool {
    let kind = structure.kinds[node]
    guard kind.isStack, kind.mainAxis == axis else { return false }
    return containers[Int(styles[node].container)].pack == .fit
  }

  /// Whether the node, once its size on `axis` is decided, lays its children out at that size
  /// exactly (stretching and flexing into it) or as the most they may take. A stack whose own
  /// main axis came from its content keeps its children at their content sizes there, within
  /// the bound (rule H); everything else lays out exactly. Measuring the other axis for a
  /// decided one asks the same way, so a node measures what it then places.
  @inline(__always)
  func laysOutExactly(_ node: Int, _ axis: Axis, fromContent: Bool) -> Bool {
    guard fromContent else { return true }
    let kind = structure.kinds[node]
    return !(kind.isStack && kind.mainAxis == axis)
  }

  /// Sizes a node as its parent's rule says.
  ///
  /// - `imposed`: the size the parent sets on an axis (stretch, fill, flex, shrink), NaN where
  ///   the node is "explicit ?? intrinsic". The caller passes an imposed size only where the
  ///   node has no explicit size, except a flex basis, which the flex share already includes.
  /// - `proposal`: the most the parent offers on each axis where it asks for content (NaN:
  ///   no bound). Content may take less (it hugs) or, where it cannot wrap, more.
  /// - `first`: the axis decided first; the second is then measured for it (height-for-width
  ///   in a VBox, width-for-height in an HBox).
  /// - `boundAxis`: an axis whose imposed size is the most the node's content may take rather
  ///   than a size decided from outside (a child that rule S shrank): the node stays sized by
  ///   its content there and is laid out at that bound, as rule H lays out a stack whose
  ///   content does not fit.
  mutating func resolveSize(
    _ node: Int, imposed: AxisPair, proposal: AxisPair, first: Axis, boundAxis: Axis? = nil
  ) -> ResolvedSize {
    let style = styles[node]
    var size = AxisPair(
      width: imposed.width.isNaN ? style.width : imposed.width,
      height: imposed.height.isNaN ? style.height : imposed.height)
    var proposal = proposal
    if let boundAxis, structure.kinds[node] == .firstThatFits {
      // Shrunk to a bound, a FirstThatFits chooses for it and is then its chosen child's
      // size (SwiftUI's ViewThatFits), not the bound: the bound becomes its proposal.
      alternativesBound(node, boundAxis, &size, &proposal)
    }
    var result = ResolvedSize(size: size, widthFromContent: false, heightFromContent: false)
    if !size.width.isNaN { size.width = clamp(node, .horizontal, size.width) }
    if !size.height.isNaN { size.height = clamp(node, .vertical, size.height) }
    if let boundAxis {
      result.setFromContent(boundAxis)
    }
    let ratio = aspectRatio(node)
    // A1–A2: with a content mode the space decides, not the content.
    if contentMode(node) != nil, let fitted = resolveFitted(node, size, proposal) {
      return fitted
    }
    // With an aspect ratio and neither axis known, the width comes from the content and the
    // height from the ratio, in any parent.
    let first = !ratio.isNaN && size.width.isNaN && size.height.isNaN ? .horizontal : first
    let second = first.other
    if !ratio.isNaN {
      applyRatio(node, ratio, &size)
      limitThroughRatio(node, ratio, imposed: imposed, &size)
    }

    let secondWasOpen = size[second].isNaN
    let firstContent = measureIfOpen(node, first, proposal, ratio, &size, &result)
    measureIfOpen(node, second, proposal, ratio, &size, &result)
    // The first axis was measured before the second was known. If the second came out other
    // than the size that measurement implied (a maxWidth clamped it, in an HBox), measure the
    // first again for it: a text made narrower by its maxWidth wraps and gets taller.
    // The same when a minimum or maximum moved the first axis away from its content: what
    // is measured again is the content, at the size the second axis got.
    if let firstContent, ratio.isNaN, secondWasOpen, !size[second].isNaN,
      firstContent[second] != size[second]
    {
      let content = contentSize(
        node,
        contentAsk(
          node, first, proposal[first], other: size[second],
          otherIsExact: laysOutExactly(node, second, fromContent: result.fromContent(second))))
      size[first] = clamp(node, first, content[first])
      if first == .horizontal {
        result.widthFromContent = size[first] == content[first]
      } else {
        result.heightFromContent = size[first] == content[first]
      }
    }
    result.size = size
    return result
  }

  /// Fills one open axis from the node's content. The content is offered at most the
  /// proposal, and no more than the node's own maximum (a `maxWidth: 260` bubble lets its
  /// text wrap at 260 and hugs the wrapped lines); the other axis is exact where it is known
  /// already.
  /// Returns the content's answer when it measured, nil when the axis was known.
  @inline(__always)
  @discardableResult
  mutating func measureIfOpen(
    _ node: Int, _ axis: Axis, _ proposal: AxisPair, _ ratio: Double,
    _ size: inout AxisPair, _ result: inout ResolvedSize
  ) -> AxisPair? {
    guard size[axis].isNaN else { return nil }
    let other = axis.other
    let ask = contentAsk(
      node, axis, proposal[axis],
      other: size[other].isNaN ? proposal[other] : size[other],
      otherIsExact: !size[other].isNaN
        && laysOutExactly(node, other, fromContent: result.fromContent(other)))
    let content = contentSize(node, ask)
    size[axis] = clamp(node, axis, content[axis])
    if size[axis] == content[axis] { result.setFromContent(axis) }
    if !ratio.isNaN, size[other].isNaN {
      // The other axis follows from the ratio; where its own min/max stop it, this axis
      // follows back from that bound (CSS transfers bounds through a ratio the same way), so
      // a ratio with a minHeight stays a ratio.
      // The floor a padding sets is not such a bound: a box only grows around its padding.
      let derived = other == .vertical ? size[axis] / ratio : size[axis] * ratio
      let bounded = clampToOwnBounds(node, other, derived)
      size[other] = clamp(node, other, derived)
      if bounded != derived {
        size[axis] = clamp(
          node, axis, axis == .horizontal ? bounded * ratio : bounded / ratio)
        if axis == .horizontal {
          result.widthFromContent = false
        } else {
          result.heightFromContent = false
        }
      }
    }
    return content
  }

  /// What a node's content is asked for an axis: at most `offered` (NaN: no bound) and no
  /// more than the node's own maximum; the other axis at `other`, exact when it is decided.
  @inline(__always)
  func contentAsk(
    _ node: Int, _ axis: Axis, _ offered: Double, other: Double, otherIsExact: Bool = true
  ) -> Proposal {
    var ask = Proposal(AxisPair.unknown)
    ask.size[axis] = boundedOffer(node, axis, offered)
    if otherIsExact, !other.isNaN {
      ask.size[axis.other] = other
      ask.exactMask = axis.other == .horizontal ? 1 : 2
    } else {
      ask.size[axis.other] = boundedOffer(node, axis.other, other)
    }
    return ask
  }

  /// An "at most" offer (NaN: none) within the node's own maximum on that axis.
  @inline(__always)
  func boundedOffer(_ node: Int, _ axis: Axis, _ offered: Double) -> Double {
    let high = bounds(node, axis).high
    return high < LayoutLimits.maximumLength && !(offered <= high) ? high : offered
  }

  /// aspectRatio (width / height): when exactly one axis is known, the other follows.
  @inline(__always)
  func applyRatio(_ node: Int, _ ratio: Double, _ size: inout AxisPair) {
    if !size.width.isNaN, size.height.isNaN {
      size.height = clamp(node, .vertical, size.width / ratio)
    } else if size.width.isNaN, !size.height.isNaN {
      size.width = clamp(node, .horizontal, size.height * ratio)
    }
  }

  /// A maximum on the axis a ratio derives limits the axis it derives it from, where the
  /// parent set that one (a stretch, a fill): `maxHeight: 400` keeps a stretched square
  /// square, as `maxWidth: 400` does. An explicit size stays as written.
  // Not inlined: measuring recurses through `resolveSize`, and a debug build gives every
  // inlined temporary a slot in its frame (deep trees run on a stack sized per level).
  @inline(never)
  func limitThroughRatio(
    _ node: Int, _ ratio: Double, imposed: AxisPair, _ size: inout AxisPair
  ) {
    for axis in [Axis.horizontal, .vertical] where !imposed[axis].isNaN {
      let other = axis.other
      guard imposed[other].isNaN, styles[node].explicitSize(other).isNaN else { continue }
      let derived = other == .vertical ? size[axis] / ratio : size[axis] * ratio
      let high = bounds(node, other).high
      guard derived > high else { continue }
      size[axis] = clamp(node, axis, axis == .horizontal ? high * ratio : high / ratio)
      size[other] = clamp(node, other, high)
    }
  }

  /// The node's intrinsic size, padding included, for a proposal of its outer size.
  /// Answers are cached per node until the node or a descendant changes.
  mutating func contentSize(_ node: Int, _ proposal: Proposal) -> AxisPair {
    let kind = structure.kinds[node]
    let key = kind == .leaf ? proposal.forLeaf : proposal
    if let hit = caches.lookup(node, key) { return hit }
    counters.nodeMeasurements += 1
    let pad = padding(node)
    var inner = key
    inner.size = AxisPair(
      width: proposal.size.width.isNaN ? .nan : max(0, proposal.size.width - pad.horizontal),
      height: proposal.size.height.isNaN ? .nan : max(0, proposal.size.height - pad.vertical))
    var size: AxisPair
    switch kind {
    case .leaf:
      size = measureItem(node, inner.size)
    case .vbox, .hbox:
      size = wraps(node) ? wrapContentSize(node, inner) : stackContentSize(node, inner)
    case .grid:
      size = gridContentSize(node, inner)
    case .relative, .fit:
      size = relativeContentSize(node, inner)
    case .firstThatFits:
      size = alternativeContentSize(node, inner)
    case .custom:
      size = customContentSize(node, inner)
    }
    size.width = sanitizedSize(size.width + pad.horizontal)
    size.height = sanitizedSize(size.height + pad.vertical)
    caches.store(node, key, size)
    return size
  }

  /// The node's minimum along `axis` (SwiftUI's convention: its content size for a proposal
  /// of 0 there), with the other axis exact at `other` or, when that is NaN, at most `room`.
  /// Clamped by the node's own min/max.
  mutating func minimumSize(_ node: Int, _ axis: Axis, other: Double, room: Double) -> Double {
    let explicit = styles[node].explicitSize(axis)
    if !explicit.isNaN { return clamp(node, axis, explicit) }
    // A4: a fitted box can be as small as the space; only its own minimum holds it.
    if contentMode(node) != nil { return clamp(node, axis, 0) }
    let ratio = aspectRatio(node)
    if !ratio.isNaN {
      // With the other axis known, an aspect ratio decides this one: that is its minimum too
      // (CSS's automatic minimum goes through the ratio the same way).
      let ownOther = styles[node].explicitSize(axis.other)
      let known = !other.isNaN ? other : ownOther.isNaN ? .nan : clamp(node, axis.other, ownOther)
      if !known.isNaN {
        return clamp(node, axis, axis == .horizontal ? known * ratio : known / ratio)
      }
    }
    var ask = Proposal(AxisPair.unknown)
    ask.size[axis] = 0
    if !other.isNaN {
      ask.size[axis.other] = other
      ask.exactMask = axis.other == .horizontal ? 1 : 2
    } else {
      ask.size[axis.other] = boundedOffer(node, axis.other, room)
    }
    // Measured first: calling the non-mutating `clamp` around the mutating `contentSize`
    // would copy the whole tree (and then every cache write would copy the caches).
    let content = contentSize(node, ask)[axis]
    return clamp(node, axis, content)
  }

  /// Asks a leaf's item; a leaf without one is empty. A proposal of 0 on an axis asks for the
  /// item's minimum there. Answers that are not sizes count as 0.
  mutating func measureItem(_ node: Int, _ inner: AxisPair) -> AxisPair {
    let index = styles[node].item
    guard index >= 0 else { return AxisPair(width: 0, height: 0) }
    counters.itemMeasurements += 1
    let proposal = ProposedSize(
      width: inner.width.isNaN ? nil : inner.width,
      height: inner.height.isNaN ? nil : inner.height)
    let item = items[Int(index)]
    let answer =
      inner.width == 0 || inner.height == 0
      ? item.minimumSize(proposal) : item.sizeThatFits(proposal)
    return AxisPair(width: sanitizedSize(answer.width), height: sanitizedSize(answer.height))
  }
}

/// The space a child gets on an axis once its margins are taken off (NaN stays NaN).
@inline(__always)
func available(_ space: Double, minus margins: Double) -> Double {
  space.isNaN ? .nan : max(0, space - margins)
}
