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
  width: Double? = nil, height: Double? = nil,
  flex: Double? = nil,
  align: Align? = nil, halign: HAlign? = nil, valign: VAlign? = nil,
  margins: Margins? = nil, marginTop: Double? = nil,
  marginLeft: Double? = nil,
  marginBottom: Double? = nil, marginRight: Double? = nil,
  layout: (any Layout)? = nil, items: [Component] = [],
  name: String? = nil, padding: Margins? = nil,
  minWidth: Double? = nil, maxWidth: Double? = nil,
  minHeight: Double? = nil, maxHeight: Double? = nil,
  aspectRatio: Double? = nil, contentMode: ContentMode? = nil,
  layoutPriority: Double? = nil, overlay: [Component] = [], background: [Component] = [],
  marginLeading: Double? = nil, marginTrailing: Double? = nil,
  column: Int? = nil, row: Int? = nil, columnSpan: Int? = nil, rowSpan: Int? = nil,
  fileID: String = #fileID, line: Int = #line
) -> Component {
  var options = ComponentOptions()
  options.name = name
  options.width = width
  options.height = height
  options.flex = flex
  options.align = align
  options.halign = halign
  options.valign = valign
  options.margins = margins.map(Insets.init)
  options.marginTop = marginTop
  options.marginLeft = marginLeft
  options.marginBottom = marginBottom
  options.marginRight = marginRight
  options.padding = padding.map(Insets.init)
  options.minWidth = minWidth
  options.maxWidth = maxWidth
  options.minHeight = minHeight
  options.maxHeight = maxHeight
  options.aspectRatio = aspectRatio
  options.contentMode = contentMode
  if marginLeading != nil || marginTrailing != nil || layoutPriority != nil {
    options.marginLeading = marginLeading
    options.marginTrailing = marginTrailing
    options.layoutPriority = layoutPriority
  }
  if column != nil || row != nil || columnSpan != nil || rowSpan != nil {
    options.gridPlace = GridPlace(
      column: column, row: row, columnSpan: columnSpan ?? 1, rowSpan: rowSpan ?? 1)
  }
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
  width: Double? = nil, height: Double? = nil,
  flex: Double? = nil,
  align: Align? = nil, halign: HAlign? = nil, valign: VAlign? = nil,
  margins: Margins? = nil, marginTop: Double? = nil,
  marginLeft: Double? = nil,
  marginBottom: Double? = nil, marginRight: Double? = nil,
  layout: any Layout, item child: Component,
  name: String? = nil, padding: Margins? = nil,
  minWidth: Double? = nil, maxWidth: Double? = nil,
  minHeight: Double? = nil, maxHeight: Double? = nil,
  aspectRatio: Double? = nil, contentMode: ContentMode? = nil,
  layoutPriority: Double? = nil, overlay: [Component] = [], background: [Component] = [],
  marginLeading: Double? = nil, marginTrailing: Double? = nil,
  column: Int? = nil, row: Int? = nil, columnSpan: Int? = nil, rowSpan: Int? = nil,
  fileID: String = #fileID, line: Int = #line
) -> Component {
  `$`(
    item, width: width, height: height, flex: flex, align: align, halign: halign, valign: valign,
    margins: margins, marginTop: marginTop, marginLeft: marginLeft, marginBottom: marginBottom,
    marginRight: marginRight, layout: layout, items: [child], name: name, padding: padding,
    minWidth: minWidth, maxWidth: maxWidth, minHeight: minHeight, maxHeight: maxHeight,
    aspectRatio: aspectRatio, contentMode: contentMode, layoutPriority: layoutPriority,
    overlay: overlay,
    background: background, marginLeading: marginLeading, marginTrailing: marginTrailing,
    column: column, row: row, columnSpan: columnSpan,
    rowSpan: rowSpan, fileID: fileID, line: line)
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
  width: Double? = nil, height: Double? = nil,
  flex: Double? = nil, align: Align? = nil,
  margins: Margins? = nil, marginTop: Double? = nil,
  marginLeft: Double? = nil,
  marginBottom: Double? = nil, marginRight: Double? = nil,
  layout: (any Layout)? = nil, items: [Component] = [],
  name: String? = nil, padding: Margins? = nil,
  minWidth: Double? = nil, maxWidth: Double? = nil,
  minHeight: Double? = nil, maxHeight: Double? = nil,
  aspectRatio: Double? = nil, contentMode: ContentMode? = nil,
  layoutPriority: Double? = nil, overlay: [Component] = [], background: [Component] = [],
  marginLeading: Double? = nil, marginTrailing: Double? = nil,
  column: Int? = nil, row: Int? = nil, columnSpan: Int? = nil, rowSpan: Int? = nil,
  fileID: String = #fileID, line: Int = #line
) -> Component {
  `$`(
    item, width: width, height: height, flex: flex, align: align, halign: halign, valign: valign,
    margins: margins, marginTop: marginTop, marginLeft: marginLeft, marginBottom: marginBottom,
    marginRight: marginRight, layout: layout, items: items, name: name, padding: padding,
    minWidth: minWidth, maxWidth: maxWidth, minHeight: minHeight, maxHeight: maxHeight,
    aspectRatio: aspectRatio, contentMode: contentMode, layoutPriority: layoutPriority,
    overlay: overlay,
    background: background, marginLeading: marginLeading, marginTrailing: marginTrailing,
    column: column, row: row, columnSpan: columnSpan,
    rowSpan: rowSpan, fileID: fileID, line: line)
}

