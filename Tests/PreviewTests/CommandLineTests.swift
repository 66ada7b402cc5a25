import Foundation
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
