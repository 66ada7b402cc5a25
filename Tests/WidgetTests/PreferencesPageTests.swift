import CGtk
import Foundation
import LayoutComposer
import Testing

@testable import LayoutComposerWidgets

extension WidgetsOnDisplay {
  /// The GNOME preferences page of real widgets (composer-widgets `preferences`): a header bar
  /// laid out by `CenterBox` and a list by `Clamp`. Each widget is allocated the frame rules
  /// C1–C4 and the Clamp's give for the sizes GTK reports, and the engine's frames are those.
  @MainActor @Suite struct PreferencesPageTests {
    init() throws {
      try #require(InProcessGtk.isReady, "GTK could not open the tests' display")
    }

    /// GTK's natural width, and its natural height at `width` (at the natural width if nil).
    static func natural(
      _ widget: UnsafeMutablePointer<GtkWidget>, width: Double? = nil
    ) -> Size {
      GridAndWrapTests.natural(widget, width: width)
    }

    @MainActor struct Page {
      let back = Widget(gtk_button_new_from_icon_name("go-previous-symbolic")!, name: "back")
      let title = Widget(gtk_label_new("Network and Internet Access")!, name: "title")
      let done = Widget(gtk_button_new_with_label("Done")!, name: "done")
      let wifiLabel = Widget(gtk_label_new("Wi-Fi")!, name: "wifiLabel")
      let wifiSwitch = Widget(gtk_switch_new()!, name: "wifiSwitch")
      let proxyLabel = Widget(gtk_label_new("Network Proxy")!, name: "proxyLabel")
      let proxyValue = Widget(gtk_label_new("Automatic")!, name: "proxyValue")
      let content = LayoutContainer()

      init() {
        gtk_label_set_xalign(OpaquePointer(wifiLabel.gtk), 0)
        gtk_label_set_xalign(OpaquePointer(proxyLabel.gtk), 0)
        func row(_ label: Widget, _ end: Widget) -> Component {
          `$`(
            nil, height: 50, layout: HBox(align: .center, spacing: 12),
            items: [`$`(label, flex: 1), `$`(end)], padding: (0, 12, 0, 12))
        }
        content.applyLayout(
          VBox(),
          items: [
            `$`(
              nil, layout: CenterBox(spacing: 6), items: [`$`(back), `$`(title), `$`(done)],
              padding: (6, 6, 6, 6)),
            `$`(
              nil, margins: (24, 12, 12, 12), layout: Clamp(maximumWidth: 600),
              items: [
                `$`(
                  nil, layout: VBox(),
                  items: [row(wifiLabel, wifiSwitch), row(proxyLabel, proxyValue)])
              ]),
          ])
      }

      /// The frames by hand for a window `width` wide, from the sizes GTK reports.
      func expected(width: Double) -> [(Widget, Frame)] {
        let back = GridAndWrapTests.natural(self.back.gtk)
        let title = GridAndWrapTests.natural(self.title.gtk)
        let done = GridAndWrapTests.natural(self.done.gtk)
        // C4: the bar is as thick as its thickest child, each child stretched to it inside
        // the padding 6. C2: back at the start, done at the end; the title centred in the
        // whole width unless that brings it within the spacing 6 of a button, then moved off
        // that one (the widths leave room for it: no shrinking, C3).
        let thickness = max(back.height, title.height, done.height)
        let centred = (width - title.width) / 2
        let titleX = min(max(centred, 6 + back.width + 6), width - 6 - done.width - 6 - title.width)
        // The Clamp: margins 12 at the sides, 24 under the bar; the list min(width − 24, 600)
        // wide, centred in it. Rows 50 high, padding 12 at the ends, spacing 12: the switch or
        // value at its own size at the trailing end, the label the rest, both centred.
        let clampWidth = width - 24
        let listWidth = min(clampWidth, 600)
        let listX = 12 + (clampWidth - listWidth) / 2
        let row0 = 6 + thickness + 6 + 24
        let row1 = row0 + 50
        let toggle = GridAndWrapTests.natural(wifiSwitch.gtk)
        let value = GridAndWrapTests.natural(proxyValue.gtk)
        let wifiWidth = listWidth - 24 - 12 - toggle.width
        let proxyWidth = listWidth - 24 - 12 - value.width
        let wifi = GridAndWrapTests.natural(wifiLabel.gtk, width: wifiWidth)
        let proxy = GridAndWrapTests.natural(proxyLabel.gtk, width: proxyWidth)
        return [
          (self.back, Frame(x: 6, y: 6, width: back.width, height: thickness)),
          (self.title, Frame(x: titleX, y: 6, width: title.width, height: thickness)),
          (
            self.done,
            Frame(x: width - 6 - done.width, y: 6, width: done.width, height: thickness)
          ),
          (
            wifiLabel,
            Frame(
              x: listX + 12, y: row0 + (50 - wifi.height) / 2, width: wifiWidth,
              height: wifi.height)
          ),
          (
            wifiSwitch,
            Frame(
              x: listX + listWidth - 12 - toggle.width, y: row0 + (50 - toggle.height) / 2,
              width: toggle.width, height: toggle.height)
          ),
          (
            proxyLabel,
            Frame(
              x: listX + 12, y: row1 + (50 - proxy.height) / 2, width: proxyWidth,
              height: proxy.height)
          ),
          (
            proxyValue,
            Frame(
              x: listX + listWidth - 12 - value.width, y: row1 + (50 - value.height) / 2,
              width: value.width, height: value.height)
          ),
        ]
      }
    }

