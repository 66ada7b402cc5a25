import CGtk
import LayoutComposerWidgets

/// The previewer's signals whose handlers take more than `GtkSignal.connect`'s (nothing, or
/// one pointer). Each signature has its own C thunk, because a C function pointer cannot
/// capture; `GtkSignal.attach` hands the closure to GLib in a `ClosureBox`.
///
/// ```swift
/// Signal.connectPoint(motion, "motion") { [weak self] x, y in self?.hover(x, y) }
/// ```
@MainActor
enum Signal {
  /// `motion` of GtkEventControllerMotion: a point.
  @discardableResult
  static func connectPoint(
    _ instance: GPointer, _ name: String, _ handler: @escaping @MainActor (Double, Double) -> Void
  ) -> UInt {
    typealias Thunk = @convention(c) (GPointer?, Double, Double, GPointer?) -> Void
    let thunk: Thunk = { _, x, y, data in
      MainActor.assumeIsolated {
        ClosureBox<@MainActor (Double, Double) -> Void>.from(data).handler(x, y)
      }
    }
    return GtkSignal.attach(instance, name, unsafeBitCast(thunk, to: GCallback.self), handler)
  }

  /// `pressed` of GtkGestureClick: the press count and a point.
  @discardableResult
  static func connectPress(
    _ instance: GPointer, _ name: String,
    _ handler: @escaping @MainActor (Int32, Double, Double) -> Void
  ) -> UInt {
    typealias Thunk = @convention(c) (GPointer?, Int32, Double, Double, GPointer?) -> Void
    let thunk: Thunk = { _, count, x, y, data in
      MainActor.assumeIsolated {
        ClosureBox<@MainActor (Int32, Double, Double) -> Void>.from(data).handler(count, x, y)
      }
    }
    return GtkSignal.attach(instance, name, unsafeBitCast(thunk, to: GCallback.self), handler)
  }

  /// `scroll` of GtkEventControllerScroll: the deltas; the handler answers whether it used
  /// them (else they go on to the widgets around, such as the canvas's scrolled window).
  @discardableResult
  static func connectScroll(
    _ instance: GPointer, _ handler: @escaping @MainActor (Double, Double) -> Bool
  ) -> UInt {
    typealias Thunk = @convention(c) (GPointer?, Double, Double, GPointer?) -> gboolean
    let thunk: Thunk = { _, dx, dy, data in
      MainActor.assumeIsolated {
        ClosureBox<@MainActor (Double, Double) -> Bool>.from(data).handler(dx, dy) ? 1 : 0
      }
    }
    return GtkSignal.attach(instance, "scroll", unsafeBitCast(thunk, to: GCallback.self), handler)
  }

  /// `response` of a GtkNativeDialog, `resize` of a GtkDrawingArea (first int only used).
  @discardableResult
  static func connectInt(
    _ instance: GPointer, _ name: String, _ handler: @escaping @MainActor (Int32) -> Void
  ) -> UInt {
    typealias Thunk = @convention(c) (GPointer?, Int32, GPointer?) -> Void
    let thunk: Thunk = { _, value, data in
      MainActor.assumeIsolated { ClosureBox<@MainActor (Int32) -> Void>.from(data).handler(value) }
    }
    return GtkSignal.attach(instance, name, unsafeBitCast(thunk, to: GCallback.self), handler)
  }

  /// `activate-link` of a GtkLabel: the link's URI; the handler answers whether it handled
  /// the link (GTK opens it otherwise).
  @discardableResult
  static func connectLink(
    _ instance: GPointer, _ handler: @escaping @MainActor (String) -> Bool
  ) -> UInt {
    typealias Thunk = @convention(c) (GPointer?, UnsafePointer<CChar>?, GPointer?) -> gboolean
    let thunk: Thunk = { _, uri, data in
      MainActor.assumeIsolated {
        let box = ClosureBox<@MainActor (String) -> Bool>.from(data)
        return box.handler(uri.map { String(cString: $0) } ?? "") ? 1 : 0
      }
    }
    return GtkSignal.attach(
      instance, "activate-link", unsafeBitCast(thunk, to: GCallback.self), handler)
  }

  /// `changed` of a GFileMonitor: the file and the event type.
  @discardableResult
  static func connectFileChanged(
    _ instance: GPointer, _ handler: @escaping @MainActor (GFileMonitorEvent) -> Void
  ) -> UInt {
    typealias Thunk =
      @convention(c) (GPointer?, GPointer?, GPointer?, GFileMonitorEvent, GPointer?) -> Void
    let thunk: Thunk = { _, _, _, event, data in
      MainActor.assumeIsolated {
        ClosureBox<@MainActor (GFileMonitorEvent) -> Void>.from(data).handler(event)
      }
    }
    return GtkSignal.attach(
      instance, "changed", unsafeBitCast(thunk, to: GCallback.self), handler)
  }
}

/// Runs a closure on the main loop once, soon (g_idle_add with a box released afterwards).
@MainActor
func runSoon(_ work: @escaping @MainActor () -> Void) {
  typealias Thunk = @convention(c) (GPointer?) -> gboolean
  let thunk: Thunk = { data in
    MainActor.assumeIsolated { ClosureBox<@MainActor () -> Void>.from(data).handler() }
    return 0  // G_SOURCE_REMOVE
  }
  g_idle_add_full(
    G_PRIORITY_DEFAULT_IDLE, thunk, ClosureBox(work).retainedPointer(), releaseBoxNotify)
}

/// Runs a closure after `milliseconds` once (g_timeout_add with a box released afterwards).
@MainActor
func runAfter(milliseconds: UInt32, _ work: @escaping @MainActor () -> Void) {
  typealias Thunk = @convention(c) (GPointer?) -> gboolean
  let thunk: Thunk = { data in
    MainActor.assumeIsolated { ClosureBox<@MainActor () -> Void>.from(data).handler() }
    return 0
  }
  g_timeout_add_full(
    G_PRIORITY_DEFAULT, milliseconds, thunk, ClosureBox(work).retainedPointer(), releaseBoxNotify)
}
