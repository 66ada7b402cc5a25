import Foundation
import LayoutComposer
import LayoutSamples
import Testing

// End-to-end tests of the sample gallery: the `composer-samples` program, run as users run
// it, and every registered sample laid out at its size. The expected frames are worked out
// from the rules in docs/semantics.md; the LayoutComposer README examples are tested frame by
// frame elsewhere.

/// The built `composer-samples`, next to this test executable (SwiftPM puts products and test
/// bundles in one directory), or in the package's `.build/debug`.
private func samplesProgram() -> URL? {
  var candidates: [URL] = []
  let me = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
  var dir = me.deletingLastPathComponent()
  // On some platforms the test executable sits inside a bundle; look a few levels up.
  for _ in 0..<4 {
    candidates.append(dir.appendingPathComponent("composer-samples"))
    dir = dir.deletingLastPathComponent()
  }
  let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
  candidates.append(root.appendingPathComponent(".build/debug/composer-samples"))
  return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
}

private struct Run {
  var status: Int32
  var output: String
}

private func runSamples(_ arguments: [String] = []) throws -> Run {
  let program = try #require(
    samplesProgram(), "composer-samples is not built: run `swift build` before `swift test`")
  let process = Process()
  process.executableURL = program
  process.arguments = arguments
  let pipe = Pipe()
  process.standardOutput = pipe
  try process.run()
  // Read before waiting, so a full pipe cannot block the program.
  let data = pipe.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return Run(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
}

/// The printed frame tree of each sample, by id: the lines after its `# id:` header, trimmed.
private func blocks(of output: String) -> [String: [String]] {
  var result: [String: [String]] = [:]
  var current: String?
  for line in output.split(separator: "\n", omittingEmptySubsequences: true) {
    if line.hasPrefix("# ") {
      current = String(line.dropFirst(2).prefix { $0 != ":" })
      result[current!] = []
    } else if let id = current {
      result[id, default: []].append(line.trimmingCharacters(in: .whitespaces))
    }
  }
  return result
}

@Test func everySampleIdIsUnique() {
  let ids = Gallery.samples.map(\.id)
  #expect(
    Set(ids).count == ids.count,
    "duplicate ids: \(ids.filter { id in ids.filter { $0 == id }.count > 1 })")
}

@Test func everySampleComesFromASeed() {
  let seeds = [
    "LayoutComposer README", "Yoga tutorial", "SwiftUI layout talk", "Stevia README",
    "FlooidLayout README", "Sized by content", "Your own layouts", "Wrapping and grids",
    "Real screens",
  ]
  for sample in Gallery.samples {
    #expect(seeds.contains { sample.seed.hasPrefix($0) }, "\(sample.id): seed \(sample.seed)")
    #expect(!sample.title.isEmpty)
  }
  // Registered in seed order.
  let order = Gallery.samples.map { sample in seeds.firstIndex { sample.seed.hasPrefix($0) }! }
  #expect(order == order.sorted())
}

@Test func everySampleIsInTheGalleryDocs() throws {
  let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
  let docs = try String(
    contentsOf: root.appendingPathComponent("docs/samples.md"), encoding: .utf8)
  // A table row per sample: "| `id` | title | …".
  let rows = docs.split(separator: "\n").filter { $0.hasPrefix("| `") }
  for sample in Gallery.samples {
    #expect(
      rows.contains { $0.hasPrefix("| `\(sample.id)` | \(sample.title) |") },
      "docs/samples.md has no row for \(sample.id) (\(sample.title))")
  }
}

@Test(arguments: Gallery.samples.map(\.id))
func sampleLaysOutCleanly(_ id: String) throws {
  let sample = try #require(Gallery.sample(named: id))
  var tree = LayoutTree(sample.build())
  let frames = tree.layout(in: sample.size)
  #expect(frames.count == tree.count)
  for (index, frame) in frames.absoluteFrames.enumerated() {
    let values = [frame.x, frame.y, frame.width, frame.height]
    #expect(
      values.allSatisfy { $0.isFinite && $0 >= 0 },
      "\(id): \(frames.path(at: index)) has frame \(frame)")
  }
}

@Test func programPrintsEverySampleHeader() throws {
  let run = try runSamples()
  #expect(run.status == 0)
  let headers = run.output.split(separator: "\n").filter { $0.hasPrefix("# ") }.map(String.init)
  let expected = Gallery.samples.map {
    "# \($0.id): \($0.title) (\($0.seed)) at \($0.size)"
  }
  #expect(headers == expected)
}

@Test func programPrintsOnlyTheNamedSamples() throws {
  let run = try runSamples(["stevia-login", "flooid-image"])
  #expect(run.status == 0)
  #expect(blocks(of: run.output).keys.sorted() == ["flooid-image", "stevia-login"])
}

@Test func programRejectsAnUnknownSample() throws {
  let run = try runSamples(["no-such-sample"])
  #expect(run.status == 2)
  #expect(run.output.hasPrefix("composer-samples: unknown sample no-such-sample\n"))
}

