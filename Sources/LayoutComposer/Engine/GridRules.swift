// Grid: children in the cells of columns and rows. The numbered rules are those of
// docs/semantics.md, "Grid": placing children in cells (G1), sizing the columns and then the
// rows for those column widths (G2–G5), spreading the track set (G6) and placing each child
// in its cell area as a Relative child (G7). Track sizing follows CSS grid's algorithm in
// a reduced form: content tracks from their cells' minimum and ideal sizes, then fraction
// tracks from what is left.

/// A laid-out child of a grid and the cells it covers (0-based).
struct GridItem {
  var node: Int
  var column: Int
  var row: Int
  var columnSpan: Int
  var rowSpan: Int
}

/// One column or row while it is sized.
struct GridTrackSizing {
  /// A `.points` track's length, NaN for the others.
  var fixed = Double.nan
  /// A fraction track's factor (adaptive columns: 1), 0 for the others.
  var flex = 0.0
  var isContent = false
  /// An adaptive column: its minimum is its own, its cells do not raise it.
  var isAdaptive = false
  /// The least it takes, and (content tracks) the most its cells would use: infinite until a
  /// cell of its own says (CSS's growth limit), so a spanning cell's need goes first to the
  /// content tracks no cell has sized yet.
  var base = 0.0
  var limit = 0.0

  static func content() -> GridTrackSizing {
    GridTrackSizing(isContent: true, limit: .infinity)
  }
}

let maximumGridLines = LayoutLimits.maximumGridLines

/// The most cells the children of one grid may cover in all: a child whose span would go
/// beyond it covers one cell (only a hostile tree, thousands of huge spans, gets there).
let maximumGridCells = 1_000_000

extension LayoutTree {
  static func sanitizedGrid(_ g: GridSettings) -> GridSettings {
    func track(_ t: GridTrack) -> GridTrack {
      switch t {
      case .points(let v): .points(sanitizedSize(v))
      case .fraction(let f): .fraction(f.isFinite && f > 0 ? min(f, LayoutLimits.maximumFlex) : 0)
      case .content: .content
      case .adaptive(let m): .adaptive(minimum: sanitizedSize(m))
      }
    }
    var result = g
    result.columns = g.columns.prefix(maximumGridLines).map(track)
    result.rows = g.rows.prefix(maximumGridLines).map { t in
      if case .adaptive = t { return GridTrack.content }
      return track(t)
    }
    result.columnSpacing = sanitizedSize(g.columnSpacing)
    result.rowSpacing = sanitizedSize(g.rowSpacing)
    result.defaultMargins = sanitized(g.defaultMargins)
    return result
  }

  func gridSettings(_ node: Int) -> GridSettings {
    grids[Int(containers[Int(styles[node].container)].grid)]
  }

  /// The column tracks for a grid `width` wide (NaN: not known). Rule G2: an adaptive column
  /// becomes as many columns of at least its minimum as fit beside the other columns, at least
  /// one; with no width known, one.
  func columnTracks(_ settings: GridSettings, width: Double) -> [GridTrackSizing] {
    var tracks: [GridTrackSizing] = []
    let spacing = settings.columnSpacing
    for track in settings.columns {
      switch track {
      case .points(let v):
        tracks.append(GridTrackSizing(fixed: v, base: v, limit: v))
      case .fraction(let f):
        tracks.append(GridTrackSizing(flex: f))
      case .content:
        tracks.append(.content())
      case .adaptive(let minimum):
        var count = 1
        var floor = minimum
        if !width.isNaN {
          var others = 0.0
          for other in settings.columns {
            if case .points(let v) = other { others += v }
          }
          let room = width - others - spacing * Double(settings.columns.count - 1)
          let step = minimum + spacing
          if step > 0 {
            let fitting = ((room + spacing) / step).rounded(.down)
            count = fitting.isFinite ? Int(max(1, min(fitting, Double(maximumGridLines)))) : 1
          } else {
            count = maximumGridLines
          }
          // Where not even one column of the minimum fits, the one column takes the room
          // there is (CSS `minmax(min(400px, 100%), 1fr)`, SwiftUI's adaptive item).
          floor = min(minimum, max(0, room))
        }
        for _ in 0..<count {
          tracks.append(GridTrackSizing(flex: 1, isAdaptive: true, base: floor, limit: floor))
        }
      }
    }
    return tracks
  }

