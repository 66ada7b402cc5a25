import Foundation
import LayoutComposer
import LayoutComposerGtk
import LayoutSamples
import Testing

/// The window's panels and modes on a real display: the sidebar, warnings, the measurer
/// choice, the variants view, loading files off the main thread, and bad control input.
extension OnDisplay {
  @Suite struct WindowPanelsTests {
    typealias Window = OnDisplay.WindowTests

    /// Sends a command and waits for the trace line it should produce.
    static func ask(_ app: PreviewProcess, _ command: String, _ match: (String) -> Bool) -> String?
    {
      let mark = app.output.count
      app.send(command)
      return app.waitForLine(after: mark, match)
    }

    @Test func theSidebarNeverScrollsSideways() throws {
      let app = try PreviewProcess(["--sample", "basic"])
      try #require(app.waitForLine { $0 == "ready" } != nil)
      for row in 0..<Gallery.samples.count {
        let id = Gallery.samples[row].id
        let mark = app.output.count
        app.send("row \(row)")
        if row > 0 {
          #expect(app.waitForLine(after: mark) { $0.hasPrefix("loaded \(id) ") } != nil, "\(id)")
        }
        let scroll = Self.ask(app, "sidebar-scroll") { $0.hasPrefix("sidebar-scroll ") }
        #expect(scroll == "sidebar-scroll 0", "after row \(row) (\(id))")
      }
    }

