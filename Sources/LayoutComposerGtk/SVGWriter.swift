import LayoutComposer

/// The drawing as an SVG file designers can take apart: sizes in px (`width="375"`), one
/// group per component nested as the tree is (its `id` the component's name when that is
/// unique, else its path such as `root.items[1]`; a `<title>` naming it), text as `<text>`
/// in the lines the layout measured, what a Scroll holds cut to its viewport
/// (`SVGWriter.Viewports`), and the name tags of the view in a group of their own.
///
/// ```swift
/// let svg = SVGWriter.document(snapshot, renderer: LayoutRenderer())
/// ```
enum SVGWriter {
  /// Groups nest this deep at most; deeper components follow as siblings inside the
  /// deepest group (XML readers refuse deeper nesting: libxml2 stops at 256 levels).
  static let maximumNesting = 128
  /// An unnamed component's id is its path up to this length, else `node-N`.
  static let maximumPathLength = 200

  static func document(_ snapshot: LayoutSnapshot, renderer: LayoutRenderer) -> String {
    let options = renderer.options
    let canvas = renderer.canvasSize(for: snapshot)
    let plan = renderer.plan(for: snapshot)
    var out = """
      <?xml version="1.0" encoding="UTF-8"?>
      <svg xmlns="http://www.w3.org/2000/svg" width="\(number(canvas.width))" \
      height="\(number(canvas.height))" viewBox="0 0 \(number(canvas.width)) \
      \(number(canvas.height))">

      """
    if options.margins { out += hatchPatterns() }
    let (ids, paths, steps) = identifiers(snapshot)
    let viewports = Viewports(snapshot, renderer: renderer, ids: ids)
    if !viewports.definitions.isEmpty {
      out += "<defs>\n" + viewports.definitions.joined(separator: "\n") + "\n</defs>\n"
    }
    out +=
      "<rect id=\"background\" width=\"\(number(snapshot.size.width * options.zoom))\" "
      + "height=\"\(number(snapshot.size.height * options.zoom))\" "
      + "fill=\"\(color(options.background))\"/>\n"
    var textByNode: [Int: TextBlock] = [:]
    for block in plan.texts { textByNode[block.node] = block }
    for step in Self.steps(snapshot.result) {
      switch step {
      case .open(let index):
        out += openGroup(
          index, snapshot, id: ids[index], path: paths[index], step: steps[index],
          parentID: snapshot.result.parent(of: index).map { ids[$0] })
      case .body(let index):
        out += body(index, snapshot, renderer, text: textByNode[index], viewports: viewports)
      case .close:
        out += "</g>\n"
      }
    }
    out += scrollIndicators(snapshot, renderer)
    out += labels(plan.tags, ids, renderer)
    if let selected = options.selected, selected < snapshot.count {
      out += selection(selected, snapshot, renderer, viewports: viewports)
    }
    for line in renderer.baselineGuides(in: snapshot) {
      out +=
        "<line class=\"baseline\" x1=\"\(number(line.x))\" y1=\"\(number(line.y + 0.5))\" "
        + "x2=\"\(number(line.maxX))\" y2=\"\(number(line.y + 0.5))\" "
        + "stroke=\"\(color(options.accent))\" stroke-width=\"1\" stroke-dasharray=\"4 3\"/>\n"
    }
    out += "</svg>\n"
    return out
  }

  /// What the document writes for a component, in painting order.
  enum Step: Equatable {
    /// Its `<g>` and `<title>`.
    case open(Int)
    /// Its margins, frame and text.
    case body(Int)
    case close(Int)
  }

  /// The components in the order SVG paints them (later over earlier): a component's group
  /// holds its backgrounds' groups first, then its own frame and text, then its children's
  /// and overlays' groups, as the window draws them (`DrawingOrder`). Groups nest at most
  /// `maximumNesting` deep; deeper components follow as siblings. Walked with a stack of its
  /// own, as trees may be very deep.
  static func steps(_ result: LayoutResult) -> [Step] {
    var steps: [Step] = []
    steps.reserveCapacity(result.count * 3)
    var stack: [(node: Int, children: [Int], next: Int, bodyDone: Bool)] = []
    func enter(_ node: Int) {
      if result.depth(at: node) < maximumNesting { steps.append(.open(node)) }
      stack.append((node, result.children(of: node), 0, false))
    }
    func writeBody(_ node: Int) {
      if result.depth(at: node) < maximumNesting {
        steps.append(.body(node))
      } else {
        steps += [.open(node), .body(node), .close(node)]
      }
    }
    enter(0)
    while let top = stack.last {
      let last = stack.count - 1
      if top.next < top.children.count {
        let child = top.children[top.next]
        stack[last].next += 1
        if !top.bodyDone, result.decoration(at: child) != .background {
          stack[last].bodyDone = true
          writeBody(top.node)
        }
        enter(child)
        continue
      }
      if !top.bodyDone { writeBody(top.node) }
      if result.depth(at: top.node) < maximumNesting { steps.append(.close(top.node)) }
      stack.removeLast()
    }
    return steps
  }

