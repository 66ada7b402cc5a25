import CGtk
import LayoutComposer

/// Draws a laid-out tree with cairo: each component a rectangle in its own colour with a
/// translucent fill, a border, its margins hatched, text leaves' text in their content box,
/// and names where they cover nothing, as the SwiftUI layout talk recommends for seeing
/// where frames really are.
///
/// ```swift
/// let renderer = LayoutRenderer(options: RenderOptions())
/// renderer.draw(snapshot, in: cr, originX: 0, originY: 0)
/// ```
public struct LayoutRenderer: Sendable {
  public var options: RenderOptions
  /// How boxes are composited; tests compare the pixel path with cairo's.
  var pixelPath = PixelPath.automatic

  /// Frames drawn at the same place as their parent get their own fill and border only for
  /// this many levels in a row.
  public static let coincidingLayers = 8

  public init(options: RenderOptions = RenderOptions()) {
    self.options = options
  }

  /// The size, in device pixels, the drawing of `snapshot` covers: the layout area zoomed,
  /// plus the offset of the deepest level in the exploded view.
  public func canvasSize(for snapshot: LayoutSnapshot) -> Size {
    var deepest = 0
    if options.exploded {
      for node in 0..<snapshot.count { deepest = max(deepest, snapshot.result.depth(at: node)) }
    }
    let extra = options.explodeOffset(depth: deepest) * options.zoom
    return Size(
      width: snapshot.size.width * options.zoom + extra,
      height: snapshot.size.height * options.zoom + extra)
  }

  /// The canvas as a rectangle at the origin.
  func canvasArea(_ snapshot: LayoutSnapshot) -> Frame {
    let size = canvasSize(for: snapshot)
    return Frame(x: 0, y: 0, width: size.width, height: size.height)
  }

  /// Where node `index` is drawn, in device pixels relative to the drawing's origin.
  public func drawnFrame(of index: Int, in snapshot: LayoutSnapshot) -> Frame {
    let frame = snapshot.absoluteFrames[index]
    let offset = options.explodeOffset(depth: snapshot.result.depth(at: index))
    let zoom = options.zoom
    return Frame(
      x: (frame.x + offset) * zoom, y: (frame.y + offset) * zoom,
      width: frame.width * zoom, height: frame.height * zoom)
  }

  /// The frame of node `index` minus its padding, in layout coordinates: where its text or
  /// its children go.
  public func contentBox(of index: Int, in snapshot: LayoutSnapshot) -> Frame {
    let frame = snapshot.absoluteFrames[index]
    let padding = snapshot.tree.effectivePadding(at: index)
    return Frame(
      x: frame.x + padding.left, y: frame.y + padding.top,
      width: max(0, frame.width - padding.horizontal),
      height: max(0, frame.height - padding.vertical))
  }

  /// Where a text block's text is drawn, in device pixels: from its content box's corner,
  /// as large as its lines, cut to its frame (text never draws outside its frame).
  public func drawnTextRect(_ block: TextBlock, in snapshot: LayoutSnapshot) -> Frame? {
    let frame = drawnFrame(of: block.node, in: snapshot)
    let zoom = options.zoom
    let text = Frame(
      x: frame.x + (block.contentBox.x + block.left - snapshot.absoluteFrames[block.node].x)
        * zoom,
      y: frame.y + (block.contentBox.y - snapshot.absoluteFrames[block.node].y) * zoom,
      width: block.size.width * zoom, height: block.size.height * zoom)
    // Inside a Scroll, only what its viewport shows.
    guard let shown = shownFrame(of: block.node, in: snapshot) else { return nil }
    return text.intersection(shown)
  }

  /// The component drawn on top at a point (device pixels relative to the origin): of the
  /// drawn nodes whose frame contains it, the one painted last (`DrawingOrder`), so a child
  /// wins over its parent and an overlay over its host. Hidden alternatives are never found.
  public func node(atX x: Double, y: Double, in snapshot: LayoutSnapshot) -> Int? {
    let order = DrawingOrder(snapshot.result)
    var found: Int?
    for index in 0..<snapshot.count
    where order.isDrawn(index)
      && (shownFrame(of: index, in: snapshot)?.contains(x: x, y: y) ?? false)
    {
      if let best = found, !order.isAbove(index, best) { continue }
      found = index
    }
    return found
  }