/// The same order with only a vertical alignment: `` `$`(view, valign: .bottom, height: 40) ``.
public func `$`(
  _ item: (any LayoutItem)?,
  valign: VAlign,
  width: Double? = nil, height: Double? = nil,
  flex: Double? = nil, align: Align? = nil,
  margins: Margins? = nil, marginTop: Double? = nil,
  marginLeft: Double? = nil,
  marginBottom: Double? = nil, marginRight: Double? = nil,
  layout: (any Layout)? = nil, items: [Component] = [],
  name: String? = nil, padding: Margins? = nil,
  minWidth: Double? = nil, maxWidth: Double? = nil,
  minHeight: Double? = nil, maxHeight: Double? = nil,
  aspectRatio: Double? = nil, contentMode: ContentMode? = nil,
  layoutPriority: Double? = nil, overlay: [Component] = [], background: [Component] = [],
  marginLeading: Double? = nil, marginTrailing: Double? = nil,
  column: Int? = nil, row: Int? = nil, columnSpan: Int? = nil, rowSpan: Int? = nil,
  fileID: String = #fileID, line: Int = #line
) -> Component {
  `$`(
    item, width: width, height: height, flex: flex, align: align, valign: valign,
    margins: margins, marginTop: marginTop, marginLeft: marginLeft, marginBottom: marginBottom,
    marginRight: marginRight, layout: layout, items: items, name: name, padding: padding,
    minWidth: minWidth, maxWidth: maxWidth, minHeight: minHeight, maxHeight: maxHeight,
    aspectRatio: aspectRatio, contentMode: contentMode, layoutPriority: layoutPriority,
    overlay: overlay,
    background: background, marginLeading: marginLeading, marginTrailing: marginTrailing,
    column: column, row: row, columnSpan: columnSpan,
    rowSpan: rowSpan, fileID: fileID, line: line)
}

/// The main form with lengths that may be percentages: `` `$`(photo, width: 50%, height: 120) ``.
/// Each length option takes a number, a `Double` or a percentage (`50%`, `.percent(50)`);
/// a call without a percentage uses the main form.
@_disfavoredOverload
public func `$`(
  _ item: (any LayoutItem)?,
  width: (any LengthConvertible)? = nil, height: (any LengthConvertible)? = nil,
  flex: Double? = nil,
  align: Align? = nil, halign: HAlign? = nil, valign: VAlign? = nil,
  margins: Margins? = nil, marginTop: (any LengthConvertible)? = nil,
  marginLeft: (any LengthConvertible)? = nil, marginBottom: (any LengthConvertible)? = nil,
  marginRight: (any LengthConvertible)? = nil,
  layout: (any Layout)? = nil, items: [Component] = [],
  name: String? = nil, padding: Margins? = nil,
  minWidth: (any LengthConvertible)? = nil, maxWidth: (any LengthConvertible)? = nil,
  minHeight: (any LengthConvertible)? = nil, maxHeight: (any LengthConvertible)? = nil,
  aspectRatio: Double? = nil, contentMode: ContentMode? = nil,
  layoutPriority: Double? = nil, overlay: [Component] = [], background: [Component] = [],
  marginLeading: Double? = nil, marginTrailing: Double? = nil,
  column: Int? = nil, row: Int? = nil, columnSpan: Int? = nil, rowSpan: Int? = nil,
  fileID: String = #fileID, line: Int = #line
) -> Component {
  var percent = Percentages()
  let w = split(width)
  let h = split(height)
  let mt = split(marginTop)
  let ml = split(marginLeft)
  let mb = split(marginBottom)
  let mr = split(marginRight)
  let minW = split(minWidth)
  let maxW = split(maxWidth)
  let minH = split(minHeight)
  let maxH = split(maxHeight)
  (percent.width, percent.height) = (w.percent, h.percent)
  (percent.marginTop, percent.marginLeft) = (mt.percent, ml.percent)
  (percent.marginBottom, percent.marginRight) = (mb.percent, mr.percent)
  (percent.minWidth, percent.maxWidth) = (minW.percent, maxW.percent)
  (percent.minHeight, percent.maxHeight) = (minH.percent, maxH.percent)
  var component = `$`(
    item, width: w.points, height: h.points, flex: flex, align: align, halign: halign,
    valign: valign, margins: margins, marginTop: mt.points, marginLeft: ml.points,
    marginBottom: mb.points, marginRight: mr.points, layout: layout, items: items, name: name,
    padding: padding, minWidth: minW.points, maxWidth: maxW.points, minHeight: minH.points,
    maxHeight: maxH.points, aspectRatio: aspectRatio, contentMode: contentMode,
    layoutPriority: layoutPriority,
    overlay: overlay, background: background, marginLeading: marginLeading,
    marginTrailing: marginTrailing, column: column, row: row, columnSpan: columnSpan,
    rowSpan: rowSpan, fileID: fileID, line: line)
  if !percent.isEmpty { component.options.percentages = percent }
  return component
}

