// The libFuzzer target: each input is read as a layout file, and what the library promises
// about any input is checked. A broken promise stops the run with a message on stderr, and
// libFuzzer keeps the input as a reproducer (a crash-… or timeout-… file).
//
// - Reading never crashes, and `LayoutFile.validate` and a lenient read report the same
//   problems: at most `maximumListedProblems` and a count, each one short line.
// - The reader and `Component.validate()` agree: a value validate() rejects is one the reader
//   rejects at the same path, and the other way round.
// - Every frame is finite: of a valid file, and of the tree read leniently with values beyond
//   the bounds (the engine clamps them).
// - A valid file lays out the same twice, writes back, and reads again to the same frames;
//   its frame tree output reads back too.
// - No input takes long: scripts/fuzz gives libFuzzer a time limit per input.

import LayoutComposer
import LayoutFiles

#if canImport(Glibc)
  import Glibc
#endif

/// libFuzzer's driver, which parses its options from the command line and calls `callback`
/// with each input.
@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(
  _ argc: UnsafeMutablePointer<Int32>,
  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
  _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
) -> Int32

/// The program's entry: SwiftPM links an executable's `main` to `<module>_main`, so the
/// target starts libFuzzer's driver itself rather than using libFuzzer's own `main`.
@_cdecl("composer_fuzz_main")
public func fuzzerMain(
  _ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> Int32 {
  var count = argc
  var arguments = argv
  return runFuzzerDriver(&count, &arguments) { data, size in
    let bytes = size > 0 && data != nil ? Array(UnsafeBufferPointer(start: data, count: size)) : []
    check(bytes)
    return 0
  }
}

/// Stops the run: libFuzzer reports it as a crash and saves the input.
func broken(_ promise: String) -> Never {
  let line = Array("composer-fuzz: \(promise)\n".utf8)
  _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
  abort()
}

let defaultSize = Size(width: 320, height: 480)

func check(_ bytes: [UInt8]) {
  let problems = LayoutFile.validate(bytes: bytes)
  let lenient = LayoutFile.readLeniently(bytes)
  if lenient.problems != problems {
    broken("validate and a lenient read disagree: \(problems) vs \(lenient.problems)")
  }
  checkProblemList(problems)
  if let root = lenient.root {
    if problems.count <= LayoutFile.maximumListedProblems {
      checkAgreement(root, problems)
    }
    // The engine clamps what the reader rejects: whatever the file says, frames are finite.
    var size = lenient.size ?? defaultSize
    if !(size.width.isFinite && size.height.isFinite) { size = defaultSize }
    checkFinite(layOut(root, in: size), "the lenient tree in \(size)")
  }
  if problems.isEmpty { checkValidDocument(bytes) }
}

/// A problem list is short and each problem is one line of bounded length, whatever the
/// input (a megabyte-long key, a path 100,000 levels deep).
func checkProblemList(_ problems: [LayoutFileProblem]) {
  if problems.count > LayoutFile.maximumListedProblems + 1 {
    broken("\(problems.count) problems listed")
  }
  for problem in problems {
    let text = problem.description
    if text.contains("\n") || text.utf8.count > 4096 {
      broken("a problem is not one short line: \(text.prefix(300))…")
    }
  }
}

func layOut(_ root: Component, in size: Size) -> LayoutResult {
  var tree = LayoutTree(root, checks: .off)
  return tree.layout(in: size)
}

func checkFinite(_ frames: LayoutResult, _ what: String) {
  for node in 0..<frames.count {
    let f = frames.frame(at: node)
    if !(f.x.isFinite && f.y.isFinite && f.width.isFinite && f.height.isFinite) {
      broken("\(what): node \(node) has the frame \(f)")
    }
  }
}

func checkValidDocument(_ bytes: [UInt8]) {
  let document: LayoutDocument
  do {
    document = try LayoutDocument(bytes: bytes)
  } catch {
    broken("validate found no problem but reading throws \(error)")
  }
  let size = document.size ?? defaultSize
  var tree = LayoutTree(document.root, checks: .off)
  let frames = FrameTree(tree.layout(in: size))
  checkFinite(layOut(document.root, in: size), "the document in \(size)")
  if FrameTree(tree.layout(in: size)) != frames { broken("a second pass gives other frames") }
  tree.invalidateAll()
  if FrameTree(tree.layout(in: size)) != frames { broken("a pass after invalidateAll differs") }

  // Written back and read again: the same frames, to the last bit, and the same text.
  let json: String
  do {
    json = try document.json()
  } catch {
    broken("a valid document does not write: \(error)")
  }
  let back: LayoutDocument
  do {
    back = try LayoutDocument(json: json)
  } catch {
    broken("the written document does not read: \(error)\n\(json.prefix(2000))")
  }
  if back.size != document.size {
    broken("the size changed in writing: \(String(describing: back.size))")
  }
  if FrameTree(layOut(back.root, in: size)) != frames {
    broken("the document read back lays out differently\n\(json.prefix(2000))")
  }
  if (try? back.json()) != json { broken("writing what was read back gives another text") }

  // The output format reads back too.
  if (try? FrameTree(json: frames.json())) != frames { broken("the frame tree does not read back") }
}

// MARK: The reader and validate()

/// validate()'s errors are the reader's value problems (range checks, items without a
/// layout), at the same paths with the same rule; see ValidationAgreementTests.
func checkAgreement(_ root: Component, _ problems: [LayoutFileProblem]) {
  // A file can have problems a tree cannot show: "items" that hold no component, "fontSize"
  // or "intrinsic" on a component that became something else (a container, a text).
  var fromReader: Set<String> = []
  // A tuple with an element of another type (`"padding": [1, -2, "3", 4]`) is left out of
  // the tree whole, so the range problems of its other elements have no counterpart.
  let brokenTuples = Set(
    problems.compactMap { problem -> String? in
      guard problem.message.hasPrefix("expected a number"), let path = problem.path,
        let dot = path.lastIndex(of: ".")
      else { return nil }
      return String(path[..<dot])
    })
  for problem in problems {
    guard let path = problem.path, path.hasPrefix("root"), !path.contains("…"),
      problem.message.hasPrefix("must ") || problem.message.hasPrefix("\"items\" without")
    else { continue }
    if let dot = path.lastIndex(of: "."), brokenTuples.contains(String(path[..<dot])) { continue }
    let expanded = expand(path)
    if problem.message.hasPrefix("\"items\" without") {
      if component(at: expanded, in: root)?.laidOutItems.isEmpty == false {
        fromReader.insert(expanded)
      }
      continue
    }
    if expanded.hasSuffix(".fontSize"),
      !(component(at: owner(expanded, ".fontSize"), in: root)?.item is Text)
    {
      continue
    }
    if expanded.hasSuffix(".lineLimit"),
      !(component(at: owner(expanded, ".lineLimit"), in: root)?.item is Text)
    {
      continue
    }
    // A baseline belongs to a placeholder: without "intrinsic" the tree has none to check.
    if expanded.hasSuffix(".baseline"),
      !(component(at: owner(expanded, ".baseline"), in: root)?.item is Placeholder)
    {
      continue
    }
    if expanded.hasSuffix(".intrinsic.width") || expanded.hasSuffix(".intrinsic.height") {
      let place = owner(owner(owner(expanded, ".width"), ".height"), ".intrinsic")
      if !(component(at: place, in: root)?.item is Placeholder) { continue }
    }
    fromReader.insert(rule(expanded, problem.message))
  }
  // A "layout" the reader rejected leaves the component without one in the tree, which
  // validate() then reports as items without a layout.
  let badLayouts = Set(
    problems.compactMap { problem in
      problem.path.flatMap { path in
        path.firstRange(of: ".layout").map { expand(String(path[..<$0.lowerBound])) }
      }
    })
  var fromValidate: Set<String> = []
  for problem in root.validate() where !problem.isWarning {
    guard !problem.path.contains("…") else { return }
    let path = expand(problem.path)
    if !problem.message.hasPrefix("must "), badLayouts.contains(path) { continue }
    fromValidate.insert(problem.message.hasPrefix("must ") ? rule(path, problem.message) : path)
  }
  if fromReader != fromValidate {
    broken(
      "the reader and validate() disagree: only the reader \(fromReader.subtracting(fromValidate)), "
        + "only validate() \(fromValidate.subtracting(fromReader))")
  }
}

/// `root.width: must not be negative`: the path and the rule, without the value found (the
/// reader quotes the file, validate() prints the Double).
func rule(_ path: String, _ message: String) -> String {
  guard let found = message.firstRange(of: ", found ") else { return path + ": " + message }
  return path + ": " + message[..<found.lowerBound]
}

/// The path without its last step `suffix`.
func owner(_ path: String, _ suffix: String) -> String {
  path.hasSuffix(suffix) ? String(path.dropLast(suffix.count)) : path
}

/// A path with its runs written out: `root.items[0]×3` → `root.items[0].items[0].items[0]`
/// (a step is `.items[k]`, `.overlay[k]` or `.background[k]`).
func expand(_ path: String) -> String {
  guard path.contains("×") else { return path }
  var result = ""
  var rest = Substring(path)
  while let times = rest.firstIndex(of: "×") {
    let before = rest[..<times]
    guard let stepStart = before.lastIndex(of: ".") else { return path }
    let step = before[stepStart...]
    let digits = rest[rest.index(after: times)...].prefix { $0.isASCII && $0.isNumber }
    guard let count = Int(digits) else { return path }
    result += before[..<stepStart] + String(repeating: String(step), count: count)
    rest = rest[rest.index(times, offsetBy: 1 + digits.count)...]
  }
  return result + rest
}

/// The component at a path of the form `root.items[2].overlay[0]` (runs written out):
/// `items` counts the laid-out children, `overlay` and `background` the decorations.
func component(at path: String, in root: Component) -> Component? {
  guard path.hasPrefix("root") else { return nil }
  var current = root
  var rest = Substring(path.dropFirst("root".count))
  while !rest.isEmpty {
    guard rest.hasPrefix("."), let open = rest.firstIndex(of: "["),
      let close = rest.firstIndex(of: "]"), open < close,
      let index = Int(rest[rest.index(after: open)..<close])
    else { return nil }
    let children: [Component]
    switch rest[rest.index(after: rest.startIndex)..<open] {
    case "items": children = current.laidOutItems
    case "overlay": children = current.overlays
    case "background": children = current.backgrounds
    default: return nil
    }
    guard index >= 0, index < children.count else { return nil }
    current = children[index]
    rest = rest[rest.index(after: close)...]
  }
  return current
}
