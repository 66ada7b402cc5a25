// Overlays and backgrounds: laid out like Relative children in their host's frame (padding
// included), after the host's own children; they never change the host's size, nor its
// siblings'. Rules: docs/semantics.md, "Overlay and background".

extension LayoutTree {
  @inline(__always)
  func hasDecorations(_ node: Int) -> Bool {
    !structure.decorations.isEmpty && structure.decorations[Int32(node)] != nil
  }

  mutating func placeDecorations(of node: Int) {
    guard let first = structure.decorations[Int32(node)] else { return }
    let frame = frames.current[node]
    let box = Proposal(
      AxisPair(width: frame.width, height: frame.height), exactWidth: true, exactHeight: true)
    var decoration = Int(first)
    while decoration >= 0 {
      if styles[decoration].hiddenByOption {
        hide(subtreeOf: decoration, at: AxisPair(width: 0, height: 0))
      } else {
        placeRelativeChild(node, decoration, box, AxisPair(width: 0, height: 0))
      }
      decoration = Int(structure.nextSibling[decoration])
    }
  }
}