/// A length option as points or as a percentage (one of the two is nil).
private func split(_ value: (any LengthConvertible)?) -> (points: Double?, percent: Double?) {
  guard let value else { return (nil, nil) }
  let length = value.length
  return length.isPercent ? (nil, length.value) : (length.value, nil)
}

/// The single-child form with lengths that may be percentages.
@_disfavoredOverload
public func `$`(
  _ item: (any LayoutItem)?,
  width: (any LengthConvertible)? = nil, height: (any LengthConvertible)? = nil,
  flex: Double? = nil,
  align: Align? = nil, halign: HAlign? = nil, valign: VAlign? = nil,
  margins: Margins? = nil, marginTop: (any LengthConvertible)? = nil,
  marginLeft: (any LengthConvertible)? = nil, marginBottom: (any LengthConvertible)? = nil,
  marginRight: (any LengthConvertible)? = nil,
  layout: any Layout, item child: Component,
  name: String? = nil, padding: Margins? = nil,
  minWidth: (any LengthConvertible)? = nil, maxWidth: (any LengthConvertible)? = nil,
  minHeight: (any LengthConvertible)? = nil, maxHeight: (any LengthConvertible)? = nil,
  aspectRatio: Double? = nil, contentMode: ContentMode? = nil, column: Int? = nil, row: Int? = nil,
  columnSpan: Int? = nil,
  rowSpan: Int? = nil,
  fileID: String = #fileID, line: Int = #line
) -> Component {
  `$`(
    item, width: width, height: height, flex: flex, align: align, halign: halign, valign: valign,
    margins: margins, marginTop: marginTop, marginLeft: marginLeft, marginBottom: marginBottom,
    marginRight: marginRight, layout: layout, items: [child], name: name, padding: padding,
    minWidth: minWidth, maxWidth: maxWidth, minHeight: minHeight, maxHeight: maxHeight,
    aspectRatio: aspectRatio, contentMode: contentMode, column: column, row: row,
    columnSpan: columnSpan,
    rowSpan: rowSpan, fileID: fileID, line: line)
}

/// LayoutComposer's README order (alignment first) with lengths that may be percentages:
/// `` `$`(view, halign: .center, valign: .top, width: 50%, height: 40) ``.
@_disfavoredOverload
public func `$`(
  _ item: (any LayoutItem)?,
  halign: HAlign, valign: VAlign? = nil,
  width: (any LengthConvertible)? = nil, height: (any LengthConvertible)? = nil,
  flex: Double? = nil, align: Align? = nil,
  margins: Margins? = nil, marginTop: (any LengthConvertible)? = nil,
  marginLeft: (any LengthConvertible)? = nil, marginBottom: (any LengthConvertible)? = nil,
  marginRight: (any LengthConvertible)? = nil,
  layout: (any Layout)? = nil, items: [Component] = [],
  name: String? = nil, padding: Margins? = nil,
  minWidth: (any LengthConvertible)? = nil, maxWidth: (any LengthConvertible)? = nil,
  minHeight: (any LengthConvertible)? = nil, maxHeight: (any LengthConvertible)? = nil,
  aspectRatio: Double? = nil, contentMode: ContentMode? = nil, column: Int? = nil, row: Int? = nil,
  columnSpan: Int? = nil,
  rowSpan: Int? = nil,
  fileID: String = #fileID, line: Int = #line
) -> Component {
  `$`(
    item, width: width, height: height, flex: flex, align: align, halign: halign, valign: valign,
    margins: margins, marginTop: marginTop, marginLeft: marginLeft, marginBottom: marginBottom,
    marginRight: marginRight, layout: layout, items: items, name: name, padding: padding,
    minWidth: minWidth, maxWidth: maxWidth, minHeight: minHeight, maxHeight: maxHeight,
    aspectRatio: aspectRatio, contentMode: contentMode, column: column, row: row,
    columnSpan: columnSpan,
    rowSpan: rowSpan, fileID: fileID, line: line)
}
