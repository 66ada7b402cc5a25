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
  /// For the entries that end a list cut at `Component.maximumListedProblems` (`… and 50
  /// more warnings`): how many problems of this severity were left out; 0 for a problem.
  public var unlistedCount: Int

  public init(
    path: String, message: String, severity: Severity = .error, unlistedCount: Int = 0
  ) {
    self.path = path
    self.message = message
    self.severity = severity
    self.unlistedCount = unlistedCount
  }

  public var isWarning: Bool { severity == .warning }

  public var description: String {
    isWarning ? "\(path): warning: \(message)" : "\(path): \(message)"
  }

  /// Echoed text (a name, a key, a value) is cut to this many Unicode scalars.
  public static let echoedLength = 40

  /// Text the user wrote, as a message echoes it: in quotes, with JSON's escapes and with
  /// every other control character escaped (`\u001b` for ESC), so that a message stays one
  /// line and nothing in it reaches a terminal as a command; cut after `echoedLength`
  /// Unicode scalars, with its size, so that a megabyte-long name makes a short message.
  ///
  /// ```swift
  /// LayoutProblem.quoted("a\u{1B}[31m")  // "a\u001b[31m"
  /// LayoutProblem.quoted(String(repeating: "x", count: 100_000))  // "xxxx…" (100000 bytes)
  /// ```
  public static func quoted(_ text: String) -> String {
    guard text.utf8.count > echoedLength, text.unicodeScalars.dropFirst(echoedLength).first != nil
    else { return "\"" + escaped(text, quotes: true) + "\"" }
    var prefix = String.UnicodeScalarView()
    prefix.append(contentsOf: text.unicodeScalars.prefix(echoedLength))
    return "\"" + escaped(String(prefix), quotes: true) + "…\" (\(text.utf8.count) bytes)"
  }

  /// Text the user wrote with its control characters escaped, nothing cut and no quotes
  /// added: how a file name starts a message (`bad\nname.json:1:2: …`).
  ///
  /// ```swift
  /// LayoutProblem.escaped("bad\nname.json")  // bad\nname.json
  /// ```
  public static func escaped(_ text: String) -> String { escaped(text, quotes: false) }

  /// C0 and C1 controls, DEL, the line and paragraph separators and the bidirectional
  /// overrides and isolates, which would reorder what a terminal shows.
  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0..<0x20, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }

  private static func escaped(_ text: String, quotes: Bool) -> String {
    guard
      text.unicodeScalars.contains(where: {
        isControl($0) || (quotes && ($0 == "\"" || $0 == "\\"))
      })
    else { return text }
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"" where quotes: result += "\\\""
      case "\\" where quotes: result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where isControl(scalar):
        let hex = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}

extension Component {
  /// At most this many problems are listed; then one entry counts the errors left out and
  /// one the warnings left out (`unlistedCount`), each with its severity.
  public static let maximumListedProblems = 100

