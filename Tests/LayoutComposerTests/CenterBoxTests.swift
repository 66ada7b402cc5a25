import LayoutComposer
import Testing

/// CenterBox (GtkCenterBox), rules C1–C4. Text is measured with the fixed-advance measurer:
/// 8 points a character at size 16, 20 a line. Each frame is derived in its comment.
@Suite struct CenterBoxTests {
  func header(_ title: String, width: Double? = nil) -> Component {
    `$`(
      nil, width: width, height: 46, layout: CenterBox(spacing: 6),
      items: [
        `$`("back", width: 34, height: 34),
        `$`(Text(title), name: "title"),
        `$`("done", width: 68, height: 34),
      ], name: "bar")
  }

  @Test func aShortTitleIsCentredInTheWholeBar() {
    // "Settings" is 64 wide: (360 − 64) / 2 = 148, clear of back (34 + 6) and of done
    // (360 − 68 − 6 − 64 = 222). The buttons are centred across: (46 − 34) / 2 = 6.
    let frames = header("Settings").layout(in: Size(width: 360, height: 46))
    #expect(frames["title"] == Frame(x: 148, y: 0, width: 64, height: 46))
    #expect(frames["back"] == Frame(x: 0, y: 6, width: 34, height: 34))
    #expect(frames["done"] == Frame(x: 292, y: 6, width: 68, height: 34))
  }

  @Test func aLongTitleMovesOffTheButtonItWouldOverlap() {
    // "Network and Internet Settings" is 29 × 8 = 232 wide: centred it would start at 64 and
    // end at 296, over done (from 292 − 6 = 286); it moves to 360 − 68 − 6 − 232 = 54.
    let frames = header("Network and Internet Settings").layout(
      in: Size(width: 360, height: 46))
    #expect(frames["title"] == Frame(x: 54, y: 0, width: 232, height: 46))
  }

  @Test func explainSaysWhichRuleMovedTheTitle() throws {
    // At 300 the title is shrunk to 186 (C3); centred in the 288 content box it would run
    // from 51 to 237, past the Done button's spacing at 288 − 68 − 6 = 214: moved off it.
    var tree = LayoutTree(header("Network and Internet Settings"))
    _ = tree.layout(in: Size(width: 300, height: 46))
    let explained = tree.explain(named: "title")
    let why = try #require(explained)
    #expect(
      why.x
        == "x 40 = placed there by CenterBox: moved off the end child to 40, centred it would "
        + "overlap it (C2); shrunk from 232 to fit (C3)")
    #expect(why.y == "y 0 = placed there by CenterBox: centred across (C4)")
    _ = tree.layout(in: Size(width: 360, height: 46))
    #expect(
      tree.explain(named: "back")?.x
        == "x 0 = placed there by CenterBox: the start slot, at the start (C2)")
  }

  @Test func withNoRoomAtAllTheCentreShrinks() {
    // At 300 the three want 34 + 232 + 68 + 12 = 346: 46 too many. The buttons have explicit
    // widths and give nothing, so the title gives 46: 186 wide, from 34 + 6 = 40.
    let frames = header("Network and Internet Settings").layout(
      in: Size(width: 300, height: 46))
    #expect(frames["title"] == Frame(x: 40, y: 0, width: 186, height: 46))
    #expect(frames["done"] == Frame(x: 232, y: 6, width: 68, height: 34))
  }

  @Test func rightToLeftTheStartIsOnTheRight() {
    var tree = LayoutTree(header("Network and Internet Settings"))
    let frames = tree.layout(in: Size(width: 360, height: 46), direction: .rightToLeft)
    // Mirrored: back at 360 − 34, done at 0, the title at 360 − 54 − 232 = 74.
    #expect(frames["back"] == Frame(x: 326, y: 6, width: 34, height: 34))
    #expect(frames["done"] == Frame(x: 0, y: 6, width: 68, height: 34))
    #expect(frames["title"] == Frame(x: 74, y: 0, width: 232, height: 46))
  }

  @Test func sizedByItsContentItCanCentreItsTitle() {
    // C4: hugging, the bar is 64 + 2 × max(34, 68) + 12 = 212 wide, so the title is centred
    // at (212 − 64) / 2 = 74 = 212 − 68 − 6 − 64: exactly between the buttons' spacing.
    let frames = `$`(
      nil, layout: VBox(align: .start), items: [header("Settings")]
    ).layout(in: Size(width: 360, height: 640))
    #expect(frames["bar"] == Frame(x: 0, y: 0, width: 212, height: 46))
    #expect(frames["title"] == Frame(x: 74, y: 0, width: 64, height: 46))
  }

  @Test func anEmptySlotGetsNoSpacing() {
    // No back button: the title is centred at 148 (it could go as far left as 0).
    let frames = `$`(
      nil, layout: CenterBox(spacing: 6),
      items: [`$`(nil), `$`(Text("Settings"), name: "title"), `$`("done", width: 68)]
    ).layout(in: Size(width: 360, height: 46))
    #expect(frames["title"] == Frame(x: 148, y: 0, width: 64, height: 46))
  }

  @Test func aHiddenStartKeepsTheOthersInTheirSlots() {
    var hidden = ComponentOptions()
    hidden.isHidden = true
    hidden.width = 34
    let frames = `$`(
      nil, layout: CenterBox(),
      items: [
        Component(item: nil, options: hidden, layout: nil, items: []),
        `$`("title", width: 100), `$`("done", width: 68),
      ]
    ).layout(in: Size(width: 360, height: 46))
    // The title stays the centre slot: (360 − 100) / 2 = 130; done stays at the end.
    #expect(frames["title"] == Frame(x: 130, y: 0, width: 100, height: 46))
    #expect(frames["done"] == Frame(x: 292, y: 0, width: 68, height: 46))
  }

  @Test func aFourthItemIsAWarning() {
    let box = `$`(nil, layout: CenterBox(), items: [`$`("a"), `$`("b"), `$`("c"), `$`("d")])
    #expect(
      box.validate().map(\.description) == [
        "root.items[3]: warning: is not placed: a CenterBox has three slots (start, centre, "
          + "end); 1 more item left out"
      ])
    let scroll = `$`(nil, layout: Scroll(), items: [`$`("a"), `$`("b")])
    #expect(
      scroll.validate().map(\.description) == [
        "root.items[1]: warning: is laid over items[0]: a Scroll scrolls one child; put them "
          + "in a VBox inside it"
      ])
  }

  @Test func vertical() {
    // 100 × 300, heights 50, 40 and 80: the centre at (300 − 40) / 2 = 130, between 50 and
    // 300 − 80 − 40 = 180; everything stretched to 100 wide.
    let frames = `$`(
      nil, layout: CenterBox(orientation: .vertical),
      items: [`$`("top", height: 50), `$`("middle", height: 40), `$`("bottom", height: 80)]
    ).layout(in: Size(width: 100, height: 300))
    #expect(frames["middle"] == Frame(x: 0, y: 130, width: 100, height: 40))
    #expect(frames["bottom"] == Frame(x: 0, y: 220, width: 100, height: 80))
  }
}
