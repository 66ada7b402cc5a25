import CGtk

/// Connects Swift closures to GObject signals: the closure travels to GLib in a retained box
/// that GLib releases when the handler is disconnected or the object is finalized.
///
/// ```swift
/// GtkSignal.connect(button.gtk, "clicked") { print("clicked") }
/// ```
@MainActor
public enum GtkSignal {
  /// A signal whose handler takes no argument besides the instance (`clicked`, `activate`).
  /// Returns the handler id.
  @discardableResult
  public static func connect(
    _ instance: UnsafeMutableRawPointer, _ name: String,
    _ handler: @escaping @MainActor () -> Void
  ) -> UInt {
    typealias Thunk = @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void
    let thunk: Thunk = { _, data in
      MainActor.assumeIsolated { ClosureBox<@MainActor () -> Void>.from(data).handler() }
    }
    return attach(instance, name, unsafeBitCast(thunk, to: GCallback.self), handler)
  }

  /// A signal whose handler takes one pointer argument (`notify::…` its GParamSpec, a list
  /// item factory's `setup` and `bind` their GtkListItem).
  @discardableResult
  public static func connect(
    _ instance: UnsafeMutableRawPointer, _ name: String,
    _ handler: @escaping @MainActor (UnsafeMutableRawPointer?) -> Void
  ) -> UInt {
    typealias Thunk =
      @convention(c) (
        UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?
      ) -> Void
    let thunk: Thunk = { _, argument, data in
      MainActor.assumeIsolated {
        ClosureBox<@MainActor (UnsafeMutableRawPointer?) -> Void>.from(data).handler(argument)
      }
    }
    return attach(instance, name, unsafeBitCast(thunk, to: GCallback.self), handler)
  }

  /// Connects `callback`, a C thunk for the signal's signature that calls the handler
  /// through `ClosureBox.from(data)`; GLib releases the box with the handler. For the
  /// previewer's signals of other signatures.
  package static func attach<Handler>(
    _ instance: UnsafeMutableRawPointer, _ name: String, _ callback: GCallback,
    _ handler: Handler
  ) -> UInt {
    let box = ClosureBox(handler).retainedPointer()
    return g_signal_connect_data(instance, name, callback, box, releaseBox, GConnectFlags(0))
  }
}

/// A closure GLib holds through a retained pointer (a signal handler, a draw function, an
/// idle source) and releases with the destroy notify (`releaseBox`, `releaseBoxNotify`) when
/// the handler is disconnected or the instance dies. The previewer's signals use it too.
package final class ClosureBox<Handler> {
  package let handler: Handler
  package init(_ handler: Handler) { self.handler = handler }

  /// The retained pointer handed to GLib; the destroy notify balances it.
  package func retainedPointer() -> UnsafeMutableRawPointer {
    Unmanaged.passRetained(self).toOpaque()
  }

  package static func from(_ data: UnsafeMutableRawPointer?) -> ClosureBox<Handler> {
    Unmanaged<ClosureBox<Handler>>.fromOpaque(data!).takeUnretainedValue()
  }
}

/// GLib's destroy notify for a closure box: balances `retainedPointer`.
package let releaseBox: GClosureNotify = { data, _ in
  guard let data else { return }
  Unmanaged<AnyObject>.fromOpaque(data).release()
}

/// The destroy notify for APIs that take a `GDestroyNotify` (draw functions, idle sources).
package let releaseBoxNotify: GDestroyNotify = { data in
  guard let data else { return }
  Unmanaged<AnyObject>.fromOpaque(data).release()
}
