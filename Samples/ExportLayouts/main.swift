import LayoutComposer
import LayoutFiles
import LayoutSamples

#if canImport(Glibc)
  import Glibc
#endif

// Writes every sample of the gallery as a layout file, so a previewer started with `--watch`
// can show samples rebuilt from changed Swift code without being rebuilt itself:
//
//   composer-sample-layouts DIR
//
// writes DIR/ID.json for each sample, DIR/ID.sources (the `file:line` where each component's
// `$` was written, one line per component in node order, so the previewer's inspector still
// leads back to the Swift code) and DIR/index.tsv (id, title, seed; one per line).

func fail(_ message: String) -> Never {
  let line = "composer-sample-layouts: \(message)\n"
  _ = line.withCString { write(2, $0, strlen($0)) }
  exit(1)
}

func writeFile(_ path: String, _ text: String) {
  guard let file = fopen(path, "w") else { fail("\(path): cannot write") }
  defer { fclose(file) }
  guard fputs(text, file) >= 0 else { fail("\(path): cannot write") }
}

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count == 1, let directory = arguments.first else {
  fail("usage: composer-sample-layouts DIR")
}
var index = ""
for sample in Gallery.samples {
  let root = sample.build()
  do {
    let json = try LayoutDocument(root: root, size: sample.size).json()
    writeFile("\(directory)/\(sample.id).json", json)
  } catch {
    fail("\(sample.id): \(error)")
  }
  var sources = ""
  var pending = [root]
  while let next = pending.popLast() {
    sources += "\(next.source)\n"
    pending.append(contentsOf: next.items.reversed())
  }
  writeFile("\(directory)/\(sample.id).sources", sources)
  let clean = { (text: String) in text.replacing("\t", with: " ").replacing("\n", with: " ") }
  index += "\(sample.id)\t\(clean(sample.title))\t\(clean(sample.seed))\n"
}
writeFile("\(directory)/index.tsv", index)
