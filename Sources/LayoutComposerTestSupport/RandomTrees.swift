import LayoutComposer
import LayoutFiles

/// SplitMix64: a small generator that gives the same sequence on every machine, so a seed
/// printed by a failing property test replays the failure.
///
/// ```swift
/// var random = SeededRandom(seed: 42)
/// let roll = Int.random(in: 1...6, using: &random)
/// ```
public struct SeededRandom: RandomNumberGenerator, Sendable {
  private var state: UInt64

  public init(seed: UInt64) { state = seed }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// A component tree as plain data: nodes in pre-order (the engine's node indices), each with
/// its item, options and layout, so that a test can change it and build it again.
///
/// ```swift
/// let spec = RandomTree.make(seed: 7)
/// var tree = LayoutTree(spec.component())
/// ```
public struct TreeSpec: Sendable, CustomStringConvertible {
  /// What a leaf shows; containers keep theirs but the engine does not measure it.
  public enum Item: Sendable, Hashable {
    case none
    /// A string item: names the component, content 0 × 0.
    case name(String)
    case placeholder(width: Double, height: Double)
    case text(String, fontSize: Double)
  }

  public struct Node: Sendable {
    public var item: Item
    public var options: ComponentOptions
    public var layout: LayoutSpec?
    /// Indices of the children, in order.
    public var children: [Int]
    /// -1 for the root.
    public var parent: Int
  }

  public var nodes: [Node]

  public init(nodes: [Node]) { self.nodes = nodes }

  /// The tree as components, built from the leaves up (any depth, no recursion).
  public func component() -> Component {
    var built = [Component?](repeating: nil, count: nodes.count)
    for index in nodes.indices.reversed() {
      let node = nodes[index]
      let item: (any LayoutItem)?
      switch node.item {
      case .none: item = nil
      case .name(let name): item = name
      case .placeholder(let width, let height): item = Placeholder(width: width, height: height)
      case .text(let text, let fontSize): item = Text(text, fontSize: fontSize)
      }
      let children = node.children.map { built[$0].take()! }
      built[index] = Component(
        item: item, options: node.options, layout: node.layout.map(Self.layout(for:)),
        items: children)
    }
    return built[0]!
  }

  static func layout(for spec: LayoutSpec) -> any Layout { spec.layout }

  /// The layout file of the tree, to replay a failure with `composer-layout` or the
  /// previewer; for values a file cannot hold, a plain listing of the nodes.
  public var description: String {
    if let json = try? LayoutDocument(root: component()).json() { return json }
    return nodes.enumerated().map { index, node in
      "\(index) parent \(node.parent) \(node.layout?.typeName ?? "leaf") \(node.item) "
        + "\(node.options)"
    }.joined(separator: "\n")
  }
}

extension Insets {
  var tuple: Margins { (top, left, bottom, right) }
}

extension TreeSpec {
  /// The same tree with each node's children in the order a component keeps them
  /// (backgrounds, the laid-out items, overlays) and the nodes renumbered in pre-order, as the
  /// engine numbers them.
  func inCanonicalOrder() -> TreeSpec {
    func rank(_ node: Int) -> Int {
      switch nodes[node].options.decoration {
      case .background?: 0
      case nil: 1
      case .overlay?: 2
      }
    }
    var result: [Node] = []
    var pending: [(old: Int, parent: Int)] = [(0, -1)]
    while let (old, parent) = pending.popLast() {
      let index = result.count
      var node = nodes[old]
      node.parent = parent
      node.children = []
      result.append(node)
      if parent >= 0 { result[parent].children.append(index) }
      let ordered = nodes[old].children.enumerated().sorted {
        (rank($0.element), $0.offset) < (rank($1.element), $1.offset)
      }.map(\.element)
      for child in ordered.reversed() { pending.append((child, index)) }
    }
    return TreeSpec(nodes: result)
  }
}

/// Makes random component trees for property tests: every layout, every option, text and
/// placeholder leaves, with ordinary values or the extremes.
public enum RandomTree {
  /// Which numbers the options take.
  public enum Values: Sendable {
    /// Screen-like sizes (0 to a few hundred), small flex ratios.
    case ordinary
    /// Ordinary values mixed with the bounds of `LayoutLimits` and the tiniest positive
    /// numbers: the largest input a valid file can hold.
    case withinLimits
    /// Also values far beyond the bounds (1e308, the largest finite Double, 5e-324 ratios):
    /// what the Swift API accepts and the engine must clamp.
    case beyondLimits
  }

