import Foundation
import LayoutComposer
import LayoutComposerTestSupport
import LayoutFiles
import Testing

// Properties that hold for every tree, checked on thousands of random ones (RandomTree, from
// fixed seeds). A failure names its seed and prints the tree as a layout file; replay one seed
// with `PROPERTY_SEED=1234 swift test --filter PropertyTests`, run more trees with
// `PROPERTY_SCALE=10`. Each property is stated so that it holds under the box math of
// docs/semantics.md and under its revision with hugging and shrinking (issue 8): none depends
// on how content is measured, only on how sizes are distributed and placed.

@Suite struct PropertyTests {
  /// Runs `check` on `count` trees (times `PROPERTY_SCALE`) made with `settings`, from seeds
  /// `base`, `base + 1`, …; `check` returns a description of what is wrong, or nil.
  func forEachTree(
    _ count: Int, seed base: UInt64, _ settings: RandomTree.Settings,
    _ check: (TreeSpec, inout SeededRandom) -> String?
  ) {
    let environment = ProcessInfo.processInfo.environment
    let seeds: [UInt64]
    if let one = environment["PROPERTY_SEED"].flatMap(UInt64.init) {
      seeds = [one]
    } else {
      let scale = environment["PROPERTY_SCALE"].flatMap(Int.init) ?? 1
      seeds = (0..<UInt64(count * scale)).map { base + $0 }
    }
    var failures = 0
    var nodes = 0
    defer {
      if environment["PROPERTY_STATISTICS"] != nil {
        print("\(seeds.count) trees, \(Double(nodes) / Double(seeds.count)) nodes on average")
      }
    }
    for seed in seeds {
      let spec = RandomTree.make(seed: seed, settings)
      nodes += spec.nodes.count
      var random = SeededRandom(seed: seed ^ 0x5EED)
      if let problem = check(spec, &random) {
        Issue.record(Comment(rawValue: "seed \(seed): \(problem)\ntree:\n\(spec)"))
        failures += 1
        if failures == 3 { return }  // three trees tell enough; the rest would be noise
      }
    }
  }

  /// A size to lay out in: a phone, something random, or an edge case.
  func size(_ random: inout SeededRandom, largest: Double = 1000) -> Size {
    switch Int.random(in: 0..<6, using: &random) {
    case 0: return Size(width: 320, height: 480)
    case 1: return Size(width: 0, height: 0)
    default:
      return Size(
        width: Double(Int.random(in: 0...Int(largest), using: &random)),
        height: Double(Int.random(in: 0...Int(largest), using: &random)))
    }
  }

  /// Left to right three times in four.
  func direction(_ random: inout SeededRandom) -> LayoutDirection {
    Int.random(in: 0..<4, using: &random) == 0 ? .rightToLeft : .leftToRight
  }

  func isFinite(_ frame: Frame) -> Bool {
    frame.x.isFinite && frame.y.isFinite && frame.width.isFinite && frame.height.isFinite
  }

  /// Within rounding of `scale`: the engine adds Doubles in its own order.
  func close(_ a: Double, _ b: Double, scale: Double) -> Bool {
    abs(a - b) <= 1e-9 * max(1, abs(scale))
  }

  // MARK: No non-finite frame

  @Test func everyFrameIsFiniteForOrdinaryAndBoundaryValues() {
    for (values, base) in [(RandomTree.Values.ordinary, 1_000_000), (.withinLimits, 2_000_000)] {
      let settings = RandomTree.Settings(values: values, extras: true)
      forEachTree(3000, seed: UInt64(base), settings) { spec, random in
        var tree = LayoutTree(spec.component(), checks: .off)
        let sizes = [
          size(&random), Size(width: LayoutLimits.maximumLength, height: 480),
          Size(width: 320, height: LayoutLimits.maximumLength),
        ]
        for area in sizes {
          let frames = tree.layout(in: area, direction: direction(&random))
          if let bad = (0..<frames.count).first(where: { !isFinite(frames.frame(at: $0)) }) {
            return "in \(area), node \(bad) has the frame \(frames.frame(at: bad))"
          }
        }
        return nil
      }
    }
  }

  /// Values far beyond `LayoutLimits` (1e308, the largest Double, 5e-324 ratios) are errors
  /// for `validate()`, and the engine clamps them: the frames stay finite.
  @Test
  func everyFrameIsFiniteForValuesBeyondTheBounds() {
    let settings = RandomTree.Settings(values: .beyondLimits, extras: true)
    forEachTree(3000, seed: 3_000_000, settings) {
      spec, random in
      var tree = LayoutTree(spec.component(), checks: .off)
      for area in [size(&random), Size(width: 1e308, height: .greatestFiniteMagnitude)] {
        let frames = tree.layout(in: area, direction: direction(&random))
        if let bad = (0..<frames.count).first(where: { !isFinite(frames.frame(at: $0)) }) {
          return "in \(area), node \(bad) has the frame \(frames.frame(at: bad))"
        }
      }
      return nil
    }
  }

