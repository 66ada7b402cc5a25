import CGtk
import Foundation
import LayoutComposer

/// Live code. Watches the Swift files of some directories; on save it rebuilds a program
/// that exports previews as layout files (Samples/ExportLayouts/PreviewExport.swift) in the
/// background, runs it, and swaps the rebuilt layouts into the window. Compiler errors go to
/// the banner with their `file:line:column` and the last good layouts stay.
///
/// `--watch Samples` rebuilds the gallery (`composer-sample-layouts` of the package that holds
/// the directory); `swift package preview` watches the package's targets and rebuilds the
/// program it generated (`preview-layouts`), the same way.
///
/// ```swift
/// let watcher = SourceWatcher(directory: "Samples", window: window)
/// watcher?.start()
/// ```
@MainActor
public final class SourceWatcher {
  /// The product that writes the gallery's samples as layout files (Samples/ExportLayouts).
  public nonisolated static let product = "composer-sample-layouts"

  let directories: [String]
  let packageDirectory: String
  let buildProduct: String
  weak var window: PreviewWindow?
  private var monitors: [GPointer] = []
  private var building = false
  private var buildAgain = false
  private var rebuildPending = false
  private let outputDirectory: String
  /// The build package's `Sources/NAME` links (the generated program's) and where they
  /// lead: compiler messages name the linked paths, the user knows the other.
  private let links: [(linked: String, real: String)]

  /// The gallery's samples: nil if `directory` is not inside a Swift package (no
  /// Package.swift above it).
  public convenience init?(directory: String, window: PreviewWindow) {
    guard let package = Self.package(holding: directory) else { return nil }
    self.init(
      directories: [directory], packageDirectory: package, product: Self.product,
      window: window)
  }

  /// The directory of the Swift package that holds `directory` (the nearest Package.swift
  /// at or above it), or nil.
  public nonisolated static func package(holding directory: String) -> String? {
    var candidate = URL(fileURLWithPath: directory).standardizedFileURL
    while !FileManager.default.fileExists(
      atPath: candidate.appendingPathComponent("Package.swift").path)
    {
      let parent = candidate.deletingLastPathComponent()
      if parent.path == candidate.path { return nil }
      candidate = parent
    }
    return candidate.path
  }

  /// Watches `directories` and rebuilds `product` of the package in `packageDirectory`, a
  /// program that takes the directory to export the previews into.
  public init(
    directories: [String], packageDirectory: String, product: String, window: PreviewWindow
  ) {
    self.directories = directories.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
    self.packageDirectory = URL(fileURLWithPath: packageDirectory).standardizedFileURL.path
    self.buildProduct = product
    self.window = window
    outputDirectory =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("composer-preview-\(getpid())").path
    try? FileManager.default.createDirectory(
      atPath: outputDirectory, withIntermediateDirectories: true)
    links = Self.sourceLinks(in: self.packageDirectory)
  }