/// Frames worked out by hand, each as the line `composer-samples` prints for it.
private let handDerived: [(id: String, lines: [String])] = [
  // White 400×100 row with padding 10: content box (10, 10, 380, 80). Red: width 80, stretched
  // to 80 high. Blue: basis 80, F = 380 − 80 − 80 − 10 (red's right margin) = 210, so
  // 80 + 210 = 290 wide at x = 10 + 80 + 10 = 100; centred: y = 10 + (80 − 25) / 2 = 37.5.
  (
    "yoga-fiddle-final",
    ["white HBox {0, 0, 400, 100}", "red {10, 10, 80, 80}", "blue {100, 37.5, 290, 25}"]
  ),
  // Blue grows from its 80-point basis by F = 400 − 80 − 80 = 240.
  ("yoga-fiddle-grow", ["red {0, 0, 80, 100}", "blue {80, 0, 320, 100}"]),
  // A 320×80 box centred in 414×736: x = (414 − 320) / 2 = 47, y = (736 − 80) / 2 = 328.
  // Inside, padding 10 leaves 300×60: child2 = 80 + (300 − 80 − 80 − 10) = 210 at x 100,
  // 20 high centred: y = 10 + (60 − 20) / 2 = 30.
  (
    "yoga-tryout-centered",
    ["contentView HBox {47, 328, 320, 80}", "child1 {10, 10, 80, 60}", "child2 {100, 30, 210, 20}"]
  ),
  // Landscape: x = (736 − 320) / 2 = 208, y = (414 − 80) / 2 = 167.
  ("yoga-tryout-landscape", ["contentView HBox {208, 167, 320, 80}"]),
  // The image: 414 wide, 414 / (16 / 9) = 232.875 high. Summary row: 8 + 20 (a 16-point
  // line) + 8 = 36 high; its content is 398 wide, the flex bases 0, 0 and 100 leave
  // F = 298, shared 1 : 2 : 1 → 74.5, 149, 100 + 74.5. The table ends at the bottom.
  (
    "yoga-flexandchill",
    [
      "episodeImageView {0, 0, 414, 232.875}", "summaryView HBox {0, 232.875, 414, 36}",
      "summaryPopularityLabel {8, 8, 74.5, 20}", "summaryInfoView HBox {82.5, 8, 149, 20}",
      "summaryInfoSpacerView {231.5, 8, 174.5, 20}",
      // "EPISODES": 8 characters × 7 points at 14 points.
      "episodesTabSelectionView {0, 0, 56, 3}",
    ]
  ),
  // The stack is 185 wide (the image) and 150 + 8 + 15 = 173 high, centred in a 240×220
  // frame: (27.5, 23.5). The name is centred in the stack: x = (185 − 130) / 2 = 27.5.
  // The count overlay ("3 activities", 72 × 15, padding 8 and 4) is 88 × 23 in the image's
  // top right inside margins 8: x = 185 − 8 − 88 = 89.
  (
    "swiftui-trip-card",
    [
      "caliFrame Relative {0, 0, 240, 220}", "caliCard VBox {27.5, 23.5, 185, 173}",
      "caliImage {0, 0, 185, 150}", "caliActivityCount Fit {89, 8, 88, 23} (overlay)",
      "caliName {27.5, 158, 130, 15}",
    ]
  ),
  // Padding leaves 328×28 at (16, 8). "Trip collections" at 22 points: 16 × 11 = 176 by
  // 27.5, baseline 22 below its top; "Show All" at 14: 8 × 7 = 56 by 17.5, baseline 14.
  // spaceBetween: 328 − 176 − 56 = 96 between, so x = 16 + 176 + 96 = 288. First baselines:
  // the title's is lowest (22), so it touches the top (y = 8) and "Show All" is at
  // 8 + 22 − 14 = 16: both baselines on y = 30.
  (
    "swiftui-section-header-baseline",
    ["sectionSubtitle {16, 8, 176, 27.5}", "showAll {288, 16, 56, 17.5}"]
  ),
  // Fields 8 in from both sides, 100 and 100 + 80 + 8 down; the gap takes
  // 568 − 100 − 80 − 8 − 80 − 80 = 220, which puts the button on the bottom edge.
  (
    "stevia-login",
    [
      "email {8, 100, 304, 80}", "password {8, 188, 304, 80}", "flexibleGap {0, 268, 320, 220}",
      "login {0, 488, 320, 80}",
    ]
  ),
  // Row 80 high, children centred. The name takes F = 320 − 50 − 80 − (8 + 15 + 20 + 8) = 139
  // at x = 8 + 50 + 15; "YKPaco" is one 20-point line.
  (
    "stevia-follow-cell",
    ["avatar {8, 15, 50, 50}", "name {73, 30, 139, 20}", "followButton {232, 25, 80, 30}"]
  ),
  ("stevia-avatar", ["avatar {15, 50, 60, 60}"]),
  // 320 − 20 − 20 = 280 wide, 280 × 0.6 = 168 high.
  ("flooid-image", ["image {20, 20, 280, 168}"]),
  // Four panels of (350 − 3 × 10) / 4 = 80; the last inset by 10 (top), 5 (leading), 20
  // (bottom) and 15 (trailing).
  (
    "flooid-edges",
    [
      "axesContainer Fit {180, 0, 80, 120}", "axesInset {20, 10, 40, 100}",
      "eachInset {5, 10, 60, 90}",
    ]
  ),
  ("flooid-half-size", ["half {80, 120, 160, 240}"]),
]

@Test func programPrintsHandDerivedFrames() throws {
  let printed = blocks(of: try runSamples().output)
  for (id, lines) in handDerived {
    let block = try #require(printed[id], "no output for \(id)")
    for line in lines {
      #expect(
        block.contains(line), "\(id): expected `\(line)` in\n\(block.joined(separator: "\n"))")
    }
  }
}
