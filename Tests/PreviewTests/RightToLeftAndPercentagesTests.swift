import Foundation
import LayoutComposer
import LayoutSamples
import Testing

@testable import LayoutComposerGtk

/// Issue 12 in the previewer, without a display: right-to-left pictures, exports and
/// variants, the remembered direction, and the inspector's roles, alternatives, percentages
/// and right-to-left explanations.
@Suite struct RightToLeftAndPercentagesTests {
  static func render(_ snapshot: LayoutSnapshot, _ options: RenderOptions) throws -> Pixels {
    try DecorationsAndAlternativesTests.render(snapshot, options)
  }

  /// An HBox written with leading margins and spacing only, so right-to-left is its exact
  /// mirror image: 372 × 480, `spacing: 10`, each child `marginLeading: 10`; widths 50, then
  /// flex 1 : 3 : 2 sharing F = 372 − 50 − 4 × 10 − 3 × 10 = 252 as 42, 126 and 84.
  /// Left to right: x = 10, 60 + 10 + 10 = 80, 122 + 20 = 142, 268 + 20 = 288 (ending at 372).
  static func leadingRow() -> Component {
    `$`(
      nil, layout: HBox(align: .start, spacing: 10),
      items: [
        `$`("view1", width: 50, height: 100, marginLeading: 10),
        `$`("view2", height: 200, flex: 1, marginLeading: 10),
        `$`("view3", height: 300, flex: 3, marginLeading: 10),
        `$`("view4", height: 400, flex: 2, marginLeading: 10),
      ])
  }

  @Test func rightToLeftMirrorsAnHBoxsPixels() throws {
    let size = Size(width: 372, height: 480)
    let ltr = LayoutSnapshot(root: Self.leadingRow(), size: size)
    let rtl = LayoutSnapshot(root: Self.leadingRow(), size: size, direction: .rightToLeft)
    #expect(ltr.absoluteFrames[1] == Frame(x: 10, y: 0, width: 50, height: 100))
    #expect(ltr.absoluteFrames[4] == Frame(x: 288, y: 0, width: 84, height: 400))
    // Right to left: x' = 372 − x − w.
    #expect(rtl.absoluteFrames[1] == Frame(x: 312, y: 0, width: 50, height: 100))
    #expect(rtl.absoluteFrames[4] == Frame(x: 0, y: 0, width: 84, height: 400))
    // Fills and borders only: hatching runs diagonally and would not mirror.
    var options = HeadlessRenderTests.plain
    options.fillAlpha = 0.25
    options.borders = true
    let left = try Self.render(ltr, options)
    let right = try Self.render(rtl, options)
    var differing = 0
    for y in stride(from: 0, to: 480, by: 3) {
      for x in 0..<372 where right.rgb(x, y) != left.rgb(371 - x, y) { differing += 1 }
    }
    #expect(differing == 0)
    // And it is not the same picture: view1's colour is on the right now.
    #expect(hex(right.rgb(330, 50)) == hex(left.rgb(41, 50)))
    #expect(hex(right.rgb(330, 50)) != hex(left.rgb(330, 50)))
  }

