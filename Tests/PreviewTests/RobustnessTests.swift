import Foundation
import LayoutComposer
import LayoutFiles
import Testing

@testable import LayoutComposerGtk

/// Issue 9, defects 3 and 6 on the GTK side: no input traps a Double → Int32 conversion or
/// reaches Pango unclamped, and nothing makes the previewer's work grow without bound.
@Suite struct RobustnessTests {
  /// Runs `composer-preview` without a display; its status, standard error, and whether a
  /// signal ended it.
  static func run(_ arguments: [String]) -> (status: Int32, stderr: String, signalled: Bool) {
    let process = Process()
    process.executableURL = PreviewProcess.executable
    process.arguments = arguments
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    var environment = ProcessInfo.processInfo.environment
    environment["DISPLAY"] = nil
    environment["WAYLAND_DISPLAY"] = nil
    process.environment = environment
    guard (try? process.run()) != nil else { return (-1, "cannot run", false) }
    let data = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (
      process.terminationStatus, String(decoding: data, as: UTF8.self),
      process.terminationReason == .uncaughtSignal
    )
  }

  static func file(_ json: String) throws -> String {
    let path = temporaryDirectory().appendingPathComponent("layout.json").path
    try json.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  @Test func aTextLeafWiderThanPangoUnitsIsDrawn() throws {
    // 2,200,000 px × 1024 units overflows Int32: the text is laid out without wrapping.
    let path = try Self.file(
      #"{"version":1,"size":[320,480],"root":{"layout":{"type":"VBox"},"items":[{"text":"x","width":2200000}]}}"#
    )
    let out = temporaryDirectory().appendingPathComponent("wide.png").path
    let result = Self.run(["--render", path, "--out", out])
    #expect(!result.signalled, "\(result.stderr)")
    #expect(result.status == 0, "\(result.stderr)")
    #expect(Pixels(png: out)?.width == 320)
    #expect(PangoFont.layoutWidth(2_200_000) == -1)
    #expect(PangoFont.layoutWidth(100) == 102_400)
    #expect(PangoFont.layoutWidth(.nan) == -1 && PangoFont.layoutWidth(nil) == -1)
  }

  @Test func aHugeSizeOnTheCommandLineIsRefused() {
    let result = Self.run(["--render", "basic", "--size", "1e10x100", "--out", "/tmp/x.png"])
    #expect(!result.signalled)
    #expect(result.status == 2)
    #expect(
      result.stderr.hasPrefix(
        "composer-preview: --size 1e10x100: width and height must be at most 1000000000 points"))
  }

