// Turning a `Component` tree into the flat arrays the engine works on, and back.

extension LayoutTree {
  /// Flattens the tree in pre-order without recursion, so any depth compiles. The walk keeps
  /// a stack of sibling lists and positions, and takes each component out of its list once
  /// (a component is hundreds of bytes, and every copy retains each reference it holds). The
  /// arrays start with room for 32 nodes, so a small tree allocates each once; counting the
  /// nodes first would cost a component copy a node, more than the growing it saves.
  mutating func compile(_ root: Component) {
    reserve(32)
    var widestContainer = 0
    // Each level: the children being walked, the next one, their parent, and the last child
    // and the last overlay or background added (whose next sibling the next one becomes).
    var lists:
      [(items: [Component], next: Int, parent: Int32, last: Int32, lastDecoration: Int32)] =
        []
    let rootChildren = append(root, parent: -1, previous: -1, depth: 0)
    if !rootChildren.isEmpty {
      lists.append((rootChildren, 0, 0, -1, -1))
      widestContainer = rootChildren.count
    }
    while let top = lists.indices.last {
      guard lists[top].next < lists[top].items.count else {
        lists.removeLast()
        continue
      }
      let component = lists[top].items[lists[top].next]
      lists[top].next += 1
      let node = Int32(structure.count)
      let decoration = component.options.decoration
      let children = append(
        component, parent: lists[top].parent,
        previous: decoration == nil ? lists[top].last : lists[top].lastDecoration,
        depth: Int32(top + 1), decoration: decoration)
      if decoration == nil { lists[top].last = node } else { lists[top].lastDecoration = node }
      if !children.isEmpty {
        widestContainer = max(widestContainer, children.count)
        lists.append((children, 0, node, -1, -1))
      }
    }
    caches = MeasureCaches(count: structure.count)
    frames = FrameStore(count: structure.count)
    mainFromContent = ContiguousArray(repeating: false, count: structure.count)
    layoutDirty = ContiguousArray(repeating: true, count: structure.count)
    scratchBuffer = ScratchBuffer(capacity: widestContainer)
    if structure.kinds.contains(.firstThatFits) || hasHiddenOptions { prepareAlternatives() }
    compiled = true
  }

  mutating func reserve(_ count: Int) {
    structure.parent.reserveCapacity(count)
    structure.firstChild.reserveCapacity(count)
    structure.nextSibling.reserveCapacity(count)
    structure.depth.reserveCapacity(count)
    structure.ids.reserveCapacity(count)
    structure.names.reserveCapacity(count)
    structure.kinds.reserveCapacity(count)
    structure.sources.reserveCapacity(count)
    styles.reserveCapacity(count)
    // At most one each per node.
    items.reserveCapacity(count)
    containers.reserveCapacity(count)
  }

  /// Adds one node after those already compiled, linked to its parent and to its `previous`
  /// sibling (-1 for a first child). Returns its children.
  mutating func append(
    _ component: Component, parent: Int32, previous: Int32, depth: Int32,
    decoration: Decoration? = nil
  ) -> [Component] {
    let node = Int32(structure.count)
    structure.parent.append(parent)
    structure.firstChild.append(-1)
    structure.nextSibling.append(-1)
    structure.depth.append(depth)
    structure.ids.append(component.id)
    structure.names.append(component.name)
    structure.sources.append(component.source)
    if previous >= 0 {
      structure.nextSibling[Int(previous)] = node
    } else if decoration != nil {
      structure.decorations[parent] = node
    } else if parent >= 0 {
      structure.firstChild[Int(parent)] = node
    }
    if let decoration { structure.roles[node] = decoration }
    var style = NodeStyle()
    if let item = component.item {
      style.item = Int32(items.count)
      items.append(item)
    }
    let spec = component.layout?.spec
    let children = component.items
    let kind = Self.kind(
      of: spec, hasChildren: spec == nil && children.contains { $0.options.decoration == nil })
    if kind != .leaf {
      style.container = Int32(containers.count)
      var container = Self.containerStyle(of: spec)
      if case .custom(let layout) = spec {
        container.custom = Int32(customLayouts.count)
        customLayouts.append(layout)
        structure.customNames[node] = layout.name
      }
      if case .grid(let settings) = spec {
        container.grid = Int32(grids.count)
        grids.append(Self.sanitizedGrid(settings))
      }
      containers.append(container)
    }
    structure.kinds.append(kind)
    styles.append(style)
    restyle(Int(node), component.options)
    maxDepth = max(maxDepth, Int(depth))
    return children
  }