  @Test func inTheHBoxSampleLeftMarginsStayOnTheLeft() throws {
    let sample = try #require(Gallery.sample(named: "hbox"))
    // HBox(defaultMargins: (0, 10, 0, 0)) 372 wide: F = 372 − 50 − 4 × 10 = 282, shared
    // 47, 141, 94. Right to left the children run from the right, each keeping its physical
    // left margin of 10: view1 ends at 372, x = 322; view2 at 322 − 10 − 47 = 265; view3 at
    // 265 − 10 − 141 = 114; view4 at 114 − 10 − 94 = 10.
    let rtl = LayoutSnapshot(
      root: sample.build(), size: Size(width: 372, height: 480), direction: .rightToLeft)
    #expect(
      (1...4).map { rtl.absoluteFrames[$0].x } == [322, 265, 114, 10]
        && (1...4).map { rtl.absoluteFrames[$0].width } == [50, 47, 141, 94])
    let pixels = try Self.render(rtl, HeadlessRenderTests.plain)
    for node in 1...4 {
      let frame = rtl.absoluteFrames[node]
      #expect(
        hex(pixels.rgb(frame.x + frame.width / 2, 240))
          == DecorationsAndAlternativesTests.colour(node))
    }
    // The gaps are the left margins: the root shows at x 5 and 260.
    #expect(hex(pixels.rgb(5, 240)) == DecorationsAndAlternativesTests.colour(0))
    #expect(hex(pixels.rgb(260, 240)) == DecorationsAndAlternativesTests.colour(0))
  }

  @Test func variantsAndRelayoutsKeepTheDirection() throws {
    let sample = try #require(Gallery.sample(named: "hbox"))
    var snapshot = LayoutSnapshot(
      root: sample.build(), size: Size(width: 372, height: 480), direction: .rightToLeft)
    let set = VariantSet(
      snapshot, window: Size(width: 500, height: 400), available: Size(width: 900, height: 700),
      zoom: 1)
    for variant in set.variants {
      // view1 (50 wide; its margin of 10 is on its left) at the right edge of every size.
      let width = variant.snapshot.size.width
      #expect(variant.snapshot.direction == .rightToLeft)
      #expect(variant.snapshot.absoluteFrames[1].x == width - 50, "\(variant.label)")
    }
    snapshot.relayout(in: Size(width: 200, height: 100))
    #expect(snapshot.absoluteFrames[1].x == 150)
    snapshot.relayout(in: Size(width: 200, height: 100), direction: .leftToRight)
    #expect(snapshot.absoluteFrames[1].x == 10)
  }

  @Test func theExplanationOfAMirroredFrameIsShownWhole() throws {
    let sample = try #require(Gallery.sample(named: "hbox"))
    var snapshot = LayoutSnapshot(
      root: sample.build(), size: Size(width: 372, height: 480), direction: .rightToLeft)
    let explanation = snapshot.explain(at: 1)
    // The engine says how the physical x follows from the mirrored computation. The HBox's
    // default margins are (0, 10, 0, 0): physically view1 has 10 on its left and 0 on its
    // right, so in the mirrored computation its left (leading) margin is 0 and it starts at 0.
    let x = try #require(explanation.first { $0.hasPrefix("x ") })
    #expect(
      x == "x 322 = 372 − 0 − 50 (right-to-left, mirrored), where x 0 = first child: "
        + "left margin 0", "\(x)")
    let report = InspectorReport(node: 1, in: snapshot, explanation: explanation)
    let rows = try #require(report.sections.first { $0.title == "Explanation" }).rows
    #expect(rows.map(\.value) == explanation)
    #expect(report.text.contains("\n  " + x + "\n"))
  }

  @Test func theDirectionIsRemembered() throws {
    let path = temporaryDirectory().appendingPathComponent("preview.conf").path
    #expect(PreviewSettings.load(from: path).direction == .layout)
    var settings = PreviewSettings()
    settings.direction = .rightToLeft
    settings.measurer = .fixedAdvance
    try settings.save(to: path)
    let text = try String(contentsOfFile: path, encoding: .utf8)
    #expect(text.contains("direction = rtl") && text.contains("measurer = fixed"))
    #expect(PreviewSettings.load(from: path) == settings)
    // The choice overrides a layout's own direction, or leaves it.
    #expect(PreviewSettings.Direction.layout.resolve(.rightToLeft) == .rightToLeft)
    #expect(PreviewSettings.Direction.leftToRight.resolve(.rightToLeft) == .leftToRight)
    #expect(PreviewSettings.Direction.rightToLeft.resolve(.leftToRight) == .rightToLeft)
  }

  @Test func theInspectorNamesRolesAndListsItemsAsLinks() throws {
    let snapshot = LayoutSnapshot(
      root: DecorationsAndAlternativesTests.card(), size: Size(width: 320, height: 480))
    let badge = InspectorReport(node: 5, in: snapshot)
    #expect(badge.value(of: "role", in: "Component") == "overlay of card")
    #expect(badge.value(of: "parent", in: "Component") == "card")
    let parentRow = try #require(
      badge.sections[0].rows.first { $0.name == "parent" })
    #expect(parentRow.target == 1)
    #expect(
      InspectorReport(node: 2, in: snapshot).value(of: "role", in: "Component")
        == "background of card")
    // The card's items in frame-tree order: background, item, overlay; each a link.
    let items = try #require(
      InspectorReport(node: 1, in: snapshot).sections.first { $0.title == "Items" }
    ).rows
    #expect(
      items == [
        InspectorReport.Row("background 1", "backdrop · 200 × 100", target: 2),
        InspectorReport.Row("item 1", "panel · 180 × 80", target: 3),
        InspectorReport.Row("overlay 1", "badge · 40 × 20", target: 5),
      ])
    // An overlay inherits no margins from its host's layout.
    let options = try #require(badge.sections.first { $0.title == "Options" }).rows
    #expect(!options.contains { $0.note?.hasPrefix("inherited") == true })
  }

  @Test func hiddenAlternativesAreListedGreyed() throws {
    let snapshot = LayoutSnapshot(
      root: DecorationsAndAlternativesTests.alternatives(), size: Size(width: 500, height: 100))
    let items = try #require(
      InspectorReport(node: 0, in: snapshot).sections.first { $0.title == "Items" }
    ).rows
    #expect(
      items == [
        InspectorReport.Row("alternative 1", "wide · 480 × 80", target: 1),
        InspectorReport.Row(
          "alternative 2", "narrow · hidden (another alternative fits)", target: 2,
          dimmed: true),
      ])
    let narrow = InspectorReport(node: 2, in: snapshot)
    let row = try #require(narrow.sections[0].rows.first { $0.name == "alternative" })
    #expect(row.value == "2 of 2, hidden (another alternative fits)" && row.dimmed)
    #expect(
      InspectorReport(node: 1, in: snapshot).value(of: "alternative", in: "Component")
        == "1 of 2, shown: the first that fits")
    let caption = InspectorReport(node: 3, in: snapshot)
    let shown = try #require(caption.sections[0].rows.first { $0.name == "shown" })
    #expect(shown.value == "hidden (another alternative fits): inside narrow")
    #expect(shown.target == 2 && shown.dimmed)
  }

  @Test func percentagesShowWithTheirPoints() throws {
    // An HBox 320 × 480 with padding 10 (content box 300 × 460): "half" 50% wide (150) with
    // a top margin of 10% of 460 (46); in a content-sized VBox (the card hugs its height),
    // "tall" asks for 50% of the height, which counts as unset while the card is measured
    // (the card is the icon's 30 high) and is then placed at 50% of those 30: 15.
    let root = `$`(
      nil, layout: HBox(align: .start),
      items: [
        `$`("half", width: 50%, height: 40, marginTop: 10%),
        `$`(
          "card", layout: VBox(align: .start),
          items: [
            `$`(Placeholder("icon", width: 30, height: 30)), `$`("tall", width: 20, height: 50%),
          ]),
      ], padding: (10, 10, 10, 10))
    let snapshot = LayoutSnapshot(root: root, size: Size(width: 320, height: 480))
    let half = try #require(snapshot.result.index(named: "half"))
    #expect(snapshot.absoluteFrames[half] == Frame(x: 10, y: 56, width: 150, height: 40))
    let rows = try #require(
      InspectorReport(node: half, in: snapshot).sections.first { $0.title == "Options" }
    ).rows
    #expect(rows.contains(InspectorReport.Row("width", "50% (= 150)", note: "explicit")))
    #expect(rows.contains(InspectorReport.Row("marginTop", "10% (= 46)", note: "explicit")))
    // Its other margins come from the HBox; the top one is its own.
    #expect(!rows.contains { $0.name == "marginTop" && $0.note?.hasPrefix("inherited") == true })
    let tall = try #require(snapshot.result.index(named: "tall"))
    let card = try #require(snapshot.result.index(named: "card"))
    #expect(snapshot.result.frame(at: card).height == 30)
    #expect(snapshot.result.frame(at: tall).height == 15)
    let tallRows = try #require(
      InspectorReport(node: tall, in: snapshot).sections.first { $0.title == "Options" }
    ).rows
    #expect(
      tallRows.contains(
        InspectorReport.Row("height", "50% (= 15)", note: "explicit")))
  }
}

