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
  /// A layout of your own (`CustomLayout`).
  case custom(AnyCustomLayout)

  /// The margins a child gets on a side it does not set itself.
  public var defaultMargins: Insets {
    switch self {
    case .vbox(let s), .hbox(let s): s.defaultMargins
    case .relative(let m), .fit(let m), .firstThatFits(_, let m): m
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

  public init(align: Align, pack: Pack, defaultMargins: Insets, spacing: Double) {
    self.align = align
    self.pack = pack
    self.defaultMargins = defaultMargins
    self.spacing = spacing
  }
}
