import Foundation
import LayoutComposer
import LayoutSamples
import Testing

@testable import LayoutComposerGtk

/// Issue 12 in the previewer, without a display: overlays over their host and backgrounds
/// under it, hidden alternatives drawn nowhere and never picked, right-to-left pictures.
@Suite struct DecorationsAndAlternativesTests {
  /// A 200 × 100 card at the top left of a 320 × 480 Relative, holding a panel 10 in from
  /// each side that holds a label; a backdrop behind the card, a 40 × 20 badge on its top
  /// right corner.
  ///
  /// Nodes (pre-order, items as `$` keeps them: backgrounds, items, overlays): root 0,
  /// card 1, backdrop 2, panel 3, label 4, badge 5.
  /// Frames: card {0, 0, 200, 100}; backdrop fills the card: {0, 0, 200, 100}; panel
  /// {10, 10, 180, 80}; label fills the panel: absolute {10, 10, 180, 80}; badge
  /// `halign .right, valign .top`: x = 200 − 0 − 40 = 160, {160, 0, 40, 20}.
  static func card() -> Component {
    `$`(
      nil, layout: Relative(),
      items: [
        `$`(
          "card", halign: .left, valign: .top, width: 200, height: 100, layout: Fit(),
          items: [
            `$`("panel", margins: (10, 10, 10, 10), layout: Fit(), items: [`$`("label")])
          ],
          overlay: [`$`("badge", halign: .right, valign: .top, width: 40, height: 20)],
          background: [`$`("backdrop")])
      ])
  }

  static func render(_ snapshot: LayoutSnapshot, _ options: RenderOptions) throws -> Pixels {
    let path = temporaryDirectory().appendingPathComponent("picture.png").path
    try ImageExport.write(snapshot, renderer: LayoutRenderer(options: options), to: path)
    return try #require(Pixels(png: path))
  }

  static func colour(_ node: Int) -> String { hex(Palette.hex[node % Palette.hex.count]) }

  @Test func theFramesAreTheOnesDerivedByHand() throws {
    let snapshot = LayoutSnapshot(root: Self.card(), size: Size(width: 320, height: 480))
    let names = (0..<snapshot.count).map { snapshot.displayName(at: $0) }
    #expect(names == ["Relative", "card", "backdrop", "panel", "label", "badge"])
    #expect(snapshot.absoluteFrames[2] == Frame(x: 0, y: 0, width: 200, height: 100))
    #expect(snapshot.absoluteFrames[4] == Frame(x: 10, y: 10, width: 180, height: 80))
    #expect(snapshot.absoluteFrames[5] == Frame(x: 160, y: 0, width: 40, height: 20))
    #expect(snapshot.result.decoration(at: 2) == .background)
    #expect(snapshot.result.decoration(at: 5) == .overlay)
  }

  @Test func anOverlayIsDrawnOverItsHostAndABackgroundUnderIt() throws {
    let snapshot = LayoutSnapshot(root: Self.card(), size: Size(width: 320, height: 480))
    let pixels = try Self.render(snapshot, HeadlessRenderTests.plain)
    // At (5, 50) the card, its backdrop and the root hold the point: the backdrop is under
    // the card, so the card's colour shows (in pre-order the backdrop would be on top).
    #expect(hex(pixels.rgb(5, 50)) == Self.colour(1))
    // At (175, 15) the label (three levels deep) and the badge (two) overlap: the badge is
    // an overlay of the card, drawn over everything in it.
    #expect(hex(pixels.rgb(175, 15)) == Self.colour(5))
    // Elsewhere in the panel the label shows; outside the card, the root.
    #expect(hex(pixels.rgb(100, 50)) == Self.colour(4))
    #expect(hex(pixels.rgb(250, 50)) == Self.colour(0))
  }

  @Test func theOrderPutsBackgroundsUnderAndOverlaysOverEverythingInTheHost() {
    let snapshot = LayoutSnapshot(root: Self.card(), size: Size(width: 320, height: 480))
    let order = DrawingOrder(snapshot.result)
    // root 0; backdrop 1 (the card's subtree starts there); card 2; panel 3; label 4;
    // badge 5, above the label.
    #expect(order.layers == [0, 2, 1, 3, 4, 5])
    #expect(order.isAbove(5, 4) && order.isAbove(1, 2) && !order.isAbove(2, 1))
  }

