// The `$` functions: LayoutComposer's way to write a component. Swift 6 accepts `$` as a name
// only in backticks, so users write `` `$`(item, …) ``. Labels keep the original's order; the
// options LayoutComposer did not have come after them, so original calls compile unchanged.

/// Makes a component: a leaf when `layout` is nil, a container of `items` otherwise.
///
/// ```swift
/// `$`(nil, layout: VBox(defaultMargins: (10, 0, 0, 0)), items: [
///   `$`("view1", height: 50),
///   `$`("view2", width: 200, flex: 1, align: .center),
/// ])
/// ```
public func `$`(
  _ item: (any LayoutItem)?,
  width: (any LengthConvertible)? = nil, height: (any LengthConvertible)? = nil,
  flex: Double? = nil,
  align: Align? = nil, halign: HAlign? = nil, valign: VAlign? = nil,
  margins: Margins? = nil, marginTop: (any LengthConvertible)? = nil,
  marginLeft: (any LengthConvertible)? = nil,
  marginBottom: (any LengthConvertible)? = nil, marginRight: (any LengthConvertible)? = nil,
  layout: (any Layout)? = nil, items: [Component] = [],
  name: String? = nil, padding: Margins? = nil,
  minWidth: (any LengthConvertible)? = nil, maxWidth: (any LengthConvertible)? = nil,
  minHeight: (any LengthConvertible)? = nil, maxHeight: (any LengthConvertible)? = nil,
  aspectRatio: Double? = nil,
  layoutPriority: Double? = nil, overlay: [Component] = [], background: [Component] = [],
  marginLeading: Double? = nil, marginTrailing: Double? = nil,
  fileID: String = #fileID, line: Int = #line
) -> Component {
  var options = ComponentOptions()
  options.name = name
  options.set(\.width, points: \.width, width)
  options.set(\.height, points: \.height, height)
  options.flex = flex
  options.align = align
  options.halign = halign
  options.valign = valign
  options.margins = margins.map(Insets.init)
  options.set(\.marginTop, points: \.marginTop, marginTop)
  options.set(\.marginLeft, points: \.marginLeft, marginLeft)
  options.set(\.marginBottom, points: \.marginBottom, marginBottom)
  options.set(\.marginRight, points: \.marginRight, marginRight)
  options.padding = padding.map(Insets.init)
  options.set(\.minWidth, points: \.minWidth, minWidth)
  options.set(\.maxWidth, points: \.maxWidth, maxWidth)
  options.set(\.minHeight, points: \.minHeight, minHeight)
  options.set(\.maxHeight, points: \.maxHeight, maxHeight)
  options.aspectRatio = aspectRatio
  options.marginLeading = marginLeading
  options.marginTrailing = marginTrailing
  options.layoutPriority = layoutPriority
  var all = items
  if !overlay.isEmpty || !background.isEmpty {
    // Kept in `items` with their role, in the order the frame tree shows them.
    all =
      background.map { $0.decorated(.background) } + items + overlay.map { $0.decorated(.overlay) }
  }
  return Component(
    item: item, options: options, layout: layout, items: all,
    source: SourceLocation(fileID: fileID, line: line))
}

/// The single-child form, as LayoutComposer's `applyLayout(Fit(), item: …)`.
///
/// ```swift
/// `$`(nil, layout: Fit(), item: `$`("photo", margins: (8, 8, 8, 8)))
/// ```
public func `$`(
  _ item: (any LayoutItem)?,
  width: (any LengthConvertible)? = nil, height: (any LengthConvertible)? = nil,
  flex: Double? = nil,
  align: Align? = nil, halign: HAlign? = nil, valign: VAlign? = nil,
  margins: Margins? = nil, marginTop: (any LengthConvertible)? = nil,
  marginLeft: (any LengthConvertible)? = nil,
  marginBottom: (any LengthConvertible)? = nil, marginRight: (any LengthConvertible)? = nil,
  layout: any Layout, item child: Component,
  name: String? = nil, padding: Margins? = nil,
  minWidth: (any LengthConvertible)? = nil, maxWidth: (any LengthConvertible)? = nil,
  minHeight: (any LengthConvertible)? = nil, maxHeight: (any LengthConvertible)? = nil,
  aspectRatio: Double? = nil,
  layoutPriority: Double? = nil, overlay: [Component] = [], background: [Component] = [],
  marginLeading: Double? = nil, marginTrailing: Double? = nil,
  fileID: String = #fileID, line: Int = #line
) -> Component {
  `$`(
    item, width: width, height: height, flex: flex, align: align, halign: halign, valign: valign,
    margins: margins, marginTop: marginTop, marginLeft: marginLeft, marginBottom: marginBottom,
    marginRight: marginRight, layout: layout, items: [child], name: name, padding: padding,
    minWidth: minWidth, maxWidth: maxWidth, minHeight: minHeight, maxHeight: maxHeight,
    aspectRatio: aspectRatio, layoutPriority: layoutPriority, overlay: overlay,
    background: background, marginLeading: marginLeading, marginTrailing: marginTrailing,
    fileID: fileID, line: line)
}

