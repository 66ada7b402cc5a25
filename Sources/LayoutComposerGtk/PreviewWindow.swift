import CGtk
import CGtkShim
import LayoutComposer

/// One previewer window: a sidebar of documents, the drawing area that lays the selected
/// layout out at its own size, an inspector, a banner for errors and a status line.
///
/// Ownership: the window holds a reference (`adopt`) to each widget it talks to later and
/// drops them when GTK destroys the window; signal handlers reach the window through
/// `[weak self]`, so nothing GTK holds keeps it alive.
///
/// ```swift
/// let window = PreviewWindow(application: app, configuration: configuration)
/// window.present()
/// ```
@MainActor
public final class PreviewWindow {
  /// What a window starts with.
  public struct Configuration: Sendable {
    public var documents: [PreviewDocument]
    /// The document shown first.
    public var initial: Int
    public var options: RenderOptions
    public var canvasSize: CanvasSize
    public var trace: Trace
    /// Measure text leaves with Pango (true) or the engine's fixed-advance measurer.
    public var pangoText: Bool

    public init(
      documents: [PreviewDocument], initial: Int = 0, options: RenderOptions = RenderOptions(),
      canvasSize: CanvasSize = .fitWindow, trace: Trace = Trace(enabled: false),
      pangoText: Bool = true
    ) {
      self.documents = documents
      self.initial = initial
      self.options = options
      self.canvasSize = canvasSize
      self.trace = trace
      self.pangoText = pangoText
    }
  }

  /// Windows alive now: tests open and close many and check this returns to zero.
  public private(set) static var liveCount = 0
  /// PreviewWindow objects not yet deinitialized: stays above `liveCount` only if something
  /// (a callback, a cycle) still holds a closed window.
  public private(set) static var objectCount = 0
  /// GtkWindows GTK has not finalized yet: a widget reference we forgot to drop keeps one.
  public private(set) static var gtkWindowCount = 0

  let window: GPointer
  let trace: Trace
  var documents: [PreviewDocument]
  var current: Int?
  var snapshot: LayoutSnapshot?
  var options: RenderOptions
  var canvasSize: CanvasSize
  var rotated = false
  let measurer: any TextMeasurer
  var bannerMessages: [String] = []
  var statusExtra = ""
  /// Where the layout area's origin was drawn, in drawing-area pixels.
  var origin = (x: 0.0, y: 0.0)
  var lastReportedCanvas: (Double, Double)?
  var lastDrawMicros = 0
  var hasDrawn = false
  var monitor: GPointer?
  var reloadPending = false
  var onClose: (@MainActor (PreviewWindow) -> Void)?
  /// `--watch`: rebuilds samples on save. The window owns it; it points back weakly.
  public var sourceWatcher: SourceWatcher?

  // Widgets we keep talking to, each adopted (a reference of our own until teardown).
  var area: GPointer!
  var listBox: GPointer!
  var sidebar: GPointer!
  var banner: GPointer!
  var bannerLabel: GPointer!
  var status: GPointer!
  var inspectorLabel: GPointer!
  var presetDropDown: GPointer!
  var zoomLabel: GPointer!
  private var adopted: [GPointer] = []
  /// Set when GTK destroyed the window: the widget pointers are dangling from then on, and
  /// work queued earlier (idle status updates, debounced reloads) must do nothing.
  private(set) var closed = false
  private var selectingRow = false

  public init(application: GPointer, configuration: Configuration) {
    documents = configuration.documents
    options = configuration.options
    canvasSize = configuration.canvasSize
    trace = configuration.trace
    measurer =
      configuration.pangoText
      ? PangoTextMeasurer() as any TextMeasurer : FixedAdvanceTextMeasurer()
    window = raw(gtk_application_window_new(application.as(GtkApplication.self)))
    Self.liveCount += 1
    Self.objectCount += 1
    Self.gtkWindowCount += 1
    cgtk_on_finalize(
      window,
      { _ in
        MainActor.assumeIsolated { PreviewWindow.gtkWindowCount -= 1 }
      }, nil)
    Styles.install()
    build()
    gtk_window_set_default_size(window.as(GtkWindow.self), 1100, 760)
    Signal.connect(window, "destroy") { [weak self] in self?.teardown() }
    installActions()
    if !documents.isEmpty {
      select(document: min(max(0, configuration.initial), documents.count - 1))
    }
  }

