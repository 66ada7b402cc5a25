// The engine's flat, resolved form of `ComponentOptions`. "Not set" is NaN rather than an
// Optional so the hot loops read plain Doubles; rarely used options live in side tables so the
// common node stays small.

enum NodeKind: UInt8, Sendable {
  case leaf, vbox, hbox, relative, fit, firstThatFits, custom, grid

  var isStack: Bool { self == .vbox || self == .hbox }
  /// The axis a VBox or HBox stacks along.
  var mainAxis: Axis { self == .hbox ? .horizontal : .vertical }
}

enum Axis: Sendable {
  case horizontal, vertical
  var other: Axis { self == .horizontal ? .vertical : .horizontal }
}

/// Two Doubles addressed by axis, so the stack rules are written once for VBox and HBox.
struct AxisPair: Sendable, Equatable {
  var width: Double
  var height: Double

  static let unknown = AxisPair(width: .nan, height: .nan)

  subscript(axis: Axis) -> Double {
    get { axis == .horizontal ? width : height }
    set {
      if axis == .horizontal { width = newValue } else { height = newValue }
    }
  }

  /// Equality that treats two NaNs (two unspecified proposals) as the same.
  func matches(_ other: AxisPair) -> Bool {
    (width == other.width || (width.isNaN && other.width.isNaN))
      && (height == other.height || (height.isNaN && other.height.isNaN))
  }
}

struct NodeStyle: Sendable {
  var width: Double = .nan
  var height: Double = .nan
  /// 0 means "not flex".
  var flex: Double = 0
  /// Own margins where set, the parent's defaultMargins elsewhere.
  var margins: Insets = .zero
  /// Which sides of `margins` the component set itself (bits: top, left, bottom, right).
  var ownMarginSides: UInt8 = 0
  /// `isHidden`: out of the layout, its subtree hidden.
  var hiddenByOption = false
  /// The name came from `name:`, not from the item (a string item names itself).
  var ownName = false
  var align: Align?
  var halign: HAlign?
  var valign: VAlign?
  /// Index into `extras`, or -1.
  var extras: Int32 = -1
  /// Index into `containers`, or -1 for a leaf.
  var container: Int32 = -1
  /// Index into `items`, or -1 when the component has no item.
  var item: Int32 = -1

  func explicitSize(_ axis: Axis) -> Double { axis == .horizontal ? width : height }
}

/// Options most nodes do not use.
struct NodeExtras: Sendable {
  var minWidth: Double = 0
  var maxWidth: Double = .infinity
  var minHeight: Double = 0
  var maxHeight: Double = .infinity
  var aspectRatio: Double = .nan
  /// `contentMode` with the aspect ratio: nil derives one axis from the other.
  var contentMode: ContentMode?
  var padding: Insets = .zero
  /// Lower gives way first when a stack shrinks its children.
  var layoutPriority: Double = 0
  /// `marginLeading` / `marginTrailing`, NaN when not set.
  var marginLeading: Double = .nan
  var marginTrailing: Double = .nan
  /// Index into `percentageTable`, or -1.
  var percentages: Int32 = -1
}

/// A container's own settings.
struct ContainerStyle: Sendable {
  var align: Align = .stretch
  var pack: Pack = .start
  var spacing: Double = 0
  var defaultMargins: Insets = .zero
  /// FirstThatFits: the axes on which an alternative must fit.
  var axes: FitAxes = .both
  /// Some child has (or had) a baseline alignment of its own: only then are the children
  /// looked at for one.
  var baselineChildren = false
  /// A custom layout: its place in `customLayouts`, or -1.
  var custom: Int32 = -1
  /// A wrapping VBox or HBox: its lines, the space between them and how they are spread.
  var wrap = false
  var lineSpacing: Double = 0
  var alignLines: AlignLines = .start
  /// A grid: its place in `grids`, or -1.
  var grid: Int32 = -1
}
