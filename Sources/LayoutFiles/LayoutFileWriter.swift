import LayoutComposer

/// Writes a component tree in format version 1. Components sit one per line; a container's
/// `"items"` open a new indented block. Walks with an explicit stack, so any depth is fine;
/// containers deeper than `inlineDepth` write their items on the same line, so that a chain
/// thousands of levels deep stays as small as its content.
enum LayoutFileWriter {
  static let inlineDepth = 40

  /// An open container: its children in sections (`"background"`, `"items"`, `"overlay"`),
  /// the section being written and the next child in it.
  struct Open {
    var sections: [(key: String, role: Decoration?, items: [Component])]
    var section = 0
    var next = 0
  }

  static func write(_ root: Component, size: Size?, direction: LayoutDirection = .leftToRight)
    throws(LayoutFileError) -> String
  {
    var out = "{\n  \"version\": \(LayoutFile.version),\n"
    if let size { out += "  \"size\": \(JSONText.numbers([size.width, size.height])),\n" }
    if direction == .rightToLeft { out += "  \"direction\": \"rtl\",\n" }
    out += "  \"root\": "
    var problems = Problems()
    var stack: [Open] = []
    // The path of the component being written.
    var path = ItemPath(step: "items")
    // Layouts of one's own carry what they placed at the file's size, for programs that
    // cannot run them (RecordedLayout).
    let recorded =
      size.flatMap { size in
        hasCustomLayout(root)
          ? RecordedLayout.recordings(of: root, in: size, direction: direction) : nil
      }
    func open(_ component: Component) -> Bool {
      var placed: RecordedLayout?
      if let recorded, let node = recorded.tree.index(of: component) {
        placed = recorded.byNode[node]
      }
      return Self.open(
        component, into: &out, stack: &stack, at: path, problems: &problems, placed: placed)
    }
    _ = open(root)
    while let top = stack.last {
      let inline = stack.count > inlineDepth
      let section = top.sections[top.section]
      if top.next < section.items.count {
        stack[stack.count - 1].next += 1
        if inline {
          if top.next > 0 { out += ", " }
        } else {
          if top.next > 0 { out += ",\n" }
          out += JSONText.indent(stack.count + 1)
        }
        path.push(ChildStep.encode(top.next, section.role))
        let opened = open(section.items[top.next])
        if !opened { path.pop() }
      } else if top.section + 1 < top.sections.count {
        // The next section: `], "items": [`.
        stack[stack.count - 1].section += 1
        stack[stack.count - 1].next = 0
        let key = top.sections[top.section + 1].key
        out += (inline ? "]" : "\n" + JSONText.indent(stack.count) + "]") + ", \"\(key)\": ["
        if !inline { out += "\n" }
      } else {
        out += inline ? "]}" : "\n" + JSONText.indent(stack.count) + "]}"
        stack.removeLast()
        path.pop()
      }
    }
    out += "\n}\n"
    if !problems.listed.isEmpty {
      if problems.unlisted > 0 { problems.listed.append(.unlisted(problems.unlisted)) }
      throw LayoutFileError(problems.listed, unlistedCount: problems.unlisted)
    }
    // What the format cannot hold (a negative width, NaN) is written as is; reading it back
    // names each such value by its path.
    do {
      _ = try LayoutFile.check(Array(out.utf8), measurer: nil)
    } catch {
      var written = error
      // The lines are those of text the caller never sees: the path says where.
      written.problems = error.problems.map {
        LayoutFileProblem(path: $0.path, message: $0.message)
      }
      throw written
    }
    return out
  }

  /// The problems found while writing, the first `maximumListedProblems` of them kept.
  struct Problems {
    var listed: [LayoutFileProblem] = []
    var unlisted = 0

    mutating func append(_ problem: @autoclosure () -> LayoutFileProblem) {
      if listed.count < LayoutFile.maximumListedProblems {
        listed.append(problem())
      } else {
        unlisted += 1
      }
    }
  }

  /// Writes a component's keys; a container is left open (`"items": [`) and pushed, and
  /// the result is true.
  @discardableResult
  /// Whether any component of the tree has a layout of its own (walked without recursion).
  private static func hasCustomLayout(_ root: Component) -> Bool {
    var pending = [root]
    while let component = pending.popLast() {
      // The library's own (Clamp, CenterBox) every reader runs: nothing to record.
      if case .custom(let custom) = component.layout?.spec,
        !(custom.layout is Clamp || custom.layout is CenterBox || custom.layout is Scroll)
      {
        return true
      }
      pending.append(contentsOf: component.items)
    }
    return false
  }