  /// A component with children but no layout is laid out as `Fit` (`validate()` reports it).
  static func kind(of spec: LayoutSpec?, hasChildren: Bool) -> NodeKind {
    switch spec {
    case .vbox: .vbox
    case .hbox: .hbox
    case .relative: .relative
    case .fit: .fit
    case .firstThatFits: .firstThatFits
    case .custom: .custom
    case .grid: .grid
    case nil: hasChildren ? .fit : .leaf
    }
  }

  static func containerStyle(of spec: LayoutSpec?) -> ContainerStyle {
    switch spec {
    case .vbox(let s), .hbox(let s):
      ContainerStyle(
        align: s.align, pack: s.pack, spacing: sanitizedSize(s.spacing),
        defaultMargins: sanitized(s.defaultMargins), wrap: s.wrap,
        lineSpacing: sanitizedSize(s.lineSpacing), alignLines: s.alignLines)
    case .grid(let g):
      ContainerStyle(align: g.align, pack: g.pack, defaultMargins: sanitized(g.defaultMargins))
    case .relative(let m), .fit(let m):
      ContainerStyle(defaultMargins: sanitized(m))
    case .firstThatFits(let axes, let m):
      ContainerStyle(defaultMargins: sanitized(m), axes: axes)
    case .custom:
      ContainerStyle()
    case nil:
      ContainerStyle()
    }
  }

  /// Writes options into a node's style, resolving margins against the parent's defaults.
  mutating func restyle(_ node: Int, _ options: ComponentOptions) {
    var style = styles[node]
    style.ownName = options.name != nil
    // The style keeps values as the rules use them; options it cannot give back as written
    // (a margins tuple, a value it clamped or dropped) are kept as written beside it.
    if Self.styleKeepsAsWritten(options) {
      if !writtenOptions.isEmpty { writtenOptions[Int32(node)] = nil }
    } else {
      writtenOptions[Int32(node)] = options
    }
    style.width = optionalSize(options.width)
    style.height = optionalSize(options.height)
    style.flex = options.flex.map(sanitizedFlex) ?? 0
    style.align = options.align
    let rare = options.hasRareOptions
    style.hiddenByOption = rare && options.isHidden
    if style.hiddenByOption {
      hasHiddenOptions = true
      if compiled, subtreeEnds.isEmpty { prepareAlternatives() }
    }
    if let align = options.align, align.isBaseline, structure.parent.count > node {
      let parent = Int(structure.parent[node])
      if parent >= 0 { containers[Int(styles[parent].container)].baselineChildren = true }
    }
    style.halign = options.halign
    style.valign = options.valign
    let place = rare ? options.gridPlace : nil
    if place != nil || !gridPlaces.isEmpty { gridPlaces[Int32(node)] = place }
    let parent = Int(structure.parent[node])
    // Overlays and backgrounds are placed in their host's frame, not by its layout.
    let defaults =
      parent >= 0 && (structure.roles.isEmpty || structure.roles[Int32(node)] == nil)
      ? containers[Int(styles[parent].container)].defaultMargins : Insets.zero
    let own = options.ownMargins
    style.margins = Insets(
      top: own.top.map(sanitizedSize) ?? defaults.top,
      left: own.left.map(sanitizedSize) ?? defaults.left,
      bottom: own.bottom.map(sanitizedSize) ?? defaults.bottom,
      right: own.right.map(sanitizedSize) ?? defaults.right)
    style.ownMarginSides =
      (own.top != nil ? 1 : 0) | (own.left != nil ? 2 : 0) | (own.bottom != nil ? 4 : 0)
      | (own.right != nil ? 8 : 0)
    let wantsExtras =
      options.minWidth != nil || options.maxWidth != nil || options.minHeight != nil
      || options.maxHeight != nil || options.aspectRatio != nil || options.padding != nil
      || (rare
        && (options.layoutPriority != nil || options.marginLeading != nil
          || options.marginTrailing != nil || options.percentages != nil
          || options.contentMode != nil))
    if wantsExtras || style.extras >= 0 {
      var extra = NodeExtras()
      extra.minWidth = options.minWidth.map(sanitizedSize) ?? 0
      extra.maxWidth = options.maxWidth.map(sanitizedMaximum) ?? .infinity
      extra.minHeight = options.minHeight.map(sanitizedSize) ?? 0
      extra.maxHeight = options.maxHeight.map(sanitizedMaximum) ?? .infinity
      extra.aspectRatio = options.aspectRatio.map(sanitizedRatio) ?? .nan
      extra.contentMode = rare ? options.contentMode : nil
      extra.padding = sanitized(options.padding ?? .zero)
      extra.layoutPriority = options.layoutPriority.map(sanitizedPriority) ?? 0
      extra.marginLeading = options.marginLeading.map(sanitizedSize) ?? .nan
      extra.marginTrailing = options.marginTrailing.map(sanitizedSize) ?? .nan
      if let p = options.percentages, !p.isEmpty {
        let old = style.extras >= 0 ? extras[Int(style.extras)].percentages : -1
        if old >= 0 {
          percentageTable[Int(old)] = p
          extra.percentages = old
        } else {
          extra.percentages = Int32(percentageTable.count)
          percentageTable.append(p)
        }
      }
      if style.extras >= 0 {
        extras[Int(style.extras)] = extra
      } else {
        style.extras = Int32(extras.count)
        extras.append(extra)
      }
    }
    styles[node] = style
    // Written only when it changes: a result shares the names, and writing would copy them all.
    // A name is the option or else the item's own (`update` can set and clear it).
    if node < structure.names.count {
      let name = options.name ?? (style.item >= 0 ? items[Int(style.item)].name : nil)
      if structure.names[node] != name {
        structure.names[node] = name
        structure.identity = IdentityIndex()
      }
    }
  }

