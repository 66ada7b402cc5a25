import LayoutComposer

/// What a drawing puts over the frames: the text blocks and the name tags, with their places.
/// The window, PNG and SVG all draw from it, and tests check it (no tag on a text).
///
/// ```swift
/// let plan = LayoutRenderer().plan(for: snapshot)
/// plan.texts.map { $0.lines.map(\.text) }  // [["YKPaco"], ["@ykpaco"], …]
/// ```
public struct DrawingPlan: Sendable {
  public var texts: [TextBlock]
  public var tags: [NameTag]
}

extension LayoutRenderer {
  /// Tags measured per drawing at most; names beyond are left out (hover shows them).
  static let maximumNames = 2_000

  /// The text blocks and tags of a drawing of the whole canvas (or of `visible`, in device
  /// pixels relative to the layout area's origin).
  public func plan(for snapshot: LayoutSnapshot, visible: Frame? = nil) -> DrawingPlan {
    plan(snapshot, visible: visible ?? canvasArea(snapshot), layouter: TextLayouter())
  }

  func plan(_ snapshot: LayoutSnapshot, visible: Frame, layouter: TextLayouter) -> DrawingPlan {
    var texts: [TextBlock] = []
    if options.texts {
      for index in snapshot.textNodes {
        guard let text = snapshot.tree.item(at: index) as? Text,
          !snapshot.result.isHidden(at: index)
        else { continue }
        let frame = drawnFrame(of: index, in: snapshot)
        guard frame.width > 0, frame.height > 0,
          shownFrame(of: index, in: snapshot)?.intersects(visible) ?? false,
          let block = layouter.block(
            for: text, node: index, contentBox: contentBox(of: index, in: snapshot),
            alignRight: snapshot.direction == .rightToLeft)
        else { continue }
        texts.append(block)
      }
    }
    var labels: [NameTag] = []
    if options.allNames {
      labels = everyName(snapshot, layouter: layouter)
    } else if options.names {
      labels = fittingNames(snapshot, texts: texts, visible: visible, layouter: layouter)
    }
    let textRects = texts.compactMap { drawnTextRect($0, in: snapshot) }
    labels += focusLabels(snapshot, texts: textRects, visible: visible, layouter: layouter)
    return DrawingPlan(texts: texts, tags: labels)
  }

  /// A name tag's text: the name, and the notes when they are on.
  private func tagText(_ index: Int, _ snapshot: LayoutSnapshot) -> String {
    var parts = [snapshot.displayName(at: index)]
    if options.notes { parts += Self.notes(at: index, in: snapshot) }
    return parts.joined(separator: " · ")
  }

  /// A tag's size: its text plus 3 pixels each side and 1 above and below.
  private func tagSize(_ text: String, _ layouter: TextLayouter) -> Size {
    let size = layouter.prepareTag(text)
    return Size(width: size.width + 6, height: size.height + 2)
  }

