import CGtk
import LayoutComposer

/// Commands on standard input, one per line, for tests and scripts (`--control`):
///
/// ```
/// resize 900 700      sample basic      preset phone|tablet|desktop|fit
/// rotate              zoom 2            toggle fills|borders|names|notes|margins|exploded|texts
/// click X Y           hover X Y         select NAME       reload
/// export FILE.png     cycle 100         rss               quit
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
  /// Runs one control command; returns what was wrong with it, or nil.
  func perform(_ words: [String]) -> String? {
    guard !closed else { return "window closed" }
    func number(_ index: Int) -> Double? {
      words.count > index ? Double(words[index]) : nil
    }
    switch words[0] {
    case "resize":
      guard let width = number(1), let height = number(2) else { return "resize W H" }
      gtk_window_set_default_size(window.as(GtkWindow.self), Int32(width), Int32(height))
    case "sample", "document":
      guard words.count == 2,
        let index = documents.firstIndex(where: {
          $0.origin == .sample(words[1]) || $0.origin == .file(words[1])
        })
      else { return "no document \(words.dropFirst().joined(separator: " "))" }
      select(document: index)
    case "preset":
      let name = words.count == 2 ? words[1] : ""
      if name == "fit" {
        setCanvasSize(.fitWindow)
      } else if let preset = CanvasSize.Preset(rawValue: name) {
        setCanvasSize(.preset(preset))
      } else {
        return "preset phone|tablet|desktop|fit"
      }
    case "rotate": rotate()
    case "zoom":
      guard let zoom = number(1) else { return "zoom FACTOR" }
      setZoom(zoom)
    case "toggle":
      let toggles: [String: WritableKeyPath<RenderOptions, Bool>] = [
        "fills": \.fills, "borders": \.borders, "names": \.names, "notes": \.notes,
        "margins": \.margins, "exploded": \.exploded, "texts": \.texts,
      ]
      guard words.count == 2, let keyPath = toggles[words[1]] else {
        return "toggle \(toggles.keys.sorted().joined(separator: "|"))"
      }
      options[keyPath: keyPath].toggle()
      trace("toggled \(words[1]) \(options[keyPath: keyPath])")
      redraw()
    case "opaque":
      options.fillAlpha = options.fillAlpha < 1 ? 1 : 0.25
      redraw()
    case "click", "hover":
      guard let x = number(1), let y = number(2) else { return "\(words[0]) X Y" }
      if words[0] == "click" { click(x: x, y: y) } else { hover(x: x, y: y) }
    case "select":
      guard words.count == 2, let snapshot, let node = snapshot.result.index(named: words[1])
      else { return "no component \(words.dropFirst().joined(separator: " "))" }
      select(node: node)
    case "inspector":
      trace("inspector \(String(cString: gtk_label_get_text(inspectorLabel.opaque)))")
    case "reload": reload()
    case "sidebar": toggleSidebar()
    case "export":
      guard words.count == 2 else { return "export FILE.png|FILE.svg" }
      return export(to: words[1])
    case "close": close()
    default:
      return "unknown command"
    }
    return nil
  }
}