  private static func open(
    _ component: Component, into out: inout String, stack: inout [Open], at path: ItemPath,
    problems: inout Problems, placed: RecordedLayout?
  ) -> Bool {
    var keys: [String] = []
    let o = component.options
    let laidOut = component.laidOutItems
    let spec =
      component.layout?.spec ?? (laidOut.isEmpty ? nil : .fit(defaultMargins: .zero))
    func add(_ key: String, _ value: String) { keys.append("\(JSONText.quoted(key)): \(value)") }
    func add(_ key: String, _ value: Double?) {
      if let value { add(key, JSONText.number(value)) }
    }
    func add(_ key: String, _ value: Insets?) {
      if let v = value { add(key, JSONText.numbers([v.top, v.left, v.bottom, v.right])) }
    }

    if let name = component.name { add("name", JSONText.quoted(name)) }
    add("width", o.width)
    add("height", o.height)
    add("flex", o.flex)
    if let align = o.align { add("align", JSONText.quoted(align.rawValue)) }
    if let halign = o.halign { add("halign", JSONText.quoted(halign.rawValue)) }
    if let valign = o.valign { add("valign", JSONText.quoted(valign.rawValue)) }
    add("margins", o.margins)
    add("marginTop", o.marginTop)
    add("marginLeft", o.marginLeft)
    add("marginBottom", o.marginBottom)
    add("marginRight", o.marginRight)
    add("padding", o.padding)
    add("minWidth", o.minWidth)
    add("maxWidth", o.maxWidth)
    add("minHeight", o.minHeight)
    add("maxHeight", o.maxHeight)
    add("aspectRatio", o.aspectRatio)
    if let mode = o.contentMode { add("contentMode", JSONText.quoted(mode.rawValue)) }
    add("layoutPriority", o.layoutPriority)
    add("marginLeading", o.marginLeading)
    add("marginTrailing", o.marginTrailing)
    if o.isHidden { add("hidden", "true") }
    if let place = o.gridPlace {
      if let column = place.column { add("column", "\(column)") }
      if let row = place.row { add("row", "\(row)") }
      // A place of all defaults still says the component has one (validate() warns about it
      // outside a Grid), so it keeps a span.
      let isDefault = place.column == nil && place.row == nil
      if place.columnSpan != 1 || (isDefault && place.rowSpan == 1) {
        add("columnSpan", "\(place.columnSpan)")
      }
      if place.rowSpan != 1 { add("rowSpan", "\(place.rowSpan)") }
    }
    if let p = o.percentages {
      // A percentage wins over a number for the same option: it replaces it.
      func percent(_ key: String, _ value: Double?) {
        guard let value else { return }
        keys.removeAll { $0.hasPrefix(JSONText.quoted(key) + ":") }
        add(key, JSONText.quoted(formatNumber(value) + "%"))
      }
      percent("width", p.width)
      percent("height", p.height)
      percent("minWidth", p.minWidth)
      percent("maxWidth", p.maxWidth)
      percent("minHeight", p.minHeight)
      percent("maxHeight", p.maxHeight)
      percent("marginTop", p.marginTop)
      percent("marginLeft", p.marginLeft)
      percent("marginBottom", p.marginBottom)
      percent("marginRight", p.marginRight)
    }

    switch component.item {
    case nil, is String: break
    case let placeholder as Placeholder:
      // A container's own item is never measured, so only a leaf's size is worth writing.
      if spec == nil {
        add(
          "intrinsic",
          JSONText.numbers([placeholder.intrinsicSize.width, placeholder.intrinsicSize.height]))
        add("baseline", placeholder.baseline)
      }
    case let text as Text:
      if spec == nil {
        add("text", JSONText.quoted(text.text))
        if text.fontSize != 16 { add("fontSize", text.fontSize) }
        if let limit = text.lineLimit { add("lineLimit", "\(limit)") }
        if text.truncation != .end { add("truncation", JSONText.quoted(text.truncation.rawValue)) }
        if text.alignment != .leading {
          add("textAlignment", JSONText.quoted(text.alignment.rawValue))
        }
      }
    case let other?:
      problems.append(
        LayoutFileProblem(
          path: path.description,
          message: "an item of type \(type(of: other)) cannot be written to a layout file; "
            + "use Placeholder, String, Text or nil"))
    }

    if let spec { add("layout", layoutJSON(spec, placed: placed)) }
    var sections: [(key: String, role: Decoration?, items: [Component])] = []
    let backgrounds = component.backgrounds
    let overlays = component.overlays
    if !backgrounds.isEmpty { sections.append(("background", .background, backgrounds)) }
    if !laidOut.isEmpty { sections.append(("items", nil, laidOut)) }
    if !overlays.isEmpty { sections.append(("overlay", .overlay, overlays)) }
    guard let first = sections.first else {
      out += "{" + keys.joined(separator: ", ") + "}"
      return false
    }
    out += "{" + keys.joined(separator: ", ") + (keys.isEmpty ? "" : ", ") + "\"\(first.key)\": ["
    stack.append(Open(sections: sections))
    if stack.count <= inlineDepth { out += "\n" }
    return true
  }

