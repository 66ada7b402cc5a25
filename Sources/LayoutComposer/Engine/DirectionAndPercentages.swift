// Right-to-left and percentages, both resolved where the rules read a child's options, so the
// rules themselves are written once.
//
// Right-to-left is computed as the mirror image of a left-to-right layout: the rules see the
// leading side as "left" (a child's physical margins, padding and `.left`/`.right` are swapped
// on the way in), and the frames are mirrored on the way out (`x' = parent width − x − w`), so
// what is physical stays physical and what is leading ends up on the right.
// Rules: docs/semantics.md, "Right-to-left" and "Percentages".

extension LayoutTree {
  var isRightToLeft: Bool { direction == .rightToLeft }

  /// Whether any node has a percentage: the rules skip `applyPercentages` otherwise.
  var hasPercentages: Bool { !percentageTable.isEmpty }

  /// A node's margins as the rules see them: leading side first (left in left-to-right, right
  /// in right-to-left), `marginLeading`/`marginTrailing` winning over the physical sides.
  @inline(__always)
  func margins(_ node: Int) -> Insets {
    let style = styles[node]
    if style.extras < 0, !isRightToLeft { return style.margins }
    var m = style.margins
    if isRightToLeft { swap(&m.left, &m.right) }
    if style.extras >= 0 {
      let extra = extras[Int(style.extras)]
      if !extra.marginLeading.isNaN { m.left = extra.marginLeading }
      if !extra.marginTrailing.isNaN { m.right = extra.marginTrailing }
    }
    return m
  }

  /// `halign` as an edge of the rules' (leading-first) coordinates.
  static func edge(_ h: HAlign, rightToLeft: Bool) -> Edge {
    switch h {
    case .center: .center
    case .leading: .start
    case .trailing: .end
    case .left: rightToLeft ? .end : .start
    case .right: rightToLeft ? .start : .end
    }
  }

  /// The frames of a right-to-left pass, mirrored into physical coordinates.
  func mirrored(_ computed: ContiguousArray<Frame>, area: Size) -> ContiguousArray<Frame> {
    var result = computed
    for node in result.indices {
      let parent = Int(structure.parent[node])
      let width = parent >= 0 ? computed[parent].width : area.width
      result[node].x = width - computed[node].x - computed[node].width
    }
    return result
  }

  /// Writes a child's percentages into its style as points of its parent's content box
  /// `inner`: where that box is not known on an axis (`exact` false), a percentage counts as
  /// unset (a size or a bound) or as the parent's default margin.
  mutating func applyPercentages(
    _ child: Int, _ inner: AxisPair, exactWidth: Bool, exactHeight: Bool
  ) {
    let e = styles[child].extras
    guard e >= 0, extras[Int(e)].percentages >= 0 else { return }
    let entry = Int(extras[Int(e)].percentages)
    let p = percentageTable[entry]
    func resolve(_ percent: Double?, _ axis: Axis) -> Double? {
      guard let percent else { return nil }
      let exact = axis == .horizontal ? exactWidth : exactHeight
      guard exact, !inner[axis].isNaN else { return .nan }
      // A percentage too large for a Double (1e308%) is the largest length, not nothing.
      let points = percent / 100 * inner[axis]
      return points == .infinity ? LayoutLimits.maximumLength : sanitizedSize(points)
    }
    // What they came to, for the tools that show it (the last resolution is the placement's).
    if percentageOutcomes.count != percentageTable.count {
      percentageOutcomes = ContiguousArray(repeating: Percentages(), count: percentageTable.count)
    }
    var outcome = Percentages()
    outcome.width = resolve(p.width, .horizontal)
    outcome.height = resolve(p.height, .vertical)
    outcome.minWidth = resolve(p.minWidth, .horizontal)
    outcome.maxWidth = resolve(p.maxWidth, .horizontal)
    outcome.minHeight = resolve(p.minHeight, .vertical)
    outcome.maxHeight = resolve(p.maxHeight, .vertical)
    outcome.marginTop = resolve(p.marginTop, .vertical)
    outcome.marginBottom = resolve(p.marginBottom, .vertical)
    outcome.marginLeft = resolve(p.marginLeft, .horizontal)
    outcome.marginRight = resolve(p.marginRight, .horizontal)
    percentageOutcomes[entry] = outcome
    if let w = outcome.width { styles[child].width = w }
    if let h = outcome.height { styles[child].height = h }
    if let v = outcome.minWidth { extras[Int(e)].minWidth = v.isNaN ? 0 : v }
    if let v = outcome.maxWidth { extras[Int(e)].maxWidth = v.isNaN ? .infinity : v }
    if let v = outcome.minHeight { extras[Int(e)].minHeight = v.isNaN ? 0 : v }
    if let v = outcome.maxHeight { extras[Int(e)].maxHeight = v.isNaN ? .infinity : v }
    let parent = Int(structure.parent[child])
    let defaults =
      parent >= 0 && (structure.roles.isEmpty || structure.roles[Int32(child)] == nil)
      ? containers[Int(styles[parent].container)].defaultMargins : Insets.zero
    if let v = outcome.marginTop { styles[child].margins.top = v.isNaN ? defaults.top : v }
    if let v = outcome.marginBottom {
      styles[child].margins.bottom = v.isNaN ? defaults.bottom : v
    }
    if let v = outcome.marginLeft { styles[child].margins.left = v.isNaN ? defaults.left : v }
    if let v = outcome.marginRight {
      styles[child].margins.right = v.isNaN ? defaults.right : v
    }
  }
}
