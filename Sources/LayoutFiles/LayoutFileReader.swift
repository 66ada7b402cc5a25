import LayoutComposer

/// A component as the file describes it, before it becomes a `Component`: it lives only
/// while its subtree is read.
struct ReadComponent {
  var json: Int
  /// Pre-order index: where the reader keeps its place for paths.
  var index: Int
  var options = ComponentOptions()
  var layout: LayoutSpec?
  var text: String?
  var fontSize: Double?
  var lineLimit: Int?
  var truncation: Truncation?
  var textAlignment: TextAlignment?
  var intrinsic: Size?
  var baseline: Double?
  var hasItems = false
}

/// A child's position as the path index keeps it: items count up from 0; backgrounds and
/// overlays are negative (odd and even), so `ItemPath` can name their step.
enum ChildStep {
  static func encode(_ position: Int, _ role: Decoration?) -> Int {
    switch role {
    case nil: position
    case .background: -1 - 2 * position
    case .overlay: -2 - 2 * position
    }
  }

  /// `items[2]`, `background[0]`, `overlay[1]`.
  static func spelled(_ encoded: Int, items: String) -> String {
    if encoded >= 0 { return "\(items)[\(encoded)]" }
    let k = -encoded - 1
    return k % 2 == 0 ? "background[\(k / 2)]" : "overlay[\(k / 2)]"
  }
}

/// Checks a parsed layout file against format version 1, collects every problem and builds
/// the component tree in the same walk (problems or not: a lenient read wants the tree too).
/// Walks with an explicit stack, so any depth is fine, and holds one entry a level: what is
/// read of a component becomes a `Component` as soon as its subtree is done, so no
/// intermediate copy of the whole tree is ever kept.
struct LayoutFileReader {
  let document: JSONDocument
  /// Measures the text leaves of the tree built; nil builds no tree (checking only).
  let measurer: (any TextMeasurer)?
  /// Recorded as each component's `source` file.
  let fileName: String
  /// Problems as found; their paths are made only for those `problems` lists.
  var found: [FoundProblem] = []
  /// How many components were read (their indices, pre-order, name their places).
  var componentCount = 0
  /// The component tree, once read; nil without a root object or when not building.
  var root: Component?
  /// The components' places, for paths.
  var places = ItemPathIndex()
  var size: Size?
  var direction = LayoutDirection.leftToRight
  var rootJSON: Int?

  /// A problem before its path is made: its place, its spot in the text, what is wrong.
  struct FoundProblem {
    var place: Place
    var line: Int?
    var column: Int?
    var message: String
  }

