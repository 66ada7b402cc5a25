import LayoutComposer
import Testing

// `PreviewProvider` and `Preview`: an internal provider, where each preview was
// written, and the ids tools name previews by.

private func settingsScreen() -> Component {
  `$`(nil, layout: VBox(), items: [`$`("header", height: 50), `$`("body", flex: 1)])
}

struct SettingsPreviews: PreviewProvider {
  static let firstLine = #line + 3
  static var previews: [Preview] {
    [
      Preview("Settings", size: Size(width: 360, height: 640)) { settingsScreen() },
      Preview("Settings, RTL", size: Size(width: 360, height: 640), direction: .rightToLeft) {
        settingsScreen()
      },
    ]
  }
}

struct RepeatedTitles: PreviewProvider {
  static var previews: [Preview] {
    [
      Preview("Card") { settingsScreen() }, Preview("card!") { settingsScreen() },
      Preview("日本") { settingsScreen() }, Preview("42") { settingsScreen() },
    ]
  }
}

@Suite struct PreviewProviderTests {
  @Test func anInternalProviderListsItsPreviewsWithWhereTheyWereWritten() {
    let previews = SettingsPreviews.previews
    #expect(previews.map(\.title) == ["Settings", "Settings, RTL"])
    #expect(previews.map(\.line) == [SettingsPreviews.firstLine, SettingsPreviews.firstLine + 1])
    #expect(previews.allSatisfy { $0.fileID == "LayoutComposerTests/PreviewProviderTests.swift" })
    #expect(previews.allSatisfy { $0.filePath == #filePath })
    #expect(
      previews[0].source.description
        == "LayoutComposerTests/PreviewProviderTests.swift:\(SettingsPreviews.firstLine)")
    #expect(previews.map(\.direction) == [.leftToRight, .rightToLeft])
    #expect(previews[1].size == Size(width: 360, height: 640))
  }

  @Test func aPreviewBuildsItsScreenEachTimeItIsAskedTo() {
    let preview = SettingsPreviews.previews[0]
    let frames = preview.content().layout(in: preview.size)
    #expect(frames["body"] == Frame(x: 0, y: 50, width: 360, height: 590))
    #expect(preview.content().id != preview.content().id)
  }

  @Test func aPreviewWithoutASizeHasThePhoneSize() {
    #expect(RepeatedTitles.previews[0].size == Size(width: 375, height: 667))
    #expect(RepeatedTitles.previews[0].variants.isEmpty)
  }

  @Test func idsComeFromTheProviderAndTheTitle() {
    #expect(
      SettingsPreviews.identifiedPreviews.map(\.id) == [
        "LayoutComposerTests.SettingsPreviews/settings",
        "LayoutComposerTests.SettingsPreviews/settings-rtl",
      ])
  }

  @Test func titlesWithoutAUniqueWordListGetTheirIndex() {
    // "Card" and "card!" are both "card"; "日本" has no ASCII letter; "42" would read as an
    // index of its own and becomes "-42".
    #expect(
      RepeatedTitles.identifiedPreviews.map(\.id) == [
        "LayoutComposerTests.RepeatedTitles/0", "LayoutComposerTests.RepeatedTitles/1",
        "LayoutComposerTests.RepeatedTitles/2", "LayoutComposerTests.RepeatedTitles/-42",
      ])
  }
}
