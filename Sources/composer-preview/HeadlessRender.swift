import LayoutComposer
import LayoutComposerGtk

/// `composer-preview --render`: lays a sample or file out and writes the picture, without
/// GTK's display connection.
enum HeadlessRender {
  /// Returns the process exit status: 0 written, 1 the layout or file was bad.
  static func run(_ arguments: PreviewArguments, target: String, out: String) -> Int32 {
    guard let document = Documents.named(target) else {
      printError("composer-preview: \(target): no sample or layout file by that name")
      printError("samples: \(Documents.samples.compactMap(sampleID).joined(separator: " "))")
      return 1
    }
    let content: PreviewDocument.Content
    do {
      content = try document.load()
    } catch {
      for message in error.messages { printError("composer-preview: \(message)") }
      return 1
    }
    let measurer: any TextMeasurer =
      arguments.measurer == .fixedAdvance ? FixedAdvanceTextMeasurer() : PangoTextMeasurer()
    let direction = (arguments.direction ?? .layout).resolve(content.direction)
    let snapshot = LayoutSnapshot(
      root: content.root, size: arguments.size ?? content.size, measurer: measurer,
      direction: direction)
    var options = arguments.options
    if let name = arguments.select {
      guard let node = snapshot.result.index(named: name) else {
        printError("composer-preview: --select \(name): no component of that name in \(target)")
        return 1
      }
      options.selected = node
    }
    do {
      try ImageExport.write(snapshot, renderer: LayoutRenderer(options: options), to: out)
    } catch {
      printError("composer-preview: \(error)")
      return 1
    }
    return 0
  }

  private static func sampleID(_ document: PreviewDocument) -> String? {
    if case .sample(let id) = document.origin { return id }
    return nil
  }
}