  /// What the trees may hold.
  public struct Settings: Sendable {
    public var values: Values = .ordinary
    public var maximumNodes = 40
    public var maximumChildren = 5
    public var texts = true
    public var aspectRatios = true
    /// Also hidden components, overlays and backgrounds, FirstThatFits and percentages.
    public var extras = false
    /// Also wrapping stacks and grids, with cells and spans (out of range ones too, beyond
    /// the limits).
    public var wrapAndGrids = false

    public init(
      values: Values = .ordinary, maximumNodes: Int = 40, texts: Bool = true,
      aspectRatios: Bool = true, extras: Bool = false, wrapAndGrids: Bool = false
    ) {
      self.values = values
      self.maximumNodes = maximumNodes
      self.texts = texts
      self.aspectRatios = aspectRatios
      self.extras = extras
      self.wrapAndGrids = wrapAndGrids
    }
  }

  /// A tree from `seed`: the same seed always gives the same tree.
  public static func make(seed: UInt64, _ settings: Settings = Settings()) -> TreeSpec {
    var maker = Maker(random: SeededRandom(seed: seed), settings: settings)
    return maker.tree()
  }

  /// A random change of options for the node at `index` of `spec`, as `LayoutTree.update`
  /// takes it: sizes, flex and priority, margins, padding, bounds, or all of them but the
  /// name. A change of `margins` clears the single sides, so that the tuple decides them.
  public static func change(
    of spec: TreeSpec, at index: Int, using random: inout SeededRandom,
    _ settings: Settings = Settings()
  ) -> @Sendable (inout ComponentOptions) -> Void {
    var maker = Maker(random: random, settings: settings)
    let parentLayout =
      spec.nodes[index].parent >= 0 ? spec.nodes[spec.nodes[index].parent].layout : nil
    let replacement = maker.options(under: parentLayout)
    let which = Int.random(in: 0..<(settings.extras ? 8 : 6), using: &maker.random)
    random = maker.random
    return { options in
      let before = options
      switch which {
      case 0:
        options.width = replacement.width
        options.height = replacement.height
      case 1:
        options.flex = replacement.flex
        options.layoutPriority = replacement.layoutPriority
      case 2:
        options.margins = replacement.margins ?? Insets(top: 3, left: 2, bottom: 1, right: 0)
        options.marginTop = nil
        options.marginLeft = nil
        options.marginBottom = nil
        options.marginRight = nil
      case 3:
        options.marginTop = replacement.marginTop
        options.marginRight = replacement.marginRight
        options.padding = replacement.padding
      case 4:
        options.minWidth = replacement.minWidth
        options.maxWidth = replacement.maxWidth
        options.minHeight = replacement.minHeight
        options.maxHeight = replacement.maxHeight
        options.aspectRatio = replacement.aspectRatio
      case 6:
        options.isHidden.toggle()
      case 7:
        options.percentages = replacement.percentages
        if let p = replacement.percentages {
          if p.width != nil { options.width = nil }
          if p.height != nil { options.height = nil }
          if p.maxWidth != nil { options.maxWidth = nil }
          if p.marginLeft != nil { options.marginLeft = nil }
        }
      default:
        // Every option but the name: a tree names its nodes when it is compiled, and
        // `update` does not rename. A `margins` tuple comes without single sides: `update`
        // cannot tell a side set to the value it had from a side left alone, and drops it.
        // Nor the decoration: an overlay or background keeps its place among the children.
        let (name, decoration) = (options.name, options.decoration)
        options = replacement
        options.name = name
        options.decoration = decoration
        if options.margins != nil {
          (options.marginTop, options.marginLeft) = (nil, nil)
          (options.marginBottom, options.marginRight) = (nil, nil)
        }
      }
      // A length is a number or a percentage, never both: what the change set wins.
      guard var p = options.percentages, which != 7 else { return }
      if options.width != before.width, options.width != nil { p.width = nil }
      if options.height != before.height, options.height != nil { p.height = nil }
      if options.maxWidth != before.maxWidth, options.maxWidth != nil { p.maxWidth = nil }
      if options.marginLeft != before.marginLeft && options.marginLeft != nil
        || options.margins != before.margins && options.margins != nil
      {
        p.marginLeft = nil
      }
      options.percentages = p.isEmpty ? nil : p
    }
  }
  private struct Maker {
    var random: SeededRandom
    let settings: Settings
    var names = 0

    mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &random) < p }

    mutating func pick<T>(_ values: [T]) -> T { values.randomElement(using: &random)! }

