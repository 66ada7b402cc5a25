import CGtk
import Foundation
import LayoutComposer

/// `--watch`: live code. Watches the Swift files of a samples directory; on save it rebuilds
/// the package's `composer-sample-layouts` product in the background, runs it to get every
/// sample as a layout file, and swaps the rebuilt layouts into the window. Compiler errors go
/// to the banner and the last good layout stays.
///
/// ```swift
/// let watcher = SourceWatcher(directory: "Samples", window: window)
/// watcher.start()
/// ```
@MainActor
public final class SourceWatcher {
  /// The product that writes the samples as layout files (see Samples/ExportLayouts).
  public nonisolated static let product = "composer-sample-layouts"

  let directory: String
  let packageDirectory: String
  weak var window: PreviewWindow?
  private var monitors: [GPointer] = []
  private var building = false
  private var buildAgain = false
  private var rebuildPending = false
  private let outputDirectory: String

  /// Nil if `directory` is not inside a Swift package (no Package.swift above it).
  public init?(directory: String, window: PreviewWindow) {
    let absolute = URL(fileURLWithPath: directory).standardizedFileURL
    var candidate = absolute
    while !FileManager.default.fileExists(
      atPath: candidate.appendingPathComponent("Package.swift").path)
    {
      let parent = candidate.deletingLastPathComponent()
      if parent.path == candidate.path { return nil }
      candidate = parent
    }
    self.directory = absolute.path
    self.packageDirectory = candidate.path
    self.window = window
    outputDirectory =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("composer-preview-\(getpid())").path
    try? FileManager.default.createDirectory(
      atPath: outputDirectory, withIntermediateDirectories: true)
  }

  isolated deinit {
    for monitor in monitors {
      g_file_monitor_cancel(monitor.as(GFileMonitor.self))
      g_object_unref(monitor)
    }
  }

  /// Watches the directory and its subdirectories, and builds once so the window shows what
  /// the code says now.
  public func start() {
    for path in directoriesToWatch() { watch(path) }
    window?.trace("watching \(directory) (package \(packageDirectory))")
    rebuild()
  }

  private func directoriesToWatch() -> [String] {
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
    Subprocess.run(["swift", "build", "--product", Self.product], in: packageDirectory) {
      [weak self] status, output in
      guard let self else { return }
      let seconds = Double(g_get_monotonic_time() - start) / 1_000_000
      if status != 0 {
        self.finish(seconds: seconds, errors: Self.compilerErrors(output))
        return
      }
      let tool = self.packageDirectory + "/.build/debug/" + Self.product
      Subprocess.run([tool, self.outputDirectory], in: self.packageDirectory) {
        [weak self] status, output in
        guard let self else { return }
        let total = Double(g_get_monotonic_time() - start) / 1_000_000
        if status != 0 {
          self.finish(seconds: total, errors: [output.trimmingSpaces()])
          return
        }
        // The files are read and checked on a thread of their own, as the window's are.
        let directory = self.outputDirectory
        Background.run {
          Self.readRebuiltSamples(directory)
        } then: { [weak self] rebuilt in
          guard let self else { return }
          if rebuilt.problems.isEmpty { self.window?.replaceSamples(rebuilt.samples) }
          self.finish(seconds: total, errors: rebuilt.problems)
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

  /// A sample the tool wrote: its id, title, seed and layout.
  typealias RebuiltSample = (
    id: String, title: String, seed: String, content: PreviewDocument.Content
  )

  /// Reads the layout files the tool wrote; problems reading them come back as banner
  /// lines.
  nonisolated static func readRebuiltSamples(_ outputDirectory: String) -> (
    samples: [RebuiltSample], problems: [String]
  ) {
    guard let index = try? String(contentsOfFile: outputDirectory + "/index.tsv", encoding: .utf8)
    else { return ([], ["\(outputDirectory)/index.tsv: not written by \(product)"]) }
    var samples: [RebuiltSample] = []
    var problems: [String] = []
    for line in index.split(separator: "\n") {
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      guard fields.count == 3 else { continue }
      let path = "\(outputDirectory)/\(fields[0]).json"
      do throws(PreviewDocument.LoadFailure) {
        let read = try LayoutFileLoading.read(path)
        let sources = readSources("\(outputDirectory)/\(fields[0]).sources")
        let content = PreviewDocument.Content(
          root: restoringSources(read.root, sources), size: read.size, direction: read.direction)
        samples.append((fields[0], fields[1], fields[2], content))
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
