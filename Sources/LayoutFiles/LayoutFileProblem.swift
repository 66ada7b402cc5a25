import LayoutComposer

/// One thing wrong with a layout file: where (a path such as `root.items[2].layout.pack`, and
/// the line and column in the text) and what.
///
/// ```swift
/// let problems = LayoutFile.validate(#"{"version": 1, "root": {"heigth": 5}}"#)
/// problems[0].description  // root: unknown key "heigth"; did you mean "height"?
/// problems[0].line         // 1
/// ```
public struct LayoutFileProblem: Error, Sendable, Hashable, CustomStringConvertible {
  /// The place in the layout, or nil when the problem is with the file as a whole (not JSON,
  /// cannot be read, no top-level object).
  public var path: String?
  /// What is wrong, without the place.
  public var message: String
  /// Where in the text, 1-based; nil when the problem is not at one spot (a missing file).
  public var line: Int?
  public var column: Int?

  public init(path: String?, message: String, line: Int? = nil, column: Int? = nil) {
    self.path = path
    self.message = message
    self.line = line
    self.column = column
  }

  /// `path: message`; for a problem without a path, `line L, column C: message`.
  public var description: String {
    if let path { return "\(path): \(message)" }
    if let line, let column { return "line \(line), column \(column): \(message)" }
    return message
  }

  /// The last problem of a list cut at `LayoutFile.maximumListedProblems`: how many more
  /// there are (`… and 12 more problems`), with no place.
  public static func unlisted(_ count: Int) -> LayoutFileProblem {
    LayoutFileProblem(path: nil, message: "… and \(count) more problem\(count == 1 ? "" : "s")")
  }

  /// The one-line form a command-line tool prints: `FILE:LINE:COLUMN: path: message`, the
  /// way compilers write places so that editors can jump there.
  ///
  /// ```swift
  /// problem.located(in: "screen.json")  // screen.json:4:7: root.items[2]: unknown key …
  /// ```
  ///
  /// The file name's control characters are escaped (`LayoutProblem.escaped`): a name with a
  /// newline still makes one line, and an ESC in it never reaches the terminal.
  public func located(in fileName: String) -> String {
    var place = LayoutProblem.escaped(fileName)
    if let line, let column { place += ":\(line):\(column)" }
    return place + ": " + (path.map { "\($0): " } ?? "") + message
  }
}

/// Everything wrong with a layout file, in the order it appears; never empty. At most
/// `LayoutFile.maximumListedProblems` are listed, then one that says how many more there are
/// (`unlistedCount` of them).
///
/// ```swift
/// do {
///   let document = try LayoutDocument(contentsOf: "screen.json")
/// } catch {
///   for problem in error.problems { print(problem) }
/// }
/// ```
public struct LayoutFileError: Error, Sendable, Hashable, CustomStringConvertible {
  public var problems: [LayoutFileProblem]
  /// How many problems were found beyond those listed (0 when all are).
  public var unlistedCount: Int

  public init(_ problems: [LayoutFileProblem], unlistedCount: Int = 0) {
    precondition(!problems.isEmpty, "an error has at least one problem")
    self.problems = problems
    self.unlistedCount = unlistedCount
  }

  public init(_ problem: LayoutFileProblem) {
    self.problems = [problem]
    self.unlistedCount = 0
  }

  /// How many problems were found: those listed (without the `unlisted` summary) and the rest.
  public var totalCount: Int {
    unlistedCount > 0 ? problems.count - 1 + unlistedCount : problems.count
  }

  /// The first problem, and how many more there are.
  public var description: String {
    let more = totalCount - 1
    return problems[0].description
      + (more > 0 ? " (and \(more) more problem\(more == 1 ? "" : "s"))" : "")
  }
}
