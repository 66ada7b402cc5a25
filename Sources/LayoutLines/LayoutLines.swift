// Stevia's layout lines, as sugar for ordinary boxes: `|-avatar-15-name-20-followButton-|`
// is an HBox row, `layout(100, |-email-| ~ 80, 8, "", |login| ~ 80, 0)` a VBox. The result is
// a component tree like any other, so frames, tests, dumps and the previewer just work.
// The rules: docs/semantics.md, "Layout lines".
//
// A module of its own (`import LayoutLines`): its operators (`|-`, `-|`, `|`, `~` and `-`
// between components and numbers) would otherwise be in scope, and in the type checker's
// way, in every file that imports LayoutComposer.

import LayoutComposer

/// Stevia's default margin: the `-` of `|-view` and of `a-b`.
public let layoutLineMargin = 8.0

/// A horizontal line of components: what `|-a-15-b-|` builds. Becomes a component where it is
/// used (`component`, or an element of `layout(…)`).
///
/// ```swift
/// let row = (|-avatar-15-name-20-followButton-|).component
/// ```
public struct HorizontalLine: Sendable {
  var items: [Component] = []
  /// The gap before each item (the first one's is the leading edge's, when pinned).
  var gaps: [Double] = []
  var leading: Double?
  var trailing: Double?
  var height: Double?
  /// A number written after the last item, waiting for the next one.
  var pendingGap: Double?

  init(_ item: Component) {
    items = [item]
    gaps = [0]
  }

  init() {}

  mutating func append(_ item: Component) {
    gaps.append(items.isEmpty ? 0 : pendingGap ?? layoutLineMargin)
    items.append(item)
    pendingGap = nil
  }

  mutating func append(_ line: HorizontalLine) {
    for (index, item) in line.items.enumerated() {
      if index == 0 {
        append(item)
      } else {
        pendingGap = line.gaps[index]
        append(item)
      }
    }
    if line.trailing != nil { trailing = line.trailing }
  }

  /// The line as boxes. One item: the item itself, with the pinned edges as margins (pinned
  /// on both sides it stretches; on one side it is aligned there). Several: an HBox whose
  /// items are centred vertically (Stevia's `alignHorizontally`), the numbers as margins;
  /// pinned on both sides, the items without an explicit width share the free width (flex),
  /// as Auto Layout's least-hugging views do.
  public var component: Component {
    let pinnedBoth = leading != nil && trailing != nil
    let align: Align = pinnedBoth ? .stretch : trailing != nil ? .end : .start
    if items.count == 1 {
      var item = items[0]
      if let leading { item.options.marginLeft = leading }
      if let trailing { item.options.marginRight = trailing }
      if let height { item.options.height = height }
      if item.options.align == nil, align != .stretch { item.options.align = align }
      return item
    }
    var row: [Component] = []
    for (index, var item) in items.enumerated() {
      let gap = index == 0 ? leading ?? 0 : gaps[index]
      if gap != 0 { item.options.marginLeft = gap }
      if index == items.count - 1, let trailing, trailing != 0 {
        item.options.marginRight = trailing
      }
      if pinnedBoth, item.options.width == nil, item.options.flex == nil {
        item.options.flex = 1
      }
      row.append(item)
    }
    var options = ComponentOptions()
    options.height = height
    if align != .stretch { options.align = align }
    return Component(
      item: nil, options: options,
      layout: HBox(align: .center, pack: align == .end ? .end : .start),
      items: row)
  }
}

/// A number next to an edge: `|-42-label` and `label-42-|`.
public struct EdgeGap: Sendable {
  var value: Double
}

prefix operator |-
postfix operator -|
prefix operator |
postfix operator |
infix operator ~ : LayoutLineHeightPrecedence

precedencegroup LayoutLineHeightPrecedence {
  lowerThan: AdditionPrecedence
  associativity: left
}

/// `|-view`: pinned to the leading edge with the default margin.
public prefix func |- (item: Component) -> HorizontalLine {
  var line = HorizontalLine(item)
  line.leading = layoutLineMargin
  return line
}

public prefix func |- (line: HorizontalLine) -> HorizontalLine {
  var line = line
  line.leading = layoutLineMargin
  return line
}

/// `|-42-view`: the 42 of it.
public prefix func |- (gap: Double) -> EdgeGap { EdgeGap(value: gap) }

/// `view-|`: pinned to the trailing edge with the default margin.
public postfix func -| (item: Component) -> HorizontalLine {
  var line = HorizontalLine(item)
  line.trailing = layoutLineMargin
  return line
}

public postfix func -| (line: HorizontalLine) -> HorizontalLine {
  var line = line
  line.trailing = layoutLineMargin
  return line
}

