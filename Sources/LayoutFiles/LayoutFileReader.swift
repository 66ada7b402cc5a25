import LayoutComposer

/// A component as the file describes it, before it becomes a `Component`.
struct ReadComponent {
  var json: Int
  var parent: Int
  /// Index among the parent's items.
  var position: Int
  var options = ComponentOptions()
  var layout: LayoutSpec?
  var text: String?
  var fontSize: Double?
  var intrinsic: Size?
  var hasItems = false
}

/// Checks a parsed layout file against format version 1 and collects every problem; when there
/// are none, builds the component tree. Walks with an explicit stack, so any depth is fine.
struct LayoutFileReader {
  let document: JSONDocument
  var problems: [LayoutFileProblem] = []
  var components: [ReadComponent] = []
  var size: Size?
  var rootJSON: Int?

  init(document: JSONDocument) {
    self.document = document
  }

  // MARK: The document

  mutating func readDocument() {
    let top = document.nodes[0]
    guard top.kind == .object else {
      report(
        .document, 0,
        "a layout file is a JSON object {\"version\": 1, \"size\": [w, h], \"root\": {…}}, "
          + "found \(top.kind.described)")
      return
    }
    var versionNode: Int?
    var seen: Set<String> = []
    for member in document.children(of: 0) {
      let key = document.key(member)
      guard seen.insert(key).inserted else {
        reportKey(.document, member, "duplicate key \"\(key)\"")
        continue
      }
      switch key {
      case "version":
        versionNode = member
        readVersion(member)
      case "size":
        if let pair = numberPair(member, at: Place("size"), names: "[width, height]") {
          size = Size(width: pair.0, height: pair.1)
        }
      case "root":
        if document.nodes[member].kind == .object {
          rootJSON = member
        } else {
          report(Place("root"), member, "expected an object, found \(kindOf(member))")
        }
      case "comment":
        readComment(member, at: Place("comment"))
      default:
        reportKey(
          .document, member,
          FormatVocabulary.unknownKey(
            key, among: FormatVocabulary.documentKeys, what: "top-level key"))
      }
    }
    if let versionNode, document.nodes[versionNode].kind == .number,
      document.nodes[versionNode].number != 1
    {
      // Another version's file: its keys have other meanings, so listing them as unknown
      // would only add noise.
      problems.removeAll { $0.path != "version" }
      return
    }
    if versionNode == nil {
      report(.document, 0, "missing \"version\"; a layout file starts with {\"version\": 1, …}")
    }
    if !seen.contains("root") {
      report(.document, 0, "missing \"root\", the component tree: \"root\": {\"name\": \"a\"}")
    }
    if let rootJSON { readComponents(from: rootJSON) }
    // In the order of the text; problems of the file as a whole (a missing key) come last.
    problems.sort {
      ($0.line ?? .max, $0.column ?? .max) < ($1.line ?? .max, $1.column ?? .max)
    }
  }

  mutating func readVersion(_ node: Int) {
    let value = document.nodes[node]
    guard value.kind == .number else {
      report(Place("version"), node, "expected the number 1, found \(kindOf(node))")
      return
    }
    if value.number != 1 {
      report(
        Place("version"), node,
        "unsupported version \(document.text(node)); this reader knows version 1")
    }
  }

  // MARK: Components

  /// Reads the tree in pre-order: a component's index is smaller than its children's.
  mutating func readComponents(from root: Int) {
    var pending: [(json: Int, parent: Int, position: Int)] = [(root, -1, 0)]
    while let (json, parent, position) = pending.popLast() {
      let index = components.count
      components.append(ReadComponent(json: json, parent: parent, position: position))
      let children = readComponent(index)
      for (offset, child) in children.enumerated().reversed() {
        pending.append((child, index, offset))
      }
    }
  }