  isolated deinit {
    Self.objectCount -= 1
  }

  public func present() {
    gtk_window_present(window.as(GtkWindow.self))
  }

  /// Closes the window as the user would (the window is destroyed, its widgets freed).
  public func close() {
    gtk_window_destroy(window.as(GtkWindow.self))
  }

  /// The currently shown document, if any.
  public var document: PreviewDocument? { current.map { documents[$0] } }

  private func keep(_ widget: UnsafeMutablePointer<GtkWidget>) -> GPointer {
    let pointer = adopt(raw(widget))
    adopted.append(pointer)
    return pointer
  }

  private func build() {
    let root = raw(gtk_box_new(GTK_ORIENTATION_VERTICAL, 0))

    banner = keep(gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0))
    gtk_widget_add_css_class(banner.as(GtkWidget.self), "composer-banner")
    bannerLabel = keep(gtk_label_new(nil))
    gtk_label_set_wrap(bannerLabel.opaque, 1)
    gtk_label_set_selectable(bannerLabel.opaque, 1)
    gtk_label_set_xalign(bannerLabel.opaque, 0)
    gtk_widget_set_hexpand(bannerLabel.as(GtkWidget.self), 1)
    gtk_box_append(banner.as(GtkBox.self), bannerLabel.as(GtkWidget.self))
    gtk_widget_set_visible(banner.as(GtkWidget.self), 0)
    gtk_box_append(root.as(GtkBox.self), banner.as(GtkWidget.self))

    let outer = raw(gtk_paned_new(GTK_ORIENTATION_HORIZONTAL))
    sidebar = keep(gtk_scrolled_window_new())
    gtk_widget_set_size_request(sidebar.as(GtkWidget.self), 270, -1)
    listBox = keep(gtk_list_box_new())
    gtk_widget_add_css_class(listBox.as(GtkWidget.self), "navigation-sidebar")
    gtk_scrolled_window_set_child(sidebar.opaque, listBox.as(GtkWidget.self))
    Signal.connectPointer(listBox, "row-selected") { [weak self] row in
      guard let self, let row, !self.selectingRow else { return }
      let index = Int(gtk_list_box_row_get_index(row.as(GtkListBoxRow.self)))
      if index != self.current { self.select(document: index) }
    }
    for document in documents { appendRow(for: document) }

    let inner = raw(gtk_paned_new(GTK_ORIENTATION_HORIZONTAL))
    let scroller = raw(gtk_scrolled_window_new())
    area = keep(gtk_drawing_area_new())
    gtk_widget_set_hexpand(area.as(GtkWidget.self), 1)
    gtk_widget_set_vexpand(area.as(GtkWidget.self), 1)
    gtk_widget_set_focusable(area.as(GtkWidget.self), 1)
    gtk_scrolled_window_set_child(scroller.opaque, area.as(GtkWidget.self))
    installCanvasHandlers()

    let inspector = raw(gtk_scrolled_window_new())
    gtk_widget_set_size_request(inspector.as(GtkWidget.self), 340, -1)
    inspectorLabel = keep(gtk_label_new("Click a component to inspect it."))
    gtk_widget_add_css_class(inspectorLabel.as(GtkWidget.self), "composer-inspector")
    gtk_label_set_selectable(inspectorLabel.opaque, 1)
    gtk_label_set_xalign(inspectorLabel.opaque, 0)
    gtk_label_set_yalign(inspectorLabel.opaque, 0)
    gtk_label_set_wrap(inspectorLabel.opaque, 1)
    gtk_scrolled_window_set_child(inspector.opaque, inspectorLabel.as(GtkWidget.self))

