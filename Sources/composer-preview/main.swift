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

// A parent may hand its blocked signals down (SwiftPM does to `swift package preview`'s
// programs): unblocked, Ctrl+C and SIGTERM end the previewer as they end any program.
var everySignal = sigset_t()
sigfillset(&everySignal)
pthread_sigmask(SIG_UNBLOCK, &everySignal, nil)

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

// Files from the command line come first in the sidebar; the window opens on the first of
// them, or on `--sample`, or on the first sample.
let files = arguments.files.map(Documents.file)
var previews: [PreviewDocument] = []
if let directory = arguments.previews {
  do {
    previews = try PreviewDocument.exportedPreviews(in: directory)
  } catch {
    for message in error.messages { printError("composer-preview: --previews \(message)") }
    exit(2)
  }
}
let documents = files + previews + (arguments.samples ? Documents.samples : [])
if documents.isEmpty {
  printError("composer-preview: --no-samples needs at least one layout file or preview")
  exit(2)
}
var initial = 0
if let wanted = arguments.sample {
  guard let index = documents.firstIndex(where: { $0.origin == .sample(wanted) }) else {
    printError("composer-preview: --sample \(wanted): no such sample")
    exit(2)
  }
  initial = index
}
// The measurer and the direction chosen in the View menu, the size chosen in the size menu
// and the custom size are remembered; `--measurer`, `--direction`, `--preset` and `--size`
// override them for one run (and are not saved).
guard let trace = Trace(enabled: arguments.trace, path: arguments.traceFile) else {
  printError("composer-preview: --trace-file \(arguments.traceFile ?? ""): cannot be opened")
  exit(2)
}
let settingsPath = PreviewSettings.defaultPath()
let settings = PreviewSettings.load(from: settingsPath)
let configuration = PreviewWindow.Configuration(
  documents: documents, initial: initial, options: arguments.options,
  canvasSize: arguments.chosenCanvas ?? settings.canvas ?? arguments.defaultCanvas,
  trace: trace,
  measurer: arguments.measurer ?? settings.measurer,
  direction: arguments.direction ?? settings.direction,
  settingsPath: settingsPath, variants: arguments.variants, customSize: settings.customSize)
let status = MainActor.assumeIsolated {
  guard PreviewApplication.canOpenDisplay() else {
    printError(
      "composer-preview: cannot open a display (set DISPLAY or WAYLAND_DISPLAY); "
        + "--render writes pictures without one")
    return Int32(1)
  }
  let application = PreviewApplication(
    configuration: configuration, control: arguments.control, prefersDark: arguments.dark)
  if let directory = arguments.watch.first {
    guard let package = arguments.watchPackage ?? SourceWatcher.package(holding: directory) else {
      printError("composer-preview: --watch \(directory): not inside a Swift package")
      exit(2)
    }
    application.onStart = { window in
      let watcher = SourceWatcher(
        directories: arguments.watch, packageDirectory: package,
        product: arguments.watchProduct ?? SourceWatcher.product, window: window)
      window.sourceWatcher = watcher
      // With --previews (swift package preview) the window shows what the code says now.
      watcher.start(buildNow: arguments.previews == nil)
    }
  }
  return application.run()
}
exit(status)