    @Test(
      .enabled(
        if: FileManager.default.isExecutableFile(atPath: "/usr/bin/xdotool"), "needs xdotool"))
    func aRealClickOnALongTitleLeavesTheSidebarInPlace() throws {
      let app = try PreviewProcess(["--sample", "basic"])
      try #require(app.waitForLine { $0 == "ready" } != nil)
      let window = try #require(
        waitFor(timeout: 10) { windowOrigin(title: "Basic — LayoutComposer Preview") })
      // The row of "Relative corners and centre" (the tenth row, each 44 px) in a sidebar
      // starting under the 47-pixel header bar.
      let row = try #require(Gallery.samples.firstIndex { $0.id == "relative" })
      run(
        "/usr/bin/xdotool",
        [
          "mousemove", "\(Int(window.x) + 80)", "\(Int(window.y) + 47 + 22 + 44 * row)", "click",
          "1",
        ])
      #expect(
        app.waitForLine { $0.hasPrefix("loaded relative ") } != nil, "\(app.output.suffix(4))")
      #expect(
        Self.ask(app, "sidebar-scroll") { $0.hasPrefix("sidebar-scroll ") } == "sidebar-scroll 0")
      run("/usr/bin/xdotool", ["mousemove", "0", "0"])
    }

    @Test func warningsShowInAYellowLineAndInTheInspector() throws {
      let app = try PreviewProcess(["--sample", "margins-2"])
      try #require(app.waitForLine { $0 == "ready" } != nil)
      let title = "Default margins — LayoutComposer Preview"
      let line = Self.ask(
        app, "problem warning root.items[1].flex flex does not apply here"
      ) { $0.hasPrefix("warnings ") }
      #expect(line == "warnings root.items[1].flex: warning: flex does not apply here")
      // The yellow line sits right under the header bar, across the window.
      let window = try #require(waitFor(timeout: 10) { windowOrigin(title: title) })
      let yellow = waitFor(timeout: 10) { () -> Bool? in
        guard let pixels = try? screenshot() else { return nil }
        let seen = (60..<80).map { pixels.rgb(window.x + 600, window.y + Double($0)) }
        return seen.contains(0xf6d32d) ? true : nil
      }
      #expect(yellow == true, "no yellow warning line under the header bar")
      _ = Self.ask(app, "select view2") { $0 == "select view2" }
      let text = try #require(app.inspectorReport())
      #expect(text.contains("\nWarnings\n  flex  flex does not apply here"), "\(text)")
      // Copy puts the same report on the clipboard.
      let copied = try #require(app.ask("copy", report: "clipboard ", end: "clipboard-end"))
      #expect(copied.hasPrefix("clipboard view2\nComponent\n"), "\(copied)")
      #expect(copied.contains("\nWarnings\n  flex  flex does not apply here"))
      // A reload reads the layout again: the added warning is gone.
      #expect(Self.ask(app, "reload") { $0 == "warnings-cleared" } != nil)
    }

    @Test func theEnginesWarningsAboutAFileShowInTheYellowLine() throws {
      let file = temporaryDirectory().appendingPathComponent("warn.json")
      try
        #"{"version":1,"size":[320,480],"root":{"layout":{"type":"VBox"},"items":[{"name":"a","height":50,"halign":"center"},{"name":"a","flex":1}]}}"#
        .write(to: file, atomically: true, encoding: .utf8)
      let app = try PreviewProcess([file.path])
      let line = app.waitForLine { $0.hasPrefix("warnings ") }
      #expect(
        line == "warnings \(file.path): root.items[0].halign: warning: has no effect in a VBox; "
          + "use align: .center | \(file.path): root.items[1].name: warning: \"a\" is also the "
          + "name of root.items[0]; lookups by name find that one")
      // The layout is drawn all the same, and no error banner shows.
      #expect(app.waitForLine { $0.hasPrefix("loaded \(file.path)") } != nil)
      #expect(!app.output.contains { $0.hasPrefix("banner ") })
    }

    @Test func theMeasurerChoiceIsRememberedAndShown() throws {
      let config = temporaryDirectory().path
      do {
        let app = try PreviewProcess(["--sample", "profile"], configDirectory: config)
        try #require(app.waitForLine { $0 == "ready" } != nil)
        #expect(Self.ask(app, "measurer fixed") { $0.hasPrefix("loaded profile") } != nil)
        #expect(app.output.contains("measurer fixed"))
        app.send("select nameLabel")
        let text = try #require(app.inspectorReport())
        #expect(Window.rows(text)["measured by"] == "fixed-advance", "\(text.suffix(400))")
        app.send("quit")
        #expect(app.waitForExit() == 0)
      }
      let saved = try String(
        contentsOfFile: config + "/layoutcomposer/preview.conf", encoding: .utf8)
      #expect(saved.contains("measurer = fixed"))
      // The next run starts with the remembered measurer.
      let again = try PreviewProcess(["--sample", "profile"], configDirectory: config)
      try #require(again.waitForLine { $0 == "ready" } != nil)
      let text = try #require(again.inspectorReport())
      #expect(text.contains("text measured by fixed-advance"), "\(text.suffix(300))")
    }

    @Test func theVariantsViewShowsEachSizeAndOneSelection() throws {
      let app = try PreviewProcess(["--sample", "vbox-flex"])
      let title = "VBox with flex — LayoutComposer Preview"
      try #require(app.waitForLine { $0 == "ready" } != nil)
      Window.plainView(app)
      app.send("variants on")
      let ids = VariantSet.presets.map(\.id) + ["window"]
      let lines = try #require(
        waitFor(timeout: 20) { () -> [String]? in
          let found = ids.compactMap { id in app.last("variant \(id) ") }
          return found.count == ids.count ? found : nil
        }, "\(app.output.suffix(8))")
      let window = try #require(waitFor(timeout: 10) { windowOrigin(title: title) })
      var variants: [(id: String, size: Size, x: Double, y: Double, scale: Double)] = []
      for line in lines {
        let parts = line.split(separator: " ")
        let size = try #require(PreviewArgumentsSize.parse(parts[2]))
        variants.append(
          (String(parts[1]), size, Double(parts[3])!, Double(parts[4])!, Double(parts[5])!))
      }
      #expect(variants.prefix(4).map(\.size) == VariantSet.presets.map(\.size))
      // vbox-flex: view1 50 high, view2 100, view3 (flex 1) and view4 (flex 2) share the rest
      // 1 : 2. In each variant the middle of view2 and of view4 has their colours.
      let expected = { (size: Size) -> [(Double, Double, UInt32)] in
        let free = size.height - 150
        return [
          (size.width / 2, 100, 0x2ca02c),
          (size.width / 2, 150 + free / 3 + free / 3, 0x9467bd),
        ]
      }
      // The variant lines are traced while the frame is drawn, before it reaches the X
      // server: the screenshot waits for the window to say that frame is on the display.
      try #require(app.waitForFrame(), "no frame drawn: \(app.output.suffix(4))")
      let pixels = try screenshot()
      for variant in variants {
        for (x, y, color) in expected(variant.size) {
          let screenX = window.x + variant.x + x * variant.scale
          let screenY = window.y + variant.y + y * variant.scale
          #expect(
            hex(pixels.rgb(screenX, screenY)) == hex(color),
            "\(variant.id) at layout \(x), \(y)")
        }
      }
      // A click in the tablet variant selects view2, and every variant outlines it.
      #expect(Self.ask(app, "click-variant tablet 100 100") { $0 == "select view2" } != nil)
      let outlined = waitFor(timeout: 10) { () -> Bool? in
        guard let shot = try? screenshot() else { return nil }
        let all = variants.allSatisfy { variant in
          // Just above view2's top edge (y 50) the accent outline is drawn, outside the frame.
          let x = window.x + variant.x + variant.size.width / 2 * variant.scale
          let y = (window.y + variant.y + 50 * variant.scale).rounded() - 1
          return shot.rgb(x, y) == 0x1c71d8
        }
        return all ? true : nil
      }
      #expect(outlined == true, "the selection is not outlined in every variant")
    }

    @Test func aFifoInPlaceOfAWatchedFileDoesNotFreezeTheWindow() throws {
      let directory = temporaryDirectory()
      let file = directory.appendingPathComponent("live.json")
      try #"{"version": 1, "size": [320, 480], "root": {"name": "only"}}"#.write(
        to: file, atomically: true, encoding: .utf8)
      let app = try PreviewProcess([file.path])
      try #require(app.waitForLine { $0 == "ready" } != nil)
      // Replaced by a FIFO, as a hostile rewrite would: no writer ever comes.
      let fifo = directory.appendingPathComponent("fifo").path
      #expect(mkfifo(fifo, 0o600) == 0)
      var mark = app.output.count
      #expect(rename(fifo, file.path) == 0)
      let banner = app.waitForLine(after: mark) { $0.hasPrefix("banner ") }
      #expect(
        banner == "banner \(file.path): not a regular file (a FIFO); the previewer reads layout "
          + "files only from regular files")
      // Still answering, with the last good layout.
      #expect(Self.ask(app, "select only") { $0 == "select only" } != nil)
      mark = app.output.count
      try #"{"version": 1, "size": [320, 480], "root": {"name": "again"}}"#.write(
        to: directory.appendingPathComponent("next.json"), atomically: true, encoding: .utf8)
      #expect(rename(directory.appendingPathComponent("next.json").path, file.path) == 0)
      #expect(app.waitForLine(after: mark) { $0 == "banner-cleared" } != nil)
      #expect(Self.ask(app, "select again") { $0 == "select again" } != nil)
    }

    @Test func aSlowLoadSaysItIsLoading() throws {
      let app = try PreviewProcess(["--sample", "profile"])
      try #require(app.waitForLine { $0 == "ready" } != nil)
      // With no delay the loading line shows for every load, then goes when it is done.
      app.send("loading-delay 0")
      let mark = app.output.count
      app.send("reload")
      #expect(app.waitForLine(after: mark) { $0.hasPrefix("loaded profile") } != nil)
      let lines = Array(app.output.dropFirst(mark))
      let loading = lines.firstIndex { $0 == "loading profile" }
      let loaded = lines.firstIndex { $0.hasPrefix("loaded profile") }
      #expect(loading != nil && loading! < loaded!, "\(lines)")
    }

    @Test func aThousandProblemsShowADozenLinesAtOnce() throws {
      let directory = temporaryDirectory()
      let file = directory.appendingPathComponent("bad.json")
      let items = (0..<1000).map { _ in #"{"heigth": 1}"# }.joined(separator: ",")
      try #"{"version": 1, "size": [320, 480], "root": {"layout": {"type": "VBox"}, "items": ["#
        .appending(items).appending("]}}")
        .write(to: file, atomically: true, encoding: .utf8)
      let app = try PreviewProcess([file.path])
      try #require(app.waitForLine(timeout: 60) { $0 == "ready" } != nil)
      let banner = try #require(app.last("banner "))
      let lines = banner.dropFirst("banner ".count).components(separatedBy: " | ")
      #expect(lines.count <= BannerText.maximumLines + 1)
      #expect(lines.last?.hasPrefix("… and ") == true, "\(lines.last ?? "")")
      #expect(Self.ask(app, "inspector") { $0.hasPrefix("inspector ") } != nil)
    }

    @Test(arguments: ["fit", "phone"])
    func hugeSizesInAFileAreDrawnNotTrapped(preset: String) throws {
      // Issue 9: a document size of [1e10, 100] and a text leaf 2,200,000 px wide once
      // trapped converting to Int32 in the window.
      let directory = temporaryDirectory()
      let file = directory.appendingPathComponent("huge.json")
      try
        #"{"version":1,"size":[1e10,100],"root":{"layout":{"type":"VBox"},"items":[{"text":"x","width":2200000,"name":"wide"},{"text":"big","fontSize":1e308,"name":"big"}]}}"#
        .write(to: file, atomically: true, encoding: .utf8)
      let app = try PreviewProcess([file.path, "--preset", preset])
      try #require(app.waitForLine { $0 == "ready" } != nil, "\(app.output)")
      // Whether the reader refuses the file (issue 9's bounds) or it is drawn, the window
      // answers: select the wide text if it is there, else report the banner.
      let answer = Self.ask(app, "select wide") { $0 == "select wide" || $0.hasPrefix("error ") }
      #expect(answer != nil)
      #expect(Self.ask(app, "zoom 8") { $0 == "zoom 8" } != nil)
      #expect(Self.ask(app, "rss") { $0.hasPrefix("rss ") } != nil)
    }

    @Test func aHugeResizeIsRefusedNotTrapped() throws {
      let app = try PreviewProcess(["--sample", "basic"])
      try #require(app.waitForLine { $0 == "ready" } != nil)
      let error = Self.ask(app, "resize 1e10 100") { $0.hasPrefix("error ") }
      #expect(error == "error resize 1e10 100: resize W H: each a number of pixels from 1 to 32767")
      #expect(Self.ask(app, "rss") { $0.hasPrefix("rss ") } != nil)
    }
  }
}
