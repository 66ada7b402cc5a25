import Foundation
import LayoutComposer
import LayoutComposerGtk
import LayoutSamples
import Testing

/// The previewer's window on a real X display (Xvfb in CI): what is on the screen, after
/// resizing, selecting, and saving files. One window at a time, so screenshots see only it.
/// Every test that puts a window on the display, one at a time: two windows at once would
/// cover each other on screenshots and take each other's pointer and keys.
@Suite(.serialized, .enabled(if: PreviewProcess.hasDisplay, "needs an X display (DISPLAY)"))
enum OnDisplay {}

extension OnDisplay {
  @Suite struct WindowTests {
    /// Makes each pixel belong to one frame: opaque fills, no names, borders, margins or
    /// text (notes are off by default).
    static func plainView(_ app: PreviewProcess) {
      for command in [
        "opaque", "toggle names", "toggle borders", "toggle margins", "toggle texts",
      ] {
        app.send(command)
      }
    }

    /// The rows of an inspector report as text (`  name   value`), by name.
    static func rows(_ text: String) -> [String: String] {
      var rows: [String: String] = [:]
      for line in text.split(separator: "\n") where line.hasPrefix("  ") {
        let content = line.dropFirst(2)
        // Names are separated from values by two or more spaces ("in parent" has one).
        guard let gap = content.range(of: "  ") else { continue }
        let name = String(content[..<gap.lowerBound])
        let value = content[gap.upperBound...].drop { $0 == " " }
        if rows[name] == nil { rows[name] = String(value) }
      }
      return rows
    }

    /// `layout ID 518x685 nodes=N` as a size.
    static func layoutSize(_ line: String) -> Size? {
      line.split(separator: " ").dropFirst(2).first.flatMap { PreviewArgumentsSize.parse($0) }
    }

    /// `canvas X Y` as a point.
    static func canvasPoint(_ line: String) -> (x: Double, y: Double)? {
      let parts = line.split(separator: " ")
      guard parts.count == 3, let x = Double(parts[1]), let y = Double(parts[2]) else { return nil }
      return (x, y)
    }

    /// Waits until the screen pixel at a layout point (relative to the canvas) has a colour.
    static func waitForColor(
      _ app: PreviewProcess, title: String, layoutX: Double, layoutY: Double, _ expected: UInt32
    ) throws -> String {
      var seen = ""
      _ = waitFor(timeout: 10) { () -> Bool? in
        guard let window = windowOrigin(title: title),
          let canvas = app.last("canvas").flatMap(canvasPoint),
          let pixels = try? screenshot()
        else { return nil }
        seen = hex(pixels.rgb(window.x + canvas.x + layoutX, window.y + canvas.y + layoutY))
        return seen == hex(expected) ? true : nil
      }
      return seen
    }

    /// `--preset own` lays a layout out at the size it is meant for (a sample's, a file's, a
    /// preview's: what `swift package preview` opens with), centred, whatever the window's
    /// size, and keeps it when the window is resized.
    @Test func theOwnSizeCanvasIsTheLayoutsSize() throws {
      let own = try #require(Gallery.sample(named: "vbox-flex")).size
      let app = try PreviewProcess(["--sample", "vbox-flex", "--preset", "own"])
      let title = "VBox with flex — LayoutComposer Preview"
      try #require(app.waitForLine { $0 == "ready" } != nil, "no ready: \(app.output)")
      Self.plainView(app)
      // Loaded at its own size, it is not laid out again for the window.
      let before = WindowPanelsTests.ask(app, "status") { $0.hasPrefix("status ") }
      #expect(before?.contains("\(own) (Own size)") == true, "\(before ?? "")")
      // view4 (flex 2) takes two thirds of what view1 (50) and view2 (100) leave.
      let free = own.height - 150
      let seen = try Self.waitForColor(
        app, title: title, layoutX: own.width / 2, layoutY: 150 + free / 3 + free / 3, 0x9467bd)
      #expect(seen == "0x9467bd")
      app.send("resize 1100 560")
      try #require(app.waitForFrame())
      #expect(app.last("layout vbox-flex") == nil, "laid out again: \(app.output.suffix(3))")
      let status = WindowPanelsTests.ask(app, "status") { $0.hasPrefix("status ") }
      #expect(status?.contains("\(own) (Own size)") == true, "\(status ?? "")")
    }

