import CGtk
import LayoutComposer
import LayoutComposerWidgets

extension PreviewWindow {
  func installCanvasHandlers() {
    typealias Draw =
      @convention(c) (
        UnsafeMutablePointer<GtkDrawingArea>?, OpaquePointer?, Int32, Int32, GPointer?
      ) -> Void
    let draw: Draw = { _, cr, width, height, data in
      MainActor.assumeIsolated {
        let box = ClosureBox<@MainActor (OpaquePointer, Int32, Int32) -> Void>.from(data)
        box.handler(cr!, width, height)
      }
    }
    let handler: @MainActor (OpaquePointer, Int32, Int32) -> Void = { [weak self] cr, w, h in
      self?.draw(cr, width: Double(w), height: Double(h))
    }
    gtk_drawing_area_set_draw_func(
      area.as(GtkDrawingArea.self), draw, ClosureBox(handler).retainedPointer(), releaseBoxNotify)

    let motion = gtk_event_controller_motion_new()!
    Signal.connectPoint(raw(motion), "motion") { [weak self] x, y in
      self?.pointer = (x, y)
      self?.hover(x: x, y: y)
    }
    Signal.connectPoint(raw(motion), "enter") { [weak self] x, y in self?.pointer = (x, y) }
    GtkSignal.connect(raw(motion), "leave") { [weak self] in
      self?.pointer = nil
      self?.hover(x: -1, y: -1)
    }
    gtk_widget_add_controller(area.as(GtkWidget.self), motion)
    installWheelHandler()

    let click = gtk_gesture_click_new()!
    Signal.connectPress(raw(click), "pressed") { [weak self] _, x, y in self?.click(x: x, y: y) }
    gtk_widget_add_controller(area.as(GtkWidget.self), OpaquePointer(raw(click)))
  }

  /// Lays out if the size changed, then draws; the time of both goes to the status line.
  func draw(_ cr: OpaquePointer, width: Double, height: Double) {
    let start = g_get_monotonic_time()
    drawCount += 1
    let dark = isDarkTheme()
    let windowColor = dark ? RGBA(hex: 0x303030) : RGBA(hex: 0xebebeb)
    cairo_set_source_rgb(cr, windowColor.red, windowColor.green, windowColor.blue)
    cairo_paint(cr)
    // `ready` follows the first draw of the first loaded layout (or of its failure).
    defer {
      if !hasDrawn, loading == nil {
        hasDrawn = true
        trace("ready")
      }
    }
    guard snapshot != nil else { return }
    options.background = dark ? RGBA(hex: 0x1e1e1e) : RGBA(hex: 0xffffff)
    options.accent = dark ? RGBA(hex: 0x3584e4) : RGBA(hex: 0x1c71d8)
    if showsVariants {
      drawVariants(cr, width: width, height: height, dark: dark)
    } else {
      drawSingle(cr, width: width, height: height)
    }
    lastDrawMicros = g_get_monotonic_time() - start
    scheduleStatusUpdate()
  }

  private func drawSingle(_ cr: OpaquePointer, width: Double, height: Double) {
    guard var snapshot else { return }
    // A layout that names no size of its own shows as Fit window under "Own size".
    let canvasSize =
      self.canvasSize == .ownSize && documentSize == nil ? .fitWindow : self.canvasSize
    let padding = canvasSize.padding
    let available = Size(
      width: max(0, width - 2 * padding), height: max(0, height - 2 * padding))
    let wanted = canvasSize.layoutSize(
      available: available, zoom: options.zoom, rotated: rotated, own: documentSize)
    var relaidOut = false
    if wanted != snapshot.size {
      snapshot.relayout(in: wanted)
      self.snapshot = snapshot
      relaidOut = true
    }
    let renderer = LayoutRenderer(options: options)
    let canvas = renderer.canvasSize(for: snapshot)
    origin = (
      x: max(padding, ((width - canvas.width) / 2).rounded(.down)),
      y: max(padding, ((height - canvas.height) / 2).rounded(.down))
    )
    if canvasSize == .fitWindow { origin = (0, 0) }
    renderer.draw(snapshot, in: cr, originX: origin.x, originY: origin.y)
    if relaidOut {
      trace("layout \(documentKey) \(snapshot.size) nodes=\(snapshot.count)")
      // Widgets must not change while GTK is drawing: the inspector follows right after.
      runSoon { [weak self] in self?.updateInspector() }
    }
    reportCanvasOrigin()
    let content = Size(width: canvas.width + 2 * padding, height: canvas.height + 2 * padding)
    updateContentSize(canvasSize == .fitWindow ? nil : content)
  }

  /// Sets how large the drawing is, so a preset bigger than the window scrolls (nil: as
  /// large as the window, never scrolling). Sizes beyond what GTK takes are cut there.
  func updateContentSize(_ content: Size?) {
    let widget = area.as(GtkDrawingArea.self)
    func pixels(_ value: Double?) -> Int32 {
      guard let value, value > 0 else { return 0 }
      return Int32(min(value.rounded(.up), Double(ImageExport.maximumPixels)))
    }
    let width = pixels(content?.width)
    let height = pixels(content?.height)
    if gtk_drawing_area_get_content_width(widget) != width {
      gtk_drawing_area_set_content_width(widget, width)
    }
    if gtk_drawing_area_get_content_height(widget) != height {
      gtk_drawing_area_set_content_height(widget, height)
    }
  }

