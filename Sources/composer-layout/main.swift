// composer-layout: lays out a layout file and prints its frame tree.
// Errors in the file: one line per problem on stderr (FILE:LINE:COLUMN: path: message), exit 1,
// nothing on stdout. Warnings (options that have no effect where they stand): on stderr, exit 0,
// or exit 1 with --strict. Usage mistakes: a message and the usage line on stderr, exit 2.
// Output that cannot be written (a full disk, a closed stdout): a message on stderr, exit 1.

import LayoutComposer
import LayoutFiles

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

let usage =
  "usage: composer-layout FILE.json [--width W --height H] [--format json|tree] [--strict]\n"
  + "                      [--direction ltr|rtl] [--explain NAME] [--scroll NAME=X,Y]"

let help = """
  \(usage)

  Lays out a layout file (format version 1, docs/layout-files.md) and prints its frame tree.

    FILE.json         the layout file; - reads standard input
    --width W         lay out at this width instead of the file's "size"
    --height H        lay out at this height instead of the file's "size"
    --format json     the frame tree as JSON (default):
                      {"name": …, "frame": [x, y, width, height], "children": […]},
                      x and y relative to the parent
    --format tree     the indented text dump, one line per component
    --strict          treat warnings (options that have no effect) as errors
    --direction D     lay out left to right (ltr) or right to left (rtl) instead of the
                      file's "direction"
    --explain NAME    instead of the frame tree, say why the component named NAME has its
                      frame: one line per axis for its size and its position
    --scroll NAME=X,Y scroll the Scroll named NAME by X, Y (clamped to its content) before
                      laying out; give it once for each Scroll
    -h, --help        show this help

  Widths and heights are decimal numbers as JSON writes them (320, 12.5, 1e3), from 0
  to \(formatNumber(LayoutLimits.maximumLength)). Text leaves are measured with the fixed-advance
  measurer: each character is fontSize × 0.5 wide, each line fontSize × 1.25 high, wrapping
  at spaces.
  Exit status: 0 done (warnings, if any, on stderr), 1 the file has problems (listed on
  stderr) or the output could not be written, 2 usage mistake.
  """

/// Problems printed before `… and N more problems`.
let printedProblems = 20

/// Writes all of `text` to a file descriptor; the error number when it cannot.
func write(_ text: String, to descriptor: Int32) -> Int32? {
  var bytes = Array(text.utf8)[...]
  while !bytes.isEmpty {
    let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    if written < 0 {
      if errno == EINTR { continue }
      return errno
    }
    bytes = bytes.dropFirst(written)
  }
  return nil
}

/// Writes to standard error (file descriptor 2 directly: the C `stderr` global is not
/// concurrency-safe in Swift 6). A failure here has nowhere to be reported.
func printError(_ text: String) {
  _ = write(text, to: 2)
}

/// Writes the output to standard output, or says why it could not and exits 1: output lost
/// silently (a full disk, a closed descriptor) would look like success to a script.
func printOutput(_ text: String) {
  if let code = write(text, to: 1) {
    printError("composer-layout: cannot write the output: \(String(cString: strerror(code)))\n")
    exit(1)
  }
}

func fail(usage message: String) -> Never {
  printError("composer-layout: \(message)\n\(usage)\n")
  exit(2)
}

struct Options {
  /// The file argument as the system gave it: a file name need not be UTF-8.
  var file: [UInt8]?
  var width: Double?
  var height: Double?
  var format = "json"
  var strict = false
  var direction: LayoutDirection?
  var explain: String?
  var scrolls: [(name: String, offset: Point)] = []
}

func number(_ flag: String, _ text: String) -> Double {
  let bound = LayoutLimits.maximumLength
  // A decimal number as in layout files: `Double(_:)` alone would take 0x10, +5 and inf.
  guard let value = LayoutFile.decimalNumber(text) else {
    fail(
      usage: "\(flag) needs a decimal number such as 320 or 12.5, got \(LayoutProblem.quoted(text))"
    )
  }
  guard value.isFinite, value >= 0, value <= bound else {
    fail(
      usage:
        "\(flag) needs a number from 0 to \(formatNumber(bound)), got \(LayoutProblem.quoted(text))"
    )
  }
  return value
}

/// The arguments after the program name, as the system gave them (bytes) and as text.
func commandLineArguments() -> [(raw: [UInt8], text: String)] {
  (1..<Int(CommandLine.argc)).map { index in
    let raw = CommandLine.unsafeArgv[index].map { pointer in
      Array(UnsafeRawBufferPointer(start: pointer, count: strlen(pointer)))
    }
    let bytes = raw ?? []
    return (bytes, String(decoding: bytes, as: UTF8.self))
  }
}

