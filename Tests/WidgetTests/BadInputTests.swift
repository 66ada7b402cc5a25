import CGtk
import Foundation
import LayoutComposer
import Testing

@testable import LayoutComposerWidgets

extension WidgetsOnDisplay {
  /// Widgets given where they cannot go: a clear line on standard error with the place, and
  /// the rest of the layout as asked.
  @MainActor @Suite struct BadInputTests {
    init() throws {
      try #require(InProcessGtk.isReady, "GTK could not open the tests' display")
    }

    /// What `body` writes on standard error (file descriptor 2, redirected to a pipe).
    static func standardError(_ body: () -> Void) -> String {
      let pipe = Pipe()
      let saved = dup(2)
      dup2(pipe.fileHandleForWriting.fileDescriptor, 2)
      body()
      dup2(saved, 2)
      close(saved)
      try? pipe.fileHandleForWriting.close()
      return String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    }

    @Test func aWidgetInTwoPlacesIsPlacedOnceWithAWarning() {
      let label = Widget(gtk_label_new("twice")!, name: "twice")
      let content = LayoutContainer()
      let errors = Self.standardError {
        content.applyLayout(
          VBox(), items: [`$`(label, height: 20), `$`("gap", height: 5), `$`(label, height: 30)])
      }
      #expect(
        errors
          == "LayoutContainer.applyLayout: root.items[2] \"twice\" (GtkLabel): the widget is"
          + " already in root.items[0]; it is placed there only\n")
      #expect(gtk_widget_get_parent(label.gtk) == content.widget)
      #expect(content.namedWidgets.count == 1)
    }

    /// A widget given as a background and again as an item: the warning names both places
    /// as the engine does (`background[0]`, not the index among the host's items).
    @Test func aBackgroundWidgetIsNamedByTheEnginesPath() {
      let label = Widget(gtk_label_new("behind")!, name: "behind")
      let content = LayoutContainer()
      let errors = Self.standardError {
        content.applyLayout(
          VBox(),
          items: [`$`("card", height: 40, background: [`$`(label)]), `$`(label, height: 30)])
      }
      #expect(
        errors
          == "LayoutContainer.applyLayout: root.items[1] \"behind\" (GtkLabel): the widget is"
          + " already in root.items[0].background[0]; it is placed there only\n")
    }

    @Test func aWidgetWithAnotherParentStaysThere() {
      let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
      g_object_ref_sink(box)
      defer { g_object_unref(box) }
      let button = gtk_button_new_with_label("elsewhere")!
      gtk_box_append(UnsafeMutableRawPointer(box).assumingMemoryBound(to: GtkBox.self), button)
      let content = LayoutContainer()
      let errors = Self.standardError {
        content.applyLayout(VBox(), items: [`$`("top", height: 10), `$`(Widget(button))])
      }
      #expect(
        errors
          == "LayoutContainer.applyLayout: root.items[1] (GtkButton): the widget already has a"
          + " parent (GtkBox); it stays there and is not placed\n")
      #expect(gtk_widget_get_parent(button) == box)
    }
  }
}