  /// Reads one component's keys; returns the JSON nodes of its items that are objects.
  mutating func readComponent(_ index: Int) -> [Int] {
    let json = components[index].json
    var c = components[index]
    var seen: Set<String> = []
    var layoutNode: Int?
    var textNode: Int?
    var intrinsicNode: Int?
    var fontSizeNode: Int?
    var itemsNode: Int?
    var children: [Int] = []
    let here = Place(index)
    for member in document.children(of: json) {
      let key = document.key(member)
      let at = here.appending("." + key)
      guard seen.insert(key).inserted else {
        reportKey(here, member, "duplicate key \"\(key)\"")
        continue
      }
      switch key {
      case "name":
        c.options.name = string(member, at: at)
      case "width": c.options.width = number(member, at: at, rule: .size)
      case "height": c.options.height = number(member, at: at, rule: .size)
      case "flex": c.options.flex = number(member, at: at, rule: .size)
      case "minWidth": c.options.minWidth = number(member, at: at, rule: .size)
      case "maxWidth": c.options.maxWidth = number(member, at: at, rule: .size)
      case "minHeight": c.options.minHeight = number(member, at: at, rule: .size)
      case "maxHeight": c.options.maxHeight = number(member, at: at, rule: .size)
      case "marginTop": c.options.marginTop = number(member, at: at, rule: .size)
      case "marginLeft": c.options.marginLeft = number(member, at: at, rule: .size)
      case "marginBottom": c.options.marginBottom = number(member, at: at, rule: .size)
      case "marginRight": c.options.marginRight = number(member, at: at, rule: .size)
      case "aspectRatio": c.options.aspectRatio = number(member, at: at, rule: .positive)
      case "align": c.options.align = enumValue(member, at: at)
      case "halign": c.options.halign = enumValue(member, at: at)
      case "valign": c.options.valign = enumValue(member, at: at)
      case "margins": c.options.margins = insets(member, at: at)
      case "padding": c.options.padding = insets(member, at: at)
      case "intrinsic":
        intrinsicNode = member
        if let pair = numberPair(member, at: at, names: "[width, height]") {
          c.intrinsic = Size(width: pair.0, height: pair.1)
        }
      case "text":
        textNode = member
        c.text = string(member, at: at)
      case "fontSize":
        fontSizeNode = member
        c.fontSize = number(member, at: at, rule: .positive)
      case "layout":
        layoutNode = member
        c.layout = readLayout(member, at: at)
      case "items":
        itemsNode = member
        c.hasItems = true
        guard document.nodes[member].kind == .array else {
          report(at, member, "expected an array of components, found \(kindOf(member))")
          continue
        }
        for (position, item) in document.children(of: member).enumerated() {
          if document.nodes[item].kind == .object {
            children.append(item)
          } else {
            report(
              here.appending(".items[\(position)]"), item,
              "expected a component (an object), found \(kindOf(item))")
          }
        }
      case "comment":
        readComment(member, at: at)
      default:
        reportKey(
          here, member, FormatVocabulary.unknownKey(key, among: FormatVocabulary.componentKeys))
      }
    }
    if let itemsNode, layoutNode == nil {
      reportKey(
        here, itemsNode,
        "\"items\" without \"layout\"; add \"layout\": {\"type\": \"VBox\"} "
          + "(or \"HBox\", \"Relative\", \"Fit\")")
    }
    if let layoutNode, let leafNode = textNode ?? intrinsicNode {
      let leafKey = document.key(leafNode)
      reportKey(
        here, max(layoutNode, leafNode),
        "\"\(leafKey)\" is for leaves; a component with \"layout\" is sized by its items")
    }
    if let textNode, let intrinsicNode {
      reportKey(
        here, max(textNode, intrinsicNode),
        "\"text\" and \"intrinsic\" both give the content size; keep one")
    }
    if let fontSizeNode, textNode == nil {
      reportKey(here, fontSizeNode, "\"fontSize\" without \"text\"; it sizes a text leaf")
    }
    components[index] = c
    return children
  }

