import LayoutComposer
import LayoutSamples
import Testing

/// The gallery's chat (issue 18): a truncating title in a CenterBox, a scrolling history, a
/// composer. Fixed-advance text: 8 points a character, 20 a line. Derived by hand:
///
/// - The header is 46 high with padding 6: content 348 wide at 360. The back and call buttons
///   are 34 with spacing 6, so the title has 348 − 68 − 12 = 268; it wants 41 × 8 = 328, and
///   only it can give (C3), so it is 268 wide at 6 + 34 + 6 = 46, cut to 33 characters.
/// - The history is 14 bubbles 20 + 16 = 36 high with spacing 8 and padding 12: 24 + 14 × 36 +
///   13 × 8 = 632. The Scroll flexes into 640 − 46 − 56 = 538, so it scrolls up to 94.
/// - A bubble hugs its text plus 24: "Are we still on?" is 16 × 8 + 24 = 152 at x 12 (an
///   incoming one, at the start); the user's "Yes! 9 at the car park" is 22 × 8 + 24 = 200 at
///   360 − 12 − 200 = 148, y 12 + 44 = 56.
@Suite struct ChatSampleTests {
  func layout(
    _ size: Size, direction: LayoutDirection = .leftToRight, offset: Double? = nil
  ) throws -> LayoutResult {
    let sample = try #require(Gallery.sample(named: "screen-chat"))
    var tree = LayoutTree(sample.build())
    if let offset { tree.scroll(named: "historyScroll", to: Point(x: 0, y: offset)) }
    return tree.layout(in: size, direction: direction)
  }

  @Test func onAPhoneTheTitleIsCutAndTheHistoryScrolls() throws {
    let frames = try layout(Size(width: 360, height: 640))
    #expect(frames["chatTitle"] == Frame(x: 46, y: 6, width: 268, height: 34))
    #expect(frames["historyScroll"] == Frame(x: 0, y: 46, width: 360, height: 538))
    #expect(frames["history"] == Frame(x: 0, y: 0, width: 360, height: 632))
    #expect(frames["composer"] == Frame(x: 0, y: 584, width: 360, height: 56))
    let scroll = try #require(frames.scrollContent(at: frames.index(named: "historyScroll")!))
    #expect(scroll.maximumOffset == Point(x: 0, y: 94))
    #expect(frames["message0"] == Frame(x: 12, y: 12, width: 152, height: 36))
    #expect(frames["message1"] == Frame(x: 148, y: 56, width: 200, height: 36))
    #expect(frames.problems.isEmpty)
    // 268 holds 33 characters: 32 of the title and "…".
    #expect(
      FixedAdvanceTextMeasurer().lines(
        of: "Weekend hiking trip with the whole family", fontSize: 16, wrappingTo: 268,
        lineLimit: 1, truncation: .end) == ["Weekend hiking trip with the who…"])
  }

  @Test func scrolledToTheEndTheLastMessageIsAboveTheComposer() throws {
    // Offset 94 (asked 1000, clamped): the last bubble, "See you!" (8 × 8 + 24 = 88, the
    // user's), is at 12 + 13 × 44 = 584 in the history: 46 − 94 + 584 = 536 in the window,
    // ending at 572, 12 above the composer's 584.
    let frames = try layout(Size(width: 360, height: 640), offset: 1000)
    #expect(frames["history"]?.y == -94)
    #expect(
      frames.absoluteFrame(named: "message13") == Frame(x: 260, y: 536, width: 88, height: 36))
  }

  @Test func onADesktopNothingIsCutOrScrolled() throws {
    // 1280: the title's 328 fit; centred in 1268 at 6 + (1268 − 328) / 2 = 476. The Scroll
    // gets 800 − 102 = 698 and the history is at least that (R1): nothing to scroll.
    let frames = try layout(Size(width: 1280, height: 800))
    #expect(frames["chatTitle"] == Frame(x: 476, y: 6, width: 328, height: 34))
    #expect(frames["history"] == Frame(x: 0, y: 0, width: 1280, height: 698))
    #expect(frames["composer"] == Frame(x: 0, y: 744, width: 1280, height: 56))
    let scroll = try #require(frames.scrollContent(at: frames.index(named: "historyScroll")!))
    #expect(scroll.maximumOffset == Point(x: 0, y: 0))
  }

  @Test func rightToLeftTheBubblesSwapSides() throws {
    // Mirrored: the incoming bubble at 360 − 12 − 152 = 196, the user's at 12.
    let frames = try layout(Size(width: 360, height: 640), direction: .rightToLeft)
    #expect(frames["message0"] == Frame(x: 196, y: 12, width: 152, height: 36))
    #expect(frames["message1"] == Frame(x: 12, y: 56, width: 200, height: 36))
    #expect(frames["chatTitle"] == Frame(x: 46, y: 6, width: 268, height: 34))
  }
}