  init(document: JSONDocument, measurer: (any TextMeasurer)?, fileName: String = "") {
    self.document = document
    self.measurer = measurer
    self.fileName = fileName
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
        reportKey(.document, member, "duplicate key \(FormatVocabulary.quoted(key))")
        continue
      }
      switch key {
      case "version":
        versionNode = member
        readVersion(member)
      case "size":
        if let pair = widthAndHeight(member, at: Place("size")) { size = pair }
      case "direction":
        direction = enumValue(member, at: Place("direction")) ?? .leftToRight
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
      found.removeAll { $0.place.component >= 0 || $0.place.suffix != "version" }
      return
    }
    if versionNode == nil {
      report(.document, 0, "missing \"version\"; a layout file starts with {\"version\": 1, …}")
    }
    if !seen.contains("root") {
      report(.document, 0, "missing \"root\", the component tree: \"root\": {\"name\": \"a\"}")
    }
    if let rootJSON { readComponents(from: rootJSON) }
  }

  /// The problems found, in the order of the text (problems of the file as a whole, such as
  /// a missing key, last), at most `LayoutFile.maximumListedProblems` of them and then one
  /// that says how many more there are. Only the listed ones get a path, so a file with a
  /// problem on each of 300,000 nested levels is reported in linear time.
  var problems: [LayoutFileProblem] {
    let ordered = found.enumerated().sorted {
      let a = ($0.element.line ?? .max, $0.element.column ?? .max, $0.offset)
      let b = ($1.element.line ?? .max, $1.element.column ?? .max, $1.offset)
      return a < b
    }.map(\.element)
    let limit = LayoutFile.maximumListedProblems
    var result = ordered.prefix(limit).map { problem in
      LayoutFileProblem(
        path: resolve(problem.place), message: problem.message, line: problem.line,
        column: problem.column)
    }
    if ordered.count > limit { result.append(.unlisted(ordered.count - limit)) }
    return result
  }

  /// How many problems `problems` leaves out.
  var unlistedCount: Int { max(0, found.count - LayoutFile.maximumListedProblems) }

  mutating func readVersion(_ node: Int) {
    let value = document.nodes[node]
    guard value.kind == .number else {
      report(Place("version"), node, "expected the number 1, found \(kindOf(node))")
      return
    }
    if value.number != 1 {
      report(
        Place("version"), node,
        "unsupported version \(FormatVocabulary.shortened(document.text(node))); "
          + "this reader knows version 1")
    }
  }

  // MARK: Components

  /// A component whose subtree is being read: what it says, the children still to read, and
  /// those already built.
  struct OpenComponent {
    var read: ReadComponent
    var children: [(json: Int, position: Int, role: Decoration?)]
    var next = 0
    var items: [Component] = []
  }

  /// Reads the tree in pre-order (a component's index is smaller than its children's) and
  /// builds each component when its last child is built.
  mutating func readComponents(from rootJSON: Int) {
    var open = [openComponent(rootJSON, parent: -1, position: 0, role: nil)]
    while !open.isEmpty {
      let top = open.count - 1
      if open[top].next < open[top].children.count {
        let child = open[top].children[open[top].next]
        open[top].next += 1
        let parent = open[top].read.index
        open.append(
          openComponent(child.json, parent: parent, position: child.position, role: child.role))
        continue
      }
      let done = open.removeLast()
      guard measurer != nil else { continue }
      let component = build(done.read, items: done.items)
      if open.isEmpty {
        root = component
      } else {
        open[open.count - 1].items.append(component)
      }
    }
  }

  /// Reads one component's keys (its index is the next in pre-order) and lists its children.
  private mutating func openComponent(
    _ json: Int, parent: Int, position: Int, role: Decoration?
  ) -> OpenComponent {
    var read = ReadComponent(json: json, index: componentCount)
    componentCount += 1
    read.options.decoration = role
    places.add(parent: parent, position: ChildStep.encode(position, role))
    let children = readComponent(&read)
    var component = OpenComponent(read: read, children: children)
    if measurer != nil { component.items.reserveCapacity(children.count) }
    return component
  }

  /// Reads one component's keys; returns the JSON nodes of its children that are objects, in
  /// the frame tree's order: backgrounds, items, overlays.
  mutating func readComponent(_ c: inout ReadComponent)
    -> [(json: Int, position: Int, role: Decoration?)]
  {
    let json = c.json
    var seen: Set<String> = []
    var percent = Percentages()
    var layoutNode: Int?
    var textNode: Int?
    var intrinsicNode: Int?
    var fontSizeNode: Int?
    var textOptionNodes: [Int] = []
    var itemsNode: Int?
    var children: [Int] = []
    var nullItems: [(position: Int, node: Int)] = []
    var decorations: [Decoration: [Int]] = [:]
    var baselineNode: Int?
    var gridPlace: GridPlace?
    let here = Place(c.index)
    for member in document.children(of: json) {
      let key = document.key(member)
      let at = here.appending("." + key)
      guard seen.insert(key).inserted else {
        reportKey(here, member, "duplicate key \(FormatVocabulary.quoted(key))")
        continue
      }
      switch key {
      case "name":
        // `null` is no name: the frame tree output writes it for unnamed components.
        if document.nodes[member].kind != .null { c.options.name = string(member, at: at) }
      case "width": (c.options.width, percent.width) = length(member, at: at)
      case "height": (c.options.height, percent.height) = length(member, at: at)
      case "flex": c.options.flex = number(member, at: at, rule: .flex)
      case "minWidth": (c.options.minWidth, percent.minWidth) = length(member, at: at)
      case "maxWidth": (c.options.maxWidth, percent.maxWidth) = length(member, at: at)
      case "minHeight": (c.options.minHeight, percent.minHeight) = length(member, at: at)
      case "maxHeight": (c.options.maxHeight, percent.maxHeight) = length(member, at: at)
      case "marginTop": (c.options.marginTop, percent.marginTop) = length(member, at: at)
      case "marginLeft": (c.options.marginLeft, percent.marginLeft) = length(member, at: at)
      case "marginBottom": (c.options.marginBottom, percent.marginBottom) = length(member, at: at)
      case "marginRight": (c.options.marginRight, percent.marginRight) = length(member, at: at)
      case "marginLeading": c.options.marginLeading = number(member, at: at, rule: .length)
      case "marginTrailing": c.options.marginTrailing = number(member, at: at, rule: .length)
      case "hidden": c.options.isHidden = bool(member, at: at) ?? false
      case "baseline":
        baselineNode = member
        c.baseline = number(member, at: at, rule: .length)
      case "overlay", "background":
        let role: Decoration = key == "overlay" ? .overlay : .background
        guard document.nodes[member].kind == .array else {
          report(at, member, "expected an array of components, found \(kindOf(member))")
          continue
        }
        for (position, item) in document.children(of: member).enumerated() {
          if document.nodes[item].kind == .object {
            decorations[role, default: []].append(item)
          } else {
            report(
              here.appending(".\(key)[\(position)]"), item,
              "expected a component (an object), found \(kindOf(item))")
          }
        }
      case "column", "row", "columnSpan", "rowSpan":
        var place = gridPlace ?? GridPlace()
        let value = cellNumber(member, at: at, isSpan: key.hasSuffix("Span"))
        switch key {
        case "column": place.column = value
        case "row": place.row = value
        case "columnSpan": place.columnSpan = value ?? 1
        default: place.rowSpan = value ?? 1
        }
        gridPlace = place
      case "aspectRatio": c.options.aspectRatio = number(member, at: at, rule: .aspectRatio)
      case "contentMode": c.options.contentMode = enumValue(member, at: at)
      case "layoutPriority":
        c.options.layoutPriority = number(member, at: at, rule: .priority)
      case "align": c.options.align = enumValue(member, at: at)
      case "halign": c.options.halign = enumValue(member, at: at)
      case "valign": c.options.valign = enumValue(member, at: at)
      case "margins": c.options.margins = insets(member, at: at)
      case "padding": c.options.padding = insets(member, at: at)
      case "intrinsic":
        intrinsicNode = member
        c.intrinsic = widthAndHeight(member, at: at)
      case "text":
        textNode = member
        c.text = string(member, at: at)
      case "fontSize":
        fontSizeNode = member
        c.fontSize = number(member, at: at, rule: .fontSize)
      case "lineLimit":
        textOptionNodes.append(member)
        c.lineLimit = lineLimit(member, at: at)
      case "truncation":
        textOptionNodes.append(member)
        c.truncation = enumValue(member, at: at)
      case "textAlignment":
        textOptionNodes.append(member)
        c.textAlignment = enumValue(member, at: at)
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
          } else if document.nodes[item].kind == .null {
            // An empty slot of a CenterBox; any other layout reports it below.
            nullItems.append((position, item))
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
    if !nullItems.isEmpty, c.layout?.typeName != "CenterBox" {
      for (position, item) in nullItems {
        report(
          here.appending(".items[\(position)]"), item,
          "expected a component (an object), found null (null is an empty slot of a CenterBox)")
      }
      let nulls = Set(nullItems.map(\.node))
      children.removeAll { nulls.contains($0) }
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
    if textNode == nil {
      for member in textOptionNodes {
        reportKey(
          here, member, "\"\(document.key(member))\" without \"text\"; it applies to a text leaf")
      }
    }
    if let fontSizeNode, textNode == nil {
      reportKey(here, fontSizeNode, "\"fontSize\" without \"text\"; it sizes a text leaf")
    }
    if let baselineNode, intrinsicNode == nil {
      reportKey(
        here, baselineNode, "\"baseline\" without \"intrinsic\"; it is a placeholder's baseline")
    }
    if !percent.isEmpty { c.options.percentages = percent }
    if let gridPlace { c.options.gridPlace = gridPlace }
    var all: [(json: Int, position: Int, role: Decoration?)] = []
    for (position, json) in (decorations[.background] ?? []).enumerated() {
      all.append((json, position, .background))
    }
    for (position, json) in children.enumerated() { all.append((json, position, nil)) }
    for (position, json) in (decorations[.overlay] ?? []).enumerated() {
      all.append((json, position, .overlay))
    }
    return all
  }

  /// A length: a number of points, or a percentage of the parent's content box written as a
  /// string (`"50%"`): a decimal number as JSON writes one, then `%`. Returns one of the two;
  /// a percentage is checked against the bounds of a length, in percent.
  mutating func length(_ node: Int, at place: Place) -> (Double?, Double?) {
    guard document.nodes[node].kind == .string else {
      return (number(node, at: place, rule: .length), nil)
    }
    let text = document.text(node)
    let found = FormatVocabulary.quoted(text)
    guard text.hasSuffix("%"), let value = LayoutFile.decimalNumber(text.dropLast()) else {
      report(
        place, node,
        "expected a number or a percentage such as \"50%\" (a decimal number and %), found "
          + found)
      return (nil, nil)
    }
    if let message = Self.problem(value, rule: .length) {
      report(place, node, message + ", found " + FormatVocabulary.shortened(text))
    }
    return (nil, value)
  }

  mutating func bool(_ node: Int, at place: Place) -> Bool? {
    guard document.nodes[node].kind == .bool else {
      report(place, node, "expected true or false, found \(kindOf(node))")
      return nil
    }
    return document.nodes[node].bool
  }

  /// `column`, `row` (0-based cells) or `columnSpan`, `rowSpan` (at least 1): a whole number
  /// within the engine's bound on tracks. Like `number`, a value out of range is reported
  /// and still returned (a lenient read keeps it); one that is no whole number gives nil.
  /// `"lineLimit"`: a whole number of lines, 1 to `LayoutLimits.maximumLineLimit`. Out of
  /// that range it is reported and kept (clamped to an Int), so `validate()` reports it too.
  mutating func lineLimit(_ node: Int, at place: Place) -> Int? {
    let v = document.nodes[node].number
    guard document.nodes[node].kind == .number, v.isFinite, v.rounded() == v else {
      let found =
        document.nodes[node].kind == .number
        ? FormatVocabulary.shortened(document.text(node)) : kindOf(node)
      report(place, node, "expected a whole number of lines, found \(found)")
      return nil
    }
    let found = ", found " + FormatVocabulary.shortened(document.text(node))
    let most = Double(LayoutLimits.maximumLineLimit)
    if v < 1 {
      report(place, node, "must be at least 1 (a text shows at least one line)" + found)
    } else if v > most {
      report(place, node, "must be at most \(formatNumber(most))" + found)
    }
    return Int(max(-most, min(v, most + 1)))
  }

  mutating func cellNumber(_ node: Int, at place: Place, isSpan: Bool) -> Int? {
    let value = document.nodes[node]
    guard value.kind == .number else {
      report(place, node, "expected a whole number, found \(kindOf(node))")
      return nil
    }
    let found = ", found " + FormatVocabulary.shortened(document.text(node))
    let v = value.number
    guard v.isFinite else {
      report(place, node, "must be a finite number" + found)
      return nil
    }
    guard v.rounded() == v else {
      report(place, node, "must be a whole number" + found)
      return nil
    }
    let lines = Double(FormatVocabulary.gridLines)
    if isSpan, v < 1 {
      report(place, node, "must be at least 1 (a child spans at least one track)" + found)
    } else if !isSpan, v < 0 {
      report(place, node, "must not be negative (cells are numbered from 0)" + found)
    } else if v > (isSpan ? lines : lines - 1) {
      report(place, node, "must be at most \(formatNumber(isSpan ? lines : lines - 1))" + found)
    }
    // Far beyond the bound the number is already reported; clamped, it still fits an Int.
    return Int(max(-lines - 1, min(v, lines + 1)))
  }

  /// `"columns"` or `"rows"`: an array of tracks.
  mutating func tracks(_ node: Int, at place: Place) -> [GridTrack] {
    guard document.nodes[node].kind == .array else {
      report(
        place, node,
        "expected an array of tracks such as [120, \"1fr\", \"auto\"], found \(kindOf(node))")
      return []
    }
    var result: [GridTrack] = []
    for (position, element) in document.children(of: node).enumerated() {
      if let track = track(element, at: place.appending("[\(position)]")) { result.append(track) }
    }
    if result.count > FormatVocabulary.gridLines {
      report(
        place, node,
        "must have at most \(FormatVocabulary.gridLines) tracks (the rest are not used), found "
          + "\(result.count)")
    }
    return result
  }

  static let trackShapes =
    "a track is a number of points (120), a share of the room (\"1fr\"), \"auto\" (as large as "
    + "its content) or {\"adaptive\": 200} (as many columns of at least 200 as fit)"

  /// One track: `120`, `"1fr"`, `"auto"`, `{"adaptive": 200}`. A number out of range is
  /// reported and kept, as `number` keeps it.
  mutating func track(_ node: Int, at place: Place) -> GridTrack? {
    switch document.nodes[node].kind {
    case .number:
      return number(node, at: place, rule: .length).map(GridTrack.points)
    case .string:
      let text = document.text(node)
      if text == "auto" { return .content }
      guard text.hasSuffix("fr"), let value = LayoutFile.decimalNumber(text.dropLast(2)) else {
        report(place, node, Self.trackShapes + "; found " + FormatVocabulary.quoted(text))
        return nil
      }
      if let message = Self.problem(value, rule: .flex) {
        report(place, node, message + ", found " + FormatVocabulary.shortened(text))
      }
      return .fraction(value)
    case .object:
      var minimum: Double?
      var seen = false
      for member in document.children(of: node) {
        let key = document.key(member)
        if key == "adaptive", !seen {
          seen = true
          // Placed at the track, as validate() names it (the line and column are the number's).
          minimum = number(member, at: place, rule: .length)
        } else if key == "adaptive" {
          reportKey(place, member, "duplicate key \"adaptive\"")
        } else {
          reportKey(place, member, FormatVocabulary.unknownKey(key, among: ["adaptive"]))
        }
      }
      if !seen {
        report(
          place, node,
          "missing \"adaptive\": an adaptive track is {\"adaptive\": 200}, the least width of "
            + "its columns")
      }
      return minimum.map { GridTrack.adaptive(minimum: $0) }
    default:
      report(place, node, Self.trackShapes + "; found \(kindOf(node))")
      return nil
    }
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
      report(
        place, node,
        "missing \"type\": one of "
          + FormatVocabulary.layoutTypes.map { "\"\($0)\"" }.joined(separator: ", "))
    }
    let isStack = type == "VBox" || type == "HBox"
    let isGrid = type == "Grid"
    var settings = StackSettings(align: .stretch, pack: .start, defaultMargins: .zero, spacing: 0)
    var grid = GridSettings(columns: [])
    var columnsSeen = false
    var axes = FitAxes.both
    var orientation = CenterBox.Orientation.horizontal
    var scrollAxes = Scroll.Axes.vertical
    var customName: (value: String, member: Int)?
    var customPlaced: RecordedLayout?
    var customSettings: [String: LayoutSetting] = [:]
    var settingPlaces: [String: (Place, Int)] = [:]
    var seen: Set<String> = []
    for member in document.children(of: node) {
      let key = document.key(member)
      let at = place.appending("." + key)
      guard seen.insert(key).inserted else {
        reportKey(place, member, "duplicate key \(FormatVocabulary.quoted(key))")
        continue
      }
      switch key {
      case "type":
        break  // read above
      case "comment":
        readComment(member, at: at)
      case "defaultMargins":
        if let m = insets(member, at: at) { settings.defaultMargins = m }
      case "axes":
        if let type, type != "FirstThatFits", type != "Scroll" {
          reportKey(place, member, "\"axes\" applies to FirstThatFits and Scroll, not to \(type)")
          continue
        }
        if type == "Scroll" {
          scrollAxes = enumValue(member, at: at) ?? .vertical
        } else {
          axes = enumValue(member, at: at) ?? .both
        }
      case "name", "settings", "placed":
        if let type, type != "Custom" {
          reportKey(place, member, "\"\(key)\" applies to a Custom layout, not to \(type)")
          continue
        }
        if key == "name" {
          if let value = string(member, at: at) { customName = (value, member) }
        } else if key == "placed" {
          customPlaced = recordedPlacement(member, at: at)
        } else {
          readCustomSettings(member, at: at, into: &customSettings, places: &settingPlaces)
        }
      case "align", "pack":
        if let type, !isStack, !isGrid {
          reportKey(place, member, "\"\(key)\" applies to VBox, HBox and Grid, not to \(type)")
          continue
        }
        if key == "align" {
          let align: Align? = enumValue(member, at: at)
          settings.align = align ?? .stretch
          grid.align = align ?? .start
        } else {
          let pack: Pack? = enumValue(member, at: at)
          settings.pack = pack ?? .start
          grid.pack = pack ?? .start
        }
      case "spacing":
        if let type, !isStack, type != "CenterBox" {
          reportKey(
            place, member,
            "\"spacing\" applies to VBox, HBox and CenterBox, not to \(type)"
              + (isGrid ? "; a Grid has \"columnSpacing\" and \"rowSpacing\"" : ""))
          continue
        }
        settings.spacing = number(member, at: at, rule: .length) ?? 0
      case "orientation":
        if let type, type != "CenterBox" {
          reportKey(place, member, "\"orientation\" applies to CenterBox, not to \(type)")
          continue
        }
        orientation = enumValue(member, at: at) ?? .horizontal
      case "wrap", "lineSpacing", "alignLines":
        if let type, !isStack {
          reportKey(place, member, "\"\(key)\" applies to VBox and HBox, not to \(type)")
          continue
        }
        switch key {
        case "wrap": settings.wrap = bool(member, at: at) ?? false
        case "lineSpacing": settings.lineSpacing = number(member, at: at, rule: .length) ?? 0
        default: settings.alignLines = enumValue(member, at: at) ?? .start
        }
      case "columns", "rows", "columnSpacing", "rowSpacing":
        if let type, !isGrid {
          reportKey(place, member, "\"\(key)\" applies to Grid, not to \(type)")
          continue
        }
        switch key {
        case "columns":
          columnsSeen = true
          grid.columns = tracks(member, at: at)
        case "rows": grid.rows = tracks(member, at: at)
        case "columnSpacing": grid.columnSpacing = number(member, at: at, rule: .length) ?? 0
        default: grid.rowSpacing = number(member, at: at, rule: .length) ?? 0
        }
      default:
        reportKey(
          place, member, FormatVocabulary.unknownKey(key, among: FormatVocabulary.layoutKeys))
      }
    }
    if isGrid, !columnsSeen {
      report(
        place, node,
        "a Grid needs \"columns\": its tracks, such as [120, \"1fr\", \"auto\", {\"adaptive\": 200}]"
      )
    }
    switch type {
    case "Grid":
      grid.defaultMargins = settings.defaultMargins
      return .grid(grid)
    case "VBox": return .vbox(settings)
    case "HBox": return .hbox(settings)
    case "Relative": return .relative(defaultMargins: settings.defaultMargins)
    case "Fit": return .fit(defaultMargins: settings.defaultMargins)
    case "FirstThatFits": return .firstThatFits(axes: axes, defaultMargins: settings.defaultMargins)
    case "CenterBox": return CenterBox(orientation: orientation, spacing: settings.spacing).spec
    case "Scroll": return Scroll(axes: scrollAxes).spec
    case "Custom":
      return customLayout(
        node, at: place, name: customName, settings: customSettings, places: settingPlaces,
        placed: customPlaced)
    default: return nil
    }
  }

  /// A registered custom layout made from its settings, or nil with the problem reported.
  mutating func customLayout(
    _ node: Int, at place: Place, name: (value: String, member: Int)?,
    settings: [String: LayoutSetting], places: [String: (Place, Int)], placed: RecordedLayout?
  ) -> LayoutSpec? {
    guard let name else {
      report(place, node, "a Custom layout needs a \"name\": the name it is registered under")
      return nil
    }
    let made: (any CustomLayout)?
    do {
      made = try CustomLayouts.make(named: name.value, settings: settings)
    } catch let error as CustomLayoutSettingError {
      let (at, member) = places[error.setting] ?? (place.appending(".settings"), node)
      report(at, member, error.message)
      return nil
    } catch {
      report(place.appending(".settings"), node, "\(error)")
      return nil
    }
    if made == nil, var placed {
      // Not runnable here: replay what the writing program's layout placed.
      placed.recordedName = name.value
      return placed.spec
    }
    guard let made else {
      let known = CustomLayouts.names
      report(
        place.appending(".name"), name.member,
        "no custom layout is registered as \(FormatVocabulary.quoted(name.value))"
          + "; known: " + known.map(FormatVocabulary.quoted).joined(separator: ", ")
          + " (the program reading the file registers its own with CustomLayouts.register)")
      return nil
    }
    return made.spec
  }

  /// `"placed": {"size": [w, h], "frames": [[x, y, w, h], …]}`: what a custom layout placed
  /// where the file was written (`RecordedLayout`). Positions may be any finite number.
  mutating func recordedPlacement(_ node: Int, at place: Place) -> RecordedLayout? {
    guard document.nodes[node].kind == .object else {
      report(
        place, node,
        "expected {\"size\": [w, h], \"frames\": [[x, y, w, h], …]}, found \(kindOf(node))")
      return nil
    }
    var size: Size?
    var frames: [Frame]?
    for member in document.children(of: node) {
      let key = document.key(member)
      let at = place.appending("." + key)
      switch key {
      case "size":
        if let v = numbers(member, at: at, names: ["width", "height"]) {
          size = Size(width: v[0], height: v[1])
        }
      case "frames":
        guard document.nodes[member].kind == .array else {
          report(at, member, "expected an array of [x, y, width, height], found \(kindOf(member))")
          continue
        }
        var read: [Frame] = []
        for (position, element) in document.children(of: member).enumerated() {
          if let frame = recordedFrame(element, at: at.appending("[\(position)]")) {
            read.append(frame)
          }
        }
        frames = read
      default:
        reportKey(place, member, FormatVocabulary.unknownKey(key, among: ["size", "frames"]))
      }
    }
    guard let size, let frames else {
      report(place, node, "needs \"size\" and \"frames\"")
      return nil
    }
    return RecordedLayout(recordedName: "", size: size, frames: frames)
  }

  /// `[x, y, width, height]`: a position anywhere, a size from 0.
  mutating func recordedFrame(_ node: Int, at place: Place) -> Frame? {
    let value = document.nodes[node]
    guard value.kind == .array, value.count == 4 else {
      report(place, node, "expected [x, y, width, height], found \(kindOf(node))")
      return nil
    }
    let elements = Array(document.children(of: node))
    var position: [Double] = []
    for (name, element) in zip(["x", "y"], elements.prefix(2)) {
      let v = document.nodes[element]
      guard v.kind == .number, v.number.isFinite else {
        report(
          place.appending("." + name), element, "must be a finite number, found \(kindOf(element))")
        return nil
      }
      position.append(v.number)
    }
    guard let w = number(elements[2], at: place.appending(".width"), rule: .length),
      let h = number(elements[3], at: place.appending(".height"), rule: .length)
    else { return nil }
    return Frame(x: position[0], y: position[1], width: w, height: h)
  }

  /// `"settings": {"columns": 3, "style": "tight"}`: numbers, strings and booleans.
  mutating func readCustomSettings(
    _ node: Int, at place: Place, into settings: inout [String: LayoutSetting],
    places: inout [String: (Place, Int)]
  ) {
    guard document.nodes[node].kind == .object else {
      report(place, node, "expected an object of settings, found \(kindOf(node))")
      return
    }
    for member in document.children(of: node) {
      let key = document.key(member)
      let at = place.appending("." + key)
      places[key] = (at, member)
      switch document.nodes[member].kind {
      case .number:
        let v = document.nodes[member].number
        if v.isFinite {
          settings[key] = .number(v)
        } else {
          report(
            at, member,
            "must be a finite number, found " + FormatVocabulary.shortened(document.text(member)))
        }
      case .string:
        if let v = string(member, at: at) { settings[key] = .text(v) }
      case .bool:
        if let v = bool(member, at: at) { settings[key] = .flag(v) }
      default:
        report(at, member, "a setting is a number, a string or true/false; found \(kindOf(member))")
      }
    }
  }

  // MARK: Values

  /// What a number may be, by what it sets (the bounds are `LayoutLimits`).
  enum NumberRule {
    /// Sizes, margins, padding, spacing, min/max: 0 to `maximumLength`.
    case length
    /// flex: 0 to `maximumFlex`.
    case flex
    /// layoutPriority: `-maximumFlex` to `maximumFlex`.
    case priority
    /// aspectRatio: greater than 0 and within `aspectRatioRange`.
    case aspectRatio
    /// fontSize: greater than 0 and at most `maximumFontSize`.
    case fontSize
  }

  /// A number, checked against `rule`. A value that breaks the rule is reported and still
  /// returned, so that the tree read in spite of problems (`LayoutFile.readLeniently`) holds
  /// what the file says, for comparison with `Component.validate()`; a value of another type
  /// gives nil.
  mutating func number(_ node: Int, at place: Place, rule: NumberRule) -> Double? {
    let value = document.nodes[node]
    guard value.kind == .number else {
      report(place, node, "expected a number, found \(kindOf(node))")
      return nil
    }
    if let message = Self.problem(value.number, rule: rule) {
      report(place, node, message + ", found " + FormatVocabulary.shortened(document.text(node)))
    }
    return value.number
  }

  /// What is wrong with `value` under `rule` (`must be at most 1000000000`), or nil; the
  /// caller adds what was found. `Component.validate()` uses the same words.
  static func problem(_ value: Double, rule: NumberRule) -> String? {
    if !value.isFinite { return "must be a finite number" }
    let bounds: ClosedRange<Double>
    switch rule {
    case .length: bounds = 0...LayoutLimits.maximumLength
    case .flex: bounds = 0...LayoutLimits.maximumFlex
    case .priority: bounds = -LayoutLimits.maximumFlex...LayoutLimits.maximumFlex
    case .aspectRatio: bounds = LayoutLimits.aspectRatioRange
    case .fontSize: bounds = 0...LayoutLimits.maximumFontSize
    }
    if bounds.lowerBound == 0 {
      if value < 0 { return "must not be negative" }
      if value == 0, rule == .aspectRatio || rule == .fontSize { return "must be greater than 0" }
    } else if rule == .aspectRatio, value <= 0 {
      return "must be greater than 0"
    } else if value < bounds.lowerBound {
      return "must be at least \(formatNumber(bounds.lowerBound))"
    }
    if value > bounds.upperBound { return "must be at most \(formatNumber(bounds.upperBound))" }
    return nil
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
    guard let values = numbers(node, at: place, names: ["top", "left", "bottom", "right"])
    else { return nil }
    return Insets(top: values[0], left: values[1], bottom: values[2], right: values[3])
  }

  /// `[width, height]`.
  mutating func widthAndHeight(_ node: Int, at place: Place) -> Size? {
    guard let values = numbers(node, at: place, names: ["width", "height"]) else { return nil }
    return Size(width: values[0], height: values[1])
  }

  /// A tuple of lengths: an array of exactly one number per name. A problem with one of
  /// them is placed by its name (`root.margins.left`), as `Component.validate()` names it.
  mutating func numbers(_ node: Int, at place: Place, names: [String]) -> [Double]? {
    let value = document.nodes[node]
    let shape = "\(names.count) numbers [\(names.joined(separator: ", "))]"
    guard value.kind == .array else {
      report(place, node, "expected \(shape), found \(kindOf(node))")
      return nil
    }
    guard value.count == names.count else {
      report(place, node, "expected \(shape), found \(value.count)")
      return nil
    }
    var result: [Double] = []
    for (name, element) in zip(names, document.children(of: node)) {
      if let number = number(element, at: place.appending("." + name), rule: .length) {
        result.append(number)
      }
    }
    return result.count == names.count ? result : nil
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

  /// The path of a place: `root.items[1].items[0].layout.pack`, or a top-level key.
  func resolve(_ place: Place) -> String? {
    if place.component >= 0 {
      return places.path(of: place.component, step: "items").description + place.suffix
    }
    return place.suffix.isEmpty ? nil : place.suffix
  }

  /// A problem with a value, placed at the value. A problem with the whole document (a
  /// missing key) has no place in the text.
  mutating func report(_ place: Place, _ node: Int, _ message: String) {
    if place.component < 0, place.suffix.isEmpty, node == 0 {
      found.append(FoundProblem(place: place, message: message))
      return
    }
    let value = document.nodes[node]
    found.append(
      FoundProblem(
        place: place, line: Int(value.line), column: Int(value.column), message: message))
  }

  /// A problem with a key (unknown, duplicate, misplaced), placed at the key.
  mutating func reportKey(_ place: Place, _ node: Int, _ message: String) {
    let value = document.nodes[node]
    found.append(
      FoundProblem(
        place: place, line: Int(value.keyLine), column: Int(value.keyColumn), message: message))
  }

  // MARK: Building

  /// A component from what was read of it and its built children (backgrounds, items,
  /// overlays, in that order).
  func build(_ c: ReadComponent, items: [Component]) -> Component {
    var options = c.options
    var item: (any LayoutItem)?
    if let text = c.text, let measurer {
      item = Text(
        text, fontSize: c.fontSize ?? 16, measurer: measurer, lineLimit: c.lineLimit,
        truncation: c.truncation ?? .end, alignment: c.textAlignment ?? .leading)
    } else if let intrinsic = c.intrinsic {
      item = Placeholder(
        options.name, width: intrinsic.width, height: intrinsic.height, baseline: c.baseline)
      options.name = nil
    } else if c.layout == nil, let name = options.name {
      item = name
      options.name = nil
    }
    let line = Int(document.nodes[c.json].line)
    return Component(
      item: item, options: options, layout: c.layout.map(layout(for:)), items: items,
      source: SourceLocation(fileID: fileName, line: line))
  }

  func layout(for spec: LayoutSpec) -> any Layout { spec.layout }
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
