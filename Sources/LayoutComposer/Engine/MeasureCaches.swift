/// Up to four (proposal → content size) answers of one node. A pass asks a node for its
/// width, its height for that width, and, where its parent hugs, shrinks or flexes, for its
/// minimum and for its size at the final width: four answers cover what one pass asks, so no
/// node is measured twice for one proposal (MeasureCountTests). A new answer replaces the
/// oldest.
struct MeasureCache: Sendable {
  static let capacity = 4

  var proposals: (AxisPair, AxisPair, AxisPair, AxisPair) = (.never, .never, .never, .never)
  var sizes: (AxisPair, AxisPair, AxisPair, AxisPair) = (.unknown, .unknown, .unknown, .unknown)
  var masks: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0)
  /// The slot the next answer goes to.
  var next: UInt8 = 0

  func lookup(_ proposal: Proposal) -> AxisPair? {
    let m = proposal.exactMask
    let p = proposal.size
    if masks.0 == m, Self.answers(proposals.0, sizes.0, p, m) { return sizes.0 }
    if masks.1 == m, Self.answers(proposals.1, sizes.1, p, m) { return sizes.1 }
    if masks.2 == m, Self.answers(proposals.2, sizes.2, p, m) { return sizes.2 }
    if masks.3 == m, Self.answers(proposals.3, sizes.3, p, m) { return sizes.3 }
    return nil
  }

  /// Whether the answer `size` to `asked` is also the answer to `new`: on each axis the same
  /// number, or, for an "at most" bound, any bound from the answer up to the one asked
  /// (content that fits a bound answers the same for a tighter one it still fits: a text
  /// wrapped at 200 into lines of at most 150 wraps the same at 160). This is what keeps the
  /// proposals a deep tree sees from multiplying level by level (Yoga reuses measurements
  /// the same way). A bound of 0 asks for a minimum, which only the same question answers.
  @inline(__always)
  static func answers(_ asked: AxisPair, _ size: AxisPair, _ new: AxisPair, _ mask: UInt8) -> Bool
  {
    reuses(asked.width, size.width, new.width, exact: mask & 1 != 0)
      && reuses(asked.height, size.height, new.height, exact: mask & 2 != 0)
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

  mutating func store(_ proposal: Proposal, _ size: AxisPair) {
    switch next {
    case 0: (proposals.0, sizes.0, masks.0) = (proposal.size, size, proposal.exactMask)
    case 1: (proposals.1, sizes.1, masks.1) = (proposal.size, size, proposal.exactMask)
    case 2: (proposals.2, sizes.2, masks.2) = (proposal.size, size, proposal.exactMask)
    default: (proposals.3, sizes.3, masks.3) = (proposal.size, size, proposal.exactMask)
    }
    next = (next + 1) % UInt8(Self.capacity)
  }

  static let empty = MeasureCache()
}

extension AxisPair {
  /// A proposal no pass makes (sizes are never negative): marks an empty cache slot.
  static let never = AxisPair(width: -1, height: -1)
}

/// Every node's measure cache, made the first time the node is measured: many nodes never
/// are (their size is explicit, or imposed by their parent).
struct MeasureCaches: Sendable {
  /// Per node, its cache's place in `entries`, or -1 while it has none.
  var slots: ContiguousArray<Int32>
  var entries: ContiguousArray<MeasureCache> = []
  /// Baselines answered, for the few nodes a baseline-aligned HBox asks: the newest last.
  var baselineEntries: [Int32: [BaselineCacheEntry]] = [:]

  init(count: Int) {
    slots = ContiguousArray(repeating: -1, count: count)
  }

  @inline(__always)
  func lookup(_ node: Int, _ proposal: Proposal) -> AxisPair? {
    let slot = slots[node]
    return slot < 0 ? nil : entries[Int(slot)].lookup(proposal)
  }

  @inline(__always)
  mutating func store(_ node: Int, _ proposal: Proposal, _ size: AxisPair) {
    if slots[node] < 0 {
      slots[node] = Int32(entries.count)
      entries.append(.empty)
    }
    entries[Int(slots[node])].store(proposal, size)
  }

  /// Forgets what the node was told.
  mutating func clear(_ node: Int) {
    let slot = slots[node]
    if slot >= 0 { entries[Int(slot)] = .empty }
    if !baselineEntries.isEmpty { baselineEntries[Int32(node)] = nil }
  }

  mutating func clearAll() {
    for slot in entries.indices { entries[slot] = .empty }
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
    if list.count == 2 { list.removeFirst() }
    list.append(entry)
    baselineEntries[Int32(node)] = list
  }
}
