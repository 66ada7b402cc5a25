import CGtk
import Foundation
import LayoutComposerWidgets

/// Runs work on a thread of its own and hands the result to the GTK main loop, so reading a
/// file (which may be slow, or never end) or checking a huge one never freezes a window.
///
/// ```swift
/// Background.run { try? Data(contentsOf: url) } then: { data in window.show(data) }
/// ```
enum Background {
  @MainActor static func run<Result: Sendable>(
    _ work: @escaping @Sendable () -> Result,
    then done: @escaping @MainActor (Result) -> Void
  ) {
    let delivery = Delivery(done)
    // A thread per job, not a shared pool: a job stuck on a slow read blocks only itself.
    Thread.detachNewThread { perform(work, delivery) }
  }

  private static func perform<Result: Sendable>(
    _ work: @Sendable () -> Result, _ delivery: Delivery<Result>
  ) {
    delivery.result = work()
    delivery.post()
  }
}

/// Something to run once on the main loop; not generic, so a C callback can call it.
private class MainLoopCall: @unchecked Sendable {
  @MainActor func run() {}

  /// Queues `run` on the main loop (g_idle_add is safe from any thread); the reference
  /// taken here is dropped by the destroy notify after the call.
  func post() {
    typealias Thunk = @convention(c) (GPointer?) -> gboolean
    let thunk: Thunk = { data in
      let call = Unmanaged<MainLoopCall>.fromOpaque(data!).takeUnretainedValue()
      MainActor.assumeIsolated { call.run() }
      return 0  // G_SOURCE_REMOVE
    }
    g_idle_add_full(
      G_PRIORITY_DEFAULT, thunk, Unmanaged.passRetained(self).toOpaque(), releaseBoxNotify)
  }
}

/// The result of a job on its way to the main loop. The closure is created on the main
/// thread and only called there (from the idle source), and `result` is written by the
/// worker before the idle source exists; that is what makes the unchecked Sendable true.
private final class Delivery<Result: Sendable>: MainLoopCall, @unchecked Sendable {
  let done: @MainActor (Result) -> Void
  var result: Result?

  init(_ done: @escaping @MainActor (Result) -> Void) {
    self.done = done
  }

  @MainActor override func run() {
    if let result { done(result) }
  }
}
