/// Every node's measure cache, made the first time the node is measured: many nodes never
/// are (their size is explicit, or imposed by their parent), and a cache is 64 bytes.
struct MeasureCaches: Sendable {
  /// Per node, its cache's place in `entries`, or -1 while it has none.
  var slots: ContiguousArray<Int32>
  var entries: ContiguousArray<MeasureCache> = []

  init(count: Int) {
    slots = ContiguousArray(repeating: -1, count: count)
  }

  @inline(__always)
  func lookup(_ node: Int, _ proposal: AxisPair) -> AxisPair? {
    let slot = slots[node]
    return slot < 0 ? nil : entries[Int(slot)].lookup(proposal)
  }

  @inline(__always)
  mutating func store(_ node: Int, _ proposal: AxisPair, _ size: AxisPair) {
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
  }

  mutating func clearAll() {
    for slot in entries.indices { entries[slot] = .empty }
  }
}
