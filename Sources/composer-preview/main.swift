import LayoutComposer
import LayoutComposerGtk

#if canImport(Glibc)
  import Glibc
#endif

/// Writes a line to standard error (unbuffered, so it interleaves with stdout correctly).
func printError(_ message: String) {
  let line = message + "\n"
  _ = line.withCString { write(2, $0, strlen($0)) }
}

let arguments: PreviewArguments
do {
  arguments = try PreviewArguments.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
  if !error.message.isEmpty { printError("composer-preview: \(error.message)") }
  printError(PreviewArguments.usage)
  exit(error.message.isEmpty ? 0 : 2)
}

if let target = arguments.render, let out = arguments.out {
  exit(HeadlessRender.run(arguments, target: target, out: out))
}
print("composer-preview: window not yet")