  /// Names that cover nothing: each inside its own frame, on no text, no other tag and no
  /// frame but its own and its ancestors'. A component with a child drawn exactly over it is
  /// hidden by that child, so it gets none.
  ///
  /// The tags are measured first and only the frames near where they could go are looked
  /// at, so a drawing of 10,000 small cells with a few tags costs the tags, not the cells.
  private func fittingNames(
    _ snapshot: LayoutSnapshot, texts: [TextBlock], visible: Frame, layouter: TextLayouter
  ) -> [NameTag] {
    let count = snapshot.count
    var frames = [Frame](repeating: .zero, count: count)
    var sameAsParent = [Int32](repeating: 0, count: count)
    var coveredByChild = [Bool](repeating: false, count: count)
    for index in 0..<count {
      // Inside a Scroll, what its viewport shows: a frame scrolled out of sight neither gets
      // a tag nor keeps one off the components outside the Scroll.
      frames[index] = Self.snapped(shownFrame(of: index, in: snapshot) ?? .zero)
      if let parent = snapshot.result.parent(of: index), frames[parent] == frames[index] {
        sameAsParent[index] = sameAsParent[parent] + 1
        // A background lies under its host: the host hides it, not the other way round.
        if snapshot.result.decoration(at: index) == .background {
          coveredByChild[index] = true
        } else {
          coveredByChild[parent] = true
        }
      }
    }
    let textNodes = Set(texts.map(\.node))
    var wanted: [(node: Int, text: String, spots: [Frame])] = []
    var measured = 0
    for index in 0..<count where !coveredByChild[index] {
      let frame = frames[index]
      guard frame.width >= 24, frame.height >= 17, frame.intersects(visible) else { continue }
      guard measured < Self.maximumNames else { break }
      measured += 1
      // A tag is at most as wide as its frame and the visible area; a name that is a path
      // deeper than that allows is not spelled out and measured (that was quadratic in depth).
      let room = min(frame.width, visible.width) - 4
      if snapshot.result.name(at: index) == nil, snapshot.result.layoutName(at: index) == nil,
        Self.narrowestPath(depth: snapshot.result.depth(at: index)) > room
      {
        continue
      }
      let text = tagText(index, snapshot)
      let role: NameTagPlacement.Role =
        textNodes.contains(index)
        ? .text : snapshot.result.layoutName(at: index) == nil ? .leaf : .container
      // Inside a Scroll, a tag goes only where its viewport shows.
      let seen = clip(of: index, in: snapshot).flatMap { visible.intersection($0) } ?? visible
      let spots = NameTagPlacement.candidates(
        in: frame, size: tagSize(text, layouter), role: role
      ).filter { seen.contains($0) }
      if !spots.isEmpty { wanted.append((index, text, spots)) }
    }
    guard !wanted.isEmpty else { return [] }
    var placement = NameTagPlacement(bounds: visible, near: wanted.flatMap(\.spots))
    // A background is under its host: a tag over the host may cover it.
    for index in 0..<count
    where sameAsParent[index] <= Self.coincidingLayers
      && snapshot.result.decoration(at: index) != .background
    {
      let frame = frames[index]
      if frame.width >= 1, frame.height >= 1 { placement.addObstacle(frame, owner: index) }
    }
    for block in texts {
      if let rect = drawnTextRect(block, in: snapshot) { placement.addObstacle(rect, owner: nil) }
    }
    // Pre-order: node a is an ancestor of n (or n) exactly when a <= n < end[a].
    var end = (0..<count).map { $0 + 1 }
    for index in stride(from: count - 1, through: 1, by: -1) {
      if let parent = snapshot.result.parent(of: index) {
        end[parent] = max(end[parent], end[index])
      }
    }
    var labels: [NameTag] = []
    for (index, text, spots) in wanted {
      guard !placement.exhausted else { break }
      guard let spot = placement.firstFree(spots, mayCover: { $0 <= index && index < end[$0] })
      else { continue }
      labels.append(NameTag(node: index, kind: .name, text: text, frame: spot))
      placement.addObstacle(spot, owner: nil)
    }
    return labels
  }

  /// The least width, in pixels, of a tag whose name is the path of a node `depth` levels
  /// down (`root.items[0]…`): every step is at least 9 characters (`.items[0]`), and no
  /// character of a path is under 2 pixels wide at the tags' 11 pixels; 6 pixels of plate.
  static func narrowestPath(depth: Int) -> Double {
    Double(4 + 9 * depth) * 2 + 6
  }

