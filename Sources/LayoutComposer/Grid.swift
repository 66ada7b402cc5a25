/// The size of one column or row of a `Grid`.
///
/// ```swift
/// Grid(columns: [.content, .fraction(1)])  // labels as wide as the widest, fields the rest
/// Grid(columns: [.adaptive(minimum: 200)])  // as many columns of 200 or more as fit
/// ```
public enum GridTrack: Sendable, Hashable {
  /// A fixed length (CSS `120px`).
  case points(Double)
  /// A share of the room the other tracks leave (CSS `1fr`), never less than its cells'
  /// minimums.
  case fraction(Double)
  /// As large as the largest content of its cells (CSS `auto`).
  case content
  /// Columns only: as many columns of at least `minimum` as fit, sharing what is left equally
  /// (CSS `repeat(auto-fill, minmax(minimum, 1fr))`); a cell wider than its column overflows
  /// it. Where not even one column of `minimum` fits, the one column takes the room there is.
  /// A row given this is `.content`.
  case adaptive(minimum: Double)
}

/// A grid's settings: its tracks, the space between them and where the track set goes when
/// it does not fill the grid.
public struct GridSettings: Sendable, Hashable {
  /// The columns, left to right (right to left in a right-to-left layout).
  public var columns: [GridTrack]
  /// The rows, top to bottom; rows beyond these are `.content`, added as the cells need.
  public var rows: [GridTrack]
  public var columnSpacing: Double
  public var rowSpacing: Double
  /// Where the rows go when they leave the grid's height unfilled: `.start`, `.center`,
  /// `.end`, or `.stretch` (the room shared among `.content` rows). Baselines count as start.
  public var align: Align
  /// Where the columns go when they leave the grid's width unfilled (CSS
  /// `justify-content`); `.fit` is `.start`.
  public var pack: Pack
  /// The margins a child gets on a side it does not set itself.
  public var defaultMargins: Insets

  public init(
    columns: [GridTrack], rows: [GridTrack] = [], columnSpacing: Double = 0,
    rowSpacing: Double = 0, align: Align = .start, pack: Pack = .start,
    defaultMargins: Insets = .zero
  ) {
    self.columns = columns
    self.rows = rows
    self.columnSpacing = columnSpacing
    self.rowSpacing = rowSpacing
    self.align = align
    self.pack = pack
    self.defaultMargins = defaultMargins
  }
}

/// Places children in the cells of columns and rows (CSS grid, SwiftUI `Grid`, GtkGrid).
/// A child takes `column:`/`row:` (0-based, as GtkGrid's attach) and `columnSpan:`/`rowSpan:`;
/// children without a place go into the next free cells, row by row. In its cell area a child
/// fills, or sits where its `halign`/`valign` say; an explicit size is centred. Rules:
/// docs/semantics.md, "Grid".
///
/// ```swift
/// `$`(nil, layout: Grid(columns: [.content, .fraction(1)], columnSpacing: 8, rowSpacing: 8),
///   items: [
///     `$`(Text("Name")), `$`("name field", height: 32),
///     `$`(Text("Notes")), `$`("notes field", height: 96),
///     `$`("save", height: 32, column: 0, row: 2, columnSpan: 2),
///   ])
/// ```
public struct Grid: Layout, Hashable {
  public var settings: GridSettings

  public init(settings: GridSettings) { self.settings = settings }

  public init(
    columns: [GridTrack], rows: [GridTrack] = [], columnSpacing: Double = 0,
    rowSpacing: Double = 0, align: Align = .start, pack: Pack = .start,
    defaultMargins: Margins = (0, 0, 0, 0)
  ) {
    settings = GridSettings(
      columns: columns, rows: rows, columnSpacing: columnSpacing, rowSpacing: rowSpacing,
      align: align, pack: pack, defaultMargins: Insets(defaultMargins))
  }

  public var spec: LayoutSpec { .grid(settings) }
}

/// Where a child of a `Grid` goes: its first column and row (nil: placed automatically) and
/// how many it spans.
///
/// ```swift
/// var options = ComponentOptions()
/// options.gridPlace = GridPlace(column: 0, row: 2, columnSpan: 2)
/// ```
public struct GridPlace: Sendable, Hashable {
  public var column: Int?
  public var row: Int?
  public var columnSpan: Int
  public var rowSpan: Int

  public init(column: Int? = nil, row: Int? = nil, columnSpan: Int = 1, rowSpan: Int = 1) {
    self.column = column
    self.row = row
    self.columnSpan = columnSpan
    self.rowSpan = rowSpan
  }
}

/// Where a laid-out grid's columns and rows went, in the grid's own coordinates (its padding
/// included): what the previewer draws when a grid is selected.
///
/// ```swift
/// let tracks = frames.gridTracks(at: 0)!
/// tracks.columns[1]  // TrackSpan(start: 88, length: 212)
/// ```
public struct GridTracks: Sendable, Hashable {
  public var columns: [TrackSpan]
  public var rows: [TrackSpan]

  public init(columns: [TrackSpan], rows: [TrackSpan]) {
    self.columns = columns
    self.rows = rows
  }
}

/// One column (x and width) or row (y and height) of a laid-out grid.
public struct TrackSpan: Sendable, Hashable, CustomStringConvertible {
  public var start: Double
  public var length: Double

  public init(start: Double, length: Double) {
    self.start = start
    self.length = length
  }

  public var end: Double { start + length }
  public var description: String { "\(formatNumber(start))+\(formatNumber(length))" }
}