    @Test func framesAreOnScreenAndMoveWhenTheWindowIsResized() throws {
      let app = try PreviewProcess(["--sample", "vbox-flex"])
      let title = "VBox with flex — LayoutComposer Preview"
      try #require(app.waitForLine { $0 == "ready" } != nil, "no ready: \(app.output)")
      Self.plainView(app)
      let first = try #require(
        app.last("layout vbox-flex").flatMap(Self.layoutSize), "\(app.output)")
      // VBox: view1 50 high, view2 100, then view3 (flex 1) and view4 (flex 2) share the rest
      // 1 : 2. view4 is node 4, the fifth palette colour.
      let free = first.height - 150
      let view4 = Frame(x: 0, y: 150 + free / 3, width: first.width, height: free * 2 / 3)
      let seen = try Self.waitForColor(
        app, title: title, layoutX: view4.x + view4.width / 2, layoutY: view4.y + view4.height / 2,
        0x9467bd)
      #expect(seen == "0x9467bd", "view4 at \(view4) on \(first)")
      let view2Seen = try Self.waitForColor(
        app, title: title, layoutX: first.width / 2, layoutY: 100, 0x2ca02c)
      #expect(view2Seen == "0x2ca02c")

      let mark = app.output.count
      app.send("resize 1100 560")
      let resized = try #require(
        app.waitForLine(after: mark) { $0.hasPrefix("layout vbox-flex") }.flatMap(Self.layoutSize),
        "no new layout after resize: \(app.output.suffix(5))")
      #expect(resized.height < first.height)
      let newFree = resized.height - 150
      let newView4 = Frame(
        x: 0, y: 150 + newFree / 3, width: resized.width, height: newFree * 2 / 3)
      #expect(newView4.y < view4.y)
      let moved = try Self.waitForColor(
        app, title: title, layoutX: newView4.width / 2, layoutY: newView4.y + 3, 0x9467bd)
      #expect(moved == "0x9467bd", "view4 should start at y \(newView4.y) in \(resized)")
      // Just above view4's new top is view3 now (node 3).
      let above = try Self.waitForColor(
        app, title: title, layoutX: newView4.width / 2, layoutY: newView4.y - 3, 0xd62728)
      #expect(above == "0xd62728")
    }

    @Test func clickingSelectsAndTheInspectorShowsFramesOptionsAndSource() throws {
      let app = try PreviewProcess(["--sample", "margins-2"])
      try #require(app.waitForLine { $0 == "ready" } != nil)
      let size = try #require(app.last("layout margins-2").flatMap(Self.layoutSize))
      // VBox(defaultMargins: (10, 20, 0, 20)): view1 at y 10, 50 high; view2 at 10 + 50 + 10 =
      // 70, 100 high, 20 in from both sides. A click at (100, 120) is inside it.
      app.send("click 100 120")
      try #require(app.waitForLine { $0 == "select view2" } != nil, "\(app.output)")
      let text = try #require(app.inspectorReport())
      let rows = Self.rows(text)
      #expect(text.hasPrefix("inspector view2"))
      #expect(rows["path"] == "root.items[1]")
      #expect(rows["in parent"] == "{20, 70, \(formatNumber(size.width - 40)), 100}")
      #expect(rows["absolute"] == "{20, 70, \(formatNumber(size.width - 40)), 100}")
      #expect(rows["height"] == "100  (explicit)")
      #expect(rows["source"]?.hasPrefix("LayoutSamples/LayoutComposerReadme.swift:") == true)
      #expect(rows["marginLeft"] == "20  (inherited: defaultMargins of VBox)", "\(text)")
      // Why it has that frame, as the engine explains it for the window's size.
      let sample = try #require(Gallery.sample(named: "margins-2"))
      var tree = LayoutTree(sample.build())
      _ = tree.layout(in: size)
      let explained = tree.explain(named: "view2")
      let why = try #require(explained).lines
      #expect(text.contains("\nExplanation\n" + why.map { "  " + $0 }.joined(separator: "\n")))
    }

    @Test func savingAFileReRendersItAndAnInvalidOneShowsEveryProblem() throws {
      let directory = temporaryDirectory()
      let file = directory.appendingPathComponent("live.json")
      func write(_ text: String) throws {
        // Written beside and renamed, as editors save.
        let temporary = directory.appendingPathComponent(".live.json.tmp")
        try text.write(to: temporary, atomically: false, encoding: .utf8)
        _ = rename(temporary.path, file.path)
      }
      func layout(headerHeight: String, extra: String = "") -> String {
        """
        {"version": 1, "size": [320, 480], "root": {"layout": {"type": "VBox"\(extra)}, "items": [
          {"name": "header", "height": \(headerHeight)},
          {"name": "body", "flex": 1}
        ]}}
        """
      }
      try write(layout(headerHeight: "80"))
      let app = try PreviewProcess([file.path])
      let title = "live.json — LayoutComposer Preview"
      try #require(app.waitForLine { $0 == "ready" } != nil)
      Self.plainView(app)
      // header (node 1) is 80 high: at y 150 the body (node 2) shows.
      #expect(
        try Self.waitForColor(app, title: title, layoutX: 100, layoutY: 150, 0x2ca02c) == "0x2ca02c"
      )

      var mark = app.output.count
      try write(layout(headerHeight: "200"))
      #expect(app.waitForLine(after: mark) { $0.hasPrefix("loaded \(file.path)") } != nil)
      #expect(
        try Self.waitForColor(app, title: title, layoutX: 100, layoutY: 150, 0xff7f0e) == "0xff7f0e"
      )

      mark = app.output.count
      try write(
        """
        {"version": 1, "size": [320, 480], "root": {"layout": {"type": "VBox", "pack": "middle"}, "items": [
          {"name": "header", "heigth": 100},
          {"name": "body", "flex": -1}
        ]}}
        """)
      let banner = try #require(app.waitForLine(after: mark) { $0.hasPrefix("banner ") })
      let messages = banner.dropFirst("banner ".count).components(separatedBy: " | ")
      #expect(messages.count == 3, "\(messages)")
      #expect(
        messages.contains {
          $0.hasSuffix(
            ": root.layout.pack: unknown value \"middle\"; valid values are \"start\", \"center\", \"end\", \"fit\", \"spaceBetween\", \"spaceAround\", \"spaceEvenly\""
          )
        })
      #expect(
        messages.contains {
          $0.hasSuffix(": root.items[0]: unknown key \"heigth\"; did you mean \"height\"?")
        })
      #expect(
        messages.contains { $0.hasSuffix(": root.items[1].flex: must not be negative, found -1") })
      // The last good layout stays: header still 200 high.
      #expect(
        try Self.waitForColor(app, title: title, layoutX: 100, layoutY: 150, 0xff7f0e) == "0xff7f0e"
      )

      mark = app.output.count
      try write(layout(headerHeight: "40"))
      #expect(app.waitForLine(after: mark) { $0 == "banner-cleared" } != nil)
      #expect(
        try Self.waitForColor(app, title: title, layoutX: 100, layoutY: 60, 0x2ca02c) == "0x2ca02c")
    }

    @Test func openingAndClosingAWindowAHundredTimesDoesNotGrowMemory() throws {
      let app = try PreviewProcess(["--sample", "profile"])
      try #require(app.waitForLine { $0 == "ready" } != nil)
      func rss(after command: String) throws -> (kilobytes: Int, counts: [String]) {
        let mark = app.output.count
        app.send(command)
        app.send("rss")
        let line = try #require(
          app.waitForLine(after: mark, timeout: 120) { $0.hasPrefix("rss ") })
        let parts = line.split(separator: " ").map(String.init)
        return (Int(parts[1]) ?? 0, Array(parts.dropFirst(2)))
      }
      // The first windows fill GTK's caches (themes, fonts, icons): measure after them.
      let before = try rss(after: "cycle 20")
      let after = try rss(after: "cycle 100")
      // Only the first window is left: open, as a Swift object, and as a GtkWindow (so no
      // callback or forgotten reference keeps a closed one).
      #expect(after.counts == ["live=1", "objects=1", "gtk-windows=1"])
      let growth = after.kilobytes - before.kilobytes
      // While GTK's caches fill, the first windows add about 1 MB each; once warm, a hundred
      // more must add less than 100 kB each (allocator noise), and the counts above show no
      // window is kept.
      #expect(growth < 100 * 100, "grew \(growth) kB over 100 windows")
    }
  }
}