  /// Rule G1: where each laid-out child goes. Children with a column and a row take those
  /// cells; children with only a row take the first free cells of that row; the others flow
  /// row by row from a cursor into the next free cells their span fits (CSS auto-placement,
  /// `grid-auto-flow: row`, sparse), a child with only a column going down that column.
  /// Columns are added where a child's place or span needs them.
  func placeGridItems(_ node: Int, columns declared: Int) -> (
    items: [GridItem], columns: Int, rows: Int
  ) {
    let limit = maximumGridLines
    var items: [GridItem] = []
    var wanted: [GridPlace?] = []
    var columns = min(max(1, declared), limit)
    var child = Int(structure.firstChild[node])
    while child >= 0 {
      if !styles[child].hiddenByOption {
        var place = gridPlaces.isEmpty ? nil : gridPlaces[Int32(child)]
        if var p = place {
          p.column = p.column.map { min(max(0, $0), limit - 1) }
          p.row = p.row.map { min(max(0, $0), limit - 1) }
          p.columnSpan = min(max(1, p.columnSpan), limit - (p.column ?? 0))
          p.rowSpan = min(max(1, p.rowSpan), limit - (p.row ?? 0))
          columns = max(columns, (p.column ?? 0) + p.columnSpan)
          place = p
        }
        items.append(GridItem(node: child, column: 0, row: 0, columnSpan: 1, rowSpan: 1))
        wanted.append(place)
      }
      child = Int(structure.nextSibling[child])
    }
    var occupied: [Bool] = []
    var rows = 0
    var covered = 0
    func isFree(_ row: Int, _ column: Int, _ rowSpan: Int, _ columnSpan: Int) -> Bool {
      guard column + columnSpan <= columns else { return false }
      guard row < rows else { return true }
      for r in row..<min(row + rowSpan, rows) {
        for c in column..<(column + columnSpan) where occupied[r * columns + c] { return false }
      }
      return true
    }
    func mark(_ index: Int, _ row: Int, _ column: Int, _ rowSpan: Int, _ columnSpan: Int) {
      var rowSpan = rowSpan
      var span = min(columnSpan, columns - column)
      if covered + rowSpan * span > maximumGridCells { (rowSpan, span) = (1, 1) }
      covered += rowSpan * span
      items[index].row = row
      items[index].column = column
      items[index].rowSpan = rowSpan
      items[index].columnSpan = span
      if row + rowSpan > rows {
        occupied.append(contentsOf: repeatElement(false, count: (row + rowSpan - rows) * columns))
        rows = row + rowSpan
      }
      for r in row..<(row + rowSpan) {
        for c in column..<(column + span) { occupied[r * columns + c] = true }
      }
    }
    /// The first column from `start` where a child fits in `row`, if any.
    func firstFit(_ row: Int, from start: Int, _ rowSpan: Int, _ span: Int) -> Int? {
      var column = start
      while column + span <= columns {
        if isFree(row, column, rowSpan, span) { return column }
        column += 1
      }
      return nil
    }
    // Fixed cells first (they may overlap, as in CSS), then children locked to a row, then
    // the flow.
    for (index, place) in wanted.enumerated() {
      guard let p = place, let column = p.column, let row = p.row else { continue }
      mark(index, row, column, p.rowSpan, p.columnSpan)
    }
    var rowCursors: [Int: Int] = [:]
    for (index, place) in wanted.enumerated() {
      guard let p = place, p.column == nil, let row = p.row else { continue }
      let span = min(p.columnSpan, columns)
      // A full row takes the child over the cells it starts at (there is no column to add).
      let column =
        firstFit(row, from: rowCursors[row] ?? 0, p.rowSpan, span)
        ?? firstFit(row, from: 0, p.rowSpan, span) ?? 0
      mark(index, row, column, p.rowSpan, span)
      rowCursors[row] = column + span
    }
    var cursorRow = 0
    var cursorColumn = 0
    for (index, place) in wanted.enumerated() {
      if let p = place, p.row != nil { continue }
      let rowSpan = place?.rowSpan ?? 1
      if let column = place?.column {
        let span = min(place?.columnSpan ?? 1, columns - column)
        if column < cursorColumn { cursorRow += 1 }
        cursorColumn = column
        // Rows past the last one are free, so this ends.
        while !isFree(cursorRow, column, rowSpan, span) { cursorRow += 1 }
        mark(index, cursorRow, column, rowSpan, span)
        continue
      }
      let span = min(place?.columnSpan ?? 1, columns)
      while true {
        if let column = firstFit(cursorRow, from: cursorColumn, rowSpan, span) {
          cursorColumn = column
          break
        }
        cursorRow += 1
        cursorColumn = 0
      }
      mark(index, cursorRow, cursorColumn, rowSpan, span)
      cursorColumn += span
    }
    return (items, columns, rows)
  }

