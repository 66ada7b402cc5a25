import LayoutComposer

/// The command line of `composer-widgets`, checked: a sample name, a size, one mode.
@MainActor
struct SampleOptions {
  enum Mode { case window, allocations, frames, trace }
  enum Command {
    case help, list
    case run(WidgetSample, Mode)
  }

  var command: Command
  var size: Size?

  struct Problem: Error, CustomStringConvertible {
    let description: String
  }

  init(arguments: [String]) throws(Problem) {
    var name: String?
    var mode = Mode.window
    var list = false
    var rest = arguments[...]
    while let argument = rest.popFirst() {
      switch argument {
      case "--help", "-h":
        command = .help
        return
      case "--list": list = true
      case "--allocations": mode = .allocations
      case "--frames": mode = .frames
      case "--trace": mode = .trace
      case "--size":
        guard let value = rest.popFirst() else {
          throw Problem(description: "--size needs a value such as 375x667")
        }
        size = try Self.size(value)
      default:
        if argument.hasPrefix("-") { throw Problem(description: "unknown option \(argument)") }
        if let name { throw Problem(description: "one sample at a time: \(name) and \(argument)") }
        name = argument
      }
    }
    if list {
      command = .list
      return
    }
    guard let name else { throw Problem(description: "which sample? (--list prints them)") }
    guard let sample = WidgetSample.named(name) else {
      let names = WidgetSample.all.map(\.id).joined(separator: ", ")
      throw Problem(description: "unknown sample \"\(name)\"; the samples are \(names)")
    }
    command = .run(sample, mode)
  }

  /// `375x667`: two whole numbers of pixels from 1 to 10,000.
  static func size(_ text: String) throws(Problem) -> Size {
    let parts = text.split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
      (1...10_000).contains(width), (1...10_000).contains(height)
    else {
      throw Problem(
        description: "--size: expected WIDTHxHEIGHT in pixels (such as 375x667), found \"\(text)\"")
    }
    return Size(width: Double(width), height: Double(height))
  }
}
