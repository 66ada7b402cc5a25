import Foundation
import LayoutComposer
import Testing

extension WidgetsOnDisplay {
  /// The four sample windows at phone and desktop size: every named widget is where the
  /// engine put it, edges rounded to pixels; and the frames that do not depend on fonts are
  /// the ones derived by hand from the layouts.
  @Suite struct SampleAllocationTests {
    static let samples = ["profile", "login", "chat", "yoga"]
    static let sizes = ["375x667", "1280x800"]

    /// The engine's frames (`--frames`, no window) and GTK's allocations (`--allocations`,
    /// a window) for one sample at one size.
    static func framesAndAllocations(_ sample: String, _ size: String) throws -> (
      frames: [String: Frame], allocations: [String: Frame]
    ) {
      let engine = try SampleProcess.run([sample, "--size", size, "--frames"])
      try #require(engine.status == 0, "--frames: \(engine.standardError)")
      let window = try SampleProcess.run([sample, "--size", size, "--allocations"])
      try #require(window.status == 0, "--allocations: \(window.standardError)")
      // A window GTK had to make larger than asked would not be the size the frames are for.
      #expect(!window.standardError.contains("the window is"), "\(window.standardError)")
      let frames = try #require(SampleProcess.frames(engine.standardOutput), "\(engine)")
      let allocations = try #require(SampleProcess.frames(window.standardOutput), "\(window)")
      return (frames, allocations)
    }

    @Test(arguments: samples, sizes)
    func everyNamedWidgetIsAllocatedItsRoundedFrame(sample: String, size: String) throws {
      let (frames, allocations) = try Self.framesAndAllocations(sample, size)
      #expect(frames.count >= 7, "too few named widgets: \(frames.keys.sorted())")
      #expect(Set(allocations.keys) == Set(frames.keys))
      for (name, frame) in frames.sorted(by: { $0.key < $1.key }) {
        #expect(allocations[name] == roundedEdges(frame), "\(name): engine \(frame)")
      }
    }

    /// Frames that follow from the layout's numbers alone (no font involved).
    @Test func profileHeaderIsWhereTheReadmePutsIt() throws {
      let (_, allocations) = try Self.framesAndAllocations("profile", "375x667")
      // profileContainer: margins 10 in the root VBox: {10, 10, 355, …}. Its VBox has
      // defaultMargins (0, 10, 0, 10); the header (Relative, height 50, marginTop 10) is at
      // x 10 + 10 = 20, y 10 + 10 = 20, 355 - 20 = 335 wide. The icon (halign .left) is at
      // its top-left, 50 x 50; the button (halign .right, valign .top, 100 x 20) at
      // x 20 + 335 - 100 = 255, y 20.
      #expect(allocations["profileContainer"]?.x == 10)
      #expect(allocations["profileContainer"]?.y == 10)
      #expect(allocations["profileContainer"]?.width == 355)
      #expect(allocations["icon"] == Frame(x: 20, y: 20, width: 50, height: 50))
      #expect(allocations["changeProfileBtn"] == Frame(x: 255, y: 20, width: 100, height: 20))
      // nameLabel: marginTop 5 under the header: y = 20 + 50 + 5 = 75, x 20, 335 wide.
      #expect(allocations["nameLabel"]?.y == 75)
      #expect(allocations["nameLabel"]?.x == 20)
      #expect(allocations["nameLabel"]?.width == 335)
    }

    @Test func loginFormIsCentredOnHalfPixelsAndRounded() throws {
      let (frames, allocations) = try Self.framesAndAllocations("login", "375x667")
      // The form is 320 wide in a 375-wide VBox(align: .center): x = (375 - 320) / 2 =
      // 27.5. Its entries stretch to it: x 27.5, 320 wide. Rounded edges: 27.5 → 28 and
      // 347.5 → 348, so the allocation is 28..348, still 320 wide.
      #expect(frames["email"]?.x == 27.5)
      #expect(frames["email"]?.width == 320)
      #expect(allocations["email"]?.x == 28)
      #expect(allocations["email"]?.width == 320)
      // The status line is hidden until the button is clicked: it is not allocated.
      #expect(allocations["status"] == nil)
    }

    /// The profile's message wraps: in a narrower window it is taller, and the follow counts
    /// under it move down by as much.
    @Test func wrappingLabelInANarrowerWindowGetsTallerAndPushesTheRestDown() throws {
      let wide = try Self.framesAndAllocations("profile", "375x667").allocations
      let narrow = try Self.framesAndAllocations("profile", "240x667").allocations
      let wideMessage = try #require(wide["messageLabel"])
      let narrowMessage = try #require(narrow["messageLabel"])
      // 20 in from both sides of the window (margins 10 + defaultMargins 10).
      #expect(wideMessage.width == 375 - 40)
      #expect(narrowMessage.width == 240 - 40)
      #expect(narrowMessage.height > wideMessage.height)
      // The follows HBox (height 30) comes right after the message, no margin.
      let wideFollow = try #require(wide["followLabel"])
      let narrowFollow = try #require(narrow["followLabel"])
      #expect(wideFollow.y == wideMessage.y + wideMessage.height)
      #expect(narrowFollow.y == narrowMessage.y + narrowMessage.height)
      #expect(narrowFollow.y - wideFollow.y == narrowMessage.height - wideMessage.height)
      // And the card, which fits its content (pack: .fit), grows with it.
      let wideCard = try #require(wide["profileContainer"])
      let narrowCard = try #require(narrow["profileContainer"])
      #expect(narrowCard.height - wideCard.height == narrowMessage.height - wideMessage.height)
    }
  }
}
