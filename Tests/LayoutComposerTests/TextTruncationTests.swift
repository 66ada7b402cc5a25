import LayoutComposer
import Testing

/// Text with a line limit (rule T): fixed-advance text, 8 points a character at size 16 and
/// 20 a line, so every expected line and frame is counted by hand in the comment above it.
@Suite struct TextTruncationTests {
  let measurer = FixedAdvanceTextMeasurer()
  let title = "Network and Internet Settings"  // 29 characters, 232 wide

  func lines(_ width: Double?, _ limit: Int?, _ truncation: Truncation = .end) -> [String] {
    measurer.lines(
      of: title, fontSize: 16, wrappingTo: width, lineLimit: limit, truncation: truncation)
  }

  @Test func oneLineCutAtTheEnd() {
    // 100 wide holds 12 characters: 11 of the text ("Network and", trailing space dropped)
    // and "…".
    #expect(lines(100, 1) == ["Network and…"])
    // 184 holds 23: "Network and Internet S" and "…".
    #expect(lines(184, 1) == ["Network and Internet S…"])
    // Wide enough, nothing is cut.
    #expect(lines(300, 1) == [title])
  }

  @Test func theStartOrTheMiddleGoes() {
    // 12 characters: "…" and the last 11 ("et Settings"); in the middle, 6 before
    // ("Networ") and 5 after ("tings").
    #expect(lines(100, 1, .start) == ["…et Settings"])
    #expect(lines(100, 1, .middle) == ["Networ…tings"])
  }

  @Test func twoLinesTheSecondHoldsTheRest() {
    // 100 wide: line 1 "Network and" (11), the rest "Internet Settings" (17) cut to 12.
    #expect(lines(100, 2) == ["Network and", "Internet Se…"])
    // Three lines fit whole: no cut.
    #expect(lines(100, 3) == ["Network and", "Internet", "Settings"])
  }

  @Test func aLongWordIsBrokenBetweenCharacters() {
    // 40 wide holds 5: "Netwo", "rk…" — limited text never runs past its width.
    #expect(
      measurer.lines(
        of: "Networking", fontSize: 16, wrappingTo: 40, lineLimit: 2, truncation: .end)
        == ["Netwo", "rking"])
    #expect(
      measurer.lines(
        of: "Networking stack", fontSize: 16, wrappingTo: 40, lineLimit: 2, truncation: .end)
        == ["Netwo", "rkin…"])
  }

  @Test func withoutAWidthOnlyTheLinesCount() {
    #expect(
      measurer.lines(
        of: "one\ntwo\nthree", fontSize: 16, wrappingTo: nil, lineLimit: 2, truncation: .end)
        == ["one", "two…"])
  }

  @Test func aLimitedTextInAShrinkingRow() {
    // An HBox 200 wide: a 40-wide icon and the title. The title wants 232; rule S takes 72
    // from it (its minimum, cut, is "…": 8), so it gets 160 = 20 characters:
    // "Network and Interne" and "…", one line high. Unlimited, it would wrap to two lines.
    let row = `$`(
      nil, layout: HBox(align: .start),
      items: [`$`("icon", width: 40, height: 20), `$`(Text(title, lineLimit: 1), name: "title")])
    let frames = row.layout(in: Size(width: 200, height: 100))
    #expect(frames["title"] == Frame(x: 40, y: 0, width: 160, height: 20))
    let wrapped = `$`(
      nil, layout: HBox(align: .start),
      items: [`$`("icon", width: 40, height: 20), `$`(Text(title), name: "title")]
    ).layout(in: Size(width: 200, height: 100))
    #expect(wrapped["title"] == Frame(x: 40, y: 0, width: 160, height: 40))
  }

  @Test func aHeaderBarTitleTruncatesInsteadOfWrapping() {
    // The CenterBox at 300 (CenterBoxTests): the title gets 186; cut to 23 characters
    // (184): "Network and Internet S…", one line.
    let bar = `$`(
      nil, height: 46, layout: CenterBox(spacing: 6),
      items: [
        `$`("back", width: 34, height: 34),
        `$`(Text(title, lineLimit: 1), name: "title"),
        `$`("done", width: 68, height: 34),
      ])
    let frames = bar.layout(in: Size(width: 300, height: 46))
    #expect(frames["title"] == Frame(x: 40, y: 0, width: 186, height: 46))
    let text = Text(title, lineLimit: 1)
    #expect(text.sizeThatFits(ProposedSize(width: 186, height: 46)) == Size(width: 184, height: 20))
  }

  @Test func aBadLineLimitIsReported() {
    let tree = `$`(Text("a", lineLimit: 0))
    #expect(
      tree.validate().map(\.description) == [
        "root.lineLimit: must be at least 1 (a text shows at least one line), found 0"
      ])
    // Measured as a limit of 1: one line, 8 wide.
    #expect(
      Text("a b", lineLimit: 0).sizeThatFits(ProposedSize(width: 8, height: nil))
        == Size(width: 8, height: 20))
  }
}
