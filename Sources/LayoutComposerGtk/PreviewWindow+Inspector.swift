import CGtk
import LayoutComposer

extension PreviewWindow {
  /// Shows the selected component in the inspector, or what to do when none is.
  func updateInspector() {
    guard !closed else { return }
    guard let snapshot else {
      inspector.show(
        message: loading != nil ? "Loading…" : "No layout.", title: document?.title ?? "")
      return
    }
    guard let node = options.selected, node < snapshot.count else {
      var lines = [
        "Click a component to inspect it.", "",
        "\(snapshot.count) components",
        "text measured by \(snapshot.measurerName ?? "the layout's own measurer")",
      ]
      if !problems.warnings.isEmpty {
        lines.append("\(problems.warnings.count) warnings (yellow line above)")
      }
      inspector.show(message: lines.joined(separator: "\n"), title: document?.title ?? "")
      return
    }
    var frames: [(label: String, frame: Frame)] = []
    if showsVariants, let variants {
      frames = variants.variants.map {
        ("\($0.label) \($0.snapshot.size)", $0.snapshot.result.frame(at: node))
      }
    }
    inspector.show(
      InspectorReport(
        node: node, in: snapshot, variants: frames, problems: problems.at(node: node),
        explanation: FrameExplanation.lines(node: node, in: snapshot)))
  }
}
