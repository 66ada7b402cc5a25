/// One thing wrong with a layout: where (a path such as `root.items[2].width`) and what.
///
/// An error is a value the engine had to ignore (a negative width, NaN); a warning is an
/// option that has no effect where it stands (`halign:` in a VBox) or a name used twice.
///
/// ```swift
/// for problem in screen.validate() { print(problem) }
/// // root.items[1].width: must not be negative, found -5
/// // root.items[0].halign: warning: has no effect in a VBox; use align: .center
/// ```
public struct LayoutProblem: Sendable, Hashable, CustomStringConvertible, Error {
  /// How bad a problem is: an error means part of the layout was ignored.
  public enum Severity: String, Sendable, Hashable {
    case error
    case warning
  }

  public var path: String
  public var message: String
  public var severity: Severity

  public init(path: String, message: String, severity: Severity = .error) {
    self.path = path
    self.message = message
    self.severity = severity
  }

  public var isWarning: Bool { severity == .warning }

  public var description: String {
    isWarning ? "\(path): warning: \(message)" : "\(path): \(message)"
  }
}

extension Component {
  /// Every problem in the tree, in document order. The engine lays out any tree (it treats
  /// a negative size as 0 and NaN as unset), so this is how a tool tells the user what it
  /// ignored. Walks the tree without recursion.
  ///
  /// ```swift
  /// let problems = `$`(nil, items: [`$`("a")]).validate()
  /// // [root: has items but no layout; give it layout: VBox(), HBox(), Relative() or Fit()]
  /// ```
  public func validate() -> [LayoutProblem] {
    var problems: [LayoutProblem] = []
    var pending: [(component: Component, path: String)] = [(self, "root")]
    while let (component, path) = pending.popLast() {
      component.options.check(at: path, into: &problems)
      if let layout = component.layout {
        layout.spec.check(at: path + ".layout", into: &problems)
      } else if !component.items.isEmpty {
        problems.append(
          LayoutProblem(
            path: path,
            message: "has items but no layout; give it layout: VBox(), HBox(), Relative() or Fit()"
          ))
      }
      for (index, child) in component.items.enumerated().reversed() {
        pending.append((child, "\(path).items[\(index)]"))
      }
    }
    return problems
  }
}

extension ComponentOptions {
  func check(at path: String, into problems: inout [LayoutProblem]) {
    let sizes: [(String, Double?)] = [
      ("width", width), ("height", height), ("minWidth", minWidth), ("maxWidth", maxWidth),
      ("minHeight", minHeight), ("maxHeight", maxHeight), ("flex", flex),
      ("marginTop", marginTop), ("marginLeft", marginLeft), ("marginBottom", marginBottom),
      ("marginRight", marginRight),
    ]
    for (name, value) in sizes {
      if let value, let message = sizeProblem(value) {
        problems.append(LayoutProblem(path: "\(path).\(name)", message: message))
      }
    }
    margins?.check(at: "\(path).margins", into: &problems)
    padding?.check(at: "\(path).padding", into: &problems)
    if let aspectRatio, !(aspectRatio.isFinite && aspectRatio > 0) {
      problems.append(
        LayoutProblem(
          path: "\(path).aspectRatio",
          message: "must be greater than 0, found \(formatNumber(aspectRatio))"))
    }
  }
}

extension Insets {
  func check(at path: String, into problems: inout [LayoutProblem]) {
    for (name, value) in [("top", top), ("left", left), ("bottom", bottom), ("right", right)] {
      if let message = sizeProblem(value) {
        problems.append(LayoutProblem(path: "\(path).\(name)", message: message))
      }
    }
  }
}

extension LayoutSpec {
  func check(at path: String, into problems: inout [LayoutProblem]) {
    defaultMargins.check(at: "\(path).defaultMargins", into: &problems)
    if case .vbox(let s) = self, let message = sizeProblem(s.spacing) {
      problems.append(LayoutProblem(path: "\(path).spacing", message: message))
    }
    if case .hbox(let s) = self, let message = sizeProblem(s.spacing) {
      problems.append(LayoutProblem(path: "\(path).spacing", message: message))
    }
  }
}

/// Why a value cannot be a size, margin or flex, or nil if it can.
func sizeProblem(_ value: Double) -> String? {
  if !value.isFinite { return "must be a finite number, found \(value)" }
  if value < 0 { return "must not be negative, found \(formatNumber(value))" }
  return nil
}
