import LayoutComposerTestSupport
import Testing

@testable import LayoutComposer

// min/max, aspectRatio, padding, explicit sizes and the root. Derivations in the comments.

@Suite struct SizingRuleTests {
  @Test func maxFreezesFlexChildAndOthersShareTheRest() {
    // HBox 300: three flex 1 children would get 100 each; "a" has maxWidth 50, so it is frozen
    // at 50 and the others share 250: 125 each.
    let frames = `$`(
      nil, layout: HBox(),
      items: [`$`("a", flex: 1, maxWidth: 50), `$`("b", flex: 1), `$`("c", flex: 1)]
    ).layout(in: Size(width: 300, height: 10))
    #expect(frames["a"] == Frame(x: 0, y: 0, width: 50, height: 10))
    #expect(frames["b"] == Frame(x: 50, y: 0, width: 125, height: 10))
    #expect(frames["c"] == Frame(x: 175, y: 0, width: 125, height: 10))
  }

  @Test func minFreezesFlexChildAndOthersShareTheRest() {
    // HBox 300: "a" has minWidth 150 > its share 100: frozen at 150, the others get 75 each.
    let frames = `$`(
      nil, layout: HBox(),
      items: [`$`("a", flex: 1, minWidth: 150), `$`("b", flex: 1), `$`("c", flex: 1)]
    ).layout(in: Size(width: 300, height: 10))
    #expect(frames["a"]?.width == 150)
    #expect(frames["b"]?.width == 75)
    #expect(frames["c"] == Frame(x: 225, y: 0, width: 75, height: 10))
  }

  @Test func freezingRepeatsUntilNothingMoves() {
    // VBox 300 high, flex 1 : 1 : 2. Round 1: 75, 75, 150; "c" has maxHeight 100 -> frozen.
    // Round 2: 200 shared 1 : 1 -> 100 each; "b" has maxHeight 90 -> frozen.
    // Round 3: "a" gets 300 - 100 - 90 = 110.
    let frames = `$`(
      nil, layout: VBox(),
      items: [
        `$`("a", flex: 1), `$`("b", flex: 1, maxHeight: 90), `$`("c", flex: 2, maxHeight: 100),
      ]
    ).layout(in: Size(width: 10, height: 300))
    #expect(["a", "b", "c"].map { frames[$0]!.height } == [110, 90, 100])
    #expect(frames["c"]?.y == 200)
  }

  @Test func minWinsOverMax() {
    // minWidth 80 and maxWidth 40 conflict: min wins -> 80 (a stretch child in 320).
    let frames = `$`(nil, layout: VBox(), items: [`$`("a", height: 5, minWidth: 80, maxWidth: 40)])
      .layout(in: phone)
    #expect(frames["a"]?.width == 80)
  }

  @Test func maxWidthOnStretchedChildStaysAtStart() {
    // Stretch would give 320; maxWidth 100 clamps it; without an explicit width it stays at
    // x = left margin (5), not centred.
    let frames = `$`(
      nil, layout: VBox(), items: [`$`("a", height: 5, marginLeft: 5, maxWidth: 100)]
    ).layout(in: phone)
    #expect(frames["a"] == Frame(x: 5, y: 0, width: 100, height: 5))
  }

  @Test func aspectRatioFollowsTheKnownAxis() {
    let frames = `$`(
      nil, layout: VBox(align: .start),
      items: [
        // Height known (50), width from the ratio 2: 100.
        `$`("byHeight", height: 50, aspectRatio: 2),
        // Width known (90), height 90 / 3 = 30.
        `$`("byWidth", width: 90, aspectRatio: 3),
        // Both known: the ratio has no effect.
        `$`("both", width: 10, height: 10, aspectRatio: 4),
      ]
    ).layout(in: phone)
    #expect(frames["byHeight"] == Frame(x: 0, y: 0, width: 100, height: 50))
    #expect(frames["byWidth"] == Frame(x: 0, y: 50, width: 90, height: 30))
    #expect(frames["both"] == Frame(x: 0, y: 80, width: 10, height: 10))
  }

  @Test func aspectRatioWithStretchAndFlex() {
    // Stretched width 320 -> height 320 / 2 = 160. Then a flex child that is centred: its
    // height is its flex share (480 - 160 = 320), its width follows: 320 * 0.5 = 160, centred
    // at (320 - 160) / 2 = 80.
    let frames = `$`(
      nil, layout: VBox(),
      items: [
        `$`("banner", aspectRatio: 2),
        `$`("square", flex: 1, align: .center, aspectRatio: 0.5),
      ]
    ).layout(in: phone)
    #expect(frames["banner"] == Frame(x: 0, y: 0, width: 320, height: 160))
    #expect(frames["square"] == Frame(x: 80, y: 160, width: 160, height: 320))
  }

  @Test func aspectRatioFromContentWidth() {
    // Neither axis known (align .start, no size): width from content (placeholder 60 wide),
    // height from the ratio: 60 / 1.5 = 40.
    let frames = `$`(
      nil, layout: VBox(align: .start),
      items: [`$`(Placeholder("photo", width: 60, height: 999), aspectRatio: 1.5)]
    ).layout(in: phone)
    #expect(frames["photo"] == Frame(x: 0, y: 0, width: 60, height: 40))
  }

