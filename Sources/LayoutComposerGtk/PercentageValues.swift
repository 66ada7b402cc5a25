import LayoutComposer

/// A component's percentages as the inspector shows them: as given, with the points each
/// came to in the last layout (`width 50% (= 160)`), or why it counted as unset. What each
/// came to is the engine's decision (`LayoutTree.resolvedPercentages(at:)`), not worked out
/// again here.
///
/// ```swift
/// PercentageValues(node: 3, in: snapshot).text(\.width)  // "50% (= 160)"
/// ```
struct PercentageValues {
  let percentages: Percentages
  let resolved: ResolvedPercentages
  /// The box the percentages are of, for the reason a percentage counted as unset.
  let parentName: String
  let sources: MarginSources

  init(node: Int, in snapshot: LayoutSnapshot) {
    let result = snapshot.result
    percentages = snapshot.tree.options(at: node).percentages ?? Percentages()
    resolved = snapshot.tree.resolvedPercentages(at: node)
    sources = snapshot.tree.marginSources(at: node)
    guard let parent = result.parent(of: node) else {
      parentName = "the layout area"
      return
    }
    let spec = snapshot.tree.layoutSpec(at: parent)
    let display = snapshot.displayName(at: parent)
    let type = spec?.typeName ?? ""
    parentName = display == type || type.isEmpty ? display : "\(type) \(display)"
  }

  /// The text for one option given as a percentage, or nil when it is not one.
  func text(_ option: KeyPath<Percentages, Double?>) -> String? {
    guard let percent = percentages[keyPath: option] else { return nil }
    let given = "\(formatNumber(percent))%"
    if option == \Percentages.marginLeft, let note = overridden(left: true) { return note }
    if option == \Percentages.marginRight, let note = overridden(left: false) { return note }
    switch Self.resolution(option, in: resolved) {
    case .points(let points)?:
      return "\(given) (= \(displayNumber(points)))"
    case .unset?:
      let axisName = Self.isHorizontal(option) ? "width" : "height"
      return "\(given) (counts as unset: the \(parentName)'s \(axisName) comes from its content)"
    case nil:
      // Not laid out yet (or in a hidden alternative that was never placed).
      return given
    }
  }

  /// A note when `marginLeading`/`marginTrailing` set that physical side instead (the
  /// engine's precedence, `LayoutTree.marginSources(at:)`).
  private func overridden(left: Bool) -> String? {
    let name: String
    switch left ? sources.left : sources.right {
    case .leading: name = "marginLeading"
    case .trailing: name = "marginTrailing"
    default: return nil
    }
    let percent = left ? percentages.marginLeft : percentages.marginRight
    return "\(formatNumber(percent ?? 0))% (not used: \(name) sets this side)"
  }

  private static func isHorizontal(_ option: KeyPath<Percentages, Double?>) -> Bool {
    switch option {
    case \Percentages.width, \Percentages.minWidth, \Percentages.maxWidth,
      \Percentages.marginLeft, \Percentages.marginRight:
      true
    default:
      false
    }
  }

  private static func resolution(
    _ option: KeyPath<Percentages, Double?>, in resolved: ResolvedPercentages
  ) -> PercentageResolution? {
    switch option {
    case \Percentages.width: resolved.width
    case \Percentages.height: resolved.height
    case \Percentages.minWidth: resolved.minWidth
    case \Percentages.maxWidth: resolved.maxWidth
    case \Percentages.minHeight: resolved.minHeight
    case \Percentages.maxHeight: resolved.maxHeight
    case \Percentages.marginTop: resolved.marginTop
    case \Percentages.marginLeft: resolved.marginLeft
    case \Percentages.marginBottom: resolved.marginBottom
    default: resolved.marginRight
    }
  }
}
