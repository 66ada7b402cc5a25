import Foundation
import LayoutComposer
import Testing

@testable import LayoutComposerGtk

/// An SVG shows a Scroll's content as the window does: cut to the viewport by a
/// `<clipPath>` per Scroll, nested ones intersecting, and what is scrolled out of sight left
/// out.
@Suite struct SVGScrollTests {
  /// The elements a component's group draws itself: its margins, frame and text, after its
  /// `<title>` up to the next group.
  static func drawn(_ id: String, in outline: SVGExportTests.Outline) -> [[String: String]] {
    guard
      let start = outline.elements.firstIndex(where: { $0.name == "g" && $0.attributes["id"] == id }
      )
    else { return [] }
    var found: [[String: String]] = []
    for element in outline.elements[(start + 1)...] {
      if element.name == "g" { break }
      if let kind = element.attributes["class"],
        ["margin", "margin-hatch", "frame", "text"].contains(kind)
      {
        found.append(element.attributes)
      }
    }
    return found
  }

  static func clipRect(_ id: String, in outline: SVGExportTests.Outline) -> [String: String]? {
    guard
      let start = outline.elements.firstIndex(where: {
        $0.name == "clipPath" && $0.attributes["id"] == id
      }), start + 1 < outline.elements.count
    else { return nil }
    return outline.elements[start + 1].attributes
  }

  @Test func theChatsMessagesAreCutToItsViewport() throws {
    // ScrollDrawingTests.chat: the Scroll (node 2) is {0, 56, 360, 520} with no padding, so
    // its viewport is the same; message k is at 56 − offset + 48 k, 40 high.
    var snapshot = ScrollDrawingTests.chat()
    snapshot.scroll(at: 2, to: Point(x: 0, y: 32))
    var svg = SVGWriter.document(snapshot, renderer: LayoutRenderer())
    var outline = try SVGExportTests.parse(svg)
    #expect(
      Self.clipRect("viewport-2", in: outline)
        == ["x": "0", "y": "56", "width": "360", "height": "520"])
    #expect(svg.contains("<clipPath id=\"viewport-2\" data-for=\"scroll\">"))
    // Scrolled by 32, m0 is at 24 to 64: half shown, drawn whole (its border half a pixel
    // in) and cut by the clip, which leaves out its top border at 24.5.
    let m0 = Self.drawn("m0", in: outline)
    #expect(m0.count == 1)
    #expect(m0.first?["y"] == "24.5" && m0.first?["height"] == "39")
    #expect(m0.first?["clip-path"] == "url(#viewport-2)")
    // The history and the last message are inside too; the header and the composer are not.
    #expect(Self.drawn("history", in: outline).first?["clip-path"] == "url(#viewport-2)")
    #expect(Self.drawn("m11", in: outline).first?["clip-path"] == "url(#viewport-2)")
    #expect(Self.drawn("header", in: outline).first?["clip-path"] == nil)
    #expect(Self.drawn("composer", in: outline).first?["clip-path"] == nil)
    // The Scroll's own frame is not cut by its viewport.
    #expect(Self.drawn("scroll", in: outline).first?["clip-path"] == nil)
    // The indicator: 2 in from the right (360 − 2 − 3 = 355), 520 × 32 / 568 down.
    let bar = try #require(outline.elements.first { $0.attributes["class"] == "scroll-indicator" })
    #expect(bar.attributes["x"] == "355" && bar.attributes["width"] == "3")
    #expect(bar.attributes["y"] == SVGWriter.number(56 + 520 * 32 / 568.0))

