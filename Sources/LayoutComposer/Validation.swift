/// One thing wrong with a layout: where (a path such as `root.items[2].width`) and what.
///
/// An error is a value the engine had to ignore or clamp (a negative width, NaN, 1e308); a
/// warning is an option that has no effect where it stands (`halign:` in a VBox) or a name
/// used twice.
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
  /// At most this many problems are listed; one more entry says how many were left out.
  public static let maximumListedProblems = 100

  /// Every problem in the tree, in document order: errors (values the engine ignored or
  /// clamped) and warnings (options without effect, names used twice). At most
  /// `maximumListedProblems` are listed, then one that counts the rest. Linear in the size of
  /// the tree: it walks without recursion and spells a path out only for a problem it lists.
  ///
  /// ```swift
  /// let problems = `$`(nil, items: [`$`("a")]).validate()
  /// // [root: has items but no layout; give it layout: VBox(), HBox(), Relative() or Fit()]
  /// ```
  public func validate() -> [LayoutProblem] {
    var walk = ValidationWalk()
    var pending: [(component: Component, record: Int32, parent: LayoutSpec?, isRoot: Bool)] = [
      (self, walk.record(parent: -1, position: 0), nil, true)
    ]
    while let (component, record, parentSpec, isRoot) = pending.popLast() {
      walk.check(component, record: record, parent: parentSpec, isRoot: isRoot)
      let children = component.items
      let spec =
        component.layout?.spec
        ?? (children.contains { $0.options.decoration == nil } ? .fit(defaultMargins: .zero) : nil)
      // Positions count within each role: items[2], overlay[0].
      var counts = [0, 0, 0]
      var positions: [Int32] = []
      positions.reserveCapacity(children.count)
      for child in children {
        let role = child.options.decoration
        let k = role == nil ? 0 : role == .background ? 1 : 2
        positions.append(Int32(counts[k]))
        counts[k] += 1
      }
      for (child, position) in zip(children, positions).reversed() {
        let childRecord = walk.record(
          parent: record, position: position, role: child.options.decoration)
        pending.append((child, childRecord, spec, false))
      }
    }
    return walk.finish()
  }
}

/// The state of one `validate()` walk: where each visited component sits (to spell its path
/// when a problem needs it), the names seen, and the problems found.
struct ValidationWalk {
  /// Per visited component: its parent's record and its position among its siblings.
  private var parents: [Int32] = []
  private var positions: [Int32] = []
  private var firstWithName: [String: Int32] = [:]
  private(set) var problems: [LayoutProblem] = []
  private var unlisted = 0

  /// Per visited component: its role, which names its step (`items`, `overlay`, `background`).
  private var roles: [UInt8] = []

  mutating func record(parent: Int32, position: Int32, role: Decoration? = nil) -> Int32 {
    parents.append(parent)
    positions.append(position)
    roles.append(role == nil ? 0 : role == .background ? 1 : 2)
    return Int32(parents.count - 1)
  }

  /// `root.items[2].items[0]`; a path deeper than 40 levels keeps its first and last 16 steps.
  func path(of record: Int32) -> String {
    var steps: [Int32] = []
    var current = record
    while parents[Int(current)] >= 0 {
      steps.append(current)
      current = parents[Int(current)]
    }
    steps.reverse()
    let names = ["items", "background", "overlay"]
    func spelled(_ slice: ArraySlice<Int32>) -> String {
      slice.map { ".\(names[Int(roles[Int($0)])])[\(positions[Int($0)])]" }.joined()
    }
    if steps.count <= 40 { return "root" + spelled(steps[...]) }
    return "root" + spelled(steps.prefix(16)) + ".…(\(steps.count - 32) levels)…"
      + spelled(steps.suffix(16))
  }

  mutating func add(
    _ record: Int32, _ option: String?, _ message: String,
    _ severity: LayoutProblem.Severity = .error
  ) {
    guard problems.count < Component.maximumListedProblems else {
      unlisted += 1
      return
    }
    let place = path(of: record)
    problems.append(
      LayoutProblem(
        path: option.map { "\(place).\($0)" } ?? place, message: message, severity: severity))
  }

