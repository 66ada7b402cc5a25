import LayoutComposer
import LayoutComposerTestSupport
import Testing

// Rule H (hugging) and rule P (proposals are "at most"): the worked examples of
// docs/semantics.md. Text uses the fixed-advance measurer at fontSize 16: 8 points a
// character, 20 a line.

@Suite struct HuggingTests {
  @Test func paddedFitButtonHugsItsLabel() {
    // VBox(align: .center) 320 x 480. The button's width is sized by content: its Fit is
    // offered at most 320, its label at most 320 - 32 = 288 and answers "Sign in", 7 × 8 = 56
    // wide. Button width 56 + 16 + 16 = 88, height (for width 88) 20 + 8 + 8 = 36.
    // x = (320 - 88) / 2 = 116. The label fills the Fit's final content box: {16, 8, 56, 20}.
    let label = `$`(Text("Sign in"))
    let button = `$`(nil, layout: Fit(), items: [label], padding: (8, 16, 8, 16))
    let frames = `$`(nil, layout: VBox(align: .center), items: [button]).layout(in: phone)
    #expect(frames[button] == Frame(x: 116, y: 0, width: 88, height: 36))
    #expect(frames[label] == Frame(x: 16, y: 8, width: 56, height: 20))
  }

  @Test func centredCardIsAsWideAsItsWidestRow() {
    // Rows: HBox(align: .center, spacing: 12) of a text and a 40 × 24 placeholder.
    // "Wi-Fi" 5 × 8 = 40 → row 40 + 12 + 40 = 92; "Bluetooth" 9 × 8 = 72 → row 124.
    // Both 24 high (the placeholder; the texts are 20, centred: y = 2).
    // Card: content width max(92, 124) + 12 + 12 = 148; height 24 + 8 + 24 + 24 = 80.
    // Centred in 320 × 480: x = (320 - 148) / 2 = 86, y = (480 - 80) / 2 = 200.
    // The rows stretch to the card's final content width, 124.
    func row(_ title: String) -> Component {
      `$`(
        nil, layout: HBox(align: .center, spacing: 12),
        items: [`$`(Text(title)), `$`(Placeholder("switch", width: 40, height: 24))])
    }
    let wifi = row("Wi-Fi")
    let bluetooth = row("Bluetooth")
    let card = `$`(
      nil, halign: .center, valign: .center, layout: VBox(spacing: 8),
      items: [wifi, bluetooth], padding: (12, 12, 12, 12))
    let frames = `$`(nil, layout: Relative(), items: [card]).layout(in: phone)
    #expect(frames[card] == Frame(x: 86, y: 200, width: 148, height: 80))
    #expect(frames[wifi] == Frame(x: 12, y: 12, width: 124, height: 24))
    #expect(frames[bluetooth] == Frame(x: 12, y: 44, width: 124, height: 24))
    // In the first row: the text {0, 2, 40, 20}, the switch after 12 points of spacing.
    #expect(frames.absoluteFrame(named: "switch") == Frame(x: 150, y: 212, width: 40, height: 24))
  }

  @Test func textWrapsAtTheOfferAndIsAsWideAsItsWidestLine() {
    // VBox(align: .start) 200 wide holding a VBox holding one text of 27 characters (216).
    // Offered at most 200, it wraps: "Hello world again and" (21 × 8 = 168) / "again":
    // 168 × 40. The inner VBox hugs it: 168 × 40; the text stretches to the VBox's 168.
    let text = `$`(Text("Hello world again and again"))
    let inner = `$`(nil, layout: VBox(), items: [text])
    let frames = `$`(nil, layout: VBox(align: .start), items: [inner])
      .layout(in: Size(width: 200, height: 300))
    #expect(frames[inner] == Frame(x: 0, y: 0, width: 168, height: 40))
    #expect(frames[text] == Frame(x: 0, y: 0, width: 168, height: 40))
  }