  @Test func clicksFindTheComponentDrawnOnTop() {
    let snapshot = LayoutSnapshot(root: Self.card(), size: Size(width: 320, height: 480))
    let renderer = LayoutRenderer(options: HeadlessRenderTests.plain)
    #expect(renderer.node(atX: 175, y: 15, in: snapshot) == 5)
    #expect(renderer.node(atX: 5, y: 50, in: snapshot) == 1)
    #expect(renderer.node(atX: 100, y: 50, in: snapshot) == 4)
  }

  @Test func anOverlayCoversItsHostsText() throws {
    // A text with a badge over its start: the badge's fill is drawn after the text, so at
    // the text's first glyph the badge's colour shows, opaque.
    let root = `$`(
      nil, layout: Relative(),
      items: [
        `$`(
          Text("WWWWWWWW", fontSize: 20), halign: .left, valign: .top,
          overlay: [`$`("badge", halign: .left, valign: .top, width: 30, height: 30)])
      ])
    let snapshot = LayoutSnapshot(root: root, size: Size(width: 320, height: 480))
    var options = HeadlessRenderTests.plain
    options.texts = true
    let pixels = try Self.render(snapshot, options)
    let text = snapshot.absoluteFrames[1]
    // Fixed-advance measurer: 8 × 10 = 80 wide, 25 high.
    #expect(text == Frame(x: 0, y: 0, width: 80, height: 25))
    let column = (0..<30).map { hex(pixels.rgb(10, Double($0))) }
    #expect(Set(column) == [Self.colour(2)], "\(column)")
    // Right of the badge the text is drawn over the leaf's fill: some pixels are not the fill.
    var glyphs = 0
    for x in 31..<80 {
      for y in 0..<25 where hex(pixels.rgb(x, y)) != Self.colour(1) { glyphs += 1 }
    }
    #expect(glyphs > 20, "no text right of the badge")
  }

  /// A FirstThatFits with a wide and a narrow alternative, each with margins; the second
  /// holds a text. In 500 × 100 the wide one (460 + 20 of margins) fits: it fills the
  /// content box inside its margins, {10, 10, 480, 80}; the narrow one is hidden (zero).
  static func alternatives(narrowFirst: Bool = false) -> Component {
    let wide = `$`(
      Placeholder("wide", width: 460, height: 40), margins: (10, 10, 10, 10))
    let narrow = `$`(
      "narrow", margins: (10, 10, 10, 10), layout: VBox(),
      items: [`$`(Text("narrow"), name: "caption")])
    return `$`(
      nil, layout: FirstThatFits(axes: .horizontal),
      items: narrowFirst ? [narrow, wide] : [wide, narrow])
  }

  @Test func aHiddenAlternativeIsDrawnNowhere() throws {
    let size = Size(width: 500, height: 100)
    let both = LayoutSnapshot(root: Self.alternatives(), size: size)
    #expect(both.result.isHidden(at: 2) && both.result.isHidden(at: 3))
    #expect(both.absoluteFrames[1] == Frame(x: 10, y: 10, width: 480, height: 80))
    let alone = LayoutSnapshot(
      root: `$`(
        nil, layout: FirstThatFits(axes: .horizontal),
        items: [`$`(Placeholder("wide", width: 460, height: 40), margins: (10, 10, 10, 10))]),
      size: size)
    // With everything on (margins, names, text, borders) and the hidden one selected, the
    // picture is the one without it, pixel for pixel.
    var options = RenderOptions()
    options.allNames = true
    options.notes = true
    let withHidden = try Self.render(
      both,
      {
        var o = options
        o.selected = 2
        return o
      }())
    let without = try Self.render(alone, options)
    #expect(withHidden.width == without.width && withHidden.height == without.height)
    var differing = 0
    for y in 0..<without.height {
      for x in 0..<without.width where withHidden.rgb(x, y) != without.rgb(x, y) {
        differing += 1
      }
    }
    #expect(differing == 0)
    let plan = LayoutRenderer(options: options).plan(for: both)
    #expect(plan.texts.isEmpty)
    #expect(!plan.tags.contains { $0.node >= 2 })
  }

