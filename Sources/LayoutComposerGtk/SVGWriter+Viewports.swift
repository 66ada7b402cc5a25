import LayoutComposer

extension SVGWriter {
  /// The viewports of a layout's Scrolls as SVG clip paths, so an SVG shows a Scroll's
  /// content as the window and a PNG do (docs/previewer.md, "Scrolling"): one `<clipPath>`
  /// per Scroll (`viewport-N`, N the Scroll's node; in the exploded view one per level it
  /// holds, `viewport-N-L`), its rectangle the viewport on whole pixels cut by the viewports
  /// of the Scrolls around it. Everything a Scroll holds references its clip path; a frame
  /// cut there loses its border on the cut side, as that border lies outside the clip.
  ///
  /// ```swift
  /// let (ids, _, _) = SVGWriter.identifiers(snapshot)
  /// let viewports = SVGWriter.Viewports(snapshot, renderer: LayoutRenderer(), ids: ids)
  /// viewports.clipID(of: history)  // "viewport-2": the chat's Scroll
  /// ```
  struct Viewports {
    /// The `<clipPath>` elements, one line each, for the document's `<defs>`.
    private(set) var definitions: [String] = []
    /// Per node, its clip path's id and rectangle (device pixels, whole pixels); empty
    /// when the layout has no Scroll.
    private var clips: [(id: String, frame: Frame)?] = []

    init(_ snapshot: LayoutSnapshot, renderer: LayoutRenderer, ids: [String]) {
      guard !snapshot.viewports.isEmpty else { return }
      let result = snapshot.result
      let options = renderer.options
      clips = .init(repeating: nil, count: snapshot.count)
      // The innermost Scroll around each node, found in pre-order from its parent's.
      var innermost = [Int?](repeating: nil, count: snapshot.count)
      var written: [String: Int] = [:]
      for node in 1..<max(1, snapshot.count) {
        guard let parent = result.parent(of: node) else { continue }
        let scroll = result.scrollContent(at: parent) != nil ? parent : innermost[parent]
        innermost[node] = scroll
        guard let scroll, let clip = renderer.clip(of: node, in: snapshot) else { continue }
        var id = "viewport-\(scroll)"
        // Exploded, each level is drawn at an offset of its own, and so is its viewport.
        if options.exploded {
          id += "-\(min(result.depth(at: node), RenderOptions.explodeLevels))"
        }
        let frame = LayoutRenderer.snapped(clip)
        clips[node] = (id, frame)
        guard frame.width >= 1, frame.height >= 1, written[id] == nil else { continue }
        written[id] = node
        definitions.append(
          "<clipPath id=\"\(id)\" data-for=\"\(SVGWriter.escape(ids[scroll]))\">"
            + "<rect \(SVGWriter.rect(frame))/></clipPath>")
      }
    }

    /// The id of the clip path node `index` is drawn in; nil outside Scrolls.
    func clipID(of index: Int) -> String? {
      index < clips.count ? clips[index]?.id : nil
    }

    /// The attribute that cuts an element of node `index` to its viewport (with a leading
    /// space), or nothing outside Scrolls.
    func attribute(for index: Int) -> String {
      clipID(of: index).map { " clip-path=\"url(#\($0))\"" } ?? ""
    }

    /// Whether something drawn at `frame` for node `index` would show: always outside
    /// Scrolls, else when it meets the node's viewport.
    func shows(_ frame: Frame, of index: Int) -> Bool {
      guard index < clips.count, let clip = clips[index]?.frame else { return true }
      return clip.width >= 1 && clip.height >= 1 && frame.intersects(clip)
    }

    /// The viewport node `index` is cut to (whole pixels); nil outside Scrolls.
    func clip(of index: Int) -> Frame? {
      index < clips.count ? clips[index]?.frame : nil
    }
  }
}
