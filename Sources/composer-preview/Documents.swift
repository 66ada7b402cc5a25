import LayoutComposer
import LayoutComposerGtk
import LayoutSamples

/// The previewer's documents: every sample of the gallery and layout files from the command
/// line.
enum Documents {
  static func sample(_ sample: Sample) -> PreviewDocument {
    PreviewDocument(title: sample.title, subtitle: sample.seed, origin: .sample(sample.id)) {
      PreviewDocument.Content(root: sample.build(), size: sample.size, direction: sample.direction)
    }
  }

  static var samples: [PreviewDocument] { Gallery.samples.map(sample) }

  static func file(_ path: String) -> PreviewDocument {
    PreviewDocument.layoutFile(path)
  }

  /// A sample id or a file path, as `--render` takes it.
  static func named(_ nameOrFile: String) -> PreviewDocument? {
    if let found = Gallery.sample(named: nameOrFile) { return sample(found) }
    if nameOrFile.hasSuffix(".json") || nameOrFile.contains("/") { return file(nameOrFile) }
    return nil
  }
}
