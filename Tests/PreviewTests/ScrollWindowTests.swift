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

    /// A chat like the fixture's in a file: a 56 header, a Scroll (520 high) of `messages`
    /// messages 40 high with spacing 8, a 64 composer; the Scroll named `name` or unnamed.
    static func chat(messages: Int, name: String?) -> String {
      let items = (0..<messages).map { "{\"name\": \"m\($0)\", \"height\": 40}" }
      let named = name.map { "\"name\": \"\($0)\", " } ?? ""
      return """
        {"version": 1, "size": [360, 640], "root": {"layout": {"type": "VBox"}, "items": [
          {"name": "header", "height": 56},
          {\(named)"flex": 1, "layout": {"type": "Scroll", "axes": "vertical"}, "items": [
            {"name": "history", "layout": {"type": "VBox", "spacing": 8}, "items": [
              \(items.joined(separator: ",\n      "))
            ]}
          ]},
          {"name": "composer", "height": 64}
        ]}}
        """
    }

    @Test func aReloadKeepsEachScrollsOffsetClampedToTheNewContent() throws {
      let directory = temporaryDirectory()
      let file = directory.appendingPathComponent("chat.json")
      func save(messages: Int, name: String?) throws {
        let temporary = directory.appendingPathComponent(".chat.json.tmp")
        try Self.chat(messages: messages, name: name)
          .write(to: temporary, atomically: false, encoding: .utf8)
        _ = rename(temporary.path, file.path)
      }
      // n messages are 40 n + 8 (n − 1) high: 14 make 664 (at most 664 − 520 = 144), 12
      // make 568 (at most 48).
      try save(messages: 14, name: "scroll")
      let app = try PreviewProcess([file.path])
      try #require(app.waitForLine { $0 == "ready" } != nil)
      var mark = app.output.count
      // Three notches (3 × 64.7) go past the end: 144.
      app.send("wheel-layout 180 300 0 3")
      #expect(app.waitForLine(after: mark) { $0 == "scroll scroll 0 144" } != nil)
      func reloaded(messages: Int, name: String?) throws -> String? {
        let mark = app.output.count
        try save(messages: messages, name: name)
        #expect(app.waitForLine(after: mark) { $0.hasPrefix("loaded \(file.path)") } != nil)
        return Self.history(app)["in parent"]
      }
      // Twelve messages: the engine clamps 144 to 48.
      #expect(try reloaded(messages: 12, name: "scroll") == "{0, -48, 360, 568}")
      // Fourteen again: the 48 shown is kept.
      #expect(try reloaded(messages: 14, name: "scroll") == "{0, -48, 360, 664}")
      // Renamed, it is another Scroll: it starts at 0.
      #expect(try reloaded(messages: 14, name: nil) == "{0, 0, 360, 664}")
      // An unnamed Scroll is known by its path, root.items[1].
      mark = app.output.count
      app.send("wheel-layout 180 300 0 1")
      #expect(
        app.waitForLine(after: mark) { $0.hasPrefix("scroll Scroll 0 64.") } != nil,
        "\(app.output.suffix(3))")
      #expect(try reloaded(messages: 12, name: nil) == "{0, -48, 360, 568}")
    }

    @Test func draggingTheIndicatorScrollsByTheContentsShare() throws {
      let app = try PreviewProcess([Self.fixture])
      try #require(app.waitForLine { $0 == "ready" } != nil)
      func drag(_ command: String) -> String? {
        let mark = app.output.count
        app.send(command)
        return app.waitForLine(after: mark) { $0.hasPrefix("scroll ") }
      }
      // The bar: 3 wide at x 355 (360 − 2 − 3), 520 × 520 / 568 ≈ 476 long from y 56. A
      // pixel of the pointer is 568 / 520 points of the history: 26 pixels are 28.4.
      #expect(drag("drag-layout 356 300 0 26") == "scroll scroll 0 28.4")
      #expect(Self.history(app)["in parent"] == "{0, -28.4, 360, 568}")
      // 100 more go past the end: 48. Beside the bar nothing is dragged.
      #expect(drag("drag-layout 356 300 0 100") == "scroll scroll 0 48")
      #expect(drag("drag-layout 300 300 0 -26") == "scroll none")
      // Pressed on the bar, a click selects nothing under it.
      var mark = app.output.count
      app.send("click-layout 356 300")
      app.send("click-layout 180 300")
      #expect(
        app.waitForLine(after: mark) { $0.hasPrefix("select ") } == "select m6",
        "\(app.output.suffix(3))")
      // At zoom 2 a pixel is half as far: 52 pixels up are 52 × 568 / 1040 = 28.4 back,
      // from 48 to 19.6 (the trace's number is the engine's double).
      mark = app.output.count
      app.send("zoom 2")
      app.send("frame")
      #expect(app.waitForLine(after: mark) { $0 == "drawn" } != nil)
      let back = drag("drag-layout 356 300 0 -52")
      let value = back.flatMap { Double($0.split(separator: " ").last ?? "") }
      #expect(abs((value ?? 0) - 19.6) < 1e-9, "\(back ?? "nothing")")
    }

    @Test(
      .enabled(
        if: FileManager.default.isExecutableFile(atPath: "/usr/bin/xdotool"), "needs xdotool"))
    func aRealDragOfTheIndicatorScrollsTheHistory() throws {
      let app = try PreviewProcess([Self.fixture])
      try #require(app.waitForLine { $0 == "ready" } != nil)
      let window = try #require(waitFor(timeout: 10) { windowOrigin(title: Self.title) })
      let canvas = try #require(app.last("canvas").flatMap(WindowTests.canvasPoint))
      // On the bar at layout 356, 300, then 26 pixels down: 26 × 568 / 520 = 28.4.
      let x = Int(window.x + canvas.x + 356)
      let y = Int(window.y + canvas.y + 300)
      var mark = app.output.count
      run("/usr/bin/xdotool", ["mousemove", "\(x)", "\(y)"])
      #expect(app.waitForLine(after: mark) { $0.hasPrefix("hover ") } != nil)
      mark = app.output.count
      run("/usr/bin/xdotool", ["mousedown", "1"])
      for step in [10, 20, 26] {
        run("/usr/bin/xdotool", ["mousemove", "\(x)", "\(y + step)"])
      }
      run("/usr/bin/xdotool", ["mouseup", "1"])
      #expect(
        app.waitForLine(after: mark) { $0 == "scroll scroll 0 28.4" } != nil,
        "\(app.output.suffix(6))")
      // The press selected nothing.
      #expect(!app.output.dropFirst(mark).contains { $0.hasPrefix("select ") })
      #expect(Self.history(app)["in parent"] == "{0, -28.4, 360, 568}")
    }

    /// In Fit window the layout ends at the inspector's divider, whose GtkPaned takes
    /// presses 6 pixels either side of its line: the bar, 2 to 5 pixels in from the edge, is
    /// under that band and must still be dragged, not the divider.
    @Test(
      .enabled(
        if: FileManager.default.isExecutableFile(atPath: "/usr/bin/xdotool"), "needs xdotool"))
    func inFitWindowTheBarBesideTheDividerIsDraggedNotTheDivider() throws {
      let app = try PreviewProcess([Self.fixture])
      try #require(app.waitForLine { $0 == "ready" } != nil)
      var mark = app.output.count
      app.send("resize 1000 560")
      app.send("preset fit")
      #expect(
        app.waitForLine(after: mark) {
          $0.hasPrefix("layout \(Self.fixture) ") && !$0.contains(" 360x640 ")
        } != nil)
      mark = app.output.count
      app.send("frame")
      #expect(app.waitForLine(after: mark) { $0 == "drawn" } != nil)
      let size = try #require(app.last("layout \(Self.fixture) ").flatMap(WindowTests.layoutSize))
      // The Scroll is the height less the 56 header and the 64 composer; it must scroll.
      let viewport = size.height - 120
      try #require(viewport > 100 && viewport < 568, "\(size)")
      let window = try #require(waitFor(timeout: 10) { windowOrigin(title: Self.title) })
      let canvas = try #require(app.last("canvas").flatMap(WindowTests.canvasPoint))
      // The bar runs from x W − 5 to W − 2; press on it at W − 4, 60 below the viewport's
      // top, and move 20 down: 20 × 568 / viewport.
      let x = Int(window.x + canvas.x + size.width - 4)
      let y = Int(window.y + canvas.y + 56 + 60)
      mark = app.output.count
      run("/usr/bin/xdotool", ["mousemove", "\(x)", "\(y)"])
      run("/usr/bin/xdotool", ["mousedown", "1"])
      for step in [5, 10, 20] {
        run("/usr/bin/xdotool", ["mousemove", "\(x)", "\(y + step)"])
      }
      run("/usr/bin/xdotool", ["mouseup", "1"])
      // GTK hands the pointer through single-precision transforms to the divider's parent,
      // where the gesture listens: 20 pixels arrive within a few millionths.
      let expected = 20 * 568 / viewport
      let answer = app.waitForLine(after: mark) {
        $0.hasPrefix("scroll scroll 0 ")
          && abs((Double($0.split(separator: " ").last ?? "") ?? 0) - expected) < 1e-3
      }
      #expect(answer != nil, "\(expected): \(app.output.suffix(6))")
      // The divider stayed: no layout at another width.
      #expect(
        !app.output.dropFirst(mark).contains {
          $0.hasPrefix("layout \(Self.fixture) ") && WindowTests.layoutSize($0) != size
        }, "\(app.output.suffix(6))")
    }
  }
}
