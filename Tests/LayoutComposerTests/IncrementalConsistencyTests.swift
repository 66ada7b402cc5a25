import LayoutComposer
import Testing

// The incremental engine (caches, dirty flags, placing only what changed, the order containers
// are placed in) must give exactly the frames a freshly compiled tree gives. Random trees of
// every layout, random option changes and random sizes, from fixed seeds so a failure repeats.

/// SplitMix64: small, fast, and the same sequence everywhere.
private struct SeededGenerator: RandomNumberGenerator {
  var state: UInt64

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// A component tree as plain data, so it can be changed and built again.
private struct NodeSpec {
  var item: (any LayoutItem)?
  var options: ComponentOptions
  var layout: (any Layout)?
  var children: [NodeSpec]

  func build() -> Component {
    Component(item: item, options: options, layout: layout, items: children.map { $0.build() })
  }

  var count: Int { 1 + children.reduce(0) { $0 + $1.count } }

  /// Changes the node at pre-order `index` (the engine's node index).
  mutating func change(at index: Int, _ body: (inout NodeSpec) -> Void) {
    if index == 0 { return body(&self) }
    var remaining = index - 1
    for k in children.indices {
      let size = children[k].count
      if remaining < size { return children[k].change(at: remaining, body) }
      remaining -= size
    }
  }

}

private struct TreeMaker {
  var random: SeededGenerator

  mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &random) < p }
  mutating func number(_ range: ClosedRange<Double>) -> Double {
    Double(Int.random(in: Int(range.lowerBound)...Int(range.upperBound), using: &random))
  }
  mutating func pick<T>(_ values: [T]) -> T { values.randomElement(using: &random)! }

  mutating func options() -> ComponentOptions {
    var o = ComponentOptions()
    if chance(0.25) { o.width = number(0...160) }
    if chance(0.25) { o.height = number(0...120) }
    if chance(0.3) { o.flex = number(1...3) }
    if chance(0.3) { o.align = pick(Align.allCases) }
    if chance(0.3) { o.halign = pick(HAlign.allCases) }
    if chance(0.3) { o.valign = pick(VAlign.allCases) }
    if chance(0.25) { o.marginTop = number(0...12) }
    if chance(0.25) { o.marginLeft = number(0...12) }
    if chance(0.2) { o.marginBottom = number(0...12) }
    if chance(0.2) { o.marginRight = number(0...12) }
    if chance(0.1) {
      o.padding = Insets(top: number(0...8), left: number(0...8), bottom: 0, right: number(0...8))
    }
    if chance(0.1) { o.minWidth = number(0...80) }
    if chance(0.1) { o.maxWidth = number(40...200) }
    if chance(0.1) { o.minHeight = number(0...60) }
    if chance(0.1) { o.maxHeight = number(30...150) }
    if chance(0.05) { o.aspectRatio = pick([0.5, 1, 1.5, 2]) }
    return o
  }

  mutating func layout() -> any Layout {
    let align = pick(Align.allCases)
    let pack = pick(Pack.allCases)
    let spacing = chance(0.3) ? number(0...8) : 0
    let margins: Margins = chance(0.3) ? (number(0...6), number(0...6), 0, 0) : (0, 0, 0, 0)
    switch Int.random(in: 0..<4, using: &random) {
    case 0: return VBox(align: align, pack: pack, defaultMargins: margins, spacing: spacing)
    case 1: return HBox(align: align, pack: pack, defaultMargins: margins, spacing: spacing)
    case 2: return Relative(defaultMargins: margins)
    default: return Fit(defaultMargins: margins)
    }
  }

  mutating func item() -> (any LayoutItem)? {
    switch Int.random(in: 0..<3, using: &random) {
    case 0: return Placeholder(width: number(0...90), height: number(0...60))
    case 1:
      return Text(pick(["Hello", "Hello world", "A longer line that wraps at narrow widths"]))
    default: return nil
    }
  }

  mutating func tree(depth: Int) -> NodeSpec {
    guard depth < 4, chance(depth == 0 ? 1 : 0.45) else {
      return NodeSpec(item: item(), options: options(), layout: nil, children: [])
    }
    let children = (0..<Int.random(in: 1...5, using: &random)).map { _ in tree(depth: depth + 1) }
    return NodeSpec(item: nil, options: options(), layout: layout(), children: children)
  }

  mutating func size() -> Size { Size(width: number(120...480), height: number(100...700)) }
}

private func frames(_ result: LayoutResult) -> [Frame] { (0..<result.count).map(result.frame(at:)) }

@Suite struct IncrementalConsistencyTests {
  @Test(arguments: 0..<60)
  func relayoutEqualsFreshLayout(seed: Int) {
    var maker = TreeMaker(random: SeededGenerator(state: UInt64(seed) &* 7919))
    var spec = maker.tree(depth: 0)
    var tree = LayoutTree(spec.build(), checks: .off)
    var size = maker.size()
    var first = LayoutTree(spec.build(), checks: .off)
    #expect(frames(tree.layout(in: size)) == frames(first.layout(in: size)))
    // Some results are kept, as an app keeps the frames it shows; later passes must not
    // change them (the tree writes its next frames elsewhere).
    var kept: [(result: LayoutResult, frames: [Frame])] = []
    for step in 0..<12 {
      if maker.chance(0.3) {
        size = maker.size()
      } else {
        let node = Int.random(in: 0..<spec.count, using: &maker.random)
        let options = maker.options()
        spec.change(at: node) { $0.options = options }
        tree.update(at: node) { $0 = options }
      }
      let incremental = tree.layout(in: size)
      var compiled = LayoutTree(spec.build(), checks: .off)
      let fresh = compiled.layout(in: size)
      #expect(
        frames(incremental) == frames(fresh),
        "seed \(seed), step \(step):\nincremental\n\(incremental.dump())\nfresh\n\(fresh.dump())")
      if step % 3 != 2 { kept.append((incremental, frames(fresh))) }
    }
    for (result, expected) in kept { #expect(frames(result) == expected, "seed \(seed)") }
  }
}
