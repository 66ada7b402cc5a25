import CGtk
import LayoutComposer

extension LayoutRenderer {
  /// Draws a text block in its content box, cut to its frame. Pango text is laid out in
  /// layout points by the same Pango configuration that measured it, and cairo scales it by
  /// the zoom, so it breaks into the lines the layout measured at every zoom.
  func drawText(
    _ block: TextBlock, _ snapshot: LayoutSnapshot, _ cr: OpaquePointer, _ layouter: TextLayouter
  ) {
    let frame = drawnFrame(of: block.node, in: snapshot)
    let zoom = options.zoom
    cairo_save(cr)
    defer { cairo_restore(cr) }
    rectangle(cr, frame)
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
      // character and centred in its line height.
      for line in block.lines where !line.text.isEmpty {
        let drawn = layouter.prepareMonospace(line.text, fontSize: block.fontSize)
        guard drawn > 0 else { continue }
        var logical = PangoRectangle()
        pango_layout_get_extents(layouter.layout, nil, &logical)
        let height = Double(logical.height) / Double(PANGO_SCALE)
        cairo_save(cr)
        cairo_translate(cr, line.x, line.top + (line.height - height) / 2)
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