  // MARK: Determinism

  @Test func theSameTreeGivesTheSameFramesEveryTime() {
    let settings = RandomTree.Settings(values: .ordinary, extras: true)
    forEachTree(3000, seed: 4_000_000, settings) { spec, random in
      let area = size(&random)
      let way = direction(&random)
      var first = LayoutTree(spec.component(), checks: .off)
      var second = LayoutTree(spec.component(), checks: .off)
      let a = FrameTree(first.layout(in: area, direction: way))
      if FrameTree(second.layout(in: area, direction: way)) != a {
        return "two trees differ in \(area)"
      }
      // The same tree again, from its caches and after forgetting them.
      if FrameTree(first.layout(in: area, direction: way)) != a {
        return "a second pass differs in \(area)"
      }
      first.invalidateAll()
      if FrameTree(first.layout(in: area, direction: way)) != a {
        return "a pass after invalidateAll differs"
      }
      // Written as a layout file and read back: the same frames, to the last bit.
      do {
        let json = try LayoutDocument(root: spec.component(), direction: way).json()
        let document = try LayoutDocument(json: json)
        var back = LayoutTree(document.root, checks: .off)
        if FrameTree(back.layout(in: area, direction: document.direction)) != a {
          return "the tree read back differs in \(area)"
        }
      } catch {
        return "the tree does not round-trip: \(error)"
      }
      return nil
    }
  }

  // MARK: Incremental relayout

  @Test func updatesGiveTheFramesOfAFreshTree() {
    let settings = RandomTree.Settings(values: .ordinary, extras: true)
    forEachTree(2000, seed: 5_000_000, settings) { original, random in
      // The tree keeps options as they were written (`options(at:)`), so one change means the
      // same to the spec and to the tree.
      var spec = original
      var tree = LayoutTree(spec.component(), checks: .off)
      for index in spec.nodes.indices { spec.nodes[index].options = tree.options(at: index) }
      _ = tree.layout(in: size(&random))
      for round in 0..<6 {
        let node = Int.random(in: 0..<spec.nodes.count, using: &random)
        let change = RandomTree.change(of: spec, at: node, using: &random, settings)
        let before = tree.options(at: node)
        tree.update(at: node, change)
        change(&spec.nodes[node].options)
        let area = size(&random)
        let way = direction(&random)
        var fresh = LayoutTree(spec.component(), checks: .off)
        let expected = FrameTree(fresh.layout(in: area, direction: way))
        let actual = FrameTree(tree.layout(in: area, direction: way))
        if actual != expected {
          let diff = frameTreeDiff(expected: expected, actual: actual, tolerance: 0) ?? ""
          return "after change \(round + 1) of node \(node) in \(area) from \(before) to "
            + "\(spec.nodes[node].options):\n\(diff)\nchanged tree:\n\(spec)"
        }
      }
      return nil
    }
  }

  // MARK: Containment

  /// With no overflow, every child (with its margins) lies in its parent's content box.
  ///
  /// "No overflow" is decided on the frames, per axis, so that it means the same under any
  /// sizing rules: on a VBox's vertical axis (an HBox's horizontal one) the children fit when
  /// their sizes, margins and spacing add up to at most the content length; on the other axis,
  /// and on both axes of a Relative or Fit, a child fits when its size plus its margins is at
  /// most the content length. The content box is the parent's frame inside its padding; the
  /// root's parent is the area laid out in. Where the children fit, placement (pack, align,
  /// halign, centring) must keep them inside.
  @Test func childrenThatFitStayInsideTheirParent() {
    var checked = 0
    forEachTree(6000, seed: 6_000_000, RandomTree.Settings(values: .ordinary)) { spec, random in
      let area = size(&random)
      var tree = LayoutTree(spec.component(), checks: .off)
      let frames = tree.layout(in: area)
      // The root, placed in the area like a Fit child.
      if let problem = checkInside(
        [0], of: Frame(x: 0, y: 0, width: area.width, height: area.height), padding: .zero,
        layout: .fit(defaultMargins: .zero), tree: tree, frames: frames, checked: &checked)
      {
        return problem
      }
      for parent in spec.nodes.indices where !spec.nodes[parent].children.isEmpty {
        let node = spec.nodes[parent]
        if let problem = checkInside(
          node.children, of: frames.frame(at: parent), padding: node.options.padding ?? .zero,
          layout: node.layout ?? .fit(defaultMargins: .zero), tree: tree, frames: frames,
          checked: &checked)
        {
          return "children of node \(parent): \(problem)"
        }
      }
      return nil
    }
    #expect(checked > 10_000, "only \(checked) placements were checked")
  }