  @Test func paddingShrinksTheContentBox() {
    // Padding (10, 20, 30, 40): content box 320 - 60 = 260 wide, 480 - 40 = 440 high, at
    // (40, 10). The stretch child fills 260; the flex child gets 440 - 100 = 340.
    let frames = `$`(
      nil, layout: VBox(), items: [`$`("top", height: 100), `$`("rest", flex: 1)],
      padding: (10, 40, 30, 20)
    ).layout(in: phone)
    #expect(frames["top"] == Frame(x: 40, y: 10, width: 260, height: 100))
    #expect(frames["rest"] == Frame(x: 40, y: 110, width: 260, height: 340))
  }

  @Test func containerIsNeverSmallerThanItsPadding() {
    // Explicit height 10 but padding 20 + 20: the container is 40 high; a pack .fit container
    // with no children is its padding.
    let padded = `$`(nil, height: 10, layout: VBox(), padding: (20, 0, 20, 0))
    let empty = `$`(nil, layout: HBox(pack: .fit), padding: (0, 7, 0, 8))
    let frames = `$`(nil, layout: VBox(align: .start), items: [padded, empty]).layout(in: phone)
    #expect(frames[padded]?.height == 40)
    #expect(frames[empty]?.width == 15)
  }

  @Test func paddingAddsToIntrinsicSize() {
    // A pack .fit VBox with padding 5 all round and one 20-high child: 5 + 20 + 5 = 30.
    let card = `$`(
      nil, layout: VBox(pack: .fit), items: [`$`("line", height: 20)], padding: (5, 5, 5, 5))
    let frames = `$`(nil, layout: VBox(), items: [card]).layout(in: phone)
    #expect(frames[card] == Frame(x: 0, y: 0, width: 320, height: 30))
    #expect(frames["line"] == Frame(x: 5, y: 5, width: 310, height: 20))
  }

  @Test func rootWithExplicitSizeIsCentred() {
    // The root is placed like a Fit child: an explicit size is centred in the area.
    let root = `$`(nil, width: 100, height: 80, layout: VBox())
    #expect(root.layout(in: phone)[root] == Frame(x: 110, y: 200, width: 100, height: 80))
  }

  @Test func badSizesAreTreatedAsZeroOrUnset() {
    // A negative width is 0; NaN height is unset (stretch gives the flex share); a negative
    // layout size is 0.
    let frames = `$`(
      nil, layout: HBox(),
      items: [`$`("negative", width: -5), `$`("nan", width: .nan, flex: 1)]
    ).layout(in: Size(width: 100, height: -3))
    #expect(frames["negative"] == Frame(x: 0, y: 0, width: 0, height: 0))
    #expect(frames["nan"] == Frame(x: 0, y: 0, width: 100, height: 0))
  }

  @Test func aMaxWidthInAnHBoxWrapsTheTextAndItsHeightFollows() {
    // In an HBox a child's height is measured first, with its width still open (one line of
    // 17 × 8 = 136, 20 high); its width then comes out at its maxWidth 60 ("Hello world" at
    // most 60 wraps: "Hello" / "world again" is 88 > 60, so "Hello" / "world" / "again",
    // 40 wide), which is not the width that height was measured for, so the height is
    // measured again for width 40: three lines, 60.
    let frames = `$`(
      nil, layout: HBox(align: .start),
      items: [`$`(Text("Hello world again"), name: "t", maxWidth: 60)]
    ).layout(in: Size(width: 300, height: 100))
    #expect(frames["t"] == Frame(x: 0, y: 0, width: 40, height: 60))
  }
}

@Suite struct FixedAdvanceMeasurerTests {
  /// The lines a renderer draws are those measured: at 16 a character is 8 wide, so 50 holds
  /// "Hello" (40) but not "Hello world" (88); a word wider than the line stands alone; a
  /// newline ends a line and an empty paragraph is an empty line.
  @Test func theLinesAreTheOnesMeasured() {
    let measurer = FixedAdvanceTextMeasurer()
    #expect(measurer.lines(of: "Hello world", fontSize: 16, wrappingTo: 50) == ["Hello", "world"])
    #expect(measurer.lines(of: "Hello world", fontSize: 16, wrappingTo: nil) == ["Hello world"])
    #expect(
      measurer.lines(of: "a verylongword b\n\nc", fontSize: 16, wrappingTo: 40)
        == ["a", "verylongword", "b", "", "c"])
    #expect(
      measurer.size(of: "a verylongword b\n\nc", fontSize: 16, wrappingTo: 40)
        == Size(width: 96, height: 100))
  }

  @Test func asciiAndCharacterCountingWrapAlike() {
    // The byte-counting path for ASCII text must wrap exactly as counting characters does:
    // every string of a few words, spaces (doubled too) and newlines, at many widths.
    var generator = SystemRandomNumberGenerator()
    let pieces = ["a", "bb", "cccc", "ddddddd", " ", " ", "  ", "\n", "e f"]
    for _ in 0..<2_000 {
      let text = (0..<Int.random(in: 0...8, using: &generator))
        .map { _ in pieces.randomElement(using: &generator)! }.joined()
      for width in [nil, 0, 8, 20, 31, 64, 200] as [Double?] {
        let bytes = FixedAdvanceTextMeasurer.lines(ofASCII: text, advance: 8, width: width)
        let characters = FixedAdvanceTextMeasurer.lines(
          ofCharacters: text, advance: 8, width: width)
        #expect(bytes == characters, "\(text.debugDescription) at \(String(describing: width))")
      }
    }
  }
}
