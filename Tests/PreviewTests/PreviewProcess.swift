import Foundation
import Synchronization
import Testing

/// `composer-preview` run as a subprocess with `--trace --control`: commands go to its
/// standard input, its trace lines are collected from standard output, and tests wait for a
/// line (or a screen condition) with a timeout instead of sleeping.
final class PreviewProcess: Sendable {
  private let process: Process
  private let input: FileHandle
  private let lines = LineBuffer()

  /// The built `composer-preview`, next to the test bundle (`swift build` puts every
  /// product in one directory).
  static var executable: URL {
    let testBinary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    var directory = testBinary.deletingLastPathComponent()
    while directory.path.count > 1 {
      let candidate = directory.appendingPathComponent("composer-preview")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      directory = directory.deletingLastPathComponent()
    }
    let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    return package.appendingPathComponent(".build/debug/composer-preview")
  }

  /// Whether window tests can run: an X display to open windows on.
  static var hasDisplay: Bool { ProcessInfo.processInfo.environment["DISPLAY"] != nil }

  /// Where this run remembers its settings: a directory of its own unless given, so tests
  /// never read or change the user's.
  let configDirectory: String

  init(_ arguments: [String], configDirectory: String? = nil) throws {
    process = Process()
    process.executableURL = Self.executable
    process.arguments = ["--trace", "--control", "--light"] + arguments
    var environment = ProcessInfo.processInfo.environment
    environment["GDK_BACKEND"] = "x11"
    self.configDirectory = configDirectory ?? temporaryDirectory().path
    environment["XDG_CONFIG_HOME"] = self.configDirectory
    process.environment = environment
    let stdin = Pipe()
    let stdout = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = FileHandle.nullDevice
    input = stdin.fileHandleForWriting
    let collected = lines
    stdout.fileHandleForReading.readabilityHandler = { handle in
      let data = handle.availableData
      guard !data.isEmpty else {
        handle.readabilityHandler = nil
        return
      }
      collected.append(String(decoding: data, as: UTF8.self))
    }
    try process.run()
  }

  deinit {
    if process.isRunning {
      send("quit")
      let deadline = Date().addingTimeInterval(5)
      while process.isRunning, Date() < deadline { usleep(20_000) }
      if process.isRunning { process.terminate() }
    }
  }

  func send(_ command: String) {
    try? input.write(contentsOf: Data((command + "\n").utf8))
  }

  var output: [String] { lines.lines }

  /// Waits until a trace line after line `from` satisfies `match`; returns it, or nil after
  /// `timeout` seconds.
  func waitForLine(
    after from: Int = 0, timeout: Double = 20, _ match: (String) -> Bool
  ) -> String? {
    waitFor(timeout: timeout) { output.dropFirst(from).last(where: match) }
  }

  /// Asks for a frame and waits until the window answers that one drawn after everything
  /// sent so far is on the display (the `frame` command); false on timeout.
  @discardableResult
  func waitForFrame(timeout: Double = 20) -> Bool {
    let mark = output.count
    send("frame")
    return waitForLine(after: mark, timeout: timeout) { $0 == "drawn" } != nil
  }

  /// Sends `command` and waits for the text it traces over several lines: from the line
  /// starting with `prefix` (included) to the line `end` (left out). `inspector` answers
  /// `inspector …` to `inspector-end`, `copy` answers `clipboard …` to `clipboard-end`.
  func ask(_ command: String, report prefix: String, end: String, timeout: Double = 20)
    -> String?
  {
    let mark = output.count
    send(command)
    return waitFor(timeout: timeout) { () -> String? in
      let lines = output.dropFirst(mark)
      guard let start = lines.firstIndex(where: { $0.hasPrefix(prefix) }),
        let stop = lines[start...].firstIndex(of: end)
      else { return nil }
      return lines[start..<stop].joined(separator: "\n")
    }
  }

  /// The inspector's whole report, as `inspector` traces it.
  func inspectorReport() -> String? {
    ask("inspector", report: "inspector ", end: "inspector-end")
  }

  /// The last line starting with `prefix` (e.g. the latest `canvas X Y`).
  func last(_ prefix: String) -> String? { output.last { $0.hasPrefix(prefix) } }

  /// Waits for the process to end; its exit status, or nil on timeout.
  func waitForExit(timeout: Double = 10) -> Int32? {
    waitFor(timeout: timeout) { process.isRunning ? nil : process.terminationStatus }
  }
}

/// Trace output split into lines as it arrives in chunks.
final class LineBuffer: Sendable {
  private let state = Mutex((lines: [String](), partial: ""))

  func append(_ text: String) {
    state.withLock { state in
      state.partial += text
      while let newline = state.partial.firstIndex(of: "\n") {
        state.lines.append(String(state.partial[..<newline]))
        state.partial = String(state.partial[state.partial.index(after: newline)...])
      }
    }
  }

  var lines: [String] { state.withLock { $0.lines } }
}

/// Polls `condition` every 20 ms until it gives a value or `timeout` seconds pass.
func waitFor<T>(timeout: Double, _ condition: () -> T?) -> T? {
  let deadline = Date().addingTimeInterval(timeout)
  repeat {
    if let value = condition() { return value }
    usleep(20_000)
  } while Date() < deadline
  return condition()
}

/// The whole X screen as pixels (`import -window root`).
func screenshot() throws -> Pixels {
  let path = temporaryDirectory().appendingPathComponent("screen.png").path
  let status = run("/usr/bin/env", ["import", "-window", "root", path])
  try #require(status == 0, "import -window root failed")
  return try #require(Pixels(png: path))
}

/// Where the window titled `title` is on the screen (xwininfo's absolute upper-left).
func windowOrigin(title: String) -> (x: Double, y: Double)? {
  let output = runCapturing("/usr/bin/env", ["xwininfo", "-name", title])
  func value(_ label: String) -> Double? {
    output.split(separator: "\n").first { $0.contains(label) }
      .flatMap { $0.split(separator: ":").last }
      .flatMap { Double($0.trimmingCharacters(in: .whitespaces)) }
  }
  guard let x = value("Absolute upper-left X"), let y = value("Absolute upper-left Y") else {
    return nil
  }
  return (x, y)
}

@discardableResult
func run(_ executable: String, _ arguments: [String]) -> Int32 {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: executable)
  process.arguments = arguments
  process.standardOutput = FileHandle.nullDevice
  process.standardError = FileHandle.nullDevice
  guard (try? process.run()) != nil else { return -1 }
  process.waitUntilExit()
  return process.terminationStatus
}

func runCapturing(_ executable: String, _ arguments: [String]) -> String {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: executable)
  process.arguments = arguments
  let pipe = Pipe()
  process.standardOutput = pipe
  process.standardError = FileHandle.nullDevice
  guard (try? process.run()) != nil else { return "" }
  let data = pipe.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return String(decoding: data, as: UTF8.self)
}
