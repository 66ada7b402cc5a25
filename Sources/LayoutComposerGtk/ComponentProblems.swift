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
    for problem in problems {
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

  public var warnings: [LayoutProblem] { all.filter(\.isWarning) }
  public var errors: [LayoutProblem] { all.filter { !$0.isWarning } }

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
