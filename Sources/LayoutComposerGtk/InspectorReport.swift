import LayoutComposer

/// What the inspector says about one component, as lines of text: name, frames, every option
/// with where it came from, the source location, and how text was measured.
///
/// ```swift
/// InspectorReport(node: 2, in: snapshot).lines
/// // ["view2", "path      root.items[1]", "frame     {0, 50, 320, 100} in parent", …]
/// ```
public struct InspectorReport: Sendable {
  public let lines: [String]

  public init(node: Int, in snapshot: LayoutSnapshot) {
    let result = snapshot.result
    let tree = snapshot.tree
    var lines = [snapshot.displayName(at: node)]
    func add(_ label: String, _ value: String) {
      lines.append(label + String(repeating: " ", count: max(1, 10 - label.count)) + value)
    }
    add("path", result.path(at: node))
    let component = snapshot.components[node]
    if let layout = result.layoutName(at: node) {
      add("kind", "\(layout) container, \(result.children(of: node).count) items")
    } else if let item = component.item {
      add("kind", "leaf, \(type(of: item))")
    } else {
      add("kind", "empty leaf")
    }
    add("frame", "\(result.frame(at: node)) in parent")
    add("absolute", "\(snapshot.absoluteFrames[node])")
    let source = result.source(at: node)
    add("source", source.line > 0 ? source.description : "not from Swift (layout file)")
    lines.append("options")
    lines.append(contentsOf: Self.optionLines(node: node, in: snapshot).map { "  " + $0 })
    if let spec = tree.layoutSpec(at: node) {
      lines.append("layout")
      lines.append(contentsOf: Self.layoutLines(spec).map { "  " + $0 })
    }
    if let text = component.item as? Text {
      lines.append("text")
      lines.append("  \"\(text.text)\" at \(formatNumber(text.fontSize)) px")
      lines.append("  measured by \(text.measurer.name)")
    }
    self.lines = lines
  }

  public var text: String { lines.joined(separator: "\n") }

  /// Explicit options as written, then what the node inherits: margins from the parent's
  /// `defaultMargins`, the cross-axis alignment from the parent stack's `align`.
  static func optionLines(node: Int, in snapshot: LayoutSnapshot) -> [String] {
    let options = snapshot.tree.options(at: node)
    var lines: [String] = []
    func number(_ name: String, _ value: Double?) {
      if let value { lines.append("\(name) \(formatNumber(value))  (explicit)") }
    }
    if let name = options.name { lines.append("name \"\(name)\"  (explicit)") }
    number("width", options.width)
    number("height", options.height)
    number("flex", options.flex)
    if let align = options.align { lines.append("align \(align.rawValue)  (explicit)") }
    if let halign = options.halign { lines.append("halign \(halign.rawValue)  (explicit)") }
    if let valign = options.valign { lines.append("valign \(valign.rawValue)  (explicit)") }
    if let margins = options.margins { lines.append("margins \(margins)  (explicit)") }
    number("marginTop", options.marginTop)
    number("marginLeft", options.marginLeft)
    number("marginBottom", options.marginBottom)
    number("marginRight", options.marginRight)
    if let padding = options.padding { lines.append("padding \(padding)  (explicit)") }
    number("minWidth", options.minWidth)
    number("maxWidth", options.maxWidth)
    number("minHeight", options.minHeight)
    number("maxHeight", options.maxHeight)
    number("aspectRatio", options.aspectRatio)

    guard let parent = snapshot.result.parent(of: node),
      let parentSpec = snapshot.tree.layoutSpec(at: parent)
    else { return lines.isEmpty ? ["none"] : lines }
    let effective = snapshot.tree.effectiveMargins(at: node)
    let own = options.ownMargins
    let parentDisplay = snapshot.displayName(at: parent)
    let parentName =
      parentDisplay == parentSpec.typeName
      ? parentDisplay : "\(parentSpec.typeName) \(parentDisplay)"
    let sides: [(String, Double?, Double)] = [
      ("marginTop", own.top, effective.top), ("marginLeft", own.left, effective.left),
      ("marginBottom", own.bottom, effective.bottom), ("marginRight", own.right, effective.right),
    ]
    for (name, mine, value) in sides where mine == nil {
      lines.append("\(name) \(formatNumber(value))  (inherited: defaultMargins of \(parentName))")
    }
    if options.align == nil {
      switch parentSpec {
      case .vbox(let settings), .hbox(let settings):
        lines.append("align \(settings.align.rawValue)  (inherited: align of \(parentName))")
      default:
        break
      }
    }
    return lines
  }

  /// Every setting of a container's layout, defaults included.
  static func layoutLines(_ spec: LayoutSpec) -> [String] {
    switch spec {
    case .vbox(let settings), .hbox(let settings):
      return [
        spec.typeName, "align \(settings.align.rawValue)", "pack \(settings.pack.rawValue)",
        "spacing \(formatNumber(settings.spacing))",
        "defaultMargins \(settings.defaultMargins)",
      ]
    case .relative(let margins), .fit(let margins):
      return [spec.typeName, "defaultMargins \(margins)"]
    case .firstThatFits(let axes, let margins):
      return [spec.typeName, "axes \(axes.rawValue)", "defaultMargins \(margins)"]
    }
  }
}
