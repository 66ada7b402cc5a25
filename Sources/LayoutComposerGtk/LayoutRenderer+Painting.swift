import CGtk
import LayoutComposer

extension LayoutRenderer {
  /// Draws a text block in its content box, cut to its frame and to the canvas (the frames
  /// are cut there too: a text of a layout that overflows its area, such as a dashboard's
  /// lower cards on a phone, ends where its frame is cut, as in a PNG of the same size).
  /// Pango text is laid out in layout points by the same Pango configuration that measured
  /// it, and cairo scales it by the zoom, so it breaks into the lines the layout measured at
  /// every zoom.
  func drawText(
    _ block: TextBlock, _ snapshot: LayoutSnapshot, _ cr: OpaquePointer, _ layouter: TextLayouter
  ) {
    let frame = drawnFrame(of: block.node, in: snapshot)
    guard let seen = shownFrame(of: block.node, in: snapshot),
      let shown = seen.intersection(canvasArea(snapshot))
    else { return }
    let zoom = options.zoom
    cairo_save(cr)
    defer { cairo_restore(cr) }
    rectangle(cr, shown)
    cairo_clip(cr)
    cairo_translate(
      cr, frame.x + (block.contentBox.x - snapshot.absoluteFrames[block.node].x) * zoom,
      frame.y + (block.contentBox.y - snapshot.absoluteFrames[block.node].y) * zoom)
    cairo_scale(cr, zoom, zoom)
    setColor(cr, contrasting(options.background).with(alpha: 0.85))
    switch block.style {
    case .pango:
      layouter.prepare(block)
      cairo_move_to(cr, 0, 0)
      pango_cairo_show_layout(cr, layouter.layout)
    case .fixedAdvance:
      // Each line in the monospace font, stretched to exactly the measurer's advance per
      // character, its glyphs on the measurer's baseline.
      for line in block.lines where !line.text.isEmpty {
        let drawn = layouter.prepareMonospace(line.text, fontSize: block.fontSize)
        guard drawn > 0 else { continue }
        let ascent = Double(pango_layout_get_baseline(layouter.layout)) / Double(PANGO_SCALE)
        cairo_save(cr)
        cairo_translate(cr, line.x, line.baseline - ascent)
        cairo_scale(cr, line.width / drawn, 1)
        cairo_move_to(cr, 0, 0)
        pango_cairo_show_layout(cr, layouter.layout)
        cairo_restore(cr)
      }
    }
  }

  /// A tag: names on a light plate in the component's colour, the hovered and selected
  /// component's in the accent colour, always cut to the tag's own rectangle.
  func drawTag(_ label: NameTag, _ cr: OpaquePointer, _ layouter: TextLayouter) {
    cairo_save(cr)
    defer { cairo_restore(cr) }
    rectangle(cr, label.frame)
    cairo_clip(cr)
    let ink: RGBA
    switch label.kind {
    case .name:
      setColor(cr, options.background.with(alpha: 0.8))
      let color = Palette.color(forNode: label.node)
      ink = isDark(options.background) ? color : color.darker
    case .hovered, .selected:
      setColor(cr, options.accent)
      ink = RGBA(hex: 0xffffff)
    }
    cairo_paint(cr)
    _ = layouter.prepareTag(label.text)
    setColor(cr, ink)
    cairo_move_to(cr, label.frame.x + 3, label.frame.y + 1)
    pango_cairo_show_layout(cr, layouter.layout)
  }
}

extension LayoutRenderer {
  /// Where the selection's shared baselines are drawn, in device pixels: each a line one
  /// pixel high across the HBox that aligns the selection (or its children) on baselines
  /// (`BaselineGuide`).
  public func baselineGuides(in snapshot: LayoutSnapshot) -> [Frame] {
    guard let selected = options.selected, selected < snapshot.count else { return [] }
    return BaselineGuide.lines(for: selected, in: snapshot).compactMap { line in
      let across = drawnFrame(of: line.hbox, in: snapshot)
      let offset = options.explodeOffset(depth: snapshot.result.depth(at: line.hbox) + 1)
      let y = ((line.y + offset) * options.zoom).rounded(.down)
      let guide = Frame(x: across.x.rounded(), y: y, width: across.width.rounded(), height: 1)
      // Inside a Scroll, only across what its viewport shows.
      guard let viewport = clip(of: line.hbox, in: snapshot) else { return guide }
      return guide.intersection(Self.snapped(viewport))
    }
  }

  /// A shared baseline: thin and dashed in the accent colour, so it reads as a guide, not a
  /// frame.
  func drawBaseline(_ line: Frame, _ cr: OpaquePointer) {
    cairo_save(cr)
    defer { cairo_restore(cr) }
    setColor(cr, options.accent)
    cairo_set_line_width(cr, 1)
    var pattern: [Double] = [4, 3]
    cairo_set_dash(cr, &pattern, 2, 0)
    cairo_move_to(cr, line.x, line.y + 0.5)
    cairo_line_to(cr, line.maxX, line.y + 0.5)
    cairo_stroke(cr)
  }
}
