// Aspect fit and fill: a component with an aspect ratio and a content mode takes the space its
// parent gives it on both axes and answers the largest (fit) or smallest (fill) box of its
// ratio for that space. Rules A1–A4 in docs/semantics.md, "Aspect fit and fill".

extension LayoutTree {
  /// The node's content mode, where it also has an aspect ratio (without one it means nothing).
  @inline(__always)
  func contentMode(_ node: Int) -> ContentMode? {
    let e = styles[node].extras
    guard e >= 0 else { return nil }
    let extra = extras[Int(e)]
    return extra.aspectRatio.isNaN ? nil : extra.contentMode
  }

  /// Whether a child that its parent stretches or fills on `axis` is centred in that space
  /// rather than put at its start: it has an explicit size there (LayoutComposer's rule), or
  /// it is a fitted box (A3), which is usually smaller than the space on one axis.
  @inline(__always)
  func centresInFilledSpace(_ node: Int, _ axis: Axis) -> Bool {
    !styles[node].explicitSize(axis).isNaN || contentMode(node) != nil
  }

  /// `resolveSize` for a node with a content mode: its fitted box for the space (the size
  /// set, else the proposal), nil when the node has none or the space is open on both axes.
  /// Apart from `resolveSize`, so its temporaries stay out of the frame every level of a
  /// deep tree's measuring takes.
  @inline(never)
  func resolveFitted(_ node: Int, _ size: AxisPair, _ proposal: AxisPair) -> ResolvedSize? {
    guard let mode = contentMode(node) else { return nil }
    let space = AxisPair(
      width: size.width.isNaN ? proposal.width : size.width,
      height: size.height.isNaN ? proposal.height : size.height)
    guard let fitted = fittedSize(node, aspectRatio(node), mode, space: space) else { return nil }
    var result = ResolvedSize(size: fitted.size, widthFromContent: false, heightFromContent: false)
    result.widthFromContent = fitted.derivedWidth
    result.heightFromContent = fitted.derivedHeight
    return result
  }

  /// A FirstThatFits shrunk to a bound on `axis` chooses for it: the bound becomes the most
  /// it is offered there, and its size comes from the alternative it then shows.
  @inline(never)
  func alternativesBound(
    _ node: Int, _ axis: Axis, _ size: inout AxisPair, _ proposal: inout AxisPair
  ) {
    guard styles[node].explicitSize(axis).isNaN, !size[axis].isNaN else { return }
    proposal[axis] = size[axis]
    size[axis] = .nan
  }

  /// A1 and A2: the box of ratio `ratio` (width / height) for `space`, each axis the size the
  /// parent set or else the most it offers (NaN: no bound), within the node's min and max.
  /// Nil when neither axis is bounded: then the ratio derives the height from the content's
  /// width, as without a content mode. With one axis bounded, the other follows from it.
  /// `derived` says which axes came from the ratio alone, so a stack may still shrink them.
  func fittedSize(
    _ node: Int, _ ratio: Double, _ mode: ContentMode, space: AxisPair
  ) -> (size: AxisPair, derivedWidth: Bool, derivedHeight: Bool)? {
    let width = space.width.isNaN ? Double.nan : clamp(node, .horizontal, space.width)
    let height = space.height.isNaN ? Double.nan : clamp(node, .vertical, space.height)
    switch (width.isNaN, height.isNaN) {
    case (true, true):
      return nil
    case (false, true):
      return (
        AxisPair(width: width, height: clamp(node, .vertical, width / ratio)), false, true
      )
    case (true, false):
      return (
        AxisPair(width: clamp(node, .horizontal, height * ratio), height: height), true, false
      )
    case (false, false):
      let fitted =
        mode == .fit ? min(width, height * ratio) : max(width, height * ratio)
      return (
        AxisPair(
          width: clamp(node, .horizontal, fitted), height: clamp(node, .vertical, fitted / ratio)),
        false, false
      )
    }
  }
}
