import LayoutComposer
import Testing

// Overlays, backgrounds (SwiftUI's modifiers) and FirstThatFits (ViewThatFits). Frames derived
// by hand; text at fontSize 16 is 8 points a character, 20 a line.

@Suite struct OverlayTests {
  @Test func anOverlayIsPlacedInItsHostAndNeverSizesIt() {
    // The talk's trip image, 185 × 150, with an activity count in its top-right corner
    // (24 × 24, margins 8): x = 185 − 8 − 24 = 153, y = 8, relative to the image. The card
    // VBox hugs the image and the name: the count takes no part.
    let count = `$`(
      "count", halign: .right, valign: .top, width: 24, height: 24, margins: (8, 8, 8, 8))
    let image = `$`(Placeholder("image", width: 185, height: 150), overlay: [count])
    let card = `$`(
      nil, halign: .center, valign: .center, layout: VBox(align: .center, spacing: 8),
      items: [image, `$`(Placeholder("name", width: 130, height: 15))])
    let frames = `$`(nil, layout: Relative(), items: [card]).layout(
      in: Size(width: 240, height: 300))
    // Card: 185 wide, 150 + 8 + 15 = 173 high, centred: x = 27.5, y = 63.5.
    #expect(frames[card] == Frame(x: 27.5, y: 63.5, width: 185, height: 173))
    #expect(frames[image] == Frame(x: 0, y: 0, width: 185, height: 150))
    #expect(frames["count"] == Frame(x: 153, y: 8, width: 24, height: 24))
    #expect(frames.absoluteFrame(named: "count") == Frame(x: 180.5, y: 71.5, width: 24, height: 24))
  }

  @Test func backgroundsComeFirstAndOverlaysLastInTheFrameTree() {
    // A padded VBox with a background (no size: fills the host's whole frame, padding
    // included) and an overlay badge. Children order: background, children, overlay.
    let host = `$`(
      nil, layout: VBox(), items: [`$`("row", height: 20)], name: "host",
      padding: (4, 4, 4, 4),
      overlay: [`$`("badge", halign: .right, valign: .bottom, width: 10, height: 10)],
      background: [`$`("fill")])
    let frames = `$`(nil, layout: VBox(align: .start), items: [host]).layout(
      in: Size(width: 100, height: 100))
    // The host hugs its row: width 0 + 8 (the string row has no content), height 20 + 8 = 28.
    #expect(
      frames.dump() == """
        VBox {0, 0, 100, 100}
          host VBox {0, 0, 8, 28}
            fill {0, 0, 8, 28} (background)
            row {4, 4, 0, 20}
            badge {-2, 18, 10, 10} (overlay)
        """)
    let hostIndex = frames.index(named: "host")!
    #expect(frames.children(of: hostIndex).map { frames.name(at: $0) } == ["fill", "row", "badge"])
    #expect(frames.path(at: frames.index(named: "badge")!) == "root.items[0].overlay[0]")
    #expect(frames.decoration(at: frames.index(named: "fill")!) == .background)
  }

  @Test func aLeafCanCarryAnOverlay() {
    // A leaf (no layout) with an overlay that fills it, inside a stretch VBox.
    let frames = `$`(
      nil, layout: VBox(),
      items: [`$`("photo", height: 50, overlay: [`$`("tint", margins: (5, 5, 5, 5))])]
    ).layout(in: Size(width: 100, height: 100))
    #expect(frames["photo"] == Frame(x: 0, y: 0, width: 100, height: 50))
    #expect(frames["tint"] == Frame(x: 5, y: 5, width: 90, height: 40))
  }

  @Test func overlaysFollowTheirHostWhenItChanges() {
    let host = `$`("box", height: 40, overlay: [`$`("cover")])
    var tree = LayoutTree(`$`(nil, layout: VBox(), items: [host]))
    _ = tree.layout(in: Size(width: 100, height: 100))
    tree.updateHeight(host, 60)
    let frames = tree.layout(in: Size(width: 100, height: 100))
    #expect(frames["cover"] == Frame(x: 0, y: 0, width: 100, height: 60))
  }

  @Test func optionsOfOverlaysAreCheckedAsRelativeChildren() {
    let tree = `$`(
      nil, layout: VBox(),
      items: [`$`("a", overlay: [`$`("o", flex: 1, halign: .left)])])
    #expect(
      tree.validate().map(\.description) == [
        "root.items[0].overlay[0].flex: warning: has no effect on an overlay; leave width or height unset to fill its host"
      ])
  }
}

@Suite struct FirstThatFitsTests {
  /// The talk's wide card row: subtitle and date side by side, else the subtitle alone.
  private func row() -> Component {
    `$`(
      nil, layout: FirstThatFits(axes: .horizontal),
      items: [
        `$`(
          nil, layout: HBox(spacing: 8),
          items: [
            `$`(Text("Volcanoes and beaches"), name: "subtitle"),
            `$`(Text("Jun 2024"), name: "date"),
          ],
          name: "both"),
        `$`(Text("Volcanoes and beaches"), name: "subtitleOnly"),
      ], name: "row")
  }