  /// Every name, as the previewer showed them before names avoided content: at the top of
  /// containers, the bottom of tall leaves, the right of texts, cut to the frame. The
  /// outermost of components drawn at one place is the one named.
  private func everyName(_ snapshot: LayoutSnapshot, layouter: TextLayouter) -> [NameTag] {
    var labels: [NameTag] = []
    for index in 0..<snapshot.count {
      let frame = drawnFrame(of: index, in: snapshot)
      guard frame.width >= 12, frame.height >= 10 else { continue }
      if let parent = snapshot.result.parent(of: index),
        drawnFrame(of: parent, in: snapshot) == frame
      {
        continue
      }
      guard labels.count < Self.maximumNames * 10 else { break }
      let text = tagText(index, snapshot)
      let size = tagSize(text, layouter)
      let isLeaf = snapshot.result.layoutName(at: index) == nil
      let isText = options.texts && snapshot.tree.item(at: index) is Text
      let y =
        isLeaf && !isText && frame.height > 2 * size.height + 4
        ? frame.maxY - size.height - 2 : frame.y + 1
      let x = isText ? max(frame.x + 1, frame.maxX - size.width - 4) : frame.x + 1
      let tag = Frame(x: x, y: y, width: size.width, height: size.height)
      if let seen = shownFrame(of: index, in: snapshot), let shown = tag.intersection(seen) {
        labels.append(NameTag(node: index, kind: .name, text: text, frame: shown))
      }
    }
    return labels
  }

  /// The hovered and the selected component's tags: name and size (and the selected one's
  /// notes), just outside the frame, where they cover no text if there is such a place.
  private func focusLabels(
    _ snapshot: LayoutSnapshot, texts: [Frame], visible: Frame, layouter: TextLayouter
  ) -> [NameTag] {
    var labels: [NameTag] = []
    let focused: [(Int?, NameTag.Kind)] = [
      (options.highlighted, .hovered), (options.selected, .selected),
    ]
    // A hidden alternative has no frame on the canvas to name.
    for case (let node?, let kind) in focused
    where node < snapshot.count && !snapshot.result.isHidden(at: node) {
      if kind == .hovered, node == options.selected { continue }
      let frame = snapshot.absoluteFrames[node]
      var parts = [
        snapshot.displayName(at: node),
        "\(displayNumber(frame.width)) × \(displayNumber(frame.height))",
      ]
      if kind == .selected { parts += Self.notes(at: node, in: snapshot) }
      let text = parts.joined(separator: " · ")
      // Inside a Scroll, next to what its viewport shows of the frame, and in the viewport
      // when there is room.
      guard let seen = shownFrame(of: node, in: snapshot) else { continue }
      let bounds = clip(of: node, in: snapshot).flatMap { visible.intersection($0) } ?? visible
      let spots = NameTagPlacement.outside(
        Self.snapped(seen).outset(by: 2), size: tagSize(text, layouter), bounds: bounds)
      let taken = texts + labels.map(\.frame)
      let spot = spots.first { spot in !taken.contains { $0.intersects(spot) } } ?? spots[0]
      labels.append(NameTag(node: node, kind: kind, text: text, frame: spot))
    }
    return labels
  }

  /// What a node's options say about how it was placed, where it applies: `flex 2`,
  /// `align center`, `VBox pack spaceBetween`.
  public static func notes(at index: Int, in snapshot: LayoutSnapshot) -> [String] {
    var notes: [String] = []
    let options = snapshot.tree.options(at: index)
    if let flex = options.flex, flex > 0 { notes.append("flex \(formatNumber(flex))") }
    if let align = options.align { notes.append("align \(align.rawValue)") }
    if let halign = options.halign { notes.append("halign \(halign.rawValue)") }
    if let valign = options.valign { notes.append("valign \(valign.rawValue)") }
    switch snapshot.tree.layoutSpec(at: index) {
    case .vbox(let settings), .hbox(let settings):
      var stack: [String] = []
      if settings.pack != .start { stack.append("pack \(settings.pack.rawValue)") }
      if settings.align != .stretch { stack.append("align \(settings.align.rawValue)") }
      if settings.spacing != 0 { stack.append("spacing \(formatNumber(settings.spacing))") }
      if settings.wrap { stack.append("wrap") }
      if !stack.isEmpty, snapshot.result.name(at: index) != nil {
        stack.insert(snapshot.result.layoutName(at: index) ?? "", at: 0)
      }
      notes.append(contentsOf: stack)
    default:
      break
    }
    return notes
  }
}
