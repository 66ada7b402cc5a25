import CGtk
import LayoutComposer

/// What one drawing layer paints, per palette colour: margin bands, then fills, then borders,
/// in device pixels relative to the drawing's origin.
struct FrameLayer {
  /// The layer holds an overlay: the texts of the layers below are drawn before it.
  var raisesTexts = false
  var bands: [[(outer: Frame, hole: Frame?)]]
  /// Frames on whole pixels, cut to a little beyond the visible area.
  var frames: [[Frame]]
  /// Frames inside a Scroll that its viewport cuts (`CutFrame`); the frames a viewport
  /// shows whole are in `frames`, those it hides nowhere.
  var cut: [[CutFrame]] = []
}

extension LayoutRenderer {
  /// The layers of margins, fills and borders (`DrawingOrder`: parents under children,
  /// backgrounds under their host, overlays over it), each cut to the visible area.
  func frameLayers(_ snapshot: LayoutSnapshot, visible: Frame, order: DrawingOrder)
    -> [FrameLayer]
  {
    let count = snapshot.count
    var drawn = [Frame](repeating: .zero, count: count)
    // How many ancestors in a row are drawn at exactly the same place: past a few, more
    // translucent layers only darken the colour, and a chain 100,000 deep would take seconds.
    var sameAsParent = [Int](repeating: 0, count: count)
    for index in 0..<count {
      drawn[index] = drawnFrame(of: index, in: snapshot)
      if let parent = snapshot.result.parent(of: index), drawn[parent] == drawn[index] {
        sameAsParent[index] = sameAsParent[parent] + 1
      }
    }
    // Frames are cut to the visible area (a little beyond, so cut edges draw no border):
    // cairo's coordinates are 24.8 fixed point, and a frame a billion points wide would wrap.
    let reach = visible.outset(by: 4)
    let hues = Palette.hex.count
    let zoom = options.zoom
    let scrolled = !snapshot.viewports.isEmpty
    return order.nodesByLayer.map { layer in
      var result = FrameLayer(
        bands: options.margins ? [[(outer: Frame, hole: Frame?)]](repeating: [], count: hues) : [],
        frames: [[Frame]](repeating: [], count: hues),
        cut: scrolled ? [[CutFrame]](repeating: [], count: hues) : [])
      for index in layer
      where sameAsParent[index] <= Self.coincidingLayers || index == options.selected {
        if order.raised[index] { result.raisesTexts = true }
        // Inside a Scroll, everything is cut to its viewport (on whole pixels).
        let viewport = scrolled ? clip(of: index, in: snapshot).map(Self.snapped) : nil
        if let viewport, viewport.width < 1 || viewport.height < 1 { continue }
        if options.margins, index > 0 {
          let margins = snapshot.tree.effectiveMargins(at: index)
          if margins != .zero {
            let zoomed = Insets(
              top: margins.top * zoom, left: margins.left * zoom, bottom: margins.bottom * zoom,
              right: margins.right * zoom)
            if let seen = viewport.map({ visible.intersection($0) }) ?? visible,
              let band = MarginHatch.band(frame: drawn[index], margins: zoomed, visible: seen)
            {
              result.bands[index % hues].append(band)
            }
          }
        }
        guard let shown = drawn[index].intersection(reach) else { continue }
        let pixels = Self.snapped(shown)
        guard pixels.width >= 1, pixels.height >= 1 else { continue }
        if let viewport, !viewport.contains(pixels) {
          if pixels.intersects(viewport) {
            result.cut[index % hues].append(CutFrame(frame: pixels, clip: viewport))
          }
          continue
        }
        result.frames[index % hues].append(pixels)
      }
      return result
    }
  }

  /// Paints the layers and, over every frame, the texts; except that a layer holding
  /// overlays is painted over the texts below it, so an overlay covers its host's text as it
  /// covers its host. Where the context allows (`PixelCanvas`), the boxes are composited
  /// directly into pixels; elsewhere each colour of a layer is one cairo path and one fill.
  func paint(
    _ layers: [FrameLayer], texts: [TextBlock], order: DrawingOrder, canvas: PixelCanvas?,
    _ snapshot: LayoutSnapshot, _ cr: OpaquePointer, _ layouter: TextLayouter
  ) {
    var pendingTexts = texts.sorted { order.layers[$0.node] < order.layers[$1.node] }[...]
    func drawTexts(below layer: Int) {
      guard let block = pendingTexts.first, order.layers[block.node] < layer else { return }
      canvas?.yieldToCairo()
      while let block = pendingTexts.first, order.layers[block.node] < layer {
        drawText(block, snapshot, cr, layouter)
        pendingTexts = pendingTexts.dropFirst()
      }
      canvas?.resume()
    }
    let hatches =
      options.margins ? Palette.hex.map { MarginHatch.pattern(RGBA(hex: $0, alpha: 0.45)) } : []
    defer {
      for hatch in hatches { cairo_pattern_destroy(hatch) }
    }
    var tiles: [[UInt32]] = []
    for (index, layer) in layers.enumerated() {
      if layer.raisesTexts { drawTexts(below: index) }
      if let canvas {
        if options.margins, !layer.bands.allSatisfy(\.isEmpty) {
          if tiles.isEmpty { tiles = hatches.map(MarginHatch.tilePixels) }
          if !canvas.raster.fillMargins(layer.bands, tiles: tiles) {
            canvas.yieldToCairo()
            drawMargins(layer.bands, cr, hatches: hatches)
            canvas.resume()
          }
        }
        paintFrames(layer.frames, canvas, cr)
      } else {
        if options.margins { drawMargins(layer.bands, cr, hatches: hatches) }
        if options.fills { fillByColour(layer.frames, cr, alpha: options.fillAlpha, border: false) }
        if options.borders { fillByColour(layer.frames, cr, alpha: 1, border: true) }
      }
      if !layer.cut.isEmpty { paintCut(layer.cut, canvas, cr) }
    }
    canvas?.finish(cr)
    drawTexts(below: Int.max)
  }

