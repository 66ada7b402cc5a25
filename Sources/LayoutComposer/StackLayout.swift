/// What VBox and HBox have in common: their settings and the argument orders users write.
///
/// LayoutComposer's README writes `VBox(defaultMargins:align:)`, `VBox(pack:defaultMargins:)` and
/// `VBox(defaultMargins:pack:)`. The canonical order is `align:pack:defaultMargins:spacing:`;
/// each other order has its own initializer whose leading labels have no default, so no call is
/// ambiguous.
public protocol StackLayout: Layout {
  var settings: StackSettings { get set }
  init(settings: StackSettings)
}

extension StackLayout {
  /// The canonical order; `wrap:` breaks the children into lines where they do not fit.
  ///
  /// ```swift
  /// VBox(align: .center, pack: .end, defaultMargins: (10, 0, 0, 0), spacing: 4)
  /// HBox(spacing: 8, wrap: true, lineSpacing: 8, alignLines: .start)
  /// ```
  public init(
    align: Align = .stretch, pack: Pack = .start, defaultMargins: Margins = (0, 0, 0, 0),
    spacing: Double = 0, wrap: Bool = false, lineSpacing: Double = 0,
    alignLines: AlignLines = .start
  ) {
    self.init(
      settings: StackSettings(
        align: align, pack: pack, defaultMargins: Insets(defaultMargins), spacing: spacing,
        wrap: wrap, lineSpacing: lineSpacing, alignLines: alignLines))
  }

  /// `VBox(defaultMargins: (10, 0, 0, 0), align: .start)`, as in LayoutComposer's README.
  public init(
    defaultMargins: Margins, align: Align, pack: Pack = .start, spacing: Double = 0
  ) {
    self.init(align: align, pack: pack, defaultMargins: defaultMargins, spacing: spacing)
  }

  /// `VBox(defaultMargins: (10, 0, 0, 0), pack: .center)`, as in LayoutComposer's README.
  public init(defaultMargins: Margins, pack: Pack, spacing: Double = 0) {
    self.init(align: .stretch, pack: pack, defaultMargins: defaultMargins, spacing: spacing)
  }

  public var align: Align {
    get { settings.align }
    set { settings.align = newValue }
  }
  public var pack: Pack {
    get { settings.pack }
    set { settings.pack = newValue }
  }
  public var spacing: Double {
    get { settings.spacing }
    set { settings.spacing = newValue }
  }
  public var defaultMargins: Insets {
    get { settings.defaultMargins }
    set { settings.defaultMargins = newValue }
  }
  public var wrap: Bool {
    get { settings.wrap }
    set { settings.wrap = newValue }
  }
  public var lineSpacing: Double {
    get { settings.lineSpacing }
    set { settings.lineSpacing = newValue }
  }
  public var alignLines: AlignLines {
    get { settings.alignLines }
    set { settings.alignLines = newValue }
  }
}

/// Places children top to bottom. The rules: `docs/semantics.md`, "VBox and HBox".
///
/// ```swift
/// `$`(nil, layout: VBox(), items: [
///   `$`("header", height: 50),
///   `$`("body", flex: 1),
/// ])
/// ```
public struct VBox: StackLayout, Hashable {
  public var settings: StackSettings
  public init(settings: StackSettings) { self.settings = settings }
  public var spec: LayoutSpec { .vbox(settings) }
}

/// Places children left to right: a VBox with the axes swapped.
///
/// ```swift
/// `$`(nil, layout: HBox(defaultMargins: (0, 10, 0, 0)), items: [`$`("a", width: 50), `$`("b", flex: 1)])
/// ```
public struct HBox: StackLayout, Hashable {
  public var settings: StackSettings
  public init(settings: StackSettings) { self.settings = settings }
  public var spec: LayoutSpec { .hbox(settings) }
}

/// Places each child at the left, right, top, bottom or centre of the container, independently.
///
/// ```swift
/// `$`(nil, layout: Relative(), items: [`$`("badge", width: 20, height: 20, halign: .right, valign: .top)])
/// ```
public struct Relative: Layout, Hashable {
  public var defaultMargins: Insets
  public init(defaultMargins: Margins = (0, 0, 0, 0)) {
    self.defaultMargins = Insets(defaultMargins)
  }
  public var spec: LayoutSpec { .relative(defaultMargins: defaultMargins) }
}

/// Makes each child fill the container inside its margins (a child with an explicit size is
/// centred instead).
///
/// ```swift
/// `$`(nil, layout: Fit(), item: `$`("content", margins: (8, 8, 8, 8)))
/// ```
public struct Fit: Layout, Hashable {
  public var defaultMargins: Insets
  public init(defaultMargins: Margins = (0, 0, 0, 0)) {
    self.defaultMargins = Insets(defaultMargins)
  }
  public var spec: LayoutSpec { .fit(defaultMargins: defaultMargins) }
}

extension LayoutSpec {
  /// The layout this spec describes, as `layout:` takes it.
  ///
  /// ```swift
  /// `$`(nil, layout: tree.layoutSpec(at: 0)!.layout, items: [])
  /// ```
  public var layout: any Layout {
    switch self {
    case .vbox(let settings): return VBox(settings: settings)
    case .hbox(let settings): return HBox(settings: settings)
    case .relative(let margins):
      var relative = Relative()
      relative.defaultMargins = margins
      return relative
    case .fit(let margins):
      var fit = Fit()
      fit.defaultMargins = margins
      return fit
    case .firstThatFits(let axes, let margins):
      var alternatives = FirstThatFits(axes: axes)
      alternatives.defaultMargins = margins
      return alternatives
    case .grid(let settings): return Grid(settings: settings)
    case .custom(let custom): return custom.layout
    }
  }
}

/// Shows the first of its children whose ideal size fits the space it gets on `axes`, or the
/// last one when none fits (SwiftUI's `ViewThatFits`). The others get a zero frame at its
/// origin and are marked hidden in the frame tree.
///
/// ```swift
/// `$`(nil, layout: FirstThatFits(axes: .horizontal), items: [subtitleAndDate, subtitleOnly])
/// ```
public struct FirstThatFits: Layout, Hashable {
  public var axes: FitAxes
  public var defaultMargins: Insets
  public init(axes: FitAxes = .both, defaultMargins: Margins = (0, 0, 0, 0)) {
    self.axes = axes
    self.defaultMargins = Insets(defaultMargins)
  }
  public var spec: LayoutSpec { .firstThatFits(axes: axes, defaultMargins: defaultMargins) }
}
