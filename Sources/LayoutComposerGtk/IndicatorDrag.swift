import LayoutComposer

/// Dragging a scroll indicator, as one drags GtkScrolledWindow's scrollbar: the offset moves
/// with the pointer in proportion, the pointer's movement times the content's length over
/// the viewport's (the bar is the viewport's share of the content long, so it stays under
/// the pointer), clamped to the content. A press grabs a bar within `reach` pixels of it.
///
/// ```swift
/// let drag = IndicatorDrag.begin(atX: 356, y: 300, in: snapshot, renderer: LayoutRenderer())
/// drag?.offset(dx: 0, dy: 26, in: snapshot)  // Point(x: 0, y: 28.4): 26 × 568 / 520
/// ```
public struct IndicatorDrag: Sendable, Equatable {
  /// The Scroll whose indicator is dragged.
  public var scroll: Int
  /// Whether the bar runs along the vertical axis (else the horizontal one).
  public var vertical: Bool
  /// The offset when the drag began.
  public var start: Point
  /// The content's length along the bar, in layout points.
  var contentLength: Double
  /// The viewport's length along the bar in device pixels (viewport × zoom): moving the
  /// pointer this far moves the offset by `contentLength`. Negative for a horizontal bar
  /// right to left, whose offset runs from the right edge (rule R3).
  var viewportPixels: Double

  /// How far around a bar (3 pixels thin) a press still grabs it, in device pixels.
  public static let reach = 3.0

  /// The drag of the indicator at a point of the drawing (device pixels from the layout
  /// area's origin); nil when no indicator is there. Of bars that overlap, the one drawn
  /// last (an inner Scroll's) is taken.
  public static func begin(
    atX x: Double, y: Double, in snapshot: LayoutSnapshot, renderer: LayoutRenderer
  ) -> IndicatorDrag? {
    guard x.isFinite, y.isFinite else { return nil }
    for bar in renderer.scrollIndicatorBars(in: snapshot).reversed() {
      let area = bar.frame.outset(by: reach)
      guard x >= area.x, x < area.maxX, y >= area.y, y < area.maxY else { continue }
      guard let content = snapshot.result.scrollContent(at: bar.scroll) else { continue }
      let zoom = max(renderer.options.zoom, 0.01)
      let viewport = bar.vertical ? content.viewport.height : content.viewport.width
      let length = bar.vertical ? content.contentSize.height : content.contentSize.width
      guard viewport > 0 else { continue }
      let sign = !bar.vertical && snapshot.direction == .rightToLeft ? -1.0 : 1.0
      return IndicatorDrag(
        scroll: bar.scroll, vertical: bar.vertical, start: content.offset,
        contentLength: length, viewportPixels: sign * viewport * zoom)
    }
    return nil
  }

  /// The offset after the pointer moved by `dx`, `dy` device pixels since the press,
  /// clamped to the Scroll's content; only the bar's axis moves.
  public func offset(dx: Double, dy: Double, in snapshot: LayoutSnapshot) -> Point? {
    guard let content = snapshot.result.scrollContent(at: scroll) else { return nil }
    let maximum = content.maximumOffset
    func clamped(_ value: Double, _ top: Double) -> Double {
      value.isFinite ? min(max(0, value), top) : 0
    }
    if vertical {
      return Point(
        x: content.offset.x, y: clamped(start.y + dy * contentLength / viewportPixels, maximum.y))
    }
    return Point(
      x: clamped(start.x + dx * contentLength / viewportPixels, maximum.x), y: content.offset.y)
  }
}
