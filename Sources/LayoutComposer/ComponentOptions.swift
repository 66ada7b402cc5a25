/// Everything `$(item, …)` can say about one component, as plain data. `nil` means "not set":
/// the rules in `docs/semantics.md` say what applies instead.
///
/// ```swift
/// var options = ComponentOptions()
/// options.height = 50
/// options.marginTop = 10
/// ```
public struct ComponentOptions: Sendable, Hashable {
  public var name: String?
  public var width: Double?
  public var height: Double?
  /// Share of the free main-axis space in a VBox/HBox; a ratio, not a fraction. `0` is no flex.
  public var flex: Double?
  public var align: Align?
  public var halign: HAlign?
  public var valign: VAlign?
  public var margins: Insets?
  public var marginTop: Double?
  public var marginLeft: Double?
  public var marginBottom: Double?
  public var marginRight: Double?
  /// Space between a container's frame and its children.
  public var padding: Insets?
  public var minWidth: Double?
  public var maxWidth: Double?
  public var minHeight: Double?
  public var maxHeight: Double?
  /// Width divided by height, as Yoga's `aspectRatio`.
  public var aspectRatio: Double?
  /// Who gives way first when a stack is too small: children with a lower priority shrink to
  /// their minimum before those with a higher one (SwiftUI's `layoutPriority`). Default 0.
  public var layoutPriority: Double? {
    get { rare?.value.layoutPriority }
    set { if newValue != nil || rare != nil { changeRare { $0.layoutPriority = newValue } } }
  }
  /// Set on the components of `overlay:` and `background:`: drawn above or below their host,
  /// laid out like Relative children in the host's frame, never changing its size.
  public var decoration: Decoration? {
    get { rare?.value.decoration }
    set { if newValue != nil || rare != nil { changeRare { $0.decoration = newValue } } }
  }
  /// Margins on the leading and trailing side: left and right in left-to-right layouts, right
  /// and left in right-to-left ones. They win over `marginLeft`/`marginRight`.
  public var marginLeading: Double? {
    get { rare?.value.marginLeading }
    set { if newValue != nil || rare != nil { changeRare { $0.marginLeading = newValue } } }
  }
  public var marginTrailing: Double? {
    get { rare?.value.marginTrailing }
    set { if newValue != nil || rare != nil { changeRare { $0.marginTrailing = newValue } } }
  }
  /// Sizes, min/max and margins given as percentages of the parent's content box; a
  /// percentage wins over a number for the same option.
  public var percentages: Percentages? {
    get { rare?.value.percentages }
    set { if newValue != nil || rare != nil { changeRare { $0.percentages = newValue } } }
  }

  /// With an `aspectRatio`: the largest (`.fit`) or smallest (`.fill`) box of that ratio for
  /// the space offered on both axes, centred there (docs/semantics.md, "Aspect fit and fill").
  public var contentMode: ContentMode? {
    get { rare?.value.contentMode }
    set { if newValue != nil || rare != nil { changeRare { $0.contentMode = newValue } } }
  }

  /// Where the component goes in a `Grid` (`column:`, `row:`, `columnSpan:`, `rowSpan:`);
  /// nil: the next free cell. Other layouts ignore it.
  public var gridPlace: GridPlace? {
    get { rare?.value.gridPlace }
    set { if newValue != nil || rare != nil { changeRare { $0.gridPlace = newValue } } }
  }

  /// Takes the component out of the layout, as flexbox's `display: none` or a hidden
  /// GtkWidget: no space, no spacing, a zero frame marked hidden, and everything inside it
  /// too. Default false.
  public var isHidden: Bool {
    get { rare?.value.isHidden ?? false }
    set { if newValue || rare != nil { changeRare { $0.isHidden = newValue } } }
  }

  /// The options few components use, out of line: every copy of the options copies what is
  /// inline, and components are copied often (building, compiling).
  private var rare: RareOptionsBox?

  /// Whether any of the out-of-line options is set: most components have none, and the
  /// engine skips reading them then.
  var hasRareOptions: Bool { rare != nil }

  private mutating func changeRare(_ change: (inout RareOptions) -> Void) {
    var value = rare?.value ?? RareOptions()
    change(&value)
    rare = value == RareOptions() ? nil : RareOptionsBox(value)
  }

  public init() {}

  /// The component's own margin on each side: `marginSide ?? margins.side`, `nil` where
  /// neither is set (the parent's `defaultMargins` applies there).
  public var ownMargins: (top: Double?, left: Double?, bottom: Double?, right: Double?) {
    (
      marginTop ?? margins?.top, marginLeft ?? margins?.left,
      marginBottom ?? margins?.bottom, marginRight ?? margins?.right
    )
  }
}

/// What an overlay or background component is to its host.
public enum Decoration: String, Sendable, Hashable {
  case background
  case overlay
}

/// The options of `ComponentOptions` kept out of line.
struct RareOptions: Sendable, Hashable {
  var layoutPriority: Double?
  var decoration: Decoration?
  var marginLeading: Double?
  var marginTrailing: Double?
  var percentages: Percentages?
  var gridPlace: GridPlace?
  var contentMode: ContentMode?
  var isHidden = false
}

/// An immutable box: changing an option makes a new one, so copies never share a change.
final class RareOptionsBox: Sendable, Hashable {
  let value: RareOptions
  init(_ value: RareOptions) { self.value = value }
  static func == (a: RareOptionsBox, b: RareOptionsBox) -> Bool { a.value == b.value }
  func hash(into hasher: inout Hasher) { hasher.combine(value) }
}
