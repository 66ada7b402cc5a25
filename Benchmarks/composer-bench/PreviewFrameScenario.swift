import CGtk
import LayoutComposer
import LayoutComposerGtk

/// Scenario 8: one frame of the previewer while a window is resized: a 10,000-node layout
/// laid out at a new size and drawn with cairo, by the previewer's own renderer, into an image
/// surface (no display needed). The surface is made once, as a window's back buffer is.
enum PreviewFrameScenario {
  static let scenario = Scenario(name: "preview-frame-10k", defaultRepetitions: 50) {
    repetitions in
    // 100 rows of 99 cells: 1 + 100 + 9,900 = 10,001 nodes.
    let rows = (0..<100).map { row in
      `$`(
        nil, flex: 1, layout: HBox(),
        items: (0..<99).map { column in `$`("cell \(row)-\(column)", flex: 1) })
    }
    let root = `$`(nil, layout: VBox(), items: rows)
    let width = 1000.0
    let height = 1000.0
    var snapshot = LayoutSnapshot(root: root, size: Size(width: width, height: height))
    let renderer = LayoutRenderer()
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
    defer { cairo_surface_destroy(surface) }
    var step = 0
    var layoutTimes: [Double] = []
    var cpuTimes: [Double] = []
    let samples = Stopwatch.samples(repetitions) {
      // A resize drag: every frame a slightly different width.
      step += 1
      let cpuStart = Stopwatch.threadCPUMs()
      defer { cpuTimes.append(Stopwatch.threadCPUMs() - cpuStart) }
      let start = Stopwatch.nowMs()
      snapshot.relayout(in: Size(width: width - Double(step % 20), height: height))
      layoutTimes.append(Stopwatch.nowMs() - start)
      let cr = cairo_create(surface)!
      renderer.draw(snapshot, in: cr, originX: 0, originY: 0)
      cairo_destroy(cr)
      cairo_surface_flush(surface)
    }
    var report = Report(
      scenario: "preview-frame-10k", nodes: snapshot.count, samples: samples, target: "< 8 ms")
    // The frame's two parts: the relayout (with the absolute frames the renderer reads) and
    // the drawing; and the frame's CPU time on its thread, which other processes on the
    // machine move less than the clock.
    let layoutMedian = Report(scenario: "", nodes: 0, samples: layoutTimes, target: "").median
    let cpuMedian = Report(scenario: "", nodes: 0, samples: cpuTimes, target: "").median
    report.extras = [
      ("layout_ms", layoutMedian), ("draw_ms", report.median - layoutMedian),
      ("cpu_ms", cpuMedian),
    ]
    return report
  }
}