  @Test func theFirstAlternativeThatFitsIsShown() {
    // "Volcanoes and beaches" is 21 × 8 = 168, "Jun 2024" 64: the pair is 168 + 8 + 64 = 240.
    // At 240 it fits: shown filling the row (240 × 20); the fallback is hidden at the origin.
    let frames = `$`(nil, layout: VBox(), items: [row()]).layout(in: Size(width: 240, height: 100))
    #expect(frames["both"] == Frame(x: 0, y: 0, width: 240, height: 20))
    #expect(frames["date"] == Frame(x: 176, y: 0, width: 64, height: 20))
    #expect(frames["subtitleOnly"] == Frame(x: 0, y: 0, width: 0, height: 0))
    let index = frames.index(named: "subtitleOnly")!
    #expect(frames.isHidden(at: index))
    #expect(!frames.isHidden(at: frames.index(named: "both")!))
  }

  @Test func belowTheThresholdTheFallbackIsShown() {
    // At 239 the pair (240) does not fit: the subtitle alone (168) does, and fills the row.
    let frames = `$`(nil, layout: VBox(), items: [row()]).layout(in: Size(width: 239, height: 100))
    #expect(frames["subtitleOnly"] == Frame(x: 0, y: 0, width: 239, height: 20))
    #expect(frames["both"] == Frame(x: 0, y: 0, width: 0, height: 0))
    // The pair's children are hidden with it, with zero frames.
    #expect(frames.isHidden(at: frames.index(named: "date")!))
    #expect(frames["date"] == .zero)
    #expect(
      frames.dump() == """
        VBox {0, 0, 239, 100}
          row FirstThatFits {0, 0, 239, 20}
            both HBox {0, 0, 0, 0} hidden
              subtitle {0, 0, 0, 0} hidden
              date {0, 0, 0, 0} hidden
            subtitleOnly {0, 0, 239, 20}
        """)
  }

  @Test func noneFitsShowsTheLast() {
    let frames = `$`(nil, layout: VBox(), items: [row()]).layout(in: Size(width: 100, height: 100))
    // The last alternative is shown even though 168 > 100: it wraps at 100: "Volcanoes and"
    // is 13 × 8 = 104 > 100, so "Volcanoes" / "and beaches" (88): two lines, 40 high.
    #expect(frames["subtitleOnly"] == Frame(x: 0, y: 0, width: 100, height: 40))
  }

  @Test func switchingBackShowsTheFirstAgain() {
    var tree = LayoutTree(`$`(nil, layout: VBox(), items: [row()]))
    _ = tree.layout(in: Size(width: 200, height: 100))
    let frames = tree.layout(in: Size(width: 300, height: 100))
    #expect(!frames.isHidden(at: frames.index(named: "date")!))
    #expect(frames["date"] == Frame(x: 176, y: 0, width: 64, height: 20))
    #expect(frames["both"] == Frame(x: 0, y: 0, width: 300, height: 20))
    #expect(frames.isHidden(at: frames.index(named: "subtitleOnly")!))
  }

  @Test func aHuggingFirstThatFitsTakesItsChoicesSize() {
    // In VBox(align: .start) the row hugs: it is offered at most 239, chooses the subtitle
    // and is 168 wide.
    let frames = `$`(nil, layout: VBox(align: .start), items: [row()]).layout(
      in: Size(width: 239, height: 100))
    #expect(frames["row"] == Frame(x: 0, y: 0, width: 168, height: 20))
    #expect(frames["subtitleOnly"] == Frame(x: 0, y: 0, width: 168, height: 20))
  }
}

@Suite struct HiddenTests {
  @Test func aHiddenComponentTakesNoSpaceNorSpacing() {
    // VBox(spacing: 10) of a 20, b 30 (hidden) and c 40: b is out, so c follows a after one
    // spacing: c at 30. b and its child get zero frames and are hidden.
    let b = `$`(nil, height: 30, layout: VBox(), items: [`$`("inside", height: 5)], name: "b")
    var tree = LayoutTree(
      `$`(nil, layout: VBox(spacing: 10), items: [`$`("a", height: 20), b, `$`("c", height: 40)]))
    _ = tree.layout(in: Size(width: 100, height: 200))
    tree.update(b) { $0.isHidden = true }
    var frames = tree.layout(in: Size(width: 100, height: 200))
    #expect(frames["c"] == Frame(x: 0, y: 30, width: 100, height: 40))
    #expect(frames.isHidden(at: frames.index(named: "b")!))
    #expect(frames.isHidden(at: frames.index(named: "inside")!))
    #expect(frames["inside"] == .zero)
    // Shown again, everything is back where it was.
    tree.update(b) { $0.isHidden = false }
    frames = tree.layout(in: Size(width: 100, height: 200))
    #expect(frames["b"] == Frame(x: 0, y: 30, width: 100, height: 30))
    #expect(frames["inside"] == Frame(x: 0, y: 0, width: 100, height: 5))
    #expect(frames["c"] == Frame(x: 0, y: 70, width: 100, height: 40))
    #expect(!frames.isHidden(at: frames.index(named: "inside")!))
  }

  @Test func aHiddenChildDoesNotSizeAHuggingParent() {
    var options = ComponentOptions()
    options.isHidden = true
    let wide = Component(item: Placeholder("wide", width: 300, height: 10), options: options)
    let frames = `$`(
      nil, layout: VBox(align: .start),
      items: [
        `$`(
          nil, layout: VBox(), items: [`$`(Placeholder("narrow", width: 50, height: 10)), wide],
          name: "box")
      ]
    ).layout(in: Size(width: 400, height: 100))
    #expect(frames["box"] == Frame(x: 0, y: 0, width: 50, height: 10))
  }
}
