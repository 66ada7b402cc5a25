import LayoutComposer
import Testing

@testable import LayoutComposerGtk

/// Dragging a scroll indicator moves the offset by the pointer's movement times the
/// content's length over the viewport's, clamped, as GtkScrolledWindow's scrollbar.
@Suite struct IndicatorDragTests {
  @Test func theChatsBarMovesTheHistoryByItsShare() throws {
    // ScrollDrawingTests.chat: a 520-high viewport at y 56 on 568 of content; the bar is 3
    // wide at x 355 (360 − 2 − 3), from 56 down 520 × 520 / 568.
    let snapshot = ScrollDrawingTests.chat()
    let renderer = LayoutRenderer()
    let drag = try #require(IndicatorDrag.begin(atX: 356, y: 300, in: snapshot, renderer: renderer))
    #expect(drag.scroll == 2 && drag.vertical && drag.start == Point(x: 0, y: 0))
    // 26 pixels down: 26 × 568 / 520 = 28.4; 100 down is past the end, 48; up is 0.
    #expect(drag.offset(dx: 5, dy: 26, in: snapshot) == Point(x: 0, y: 28.4))
    #expect(drag.offset(dx: 0, dy: 100, in: snapshot) == Point(x: 0, y: 48))
    #expect(drag.offset(dx: 0, dy: -10, in: snapshot) == Point(x: 0, y: 0))
    // The bar grabs 3 pixels around it (352 to 361 across), only along its length.
    #expect(IndicatorDrag.begin(atX: 352, y: 300, in: snapshot, renderer: renderer) != nil)
    #expect(IndicatorDrag.begin(atX: 351.5, y: 300, in: snapshot, renderer: renderer) == nil)
    #expect(IndicatorDrag.begin(atX: 356, y: 540, in: snapshot, renderer: renderer) == nil)
    #expect(IndicatorDrag.begin(atX: 180, y: 300, in: snapshot, renderer: renderer) == nil)
  }

  @Test func atZoomTwoAPixelIsHalfAsFar() throws {
    // The bar is at 720 − 5 = 715, from 112 down; 26 pixels are 13 points of the
    // viewport: 26 × 568 / (520 × 2) = 14.2.
    let snapshot = ScrollDrawingTests.chat()
    var options = RenderOptions()
    options.zoom = 2
    let drag = try #require(
      IndicatorDrag.begin(
        atX: 716, y: 600, in: snapshot, renderer: LayoutRenderer(options: options)))
    #expect(drag.offset(dx: 0, dy: 26, in: snapshot) == Point(x: 0, y: 14.2))
  }

  @Test func rightToLeftTheHorizontalBarMovesAgainstTheOffset() throws {
    // A horizontal Scroll 100 × 50 on content 400 wide: the bar is 100 × 100 / 400 = 25
    // long, 3 high at 50 − 5 = 45; right to left offset 0 shows the right end, so the bar
    // is at 75 to 100, and dragging it 10 to the left scrolls by 10 × 400 / 100 = 40.
    let root = `$`(
      nil, layout: Scroll(axes: .horizontal), items: [`$`(nil, width: 400, name: "wide")],
      name: "strip")
    let snapshot = LayoutSnapshot(
      root: root, size: Size(width: 100, height: 50), direction: .rightToLeft)
    let renderer = LayoutRenderer()
    #expect(
      renderer.scrollIndicators(in: snapshot) == [Frame(x: 75, y: 45, width: 25, height: 3)])
    let drag = try #require(IndicatorDrag.begin(atX: 90, y: 46, in: snapshot, renderer: renderer))
    #expect(!drag.vertical)
    #expect(drag.offset(dx: -10, dy: 7, in: snapshot) == Point(x: 40, y: 0))
    #expect(drag.offset(dx: 10, dy: 0, in: snapshot) == Point(x: 0, y: 0))
  }
}
