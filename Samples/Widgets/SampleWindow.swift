import CGtk
import Foundation
import LayoutComposer
import LayoutComposerWidgets

/// A sample in a GTK window: opened, or only built to print the engine's frames.
@MainActor
final class SampleWindow {
  let window: UnsafeMutablePointer<GtkWidget>
  let screen: SampleScreen
  let size: Size
  private var closed = false
  private var asWindow: UnsafeMutablePointer<GtkWindow> {
    UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self)
  }
  private var reported = false

  init(sample: WidgetSample, size: Size) {
    self.size = size
    let window = gtk_window_new()!
    let typed = UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self)
    gtk_window_set_title(typed, "composer-widgets: \(sample.title)")
    gtk_window_set_default_size(typed, Int32(size.width), Int32(size.height))
    self.window = window
    screen = sample.build(SampleEvents())
    gtk_window_set_child(typed, screen.container.widget)
  }

  // MARK: Running

  /// Shows the window and runs until it is closed (or, for `--allocations`, until the first
  /// frame at the asked size is drawn). Returns the exit status.
  func run(mode: SampleOptions.Mode) -> Int32 {
    gtk_widget_realize(window)
    let clock = gtk_widget_get_frame_clock(window)!
    GtkSignal.connect(UnsafeMutableRawPointer(clock), "after-paint") { [weak self] in
      self?.framePainted(mode)
    }
    GtkSignal.connect(UnsafeMutableRawPointer(window), "destroy") { [weak self] in
      self?.closed = true
    }
    gtk_window_present(asWindow)
    while !closed {
      g_main_context_iteration(nil, 1)
    }
    return 0
  }

  private func framePainted(_ mode: SampleOptions.Mode) {
    guard !reported, mode != .window, gtk_widget_get_mapped(window) != 0 else { return }
    reported = true
    let width = gtk_widget_get_width(window)
    let height = gtk_widget_get_height(window)
    if width != Int32(size.width) || height != Int32(size.height) {
      // GTK makes a window no smaller than its content's minimum size.
      let line =
        "composer-widgets: the window is \(width)x\(height), not \(formatNumber(size.width))x"
        + "\(formatNumber(size.height)): its content needs at least that much\n"
      FileHandle.standardError.write(Data(line.utf8))
    }
    switch mode {
    case .allocations:
      print(allocationsJSON())
      fflush(nil)
      gtk_window_destroy(asWindow)
    case .trace:
      print("allocations \(allocationsJSON(multiline: false))")
      fflush(nil)
    case .window, .frames:
      break
    }
  }

  // MARK: Reports

  /// Every shown named widget's bounds in window coordinates (`gtk_widget_compute_bounds`).
  func allocationsJSON(multiline: Bool = true) -> String {
    var entries: [(String, Frame)] = []
    for container in containers {
      for (name, widget) in container.namedWidgets where isShown(widget) {
        var bounds = graphene_rect_t()
        guard gtk_widget_compute_bounds(widget.gtk, window, &bounds) != 0 else { continue }
        entries.append(
          (
            name,
            Frame(
              x: Double(bounds.origin.x), y: Double(bounds.origin.y),
              width: Double(bounds.size.width), height: Double(bounds.size.height))
          ))
      }
    }
    return Self.json(entries, multiline: multiline)
  }

  /// The engine's frames for the window's size, in window coordinates, without drawing: the
  /// window's container fills the window; a container nested in a scrolled window is as wide
  /// as it and as high as it or its content, whichever is more (what GtkViewport gives it).
  func engineFramesJSON() -> String {
    var entries: [(String, Frame)] = []
    guard let frames = screen.container.layout(in: size) else {
      return Self.json([], multiline: true)
    }
    append(screen.container, frames, origin: (0, 0), to: &entries)
    for (container, host) in screen.nested {
      guard let hostNode = node(of: host, in: screen.container),
        isShown(host)
      else { continue }
      let hostFrame = frames.absoluteFrame(at: hostNode)
      var minimumHeight: Int32 = 0
      gtk_widget_measure(
        container.widget, GTK_ORIENTATION_VERTICAL, Int32(hostFrame.width.rounded()),
        &minimumHeight, nil, nil, nil)
      let size = Size(
        width: hostFrame.width.rounded(),
        height: max(hostFrame.height.rounded(), Double(minimumHeight)))
      if let inner = container.layout(in: size) {
        append(
          container, inner, origin: (hostFrame.x.rounded(), hostFrame.y.rounded()), to: &entries)
      }
    }
    return Self.json(entries, multiline: true)
  }

  private var containers: [LayoutContainer] {
    [screen.container] + screen.nested.map(\.container)
  }

  private func append(
    _ container: LayoutContainer, _ frames: LayoutResult, origin: (x: Double, y: Double),
    to entries: inout [(String, Frame)]
  ) {
    for (name, widget) in container.namedWidgets where isShown(widget) {
      guard let node = node(of: widget, in: container) else { continue }
      entries.append((name, frames.absoluteFrame(at: node).offsetBy(x: origin.x, y: origin.y)))
    }
  }

  private func node(of widget: Widget, in container: LayoutContainer) -> Int? {
    guard let root = container.root else { return nil }
    var index = 0
    var found: Int?
    func visit(_ component: Component) {
      if found != nil { return }
      if component.item as? Widget === widget { found = index }
      index += 1
      for child in component.items { visit(child) }
    }
    visit(root)
    return found
  }

  /// Shown: visible, and not under a hidden widget's component.
  private func isShown(_ widget: Widget) -> Bool {
    gtk_widget_get_visible(widget.gtk) != 0 && gtk_widget_get_child_visible(widget.gtk) != 0
  }

  /// `{"name": [x, y, w, h], …}`, numbers as the engine prints them.
  static func json(_ entries: [(String, Frame)], multiline: Bool) -> String {
    let items = entries.map { name, frame in
      let numbers = [frame.x, frame.y, frame.width, frame.height].map(formatNumber)
      return "\"\(name)\": [\(numbers.joined(separator: ", "))]"
    }
    if items.isEmpty { return "{}" }
    return multiline
      ? "{\n  " + items.joined(separator: ",\n  ") + "\n}"
      : "{" + items.joined(separator: ", ") + "}"
  }
}
