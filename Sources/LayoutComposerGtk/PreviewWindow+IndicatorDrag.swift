import CGtk
import LayoutComposer

extension PreviewWindow {
  /// Dragging a scroll indicator scrolls its Scroll (`IndicatorDrag`). The gesture claims
  /// only presses that start on an indicator; elsewhere it steps aside at once, so clicks
  /// select as before. It listens on `host`, an ancestor of the canvas, in the capture
  /// phase: the divider beside the canvas (a GtkPaned) takes presses 6 pixels either side
  /// of its line, before the canvas sees them, and that is where a bar at the layout's
  /// right edge lies in Fit window.
  func installIndicatorDrag(on host: GPointer) {
    let drag = gtk_gesture_drag_new()!
    gtk_event_controller_set_propagation_phase(OpaquePointer(raw(drag)), GTK_PHASE_CAPTURE)
    Signal.connectPoint(raw(drag), "drag-begin") { [weak self] x, y in
      var grabbed = false
      if let self, let point = self.canvasPoint(x, y, from: host) {
        grabbed = self.beginIndicatorDrag(x: point.x, y: point.y)
      }
      gtk_gesture_set_state(
        drag, grabbed ? GTK_EVENT_SEQUENCE_CLAIMED : GTK_EVENT_SEQUENCE_DENIED)
    }
    Signal.connectPoint(raw(drag), "drag-update") { [weak self] dx, dy in
      self?.dragIndicator(dx: dx, dy: dy)
    }
    Signal.connectPoint(raw(drag), "drag-end") { [weak self] dx, dy in
      self?.dragIndicator(dx: dx, dy: dy)
      self?.indicatorDrag = nil
    }
    gtk_widget_add_controller(host.as(GtkWidget.self), OpaquePointer(raw(drag)))
  }

  /// A point of `host` as a point of the drawing area, nil where the canvas's scrolled
  /// window does not show it.
  private func canvasPoint(_ x: Double, _ y: Double, from host: GPointer) -> (x: Double, y: Double)?
  {
    let from = graphene_point_t(x: Float(x), y: Float(y))
    var inScroller = graphene_point_t()
    var inArea = graphene_point_t()
    let scroller = canvasScroller.as(GtkWidget.self)
    guard
      withUnsafePointer(
        to: from,
        { point in
          gtk_widget_compute_point(host.as(GtkWidget.self), scroller, point, &inScroller) != 0
            && gtk_widget_compute_point(
              host.as(GtkWidget.self), area.as(GtkWidget.self), point, &inArea)
              != 0
        }),
      inScroller.x >= 0, inScroller.y >= 0,
      Int32(inScroller.x) < gtk_widget_get_width(scroller),
      Int32(inScroller.y) < gtk_widget_get_height(scroller)
    else { return nil }
    return (Double(inArea.x), Double(inArea.y))
  }

  /// The indicator at a point of the drawing area, if any (the single view only).
  func indicator(atX x: Double, y: Double) -> IndicatorDrag? {
    guard !showsVariants, let snapshot else { return nil }
    return IndicatorDrag.begin(
      atX: x - origin.x, y: y - origin.y, in: snapshot, renderer: LayoutRenderer(options: options))
  }

  /// Starts dragging the indicator at a point of the drawing area; false when none is there.
  @discardableResult
  func beginIndicatorDrag(x: Double, y: Double) -> Bool {
    indicatorDrag = indicator(atX: x, y: y)
    return indicatorDrag != nil
  }

  /// Moves the dragged indicator's Scroll for a pointer `dx`, `dy` pixels from the press,
  /// lays out again and redraws; traces `scroll NAME X Y` when the offset changed (always
  /// with `traceAlways`). Answers the offset shown, nil when nothing is dragged.
  @discardableResult
  func dragIndicator(dx: Double, dy: Double, traceAlways: Bool = false) -> Point? {
    guard let drag = indicatorDrag, var snapshot,
      let before = snapshot.result.scrollContent(at: drag.scroll)?.offset,
      let offset = drag.offset(dx: dx, dy: dy, in: snapshot)
    else { return nil }
    snapshot.scroll(at: drag.scroll, to: offset)
    self.snapshot = snapshot
    let shown = snapshot.result.scrollContent(at: drag.scroll)?.offset ?? offset
    if shown != before || traceAlways {
      trace(
        "scroll \(snapshot.displayName(at: drag.scroll)) \(formatNumber(shown.x)) "
          + "\(formatNumber(shown.y))")
    }
    if shown != before {
      if let pointer { options.highlighted = node(atX: pointer.x, y: pointer.y) }
      updateInspector()
      redraw()
    }
    return shown
  }
}
