import Foundation
import LayoutComposer
import LayoutComposerGtk
import LayoutSamples
import Testing

/// The layout direction in the window: the View menu's choice (`direction` on the control
/// channel) mirrors the canvas, the variants and exports, shows in the status line and is
/// remembered; `--direction` overrides it for one run.
extension OnDisplay {
  @Suite struct WindowDirectionTests {
    typealias Window = OnDisplay.WindowTests

    /// The hbox sample at phone size (375 wide), right to left: HBox(defaultMargins: (0, 10,
    /// 0, 0)) with view1 50 wide and flex 1 : 3 : 2 sharing F = 375 − 50 − 4 × 10 = 285 as
    /// 47.5, 142.5 and 95. The children run from the right, each keeping its physical left
    /// margin: view1 at 375 − 50 = 325, view2 at 325 − 10 − 47.5 = 267.5, view3 at
    /// 267.5 − 10 − 142.5 = 115, view4 at 115 − 10 − 95 = 10.
    static let rightToLeft: [(node: Int, x: Double, width: Double)] = [
      (1, 325, 50), (2, 267.5, 47.5), (3, 115, 142.5), (4, 10, 95),
    ]

    static func colour(_ node: Int) -> UInt32 { Palette.hex[node % Palette.hex.count] }

    @Test func rightToLeftMirrorsTheHBoxSampleOnScreenInVariantsAndExports() throws {
      let app = try PreviewProcess(["--sample", "hbox", "--preset", "phone"])
      let title = "HBox with flex — LayoutComposer Preview"
      try #require(app.waitForLine { $0 == "ready" } != nil)
      Window.plainView(app)
      // Left to right, view1 is at x 10.
      #expect(
        try Window.waitForColor(app, title: title, layoutX: 35, layoutY: 300, Self.colour(1))
          == hex(Self.colour(1)))
      #expect(
        WindowPanelsTests.ask(app, "direction rtl") { $0.hasPrefix("direction ") }
          == "direction rtl rtl")
      try #require(app.waitForFrame())
      let window = try #require(waitFor(timeout: 10) { windowOrigin(title: title) })
      let canvas = try #require(app.last("canvas").flatMap(Window.canvasPoint))
      let pixels = try screenshot()
      func seen(_ x: Double, _ y: Double) -> String {
        hex(pixels.rgb(window.x + canvas.x + x, window.y + canvas.y + y))
      }
      for view in Self.rightToLeft {
        #expect(seen(view.x + view.width / 2, 300) == hex(Self.colour(view.node)), "\(view)")
      }
      // The left margins are gaps where the root shows: left of view4 and of view1.
      #expect(seen(5, 300) == hex(Self.colour(0)))
      #expect(seen(320, 300) == hex(Self.colour(0)))
      let status = WindowPanelsTests.ask(app, "status") { $0.hasPrefix("status ") }
      #expect(status?.contains("direction: right to left (forced)") == true, "\(status ?? "")")