  @Test func chatBubbleHugsShortTextAndWrapsLongTextAtItsMaxWidth() {
    // VBox(align: .end) 375 wide; bubbles are VBoxes with padding (8, 12, 8, 12) and
    // maxWidth 260 holding a text. "Yes": 24 + 24 = 48 wide, 20 + 16 = 36 high, at x = 327.
    // The long text, 8 words of 4 letters, is offered at most 260 - 24 = 236: 6 words make
    // 29 characters = 232 ≤ 236, 7 words 272 > 236, so lines of 6 and 2 words: 232 × 40; the
    // bubble hugs the wrapped lines: 256 × 56 at x = 375 - 256 = 119, y = 36 + 4.
    let yes = `$`(
      nil, layout: VBox(), items: [`$`(Text("Yes"))], padding: (8, 12, 8, 12), maxWidth: 260)
    let long = `$`(
      nil, layout: VBox(),
      items: [`$`(Text(Array(repeating: "abcd", count: 8).joined(separator: " ")))],
      padding: (8, 12, 8, 12), maxWidth: 260)
    let frames = `$`(nil, layout: VBox(align: .end, spacing: 4), items: [yes, long])
      .layout(in: Size(width: 375, height: 667))
    #expect(frames[yes] == Frame(x: 327, y: 0, width: 48, height: 36))
    #expect(frames[long] == Frame(x: 119, y: 40, width: 256, height: 56))
  }

  @Test func containerOfStretchChildrenHugsWhenItsParentAlignsIt() {
    // The v1 rule made a VBox of stretch children as wide as the column; now it hugs: the
    // widest child is the 25 × 25 placeholder, so the VBox is 25 wide, and its string child
    // (no content) stretches to 25. Its flex child takes its content height (25), since the
    // VBox's height comes from its content: 10 + 25 = 35.
    let inner = `$`(
      nil, layout: VBox(),
      items: [`$`("fixed", height: 10), `$`(Placeholder("grow", width: 25, height: 25), flex: 1)])
    let frames = `$`(nil, layout: VBox(align: .start), items: [inner]).layout(in: phone)
    #expect(frames[inner] == Frame(x: 0, y: 0, width: 25, height: 35))
    #expect(frames["fixed"] == Frame(x: 0, y: 0, width: 25, height: 10))
    #expect(frames["grow"] == Frame(x: 0, y: 10, width: 25, height: 25))
  }

  @Test func relativeWithoutAlignmentStillFills() {
    // Hugging applies only where the size comes from content: a Relative child with no
    // alignment and no size fills its parent's content box, so its own Fill children fill too.
    let inner = `$`(nil, layout: Fit(), items: [`$`("content")])
    let frames = `$`(nil, layout: Relative(), items: [inner]).layout(in: phone)
    #expect(frames[inner] == Frame(x: 0, y: 0, width: 320, height: 480))
    #expect(frames["content"] == Frame(x: 0, y: 0, width: 320, height: 480))
  }
}

@Suite struct HuggingAtTheBoundTests {
  @Test func aHuggingStackThatDoesNotFitKeepsItsFlexChildsContent() {
    // The differential test's reproducer: a VBox(pack: .fit) root 21 high holding a flex
    // child whose content is 45 high. The VBox hugs; its content (45) does not fit the 21 it
    // is offered, so it is laid out at the bound, but its flex child keeps its content
    // minimum (a placeholder is rigid: 45), and the VBox overflows to 45, as in Yoga and
    // Taffy.
    let frames = `$`(
      nil, layout: VBox(pack: .fit), items: [`$`(Placeholder("p", width: 0, height: 45), flex: 1)]
    ).layout(in: Size(width: 100, height: 21))
    #expect(frames.frame(at: 0) == Frame(x: 0, y: 0, width: 100, height: 45))
    #expect(frames["p"] == Frame(x: 0, y: 0, width: 100, height: 45))
  }
}
