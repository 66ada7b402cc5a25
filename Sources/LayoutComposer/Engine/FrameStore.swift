/// The frames of the last pass, in two buffers so a relayout writes in place even while the
/// previous result is still held (an app shows the old frames until the new ones replace
/// them). A `LayoutResult` shares the buffer of its pass; the next pass writes into the other
/// one, first brought up to date with the nodes the previous pass changed. Written into a
/// shared buffer, Swift would copy every frame first, which would make a relayout that changes
/// a few frames cost as much as copying all of them.
///
/// When a pass changes more than an eighth of the frames, copying them all is no loss, and
/// the spare buffer is simply replaced.
struct FrameStore: Sendable {
  /// The frames as of the last pass: the buffer the current pass writes, and the result
  /// shares.
  var current: ContiguousArray<Frame>
  /// The other buffer (held by the result before last, or by nobody), behind `current` by
  /// the nodes in `changes`, or entirely when `changes` is nil.
  var spare: ContiguousArray<Frame> = []
  var changes: ContiguousArray<Int32>?

  init(count: Int) {
    current = ContiguousArray(repeating: .zero, count: count)
  }

  /// Makes the spare buffer the one the coming pass writes. `handedOut`: whether a result
  /// shares `current`; until one does, the pass writes `current` itself.
  mutating func beginPass(handedOut: Bool) {
    guard handedOut else {
      // Nothing shares `current` yet: the pass writes it, and no spare needs keeping up.
      changes = nil
      return
    }
    if let changes, spare.count == current.count {
      for node in changes { spare[Int(node)] = current[Int(node)] }
    } else {
      spare = current
    }
    swap(&current, &spare)
    changes = []
  }

  /// Stores a node's frame and returns the one it replaces; an unchanged frame is not written.
  @inline(__always)
  mutating func set(_ node: Int, _ frame: Frame) -> Frame {
    let old = current[node]
    guard old != frame else { return old }
    current[node] = frame
    if let count = changes?.count {
      if count < current.count / 8 {
        changes!.append(Int32(node))
      } else {
        changes = nil
      }
    }
    return old
  }
}
