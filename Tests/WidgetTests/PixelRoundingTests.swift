import LayoutComposer
import Testing

@testable import LayoutComposerWidgets

/// Edges are rounded where they lie in the window, so neighbours still touch.
struct PixelRoundingTests {
  @Test func threeEqualChildrenOfAHundredPixelsTouchAfterRounding() {
    // 100 / 3 = 33.33…: the edges at 0, 33.33, 66.67 and 100 round to 0, 33, 67 and 100.
    let third = 100.0 / 3
    let frames = (0..<3).map { index in
      PixelRounding.windowFrame(
        Frame(x: Double(index) * third, y: 0, width: third, height: 10), origin: (0, 0))
    }
    #expect(frames.map(\.x) == [0, 33, 67])
    #expect(frames.map(\.width) == [33, 34, 33])
  }

  @Test func halvesRoundAwayFromZeroInWindowCoordinates() {
    // A container at x 10 in its window: a frame at 17.5 in it is at 27.5 in the window,
    // whose edges 27.5 and 347.5 round to 28 and 348: 18 in the container, 320 wide.
    let allocation = PixelRounding.allocation(
      Frame(x: 17.5, y: 0.5, width: 320, height: 33), origin: (10, 0))
    #expect(allocation.x == 18)
    #expect(allocation.width == 320)
    #expect(allocation.y == 1)
    #expect(allocation.height == 33)
  }
}
