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
    let padding = snapshot.tree.options(at: index).padding ?? .zero
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
    return text.intersection(frame)
  }

  /// The component drawn on top at a point (device pixels relative to the origin): of the
  /// drawn nodes whose frame contains it, the one painted last (`DrawingOrder`), so a child
  /// wins over its parent and an overlay over its host. Hidden alternatives are never found.
  public func node(atX x: Double, y: Double, in snapshot: LayoutSnapshot) -> Int? {
    let order = DrawingOrder(snapshot.result)
    var found: Int?
    for index in 0..<snapshot.count
    where order.isDrawn(index) && drawnFrame(of: index, in: snapshot).contains(x: x, y: y) {
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
    if let shown = area.intersection(visible) {
      setColor(cr, options.background)
      rectangle(cr, shown)
      cairo_fill(cr)
    }
    let layouter = TextLayouter()
    let plan = plan(snapshot, visible: visible, layouter: layouter)
    let order = DrawingOrder(snapshot.result)
    drawFrames(snapshot, cr, visible: visible, order: order, texts: plan.texts, layouter)
    for label in plan.tags where label.kind == .name { drawTag(label, cr, layouter) }
    if let highlighted = options.highlighted, highlighted < snapshot.count,
      order.isDrawn(highlighted)
    {
      outline(drawnFrame(of: highlighted, in: snapshot), cr, dashed: true)
    }
    if let selected = options.selected, selected < snapshot.count, order.isDrawn(selected) {
      outline(drawnFrame(of: selected, in: snapshot), cr, dashed: false)
    }
    for line in baselineGuides(in: snapshot) { drawBaseline(line, cr) }
    for label in plan.tags where label.kind != .name { drawTag(label, cr, layouter) }
  }

  /// Margins, fills and borders, layer by layer (`DrawingOrder`: parents under children,
  /// backgrounds under their host, overlays over it), then the texts. A text is drawn over
  /// every frame, except that the layers holding overlays are drawn over the texts below
  /// them, so an overlay covers its host's text as it covers its host.
  private func drawFrames(
    _ snapshot: LayoutSnapshot, _ cr: OpaquePointer, visible: Frame, order: DrawingOrder,
    texts: [TextBlock], _ layouter: TextLayouter
  ) {
    // How many ancestors in a row are drawn at exactly the same place: past a few, more
    // translucent layers only darken the colour, and a chain 100,000 deep would take seconds.
    var sameAsParent = [Int](repeating: 0, count: snapshot.count)
    for index in 0..<snapshot.count {
      if let parent = snapshot.result.parent(of: index),
        drawnFrame(of: parent, in: snapshot) == drawnFrame(of: index, in: snapshot)
      {
        sameAsParent[index] = sameAsParent[parent] + 1
      }
    }
    let levels = order.nodesByLayer.map { layer in
      layer.filter { sameAsParent[$0] <= Self.coincidingLayers || $0 == options.selected }
    }
    var pendingTexts = texts.sorted { order.layers[$0.node] < order.layers[$1.node] }[...]
    func drawTexts(below layer: Int) {
      while let block = pendingTexts.first, order.layers[block.node] < layer {
        drawText(block, snapshot, cr, layouter)
        pendingTexts = pendingTexts.dropFirst()
      }
    }
    // Frames are cut to the visible area (a little beyond, so cut edges draw no border):
    // cairo's coordinates are 24.8 fixed point, and a frame a billion points wide would wrap.
    let reach = visible.outset(by: 4)
    let hatches =
      options.margins ? Palette.hex.map { MarginHatch.pattern(RGBA(hex: $0, alpha: 0.45)) } : []
    defer {
      for hatch in hatches { cairo_pattern_destroy(hatch) }
    }
    // Within a level, the boxes of one colour are one path and one fill: cairo's cost is per
    // call, and a redraw of thousands of frames would otherwise spend it thousands of times.
    for (layer, level) in levels.enumerated() {
      if level.contains(where: { order.raised[$0] }) { drawTexts(below: layer) }
      if options.margins { drawMargins(level, snapshot, cr, visible: visible, hatches: hatches) }
      var byHue = [[Frame]](repeating: [], count: Palette.hex.count)
      for index in level {
        guard let shown = drawnFrame(of: index, in: snapshot).intersection(reach) else { continue }
        let pixels = Self.snapped(shown)
        if pixels.width >= 1, pixels.height >= 1 {
          byHue[index % Palette.hex.count].append(pixels)
        }
      }
      if options.fills { fillByColour(byHue, cr, alpha: options.fillAlpha, border: false) }
      if options.borders { fillByColour(byHue, cr, alpha: 1, border: true) }
    }
    drawTexts(below: Int.max)
  }

  /// The margins of a level's nodes: per colour, one translucent fill and one fill with the
  /// hatch tile over the bands, each band cut to the visible area.
  private func drawMargins(
    _ level: [Int], _ snapshot: LayoutSnapshot, _ cr: OpaquePointer, visible: Frame,
    hatches: [OpaquePointer]
  ) {
    var byHue = [[(outer: Frame, hole: Frame?)]](repeating: [], count: Palette.hex.count)
    let zoom = options.zoom
    for index in level where index > 0 {
      let margins = snapshot.tree.effectiveMargins(at: index)
      guard margins != .zero else { continue }
      let zoomed = Insets(
        top: margins.top * zoom, left: margins.left * zoom, bottom: margins.bottom * zoom,
        right: margins.right * zoom)
      if let band = MarginHatch.band(
        frame: drawnFrame(of: index, in: snapshot), margins: zoomed, visible: visible)
      {
        byHue[index % Palette.hex.count].append(band)
      }
    }
    for (hue, bands) in byHue.enumerated() where !bands.isEmpty {
      for band in bands { MarginHatch.addBand(band, to: cr) }
      setColor(cr, RGBA(hex: Palette.hex[hue], alpha: 0.15))
      cairo_fill_preserve(cr)
      cairo_set_source(cr, hatches[hue])
      cairo_fill(cr)
    }
  }

  /// Fills the frames (or their 1-pixel borders), one path per palette colour. Frames are on
  /// whole pixels, so cairo composites plain boxes instead of rasterising antialiased paths,
  /// and the edges stay crisp. Each border is its frame clockwise and the frame one pixel in
  /// counter-clockwise, so with the winding rule overlapping borders add up instead of
  /// cancelling.
  private func fillByColour(
    _ byHue: [[Frame]], _ cr: OpaquePointer, alpha: Double, border: Bool
  ) {
    for (hue, frames) in byHue.enumerated() where !frames.isEmpty {
      for pixels in frames {
        rectangle(cr, pixels)
        if border, pixels.width > 2, pixels.height > 2 {
          let inner = Frame(
            x: pixels.x + 1, y: pixels.y + 1, width: pixels.width - 2, height: pixels.height - 2)
          cairo_move_to(cr, inner.x, inner.y)
          cairo_line_to(cr, inner.x, inner.maxY)
          cairo_line_to(cr, inner.maxX, inner.maxY)
          cairo_line_to(cr, inner.maxX, inner.y)
          cairo_close_path(cr)
        }
      }
      setColor(cr, RGBA(hex: Palette.hex[hue], alpha: alpha))
      cairo_fill(cr)
    }
  }

  /// The hover (dashed) or selection outline: 2 pixels just outside the frame, so it never
  /// covers what the frame holds.
  private func outline(_ frame: Frame, _ cr: OpaquePointer, dashed: Bool) {
    cairo_save(cr)
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

  /// The frame with each edge rounded to the nearest pixel; neighbours that touch still touch.
  static func snapped(_ frame: Frame) -> Frame {
    let left = frame.x.rounded()
    let top = frame.y.rounded()
    return Frame(
      x: left, y: top, width: (frame.x + frame.width).rounded() - left,
      height: (frame.y + frame.height).rounded() - top)
  }

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