/// `view-42-|`: the 42 of it.
public postfix func -| (gap: Double) -> EdgeGap { EdgeGap(value: gap) }

/// `|view`: pinned to the leading edge, no margin.
public prefix func | (item: Component) -> HorizontalLine {
  var line = HorizontalLine(item)
  line.leading = 0
  return line
}

public prefix func | (line: HorizontalLine) -> HorizontalLine {
  var line = line
  line.leading = 0
  return line
}

/// `view|`: pinned to the trailing edge, no margin.
public postfix func | (item: Component) -> HorizontalLine {
  var line = HorizontalLine(item)
  line.trailing = 0
  return line
}

public postfix func | (line: HorizontalLine) -> HorizontalLine {
  var line = line
  line.trailing = 0
  return line
}

/// `|-42-view`.
public func - (gap: EdgeGap, item: Component) -> HorizontalLine {
  var line = HorizontalLine(item)
  line.leading = gap.value
  return line
}

public func - (gap: EdgeGap, line: HorizontalLine) -> HorizontalLine {
  var line = line
  line.leading = gap.value
  return line
}

/// `view-42-|`.
public func - (item: Component, gap: EdgeGap) -> HorizontalLine {
  var line = HorizontalLine(item)
  line.trailing = gap.value
  return line
}

public func - (line: HorizontalLine, gap: EdgeGap) -> HorizontalLine {
  var line = line
  line.trailing = gap.value
  return line
}

/// `a-15`: a gap of 15 before what comes next.
public func - (item: Component, gap: Double) -> HorizontalLine {
  var line = HorizontalLine(item)
  line.pendingGap = gap
  return line
}

public func - (line: HorizontalLine, gap: Double) -> HorizontalLine {
  var line = line
  line.pendingGap = gap
  return line
}

/// `a-b`: side by side, the default margin (or the pending number) between.
public func - (line: HorizontalLine, item: Component) -> HorizontalLine {
  var line = line
  line.append(item)
  return line
}

public func - (item: Component, next: Component) -> HorizontalLine {
  var line = HorizontalLine(item)
  line.append(next)
  return line
}

public func - (line: HorizontalLine, next: HorizontalLine) -> HorizontalLine {
  var line = line
  line.append(next)
  return line
}

public func - (item: Component, next: HorizontalLine) -> HorizontalLine {
  var line = HorizontalLine(item)
  line.append(next)
  return line
}

/// `line ~ 80`: the line's height (Stevia's `.height(80)`).
public func ~ (line: HorizontalLine, height: Double) -> HorizontalLine {
  var line = line
  line.height = height
  return line
}

public func ~ (item: Component, height: Double) -> Component {
  var item = item
  item.options.height = height
  return item
}

/// What `layout(…)` takes: numbers (gaps), `""` (a flexible gap), lines and components.
public protocol LayoutLineElement {}
extension Double: LayoutLineElement {}
extension Int: LayoutLineElement {}
extension String: LayoutLineElement {}
extension HorizontalLine: LayoutLineElement {}
extension Component: LayoutLineElement {}

/// Stevia's vertical layout as a VBox: numbers are the gaps above the next row (a leading
/// number from the top edge, a trailing one to the bottom edge), `""` a flexible gap, each
/// horizontal line a row and each component a row of its own at its own width.
///
/// ```swift
/// let login = layout(100, |-email-| ~ 80, 8, |-password-| ~ 80, "", |login| ~ 80, 0)
/// ```
public func layout(
  _ elements: any LayoutLineElement..., fileID: String = #fileID, line: Int = #line
)
  -> Component
{
  var rows: [Component] = []
  var gap: Double?
  for element in elements {
    switch element {
    case let number as Double: gap = number
    case let number as Int: gap = Double(number)
    case is String: rows.append(Component(item: nil, options: flexibleGap))
    case let row as HorizontalLine: rows.append(placed(row.component, after: &gap))
    case let item as Component:
      var item = item
      if item.options.align == nil { item.options.align = .start }
      rows.append(placed(item, after: &gap))
    default: break
    }
  }
  if let gap, let last = rows.indices.last { rows[last].options.marginBottom = gap }
  return Component(
    item: nil, options: ComponentOptions(), layout: VBox(), items: rows,
    source: SourceLocation(fileID: fileID, line: line))
}

private var flexibleGap: ComponentOptions {
  var options = ComponentOptions()
  options.flex = 1
  return options
}

private func placed(_ row: Component, after gap: inout Double?) -> Component {
  var row = row
  if let value = gap, value != 0 { row.options.marginTop = value }
  gap = nil
  return row
}