  mutating func finish() -> [LayoutProblem] {
    if unlisted > 0 {
      problems.append(LayoutProblem(path: "root", message: "… and \(unlisted) more problems"))
    }
    return problems
  }

  mutating func check(
    _ component: Component, record: Int32, parent: LayoutSpec?, isRoot: Bool
  ) {
    let options = component.options
    checkNumbers(options, record)
    if let text = component.item as? Text {
      if let message = fontSizeProblem(text.fontSize) { add(record, "fontSize", message) }
    }
    if let placeholder = component.item as? Placeholder {
      let size = placeholder.intrinsicSize
      if let message = lengthProblem(size.width) { add(record, "intrinsic.width", message) }
      if let message = lengthProblem(size.height) { add(record, "intrinsic.height", message) }
    }
    if let layout = component.layout {
      let spec = layout.spec
      checkInsets(spec.defaultMargins, record, "layout.defaultMargins")
      switch spec {
      case .vbox(let s), .hbox(let s):
        if let message = lengthProblem(s.spacing) { add(record, "layout.spacing", message) }
      case .relative, .fit, .firstThatFits: break
      }
    } else if component.items.contains(where: { $0.options.decoration == nil }) {
      add(
        record, nil,
        "has items but no layout; give it layout: VBox(), HBox(), Relative() or Fit()")
    }
    checkPlacement(options, record, parent: parent, isRoot: isRoot)
    if let name = component.name {
      if let first = firstWithName[name] {
        add(
          record, "name",
          "\"\(name)\" is also the name of \(path(of: first)); lookups by name find that one",
          .warning)
      } else {
        firstWithName[name] = record
      }
    }
  }

  private mutating func checkNumbers(_ o: ComponentOptions, _ record: Int32) {
    let lengths: [(String, Double?)] = [
      ("width", o.width), ("height", o.height), ("minWidth", o.minWidth),
      ("maxWidth", o.maxWidth), ("minHeight", o.minHeight), ("maxHeight", o.maxHeight),
      ("marginTop", o.marginTop), ("marginLeft", o.marginLeft),
      ("marginBottom", o.marginBottom), ("marginRight", o.marginRight),
    ]
    for (name, value) in lengths {
      if let value, let message = lengthProblem(value) { add(record, name, message) }
    }
    if let flex = o.flex, let message = flexProblem(flex) { add(record, "flex", message) }
    if let margins = o.margins { checkInsets(margins, record, "margins") }
    if let padding = o.padding { checkInsets(padding, record, "padding") }
    if let ratio = o.aspectRatio, let message = ratioProblem(ratio) {
      add(record, "aspectRatio", message)
    }
    if let priority = o.layoutPriority, let message = priorityProblem(priority) {
      add(record, "layoutPriority", message)
    }
  }

  private mutating func checkInsets(_ insets: Insets, _ record: Int32, _ name: String) {
    for (side, value) in [
      ("top", insets.top), ("left", insets.left), ("bottom", insets.bottom),
      ("right", insets.right),
    ] {
      if let message = lengthProblem(value) { add(record, "\(name).\(side)", message) }
    }
  }

