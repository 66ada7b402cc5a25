import LayoutComposer
import LayoutFiles

extension PreviewDocument {
  /// The size a layout file without `"size"` is shown at.
  public static let defaultFileSize = Size(width: 320, height: 480)

  /// A layout file as a document: each load reads the file again, and a bad file fails
  /// with every problem LayoutFiles found, each as `FILE:LINE:COLUMN: path: message`. What
  /// is not a regular file (a FIFO, a directory) is refused without waiting on it.
  ///
  /// ```swift
  /// let document = PreviewDocument.layoutFile("screen.json")
  /// ```
  public static func layoutFile(_ path: String) -> PreviewDocument {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    return PreviewDocument(title: name, subtitle: path, origin: .file(path)) {
      () throws(LoadFailure) -> Content in
      var content = try LayoutFileLoading.read(path)
      // `swift package preview` writes beside each file the Swift `file:line` of each
      // component (ID.sources); with it the inspector leads to the Swift code.
      if path.hasSuffix(".json") {
        let sources = SourceWatcher.readSources(String(path.dropLast(5)) + ".sources")
        content.root = SourceWatcher.restoringSources(content.root, sources)
      }
      return content
    }
  }

  /// A preview exported as a layout file (PreviewExport.swift, listed in `previews.tsv`):
  /// named by its id, titled by its title, with the place it was written under the title,
  /// and read again from its file on each load with the Swift `file:line` of each
  /// component.
  static func exportedPreview(
    _ preview: SourceWatcher.ExportedPreview, in directory: String
  ) -> PreviewDocument {
    let file = layoutFile("\(directory)/\(preview.stem).json")
    return PreviewDocument(
      title: preview.title, subtitle: preview.location, origin: .sample(preview.id),
      load: file.load)
  }

  /// Every preview of an export, in its order (`composer-preview --previews DIR`).
  ///
  /// ```swift
  /// let documents = try PreviewDocument.exportedPreviews(in: ".build/plugins/…/layouts")
  /// ```
  public static func exportedPreviews(in directory: String) throws(LoadFailure)
    -> [PreviewDocument]
  {
    guard let index = SourceWatcher.readIndex(directory) else {
      throw LoadFailure(messages: [
        "\(directory)/previews.tsv: missing or not an index of exported previews"
      ])
    }
    return index.map { exportedPreview($0, in: directory) }
  }
}
