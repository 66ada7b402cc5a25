import CGtk
import LayoutComposer

extension PreviewWindow {
  /// Shows the selected component in the inspector, or what to do when none is.
  func updateInspector() {
    guard !closed else { return }
    guard let count = snapshot?.count else {
      inspector.show(
        message: loading != nil ? "Loading…" : "No layout.", title: document?.title ?? "")
      return
    }
    guard let node = options.selected, node < count else {
      showInspectorHint()
      return
    }
    // Explained first, in place: `explain` uses the tree's scratch space, and a copy of the
    // snapshot held meanwhile would make it copy the whole tree.
    var frames: [(label: String, frame: Frame)] = []
    var explanation: [String]
    var explanationTitle = "Explanation"
    if showsVariants, let shown = variants, !shown.variants.isEmpty {
      frames = shown.variants.map {
        ("\($0.label) \($0.snapshot.size)", $0.snapshot.result.frame(at: node))
      }
      // In the variant clicked last (the window's own size until then).
      let index = min(explainedVariant ?? shown.variants.count - 1, shown.variants.count - 1)
      explanationTitle = "Explanation (\(shown.variants[index].label))"
      explanation = variants?.variants[index].snapshot.explain(at: node) ?? []
    } else {
      explanation = snapshot?.explain(at: node) ?? []
    }
    guard let snapshot else { return }
    inspector.show(
      InspectorReport(
        node: node, in: snapshot, variants: frames, problems: problems.at(node: node),
        explanation: explanation, explanationTitle: explanationTitle))
  }

  private func showInspectorHint() {
    guard let snapshot else { return }
    var lines = [
      "Click a component to inspect it.", "",
      "\(snapshot.count) components",
      "text measured by \(snapshot.measurerName ?? "the layout's own measurer")",
    ]
    if !problems.warnings.isEmpty {
      let count = problems.warnings.count + problems.unlistedWarnings
      lines.append("\(count) warnings (yellow line above)")
    }
    inspector.show(message: lines.joined(separator: "\n"), title: document?.title ?? "")
  }
}