  mutating func readLayout(_ node: Int, at place: Place) -> LayoutSpec? {
    guard document.nodes[node].kind == .object else {
      report(
        place, node,
        "expected an object such as {\"type\": \"VBox\"}, found \(kindOf(node))")
      return nil
    }
    var type: String?
    var typeSeen = false
    for member in document.children(of: node) where document.key(member) == "type" {
      typeSeen = true
      if let value = string(member, at: place.appending(".type")) {
        if FormatVocabulary.layoutTypes.contains(value) {
          type = value
        } else {
          report(
            place.appending(".type"), member,
            FormatVocabulary.unknownValue(value, among: FormatVocabulary.layoutTypes))
        }
      }
      break
    }
    if !typeSeen {
      report(place, node, "missing \"type\": one of \"VBox\", \"HBox\", \"Relative\", \"Fit\"")
    }
    let isStack = type == "VBox" || type == "HBox"
    var settings = StackSettings(align: .stretch, pack: .start, defaultMargins: .zero, spacing: 0)
    var seen: Set<String> = []
    for member in document.children(of: node) {
      let key = document.key(member)
      let at = place.appending("." + key)
      guard seen.insert(key).inserted else {
        reportKey(place, member, "duplicate key \"\(key)\"")
        continue
      }
      switch key {
      case "type":
        break  // read above
      case "comment":
        readComment(member, at: at)
      case "defaultMargins":
        if let m = insets(member, at: at) { settings.defaultMargins = m }
      case "align", "pack", "spacing":
        if let type, !isStack {
          reportKey(place, member, "\"\(key)\" applies to VBox and HBox, not to \(type)")
          continue
        }
        switch key {
        case "align": settings.align = enumValue(member, at: at) ?? .stretch
        case "pack": settings.pack = enumValue(member, at: at) ?? .start
        default: settings.spacing = number(member, at: at, rule: .size) ?? 0
        }
      default:
        reportKey(
          place, member, FormatVocabulary.unknownKey(key, among: FormatVocabulary.layoutKeys))
      }
    }
    switch type {
    case "VBox": return .vbox(settings)
    case "HBox": return .hbox(settings)
    case "Relative": return .relative(defaultMargins: settings.defaultMargins)
    case "Fit": return .fit(defaultMargins: settings.defaultMargins)
    default: return nil
    }
  }

  // MARK: Values

  enum NumberRule {
    /// Sizes, margins, flex, spacing: finite and not negative.
    case size
    /// aspectRatio and fontSize: finite and greater than 0.
    case positive
  }

  mutating func number(_ node: Int, at place: Place, rule: NumberRule) -> Double? {
    let value = document.nodes[node]
    guard value.kind == .number else {
      report(place, node, "expected a number, found \(kindOf(node))")
      return nil
    }
    let literal = document.text(node)
    if !value.number.isFinite {
      report(place, node, "must be a finite number, found \(literal)")
      return nil
    }
    if value.number < 0 {
      report(place, node, "must not be negative, found \(literal)")
      return nil
    }
    if rule == .positive, value.number == 0 {
      report(place, node, "must be greater than 0, found \(literal)")
      return nil
    }
    return value.number
  }

  mutating func string(_ node: Int, at place: Place) -> String? {
    guard document.nodes[node].kind == .string else {
      report(place, node, "expected a string, found \(kindOf(node))")
      return nil
    }
    return document.text(node)
  }

  mutating func enumValue<Value: RawRepresentable & CaseIterable>(
    _ node: Int, at place: Place
  ) -> Value? where Value.RawValue == String {
    guard let raw = string(node, at: place) else { return nil }
    if let value = Value(rawValue: raw) { return value }
    report(
      place, node, FormatVocabulary.unknownValue(raw, among: Value.allCases.map(\.rawValue)))
    return nil
  }

  /// `[top, left, bottom, right]`.
  mutating func insets(_ node: Int, at place: Place) -> Insets? {
    guard let values = numbers(node, at: place, count: 4, names: "[top, left, bottom, right]")
    else { return nil }
    return Insets(top: values[0], left: values[1], bottom: values[2], right: values[3])
  }

  mutating func numberPair(_ node: Int, at place: Place, names: String) -> (
    Double, Double
  )? {
    guard let values = numbers(node, at: place, count: 2, names: names) else { return nil }
    return (values[0], values[1])
  }

  /// A tuple: an array of exactly `count` numbers, each finite and not negative.
  mutating func numbers(
    _ node: Int, at place: Place, count: Int, names: String
  ) -> [Double]? {
    let value = document.nodes[node]
    guard value.kind == .array else {
      report(place, node, "expected \(count) numbers \(names), found \(kindOf(node))")
      return nil
    }
    guard value.count == count else {
      report(place, node, "expected \(count) numbers \(names), found \(value.count)")
      return nil
    }
    var result: [Double] = []
    for (position, element) in document.children(of: node).enumerated() {
      if let number = number(element, at: place.appending("[\(position)]"), rule: .size) {
        result.append(number)
      }
    }
    return result.count == count ? result : nil
  }