  /// An item's outer contribution along `axis`: (minimum, ideal). Across it is the width of
  /// its cell area, once the columns are known.
  mutating func gridContribution(
    _ node: Int, _ item: GridItem, _ axis: Axis, areaWidth: Double
  ) -> (minimum: Double, ideal: Double) {
    // Margins are read after resolving: a percentage margin is resolved there.
    if axis == .horizontal {
      let ideal = resolveRelativeChild(node, item.node, Proposal(AxisPair.unknown)).size.width
      let minimum = minimumSize(item.node, .horizontal, other: .nan, room: .nan)
      let margins = margins(item.node).horizontal
      return (minimum + margins, ideal + margins)
    }
    let height = resolveRelativeChild(
      node, item.node, Proposal(AxisPair(width: areaWidth, height: .nan), exactWidth: true)
    ).size.height
    let margins = margins(item.node).vertical
    return (height + margins, height + margins)
  }

  /// The least a child spanning several tracks, a fraction among them, asks of them: its
  /// explicit size, else its own minimum (`minWidth`), margins included. Its content does not
  /// count: CSS gives such an item no automatic minimum, so a wide label across a fraction
  /// column and another track does not widen the fraction.
  func spanningMinimum(_ node: Int, _ axis: Axis) -> Double {
    let explicit = styles[node].explicitSize(axis)
    let own = clamp(node, axis, explicit.isNaN ? 0 : explicit)
    return own + (axis == .horizontal ? margins(node).horizontal : margins(node).vertical)
  }

