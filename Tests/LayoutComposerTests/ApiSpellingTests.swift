import LayoutComposer
import Testing

// The argument orders LayoutComposer's README uses must compile and mean the same as the
// canonical order.

@Suite struct ApiSpellingTests {
  @Test func stackInitializerOrders() {
    let canonical = VBox(align: .start, pack: .center, defaultMargins: (1, 2, 3, 4))
    #expect(VBox(defaultMargins: (1, 2, 3, 4), align: .start, pack: .center) == canonical)
    #expect(
      VBox(defaultMargins: (1, 2, 3, 4), pack: .end)
        == VBox(align: .stretch, pack: .end, defaultMargins: (1, 2, 3, 4)))
    #expect(
      HBox(pack: .fit, defaultMargins: (0, 10, 0, 0)).spec
        == .hbox(
          StackSettings(
            align: .stretch, pack: .fit,
            defaultMargins: Insets(top: 0, left: 10, bottom: 0, right: 0),
            spacing: 0)))
    #expect(
      VBox(defaultMargins: (1, 1, 1, 1)).defaultMargins
        == Insets(top: 1, left: 1, bottom: 1, right: 1))
  }

  @Test func alignmentFirstComponentOrder() {
    let a = `$`("a", halign: .left, valign: .top, width: 200, height: 100)
    let b = `$`("b", width: 200, height: 100, halign: .left, valign: .top)
    #expect(a.options == b.options)
    let c = `$`("c", valign: .bottom, height: 40)
    #expect(c.options.valign == .bottom && c.options.height == 40)
  }

  @Test func sourceLocationIsCaptured() {
    let line = #line + 1
    let a = `$`("a")
    #expect(
      a.source == SourceLocation(fileID: "LayoutComposerTests/ApiSpellingTests.swift", line: line))
  }

  @Test func stringAndPlaceholderItemsNameTheirComponent() {
    #expect(`$`("header").name == "header")
    #expect(`$`(Placeholder("icon", width: 5, height: 5)).name == "icon")
    #expect(`$`(Placeholder("icon"), name: "avatar").name == "avatar")
    #expect(`$`(nil).name == nil)
  }
}
