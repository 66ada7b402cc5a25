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

/// Runs the tool with `arguments`; with `shell`, through `sh -c shell` where `"$@"` is the
/// tool and its arguments (for redirections a `Process` cannot make, and argument bytes that
/// are not UTF-8).
private func composerLayout(
  _ arguments: [String], stdin: String? = nil, shell: String? = nil
) throws -> Run {
  let buildDirectory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
  var executable = buildDirectory.appendingPathComponent("composer-layout")
  if !FileManager.default.fileExists(atPath: executable.path) {
    executable =
      URL(fileURLWithPath: Fixtures.directory)
      .appendingPathComponent("../../.build/debug/composer-layout").standardized
  }
  let process = Process()
  if let shell {
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", shell, "sh", executable.path] + arguments
  } else {
    process.executableURL = executable
    process.arguments = arguments
  }
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
  let usage =
    "usage: composer-layout FILE.json [--width W --height H] [--format json|tree] [--strict]\n"
    + "                      [--direction ltr|rtl] [--explain NAME] [--scroll NAME=X,Y]\n"
  let none = try composerLayout([])
  #expect(none.status == 2)
  #expect(none.stdout == "")
  #expect(none.stderr == "composer-layout: no layout file given\n" + usage)

  let format = try composerLayout([Fixtures.layoutPath("vbox-flex"), "--format", "yaml"])
  #expect(format.status == 2)
  #expect(format.stderr == "composer-layout: --format is json or tree, got \"yaml\"\n" + usage)

  let width = try composerLayout([Fixtures.layoutPath("vbox-flex"), "--width", "-3"])
  #expect(width.status == 2)
  #expect(
    width.stderr
      == "composer-layout: --width needs a number from 0 to 1000000000, got \"-3\"\n" + usage)

  let huge = try composerLayout([Fixtures.layoutPath("vbox-flex"), "--height=1e308"])
  #expect(huge.status == 2)
  #expect(
    huge.stderr
      == "composer-layout: --height needs a number from 0 to 1000000000, got \"1e308\"\n" + usage)

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
  // Indentation stops growing at 64 levels, where lines say their depth; the leaf is
  // centred: (320 - 10)/2, (480 - 10)/2.
  #expect(
    lines.last.map(String.init)
      == String(repeating: "  ", count: 64) + "[depth 99999] leaf {155, 235, 10, 10}")
  #expect(lines.first == "Fit {0, 0, 320, 480}")
}

@Test func anOutputThatCannotBeWrittenIsAnError() throws {
  // Lost output must not look like success: a full disk and a closed standard output.
  let full = try composerLayout([Fixtures.layoutPath("vbox-flex")], shell: #"exec "$@" >/dev/full"#)
  #expect(full.status == 1)
  #expect(full.stderr == "composer-layout: cannot write the output: No space left on device\n")

  let closed = try composerLayout(
    [Fixtures.layoutPath("vbox-flex"), "--format", "tree"], shell: #"exec "$@" >&-"#)
  #expect(closed.status == 1)
  #expect(closed.stderr == "composer-layout: cannot write the output: Bad file descriptor\n")

  let help = try composerLayout(["--help"], shell: #"exec "$@" >/dev/full"#)
  #expect(help.status == 1)
}

@Test func aFileNameThatIsNotUTF8Opens() throws {
  // The byte 0xFF cannot be in UTF-8: the name goes to the system as given, and messages
  // show it with a replacement character.
  let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("composer-layout-names-\(getpid())")
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: directory) }
  let text = #"{"version": 1, "size": [10, 10], "root": {"name": "a", "width": 4, "height": 2}}"#
  let rawName = Array((directory.path + "/").utf8) + [0xFF] + Array(".json".utf8) + [0]
  let descriptor = rawName.withUnsafeBufferPointer {
    $0.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_CREAT | O_WRONLY, 0o644) }
  }
  #expect(descriptor >= 0)
  _ = Array(text.utf8).withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
  close(descriptor)

  // `$1` is the tool, `$2` the directory; printf makes the byte.
  let run = try composerLayout(
    [directory.path], shell: #"exec "$1" "$(printf '%s/\377.json' "$2")" --format tree"#)
  #expect(run.status == 0, "\(run.stderr)")
  #expect(run.stdout == "a {3, 4, 4, 2}\n")

  let missing = try composerLayout(
    [directory.path], shell: #"exec "$1" "$(printf '%s/\376.json' "$2")""#)
  #expect(missing.status == 1)
  #expect(
    missing.stderr
      == directory.path + "/\u{FFFD}.json: cannot read the file: No such file or directory\n")
}

