import LayoutComposer
import Testing

// What the user wrote survives compiling: `options(at:)` gives back the options a
// component was made with, not the style the engine resolved them into.

@Suite struct WrittenOptionsTests {
  func tree(_ child: Component) -> LayoutTree {
    LayoutTree(`$`(nil, layout: VBox(), items: [child]), checks: .off)
  }

  @Test func aMarginsTupleStaysATuple() {
    let options = tree(`$`("a", margins: (1, 2, 3, 4))).options(at: 1)
    #expect(options.margins == Insets(top: 1, left: 2, bottom: 3, right: 4))
    #expect(options.marginTop == nil && options.marginLeft == nil)
    // With a side of its own too, both are kept, and the side still wins where it lays out.
    var both = tree(`$`("b", margins: (1, 2, 3, 4), marginTop: 9))
    #expect(both.options(at: 1).margins == Insets(top: 1, left: 2, bottom: 3, right: 4))
    #expect(both.options(at: 1).marginTop == 9)
    #expect(both.effectiveMargins(at: 1) == Insets(top: 9, left: 2, bottom: 3, right: 4))
    #expect(both.layout(in: Size(width: 100, height: 100))["b"]?.y == 9)
  }

  @Test func valuesThatMeanUnsetOrWereClampedComeBackAsWritten() {
    let options = tree(`$`("a", width: -5, flex: 0, minWidth: 0, maxWidth: .infinity)).options(
      at: 1)
    #expect(options.width == -5)
    #expect(options.flex == 0)
    #expect(options.minWidth == 0)
    #expect(options.maxWidth == .infinity)
  }

  @Test func aNameIsTheOptionNotTheItems() {
    let t = tree(`$`("label", height: 10))
    #expect(t.options(at: 1).name == nil)  // the string item names the component itself
    #expect(tree(`$`("label", name: "title")).options(at: 1).name == "title")
  }

  /// The name a node goes by is the option where there is one, else the item's: what the
  /// widgets' container names a widget by (an item's name is not an option it wrote).
  @Test func theNameANodeGoesByIsTheOptionOrElseTheItems() {
    #expect(tree(`$`("label", height: 10)).name(at: 1) == "label")
    #expect(tree(`$`("label", name: "title")).name(at: 1) == "title")
    #expect(tree(`$`(nil, height: 10)).name(at: 1) == nil)
  }

  @Test func updatesKeepWhatTheyDoNotChange() {
    let a = `$`("a", margins: (1, 2, 3, 4))
    var t = LayoutTree(`$`(nil, layout: VBox(), items: [a]), checks: .off)
    t.update(a) { $0.marginTop = 20 }
    #expect(t.options(at: 1).margins == Insets(top: 1, left: 2, bottom: 3, right: 4))
    #expect(t.options(at: 1).marginTop == 20)
    // Left 2 and right 4 stay: the child is 100 − 6 wide, 20 below the top.
    #expect(
      t.layout(in: Size(width: 100, height: 100))[a] == Frame(x: 2, y: 20, width: 94, height: 0))
  }

  @Test func anUpdateCanSetAndClearAName() {
    let a = `$`("a", height: 10)
    var t = LayoutTree(`$`(nil, layout: VBox(), items: [a]), checks: .off)
    t.update(a) { $0.name = "renamed" }
    #expect(t.layout(in: Size(width: 10, height: 10)).frame(named: "renamed") != nil)
    t.update(a) { $0.name = nil }
    let frames = t.layout(in: Size(width: 10, height: 10))
    #expect(frames.frame(named: "renamed") == nil)
    #expect(frames.frame(named: "a") == Frame(x: 0, y: 0, width: 10, height: 10))
  }
}
