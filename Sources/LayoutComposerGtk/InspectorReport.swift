import LayoutComposer

/// What the inspector says about one component, as a property list: sections of name/value
/// rows (name, path, frames, every option with where it came from, the source, how text was
/// measured, warnings), shown as two columns in the window and as text when copied.
///
/// ```swift
/// let report = InspectorReport(node: 2, in: snapshot)
/// report.value(of: "path", in: "Component")  // "root.items[1]"
/// print(report.text)
/// ```
public struct InspectorReport: Sendable, Equatable {
  /// One property: `marginTop` = `10`, with where it came from as a note.
  public struct Row: Sendable, Equatable {
    public var name: String
    public var value: String
    /// Where the value came from (`explicit`, `inherited: defaultMargins of VBox header`).
    public var note: String?
    /// A component the row names (a parent, a child): clicking the value selects it.
    public var target: Int?
    /// Shown greyed: a hidden alternative of a FirstThatFits, or something inside one.
    public var dimmed: Bool

    public init(
      _ name: String, _ value: String, note: String? = nil, target: Int? = nil,
      dimmed: Bool = false
    ) {
      self.name = name
      self.value = value
      self.note = note
      self.target = target
      self.dimmed = dimmed
    }
  }

  public struct Section: Sendable, Equatable {
    public var title: String
    public var rows: [Row]
  }

  /// The component's name as the canvas shows it.
  public var title: String
  public var sections: [Section]

  /// - Parameters:
  ///   - variants: the node's frame (relative to its parent) in each layout of the variants
  ///     view, with the variant's label; they replace the frames of `snapshot`.
  ///   - problems: warnings and errors about this component (`ComponentProblems`).
  ///   - explanation: why the frame has its size and position, one line per axis
  ///     (`LayoutSnapshot.explain(at:)`; empty: the section is left out), under
  ///     `explanationTitle`.
  public init(
    node: Int, in snapshot: LayoutSnapshot, variants: [(label: String, frame: Frame)] = [],
    problems: [LayoutProblem] = [], explanation: [String] = [],
    explanationTitle: String = "Explanation"
  ) {
    let result = snapshot.result
    title = snapshot.displayName(at: node)
    var component: [Row] = []
    if let name = result.name(at: node) { component.append(Row("name", name)) }
    component.append(Row("path", result.path(at: node)))
    component += Self.placeRows(node: node, in: snapshot)
    let item = snapshot.tree.item(at: node)
    if let layout = result.layoutName(at: node) {
      component.append(Row("kind", "\(layout) container, \(result.children(of: node).count) items"))
    } else if let item, !(item is String) {
      component.append(Row("kind", "leaf, \(type(of: item))"))
    } else if item is String {
      component.append(Row("kind", "leaf"))
    } else {
      component.append(Row("kind", "empty leaf"))
    }
    let source = result.source(at: node)
    component.append(
      Row("source", source.line > 0 ? source.description : "not recorded (built without `$`)"))
    let notes = LayoutRenderer.notes(at: node, in: snapshot)
    if !notes.isEmpty { component.append(Row("notes", notes.joined(separator: " · "))) }
    sections = [Section(title: "Component", rows: component)]

    let frame = result.frame(at: node)
    // In the variants view the frame of each variant (relative to the parent); otherwise the
    // frame of the one layout shown.
    let frames =
      variants.isEmpty
      ? [
        Row("size", "\(displayNumber(frame.width)) × \(displayNumber(frame.height))"),
        Row("in parent", "\(frame)"),
        Row("absolute", "\(snapshot.absoluteFrames[node])"),
      ] : variants.map { Row($0.label, "\($0.frame)") }
    var frameRows = frames
    if let parent = result.parent(of: node),
      let align = BaselineGuide.alignment(of: node, in: parent, snapshot),
      let line = BaselineGuide.lines(for: node, in: snapshot).first
    {
      let own = line.y - snapshot.absoluteFrames[node].y
      frameRows.append(
        Row(
          "baseline", "\(displayNumber(own)) below its top, at y \(displayNumber(line.y))",
          note: "shared by the HBox's .\(align.rawValue) children"))
    }
    sections.append(Section(title: "Frame", rows: frameRows))

    let warnings = problems.filter(\.isWarning)
    let errors = problems.filter { !$0.isWarning }
    if !errors.isEmpty {
      sections.append(Section(title: "Errors", rows: errors.map(Self.problemRow)))
    }
    if !warnings.isEmpty {
      sections.append(Section(title: "Warnings", rows: warnings.map(Self.problemRow)))
    }
    if !explanation.isEmpty {
      sections.append(
        Section(title: explanationTitle, rows: explanation.map { Row("", $0) }))
    }
    sections.append(Section(title: "Options", rows: Self.optionRows(node: node, in: snapshot)))
    if let spec = snapshot.tree.layoutSpec(at: node) {
      sections.append(Section(title: "Layout", rows: Self.layoutRows(spec)))
    }
    let items = Self.itemRows(node: node, in: snapshot)
    if !items.isEmpty { sections.append(Section(title: "Items", rows: items)) }
    if let text = item as? Text {
      sections.append(
        Section(
          title: "Text",
          rows: [
            Row("text", text.text), Row("font size", "\(formatNumber(text.fontSize)) px"),
            Row("measured by", text.measurer.name),
          ]
            + (text.lineLimit.map { limit in
              [
                Row("line limit", "\(limit), cut at the \(text.truncation.rawValue) with …")
              ]
            } ?? [])
            + (text.alignment == .leading ? [] : [Row("alignment", text.alignment.rawValue)])))
    }
    if let scroll = result.scrollContent(at: node) {
      sections.append(Section(title: "Scroll", rows: Self.scrollRows(scroll)))
    }
  }