  /// A layer's margins with cairo: per colour, one translucent fill and one fill with the
  /// hatch tile over the bands, each band cut to the visible area.
  private func drawMargins(
    _ bands: [[(outer: Frame, hole: Frame?)]], _ cr: OpaquePointer, hatches: [OpaquePointer]
  ) {
    for (hue, bands) in bands.enumerated() where !bands.isEmpty {
      for band in bands { MarginHatch.addBand(band, to: cr) }
      setColor(cr, RGBA(hex: Palette.hex[hue], alpha: 0.15))
      cairo_fill_preserve(cr)
      cairo_set_source(cr, hatches[hue])
      cairo_fill(cr)
    }
  }

  /// A layer's fills, then its borders, colour by colour as `fillByColour` paints them: into
  /// pixels, except a colour whose frames overlap, which cairo fills as one path.
  private func paintFrames(_ byHue: [[Frame]], _ canvas: PixelCanvas, _ cr: OpaquePointer) {
    let boxes = byHue.map { $0.compactMap(PixelBox.init(exactly:)) }
    let alone = boxes.enumerated().map { hue, boxes in
      boxes.count == byHue[hue].count && BoxRaster.areDisjoint(boxes)
    }
    func withCairo(_ hue: Int, alpha: Double, border: Bool) {
      canvas.yieldToCairo()
      fillHue(hue, byHue[hue], cr, alpha: alpha, border: border)
      canvas.resume()
    }
    if options.fills {
      for (hue, frames) in boxes.enumerated() where !byHue[hue].isEmpty {
        guard alone[hue] else {
          withCairo(hue, alpha: options.fillAlpha, border: false)
          continue
        }
        canvas.raster.fillInsides(
          frames, color: RGBA(hex: Palette.hex[hue], alpha: options.fillAlpha),
          bordered: options.borders)
      }
    }
    if options.borders {
      for (hue, frames) in boxes.enumerated() where !byHue[hue].isEmpty {
        guard alone[hue] else {
          withCairo(hue, alpha: 1, border: true)
          continue
        }
        canvas.raster.fillRings(frames, color: RGBA(hex: Palette.hex[hue]))
      }
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
      fillHue(hue, frames, cr, alpha: alpha, border: border)
    }
  }

  /// One colour's frames (or borders) as one cairo path and one fill.
  private func fillHue(
    _ hue: Int, _ frames: [Frame], _ cr: OpaquePointer, alpha: Double, border: Bool
  ) {
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

extension BoxRaster {
  /// One colour's fills. A border covers its frame's outermost pixels opaquely after the
  /// layer's fills, so with borders on only the inside of a frame is filled: the pixels are
  /// the same, a third fewer are touched.
  mutating func fillInsides(_ frames: [PixelBox], color: RGBA, bordered: Bool) {
    fill(bordered ? frames.compactMap(Self.insideBorder) : frames, color: color)
  }

  /// The part of a box its border leaves; nil when the border is the whole box.
  private static func insideBorder(_ box: PixelBox) -> PixelBox? {
    guard box.x1 - box.x0 > 2, box.y1 - box.y0 > 2 else { return nil }
    return PixelBox(x0: box.x0 + 1, y0: box.y0 + 1, x1: box.x1 - 1, y1: box.y1 - 1)
  }

  /// A layer's margins as boxes per colour, each band its margin box minus its frame; nil
  /// when a band is not on whole pixels or its frame pokes out of it (a negative margin),
  /// which only cairo paints exactly.
  static func marginBoxes(_ bands: [[(outer: Frame, hole: Frame?)]]) -> [[PixelBox]]? {
    var parts: [[PixelBox]] = []
    for bands in bands {
      var boxes: [PixelBox] = []
      for band in bands {
        guard let outer = PixelBox(exactly: band.outer) else { return nil }
        guard let frame = band.hole else {
          boxes.append(outer)
          continue
        }
        guard let hole = PixelBox(exactly: frame), outer.contains(hole) else { return nil }
        boxes += outer.subtracting(hole)
      }
      parts.append(boxes)
    }
    return parts
  }

  /// A layer's margins, as the cairo path paints them; false (nothing painted) when
  /// `marginBoxes` cannot say them.
  mutating func fillMargins(_ bands: [[(outer: Frame, hole: Frame?)]], tiles: [[UInt32]])
    -> Bool
  {
    // Bands whose margin boxes overlap stay cairo's (see the type's comment).
    guard let parts = Self.marginBoxes(bands),
      bands.allSatisfy({ Self.areDisjoint($0.compactMap { PixelBox(exactly: $0.outer) }) })
    else { return false }
    for (hue, boxes) in parts.enumerated() where !boxes.isEmpty {
      fill(boxes, color: RGBA(hex: Palette.hex[hue], alpha: 0.15))
      fill(boxes, tile: tiles[hue], side: MarginHatch.tile)
    }
    return true
  }
}