@Test func warningsGoToStandardErrorAndStrictMakesThemErrors() throws {
  // `halign` does nothing in a VBox: `Component.validate()` reports a warning, which
  // the tool prints at the key's line and column, and still lays out; `--strict` refuses.
  let text =
    #"{"version": 1, "size": [100, 100], "root": {"layout": {"type": "VBox"}, "items": [{"name": "a", "height": 10, "halign": "center"}]}}"#
  let column =
    text.distance(from: text.startIndex, to: text.range(of: #""halign""#)!.lowerBound) + 1
  let run = try composerLayout(["-", "--format", "tree"], stdin: text)
  #expect(run.status == 0)
  #expect(run.stdout == "VBox {0, 0, 100, 100}\n  a {0, 0, 100, 10}\n")
  let strict = try composerLayout(["-", "--strict"], stdin: text)
  #expect(
    run.stderr
      == "<stdin>:1:\(column): root.items[0].halign: warning: has no effect in a VBox; "
      + "use align: .center\n")
  #expect(strict.status == 1)
  #expect(strict.stdout == "")
  #expect(strict.stderr == run.stderr)
}

@Test func manyProblemsPrintTwentyAndACount() throws {
  // 150 items with a negative width: the reader lists 100 and counts the rest; the tool
  // prints 20 and counts the other 130.
  let items = Array(repeating: #"{"width": -1}"#, count: 150).joined(separator: ",")
  let text = #"{"version": 1, "root": {"layout": {"type": "VBox"}, "items": ["# + items + "]}}"
  let run = try composerLayout(["-"], stdin: text)
  #expect(run.status == 1)
  let lines = run.stderr.split(separator: "\n")
  #expect(lines.count == 21)
  #expect(lines[0] == "<stdin>:1:73: root.items[0].width: must not be negative, found -1")
  #expect(lines[19].hasPrefix("<stdin>:1:"))
  #expect(lines[19].hasSuffix(": root.items[19].width: must not be negative, found -1"))
  #expect(lines[20] == "<stdin>: … and 130 more problems")
}

@Test func explainSaysWhyAFrameIsWhatItIs() throws {
  // The button of docs/semantics.md, rule H, as a file: centred in a VBox, a padded Fit
  // around "Sign in" (56 × 20): 88 × 36 at x = (320 − 88) / 2 = 116.
  let text =
    #"{"version": 1, "size": [320, 480], "root": {"layout": {"type": "VBox", "align": "center"}, "items": [{"name": "button", "padding": [8, 16, 8, 16], "layout": {"type": "Fit"}, "items": [{"name": "label", "text": "Sign in"}]}]}}"#
  let run = try composerLayout(["-", "--explain", "button"], stdin: text)
  #expect(run.status == 0)
  #expect(
    run.stdout == """
      width 88 = content: "label" 56 + padding 32 (hugs: its VBox aligns it .center)
      height 36 = content: "label" 20 + padding 16 (its VBox stacks it at its content height)
      x 116 = centred: 0 + (320 − 0 − 0 − 88) / 2
      y 0 = first child: top margin 0

      """)
  let missing = try composerLayout(["-", "--explain", "nothing"], stdin: text)
  #expect(missing.status == 1)
  #expect(missing.stderr == "composer-layout: <stdin> has no component named \"nothing\"\n")
}

@Test func directionFromTheFileOrTheCommandLine() throws {
  // An HBox 100 wide with a 30-wide child: at x 0 left to right, 70 right to left.
  let rtl =
    #"{"version": 1, "size": [100, 10], "direction": "rtl", "root": {"layout": {"type": "HBox"}, "items": [{"name": "a", "width": 30}]}}"#
  #expect(
    try composerLayout(["-", "--format", "tree"], stdin: rtl).stdout
      == "HBox {0, 0, 100, 10}\n  a {70, 0, 30, 10}\n")
  let ltr = try composerLayout(["-", "--format", "tree", "--direction", "ltr"], stdin: rtl)
  #expect(ltr.stdout == "HBox {0, 0, 100, 10}\n  a {0, 0, 30, 10}\n")
}

