import LayoutComposer
import LayoutComposerTestSupport
import Testing

// Measuring and placing agree: the size a container answers while it is measured is the
// size its children then fill when it is placed. Checked on random trees with text, aspect
// ratios, minimums and priorities (docs/semantics.md, rule H and "Measuring and placing").

extension PropertyTests {
  /// A container sized by its content on an axis spans exactly its children's margin boxes
  /// there, plus its padding: the widest child (with its margins) touches both edges of the
  /// content box across a stack, and the first and last child the two ends along it.
  ///
  /// "Sized by its content" is read off the tree, as the rules define it: across a stack,
  /// a child aligned other than `.stretch`; along it, a child without flex that was not
  /// shrunk (rule S shrinks a child below its content; `explain` says so); in a Relative, a
  /// child with `halign` or `valign` there. Options that move a size away from its content
  /// (an explicit size, min/max on that axis, an aspect ratio) take the axis out.
  @Test func aContainerSizedByItsContentSpansItsChildren() {
    let settings = RandomTree.Settings(values: .ordinary, texts: true, aspectRatios: true)
    forEachTree(4000, seed: 7_000_000, settings) { spec, random in
      let area = size(&random)
      let way = direction(&random)
      var tree = LayoutTree(spec.component(), checks: .off)
      let frames = tree.layout(in: area, direction: way)
      if spec.nodes.indices.contains(where: { ratioCycle(spec, $0) }) { return nil }
      for node in spec.nodes.indices where spec.nodes[node].layout != nil {
        for axis in [Axis.horizontal, .vertical] where hugs(spec, node, axis) {
          if axis == parentMainAxis(spec, node),
            let line = tree.explain(at: node).map({ axis == .horizontal ? $0.width : $0.height }),
            line.contains("shrunk")
          {
            continue
          }
          if let problem = span(of: node, axis, spec, frames, tree) {
            return "in \(area) \(way.rawValue): \(problem)"
          }
        }
      }
      return nil
    }
  }

  /// Laid out with room to grow downwards (no heights, maximum heights or aspect ratios in
  /// the tree, the area a million points high), a text is at least as tall as its lines at
  /// the width it got. Flex in a VBox is taken out too: rule 4 lets a flex share be smaller
  /// than its content, as Yoga does (a VBox filling a parent at the height it measured
  /// shares that height among its flex children from their bases).
  @Test func aTextIsNeverShorterThanItsLinesAtItsOwnWidth() {
    let settings = RandomTree.Settings(values: .ordinary, texts: true, aspectRatios: false)
    forEachTree(4000, seed: 8_000_000, settings) { original, random in
      var spec = original
      for index in spec.nodes.indices {
        spec.nodes[index].options.height = nil
        spec.nodes[index].options.maxHeight = nil
        let parent = spec.nodes[index].parent
        if parent >= 0, case .vbox? = spec.nodes[parent].layout {
          spec.nodes[index].options.flex = nil
        }
      }
      let area = Size(width: Double(Int.random(in: 0...600, using: &random)), height: 1e6)
      var tree = LayoutTree(spec.component(), checks: .off)
      let frames = tree.layout(in: area, direction: direction(&random))
      for (node, entry) in spec.nodes.enumerated() {
        guard case .text(let string, let fontSize) = entry.item else { continue }
        let frame = frames.frame(at: node)
        let padding = entry.options.padding ?? .zero
        let width = max(0, frame.width - (padding.left + padding.right))
        // Up to rounding: a width that came back through a sum may be short of the width the
        // text was measured at by its last bit, which moves a word to the next line.
        let lines = Text(string, fontSize: fontSize).sizeThatFits(
          ProposedSize(width: width + 1e-9 * max(1, width), height: nil)
        ).height
        let needed = lines + padding.top + padding.bottom
        if frame.height < needed - 1e-9 * max(1, needed) {
          return "node \(node) (\"\(string)\") is \(frame) but its lines at width "
            + "\(width) need \(needed), in \(area) of the tree without heights:\n\(spec)"
        }
      }
      return nil
    }
  }