  /// The containment check for the children of one parent (frames relative to its origin).
  func checkInside(
    _ children: [Int], of parentFrame: Frame, padding: Insets, layout: LayoutSpec,
    tree: LayoutTree, frames: LayoutResult, checked: inout Int
  ) -> String? {
    let contentWidth = parentFrame.width - padding.left - padding.right
    let contentHeight = parentFrame.height - padding.top - padding.bottom
    let scale = max(parentFrame.width, parentFrame.height)
    var spacing = 0.0
    var mainIsVertical: Bool?
    switch layout {
    case .vbox(let s):
      spacing = s.spacing
      mainIsVertical = true
    case .hbox(let s):
      spacing = s.spacing
      mainIsVertical = false
    case .relative, .fit, .firstThatFits, .custom, .grid: break
    }
    func fitsTogether(vertical: Bool) -> Bool {
      let total = children.reduce(spacing * Double(children.count - 1)) { sum, child in
        let f = frames.frame(at: child)
        let m = tree.effectiveMargins(at: child)
        return sum + (vertical ? f.height + m.top + m.bottom : f.width + m.left + m.right)
      }
      return total <= (vertical ? contentHeight : contentWidth) + 1e-9 * max(1, scale)
    }
    let mainFits = mainIsVertical.map { fitsTogether(vertical: $0) } ?? false
    for child in children {
      let f = frames.frame(at: child)
      let m = tree.effectiveMargins(at: child)
      // Baseline alignment (rule B) lines children up on a baseline, not inside the box: a
      // child whose baseline sits low may overflow a stack's height, as in CSS.
      let onBaseline: Bool = {
        guard mainIsVertical == false else { return false }
        if case .hbox(let settings) = layout {
          return (tree.options(at: child).align ?? settings.align).isBaselineAlignment
        }
        return false
      }()
      for vertical in [false, true] {
        let isMain = mainIsVertical == vertical
        if vertical, onBaseline { continue }
        let extent = vertical ? f.height + m.top + m.bottom : f.width + m.left + m.right
        let content = vertical ? contentHeight : contentWidth
        let fits = isMain ? mainFits : extent <= content + 1e-9 * max(1, scale)
        guard fits else { continue }
        checked += 1
        let low = vertical ? f.y - m.top : f.x - m.left
        let high = vertical ? f.maxY + m.bottom : f.maxX + m.right
        let start = vertical ? padding.top : padding.left
        let end = vertical ? parentFrame.height - padding.bottom : parentFrame.width - padding.right
        if low < start - 1e-9 * max(1, scale) || high > end + 1e-9 * max(1, scale) {
          return "node \(child) \(f) (margins \(m)) fits but leaves the content box "
            + "\(start)…\(end) \(vertical ? "vertically" : "horizontally")"
        }
      }
    }
    return nil
  }

  // MARK: Conservation

  /// In a VBox or HBox whose length is set from outside (an explicit size, or filled or
  /// stretched by its parent) and that has flex children and free space F ≥ 0, the children's
  /// sizes, margins and spacing add up to the content length exactly: flex takes all the free
  /// space.
  ///
  /// Checked where the flex children are free to take any size: bare leaves (no item that
  /// measures, no padding, no explicit size, minimum, maximum or aspect ratio on the main
  /// axis), whose basis and minimum are 0 under any rules. F is then the content length less
  /// the other children's sizes (as laid out) and everyone's margins and spacing. A stack
  /// sized by its content is left out: its length is what its children measured, and a
  /// measurement may differ from the layout that follows (a stretch feeding an aspect ratio,
  /// docs/semantics.md "Fine points"; under hugging, issue 8, flex children take their content
  /// size while it is measured).
  @Test func flexTakesExactlyTheFreeSpace() {
    var checked = 0
    forEachTree(6000, seed: 7_000_000, RandomTree.Settings(values: .ordinary)) { spec, random in
      let area = size(&random)
      var tree = LayoutTree(spec.component(), checks: .off)
      let frames = tree.layout(in: area)
      for parent in spec.nodes.indices {
        let node = spec.nodes[parent]
        let vertical: Bool
        let spacing: Double
        switch node.layout {
        case .vbox(let s)?: (vertical, spacing) = (true, s.spacing)
        case .hbox(let s)?: (vertical, spacing) = (false, s.spacing)
        default: continue
        }
        let flexChildren = node.children.filter { (spec.nodes[$0].options.flex ?? 0) > 0 }
        guard !flexChildren.isEmpty, lengthIsSetFromOutside(parent, vertical: vertical, in: spec),
          flexChildren.allSatisfy({ isFreeFlexChild(spec.nodes[$0], vertical: vertical) })
        else { continue }
        let padding = node.options.padding ?? .zero
        let frame = frames.frame(at: parent)
        let content =
          vertical
          ? frame.height - padding.top - padding.bottom : frame.width - padding.left - padding.right
        var total = spacing * Double(node.children.count - 1)
        var others = total
        for child in node.children {
          let f = frames.frame(at: child)
          let m = tree.effectiveMargins(at: child)
          let margins = vertical ? m.top + m.bottom : m.left + m.right
          let main = vertical ? f.height : f.width
          total += main + margins
          others += margins + (flexChildren.contains(child) ? 0 : main)
        }
        let free = content - others
        guard free >= 0 else { continue }
        checked += 1
        if !close(total, content, scale: max(content, total)) {
          return "node \(parent): F = \(free) ≥ 0 but the children take \(total) of \(content)"
        }
      }
      return nil
    }
    // The trees hold enough such stacks for the property to say something.
    #expect(checked > 200, "only \(checked) stacks were checked")
  }

