import CGtk
import Foundation
import LayoutComposer
import LayoutComposerWidgets

/// A window in the test process with one child, shown at a size; counts its painted frames so
/// tests wait for "the next frame" after a change instead of sleeping.
@MainActor
final class TestWindow {
  let widget: UnsafeMutablePointer<GtkWidget>
  private let counter = FrameCounter()

  init(child: UnsafeMutablePointer<GtkWidget>, width: Int32, height: Int32) {
    widget = gtk_window_new()!
    gtk_window_set_default_size(window, width, height)
    gtk_window_set_child(window, child)
    gtk_widget_realize(widget)
    let counter = self.counter
    GtkSignal.connect(UnsafeMutableRawPointer(gtk_widget_get_frame_clock(widget)!), "after-paint") {
      counter.frames += 1
    }
    gtk_window_present(window)
  }

  var window: UnsafeMutablePointer<GtkWindow> {
    UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkWindow.self)
  }

  /// Waits for the first frame at the window's size; false after 10 seconds.
  func waitUntilShown() -> Bool {
    InProcessGtk.spin { counter.frames > 0 && gtk_widget_get_mapped(widget) != 0 }
  }

  /// Waits for the frame after a change (a resize, an update): layout and paint are done.
  @discardableResult
  func waitForNextFrame() -> Bool {
    let before = counter.frames
    return InProcessGtk.spin { counter.frames > before }
  }

  func resize(width: Int32, height: Int32) {
    gtk_window_set_default_size(window, width, height)
  }

  /// A widget's bounds in window coordinates (`gtk_widget_compute_bounds`).
  func bounds(of child: UnsafeMutablePointer<GtkWidget>) -> Frame? {
    var rect = graphene_rect_t()
    guard gtk_widget_compute_bounds(child, widget, &rect) != 0 else { return nil }
    return Frame(
      x: Double(rect.origin.x), y: Double(rect.origin.y), width: Double(rect.size.width),
      height: Double(rect.size.height))
  }

  func close() {
    gtk_window_destroy(window)
  }
}

@MainActor
private final class FrameCounter {
  var frames = 0
}