    func check(_ page: Page, _ window: TestWindow, width: Double) throws {
      let frames = try #require(page.content.frames)
      #expect(frames.problems.isEmpty)
      for (widget, frame) in page.expected(width: width) {
        let name = widget.name ?? "?"
        #expect(frames.absoluteFrame(named: name) == frame, "\(name) at \(width)")
        // GTK's allocation: the frame with each edge on the nearest pixel (docs/widgets.md).
        #expect(window.bounds(of: widget.gtk) == frame.edgesRounded, "\(name) at \(width)")
      }
    }

    @Test func theTitleMovesOffDoneOnAPhoneAndTheListIsClampedOnADesktop() throws {
      let page = Page()
      let title = Self.natural(page.title.gtk)
      let back = Self.natural(page.back.gtk)
      let done = Self.natural(page.done.gtk)
      // A phone-like width where the centred title would end 10 points inside the Done
      // button's spacing: (w − t) / 2 + t = w − 6 − d − 6 + 10, so w = t + 2 d + 4. The three
      // still fit (C3 does not apply) and the list is narrower than 600.
      let narrow = title.width + 2 * done.width + 4
      try #require(narrow - 12 >= back.width + title.width + done.width + 12)
      try #require(narrow - 24 < 600)
      let window = TestWindow(child: page.content.widget, width: Int32(narrow), height: 640)
      defer { window.close() }
      try #require(window.waitUntilShown())
      try check(page, window, width: narrow)
      // Moved: the title ends exactly at Done's spacing, not centred.
      let moved = try #require(window.bounds(of: page.title.gtk))
      #expect(moved.x + moved.width == (narrow - 12 - done.width).rounded())

      // 1280: the title is centred in the whole bar; the list is 600 wide at 12 + (1256 −
      // 600) / 2 = 340.
      window.resize(width: 1280, height: 800)
      try #require(window.waitForNextFrame())
      InProcessGtk.spin(timeout: 2) { window.bounds(of: page.done.gtk)?.x ?? 0 > 1000 }
      try check(page, window, width: 1280)
      let centred = try #require(window.bounds(of: page.title.gtk))
      #expect(centred.x == ((1280 - title.width) / 2).rounded())
      let toggle = try #require(window.bounds(of: page.wifiSwitch.gtk))
      #expect(toggle.x + toggle.width == 340 + 600 - 12)
    }

    @Test func anArtworkWidgetFitsBothAxes() throws {
      // A music player of real widgets: a GtkDrawingArea as the artwork (`flex: 1,
      // aspectRatio: 1, contentMode: .fit`) over a GtkLabel, margins 24. At 400 × 300 the
      // artwork's space is 400 − 48 = 352 across and 300 − 24 − label − 24 − 24 along; the
      // square is the smaller of the two (A2), centred across (A3).
      let artwork = Widget(gtk_drawing_area_new()!, name: "artwork")
      let label = Widget(gtk_label_new("Blue in Green")!, name: "songTitle")
      let content = LayoutContainer()
      content.applyLayout(
        VBox(defaultMargins: (24, 24, 0, 24)),
        items: [
          `$`(artwork, flex: 1, aspectRatio: 1, contentMode: .fit), `$`(label, marginBottom: 24),
        ])
      let labelHeight = Self.natural(label.gtk, width: 352).height
      for (width, height) in [(400.0, 300.0), (400.0, 900.0)] {
        let window = TestWindow(child: content.widget, width: Int32(width), height: Int32(height))
        defer { window.close() }
        try #require(window.waitUntilShown())
        InProcessGtk.spin(timeout: 2) { window.bounds(of: label.gtk)?.width ?? 0 > 300 }
        let along = height - 24 - 24 - labelHeight - 24
        let side = min(width - 48, along)
        let expected = Frame(x: 24 + (width - 48 - side) / 2, y: 24, width: side, height: side)
        let frames = try #require(content.frames)
        #expect(frames.absoluteFrame(named: "artwork") == expected, "at \(width) × \(height)")
        #expect(window.bounds(of: artwork.gtk) == expected.edgesRounded, "at \(width) × \(height)")
      }
    }

    @Test func anEllipsizingTitleShrinksToTheRoomBetweenTheButtons() throws {
      // A GtkLabel set to ellipsize (as a header bar title is) reports a minimum of about
      // "…": too long for the bar, rule C3 gives it the room the buttons leave, all of it
      // (only the centre can give), and GTK cuts it there instead of wrapping.
      let back = Widget(gtk_button_new_from_icon_name("go-previous-symbolic")!, name: "back")
      let title = Widget(
        gtk_label_new("Network and Internet Connection Settings for Everyone")!, name: "title")
      gtk_label_set_ellipsize(OpaquePointer(title.gtk), PANGO_ELLIPSIZE_END)
      gtk_label_set_single_line_mode(OpaquePointer(title.gtk), 1)
      let done = Widget(gtk_button_new_with_label("Done")!, name: "done")
      let content = LayoutContainer()
      content.applyLayout(
        `$`(
          nil, layout: CenterBox(spacing: 6), items: [`$`(back), `$`(title), `$`(done)],
          padding: (6, 6, 6, 6)))
      let natural = Self.natural(title.gtk)
      let backSize = Self.natural(back.gtk)
      let doneSize = Self.natural(done.gtk)
      let width = 300.0
      let room = width - 12 - backSize.width - doneSize.width - 12
      try #require(natural.width > room)
      let window = TestWindow(child: content.widget, width: Int32(width), height: 200)
      defer { window.close() }
      try #require(window.waitUntilShown())
      let frames = try #require(content.frames)
      let expected = try #require(frames.absoluteFrame(named: "title"))
      #expect(expected.x == 6 + backSize.width + 6)
      #expect(expected.width == room)
      #expect(window.bounds(of: title.gtk) == expected.edgesRounded)
      #expect(
        gtk_label_get_layout(OpaquePointer(title.gtk)).map { pango_layout_is_ellipsized($0) } == 1)
    }
  }
}