    // At the end (48), m0 is at 8 to 48, wholly above the viewport: its group stays, its
    // frame is not written. m1 at 56 to 96 is the viewport's first.
    snapshot.scroll(at: 2, to: Point(x: 0, y: 48))
    svg = SVGWriter.document(snapshot, renderer: LayoutRenderer())
    outline = try SVGExportTests.parse(svg)
    #expect(outline.elements.contains { $0.name == "g" && $0.attributes["id"] == "m0" })
    #expect(Self.drawn("m0", in: outline).isEmpty)
    #expect(Self.drawn("m1", in: outline).first?["y"] == "56.5")
  }

  @Test func nestedScrollsIntersectTheirViewports() throws {
    // A 300 × 200 area: a 50 header, then the outer Scroll (flex 1: {0, 50, 300, 150}) with
    // 10 of padding on top, so its viewport is {0, 60, 300, 140}. It holds a column of a
    // 100-high text (60 to 160), the inner horizontal Scroll 100 high (160 to 260) and a
    // 100-high bottom (260 to 360). The inner viewport {0, 160, 300, 100} meets the outer
    // one in {0, 160, 300, 40}; the bottom is below the outer viewport (it ends at 200).
    // Nodes: root 0, header 1, outer 2, column 3, top 4, inner 5, wide 6, bottom 7.
    let root = `$`(
      nil, layout: VBox(),
      items: [
        `$`(nil, height: 50, name: "header"),
        `$`(
          nil, flex: 1, layout: Scroll(axes: .vertical),
          items: [
            `$`(
              nil, layout: VBox(),
              items: [
                `$`(Text("Inside the outer Scroll"), width: 300, height: 100, name: "top"),
                `$`(
                  nil, width: 300, height: 100, layout: Scroll(axes: .horizontal),
                  items: [`$`(nil, width: 600, name: "wide")], name: "inner"),
                `$`(nil, width: 300, height: 100, name: "bottom"),
              ], name: "column")
          ], name: "outer", padding: (10, 0, 0, 0)),
      ])
    let snapshot = LayoutSnapshot(
      root: root, size: Size(width: 300, height: 200), measurer: FixedAdvanceTextMeasurer())
    #expect(snapshot.absoluteFrames[6] == Frame(x: 0, y: 160, width: 600, height: 100))
    var options = RenderOptions()
    options.selected = 6
    let svg = SVGWriter.document(snapshot, renderer: LayoutRenderer(options: options))
    let outline = try SVGExportTests.parse(svg)
    #expect(
      Self.clipRect("viewport-2", in: outline)
        == ["x": "0", "y": "60", "width": "300", "height": "140"])
    #expect(
      Self.clipRect("viewport-5", in: outline)
        == ["x": "0", "y": "160", "width": "300", "height": "40"])
    #expect(Self.drawn("column", in: outline).first?["clip-path"] == "url(#viewport-2)")
    #expect(Self.drawn("inner", in: outline).first?["clip-path"] == "url(#viewport-2)")
    #expect(Self.drawn("wide", in: outline).first?["clip-path"] == "url(#viewport-5)")
    // The text and its frame are cut to the outer viewport.
    let top = Self.drawn("top", in: outline)
    #expect(top.map { $0["class"] } == ["frame", "text"])
    #expect(top.allSatisfy { $0["clip-path"] == "url(#viewport-2)" })
    #expect(Self.drawn("bottom", in: outline).isEmpty)
    // One indicator: the outer one, 140 × 140 / 300 long at the top of its viewport, 295
    // across; the inner one (at 255, along the inner viewport's bottom) is cut away.
    let bars = outline.elements.filter { $0.attributes["class"] == "scroll-indicator" }
    #expect(
      bars.map(\.attributes) == [
        [
          "class": "scroll-indicator", "x": "295", "y": "60", "width": "3",
          "height": SVGWriter.number(140 * 140 / 300.0), "fill": "#000000",
          "fill-opacity": "0.45",
        ]
      ])
    // The selection outline of the wide content: cut to the inner viewport and the 2 pixels
    // around it.
    let selection = try #require(outline.elements.first { $0.attributes["id"] == "selection" })
    #expect(selection.attributes["clip-path"] == "url(#selection-clip)")
    #expect(
      Self.clipRect("selection-clip", in: outline)
        == ["x": "-2", "y": "158", "width": "304", "height": "44"])
  }

  @Test func explodedEachLevelHasItsViewportAtItsOffset() throws {
    // Exploded, a level d is drawn 10 d further right and down, and so is the viewport
    // it is cut to: the history (depth 2) in {20, 76, 360, 520}, the messages (depth 3) in
    // {30, 86, 360, 520}.
    var options = RenderOptions()
    options.exploded = true
    let svg = SVGWriter.document(
      ScrollDrawingTests.chat(), renderer: LayoutRenderer(options: options))
    let outline = try SVGExportTests.parse(svg)
    #expect(
      Self.clipRect("viewport-2-2", in: outline)
        == ["x": "20", "y": "76", "width": "360", "height": "520"])
    #expect(
      Self.clipRect("viewport-2-3", in: outline)
        == ["x": "30", "y": "86", "width": "360", "height": "520"])
    #expect(Self.drawn("history", in: outline).first?["clip-path"] == "url(#viewport-2-2)")
    #expect(Self.drawn("m3", in: outline).first?["clip-path"] == "url(#viewport-2-3)")
  }
}
