import CGtk
import Foundation
import Testing

/// An X display of these tests' own: an Xvfb started once per test run, so that the windows
/// here never cover the previewer tests' windows (which look at pixels on the shared
/// display) and xdotool's keys go to our windows only.
enum TestDisplay {
  /// Whether window tests can run: the suite runs under `scripts/with-display` (DISPLAY is
  /// set), and Xvfb is installed.
  static var isAvailable: Bool {
    ProcessInfo.processInfo.environment["DISPLAY"] != nil
      && FileManager.default.isExecutableFile(atPath: "/usr/bin/Xvfb")
  }

  /// The display's name (`:140`), started on first use; nil if Xvfb did not start.
  static let name: String? = start()

  /// The environment for a subprocess on the private display.
  static var environment: [String: String] {
    var environment = ProcessInfo.processInfo.environment
    environment["DISPLAY"] = name
    environment["GDK_BACKEND"] = "x11"
    // No accessibility bus on a bare Xvfb: without this GTK warns on every start.
    environment["GTK_A11Y"] = "none"
    environment.removeValue(forKey: "LAYOUTCOMPOSER_SHOW_FRAMES")
    return environment
  }

  /// The keeper's standard input: it stays open as long as this process lives.
  nonisolated(unsafe) private static var keeperInput: Pipe?

  /// Starts Xvfb, and a small shell that ends it when this process ends, however it ends:
  /// the shell waits for the end of its standard input, a pipe only this process holds.
  /// (SIGKILL, because a test runner's children may inherit a blocked SIGTERM.)
  private static func start() -> String? {
    var number = 140
    while FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)")
      || FileManager.default.fileExists(atPath: "/tmp/.X\(number)-lock")
    {
      number += 1
    }
    let server = Process()
    server.executableURL = URL(fileURLWithPath: "/usr/bin/Xvfb")
    server.arguments = [":\(number)", "-screen", "0", "1600x1200x24", "-nolisten", "tcp"]
    server.standardOutput = FileHandle.nullDevice
    server.standardError = FileHandle.nullDevice
    guard (try? server.run()) != nil else { return nil }
    let keeper = Process()
    keeper.executableURL = URL(fileURLWithPath: "/bin/sh")
    keeper.arguments = [
      "-c",
      "read -r _; kill -KILL \(server.processIdentifier);"
        + " rm -f /tmp/.X\(number)-lock /tmp/.X11-unix/X\(number)",
    ]
    let input = Pipe()
    keeper.standardInput = input
    keeper.standardOutput = FileHandle.nullDevice
    keeper.standardError = FileHandle.nullDevice
    guard (try? keeper.run()) != nil else {
      kill(server.processIdentifier, SIGKILL)
      return nil
    }
    keeperInput = input
    let ready = waitFor(timeout: 10) { () -> Bool? in
      FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)") ? true : nil
    }
    return ready == true ? ":\(number)" : nil
  }
}

/// GTK in the test process, on the private display: initialised once, the private display
/// made the default so every widget and window made here lives there.
@MainActor
enum InProcessGtk {
  static let isReady: Bool = {
    guard let name = TestDisplay.name, gtk_init_check() != 0,
      let display = gdk_display_open(name)
    else { return false }
    gdk_display_manager_set_default_display(gdk_display_manager_get(), display)
    return true
  }()

  /// Runs GTK's main loop until `condition` holds or `timeout` seconds pass; whether it held.
  @discardableResult
  static func spin(timeout: Double = 10, until condition: () -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while !condition() {
      if Date() > deadline { return false }
      while g_main_context_pending(nil) != 0 { g_main_context_iteration(nil, 0) }
      if condition() { return true }
      usleep(2_000)
    }
    return true
  }
}

/// Polls `condition` every 20 ms until it gives a value or `timeout` seconds pass.
func waitFor<T>(timeout: Double, _ condition: () -> T?) -> T? {
  let deadline = Date().addingTimeInterval(timeout)
  repeat {
    if let value = condition() { return value }
    usleep(20_000)
  } while Date() < deadline
  return condition()
}

/// Every test that opens windows, one at a time: they share the private display.
@Suite(.serialized, .enabled(if: TestDisplay.isAvailable, "needs an X display and Xvfb"))
enum WidgetsOnDisplay {}
