import CGtk
import LayoutComposer
import Testing

@testable import LayoutComposerWidgets

extension WidgetsOnDisplay {
  /// Hidden widgets (`gtk_widget_set_visible(widget, FALSE)`) and hidden components
  /// (`isHidden`) are out of the layout: no space, no spacing, the tree not compiled again.
  @MainActor @Suite struct HidingTests {
    init() throws {
      try #require(InProcessGtk.isReady, "GTK could not open the tests' display")
    }

    @Test func hidingAWidgetRelaysOutWithoutRebuildingTheTree() throws {
      let first = Widget(ContainerTests.block(width: 10, height: 10))
      let second = Widget(ContainerTests.block(width: 10, height: 10))
      let third = Widget(ContainerTests.block(width: 10, height: 10))
      let middle = `$`(second, height: 40, marginTop: 10)
      let content = LayoutContainer()
      content.applyLayout(
        VBox(), items: [`$`(first, height: 30), middle, `$`(third, height: 20, marginTop: 5)])
      let window = TestWindow(child: content.widget, width: 200, height: 300)
      defer { window.close() }
      try #require(window.waitUntilShown())
      // 30, then 10 + 40, then 5 + 20: the third starts at 30 + 50 + 5 = 85.
      #expect(window.bounds(of: third.gtk) == Frame(x: 0, y: 85, width: 200, height: 20))
      let compiled = content.engine.compileCount

      gtk_widget_set_visible(second.gtk, 0)
      window.waitForNextFrame()
      // Hidden, the second takes no space, its margin included: the third is at 30 + 5.
      #expect(window.bounds(of: third.gtk) == Frame(x: 0, y: 35, width: 200, height: 20))
      #expect(gtk_widget_get_mapped(second.gtk) == 0)

      // An update while hidden is kept for when it is shown again.
      content.updateHeight(middle, 60)
      window.waitForNextFrame()
      #expect(window.bounds(of: third.gtk)?.y == 35)
      gtk_widget_set_visible(second.gtk, 1)
      window.waitForNextFrame()
      #expect(window.bounds(of: second.gtk) == Frame(x: 0, y: 40, width: 200, height: 60))
      #expect(window.bounds(of: third.gtk) == Frame(x: 0, y: 105, width: 200, height: 20))
      #expect(content.engine.compileCount == compiled)
    }

    @Test func hidingAContainersWidgetHidesTheWidgetsInIt() throws {
      let card = Widget(gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!)
      let inside = Widget(ContainerTests.block(width: 10, height: 10))
      let after = Widget(ContainerTests.block(width: 10, height: 10))
      let content = LayoutContainer()
      content.applyLayout(
        VBox(),
        items: [
          `$`(card, layout: VBox(), items: [`$`(inside, height: 30)], padding: (5, 5, 5, 5)),
          `$`(after, height: 20),
        ])
      let window = TestWindow(child: content.widget, width: 200, height: 300)
      defer { window.close() }
      try #require(window.waitUntilShown())
      // The card is its content, 30, plus padding 5 + 5.
      #expect(window.bounds(of: after.gtk)?.y == 40)
      gtk_widget_set_visible(card.gtk, 0)
      window.waitForNextFrame()
      #expect(window.bounds(of: after.gtk)?.y == 0)
      // The widget in the card is not drawn, though its own visible flag is untouched.
      #expect(gtk_widget_get_mapped(inside.gtk) == 0)
      #expect(gtk_widget_get_visible(inside.gtk) != 0)
      gtk_widget_set_visible(card.gtk, 1)
      window.waitForNextFrame()
      #expect(window.bounds(of: inside.gtk) == Frame(x: 5, y: 5, width: 190, height: 30))
      #expect(window.bounds(of: after.gtk)?.y == 40)
    }

    @Test func aHiddenWidgetLeavesNoSpacingBehind() throws {
      let blocks = (0..<3).map { _ in Widget(ContainerTests.block(width: 10, height: 10)) }
      let content = LayoutContainer()
      content.applyLayout(
        HBox(spacing: 8),
        items: [
          `$`(blocks[0], width: 30), `$`(blocks[1], width: 40), `$`(blocks[2], width: 50),
        ])
      let window = TestWindow(child: content.widget, width: 300, height: 100)
      defer { window.close() }
      try #require(window.waitUntilShown())
      // 30, 8, 40, 8: the third starts at 86; the row's natural width is 86 + 50 = 136.
      #expect(window.bounds(of: blocks[2].gtk) == Frame(x: 86, y: 0, width: 50, height: 100))
      #expect(MeasureTests.measure(content.widget, GTK_ORIENTATION_HORIZONTAL).natural == 136)

      gtk_widget_set_visible(blocks[1].gtk, 0)
      window.waitForNextFrame()
      // The middle one and one spacing are gone: 30 + 8 = 38, and 38 + 50 = 88 in all.
      #expect(window.bounds(of: blocks[2].gtk) == Frame(x: 38, y: 0, width: 50, height: 100))
      #expect(MeasureTests.measure(content.widget, GTK_ORIENTATION_HORIZONTAL).natural == 88)

      gtk_widget_set_visible(blocks[1].gtk, 1)
      window.waitForNextFrame()
      #expect(window.bounds(of: blocks[1].gtk) == Frame(x: 38, y: 0, width: 40, height: 100))
      #expect(window.bounds(of: blocks[2].gtk)?.x == 86)
    }

    @Test func aComponentsOwnIsHiddenOutlastsItsWidgetsVisibility() throws {
      let first = Widget(ContainerTests.block(width: 10, height: 10))
      let second = Widget(ContainerTests.block(width: 10, height: 10))
      let third = Widget(ContainerTests.block(width: 10, height: 10))
      let middle = `$`(second, height: 40)
      let content = LayoutContainer()
      content.applyLayout(
        VBox(spacing: 4), items: [`$`(first, height: 30), middle, `$`(third, height: 20)])
      let window = TestWindow(child: content.widget, width: 200, height: 300)
      defer { window.close() }
      try #require(window.waitUntilShown())
      // 30 + 4 + 40 + 4: the third at 78.
      #expect(window.bounds(of: third.gtk)?.y == 78)

      // Hidden by its options, the widget is not drawn and the third moves up to 30 + 4.
      content.update(middle) { $0.isHidden = true }
      window.waitForNextFrame()
      #expect(window.bounds(of: third.gtk)?.y == 34)
      #expect(gtk_widget_get_mapped(second.gtk) == 0)
      #expect(gtk_widget_get_visible(second.gtk) != 0)

      // Hiding and showing the widget leaves the component hidden by its options.
      gtk_widget_set_visible(second.gtk, 0)
      window.waitForNextFrame()
      gtk_widget_set_visible(second.gtk, 1)
      window.waitForNextFrame()
      #expect(window.bounds(of: third.gtk)?.y == 34)
      #expect(gtk_widget_get_mapped(second.gtk) == 0)

      // Shown by its options while its widget is hidden, it comes back with the widget.
      gtk_widget_set_visible(second.gtk, 0)
      window.waitForNextFrame()
      content.update(middle) { $0.isHidden = false }
      window.waitForNextFrame()
      #expect(window.bounds(of: third.gtk)?.y == 34)
      gtk_widget_set_visible(second.gtk, 1)
      window.waitForNextFrame()
      #expect(window.bounds(of: second.gtk) == Frame(x: 0, y: 34, width: 200, height: 40))
      #expect(window.bounds(of: third.gtk)?.y == 78)
    }
  }
}
