import LayoutComposer
import Testing

@testable import LayoutComposerGtk

@Suite struct SourceWatcherTests {
  @Test func compilerErrorsKeepOnlyPlacedDiagnosticsOnce() {
    let log = """
      Building for debugging...
      error: emit-module command failed with exit code 1 (use -v to see invocation)
      /pkg/Samples/Gallery/A.swift:14:14: error: incorrect argument label in call
      12 |   `$`("view1", heigth: 150),
         |              `- error: incorrect argument label in call
      /pkg/Samples/Gallery/A.swift:14:14: error: incorrect argument label in call
      /pkg/Samples/Gallery/B.swift:3:1: error: cannot find 'x' in scope
      """
    #expect(
      SourceWatcher.compilerErrors(log) == [
        "/pkg/Samples/Gallery/A.swift:14:14: error: incorrect argument label in call",
        "/pkg/Samples/Gallery/B.swift:3:1: error: cannot find 'x' in scope",
      ])
  }

  @Test func aLogWithoutErrorLinesShowsItsEnd() {
    let log = (1...10).map { "line \($0)" }.joined(separator: "\n")
    #expect(SourceWatcher.compilerErrors(log) == (3...10).map { "line \($0)" })
  }
}

extension SourceWatcherTests {
  @Test func sourcesArePutBackInNodeOrder() throws {
    let path = temporaryDirectory().appendingPathComponent("s.sources").path
    try "A.swift:10\nA.swift:11\nB.swift:3\n".write(toFile: path, atomically: true, encoding: .utf8)
    let sources = SourceWatcher.readSources(path)
    #expect(sources.map(\.description) == ["A.swift:10", "A.swift:11", "B.swift:3"])
    // Node order is pre-order: the root, then its first child, then the second.
    let root = `$`(nil, layout: VBox(), items: [`$`("a"), `$`("b")])
    var tree = LayoutTree(SourceWatcher.restoringSources(root, sources))
    let frames = tree.layout(in: Size(width: 10, height: 10))
    #expect(
      (0..<3).map { frames.source(at: $0).description } == [
        "A.swift:10", "A.swift:11", "B.swift:3",
      ])
  }
}
