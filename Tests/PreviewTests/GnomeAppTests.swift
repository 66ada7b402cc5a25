import Foundation
import LayoutComposer
import LayoutComposerGtk
import Testing

/// The previewer as a GNOME app on a real display: the primary menu, the Keyboard Shortcuts
/// window, About, and the custom size (applied, laid out at, remembered across runs).
extension OnDisplay {
  @Suite struct GnomeAppTests {
    static let hasXdotool = FileManager.default.isExecutableFile(atPath: "/usr/bin/xdotool")

    /// Sends a command and collects the lines it traces up to `end`.
    static func lines(_ app: PreviewProcess, _ command: String, prefix: String, end: String)
      -> [String]?
    {
      app.ask(command, report: prefix, end: end)?.split(separator: "\n").map(String.init)
        ?? (app.output.last == end ? [] : nil)
    }

    @Test func thePrimaryMenuHasKeyboardShortcutsAndAbout() throws {
      let app = try PreviewProcess(["--sample", "basic"])
      try #require(app.waitForLine { $0 == "ready" } != nil)
      let mark = app.output.count
      app.send("primary-menu")
      let line = app.waitForLine(after: mark) { $0.hasPrefix("primary-menu ") }
      #expect(
        line
          == "primary-menu open-menu-symbolic: _Keyboard Shortcuts=win.shortcuts, "
          + "_About LayoutComposer=win.about")
    }

