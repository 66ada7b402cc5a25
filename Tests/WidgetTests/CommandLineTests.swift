import Foundation
import Testing

extension WidgetsOnDisplay {
  /// `composer-widgets`' own options: the list, and clear errors for what it cannot do.
  @Suite struct CommandLineTests {
    @Test func listNamesTheSamples() throws {
      let run = try SampleProcess.run(["--list"])
      #expect(run.status == 0)
      let names = run.standardOutput.split(separator: "\n").map { $0.prefix { $0 != " " } }
      #expect(names == ["profile", "login", "chat", "yoga", "settings", "preferences", "masonry"])
      // Each summary is apart from its id, the longest ("preferences") too.
      #expect(run.standardOutput.contains("preferences  a GNOME preferences page"))
    }

    @Test func anUnknownSampleIsAnErrorThatListsTheSamples() throws {
      let run = try SampleProcess.run(["profil"])
      #expect(run.status == 2)
      let expected =
        "composer-widgets: unknown sample \"profil\"; the samples are profile, login, chat,"
        + " yoga, settings, preferences, masonry"
      #expect(run.standardError.split(separator: "\n").first.map(String.init) == expected)
    }

    @Test func aBadSizeIsAnErrorThatShowsTheForm() throws {
      let run = try SampleProcess.run(["login", "--size", "375by667"])
      #expect(run.status == 2)
      let expected =
        "composer-widgets: --size: expected WIDTHxHEIGHT in pixels (such as 375x667), found"
        + " \"375by667\""
      #expect(run.standardError.split(separator: "\n").first.map(String.init) == expected)
    }
  }
}
