import Foundation
import LayoutComposer
import LayoutComposerGtk
import LayoutSamples
import Testing

/// `composer-preview --render` end to end, as the README runs it.
@Suite struct CommandLineTests {
  func render(_ arguments: [String]) -> (status: Int32, stderr: String) {
    let process = Process()
    process.executableURL = PreviewProcess.executable
    process.arguments = arguments
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    var environment = ProcessInfo.processInfo.environment
    environment["DISPLAY"] = nil  // no display needed
    environment["WAYLAND_DISPLAY"] = nil
    process.environment = environment
    guard (try? process.run()) != nil else { return (-1, "cannot run") }
    let data = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  @Test func renderWritesAPngOfTheGivenSize() throws {
    let path = temporaryDirectory().appendingPathComponent("basic.png").path
    let result = render(["--render", "basic", "--size", "375x667", "--out", path])
    #expect(result.status == 0, "\(result.stderr)")
    let pixels = try #require(Pixels(png: path))
    #expect(pixels.width == 375 && pixels.height == 667)
    let size = try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int ?? 0
    #expect(size > 1000)
    // Not empty: view1 (node 1, orange) covers the top band, blended with the root's fill.
    #expect(hex(pixels.rgb(200, 25)) != hex(pixels.rgb(200, 400)))
  }

  @Test func renderWritesAnSvg() throws {
    let path = temporaryDirectory().appendingPathComponent("profile.svg").path
    let result = render(["--render", "profile", "--out", path])
    #expect(result.status == 0, "\(result.stderr)")
    let svg = try String(contentsOfFile: path, encoding: .utf8)
    #expect(svg.contains("<svg") && svg.contains("width=\"320\""))
  }

  /// `--render … --zoom 2` draws every text leaf in its frame (issue 10): with nothing but
  /// the text drawn, every non-white pixel lies in a text leaf's frame, twice as large.
  @Test func renderAtZoomTwoDrawsEachTextInsideItsFrame() throws {
    let path = temporaryDirectory().appendingPathComponent("profile-2x.png").path
    let result = render([
      "--render", "profile", "--zoom", "2", "--borders-only", "--no-borders", "--no-names",
      "--no-margins", "--out", path,
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let pixels = try #require(Pixels(png: path))
    let sample = try #require(Gallery.sample(named: "profile"))
    #expect(
      pixels.width == Int(sample.size.width * 2) && pixels.height == Int(sample.size.height * 2))
    let snapshot = LayoutSnapshot(
      root: sample.build(), size: sample.size, measurer: PangoTextMeasurer())
    let texts = (0..<snapshot.count).filter { snapshot.tree.item(at: $0) is Text }.map {
      let frame = snapshot.absoluteFrames[$0]
      return Frame(x: frame.x * 2, y: frame.y * 2, width: frame.width * 2, height: frame.height * 2)
    }
    #expect(texts.count == 5)
    var inside = 0
    var outside = 0
    for y in 0..<pixels.height {
      for x in 0..<pixels.width where pixels.rgb(x, y) != 0xffffff {
        if texts.contains(where: { $0.contains(x: Double(x) + 0.5, y: Double(y) + 0.5) }) {
          inside += 1
        } else {
          outside += 1
        }
      }
    }
    #expect(inside > 1000)
    #expect(outside == 0, "\(outside) pixels drawn outside the text frames")
  }

  /// Opaque fills only: each pixel has the colour of one component.
  static let plain = ["--opaque", "--no-borders", "--no-names", "--no-margins", "--no-text"]

  @Test func aRightToLeftSampleRendersInItsDirectionUnlessToldOtherwise() throws {
    // profile-rtl at its 320 × 480: the header is 320 − 2 × 20 = 280 wide and its icon
    // (node 3, `halign: .leading`, 50 × 50) at its right end, x = 20 + 230 = 250, y 20; forced
    // left to right, at x 20.
    let colour = hex(Palette.hex[3])
    for (direction, iconX) in [(nil, 250.0), ("ltr", 20), ("rtl", 250), ("auto", 250)] {
      let path = temporaryDirectory().appendingPathComponent("rtl.png").path
      let extra = direction.map { ["--direction", $0] } ?? []
      let result = render(["--render", "profile-rtl", "--out", path] + Self.plain + extra)
      #expect(result.status == 0, "\(result.stderr)")
      let pixels = try #require(Pixels(png: path))
      #expect(hex(pixels.rgb(iconX + 25, 45)) == colour, "\(direction ?? "default")")
    }
    let bad = render(["--render", "profile-rtl", "--direction", "up", "--out", "/tmp/x.png"])
    #expect(bad.status == 2)
    #expect(bad.stderr.hasPrefix("composer-preview: --direction up: expected ltr, rtl or auto"))
  }

  @Test func selectDrawsTheSharedBaseline() throws {
    // docs/semantics.md's section header with the fixed-advance measurer: the baseline both
    // texts share is at y 30, dashed across the 360-wide HBox in the accent colour.
    let path = temporaryDirectory().appendingPathComponent("header.png").path
    let result = render(
      [
        "--render", "swiftui-section-header-baseline", "--measurer", "fixed", "--select",
        "showAll", "--out", path,
      ] + Self.plain)
    #expect(result.status == 0, "\(result.stderr)")
    let pixels = try #require(Pixels(png: path))
    let accent = (40..<180).filter { pixels.rgb($0, 30) == 0x1c71d8 }.count
    #expect(accent >= 76 && accent <= 84, "\(accent)")
    let missing = render(["--render", "basic", "--select", "nope", "--out", "/tmp/x.png"])
    #expect(missing.status == 1)
    #expect(
      missing.stderr == "composer-preview: --select nope: no component of that name in basic\n")
  }

  @Test func anUnknownSampleIsAClearError() {
    let result = render(["--render", "nonesuch", "--out", "/tmp/x.png"])
    #expect(result.status == 1)
    #expect(
      result.stderr.hasPrefix("composer-preview: nonesuch: no sample or layout file by that name"))
  }

