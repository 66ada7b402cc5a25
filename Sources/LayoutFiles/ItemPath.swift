/// A path such as `root.items[2].items[0]`, kept as runs of equal steps so that it costs the
/// same whatever the depth: a run longer than four steps prints as `.items[0]×99999`, and a
/// path of more than `shownRuns` runs prints its first and last runs around the number of
/// levels left out (`root.items[0].items[1]…(99960 levels)….items[1].items[0]`).
///
/// ```swift
/// var path = ItemPath(step: "items")
/// for _ in 0..<6 { path.push(0) }
/// path.description  // root.items[0]×6
/// ```
struct ItemPath: CustomStringConvertible {
  /// Runs of equal positions from the root down.
  private(set) var runs: [(position: Int, count: Int)] = []
  /// How many steps from the root.
  private(set) var depth = 0
  /// `items` in layout files, `children` in frame trees.
  let step: String

  /// Runs printed at each end of a long path; the runs between are counted, not printed.
  static let shownRuns = 16

  init(step: String) { self.step = step }

  /// A path from its runs, root first.
  init(step: String, runs: [(position: Int, count: Int)]) {
    self.step = step
    self.runs = runs
    depth = runs.reduce(0) { $0 + $1.count }
  }

  /// One step down, to the child at `position`.
  mutating func push(_ position: Int) {
    if let last = runs.last, last.position == position {
      runs[runs.count - 1].count += 1
    } else {
      runs.append((position, 1))
    }
    depth += 1
  }

  /// One step up.
  mutating func pop() {
    guard depth > 0 else { return }
    depth -= 1
    runs[runs.count - 1].count -= 1
    if runs[runs.count - 1].count == 0 { runs.removeLast() }
  }

  /// Up to `depth` steps from the root.
  mutating func pop(toDepth target: Int) {
    while depth > target { pop() }
  }

  var description: String {
    var result = "root"
    func write(_ run: (position: Int, count: Int)) {
      let text = "." + ChildStep.spelled(run.position, items: step)
      if run.count > 4 {
        result += text + "×\(run.count)"
      } else {
        for _ in 0..<run.count { result += text }
      }
    }
    let shown = Self.shownRuns
    if runs.count <= 2 * shown {
      for run in runs { write(run) }
      return result
    }
    for run in runs[..<shown] { write(run) }
    let hidden = runs[shown..<(runs.count - shown)].reduce(0) { $0 + $1.count }
    result += "…(\(hidden) levels)…"
    for run in runs[(runs.count - shown)...] { write(run) }
    return result
  }
}

/// Each node's place in a tree read in pre-order, from which the path of a node is made
/// only when a problem needs it: every node records its parent and the start of the run of
/// equal positions it ends, so making a path walks runs, not levels.
struct ItemPathIndex {
  private var parent: [Int32] = []
  private var position: [Int32] = []
  /// The first node of the run of equal positions this node ends, and the run's length.
  private var runHead: [Int32] = []
  private var runLength: [Int32] = []

  /// Adds a node under `parent` (-1 for the root) at `position` among its siblings; returns
  /// its index.
  @discardableResult
  mutating func add(parent: Int, position: Int) -> Int {
    let node = self.parent.count
    self.parent.append(Int32(parent))
    self.position.append(Int32(position))
    if parent > 0, self.position[parent] == Int32(position) {
      runHead.append(runHead[parent])
      runLength.append(runLength[parent] + 1)
    } else {
      runHead.append(Int32(node))
      runLength.append(1)
    }
    return node
  }

  /// The path of `node`; `step` names the children (`items`).
  func path(of node: Int, step: String) -> ItemPath {
    var runs: [(position: Int, count: Int)] = []
    var current = node
    while current >= 0, parent[current] >= 0 {
      runs.append((Int(position[current]), Int(runLength[current])))
      current = Int(parent[Int(runHead[current])])
    }
    return ItemPath(step: step, runs: runs.reversed())
  }
}
