import Foundation
import LayoutComposer
import Synchronization

/// `composer-widgets` run as a subprocess on the tests' own display.
enum SampleProcess {
  /// The built `composer-widgets`, next to the test bundle (`swift build` puts every
  /// product in one directory).
  static var executable: URL {
    let testBinary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    var directory = testBinary.deletingLastPathComponent()
    while directory.path.count > 1 {
      let candidate = directory.appendingPathComponent("composer-widgets")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      directory = directory.deletingLastPathComponent()
    }
    let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    return package.appendingPathComponent(".build/debug/composer-widgets")
  }

  struct Output {
    var status: Int32
    var standardOutput: String
    var standardError: String
  }

  /// Runs to the end (at most `timeout` seconds) and collects its output.
  static func run(_ arguments: [String], timeout: Double = 60) throws -> Output {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.environment = TestDisplay.environment
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    let output = stdout.fileHandleForReading.readDataToEndOfFile()
    let errors = stderr.fileHandleForReading.readDataToEndOfFile()
    _ = waitFor(timeout: timeout) { process.isRunning ? nil : true }
    if process.isRunning { process.terminate() }
    process.waitUntilExit()
    return Output(
      status: process.terminationStatus,
      standardOutput: String(decoding: output, as: UTF8.self),
      standardError: String(decoding: errors, as: UTF8.self))
  }

  /// `{"name": [x, y, w, h], …}` as frames by name, or nil if it is not that.
  static func frames(_ json: String) -> [String: Frame]? {
    guard let data = json.data(using: .utf8),
      let object = try? JSONSerialization.jsonObject(with: data) as? [String: [Double]]
    else { return nil }
    var frames: [String: Frame] = [:]
    for (name, numbers) in object {
      guard numbers.count == 4 else { return nil }
      frames[name] = Frame(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }
    return frames
  }
}

/// A `composer-widgets --trace` run kept going while a test drives it: its output lines are
/// collected as they come.
final class TracedSample: Sendable {
  private let process: Process
  private let lines = OutputLines()

  init(_ arguments: [String]) throws {
    process = Process()
    process.executableURL = SampleProcess.executable
    process.arguments = arguments + ["--trace"]
    process.environment = TestDisplay.environment
    let stdout = Pipe()
    process.standardOutput = stdout
    process.standardError = FileHandle.nullDevice
    let lines = self.lines
    stdout.fileHandleForReading.readabilityHandler = { handle in
      let data = handle.availableData
      guard !data.isEmpty else {
        handle.readabilityHandler = nil
        return
      }
      lines.append(String(decoding: data, as: UTF8.self))
    }
    try process.run()
  }

  /// Ends the sample and waits for it, so that its window is gone before the next test
  /// looks for one with the same title.
  deinit {
    if process.isRunning {
      process.terminate()
      process.waitUntilExit()
    }
  }

  var output: [String] { lines.lines }

  /// Waits for a line that satisfies `match`; nil after `timeout` seconds.
  func waitForLine(timeout: Double = 20, _ match: (String) -> Bool) -> String? {
    waitFor(timeout: timeout) { output.first(where: match) }
  }
}

/// Output split into lines as it arrives in chunks.
final class OutputLines: Sendable {
  private let state = Mutex((done: [String](), partial: ""))

  func append(_ text: String) {
    state.withLock { state in
      state.partial += text
      while let newline = state.partial.firstIndex(of: "\n") {
        state.done.append(String(state.partial[..<newline]))
        state.partial = String(state.partial[state.partial.index(after: newline)...])
      }
    }
  }

  var lines: [String] { state.withLock { $0.done } }
}

/// Runs a tool (xdotool, import) on the tests' display; its standard output.
@discardableResult
func runTool(_ arguments: [String]) -> (status: Int32, output: String) {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = arguments
  process.environment = TestDisplay.environment
  let pipe = Pipe()
  process.standardOutput = pipe
  process.standardError = FileHandle.nullDevice
  guard (try? process.run()) != nil else { return (-1, "") }
  let data = pipe.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}

/// A frame with each edge on the nearest whole pixel, as the container allocates it: left
/// and right are rounded (halves away from zero), the width is what lies between.
func roundedEdges(_ frame: Frame) -> Frame {
  let left = frame.x.rounded()
  let top = frame.y.rounded()
  return Frame(
    x: left, y: top, width: (frame.x + frame.width).rounded() - left,
    height: (frame.y + frame.height).rounded() - top)
}
