import Foundation
import LayoutComposerTestSupport
import Testing

// `composer-layout` run as a subprocess, as users run it. `swift test` builds it with the
// tests; it sits next to the test bundle in the build directory.

private struct Run {
  var status: Int32
  var stdout: String
  var stderr: String
}

private func composerLayout(_ arguments: [String], stdin: String? = nil) throws -> Run {
  let buildDirectory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
  var executable = buildDirectory.appendingPathComponent("composer-layout")
  if !FileManager.default.fileExists(atPath: executable.path) {
    executable =
      URL(fileURLWithPath: Fixtures.directory)
      .appendingPathComponent("../../.build/debug/composer-layout").standardized
  }
  let process = Process()
  process.executableURL = executable
  process.arguments = arguments
  let out = Pipe()
  let err = Pipe()
  let input = Pipe()
  process.standardOutput = out
  process.standardError = err
  process.standardInput = input
  try process.run()
  if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
  try input.fileHandleForWriting.close()
  // Read before waiting, so a large output cannot fill the pipe and block the child.
  let stdoutData = out.fileHandleForReading.readDataToEndOfFile()
  let stderrData = err.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return Run(
    status: process.terminationStatus, stdout: String(decoding: stdoutData, as: UTF8.self),
    stderr: String(decoding: stderrData, as: UTF8.self))
}

@Test func printsTheFrameTreeAsJSON() throws {
  let run = try composerLayout([Fixtures.layoutPath("vbox-flex")])
  #expect(run.status == 0)
  #expect(run.stderr == "")
  // The same text as the hand-written expectation (both use the one JSON form).
  let expected = try String(contentsOfFile: Fixtures.framesPath("vbox-flex"), encoding: .utf8)
  #expect(run.stdout == expected)
}

@Test func printsTheTreeDumpAtAnotherSize() throws {
  // --width/--height override "size": F = 200 - 150 = 50: view3 50/3, view4 100/3 at
  // y = 150 + 50/3 (166.66666666666666 in Double arithmetic).
  let run = try composerLayout([
    Fixtures.layoutPath("vbox-flex"), "--format", "tree", "--width", "100", "--height", "200",
  ])
  #expect(run.status == 0)
  #expect(run.stderr == "")
  #expect(
    run.stdout == """
      VBox {0, 0, 100, 200}
        view1 {0, 0, 100, 50}
        view2 {0, 50, 100, 100}
        view3 {0, 150, 100, 16.666666666666668}
        view4 {0, 166.66666666666666, 100, 33.333333333333336}

      """)
}

@Test func readsStandardInput() throws {
  let run = try composerLayout(
    ["-", "--format=tree"],
    stdin: #"{"version": 1, "size": [10, 10], "root": {"name": "a", "width": 4, "height": 2}}"#)
  #expect(run.status == 0)
  #expect(run.stdout == "a {3, 4, 4, 2}\n")
}

@Test func aBadFileGivesOneLinePerProblemAndExitStatus1() throws {
  let run = try composerLayout(
    ["-"],
    stdin: """
      {"version": 1, "size": [320, 480], "root": {"layout": {"type": "VBox"}, "items": [
        {"name": "a"}, {"name": "b"}, {"heigth": 50}]}}
      """)
  #expect(run.status == 1)
  #expect(run.stdout == "")
  #expect(
    run.stderr == "<stdin>:2:34: root.items[2]: unknown key \"heigth\"; did you mean \"height\"?\n")
}

@Test func notJSONAndMissingFile() throws {
  let bad = try composerLayout(["-"], stdin: "{\"version\": 1,\n  \"root\": {]}")
  #expect(bad.status == 1)
  #expect(bad.stdout == "")
  #expect(bad.stderr == "<stdin>:2:12: not JSON: expected a key in double quotes, found \"]\"\n")

  let missing = try composerLayout(["/nonexistent/screen.json"])
  #expect(missing.status == 1)
  #expect(missing.stdout == "")
  #expect(
    missing.stderr == "/nonexistent/screen.json: cannot read the file: No such file or directory\n")
}

@Test func usageMistakesExit2() throws {
  let usage = "usage: composer-layout FILE.json [--width W --height H] [--format json|tree]\n"
  let none = try composerLayout([])
  #expect(none.status == 2)
  #expect(none.stdout == "")
  #expect(none.stderr == "composer-layout: no layout file given\n" + usage)

  let format = try composerLayout([Fixtures.layoutPath("vbox-flex"), "--format", "yaml"])
  #expect(format.status == 2)
  #expect(format.stderr == "composer-layout: --format is json or tree, got \"yaml\"\n" + usage)

  let width = try composerLayout([Fixtures.layoutPath("vbox-flex"), "--width", "-3"])
  #expect(width.status == 2)
  #expect(width.stderr == "composer-layout: --width needs a number >= 0, got \"-3\"\n" + usage)

  let noSize = try composerLayout(["-"], stdin: #"{"version": 1, "root": {}}"#)
  #expect(noSize.status == 2)
  #expect(
    noSize.stderr == "composer-layout: <stdin> has no \"size\"; give --width and --height\n" + usage
  )

  let help = try composerLayout(["--help"])
  #expect(help.status == 0)
  #expect(help.stdout.hasPrefix(usage + "\nLays out a layout file"))
}

@Test func aChainHundredThousandLevelsDeepLaysOut() throws {
  let levels = 100_000
  let text =
    #"{"version":1,"size":[320,480],"root":"#
    + String(repeating: #"{"layout":{"type":"Fit"},"items":["#, count: levels - 1)
    + #"{"name":"leaf","width":10,"height":10}"# + String(repeating: "]}", count: levels - 1) + "}"
  let run = try composerLayout(["-", "--format", "tree"], stdin: text)
  #expect(run.status == 0)
  #expect(run.stderr == "")
  let lines = run.stdout.split(separator: "\n")
  #expect(lines.count == levels)
  // Indentation stops growing at 100 levels; the leaf is centred: (320 - 10)/2, (480 - 10)/2.
  #expect(
    lines.last.map(String.init) == String(repeating: "  ", count: 100) + "leaf {155, 235, 10, 10}")
  #expect(lines.first == "Fit {0, 0, 320, 480}")
}