    /// A length: usually a whole number of points, sometimes a fraction.
    mutating func length(_ upper: Double) -> Double {
      switch settings.values {
      case .ordinary:
        break
      case .withinLimits:
        if chance(0.15) {
          return pick([
            LayoutLimits.maximumLength, Double.leastNonzeroMagnitude, 1e-9,
            LayoutLimits.maximumLength / 3,
          ])
        }
      case .beyondLimits:
        if chance(0.2) {
          return pick([
            1e308, .greatestFiniteMagnitude, 1e10, Double.leastNonzeroMagnitude,
            LayoutLimits.maximumLength,
          ])
        }
      }
      let value = Double(Int.random(in: 0...Int(upper), using: &random))
      return chance(0.2) ? value + Double(Int.random(in: 1...3, using: &random)) / 3 : value
    }

    mutating func flex() -> Double {
      switch settings.values {
      case .ordinary: break
      case .withinLimits:
        if chance(0.15) { return pick([LayoutLimits.maximumFlex, Double.leastNonzeroMagnitude]) }
      case .beyondLimits: if chance(0.2) { return pick([1e308, .greatestFiniteMagnitude, 1e10]) }
      }
      return pick([1, 1, 2, 3, 0.5, 0])
    }

    mutating func ratio() -> Double {
      switch settings.values {
      case .ordinary: break
      case .withinLimits:
        if chance(0.2) {
          return pick([
            LayoutLimits.aspectRatioRange.lowerBound, LayoutLimits.aspectRatioRange.upperBound,
          ])
        }
      case .beyondLimits:
        if chance(0.25) {
          return pick([Double.leastNonzeroMagnitude, 1e-300, 1e300, .greatestFiniteMagnitude])
        }
      }
      return pick([0.5, 1, 1.5, 2, 4.0 / 3])
    }

    mutating func fontSize() -> Double {
      switch settings.values {
      case .ordinary: break
      case .withinLimits: if chance(0.15) { return pick([LayoutLimits.maximumFontSize, 1e-9]) }
      case .beyondLimits:
        if chance(0.2) { return pick([1e308, 1e20, Double.leastNonzeroMagnitude]) }
      }
      return pick([12, 16, 20])
    }

    mutating func insets(_ upper: Double) -> Insets {
      Insets(top: length(upper), left: length(upper), bottom: length(upper), right: length(upper))
    }

    mutating func options(under parent: LayoutSpec?) -> ComponentOptions {
      var o = ComponentOptions()
      if chance(0.3) { o.width = length(160) }
      if chance(0.3) { o.height = length(120) }
      if case .vbox = parent, chance(0.35) { o.flex = flex() }
      if case .hbox = parent, chance(0.35) { o.flex = flex() }
      if chance(0.15) { o.align = pick(Align.allCases) }
      if chance(0.15) { o.halign = pick(HAlign.allCases) }
      if chance(0.15) { o.valign = pick(VAlign.allCases) }
      if chance(0.15) { o.margins = insets(12) }
      if chance(0.1) { o.marginTop = length(10) }
      if chance(0.1) { o.marginLeft = length(10) }
      if chance(0.1) { o.marginBottom = length(10) }
      if chance(0.1) { o.marginRight = length(10) }
      if chance(0.15) { o.padding = insets(10) }
      if chance(0.1) { o.minWidth = length(100) }
      if chance(0.1) { o.maxWidth = length(200) }
      if chance(0.1) { o.minHeight = length(80) }
      if chance(0.1) { o.maxHeight = length(160) }
      if settings.aspectRatios, chance(0.08) { o.aspectRatio = ratio() }
      if chance(0.1) {
        o.layoutPriority =
          settings.values == .ordinary
          ? Double(Int.random(in: -2...2, using: &random))
          : pick([-LayoutLimits.maximumFlex, 0, 1, LayoutLimits.maximumFlex])
      }
      if chance(0.2) {
        names += 1
        o.name = "n\(names)"
      }
      if settings.wrapAndGrids, case .grid = parent, chance(0.4) { o.gridPlace = gridPlace() }
      if settings.extras {
        if chance(0.06) { o.isHidden = true }
        if chance(0.1) {
          var percentages = Percentages()
          let percent = Double(Int.random(in: 5...100, using: &random))
          // A length is a number or a percentage, never both (as `$` writes it).
          switch Int.random(in: 0..<4, using: &random) {
          case 0: (percentages.width, o.width) = (percent, nil)
          case 1: (percentages.height, o.height) = (percent, nil)
          case 2: (percentages.maxWidth, o.maxWidth) = (percent, nil)
          default: (percentages.marginLeft, o.marginLeft) = (percent / 4, nil)
          }
          o.percentages = percentages
        }
      }
      return o
    }

