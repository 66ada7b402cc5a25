import LayoutComposer
import Testing

// Chainable modifiers (Sources/LayoutComposer/Modifiers.swift): each builds what the label of
// the same name builds, so every expectation here is the labelled form of the same component.

/// The options of a component and of everything inside it, with each child's role, for
/// comparing two ways of writing one tree.
private func written(_ component: Component) -> [ComponentOptions] {
  [component.options] + component.items.flatMap(written)
}

@Suite struct ModifierTests {
  @Test func theIssuesExampleBuildsTheLabelledComponent() {
    let badge = `$`("badge", halign: .right, valign: .top)
    let chained = `$`("title").padding(12).flex(1).overlay { badge }
    let labelled = `$`("title", flex: 1, padding: (12, 12, 12, 12), overlay: [badge])
    #expect(written(chained) == written(labelled))
    #expect(chained.overlays.map(\.name) == ["badge"])
    // Laid out in the same VBox, the two give the same frames.
    let size = Size(width: 200, height: 100)
    let a = `$`(nil, layout: VBox(), items: [chained]).layout(in: size)
    let b = `$`(nil, layout: VBox(), items: [labelled]).layout(in: size)
    #expect(a["title"] == Frame(x: 0, y: 0, width: 200, height: 100))
    #expect(a["title"] == b["title"])
    #expect(a["badge"] == b["badge"])
  }

  @Test func everyOptionHasAModifierThatSetsWhatItsLabelSets() {
    let pairs: [(String, Component, Component)] = [
      ("name", `$`("a").name("n"), `$`("a", name: "n")),
      ("width", `$`("a").width(120), `$`("a", width: 120)),
      ("width %", `$`("a").width(50%), `$`("a", width: 50%)),
      ("height", `$`("a").height(40), `$`("a", height: 40)),
      ("minWidth", `$`("a").minWidth(10), `$`("a", minWidth: 10)),
      ("maxWidth %", `$`("a").maxWidth(80%), `$`("a", maxWidth: 80%)),
      ("minHeight", `$`("a").minHeight(44), `$`("a", minHeight: 44)),
      ("maxHeight", `$`("a").maxHeight(300), `$`("a", maxHeight: 300)),
      ("flex", `$`("a").flex(2), `$`("a", flex: 2)),
      ("align", `$`("a").align(.center), `$`("a", align: .center)),
      ("halign", `$`("a").halign(.right), `$`("a", halign: .right)),
      ("valign", `$`("a").valign(.bottom), `$`("a", valign: .bottom)),
      ("margins", `$`("a").margins((1, 2, 3, 4)), `$`("a", margins: (1, 2, 3, 4))),
      ("margins all", `$`("a").margins(8), `$`("a", margins: (8, 8, 8, 8))),
      ("marginTop", `$`("a").marginTop(5), `$`("a", marginTop: 5)),
      ("marginLeft %", `$`("a").marginLeft(10%), `$`("a", marginLeft: 10%)),
      ("marginBottom", `$`("a").marginBottom(6), `$`("a", marginBottom: 6)),
      ("marginRight", `$`("a").marginRight(7), `$`("a", marginRight: 7)),
      ("marginLeading", `$`("a").marginLeading(16), `$`("a", marginLeading: 16)),
      ("marginTrailing", `$`("a").marginTrailing(4), `$`("a", marginTrailing: 4)),
      ("padding", `$`("a").padding((1, 2, 3, 4)), `$`("a", padding: (1, 2, 3, 4))),
      ("aspectRatio", `$`("a").aspectRatio(1.5), `$`("a", aspectRatio: 1.5)),
      (
        "aspectRatio fit", `$`("a").aspectRatio(1, contentMode: .fit),
        `$`("a", aspectRatio: 1, contentMode: .fit)
      ),
      ("contentMode", `$`("a").contentMode(.fill), `$`("a", contentMode: .fill)),
      ("layoutPriority", `$`("a").layoutPriority(1), `$`("a", layoutPriority: 1)),
      (
        "cell", `$`("a").cell(column: 1, row: 0, columnSpan: 2),
        `$`("a", column: 1, row: 0, columnSpan: 2)
      ),
      ("background", `$`("a").background { `$`("b") }, `$`("a", background: [`$`("b")])),
    ]
    for (option, chained, labelled) in pairs {
      #expect(written(chained) == written(labelled), "\(option)")
      // Something was set: a modifier that did nothing would pass the line above only if
      // its label did nothing too.
      #expect(written(chained) != written(`$`("a")), "\(option)")
    }
  }

  @Test func theOrderOfModifiersDoesNotMatter() {
    let one = `$`("a").flex(1).padding(4).width(30%).marginTop(8)
    let two = `$`("a").marginTop(8).width(30%).padding(4).flex(1)
    #expect(written(one) == written(two))
    #expect(
      written(one) == written(`$`("a", width: 30%, flex: 1, marginTop: 8, padding: (4, 4, 4, 4))))
  }

  @Test func aSecondCallOfTheSameModifierWins() {
    // A percentage and then points: the points win, and no percentage is left behind.
    #expect(written(`$`("a").width(50%).width(120)) == written(`$`("a", width: 120)))
    #expect(written(`$`("a").width(120).width(50%)) == written(`$`("a", width: 50%)))
    #expect(written(`$`("a").flex(1).flex(3)) == written(`$`("a", flex: 3)))
  }

  @Test func aModifiedComponentKeepsItsIdentityAndSource() {
    let plain = `$`("a")
    let modified = plain.height(20)
    #expect(modified.id == plain.id)
    #expect(modified.source == plain.source)
    let frames = `$`(nil, layout: VBox(), items: [modified, `$`("b", flex: 1)])
      .layout(in: Size(width: 100, height: 100))
    #expect(frames[modified] == Frame(x: 0, y: 0, width: 100, height: 20))
  }

  @Test func overlaysAndBackgroundsKeepTheirOrder() {
    // Backgrounds first (in the order given), then the children, then overlays: the order the
    // frame tree shows and the previewer draws.
    let card = `$`(nil, layout: VBox(), items: [`$`("body")])
      .background { `$`("shadow") }
      .overlay { `$`("badge") }
      .background([`$`("tint")])
      .overlay([`$`("ring")])
    #expect(card.items.map(\.name) == ["shadow", "tint", "body", "badge", "ring"])
    #expect(card.laidOutItems.map(\.name) == ["body"])
  }

  @Test func theBuilderTakesConditionsAndLoops() {
    let unread = 3
    let showRing = false
    let avatar = `$`("avatar").overlay {
      if unread > 0 { `$`("badge") }
      if showRing { `$`("ring") } else { `$`("dot") }
      for index in 0..<2 { `$`("tick\(index)") }
    }
    #expect(avatar.overlays.map(\.name) == ["badge", "dot", "tick0", "tick1"])
  }

  @Test func hiddenTakesTheComponentOutOfTheLayout() {
    let frames = `$`(
      nil, layout: VBox(), items: [`$`("a", height: 30).hidden(), `$`("b", height: 30)]
    ).layout(in: Size(width: 100, height: 100))
    #expect(frames["b"] == Frame(x: 0, y: 0, width: 100, height: 30))
    #expect(frames["a"]?.width == 0)
  }
}
