import LayoutComposer
import LayoutSamples

#if canImport(Glibc)
  import Glibc
#endif

// Prints the frame tree of every sample (or of the samples named on the command line) at the
// size it is meant to be seen at, in its direction.
let wanted = Set(CommandLine.arguments.dropFirst())
let unknown = wanted.subtracting(Gallery.samples.map(\.id))
if !unknown.isEmpty {
  print("composer-samples: unknown sample \(unknown.sorted().joined(separator: ", "))")
  print("known: \(Gallery.samples.map(\.id).joined(separator: " "))")
  exit(2)
}
for sample in Gallery.samples where wanted.isEmpty || wanted.contains(sample.id) {
  var tree = LayoutTree(sample.build())
  print("# \(sample.id): \(sample.title) (\(sample.seed)) at \(sample.size)")
  print(tree.layout(in: sample.size, direction: sample.direction))
  print()
}
