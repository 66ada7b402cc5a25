import Foundation
import LayoutComposer
import LayoutSamples
import Testing

@testable import LayoutComposerGtk

/// The 1-based line of the first line of `text` containing `needle`, and the 1-based column
/// where `needle` starts in it.
private func place(of needle: String, in text: String) -> (line: Int, column: Int)? {
  let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
  guard let index = lines.firstIndex(where: { $0.contains(needle) }),
    let range = lines[index].range(of: needle)
  else { return nil }
  return (index + 1, lines[index].distance(from: lines[index].startIndex, to: range.lowerBound) + 1)
}

/// Two previews of one title, one with an id of its own: the other keeps the title's words.
struct OwnIdPreviews: PreviewProvider {
  static var previews: [Preview] {
    [Preview("Settings", id: "settings-card") { `$`("a") }, Preview("Settings") { `$`("b") }]
  }
}

/// The gallery as previews and the one export of previews (composer-sample-layouts writes
/// the gallery with the code swift package preview's program uses), read back as the
/// previewer reads a rebuild; the canvas choice in the settings file.
@Suite struct LiveRebuildTests {
  /// The repository this file is in.
  static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  @Test func theGalleryIsItsProvidersPreviewsWithTheSamplesIdsAndPlaces() throws {
    let previews = Gallery.providers.flatMap { $0.identifiedPreviews }
    #expect(previews.map(\.id) == Gallery.samples.map(\.id))
    #expect(previews.map(\.preview.title) == Gallery.samples.map(\.title))
    let readme = try String(
      contentsOf: Self.repository.appending(path: "Samples/Gallery/LayoutComposerReadme.swift"),
      encoding: .utf8)
    let basic = try #require(previews.first { $0.id == "basic" }?.preview)
    #expect(basic.line == place(of: #"Sample(id: "basic""#, in: readme)?.line)
    #expect(basic.fileID == "LayoutSamples/LayoutComposerReadme.swift")
    #expect(basic.size == Size(width: 320, height: 480))
    let rtl = try #require(previews.first { $0.id == "profile-rtl" }?.preview)
    #expect(rtl.direction == .rightToLeft)
  }

  @Test func aPreviewWithAnIdOfItsOwnKeepsIt() {
    #expect(
      OwnIdPreviews.identifiedPreviews.map(\.id) == [
        "settings-card", "PreviewTests.OwnIdPreviews/settings",
      ])
  }

  /// composer-sample-layouts, next to the test bundle.
  static var sampleLayouts: URL {
    PreviewProcess.executable.deletingLastPathComponent().appending(path: "composer-sample-layouts")
  }

  @Test func theExportedGalleryReadsBackWithEverySampleAndItsSwiftLines() throws {
    let directory = temporaryDirectory()
    let status = run(Self.sampleLayouts.path, [directory.path])
    try #require(status == 0)
    let rebuilt = SourceWatcher.readRebuiltPreviews(directory.path)
    #expect(rebuilt.problems == [])
    #expect(rebuilt.samples.map(\.id) == Gallery.samples.map(\.id))
    let basic = try #require(rebuilt.samples.first { $0.id == "basic" })
    let readme = try String(
      contentsOf: Self.repository.appending(path: "Samples/Gallery/LayoutComposerReadme.swift"),
      encoding: .utf8)
    let line = try #require(place(of: #"Sample(id: "basic""#, in: readme)?.line)
    #expect(
      basic.location
        == Self.repository.appending(path: "Samples/Gallery/LayoutComposerReadme.swift").path
        + ":\(line)")
    // Basic: view1 50 high, view2 100, view3 75 in a VBox 320 wide: view3 at y 150.
    var tree = LayoutTree(basic.content.root)
    let frames = tree.layout(in: basic.content.size)
    #expect(frames["view3"] == Frame(x: 0, y: 150, width: 320, height: 75))
    // The inspector's Swift line of view3: the line of its `$` in the README sample.
    let view3Line =
      try #require(
        readme.split(separator: "\n", omittingEmptySubsequences: false).enumerated().first {
          $0.offset + 1 > line && $0.element.contains(#"`$`("view3""#)
        }
      ).offset + 1
    let index = try #require(frames.index(named: "view3"))
    #expect(
      frames.source(at: index).description
        == "LayoutSamples/LayoutComposerReadme.swift:\(view3Line)")
  }

  @Test func compilerMessagesNameTheLinkedTargetsOwnDirectory() throws {
    let work = temporaryDirectory()
    let real = work.appending(path: "Screens/Sources/Screens")
    let package = work.appending(path: "program")
    try FileManager.default.createDirectory(at: real, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
      at: package.appending(path: "Sources"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      at: package.appending(path: "Sources/Screens"), withDestinationURL: real)
    let links = SourceWatcher.sourceLinks(in: package.path)
    #expect(links.map(\.linked) == [package.path + "/Sources/Screens/"])
    #expect(links.map(\.real) == [real.path + "/"])
    let log = "\(package.path)/Sources/Screens/A.swift:3:7: error: cannot find 'x' in scope"
    #expect(
      SourceWatcher.compilerErrors(SourceWatcher.withRealPaths(log, links)) == [
        "\(real.path)/A.swift:3:7: error: cannot find 'x' in scope"
      ])
  }

  @Test func theCanvasChoiceRoundTripsThroughTheSettingsFile() throws {
    let path = temporaryDirectory().appendingPathComponent("preview.conf").path
    for canvas in CanvasSize.all + [.custom(Size(width: 500, height: 300))] {
      var settings = PreviewSettings()
      settings.canvas = canvas
      try settings.save(to: path)
      #expect(PreviewSettings.load(from: path) == settings)
    }
    var settings = PreviewSettings()
    settings.canvas = .preset(.tablet)
    try settings.save(to: path)
    #expect(try String(contentsOfFile: path, encoding: .utf8).contains("\ncanvas = tablet\n"))
    #expect(PreviewSettings.load(from: path).canvas == .preset(.tablet))
    // What the size menu could not have chosen is not taken from a hand-edited file.
    for wrong in ["phones", "0x300", "500x", "", "fit window", "x3"] {
      try "canvas = \(wrong)\nmeasurer = fixed\n".write(
        toFile: path, atomically: true, encoding: .utf8)
      let edited = PreviewSettings.load(from: path)
      #expect(edited.canvas == nil, "canvas = \(wrong)")
      #expect(edited.measurer == .fixedAdvance)
    }
    #expect(PreviewSettings.canvas("360.5x640") == .custom(Size(width: 360.5, height: 640)))
  }
}

