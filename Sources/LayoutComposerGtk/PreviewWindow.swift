import CGtk
import CGtkShim
import LayoutComposer
import LayoutComposerWidgets

/// One previewer window: a sidebar of documents, the canvas that lays the selected layout
/// out at its own size (or several sizes side by side), an inspector, banners for errors and
/// warnings, and a status line. The sidebar and the inspector sit in resizable panes and can
/// be hidden.
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
    /// How text leaves are measured: real fonts, or the fixed-advance measurer of tests.
    public var measurer: PreviewSettings.Measurer
    /// Which way layouts read: each as it says, or one direction for all.
    public var direction: PreviewSettings.Direction
    /// Where a measurer or direction chosen in the View menu is remembered; nil remembers
    /// nothing.
    public var settingsPath: String?
    /// Start in the variants view (several sizes side by side).
    public var variants: Bool
    /// The custom size remembered from an earlier run, offered in the size menu.
    public var customSize: Size?

    public init(
      documents: [PreviewDocument], initial: Int = 0, options: RenderOptions = RenderOptions(),
      canvasSize: CanvasSize = .fitWindow, trace: Trace = Trace(enabled: false),
      measurer: PreviewSettings.Measurer = .pango, direction: PreviewSettings.Direction = .layout,
      settingsPath: String? = nil, variants: Bool = false, customSize: Size? = nil
    ) {
      self.documents = documents
      self.initial = initial
      self.options = options
      self.canvasSize = canvasSize
      self.trace = trace
      self.measurer = measurer
      self.direction = direction
      self.settingsPath = settingsPath
      self.variants = variants
      self.customSize = customSize
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
  /// The scroll indicator being dragged, from press to release.
  var indicatorDrag: IndicatorDrag?
  /// Counts new snapshots, so what is computed from one (the variants) knows when to redo.
  var generation = 0
  /// The current layout's problems by component (warnings and `validate()` errors).
  var problems = ComponentProblems.none
  /// Problems added by the `problem` control command, kept until the next load.
  var addedProblems: [LayoutProblem] = []
  var options: RenderOptions
  var canvasSize: CanvasSize
  /// The custom size the size menu offers (after the presets): the remembered one, or the
  /// one `--size` chose for this run.
  var customSize: Size?
  var rotated = false
  var measurerChoice: PreviewSettings.Measurer
  var measurer: any TextMeasurer
  var directionChoice: PreviewSettings.Direction
  /// The direction the current layout reads in by itself (a sample's, a file's).
  var documentDirection = LayoutDirection.leftToRight
  /// The size the shown layout is meant for (its file's `size`), for the own-size canvas.
  var documentSize: Size?
  let settingsPath: String?
  var showsVariants: Bool
  var variants: VariantSet?
  /// The variant the inspector explains frames in: the one clicked last.
  var explainedVariant: Int?
  /// The loads asked for: the newest supersedes the others (PreviewDocument+Loads.swift).
  let loads = DocumentLoads()
  var bannerMessages: [String] = []
  var warningMessages: [String] = []
  /// Problems counted beyond the messages (`validate()` lists 100, then counts the rest).
  var bannerUnlisted = 0
  var warningsUnlisted = 0
  var statusExtra = ""
  /// Where the layout area's origin was drawn, in drawing-area pixels.
  var origin = (x: 0.0, y: 0.0)
  /// Where the pointer is over the canvas (drawing-area coordinates), for the wheel: a
  /// scroll event carries no position.
  var pointer: (x: Double, y: Double)?
  var lastReportedCanvas: (Double, Double)?
  var lastReportedVariants: [String] = []
  var lastDrawMicros = 0
  var hasDrawn = false
  /// How many times the canvas was drawn, and the count at each `frame` command still
  /// waiting for a drawing after it (see `acknowledgeNextFrame`).
  var drawCount = 0
  var frameRequests: [Int] = []
  var frameClockHandler: UInt?
  var monitor: GPointer?
  var reloadPending = false
  /// Counts loads; a load's result is used only if no newer load started meanwhile.
  var loadGeneration = 0
  /// The document being read in the background, while it is.
  var loading: String?
  /// How long a load may take before the window says it is loading.
  var loadingDelay: UInt32 = 250
  /// Control commands that arrived while the first load of a document was running: they
  /// run once it has a layout to act on.
  var pendingCommands: [[String]] = []
  var onClose: (@MainActor (PreviewWindow) -> Void)?
  /// `--watch`: rebuilds samples on save. The window owns it; it points back weakly.
  public var sourceWatcher: SourceWatcher?

  // Widgets we keep talking to, each adopted (a reference of our own until teardown).
  var area: GPointer!
  var canvasScroller: GPointer!
  var listBox: GPointer!
  var sidebar: GPointer!
  var sidebarScroller: GPointer!
  var banner: GPointer!
  var bannerLabel: GPointer!
  var warningBar: GPointer!
  var warningLabel: GPointer!
  var loadingBar: GPointer!
  var loadingLabel: GPointer!
  var status: GPointer!
  var inspector: InspectorView!
  var presetDropDown: GPointer!
  var zoomLabel: GPointer!
  var titleLabel: GPointer!
  var variantsButton: GPointer!
  var viewChecks: [String: GPointer] = [:]
  var measurerChecks: [PreviewSettings.Measurer: GPointer] = [:]
  var directionChecks: [PreviewSettings.Direction: GPointer] = [:]
  var primaryMenuButton: GPointer!
  /// The actions in the order they were added, with their Keyboard Shortcuts titles.
  var actionEntries: [ActionEntry] = []
  /// Set while the size menu's items are replaced, so the selection changes that causes are
  /// not taken for the user's.
  var updatingSizeMenu = false
  /// Dialogs while they are open. GTK owns each (a toplevel is GTK's until destroyed); these
  /// are cleared by their `destroy` handlers, so they never dangle.
  var customSizeDialog: CustomSizeDialog?
  var aboutDialog: GPointer?
  var shortcutsWindow: GPointer?
  private var adopted: [GPointer] = []
  /// Set when GTK destroyed the window: the widget pointers are dangling from then on, and
  /// work queued earlier (idle status updates, debounced reloads) must do nothing.
  private(set) var closed = false
  var selectingRow = false
  private var innerPanePlaced = false
  /// The side panes' widths when the window opens; both can be dragged or hidden.
  static let sidebarWidth: Int32 = 240
  static let inspectorWidth: Int32 = 330

  public init(application: GPointer, configuration: Configuration) {
    documents = configuration.documents
    options = configuration.options
    canvasSize = configuration.canvasSize
    customSize = configuration.customSize
    if case .custom(let size) = configuration.canvasSize { customSize = size }
    trace = configuration.trace
    measurerChoice = configuration.measurer
    measurer = Self.makeMeasurer(configuration.measurer)
    directionChoice = configuration.direction
    settingsPath = configuration.settingsPath
    showsVariants = configuration.variants
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
    gtk_window_set_default_size(window.as(GtkWindow.self), 1200, 800)
    GtkSignal.connect(window, "destroy") { [weak self] in self?.teardown() }
    installActions()
    if !documents.isEmpty {
      select(document: min(max(0, configuration.initial), documents.count - 1))
    }
  }

  isolated deinit {
    Self.objectCount -= 1
  }

  static func makeMeasurer(_ choice: PreviewSettings.Measurer) -> any TextMeasurer {
    switch choice {
    case .pango: PangoTextMeasurer()
    case .fixedAdvance: FixedAdvanceTextMeasurer()
    }
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

  func keep(_ widget: UnsafeMutablePointer<GtkWidget>) -> GPointer {
    let pointer = adopt(raw(widget))
    adopted.append(pointer)
    return pointer
  }

  private func build() {
    let root = raw(gtk_box_new(GTK_ORIENTATION_VERTICAL, 0))

    (banner, bannerLabel) = bar("composer-banner")
    gtk_box_append(root.as(GtkBox.self), banner.as(GtkWidget.self))
    (warningBar, warningLabel) = bar("composer-warnings")
    gtk_box_append(root.as(GtkBox.self), warningBar.as(GtkWidget.self))
    (loadingBar, loadingLabel) = bar("composer-loading")
    gtk_box_prepend(loadingBar.as(GtkBox.self), gtk_spinner_new())
    if let spinner = gtk_widget_get_first_child(loadingBar.as(GtkWidget.self)) {
      gtk_spinner_start(OpaquePointer(spinner))
    }
    gtk_box_append(root.as(GtkBox.self), loadingBar.as(GtkWidget.self))

    // Sidebar | (canvas | inspector), each divider draggable. The side panes keep their
    // width when the window grows, so the canvas gets the room.
    let outer = raw(gtk_paned_new(GTK_ORIENTATION_HORIZONTAL))
    sidebar = keep(buildSidebar())
    let inner = raw(gtk_paned_new(GTK_ORIENTATION_HORIZONTAL))
    let scroller = keep(gtk_scrolled_window_new())
    canvasScroller = scroller
    area = keep(gtk_drawing_area_new())
    gtk_widget_set_hexpand(area.as(GtkWidget.self), 1)
    gtk_widget_set_vexpand(area.as(GtkWidget.self), 1)
    gtk_widget_set_focusable(area.as(GtkWidget.self), 1)
    gtk_scrolled_window_set_child(scroller.opaque, area.as(GtkWidget.self))
    installCanvasHandlers()

    inspector = InspectorView()
    inspector.onSelect = { [weak self] node in self?.select(node: node) }
    let inspectorPane = inspector.root.as(GtkWidget.self)
    gtk_widget_set_size_request(inspectorPane, 180, -1)

    gtk_paned_set_start_child(inner.opaque, scroller.as(GtkWidget.self))
    gtk_paned_set_end_child(inner.opaque, inspectorPane)
    gtk_paned_set_resize_end_child(inner.opaque, 0)
    gtk_paned_set_shrink_end_child(inner.opaque, 0)
    gtk_paned_set_shrink_start_child(inner.opaque, 0)
    gtk_widget_set_size_request(scroller.as(GtkWidget.self), 200, -1)
    gtk_paned_set_start_child(outer.opaque, sidebar.as(GtkWidget.self))
    gtk_paned_set_end_child(outer.opaque, inner.as(GtkWidget.self))
    gtk_paned_set_resize_start_child(outer.opaque, 0)
    gtk_paned_set_shrink_start_child(outer.opaque, 0)
    gtk_paned_set_shrink_end_child(outer.opaque, 0)
    gtk_paned_set_position(outer.opaque, Self.sidebarWidth)
    // The inspector's divider is placed from the right once the pane knows its width; after
    // that the user's dragging decides.
    GtkSignal.connect(inner, "notify::max-position") { [weak self] _ in
      guard let self, !self.innerPanePlaced else { return }
      let maximum = gtk_widget_get_width(inner.as(GtkWidget.self))
      guard maximum > Self.inspectorWidth + 200 else { return }
      self.innerPanePlaced = true
      gtk_paned_set_position(inner.opaque, maximum - Self.inspectorWidth)
    }
    gtk_widget_set_vexpand(outer.as(GtkWidget.self), 1)
    gtk_box_append(root.as(GtkBox.self), outer.as(GtkWidget.self))
    installIndicatorDrag(on: outer)

    status = keep(gtk_label_new(""))
    gtk_widget_add_css_class(status.as(GtkWidget.self), "composer-status")
    gtk_label_set_xalign(status.opaque, 0)
    gtk_label_set_ellipsize(status.opaque, PANGO_ELLIPSIZE_END)
    gtk_box_append(root.as(GtkBox.self), status.as(GtkWidget.self))

    gtk_window_set_titlebar(window.as(GtkWindow.self), buildHeaderBar())
    gtk_window_set_child(window.as(GtkWindow.self), root.as(GtkWidget.self))
  }

  /// A hidden bar with a selectable, wrapping label: the error banner, the warning line and
  /// the loading line.
  private func bar(_ cssClass: String) -> (GPointer, GPointer) {
    let box = keep(gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 8))
    gtk_widget_add_css_class(box.as(GtkWidget.self), cssClass)
    let label = keep(gtk_label_new(nil))
    gtk_label_set_wrap(label.opaque, 1)
    gtk_label_set_wrap_mode(label.opaque, PANGO_WRAP_WORD_CHAR)
    gtk_label_set_selectable(label.opaque, 1)
    gtk_label_set_xalign(label.opaque, 0)
    gtk_widget_set_hexpand(label.as(GtkWidget.self), 1)
    gtk_box_append(box.as(GtkBox.self), label.as(GtkWidget.self))
    gtk_widget_set_visible(box.as(GtkWidget.self), 0)
    return (box, label)
  }

  /// The document list. It never scrolls sideways: titles ellipsize (the full title is the
  /// row's tooltip), so selecting a row cannot scroll the others out of view.
  private func buildSidebar() -> UnsafeMutablePointer<GtkWidget> {
    let scroller = gtk_scrolled_window_new()!
    sidebarScroller = keep(scroller)
    gtk_scrolled_window_set_policy(OpaquePointer(scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
    gtk_widget_set_size_request(scroller, 120, -1)
    listBox = keep(gtk_list_box_new())
    gtk_widget_add_css_class(listBox.as(GtkWidget.self), "navigation-sidebar")
    gtk_scrolled_window_set_child(OpaquePointer(scroller), listBox.as(GtkWidget.self))
    GtkSignal.connect(listBox, "row-selected") { [weak self] row in
      guard let self, let row, !self.selectingRow else { return }
      let index = Int(gtk_list_box_row_get_index(row.as(GtkListBoxRow.self)))
      if index != self.current { self.select(document: index) }
    }
    for document in documents { appendRow(for: document) }
    return scroller
  }

  func appendRow(for document: PreviewDocument) {
    let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 2)!
    for (text, classes) in [
      (document.title, ["heading"]), (document.subtitle, ["dim-label", "caption"]),
    ] {
      let label = gtk_label_new(text)!
      gtk_label_set_xalign(OpaquePointer(label), 0)
      gtk_label_set_ellipsize(OpaquePointer(label), PANGO_ELLIPSIZE_END)
      for name in classes { gtk_widget_add_css_class(label, name) }
      gtk_box_append(raw(box).as(GtkBox.self), label)
    }
    gtk_widget_set_tooltip_text(box, "\(document.title)\n\(document.subtitle)")
    gtk_widget_set_margin_top(box, 4)
    gtk_widget_set_margin_bottom(box, 4)
    gtk_list_box_append(listBox.opaque, box)
  }

  /// Drops our widget references once GTK has destroyed the window; handlers die with their
  /// widgets (GLib calls their destroy notifies), so no closure outlives this.
  private func teardown() {
    closed = true
    stopMonitoring()
    sourceWatcher = nil
    inspector.release()
    for widget in adopted { g_object_unref(widget) }
    adopted = []
    viewChecks = [:]
    measurerChecks = [:]
    directionChecks = [:]
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
    problems = .none
    setBanner([])
    setWarnings([])
    load(documents[index])
    watchCurrentFile()
    updateTitle()
    updateInspector()
    redraw()
  }

  func updateTitle() {
    let name = document?.title ?? "no layout"
    gtk_window_set_title(window.as(GtkWindow.self), "\(name) — LayoutComposer Preview")
    gtk_label_set_text(titleLabel.opaque, name)
    gtk_widget_set_tooltip_text(titleLabel.as(GtkWidget.self), document?.subtitle ?? "")
  }
}