/// The Relative-layout order of LayoutComposer's README: alignment first, then the size.
/// `halign` has no default here, which is what keeps calls of the main form unambiguous.
///
/// ```swift
/// `$`("view1", halign: .left, valign: .top, width: 200, height: 100)
/// ```
public func `$`(
  _ item: (any LayoutItem)?,
  halign: HAlign, valign: VAlign? = nil,
  width: (any LengthConvertible)? = nil, height: (any LengthConvertible)? = nil,
  flex: Double? = nil, align: Align? = nil,
  margins: Margins? = nil, marginTop: (any LengthConvertible)? = nil,
  marginLeft: (any LengthConvertible)? = nil,
  marginBottom: (any LengthConvertible)? = nil, marginRight: (any LengthConvertible)? = nil,
  layout: (any Layout)? = nil, items: [Component] = [],
  name: String? = nil, padding: Margins? = nil,
  minWidth: (any LengthConvertible)? = nil, maxWidth: (any LengthConvertible)? = nil,
  minHeight: (any LengthConvertible)? = nil, maxHeight: (any LengthConvertible)? = nil,
  aspectRatio: Double? = nil,
  layoutPriority: Double? = nil, overlay: [Component] = [], background: [Component] = [],
  marginLeading: Double? = nil, marginTrailing: Double? = nil,
  fileID: String = #fileID, line: Int = #line
) -> Component {
  `$`(
    item, width: width, height: height, flex: flex, align: align, halign: halign, valign: valign,
    margins: margins, marginTop: marginTop, marginLeft: marginLeft, marginBottom: marginBottom,
    marginRight: marginRight, layout: layout, items: items, name: name, padding: padding,
    minWidth: minWidth, maxWidth: maxWidth, minHeight: minHeight, maxHeight: maxHeight,
    aspectRatio: aspectRatio, layoutPriority: layoutPriority, overlay: overlay,
    background: background, marginLeading: marginLeading, marginTrailing: marginTrailing,
    fileID: fileID, line: line)
}

/// The same order with only a vertical alignment: `` `$`(view, valign: .bottom, height: 40) ``.
public func `$`(
  _ item: (any LayoutItem)?,
  valign: VAlign,
  width: (any LengthConvertible)? = nil, height: (any LengthConvertible)? = nil,
  flex: Double? = nil, align: Align? = nil,
  margins: Margins? = nil, marginTop: (any LengthConvertible)? = nil,
  marginLeft: (any LengthConvertible)? = nil,
  marginBottom: (any LengthConvertible)? = nil, marginRight: (any LengthConvertible)? = nil,
  layout: (any Layout)? = nil, items: [Component] = [],
  name: String? = nil, padding: Margins? = nil,
  minWidth: (any LengthConvertible)? = nil, maxWidth: (any LengthConvertible)? = nil,
  minHeight: (any LengthConvertible)? = nil, maxHeight: (any LengthConvertible)? = nil,
  aspectRatio: Double? = nil,
  layoutPriority: Double? = nil, overlay: [Component] = [], background: [Component] = [],
  marginLeading: Double? = nil, marginTrailing: Double? = nil,
  fileID: String = #fileID, line: Int = #line
) -> Component {
  `$`(
    item, width: width, height: height, flex: flex, align: align, valign: valign,
    margins: margins, marginTop: marginTop, marginLeft: marginLeft, marginBottom: marginBottom,
    marginRight: marginRight, layout: layout, items: items, name: name, padding: padding,
    minWidth: minWidth, maxWidth: maxWidth, minHeight: minHeight, maxHeight: maxHeight,
    aspectRatio: aspectRatio, layoutPriority: layoutPriority, overlay: overlay,
    background: background, marginLeading: marginLeading, marginTrailing: marginTrailing,
    fileID: fileID, line: line)
}
