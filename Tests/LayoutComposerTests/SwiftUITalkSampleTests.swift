import LayoutComposer
import LayoutComposerTestSupport
import LayoutSamples
import Testing

// The SwiftUI layout talk's samples (Samples/Gallery/SwiftUILayoutTalk.swift): the trip card
// with its activity count overlay, the wide card where layoutPriority decides who wraps, and
// its ViewThatFits fallback on both sides of the threshold. Frames derived by hand from
// docs/semantics.md; text is measured by the fixed-advance measurer: a character is half the
// font size wide (6 at 12 points, 7 at 14), a line 1.25 × the font size high (15, 17.5).

@Suite struct SwiftUITalkSampleTests {
  @Test func tripCardCarriesItsActivityCountAsAnOverlay() {
    let frames = laidOutSample("swiftui-trip-card")
    // The stack: 185 wide (the image), 150 + 8 + 15 = 173 high, centred in the 240 × 220
    // frame: x = (240 − 185) / 2 = 27.5, y = (220 − 173) / 2 = 23.5. The overlay takes no
    // part: the card is the image and the name.
    #expect(frames["caliCard"] == Frame(x: 27.5, y: 23.5, width: 185, height: 173))
    #expect(frames["caliImage"] == Frame(x: 0, y: 0, width: 185, height: 150))
    // The name is centred in the stack: x = (185 − 130) / 2 = 27.5, y = 150 + 8.
    #expect(frames["caliName"] == Frame(x: 27.5, y: 158, width: 130, height: 15))
    // The count, placed in the image's frame like a Relative child: "3 activities" is
    // 12 × 6 = 72 by 15; padding (4, 8, 4, 8) → 88 × 23; top right inside margins 8:
    // x = 185 − 8 − 88 = 89, y = 8. The text fills the padded box: {8, 4, 72, 15}.
    #expect(frames["caliActivityCount"] == Frame(x: 89, y: 8, width: 88, height: 23))
    #expect(frames["caliActivityText"] == Frame(x: 8, y: 4, width: 72, height: 15))
    // On screen: 27.5 + 89 = 116.5, 23.5 + 8 = 31.5.
    #expect(
      frames.absoluteFrame(named: "caliActivityCount")
        == Frame(x: 116.5, y: 31.5, width: 88, height: 23))
    let count = frames.index(named: "caliActivityCount")!
    #expect(frames.decoration(at: count) == .overlay)
    #expect(frames.parent(of: count) == frames.index(named: "caliImage"))
  }

  @Test func cardsWithAndWithoutAnOverlayHaveTheSameSize() {
    let frames = laidOutSample("swiftui-trip-row")
    // Each frame hugs its card in the row (185 wide, 220 high); spacing 8: x = 0, 193, 386.
    // Kyoto has no activities and no overlay; its card is the same as the others.
    for (key, x) in [("cali", 0.0), ("kyoto", 193), ("hawaii", 386)] {
      #expect(frames["\(key)Frame"] == Frame(x: x, y: 0, width: 185, height: 220), "\(key)")
      #expect(frames["\(key)Card"] == Frame(x: 0, y: 23.5, width: 185, height: 173), "\(key)")
    }
    #expect(frames.index(named: "kyotoActivityCount") == nil)
    // "12 activities": 13 × 6 = 78, badge 94, x = 185 − 8 − 94 = 83.
    #expect(frames["hawaiiActivityCount"] == Frame(x: 83, y: 8, width: 94, height: 23))
  }

  @Test func theDateWrapsWhenTheSubtitleHasPriority() {
    let frames = laidOutSample("swiftui-wide-card")
    // The card is 280 wide; the title and bottom row have margins 8: 264 wide.
    // Bottom row: subtitle "A week of volcanoes and beaches" 31 × 6 = 186, date
    // "Created Jun 2024" 16 × 6 = 96: F = 264 − 186 − 96 − 8 = −26. The subtitle has
    // priority 1, so the date gives all 26 (its minimum, "Created", is 42): 70 wide.
    // At 70 it wraps: "Created Jun" (66) / "2024": 30 high. The row is 30 high.
    // Heights: title 17.5 (147 fits in 264), row 30; the image takes
    // 220 − 17.5 − 30 − 8 (row's bottom margin) − 2 × 8 (spacing) = 148.5.
    #expect(frames["wideImage"] == Frame(x: 0, y: 0, width: 280, height: 148.5))
    // Title at 148.5 + 8 = 156.5; row at 156.5 + 17.5 + 8 = 182.
    #expect(frames["title"] == Frame(x: 8, y: 156.5, width: 264, height: 17.5))
    #expect(frames["bottomRow"] == Frame(x: 8, y: 182, width: 264, height: 30))
    // After a full shrink pack (.spaceBetween) sees F = 0: the date at 186 + 8 = 194.
    #expect(frames["subtitle"] == Frame(x: 0, y: 0, width: 186, height: 15))
    #expect(frames["creationDate"] == Frame(x: 194, y: 0, width: 70, height: 30))
  }

  @Test func withoutPriorityBothTextsWrap() throws {
    let sample = try #require(Gallery.sample(named: "swiftui-wide-card"))
    var tree = LayoutTree(sample.build())
    let subtitleNode = try #require(tree.layout(in: sample.size).index(named: "subtitle"))
    tree.update(at: subtitleNode) { $0.layoutPriority = nil }
    let frames = tree.layout(in: sample.size)
    // Same group: the 26 points are shared 186 : 96.
    let subtitle = 186 - 26 * 186 / 282.0  // 168.85…: "…volcanoes and" / "beaches"
    let date = 96 - 26 * 96 / 282.0  // 87.14…: "Created Jun" / "2024"
    #expect(frames["subtitle"]!.isClose(to: Frame(x: 0, y: 0, width: subtitle, height: 30)))
    #expect(
      frames["creationDate"]!.isClose(
        to: Frame(x: subtitle + 8, y: 0, width: date, height: 30)))
  }

  @Test func firstThatFitsShowsTheSubtitleAloneWhenTheDateDoesNotFit() {
    let frames = laidOutSample("swiftui-wide-card-compact")
    // 240 wide: the bottom row gets 240 − 16 = 224; subtitle and date want 186 + 8 + 96 = 290
    // and do not fit; the subtitle alone is the last choice and fills the row, 15 high.
    // The image: 220 − 17.5 − 15 − 8 − 16 = 163.5; title at 171.5, row at 197.
    #expect(frames["wideImage"] == Frame(x: 0, y: 0, width: 240, height: 163.5))
    #expect(frames["bottomRow"] == Frame(x: 8, y: 197, width: 224, height: 15))
    #expect(frames["subtitleOnly"] == Frame(x: 0, y: 0, width: 224, height: 15))
    #expect(frames["subtitleAndDate"] == .zero)
    #expect(frames.isHidden(at: frames.index(named: "creationDate")!))
  }

  @Test func firstThatFitsShowsTheDateFromTheThresholdOn() {
    // The row with the date fits when 290 ≤ width − 16: from a 306-wide card on.
    let fits = laidOutSample("swiftui-wide-card-compact", in: Size(width: 306, height: 220))
    #expect(fits["bottomRow"] == Frame(x: 8, y: 197, width: 290, height: 15))
    #expect(fits["subtitleAndDate"] == Frame(x: 0, y: 0, width: 290, height: 15))
    #expect(fits["subtitle"] == Frame(x: 0, y: 0, width: 186, height: 15))
    // spaceBetween with F = 290 − 290 = 0: the date right after the spacing, at 194.
    #expect(fits["creationDate"] == Frame(x: 194, y: 0, width: 96, height: 15))
    #expect(fits["subtitleOnly"] == .zero)
    #expect(fits.isHidden(at: fits.index(named: "subtitleOnly")!))
    // One point narrower (289 < 290): the subtitle alone.
    let narrow = laidOutSample("swiftui-wide-card-compact", in: Size(width: 305, height: 220))
    #expect(narrow["subtitleOnly"] == Frame(x: 0, y: 0, width: 289, height: 15))
    #expect(narrow.isHidden(at: narrow.index(named: "subtitleAndDate")!))
    // Wider (360: the row is 344): F = 344 − 290 = 54 goes between, the date at the trailing
    // edge: x = 344 − 96 = 248.
    let wide = laidOutSample("swiftui-wide-card-compact", in: Size(width: 360, height: 220))
    #expect(wide["creationDate"] == Frame(x: 248, y: 0, width: 96, height: 15))
  }

  @Test func sectionHeaderOnTheFirstBaseline() {
    let frames = laidOutSample("swiftui-section-header-baseline")
    // Padding (8, 16, 8, 16) leaves 328 × 28 at (16, 8). "Trip collections" at 22 points:
    // 16 × 11 = 176 by 27.5, first baseline 22 below its top; "Show All" at 14: 8 × 7 = 56
    // by 17.5, baseline 14. The title's baseline is the lowest below its top, so it touches
    // the top (y = 8); "Show All" moves down 22 − 14 = 8 (y = 16): both baselines at 30.
    // spaceBetween: 328 − 176 − 56 = 96 between: x = 16 + 176 + 96 = 288.
    #expect(frames["sectionSubtitle"] == Frame(x: 16, y: 8, width: 176, height: 27.5))
    #expect(frames["showAll"] == Frame(x: 288, y: 16, width: 56, height: 17.5))
    // Centred instead (the other sample): y = 8 + (28 − 27.5) / 2 = 8.25 and
    // 8 + (28 − 17.5) / 2 = 13.25; the baselines at 30.25 and 27.25 miss each other.
    let centred = laidOutSample("swiftui-section-header")
    #expect(centred["sectionSubtitle"]?.y == 8.25)
    #expect(centred["showAll"]?.y == 13.25)
  }
}
