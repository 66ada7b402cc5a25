import CGtk
import LayoutComposerWidgets

/// The inspector panel: a title with a Copy button over a two-column property list (names
/// on the left, values on the right; values are selectable, so any one can be copied, and
/// Copy puts the whole report on the clipboard as text).
///
/// ```swift
/// let inspector = InspectorView()
/// inspector.show(InspectorReport(node: 2, in: snapshot))
/// ```
@MainActor
final class InspectorView {
  /// The panel, for the window to place; it holds its own reference until `release`.
  let root: GPointer
  private let title: GPointer
  private let grid: GPointer
  private let copyButton: GPointer
  private var report: InspectorReport?
  private var message = ""
  /// Called with a node when a row that names a component is clicked (a parent, an item).
  var onSelect: (@MainActor (Int) -> Void)?

  init() {
    root = adopt(raw(gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)))
    gtk_widget_add_css_class(root.as(GtkWidget.self), "composer-inspector")

    let header = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!
    gtk_widget_add_css_class(header, "composer-inspector-header")
    title = adopt(raw(gtk_label_new("")))
    gtk_label_set_xalign(title.opaque, 0)
    gtk_label_set_ellipsize(title.opaque, PANGO_ELLIPSIZE_END)
    gtk_label_set_selectable(title.opaque, 1)
    gtk_widget_add_css_class(title.as(GtkWidget.self), "title-4")
    gtk_widget_set_hexpand(title.as(GtkWidget.self), 1)
    gtk_box_append(raw(header).as(GtkBox.self), title.as(GtkWidget.self))
    copyButton = adopt(raw(gtk_button_new_with_label("Copy")))
    gtk_widget_set_tooltip_text(
      copyButton.as(GtkWidget.self), "Copy the whole report as text")
    gtk_box_append(raw(header).as(GtkBox.self), copyButton.as(GtkWidget.self))
    gtk_box_append(root.as(GtkBox.self), header)

