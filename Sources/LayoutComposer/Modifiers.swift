// Chainable modifiers: every option of `` `$`(…) `` as a method that returns a changed copy,
// in SwiftUI's habit. `` `$`("title").padding(12).flex(1) `` builds the same component as
// `` `$`("title", flex: 1, padding: (12, 12, 12, 12)) ``; the order of the calls does not
// matter, except that a second call of the same modifier replaces the first.

extension Component {
  /// A copy with one change to its options; the copy keeps the component's identity and
  /// source, so frames, lookups and the previewer lead to the same `` `$` `` call.
  func changingOptions(_ change: (inout ComponentOptions) -> Void) -> Component {
    var copy = self
    change(&copy.options)
    return copy
  }

  /// A copy with one length option set to points or a percentage (`50%`); the other form of
  /// the same option is cleared, so the last call wins.
  func settingLength(
    _ value: some LengthConvertible, _ points: WritableKeyPath<ComponentOptions, Double?>,
    _ percent: WritableKeyPath<Percentages, Double?>
  ) -> Component {
    changingOptions { options in
      let length = value.length
      var percentages = options.percentages ?? Percentages()
      options[keyPath: points] = length.isPercent ? nil : length.value
      percentages[keyPath: percent] = length.isPercent ? length.value : nil
      options.percentages = percentages.isEmpty ? nil : percentages
    }
  }

  /// The name that lookups, explain and the previewer use: `` `$`(photo).name("avatar") ``.
  public func name(_ name: String) -> Component { changingOptions { $0.name = name } }

  /// The width, in points or as a percentage of the parent's content box:
  /// `` `$`(photo).width(120) ``, `` `$`(photo).width(50%) ``.
  public func width(_ value: some LengthConvertible) -> Component {
    settingLength(value, \.width, \.width)
  }

  /// The height, in points or as a percentage: `` `$`("header").height(50) ``.
  public func height(_ value: some LengthConvertible) -> Component {
    settingLength(value, \.height, \.height)
  }

  /// The least width: `` `$`(label).minWidth(80) ``.
  public func minWidth(_ value: some LengthConvertible) -> Component {
    settingLength(value, \.minWidth, \.minWidth)
  }

  /// The most width: `` `$`(column).maxWidth(600) ``.
  public func maxWidth(_ value: some LengthConvertible) -> Component {
    settingLength(value, \.maxWidth, \.maxWidth)
  }

  /// The least height: `` `$`(row).minHeight(44) ``.
  public func minHeight(_ value: some LengthConvertible) -> Component {
    settingLength(value, \.minHeight, \.minHeight)
  }

  /// The most height: `` `$`(card).maxHeight(50%) ``.
  public func maxHeight(_ value: some LengthConvertible) -> Component {
    settingLength(value, \.maxHeight, \.maxHeight)
  }

  /// A share of the free main-axis space in a VBox or HBox: `` `$`("body").flex(1) ``.
  public func flex(_ flex: Double) -> Component { changingOptions { $0.flex = flex } }

  /// The cross-axis alignment in a VBox or HBox: `` `$`(button).align(.center) ``.
  public func align(_ align: Align) -> Component { changingOptions { $0.align = align } }

  /// The horizontal place in a Relative layout or a grid cell: `` `$`(badge).halign(.right) ``.
  public func halign(_ halign: HAlign) -> Component { changingOptions { $0.halign = halign } }

  /// The vertical place in a Relative layout or a grid cell: `` `$`(badge).valign(.top) ``.
  public func valign(_ valign: VAlign) -> Component { changingOptions { $0.valign = valign } }

  /// All four margins, (top, left, bottom, right) as in `margins:`:
  /// `` `$`(photo).margins((8, 16, 8, 16)) ``.
  public func margins(_ margins: Margins) -> Component {
    changingOptions { $0.margins = Insets(margins) }
  }

  /// The same margin on every side: `` `$`(photo).margins(8) ``.
  public func margins(_ all: Double) -> Component { margins((all, all, all, all)) }

  /// The top margin, in points or as a percentage: `` `$`(title).marginTop(12) ``.
  public func marginTop(_ value: some LengthConvertible) -> Component {
    settingLength(value, \.marginTop, \.marginTop)
  }

  /// The left margin: `` `$`(title).marginLeft(12) ``.
  public func marginLeft(_ value: some LengthConvertible) -> Component {
    settingLength(value, \.marginLeft, \.marginLeft)
  }

  /// The bottom margin: `` `$`(title).marginBottom(12) ``.
  public func marginBottom(_ value: some LengthConvertible) -> Component {
    settingLength(value, \.marginBottom, \.marginBottom)
  }