/// `items` halign'd in a VBox: each one harmless warning.
private func warnings(_ count: Int) -> String {
  let items = (0..<count).map { #"{"name": "a\#($0)", "halign": "center"}"# }
  return #"{"version": 1, "size": [100, 100], "root": {"layout": {"type": "VBox"}, "items": ["#
    + items.joined(separator: ", ") + "]}}"
}

@Test func manyWarningsAreCountedWholeAndNeverFailWithoutStrict() throws {
  // Issue 19: 101 warnings printed no frames and exited 1 (validate()'s "… and 1 more
  // problems" was an error); 150 printed "… and 81 more" when 130 were left out.
  for (count, more) in [(100, 80), (101, 81), (150, 130)] {
    let run = try composerLayout(["-", "--format", "tree"], stdin: warnings(count))
    #expect(run.status == 0, "\(count) warnings")
    #expect(run.stdout.split(separator: "\n").count == count + 1, "the frames are printed")
    let lines = run.stderr.split(separator: "\n")
    #expect(lines.count == 21)
    #expect(lines.prefix(20).allSatisfy { $0.contains(": warning: has no effect in a VBox") })
    #expect(lines.last == "<stdin>: … and \(more) more warnings")
    let strict = try composerLayout(["-", "--strict"], stdin: warnings(count))
    #expect(strict.status == 1)
    #expect(strict.stdout == "")
    #expect(strict.stderr == run.stderr)
  }
  let one = try composerLayout(["-"], stdin: warnings(21))
  #expect(one.status == 0)
  #expect(one.stderr.hasSuffix("\n<stdin>: … and 1 more warning\n"))
}

@Test func lengthsOnTheCommandLineAreDecimalNumbers() throws {
  // Issue 19: `--width 0x10` was read as 16 (Double(_:) takes hexadecimal, "+5", "inf").
  let file = Fixtures.layoutPath("vbox-flex")
  for text in ["0x10", "+5", "inf", "nan", " 5", ".5", "5.", "05", "1e", "5px", "٥"] {
    let run = try composerLayout([file, "--width", text])
    #expect(run.status == 2, "\(text)")
    #expect(run.stdout == "")
    #expect(
      run.stderr.hasPrefix(
        "composer-layout: --width needs a decimal number such as 320 or 12.5, got \""
          + text + "\"\n"))
  }
  let exponent = try composerLayout([file, "--format=tree", "--width=1e2", "--height", "2e2"])
  #expect(exponent.status == 0)
  #expect(exponent.stdout.hasPrefix("VBox {0, 0, 100, 200}\n"))
}