func parseArguments(_ arguments: [(raw: [UInt8], text: String)]) -> Options {
  var options = Options()
  var index = 0
  func value(for flag: String) -> String {
    index += 1
    guard index < arguments.count else { fail(usage: "\(flag) needs a value") }
    return arguments[index].text
  }
  while index < arguments.count {
    var argument = arguments[index].text
    var inlineValue: String?
    if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
      inlineValue = String(argument[argument.index(after: equals)...])
      argument = String(argument[..<equals])
    }
    switch argument {
    case "-h", "--help":
      printOutput(help + "\n")
      exit(0)
    case "--width": options.width = number("--width", inlineValue ?? value(for: argument))
    case "--height": options.height = number("--height", inlineValue ?? value(for: argument))
    case "--format":
      let format = inlineValue ?? value(for: argument)
      guard format == "json" || format == "tree" else {
        fail(usage: "--format is json or tree, got \(LayoutProblem.quoted(format))")
      }
      options.format = format
    case "--strict":
      options.strict = true
    case "--direction":
      let text = inlineValue ?? value(for: argument)
      guard let direction = LayoutDirection(rawValue: text) else {
        fail(usage: "--direction is ltr or rtl, got \(LayoutProblem.quoted(text))")
      }
      options.direction = direction
    case "--explain":
      options.explain = inlineValue ?? value(for: argument)
    case "--scroll":
      let text = inlineValue ?? value(for: argument)
      let parts = text.split(separator: "=", maxSplits: 1).map(String.init)
      let numbers = parts.count == 2 ? parts[1].split(separator: ",").map(String.init) : []
      guard numbers.count == 2, !parts[0].isEmpty else {
        fail(
          usage: "--scroll needs NAME=X,Y such as history=0,300, got \(LayoutProblem.quoted(text))")
      }
      options.scrolls.append(
        (parts[0], Point(x: number("--scroll", numbers[0]), y: number("--scroll", numbers[1]))))
    default:
      if argument.hasPrefix("-"), argument != "-" {
        fail(usage: "unknown option \(LayoutProblem.quoted(argument))")
      }
      if options.file != nil {
        fail(usage: "one layout file at a time, got a second: \(LayoutProblem.quoted(argument))")
      }
      options.file = arguments[index].raw
    }
    index += 1
  }
  return options
}

/// Prints the first problems, one line each, then how many more there are: `total` counts
/// the lines and those a list cut at its limit left out; `allWarnings` says whether
/// everything left out is a warning.
func printProblems(_ lines: [String], total: Int, in shownName: String, allWarnings: Bool = false) {
  for line in lines.prefix(printedProblems) { printError(line + "\n") }
  let more = total - printedProblems
  if more > 0 {
    let what = allWarnings ? "warning" : "problem"
    printError("\(shownName): … and \(more) more \(what)\(more == 1 ? "" : "s")\n")
  }
}

/// Reads and checks the file and prints its problems and warnings, exiting on errors. The
/// parsed text (kept by the document to place warnings) is freed when this returns.
func checkedComponents(_ file: [UInt8], shownName: String) -> (Component, Size, LayoutDirection) {
  let document: LayoutDocument
  do {
    document = try LayoutDocument(bytes: LayoutFile.readBytes(rawPath: file), fileName: shownName)
  } catch {
    // Without the reader's own "… and N more" line: this prints fewer and counts them all.
    let listed = error.unlistedCount > 0 ? Array(error.problems.dropLast()) : error.problems
    printProblems(
      listed.map { $0.located(in: shownName) }, total: error.totalCount, in: shownName)
    exit(1)
  }

  guard let width = options.width ?? document.size?.width,
    let height = options.height ?? document.size?.height
  else {
    fail(usage: "\(shownName) has no \"size\"; give --width and --height")
  }

  // The reader accepted the file; validate() adds warnings (options that have no effect
  // where they stand or work against each other, names used twice). Its list ends in counts
  // of the errors and warnings it left out, each with its severity.
  let checked = document.root.validate()
  if !checked.isEmpty {
    let listed = checked.filter { $0.unlistedCount == 0 }
    let lines = listed.map { problem in
      let place = document.location(of: problem.path).map { ":\($0.line):\($0.column)" } ?? ""
      return shownName + place + ": " + problem.description
    }
    let unlisted = checked.reduce(0) { $0 + $1.unlistedCount }
    let allWarnings = checked.dropFirst(printedProblems).allSatisfy(\.isWarning)
    printProblems(
      lines, total: lines.count + unlisted, in: shownName, allWarnings: allWarnings)
    if options.strict || checked.contains(where: { !$0.isWarning }) { exit(1) }
  }
  return (
    document.root, Size(width: width, height: height), options.direction ?? document.direction
  )
}

/// The compiled tree: the component tree is freed when this returns, before the layout
/// pass, so the two are in memory together only while compiling.
func compiledLayout(_ file: [UInt8], shownName: String) -> (LayoutTree, Size, LayoutDirection) {
  let (root, size, direction) = checkedComponents(file, shownName: shownName)
  return (LayoutTree(root, checks: .off), size, direction)
}

let options = parseArguments(commandLineArguments())
guard let file = options.file else { fail(usage: "no layout file given") }
// Every message starts with the file's name: its control characters are escaped, so that a
// problem stays one line and nothing reaches the terminal as a command.
let shownName =
  file == Array("-".utf8) ? "<stdin>" : LayoutProblem.escaped(String(decoding: file, as: UTF8.self))

var (tree, size, direction) = compiledLayout(file, shownName: shownName)
for (name, offset) in options.scrolls where !tree.scroll(named: name, to: offset) {
  printError("composer-layout: \(shownName) has no component named \(LayoutProblem.quoted(name))\n")
  exit(1)
}
let result = tree.layout(in: size, direction: direction)
if let name = options.explain {
  guard let explanation = tree.explain(named: name) else {
    printError(
      "composer-layout: \(shownName) has no component named \(LayoutProblem.quoted(name))\n")
    exit(1)
  }
  printOutput(explanation.description + "\n")
} else if options.format == "tree" {
  // The engine's dump (`LayoutResult.dump()`, whose indentation stops growing at 64 levels,
  // so a chain 100,000 levels deep prints in linear size).
  printOutput(result.dump() + "\n")
} else {
  // In pieces as they are made, never the whole text at once.
  FrameTree.writeJSON(of: result) { printOutput($0) }
}