  /// The right margin: `` `$`(title).marginRight(12) ``.
  public func marginRight(_ value: some LengthConvertible) -> Component {
    settingLength(value, \.marginRight, \.marginRight)
  }

  /// The margin on the leading side (left, or right in a right-to-left layout):
  /// `` `$`(icon).marginLeading(16) ``.
  public func marginLeading(_ value: Double) -> Component {
    changingOptions { $0.marginLeading = value }
  }

  /// The margin on the trailing side: `` `$`(icon).marginTrailing(16) ``.
  public func marginTrailing(_ value: Double) -> Component {
    changingOptions { $0.marginTrailing = value }
  }

  /// Space between a container's frame and its children, (top, left, bottom, right):
  /// `` `$`(nil, layout: VBox(), items: rows).padding((12, 16, 12, 16)) ``.
  public func padding(_ padding: Margins) -> Component {
    changingOptions { $0.padding = Insets(padding) }
  }

  /// The same padding on every side: `` `$`(card).padding(12) ``.
  public func padding(_ all: Double) -> Component { padding((all, all, all, all)) }

  /// Width divided by height, and optionally how the box meets the space
  /// (docs/semantics.md, "Aspect fit and fill"): `` `$`(artwork).aspectRatio(1, contentMode: .fit) ``.
  public func aspectRatio(_ ratio: Double, contentMode: ContentMode? = nil) -> Component {
    changingOptions {
      $0.aspectRatio = ratio
      if let contentMode { $0.contentMode = contentMode }
    }
  }

  /// How a box with an aspect ratio meets the space: `` `$`(artwork).contentMode(.fill) ``.
  public func contentMode(_ mode: ContentMode) -> Component {
    changingOptions { $0.contentMode = mode }
  }

  /// Who gives way first when a stack is too small (lower first):
  /// `` `$`(title).layoutPriority(1) ``.
  public func layoutPriority(_ priority: Double) -> Component {
    changingOptions { $0.layoutPriority = priority }
  }

  /// The grid cell (0-based) and how many cells it covers, as `column:`, `row:`,
  /// `columnSpan:` and `rowSpan:`: `` `$`(field).cell(column: 1, row: 0, columnSpan: 2) ``.
  public func cell(column: Int? = nil, row: Int? = nil, columnSpan: Int = 1, rowSpan: Int = 1)
    -> Component
  {
    changingOptions {
      $0.gridPlace = GridPlace(column: column, row: row, columnSpan: columnSpan, rowSpan: rowSpan)
    }
  }

  /// Takes the component out of the layout (no space, a zero frame marked hidden):
  /// `` `$`(banner).hidden(isOffline == false) ``.
  public func hidden(_ isHidden: Bool = true) -> Component {
    changingOptions { $0.isHidden = isHidden }
  }

  /// Components drawn above this one, laid out in its frame as Relative children, never
  /// changing its size: `` `$`(avatar).overlay { `$`(badge, halign: .right, valign: .top) } ``.
  /// Added after any overlays it already has.
  public func overlay(@ComponentBuilder _ content: () -> [Component]) -> Component {
    overlay(content())
  }

  /// Overlays as a list: `` `$`(avatar).overlay([badge]) ``.
  public func overlay(_ overlays: [Component]) -> Component {
    var copy = self
    copy.items += overlays.map { $0.decorated(.overlay) }
    return copy
  }

  /// Components drawn below this one: `` `$`(card).background { `$`("shadow") } ``.
  /// Added after any backgrounds it already has, before its children.
  public func background(@ComponentBuilder _ content: () -> [Component]) -> Component {
    background(content())
  }

  /// Backgrounds as a list: `` `$`(card).background([shadow]) ``.
  public func background(_ backgrounds: [Component]) -> Component {
    var copy = self
    let existing = copy.backgrounds.count
    copy.items.insert(contentsOf: backgrounds.map { $0.decorated(.background) }, at: existing)
    return copy
  }
}

/// Builds a list of components from the statements of a closure, for `overlay { … }` and
/// `background { … }`: one component a line, `if` and `for` as in SwiftUI.
@resultBuilder
public enum ComponentBuilder {
  public static func buildExpression(_ component: Component) -> [Component] { [component] }
  public static func buildExpression(_ components: [Component]) -> [Component] { components }
  public static func buildBlock(_ parts: [Component]...) -> [Component] { parts.flatMap { $0 } }
  public static func buildOptional(_ part: [Component]?) -> [Component] { part ?? [] }
  public static func buildEither(first part: [Component]) -> [Component] { part }
  public static func buildEither(second part: [Component]) -> [Component] { part }
  public static func buildArray(_ parts: [[Component]]) -> [Component] { parts.flatMap { $0 } }
}
