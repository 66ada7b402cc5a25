import LayoutComposer

/// Writes a component tree in format version 1. Components sit one per line; a container's
/// `"items"` open a new indented block. Walks with an explicit stack, so any depth is fine;
/// containers deeper than `inlineDepth` write their items on the same line, so that a chain
/// thousands of levels deep stays as small as its content.
enum LayoutFileWriter {
  static let inlineDepth = 40

  static func write(_ root: Component, size: Size?) throws(LayoutFileError) -> String {
    var out = "{\n  \"version\": \(LayoutFile.version),\n"
    if let size { out += "  \"size\": \(JSONText.numbers([size.width, size.height])),\n" }
    out += "  \"root\": "
    var problems: [LayoutFileProblem] = []
    // Each open container and the index of its next child to write.
    var stack: [(component: Component, next: Int)] = []
    open(root, into: &out, stack: &stack, problems: &problems)
    while let top = stack.last {
      let items = top.component.items
      let inline = stack.count > inlineDepth
      if top.next < items.count {
        stack[stack.count - 1].next += 1
        if inline {
          if top.next > 0 { out += ", " }
        } else {
          if top.next > 0 { out += ",\n" }
          out += JSONText.indent(stack.count + 1)
        }
        open(items[top.next], into: &out, stack: &stack, problems: &problems)
      } else {
        out += inline ? "]}" : "\n" + JSONText.indent(stack.count) + "]}"
        stack.removeLast()
      }
    }
    out += "\n}\n"
    if !problems.isEmpty { throw LayoutFileError(problems) }
    // What the format cannot hold (a negative width, NaN) is written as is; reading it back
    // names each such value by its path.
    let check = LayoutFile.validate(out)
    if !check.isEmpty {
      throw LayoutFileError(
        check.map { LayoutFileProblem(path: $0.path, message: $0.message) })
    }
    return out
  }

  /// Writes a component's keys; a container is left open (`"items": [`) and pushed.
  private static func open(
    _ component: Component, into out: inout String,
    stack: inout [(component: Component, next: Int)], problems: inout [LayoutFileProblem]
  ) {
    var keys: [String] = []
    let o = component.options
    let spec =
      component.layout?.spec ?? (component.items.isEmpty ? nil : .fit(defaultMargins: .zero))
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

    switch component.item {
    case nil, is String: break
    case let placeholder as Placeholder:
      // A container's own item is never measured, so only a leaf's size is worth writing.
      if spec == nil {
        add(
          "intrinsic",
          JSONText.numbers([placeholder.intrinsicSize.width, placeholder.intrinsicSize.height]))
      }
    case let text as Text:
      if spec == nil {
        add("text", JSONText.quoted(text.text))
        if text.fontSize != 16 { add("fontSize", text.fontSize) }
      }
    case let other?:
      problems.append(
        LayoutFileProblem(
          path: path(stack),
          message: "an item of type \(type(of: other)) cannot be written to a layout file; "
            + "use Placeholder, String, Text or nil"))
    }

    if let spec { add("layout", layoutJSON(spec)) }
    if component.items.isEmpty {
      out += "{" + keys.joined(separator: ", ") + "}"
    } else {
      out += "{" + keys.joined(separator: ", ") + (keys.isEmpty ? "" : ", ") + "\"items\": ["
      stack.append((component, 0))
      if stack.count <= inlineDepth { out += "\n" }
    }
  }

  /// `{"type": "VBox", "pack": "center"}`: settings at their defaults are left out.
  private static func layoutJSON(_ spec: LayoutSpec) -> String {
    var parts = ["\"type\": \(JSONText.quoted(spec.typeName))"]
    switch spec {
    case .vbox(let s), .hbox(let s):
      if s.align != .stretch { parts.append("\"align\": \(JSONText.quoted(s.align.rawValue))") }
      if s.pack != .start { parts.append("\"pack\": \(JSONText.quoted(s.pack.rawValue))") }
      if s.spacing != 0 { parts.append("\"spacing\": \(JSONText.number(s.spacing))") }
    case .firstThatFits(let axes, _):
      parts.append("\"axes\": \(JSONText.quoted(axes.rawValue))")
    case .relative, .fit:
      break
    }
    let m = spec.defaultMargins
    if m != .zero {
      parts.append("\"defaultMargins\": \(JSONText.numbers([m.top, m.left, m.bottom, m.right]))")
    }
    return "{" + parts.joined(separator: ", ") + "}"
  }

  /// The path of the component being opened: the open containers' positions so far.
  private static func path(_ stack: [(component: Component, next: Int)]) -> String {
    var builder = PathBuilder("root")
    for open in stack { builder.append(".items[\(open.next - 1)]") }
    return builder.string
  }
}
