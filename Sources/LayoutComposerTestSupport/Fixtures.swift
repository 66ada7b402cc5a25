import Foundation
import LayoutComposer
import LayoutFiles

/// The layout fixtures in `Tests/Fixtures/`: for each name, `NAME.layout.json` (the input, with
/// the hand derivation of the expected frames in its `"comment"`) and `NAME.frames.json` (the
/// expected frame tree, in the JSON form `composer-layout` prints).
///
/// ```swift
/// @Test(arguments: Fixtures.names)
/// func fixture(_ name: String) {
///   let outcome = Fixtures.run(name)
///   #expect(outcome.failure == nil, Comment(rawValue: outcome.failure ?? ""))
/// }
/// ```
public enum Fixtures {
  /// `Tests/Fixtures` in this checkout.
  public static let directory: String = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }
    return url.appendingPathComponent("Tests/Fixtures").path
  }()

  /// Every fixture name, sorted.
  public static var names: [String] {
    let files = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    return files.filter { $0.hasSuffix(".layout.json") }
      .map { String($0.dropLast(".layout.json".count)) }.sorted()
  }

  public static func layoutPath(_ name: String) -> String { "\(directory)/\(name).layout.json" }
  public static func framesPath(_ name: String) -> String { "\(directory)/\(name).frames.json" }

  /// A fixture's layout file, read, and its expected frames, for tests that use fixtures their
  /// own way (a previewer test drawing them, say).
  ///
  /// ```swift
  /// let (document, expected) = try Fixtures.load("vbox-flex")
  /// ```
  public static func load(_ name: String) throws -> (document: LayoutDocument, expected: FrameTree)
  {
    let document = try LayoutDocument(contentsOf: layoutPath(name))
    let expected = try FrameTree(json: String(contentsOfFile: framesPath(name), encoding: .utf8))
    return (document, expected)
  }

  /// Set `RECORD_FIXTURES=1` to write the frames the engine computes as the expectations,
  /// for review with `git diff` before committing. Expectations are derived by hand; recording
  /// only saves typing, it checks nothing.
  public static var isRecording: Bool {
    ProcessInfo.processInfo.environment["RECORD_FIXTURES"] == "1"
  }

  /// What running one fixture gave.
  public struct Outcome: Sendable {
    /// nil when the frames match; otherwise INPUT / EXPECTED / ACTUAL and the differences.
    public var failure: String?
    /// The expectation file was rewritten (record mode).
    public var recorded: Bool
  }

  /// Lays out `NAME.layout.json` at its `"size"` and compares with `NAME.frames.json`. The
  /// one runner for every fixture.
  public static func run(_ name: String) -> Outcome {
    let input = (try? String(contentsOfFile: layoutPath(name), encoding: .utf8)) ?? ""
    let document: LayoutDocument
    do {
      document = try LayoutDocument(json: input, fileName: "\(name).layout.json")
    } catch {
      return Outcome(
        failure: "\(name).layout.json does not read: "
          + error.problems.map(\.description).joined(separator: "\n"), recorded: false)
    }
    guard let size = document.size else {
      return Outcome(failure: "\(name).layout.json has no \"size\"", recorded: false)
    }
    var tree = LayoutTree(document.root, checks: .off)
    let actual = FrameTree(tree.layout(in: size, direction: document.direction))
    let expectedText = try? String(contentsOfFile: framesPath(name), encoding: .utf8)

    if isRecording {
      let changed = expectedText != actual.json()
      if changed {
        try? actual.json().write(toFile: framesPath(name), atomically: true, encoding: .utf8)
      }
      return Outcome(failure: nil, recorded: changed)
    }
    guard let expectedText else {
      return Outcome(
        failure: "\(name).frames.json is missing; derive it by hand (RECORD_FIXTURES=1 "
          + "writes the engine's answer for review)", recorded: false)
    }
    let expected: FrameTree
    do {
      expected = try FrameTree(json: expectedText)
    } catch {
      return Outcome(failure: "\(name).frames.json: \(error)", recorded: false)
    }
    guard let diff = frameTreeDiff(expected: expected, actual: actual) else {
      return Outcome(failure: nil, recorded: false)
    }
    let report = """
      fixture \(name)
      INPUT (\(name).layout.json):
      \(input)
      EXPECTED (\(name).frames.json):
      \(expected.dump())
      ACTUAL:
      \(actual.dump())
      DIFFERENCES:
      \(diff)
      """
    return Outcome(failure: report, recorded: false)
  }
}
