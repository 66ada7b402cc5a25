import CGtk
import LayoutComposer
import LayoutComposerWidgets

/// `widgets-1000-labels`: 1,000 real GtkLabels in 100 rows of 10, relaid at alternating
/// widths (a resize drag going back and forth), in a `LayoutContainer` (a VBox of HBoxes,
/// every label flex 1) and, in the same run, frame for frame, as the same rows of nested
/// GtkBoxes (homogeneous rows, every label expanding). A frame is what GTK does for a new
/// window width: the height for that width, then the allocation. Needs a display
/// (`scripts/with-display`); without one the scenario reports nothing.
enum WidgetsScenario {
  static let rows = 100
  static let columns = 10

  static let scenario = Scenario(name: "widgets-1000-labels", defaultRepetitions: 200) {
    repetitions in
    MainActor.assumeIsolated { run(repetitions) }
  }

  static func asWindow(_ widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWindow>
  {
    UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkWindow.self)
  }

  /// One frame of each, as functions of their own so that callgrind counts each apart
  /// (`--toggle-collect`, docs/performance.md). The container's also counts the widgets'
  /// measure calls in it (and so is not the same function as the other, which the
  /// optimiser would make one).
  @inline(never)
  static func containerFrame(_ widget: UnsafeMutablePointer<GtkWidget>, width: Int32) -> Int {
    let before = MainActor.assumeIsolated { LayoutContainer.widgetMeasureCount }
    relayout(widget, width: width)
    return MainActor.assumeIsolated { LayoutContainer.widgetMeasureCount } - before
  }

  @inline(never)
  static func boxFrame(_ widget: UnsafeMutablePointer<GtkWidget>, width: Int32) {
    relayout(widget, width: width)
  }

  /// What GTK does for a window `width` wide: the child's width, its height for that width,
  /// then its allocation.
  @inline(__always)
  static func relayout(_ widget: UnsafeMutablePointer<GtkWidget>, width: Int32) {
    var minimum: Int32 = 0
    var height: Int32 = 0
    gtk_widget_measure(widget, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, nil, nil, nil)
    gtk_widget_measure(widget, GTK_ORIENTATION_VERTICAL, width, &minimum, &height, nil, nil)
    var allocation = GtkAllocation(x: 0, y: 0, width: width, height: height)
    gtk_widget_size_allocate(widget, &allocation, -1)
  }

  @MainActor
  static func run(_ repetitions: Int) -> Report {
    let name = "widgets-1000-labels"
    guard gtk_init_check() != 0 else {
      return Report(scenario: name, nodes: 0, samples: [], target: "needs a display")
    }
    let container = LayoutContainer()
    container.applyLayout(
      VBox(),
      items: (0..<rows).map { row in
        `$`(
          nil, layout: HBox(),
          items: (0..<columns).map { column in
            `$`(Widget(gtk_label_new("label \(row)-\(column)")), flex: 1)
          })
      })
    let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
    for row in 0..<rows {
      let line = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
      let lineBox = UnsafeMutableRawPointer(line).assumingMemoryBound(to: GtkBox.self)
      gtk_box_set_homogeneous(lineBox, 1)
      for column in 0..<columns {
        let label = gtk_label_new("label \(row)-\(column)")!
        gtk_widget_set_hexpand(label, 1)
        gtk_box_append(lineBox, label)
      }
      gtk_box_append(UnsafeMutableRawPointer(box).assumingMemoryBound(to: GtkBox.self), line)
    }
    // Each in a window of its own (never shown), as it would be on screen.
    let windows = [container.widget, box].map { child in
      let window = gtk_window_new()!
      gtk_window_set_child(asWindow(window), child)
      return window
    }
    defer { for window in windows { gtk_window_destroy(asWindow(window)) } }

    var step = 0
    var measuresInLastFrame = 0
    func frame(_ widget: UnsafeMutablePointer<GtkWidget>) {
      let width: Int32 = step % 2 == 0 ? 1000 : 900
      if widget == box {
        boxFrame(box, width: width)
      } else {
        measuresInLastFrame = containerFrame(widget, width: width)
      }
    }
    // Both are laid out at both widths once before timing (first measurements, Pango's
    // fonts loaded).
    for _ in 0..<4 {
      step += 1
      frame(container.widget)
      frame(box)
    }
    var boxTimes: [Double] = []
    var containerCPU: [Double] = []
    var boxCPU: [Double] = []
    var measures = 0
    var times: [Double] = []
    func timed(_ widget: UnsafeMutablePointer<GtkWidget>) -> (ms: Double, cpuMs: Double) {
      let cpu = Stopwatch.threadCPUMs()
      let start = Stopwatch.nowMs()
      frame(widget)
      return (Stopwatch.nowMs() - start, Stopwatch.threadCPUMs() - cpu)
    }
    for repetition in 0..<repetitions {
      step += 1
      // Which goes first alternates, so that neither always finds the caches as the other
      // left them.
      let boxFirst = repetition % 2 == 1
      let boxBefore = boxFirst ? timed(box) : nil
      let ours = timed(container.widget)
      measures += measuresInLastFrame
      let theirs = boxBefore ?? timed(box)
      times.append(ours.ms)
      containerCPU.append(ours.cpuMs)
      boxTimes.append(theirs.ms)
      boxCPU.append(theirs.cpuMs)
    }
    func median(_ values: [Double]) -> Double {
      Report(scenario: "", nodes: 0, samples: values, target: "").median
    }
    var report = Report(
      scenario: name, nodes: rows * columns, samples: times, target: "<= 1.3x GtkBox")
    report.extras = [
      ("gtkbox_ms", median(boxTimes)), ("ratio", report.median / median(boxTimes)),
      ("cpu_ms", median(containerCPU)), ("gtkbox_cpu_ms", median(boxCPU)),
      ("cpu_ratio", median(containerCPU) / median(boxCPU)),
      ("measures_per_frame", Double(measures) / Double(repetitions)),
    ]
    return report
  }
}