    @Test func theShortcutsWindowListsEveryRegisteredAccelerator() throws {
      let app = try PreviewProcess(["--sample", "basic"])
      try #require(app.waitForLine { $0 == "ready" } != nil)
      let registered = try #require(Self.lines(app, "accels", prefix: "accel ", end: "accels-end"))
      // The shortcuts docs/previewer.md promises, written out by hand: each must be one GTK
      // holds (GTK writes Ctrl+Shift+V as <Shift><Control>v).
      let promised = [
        "accel win.open <Control>o", "accel win.reload <Control>r F5",
        "accel win.export <Control>e",
        "accel win.zoom-in <Control>plus <Control>equal <Control>KP_Add",
        "accel win.zoom-out <Control>minus <Control>KP_Subtract",
        "accel win.zoom-reset <Control>0", "accel win.rotate <Control>t",
        "accel win.toggle-variants <Shift><Control>v", "accel win.toggle-sidebar F9",
        "accel win.toggle-inspector <Control>i",
        "accel win.shortcuts <Control>question <Control>slash", "accel win.close <Control>w",
        "accel win.quit <Control>q",
      ]
      #expect(registered == promised)

      let mark = app.output.count
      app.send("shortcuts")
      #expect(
        app.waitForLine(after: mark) { $0 == "shortcuts-window 13 shortcuts" } != nil,
        "\(app.output.suffix(3))")
      let shown = try #require(
        Self.lines(app, "shortcuts-shown", prefix: "shortcut ", end: "shortcuts-end"))
      // Each registered action's accelerators, all of them, in one shortcut of the window.
      let shownAccelerators = shown.compactMap { $0.split(separator: "\t").last.map(String.init) }
      for line in registered {
        let accelerators = line.split(separator: " ").dropFirst(2).joined(separator: " ")
        #expect(shownAccelerators.contains(accelerators), "\(line) not in \(shown)")
      }
      #expect(shown.count == registered.count, "\(shown)")
      #expect(shown.contains("shortcut Keyboard shortcuts\t<Control>question <Control>slash"))
      #expect(shown.contains("shortcut Open a layout file\t<Control>o"))
    }

    @Test(.enabled(if: hasXdotool, "needs xdotool"))
    func ctrlSlashOpensTheShortcutsWindow() throws {
      let app = try PreviewProcess(["--sample", "basic"])
      try #require(app.waitForLine { $0 == "ready" } != nil)
      try #require(
        waitFor(timeout: 10) { windowOrigin(title: "Basic — LayoutComposer Preview") } != nil)
      let window = runCapturing(
        "/usr/bin/xdotool", ["search", "--name", "Basic — LayoutComposer Preview"]
      ).split(separator: "\n").first.map(String.init)
      let id = try #require(window)
      run("/usr/bin/xdotool", ["windowfocus", "--sync", id])
      let mark = app.output.count
      run("/usr/bin/xdotool", ["key", "--window", id, "ctrl+slash"])
      #expect(
        app.waitForLine(after: mark, timeout: 10) { $0.hasPrefix("shortcuts-window ") } != nil,
        "\(app.output.suffix(3))")
    }

    @Test func aboutShowsTheProgramItsVersionAndTheLicence() throws {
      let app = try PreviewProcess(["--sample", "basic"])
      try #require(app.waitForLine { $0 == "ready" } != nil)
      let mark = app.output.count
      app.send("about")
      // Read back from the dialog GTK shows: name, README's version, MIT.
      #expect(
        app.waitForLine(after: mark) { $0.hasPrefix("about ") }
          == "about LayoutComposer 0.1.0 mit-x11")
      let again = app.output.count
      app.send("about-shown")
      #expect(
        app.waitForLine(after: again) { $0.hasPrefix("about ") }
          == "about LayoutComposer \(LayoutComposerVersion.current) mit-x11")
    }

    @Test func aCustomSizeIsLaidOutAtAndRememberedAfterARestart() throws {
      let config = temporaryDirectory().path
      let settings = config + "/layoutcomposer/preview.conf"
      do {
        let app = try PreviewProcess(["--sample", "basic"], configDirectory: config)
        try #require(app.waitForLine { $0 == "ready" } != nil)
        var mark = app.output.count
        app.send("custom-size-dialog")
        try #require(app.waitForLine(after: mark) { $0.hasPrefix("custom-size-dialog ") } != nil)
        // A bad size keeps the dialog open with its reason; nothing is laid out or saved.
        for (typed, reason) in [
          ("0x0", "0x0: the width must be more than 0"),
          ("-5x3", "-5x3: the width must be more than 0"),
          ("abc", "abc is not WIDTHxHEIGHT, e.g. 375x667"),
        ] {
          mark = app.output.count
          app.send("custom-size-type \(typed)")
          #expect(
            app.waitForLine(after: mark) { $0.hasPrefix("custom-size-error ") }
              == "custom-size-error \(reason)")
        }
        #expect(!FileManager.default.fileExists(atPath: settings))
        mark = app.output.count
        app.send("custom-size-type 500x300")
        #expect(
          app.waitForLine(after: mark) { $0 == "layout basic 500x300 nodes=4" } != nil,
          "\(app.output.suffix(4))")
        // Basic is a VBox of view1 (50 high), view2 (100) and view3 (75), stretched across:
        // view3 is 500 wide (the custom width) at y 50 + 100 = 150.
        _ = app.waitForLine(after: mark) { $0.hasPrefix("canvas ") }
        app.send("select view3")
        try #require(app.waitForLine(after: mark) { $0 == "select view3" } != nil)
        let rows = OnDisplay.WindowTests.rows(try #require(app.inspectorReport()))
        #expect(rows["absolute"] == "{0, 150, 500, 75}")
        mark = app.output.count
        app.send("size-menu")
        #expect(
          app.waitForLine(after: mark) { $0.hasPrefix("size-menu ") }
            == "size-menu Fit window|Own size|Phone 375×667|Tablet 768×1024|Desktop 1280×800|"
            + "[Custom 500×300]|Custom size…")
        let text = try String(contentsOfFile: settings, encoding: .utf8)
        #expect(text.contains("custom-size = 500x300\n"), "\(text)")
        app.send("quit")
        #expect(app.waitForExit() == 0)
      }
      // The next run with the same settings opens at it (the canvas chosen is remembered
      // too) and the size menu offers it chosen.
      let again = try PreviewProcess(["--sample", "basic"], configDirectory: config)
      #expect(again.waitForLine { $0 == "layout basic 500x300 nodes=4" } != nil)
      let mark = again.output.count
      again.send("size-menu")
      #expect(
        again.waitForLine(after: mark) { $0.hasPrefix("size-menu ") }
          == "size-menu Fit window|Own size|Phone 375×667|Tablet 768×1024|Desktop 1280×800|"
          + "[Custom 500×300]|Custom size…")
    }

    /// `--size` picks a custom size for one run; the remembered one stays in the file.
    @Test func sizeOnTheCommandLineIsACustomSizeForOneRun() throws {
      let app = try PreviewProcess(["--sample", "basic", "--size", "320x200"])
      try #require(app.waitForLine { $0 == "layout basic 320x200 nodes=4" } != nil)
      let mark = app.output.count
      app.send("size-menu")
      #expect(
        app.waitForLine(after: mark) { $0.hasPrefix("size-menu ") }
          == "size-menu Fit window|Own size|Phone 375×667|Tablet 768×1024|Desktop 1280×800|"
          + "[Custom 320×200]|Custom size…")
      let settings = app.configDirectory + "/layoutcomposer/preview.conf"
      #expect(!FileManager.default.fileExists(atPath: settings))
    }
  }
}
