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
  /// Overlays and backgrounds are not in their host's chain of children (its layout does not
  /// place them): each host with any has its first one here, the rest linked by
  /// `nextSibling`, backgrounds first.
  var decorations: [Int32: Int32] = [:]
  /// What each overlay or background node is.
  var roles: [Int32: Decoration] = [:]
  /// The names of the custom layouts of the nodes that have one.
  var customNames: [Int32: String] = [:]
  /// Lookups by identity and by name; replaced when a name changes.
  var identity = IdentityIndex()

  var count: Int { parent.count }

  @inline(__always)
  func role(of node: Int) -> Decoration? {
    roles.isEmpty ? nil : roles[Int32(node)]
  }

  /// Every child of a node in the order of the frame tree: backgrounds, the children its
  /// layout places, overlays.
  func allChildren(of node: Int) -> [Int] {
    var normal = Array(children(of: node))
    guard !decorations.isEmpty, let first = decorations[Int32(node)] else { return normal }
    var backgrounds: [Int] = []
    var overlays: [Int] = []
    for d in ChildSequence(structure: self, first: first) {
      if roles[Int32(d)] == .background { backgrounds.append(d) } else { overlays.append(d) }
    }
    normal = backgrounds + normal + overlays
    return normal
  }

  func children(of node: Int) -> ChildSequence {
    ChildSequence(structure: self, first: firstChild[node])
  }

  func index(of id: ComponentID) -> Int? { identity.node(of: id, in: self) }
  func index(named name: String) -> Int? {
    identity.nodes(named: name, in: self).first.map(Int.init)
  }
  func indices(named name: String) -> [Int32] { identity.nodes(named: name, in: self) }

  /// The path of a node as the layout-file format writes places: `root.items[2].items[0]`,
  /// `root.overlay[0]`.
  func path(of node: Int) -> String {
    var steps: [String] = []
    var current = node
    while parent[current] >= 0 {
      let p = Int(parent[current])
      let role = role(of: current)
      var position = 0
      var sibling = role == nil ? firstChild[p] : decorations[Int32(p)] ?? -1
      while sibling >= 0, sibling != Int32(current) {
        if roles.isEmpty || roles[sibling] == role { position += 1 }
        sibling = nextSibling[Int(sibling)]
      }
      steps.append(".\(role?.rawValue ?? "items")[\(position)]")
      current = p
    }
    return "root" + steps.reversed().joined()
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