  /// Rules G3–G5: sizes `tracks` along `axis` for `space` (NaN: not known, the tracks take
  /// their ideal sizes). `widths`: the column widths, when sizing rows.
  mutating func sizeGridTracks(
    _ node: Int, _ tracks: inout [GridTrackSizing], _ items: [GridItem], _ axis: Axis,
    space: Double, spacing: Double, widths: [Double]
  ) {
    func span(_ item: GridItem) -> Range<Int> {
      axis == .horizontal
        ? item.column..<(item.column + item.columnSpan) : item.row..<(item.row + item.rowSpan)
    }
    func areaWidth(_ item: GridItem) -> Double {
      guard axis == .vertical else { return .nan }
      var width = spacing * 0
      for c in item.column..<(item.column + item.columnSpan) { width += widths[c] }
      return width + gridSettings(node).columnSpacing * Double(item.columnSpan - 1)
    }
    var contributions: [(minimum: Double, ideal: Double)] = []
    contributions.reserveCapacity(items.count)
    for item in items {
      contributions.append(gridContribution(node, item, axis, areaWidth: areaWidth(item)))
    }
    // G3: cells spanning one content track set its minimum and its ideal size. Cells on a
    // fraction track, of any span, come last (G4).
    var spanning: [Int] = []
    var onFractions: [Int] = []
    // What G4 plans for each fraction track; a cell alone on one plans its minimum there,
    // noted at once (the common case: a grid of fraction columns).
    var fractionIncreases: [Double] = []
    for (index, item) in items.enumerated() {
      let range = span(item)
      guard range.count == 1 else {
        if range.contains(where: { tracks[$0].flex > 0 }) {
          onFractions.append(index)
        } else {
          spanning.append(index)
        }
        continue
      }
      let t = range.lowerBound
      if tracks[t].isContent {
        tracks[t].base = max(tracks[t].base, contributions[index].minimum)
        // A cell that needs nothing does not size its track: spanning cells still go to it
        // first, as to a track without cells (what Chrome and Taffy do).
        let ideal = contributions[index].ideal
        if ideal > 0 {
          tracks[t].limit = tracks[t].limit.isFinite ? max(tracks[t].limit, ideal) : ideal
        }
      } else if tracks[t].flex > 0, !tracks[t].isAdaptive, contributions[index].minimum > 0 {
        if fractionIncreases.isEmpty {
          fractionIncreases = [Double](repeating: 0, count: tracks.count)
        }
        fractionIncreases[t] = max(fractionIncreases[t], contributions[index].minimum)
      }
    }
    // G4: a cell spanning several tracks and no fraction track shares what its content needs
    // beyond those tracks among the content tracks it spans, smaller spans first: its minimum
    // goes equally to the tracks that can still grow to their ideal size (each up to it), and
    // only what is left beyond every ideal to all of them; its ideal size goes to the tracks
    // no cell of their own sized, else to all of them (CSS's "distribute extra space").
    // The children of one span count are planned together: each plans its increases from the
    // same tracks, and each track takes the largest increase planned for it (CSS).
    spanning.sort { span(items[$0]).count < span(items[$1]).count }
    var first = 0
    while first < spanning.count {
      let count = span(items[spanning[first]]).count
      var end = first
      while end < spanning.count, span(items[spanning[end]]).count == count { end += 1 }
      let group = spanning[first..<end].filter { index in
        span(items[index]).contains(where: { tracks[$0].isContent })
      }
      let gaps = spacing * Double(count - 1)
      var increases = [Double](repeating: 0, count: tracks.count)
      for index in group {
        let range = span(items[index])
        let content = range.filter { tracks[$0].isContent }
        let extra =
          contributions[index].minimum - range.reduce(0.0) { $0 + tracks[$1].base } - gaps
        guard extra > 0 else { continue }
        var planned = tracks
        Self.growBases(&planned, content, by: extra)
        for t in content { increases[t] = max(increases[t], planned[t].base - tracks[t].base) }
      }
      for t in tracks.indices {
        tracks[t].base += increases[t]
        // An ideal below the new minimum rises to it before the ideals are planned.
        if tracks[t].limit.isFinite { tracks[t].limit = max(tracks[t].limit, tracks[t].base) }
      }
      increases = [Double](repeating: 0, count: tracks.count)
      var opened = [Bool](repeating: false, count: tracks.count)
      for index in group {
        let range = span(items[index])
        let content = range.filter { tracks[$0].isContent }
        let limitSum = range.reduce(0.0) {
          $0 + (tracks[$1].limit.isFinite ? tracks[$1].limit : tracks[$1].base)
        }
        let extra = contributions[index].ideal - limitSum - gaps
        guard extra > 0 else { continue }
        let open = content.filter { !tracks[$0].limit.isFinite }
        let targets = open.isEmpty ? content : open
        for t in targets {
          increases[t] = max(increases[t], extra / Double(targets.count))
          opened[t] = true
        }
      }
      for t in tracks.indices where opened[t] {
        let from = tracks[t].limit.isFinite ? tracks[t].limit : tracks[t].base
        tracks[t].limit = from + increases[t]
      }
      first = end
    }
    // G4, fraction tracks: the cells on a fraction track (one or several, with content tracks
    // or not) are planned together, after all the others: what the minimum of each needs
    // beyond the tracks it spans goes to its fraction tracks by their factors (not to an
    // adaptive column, whose minimum is its own), and each track takes the largest increase
    // planned for it (CSS's step for items crossing flexible tracks).
    if !onFractions.isEmpty || !fractionIncreases.isEmpty {
      var increases =
        fractionIncreases.isEmpty
        ? [Double](repeating: 0, count: tracks.count) : fractionIncreases
      for index in onFractions {
        let range = span(items[index])
        let growing = range.filter { tracks[$0].flex > 0 && !tracks[$0].isAdaptive }
        let factors = growing.reduce(0.0) { $0 + tracks[$1].flex }
        guard factors > 0 else { continue }
        // Spanning several tracks, one a fraction: only its own minimum counts.
        let minimum = spanningMinimum(items[index].node, axis)
        let extra =
          minimum - range.reduce(0.0) { $0 + tracks[$1].base } - spacing * Double(range.count - 1)
        guard extra > 0 else { continue }
        for t in growing { increases[t] = max(increases[t], extra * tracks[t].flex / factors) }
      }
      for t in tracks.indices where increases[t] != 0 { tracks[t].base += increases[t] }
    }
    // A content track no cell of its own sized takes what its spanning cells gave it.
    for t in tracks.indices where !tracks[t].limit.isFinite { tracks[t].limit = tracks[t].base }
    for t in tracks.indices { tracks[t].limit = max(tracks[t].limit, tracks[t].base) }

    // G5: content tracks grow from their minimum towards their ideal size with the room
    // there is (all the way where the space is not known), equally, each stopping at its
    // ideal; then fraction tracks share what is left by their factors, none below its
    // minimum.
    let gaps = spacing * Double(max(0, tracks.count - 1))
    if space.isNaN {
      for t in tracks.indices where tracks[t].isContent { tracks[t].base = tracks[t].limit }
    } else {
      let free = space - gaps - tracks.reduce(0.0) { $0 + $1.base }
      let growing = tracks.indices.filter {
        tracks[$0].isContent && tracks[$0].limit > tracks[$0].base
      }
      if free > tolerance(space) {
        Self.growBases(&tracks, growing, by: free, beyondIdeals: false)
      }
    }
    let flexible = tracks.indices.filter { tracks[$0].flex > 0 }
    guard !flexible.isEmpty else { return }
    var fr = 0.0
    if space.isNaN {
      // With no space known, a fraction is as large as the content of the cells needs.
      for t in flexible { fr = max(fr, tracks[t].base / max(tracks[t].flex, 1)) }
      for (index, item) in items.enumerated() {
        let range = span(item)
        let factors = range.reduce(0.0) { $0 + tracks[$1].flex }
        guard factors > 0 else { continue }
        let fixed = range.reduce(0.0) { tracks[$1].flex > 0 ? $0 : $0 + tracks[$1].base }
        let needed = contributions[index].ideal - fixed - spacing * Double(range.count - 1)
        fr = max(fr, needed / max(factors, 1))
      }
    } else {
      var inflexible = Set<Int>()
      while true {
        var left = space - gaps
        var factors = 0.0
        for t in tracks.indices {
          if tracks[t].flex > 0, !inflexible.contains(t) {
            factors += tracks[t].flex
          } else {
            left -= tracks[t].base
          }
        }
        fr = max(0, left) / max(factors, 1)
        let stopped = flexible.filter {
          !inflexible.contains($0) && tracks[$0].base > fr * tracks[$0].flex
        }
        if stopped.isEmpty { break }
        inflexible.formUnion(stopped)
      }
    }
    for t in flexible { tracks[t].base = max(tracks[t].base, fr * tracks[t].flex) }
  }

