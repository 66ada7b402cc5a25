import LayoutComposer
import LayoutFiles
import Testing

private func problems(_ component: String) -> [String] {
  LayoutFile.validate(#"{"version": 1, "size": [320, 480], "root": \#(component)}"#)
    .map(\.description)
}

@Suite struct AspectFitFileTests {
  @Test func aContentModeIsReadAndWrittenBack() throws {
    let document = try LayoutDocument(
      json:
        #"{"version": 1, "size": [400, 200], "root": {"aspectRatio": 1, "contentMode": "fill"}}"#)
    #expect(document.root.options.contentMode == .fill)
    let written = try LayoutDocument(root: document.root).json()
    #expect(written.contains(#""aspectRatio": 1, "contentMode": "fill""#))
  }

  @Test func aBadValueNamesTheValidOnes() {
    #expect(
      problems(#"{"aspectRatio": 1, "contentMode": "fits"}"#) == [
        #"root.contentMode: unknown value "fits"; did you mean "fit"? Valid values are "fit", "fill""#
      ])
    // Well-formed, so the reader takes it; validate() says it does nothing.
    let alone = try? LayoutDocument(json: #"{"version": 1, "root": {"contentMode": "fit"}}"#)
    #expect(
      alone?.root.validate().map(\.description) == [
        "root.contentMode: warning: has no effect without aspectRatio; add aspectRatio: 1 for a "
          + "square that .fits"
      ])
  }
}
