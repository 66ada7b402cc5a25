import LayoutComposer

/// One entry of the previewer's sidebar: a sample built in Swift or a layout file, and how
/// to (re)load it.
///
/// ```swift
/// let document = PreviewDocument(
///   title: "Basic", subtitle: "LayoutComposer README: Basic", origin: .sample("basic")
/// ) { PreviewDocument.Content(root: buildBasic(), size: Size(width: 320, height: 480)) }
/// ```
public struct PreviewDocument: Sendable {
  /// Where the layout comes from; a file is watched for changes.
  public enum Origin: Sendable, Hashable {
    case sample(String)
    case file(String)
  }

  /// A loaded layout: its tree, the size it is meant to be seen at, the direction it reads
  /// in (a right-to-left sample's own), and problems known besides what
  /// `Component.validate()` finds (the previewer adds those).
  public struct Content: Sendable {
    public var root: Component
    public var size: Size
    public var direction: LayoutDirection
    public var problems: [LayoutProblem]
    /// Whether `size` is the layout's own (a sample's, a file's `"size"`) rather than a
    /// default: only then does the "Own size" canvas lay it out there.
    public var namesItsSize: Bool

    public init(
      root: Component, size: Size, direction: LayoutDirection = .leftToRight,
      problems: [LayoutProblem] = [], namesItsSize: Bool = true
    ) {
      self.root = root
      self.size = size
      self.direction = direction
      self.problems = problems
      self.namesItsSize = namesItsSize
    }
  }

  /// Why a layout could not be loaded: every problem found, each naming its place.
  public struct LoadFailure: Error, Sendable {
    public var messages: [String]

    public init(messages: [String]) {
      self.messages = messages
    }
  }

  public var title: String
  public var subtitle: String
  public var origin: Origin
  /// Reads the layout again (a file from disk, a sample from its builder).
  public var load: @Sendable () throws(LoadFailure) -> Content

  public init(
    title: String, subtitle: String, origin: Origin,
    load: @escaping @Sendable () throws(LoadFailure) -> Content
  ) {
    self.title = title
    self.subtitle = subtitle
    self.origin = origin
    self.load = load
  }

  /// The path of a file document, nil for a sample.
  public var filePath: String? {
    if case .file(let path) = origin { return path }
    return nil
  }
}
