/// What a parent offers a node when it asks for the node's content size. On each axis a
/// number that is either the node's decided size there (*exact*: stretch children stretch to
/// it, flex children share it) or an upper bound (*at most*: content may use less, and hugs),
/// or NaN: open, no bound at all. Rules: docs/semantics.md, "Hugging" and "Proposals".
struct Proposal: Sendable {
  var size: AxisPair
  /// Bit 1: the width is exact; bit 2: the height is exact.
  var exactMask: UInt8

  init(_ size: AxisPair, exactWidth: Bool = false, exactHeight: Bool = false) {
    self.size = size
    self.exactMask = (exactWidth ? 1 : 0) | (exactHeight ? 2 : 0)
  }

  @inline(__always)
  func isExact(_ axis: Axis) -> Bool {
    exactMask & (axis == .horizontal ? 1 : 2) != 0
  }

  /// The same offer for a leaf: an item sees only the numbers, so exactness is dropped and
  /// both kinds of offer share one cache entry.
  var forLeaf: Proposal { Proposal(size) }
}
