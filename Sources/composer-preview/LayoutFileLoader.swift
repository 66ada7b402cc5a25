import LayoutComposer
import LayoutComposerGtk

/// Reads a layout file into a component tree. The format and its validation belong to the
/// LayoutFiles module; this is the one place the previewer calls it.
enum LayoutFileLoader {
  static func load(_ path: String) throws(PreviewDocument.LoadFailure) -> PreviewDocument.Content {
    throw PreviewDocument.LoadFailure(messages: [
      "\(path): layout files are not supported yet (the LayoutFiles module has no reader)"
    ])
  }
}