    mutating func gridPlace() -> GridPlace {
      func index() -> Int? {
        guard chance(0.7) else { return nil }
        if settings.values == .beyondLimits, chance(0.2) {
          return pick([-1, -1_000_000, Int.max, 1_000_000_000])
        }
        return Int.random(in: 0...4, using: &random)
      }
      func span() -> Int {
        if settings.values == .beyondLimits, chance(0.2) { return pick([0, -3, Int.max]) }
        return chance(0.7) ? 1 : Int.random(in: 2...3, using: &random)
      }
      return GridPlace(column: index(), row: index(), columnSpan: span(), rowSpan: span())
    }

    mutating func track(column: Bool) -> GridTrack {
      switch Int.random(in: 0..<(column ? 4 : 3), using: &random) {
      case 0: return .points(length(120))
      case 1: return .fraction(flex())
      case 2: return .content
      default: return .adaptive(minimum: length(150))
      }
    }

    mutating func grid(_ margins: Insets) -> GridSettings {
      let columns = (0..<Int.random(in: 0...4, using: &random)).map { _ in track(column: true) }
      let rows = (0..<Int.random(in: 0...2, using: &random)).map { _ in track(column: false) }
      return GridSettings(
        columns: columns, rows: rows, columnSpacing: chance(0.5) ? length(10) : 0,
        rowSpacing: chance(0.5) ? length(10) : 0, align: pick(Align.allCases),
        pack: pick(Pack.allCases), defaultMargins: margins)
    }

    mutating func layout() -> LayoutSpec {
      let margins = chance(0.3) ? insets(8) : .zero
      if settings.wrapAndGrids, chance(0.2) { return .grid(grid(margins)) }
      if settings.extras, chance(0.1) {
        return .firstThatFits(axes: pick(FitAxes.allCases), defaultMargins: margins)
      }
      switch Int.random(in: 0..<7, using: &random) {
      case 0, 1, 2:
        return .vbox(stack(margins))
      case 3, 4:
        return .hbox(stack(margins))
      case 5:
        return .relative(defaultMargins: margins)
      default:
        return .fit(defaultMargins: margins)
      }
    }

    mutating func stack(_ margins: Insets) -> StackSettings {
      let wraps = settings.wrapAndGrids && chance(0.4)
      return StackSettings(
        align: pick(Align.allCases), pack: pick(Pack.allCases), defaultMargins: margins,
        spacing: chance(0.4) ? length(10) : 0, wrap: wraps,
        lineSpacing: wraps && chance(0.5) ? length(10) : 0,
        alignLines: wraps ? pick(AlignLines.allCases) : .start)
    }

    mutating func item() -> TreeSpec.Item {
      switch Int.random(in: 0..<(settings.texts ? 8 : 6), using: &random) {
      case 0, 1: return .none
      case 2, 3: return .name("leaf")
      case 4, 5: return .placeholder(width: length(120), height: length(80))
      default:
        let words = [
          "Hi", "Hello world", "Quarterly report summary", "Nov 29, 2026", "a b c d e f",
        ]
        return .text(pick(words), fontSize: fontSize())
      }
    }

    mutating func tree() -> TreeSpec {
      let target = Int.random(in: 1...settings.maximumNodes, using: &random)
      var nodes: [TreeSpec.Node] = []
      // Pre-order with an explicit stack: (parent, remaining depth budget).
      var pending: [(parent: Int, depth: Int)] = [(-1, 0)]
      while let (parent, depth) = pending.popLast() {
        let index = nodes.count
        let parentLayout = parent >= 0 ? nodes[parent].layout : nil
        // Containers are likelier near the root, so trees grow towards their target size.
        let isContainer =
          nodes.count + pending.count < target && depth < 6 && chance(0.85 - 0.12 * Double(depth))
        var node = TreeSpec.Node(
          item: .none, options: options(under: parentLayout),
          layout: nil, children: [], parent: parent)
        if isContainer {
          node.layout = layout()
          let count = Int.random(in: 1...settings.maximumChildren, using: &random)
          for _ in 0..<count { pending.append((index, depth + 1)) }
        } else {
          node.item = item()
        }
        if settings.extras, parent >= 0, chance(0.1) {
          node.options.decoration = pick([Decoration.overlay, .background])
        }
        nodes.append(node)
        if parent >= 0 { nodes[parent].children.append(index) }
      }
      if settings.extras { return TreeSpec(nodes: nodes).inCanonicalOrder() }
      // Each node is appended when it is taken from the stack, and a container's children
      // are taken before anything pushed earlier: the array is in pre-order, as the engine
      // numbers nodes, and each children list is in the order the nodes were made.
      return TreeSpec(nodes: nodes)
    }
  }
}
