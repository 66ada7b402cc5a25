import LayoutComposer
import LayoutLines
import Testing

// The README's examples, kept here so the README cannot drift from what the library does.
// Derivations by hand from docs/semantics.md.

@Suite struct ReadmeTests {
  @Test func firstExample() {
    let header = `$`("header", height: 50)
    let screen = `$`(
      nil, layout: VBox(defaultMargins: (10, 10, 0, 10)),
      items: [
        header,
        `$`(
          nil, flex: 1, layout: HBox(spacing: 10),
          items: [
            `$`("sidebar", width: 80),
            `$`("content", flex: 1),
          ]),
        `$`("footer", height: 30, marginBottom: 10),
      ])
    var tree = LayoutTree(screen)
    let frames = tree.layout(in: Size(width: 320, height: 480))
    // Margins: (10, 10, 0, 10) for each child, the footer's bottom is 10; so every child is
    // 320 - 20 = 300 wide at x = 10. Main axis: margins 10 + 10 + (10 + 10) = 40, fixed
    // heights 50 + 30, so the HBox (flex 1) gets F = 480 - 80 - 40 = 360.
    // y: header 10; HBox 10 + 50 + 10 = 70; footer 70 + 360 + 10 = 440 (ends at 470, + 10).
    // In the HBox (300 wide, spacing 10): sidebar 80 at 0; content 300 - 80 - 10 = 210 at 90.
    let expected = """
      VBox {0, 0, 320, 480}
        header {10, 10, 300, 50}
        HBox {10, 70, 300, 360}
          sidebar {0, 0, 80, 360}
          content {90, 0, 210, 360}
        footer {10, 440, 300, 30}
      """
    #expect(frames.dump() == expected)
    #expect(frames[header] == Frame(x: 10, y: 10, width: 300, height: 50))
    #expect(frames.absoluteFrame(named: "content") == Frame(x: 100, y: 70, width: 210, height: 360))
  }

  @Test func testingYourLayoutsExample() {
    let frames = `$`(
      nil, layout: VBox(),
      items: [
        `$`("header", height: 50),
        `$`("body", flex: 1),
      ]
    ).layout(in: Size(width: 320, height: 480))
    // body: y 50, 480 - 50 = 430 high.
    #expect(frames["body"] == Frame(x: 0, y: 50, width: 320, height: 430))
    #expect(
      frames.dump() == """
        VBox {0, 0, 320, 480}
          header {0, 0, 320, 50}
          body {0, 50, 320, 430}
        """)
  }

  @Test func changingALayoutExample() {
    let header = `$`("header", height: 50)
    var tree = LayoutTree(`$`(nil, layout: VBox(), items: [header, `$`("body", flex: 1)]))
    _ = tree.layout(in: Size(width: 320, height: 480))
    tree.updateHeight(header, 60)
    tree.update(header) { $0.marginTop = 4 }
    let again = tree.layout(in: Size(width: 320, height: 480))
    // header: 60 high at y 4; body: y 64, 480 - 64 = 416 high.
    #expect(again[header] == Frame(x: 0, y: 4, width: 320, height: 60))
    #expect(again["body"] == Frame(x: 0, y: 64, width: 320, height: 416))
  }

  // The README's "Beyond boxes" lines, compiled as written, with the names they use.
  @Test func beyondBoxes() {
    let subtitleAndDate = `$`(
      nil, layout: HBox(spacing: 8),
      items: [`$`(Text("Volcanoes and beaches")), `$`(Text("Jun 2024"))])
    let subtitleOnly = `$`(Text("Volcanoes and beaches"))
    let title = `$`(Text("Trip collections", fontSize: 22))
    let showAll = `$`(Text("Show All", fontSize: 14))
    let banner = Placeholder("banner", height: 40)
    let email = `$`("email")
    let password = `$`("password")
    let login = `$`("login")

    let photo = `$`(
      Placeholder("photo", width: 185, height: 150),
      overlay: [`$`(Text("3"), halign: .right, valign: .top, margins: (8, 8, 8, 8))])
    let date = `$`(Text("Nov 29, 2026"), layoutPriority: 1)
    let fits = `$`(
      nil, layout: FirstThatFits(axes: .horizontal), items: [subtitleAndDate, subtitleOnly])
    let header = `$`(nil, layout: HBox(align: .firstBaseline), items: [title, showAll])
    let wide = `$`(banner, width: 80%, marginLeading: 16)
    let form = layout(100, |-email-| ~ 80, 8, |-password-| ~ 80, "", |login| ~ 80, 0)
    var tree = LayoutTree(
      `$`(nil, layout: VBox(align: .start), items: [photo, date, fits, header, wide, form]))
    let frames = tree.layout(in: Size(width: 375, height: 1000), direction: .rightToLeft)
    // The overlay "3" (8 × 20) sits in the photo's top-right corner: x = 185 − 8 − 8 = 169.
    // In right-to-left the photo (aligned .start) is at the right: 375 − 185 = 190.
    #expect(frames.absoluteFrame(named: "photo")?.x == 190)
    let count = frames.children(of: frames.index(named: "photo")!)[0]
    #expect(frames.decoration(at: count) == .overlay)
    #expect(frames.absoluteFrame(at: count) == Frame(x: 359, y: 8, width: 8, height: 20))
    // The banner is 80% of 375 = 300 wide, 16 from the leading (right) edge: x = 375 − 16 − 300.
    #expect(
      frames.absoluteFrame(named: "banner")
        == Frame(x: 59, y: 150 + 20 + 20 + 27.5, width: 300, height: 40))
  }
}
