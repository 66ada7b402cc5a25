import CGtk
import LayoutComposer
import LayoutComposerWidgets

/// Commands on standard input, one per line, for tests and scripts (`--control`):
///
/// ```
/// resize 900 700      sample basic      preset phone|tablet|desktop|own|fit rotate
/// zoom 2              toggle names|allnames|notes|fills|borders|margins|texts|exploded
/// click X Y           hover X Y         select NAME       reload      row N
/// click-layout X Y (a point of the layout)   wheel X Y DX DY   wheel-layout X Y DX DY
/// drag X Y DX DY (a press at X Y moved by DX DY pixels)    drag-layout X Y DX DY
/// variants on|off     click-variant ID X Y                measurer pango|fixed
/// direction auto|ltr|rtl  status
/// problem warning|error PATH MESSAGE    loading-delay MS  sidebar-scroll
/// inspector           inspector-panel   copy              export FILE.png     cycle 100
/// frame (answers `drawn` once a frame drawn after it is on the display)     rss     quit
/// primary-menu        size-menu         accels            shortcuts   shortcuts-shown
/// about               about-shown       custom-size WxH   custom-size-dialog
/// custom-size-type TEXT   (types into the open dialog and presses Enter)
/// ```
/// Each command answers on the trace (standard output); unknown ones answer `error …`.
@MainActor
enum ControlChannel {
  static func start(_ application: PreviewApplication) {
    let channel = g_io_channel_unix_new(0)!
    typealias Watch =
      @convention(c) (UnsafeMutablePointer<GIOChannel>?, GIOCondition, GPointer?) -> gboolean
    let watch: Watch = { channel, _, data in
      MainActor.assumeIsolated {
        let box = ClosureBox<@MainActor (OpaquePointer) -> Bool>.from(data)
        return box.handler(OpaquePointer(channel!)) ? 1 : 0
      }
    }
    let handler: @MainActor (OpaquePointer) -> Bool = { [weak application] channel in
      var line: UnsafeMutablePointer<CChar>?
      var length = 0
      let status = g_io_channel_read_line(
        raw(channel).as(GIOChannel.self), &line, &length, nil, nil)
      guard status != G_IO_STATUS_EOF, status != G_IO_STATUS_ERROR else { return false }
      guard let line else { return true }
      let command = String(cString: line).trimmingSpaces()
      g_free(line)
      application?.perform(command)
      return true
    }
    let condition = GIOCondition(G_IO_IN.rawValue | G_IO_HUP.rawValue)
    g_io_add_watch_full(
      channel, G_PRIORITY_DEFAULT, condition, watch, ClosureBox(handler).retainedPointer(),
      releaseBoxNotify)
    g_io_channel_unref(channel)
  }
}

extension String {
  func trimmingSpaces() -> String {
    var text = Substring(self)
    while let last = text.last, last.isWhitespace { text = text.dropLast() }
    while let first = text.first, first.isWhitespace { text = text.dropFirst() }
    return String(text)
  }
}

extension PreviewApplication {
  func perform(_ command: String) {
    let words = command.split(separator: " ").map(String.init)
    guard let verb = words.first else { return }
    let trace = configuration.trace
    if verb == "quit" {
      g_application_quit(app.as(GApplication.self))
      return
    }
    if verb == "cycle", words.count == 2, let count = Int(words[1]) {
      cycleWindows(count)
      trace("cycled \(count) live=\(PreviewWindow.liveCount)")
      return
    }
    if verb == "rss" {
      trace(
        "rss \(Self.residentKilobytes()) live=\(PreviewWindow.liveCount) "
          + "objects=\(PreviewWindow.objectCount) gtk-windows=\(PreviewWindow.gtkWindowCount)")
      return
    }
    guard let window = activeWindow else {
      trace("error no window")
      return
    }
    if let failure = window.perform(words) { trace("error \(command): \(failure)") }
  }
}

extension PreviewWindow {
  /// The largest window side `resize` accepts (GTK sizes are 32-bit; X11 stops at 32,767).
  static let maximumWindowSide = 32_767.0

