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
      MainActor.assumeIsolated { HandlerBox<@MainActor () -> Void>.from(data).handler() }
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
        HandlerBox<@MainActor (UnsafeMutableRawPointer?) -> Void>.from(data).handler(argument)
      }
    }
    return attach(instance, name, unsafeBitCast(thunk, to: GCallback.self), handler)
  }

  private static func attach<Handler>(
    _ instance: UnsafeMutableRawPointer, _ name: String, _ callback: GCallback,
    _ handler: Handler
  ) -> UInt {
    let box = Unmanaged.passRetained(HandlerBox(handler)).toOpaque()
    return g_signal_connect_data(instance, name, callback, box, releaseHandlerBox, GConnectFlags(0))
  }
}

/// A signal handler's closure, as GLib holds it.
final class HandlerBox<Handler> {
  let handler: Handler
  init(_ handler: Handler) { self.handler = handler }

  static func from(_ data: UnsafeMutableRawPointer?) -> HandlerBox<Handler> {
    Unmanaged<HandlerBox<Handler>>.fromOpaque(data!).takeUnretainedValue()
  }
}

/// GLib's destroy notify for a handler box: balances `passRetained`.
private let releaseHandlerBox: GClosureNotify = { data, _ in
  guard let data else { return }
  Unmanaged<AnyObject>.fromOpaque(data).release()
}
