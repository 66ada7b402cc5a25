import CGtk
import LayoutComposer

extension PreviewWindow {
  /// Switches between the single canvas and the variants view.
  func setVariants(_ on: Bool) {
    if (gtk_toggle_button_get_active(variantsButton.as(GtkToggleButton.self)) != 0) != on {
      gtk_toggle_button_set_active(variantsButton.as(GtkToggleButton.self), on ? 1 : 0)
    }
    guard on != showsVariants else { return }
    showsVariants = on
    lastReportedVariants = []
    lastReportedCanvas = nil
    trace("variants \(on ? "on" : "off")")
    updateInspector()
    redraw()
  }

  /// Draws every variant with its label; the set is made again when the layout, the canvas
  /// size or the zoom changed (a reload shows in every variant at once).
  func drawVariants(_ cr: OpaquePointer, width: Double, height: Double, dark: Bool) {
    guard let snapshot else { return }
    let viewport = canvasScroller.as(GtkWidget.self)
    let available = Size(
      width: Double(max(1, gtk_widget_get_width(viewport))),
      height: Double(max(1, gtk_widget_get_height(viewport))))
    if variants.map({
      $0.generation != generation || $0.available != available || $0.zoom != options.zoom
    }) ?? true {
      variants = VariantSet(
        snapshot, window: available, available: available, zoom: options.zoom,
        generation: generation)
      trace("variants-layout \(documentKey)")
      runSoon { [weak self] in self?.updateInspector() }
    }
    guard let variants else { return }
    var renderOptions = options
    renderOptions.zoom = variants.scale
    let renderer = LayoutRenderer(options: renderOptions)
    let layouter = TextLayouter()
    let ink = dark ? RGBA(hex: 0xdddddd) : RGBA(hex: 0x333333)
    for variant in variants.variants {
      let size = variant.snapshot.size
      _ = layouter.prepareTag(
        "\(variant.label) · \(formatNumber(size.width)) × \(formatNumber(size.height))",
        width: max(40, variant.area.width))
      cairo_set_source_rgba(cr, ink.red, ink.green, ink.blue, 1)
      cairo_move_to(cr, variant.area.x, variant.area.y - VariantSet.labelHeight + 3)
      pango_cairo_show_layout(cr, layouter.layout)
      // Each variant is cut to its device (with room for the selection outline), as a
      // screen would: what overflows it does not spill onto its neighbours.
      cairo_save(cr)
      let clip = variant.area.outset(by: 3)
      cairo_rectangle(cr, clip.x, clip.y, clip.width, clip.height)
      cairo_clip(cr)
      renderer.draw(variant.snapshot, in: cr, originX: variant.area.x, originY: variant.area.y)
      cairo_restore(cr)
    }
    updateContentSize(variants.contentSize)
    reportVariants(variants)
  }

  /// `variant ID WxH X Y SCALE` for each variant whose place changed: its layout size and
  /// where its layout area's origin is in the window's surface.
  private func reportVariants(_ variants: VariantSet) {
    guard trace.enabled else { return }
    let lines = variants.variants.compactMap { variant -> String? in
      guard let point = surfacePoint(variant.area.x, variant.area.y) else { return nil }
      return "variant \(variant.id) \(variant.snapshot.size) \(formatNumber(point.0)) "
        + "\(formatNumber(point.1)) \(formatNumber(variants.scale))"
    }
    guard lines != lastReportedVariants else { return }
    lastReportedVariants = lines
    for line in lines { trace(line) }
  }
}
