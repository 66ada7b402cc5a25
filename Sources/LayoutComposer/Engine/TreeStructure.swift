/// The shape of a compiled tree: which node is whose child, and what each node is called.
/// Nodes are numbered in pre-order (the root is 0, a parent comes before its children, and
/// siblings keep their order), so one forward sweep visits parents before children.
struct TreeStructure: Sendable {
  var parent: ContiguousArray<Int32> = []
  var firstChild: ContiguousArray<Int32> = []
  var nextSibling: ContiguousArray<Int32> = []
  var depth: ContiguousArray<Int32> = []
  var ids: ContiguousArray<ComponentID> = []
  var names: ContiguousArray<String?> = []
  var kinds: ContiguousArray<NodeKind> = []
  var sources: ContiguousArray<SourceLocation> = []

  var count: Int { parent.count }

  func children(of node: Int) -> ChildSequence {
    ChildSequence(structure: self, first: firstChild[node])
  }

  func index(of id: ComponentID) -> Int? { ids.firstIndex(of: id) }
  func index(named name: String) -> Int? { names.firstIndex(of: name) }

  /// The path of a node as the layout-file format writes places: `root.items[2].items[0]`.
  func path(of node: Int) -> String {
    var steps: [Int] = []
    var current = node
    while parent[current] >= 0 {
      let p = Int(parent[current])
      var position = 0
      var sibling = firstChild[p]
      while sibling != Int32(current) {
        position += 1
        sibling = nextSibling[Int(sibling)]
      }
      steps.append(position)
      current = p
    }
    return "root" + steps.reversed().map { ".items[\($0)]" }.joined()
  }
}

/// Iterates a node's children without allocating.
struct ChildSequence: Sequence, IteratorProtocol {
  let structure: TreeStructure
  var next32: Int32

  init(structure: TreeStructure, first: Int32) {
    self.structure = structure
    self.next32 = first
  }

  mutating func next() -> Int? {
    guard next32 >= 0 else { return nil }
    let current = Int(next32)
    next32 = structure.nextSibling[current]
    return current
  }
}
