import LayoutComposer
import LayoutLines
import LayoutSamples
import Testing

// Stevia's layout lines are sugar for boxes: each equals the boxes written by hand.

@Suite struct LayoutLineTests {
  private func sameFrames(_ a: Component, _ b: Component, in size: Size) -> Bool {
    let x = a.layout(in: size)
    let y = b.layout(in: size)
    return x.count == y.count && (0..<x.count).allSatisfy { x.frame(at: $0) == y.frame(at: $0) }
  }

  @Test func theLoginFormEqualsItsBoxes() {
    let email = `$`("email")
    let password = `$`("password")
    let login = `$`("login")
    let lines = layout(100, |-email-| ~ 80, 8, |-password-| ~ 80, "", |login| ~ 80, 0)
    // The hand-written sample: email 100 from the top with margins 8, password 8 below,
    // a flexible gap, the login button at the bottom.
    let boxes = Gallery.sample(named: "stevia-login")!.build()
    #expect(sameFrames(lines, boxes, in: Size(width: 320, height: 568)))
    // By hand at 320 × 568: email {8, 100, 304, 80}, password {8, 188, 304, 80}; the gap
    // takes 568 − 100 − 80 − 8 − 80 − 80 = 220; login {0, 488, 320, 80}.
    let frames = lines.layout(in: Size(width: 320, height: 568))
    #expect(frames["email"] == Frame(x: 8, y: 100, width: 304, height: 80))
    #expect(frames["password"] == Frame(x: 8, y: 188, width: 304, height: 80))
    #expect(frames["login"] == Frame(x: 0, y: 488, width: 320, height: 80))
    _ = (email, password, login)
  }

  @Test func theFollowCellEqualsItsBoxes() {
    let avatar = `$`("avatar", width: 50, height: 50)
    let name = `$`(Text("YKPaco"), name: "name")
    let followButton = `$`("followButton", width: 80, height: 30)
    let row = (|-avatar - 15 - name - 20 - followButton-|).component
    let boxes = Gallery.sample(named: "stevia-follow-cell")!.build()
    let size = Size(width: 320, height: 80)
    #expect(sameFrames(row, boxes, in: size))
    // By hand: avatar at 8, the name flexes: 320 − 8 − 50 − 15 − 20 − 80 − 8 = 139 wide
    // at 73; the button at 73 + 139 + 20 = 232; all centred in the 80-high row.
    let frames = row.layout(in: size)
    #expect(frames["avatar"] == Frame(x: 8, y: 15, width: 50, height: 50))
    #expect(frames["name"] == Frame(x: 73, y: 30, width: 139, height: 20))
    #expect(frames["followButton"] == Frame(x: 232, y: 25, width: 80, height: 30))
  }

  @Test func edgesAndNumbers() {
    // |label: no margin; |-label: 8; |-42-label: 42; label-42-| pinned right with 42.
    let size = Size(width: 200, height: 50)
    func x(_ line: HorizontalLine) -> Double? {
      `$`(nil, layout: VBox(), items: [line.component]).layout(in: size)["l"]?.x
    }
    let label = `$`(Placeholder("l", width: 30, height: 10))
    #expect(x(|label) == 0)
    #expect(x(|-label) == 8)
    #expect(x(|-42 - label) == 42)
    #expect(x(label - 42-|) == 128)  // 200 − 42 − 30
  }
}
