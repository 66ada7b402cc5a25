import LayoutComposer

#if canImport(Glibc)
  import Glibc
#endif

/// Scenario 6: peak resident memory of a 1M-node tree, per node. Peak memory is a property of
/// the whole process, so the measurement runs in a fresh child process (this program started
/// again with `--memory-child`), which reports its figures on one line.
enum MemoryScenario {
  static let childFlag = "--memory-child"

  static let scenario = Scenario(name: "memory-1m", defaultRepetitions: 1) { repetitions in
    var samples: [Double] = []
    var figures: [Double] = []
    for _ in 0..<max(1, repetitions) {
      let start = Stopwatch.nowMs()
      figures = runChild()
      samples.append(Stopwatch.nowMs() - start)
    }
    let nodes = Shapes.hugeNestedCount(levels: 6)
    var report = Report(
      scenario: "memory-1m", nodes: nodes, samples: samples,
      target: "peak < 200 bytes/node")
    if figures.count == 3 {
      report.extras = [
        ("peak_bytes_per_node", figures[0]), ("tree_bytes_per_node", figures[1]),
        ("components_bytes_per_node", figures[2]),
      ]
    }
    return report
  }

  /// The child's work: build the components, compile them, lay the tree out, drop the
  /// components. Prints, per node: the peak growth of resident memory (VmHWM over the VmRSS
  /// at the start), what compiling and laying out added to it (the compiled tree: its arrays
  /// are large blocks that malloc maps and unmaps on its own), and what the components took.
  static func childMain() {
    let base = statusField("VmRSS")
    var root: Component? = Shapes.hugeNested(levels: 6)
    let withComponents = statusField("VmRSS")
    var tree = LayoutTree(root!)
    blackHole(tree.layout(in: benchArea))
    let withTree = statusField("VmRSS")
    root = nil
    let peak = statusField("VmHWM")
    let nodes = Double(tree.count)
    print(
      (peak - base) / nodes, (withTree - withComponents) / nodes, (withComponents - base) / nodes)
  }

  /// A field of /proc/self/status, in bytes (the file says kB).
  static func statusField(_ key: String) -> Double {
    guard let file = fopen("/proc/self/status", "r") else { return .nan }
    defer { fclose(file) }
    var buffer = [CChar](repeating: 0, count: 256)
    while fgets(&buffer, Int32(buffer.count), file) != nil {
      let line = String(
        decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
      if line.hasPrefix(key + ":") {
        let digits = line.filter(\.isNumber)
        return (Double(digits) ?? .nan) * 1024
      }
    }
    return .nan
  }

  /// Starts this program again as the child and reads its one line of figures.
  static func runChild() -> [Double] {
    var path = [CChar](repeating: 0, count: 4096)
    let length = readlink("/proc/self/exe", &path, path.count - 1)
    guard length > 0 else { return [] }
    let exe = String(decoding: path[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    guard let pipe = popen("'\(exe)' \(childFlag)", "r") else { return [] }
    var output = ""
    var buffer = [CChar](repeating: 0, count: 256)
    while fgets(&buffer, Int32(buffer.count), pipe) != nil {
      output += String(
        decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
    pclose(pipe)
    return output.split(separator: " ").compactMap { Double($0.filter { !$0.isWhitespace }) }
  }
}
