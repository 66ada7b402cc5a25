import CGtk
import LayoutComposer

extension PreviewWindow {
  /// The mouse wheel over a Scroll scrolls it (`WheelScroll`); elsewhere, or at a Scroll's
  /// end, the wheel goes on to the canvas's scrolled window.
  func installWheelHandler() {
    let flags = GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES.rawValue
    let controller = gtk_event_controller_scroll_new(GtkEventControllerScrollFlags(flags))!
    Signal.connectScroll(raw(controller)) { [weak self] dx, dy in
      guard let self, let pointer = self.pointer else { return false }
      let unit: WheelScroll.Unit =
        gtk_event_controller_scroll_get_unit(controller) == GDK_SCROLL_UNIT_WHEEL
        ? .wheel : .surface
      return self.wheel(x: pointer.x, y: pointer.y, dx: dx, dy: dy, unit: unit)
    }
    gtk_widget_add_controller(area.as(GtkWidget.self), controller)
  }

  /// Scrolls the Scroll a wheel event at a point of the drawing area reaches, lays the
  /// layout out again and redraws; false when nothing there scrolls. Traces `scroll NAME X Y`
  /// with the new offset.
  @discardableResult
  func wheel(x: Double, y: Double, dx: Double, dy: Double, unit: WheelScroll.Unit) -> Bool {
    guard !showsVariants, var snapshot, let node = node(atX: x, y: y),
      let step = WheelScroll.step(
        over: node, dx: dx, dy: dy, unit: unit, zoom: options.zoom, in: snapshot)
    else { return false }
    snapshot.scroll(at: step.scroll, to: step.offset)
    self.snapshot = snapshot
    let shown = snapshot.result.scrollContent(at: step.scroll)?.offset ?? step.offset
    trace(
      "scroll \(snapshot.displayName(at: step.scroll)) \(formatNumber(shown.x)) "
        + "\(formatNumber(shown.y))")
    // What is under the pointer moved with the content.
    options.highlighted = self.node(atX: x, y: y)
    updateInspector()
    redraw()
    return true
  }
}