  @Test func aPictureLargerThanCairoAllowsIsRefusedWithItsSize() throws {
    let snapshot = LayoutSnapshot(root: `$`("a"), size: Size(width: 40_000, height: 100))
    let path = temporaryDirectory().appendingPathComponent("big.png").path
    #expect {
      try ImageExport.write(snapshot, renderer: LayoutRenderer(), to: path)
    } throws: { error in
      (error as? ImageExport.Failure)?.description
        == "\(path): the picture would be 40000 × 100 pixels; pictures can be at most "
        + "32767 × 32767 (choose a smaller size or zoom)"
    }
  }

  @Test func aDocumentSizeOfTenBillionDoesNotTrap() throws {
    let path = try Self.file(
      #"{"version":1,"size":[1e10,100],"root":{"layout":{"type":"VBox"},"items":[{"height":10}]}}"#)
    let result = Self.run(["--render", path, "--out", "/tmp/x.png"])
    #expect(!result.signalled, "\(result.stderr)")
    #expect(result.status == 1)
    // The reader refuses a size beyond LayoutLimits.maximumLength (1e9) with its place: a
    // message, not a trap.
    #expect(
      result.stderr
        == "composer-preview: \(path):1:22: size.width: must be at most 1000000000, found 1e10\n")
  }

  @Test func aHugeFontSizeNeverReachesPango() throws {
    #expect(PangoFont.usableSize(1e308) == LayoutLimits.maximumFontSize)
    #expect(PangoFont.usableSize(.nan) == nil && PangoFont.usableSize(-3) == nil)
    #expect(PangoFont.usableSize(0) == nil && PangoFont.usableSize(14) == 14)
    let size = PangoTextMeasurer().size(of: "x", fontSize: 1e308, wrappingTo: nil)
    #expect(size.width.isFinite && size.height.isFinite && size.height > 0)
    #expect(PangoTextMeasurer().size(of: "x", fontSize: .nan, wrappingTo: nil) == .zero)
    let path = try Self.file(
      #"{"version":1,"size":[320,480],"root":{"layout":{"type":"VBox"},"items":[{"text":"x","fontSize":1e308}]}}"#
    )
    let result = Self.run(["--render", path, "--out", "/tmp/x.png"])
    #expect(!result.signalled)
    #expect(!result.stderr.contains("CRITICAL"), "\(result.stderr)")
  }

  @Test func theBannerListsADozenProblemsAndCountsTheRest() {
    let messages = (1...1000).map { "screen.json:\($0):1: root.items[\($0)]: unknown key \"x\"" }
    let lines = BannerText.lines(messages)
    #expect(lines.count == 13)
    #expect(lines[0] == messages[0] && lines[11] == messages[11])
    #expect(lines[12] == "… and 988 more")
    let long = String(repeating: "k", count: 4 << 20)
    let cut = BannerText.lines([long])
    #expect(cut.count == 1 && cut[0].count == 300 && cut[0].hasSuffix("…"))
    #expect(BannerText.lines(["a", "b"]) == ["a", "b"])
  }

  @Test func marginBandsAreCutToWhatIsVisible() throws {
    let visible = Frame(x: 0, y: 0, width: 320, height: 480)
    let frame = Frame(x: 100, y: 100, width: 50, height: 50)
    let huge = Insets(top: 1e6, left: 1e6, bottom: 1e6, right: 1e6)
    let band = try #require(MarginHatch.band(frame: frame, margins: huge, visible: visible))
    #expect(band.outer == visible)
    #expect(band.hole == frame)
    // A frame off screen with margins reaching in: the band is the visible part, no hole.
    let offscreen = Frame(x: -500, y: 0, width: 10, height: 10)
    let reaching = try #require(
      MarginHatch.band(
        frame: offscreen, margins: Insets(top: 0, left: 0, bottom: 0, right: 600), visible: visible)
    )
    #expect(reaching.outer == Frame(x: 0, y: 0, width: 110, height: 10))
    #expect(reaching.hole == nil)
    #expect(MarginHatch.band(frame: offscreen, margins: .zero, visible: visible) == nil)
  }

  @Test func fiveHundredComponentsWithHugeMarginsAreHatched() throws {
    // Issue 9's reproducer: 500 components with large margins (12 s a redraw when every
    // hatch line was stroked). Each band is now cut to the canvas and filled with a tile.
    let items = (0..<500).map { index in
      `$`("item\(index)", width: 10, height: 10, margins: (0, 5e5, 0, 5e5))
    }
    let root = `$`(nil, layout: Relative(), items: items)
    let snapshot = LayoutSnapshot(root: root, size: Size(width: 320, height: 480))
    var options = RenderOptions()
    options.fills = false
    options.borders = false
    options.names = false
    let path = temporaryDirectory().appendingPathComponent("margins.png").path
    try ImageExport.write(snapshot, renderer: LayoutRenderer(options: options), to: path)
    let pixels = try #require(Pixels(png: path))
    // A Relative centres its items: (320 − 10) / 2 = 155, (480 − 10) / 2 = 235. Their margin
    // bands cover the rows 235 to 245 across the whole canvas, hatched; above them nothing
    // is drawn.
    #expect(snapshot.result.frame(named: "item0") == Frame(x: 155, y: 235, width: 10, height: 10))
    #expect(pixels.rgb(2, 240) != 0xffffff && pixels.rgb(317, 240) != 0xffffff)
    #expect(pixels.rgb(2, 100) == 0xffffff)
    let hatched = Set((0..<16).map { pixels.rgb($0, 240) })
    #expect(hatched.count > 1, "the band has hatch lines, not one flat colour")
  }

  @Test func aFifoIsRefusedWithoutWaitingForAWriter() throws {
    let path = temporaryDirectory().appendingPathComponent("pipe.json").path
    #expect(mkfifo(path, 0o600) == 0)
    #expect {
      _ = try LayoutFileLoading.read(path)
    } throws: { error in
      (error as? PreviewDocument.LoadFailure)?.messages == [
        "\(path): not a regular file (a FIFO); the previewer reads layout files only from "
          + "regular files"
      ]
    }
    let directory = temporaryDirectory().path
    #expect {
      _ = try LayoutFileLoading.read(directory)
    } throws: { error in
      (error as? PreviewDocument.LoadFailure)?.messages.first?.hasSuffix(
        "not a regular file (a directory); the previewer reads layout files only from regular files"
      )
        == true
    }
  }

  @Test func aMissingFileAndAGoodFileAreReadAsBefore() throws {
    let missing = temporaryDirectory().appendingPathComponent("none.json").path
    #expect {
      _ = try LayoutFileLoading.read(missing)
    } throws: { error in
      (error as? PreviewDocument.LoadFailure)?.messages == [
        "\(missing): cannot read the file: No such file or directory"
      ]
    }
    let good = try Self.file(#"{"version":1,"size":[200,100],"root":{"name":"a"}}"#)
    let content = try LayoutFileLoading.read(good)
    #expect(content.size == Size(width: 200, height: 100))
    #expect(LayoutSnapshot(root: content.root, size: content.size).result.name(at: 0) == "a")
  }
}
