/// Scenario 8: layout and cairo drawing of a 10,000-node layout into an image surface. It
/// needs the previewer's renderer (LayoutComposerGtk), which has not landed yet.
enum PreviewFrameScenario {
  static let available = false
  static let scenario = Scenario(name: "preview-frame-10k", defaultRepetitions: 50) { _ in
    Report(
      scenario: "preview-frame-10k", nodes: 0, samples: [],
      target: "< 8 ms (not run: no renderer in LayoutComposerGtk yet)")
  }
}
