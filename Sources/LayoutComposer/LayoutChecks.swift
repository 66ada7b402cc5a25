#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Whether a `LayoutTree` runs `Component.validate()` when it is compiled, and what it does
/// with what it finds: warnings (an option without effect, a name used twice, options in
/// conflict) and errors (values it had to ignore or clamp) reach you without a call to
/// `validate()`.
///
/// ```swift
/// var tree = LayoutTree(screen)  // debug builds: .print
/// let frames = tree.layout(in: Size(width: 375, height: 667))
/// // Screen.swift:14: root.items[0].halign: warning: has no effect in a VBox; use align: .center
/// frames.problems  // the same, as values
/// ```
public enum LayoutChecks: Sendable, Hashable {
  /// No check: what release builds do by default, since checking walks the whole tree.
  case off
  /// Checked when compiled; `LayoutResult.problems` and `LayoutTree.problems` hold them.
  case collect
  /// Also printed to standard error the first time the tree is laid out, once, each with the
  /// file and line of its `` `$`(…) ``: what debug builds do by default.
  case print

  /// `.print` in debug builds, `.off` in release builds.
  public static var `default`: LayoutChecks {
    #if DEBUG
      .print
    #else
      .off
    #endif
  }
}

extension LayoutTree {
  /// The problems found when the tree was compiled, one line each, with the file and line
  /// of the component's `` `$`(…) `` where it has one: what `.print` writes to standard error.
  ///
  /// ```swift
  /// print(tree.problemReport)
  /// // Screen.swift:14: root.items[0].halign: warning: has no effect in a VBox; use align: .center
  /// ```
  public var problemReport: String {
    var text = ""
    for problem in problems {
      if let node = node(atPath: problem.path), !source(at: node).fileID.isEmpty {
        text += "\(source(at: node)): "
      }
      text += problem.description + "\n"
    }
    return text
  }

  /// Prints `problemReport` to standard error once, on the first layout, with `.print`.
  mutating func printProblemsOnce() {
    guard checks == .print, !problemsPrinted, !problems.isEmpty else { return }
    problemsPrinted = true
    // write(2) rather than stderr: the C global is not concurrency-safe to touch from Swift.
    var bytes = Array(problemReport.utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeMutableBytes {
        write(2, $0.baseAddress! + offset, $0.count - offset)
      }
      guard written > 0 else { break }
      offset += written
    }
  }

  /// The node a path of `validate()` or of a layout file names (`root.items[1].overlay[0]`,
  /// with or without an option after it: `root.items[1].width`), or nil when the tree has no
  /// such node.
  ///
  /// ```swift
  /// tree.node(atPath: "root.items[1]")  // 2, for a root whose first item is a leaf
  /// ```
  public func node(atPath path: String) -> Int? {
    guard structure.count > 0, path.hasPrefix("root") else { return nil }
    var node = 0
    var rest = path.dropFirst(4)
    while rest.first == "." {
      rest = rest.dropFirst()
      guard let open = rest.firstIndex(of: "["), let close = rest.firstIndex(of: "]"),
        open < close, let position = Int(rest[rest.index(after: open)..<close])
      else { break }  // an option's name, not a step
      let role: Decoration?
      switch rest[..<open] {
      case "items": role = nil
      case "overlay": role = .overlay
      case "background": role = .background
      default: return nil
      }
      var seen = 0
      var found: Int?
      for child in structure.allChildren(of: node) where structure.role(of: child) == role {
        if seen == position {
          found = child
          break
        }
        seen += 1
      }
      guard let found else { return nil }
      node = found
      rest = rest[rest.index(after: close)...]
    }
    return node
  }
}