  enum Axis { case horizontal, vertical }

  /// Whether a child with an aspect ratio has siblings: stretched or filled, its size follows
  /// the container's, which its siblings' sizes follow in turn (a text beside it wraps when
  /// it grows), a loop one pass does not settle (semantics.md, "Fine points"); such trees
  /// are left out of the property.
  func ratioCycle(_ spec: TreeSpec, _ node: Int) -> Bool {
    let children = spec.nodes[node].children
    return children.count > 1 && children.contains { spec.nodes[$0].options.aspectRatio != nil }
  }

  func parentMainAxis(_ spec: TreeSpec, _ node: Int) -> Axis? {
    let parent = spec.nodes[node].parent
    guard parent >= 0 else { return nil }
    switch spec.nodes[parent].layout {
    case .vbox?: return .vertical
    case .hbox?: return .horizontal
    default: return nil
    }
  }

  /// Whether the parent's rule sizes the node by its content on `axis` and nothing of the
  /// node's own moves it away from that size.
  func hugs(_ spec: TreeSpec, _ node: Int, _ axis: Axis) -> Bool {
    let entry = spec.nodes[node]
    let o = entry.options
    let parent = entry.parent
    guard parent >= 0, o.aspectRatio == nil else { return false }
    let horizontal = axis == .horizontal
    if (horizontal ? o.width : o.height) != nil { return false }
    if horizontal
      ? (o.minWidth != nil || o.maxWidth != nil) : (o.minHeight != nil || o.maxHeight != nil)
    {
      return false
    }
    let fitsAlongAxis: Bool
    switch entry.layout {
    case .vbox(let s)?: fitsAlongAxis = s.pack == .fit && !horizontal
    case .hbox(let s)?: fitsAlongAxis = s.pack == .fit && horizontal
    default: fitsAlongAxis = false
    }
    switch spec.nodes[parent].layout {
    case .vbox(let s)?, .hbox(let s)?:
      let main = parentMainAxis(spec, node)
      if main == axis { return (o.flex ?? 0) == 0 || fitsAlongAxis }
      return (o.align ?? s.align) != .stretch || fitsAlongAxis
    case .relative?:
      return (horizontal ? o.halign != nil : o.valign != nil) || fitsAlongAxis
    case .fit?, .firstThatFits?:
      return fitsAlongAxis
    case .custom?, .grid?:
      return false
    case nil:
      return false
    }
  }

  /// Where the node's laid-out children span on `axis` against its content box, or nil when
  /// they span exactly its content box.
  func span(
    of node: Int, _ axis: Axis, _ spec: TreeSpec, _ frames: LayoutResult, _ tree: LayoutTree
  ) -> String? {
    let frame = frames.frame(at: node)
    let padding = spec.nodes[node].options.padding ?? .zero
    let (padStart, padEnd, length) =
      axis == .horizontal
      ? (padding.left, padding.right, frame.width) : (padding.top, padding.bottom, frame.height)
    var low = Double.infinity
    var high = -Double.infinity
    for child in frames.children(of: node)
    where frames.decoration(at: child) == nil && !frames.isHidden(at: child) {
      let f = frames.frame(at: child)
      let m = tree.effectiveMargins(at: child)
      let (start, end) =
        axis == .horizontal
        ? (f.x - m.left, f.x + f.width + m.right) : (f.y - m.top, f.y + f.height + m.bottom)
      low = min(low, start)
      high = max(high, end)
    }
    if low == .infinity {
      // No children: the content is empty, and the container is its padding.
      low = padStart
      high = padStart
    }
    let tolerance = 1e-7 * max(1, length)
    let expectedLow = padStart
    let expectedHigh = max(padStart, length - padEnd)
    guard abs(low - expectedLow) > tolerance || abs(high - expectedHigh) > tolerance else {
      return nil
    }
    let name = axis == .horizontal ? "x" : "y"
    return "node \(node) \(frame) sized by its content on \(name): its children span "
      + "\(low)…\(high), its content box \(expectedLow)…\(expectedHigh)"
  }
}