  /// `extra` shared equally among `targets`, each stopping at its ideal size (an infinite one
  /// never stops); what is left once all have stopped is shared equally too where
  /// `beyondIdeals` (rule G4's minimum), and stays free otherwise (rule G5).
  static func growBases(
    _ tracks: inout [GridTrackSizing], _ targets: [Int], by extra: Double,
    beyondIdeals: Bool = true
  ) {
    var remaining = extra
    var active = targets
    while remaining > tolerance(extra), !active.isEmpty {
      let share = remaining / Double(active.count)
      var next: [Int] = []
      for t in active {
        let room = tracks[t].limit - tracks[t].base
        if room <= share {
          tracks[t].base += max(0, room)
          remaining -= max(0, room)
        } else {
          next.append(t)
        }
      }
      if next.count == active.count {
        for t in next { tracks[t].base += share }
        remaining = 0
      }
      active = next
    }
    if beyondIdeals, remaining > tolerance(extra) {
      for t in targets { tracks[t].base += remaining / Double(targets.count) }
    }
  }

  /// Columns or rows sized for `space`, which is the grid's decided size there (`exact`), or
  /// the most it may take, or NaN. A grid that may only take at most some space takes its
  /// tracks' ideal sizes unless they do not fit, and is then sized for that space (rule H).
  mutating func gridTrackSizes(
    _ node: Int, _ template: [GridTrackSizing], _ items: [GridItem], _ axis: Axis,
    space: Double, exact: Bool, widths: [Double]
  ) -> [Double] {
    let settings = gridSettings(node)
    let spacing = axis == .horizontal ? settings.columnSpacing : settings.rowSpacing
    var tracks = template
    sizeGridTracks(
      node, &tracks, items, axis, space: exact ? space : .nan, spacing: spacing, widths: widths)
    if !exact, !space.isNaN {
      let total = tracks.reduce(0.0) { $0 + $1.base } + spacing * Double(max(0, tracks.count - 1))
      if total > space + tolerance(space) {
        tracks = template
        sizeGridTracks(
          node, &tracks, items, axis, space: space, spacing: spacing, widths: widths)
      }
    }
    if axis == .vertical, exact, !space.isNaN, settings.align == .stretch {
      // G6: `align: .stretch` shares the height left among the content rows.
      let total = tracks.reduce(0.0) { $0 + $1.base } + spacing * Double(max(0, tracks.count - 1))
      let content = tracks.indices.filter { tracks[$0].isContent }
      if total < space - tolerance(space), !content.isEmpty {
        for t in content { tracks[t].base += (space - total) / Double(content.count) }
      }
    }
    return tracks.map(\.base)
  }

