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
    if let role = result.decoration(at: node) {
      rows.append(
        Row(
          "role", "\(role.rawValue) of \(snapshot.displayName(at: parent))",
          note: role == .overlay
            ? "drawn above its host, in its host's frame"
            : "drawn below its host, in its host's frame"))
    }
    if case .firstThatFits = snapshot.tree.layoutSpec(at: parent),
      result.decoration(at: node) == nil
    {
      let alternatives = result.children(of: parent).filter { result.decoration(at: $0) == nil }
      let position = (alternatives.firstIndex(of: node) ?? 0) + 1
      let hidden = result.isHidden(at: node)
      rows.append(
        Row(
          "alternative",
          "\(position) of \(alternatives.count), "
            + (hidden ? hiddenAlternative : "shown: the first that fits"), dimmed: hidden))
    } else if result.isHidden(at: node) {
      // Inside a hidden alternative: name the alternative.
      var alternative = parent
      while let up = result.parent(of: alternative), result.isHidden(at: up) { alternative = up }
      rows.append(
        Row(
          "shown", "\(hiddenAlternative): inside \(snapshot.displayName(at: alternative))",
          target: alternative, dimmed: true))
    }
    return rows
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
      let hidden = result.isHidden(at: child)
      let state =
        hidden
        ? hiddenAlternative : "\(formatNumber(frame.width)) × \(formatNumber(frame.height))"
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
