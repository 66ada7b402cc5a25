import CGtk
import LayoutComposer

extension LayoutRenderer {
  /// The grid whose tracks go with the selection: the selection itself when it is a grid,
  /// else the grid it is a child of, else none.
  func guidedGrid(in snapshot: LayoutSnapshot) -> Int? {
    guard let selected = options.selected, selected < snapshot.count else { return nil }
    if snapshot.result.gridTracks(at: selected) != nil { return selected }
    guard let parent = snapshot.result.parent(of: selected),
      snapshot.result.gridTracks(at: parent) != nil,
      snapshot.result.decoration(at: selected) == nil
    else { return nil }
    return parent
  }

  /// Where the selected grid's column and row edges are drawn, in device pixels: each a line
  /// one pixel wide (a column edge) or high (a row edge) across the grid's frame, so the
  /// tracks a child's cell area comes from can be seen (docs/semantics.md, "Grid").
  public func trackGuides(in snapshot: LayoutSnapshot) -> [Frame] {
    guard let grid = guidedGrid(in: snapshot), let tracks = snapshot.result.gridTracks(at: grid)
    else { return [] }
    let frame = drawnFrame(of: grid, in: snapshot)
    let zoom = options.zoom
    var edges = Set<Double>()
    var lines: [Frame] = []
    for column in tracks.columns {
      for edge in [column.start, column.end] {
        let x = (frame.x + edge * zoom).rounded(.down)
        if edges.insert(x).inserted {
          lines.append(Frame(x: x, y: frame.y.rounded(), width: 1, height: frame.height.rounded()))
        }
      }
    }
    edges.removeAll()
    for row in tracks.rows {
      for edge in [row.start, row.end] {
        let y = (frame.y + edge * zoom).rounded(.down)
        if edges.insert(y).inserted {
          lines.append(Frame(x: frame.x.rounded(), y: y, width: frame.width.rounded(), height: 1))
        }
      }
    }
    // Inside a Scroll, only what its viewport shows.
    guard let viewport = clip(of: grid, in: snapshot).map(Self.snapped) else { return lines }
    return lines.compactMap { $0.intersection(viewport) }
  }

  /// A track edge: thin and dotted in the accent colour, fainter than a baseline guide.
  func drawTrackGuide(_ line: Frame, _ cr: OpaquePointer) {
    cairo_save(cr)
    defer { cairo_restore(cr) }
    var color = options.accent
    color.alpha = 0.7
    setColor(cr, color)
    cairo_set_line_width(cr, 1)
    var pattern: [Double] = [2, 3]
    cairo_set_dash(cr, &pattern, 2, 0)
    if line.width == 1 {
      cairo_move_to(cr, line.x + 0.5, line.y)
      cairo_line_to(cr, line.x + 0.5, line.maxY)
    } else {
      cairo_move_to(cr, line.x, line.y + 0.5)
      cairo_line_to(cr, line.maxX, line.y + 0.5)
    }
    cairo_stroke(cr)
  }
}
