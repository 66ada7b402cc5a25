#if canImport(Glibc)
  import Glibc
#endif

// composer-bench [SCENARIO…] [--repetitions N] [--json]
// A scenario argument selects every scenario whose name starts with it (`scale` runs all
// twelve scale scenarios); none selects all.

let scenarios: [Scenario] =
  YogaScenarios.all + ScaleScenarios.all + DeepScenarios.all
  + [IncrementalScenario.scenario] + ScreenScenarios.all + WrapGridScenarios.all
  + [MemoryScenario.scenario, ThreadScenario.scenario, PreviewFrameScenario.scenario]
  + [PreviewNamesScenario.scenario, WidgetsScenario.scenario]

let usage = """
  usage: composer-bench [SCENARIO…] [--repetitions N] [--json] [--list]
  A SCENARIO selects every scenario whose name starts with it; none selects all.
  """

func fail(_ message: String) -> Never {
  let text = "composer-bench: \(message)\n\(usage)\n"
  _ = text.utf8CString.withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count - 1) }
  exit(2)
}

var arguments = Array(CommandLine.arguments.dropFirst())
if arguments == [MemoryScenario.childFlag] {
  MemoryScenario.childMain()
  exit(0)
}

var selectors: [String] = []
var repetitions: Int?
var json = false
while !arguments.isEmpty {
  let argument = arguments.removeFirst()
  switch argument {
  case "--json": json = true
  case "--repetitions":
    guard let value = arguments.first, let count = Int(value), count > 0 else {
      fail("--repetitions needs a positive whole number")
    }
    arguments.removeFirst()
    repetitions = count
  case "--list":
    for scenario in scenarios { print(scenario.name) }
    exit(0)
  case "--help", "-h":
    print(usage)
    exit(0)
  default:
    if argument.hasPrefix("-") { fail("unknown option \(argument)") }
    selectors.append(argument)
  }
}

var selected = scenarios
if !selectors.isEmpty {
  for selector in selectors where !scenarios.contains(where: { $0.name.hasPrefix(selector) }) {
    fail("no scenario named \(selector) (--list shows them)")
  }
  selected = scenarios.filter { scenario in selectors.contains { scenario.name.hasPrefix($0) } }
}

var objects: [String] = []
for scenario in selected {
  let report = scenario.run(repetitions ?? scenario.defaultRepetitions)
  if json {
    objects.append(report.json)
  } else {
    print(report.line)
    fflush(nil)  // one line at a time, also into a pipe
  }
}
if json { print("[\n  " + objects.joined(separator: ",\n  ") + "\n]") }
