/// What the renderer draws: the debugging techniques of the SwiftUI layout talk (coloured
/// borders, translucent overlays, an exploded view) as toggles, plus zoom and the inspector's
/// highlight and selection.
///
/// ```swift
/// var options = RenderOptions()
/// options.fills = false  // borders only
/// options.zoom = 2
/// ```
public struct RenderOptions: Sendable, Hashable {
  /// Fill each frame with its colour at `fillAlpha`.
  public var fills = true
  /// 0.25 shows nesting through overlapping fills; 1 makes each pixel belong to one frame.
  public var fillAlpha = 0.25
  public var borders = true
  /// Names where they fit without covering any content (text, other frames, other names).
  /// The hovered and the selected component are named whatever this says.
  public var names = true
  /// Every name, even where it covers content (the view for those who want everything).
  public var allNames = false
  /// Notes such as `flex 1`, `VBox pack center` in every name tag; the selected component's
  /// tag and the inspector always show them.
  public var notes = false
  /// Shade the margins around each frame.
  public var margins = true
  /// Offset each nesting level so frames that coincide can be told apart.
  public var exploded = false
  /// The offset per level in the exploded view, in layout points.
  public var explodeStep = 10.0
  public var zoom = 1.0
  /// Draw text leaves' text.
  public var texts = true
  /// The colour under the layout area; the previewer picks it from the theme.
  public var background = RGBA(hex: 0xffffff)
  /// A node outlined as the pointer hovers it.
  public var highlighted: Int?
  /// The node the inspector shows.
  public var selected: Int?
  /// The colour of the selection and hover outlines and their tags.
  public var accent = RGBA(hex: 0x1c71d8)

  public init() {}

  /// The offset of node `depth` levels deep, in layout points.
  /// Levels deeper than `explodeLevels` share the last offset, so a very deep tree does not
  /// make a canvas of millions of pixels.
  func explodeOffset(depth: Int) -> Double {
    exploded ? Double(min(depth, Self.explodeLevels)) * explodeStep : 0
  }

  static let explodeLevels = 40
}