    gtk_paned_set_start_child(inner.opaque, scroller.as(GtkWidget.self))
    gtk_paned_set_end_child(inner.opaque, inspector.as(GtkWidget.self))
    gtk_paned_set_resize_end_child(inner.opaque, 0)
    gtk_paned_set_shrink_end_child(inner.opaque, 0)
    gtk_paned_set_start_child(outer.opaque, sidebar.as(GtkWidget.self))
    gtk_paned_set_end_child(outer.opaque, inner.as(GtkWidget.self))
    gtk_paned_set_resize_start_child(outer.opaque, 0)
    gtk_paned_set_shrink_start_child(outer.opaque, 0)
    gtk_widget_set_vexpand(outer.as(GtkWidget.self), 1)
    gtk_box_append(root.as(GtkBox.self), outer.as(GtkWidget.self))

    status = keep(gtk_label_new(""))
    gtk_widget_add_css_class(status.as(GtkWidget.self), "composer-status")
    gtk_label_set_xalign(status.opaque, 0)
    gtk_label_set_ellipsize(status.opaque, PANGO_ELLIPSIZE_END)
    gtk_box_append(root.as(GtkBox.self), status.as(GtkWidget.self))

    gtk_window_set_titlebar(window.as(GtkWindow.self), buildHeaderBar())
    gtk_window_set_child(window.as(GtkWindow.self), root.as(GtkWidget.self))
  }

  func appendRow(for document: PreviewDocument) {
    let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 2)!
    let title = gtk_label_new(document.title)!
    gtk_label_set_xalign(OpaquePointer(title), 0)
    gtk_widget_add_css_class(title, "heading")
    let subtitle = gtk_label_new(document.subtitle)!
    gtk_label_set_xalign(OpaquePointer(subtitle), 0)
    gtk_label_set_ellipsize(OpaquePointer(subtitle), PANGO_ELLIPSIZE_MIDDLE)
    gtk_widget_add_css_class(subtitle, "dim-label")
    gtk_widget_add_css_class(subtitle, "caption")
    gtk_box_append(raw(box).as(GtkBox.self), title)
    gtk_box_append(raw(box).as(GtkBox.self), subtitle)
    gtk_widget_set_margin_top(box, 4)
    gtk_widget_set_margin_bottom(box, 4)
    gtk_list_box_append(listBox.opaque, box)
  }

  private func buildHeaderBar() -> UnsafeMutablePointer<GtkWidget> {
    let bar = gtk_header_bar_new()!
    func button(_ label: String, _ action: String, _ tip: String) -> UnsafeMutablePointer<GtkWidget>
    {
      let button = gtk_button_new_with_label(label)!
      gtk_actionable_set_action_name(OpaquePointer(button), action)
      gtk_widget_set_tooltip_text(button, tip)
      return button
    }
    gtk_header_bar_pack_start(OpaquePointer(bar), button("Sidebar", "win.toggle-sidebar", "F9"))
    gtk_header_bar_pack_start(OpaquePointer(bar), button("Open…", "win.open", "Ctrl+O"))
    gtk_header_bar_pack_start(OpaquePointer(bar), button("Reload", "win.reload", "Ctrl+R"))

    var labels = CanvasSize.all.map { strdup($0.label) }
    labels.append(nil)
    let dropDown = labels.withUnsafeBufferPointer { buffer in
      buffer.baseAddress!.withMemoryRebound(to: UnsafePointer<CChar>?.self, capacity: buffer.count)
      {
        gtk_drop_down_new_from_strings($0)!
      }
    }
    for label in labels { free(label) }
    presetDropDown = keep(dropDown)
    gtk_drop_down_set_selected(
      presetDropDown.opaque, UInt32(CanvasSize.all.firstIndex(of: canvasSize) ?? 0))
    Signal.connectPointer(presetDropDown, "notify::selected") { [weak self] _ in
      guard let self else { return }
      let index = Int(gtk_drop_down_get_selected(self.presetDropDown.opaque))
      if index < CanvasSize.all.count { self.setCanvasSize(CanvasSize.all[index]) }
    }
    gtk_header_bar_pack_start(OpaquePointer(bar), dropDown)
    gtk_header_bar_pack_start(
      OpaquePointer(bar), button("Rotate", "win.rotate", "Swap width and height"))

    gtk_header_bar_pack_end(OpaquePointer(bar), button("Export…", "win.export", "PNG or SVG"))
    gtk_header_bar_pack_end(OpaquePointer(bar), buildViewMenu())
    gtk_header_bar_pack_end(OpaquePointer(bar), button("+", "win.zoom-in", "Ctrl++"))
    zoomLabel = keep(gtk_label_new("100%"))
    gtk_header_bar_pack_end(OpaquePointer(bar), zoomLabel.as(GtkWidget.self))
    gtk_header_bar_pack_end(OpaquePointer(bar), button("−", "win.zoom-out", "Ctrl+-"))
    return bar
  }

  /// The debugging techniques of the talk, as check buttons in a popover.
  private func buildViewMenu() -> UnsafeMutablePointer<GtkWidget> {
    let menuButton = gtk_menu_button_new()!
    gtk_menu_button_set_label(OpaquePointer(menuButton), "View")
    let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 4)!
    let toggles: [(String, WritableKeyPath<RenderOptions, Bool>)] = [
      ("Translucent fills", \.fills), ("Borders", \.borders), ("Names", \.names),
      ("Flex, pack and align notes", \.notes), ("Margins", \.margins), ("Text", \.texts),
      ("Exploded view", \.exploded),
    ]
    for (label, keyPath) in toggles {
      let check = gtk_check_button_new_with_label(label)!
      gtk_check_button_set_active(
        raw(check).as(GtkCheckButton.self), options[keyPath: keyPath] ? 1 : 0)
      Signal.connect(raw(check), "toggled") { [weak self] in
        guard let self else { return }
        self.options[keyPath: keyPath] =
          gtk_check_button_get_active(raw(check).as(GtkCheckButton.self)) != 0
        self.redraw()
      }
      gtk_box_append(raw(box).as(GtkBox.self), check)
    }
    let popover = gtk_popover_new()!
    gtk_popover_set_child(raw(popover).as(GtkPopover.self), box)
    gtk_menu_button_set_popover(OpaquePointer(menuButton), popover)
    return menuButton
  }

  /// Drops our widget references once GTK has destroyed the window; handlers die with their
  /// widgets (GLib calls their destroy notifies), so no closure outlives this.
  private func teardown() {
    closed = true
    stopMonitoring()
    sourceWatcher = nil
    for widget in adopted { g_object_unref(widget) }
    adopted = []
    PreviewWindow.liveCount -= 1
    trace("closed")
    onClose?(self)
    onClose = nil
  }

  /// Asks GTK to draw the canvas again (the layout is recomputed there if the size changed).
  func redraw() {
    guard !closed else { return }
    gtk_widget_queue_draw(area.as(GtkWidget.self))
  }

  /// Shows document `index`: loads it, lays it out, updates the title and the sidebar.
  func select(document index: Int) {
    guard documents.indices.contains(index) else { return }
    current = index
    options.selected = nil
    options.highlighted = nil
    selectingRow = true
    if let row = gtk_list_box_get_row_at_index(listBox.opaque, Int32(index)) {
      gtk_list_box_select_row(listBox.opaque, row)
    }
    selectingRow = false
    snapshot = nil
    setBanner([])
    load(documents[index])
    watchCurrentFile()
    updateTitle()
    updateInspector()
    redraw()
  }

  func updateTitle() {
    let name = document?.title ?? "no layout"
    gtk_window_set_title(window.as(GtkWindow.self), "\(name) — LayoutComposer Preview")
  }
}
