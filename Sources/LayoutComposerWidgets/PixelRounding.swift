import CGtk
import CLayoutComposerWidgets
import LayoutComposer

#if canImport(Glibc)
  import Glibc
#endif

/// GTK allocates whole pixels. Each edge of a frame is rounded where it lies in the window
/// (not its width and height), so two frames that touch still touch after rounding: no
/// 1-pixel gap, no overlap, whatever fractions the engine computed.
enum PixelRounding {
  /// The allocation of a frame given in the container's coordinates, relative to the
  /// container, for a container whose origin is at `origin` in its window.
  static func allocation(_ frame: Frame, origin: (x: Double, y: Double)) -> GtkAllocation {
    let rounded = windowFrame(frame, origin: origin)
    return GtkAllocation(
      x: Int32(rounded.x - origin.x.rounded()), y: Int32(rounded.y - origin.y.rounded()),
      width: Int32(rounded.width), height: Int32(rounded.height))
  }

  /// The frame in window coordinates with each edge on the nearest pixel (halves away from
  /// zero, as `Double.rounded()`).
  ///
  /// ```swift
  /// PixelRounding.windowFrame(Frame(x: 0.5, y: 10, width: 99.4, height: 20), origin: (0, 0))
  /// // {1, 10, 99, 20}: left 0.5 → 1, right 99.9 → 100
  /// ```
  static func windowFrame(_ frame: Frame, origin: (x: Double, y: Double)) -> Frame {
    Frame(x: origin.x + frame.x, y: origin.y + frame.y, width: frame.width, height: frame.height)
      .edgesRounded
  }
}

/// Where a widget is in its window.
enum WindowPoint {
  /// The origin of `widget` in the coordinates of its root (the window), or (0, 0) while it
  /// is not in one.
  @MainActor
  static func origin(of widget: UnsafeMutablePointer<GtkWidget>) -> (x: Double, y: Double) {
    guard let root = gtk_widget_get_root(widget) else { return (0, 0) }
    let rootWidget = UnsafeMutablePointer<GtkWidget>(root)
    var point = graphene_point_t(x: 0, y: 0)
    var result = graphene_point_t(x: 0, y: 0)
    guard gtk_widget_compute_point(widget, rootWidget, &point, &result) != 0 else { return (0, 0) }
    return (Double(result.x), Double(result.y))
  }
}

extension WidgetMeasure {
  /// GTK draws a widget given less than its minimum wrongly and may warn: such an allocation
  /// grows to the minimum (from its top-left corner). Measuring here also tells GTK the
  /// widget was measured before it is allocated, which it requires.
  static func raiseToMinimum(
    _ widget: UnsafeMutablePointer<GtkWidget>, _ allocation: inout GtkAllocation
  ) {
    raiseToMinimum(&allocation) { measure(widget, $0, forSize: $1) }
  }

  /// The same with the measurements a `Widget` keeps: they are GTK's answers since the widget
  /// last queued a resize, so GTK knows it was measured.
  @MainActor
  static func raiseToMinimum(_ widget: Widget, _ allocation: inout GtkAllocation) {
    raiseToMinimum(&allocation) { widget.measure($0, forSize: $1) }
  }

  private static func raiseToMinimum(
    _ allocation: inout GtkAllocation, _ measure: (GtkOrientation, Int32) -> WidgetMeasure
  ) {
    allocation.width = max(allocation.width, measure(GTK_ORIENTATION_HORIZONTAL, -1).minimum)
    allocation.height = max(
      allocation.height, measure(GTK_ORIENTATION_VERTICAL, allocation.width).minimum)
  }
}

/// Problems with what the user gave, one line each on standard error, with the component's
/// place in the tree: `LayoutContainer.applyLayout: root.items[2] "email" (GtkEntry): …`.
enum WidgetWarning {
  @MainActor
  static func report(_ entry: ContainerEngine.WidgetNode, _ message: String) {
    let type = typeName(entry.widget.gtk)
    let what = entry.widget.name.map { "\"\($0)\" (\(type))" } ?? "(\(type))"
    let line = "LayoutContainer.applyLayout: \(entry.path) \(what): \(message)\n"
    _ = line.withCString { write(2, $0, strlen($0)) }
  }

  /// The GType name of a widget: `GtkEntry`.
  static func typeName(_ widget: UnsafeMutablePointer<GtkWidget>) -> String {
    String(
      cString: g_type_name_from_instance(
        UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self)))
  }
}
