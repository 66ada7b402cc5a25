import Foundation
import LayoutComposer

/// What the mouse wheel over the canvas scrolls, and by how much: the innermost Scroll
/// around the component under the pointer that scrolls on the wheel's axis and can still
/// move that way (an outer one takes over at the end of an inner one, as in a browser); none
/// when nothing can move, so the canvas's own scrolled window gets the wheel.
///
/// ```swift
/// let step = WheelScroll.step(over: node, dx: 0, dy: 1, unit: .wheel, zoom: 1, in: snapshot)
/// step?.offset  // Point(x: 0, y: 48): a 520-high viewport on 568 of content, at its end
/// ```
public struct WheelScroll: Sendable, Equatable {
  /// How a wheel's deltas are counted (GdkScrollUnit).
  public enum Unit: Sendable {
    /// Notches of a wheel: each one moves a Scroll by its viewport's length to the power
    /// 2/3, GtkScrolledWindow's step (a 520-high viewport: 64.7 points).
    case wheel
    /// Pixels of the window (a touchpad): divided by the zoom to give layout points.
    case surface
  }

  /// The Scroll that moves.
  public var scroll: Int
  /// Its new offset, clamped to its content (rule R3).
  public var offset: Point

  /// The step for a wheel event over node `node` (nil: nothing under the pointer scrolls).
  public static func step(
    over node: Int, dx: Double, dy: Double, unit: Unit, zoom: Double, in snapshot: LayoutSnapshot
  ) -> WheelScroll? {
    guard dx.isFinite, dy.isFinite, node >= 0, node < snapshot.count else { return nil }
    var current: Int? = node
    while let index = current {
      current = snapshot.result.parent(of: index)
      guard let content = snapshot.result.scrollContent(at: index) else { continue }
      func distance(_ delta: Double, viewport: Double) -> Double {
        switch unit {
        case .wheel: delta * pow(viewport, 2.0 / 3.0)
        case .surface: delta / max(zoom, 0.01)
        }
      }
      // Right to left, a horizontal offset runs from the right edge: the wheel's right
      // moves towards offset 0.
      let sign = snapshot.direction == .rightToLeft ? -1.0 : 1.0
      let maximum = content.maximumOffset
      let x =
        content.axes == .vertical
        ? content.offset.x
        : min(
          max(0, content.offset.x + sign * distance(dx, viewport: content.viewport.width)),
          maximum.x)
      let y =
        content.axes == .horizontal
        ? content.offset.y
        : min(max(0, content.offset.y + distance(dy, viewport: content.viewport.height)), maximum.y)
      let offset = Point(x: x, y: y)
      if offset != content.offset { return WheelScroll(scroll: index, offset: offset) }
    }
    return nil
  }
}