    let scroller = gtk_scrolled_window_new()!
    gtk_scrolled_window_set_policy(OpaquePointer(scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
    gtk_widget_set_vexpand(scroller, 1)
    grid = adopt(raw(gtk_grid_new()))
    gtk_grid_set_column_spacing(grid.as(GtkGrid.self), 12)
    gtk_grid_set_row_spacing(grid.as(GtkGrid.self), 2)
    gtk_widget_add_css_class(grid.as(GtkWidget.self), "composer-properties")
    gtk_scrolled_window_set_child(OpaquePointer(scroller), grid.as(GtkWidget.self))
    gtk_box_append(root.as(GtkBox.self), scroller)

    GtkSignal.connect(copyButton, "clicked") { [weak self] in self?.copyToClipboard() }
  }

  /// Drops the panel's references (the window calls it when GTK destroyed it).
  func release() {
    for widget in [copyButton, grid, title, root] { g_object_unref(widget) }
  }

  /// The shown report or message as text, values cut as the labels show them (what
  /// `inspector` traces).
  var text: String { report?.shownText ?? InspectorReport.shown(message) }

  /// The whole report or message, nothing cut (what Copy copies).
  var fullText: String { report?.text ?? message }

  /// Shows a report; does nothing when the same report is shown already, so relayouts that
  /// change nothing rebuild no widgets.
  func show(_ report: InspectorReport) {
    guard report != self.report else { return }
    self.report = report
    message = ""
    // Every text handed to a label is cut (`InspectorReport.shown`): a label lays out all of
    // its text, which for a megabyte-long text leaf took minutes.
    gtk_label_set_text(title.opaque, InspectorReport.shown(report.title))
    clear()
    var row: Int32 = 0
    for section in report.sections {
      let heading = label(section.title, classes: ["heading", "composer-section"])
      gtk_grid_attach(grid.as(GtkGrid.self), heading, 0, row, 2, 1)
      row += 1
      for property in section.rows {
        let dim = property.dimmed ? ["dim-label", "composer-hidden"] : []
        let shown = InspectorReport.shown(property.value)
        let value =
          property.target.map { link(shown, to: $0, classes: dim) }
          ?? label(shown, classes: dim, selectable: true, wraps: true)
        if property.name.isEmpty {
          gtk_grid_attach(grid.as(GtkGrid.self), value, 0, row, 2, 1)
        } else {
          gtk_grid_attach(
            grid.as(GtkGrid.self), label(property.name, classes: ["dim-label"]), 0, row, 1, 1)
          gtk_grid_attach(grid.as(GtkGrid.self), value, 1, row, 1, 1)
        }
        row += 1
        if let note = property.note {
          let noteLabel = label(
            InspectorReport.shown(note), classes: ["dim-label", "caption"], selectable: true,
            wraps: true)
          gtk_grid_attach(grid.as(GtkGrid.self), noteLabel, 1, row, 1, 1)
          row += 1
        }
      }
    }
  }

  /// Shows a line of text instead of a report ("Click a component to inspect it.").
  func show(message: String, title heading: String) {
    guard report != nil || message != self.message else { return }
    report = nil
    self.message = message
    gtk_label_set_text(title.opaque, InspectorReport.shown(heading))
    clear()
    gtk_grid_attach(
      grid.as(GtkGrid.self),
      label(InspectorReport.shown(message), classes: ["dim-label"], selectable: true, wraps: true),
      0, 0, 2,
      1)
  }

  private func clear() {
    while let child = gtk_widget_get_first_child(grid.as(GtkWidget.self)) {
      gtk_grid_remove(grid.as(GtkGrid.self), child)
    }
  }

  private func label(
    _ text: String, classes: [String], selectable: Bool = false, wraps: Bool = false
  ) -> UnsafeMutablePointer<GtkWidget> {
    let label = gtk_label_new(text)!
    let opaque = OpaquePointer(label)
    gtk_label_set_xalign(opaque, 0)
    gtk_label_set_yalign(opaque, 0)
    gtk_widget_set_valign(label, GTK_ALIGN_START)
    if selectable { gtk_label_set_selectable(opaque, 1) }
    if wraps {
      gtk_label_set_wrap(opaque, 1)
      gtk_label_set_wrap_mode(opaque, PANGO_WRAP_WORD_CHAR)
      gtk_widget_set_hexpand(label, 1)
      // Wrapped labels ask for the width of their text; let the column decide instead.
      gtk_label_set_width_chars(opaque, 8)
      gtk_label_set_max_width_chars(opaque, 8)
    }
    for name in classes { gtk_widget_add_css_class(label, name) }
    return label
  }

  /// A value that names a component: a link that selects it.
  private func link(_ text: String, to node: Int, classes: [String])
    -> UnsafeMutablePointer<GtkWidget>
  {
    let widget = label("", classes: classes, wraps: true)
    let escaped = g_markup_escape_text(text, -1)!
    defer { g_free(escaped) }
    gtk_label_set_markup(
      OpaquePointer(widget), "<a href=\"node:\(node)\">\(String(cString: escaped))</a>")
    Signal.connectLink(raw(widget)) { [weak self] uri in
      guard uri.hasPrefix("node:"), let node = Int(uri.dropFirst(5)) else { return false }
      self?.onSelect?(node)
      return true
    }
    return widget
  }

  /// Puts the whole report on the clipboard (the Copy button), values uncut.
  func copyToClipboard() {
    gdk_clipboard_set_text(clipboard, fullText)
  }

  private var clipboard: OpaquePointer {
    gdk_display_get_clipboard(gtk_widget_get_display(root.as(GtkWidget.self)))
  }

  /// Reads the clipboard's text back (the `copy` control command checks what Copy put
  /// there).
  func readClipboard(_ done: @escaping @MainActor (String?) -> Void) {
    typealias Done =
      @convention(c) (UnsafeMutablePointer<GObject>?, OpaquePointer?, GPointer?)
      -> Void
    let finished: Done = { source, result, data in
      // Passed retained, and GAsyncReadyCallback has no destroy notify: taken back here once.
      let box = Unmanaged<ClosureBox<@MainActor (String?) -> Void>>.fromOpaque(data!)
        .takeRetainedValue()
      var error: UnsafeMutablePointer<GError>?
      let text = gdk_clipboard_read_text_finish(OpaquePointer(source), result, &error)
      g_clear_error(&error)
      let string = text.map { String(cString: $0) }
      g_free(text)
      MainActor.assumeIsolated { box.handler(string) }
    }
    gdk_clipboard_read_text_async(clipboard, nil, finished, ClosureBox(done).retainedPointer())
  }
}