  /// A component's group, opened, with its title: `data-role` for an overlay or a
  /// background, `data-hidden` for an alternative a FirstThatFits did not show. Past
  /// `maximumPathLength` the path is left out: its last step (`data-step`) and the parent's
  /// id (`data-parent`) say the place, so each group's text is short however deep it lies.
  private static func openGroup(
    _ index: Int, _ snapshot: LayoutSnapshot, id: String, path: String, step: String,
    parentID: String?
  ) -> String {
    // The name the previewer shows, but never a path too long to write for every group.
    let name =
      snapshot.result.name(at: index) ?? snapshot.result.layoutName(at: index)
      ?? (path.isEmpty ? "\(id), \(step)" : path)
    var kind = snapshot.result.layoutName(at: index) ?? "leaf"
    if let item = snapshot.tree.item(at: index), !(item is String) { kind = "\(type(of: item))" }
    var attributes = "id=\"\(escape(id))\""
    if !path.isEmpty {
      attributes += " data-path=\"\(escape(path))\""
    } else if let parentID {
      attributes += " data-step=\"\(step)\" data-parent=\"\(escape(parentID))\""
    }
    attributes += " data-kind=\"\(escape(kind))\""
    if let role = snapshot.result.decoration(at: index) {
      attributes += " data-role=\"\(role.rawValue)\""
    }
    if snapshot.result.isHidden(at: index) { attributes += " data-hidden=\"true\"" }
    return "<g \(attributes)>\n<title>\(escape(name))</title>\n"
  }

  /// A component's margins, frame and text; nothing for a hidden alternative. Inside a
  /// Scroll each is cut to the viewport, and what the viewport does not show is left out.
  private static func body(
    _ index: Int, _ snapshot: LayoutSnapshot, _ renderer: LayoutRenderer, text: TextBlock?,
    viewports: Viewports
  ) -> String {
    guard !snapshot.result.isHidden(at: index) else { return "" }
    let cut = viewports.attribute(for: index)
    let options = renderer.options
    let hue = Palette.hex[index % Palette.hex.count]
    var out = ""
    let frame = renderer.drawnFrame(of: index, in: snapshot)
    let margins = snapshot.tree.effectiveMargins(at: index)
    let zoom = options.zoom
    let outer = Frame(
      x: frame.x - margins.left * zoom, y: frame.y - margins.top * zoom,
      width: frame.width + margins.horizontal * zoom,
      height: frame.height + margins.vertical * zoom)
    if options.margins, index > 0, margins != .zero, viewports.shows(outer, of: index) {
      let band =
        "M\(number(outer.x)),\(number(outer.y))h\(number(outer.width))"
        + "v\(number(outer.height))h\(number(-outer.width))z"
        + "M\(number(frame.x)),\(number(frame.y))v\(number(frame.height))"
        + "h\(number(frame.width))v\(number(-frame.height))z"
      out +=
        "<path class=\"margin\" d=\"\(band)\" fill=\"\(color(RGBA(hex: hue)))\" "
        + "fill-opacity=\"0.15\"\(cut)/>\n"
        + "<path class=\"margin-hatch\" d=\"\(band)\" "
        + "fill=\"url(#hatch-\(index % Palette.hex.count))\"\(cut)/>\n"
    }
    if frame.width > 0, frame.height > 0, viewports.shows(frame, of: index) {
      let fill =
        options.fills
        ? "fill=\"\(color(RGBA(hex: hue)))\" fill-opacity=\"\(number(options.fillAlpha))\""
        : "fill=\"none\""
      let stroke =
        options.borders && frame.width > 1 && frame.height > 1
        ? " stroke=\"\(color(RGBA(hex: hue)))\" stroke-width=\"1\"" : ""
      // The border is the frame's outermost pixel, as on screen: the stroke runs half a
      // pixel inside the edge.
      let inner = options.borders ? frame.outset(by: -0.5) : frame
      out += "<rect class=\"frame\" \(rect(inner)) \(fill)\(stroke)\(cut)/>\n"
    }
    // The plan holds only the texts that show.
    if let text { out += textElement(text, renderer, snapshot, cut: cut) }
    return out
  }