@Test func fileNamesAndArgumentsAreEscapedInMessages() throws {
  // Issue 19: a newline in a file name split a problem over two lines, and an ESC in it
  // reached the terminal.
  let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("composer-layout-escapes-\(getpid())")
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: directory) }
  let name = directory.path + "/bad\nname\u{1B}[31m.json"
  try warnings(1).write(toFile: name, atomically: true, encoding: .utf8)
  let shown = directory.path + #"/bad\nname\u001b[31m.json"#
  let run = try composerLayout([name])
  #expect(run.status == 0)
  let text = warnings(1)
  let column = text.distance(from: text.startIndex, to: text.range(of: #""halign""#)!.lowerBound)
  #expect(
    run.stderr
      == shown + ":1:\(column + 1): root.items[0].halign: warning: has no effect in a VBox; "
      + "use align: .center\n")
  let missing = try composerLayout([name + "\u{9B}x"])
  #expect(
    missing.stderr == shown + #"\u009bx: cannot read the file: No such file or directory"# + "\n")
  let option = try composerLayout(["--color\u{1B}]0;x\u{07}"])
  #expect(option.status == 2)
  #expect(
    option.stderr.hasPrefix(#"composer-layout: unknown option "--color\u001b]0;x\u0007""# + "\n"))
}

@Test func explainCutsALongNameItCannotFind() throws {
  // Issue 19: `--explain` echoed a 100 KB name whole.
  let long = String(repeating: "y", count: 100_000)
  let run = try composerLayout(
    ["-", "--explain", long], stdin: #"{"version": 1, "size": [10, 10], "root": {"name": "a"}}"#)
  #expect(run.status == 1)
  #expect(
    run.stderr
      == "composer-layout: <stdin> has no component named \"" + String(repeating: "y", count: 40)
      + "…\" (100000 bytes)\n")
}

@Test func conflictsAreWarningsWithTheirPlace() throws {
  // Issue 19: a ratio with both sizes given and min > max were silent.
  let text = """
    {"version": 1, "size": [100, 100], "root": {"layout": {"type": "VBox"}, "items": [
      {"name": "a", "width": 40, "height": 30, "aspectRatio": 2},
      {"name": "b", "minWidth": 50, "maxWidth": 20, "minHeight": "50%", "maxHeight": "10%"}]}}
    """
  let run = try composerLayout(["-", "--format", "tree"], stdin: text)
  #expect(run.status == 0)
  func column(_ key: String, line: Int) -> Int {
    let row = text.split(separator: "\n")[line - 1]
    return row.distance(from: row.startIndex, to: row.range(of: "\"\(key)\"")!.lowerBound) + 1
  }
  #expect(
    run.stderr == """
      <stdin>:2:\(column("aspectRatio", line: 2)): root.items[0].aspectRatio: warning: has no effect: width and height are both given, so the ratio decides neither
      <stdin>:3:\(column("maxWidth", line: 3)): root.items[1].maxWidth: warning: 20 is less than minWidth 50; the minimum wins, as in CSS
      <stdin>:3:\(column("maxHeight", line: 3)): root.items[1].maxHeight: warning: 10% is less than minHeight 50%; the minimum wins, as in CSS

      """)
  // What the warnings say: a keeps 40 × 30 (centred in the VBox's 100), b is 50 wide (its
  // minimum over the maximum 20) and 50 high (50% of 100 over 10%), below a.
  let frames = run.stdout.split(separator: "\n")
  #expect(frames.count == 3)
  #expect(frames[1] == "  a {30, 0, 40, 30}")
  #expect(frames[2].hasPrefix("  b {") && frames[2].hasSuffix(", 30, 50, 50}"))
  #expect(try composerLayout(["-", "--strict"], stdin: text).status == 1)
}

/// Runs the tool on a file and reads its peak resident size (`VmHWM`, the high-water mark of
/// its own memory since `exec`) once its output begins: by then it has read, checked,
/// compiled and laid out, and it waits on the full pipe until the output is read. (Its
/// `rusage` would not do: the kernel starts a spawned process's maximum at its parent's,
/// and the test process is large.)
private func peakResidentKilobytesBeforeOutput(_ arguments: [String]) throws -> (
  status: Int32, kilobytes: Int
) {
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
  process.standardOutput = out
  process.standardError = FileHandle.nullDevice
  try process.run()
  var ready = pollfd(fd: out.fileHandleForReading.fileDescriptor, events: Int16(POLLIN), revents: 0)
  _ = poll(&ready, 1, 600_000)
  let status = try String(
    contentsOfFile: "/proc/\(process.processIdentifier)/status", encoding: .utf8)
  let line = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") } ?? ""
  let kilobytes = Int(line.split(separator: " ").dropFirst().first ?? "") ?? -1
  _ = out.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return (process.terminationStatus, kilobytes)
}

@Test(
  .disabled(
    if: Sanitizers.address || Sanitizers.thread,
    "a sanitizer's shadow memory and red zones are part of the peak"))