  /// The whole sizing of a grid whose content box is `inner`: cells, column widths, row
  /// heights.
  mutating func sizeGrid(_ node: Int, _ inner: Proposal) -> (
    items: [GridItem], widths: [Double], heights: [Double]
  ) {
    let settings = gridSettings(node)
    var columns = columnTracks(settings, width: inner.size.width)
    let placed = placeGridItems(node, columns: columns.count)
    while columns.count < placed.columns {
      columns.append(.content())
    }
    let widths = gridTrackSizes(
      node, columns, placed.items, .horizontal, space: inner.size.width,
      exact: inner.isExact(.horizontal), widths: [])
    var rows: [GridTrackSizing] = []
    for index in 0..<max(placed.rows, settings.rows.count) {
      let track = index < settings.rows.count ? settings.rows[index] : .content
      switch track {
      case .points(let v): rows.append(GridTrackSizing(fixed: v, base: v, limit: v))
      case .fraction(let f): rows.append(GridTrackSizing(flex: f))
      case .content, .adaptive: rows.append(.content())
      }
    }
    let heights = gridTrackSizes(
      node, rows, placed.items, .vertical, space: inner.size.height,
      exact: inner.isExact(.vertical), widths: widths)
    return (placed.items, widths, heights)
  }

  mutating func gridContentSize(_ node: Int, _ inner: Proposal) -> AxisPair {
    let settings = gridSettings(node)
    let sized = sizeGrid(node, inner)
    func total(_ sizes: [Double], _ spacing: Double) -> Double {
      sizes.reduce(0, +) + spacing * Double(max(0, sizes.count - 1))
    }
    return AxisPair(
      width: total(sized.widths, settings.columnSpacing),
      height: total(sized.heights, settings.rowSpacing))
  }

