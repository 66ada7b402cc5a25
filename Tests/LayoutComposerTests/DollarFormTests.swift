import LayoutComposer
import Testing

// Every form of `$` takes every option (scripts/generate-dollar writes them from one table).
// The calls below did not compile when the forms were written by hand; each checks that the
// option it names reaches the component.

@Suite struct DollarFormTests {
  @Test func aPercentageWithValignFirst() {
    let a = `$`("a", valign: .bottom, height: 50%)
    #expect(a.options.valign == .bottom)
    #expect(a.options.percentages?.height == 50)
    #expect(a.options.height == nil)
  }

  @Test func overlaysAndPrioritiesWithOneChildAndPercentages() {
    let badge = `$`("badge")
    let b = `$`("b", width: 50%, layout: Fit(), item: `$`("c"), overlay: [badge])
    #expect(b.options.percentages?.width == 50)
    #expect(b.items.map(\.name) == ["c", "badge"])
    #expect(b.overlays.map(\.name) == ["badge"])
    let c = `$`(nil, width: 30%, layout: Fit(), item: `$`("c"), layoutPriority: 1, marginLeading: 4)
    #expect(c.options.layoutPriority == 1)
    #expect(c.options.marginLeading == 4)
  }

  @Test func halignFirstWithOneChild() {
    let d = `$`(nil, halign: .center, layout: Fit(), item: `$`("photo"), background: [`$`("bg")])
    #expect(d.options.halign == .center)
    #expect(d.backgrounds.map(\.name) == ["bg"])
    let e = `$`(nil, halign: .right, valign: .top, width: 80%, layout: Fit(), item: `$`("card"))
    #expect(e.options.percentages?.width == 80)
    #expect(e.options.valign == .top)
  }

  @Test func valignFirstTakesHalignAndGridCells() {
    let f = `$`("f", valign: .top, halign: .left, column: 1, row: 2, columnSpan: 2)
    #expect(f.options.halign == .left)
    #expect(f.options.gridPlace == GridPlace(column: 1, row: 2, columnSpan: 2, rowSpan: 1))
    let g = `$`(nil, valign: .center, height: 25%, layout: Fit(), item: `$`("card"), name: "g")
    #expect(g.name == "g")
    #expect(g.options.percentages?.height == 25)
  }

  @Test func theOriginalCallsStillMeanWhatTheyMeant() {
    // LayoutComposer's README order, unchanged: these pick the plain forms.
    let relative = `$`("view1", halign: .left, valign: .top, width: 200, height: 100)
    #expect(relative.options.width == 200)
    #expect(relative.options.percentages == nil)
    let fit = `$`(nil, layout: Fit(), item: `$`("photo", margins: (8, 8, 8, 8)))
    #expect(fit.items.count == 1)
    #expect(fit.items[0].options.margins == Insets(top: 8, left: 8, bottom: 8, right: 8))
  }
}
