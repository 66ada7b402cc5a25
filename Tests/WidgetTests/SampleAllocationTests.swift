import Foundation
import LayoutComposer
import Testing

extension WidgetsOnDisplay {
  /// The sample windows at phone and desktop size: every named widget is where the
  /// engine put it, edges rounded to pixels; and the frames that do not depend on fonts are
  /// the ones derived by hand from the layouts.
  @Suite struct SampleAllocationTests {
    static let samples = [
      "profile", "login", "chat", "yoga", "settings", "preferences", "masonry",
    ]
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

    /// The settings form's Grid and its wrapping row of interests, from the layout's numbers
    /// and the widths GTK gave the labels (the only font-dependent part).
    @Test func settingsFormColumnsAndInterestLines() throws {
      let (_, phone) = try Self.framesAndAllocations("settings", "375x667")
      // Padding 24: the content box is 375 − 48 = 327 wide from x 24. Column 0 (.content) is
      // the widest label, "Notifications"; the entries (.fraction(1)) start 12 after it and
      // end at 24 + 327 = 351. The switch (.trailing) ends there too; "about" spans both
      // columns: {24, …, 327, …}.
      let widest = try #require(phone["notificationsLabel"])
      let entriesX = 24 + widest.width + 12
      for name in ["name", "email", "timeZone"] {
        let entry = try #require(phone[name])
        #expect(entry.x == entriesX && entry.x + entry.width == 351, "\(name) \(entry)")
        #expect(try #require(phone["\(name)Label"]).width <= widest.width)
      }
      let toggle = try #require(phone["notifications"])
      #expect(toggle.x + toggle.width == 351)
      #expect(phone["about"]?.x == 24 && phone["about"]?.width == 327)
      // Interests: HBox(spacing: 6, wrap: true, lineSpacing: 6). At 327 they do not fit one
      // line (W1): the first line starts at x 24, the next line at x 24 too, 6 below the
      // first line's buttons (all one height: one font, one padding).
      let swift = try #require(phone["swiftTag"])
      let travel = try #require(phone["travelTag"])
      #expect(swift.x == 24)
      #expect(travel.y > swift.y)
      let tags = ["swift", "linux", "gtk", "layout", "design", "music", "travel"].map { "\($0)Tag" }
      let firstOfLine1 = try #require(tags.compactMap { phone[$0] }.first { $0.y > swift.y })
      #expect(firstOfLine1.x == 24 && firstOfLine1.y == swift.y + swift.height + 6)
      // At 1280 (1232 wide) the seven buttons fit one line, each 6 after the one before.
      let (_, desktop) = try Self.framesAndAllocations("settings", "1280x800")
      let row = tags.compactMap { desktop[$0] }
      #expect(row.count == tags.count)
      #expect(row.allSatisfy { $0.y == row[0].y })
      #expect(zip(row, row.dropFirst()).allSatisfy { $1.x == $0.x + $0.width + 6 })
    }

    /// The preferences page's bar and clamped list, from the layout's numbers and the widths
    /// GTK gave the buttons and the title.
    @Test func preferencesBarAndClampedList() throws {
      for (size, width) in [("375x667", 375.0), ("1280x800", 1280.0)] {
        let (_, page) = try Self.framesAndAllocations("preferences", size)
        // The bar's padding 6: back at 6, done ending at width − 6, the title between them
        // at least 6 from each (C2).
        let back = try #require(page["back"])
        let done = try #require(page["done"])
        let title = try #require(page["title"])
        #expect(back.x == 6 && done.x + done.width == width - 6, "\(size)")
        #expect(title.x >= back.x + back.width + 6, "\(size)")
        #expect(title.x + title.width <= done.x - 6, "\(size)")
        // The Clamp has margins 12: at 375 the list is the whole 351 from x 12; at 1280 it is
        // 600 at 12 + (1256 − 600) / 2 = 340, and its switches end 12 inside it.
        let list = try #require(page["list"])
        let (x, listWidth) = width < 624 ? (12.0, width - 24) : (340.0, 600.0)
        #expect(list.x == x && list.width == listWidth, "\(size) \(list)")
        let toggle = try #require(page["wifiSwitch"])
        #expect(toggle.x + toggle.width == x + listWidth - 12, "\(size)")
      }
    }

    /// The pinboard's cards in the sample's own masonry layout (`MasonryColumns`, a
    /// `CustomLayout`), at two widths, from the layout's numbers alone: the cards' heights
    /// are their own, their widths the columns'.
    @Test func pinboardCardsGoUnderTheShortestColumnAtTwoWidths() throws {
      // Padding 12, the title 36 high, VBox spacing 12: the wall (in a vertical Scroll, at
      // offset 0) is at x 12, y 60, and the window's width − 24 wide. Columns of at least 150 with spacing 8: as many as
      // ⌊(wall + 8) / 158⌋. Cards (heights 120, 64, 88, 48, 104, 72, 56, 96, 80, 64) go, in
      // order, under the column that is shortest so far (the leftmost of equals), 8 below
      // the card above.
      //
      // At 375: the wall is 351, ⌊359 / 158⌋ = 2 columns of (351 − 8) / 2 = 171.5, at x 12
      // and 12 + 179.5 = 191.5. Column bottoms (each card's top + height + 8): card1 col 0
      // y 0 → 128; card2 col 1 y 0 → 72; card3 col 1 y 72 → 168; card4 col 0 y 128 → 184;
      // card5 col 1 y 168 → 280; card6 col 0 y 184 → 264; card7 col 0 y 264 → 328; card8
      // col 1 y 280 → 384; card9 col 0 y 328 → 416; card10 col 1 y 384 → 456.
      let phone: [(column: Int, y: Double)] = [
        (0, 0), (1, 0), (1, 72), (0, 128), (1, 168), (0, 184), (0, 264), (1, 280), (0, 328),
        (1, 384),
      ]
      // At 800: the wall is 776, ⌊784 / 158⌋ = 4 columns of (776 − 24) / 4 = 188, at x 12,
      // 208, 404, 600. card1 col 0 y 0 → 128; card2 col 1 → 72; card3 col 2 → 96; card4 col
      // 3 → 56; card5 col 3 y 56 → 168; card6 col 1 y 72 → 152; card7 col 2 y 96 → 160;
      // card8 col 0 y 128 → 232; card9 col 1 y 152 → 240; card10 col 2 y 160 → 232.
      let wider: [(column: Int, y: Double)] = [
        (0, 0), (1, 0), (2, 0), (3, 0), (3, 56), (1, 72), (2, 96), (0, 128), (1, 152),
        (2, 160),
      ]
      let heights: [Double] = [120, 64, 88, 48, 104, 72, 56, 96, 80, 64]
      for (size, columnWidth, places) in [
        ("375x667", 171.5, phone), ("800x600", 188.0, wider),
      ] {
        let (frames, allocations) = try Self.framesAndAllocations("masonry", size)
        for (index, place) in places.enumerated() {
          let name = "card\(index + 1)"
          let frame = Frame(
            x: 12 + Double(place.column) * (columnWidth + 8), y: 60 + place.y,
            width: columnWidth, height: heights[index])
          #expect(frames[name] == frame, "\(name) at \(size)")
          // GTK's allocation: the frame with each edge on the nearest pixel.
          #expect(allocations[name] == roundedEdges(frame), "\(name) at \(size)")
        }
      }
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