  /// A grid track as files write it: `120`, `"1fr"`, `"auto"`, `{"adaptive": 200}`.
  static func trackJSON(_ track: GridTrack) -> String {
    switch track {
    case .points(let v): JSONText.number(v)
    case .fraction(let f): JSONText.quoted(JSONText.number(f) + "fr")
    case .content: "\"auto\""
    case .adaptive(let m): "{\"adaptive\": \(JSONText.number(m))}"
    }
  }

  /// `{"type": "VBox", "pack": "center"}`: settings at their defaults are left out.
  private static func layoutJSON(_ spec: LayoutSpec, placed: RecordedLayout?) -> String {
    if case .custom(let custom) = spec, let scroll = custom.layout as? Scroll {
      return "{\"type\": \"Scroll\", \"axes\": \(JSONText.quoted(scroll.axes.rawValue))}"
    }
    if case .custom(let custom) = spec, let box = custom.layout as? CenterBox {
      // A layout type of the format, though written with the custom-layout protocol.
      var parts = ["\"type\": \"CenterBox\""]
      if box.orientation != .horizontal {
        parts.append("\"orientation\": \(JSONText.quoted(box.orientation.rawValue))")
      }
      if box.spacing != 0 { parts.append("\"spacing\": \(JSONText.number(box.spacing))") }
      return "{" + parts.joined(separator: ", ") + "}"
    }
    var type = spec.typeName
    if case .custom = spec { type = "Custom" }
    var parts = ["\"type\": \(JSONText.quoted(type))"]
    switch spec {
    case .vbox(let s), .hbox(let s):
      if s.align != .stretch { parts.append("\"align\": \(JSONText.quoted(s.align.rawValue))") }
      if s.pack != .start { parts.append("\"pack\": \(JSONText.quoted(s.pack.rawValue))") }
      if s.spacing != 0 { parts.append("\"spacing\": \(JSONText.number(s.spacing))") }
      if s.wrap { parts.append("\"wrap\": true") }
      if s.lineSpacing != 0 {
        parts.append("\"lineSpacing\": \(JSONText.number(s.lineSpacing))")
      }
      if s.alignLines != .start {
        parts.append("\"alignLines\": \(JSONText.quoted(s.alignLines.rawValue))")
      }
    case .grid(let g):
      parts.append("\"columns\": [" + g.columns.map(trackJSON).joined(separator: ", ") + "]")
      if !g.rows.isEmpty {
        parts.append("\"rows\": [" + g.rows.map(trackJSON).joined(separator: ", ") + "]")
      }
      if g.columnSpacing != 0 {
        parts.append("\"columnSpacing\": \(JSONText.number(g.columnSpacing))")
      }
      if g.rowSpacing != 0 { parts.append("\"rowSpacing\": \(JSONText.number(g.rowSpacing))") }
      if g.align != .start { parts.append("\"align\": \(JSONText.quoted(g.align.rawValue))") }
      if g.pack != .start { parts.append("\"pack\": \(JSONText.quoted(g.pack.rawValue))") }
    case .firstThatFits(let axes, _):
      parts.append("\"axes\": \(JSONText.quoted(axes.rawValue))")
    case .relative, .fit:
      break
    case .custom(let custom):
      let recorded = custom.layout as? RecordedLayout
      parts.append("\"name\": \(JSONText.quoted(recorded?.recordedName ?? custom.name))")
      if let placed = placed ?? recorded, !(custom.layout is Clamp) {
        parts.append("\"placed\": \(placed.json)")
      }
      if let file = custom.layout as? any FileCustomLayout, !file.settings.isEmpty {
        let settings = file.settings.sorted { $0.key < $1.key }.map { key, value in
          let text: String
          switch value {
          case .number(let v): text = JSONText.number(v)
          case .text(let v): text = JSONText.quoted(v)
          case .flag(let v): text = v ? "true" : "false"
          }
          return "\(JSONText.quoted(key)): \(text)"
        }
        parts.append("\"settings\": {" + settings.joined(separator: ", ") + "}")
      }
    }
    let m = spec.defaultMargins
    if m != .zero {
      parts.append("\"defaultMargins\": \(JSONText.numbers([m.top, m.left, m.bottom, m.right]))")
    }
    return "{" + parts.joined(separator: ", ") + "}"
  }
}