  /// Whether a stack's length on its main axis is set from outside rather than by its content:
  /// an explicit size there, or filled by the area (the root), a Fit or a Relative without an
  /// alignment on that axis, or stretched across by a parent stack. `pack: .fit` (content
  /// length unless explicit) and an aspect ratio (one axis from the other) are left out.
  func lengthIsSetFromOutside(_ index: Int, vertical: Bool, in spec: TreeSpec) -> Bool {
    let node = spec.nodes[index]
    let o = node.options
    guard o.aspectRatio == nil else { return false }
    if (vertical ? o.height : o.width) != nil { return true }
    switch node.layout {
    case .vbox(let s)?, .hbox(let s)?: if s.pack == .fit { return false }
    default: break
    }
    guard node.parent >= 0 else { return true }  // the root fills the area
    switch spec.nodes[node.parent].layout {
    case nil, .fit?, .firstThatFits?:
      return true
    case .relative?:
      return vertical ? o.valign == nil : o.halign == nil
    case .vbox(let s)?:
      // A VBox stretches its children across, horizontally.
      return !vertical && (o.align ?? s.align) == .stretch
    case .hbox(let s)?:
      return vertical && (o.align ?? s.align) == .stretch
    case .custom?, .grid?:
      return false
    }
  }

  /// A flex child whose basis and minimum are 0 whatever the rules, with nothing that stops
  /// it growing on the main axis.
  func isFreeFlexChild(_ node: TreeSpec.Node, vertical: Bool) -> Bool {
    let o = node.options
    guard node.children.isEmpty, node.layout == nil, o.padding == nil, o.aspectRatio == nil
    else { return false }
    switch node.item {
    case .none, .name: break
    case .placeholder, .text: return false
    }
    return vertical
      ? o.height == nil && o.minHeight == nil && o.maxHeight == nil
      : o.width == nil && o.minWidth == nil && o.maxWidth == nil
  }

  // MARK: Monotonicity

  /// Laying out in a larger area never makes a flex child smaller on its stack's main axis.
  ///
  /// For trees without text and aspect ratios: a text that wraps less when wider, or a width
  /// that sets a height through a ratio, can take space from a flex sibling as the area grows,
  /// by design.
  @Test func aLargerAreaNeverShrinksAFlexChild() {
    let settings = RandomTree.Settings(values: .ordinary, texts: false, aspectRatios: false)
    var compared = 0
    forEachTree(6000, seed: 8_000_000, settings) { spec, random in
      let small = size(&random, largest: 600)
      let large = Size(
        width: small.width + Double(Int.random(in: 0...400, using: &random)),
        height: small.height + Double(Int.random(in: 0...400, using: &random)))
      var tree = LayoutTree(spec.component(), checks: .off)
      let before = tree.layout(in: small)
      let after = tree.layout(in: large)
      for (index, node) in spec.nodes.enumerated()
      where (node.options.flex ?? 0) > 0 && node.parent >= 0 {
        let vertical: Bool
        switch spec.nodes[node.parent].layout {
        case .vbox?: vertical = true
        case .hbox?: vertical = false
        default: continue
        }
        let a = vertical ? before.frame(at: index).height : before.frame(at: index).width
        let b = vertical ? after.frame(at: index).height : after.frame(at: index).width
        if b > a { compared += 1 }
        if b < a - 1e-9 * max(1, a) {
          return "flex node \(index) is \(a) in \(small) but \(b) in \(large)"
        }
      }
      return nil
    }
    #expect(compared > 1000, "only \(compared) flex children grew")
  }
}

extension Align {
  fileprivate var isBaselineAlignment: Bool { self == .firstBaseline || self == .lastBaseline }
}
