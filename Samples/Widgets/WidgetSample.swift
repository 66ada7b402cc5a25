import CGtk
import LayoutComposer
import LayoutComposerWidgets

/// One sample window: its name on the command line, its title, the size it opens at, and
/// how to build its content.
@MainActor
struct WidgetSample {
  let id: String
  let title: String
  let size: Size
  /// One line of what the sample shows, for `--list`.
  let summary: String
  let build: @MainActor (SampleEvents) -> SampleScreen

  static let all: [WidgetSample] = [
    ProfileSample.sample, LoginSample.sample, ChatSample.sample, YogaSample.sample,
    SettingsSample.sample, PreferencesSample.sample, MasonrySample.sample,
  ]

  static func named(_ id: String) -> WidgetSample? { all.first { $0.id == id } }
}

/// What a sample puts in its window: the container that fills it, and containers nested in
/// GTK widgets of that one (a scrolled window's content), each with the widget that hosts it.
@MainActor
struct SampleScreen {
  let container: LayoutContainer
  var nested: [(container: LayoutContainer, host: Widget)] = []
}

/// What the samples' signal handlers report, one line each on standard output
/// (`event sign-in ana@example.com`), so tests can see the widgets work.
@MainActor
final class SampleEvents {
  func emit(_ line: String) {
    print("event \(line)")
    fflush(nil)
  }
}

/// Work for GTK's main loop once it is idle (`g_idle_add` with a Swift closure).
@MainActor
enum MainLoop {
  static func idle(_ work: @escaping @MainActor () -> Void) {
    typealias Thunk = @convention(c) (UnsafeMutableRawPointer?) -> gboolean
    let thunk: Thunk = { data in
      MainActor.assumeIsolated {
        Unmanaged<IdleWork>.fromOpaque(data!).takeUnretainedValue().work()
      }
      return 0  // G_SOURCE_REMOVE: once
    }
    let release: GDestroyNotify = { data in Unmanaged<IdleWork>.fromOpaque(data!).release() }
    g_idle_add_full(
      G_PRIORITY_DEFAULT_IDLE, thunk, Unmanaged.passRetained(IdleWork(work)).toOpaque(), release)
  }
}

/// A closure on its way through GLib.
final class IdleWork {
  let work: @MainActor () -> Void
  init(_ work: @escaping @MainActor () -> Void) { self.work = work }
}