  /// Rule G6: where each column and row starts in a content box `inner`, the columns placed
  /// by `pack` and the rows by `align` (center, end; anything else at the start) in the
  /// room the tracks leave.
  func trackStarts(_ node: Int, _ widths: [Double], _ heights: [Double], in inner: AxisPair)
    -> (columns: [Double], rows: [Double])
  {
    let settings = gridSettings(node)
    let rowSpread: Spread =
      switch settings.align {
      case .center: .center
      case .end: .end
      default: .start
      }
    return (
      Self.starts(widths, settings.columnSpacing, inner.width, Spread(settings.pack)),
      Self.starts(heights, settings.rowSpacing, inner.height, rowSpread)
    )
  }

  private static func starts(
    _ sizes: [Double], _ spacing: Double, _ room: Double, _ spread: Spread
  ) -> [Double] {
    let count = sizes.count
    var free = room - sizes.reduce(0, +) - spacing * Double(max(0, count - 1))
    if abs(free) <= tolerance(room) { free = 0 }
    let (lead, between) = spread.offsets(free: free, count: count)
    var starts: [Double] = []
    starts.reserveCapacity(count)
    var cursor = lead
    for size in sizes {
      starts.append(cursor)
      cursor += size + spacing + between
    }
    return starts
  }

  /// The length of a cell area `span` tracks long from `first`: the tracks and the spacing
  /// between them, and the room G6 spread between them. Summed (not end minus start) so an
  /// area without spread room is exactly its tracks' sum.
  static func areaLength(
    _ starts: [Double], _ sizes: [Double], _ spacing: Double, _ first: Int, _ span: Int
  ) -> Double {
    var length = spacing * Double(span - 1)
    for t in first..<(first + span) { length += sizes[t] }
    guard span > 1 else { return length }
    let last = first + span - 1
    let spread = starts[last] + sizes[last] - starts[first] - length
    return spread > tolerance(length) ? length + spread : length
  }

  /// Rule G7: each child in its cell area, placed there as in a Relative layout.
  mutating func placeGridChildren(_ node: Int, inner: AxisPair, origin: AxisPair) {
    let settings = gridSettings(node)
    let sized = sizeGrid(node, Proposal(inner, exactWidth: true, exactHeight: true))
    let (xs, ys) = trackStarts(node, sized.widths, sized.heights, in: inner)
    gridTrackRecord[Int32(node)] = GridTracks(
      columns: zip(xs, sized.widths).map { TrackSpan(start: origin.width + $0, length: $1) },
      rows: zip(ys, sized.heights).map { TrackSpan(start: origin.height + $0, length: $1) })
    for item in sized.items {
      // A cell area runs from its first track's start to its last track's end, so a child
      // spanning tracks that `pack` or `align` spread apart covers the room between them too.
      let width = Self.areaLength(
        xs, sized.widths, settings.columnSpacing, item.column, item.columnSpan)
      let height = Self.areaLength(ys, sized.heights, settings.rowSpacing, item.row, item.rowSpan)
      let area = Proposal(
        AxisPair(width: width, height: height), exactWidth: true, exactHeight: true)
      placeRelativeChild(
        node, item.node, area,
        AxisPair(width: origin.width + xs[item.column], height: origin.height + ys[item.row]))
      gridCellRecord[Int32(item.node)] = GridPlace(
        column: item.column, row: item.row, columnSpan: item.columnSpan, rowSpan: item.rowSpan)
    }
  }
}
