import Synchronization

/// Finds a node by its component's identity or by name in constant time. Built on the first
/// lookup, not when the tree is compiled (most passes look nothing up), and shared by the
/// tree and its results: a tree whose names change makes a new one.
///
/// Components are numbered by a process-wide counter as they are made, so the ids of one
/// tree usually fill a narrow range: a table indexed by `id − lowest` then holds every node,
/// with no hashing. Ids spread wider (components made at different times) go in a dictionary.
final class IdentityIndex: Sendable {
  private struct Tables {
    var lowest: UInt64 = 0
    var dense: ContiguousArray<Int32> = []
    var sparse: [ComponentID: Int32] = [:]
    /// Every node with a name, in pre-order.
    var named: [String: [Int32]] = [:]
  }

  private let tables = Mutex<Tables?>(nil)

  /// How many table entries lookups have read, for the tests that check lookups stay
  /// constant time as the tree grows.
  let probes = Atomic<Int>(0)

  func node(of id: ComponentID, in structure: TreeStructure) -> Int? {
    withTables(structure) { t in
      probes.add(1, ordering: .relaxed)
      if !t.sparse.isEmpty || t.dense.isEmpty { return t.sparse[id].map(Int.init) }
      guard id.raw >= t.lowest, id.raw - t.lowest < UInt64(t.dense.count) else { return nil }
      let node = t.dense[Int(id.raw - t.lowest)]
      return node < 0 ? nil : Int(node)
    }
  }

  /// The nodes named `name`, in pre-order.
  func nodes(named name: String, in structure: TreeStructure) -> [Int32] {
    withTables(structure) { t in
      probes.add(1, ordering: .relaxed)
      return t.named[name] ?? []
    }
  }

  private func withTables<R>(_ structure: TreeStructure, _ body: (Tables) -> R) -> R {
    tables.withLock { tables in
      if tables == nil { tables = Self.build(structure) }
      return body(tables!)
    }
  }

  private static func build(_ structure: TreeStructure) -> Tables {
    var t = Tables()
    let ids = structure.ids
    if let low = ids.min(by: { $0.raw < $1.raw })?.raw,
      let high = ids.max(by: { $0.raw < $1.raw })?.raw,
      high - low < UInt64(max(64, 4 * ids.count))
    {
      t.lowest = low
      t.dense = ContiguousArray(repeating: -1, count: Int(high - low) + 1)
      // The first node with an id wins: a component used twice in a tree is found where it
      // is first.
      for node in ids.indices.reversed() { t.dense[Int(ids[node].raw - low)] = Int32(node) }
    } else {
      for node in ids.indices.reversed() { t.sparse[ids[node]] = Int32(node) }
    }
    for (node, name) in structure.names.enumerated() {
      if let name { t.named[name, default: []].append(Int32(node)) }
    }
    return t
  }
}
