import LayoutComposer
import LayoutFiles

#if canImport(Glibc)
  import Glibc
#endif

// The one export of previews as layout files. It is compiled into composer-sample-layouts
// (the gallery, for `composer-preview --watch`) and, linked from this checkout, into the
// program `swift package preview` generates for a package's own providers; the previewer reads
// what it writes in one way (SourceWatcher.readRebuiltPreviews). For each preview it writes
//
//   DIR/STEM.json     the layout (STEM is the preview's id with `/` as `--`)
//   DIR/STEM.sources  the `file:line` of every component's `$`, one a line in node order
//   DIR/previews.tsv  STEM, id, title, the file the preview was written in, its line
//
// A preview that cannot be written as a layout file is left out and named on standard error
// with its place; the others are written all the same.

/// Writes every preview of the providers into `directory`; returns the messages of those it
/// could not write (empty when all were written).
func exportPreviews(_ providers: [any PreviewProvider.Type], to directory: String) -> [String] {
  var index = ""
  var failures: [String] = []
  for provider in providers {
    for entry in provider.identifiedPreviews {
      let preview = entry.preview
      let root = preview.content()
      let stem = entry.id.replacing("/", with: "--")
      let json: String
      do {
        json = try LayoutDocument(root: root, size: preview.size, direction: preview.direction)
          .json()
      } catch {
        failures.append("\(preview.filePath):\(preview.line): \(entry.id): \(error)")
        continue
      }
      var sources = ""
      var pending = [root]
      while let next = pending.popLast() {
        sources += "\(next.source)\n"
        pending.append(contentsOf: next.items.reversed())
      }
      // The layout after its sources: a previewer watching the layout reads both then.
      if let problem = writeExportFile("\(directory)/\(stem).sources", sources)
        ?? writeExportFile("\(directory)/\(stem).json", json)
      {
        failures.append(problem)
        continue
      }
      let fields = [stem, entry.id, preview.title, preview.filePath, String(preview.line)]
      index += fields.map(tabFree).joined(separator: "\t") + "\n"
    }
  }
  if let problem = writeExportFile("\(directory)/previews.tsv", index) { failures.append(problem) }
  return failures
}

/// The text with tabs and line breaks as spaces, for one field of previews.tsv.
private func tabFree(_ text: String) -> String {
  text.replacing("\t", with: " ").replacing("\n", with: " ")
}

/// Writes the text to a new file beside `path` and renames it over `path`, so a previewer
/// watching the file never reads half of it; the problem, or nil.
private func writeExportFile(_ path: String, _ text: String) -> String? {
  let partial = path + ".partial"
  guard let file = fopen(partial, "w") else { return "\(path): cannot write" }
  let written = fputs(text, file) >= 0
  guard fclose(file) == 0, written, rename(partial, path) == 0 else {
    return "\(path): cannot write"
  }
  return nil
}