  /// A point of the drawing area in the window's surface, for traces that let a test find
  /// frames on a screenshot.
  func surfacePoint(_ x: Double, _ y: Double) -> (Double, Double)? {
    guard let native = gtk_widget_get_native(area.as(GtkWidget.self)) else { return nil }
    var from = graphene_point_t(x: Float(x), y: Float(y))
    var to = graphene_point_t()
    let nativeWidget = raw(native).as(GtkWidget.self)
    guard gtk_widget_compute_point(area.as(GtkWidget.self), nativeWidget, &from, &to) != 0 else {
      return nil
    }
    var surfaceX = 0.0
    var surfaceY = 0.0
    gtk_native_get_surface_transform(native, &surfaceX, &surfaceY)
    return (Double(to.x) + surfaceX, Double(to.y) + surfaceY)
  }

  /// Where the layout area's origin is in the window's surface: `canvas X Y`.
  private func reportCanvasOrigin() {
    guard trace.enabled, let point = surfacePoint(origin.x, origin.y) else { return }
    if lastReportedCanvas.map({ $0 != point }) ?? true {
      lastReportedCanvas = point
      trace("canvas \(formatNumber(point.0)) \(formatNumber(point.1))")
    }
  }

  /// How tests and the trace name the current document: a sample id or a file path.
  var documentKey: String {
    switch document?.origin {
    case .sample(let id): id
    case .file(let path): path
    case nil: "-"
    }
  }

  func isDarkTheme() -> Bool {
    var color = GdkRGBA()
    let context = gtk_widget_get_style_context(area.as(GtkWidget.self))
    gtk_style_context_get_color(context, &color)
    // A light foreground means a dark theme.
    return 0.299 * Double(color.red) + 0.587 * Double(color.green) + 0.114 * Double(color.blue)
      > 0.5
  }

  /// The node under a point of the drawing area, if any (in the variants view, in whichever
  /// variant holds the point).
  func node(atX x: Double, y: Double) -> Int? {
    if showsVariants {
      guard let variants, let hit = variants.variant(atX: x, y: y) else { return nil }
      var renderOptions = options
      renderOptions.zoom = variants.scale
      return LayoutRenderer(options: renderOptions).node(
        atX: hit.x, y: hit.y, in: variants.variants[hit.index].snapshot)
    }
    guard let snapshot else { return nil }
    return LayoutRenderer(options: options).node(
      atX: x - origin.x, y: y - origin.y, in: snapshot)
  }

  func hover(x: Double, y: Double) {
    let node = x < 0 ? nil : node(atX: x, y: y)
    guard node != options.highlighted else { return }
    options.highlighted = node
    if let node, let snapshot { trace("hover \(snapshot.displayName(at: node))") }
    redraw()
  }

  func click(x: Double, y: Double) {
    // A press on a scroll indicator drags it; it selects nothing under it.
    if indicator(atX: x, y: y) != nil { return }
    if showsVariants, let hit = variants?.variant(atX: x, y: y) { explainedVariant = hit.index }
    select(node: node(atX: x, y: y))
  }

  /// Selects a component (nil clears), shows it in the inspector and outlines it.
  func select(node: Int?) {
    options.selected = node
    if let node, let snapshot { trace("select \(snapshot.displayName(at: node))") }
    updateInspector()
    redraw()
  }

  /// The status line changes label text, which GTK must not see in the middle of drawing.
  func scheduleStatusUpdate() {
    runSoon { [weak self] in self?.updateStatus() }
  }

  func updateStatus() {
    guard !closed else { return }
    guard let snapshot else {
      gtk_label_set_text(status.opaque, loading.map { "Loading \($0)…" } ?? "No layout")
      return
    }
    let millis = Double(lastDrawMicros) / 1000
    let rounded = (millis * 100).rounded() / 100
    let view =
      showsVariants
      ? "variants" : "\(snapshot.size) (\(canvasSize.label)\(rotated ? ", rotated" : ""))"
    var parts = [
      document?.title ?? "", view, "layout + draw \(rounded) ms", "\(snapshot.count) components",
      "text: \(measurerChoice.label)", directionStatus,
      "zoom \(Int((options.zoom * 100).rounded()))%",
    ]
    if !problems.warnings.isEmpty {
      let count = problems.warnings.count
      parts.append("\(count) warning\(count == 1 ? "" : "s")")
    }
    if !statusExtra.isEmpty { parts.append(statusExtra) }
    let text = parts.joined(separator: "  ·  ")
    let old = String(cString: gtk_label_get_text(status.opaque))
    if old != text { gtk_label_set_text(status.opaque, text) }
  }

  /// The direction in the status line, and whether the View menu chose it.
  var directionStatus: String {
    let name = "direction: " + (layoutDirection == .rightToLeft ? "right to left" : "left to right")
    return directionChoice == .layout ? name : "\(name) (forced)"
  }

  /// Lays layouts out at a size from now on; with `remember` the choice is written to the
  /// settings file for the next runs (a choice from the command line is not).
  func setCanvasSize(_ size: CanvasSize, remember: Bool) {
    guard size != canvasSize else { return }
    canvasSize = size
    if remember, let settingsPath {
      var settings = PreviewSettings.load(from: settingsPath)
      settings.canvas = size
      do {
        try settings.save(to: settingsPath)
      } catch {
        statusExtra = "cannot remember the size: \(error.localizedDescription)"
      }
    }
    selectSizeMenuItem()
    trace("canvas-size \(size.label)")
    redraw()
  }

  func rotate() {
    rotated.toggle()
    trace("rotated \(rotated)")
    redraw()
  }

  func setZoom(_ zoom: Double) {
    options.zoom = min(8, max(0.25, zoom))
    gtk_label_set_text(zoomLabel.opaque, "\(Int((options.zoom * 100).rounded()))%")
    trace("zoom \(formatNumber(options.zoom))")
    redraw()
  }
}
