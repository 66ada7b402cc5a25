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
  + "                      [--direction ltr|rtl] [--explain NAME]"

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
    -h, --help        show this help

  Widths and heights are numbers from 0 to \(formatNumber(LayoutLimits.maximumLength)).
  Text leaves are measured with the fixed-advance measurer: each character is
  fontSize × 0.5 wide, each line fontSize × 1.25 high, wrapping at spaces.
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
}

func number(_ flag: String, _ text: String) -> Double {
  let bound = LayoutLimits.maximumLength
  guard let value = Double(text), value.isFinite, value >= 0, value <= bound else {
    fail(usage: "\(flag) needs a number from 0 to \(formatNumber(bound)), got \"\(text)\"")
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
        fail(usage: "--format is json or tree, got \"\(format)\"")
      }
      options.format = format
    case "--strict":
      options.strict = true
    case "--direction":
      let text = inlineValue ?? value(for: argument)
      guard let direction = LayoutDirection(rawValue: text) else {
        fail(usage: "--direction is ltr or rtl, got \"\(text)\"")
      }
      options.direction = direction
    case "--explain":
      options.explain = inlineValue ?? value(for: argument)
    default:
      if argument.hasPrefix("-"), argument != "-" {
        fail(usage: "unknown option \(argument)")
      }
      if options.file != nil { fail(usage: "one layout file at a time, got a second: \(argument)") }
      options.file = arguments[index].raw
    }
    index += 1
  }
  return options
}

/// The indented text dump (`LayoutResult.dump()`, whose indentation stops growing at 64
/// levels, so a chain 100,000 levels deep prints in linear size).
func treeText(_ result: LayoutResult) -> String {
  result.dump() + "\n"
}

/// Prints the first problems, one line each, then how many more there are.
func printProblems(_ lines: [String], total: Int, in shownName: String) {
  for line in lines.prefix(printedProblems) { printError(line + "\n") }
  let more = total - printedProblems
  if more > 0 { printError("\(shownName): … and \(more) more problem\(more == 1 ? "" : "s")\n") }
}

let options = parseArguments(commandLineArguments())
guard let file = options.file else { fail(usage: "no layout file given") }
let shownName = file == Array("-".utf8) ? "<stdin>" : String(decoding: file, as: UTF8.self)

let document: LayoutDocument
do {
  let bytes = try LayoutFile.readBytes(rawPath: file)
  document = try LayoutDocument(bytes: bytes, fileName: shownName)
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

// The reader accepted the file; validate() adds warnings (options that have no effect where
// they stand, names used twice).
let checked = document.root.validate()
if !checked.isEmpty {
  let lines = checked.map { problem in
    let place = document.location(of: problem.path).map { ":\($0.line):\($0.column)" } ?? ""
    return shownName + place + ": " + problem.description
  }
  printProblems(lines, total: lines.count, in: shownName)
  if options.strict || checked.contains(where: { !$0.isWarning }) { exit(1) }
}

var tree = LayoutTree(document.root)
let result = tree.layout(
  in: Size(width: width, height: height), direction: options.direction ?? document.direction)
if let name = options.explain {
  guard let explanation = tree.explain(named: name) else {
    printError("composer-layout: \(shownName) has no component named \"\(name)\"\n")
    exit(1)
  }
  printOutput(explanation.description + "\n")
} else {
  printOutput(options.format == "tree" ? treeText(result) : FrameTree(result).json())
}