  /// `PACKAGE/Sources/NAME/` → the directory it links to, for every entry that is a link.
  nonisolated static func sourceLinks(in packageDirectory: String) -> [(
    linked: String, real: String
  )] {
    let sources = packageDirectory + "/Sources"
    let names = (try? FileManager.default.contentsOfDirectory(atPath: sources)) ?? []
    return names.sorted().compactMap { name in
      let path = sources + "/" + name
      guard (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil else {
        return nil
      }
      let real = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
      return (path + "/", real + "/")
    }
  }

  /// A build log with the linked paths of the generated program as the user's own.
  nonisolated static func withRealPaths(
    _ log: String, _ links: [(linked: String, real: String)]
  ) -> String {
    links.reduce(log) { text, link in text.replacing(link.linked, with: link.real) }
  }

  isolated deinit {
    for monitor in monitors {
      g_file_monitor_cancel(monitor.as(GFileMonitor.self))
      g_object_unref(monitor)
    }
  }

  /// Watches the directories and their subdirectories, and builds once so the window shows
  /// what the code says now.
  /// With `buildNow` false the window already shows what the code says (the plugin has
  /// just exported it), and the first build waits for a save.
  public func start(buildNow: Bool = true) {
    for directory in directories {
      for path in directoriesToWatch(under: directory) { watch(path) }
    }
    window?.trace(
      "watching \(directories.joined(separator: " ")) (package \(packageDirectory))")
    if buildNow { rebuild() }
  }

  private func directoriesToWatch(under directory: String) -> [String] {
    var result = [directory]
    let enumerator = FileManager.default.enumerator(atPath: directory)
    while let relative = enumerator?.nextObject() as? String {
      var isDirectory: ObjCBool = false
      let path = directory + "/" + relative
      if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
        isDirectory.boolValue, !relative.hasPrefix("."), !relative.contains("/.")
      {
        result.append(path)
      }
    }
    return result
  }

  private func watch(_ path: String) {
    let file = g_file_new_for_path(path)!
    defer { g_object_unref(raw(file)) }
    guard let monitor = g_file_monitor_directory(file, G_FILE_MONITOR_WATCH_MOVES, nil, nil)
    else { return }
    g_file_monitor_set_rate_limit(monitor, 0)
    monitors.append(raw(monitor))
    // The handler sees only the event type; any change of a watched directory's files may be
    // a Swift file saved, and a rebuild of an unchanged package is quick.
    Signal.connectFileChanged(raw(monitor)) { [weak self] event in
      switch event {
      case G_FILE_MONITOR_EVENT_CHANGES_DONE_HINT, G_FILE_MONITOR_EVENT_CREATED,
        G_FILE_MONITOR_EVENT_MOVED_IN, G_FILE_MONITOR_EVENT_RENAMED, G_FILE_MONITOR_EVENT_DELETED:
        self?.scheduleRebuild()
      default:
        break
      }
    }
  }

  /// Editors write a file in several steps: wait for them to settle, then build once.
  private func scheduleRebuild() {
    guard !rebuildPending else { return }
    rebuildPending = true
    runAfter(milliseconds: 200) { [weak self] in
      guard let self else { return }
      self.rebuildPending = false
      self.rebuild()
    }
  }

  private func rebuild() {
    if building {
      buildAgain = true
      return
    }
    building = true
    window?.showRebuildState("rebuilding…")
    window?.trace("rebuild-started")
    let start = g_get_monotonic_time()
    let links = self.links
    Subprocess.run(["swift", "build", "--product", buildProduct], in: packageDirectory) {
      [weak self] status, output in
      guard let self else { return }
      let seconds = Double(g_get_monotonic_time() - start) / 1_000_000
      if status != 0 {
        self.finish(
          seconds: seconds, errors: Self.compilerErrors(Self.withRealPaths(output, links)))
        return
      }
      let tool = self.packageDirectory + "/.build/debug/" + self.buildProduct
      let directory = self.outputDirectory
      // An index left from the last run must not pass for this one's.
      try? FileManager.default.removeItem(atPath: directory + "/previews.tsv")
      Subprocess.run([tool, directory], in: self.packageDirectory) {
        [weak self] status, output in
        guard let self else { return }
        let total = Double(g_get_monotonic_time() - start) / 1_000_000
        // What the program could not write is reported; what it wrote is swapped in.
        let failures = status == 0 ? [] : [output.trimmingSpaces()]
        // The files are read and checked on a thread of their own, as the window's are.
        Background.run {
          Self.readRebuiltPreviews(directory)
        } then: { [weak self] rebuilt in
          guard let self else { return }
          if !rebuilt.samples.isEmpty { self.window?.replaceSamples(rebuilt.samples) }
          self.finish(seconds: total, errors: failures + rebuilt.problems)
        }
      }
    }
  }

  private func finish(seconds: Double, errors: [String]) {
    building = false
    let time = "\((seconds * 10).rounded() / 10) s"
    if errors.isEmpty {
      window?.showRebuildState("rebuilt in \(time)")
      window?.trace("rebuilt \(time)")
    } else {
      window?.showRebuildState("rebuild failed after \(time)")
      window?.showCompilerErrors(errors)
      window?.trace("rebuild-failed \(time)")
    }
    if buildAgain {
      buildAgain = false
      rebuild()
    }
  }

  /// A preview the program wrote: its id, title, where it was written (`FILE:LINE`, the
  /// sidebar's subtitle of a preview new to the window) and layout.
  typealias RebuiltSample = (
    id: String, title: String, location: String, content: PreviewDocument.Content
  )

  /// One line of `previews.tsv` (PreviewExport.swift): the files' stem, the id, the title
  /// and the place the preview was written.
  struct ExportedPreview: Sendable, Equatable {
    var stem: String
    var id: String
    var title: String
    var location: String
  }

  /// The index of an export; nil when there is none or a line is not one of its lines.
  nonisolated static func readIndex(_ directory: String) -> [ExportedPreview]? {
    guard let index = try? String(contentsOfFile: directory + "/previews.tsv", encoding: .utf8)
    else { return nil }
    var previews: [ExportedPreview] = []
    for line in index.split(separator: "\n") {
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      guard fields.count == 5 else { return nil }
      previews.append(
        ExportedPreview(
          stem: fields[0], id: fields[1], title: fields[2], location: "\(fields[3]):\(fields[4])"))
    }
    return previews
  }

  /// Reads the layout files the program wrote; problems reading them come back as banner
  /// lines.
  nonisolated static func readRebuiltPreviews(_ outputDirectory: String) -> (
    samples: [RebuiltSample], problems: [String]
  ) {
    guard let index = readIndex(outputDirectory) else {
      return ([], ["\(outputDirectory)/previews.tsv: not written by the rebuilt program"])
    }
    var samples: [RebuiltSample] = []
    var problems: [String] = []
    for preview in index {
      do throws(PreviewDocument.LoadFailure) {
        let content = try PreviewDocument.exportedPreview(preview, in: outputDirectory).load()
        samples.append((preview.id, preview.title, preview.location, content))
      } catch {
        problems += error.messages
      }
    }
    return (samples, problems)
  }

  /// The `file:line` of each node, in node order, as composer-sample-layouts wrote them.
  nonisolated static func readSources(_ path: String) -> [SourceLocation] {
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return [] }
    return text.split(separator: "\n").map { line in
      guard let colon = line.lastIndex(of: ":"), let number = Int(line[line.index(after: colon)...])
      else { return SourceLocation(fileID: String(line), line: 0) }
      return SourceLocation(fileID: String(line[..<colon]), line: number)
    }
  }

  /// The tree read from the layout file, with each node's Swift source put back, so the
  /// inspector of a rebuilt sample still names the line of its `` `$`(…) ``.
  nonisolated static func restoringSources(_ root: Component, _ sources: [SourceLocation])
    -> Component
  {
    guard !sources.isEmpty else { return root }
    return root.rewritten { component, index in
      if index < sources.count { component.source = sources[index] }
    }
  }

  /// The lines of a build log that say what is wrong (`file:line:col: error: …`); the end of
  /// the log when there are none.
  nonisolated static func compilerErrors(_ log: String) -> [String] {
    let lines = log.split(separator: "\n").map(String.init)
    var seen = Set<String>()
    // Compiler diagnostics start with their place; the driver's summary lines and the
    // source excerpts under each diagnostic only repeat them.
    let placed = lines.filter {
      $0.hasPrefix("/") && $0.contains(": error: ") && seen.insert($0).inserted
    }
    if !placed.isEmpty { return Array(placed.prefix(20)) }
    let errors = lines.filter { $0.contains("error:") && seen.insert($0).inserted }
    return errors.isEmpty ? Array(lines.suffix(8)) : Array(errors.prefix(20))
  }
}
