import LayoutComposer

/// What the Scrolls of a layout let each component show: per node, the part of the layout
/// area (layout coordinates) that lies in the viewport of every Scroll around it. A Scroll's
/// content is drawn, found under the pointer and named only there, as a GtkScrolledWindow
/// shows its child (docs/previewer.md, "Scrolling").
///
/// ```swift
/// let viewports = ScrollViewports(snapshot.result, padding: snapshot.tree.effectivePadding)
/// viewports.clip(of: history)  // {0, 56, 360, 520}: the chat's viewport
/// ```
struct ScrollViewports: Sendable {
  /// The Scrolls, in node order.
  let scrolls: [Int]
  /// Per node, its clip in layout coordinates (a zero size where nothing of it can show);
  /// empty when the layout has no Scroll.
  private let clips: [Frame?]

  init(_ result: LayoutResult, padding: (Int) -> Insets) {
    let count = result.count
    let scrolls = (0..<count).filter { result.scrollContent(at: $0) != nil }
    self.scrolls = scrolls
    guard !scrolls.isEmpty else {
      clips = []
      return
    }
    let frames = result.absoluteFrames
    var clips = [Frame?](repeating: nil, count: count)
    // Pre-order: a parent's clip is known before its children's.
    for node in 1..<max(1, count) {
      guard let parent = result.parent(of: node) else { continue }
      var clip = clips[parent]
      if result.scrollContent(at: parent) != nil {
        let viewport = Self.contentBox(frames[parent], padding(parent))
        clip = clip.map { $0.intersection(viewport) ?? .empty(at: $0) } ?? viewport
      }
      clips[node] = clip
    }
    self.clips = clips
  }

  /// Whether some node is inside a Scroll.
  var isEmpty: Bool { clips.isEmpty }

  /// The part of the layout area node `index` may paint in, nil when no Scroll holds it.
  func clip(of index: Int) -> Frame? {
    index < clips.count ? clips[index] : nil
  }

  /// A Scroll's viewport: its frame minus its padding.
  static func contentBox(_ frame: Frame, _ padding: Insets) -> Frame {
    Frame(
      x: frame.x + padding.left, y: frame.y + padding.top,
      width: max(0, frame.width - padding.horizontal),
      height: max(0, frame.height - padding.vertical))
  }
}

extension Frame {
  /// A clip that lets nothing through, at the corner of `frame`.
  static func empty(at frame: Frame) -> Frame {
    Frame(x: frame.x, y: frame.y, width: 0, height: 0)
  }
}
