import CGtk
import Foundation
import LayoutComposer
import Testing

@testable import LayoutComposerWidgets

extension WidgetsOnDisplay {
  /// Grids and wrapping stacks of real GTK widgets (labels, entries, buttons) in a window: each
  /// widget is allocated the frame the rules give for the sizes GTK reports (docs/semantics.md,
  /// G1–G7 and W1–W4), and the engine's frames are the same.
  @MainActor @Suite struct GridAndWrapTests {
    init() throws {
      try #require(InProcessGtk.isReady, "GTK could not open the tests' display")
    }

    /// GTK's natural width, and its natural height at `width` (at the natural width if nil).
    static func natural(
      _ widget: UnsafeMutablePointer<GtkWidget>, width: Double? = nil
    ) -> Size {
      var natural: Int32 = 0
      gtk_widget_measure(widget, GTK_ORIENTATION_HORIZONTAL, -1, nil, &natural, nil, nil)
      var height: Int32 = 0
      let forWidth = width.map { Int32($0) } ?? natural
      gtk_widget_measure(widget, GTK_ORIENTATION_VERTICAL, forWidth, nil, &height, nil, nil)
      return Size(width: Double(natural), height: Double(height))
    }

    @Test func aSettingsFormGridOfRealWidgets() throws {
      let nameLabel = Widget(gtk_label_new("Name")!, name: "nameLabel")
      let nameEntry = Widget(gtk_entry_new()!, name: "nameEntry")
      let emailLabel = Widget(gtk_label_new("Email address")!, name: "emailLabel")
      let emailEntry = Widget(gtk_entry_new()!, name: "emailEntry")
      let notesEntry = Widget(gtk_entry_new()!, name: "notesEntry")
      let saveButton = Widget(gtk_button_new_with_label("Save")!, name: "saveButton")
      let content = LayoutContainer()
      content.applyLayout(
        `$`(
          nil,
          layout: Grid(columns: [.content, .fraction(1)], columnSpacing: 12, rowSpacing: 8),
          items: [
            `$`(nameLabel, halign: .leading, valign: .center), `$`(nameEntry),
            `$`(emailLabel, halign: .leading, valign: .center), `$`(emailEntry),
            `$`(notesEntry, column: 0, row: 2, columnSpan: 2),
            `$`(saveButton, halign: .trailing, column: 1, row: 3),
          ], padding: (12, 12, 12, 12)))
      let window = TestWindow(child: content.widget, width: 480, height: 300)
      defer { window.close() }
      try #require(window.waitUntilShown())

      // By hand, from the sizes GTK reports. Padding 12: the content box is 456 wide from
      // x 12. Column 0 (.content) is the wider label's natural width (G3, G5); column 1
      // (.fraction(1)) the rest, 456 − 12 − c0, from x 12 + c0 + 12. Rows (.content) are
      // their tallest cell at the cell's width: a label's height, an entry's at c1 (or, for
      // the spanning one, at 456), the button's natural height. Labels sit at their own size
      // at the leading edge, centred on their row; entries fill their cells; the button is its
      // natural size at the trailing edge of column 1.
      let name = Self.natural(nameLabel.gtk)
      let email = Self.natural(emailLabel.gtk)
      let c0 = max(name.width, email.width)
      let c1 = 456 - 12 - c0
      let entryHeight = Self.natural(nameEntry.gtk, width: c1).height
      let notesHeight = Self.natural(notesEntry.gtk, width: 456).height
      let save = Self.natural(saveButton.gtk)
      let row0 = max(name.height, entryHeight)
      let row1 = max(email.height, entryHeight)
      let y1 = 12 + row0 + 8
      let y2 = y1 + row1 + 8
      let y3 = y2 + notesHeight + 8
      let expected: [(Widget, Frame)] = [
        (
          nameLabel,
          Frame(x: 12, y: 12 + (row0 - name.height) / 2, width: name.width, height: name.height)
        ),
        (nameEntry, Frame(x: 24 + c0, y: 12, width: c1, height: row0)),
        (
          emailLabel,
          Frame(x: 12, y: y1 + (row1 - email.height) / 2, width: email.width, height: email.height)
        ),
        (emailEntry, Frame(x: 24 + c0, y: y1, width: c1, height: row1)),
        (notesEntry, Frame(x: 12, y: y2, width: 456, height: notesHeight)),
        (saveButton, Frame(x: 468 - save.width, y: y3, width: save.width, height: save.height)),
      ]
      let frames = try #require(content.frames)
      #expect(frames.problems.isEmpty)
      for (widget, frame) in expected {
        let name = widget.name ?? "?"
        #expect(frames.absoluteFrame(named: name) == frame, "\(name)")
        // GTK's allocation: the frame with each edge on the nearest pixel (docs/widgets.md).
        #expect(window.bounds(of: widget.gtk) == frame.edgesRounded, "\(name)")
      }
      #expect(
        frames.gridCell(at: frames.index(named: "emailEntry")!) == GridPlace(column: 1, row: 1))
    }

    @Test func aWrappingRowOfButtonsWrapsAtTheWindowsWidthAndUnwrapsWhenWider() throws {
      let labels = ["Alpha", "Bravo", "Charlie", "Delta"]
      let buttons = labels.map { Widget(gtk_button_new_with_label($0)!, name: $0) }
      let content = LayoutContainer()
      content.applyLayout(
        HBox(align: .start, spacing: 8, wrap: true, lineSpacing: 6),
        items: buttons.map { `$`($0) })
      let sizes = buttons.map { Self.natural($0.gtk) }
      // W1: the first three fit a row of w0 + 8 + w1 + 8 + w2; one pixel less, Charlie starts
      // line 1 at x 0, y = Alpha's line height + 6, and Delta follows it at w2 + 8.
      let three = sizes[0].width + 8 + sizes[1].width + 8 + sizes[2].width
      let line0 = max(sizes[0].height, sizes[1].height)
      let window = TestWindow(child: content.widget, width: Int32(three) - 1, height: 200)
      defer { window.close() }
      try #require(window.waitUntilShown())
      #expect(
        window.bounds(of: buttons[0].gtk)
          == Frame(x: 0, y: 0, width: sizes[0].width, height: sizes[0].height))
      #expect(
        window.bounds(of: buttons[1].gtk)
          == Frame(x: sizes[0].width + 8, y: 0, width: sizes[1].width, height: sizes[1].height))
      #expect(
        window.bounds(of: buttons[2].gtk)
          == Frame(x: 0, y: line0 + 6, width: sizes[2].width, height: sizes[2].height))
      #expect(
        window.bounds(of: buttons[3].gtk)
          == Frame(
            x: sizes[2].width + 8, y: line0 + 6, width: sizes[3].width, height: sizes[3].height))
      let frames = try #require(content.frames)
      #expect(frames.wrapLine(at: frames.index(named: "Charlie")!) == 1)

      // Exactly as wide as the three: Charlie is back on line 0, Delta alone on line 1.
      window.resize(width: Int32(three), height: 200)
      try #require(window.waitForNextFrame())
      InProcessGtk.spin(timeout: 2) { window.bounds(of: buttons[2].gtk)?.y == 0 }
      #expect(
        window.bounds(of: buttons[2].gtk)
          == Frame(
            x: three - sizes[2].width, y: 0, width: sizes[2].width, height: sizes[2].height))
      let line0Wide = max(line0, sizes[2].height)
      #expect(
        window.bounds(of: buttons[3].gtk)
          == Frame(x: 0, y: line0Wide + 6, width: sizes[3].width, height: sizes[3].height))
    }
  }
}
