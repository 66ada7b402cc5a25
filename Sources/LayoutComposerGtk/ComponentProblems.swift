import LayoutComposer

/// The problems of a laid-out tree (`Component.validate()`: errors, and warnings such as an
/// option that does not apply) sorted by the component they concern, which the problem's
/// path names: `root.items[1].flex` is about option `flex` of node `root.items[1]`.
///
/// ```swift
/// let problems = ComponentProblems(root.validate(), in: snapshot.result)
/// problems.at(node: 2)  // [root.items[1].flex: warning: …]
/// ```
public struct ComponentProblems: Sendable {
  public let all: [LayoutProblem]
  private var byNode: [Int: [LayoutProblem]] = [:]

  public init(_ problems: [LayoutProblem], in result: LayoutResult) {
    all = problems
    // The entries that count what a cut list left out (`… and 50 more warnings`) are no
    // component's.
    for problem in problems where problem.unlistedCount == 0 {
      guard let (indices, _) = Self.split(problem.path),
        let node = Self.node(at: indices, in: result)
      else { continue }
      byNode[node, default: []].append(problem)
    }
  }

  public static let none = ComponentProblems([], in: nil)

  private init(_ problems: [LayoutProblem], in _: LayoutResult?) {
    all = problems
  }

  /// The warnings and errors listed, without the entries that count those a list cut at
  /// `Component.maximumListedProblems` left out (`unlistedWarnings`, `unlistedErrors`).
  public var warnings: [LayoutProblem] { all.filter { $0.isWarning && $0.unlistedCount == 0 } }
  public var errors: [LayoutProblem] { all.filter { !$0.isWarning && $0.unlistedCount == 0 } }

  /// How many warnings (errors) were found beyond those listed.
  public var unlistedWarnings: Int { all.filter(\.isWarning).reduce(0) { $0 + $1.unlistedCount } }
  public var unlistedErrors: Int {
    all.filter { !$0.isWarning }.reduce(0) { $0 + $1.unlistedCount }
  }

  /// The problems about node `node`, in the order `validate()` found them.
  public func at(node: Int) -> [LayoutProblem] { byNode[node] ?? [] }

  /// A problem path as the child indices from the root and the rest (the option, or empty
  /// for the component itself): `root.items[1].items[0].layout.spacing` is `([1, 0],
  /// "layout.spacing")`. Nil for a path that does not start at `root`.
  public static func split(_ path: String) -> (indices: [Int], option: String)? {
    guard path.hasPrefix("root") else { return nil }
    var rest = Substring(path).dropFirst(4)
    var indices: [Int] = []
    while rest.hasPrefix(".items[") {
      let digits = rest.dropFirst(7).prefix { $0.isNumber }
      guard let index = Int(digits), rest.dropFirst(7 + digits.count).first == "]" else { break }
      indices.append(index)
      rest = rest.dropFirst(7 + digits.count + 1)
    }
    if rest.first == "." { rest = rest.dropFirst() }
    return (indices, String(rest))
  }

  /// The node at a path of child indices, nil when the tree has no such child.
  static func node(at indices: [Int], in result: LayoutResult) -> Int? {
    guard result.count > 0 else { return nil }
    var node = 0
    for index in indices {
      let children = result.children(of: node)
      guard children.indices.contains(index) else { return nil }
      node = children[index]
    }
    return node
  }
}