  /// What a Scroll shows (rule R4): its content's size, its viewport, the offset it is
  /// scrolled by and how far it can go.
  static func scrollRows(_ scroll: ScrollContent) -> [Row] {
    func size(_ s: Size) -> String { "\(displayNumber(s.width)) × \(displayNumber(s.height))" }
    func point(_ p: Point) -> String { "\(displayNumber(p.x)), \(displayNumber(p.y))" }
    return [
      Row("axes", scroll.axes.rawValue), Row("content size", size(scroll.contentSize)),
      Row("viewport", size(scroll.viewport)),
      Row("offset", point(scroll.offset), note: "at most \(point(scroll.maximumOffset))"),
    ]
  }

  /// The value of a row, for tests and scripts.
  public func value(of name: String, in section: String) -> String? {
    sections.first { $0.title == section }?.rows.first { $0.name == name }?.value
  }

  /// The whole report as text, as "Copy" puts it on the clipboard: the title, then each
  /// section with its rows in two aligned columns.
  public var text: String { text(shown: false) }

  /// The report as the panel shows it, and as `inspector` traces it: `text` with the title
  /// and every value cut by `shown(_:)`.
  public var shownText: String { text(shown: true) }

  private func text(shown: Bool) -> String {
    func cut(_ value: String) -> String { shown ? Self.shown(value) : value }
    var lines = [cut(title)]
    for section in sections {
      lines.append(section.title)
      let width = (section.rows.map(\.name.count).max() ?? 0) + 2
      for row in section.rows {
        let name = row.name + String(repeating: " ", count: width - row.name.count)
        let note = row.note.map { "  (\(cut($0)))" } ?? ""
        lines.append("  " + (row.name.isEmpty ? "" : name) + cut(row.value) + note)
      }
    }
    return lines.joined(separator: "\n")
  }

  /// Values longer than this many characters (Unicode scalars) are shown cut.
  public static let shownLength = 1000

  /// A value as the panel shows it: whole when short, else its first `shownLength`
  /// characters and how many more there are (`… (1499000 more characters)`). A GtkLabel lays
  /// out all the text it is given, and a text leaf of 1.5 MB held the window for minutes
  /// whenever it was selected (or reloaded while selected); Copy still gives the whole.
  ///
  /// ```swift
  /// InspectorReport.shown(String(repeating: "x", count: 1500))  // "xxx…x… (500 more characters)"
  /// ```
  public static func shown(_ value: String) -> String {
    guard value.utf8.count > shownLength else { return value }
    let scalars = value.unicodeScalars
    guard
      let cut = scalars.index(
        scalars.startIndex, offsetBy: shownLength, limitedBy: scalars.endIndex),
      cut < scalars.endIndex
    else { return value }
    let more = scalars[cut...].count
    var shown = String.UnicodeScalarView()
    shown.append(contentsOf: scalars[..<cut])
    return String(shown) + "… (\(more) more character\(more == 1 ? "" : "s"))"
  }

  /// A problem as a row: the option it is about (the part of its path after the
  /// component's), and the message.
  static func problemRow(_ problem: LayoutProblem) -> Row {
    Row(ComponentProblems.split(problem.path)?.option ?? "", problem.message)
  }

