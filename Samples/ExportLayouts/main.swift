import LayoutComposer
import LayoutSamples

#if canImport(Glibc)
  import Glibc
#endif

// Writes every sample of the gallery as a layout file, so a previewer started with `--watch`
// can show samples rebuilt from changed Swift code without being rebuilt itself:
//
//   composer-sample-layouts DIR
//
// The samples are previews (Samples/Gallery/GalleryPreviews.swift), written by the same
// export as a package's own previews (PreviewExport.swift): DIR/ID.json, DIR/ID.sources and
// DIR/previews.tsv.

func fail(_ message: String) -> Never {
  let line = "composer-sample-layouts: \(message)\n"
  _ = line.withCString { write(2, $0, strlen($0)) }
  exit(1)
}

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count == 1, let directory = arguments.first else {
  fail("usage: composer-sample-layouts DIR")
}
let failures = exportPreviews(Gallery.providers, to: directory)
if !failures.isEmpty { fail(failures.joined(separator: "\ncomposer-sample-layouts: ")) }
