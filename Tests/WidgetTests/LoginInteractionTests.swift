import CGtk
import Foundation
import LayoutComposer
import Testing

extension WidgetsOnDisplay {
  /// The login sample driven as a person would, with xdotool: the widgets are real.
  @Suite struct LoginInteractionTests {
    static let title = "composer-widgets: Sign in"

    /// The sample's window id (xdotool's), once it is on the display.
    static func windowID() -> String? {
      waitFor(timeout: 10) { () -> String? in
        let found = runTool(["xdotool", "search", "--name", title])
        return found.output.split(separator: "\n").first.map(String.init)
      }
    }

    static func click(_ window: String, at frame: Frame) {
      let x = Int(frame.x + frame.width / 2)
      let y = Int(frame.y + frame.height / 2)
      runTool(["xdotool", "mousemove", "--window", window, "\(x)", "\(y)", "click", "1"])
    }

    @Test func typingAnEmailAndClickingSignInFiresTheHandler() throws {
      let app = try TracedSample(["login", "--size", "375x667"])
      let line = try #require(
        app.waitForLine { $0.hasPrefix("allocations ") }, "no allocations: \(app.output)")
      let allocations = try #require(
        SampleProcess.frames(String(line.dropFirst("allocations ".count))))
      let window = try #require(Self.windowID(), "the window did not appear")
      let email = try #require(allocations["email"])
      let signIn = try #require(allocations["signIn"])

      Self.click(window, at: email)
      runTool(["xdotool", "type", "--delay", "15", "ana@example.com"])
      Self.click(window, at: signIn)
      // The button's "clicked" handler read the entry's text.
      let event = app.waitForLine { $0.hasPrefix("event sign-in") }
      #expect(event == "event sign-in ana@example.com", "\(app.output)")
    }

    /// Ctrl+Shift+F draws the frames over the widgets: the email entry's left edge turns the
    /// overlay's colour for its node.
    @Test func theShowFramesKeyDrawsTheFramesOverTheWidgets() throws {
      let app = try TracedSample(["login", "--size", "375x667"])
      let line = try #require(app.waitForLine { $0.hasPrefix("allocations ") })
      let allocations = try #require(
        SampleProcess.frames(String(line.dropFirst("allocations ".count))))
      let window = try #require(Self.windowID())
      let email = try #require(allocations["email"])
      // The window is at the display's top-left corner (Xvfb has no window manager).
      let edge = (x: Int(email.x), y: Int(email.y + email.height / 2))
      let before = try #require(screenPixel(edge.x, edge.y))
      // Nodes in pre-order: root 0, spacer 1, form 2, logo 3, title 4, subtitle 5,
      // email 6: the palette's seventh colour, 0xe377c2, at 90 % over the entry's border.
      let overlay: (Int, Int, Int) = (0xe3, 0x77, 0xc2)
      #expect(!close(before, overlay), "the overlay is on before the key: \(before)")
      runTool(["xdotool", "mousemove", "--window", window, "10", "10"])
      runTool(["xdotool", "key", "--window", window, "ctrl+shift+f"])
      let after = waitFor(timeout: 10) { () -> (Int, Int, Int)? in
        guard let pixel = screenPixel(edge.x, edge.y), close(pixel, overlay) else { return nil }
        return pixel
      }
      #expect(after != nil, "the email entry's edge did not turn the overlay's colour")
    }
  }
}

/// Whether two colours differ by at most 30 in each channel.
func close(_ a: (Int, Int, Int), _ b: (Int, Int, Int)) -> Bool {
  abs(a.0 - b.0) <= 30 && abs(a.1 - b.1) <= 30 && abs(a.2 - b.2) <= 30
}

/// The colour of one pixel of the tests' display (ImageMagick's `import` of the root window,
/// read back with cairo).
func screenPixel(_ x: Int, _ y: Int) -> (Int, Int, Int)? {
  let path = FileManager.default.temporaryDirectory
    .appendingPathComponent("widget-tests-\(UUID().uuidString).png").path
  defer { try? FileManager.default.removeItem(atPath: path) }
  guard runTool(["import", "-window", "root", path]).status == 0,
    let surface = cairo_image_surface_create_from_png(path)
  else { return nil }
  defer { cairo_surface_destroy(surface) }
  guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
    x < cairo_image_surface_get_width(surface), y < cairo_image_surface_get_height(surface),
    let data = cairo_image_surface_get_data(surface)
  else { return nil }
  // ARGB32 is a native-endian word: blue, green, red, alpha in memory on little-endian.
  let offset = y * Int(cairo_image_surface_get_stride(surface)) + x * 4
  return (Int(data[offset + 2]), Int(data[offset + 1]), Int(data[offset]))
}
