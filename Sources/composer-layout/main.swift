// composer-layout: lays out a layout file and prints its frame tree.
// Errors in the file: one line per problem on stderr (FILE:LINE:COLUMN: path: message), exit 1,
// nothing on stdout. Usage mistakes: a message and the usage line on stderr, exit 2.

import LayoutComposer
import LayoutFiles

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

let usage = "usage: composer-layout FILE.json [--width W --height H] [--format json|tree]"

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
    -h, --help        show this help

  Text leaves are measured with the fixed-advance measurer: each character is
  fontSize × 0.5 wide, each line fontSize × 1.25 high, wrapping at spaces.
  Exit status: 0 done, 1 the file has problems (listed on stderr), 2 usage mistake.
  """

/// Writes to standard error (file descriptor 2 directly: the C `stderr` global is not
/// concurrency-safe in Swift 6).
func printError(_ text: String) {
  var bytes = Array(text.utf8)[...]
  while !bytes.isEmpty {
    let written = bytes.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
    if written <= 0 { return }
    bytes = bytes.dropFirst(written)
  }
}

func fail(usage message: String) -> Never {
  printError("composer-layout: \(message)\n\(usage)\n")
  exit(2)
}

struct Options {
  var file: String?
  var width: Double?
  var height: Double?
  var format = "json"
}

func number(_ flag: String, _ text: String) -> Double {
  guard let value = Double(text), value.isFinite, value >= 0 else {
    fail(usage: "\(flag) needs a number >= 0, got \"\(text)\"")
  }
  return value
}

func parseArguments(_ arguments: [String]) -> Options {
  var options = Options()
  var index = 0
  func value(for flag: String) -> String {
    index += 1
    guard index < arguments.count else { fail(usage: "\(flag) needs a value") }
    return arguments[index]
  }
  while index < arguments.count {
    var argument = arguments[index]
    var inlineValue: String?
    if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
      inlineValue = String(argument[argument.index(after: equals)...])
      argument = String(argument[..<equals])
    }
    switch argument {
    case "-h", "--help":
      print(help)
      exit(0)
    case "--width": options.width = number("--width", inlineValue ?? value(for: argument))
    case "--height": options.height = number("--height", inlineValue ?? value(for: argument))
    case "--format":
      let format = inlineValue ?? value(for: argument)
      guard format == "json" || format == "tree" else {
        fail(usage: "--format is json or tree, got \"\(format)\"")
      }
      options.format = format
    default:
      if argument.hasPrefix("-"), argument != "-" {
        fail(usage: "unknown option \(argument)")
      }
      if options.file != nil { fail(usage: "one layout file at a time, got a second: \(argument)") }
      options.file = argument
    }
    index += 1
  }
  return options
}

/// `LayoutResult.dump()`, except that indentation stops growing at 100 levels: the dump
/// indents by depth, which for a chain 100,000 levels deep would be some 10 GB of spaces.
func printTree(_ result: LayoutResult) {
  let deepest = (0..<result.count).lazy.map(result.depth(at:)).max() ?? 0
  guard deepest > 100 else {
    print(result.dump())
    return
  }
  for node in 0..<result.count {
    let label = [result.name(at: node), result.layoutName(at: node)].compactMap { $0 }
      .joined(separator: " ")
    print(
      String(repeating: "  ", count: min(result.depth(at: node), 100))
        + (label.isEmpty ? "_" : label) + " " + result.frame(at: node).description)
  }
}

let options = parseArguments(Array(CommandLine.arguments.dropFirst()))
guard let file = options.file else { fail(usage: "no layout file given") }
let shownName = file == "-" ? "<stdin>" : file

let document: LayoutDocument
do {
  document = try LayoutDocument(contentsOf: file)
} catch {
  let shown = error.problems.prefix(20)
  for problem in shown { printError(problem.located(in: shownName) + "\n") }
  if error.problems.count > shown.count {
    printError("\(shownName): … and \(error.problems.count - shown.count) more problems\n")
  }
  exit(1)
}

guard let width = options.width ?? document.size?.width,
  let height = options.height ?? document.size?.height
else {
  fail(usage: "\(shownName) has no \"size\"; give --width and --height")
}

var tree = LayoutTree(document.root)
let result = tree.layout(in: Size(width: width, height: height))
if options.format == "tree" {
  printTree(result)
} else {
  print(FrameTree(result).json(), terminator: "")
}
