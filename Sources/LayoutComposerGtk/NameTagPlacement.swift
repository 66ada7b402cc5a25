import LayoutComposer

/// Finds room for name tags that cover nothing: not a text, not another tag, and not the
/// frame of any component other than the tagged one and its ancestors (which the tag sits
/// on anyway). Obstacles are kept in a coarse grid, so a check looks only at what is near.
///
/// ```swift
/// var placement = NameTagPlacement(bounds: visible)
/// placement.addObstacle(textRect, owner: nil)
/// let spot = placement.firstFree(candidates, mayCover: { isAncestorOrSelf($0) })
/// ```
struct NameTagPlacement {
  /// Work allowed for one drawing (cells filled plus obstacles looked at); past it the
  /// remaining names are left out, so a layout of 100,000 overlapping frames still draws at
  /// once. Hovered and selected names are not affected.
  static let budget = 2_000_000

  private let bounds: Frame
  private let cell: Double
  private let columns: Int
  private let rows: Int
  /// Per cell, the obstacles in it; only cells a tag may go in keep theirs.
  private var cells: [[Int32]]
  private var kept: [Bool]
  private var rects: [Frame] = []
  /// The component a rectangle is the frame of; -1 for texts and tags, which every tag avoids.
  private var owners: [Int32] = []
  private(set) var work = 0

  /// Whether the work budget ran out (later names are left out).
  var exhausted: Bool { work > Self.budget }

  /// Room for tags within `bounds`, which will only be asked about rectangles inside the
  /// `near` ones (every spot a tag may take): obstacles elsewhere are not kept.
  init(bounds: Frame, near spots: [Frame]? = nil) {
    self.bounds = bounds
    // Cells of at least 32 px, and at most about 64 across the area, so a frame covering the
    // whole canvas costs a few thousand cells at most.
    cell = max(32, max(bounds.width, bounds.height) / 64)
    columns = Int((bounds.width / cell).rounded(.up)) + 1
    rows = Int((bounds.height / cell).rounded(.up)) + 1
    cells = [[Int32]](repeating: [], count: columns * rows)
    kept = [Bool](repeating: spots == nil, count: columns * rows)
    for spot in spots ?? [] {
      guard let inside = spot.intersection(bounds) else { continue }
      forEachCell(of: inside) { kept[$0] = true }
    }
  }

  /// Adds a rectangle tags must not cover; `owner` is the component whose frame it is (its
  /// own tag and its descendants' tags may lie on it), nil for texts and tags.
  mutating func addObstacle(_ rect: Frame, owner: Int?) {
    guard !exhausted, let visible = rect.intersection(bounds) else { return }
    let index = Int32(rects.count)
    var added = false
    guard let (columnRange, rowRange) = cellRange(of: visible) else { return }
    filling: for row in rowRange {
      for key in (row * columns + columnRange.lowerBound)...(row * columns + columnRange.upperBound)
      where kept[key] {
        cells[key].append(index)
        added = true
        work += 1
        if work > Self.budget { break filling }
      }
    }
    if added {
      rects.append(visible)
      owners.append(Int32(owner ?? -1))
    }
  }

  /// The first candidate inside the bounds that overlaps no obstacle, except frames whose
  /// owner `mayCover` accepts; nil when none is free or the budget is spent.
  mutating func firstFree(_ candidates: [Frame], mayCover: (Int) -> Bool) -> Frame? {
    for candidate in candidates where bounds.contains(candidate) {
      guard !exhausted else { return nil }
      if isFree(candidate, mayCover: mayCover) { return candidate }
    }
    return nil
  }

  private mutating func isFree(_ rect: Frame, mayCover: (Int) -> Bool) -> Bool {
    var seen = Set<Int32>()
    var keys: [Int] = []
    forEachCell(of: rect) { keys.append($0) }
    for key in keys {
      for index in cells[key] where seen.insert(index).inserted {
        work += 1
        let owner = Int(owners[Int(index)])
        if rects[Int(index)].intersects(rect), owner < 0 || !mayCover(owner) { return false }
      }
      if exhausted { return false }
    }
    return true
  }

  /// Calls `body` with the key of every grid cell `rect` (already inside the bounds) touches.
  private func forEachCell(of rect: Frame, _ body: (Int) -> Void) {
    guard let (columnRange, rowRange) = cellRange(of: rect) else { return }
    for row in rowRange {
      for column in columnRange { body(row * columns + column) }
    }
  }

  /// The columns and rows of the grid cells `rect` (already inside the bounds) touches.
  private func cellRange(of rect: Frame) -> (ClosedRange<Int>, ClosedRange<Int>)? {
    let firstColumn = max(0, Int(((rect.x - bounds.x) / cell).rounded(.down)))
    let lastColumn = min(columns - 1, Int(((rect.maxX - bounds.x) / cell).rounded(.down)))
    let firstRow = max(0, Int(((rect.y - bounds.y) / cell).rounded(.down)))
    let lastRow = min(
      rows - 1, Int(((min(rect.maxY, bounds.maxY) - bounds.y) / cell).rounded(.down)))
    guard firstColumn <= lastColumn, firstRow <= lastRow else { return nil }
    return (firstColumn...lastColumn, firstRow...lastRow)
  }

  /// Where a tag of `size` may go inside `frame`, 2 px in from its edges, in the order to
  /// try them: text leaves start their text top-left, so their tag goes right; other leaves
  /// put it at the bottom, containers at the top, where their children usually leave room.
  static func candidates(in frame: Frame, size: Size, role: Role) -> [Frame] {
    let inset = 2.0
    guard frame.width >= size.width + 2 * inset, frame.height >= size.height + 2 * inset else {
      return []
    }
    let left = frame.x + inset
    let right = frame.maxX - inset - size.width
    let top = frame.y + inset
    let bottom = frame.maxY - inset - size.height
    func at(_ x: Double, _ y: Double) -> Frame {
      Frame(x: x, y: y, width: size.width, height: size.height)
    }
    switch role {
    case .text: return [at(right, top), at(right, bottom), at(left, bottom), at(left, top)]
    case .leaf: return [at(left, bottom), at(left, top), at(right, bottom), at(right, top)]
    case .container: return [at(left, top), at(right, top), at(left, bottom), at(right, bottom)]
    }
  }

  enum Role {
    case text
    case leaf
    case container
  }

  /// Where the hovered or selected component's tag may go, in order: just above its frame
  /// (outside the selection outline) at its left edge, then at its right edge, then below it
  /// likewise, then inside its top edge. Each is kept within `bounds`; the caller takes the
  /// first that covers no text.
  static func outside(_ frame: Frame, size: Size, bounds: Frame) -> [Frame] {
    let gap = 3.0
    func at(_ x: Double, _ y: Double) -> Frame {
      let left = max(bounds.x, min(x, bounds.maxX - size.width))
      return Frame(x: left, y: y, width: size.width, height: size.height)
    }
    var spots: [Frame] = []
    let above = frame.y - gap - size.height
    let below = frame.maxY + gap
    if above >= bounds.y {
      spots += [at(frame.x - 2, above), at(frame.maxX + 2 - size.width, above)]
    }
    if below + size.height <= bounds.maxY {
      spots += [at(frame.x - 2, below), at(frame.maxX + 2 - size.width, below)]
    }
    spots.append(at(frame.x + gap, max(bounds.y, frame.y + gap)))
    return spots
  }
}
