import CGtk
import LayoutComposer
import Testing

@testable import LayoutComposerWidgets

extension WidgetsOnDisplay {
  /// What the container answers GTK's measure: widths from the tree's natural and minimum
  /// sizes, and heights for exactly the width GTK gives, as the allocation lays the tree out.
  /// Engine items only (Text measures 8 per character, 20 a line; Placeholder is fixed), so
  /// every number is derived by hand.
  @MainActor @Suite struct MeasureTests {
    init() throws {
      try #require(InProcessGtk.isReady, "GTK could not open the tests' display")
    }

    /// GTK's minimum and natural size of `widget` on one axis, for `forSize` on the other.
    static func measure(
      _ widget: UnsafeMutablePointer<GtkWidget>, _ orientation: GtkOrientation,
      forSize: Int32 = -1
    ) -> (minimum: Int32, natural: Int32) {
      var minimum: Int32 = -1
      var natural: Int32 = -1
      gtk_widget_measure(widget, orientation, forSize, &minimum, &natural, nil, nil)
      return (minimum, natural)
    }

    @Test func theRootsMarginsAreInTheSizes() {
      let content = LayoutContainer()
      content.applyLayout(
        `$`(
          nil, margins: (5, 5, 5, 5), layout: HBox(align: .start, spacing: 8),
          items: [`$`(Text("Hello world")), `$`(Placeholder("p", width: 20, height: 30))]))
      // Natural: "Hello world" 88 + 8 + 20 + 10 = 126. Minimum: the text at its longest
      // word, "Hello" 40: 40 + 8 + 20 + 10 = 78.
      #expect(Self.measure(content.widget, GTK_ORIENTATION_HORIZONTAL) == (78, 126))
      // At its natural width (GTK's -1) one line: max(20, 30) + 10 = 40, at least and at
      // most (nothing can shrink).
      #expect(Self.measure(content.widget, GTK_ORIENTATION_VERTICAL) == (40, 40))
      // 100 wide, the text has 100 - 10 - 8 - 20 = 62 and wraps to two lines: 40 + 10.
      #expect(Self.measure(content.widget, GTK_ORIENTATION_VERTICAL, forSize: 100) == (50, 50))
    }

    @Test func aStretchedAspectRatioIsAsHighAsTheWidthGtkGives() {
      let content = LayoutContainer()
      content.applyLayout(
        VBox(),
        items: [
          `$`(Placeholder("p", width: 100, height: 50), aspectRatio: 2),
          `$`(Text("Hello world again")),
        ])
      // Natural width: the text, 17 × 8 = 136. Minimum: the placeholder, 100 (the text
      // wraps down to 40).
      #expect(Self.measure(content.widget, GTK_ORIENTATION_HORIZONTAL) == (100, 136))
      // At 136 the placeholder stretches to 136, so 68 high; the text 20: 88.
      #expect(Self.measure(content.widget, GTK_ORIENTATION_VERTICAL) == (88, 88))
      // At 300 it stretches to 300: 150 + 20 = 170 (asked "at most 300", the tree would
      // hug 136 and answer 88).
      #expect(Self.measure(content.widget, GTK_ORIENTATION_VERTICAL, forSize: 300) == (170, 170))
    }

    @Test func flexChildrenWrapLessWhenGtkGivesMoreWidth() {
      let content = LayoutContainer()
      content.applyLayout(
        HBox(),
        items: [
          `$`(Text("Hello world again and again"), flex: 1),
          `$`(Text("Second text here"), flex: 1),
        ])
      // Natural width: 27 × 8 + 16 × 8 = 216 + 128 = 344.
      #expect(Self.measure(content.widget, GTK_ORIENTATION_HORIZONTAL).natural == 344)
      // At 344 each flex child gets 172: the first wraps after "and" (21 × 8 = 168): 40.
      #expect(Self.measure(content.widget, GTK_ORIENTATION_VERTICAL).natural == 40)
      // At 600 each gets 300 and both are one line: 20.
      #expect(Self.measure(content.widget, GTK_ORIENTATION_VERTICAL, forSize: 600) == (20, 20))
    }

    @Test func aRootWithMaxWidthIsMeasuredAtThatWidth() {
      let content = LayoutContainer()
      content.applyLayout(
        `$`(
          nil, layout: VBox(),
          items: [
            `$`(Text("Hello world again and again")),
            `$`(Placeholder("q", width: 40, height: 10), aspectRatio: 1),
          ], padding: (1, 2, 3, 4), maxWidth: 150))
      // In 600 the root is 150 wide, its content 150 - 2 - 4 = 144: the text wraps after
      // "again" (17 × 8 = 136), two lines, 40; the square stretches to 144.
      // 1 + 40 + 144 + 3 = 188.
      #expect(Self.measure(content.widget, GTK_ORIENTATION_VERTICAL, forSize: 600) == (188, 188))
    }
  }
}