  /// Every problem in the tree, in document order: errors (values the engine ignored or
  /// clamped) and warnings (options without effect, options in conflict, names used twice).
  /// At most `maximumListedProblems` are listed, then `… and 12 more errors` and `… and 40
  /// more warnings` for the rest. Linear in the size of the tree: it walks without recursion,
  /// keeps one entry per level (not per component) and spells a path out only for a problem
  /// it lists.
  ///
  /// ```swift
  /// let problems = `$`(nil, items: [`$`("a")]).validate()
  /// // [root: has items but no layout; give it layout: VBox(), HBox(), Relative() or Fit()]
  /// ```
  public func validate() -> [LayoutProblem] {
    /// A container being walked: its children, the next one to check, and how many of each
    /// role were seen (positions count within each role: items[2], overlay[0]).
    struct Level {
      let children: [Component]
      let record: Int32
      let spec: LayoutSpec?
      var next = 0
      var counts: (items: Int32, backgrounds: Int32, overlays: Int32) = (0, 0, 0)

      init(_ component: Component, record: Int32) {
        children = component.items
        self.record = record
        spec =
          component.layout?.spec
          ?? (children.contains { $0.options.decoration == nil }
            ? .fit(defaultMargins: .zero) : nil)
      }

      /// The next child's position among its role.
      mutating func position(of role: Decoration?) -> Int32 {
        switch role {
        case nil:
          defer { counts.items += 1 }
          return counts.items
        case .background:
          defer { counts.backgrounds += 1 }
          return counts.backgrounds
        case .overlay:
          defer { counts.overlays += 1 }
          return counts.overlays
        }
      }
    }
    var walk = ValidationWalk()
    let root = walk.record(parent: -1, position: 0)
    walk.check(self, record: root, parent: nil, isRoot: true)
    var levels: [Level] = items.isEmpty ? [] : [Level(self, record: root)]
    while !levels.isEmpty {
      let top = levels.count - 1
      guard levels[top].next < levels[top].children.count else {
        levels.removeLast()
        continue
      }
      let child = levels[top].children[levels[top].next]
      levels[top].next += 1
      let role = child.options.decoration
      let record = walk.record(
        parent: levels[top].record, position: levels[top].position(of: role), role: role)
      walk.check(child, record: record, parent: levels[top].spec, isRoot: false)
      if !child.items.isEmpty { levels.append(Level(child, record: record)) }
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
  /// The components seen with each name, in order (the first few: enough to tell a name
  /// used twice from the same name in other alternatives of a FirstThatFits).
  private var withName: [String: [Int32]] = [:]
  private(set) var problems: [LayoutProblem] = []
  private var unlistedErrors = 0
  private var unlistedWarnings = 0

  /// Per visited component: its role, which names its step (`items`, `overlay`, `background`).
  private var roles: [UInt8] = []

  /// Per visited component: whether it is a FirstThatFits (its children are alternatives).
  private var choosesAlternatives: [Bool] = []

  mutating func record(parent: Int32, position: Int32, role: Decoration? = nil) -> Int32 {
    choosesAlternatives.append(false)
    parents.append(parent)
    positions.append(position)
    roles.append(role == nil ? 0 : role == .background ? 1 : 2)
    return Int32(parents.count - 1)
  }

  /// The library's layouts with a fixed number of places: a CenterBox places three items, a
  /// Scroll is meant for one (more are laid over each other, as in a Fit).
  private mutating func checkSlots(_ layout: any CustomLayout, _ count: Int, _ record: Int32) {
    if layout is CenterBox, count > 3 {
      add(
        record, "items[3]",
        "is not placed: a CenterBox has three slots (start, centre, end); \(count - 3) more "
          + "item\(count == 4 ? "" : "s") left out", .warning)
    } else if layout is Scroll, count > 1 {
      add(
        record, "items[1]",
        "is laid over items[0]: a Scroll scrolls one child; put them in a VBox inside it",
        .warning)
    }
  }

  /// Whether two components are never shown together: they sit in different alternatives of
  /// one FirstThatFits, so a lookup by their name finds the one shown. Looks 64 levels up at
  /// most (beyond that they count as a name used twice).
  func inOtherAlternatives(_ a: Int32, _ b: Int32) -> Bool {
    var pathOfA: [Int32: Int32] = [:]
    var current = a
    for _ in 0..<64 where parents[Int(current)] >= 0 {
      pathOfA[parents[Int(current)]] = current
      current = parents[Int(current)]
    }
    current = b
    for _ in 0..<64 where parents[Int(current)] >= 0 {
      let parent = parents[Int(current)]
      if let viaA = pathOfA[parent] {
        return choosesAlternatives[Int(parent)] && viaA != current && roles[Int(viaA)] == 0
          && roles[Int(current)] == 0
      }
      current = parent
    }
    return false
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
      if severity == .warning { unlistedWarnings += 1 } else { unlistedErrors += 1 }
      return
    }
    let place = path(of: record)
    problems.append(
      LayoutProblem(
        path: option.map { "\(place).\($0)" } ?? place, message: message, severity: severity))
  }

  /// The problems, then what was left out: errors and warnings counted apart, each with
  /// its severity, so that a list of harmless warnings never ends in an error.
  mutating func finish() -> [LayoutProblem] {
    for (count, severity) in [
      (unlistedErrors, LayoutProblem.Severity.error), (unlistedWarnings, .warning),
    ]
    where count > 0 {
      let what = severity == .error ? "error" : "warning"
      problems.append(
        LayoutProblem(
          path: "root", message: "… and \(count) more \(what)\(count == 1 ? "" : "s")",
          severity: severity, unlistedCount: count))
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
      if let limit = text.lineLimit, limit < 1 {
        add(
          record, "lineLimit",
          "must be at least 1 (a text shows at least one line), found \(limit)")
      } else if let limit = text.lineLimit, limit > LayoutLimits.maximumLineLimit {
        add(
          record, "lineLimit",
          "must be at most \(formatNumber(Double(LayoutLimits.maximumLineLimit))), found \(limit)")
      }
    }
    if let placeholder = component.item as? Placeholder {
      let size = placeholder.intrinsicSize
      if let message = lengthProblem(size.width) { add(record, "intrinsic.width", message) }
      if let message = lengthProblem(size.height) { add(record, "intrinsic.height", message) }
      // Named as the file names it: `"baseline"` next to `"intrinsic"`.
      if let baseline = placeholder.baseline, let message = lengthProblem(baseline) {
        add(record, "baseline", message)
      }
    }
    if let layout = component.layout {
      let spec = layout.spec
      if case .firstThatFits = spec { choosesAlternatives[Int(record)] = true }
      checkInsets(spec.defaultMargins, record, "layout.defaultMargins")
      switch spec {
      case .vbox(let s), .hbox(let s):
        if let message = lengthProblem(s.spacing) { add(record, "layout.spacing", message) }
        if let message = lengthProblem(s.lineSpacing) {
          add(record, "layout.lineSpacing", message)
        }
        if !s.wrap, s.lineSpacing != 0 || s.alignLines != .start {
          add(
            record, s.lineSpacing != 0 ? "layout.lineSpacing" : "layout.alignLines",
            "has no effect on a stack that does not wrap; add wrap: true", .warning)
        }
      case .grid(let g):
        checkGrid(g, record)
      case .custom(let custom):
        checkSlots(custom.layout, component.laidOutItems.count, record)
      case .relative, .fit, .firstThatFits: break
      }
    } else if component.items.contains(where: { $0.options.decoration == nil }) {
      add(
        record, nil,
        "has items but no layout; give it layout: VBox(), HBox(), Relative() or Fit()")
    }
    checkConflicts(options, record)
    checkPlacement(options, record, parent: parent, isRoot: isRoot)
    if let name = component.name {
      let earlier = withName[name] ?? []
      if let first = earlier.first(where: { !inOtherAlternatives($0, record) }) {
        add(
          record, "name",
          "\(LayoutProblem.quoted(name)) is also the name of \(path(of: first)); "
            + "lookups by name find that one",
          .warning)
      }
      if earlier.count < 8 { withName[name, default: []].append(record) }
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
    if let p = o.percentages {
      let percentages: [(String, Double?)] = [
        ("width", p.width), ("height", p.height), ("minWidth", p.minWidth),
        ("maxWidth", p.maxWidth), ("minHeight", p.minHeight), ("maxHeight", p.maxHeight),
        ("marginTop", p.marginTop), ("marginLeft", p.marginLeft),
        ("marginBottom", p.marginBottom), ("marginRight", p.marginRight),
      ]
      for (name, value) in percentages {
        if let value, let message = percentageProblem(value) { add(record, name, message) }
      }
    }
  }

  /// Options that work against each other: the layout follows a rule (the ratio gives way,
  /// the minimum wins), but the file or code says something it does not do.
  private mutating func checkConflicts(_ o: ComponentOptions, _ record: Int32) {
    let p = o.percentages ?? Percentages()
    // A percentage wins over a number for the same option (and may be unset where the
    // parent's size is not known, when the ratio does apply): only two numbers fix a size.
    if o.aspectRatio != nil, p.width == nil, p.height == nil,
      let width = o.width, let height = o.height, width.isFinite, height.isFinite
    {
      add(
        record, "aspectRatio",
        "has no effect: width and height are both given, so the ratio decides neither",
        .warning)
    }
    if let mode = o.contentMode, o.aspectRatio == nil {
      add(
        record, "contentMode",
        "has no effect without aspectRatio; add aspectRatio: 1 for a square that .\(mode.rawValue)s",
        .warning)
    }
    let bounds: [(String, String, (Double?, Double?), (Double?, Double?))] = [
      ("minWidth", "maxWidth", (o.minWidth, p.minWidth), (o.maxWidth, p.maxWidth)),
      ("minHeight", "maxHeight", (o.minHeight, p.minHeight), (o.maxHeight, p.maxHeight)),
    ]
    for (minName, maxName, lower, upper) in bounds {
      // Like with like: two numbers, or two percentages of the same parent's box.
      let low = lower.1.map { ($0, "%") } ?? lower.0.map { ($0, "") }
      let high = upper.1.map { ($0, "%") } ?? upper.0.map { ($0, "") }
      guard let low, let high, low.1 == high.1, lengthProblem(low.0) == nil,
        lengthProblem(high.0) == nil, low.0 > high.0
      else { continue }
      add(
        record, maxName,
        "\(formatNumber(high.0))\(high.1) is less than \(minName) \(formatNumber(low.0))\(low.1); "
          + "the minimum wins, as in CSS",
        .warning)
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
  private mutating func checkGrid(_ g: GridSettings, _ record: Int32) {
    if g.columns.isEmpty {
      add(record, "layout.columns", "is empty; a grid needs at least one column", .warning)
    }
    for (kind, tracks) in [("columns", g.columns), ("rows", g.rows)] {
      if tracks.count > maximumGridLines {
        add(
          record, "layout.\(kind)",
          "must have at most \(maximumGridLines) tracks (the rest are not used), found \(tracks.count)"
        )
      }
      for (index, track) in tracks.enumerated() {
        let place = "layout.\(kind)[\(index)]"
        switch track {
        case .points(let v):
          if let message = lengthProblem(v) { add(record, place, message) }
        case .fraction(let f):
          if let message = flexProblem(f) { add(record, place, message) }
        case .adaptive(let m):
          if let message = lengthProblem(m) { add(record, place, message) }
          if kind == "rows" {
            add(record, place, "adaptive tracks are for columns; this row is .content", .warning)
          }
        case .content: break
        }
      }
    }
    if let message = lengthProblem(g.columnSpacing) { add(record, "layout.columnSpacing", message) }
    if let message = lengthProblem(g.rowSpacing) { add(record, "layout.rowSpacing", message) }
  }

  private mutating func checkGridPlace(
    _ o: ComponentOptions, _ record: Int32, parent: LayoutSpec?, isRoot: Bool
  ) {
    guard let place = o.gridPlace else { return }
    let inGrid: Bool
    if case .grid = parent, !isRoot, o.decoration == nil { inGrid = true } else { inGrid = false }
    if !inGrid {
      add(
        record, "column", "has no effect outside a Grid (column:, row:, columnSpan:, rowSpan:)",
        .warning)
      return
    }
    for (option, value) in [("column", place.column), ("row", place.row)] {
      guard let value else { continue }
      // The same words as the layout-file reader, so a file and its tree report alike.
      if value < 0 {
        add(record, option, "must not be negative (cells are numbered from 0), found \(value)")
      } else if value >= maximumGridLines {
        add(record, option, "must be at most \(maximumGridLines - 1), found \(value)")
      }
    }
    for (option, value) in [("columnSpan", place.columnSpan), ("rowSpan", place.rowSpan)] {
      if value < 1 {
        add(record, option, "must be at least 1 (a child spans at least one track), found \(value)")
      } else if value > maximumGridLines {
        add(record, option, "must be at most \(maximumGridLines), found \(value)")
      }
    }
  }

  private mutating func checkPlacement(
    _ o: ComponentOptions, _ record: Int32, parent: LayoutSpec?, isRoot: Bool
  ) {
    func warn(_ option: String, _ advice: String) { add(record, option, advice, .warning) }
    checkGridPlace(o, record, parent: parent, isRoot: isRoot)
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
    case .custom:
      // A custom layout may read any option of its children.
      return
    case .grid:
      if o.align != nil { warn("align", "has no effect in a Grid; use halign: and valign:") }
      if o.flex != nil {
        warn("flex", "has no effect in a Grid; size its column with .fraction(…) instead")
      }
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
func rangeProblem(
  _ value: Double, _ range: ClosedRange<Double>, positive: Bool = false, unit: String = ""
) -> String? {
  let found = ", found \(formatNumber(value))\(unit)"
  if !value.isFinite { return "must be a finite number, found \(value)\(unit)" }
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

/// A percentage, in percent (`"50%"` is 50): the bounds of a length.
func percentageProblem(_ value: Double) -> String? {
  rangeProblem(value, 0...LayoutLimits.maximumLength, unit: "%")
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
