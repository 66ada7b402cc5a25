import CGtk
import CGtkShim
import Foundation
import LayoutComposer
import LayoutComposerWidgets

#if canImport(Glibc)
  import Glibc
#endif

/// The previewer as a GtkApplication: an application id, one window per activation, and with
/// `control` a line-based command channel on standard input that tests drive it through.
///
/// ```swift
/// let app = PreviewApplication(configuration: configuration, control: false)
/// exit(app.run())
/// ```
@MainActor
public final class PreviewApplication {
  public static let applicationID = "org.layoutcomposer.Preview"

  let app: GPointer
  let configuration: PreviewWindow.Configuration
  let control: Bool
  let prefersDark: Bool?
  var windows: [PreviewWindow] = []
  /// Called once the first window is up, e.g. to start watching sources.
  public var onStart: (@MainActor (PreviewWindow) -> Void)?

  /// `prefersDark` nil follows the system (GNOME's color-scheme when known); true or false
  /// overrides it.
  public init(configuration: PreviewWindow.Configuration, control: Bool, prefersDark: Bool? = nil) {
    self.configuration = configuration
    self.control = control
    self.prefersDark = prefersDark
    // NON_UNIQUE: every run is its own instance (tests start many at once, no D-Bus needed).
    app = raw(gtk_application_new(Self.applicationID, G_APPLICATION_NON_UNIQUE))
    GtkSignal.connect(app, "activate") { [weak self] in self?.activate() }
  }

  /// Whether GTK can open a display (X11 or Wayland); the window needs one, `--render` not.
  public static func canOpenDisplay() -> Bool {
    gtk_init_check() != 0
  }

  /// Runs the main loop until the last window closes or Ctrl+Q; returns the exit status.
  public func run() -> Int32 {
    // GTK must not see our own options: hand it the program name only.
    var argv: [UnsafeMutablePointer<CChar>?] = [strdup("composer-preview"), nil]
    let status = g_application_run(app.as(GApplication.self), 1, &argv)
    free(argv[0])
    g_object_unref(app)
    return status
  }

  private func activate() {
    let dark = prefersDark ?? (cgtk_system_prefers_dark() != 0)
    if dark { cgtk_set_prefer_dark(1) }
    let window = openWindow()
    if control { ControlChannel.start(self) }
    onStart?(window)
  }

  @discardableResult
  func openWindow() -> PreviewWindow {
    let window = PreviewWindow(application: app, configuration: configuration)
    window.onClose = { [weak self] closed in
      self?.windows.removeAll { $0 === closed }
    }
    windows.append(window)
    window.present()
    return window
  }

  /// The window commands go to: the most recent one.
  var activeWindow: PreviewWindow? { windows.last }

  /// Opens and closes a window `count` times, letting each draw once, for the memory test.
  func cycleWindows(_ count: Int) {
    for _ in 0..<count {
      let window = openWindow()
      // The layout is read on a thread of its own: wait (blocking) for it and the first draw.
      var spins = 0
      while !window.hasDrawn, spins < 2000 {
        g_main_context_iteration(nil, 1)
        spins += 1
      }
      window.close()
      while g_main_context_pending(nil) != 0 { g_main_context_iteration(nil, 0) }
    }
  }

  /// The process's resident memory in kB (the second field of /proc/self/statm, in pages).
  static func residentKilobytes() -> Int {
    guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else {
      return 0
    }
    let fields = statm.split(separator: " ")
    guard fields.count >= 2, let pages = Int(fields[1]) else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE))) / 1024
  }
}
