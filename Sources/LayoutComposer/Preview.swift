/// One screen for the previewer: a title, the size (and direction) to lay it out at, and the
/// code that builds it. Listed by a `PreviewProvider`; `swift package preview` shows it.
///
/// ```swift
/// Preview("Settings, RTL", size: Size(width: 360, height: 640), direction: .rightToLeft) {
///   settingsScreen()
/// }
/// ```
///
/// It records where it was written (`#fileID`, `#filePath`, `#line`), so tools can lead from
/// the preview back to the code.
public struct Preview {
  /// Shown in the previewer's sidebar and by `swift package preview --list`.
  public var title: String
  /// The id tools name it by, when it is not to be derived from the provider and the title
  /// (see `IdentifiedPreview.id`): the gallery's samples keep their short ids this way. It
  /// must be unique among the package's previews.
  public var id: String?
  /// The size the preview is laid out at.
  public var size: Size
  /// More sizes to show it at side by side (the previewer's variants view), besides `size`.
  public var variants: [Size]
  public var direction: LayoutDirection
  /// Where `Preview(…)` was written: `Module/File.swift`, the file's full path, and the line.
  public var fileID: String
  public var filePath: String
  public var line: Int
  /// Builds the screen; called each time the preview is shown.
  public var content: () -> Component

  public init(
    _ title: String, id: String? = nil, size: Size = Size(width: 375, height: 667),
    variants: [Size] = [],
    direction: LayoutDirection = .leftToRight,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    _ content: @escaping () -> Component
  ) {
    self.title = title
    self.id = id
    self.size = size
    self.variants = variants
    self.direction = direction
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.content = content
  }

  /// Where it was written, as `Module/File.swift:12`.
  public var source: SourceLocation { SourceLocation(fileID: fileID, line: line) }
}
