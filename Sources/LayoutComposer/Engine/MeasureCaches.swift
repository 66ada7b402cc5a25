/// One remembered (proposal → content size) answer.
struct MeasureSlot: Sendable {
  var proposal = AxisPair.never
  var size = AxisPair.unknown
  var mask: UInt8 = 0
}

/// The answers of one node, `capacity` slots in a row of `MeasureCaches.slotsStorage`. A
/// pass asks a node for its width, its height for that width, and, where its parent hugs,
/// shrinks or flexes, for its minimum and for its size at the final width; a stack that shrinks
/// a child asks it more (its minimum across too, its size at the bound), and a node under
/// several such stacks is asked once for each of their distinct sizes. Eight answers cover
/// what nested shrinking stacks ask (HostileShapeTests), so no node is measured twice for one
/// proposal; a new answer replaces the oldest.
enum MeasureCache {
  static let capacity = 8

  /// Whether the answer `size` to `asked` is also the answer to `new`: on each axis the same
  /// number, or, for an "at most" bound, any bound from the answer up to the one asked
  /// (content that fits a bound answers the same for a tighter one it still fits: a text
  /// wrapped at 200 into lines of at most 150 wraps the same at 160). This is what keeps the
  /// proposals a deep tree sees from multiplying level by level (Yoga reuses measurements
  /// the same way). A bound of 0 asks for a minimum, which only the same question answers.
  @inline(__always)
  static func answers(_ slot: MeasureSlot, _ new: AxisPair, _ mask: UInt8) -> Bool {
    slot.mask == mask
      && reuses(slot.proposal.width, slot.size.width, new.width, exact: mask & 1 != 0)
      && reuses(slot.proposal.height, slot.size.height, new.height, exact: mask & 2 != 0)
  }

  @inline(__always)
  static func reuses(_ asked: Double, _ answer: Double, _ new: Double, exact: Bool) -> Bool {
    if asked == new || (asked.isNaN && new.isNaN) { return true }
    guard !exact, new > 0, !(asked == 0) else { return false }
    // `new` NaN (no bound) fails the first test; `asked` NaN means no bound was asked. A
    // bound short of the answer by rounding noise only (a width that came back through a sum
    // of fractional margins) gets the answer too, so a text does not wrap again for it.
    return answer <= new + tolerance(new) && (asked.isNaN || new <= asked)
  }
}

extension AxisPair {
  /// A proposal no pass makes (sizes are never negative): marks an empty cache slot.
  static let never = AxisPair(width: -1, height: -1)
}

/// Every node's measure cache, made the first time the node is measured: many nodes never
/// are (their size is explicit, or imposed by their parent).
struct MeasureCaches: Sendable {
  /// Per node, its cache's place (a multiple of the capacity) in `slotsStorage`, or -1 while it
  /// has none.
  var slots: ContiguousArray<Int32>
  var slotsStorage: ContiguousArray<MeasureSlot> = []
  /// Per cache, the slot its next answer goes to.
  var nextSlot: ContiguousArray<UInt8> = []
  /// Baselines answered, for the few nodes a baseline-aligned HBox asks: the newest last.
  var baselineEntries: [Int32: [BaselineCacheEntry]] = [:]

  init(count: Int) {
    slots = ContiguousArray(repeating: -1, count: count)
  }

  @inline(__always)
  func lookup(_ node: Int, _ proposal: Proposal) -> AxisPair? {
    let start = Int(slots[node])
    guard start >= 0 else { return nil }
    for k in start..<(start + MeasureCache.capacity)
    where MeasureCache.answers(slotsStorage[k], proposal.size, proposal.exactMask) {
      return slotsStorage[k].size
    }
    return nil
  }

  @inline(__always)
  mutating func store(_ node: Int, _ proposal: Proposal, _ size: AxisPair) {
    if slots[node] < 0 {
      slots[node] = Int32(slotsStorage.count)
      slotsStorage.append(
        contentsOf: repeatElement(MeasureSlot(), count: MeasureCache.capacity))
      nextSlot.append(0)
    }
    let start = Int(slots[node])
    let cache = start / MeasureCache.capacity
    let k = start + Int(nextSlot[cache])
    slotsStorage[k] = MeasureSlot(proposal: proposal.size, size: size, mask: proposal.exactMask)
    nextSlot[cache] = (nextSlot[cache] + 1) % UInt8(MeasureCache.capacity)
  }

  /// Forgets what the node was told.
  mutating func clear(_ node: Int) {
    let start = Int(slots[node])
    if start >= 0 {
      for k in start..<(start + MeasureCache.capacity) { slotsStorage[k] = MeasureSlot() }
    }
    if !baselineEntries.isEmpty { baselineEntries[Int32(node)] = nil }
  }

  mutating func clearAll() {
    for k in slotsStorage.indices { slotsStorage[k] = MeasureSlot() }
    baselineEntries.removeAll()
  }

  func baselines(_ node: Int, _ size: AxisPair, hugs: Bool) -> NodeBaselines? {
    guard !baselineEntries.isEmpty, let list = baselineEntries[Int32(node)] else { return nil }
    for entry in list where entry.hugs == hugs && entry.size.matches(size) {
      return entry.baselines
    }
    return nil
  }

  mutating func storeBaselines(_ node: Int, _ entry: BaselineCacheEntry) {
    var list = baselineEntries[Int32(node)] ?? []
    if list.count == 8 { list.removeFirst() }
    list.append(entry)
    baselineEntries[Int32(node)] = list
  }
}
