import LayoutComposer
import Testing

/// Whole pixels: edges are rounded, not sizes, so neighbours keep touching.
@Suite struct EdgeRoundingTests {
  @Test func edgesRoundHalvesAwayFromZero() {
    // Left 0.5 → 1, right 99.9 → 100: 99 wide.
    #expect(
      Frame(x: 0.5, y: 10, width: 99.4, height: 20).edgesRounded
        == Frame(x: 1, y: 10, width: 99, height: 20))
    // Across zero halves go outwards on both sides: left −0.5 → −1 and right 0.5 → 1 (2 wide);
    // top −1.5 → −2 and bottom −0.5 → −1 (1 high).
    #expect(
      Frame(x: -0.5, y: -1.5, width: 1, height: 1).edgesRounded
        == Frame(x: -1, y: -2, width: 2, height: 1))
  }

  /// Three children of 33.33… in 100: after rounding they still tile 0 to 100 exactly.
  @Test func framesThatTouchStillTouch() {
    let third = 100.0 / 3
    let frames = (0..<3).map { Frame(x: Double($0) * third, y: 0, width: third, height: 10) }
    let rounded = frames.map(\.edgesRounded)
    #expect(rounded.map(\.x) == [0, 33, 67])
    #expect(rounded[0].maxX == rounded[1].x && rounded[1].maxX == rounded[2].x)
    #expect(rounded[2].maxX == 100)
  }
}
