import LayoutComposer
import LayoutComposerTestSupport
import Testing

// Every fixture in Tests/Fixtures, run by the one runner. `RECORD_FIXTURES=1 swift test`
// rewrites the expectations from the engine for review; the committed ones are derived by hand
// (the derivation is the "comment" of each layout file).

@Test func fixturesExist() {
  #expect(Fixtures.names.count >= 20, "found \(Fixtures.names) in \(Fixtures.directory)")
}

@Test(arguments: Fixtures.names)
func fixture(_ name: String) {
  let outcome = Fixtures.run(name)
  if outcome.recorded {
    Issue.record(
      "recorded \(name).frames.json; review it with git diff, then run without RECORD_FIXTURES")
  }
  if let failure = outcome.failure {
    Issue.record(Comment(rawValue: failure))
  }
}

@Test func loadingAFixture() throws {
  let (document, expected) = try Fixtures.load("vbox-basic")
  #expect(document.size == Size(width: 320, height: 480))
  #expect(expected.nodes.map(\.name) == [nil, "view1", "view2", "view3"])
}
