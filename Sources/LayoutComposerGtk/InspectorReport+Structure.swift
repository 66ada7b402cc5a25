import LayoutComposer

extension InspectorReport {
  /// What the inspector says for a hidden alternative, and for what is inside one.
  public static let hiddenAlternative = "hidden (another alternative fits)"

  /// Items listed at most in the Items section; the rest are counted.
  static let maximumItemRows = 100

  /// Where the component sits: its parent (a link), and what it is to its parent when that
  /// is more than a child: an overlay or a background of its host, or an alternative of a
  /// FirstThatFits, shown or hidden.
  static func placeRows(node: Int, in snapshot: LayoutSnapshot) -> [Row] {
    let result = snapshot.result
    guard let parent = result.parent(of: node) else { return [] }
    var rows = [Row("parent", snapshot.displayName(at: parent), target: parent)]
    rows += gridAndLineRows(node: node, parent: parent, in: snapshot)
    if let role = result.decoration(at: node) {
      rows.append(
        Row(
          "role", "\(role.rawValue) of \(snapshot.displayName(at: parent))",
          note: role == .overlay
            ? "drawn above its host, in its host's frame"
            : "drawn below its host, in its host's frame"))
    }
    let isAlternative: Bool
    if case .firstThatFits = snapshot.tree.layoutSpec(at: parent) {
      isAlternative = result.decoration(at: node) == nil
    } else {
      isAlternative = false
    }
    if isAlternative, !snapshot.tree.options(at: node).isHidden {
      let alternatives = result.children(of: parent).filter { result.decoration(at: $0) == nil }
      let position = (alternatives.firstIndex(of: node) ?? 0) + 1
      let hidden = result.isHidden(at: node)
      rows.append(
        Row(
          "alternative",
          "\(position) of \(alternatives.count), "
            + (hidden ? hiddenAlternative : "shown: the first that fits"), dimmed: hidden))
    } else if let reason = hiddenReason(node, in: snapshot) {
      // Inside a hidden component: name the outermost one hidden.
      let outermost = outermostHidden(node, in: snapshot)
      rows.append(
        Row(
          "shown",
          outermost == node ? reason : "\(reason): inside \(snapshot.displayName(at: outermost))",
          target: outermost == node ? nil : outermost, dimmed: true))
    }
    return rows
  }

  /// Where a grid put the component (its cells, as `LayoutResult.gridCell(at:)` gives them)
  /// and which line of a wrapping stack it is on: the cells a child was auto-placed in are
  /// found by the layout, not written, so the inspector is where the user reads them.
  static func gridAndLineRows(node: Int, parent: Int, in snapshot: LayoutSnapshot) -> [Row] {
    let result = snapshot.result
    var rows: [Row] = []
    if let cell = result.gridCell(at: node) {
      rows.append(Row("cell", cellText(cell), note: cellNote(node, in: snapshot)))
    }
    if let line = result.wrapLine(at: node) {
      let lines = result.children(of: parent).compactMap(result.wrapLine(at:)).max() ?? line
      rows.append(
        Row(
          "line", "\(line) of \(lines + 1)",
          note: "wrapping \(result.layoutName(at: parent) ?? "stack"), first line 0"))
    }
    return rows
  }

  /// `column 0, row 3, columnSpan 2`: the place in the words of `` `$`(…, column:, row:) ``,
  /// spans only when they are more than one cell.
  static func cellText(_ cell: GridPlace) -> String {
    var parts = ["column \(cell.column ?? 0)", "row \(cell.row ?? 0)"]
    if cell.columnSpan != 1 { parts.append("columnSpan \(cell.columnSpan)") }
    if cell.rowSpan != 1 { parts.append("rowSpan \(cell.rowSpan)") }
    return parts.joined(separator: ", ")
  }

  /// Whether the place was written or found: a child without `column:`/`row:` flows into the
  /// next free cells (docs/semantics.md, G1).
  static func cellNote(_ node: Int, in snapshot: LayoutSnapshot) -> String {
    let written = snapshot.tree.options(at: node).gridPlace
    switch (written?.column, written?.row) {
    case (.some, .some): return "explicit"
    case (.some, nil): return "column explicit, row found down the column"
    case (nil, .some): return "row explicit, column found along the row"
    case (nil, nil): return "auto-placed: the next free cells, row by row"
    }
  }

  /// The hidden component that hides `node`: itself or its outermost hidden ancestor.
  static func outermostHidden(_ node: Int, in snapshot: LayoutSnapshot) -> Int {
    var outermost = node
    while let up = snapshot.result.parent(of: outermost), snapshot.result.isHidden(at: up) {
      outermost = up
    }
    return outermost
  }

  /// What the inspector says for a component taken out of the layout with `isHidden`.
  public static let hiddenByOption = "hidden (isHidden: out of the layout)"

  /// Why a node is hidden, or nil when it is shown: taken out of the layout by `isHidden`
  /// (itself or an ancestor: the nearest decides), or an alternative another one won.
  static func hiddenReason(_ node: Int, in snapshot: LayoutSnapshot) -> String? {
    guard snapshot.result.isHidden(at: node) else { return nil }
    var current: Int? = node
    while let index = current, snapshot.result.isHidden(at: index) {
      if snapshot.tree.options(at: index).isHidden { return hiddenByOption }
      current = snapshot.result.parent(of: index)
    }
    return hiddenAlternative
  }

  /// The component's children in the order of the frame tree (backgrounds, the items its
  /// layout places, overlays), each a link with its size, hidden alternatives greyed.
  static func itemRows(node: Int, in snapshot: LayoutSnapshot) -> [Row] {
    let result = snapshot.result
    let children = result.children(of: node)
    let alternatives: Bool
    if case .firstThatFits = snapshot.tree.layoutSpec(at: node) {
      alternatives = true
    } else {
      alternatives = false
    }
    var counts: [String: Int] = [:]
    var rows: [Row] = []
    for child in children.prefix(maximumItemRows) {
      let kind =
        result.decoration(at: child)?.rawValue ?? (alternatives ? "alternative" : "item")
      counts[kind, default: 0] += 1
      let frame = result.frame(at: child)
      let reason = hiddenReason(child, in: snapshot)
      let hidden = reason != nil
      let state = reason ?? "\(displayNumber(frame.width)) × \(displayNumber(frame.height))"
      rows.append(
        Row(
          "\(kind) \(counts[kind]!)", "\(snapshot.displayName(at: child)) · \(state)",
          target: child, dimmed: hidden))
    }
    if children.count > maximumItemRows {
      rows.append(Row("", "… and \(children.count - maximumItemRows) more"))
    }
    return rows
  }
}