  /// Whether the style gives these options back as they are: no `margins` tuple (the style
  /// keeps one value a side), and every number one the rules use as it is (finite, within
  /// `LayoutLimits`, and not a value that means "unset" there, such as `minWidth: 0`).
  static func styleKeepsAsWritten(_ o: ComponentOptions) -> Bool {
    func length(_ v: Double?) -> Bool {
      guard let v else { return true }
      return v >= 0 && v <= LayoutLimits.maximumLength
    }
    func positive(_ v: Double?) -> Bool { v.map { $0 > 0 } ?? true }
    guard o.margins == nil, length(o.width), length(o.height),
      o.flex.map({ $0 > 0 && $0 <= LayoutLimits.maximumFlex }) ?? true,
      length(o.marginTop), length(o.marginLeft), length(o.marginBottom), length(o.marginRight),
      length(o.minWidth), positive(o.minWidth), length(o.minHeight), positive(o.minHeight),
      length(o.maxWidth), length(o.maxHeight),
      o.aspectRatio.map(LayoutLimits.aspectRatioRange.contains) ?? true
    else { return false }
    if let p = o.padding {
      guard p != .zero, length(p.top), length(p.left), length(p.bottom), length(p.right) else {
        return false
      }
    }
    guard o.hasRareOptions else { return true }
    return length(o.marginLeading) && length(o.marginTrailing)
      && (o.layoutPriority.map { $0 != 0 && abs($0) <= LayoutLimits.maximumFlex } ?? true)
  }