  @Test func aBadSizeIsAUsageError() {
    let result = render(["--render", "basic", "--size", "0x10", "--out", "/tmp/x.png"])
    #expect(result.status == 2)
    #expect(
      result.stderr.hasPrefix("composer-preview: --size 0x10: expected WIDTHxHEIGHT, e.g. 375x667"))
  }

  /// In the window `--size` is a custom canvas size, checked before any display is opened.
  @Test func aBadWindowSizeIsAUsageErrorWithItsReason() {
    for (size, reason) in [
      ("0x0", "0x0: the width must be more than 0"),
      ("-5x3", "-5x3: the width must be more than 0"),
      ("abc", "abc is not WIDTHxHEIGHT, e.g. 375x667"),
      ("40000x10", "40000x10: the width must be at most 32767 points"),
    ] {
      let result = render(["--sample", "basic", "--size", size])
      #expect(result.status == 2, "\(size)")
      #expect(result.stderr.hasPrefix("composer-preview: --size \(reason)\n"), "\(result.stderr)")
    }
  }

  @Test func anInvalidLayoutFileListsItsProblems() throws {
    let path = temporaryDirectory().appendingPathComponent("bad.json").path
    try #"{"version": 2, "root": {}}"#.write(toFile: path, atomically: true, encoding: .utf8)
    let result = render(["--render", path, "--out", "/tmp/x.png"])
    #expect(result.status == 1)
    #expect(result.stderr.contains("composer-preview: \(path):"), "\(result.stderr)")
  }

  @Test func withoutADisplayTheWindowSaysSo() {
    let result = render(["--sample", "basic"])
    #expect(result.status == 1)
    #expect(
      result.stderr
        == "composer-preview: cannot open a display (set DISPLAY or WAYLAND_DISPLAY); "
        + "--render writes pictures without one\n")
  }
}
