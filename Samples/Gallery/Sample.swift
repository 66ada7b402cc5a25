import LayoutComposer

/// One layout of the gallery: a screen from one of the seed documents, written with `$`.
///
/// ```swift
/// let sample = Gallery.sample(named: "vbox-flex")!
/// var tree = LayoutTree(sample.build())
/// print(tree.layout(in: sample.size))
/// ```
public struct Sample: Sendable, Identifiable {
  /// A short, stable identifier (`vbox-flex`), used on the command line and in tests.
  public let id: String
  /// The title shown in the previewer's sidebar.
  public let title: String
  /// Where the layout comes from: the seed document and its section.
  public let seed: String
  /// The size the sample is meant to be seen at.
  public let size: Size
  /// The direction it reads in (`.rightToLeft` for the right-to-left samples).
  public let direction: LayoutDirection
  /// Builds the component tree; a fresh tree (fresh component ids) on every call.
  public let build: @Sendable () -> Component
  /// Where `Sample(…)` was written (`LayoutSamples/Hugging.swift`, the full path, the line),
  /// for `swift package preview --list` and the previewer's rebuilt samples.
  public let fileID: String
  public let filePath: String
  public let line: Int

  public init(
    id: String, title: String, seed: String, size: Size,
    direction: LayoutDirection = .leftToRight,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    build: @escaping @Sendable () -> Component
  ) {
    self.id = id
    self.title = title
    self.seed = seed
    self.size = size
    self.direction = direction
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.build = build
  }

  /// The sample as a preview, with the sample's id (`--render basic` stays what it was):
  /// the gallery is a set of `PreviewProvider`s, exported as every package's previews are.
  public var preview: Preview {
    Preview(
      title, id: id, size: size, direction: direction, fileID: fileID, filePath: filePath,
      line: line, build)
  }
}

/// Every sample, registered once, in the order the sidebar shows them.
public enum Gallery {
  public static let samples: [Sample] = {
    OwnLayouts.registered
    return LayoutComposerReadme.samples + YogaTutorial.samples + SwiftUILayoutTalk.samples
      + Stevia.samples + FlooidLayout.samples + Hugging.samples + OwnLayouts.samples
      + WrapAndGrid.samples + RealScreens.samples
  }()

  /// The gallery as previews, in the sidebar's order: one provider per seed document
  /// (GalleryPreviews.swift).
  /// (Computed: a list of metatypes is not `Sendable`, so it is not kept in a global.)
  public static var providers: [any PreviewProvider.Type] {
    OwnLayouts.registered
    return [
      LayoutComposerReadme.self, YogaTutorial.self, SwiftUILayoutTalk.self, Stevia.self,
      FlooidLayout.self, Hugging.self, OwnLayouts.self, WrapAndGrid.self, RealScreens.self,
    ]
  }

  public static func sample(named id: String) -> Sample? {
    samples.first { $0.id == id }
  }
}
