import LayoutComposer

/// A component's percentages as the inspector shows them: as given, with the points each
/// came to in the last layout (`width 50% (= 160)`), or why it counted as unset.
///
/// A percentage is of the parent's content box on its axis (for an overlay or a background,
/// of its host's frame; for the root, of the layout area). Where that size comes from the
/// content it is unknown while it is measured, and the percentage counts as unset
/// (docs/semantics.md, "Percentages"): on a stack's main axis when the stack hugs its content.
///
/// ```swift
/// PercentageValues(node: 3, in: snapshot).text(\.width)  // "50% (= 160)"
/// ```
struct PercentageValues {
  let percentages: Percentages
  /// The box the percentages are of.
  let base: Size
  /// Which axis is the main axis of the parent stack, if the parent is one.
  let stackMain: Axis?
  let parentName: String
  let frame: Frame
  let margins: Insets
  let options: ComponentOptions
  let rightToLeft: Bool

  enum Axis {
    case horizontal
    case vertical
  }

  init(node: Int, in snapshot: LayoutSnapshot) {
    let result = snapshot.result
    options = snapshot.tree.options(at: node)
    percentages = options.percentages ?? Percentages()
    frame = result.frame(at: node)
    margins = snapshot.tree.effectiveMargins(at: node)
    rightToLeft = snapshot.direction == .rightToLeft
    guard let parent = result.parent(of: node) else {
      base = result.size
      stackMain = nil
      parentName = "the layout area"
      return
    }
    let parentFrame = result.frame(at: parent)
    let padding =
      result.decoration(at: node) == nil
      ? snapshot.tree.effectivePadding(at: parent) : .zero
    base = Size(
      width: max(0, parentFrame.width - padding.horizontal),
      height: max(0, parentFrame.height - padding.vertical))
    let spec = snapshot.tree.layoutSpec(at: parent)
    switch spec {
    case .vbox where result.decoration(at: node) == nil: stackMain = .vertical
    case .hbox where result.decoration(at: node) == nil: stackMain = .horizontal
    default: stackMain = nil
    }
    let display = snapshot.displayName(at: parent)
    let type = spec?.typeName ?? ""
    parentName = display == type || type.isEmpty ? display : "\(type) \(display)"
  }

  /// The text for one option given as a percentage, or nil when it is not one.
  func text(_ option: KeyPath<Percentages, Double?>) -> String? {
    guard let percent = percentages[keyPath: option] else { return nil }
    let given = "\(formatNumber(percent))%"
    let axis = Self.axis(of: option)
    let points = max(0, percent / 100 * (axis == .horizontal ? base.width : base.height))
    let resolved = "\(given) (= \(displayNumber(points)))"
    let axisName = axis == .horizontal ? "width" : "height"
    let unset =
      "\(given) (counts as unset: the \(parentName)'s \(axisName) comes from its content)"
    if option == \Percentages.marginLeft, let note = overridden(left: true) { return note }
    if option == \Percentages.marginRight, let note = overridden(left: false) { return note }
    guard stackMain == axis else { return resolved }
    // On the main axis of a stack, the percentage applied only if the stack did not hug its
    // content: the frame (or the margin) shows which.
    switch option {
    case \Percentages.width, \Percentages.height:
      let size = axis == .horizontal ? frame.width : frame.height
      let flexes = (options.flex ?? 0) > 0
      let bounded =
        axis == .horizontal
        ? options.minWidth != nil || options.maxWidth != nil || percentages.minWidth != nil
          || percentages.maxWidth != nil
        : options.minHeight != nil || options.maxHeight != nil || percentages.minHeight != nil
          || percentages.maxHeight != nil
      return Self.same(size, points) || flexes || bounded ? resolved : unset
    case \Percentages.marginTop: return Self.same(margins.top, points) ? resolved : unset
    case \Percentages.marginBottom: return Self.same(margins.bottom, points) ? resolved : unset
    case \Percentages.marginLeft: return Self.same(margins.left, points) ? resolved : unset
    case \Percentages.marginRight: return Self.same(margins.right, points) ? resolved : unset
    default:
      return resolved
    }
  }

  /// A note when `marginLeading`/`marginTrailing` set that physical side instead.
  private func overridden(left: Bool) -> String? {
    let leadingSide = left != rightToLeft
    let name = leadingSide ? "marginLeading" : "marginTrailing"
    let value = leadingSide ? options.marginLeading : options.marginTrailing
    guard value != nil else { return nil }
    let percent = left ? percentages.marginLeft : percentages.marginRight
    return "\(formatNumber(percent ?? 0))% (not used: \(name) sets this side)"
  }

  private static func axis(of option: KeyPath<Percentages, Double?>) -> Axis {
    switch option {
    case \Percentages.width, \Percentages.minWidth, \Percentages.maxWidth,
      \Percentages.marginLeft, \Percentages.marginRight:
      .horizontal
    default:
      .vertical
    }
  }

  private static func same(_ a: Double, _ b: Double) -> Bool {
    abs(a - b) <= 1e-9 * max(1, abs(a), abs(b))
  }
}
