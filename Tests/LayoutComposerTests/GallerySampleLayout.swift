import LayoutComposer
import LayoutSamples
import Testing

/// Lays out a gallery sample as the previewer and `composer-samples` show it: at its size (or
/// at `size`, to look at both sides of a threshold) and in its direction.
///
/// ```swift
/// let frames = laidOutSample("hugging-chat")
/// #expect(frames["outgoingBubble"] == Frame(x: 264, y: 72, width: 48, height: 36))
/// ```
func laidOutSample(_ id: String, in size: Size? = nil) -> LayoutResult {
  guard let sample = Gallery.sample(named: id) else {
    Issue.record("no sample \(id)")
    return `$`(nil).layout(in: .zero)
  }
  var tree = LayoutTree(sample.build())
  return tree.layout(in: size ?? sample.size, direction: sample.direction)
}