  /// Draws `snapshot` with its layout area's top-left corner at the origin. Only what lies
  /// in the context's clip is drawn, so a huge layout costs what is visible.
  public func draw(
    _ snapshot: LayoutSnapshot, in cr: OpaquePointer, originX: Double, originY: Double
  ) {
    cairo_save(cr)
    defer { cairo_restore(cr) }
    cairo_translate(cr, originX, originY)
    let area = Frame(
      x: 0, y: 0, width: snapshot.size.width * options.zoom,
      height: snapshot.size.height * options.zoom)
    var clip = (x1: 0.0, y1: 0.0, x2: 0.0, y2: 0.0)
    cairo_clip_extents(cr, &clip.x1, &clip.y1, &clip.x2, &clip.y2)
    let extents = Frame(x: clip.x1, y: clip.y1, width: clip.x2 - clip.x1, height: clip.y2 - clip.y1)
    guard let visible = extents.intersection(canvasArea(snapshot)) else { return }
    let shown = area.intersection(visible)
    let layouter = TextLayouter()
    let plan = plan(snapshot, visible: visible, layouter: layouter)
    let order = DrawingOrder(snapshot.result)
    let layers = frameLayers(snapshot, visible: visible, order: order)
    let canvas = PixelCanvas.make(
      for: cr, layers: layers, shown: shown, background: options.background, path: pixelPath)
    if let shown {
      if let canvas, canvas.isOffscreen, let box = PixelBox(exactly: shown) {
        canvas.raster.fill([box], color: options.background)
      } else {
        setColor(cr, options.background)
        rectangle(cr, shown)
        cairo_fill(cr)
        canvas?.resume()
      }
    }
    paint(layers, texts: plan.texts, order: order, canvas: canvas, snapshot, cr, layouter)
    for bar in scrollIndicators(in: snapshot) { drawScrollIndicator(bar, cr) }
    for label in plan.tags where label.kind == .name { drawTag(label, cr, layouter) }
    if let highlighted = options.highlighted, highlighted < snapshot.count,
      order.isDrawn(highlighted)
    {
      outline(highlighted, snapshot, cr, dashed: true)
    }
    if let selected = options.selected, selected < snapshot.count, order.isDrawn(selected) {
      outline(selected, snapshot, cr, dashed: false)
    }
    for line in trackGuides(in: snapshot) { drawTrackGuide(line, cr) }
    for line in baselineGuides(in: snapshot) { drawBaseline(line, cr) }
    for label in plan.tags where label.kind != .name { drawTag(label, cr, layouter) }
  }

  /// The hover (dashed) or selection outline: 2 pixels just outside the frame, so it never
  /// covers what the frame holds.
  /// Inside a Scroll it is cut to the viewport and the 2 pixels around it, where the
  /// Scroll's own outline goes.
  private func outline(
    _ node: Int, _ snapshot: LayoutSnapshot, _ cr: OpaquePointer, dashed: Bool
  ) {
    let frame = drawnFrame(of: node, in: snapshot)
    cairo_save(cr)
    if let viewport = clip(of: node, in: snapshot) {
      guard frame.intersects(viewport) else {
        cairo_restore(cr)
        return
      }
      rectangle(cr, Self.snapped(viewport).outset(by: 2))
      cairo_clip(cr)
    }
    setColor(cr, options.accent)
    let width = 2.0
    cairo_set_line_width(cr, width)
    if dashed {
      var pattern: [Double] = [5, 3]
      cairo_set_dash(cr, &pattern, 2, 0)
    }
    let around = Self.snapped(frame).outset(by: width / 2)
    rectangle(cr, around)
    cairo_stroke(cr)
    cairo_restore(cr)
  }

  /// The frame with each edge on the nearest pixel (`Frame.edgesRounded`).
  static func snapped(_ frame: Frame) -> Frame { frame.edgesRounded }

  func rectangle(_ cr: OpaquePointer, _ frame: Frame) {
    cairo_rectangle(cr, frame.x, frame.y, frame.width, frame.height)
  }

  func setColor(_ cr: OpaquePointer, _ color: RGBA) {
    cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
  }
}

/// Whether a background is dark enough that text on it should be light.
func isDark(_ color: RGBA) -> Bool {
  0.299 * color.red + 0.587 * color.green + 0.114 * color.blue < 0.5
}

/// Black on a light background, white on a dark one.
func contrasting(_ color: RGBA) -> RGBA {
  isDark(color) ? RGBA(hex: 0xffffff) : RGBA(hex: 0x000000)
}
