import LayoutComposer
import Testing

// `LayoutTree.explain`: the worked examples of docs/semantics.md, explained in its words.

@Suite struct ExplanationTests {
  @Test func aHuggingButton() {
    let label = `$`(Text("Sign in"), name: "label")
    let button = `$`(nil, layout: Fit(), items: [label], name: "button", padding: (8, 16, 8, 16))
    var tree = LayoutTree(`$`(nil, layout: VBox(align: .center), items: [button]))
    _ = tree.layout(in: phone)
    let why = tree.explain(named: "button")
    #expect(
      why?.lines == [
        "width 88 = content: \"label\" 56 + padding 32 (hugs: its VBox aligns it .center)",
        "height 36 = content: \"label\" 20 + padding 16 (its VBox stacks it at its content height)",
        "x 116 = centred: 0 + (320 − 0 − 0 − 88) / 2",
        "y 0 = first child: top margin 0",
      ])
    #expect(
      tree.explain(named: "label")?.lines == [
        "width 56 = fills its Fit: 56 − margins 0", "height 20 = fills its Fit: 20 − margins 0",
        "x 16 = fills from the margin 0 + padding 16", "y 8 = fills from the margin 0 + padding 8",
      ])
  }

  @Test func flexSharesTheFreeSpace() {
    // VBox 480: header 50, body flex 1, footer 40 with a top margin 10:
    // F = 480 − 50 − 40 − 10 = 380.
    var tree = LayoutTree(
      `$`(
        nil, layout: VBox(),
        items: [
          `$`("header", height: 50), `$`("body", flex: 1), `$`("footer", height: 40, marginTop: 10),
        ]))
    _ = tree.layout(in: phone)
    #expect(
      tree.explain(named: "body")?.lines == [
        "width 320 = stretched: 320 − margins 0 (align .stretch)",
        "height 380 = flex 1 of 1 × free space 380 (480 − 50 − 40 − 10 (margins))",
        "x 0 = stretched from the margin 0",
        "y 50 = after \"header\", which ends at 50: + its margin 0 + margin 0",
      ])
    #expect(
      tree.explain(named: "footer")?.y
        == "y 440 = after \"body\", which ends at 430: + its margin 0 + margin 10")
  }

  @Test func shrinkingAndPriority() {
    let title = `$`(Text("Quarterly report summary"), name: "title")
    let date = `$`(Text("Nov 29, 2026"), name: "date")
    var tree = LayoutTree(`$`(nil, layout: HBox(align: .start, spacing: 8), items: [title, date]))
    _ = tree.layout(in: Size(width: 200, height: 100))
    #expect(
      tree.explain(named: "title")?.width
        == "width 128 = shrunk from 192 (F = −96, shared by ideal size; minimum 72)")
    #expect(
      tree.explain(named: "date")?.x
        == "x 136 = after \"title\", which ends at 128: + its margin 0 + spacing 8 + margin 0")
    #expect(
      tree.explain(named: "date")?.height
        == "height 40 = content: its Text answers 40 at most 100 for its width 64 (hugs: its HBox aligns it .start)"
    )
  }

  @Test func aMaximumClamps() {
    // A bubble of long text with maxWidth 100 in VBox(align: .end) 320 wide.
    let bubble = `$`(
      nil, layout: VBox(), items: [`$`(Text("one two three four five six"))], name: "bubble",
      maxWidth: 100)
    var tree = LayoutTree(`$`(nil, layout: VBox(align: .end), items: [bubble]))
    _ = tree.layout(in: phone)
    // Offered at most 100, the text wraps: "one two" / "three four" (10 × 8 = 80) /
    // "five six"; the bubble hugs 80, under its maximum.
    #expect(
      tree.explain(named: "bubble")?.width
        == "width 80 = content: its child 80 (hugs: its VBox aligns it .end)")
    #expect(tree.explain(named: "bubble")?.x == "x 240 = align .end: 320 − margin 0 − 80")
    // A minimum that wins says so.
    var wide = LayoutTree(
      `$`(nil, layout: VBox(align: .start), items: [`$`("w", minWidth: 150)]))
    _ = wide.layout(in: phone)
    #expect(
      wide.explain(named: "w")?.width
        == "width 150 = content: its name answers 0 at most 320 (hugs: its VBox aligns it .start), clamped by minWidth 150"
    )
  }

  @Test func theRoot() {
    var tree = LayoutTree(`$`("card", width: 200, height: 100))
    _ = tree.layout(in: phone)
    #expect(
      tree.explain(at: 0)?.lines == [
        "width 200 = explicit width", "height 100 = explicit height",
        "x 60 = centred in the area: 0 + (320 − 0 − 200) / 2",
        "y 190 = centred in the area: 0 + (480 − 0 − 100) / 2",
      ])
  }

  @Test func aLongNameIsQuotedShort() {
    // A 100 KB name of the previous sibling is cut in the explanation's y line, with its size.
    let long = String(repeating: "n", count: 100_000)
    var tree = LayoutTree(
      `$`(nil, layout: VBox(), items: [`$`(long, height: 10), `$`("next", height: 10)]))
    _ = tree.layout(in: phone)
    let y = tree.explain(named: "next")!.y
    #expect(y.utf8.count < 200, "\(y.prefix(300))")
    #expect(y.contains("(100000 bytes)"))
  }

  @Test func positionsAreThePacksOffsetsAndTheMarginsThePassUsed() {
    // HBox 200 wide, pack .spaceBetween: a (40, trailing margin 10, the right one left to
    // right) and b (40). Used 90, free 110, all of it between the two: b at 40 + 10 + 110.
    let a = `$`("a", width: 40, name: "a", marginTrailing: 10)
    let b = `$`("b", width: 40, name: "b")
    var tree = LayoutTree(`$`(nil, layout: HBox(pack: .spaceBetween), items: [a, b]))
    let frames = tree.layout(in: Size(width: 200, height: 50))
    #expect(frames["b"]?.x == 160)
    #expect(
      tree.explain(named: "b")?.x
        == "x 160 = after \"a\", which ends at 40: + its margin 10 + spacing 110 + margin 0")
    // pack .end: the first child is offset by the whole free space, 200 − 90 = 110.
    var end = LayoutTree(`$`(nil, layout: HBox(pack: .end), items: [a, b]))
    _ = end.layout(in: Size(width: 200, height: 50))
    #expect(
      end.explain(named: "a")?.x == "x 110 = first child, pack .end: offset 110 + left margin 0")
  }
}
