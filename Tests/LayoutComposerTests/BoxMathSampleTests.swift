import LayoutComposer
import Testing

// The "Sized by content" gallery group (Samples/Gallery/Hugging.swift): its screens, laid
// out at their sizes. Frames derived by hand from docs/semantics.md (rules H, P, M, S); text is
// measured by the fixed-advance measurer at fontSize 16: 8 points a character, 20 a line.

@Suite struct BoxMathSampleTests {
  @Test func settingsCardIsAsWideAsItsWidestRow() {
    let frames = laidOutSample("hugging-settings-card")
    // The card is centred both ways, so both its sizes come from its content (rule H). While
    // its width is measured the rows hug and their flex labels take their text's width:
    //   Wi-Fi row:     5 × 8 = 40, + 12 + 40 (switch) = 92
    //   Bluetooth row: 9 × 8 = 72, + 12 + 40          = 124
    // Card width: 124 + 12 + 12 = 148. Each row is 24 high (the switch; the labels are 20):
    // card height 12 + 24 + 8 + 24 + 12 = 80. Centred in 320 × 480: x = (320 − 148) / 2 = 86,
    // y = (480 − 80) / 2 = 200.
    #expect(frames["settingsCard"] == Frame(x: 86, y: 200, width: 148, height: 80))
    // Both rows stretch to the card's content width, 124, at y = 12 and 12 + 24 + 8 = 44.
    #expect(frames["wifiRow"] == Frame(x: 12, y: 12, width: 124, height: 24))
    #expect(frames["bluetoothRow"] == Frame(x: 12, y: 44, width: 124, height: 24))
    // In a 124-wide row the label flexes: F = 124 − 12 − 40 = 72, its width; centred
    // vertically: y = (24 − 20) / 2 = 2. The switch follows at 72 + 12 = 84: both switches
    // line up on the card's trailing edge.
    #expect(frames["wifiLabel"] == Frame(x: 0, y: 2, width: 72, height: 20))
    #expect(frames["wifiSwitch"] == Frame(x: 84, y: 0, width: 40, height: 24))
    #expect(frames["bluetoothLabel"] == Frame(x: 0, y: 2, width: 72, height: 20))
    // Absolute: 86 + 12 + 84 = 182, 200 + 44 = 244.
    #expect(
      frames.absoluteFrame(named: "bluetoothSwitch")
        == Frame(x: 182, y: 244, width: 40, height: 24))
  }

  @Test func signInButtonIsItsLabelPlusPadding() {
    let frames = laidOutSample("hugging-sign-in")
    // Centred in the column, the button's width comes from its content: "Sign in" is
    // 7 × 8 = 56, the button 56 + 16 + 16 = 88 wide and 20 + 8 + 8 = 36 high, at
    // x = (320 − 88) / 2 = 116. The label fills the padded content box.
    #expect(frames["signInButton"] == Frame(x: 116, y: 0, width: 88, height: 36))
    #expect(frames["signInLabel"] == Frame(x: 16, y: 8, width: 56, height: 20))
  }

  @Test func chatBubblesHugShortTextAndWrapLongText() {
    let frames = laidOutSample("hugging-chat")
    // The column's content box: 320 − 16 = 304 wide at (8, 8).
    // Incoming (align .start): at most min(304, maxWidth 260) = 260, its text at most
    // 260 − 24 = 236, 29 characters a line (29 × 8 = 232):
    //   "Are you coming to the launch"  28 characters = 224 (" party" would make 34)
    //   "party on Friday evening?"      24 characters = 192
    // Text 224 × 40; bubble 224 + 24 = 248 wide, 40 + 16 = 56 high, at x = 8, y = 8.
    #expect(frames["incomingBubble"] == Frame(x: 8, y: 8, width: 248, height: 56))
    #expect(frames["incomingText"] == Frame(x: 12, y: 8, width: 224, height: 40))
    // Outgoing (align .end): "Yes" is 24 × 20, the bubble 48 × 36 at
    // x = 8 + 304 − 48 = 264, y = 8 + 56 + 8 = 72.
    #expect(frames["outgoingBubble"] == Frame(x: 264, y: 72, width: 48, height: 36))
    #expect(frames["outgoingText"] == Frame(x: 12, y: 8, width: 24, height: 20))
  }

  @Test func textInANarrowRowShrinksAndWraps() {
    let frames = laidOutSample("hugging-narrow-row")
    // The 100 × 100 row is centred in 200 × 150: (50, 25).
    #expect(frames["narrowRow"] == Frame(x: 50, y: 25, width: 100, height: 100))
    // "Hello world again" is 17 × 8 = 136 wide: F = 100 − 136 = −36. The text gives 36 (its
    // minimum, the longest word, is 5 × 8 = 40) and is 100 wide. At 100 it wraps:
    // "Hello world" (88) / "again": 40 high, at the top (align .start).
    #expect(frames["greeting"] == Frame(x: 0, y: 0, width: 100, height: 40))
  }

  @Test func layoutPriorityDecidesWhichTextWraps() {
    let frames = laidOutSample("hugging-title-date")
    // Each row: 200 wide; "Quarterly report summary" 24 × 8 = 192, "Nov 29, 2026"
    // 12 × 8 = 96: F = 200 − 192 − 96 − 8 = −96.
    // Same priority: shared 192 : 96, the title gives 64, the date 32.
    //   title 128: "Quarterly report" (16 × 8 = 128) / "summary"   → 128 × 40
    //   date 64:   "Nov 29," (56) / "2026"                           → at 128 + 8 = 136
    #expect(frames["sharedRow"] == Frame(x: 0, y: 0, width: 200, height: 40))
    #expect(frames["sharedTitle"] == Frame(x: 0, y: 0, width: 128, height: 40))
    #expect(frames["sharedDate"] == Frame(x: 136, y: 0, width: 64, height: 40))
    // Date at priority 1: the title's group gives all 96 (its minimum, "Quarterly", is 72):
    //   title 96: "Quarterly report" is 128 and "report summary" 112, both over 96, so
    //             "Quarterly" / "report" / "summary": three lines              → 96 × 60
    //   date keeps 96 × 20 at 96 + 8 = 104.
    // The row is 60 high, at y = 40 + 16 = 56.
    #expect(frames["priorityRow"] == Frame(x: 0, y: 56, width: 200, height: 60))
    #expect(frames["priorityTitle"] == Frame(x: 0, y: 0, width: 96, height: 60))
    #expect(frames["priorityDate"] == Frame(x: 104, y: 0, width: 96, height: 20))
  }
}