extension OnDisplay {
  /// The live rebuild of exported previews in the window, as `swift package preview` runs it,
  /// with a small program of its own instead of a package depending on this one (that is
  /// PreviewPluginTests): its directory linked into the built package as the plugin's
  /// generated package links the user's targets.
  @Suite struct LiveRebuildWindowTests {
    static func program(headerHeight: String, items: String = "") -> String {
      """
      import Foundation

      let directory = CommandLine.arguments[1]
      let height: Int = \(headerHeight)
      let layout = \"""
        {"version": 1, "size": [200, 100], "root": {"layout": {"type": "VBox"}, "items": [
          {"name": "header", "height": \\(height)}, {"name": "body", "flex": 1}\(items)]}}
        \"""
      try layout.write(toFile: directory + "/fake--screen.json", atomically: true, encoding: .utf8)
      try "fake--screen\\tfake/screen\\tScreen\\t\\(#filePath)\\t5\\n".write(
        toFile: directory + "/previews.tsv", atomically: true, encoding: .utf8)

      """
    }

    @Test func aBrokenSaveShowsTheCompilerErrorAndTheFixSwapsTheRebuiltLayoutIn() throws {
      let work = temporaryDirectory()
      let real = work.appending(path: "Screens/Sources/Fake")
      let package = work.appending(path: "program")
      try FileManager.default.createDirectory(at: real, withIntermediateDirectories: true)
      try FileManager.default.createDirectory(
        at: package.appending(path: "Sources"), withIntermediateDirectories: true)
      try FileManager.default.createSymbolicLink(
        at: package.appending(path: "Sources/export"), withDestinationURL: real)
      try """
      // swift-tools-version:6.0
      import PackageDescription

      let package = Package(name: "Program", targets: [.executableTarget(name: "export")])

      """.write(to: package.appending(path: "Package.swift"), atomically: true, encoding: .utf8)
      let source = real.appending(path: "main.swift")
      try Self.program(headerHeight: "50").write(to: source, atomically: true, encoding: .utf8)
      // The first export, as the plugin hands it to the previewer.
      let first = work.appending(path: "layouts")
      try FileManager.default.createDirectory(at: first, withIntermediateDirectories: true)
      try #"""
      {"version": 1, "size": [200, 100], "root": {"layout": {"type": "VBox"}, "items": [
        {"name": "header", "height": 50}, {"name": "body", "flex": 1}]}}
      """#.write(to: first.appending(path: "fake--screen.json"), atomically: true, encoding: .utf8)
      try "fake--screen\tfake/screen\tScreen\t\(source.path)\t5\n".write(
        to: first.appending(path: "previews.tsv"), atomically: true, encoding: .utf8)

      let app = try PreviewProcess([
        "--no-samples", "--previews", first.path, "--watch", real.path, "--watch-package",
        package.path, "--watch-product", "export",
      ])
      try #require(app.waitForLine { $0 == "loaded fake/screen nodes=3" } != nil, "\(app.output)")
      app.send("select header")
      #expect(
        OnDisplay.WindowTests.rows(try #require(app.inspectorReport()))["absolute"]
          == "{0, 0, 200, 50}")

      // A type error: the banner names the user's file (not the linked one) at the literal.
      var mark = app.output.count
      let broken = Self.program(headerHeight: #""eighty""#)
      try broken.write(to: source, atomically: true, encoding: .utf8)
      let at = try #require(place(of: #""eighty""#, in: broken))
      let failed = app.waitForLine(after: mark, timeout: 300) { $0.hasPrefix("rebuild-failed ") }
      try #require(failed != nil, "\(app.output.suffix(20))")
      let banner = app.output.dropFirst(mark).last { $0.hasPrefix("banner ") }
      #expect(
        banner?.hasPrefix(
          "banner \(source.path):\(at.line):\(at.column): error: cannot convert value of type"
            + " 'String' to specified type 'Int'") == true, "\(app.output.suffix(20))")
      // The last good layout stays: nothing was loaded, and header is still 50 high.
      #expect(!app.output.dropFirst(mark).contains { $0.hasPrefix("loaded ") })
      app.send("select header")
      #expect(
        OnDisplay.WindowTests.rows(try #require(app.inspectorReport()))["absolute"]
          == "{0, 0, 200, 50}")
      if let shots = ProcessInfo.processInfo.environment["LAYOUTCOMPOSER_SHOTS"] {
        app.waitForFrame()
        _ = run(
          "/usr/bin/env", ["import", "-window", "root", shots + "/compiler-error-banner.png"])
      }

      // The fix: header 80 high and a third component; the rebuilt layout swaps in.
      mark = app.output.count
      try Self.program(headerHeight: "80", items: #", {"name": "footer", "height": 10}"#)
        .write(to: source, atomically: true, encoding: .utf8)
      let rebuilt = app.waitForLine(after: mark, timeout: 300) { $0.hasPrefix("rebuilt ") }
      try #require(rebuilt != nil, "\(app.output.suffix(20))")
      #expect(app.waitForLine(after: mark) { $0 == "loaded fake/screen nodes=4" } != nil)
      #expect(app.output.dropFirst(mark).contains("banner-cleared"))
      app.send("select header")
      #expect(
        OnDisplay.WindowTests.rows(try #require(app.inspectorReport()))["absolute"]
          == "{0, 0, 200, 80}")
      // The body takes what is left of 100 after the header and the 10-high footer.
      app.send("select body")
      #expect(
        OnDisplay.WindowTests.rows(try #require(app.inspectorReport()))["absolute"]
          == "{0, 80, 200, 10}")
    }

    @Test func theCanvasChosenInTheSizeMenuIsRememberedAndTheCommandLineOverridesItOnce() throws {
      let config = temporaryDirectory().path
      let settings = config + "/layoutcomposer/preview.conf"
      do {
        let app = try PreviewProcess(["--sample", "basic"], configDirectory: config)
        try #require(app.waitForLine { $0 == "ready" } != nil)
        #expect(!FileManager.default.fileExists(atPath: settings))
        let mark = app.output.count
        app.send("preset tablet")
        #expect(app.waitForLine(after: mark) { $0 == "layout basic 768x1024 nodes=4" } != nil)
        #expect(try String(contentsOfFile: settings, encoding: .utf8).contains("canvas = tablet\n"))
        app.send("quit")
        #expect(app.waitForExit() == 0)
      }
      do {
        // The next run opens at it, the size menu showing it chosen.
        let app = try PreviewProcess(["--sample", "basic"], configDirectory: config)
        #expect(app.waitForLine { $0 == "layout basic 768x1024 nodes=4" } != nil)
        let mark = app.output.count
        app.send("size-menu")
        #expect(
          app.waitForLine(after: mark) { $0.hasPrefix("size-menu ") }
            == "size-menu Fit window|Own size|Phone 375×667|[Tablet 768×1024]|Desktop 1280×800|"
            + "Custom size…")
        app.send("quit")
        #expect(app.waitForExit() == 0)
      }
      // --preset and --size choose for one run; the file keeps the tablet.
      for (arguments, size) in [
        (["--preset", "phone"], "375x667"), (["--size", "320x200"], "320x200"),
      ] {
        let app = try PreviewProcess(["--sample", "basic"] + arguments, configDirectory: config)
        #expect(app.waitForLine { $0 == "layout basic \(size) nodes=4" } != nil, "\(arguments)")
        app.send("quit")
        #expect(app.waitForExit() == 0)
        let text = try String(contentsOfFile: settings, encoding: .utf8)
        #expect(text.contains("canvas = tablet\n") && !text.contains("custom-size"), "\(text)")
      }
    }
  }
}