  /// A comment is a string or an array of strings (one per line); the reader ignores it.
  mutating func readComment(_ node: Int, at place: Place) {
    let value = document.nodes[node]
    if value.kind == .string { return }
    if value.kind == .array {
      for (position, line) in document.children(of: node).enumerated()
      where document.nodes[line].kind != .string {
        report(place.appending("[\(position)]"), line, "expected a string, found \(kindOf(line))")
      }
      return
    }
    report(place, node, "expected a string or an array of strings, found \(kindOf(node))")
  }

  // MARK: Places

  func kindOf(_ node: Int) -> String { document.nodes[node].kind.described }

  /// `root.items[1].items[0]` for a component.
  func path(of index: Int) -> String {
    var positions: [Int] = []
    var current = index
    while components[current].parent >= 0 {
      positions.append(components[current].position)
      current = components[current].parent
    }
    var builder = PathBuilder("root")
    for position in positions.reversed() { builder.append(".items[\(position)]") }
    return builder.string
  }

  func resolve(_ place: Place) -> String? {
    if place.component >= 0 { return path(of: place.component) + place.suffix }
    return place.suffix.isEmpty ? nil : place.suffix
  }

  /// A problem with a value, placed at the value. A problem with the whole document (a
  /// missing key) has no place in the text.
  mutating func report(_ place: Place, _ node: Int, _ message: String) {
    if place.component < 0, place.suffix.isEmpty, node == 0 {
      problems.append(LayoutFileProblem(path: nil, message: message))
      return
    }
    let value = document.nodes[node]
    problems.append(
      LayoutFileProblem(
        path: resolve(place), message: message, line: Int(value.line), column: Int(value.column)))
  }

  /// A problem with a key (unknown, duplicate, misplaced), placed at the key.
  mutating func reportKey(_ place: Place, _ node: Int, _ message: String) {
    let value = document.nodes[node]
    problems.append(
      LayoutFileProblem(
        path: resolve(place), message: message, line: Int(value.keyLine),
        column: Int(value.keyColumn)
      ))
  }

  // MARK: Building

  /// The component tree, built from the leaves up so no step recurses.
  func buildTree(measurer: any TextMeasurer, fileName: String) -> Component {
    var children = [[Int]](repeating: [], count: components.count)
    for index in components.indices.dropFirst() {
      children[components[index].parent].append(index)
    }
    var built = [Component?](repeating: nil, count: components.count)
    for index in components.indices.reversed() {
      let c = components[index]
      var items: [Component] = []
      items.reserveCapacity(children[index].count)
      for child in children[index] {
        items.append(built[child].take()!)
      }
      children[index] = []
      var options = c.options
      var item: (any LayoutItem)?
      if let text = c.text {
        item = Text(text, fontSize: c.fontSize ?? 16, measurer: measurer)
      } else if let intrinsic = c.intrinsic {
        item = Placeholder(options.name, width: intrinsic.width, height: intrinsic.height)
        options.name = nil
      } else if c.layout == nil, let name = options.name {
        item = name
        options.name = nil
      }
      let line = Int(document.nodes[c.json].line)
      built[index] = Component(
        item: item, options: options, layout: c.layout.map(layout(for:)), items: items,
        source: SourceLocation(fileID: fileName, line: line))
    }
    return built[0].take()!
  }

  func layout(for spec: LayoutSpec) -> any Layout {
    switch spec {
    case .vbox(let settings): return VBox(settings: settings)
    case .hbox(let settings): return HBox(settings: settings)
    case .relative(let margins):
      var relative = Relative()
      relative.defaultMargins = margins
      return relative
    case .fit(let margins):
      var fit = Fit()
      fit.defaultMargins = margins
      return fit
    case .firstThatFits(let axes, let margins):
      var alternatives = FirstThatFits(axes: axes)
      alternatives.defaultMargins = margins
      return alternatives
    }
  }
}

/// Where a problem is: a component (by index) and a suffix such as `.layout.pack`, or a
/// top-level key. The path string is made only when a problem is reported, since a component
/// deep in a chain has a long one.
struct Place {
  var component: Int
  var suffix: String

  init(_ component: Int, _ suffix: String = "") {
    self.component = component
    self.suffix = suffix
  }

  /// A top-level key: `version`, `size`.
  init(_ key: String) { self.init(-1, key) }

  /// The document as a whole: no path.
  static let document = Place(-1, "")

  func appending(_ step: String) -> Place { Place(component, suffix + step) }
}