/// The shared baseline of an HBox aligned on baselines, drawn for the selection.
@Suite struct BaselineGuideTests {
  /// docs/semantics.md's worked example (the SwiftUI talk's section header), fixed-advance
  /// measurer: `HBox(align: .firstBaseline, pack: .spaceBetween)` with padding (8, 16, 8, 16)
  /// in 360 × 44; "Trip collections" at 22 (176 × 27.5, baseline 22) and "Show All" at 14
  /// (56 × 17.5, baseline 14). B = 22: the title at y 8, "Show All" at 22 − 14 + 8 = 16; both
  /// baselines at 30. Nodes: header 0, title 1, showAll 2.
  static func header() -> LayoutSnapshot {
    let root = `$`(
      nil, layout: HBox(align: .firstBaseline, pack: .spaceBetween),
      items: [
        `$`(Text("Trip collections", fontSize: 22), name: "title"),
        `$`(Text("Show All", fontSize: 14), name: "showAll"),
      ], name: "header", padding: (8, 16, 8, 16))
    return LayoutSnapshot(root: root, size: Size(width: 360, height: 44))
  }

  @Test func theSelectionsBaselineIsDrawnAcrossTheHBox() throws {
    let snapshot = Self.header()
    #expect(snapshot.absoluteFrames[1] == Frame(x: 16, y: 8, width: 176, height: 27.5))
    #expect(snapshot.absoluteFrames[2] == Frame(x: 288, y: 16, width: 56, height: 17.5))
    var options = HeadlessRenderTests.plain
    options.selected = 2
    let renderer = LayoutRenderer(options: options)
    #expect(renderer.baselineGuides(in: snapshot) == [Frame(x: 0, y: 30, width: 360, height: 1)])
    // The header itself selected: its one group's line; nothing selected: none.
    options.selected = 0
    #expect(
      LayoutRenderer(options: options).baselineGuides(in: snapshot) == [
        Frame(x: 0, y: 30, width: 360, height: 1)
      ])
    options.selected = nil
    #expect(LayoutRenderer(options: options).baselineGuides(in: snapshot).isEmpty)