  /// Explicit options as written, then what the node inherits: margins from the parent's
  /// `defaultMargins`, the cross-axis alignment from the parent stack's `align`.
  static func optionRows(node: Int, in snapshot: LayoutSnapshot) -> [Row] {
    let options = snapshot.tree.options(at: node)
    var rows: [Row] = []
    func add(_ name: String, _ value: String?) {
      if let value { rows.append(Row(name, value, note: "explicit")) }
    }
    func number(_ name: String, _ value: Double?) { add(name, value.map(formatNumber)) }
    // A percentage shows as given, with the points it came to in this layout.
    let percentages = PercentageValues(node: node, in: snapshot)
    func length(_ name: String, _ value: Double?, _ percent: WritableKeyPath<Percentages, Double?>)
    {
      if let text = percentages.text(percent) {
        add(name, text)
      } else {
        number(name, value)
      }
    }
    add("name", options.name.map { "\"\($0)\"" })
    length("width", options.width, \.width)
    length("height", options.height, \.height)
    number("flex", options.flex)
    add("align", options.align?.rawValue)
    add("halign", options.halign?.rawValue)
    add("valign", options.valign?.rawValue)
    add("margins", options.margins.map { "\($0)" })
    length("marginTop", options.marginTop, \.marginTop)
    length("marginLeft", options.marginLeft, \.marginLeft)
    length("marginBottom", options.marginBottom, \.marginBottom)
    length("marginRight", options.marginRight, \.marginRight)
    number("marginLeading", options.marginLeading)
    number("marginTrailing", options.marginTrailing)
    add("padding", options.padding.map { "\($0)" })
    length("minWidth", options.minWidth, \.minWidth)
    length("maxWidth", options.maxWidth, \.maxWidth)
    length("minHeight", options.minHeight, \.minHeight)
    length("maxHeight", options.maxHeight, \.maxHeight)
    number("aspectRatio", options.aspectRatio)
    add("contentMode", options.contentMode?.rawValue)
    number("layoutPriority", options.layoutPriority)
    if let place = options.gridPlace {
      add("column", place.column.map(String.init))
      add("row", place.row.map(String.init))
      if place.columnSpan != 1 { add("columnSpan", String(place.columnSpan)) }
      if place.rowSpan != 1 { add("rowSpan", String(place.rowSpan)) }
    }

    // Overlays and backgrounds inherit nothing: their host's layout does not place them.
    guard let parent = snapshot.result.parent(of: node),
      let parentSpec = snapshot.tree.layoutSpec(at: parent),
      snapshot.result.decoration(at: node) == nil
    else { return rows.isEmpty ? [Row("none", "")] : rows }
    let effective = snapshot.tree.effectiveMargins(at: node)
    let sources = snapshot.tree.marginSources(at: node)
    let parentDisplay = snapshot.displayName(at: parent)
    let parentName =
      parentDisplay == parentSpec.typeName
      ? parentDisplay : "\(parentSpec.typeName) \(parentDisplay)"
    let sides: [(String, MarginSource, Double)] = [
      ("marginTop", sources.top, effective.top), ("marginLeft", sources.left, effective.left),
      ("marginBottom", sources.bottom, effective.bottom),
      ("marginRight", sources.right, effective.right),
    ]
    for (name, source, value) in sides where source == .parentDefault {
      rows.append(
        Row(name, formatNumber(value), note: "inherited: defaultMargins of \(parentName)"))
    }
    if options.align == nil {
      switch parentSpec {
      case .vbox(let settings), .hbox(let settings):
        rows.append(
          Row("align", settings.align.rawValue, note: "inherited: align of \(parentName)"))
      default:
        break
      }
    }
    return rows
  }

  /// Every setting of a container's layout, defaults included.
  static func layoutRows(_ spec: LayoutSpec) -> [Row] {
    switch spec {
    case .vbox(let settings), .hbox(let settings):
      return [
        Row("type", spec.typeName), Row("align", settings.align.rawValue),
        Row("pack", settings.pack.rawValue), Row("spacing", formatNumber(settings.spacing)),
        Row("defaultMargins", "\(settings.defaultMargins)"),
      ]
        + (settings.wrap
          ? [
            Row("wrap", "true"), Row("lineSpacing", formatNumber(settings.lineSpacing)),
            Row("alignLines", settings.alignLines.rawValue),
          ] : [])
    case .grid(let g):
      func tracks(_ list: [GridTrack]) -> String {
        list.isEmpty
          ? "none (content rows as needed)" : list.map(gridTrackText).joined(separator: ", ")
      }
      return [
        Row("type", "Grid"), Row("columns", tracks(g.columns)), Row("rows", tracks(g.rows)),
        Row("columnSpacing", formatNumber(g.columnSpacing)),
        Row("rowSpacing", formatNumber(g.rowSpacing)), Row("align", g.align.rawValue),
        Row("pack", g.pack.rawValue), Row("defaultMargins", "\(g.defaultMargins)"),
      ]
    case .relative(let margins), .fit(let margins):
      return [Row("type", spec.typeName), Row("defaultMargins", "\(margins)")]
    case .firstThatFits(let axes, let margins):
      return [
        Row("type", spec.typeName), Row("axes", axes.rawValue),
        Row("defaultMargins", "\(margins)"),
      ]
    case .custom(let custom):
      var rows = [Row("type", "Custom"), Row("name", custom.name)]
      if let file = custom.layout as? any FileCustomLayout {
        rows += file.settings.sorted { $0.key < $1.key }.map { Row($0.key, settingText($0.value)) }
      }
      return rows
    }
  }

  /// A grid track in the words of the code: `.points(120)`, `.fraction(1)`, `.content`,
  /// `.adaptive(minimum: 200)`.
  static func gridTrackText(_ track: GridTrack) -> String {
    switch track {
    case .points(let v): ".points(\(formatNumber(v)))"
    case .fraction(let f): ".fraction(\(formatNumber(f)))"
    case .content: ".content"
    case .adaptive(let m): ".adaptive(minimum: \(formatNumber(m)))"
    }
  }

  /// A custom layout's setting as a layout file writes it.
  static func settingText(_ setting: LayoutSetting) -> String {
    switch setting {
    case .number(let v): formatNumber(v)
    case .text(let v): "\"\(v)\""
    case .flag(let v): v ? "true" : "false"
    }
  }
}