func aFlatFileOfManyNodesTakesLessThanAKilobyteEach() throws {
  // Issue 19: 1 M flat nodes took 1.38 GB resident (1.4 KB a node); the reader's copies, the
  // validation walk and the output writer took most of it (docs/reliability.md, "Memory").
  // What is left is the engine's own: the component tree while compiling, then the
  // compiled tree. 200,000 nodes keep a debug build quick. The output is written in pieces
  // (theFrameTreeIsWrittenInPiecesAsItIsMade).
  let count = 200_000
  let path = FileManager.default.temporaryDirectory
    .appendingPathComponent("composer-layout-flat-\(getpid()).json").path
  let text =
    #"{"version":1,"size":[320,480],"root":{"layout":{"type":"VBox"},"items":["#
    + Array(repeating: "{}", count: count).joined(separator: ",") + "]}}"
  try text.write(toFile: path, atomically: true, encoding: .utf8)
  defer { try? FileManager.default.removeItem(atPath: path) }
  let (status, kilobytes) = try peakResidentKilobytesBeforeOutput([path])
  #expect(status == 0)
  #expect(kilobytes > 0)
  #expect(kilobytes * 1024 < count * 1024, "\(kilobytes) KB at peak for \(count) nodes")
}

@Test(arguments: ["wrap-lines", "grid-auto-placement"])
func printsLinesAndCells(_ fixture: String) throws {
  // A wrapping stack's children say their line, a grid's children their cells: the text is
  // the hand-written expectation's, which gives them.
  let run = try composerLayout([Fixtures.layoutPath(fixture)])
  #expect(run.status == 0)
  #expect(run.stderr == "")
  let expected = try String(contentsOfFile: Fixtures.framesPath(fixture), encoding: .utf8)
  #expect(run.stdout == expected)
}

@Test func wrapAndGridOptionsWithoutEffectAreWarnings() throws {
  // lineSpacing on a stack that does not wrap, and a cell outside a grid: warnings at the
  // key, exit 0; a bad track is an error, exit 1.
  let text =
    #"{"version": 1, "size": [100, 100], "root": {"layout": {"type": "HBox", "lineSpacing": 4}, "items": [{"name": "a", "column": 1}]}}"#
  func column(of key: String) -> Int {
    text.distance(from: text.startIndex, to: text.range(of: key)!.lowerBound) + 1
  }
  let run = try composerLayout(["-"], stdin: text)
  #expect(run.status == 0)
  #expect(
    run.stderr
      == "<stdin>:1:\(column(of: #""lineSpacing""#)): root.layout.lineSpacing: warning: has no "
      + "effect on a stack that does not wrap; add wrap: true\n"
      + "<stdin>:1:\(column(of: #""column""#)): root.items[0].column: warning: has no effect "
      + "outside a Grid (column:, row:, columnSpan:, rowSpan:)\n")
  let bad = try composerLayout(
    ["-"],
    stdin:
      #"{"version": 1, "size": [100, 100], "root": {"layout": {"type": "Grid", "columns": ["2px"]}}}"#
  )
  #expect(bad.status == 1)
  #expect(bad.stdout == "")
  #expect(
    bad.stderr
      == #"<stdin>:1:84: root.layout.columns[0]: a track is a number of points (120), a share of "#
      + #"the room ("1fr"), "auto" (as large as its content) or {"adaptive": 200} (as many "#
      + "columns of at least 200 as fit); found \"2px\"\n")
}

@Test func scrollsANamedScroll() throws {
  // The fixture's history is 568 in a 520 viewport: scrolled by 30 it starts at −30; asked
  // 500, it stops at 568 − 520 = 48, and the JSON output says so.
  let run = try composerLayout([Fixtures.layoutPath("scroll"), "--scroll", "scroll=0,30"])
  #expect(run.status == 0)
  #expect(run.stdout.contains(#"{"name": "history", "frame": [0, -30, 360, 568]"#))
  let end = try composerLayout([Fixtures.layoutPath("scroll"), "--scroll=scroll=0,500"])
  #expect(end.stdout.contains(#""contentSize": [360, 568], "offset": [0, 48]"#))
  let unknown = try composerLayout([Fixtures.layoutPath("scroll"), "--scroll", "list=0,30"])
  #expect(unknown.status == 1)
  #expect(unknown.stderr.hasSuffix(#"has no component named "list""# + "\n"))
  let bad = try composerLayout([Fixtures.layoutPath("scroll"), "--scroll", "scroll=30"])
  #expect(bad.status == 2)
  #expect(
    bad.stderr.hasPrefix(
      #"composer-layout: --scroll needs NAME=X,Y such as history=0,300, got "scroll=30""#))
}