  /// Options the parent's layout does not read: ignored in the layout, reported here with
  /// what to write instead.
  private mutating func checkPlacement(
    _ o: ComponentOptions, _ record: Int32, parent: LayoutSpec?, isRoot: Bool
  ) {
    func warn(_ option: String, _ advice: String) { add(record, option, advice, .warning) }
    if let role = o.decoration {
      let what = "an \(role.rawValue)"
      if o.align != nil { warn("align", "has no effect on \(what); use halign: and valign:") }
      if o.flex != nil {
        warn("flex", "has no effect on \(what); leave width or height unset to fill its host")
      }
      return
    }
    if isRoot {
      let root = "has no effect on the root, which fills the area it is laid out in"
      if o.align != nil { warn("align", root) }
      if o.halign != nil { warn("halign", root) }
      if o.valign != nil { warn("valign", root) }
      if o.flex != nil { warn("flex", root) }
      return
    }
    switch parent {
    case .vbox:
      if let a = o.align, a.isBaseline {
        warn(
          "align",
          "has no effect in a VBox, whose children are stacked; baselines line up in an HBox")
      }
      if let h = o.halign {
        warn("halign", "has no effect in a VBox; use align: .\(Self.align(h))")
      }
      if let v = o.valign {
        warn(
          "valign",
          "has no effect in a VBox, which stacks vertically; use pack: .\(Self.pack(v)) on the VBox"
        )
      }
    case .hbox:
      if let v = o.valign {
        warn("valign", "has no effect in an HBox; use align: .\(Self.align(v))")
      }
      if let h = o.halign {
        warn(
          "halign",
          "has no effect in an HBox, which stacks horizontally; use pack: .\(Self.pack(h)) on the HBox"
        )
      }
    case .relative:
      if o.align != nil { warn("align", "has no effect in a Relative; use halign: and valign:") }
      if o.flex != nil {
        warn("flex", "has no effect in a Relative; leave width or height unset to fill it")
      }
    case .fit, .firstThatFits, nil:
      if o.align != nil {
        warn(
          "align",
          "has no effect in a Fit, whose children fill it; use a Relative with halign: and valign:")
      }
      if o.halign != nil {
        warn("halign", "has no effect in a Fit, whose children fill it; use a Relative")
      }
      if o.valign != nil {
        warn("valign", "has no effect in a Fit, whose children fill it; use a Relative")
      }
      if o.flex != nil { warn("flex", "has no effect in a Fit, whose children fill it") }
    }
  }

  static func align(_ h: HAlign) -> Align {
    switch h {
    case .left, .leading: .start
    case .center: .center
    case .right, .trailing: .end
    }
  }

  static func align(_ v: VAlign) -> Align {
    switch v {
    case .top: .start
    case .center: .center
    case .bottom: .end
    }
  }

  static func pack(_ h: HAlign) -> Pack { Pack(rawValue: align(h).rawValue) ?? .start }
  static func pack(_ v: VAlign) -> Pack { Pack(rawValue: align(v).rawValue) ?? .start }
}

/// Why `value` breaks a numeric rule (`range`; `positive`: 0 is not allowed either), or nil.
/// The words are those of the layout-file reader.
func rangeProblem(_ value: Double, _ range: ClosedRange<Double>, positive: Bool = false)
  -> String?
{
  let found = ", found \(formatNumber(value))"
  if !value.isFinite { return "must be a finite number, found \(value)" }
  if range.lowerBound == 0 {
    if value < 0 { return "must not be negative" + found }
    if positive, value == 0 { return "must be greater than 0" + found }
  } else if positive, value <= 0 {
    return "must be greater than 0" + found
  } else if value < range.lowerBound {
    return "must be at least \(formatNumber(range.lowerBound))" + found
  }
  if value > range.upperBound { return "must be at most \(formatNumber(range.upperBound))" + found }
  return nil
}

/// Sizes, margins, padding and spacing.
func lengthProblem(_ value: Double) -> String? {
  rangeProblem(value, 0...LayoutLimits.maximumLength)
}

func flexProblem(_ value: Double) -> String? {
  rangeProblem(value, 0...LayoutLimits.maximumFlex)
}

func ratioProblem(_ value: Double) -> String? {
  rangeProblem(value, LayoutLimits.aspectRatioRange, positive: true)
}

func priorityProblem(_ value: Double) -> String? {
  rangeProblem(value, -LayoutLimits.maximumFlex...LayoutLimits.maximumFlex)
}

func fontSizeProblem(_ value: Double) -> String? {
  rangeProblem(value, 0...LayoutLimits.maximumFontSize, positive: true)
}