  @Test func aHiddenAlternativeIsNeverPicked() {
    // Narrow first: it fits in 500, so the wide one (nodes 3) is hidden; in 300 the wide one
    // does not fit either way, and the narrow one, first, is shown.
    let snapshot = LayoutSnapshot(
      root: Self.alternatives(narrowFirst: true), size: Size(width: 500, height: 100))
    #expect(snapshot.result.isHidden(at: 3) && !snapshot.result.isHidden(at: 1))
    let renderer = LayoutRenderer()
    for (x, y) in [(0.0, 0.0), (10, 10), (11, 11), (250, 50)] {
      let found = renderer.node(atX: x, y: y, in: snapshot)
      #expect(found.map { !snapshot.result.isHidden(at: $0) } ?? true, "at \(x), \(y)")
    }
    #expect(!DrawingOrder(snapshot.result).isDrawn(3))
  }

  @Test func theSvgMarksRolesAndHiddenAlternatives() throws {
    let card = LayoutSnapshot(root: Self.card(), size: Size(width: 320, height: 480))
    let svg = SVGWriter.document(card, renderer: LayoutRenderer())
    let outline = try SVGExportTests.parse(svg)
    let groups = outline.elements.filter { $0.name == "g" && $0.attributes["data-kind"] != nil }
    #expect(
      groups.map { $0.attributes["id"] ?? "" } == [
        "root", "card", "backdrop", "panel", "label", "badge",
      ])
    #expect(groups[2].attributes["data-role"] == "background")
    #expect(groups[2].attributes["data-path"] == "root.items[0].background[0]")
    #expect(groups[5].attributes["data-role"] == "overlay")
    #expect(groups[5].attributes["data-path"] == "root.items[0].overlay[0]")
    // Painting order (later over earlier): in the card's group the backdrop's group comes
    // before the card's own frame, and the badge's after the panel's.
    #expect(
      SVGWriter.steps(card.result) == [
        .open(0), .body(0),
        .open(1), .open(2), .body(2), .close(2), .body(1),
        .open(3), .body(3), .open(4), .body(4), .close(4), .close(3),
        .open(5), .body(5), .close(5),
        .close(1), .close(0),
      ])

    let alternatives = LayoutSnapshot(
      root: Self.alternatives(), size: Size(width: 500, height: 100))
    var textsOnly = HeadlessRenderTests.plain
    textsOnly.texts = true
    let hidden = try SVGExportTests.parse(
      SVGWriter.document(alternatives, renderer: LayoutRenderer(options: textsOnly)))
    let narrow = try #require(hidden.elements.first { $0.attributes["id"] == "narrow" })
    #expect(narrow.attributes["data-hidden"] == "true")
    // The caption is in the hidden alternative: it has a group but no text.
    #expect(hidden.elements.contains { $0.attributes["id"] == "caption" })
    #expect(hidden.texts.isEmpty)
  }
}

extension DecorationsAndAlternativesTests {
  /// The talk's ViewThatFits fallback on both sides of the threshold (fixed-advance
  /// measurer): the subtitle and date need 290; the bottom row is the card's width − 16.
  @Test(arguments: [(240.0, "subtitleOnly"), (306, "subtitleAndDate"), (305, "subtitleOnly")])
  func theWideCardShowsOneAlternative(width: Double, shown: String) throws {
    let sample = try #require(Gallery.sample(named: "swiftui-wide-card-compact"))
    let snapshot = LayoutSnapshot(root: sample.build(), size: Size(width: width, height: 220))
    let order = DrawingOrder(snapshot.result)
    let row = try #require(snapshot.result.index(named: "bottomRow"))
    let alternatives = snapshot.result.children(of: row)
    let names = alternatives.map { snapshot.displayName(at: $0) }
    #expect(names == ["subtitleAndDate", "subtitleOnly"])
    for alternative in alternatives {
      let isShown = snapshot.displayName(at: alternative) == shown
      #expect(order.isDrawn(alternative) == isShown, "\(width): \(names)")
      let frame = snapshot.result.frame(at: alternative)
      #expect(isShown ? frame.width == width - 16 : frame.width == 0)
    }
    let items = try #require(
      InspectorReport(node: row, in: snapshot).sections.first { $0.title == "Items" }
    ).rows
    #expect(items.map(\.dimmed) == names.map { $0 != shown })
  }
}
