import Foundation
import LayoutComposer
import Testing

/// Real X input through xdotool: the pointer hovers and clicks a frame, shortcuts reach the
/// window's actions.
extension OnDisplay {
  @Suite(
    .enabled(
      if: FileManager.default.isExecutableFile(atPath: "/usr/bin/xdotool"), "needs xdotool"))
  struct PointerAndKeyboardTests {
    @Test func hoveringAndClickingAFrameSelectsIt() throws {
      let app = try PreviewProcess(["--sample", "margins-2"])
      let title = "Default margins — LayoutComposer Preview"
      try #require(app.waitForLine { $0 == "ready" } != nil)
      let window = try #require(waitFor(timeout: 10) { windowOrigin(title: title) })
      let canvas = try #require(app.last("canvas").flatMap(OnDisplay.WindowTests.canvasPoint))
      // VBox(defaultMargins: (10, 20, 0, 20)): view3 is at y 10 + 50 + 10 + 100 + 10 = 180,
      // 75 high, x from 20.
      let x = Int(window.x + canvas.x + 60)
      let y = Int(window.y + canvas.y + 180 + 30)
      var mark = app.output.count
      run("/usr/bin/xdotool", ["mousemove", "\(x)", "\(y)"])
      #expect(
        app.waitForLine(after: mark) { $0 == "hover view3" } != nil, "\(app.output.suffix(3))")
      mark = app.output.count
      run("/usr/bin/xdotool", ["click", "1"])
      #expect(
        app.waitForLine(after: mark) { $0 == "select view3" } != nil, "\(app.output.suffix(3))")
    }

    @Test func shortcutsZoomAndToggleTheSidebar() throws {
      let app = try PreviewProcess(["--sample", "basic"])
      let title = "Basic — LayoutComposer Preview"
      try #require(app.waitForLine { $0 == "ready" } != nil)
      let window = try #require(waitFor(timeout: 10) { windowOrigin(title: title) })
      let canvas = try #require(app.last("canvas").flatMap(OnDisplay.WindowTests.canvasPoint))
      // Without a window manager X gives the keyboard to the window under the pointer.
      run(
        "/usr/bin/xdotool",
        ["mousemove", "\(Int(window.x + canvas.x + 50))", "\(Int(window.y + canvas.y + 300))"])
      var mark = app.output.count
      run("/usr/bin/xdotool", ["key", "ctrl+plus"])
      #expect(app.waitForLine(after: mark) { $0 == "zoom 1.25" } != nil, "\(app.output.suffix(3))")
      mark = app.output.count
      run("/usr/bin/xdotool", ["key", "F9"])
      #expect(app.waitForLine(after: mark) { $0 == "sidebar hidden" } != nil)
      run("/usr/bin/xdotool", ["key", "ctrl+q"])
      #expect(app.waitForExit() == 0)
    }
  }
}
