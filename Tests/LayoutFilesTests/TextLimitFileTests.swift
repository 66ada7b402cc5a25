import LayoutComposer
import LayoutFiles
import Testing

private func problems(_ component: String) -> [String] {
  LayoutFile.validate(#"{"version": 1, "size": [320, 480], "root": \#(component)}"#)
    .map(\.description)
}

@Suite struct TextLimitFileTests {
  @Test func theOptionsAreReadAndWrittenBack() throws {
    let document = try LayoutDocument(
      json: #"""
        {"version": 1, "root": {"text": "a b c", "lineLimit": 2, "truncation": "middle", "textAlignment": "trailing"}}
        """#)
    let text = try #require(document.root.item as? Text)
    #expect(text.lineLimit == 2)
    #expect(text.truncation == .middle)
    #expect(text.alignment == .trailing)
    let written = try LayoutDocument(root: document.root).json()
    #expect(
      written.contains(
        #""text": "a b c", "lineLimit": 2, "truncation": "middle", "textAlignment": "trailing""#))
  }

  @Test func badValuesAreNamed() {
    #expect(
      problems(#"{"text": "a", "lineLimit": 0}"#) == [
        "root.lineLimit: must be at least 1 (a text shows at least one line), found 0"
      ])
    #expect(
      problems(#"{"text": "a", "lineLimit": 1.5}"#) == [
        "root.lineLimit: expected a whole number of lines, found 1.5"
      ])
    #expect(
      problems(#"{"text": "a", "lineLimit": 2000000}"#) == [
        "root.lineLimit: must be at most 1000000, found 2000000"
      ])
    #expect(
      problems(#"{"text": "a", "truncation": "ellipsis"}"#) == [
        #"root.truncation: unknown value "ellipsis"; valid values are "end", "middle", "start""#
      ])
    #expect(
      problems(#"{"lineLimit": 1}"#) == [
        #"root: "lineLimit" without "text"; it applies to a text leaf"#
      ])
  }
}
