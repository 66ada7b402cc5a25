import LayoutComposer
import LayoutLines
import Testing

// Stevia's README samples written with the layout-line operators (Samples/Gallery/Stevia.swift,
// the `-lines` samples) against the hand-written boxes next to them: the same frames, node for
// node, and the key frames derived by hand.

/// Every node's frame, by index, with its name (the unnamed flexible gap of a layout line
/// stands in for the hand-written `flexibleGap`).
private func frames(_ id: String) -> [(name: String, frame: Frame)] {
  let result = laidOutSample(id)
  return (0..<result.count).map { (result.name(at: $0) ?? "_", result.frame(at: $0)) }
}

@Suite struct SteviaSampleTests {
  @Test func loginFormLinesGiveTheHandWrittenFrames() {
    let lines = frames("stevia-login-lines")
    let boxes = frames("stevia-login")
    #expect(lines.map(\.frame) == boxes.map(\.frame))
    #expect(lines.map(\.name) == ["loginView", "email", "password", "_", "login"])
    // By hand at 320 × 568: `100` puts the email field 100 down, `|-…-|` 8 in from both
    // sides: {8, 100, 304, 80}; `8` puts the password 8 below: y = 100 + 80 + 8 = 188; `""`
    // flexes: 568 − 100 − 80 − 8 − 80 − 80 − 0 = 220 at 268; `|login|` has no margins, and
    // the trailing `0` keeps it on the bottom edge: {0, 488, 320, 80}.
    let expected: [Frame] = [
      Frame(x: 0, y: 0, width: 320, height: 568), Frame(x: 8, y: 100, width: 304, height: 80),
      Frame(x: 8, y: 188, width: 304, height: 80), Frame(x: 0, y: 268, width: 320, height: 220),
      Frame(x: 0, y: 488, width: 320, height: 80),
    ]
    #expect(lines.map(\.frame) == expected)
  }

  @Test func avatarLineGivesTheHandWrittenFrame() {
    // `layout(50, |-15-avatar.size(60))`: 50 down, 15 in, 60 × 60. The line builds a VBox
    // where the hand-written sample has a Relative; the frames are the same.
    let lines = frames("stevia-avatar-lines")
    #expect(lines.map(\.frame) == frames("stevia-avatar").map(\.frame))
    #expect(lines.last?.frame == Frame(x: 15, y: 50, width: 60, height: 60))
  }

  @Test func followCellLineGivesTheHandWrittenFrames() {
    let lines = frames("stevia-follow-cell-lines")
    let boxes = frames("stevia-follow-cell")
    #expect(lines.map(\.name) == boxes.map(\.name))
    #expect(lines.map(\.frame) == boxes.map(\.frame))
    // By hand, 320 × 80, everything centred vertically: `|-avatar` 8 in: {8, 15, 50, 50};
    // the name, pinned between, flexes: 320 − 8 − 50 − 15 − 20 − 80 − 8 = 139 wide at
    // 8 + 50 + 15 = 73, one 20-high line at y = 30; the button at 73 + 139 + 20 = 232.
    #expect(
      lines.map(\.frame) == [
        Frame(x: 0, y: 0, width: 320, height: 80), Frame(x: 8, y: 15, width: 50, height: 50),
        Frame(x: 73, y: 30, width: 139, height: 20), Frame(x: 232, y: 25, width: 80, height: 30),
      ])
  }
}