/// The `WxH` of trace lines.
enum PreviewArgumentsSize {
  static func parse(_ text: Substring) -> Size? {
    let parts = text.split(separator: "x")
    guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]) else {
      return nil
    }
    return Size(width: width, height: height)
  }
}

extension OnDisplay {
  @Suite struct ThemeAndExportTests {
    @Test(arguments: [("--dark", 0x303030 as UInt32), ("--light", 0xebebeb)])
    func theCanvasFollowsTheTheme(flag: String, windowColor: UInt32) throws {
      // PreviewProcess passes --light first; a later --dark wins.
      let app = try PreviewProcess(["--sample", "basic", "--preset", "phone", flag])
      let title = "Basic — LayoutComposer Preview"
      try #require(app.waitForLine { $0 == "ready" } != nil)
      // A preset is drawn with a margin of 16 pixels: 8 pixels left of the layout area is
      // the window's own background.
      let seen = try OnDisplay.WindowTests.waitForColor(
        app, title: title, layoutX: -8, layoutY: 100, windowColor)
      #expect(seen == hex(windowColor))
    }

    @Test func exportWritesTheCurrentView() throws {
      let app = try PreviewProcess(["--sample", "vbox-flex", "--preset", "phone"])
      try #require(app.waitForLine { $0 == "ready" } != nil)
      let path = temporaryDirectory().appendingPathComponent("view.png").path
      app.send("zoom 2")
      app.send("export \(path)")
      #expect(app.waitForLine { $0 == "exported \(path)" } != nil, "\(app.output.suffix(3))")
      let pixels = try #require(Pixels(png: path))
      // The phone preset at zoom 2.
      #expect(pixels.width == 750 && pixels.height == 1334)
    }
  }
}