  /// The options a node has now: as they were written, or rebuilt from its style where that
  /// gives them back unchanged.
  func options(ofNode node: Int) -> ComponentOptions {
    if !writtenOptions.isEmpty, let written = writtenOptions[Int32(node)] { return written }
    let style = styles[node]
    var options = ComponentOptions()
    options.name = style.ownName ? structure.names[node] : nil
    options.width = style.width.isNaN ? nil : style.width
    options.height = style.height.isNaN ? nil : style.height
    options.flex = style.flex > 0 ? style.flex : nil
    options.align = style.align
    options.halign = style.halign
    options.valign = style.valign
    let sides = style.ownMarginSides
    options.marginTop = sides & 1 != 0 ? style.margins.top : nil
    options.marginLeft = sides & 2 != 0 ? style.margins.left : nil
    options.marginBottom = sides & 4 != 0 ? style.margins.bottom : nil
    options.marginRight = sides & 8 != 0 ? style.margins.right : nil
    if style.extras >= 0 {
      let extra = extras[Int(style.extras)]
      options.minWidth = extra.minWidth > 0 ? extra.minWidth : nil
      options.maxWidth = extra.maxWidth.isFinite ? extra.maxWidth : nil
      options.minHeight = extra.minHeight > 0 ? extra.minHeight : nil
      options.maxHeight = extra.maxHeight.isFinite ? extra.maxHeight : nil
      options.aspectRatio = extra.aspectRatio.isNaN ? nil : extra.aspectRatio
      options.contentMode = extra.contentMode
      options.padding = extra.padding == .zero ? nil : extra.padding
      options.layoutPriority = extra.layoutPriority == 0 ? nil : extra.layoutPriority
      options.marginLeading = extra.marginLeading.isNaN ? nil : extra.marginLeading
      options.marginTrailing = extra.marginTrailing.isNaN ? nil : extra.marginTrailing
      if extra.percentages >= 0 {
        let p = percentageTable[Int(extra.percentages)]
        options.percentages = p
        // The resolved points of a percentage are not the user's option.
        if p.width != nil { options.width = nil }
        if p.height != nil { options.height = nil }
        if p.minWidth != nil { options.minWidth = nil }
        if p.maxWidth != nil { options.maxWidth = nil }
        if p.minHeight != nil { options.minHeight = nil }
        if p.maxHeight != nil { options.maxHeight = nil }
        if p.marginTop != nil { options.marginTop = nil }
        if p.marginLeft != nil { options.marginLeft = nil }
        if p.marginBottom != nil { options.marginBottom = nil }
        if p.marginRight != nil { options.marginRight = nil }
      }
    }
    if !structure.roles.isEmpty { options.decoration = structure.roles[Int32(node)] }
    if !gridPlaces.isEmpty { options.gridPlace = gridPlaces[Int32(node)] }
    options.isHidden = style.hiddenByOption
    return options
  }

  func spec(ofNode node: Int) -> LayoutSpec? {
    let style = styles[node]
    guard style.container >= 0 else { return nil }
    let c = containers[Int(style.container)]
    let stack = StackSettings(
      align: c.align, pack: c.pack, defaultMargins: c.defaultMargins, spacing: c.spacing,
      wrap: c.wrap, lineSpacing: c.lineSpacing, alignLines: c.alignLines)
    switch structure.kinds[node] {
    case .leaf: return nil
    case .vbox: return .vbox(stack)
    case .hbox: return .hbox(stack)
    case .relative: return .relative(defaultMargins: c.defaultMargins)
    case .fit: return .fit(defaultMargins: c.defaultMargins)
    case .firstThatFits: return .firstThatFits(axes: c.axes, defaultMargins: c.defaultMargins)
    case .custom: return .custom(customLayouts[Int(c.custom)])
    case .grid: return .grid(grids[Int(c.grid)])
    }
  }
}

/// An explicit size: NaN for unset, and for values that are not a size (NaN, infinite); a
/// negative size is 0, one beyond `LayoutLimits.maximumLength` is that bound.
func optionalSize(_ value: Double?) -> Double {
  guard let value, value.isFinite else { return .nan }
  return min(max(0, value), LayoutLimits.maximumLength)
}

/// maxWidth / maxHeight: NaN is no maximum; otherwise a size.
func sanitizedMaximum(_ value: Double) -> Double {
  value.isNaN || value == .infinity ? .infinity : sanitizedSize(value)
}

/// aspectRatio: NaN (none) unless finite and above 0; clamped into `LayoutLimits`' range.
func sanitizedRatio(_ value: Double) -> Double {
  guard value.isFinite, value > 0 else { return .nan }
  let range = LayoutLimits.aspectRatioRange
  return min(max(value, range.lowerBound), range.upperBound)
}

/// flex: 0 (no flex) unless finite and above 0; at most `LayoutLimits.maximumFlex`.
func sanitizedFlex(_ value: Double) -> Double {
  value.isFinite && value > 0 ? min(value, LayoutLimits.maximumFlex) : 0
}

/// layoutPriority: any finite number within ±`LayoutLimits.maximumFlex`; NaN is 0.
func sanitizedPriority(_ value: Double) -> Double {
  guard !value.isNaN else { return 0 }
  return min(max(value, -LayoutLimits.maximumFlex), LayoutLimits.maximumFlex)
}

func sanitized(_ insets: Insets) -> Insets {
  Insets(
    top: sanitizedSize(insets.top), left: sanitizedSize(insets.left),
    bottom: sanitizedSize(insets.bottom), right: sanitizedSize(insets.right))
}