      // An export draws what the window shows.
      let path = temporaryDirectory().appendingPathComponent("rtl.png").path
      #expect(WindowPanelsTests.ask(app, "export \(path)") { $0 == "exported \(path)" } != nil)
      let exported = try #require(Pixels(png: path))
      for view in Self.rightToLeft {
        #expect(
          hex(exported.rgb(view.x + view.width / 2, 300)) == hex(Self.colour(view.node)))
      }

      // Every variant reads right to left: view1 touches the right edge.
      app.send("variants on")
      let line = try #require(
        waitFor(timeout: 20) { app.last("variant phone-landscape ") }, "\(app.output.suffix(4))")
      try #require(app.waitForFrame())
      let parts = line.split(separator: " ")
      let size = try #require(PreviewArgumentsSize.parse(parts[2]))
      let (x, y, scale) = (Double(parts[3])!, Double(parts[4])!, Double(parts[5])!)
      let shot = try screenshot()
      // 667 wide: view1 from 617 to 667; at layout x 640 it shows.
      #expect(size.width == 667)
      #expect(
        hex(shot.rgb(window.x + x + 640 * scale, window.y + y + 100 * scale))
          == hex(Self.colour(1)))

      // Back to each layout's own direction: the hbox sample reads left to right.
      #expect(
        WindowPanelsTests.ask(app, "direction auto") { $0.hasPrefix("direction ") }
          == "direction auto ltr")
    }

    @Test func theDirectionIsRememberedAndTheCommandLineOverridesIt() throws {
      let config = temporaryDirectory().path
      do {
        let app = try PreviewProcess(["--sample", "hbox"], configDirectory: config)
        try #require(app.waitForLine { $0 == "ready" } != nil)
        let status = WindowPanelsTests.ask(app, "status") { $0.hasPrefix("status ") }
        #expect(status?.contains("direction: left to right") == true, "\(status ?? "")")
        #expect(
          WindowPanelsTests.ask(app, "direction rtl") { $0.hasPrefix("direction ") } != nil)
        app.send("quit")
        #expect(app.waitForExit() == 0)
      }
      let saved = try String(
        contentsOfFile: config + "/layoutcomposer/preview.conf", encoding: .utf8)
      #expect(saved.contains("direction = rtl"))
      do {
        let again = try PreviewProcess(["--sample", "hbox"], configDirectory: config)
        try #require(again.waitForLine { $0 == "ready" } != nil)
        let status = WindowPanelsTests.ask(again, "status") { $0.hasPrefix("status ") }
        #expect(status?.contains("direction: right to left (forced)") == true, "\(status ?? "")")
        // The inspector explains view1's x with the mirror arithmetic, whole.
        _ = WindowPanelsTests.ask(again, "select view1") { $0 == "select view1" }
        let text = try #require(again.inspectorReport())
        let x = text.split(separator: "\n").first { $0.hasPrefix("  x ") } ?? ""
        #expect(x.contains(" (right-to-left, mirrored), where x 0 = first child: "), "\(x)")
      }
      // `--direction ltr` wins over the remembered choice for one run.
      let overridden = try PreviewProcess(
        ["--sample", "hbox", "--direction", "ltr"], configDirectory: config)
      try #require(overridden.waitForLine { $0 == "ready" } != nil)
      let status = WindowPanelsTests.ask(overridden, "status") { $0.hasPrefix("status ") }
      #expect(status?.contains("direction: left to right (forced)") == true, "\(status ?? "")")
    }

    @Test func aLayoutFileReadsInItsOwnDirectionAndFollowsItOnSave() throws {
      // An HBox filling the canvas (width W from the trace): "a" 50 wide, "b" flex 1. With
      // `"direction": "rtl"` "a" is at the right end, x = W − 50; without it at x 0.
      // Nodes: root 0, a 1, b 2.
      let directory = temporaryDirectory()
      let file = directory.appendingPathComponent("row.json")
      func write(direction: String) throws {
        let temporary = directory.appendingPathComponent(".row.json.tmp")
        try """
        {"version": 1, \(direction)"root": {"layout": {"type": "HBox"}, "items": [
          {"name": "a", "width": 50}, {"name": "b", "flex": 1}
        ]}}
        """.write(to: temporary, atomically: false, encoding: .utf8)
        _ = rename(temporary.path, file.path)
      }
      try write(direction: #""direction": "rtl", "#)
      let app = try PreviewProcess([file.path])
      let title = "row.json — LayoutComposer Preview"
      try #require(app.waitForLine { $0 == "ready" } != nil)
      Window.plainView(app)
      let size = try #require(app.last("layout \(file.path)").flatMap(Window.layoutSize))
      #expect(
        try Window.waitForColor(
          app, title: title, layoutX: size.width - 25, layoutY: 100, Self.colour(1))
          == hex(Self.colour(1)))
      #expect(
        try Window.waitForColor(app, title: title, layoutX: 25, layoutY: 100, Self.colour(2))
          == hex(Self.colour(2)))
      let status = WindowPanelsTests.ask(app, "status") { $0.hasPrefix("status ") } ?? ""
      #expect(status.contains("direction: right to left") && !status.contains("forced"))
      // Saved without the key, it reads left to right again.
      let mark = app.output.count
      try write(direction: "")
      #expect(app.waitForLine(after: mark) { $0.hasPrefix("loaded \(file.path)") } != nil)
      #expect(
        try Window.waitForColor(app, title: title, layoutX: 25, layoutY: 100, Self.colour(1))
          == hex(Self.colour(1)))
      let after = WindowPanelsTests.ask(app, "status") { $0.hasPrefix("status ") } ?? ""
      #expect(after.contains("direction: left to right"), "\(after)")
    }
  }
}
