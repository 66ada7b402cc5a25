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
