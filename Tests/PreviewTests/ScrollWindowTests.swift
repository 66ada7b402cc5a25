import Foundation
import LayoutComposer
import LayoutComposerGtk
import Testing

/// The wheel over a Scroll in the window: Tests/Fixtures/scroll (a 520-high viewport at
/// y 56 on a 568-high history; nodes: history 3, m0…m11 4…15, composer 16).
extension OnDisplay {
  @Suite struct ScrollWindowTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Fixtures/scroll.layout.json").path
    static let title = "scroll.layout.json — LayoutComposer Preview"

    static func colour(_ node: Int) -> UInt32 { Palette.hex[node % Palette.hex.count] }

    static func history(_ app: PreviewProcess) -> [String: String] {
      app.send("select history")
      return WindowTests.rows(app.inspectorReport() ?? "")
    }

    @Test func theControlChannelsWheelScrollsToTheEndAndBack() throws {
      let app = try PreviewProcess([Self.fixture])
      try #require(app.waitForLine { $0 == "ready" } != nil)
      WindowTests.plainView(app)
      // Below the Scroll's frame (576) the composer shows, not m11 (584 to 624).
      #expect(
        try WindowTests.waitForColor(
          app, title: Self.title, layoutX: 180, layoutY: 600, Self.colour(16))
          == hex(Self.colour(16)))
      var mark = app.output.count
      // One notch (520^(2/3) ≈ 64.7) is more than the 48 there are.
      app.send("wheel-layout 180 300 0 1")
      #expect(app.waitForLine(after: mark) { $0 == "scroll scroll 0 48" } != nil)
      #expect(Self.history(app)["in parent"] == "{0, -48, 360, 568}")
      // m11 is now at 56 − 48 + 528 = 536 to 576, m0 at 8 to 48 is cut off under the header.
      #expect(
        try WindowTests.waitForColor(
          app, title: Self.title, layoutX: 180, layoutY: 560, Self.colour(15))
          == hex(Self.colour(15)))
      #expect(
        try WindowTests.waitForColor(
          app, title: Self.title, layoutX: 180, layoutY: 30, Self.colour(1))
          == hex(Self.colour(1)))
      // At the end the wheel goes on to the canvas; over the header nothing scrolls.
      mark = app.output.count
      app.send("wheel-layout 180 300 0 1")
      app.send("wheel-layout 180 20 0 -1")
      #expect(app.waitForLine(after: mark) { $0 == "scroll none" } != nil)
      mark = app.output.count
      app.send("wheel-layout 180 300 0 -1")
      #expect(app.waitForLine(after: mark) { $0 == "scroll scroll 0 0" } != nil)
      #expect(Self.history(app)["in parent"] == "{0, 0, 360, 568}")
      app.send("select scroll")
      let scroll = WindowTests.rows(app.inspectorReport() ?? "")
      #expect(scroll["content size"] == "360 × 568", "\(scroll)")
      #expect(scroll["offset"]?.hasPrefix("0, 0") == true, "\(scroll)")
    }

    @Test(
      .enabled(
        if: FileManager.default.isExecutableFile(atPath: "/usr/bin/xdotool"), "needs xdotool"))
    func aRealWheelOverTheHistoryScrollsIt() throws {
      let app = try PreviewProcess([Self.fixture])
      try #require(app.waitForLine { $0 == "ready" } != nil)
      let window = try #require(waitFor(timeout: 10) { windowOrigin(title: Self.title) })
      let canvas = try #require(app.last("canvas").flatMap(WindowTests.canvasPoint))
      let x = Int(window.x + canvas.x + 180)
      let y = Int(window.y + canvas.y + 300)
      var mark = app.output.count
      run("/usr/bin/xdotool", ["mousemove", "\(x)", "\(y)"])
      #expect(app.waitForLine(after: mark) { $0.hasPrefix("hover ") } != nil)
      mark = app.output.count
      // Button 5 is the wheel turned down one notch.
      run("/usr/bin/xdotool", ["click", "5"])
      #expect(
        app.waitForLine(after: mark) { $0 == "scroll scroll 0 48" } != nil,
        "\(app.output.suffix(4))")
      #expect(Self.history(app)["in parent"] == "{0, -48, 360, 568}")
      mark = app.output.count
      run("/usr/bin/xdotool", ["click", "4"])
      #expect(
        app.waitForLine(after: mark) { $0 == "scroll scroll 0 0" } != nil,
        "\(app.output.suffix(4))")
    }
  }
}
