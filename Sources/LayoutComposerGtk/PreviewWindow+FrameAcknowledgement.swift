import CGtk
import LayoutComposerWidgets

extension PreviewWindow {
  /// The `frame` control command: answers `drawn` on the trace once the canvas has been
  /// drawn after the command and that frame has reached the display server, so a screenshot
  /// taken then shows every change the earlier commands made. (The `layout` and `variant`
  /// trace lines come from inside the drawing, before GTK hands the frame to the server;
  /// under load a screenshot taken right after them can still show the frame before.)
  func acknowledgeNextFrame() {
    frameRequests.append(drawCount)
    if frameClockHandler == nil, let clock = gtk_widget_get_frame_clock(area.as(GtkWidget.self)) {
      // The clock lives as long as the window's surface; the handler dies with it.
      frameClockHandler = GtkSignal.connect(raw(clock), "after-paint") { [weak self] in
        self?.frameWasPainted()
      }
    }
    redraw()
  }

  /// After GTK painted a frame (GdkFrameClock's `after-paint`: the canvas was drawn and the
  /// frame handed to the server): answers the requests made before a drawing of the canvas
  /// that this frame includes, once the server has handled everything sent so far.
  private func frameWasPainted() {
    guard !closed, frameRequests.contains(where: { $0 < drawCount }) else { return }
    gdk_display_sync(gtk_widget_get_display(area.as(GtkWidget.self)))
    let answered = frameRequests.filter { $0 < drawCount }.count
    frameRequests.removeAll { $0 < drawCount }
    for _ in 0..<answered { trace("drawn") }
  }
}