    let pixels = try DecorationsAndAlternativesTests.render(snapshot, renderer.options)
    // Across the title (x 40 to 180, its text not drawn here), row 30 is dashed in the
    // accent colour: 4 pixels on, 3 off; rows 28 and 32 are not. (The selection's tag, also
    // in that colour, is right of x 246.)
    #expect(renderer.plan(for: snapshot).tags.allSatisfy { $0.frame.x > 180 })
    func accent(_ y: Int) -> Int {
      (40..<180).filter { pixels.rgb($0, y) == 0x1c71d8 }.count
    }
    #expect(accent(30) >= 140 * 4 / 7 - 4 && accent(30) <= 140 * 4 / 7 + 4, "\(accent(30))")
    #expect(accent(28) == 0 && accent(32) == 0)
    let report = InspectorReport(node: 2, in: snapshot)
    #expect(report.value(of: "baseline", in: "Frame") == "14 below its top, at y 30")
  }

  @Test func aComponentNotAlignedOnBaselinesHasNoGuide() {
    let sample = `$`(
      nil, layout: HBox(align: .center), items: [`$`(Text("Hello"), name: "hello")])
    let snapshot = LayoutSnapshot(root: sample, size: Size(width: 200, height: 50))
    var options = RenderOptions()
    options.selected = 1
    #expect(LayoutRenderer(options: options).baselineGuides(in: snapshot).isEmpty)
    #expect(InspectorReport(node: 1, in: snapshot).value(of: "baseline", in: "Frame") == nil)
  }
}

/// Components taken out of the layout with `isHidden` are neither drawn nor picked, and the
/// inspector says why.
@Suite struct HiddenByOptionTests {
  @Test func aHiddenComponentIsGreyedAndNotDrawn() throws {
    // VBox 320 × 480: "top" 50 high, "gone" (hidden, 100 high) out of the layout, "bottom"
    // right under "top": {0, 50, 320, 60}. Nodes: root 0, top 1, gone 2, inner 3, bottom 4.
    var gone = `$`("gone", height: 100, layout: VBox(), items: [`$`("inner", height: 20)])
    gone.options.isHidden = true
    let root = `$`(
      nil, layout: VBox(), items: [`$`("top", height: 50), gone, `$`("bottom", height: 60)])
    let snapshot = LayoutSnapshot(root: root, size: Size(width: 320, height: 480))
    #expect(snapshot.absoluteFrames[4] == Frame(x: 0, y: 50, width: 320, height: 60))
    #expect(snapshot.result.isHidden(at: 2) && snapshot.result.isHidden(at: 3))
    #expect(!DrawingOrder(snapshot.result).isDrawn(2))
    let items = try #require(
      InspectorReport(node: 0, in: snapshot).sections.first { $0.title == "Items" }
    ).rows
    #expect(
      items[1]
        == InspectorReport.Row(
          "item 2", "gone · hidden (isHidden: out of the layout)", target: 2, dimmed: true))
    let inner = try #require(
      InspectorReport(node: 3, in: snapshot).sections[0].rows.first { $0.name == "shown" })
    #expect(inner.value == "hidden (isHidden: out of the layout): inside gone" && inner.dimmed)
  }
}

/// Text in a right-to-left layout ends at its content box's right edge, as a label's does in
/// a right-to-left interface; it breaks into the same lines.
@Suite struct RightToLeftTextTests {
  @Test func aStretchedTextIsSetAgainstTheRightEdge() throws {
    // VBox 200 × 100, a stretched "Hello" (fixed-advance: 5 × 8 = 40 wide, 20 high).
    let root = `$`(nil, layout: VBox(), items: [`$`(Text("Hello"), name: "hello")])
    var options = HeadlessRenderTests.plain
    options.texts = true
    for (direction, start) in [(LayoutDirection.leftToRight, 0.0), (.rightToLeft, 160)] {
      let snapshot = LayoutSnapshot(
        root: root, size: Size(width: 200, height: 100), direction: direction)
      let block = try #require(LayoutRenderer(options: options).plan(for: snapshot).texts.first)
      #expect(block.lines.map(\.x) == [start], "\(direction)")
      #expect(block.lines.map(\.text) == ["Hello"])
      let pixels = try DecorationsAndAlternativesTests.render(snapshot, options)
      let fill = pixels.rgb(100, 10)
      var inkLeft = 200
      var inkRight = 0
      for y in 0..<20 {
        for x in 0..<200 where pixels.rgb(x, y) != fill {
          inkLeft = min(inkLeft, x)
          inkRight = max(inkRight, x)
        }
      }
      #expect(Double(inkLeft) >= start && Double(inkRight) < start + 40, "\(direction)")
    }
  }
}
