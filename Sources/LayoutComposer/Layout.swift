/// A rule that places a container's children: `VBox`, `HBox`, `Relative` or `Fit`.
///
/// ```swift
/// `$`(nil, layout: HBox(spacing: 8), items: [`$`("a"), `$`("b")])
/// ```
public protocol Layout: Sendable {
  /// The layout as plain data, which is all the engine reads.
  var spec: LayoutSpec { get }
}

/// Every layout the engine knows, with its settings.
public enum LayoutSpec: Sendable, Hashable {
  case vbox(StackSettings)
  case hbox(StackSettings)
  case relative(defaultMargins: Insets)
  case fit(defaultMargins: Insets)
  case firstThatFits(axes: FitAxes, defaultMargins: Insets)
  /// A grid of columns and rows (`Grid`).
  case grid(GridSettings)
  /// A layout of your own (`CustomLayout`).
  case custom(AnyCustomLayout)

  /// The margins a child gets on a side it does not set itself.
  public var defaultMargins: Insets {
    switch self {
    case .vbox(let s), .hbox(let s): s.defaultMargins
    case .relative(let m), .fit(let m), .firstThatFits(_, let m): m
    case .grid(let g): g.defaultMargins
    case .custom: .zero
    }
  }

  /// The name users write: `VBox`, `HBox`, `Relative`, `Fit` or `FirstThatFits`.
  public var typeName: String {
    switch self {
    case .vbox: "VBox"
    case .hbox: "HBox"
    case .relative: "Relative"
    case .fit: "Fit"
    case .firstThatFits: "FirstThatFits"
    case .grid: "Grid"
    case .custom(let layout): layout.name
    }
  }
}

/// The axes on which `FirstThatFits` checks that an alternative fits.
public enum FitAxes: String, Sendable, Hashable, CaseIterable {
  case horizontal
  case vertical
  case both

  func includes(_ axis: Axis) -> Bool {
    switch self {
    case .horizontal: axis == .horizontal
    case .vertical: axis == .vertical
    case .both: true
    }
  }
}

/// The settings VBox and HBox share.
public struct StackSettings: Sendable, Hashable {
  public var align: Align
  public var pack: Pack
  public var defaultMargins: Insets
  public var spacing: Double
  /// Children that do not fit the main axis go on to a new line (flexbox's `flex-wrap:
  /// wrap`); each line is a stack of its own. Rules: docs/semantics.md, "Wrapping stacks".
  public var wrap: Bool
  /// Space between the lines of a wrapping stack.
  public var lineSpacing: Double
  /// Where the lines of a wrapping stack go on the cross axis when they leave room there
  /// (CSS `align-content`).
  public var alignLines: AlignLines

  public init(
    align: Align, pack: Pack, defaultMargins: Insets, spacing: Double, wrap: Bool = false,
    lineSpacing: Double = 0, alignLines: AlignLines = .start
  ) {
    self.align = align
    self.pack = pack
    self.defaultMargins = defaultMargins
    self.spacing = spacing
    self.wrap = wrap
    self.lineSpacing = lineSpacing
    self.alignLines = alignLines
  }
}
