import LayoutComposer

/// A tag on the canvas naming a component. In the default view a name is shown only where it
/// covers no content; the hovered and the selected component always get one, with their
/// size (and, selected, their notes), as design tools show them.
///
/// ```swift
/// renderer.plan(for: snapshot).tags.first { $0.kind == .selected }?.text
/// // "nameLabel · 335 × 19"
/// ```
public struct NameTag: Sendable, Hashable {
  public enum Kind: Sendable, Hashable {
    /// A name (with notes when they are on) inside the component's frame.
    case name
    /// The component under the pointer: its name and size, outside its frame.
    case hovered
    /// The selected component: its name, size and notes, outside its frame.
    case selected
  }

  public var node: Int
  public var kind: Kind
  public var text: String
  /// Where the tag is drawn, in device pixels relative to the layout area's origin.
  public var frame: Frame
}

extension Frame {
  /// Whether two rectangles share any area (touching edges do not count).
  func intersects(_ other: Frame) -> Bool {
    x < other.maxX && other.x < maxX && y < other.maxY && other.y < maxY
  }

  /// The common part of two rectangles, nil when they do not overlap.
  func intersection(_ other: Frame) -> Frame? {
    let left = max(x, other.x)
    let top = max(y, other.y)
    let right = min(maxX, other.maxX)
    let bottom = min(maxY, other.maxY)
    guard right > left, bottom > top else { return nil }
    return Frame(x: left, y: top, width: right - left, height: bottom - top)
  }

  /// Whether `other` lies entirely inside this rectangle.
  func contains(_ other: Frame) -> Bool {
    other.x >= x && other.y >= y && other.maxX <= maxX && other.maxY <= maxY
  }

  /// The rectangle grown by `amount` on every side (shrunk for a negative amount).
  func outset(by amount: Double) -> Frame {
    Frame(
      x: x - amount, y: y - amount, width: max(0, width + 2 * amount),
      height: max(0, height + 2 * amount))
  }
}