  /// A text leaf's `<text>`, one `<tspan>` per line at the line's baseline.
  private static func textElement(
    _ block: TextBlock, _ renderer: LayoutRenderer, _ snapshot: LayoutSnapshot, cut: String
  ) -> String {
    let zoom = renderer.options.zoom
    let frame = renderer.drawnFrame(of: block.node, in: snapshot)
    let left = frame.x + (block.contentBox.x - snapshot.absoluteFrames[block.node].x) * zoom
    let top = frame.y + (block.contentBox.y - snapshot.absoluteFrames[block.node].y) * zoom
    let ink = contrasting(renderer.options.background)
    var out =
      "<text class=\"text\" font-family=\"\(block.family)\" "
      + "font-size=\"\(number(block.fontSize * zoom))\" fill=\"\(color(ink))\" "
      + "fill-opacity=\"0.85\"\(cut) xml:space=\"preserve\">"
    for line in block.lines {
      var text = Substring(line.text)
      while let last = text.last, last.isWhitespace { text = text.dropLast() }
      var attributes =
        "x=\"\(number(left + line.x * zoom))\" y=\"\(number(top + line.baseline * zoom))\""
      if block.style == .fixedAdvance, !text.isEmpty {
        let width = Double(text.count) * block.fontSize * 0.5 * zoom
        attributes += " textLength=\"\(number(width))\" lengthAdjust=\"spacingAndGlyphs\""
      }
      out += "<tspan \(attributes)>\(escape(String(text)))</tspan>"
    }
    return out + "</text>\n"
  }

  /// The selection outline: 2 pixels just outside the frame; inside a Scroll cut to its
  /// viewport and the 2 pixels around it (where the Scroll's own outline goes), and left out
  /// when the viewport does not show the frame, as in the window.
  private static func selection(
    _ selected: Int, _ snapshot: LayoutSnapshot, _ renderer: LayoutRenderer,
    viewports: Viewports
  ) -> String {
    let drawn = renderer.drawnFrame(of: selected, in: snapshot)
    var out = ""
    var cut = ""
    if let viewport = viewports.clip(of: selected) {
      guard viewport.width >= 1, viewport.height >= 1, drawn.intersects(viewport) else {
        return ""
      }
      out += "<clipPath id=\"selection-clip\"><rect \(rect(viewport.outset(by: 2)))/></clipPath>\n"
      cut = " clip-path=\"url(#selection-clip)\""
    }
    let frame = LayoutRenderer.snapped(drawn).outset(by: 1)
    return out
      + "<rect id=\"selection\" \(rect(frame)) fill=\"none\" "
      + "stroke=\"\(color(renderer.options.accent))\" stroke-width=\"2\"\(cut)/>\n"
  }

  /// The scroll indicators (`LayoutRenderer.scrollIndicators`), translucent bars in the
  /// text colour as the window draws them.
  private static func scrollIndicators(_ snapshot: LayoutSnapshot, _ renderer: LayoutRenderer)
    -> String
  {
    let ink = color(contrasting(renderer.options.background))
    return renderer.scrollIndicators(in: snapshot).map { bar in
      "<rect class=\"scroll-indicator\" \(rect(bar)) fill=\"\(ink)\" fill-opacity=\"0.45\"/>\n"
    }.joined()
  }

  /// The view's name tags, each a plate and its text, in a group after the components.
  private static func labels(_ labels: [NameTag], _ ids: [String], _ renderer: LayoutRenderer)
    -> String
  {
    guard !labels.isEmpty else { return "" }
    let options = renderer.options
    var out = "<g id=\"labels\" font-family=\"\(PangoFont.family)\" font-size=\"11\">\n"
    for label in labels {
      let plate: String
      let ink: RGBA
      switch label.kind {
      case .name:
        plate = "fill=\"\(color(options.background))\" fill-opacity=\"0.8\""
        let hue = Palette.color(forNode: label.node)
        ink = isDark(options.background) ? hue : hue.darker
      case .hovered, .selected:
        plate = "fill=\"\(color(options.accent))\""
        ink = RGBA(hex: 0xffffff)
      }
      let frame = label.frame
      out +=
        "<g class=\"label\" data-for=\"\(escape(ids[label.node]))\"><rect \(rect(frame)) \(plate)/>"
        + "<text x=\"\(number(frame.x + 3))\" y=\"\(number(frame.maxY - 4))\" "
        + "fill=\"\(color(ink))\">\(escape(label.text))</text></g>\n"
    }
    return out + "</g>\n"
  }