  /// Runs one control command; returns what was wrong with it, or nil. Commands that need a
  /// layout wait while the first load of a document is still running.
  func perform(_ words: [String]) -> String? {
    guard !closed else { return "window closed" }
    if snapshot == nil, loading != nil, !["close", "sidebar-scroll"].contains(words[0]) {
      pendingCommands.append(words)
      return nil
    }
    func number(_ index: Int) -> Double? {
      words.count > index ? Double(words[index]) : nil
    }
    switch words[0] {
    case "resize":
      let side = 1...Self.maximumWindowSide
      guard let width = number(1), let height = number(2), side.contains(width),
        side.contains(height)
      else { return "resize W H: each a number of pixels from 1 to 32767" }
      gtk_window_set_default_size(
        window.as(GtkWindow.self), Int32(width.rounded()), Int32(height.rounded()))
    case "sample", "document":
      guard words.count == 2,
        let index = documents.firstIndex(where: {
          $0.origin == .sample(words[1]) || $0.origin == .file(words[1])
        })
      else { return "no document \(words.dropFirst().joined(separator: " "))" }
      select(document: index)
    case "row":
      guard let row = number(1), let index = Int(exactly: row),
        let widget = gtk_list_box_get_row_at_index(listBox.opaque, Int32(clamping: index))
      else { return "row N: a row of the sidebar, from 0" }
      // What a click does: the row takes the focus and is selected.
      gtk_widget_grab_focus(raw(widget).as(GtkWidget.self))
      gtk_list_box_select_row(listBox.opaque, widget)
    case "sidebar-scroll":
      let adjustment = gtk_scrolled_window_get_hadjustment(sidebarScroller.opaque)
      trace("sidebar-scroll \(formatNumber(gtk_adjustment_get_value(adjustment)))")
    case "preset":
      let name = words.count == 2 ? words[1] : ""
      if name == "fit" {
        setCanvasSize(.fitWindow, remember: true)
      } else if name == "own" {
        setCanvasSize(.ownSize, remember: true)
      } else if name == "custom" {
        guard let customSize else { return "preset custom: no custom size yet" }
        setCanvasSize(.custom(customSize), remember: true)
      } else if let preset = CanvasSize.Preset(rawValue: name) {
        setCanvasSize(.preset(preset), remember: true)
      } else {
        return "preset phone|tablet|desktop|own|fit|custom"
      }
    case "rotate": rotate()
    case "zoom":
      guard let zoom = number(1), zoom.isFinite else { return "zoom FACTOR" }
      setZoom(zoom)
    case "toggle":
      let keys = Self.viewToggles.map(\.key)
      guard words.count == 2, let toggle = Self.viewToggles.first(where: { $0.key == words[1] })
      else { return "toggle \(keys.joined(separator: "|"))" }
      setToggle(toggle.key, !options[keyPath: toggle.option])
      trace("toggled \(words[1]) \(options[keyPath: toggle.option])")
    case "opaque":
      options.fillAlpha = options.fillAlpha < 1 ? 1 : 0.25
      redraw()
    case "measurer":
      guard words.count == 2, let choice = PreviewSettings.Measurer(rawValue: words[1]) else {
        return "measurer pango|fixed"
      }
      setMeasurer(choice, remember: true)
    case "direction":
      guard words.count == 2, let choice = PreviewSettings.Direction(rawValue: words[1]) else {
        return "direction auto|ltr|rtl"
      }
      setDirection(choice, remember: true)
    case "variants":
      guard words.count == 2, ["on", "off"].contains(words[1]) else { return "variants on|off" }
      setVariants(words[1] == "on")
    case "click", "hover":
      guard let x = number(1), let y = number(2) else { return "\(words[0]) X Y" }
      if words[0] == "click" { click(x: x, y: y) } else { hover(x: x, y: y) }
    case "wheel":
      // What the wheel does with the pointer at X Y (drawing-area pixels): DX DY in notches.
      guard let x = number(1), let y = number(2), let dx = number(3), let dy = number(4) else {
        return "wheel X Y DX DY (a point of the drawing area, notches of the wheel)"
      }
      if !wheel(x: x, y: y, dx: dx, dy: dy, unit: .wheel) { trace("scroll none") }
    case "wheel-layout":
      guard !showsVariants, let x = number(1), let y = number(2), let dx = number(3),
        let dy = number(4)
      else { return "wheel-layout X Y DX DY (a point of the layout, notches of the wheel)" }
      let handled = wheel(
        x: origin.x + x * options.zoom, y: origin.y + y * options.zoom, dx: dx, dy: dy,
        unit: .wheel)
      if !handled { trace("scroll none") }
    case "drag", "drag-layout":
      // A press at X Y (drawing-area pixels, or a point of the layout), moved by DX DY
      // pixels and released: on a scroll indicator it answers `scroll NAME X Y`.
      guard !showsVariants, let x = number(1), let y = number(2), let dx = number(3),
        let dy = number(4)
      else { return "\(words[0]) X Y DX DY (DX DY in pixels of the drawing area)" }
      let layout = words[0] == "drag-layout"
      let start = (
        x: layout ? origin.x + x * options.zoom : x, y: layout ? origin.y + y * options.zoom : y
      )
      guard beginIndicatorDrag(x: start.x, y: start.y) else {
        trace("scroll none")
        return nil
      }
      dragIndicator(dx: dx, dy: dy, traceAlways: true)
      indicatorDrag = nil
    case "click-layout":
      guard !showsVariants, let x = number(1), let y = number(2) else {
        return "click-layout X Y (a point of the layout, in the single view)"
      }
      click(x: origin.x + x * options.zoom, y: origin.y + y * options.zoom)
    case "click-variant":
      guard showsVariants, words.count == 4, let x = number(2), let y = number(3),
        let variant = variants?.variants.first(where: { $0.id == words[1] }), let variants
      else { return "click-variant ID X Y (in the variants view)" }
      click(x: variant.area.x + x * variants.scale, y: variant.area.y + y * variants.scale)
    case "select":
      guard words.count == 2, let snapshot, let node = snapshot.result.index(named: words[1])
      else { return "no component \(words.dropFirst().joined(separator: " "))" }
      select(node: node)
    case "inspector":
      // The report spans lines; the end marker lets a reader know it has all of them.
      trace("inspector \(inspector.text)")
      trace("inspector-end")
    case "status":
      updateStatus()
      trace("status \(String(cString: gtk_label_get_text(status.opaque)))")
    case "inspector-panel": toggleInspector()
    case "copy":
      inspector.copyToClipboard()
      inspector.readClipboard { [weak self] text in
        self?.trace("clipboard \(text ?? "(nothing)")")
        self?.trace("clipboard-end")
      }
    case "problem":
      guard words.count >= 4, let severity = LayoutProblem.Severity(rawValue: words[1]) else {
        return "problem warning|error PATH MESSAGE"
      }
      addProblem(
        LayoutProblem(
          path: words[2], message: words.dropFirst(3).joined(separator: " "), severity: severity))
    case "loading-delay":
      guard let milliseconds = number(1), milliseconds >= 0, milliseconds < 60_000 else {
        return "loading-delay MILLISECONDS"
      }
      loadingDelay = UInt32(milliseconds)
    case "frame": acknowledgeNextFrame()
    case "reload": reload()
    case "sidebar": toggleSidebar()
    case "export":
      guard words.count == 2 else { return "export FILE.png|FILE.svg" }
      return export(to: words[1])
    case "close": close()
    case "primary-menu": trace("primary-menu \(primaryMenuDescription())")
    case "size-menu": trace("size-menu \(sizeMenuDescription())")
    case "accels":
      for found in registeredAccelerators() {
        trace("accel \(found.action) \(found.accelerators.joined(separator: " "))")
      }
      trace("accels-end")
    case "shortcuts", "about", "custom-size-dialog":
      // Through the window's action, as the menu and the accelerators reach them.
      let action = words[0] == "custom-size-dialog" ? "custom-size" : words[0]
      g_action_group_activate_action(window.opaque, action, nil)
    case "shortcuts-shown":
      for shortcut in shownShortcuts() { trace("shortcut \(shortcut)") }
      trace("shortcuts-end")
    case "about-shown": trace("about \(aboutDescription())")
    case "custom-size":
      do {
        applyCustomSize(
          try CustomSize.parse(words.dropFirst().joined(separator: " ")), remember: true)
      } catch {
        return error.message
      }
    case "custom-size-type": return typeCustomSize(words.dropFirst().joined(separator: " "))
    default:
      return "unknown command"
    }
    return nil
  }
}
