import CGtk
import LayoutComposer
import Testing

@testable import LayoutComposerWidgets

extension WidgetsOnDisplay {
  /// A container's tree as deep as the engine takes: the container walks the engine's nodes
  /// with a stack of its own, so depth does not use up the thread's stack.
  @MainActor @Suite struct DeepWidgetTreeTests {
    init() throws {
      try #require(InProcessGtk.isReady, "GTK could not open the tests' display")
    }

    @Test func aWidgetAHundredThousandLevelsDownIsAdoptedAndAllocated() throws {
      let label = Widget(gtk_label_new("deep")!, name: "deep")
      var tree = `$`(label, width: 40, height: 20)
      for _ in 0..<100_000 { tree = `$`(nil, layout: VBox(), items: [tree]) }
      let content = LayoutContainer()
      content.applyLayout(tree)
      // Pre-order, one node a level: the root is node 0, the label node 100,000.
      #expect(content.engine.widgetNodes.map(\.node) == [100_000])
      #expect(gtk_widget_get_parent(label.gtk) == content.widget)
      let window = TestWindow(child: content.widget, width: 200, height: 100)
      defer { window.close() }
      try #require(window.waitUntilShown())
      // Every VBox is the window's width (stretched across) and its child's height, at the
      // top; the label, 40 × 20 of its own, is centred across its VBox (rule 7: `.stretch`
      // with an explicit width): x = (200 − 40) / 2 = 80, y 0.
      #expect(window.bounds(of: label.gtk) == Frame(x: 80, y: 0, width: 40, height: 20))
    }
  }
}