  /// The hatch tiles, one per palette colour, as the window draws them.
  private static func hatchPatterns() -> String {
    var out = "<defs>\n"
    for (hue, hex) in Palette.hex.enumerated() {
      out +=
        "<pattern id=\"hatch-\(hue)\" width=\"8\" height=\"8\" patternUnits=\"userSpaceOnUse\">"
        + "<path d=\"M-9,9L1,-1M-1,9L9,-1M7,9L17,-1\" stroke=\"\(color(RGBA(hex: hex)))\" "
        + "stroke-opacity=\"0.45\" stroke-width=\"1\"/></pattern>\n"
    }
    return out + "</defs>\n"
  }

  /// Each node's id: its name if no other node has it and it has no spaces, else its path
  /// (or `node-N` when the path is very long), so every id is unique; each node's path
  /// (empty past `maximumPathLength`); and its last step (`items[2]`, `overlay[0]`).
  static func identifiers(_ snapshot: LayoutSnapshot)
    -> (ids: [String], paths: [String], steps: [String])
  {
    var counts: [String: Int] = [:]
    for index in 0..<snapshot.count {
      if let name = snapshot.result.name(at: index) { counts[name, default: 0] += 1 }
    }
    // Paths built from the parent's, and only while short, so a deep tree costs its size,
    // not its size × depth; overlays and backgrounds are counted apart (`root.overlay[0]`),
    // as layout files do.
    var paths = [String](repeating: "", count: snapshot.count)
    var steps = [String](repeating: "", count: snapshot.count)
    var childCount: [String: [Int]] = [
      "items": [Int](repeating: 0, count: snapshot.count)
    ]
    var ids = [String](repeating: "", count: snapshot.count)
    var used = Set<String>()
    for index in 0..<snapshot.count {
      if let parent = snapshot.result.parent(of: index) {
        let parentPath = paths[parent]
        let key = snapshot.result.decoration(at: index)?.rawValue ?? "items"
        let position = childCount[key]?[parent] ?? 0
        steps[index] = "\(key)[\(position)]"
        paths[index] =
          parentPath.isEmpty || parentPath.utf8.count > maximumPathLength
          ? "" : "\(parentPath).\(steps[index])"
        childCount[key, default: [Int](repeating: 0, count: snapshot.count)][parent] += 1
      } else {
        paths[index] = "root"
      }
      var id = paths[index].isEmpty ? "node-\(index)" : paths[index]
      if let name = snapshot.result.name(at: index), counts[name] == 1, !name.isEmpty,
        !name.contains(where: \.isWhitespace)
      {
        id = name
      }
      if !used.insert(id).inserted {
        id = "node-\(index)"
        used.insert(id)
      }
      ids[index] = id
    }
    return (ids, paths, steps)
  }

  static func rect(_ frame: Frame) -> String {
    "x=\"\(number(frame.x))\" y=\"\(number(frame.y))\" width=\"\(number(frame.width))\" "
      + "height=\"\(number(frame.height))\""
  }

  /// A coordinate with at most three decimals (SVG readers need no more).
  static func number(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    return formatNumber((value * 1000).rounded() / 1000)
  }

  private static func color(_ color: RGBA) -> String {
    func channel(_ value: Double) -> String {
      let byte = Int((min(1, max(0, value)) * 255).rounded())
      let hex = String(byte, radix: 16)
      return hex.count == 1 ? "0" + hex : hex
    }
    return "#" + channel(color.red) + channel(color.green) + channel(color.blue)
  }

  /// Text for XML: the five special characters as entities, and characters XML 1.0 does
  /// not allow (most control characters) as U+FFFD.
  static func escape(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&apos;"
      case "\t", "\n", "\r": out.unicodeScalars.append(scalar)
      default:
        let allowed =
          scalar.value >= 0x20 && !(0xFFFE...0xFFFF).contains(scalar.value)
          && !(0xD800...0xDFFF).contains(scalar.value)
        out.unicodeScalars.append(allowed ? scalar : "\u{FFFD}")
      }
    }
    return out
  }
}
