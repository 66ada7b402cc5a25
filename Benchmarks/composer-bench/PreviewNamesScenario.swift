import CGtk
import LayoutComposer
import LayoutComposerGtk

/// Issue 19: one previewer frame of 4,000 levels nested alternately as overlay and
/// background, all at one frame and unnamed (so named by paths as long as their depth), with
/// names on. Placing the tags was quadratic in the depth (11 s a frame).
enum PreviewNamesScenario {
  static let scenario = Scenario(name: "preview-names-alternating-4k", defaultRepetitions: 10) {
    repetitions in
    let depth = 4_000
    var node = `$`(nil)
    for level in stride(from: depth - 1, through: 0, by: -1) {
      node = level % 2 == 0 ? `$`(nil, overlay: [node]) : `$`(nil, background: [node])
    }
    let snapshot = LayoutSnapshot(root: node, size: Size(width: 400, height: 400))
    let renderer = LayoutRenderer()
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 400, 400)!
    defer { cairo_surface_destroy(surface) }
    let samples = Stopwatch.samples(repetitions) {
      let cr = cairo_create(surface)!
      renderer.draw(snapshot, in: cr, originX: 0, originY: 0)
      cairo_destroy(cr)
    }
    let tags = renderer.plan(for: snapshot).tags.count
    var report = Report(
      scenario: "preview-names-alternating-4k", nodes: snapshot.count, samples: samples,
      target: "linear in depth")
    report.extras = [("tags", Double(tags))]
    return report
  }
}
