import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

// `swift package preview` as a user meets it (issue 20): a package in a temporary folder that
// depends on a clean clone of this checkout, with two PreviewProviders (internal) in two files
// of two targets. Slow (it clones and builds the library twice), so it runs when
// LAYOUTCOMPOSER_PLUGIN_TESTS=1, as scripts/test sets it in a step of its own.

private let enabled = ProcessInfo.processInfo.environment["LAYOUTCOMPOSER_PLUGIN_TESTS"] == "1"

/// The repository this test file is in.
private let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent()

private let settingsSource = """
  import LayoutComposer

  func settingsScreen() -> Component {
    `$`(nil, layout: VBox(), items: [`$`("header", height: 50), `$`("body", flex: 1)])
  }

  struct SettingsPreviews: PreviewProvider {
    static var previews: [Preview] {
      [
        Preview("Settings", size: Size(width: 360, height: 640)) { settingsScreen() },
        Preview("Settings, RTL", size: Size(width: 360, height: 640), direction: .rightToLeft) {
          settingsScreen()
        },
      ]
    }
  }

  """

private let profileLayout = #"""
  {"version": 1, "size": [200, 100], "root": {"layout": {"type": "HBox"}, "items": [
    {"name": "icon", "width": 40}, {"name": "name", "flex": 1}]}}
  """#

private let profileSource = """
  import LayoutComposer

  struct ProfilePreviews: PreviewProvider {
    static var previews: [Preview] {
      [
        Preview("Profile", size: Size(width: 200, height: 100)) {
          `$`(nil, layout: HBox(), items: [`$`("icon", width: 40), `$`("name", flex: 1)])
        }
      ]
    }
  }

  """

/// The 1-based line of the first line of `text` containing `needle`.
private func line(of needle: String, in text: String) -> Int? {
  text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex {
    $0.contains(needle)
  }.map { $0 + 1 }
}

private struct Finished {
  var status: Int32
  var standardOutput: String
  var standardError: String
}

private func run(_ arguments: [String], in directory: URL) throws -> Finished {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = arguments
  process.currentDirectoryURL = directory
  let output = Pipe()
  let error = Pipe()
  process.standardOutput = output
  process.standardError = error
  try process.run()
  // Read both while it runs: a full pipe would stop it.
  nonisolated(unsafe) var errorData = Data()
  let reader = Thread { errorData = error.fileHandleForReading.readDataToEndOfFile() }
  reader.start()
  let outputData = output.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  while !reader.isFinished { usleep(1000) }
  return Finished(
    status: process.terminationStatus, standardOutput: String(decoding: outputData, as: UTF8.self),
    standardError: String(decoding: errorData, as: UTF8.self))
}

/// Writes a package depending on `library` by path, with the given files.
private func makePackage(
  at directory: URL, library: URL, targets: [(name: String, dependencies: [String])],
  files: [String: String]
) throws {
  let targetLines = targets.map { target in
    let dependencies =
      target.dependencies.map { "\"\($0)\"" }
      + [#".product(name: "LayoutComposer", package: "LayoutComposer")"#]
    return
      "    .target(name: \"\(target.name)\", dependencies: [\(dependencies.joined(separator: ", "))]),"
  }
  let manifest = """
    // swift-tools-version:6.0
    import PackageDescription

    let package = Package(
      name: "Screens",
      dependencies: [.package(name: "LayoutComposer", path: "\(library.path)")],
      targets: [
    \(targetLines.joined(separator: "\n"))
      ]
    )

    """
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  try manifest.write(
    to: directory.appending(path: "Package.swift"), atomically: true, encoding: .utf8)
  for (path, text) in files {
    let file = directory.appending(path: path)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try text.write(to: file, atomically: true, encoding: .utf8)
  }
}

/// The built composer-layout, next to the test bundle.
private var composerLayout: URL {
  var directory = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    .deletingLastPathComponent()
  while directory.path.count > 1 {
    let candidate = directory.appending(path: "composer-layout")
    if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    directory = directory.deletingLastPathComponent()
  }
  return repository.appending(path: ".build/debug/composer-layout")
}

/// `name → [x, y, width, height]` of the top level's children, as composer-layout prints them.
private func frames(ofLayoutFile file: URL) throws -> [String: [Double]] {
  let finished = try run([composerLayout.path, file.path], in: file.deletingLastPathComponent())
  try #require(finished.status == 0, "composer-layout: \(finished.standardError)")
  let tree = try #require(
    try JSONSerialization.jsonObject(with: Data(finished.standardOutput.utf8)) as? [String: Any])
  let children = try #require(tree["children"] as? [[String: Any]])
  var result: [String: [Double]] = [:]
  for child in children {
    if let name = child["name"] as? String, let frame = child["frame"] as? [Double] {
      result[name] = frame
    }
  }
  return result
}

/// A clean clone of this checkout and, beside it, the package with the two providers;
/// returns the work folder and the package.
private func makeScreens() throws -> (work: URL, screens: URL) {
  let work = temporaryDirectory()
  let library = work.appending(path: "LayoutComposer")
  let clone = try run(["git", "clone", "--quiet", repository.path, library.path], in: work)
  try #require(clone.status == 0, "git clone: \(clone.standardError)")
  let screens = work.appending(path: "Screens")
  try makePackage(
    at: screens, library: library,
    targets: [("ScreensA", []), ("ScreensB", ["ScreensA"])],
    files: [
      "Sources/ScreensA/Settings.swift": settingsSource,
      "Sources/ScreensB/Profile.swift": profileSource,
    ])
  return (work, screens)
}

@Suite(.serialized, .enabled(if: enabled, "set LAYOUTCOMPOSER_PLUGIN_TESTS=1 (scripts/test does)"))
struct PreviewPluginTests {
  @Test func aDependentPackageListsAndRendersItsOwnPreviews() throws {
    let (work, screens) = try makeScreens()

    let list = try run(["swift", "package", "--disable-sandbox", "preview", "--list"], in: screens)
    try #require(list.status == 0, "preview --list: \(list.standardError)")
    let settings = try #require(line(of: #"Preview("Settings","#, in: settingsSource))
    let rtl = try #require(line(of: #"Preview("Settings, RTL""#, in: settingsSource))
    let profile = try #require(line(of: #"Preview("Profile""#, in: profileSource))
    #expect(
      list.standardOutput.split(separator: "\n").map(String.init) == [
        "ScreensA.SettingsPreviews/settings\tSettings\tSources/ScreensA/Settings.swift:\(settings)",
        "ScreensA.SettingsPreviews/settings-rtl\tSettings, RTL\tSources/ScreensA/Settings.swift:\(rtl)",
        "ScreensB.ProfilePreviews/profile\tProfile\tSources/ScreensB/Profile.swift:\(profile)",
      ])

    let picture = work.appending(path: "profile.png")
    let render = try run(
      [
        "swift", "package", "--disable-sandbox", "preview", "--render",
        "ScreensB.ProfilePreviews/profile", "--out", picture.path,
      ], in: screens)
    try #require(render.status == 0, "preview --render: \(render.standardError)")
    let pixels = try #require(Pixels(png: picture.path))
    #expect(pixels.width == 200 && pixels.height == 100)

    // The same layout as a layout file, laid out by composer-layout: the picture's edge
    // between the two boxes must be where composer-layout puts it.
    let layoutFile = work.appending(path: "profile.layout.json")
    try profileLayout.write(to: layoutFile, atomically: true, encoding: .utf8)
    let placed = try frames(ofLayoutFile: layoutFile)
    let icon = try #require(placed["icon"])
    let name = try #require(placed["name"])
    let y = 20.0  // above the name tags at the bottom of each box
    let iconColour = pixels.rgb(icon[0] + icon[2] / 2, y)
    let nameColour = pixels.rgb(name[0] + name[2] / 2, y)
    #expect(iconColour != nameColour)
    #expect(hex(pixels.rgb(icon[0] + icon[2] - 4, y)) == hex(iconColour))
    #expect(hex(pixels.rgb(name[0] + 4, y)) == hex(nameColour))

    let unknown = try run(
      [
        "swift", "package", "--disable-sandbox", "preview", "--render", "ScreensB.Nothing/here",
        "--out", picture.path,
      ], in: screens)
    #expect(unknown.status != 0)
    #expect(unknown.standardError.contains("no preview with the id 'ScreensB.Nothing/here'"))
    #expect(unknown.standardError.contains("ScreensB.ProfilePreviews/profile"))
  }

  /// The window on the package's previews (under `--trace`): a save with a type error leaves
  /// the last good layout and shows the compiler's error in the banner at the package's own
  /// file:line:column; the fix is rebuilt and swapped in.
  @Test(.enabled(if: PreviewProcess.hasDisplay, "needs a display (scripts/with-display)"))
  func savingAChangeRebuildsThePreviewsInTheOpenWindow() throws {
    let (_, screens) = try makeScreens()
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    // SwiftPM holds the plugin's output until the command ends: the trace goes to a file.
    let traceFile = temporaryDirectory().appending(path: "trace.log")
    process.arguments = [
      "swift", "package", "--disable-sandbox", "preview", "--", "--trace-file", traceFile.path,
    ]
    process.currentDirectoryURL = screens
    var environment = ProcessInfo.processInfo.environment
    environment["GDK_BACKEND"] = "x11"
    environment["GTK_A11Y"] = "none"
    environment["XDG_CONFIG_HOME"] = temporaryDirectory().path
    process.environment = environment
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    let previewer = screens.appending(
      path: ".build/plugins/PreviewPlugin/outputs/program/.build/debug/composer-preview"
    ).path
    // Closing the previewer ends swift package preview (also when an expectation fails).
    defer {
      let found = runCapturing("/usr/bin/env", ["pgrep", "-f", "^\(previewer) "])
      if let pid = Int32(found.split(separator: "\n").first ?? "") { kill(pid, SIGKILL) }
      process.waitUntilExit()
    }
    var lines: [String] {
      ((try? String(contentsOf: traceFile, encoding: .utf8)) ?? "").split(separator: "\n")
        .map(String.init)
    }
    func wait(after mark: Int, timeout: Double = 300, _ line: (String) -> Bool) -> String? {
      waitFor(timeout: timeout) { lines.dropFirst(mark).first(where: line) }
    }
    let shown = "loaded ScreensA.SettingsPreviews/settings"
    try #require(wait(after: 0, timeout: 900) { $0 == "\(shown) nodes=3" } != nil, "\(lines)")
    usleep(1_000_000)  // the watches are set up

    // A type error in the provider's file: the banner names it at the literal.
    let source = screens.appending(path: "Sources/ScreensA/Settings.swift")
    let broken = settingsSource.replacing(
      "func settingsScreen() -> Component {\n",
      with: "func settingsScreen() -> Component {\n  let broken: Int = \"eighty\"\n")
    try broken.write(to: source, atomically: true, encoding: .utf8)
    let literal = try #require(line(of: #""eighty""#, in: broken))
    let literalLine = broken.split(separator: "\n", omittingEmptySubsequences: false)[literal - 1]
    let column =
      literalLine.distance(
        from: literalLine.startIndex,
        to: try #require(literalLine.range(of: #""eighty""#)).lowerBound) + 1
    var mark = 0
    let failed = wait(after: mark) { $0.hasPrefix("rebuild-failed ") }
    try #require(failed != nil, "\(lines.suffix(30))")
    let banner = lines.last { $0.hasPrefix("banner ") }
    #expect(
      banner?.hasPrefix(
        "banner \(source.path):\(literal):\(column): error: cannot convert value of type"
          + " 'String' to specified type 'Int'") == true, "\(lines.suffix(30))")
    mark = lines.count

    // The fix, with a third component: the rebuilt layout swaps in.
    try settingsSource.replacing(
      #"`$`("body", flex: 1)"#, with: #"`$`("body", flex: 1), `$`("footer", height: 10)"#
    ).write(to: source, atomically: true, encoding: .utf8)
    let rebuilt = wait(after: mark) { $0.hasPrefix("rebuilt ") }
    #expect(rebuilt != nil, "\(lines.suffix(30))")
    #expect(wait(after: mark, timeout: 30) { $0 == "\(shown) nodes=4" } != nil)
    #expect(lines.dropFirst(mark).contains("banner-cleared"))
  }

  @Test func aPackageWithoutPreviewsGetsAnError() throws {
    let work = temporaryDirectory()
    let library = work.appending(path: "LayoutComposer")
    let clone = try run(["git", "clone", "--quiet", repository.path, library.path], in: work)
    try #require(clone.status == 0, "git clone: \(clone.standardError)")
    let screens = work.appending(path: "Screens")
    try makePackage(
      at: screens, library: library, targets: [("Plain", [])],
      files: [
        "Sources/Plain/Plain.swift":
          "import LayoutComposer\n\nfunc screen() -> Component { `$`(\"a\") }\n"
      ])
    let list = try run(["swift", "package", "--disable-sandbox", "preview", "--list"], in: screens)
    #expect(list.status != 0)
    #expect(
      list.standardError.contains(
        "no previews in package 'Screens': no type in its targets conforms to PreviewProvider"))
    #expect(list.standardOutput.isEmpty)
  }
}
