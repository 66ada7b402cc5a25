import LayoutComposer

/// A layout file read into memory: the component tree and the size the file asks for.
///
/// ```swift
/// let document = try LayoutDocument(contentsOf: "screen.layout.json")
/// var tree = LayoutTree(document.root)
/// let frames = tree.layout(in: document.size ?? Size(width: 320, height: 480))
/// ```
///
/// Reading checks the whole file against format version 1 (`docs/layout-files.md`) and throws
/// a `LayoutFileError` holding every problem found, in the order they appear.
public struct LayoutDocument: Sendable {
  /// The component tree (`"root"`).
  public var root: Component
  /// `"size"`, if the file gives one.
  public var size: Size?
  /// `"direction"`: `"ltr"` (the default) or `"rtl"`, the way the layout reads.
  public var direction: LayoutDirection
  /// The parsed text, when the document was read from one: `location(of:)` looks up paths.
  var source: JSONDocument?

  public init(root: Component, size: Size? = nil, direction: LayoutDirection = .leftToRight) {
    self.root = root
    self.size = size
    self.direction = direction
  }

  /// Reads a layout file from its text.
  ///
  /// - Parameters:
  ///   - measurer: measures the file's text leaves; the default is the deterministic
  ///     `FixedAdvanceTextMeasurer`, a previewer passes one that measures real fonts.
  ///   - fileName: recorded as each component's `source` file, with the line of its `{`.
  ///
  /// ```swift
  /// let document = try LayoutDocument(json: #"{"version": 1, "root": {"name": "a"}}"#)
  /// ```
  public init(
    json: String, measurer: any TextMeasurer = FixedAdvanceTextMeasurer(),
    fileName: String = ""
  ) throws(LayoutFileError) {
    try self.init(bytes: Array(json.utf8), measurer: measurer, fileName: fileName)
  }

  /// Reads a layout file from its bytes (UTF-8 JSON).
  public init(
    bytes: [UInt8], measurer: any TextMeasurer = FixedAdvanceTextMeasurer(),
    fileName: String = ""
  ) throws(LayoutFileError) {
    let reader = try LayoutFile.check(bytes, measurer: measurer, fileName: fileName)
    guard let root = reader.root else { preconditionFailure("a file without problems has a root") }
    self.root = root
    self.size = reader.size
    self.direction = reader.direction
    self.source = reader.document
  }

  /// Reads a layout file from disk; `"-"` reads standard input.
  ///
  /// ```swift
  /// let document = try LayoutDocument(contentsOf: "Tests/Fixtures/vbox-flex.layout.json")
  /// ```
  public init(
    contentsOf path: String, measurer: any TextMeasurer = FixedAdvanceTextMeasurer()
  ) throws(LayoutFileError) {
    let bytes = try LayoutFile.readBytes(path: path)
    try self.init(bytes: bytes, measurer: measurer, fileName: path)
  }

  /// The file's text for this tree: the format written back, two-space indented.
  ///
  /// ```swift
  /// let json = try LayoutDocument(root: screen, size: Size(width: 320, height: 480)).json()
  /// ```
  ///
  /// Throws when the tree holds what the format cannot say: an item other than `Placeholder`,
  /// `String` or `Text`, a size or margin that is negative, NaN or infinite. Each problem
  /// names the component by its path.
  public func json() throws(LayoutFileError) -> String {
    try LayoutFileWriter.write(root, size: size, direction: direction)
  }
}

/// The format's entry points that do not build a tree: validation for editors and previewers,
/// reading files, and the limits.
public enum LayoutFile {
  /// The format version this library reads and writes.
  public static let version = 1

  /// Files larger than this are refused before they are parsed (4 MiB): a layout is a few
  /// kilobytes, and a megabytes-large file is a mistake (a wrong path, a generated runaway).
  public static let maximumFileSize = 4 << 20

  /// At most this many problems are listed, in the order of the text; a last problem then
  /// says how many more were found (`… and 339900 more problems`). A generated file can have
  /// a problem on each of hundreds of thousands of lines, and nobody reads past the first.
  public static let maximumListedProblems = 100

  /// Every problem in a layout file's text; empty when the file is valid. Unlike reading a
  /// `LayoutDocument`, it does not stop at the first problem, so a previewer can list them.
  ///
  /// ```swift
  /// for problem in LayoutFile.validate(text) {
  ///   print(problem)  // root.items[2].layout.pack: unknown value "middle"; valid values …
  /// }
  /// ```
  public static func validate(_ json: String) -> [LayoutFileProblem] {
    validate(bytes: Array(json.utf8))
  }

  public static func validate(bytes: [UInt8]) -> [LayoutFileProblem] {
    do {
      _ = try check(bytes, measurer: nil)
      return []
    } catch {
      return error.problems
    }
  }

  /// Parses, checks and (with a measurer) builds the tree; the reader holding it, or every
  /// problem.
  static func check(
    _ bytes: [UInt8], measurer: (any TextMeasurer)?, fileName: String = ""
  ) throws(LayoutFileError) -> LayoutFileReader {
    if bytes.count > maximumFileSize {
      throw LayoutFileError(LayoutFileProblem(path: nil, message: tooLarge(bytes.count)))
    }
    let document: JSONDocument
    do {
      document = try JSONDocument(parsing: bytes)
    } catch {
      throw LayoutFileError(error)
    }
    var reader = LayoutFileReader(document: document, measurer: measurer, fileName: fileName)
    reader.readDocument()
    if !reader.found.isEmpty {
      throw LayoutFileError(reader.problems, unlistedCount: reader.unlistedCount)
    }
    return reader
  }

  /// Reads a layout file as far as it can, problems or not: the component tree and the size
  /// hold every value the file gives, including those out of range (a negative width,
  /// 1e308), so that tests and the fuzzer can compare the reader's problems with
  /// `Component.validate()` on the same tree and lay out what the engine must survive. The
  /// tree is nil when the text is not JSON or has no root object. Not for building screens:
  /// read a `LayoutDocument` for that.
  ///
  /// ```swift
  /// let (root, size, problems) = LayoutFile.readLeniently(Array(text.utf8))
  /// ```
  public static func readLeniently(
    _ bytes: [UInt8], measurer: any TextMeasurer = FixedAdvanceTextMeasurer()
  ) -> (root: Component?, size: Size?, problems: [LayoutFileProblem]) {
    if bytes.count > maximumFileSize {
      return (nil, nil, [LayoutFileProblem(path: nil, message: tooLarge(bytes.count))])
    }
    let document: JSONDocument
    do {
      document = try JSONDocument(parsing: bytes)
    } catch {
      return (nil, nil, [error])
    }
    var reader = LayoutFileReader(document: document, measurer: measurer)
    reader.readDocument()
    return (reader.root, reader.size, reader.problems)
  }

  static func tooLarge(_ count: Int) -> String {
    "the file is \(megabytes(count)); layout files are limited to \(megabytes(maximumFileSize))"
  }

  /// `6.2 MB` (in MiB, one decimal).
  static func megabytes(_ count: Int) -> String {
    let tenths = (count * 10 + (1 << 19)) >> 20
    return tenths % 10 == 0 ? "\(tenths / 10) MB" : "\(tenths / 10).\(tenths % 10) MB"
  }
}
