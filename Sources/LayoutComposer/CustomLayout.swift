/// A layout of your own, in the shape of SwiftUI's `Layout`: the engine asks it how large the
/// container is for a request, and then to place the children in the space it got. It sees
/// its children through proxies that it can measure with any request and place with one, so
/// each child still sizes itself by its own options (explicit sizes, min/max, aspect ratio)
/// and its own content, and the engine caches every answer as it does for built-in layouts.
///
/// Write one as a struct of its settings; the default `Cache` is `Void`. This one puts its
/// children side by side, each as wide as it wants, centred on the tallest:
///
/// ```swift
/// struct Row: CustomLayout {
///   var spacing = 10.0
///
///   func sizeThatFits(_ request: SizeRequest, children: LayoutChildren, cache: inout Void) -> Size {
///     let sizes = children.map { $0.size(for: .unspecified) }
///     let width = sizes.reduce(0) { $0 + $1.width } + spacing * Double(max(0, sizes.count - 1))
///     return Size(width: width, height: sizes.map(\.height).max() ?? 0)
///   }
///
///   func placeChildren(in bounds: Frame, children: LayoutChildren, cache: inout Void) {
///     var x = bounds.x
///     for child in children {
///       let size = child.size(for: .unspecified)
///       let y = bounds.y + (bounds.height - size.height) / 2
///       child.place(at: Point(x: x, y: y), request: .unspecified)
///       x += size.width + spacing
///     }
///   }
/// }
///
/// let toolbar = `$`(nil, layout: Row(spacing: 8), items: [
///   `$`("back", width: 40, height: 40), `$`("title", width: 200, height: 24),
/// ])
/// toolbar.layout(in: Size(width: 400, height: 40))["title"]  // {48, 8, 200, 24}
/// ```
///
/// A layout whose children follow a width it chooses asks `.height(forWidth:)`, as the
/// gallery's `Masonry` (Samples/Gallery/OwnLayouts.swift) does for its columns.
///
/// The rules the engine keeps around a custom layout: its container's padding is around the
/// content box it gets (`bounds`, in the container's coordinates), hidden children
/// (`isHidden`) are not among `children`, a child's margins are for the layout to use
/// (`child.margins`), and a child not placed keeps a zero frame at the content box's origin.
/// `sizeThatFits` must be a pure function of the request and the children's answers: the
/// engine asks it at most once per distinct request in a pass and caches what it says.
public protocol CustomLayout: Layout {
  /// What the layout keeps between its calls in one layout pass (made by `makeCache`).
  associatedtype Cache = Void

  /// The name of the layout in dumps, explanations and layout files (`"type": "Custom",
  /// "name": …`); the type's name by default.
  var name: String { get }

  /// The size of the container's content box (its padding is added around it) for a
  /// request on the content box. On an axis requested `exactly`, answer that size.
  func sizeThatFits(_ request: SizeRequest, children: LayoutChildren, cache: inout Cache) -> Size

  /// Places every child in `bounds`, the container's content box in its own coordinates, by
  /// calling `place(at:request:)` on each.
  func placeChildren(in bounds: Frame, children: LayoutChildren, cache: inout Cache)

  /// Makes the cache for a pass, before the first call that needs it.
  func makeCache(children: LayoutChildren) -> Cache
}

extension CustomLayout where Cache == Void {
  public func makeCache(children: LayoutChildren) {}
}

extension CustomLayout {
  public var name: String { String(describing: Self.self) }
  public var spec: LayoutSpec { .custom(AnyCustomLayout(self)) }
}

extension AxisRequest {
  /// The number of an `atMost` or `exactly` request, nil for `unspecified`.
  public var value: Double? {
    switch self {
    case .unspecified: nil
    case .atMost(let v), .exactly(let v): v
    }
  }
}

/// A point: where `LayoutChild.place(at:request:)` puts a child's top-left corner.
public struct Point: Sendable, Hashable, CustomStringConvertible {
  public var x: Double
  public var y: Double

  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  public var description: String { "(\(formatNumber(x)), \(formatNumber(y)))" }
}

/// A custom layout as `LayoutSpec` holds it: the layout and its name. Two are equal when
/// they are of the same type and, for a `Hashable` layout, equal values.
public struct AnyCustomLayout: Sendable, Hashable {
  public let layout: any CustomLayout
  public var name: String { layout.name }

  public init(_ layout: any CustomLayout) { self.layout = layout }

  public static func == (a: AnyCustomLayout, b: AnyCustomLayout) -> Bool {
    guard type(of: a.layout) == type(of: b.layout) else { return false }
    guard let x = a.layout as? any Hashable, let y = b.layout as? any Hashable else {
      return false
    }
    return AnyHashable(x) == AnyHashable(y)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(type(of: layout)))
    if let value = layout as? any Hashable { hasher.combine(AnyHashable(value)) }
  }

  /// Calls the layout with its cache of this pass, made on first use.
  func size(_ request: SizeRequest, _ children: LayoutChildren, _ cache: inout Any?) -> Size {
    layout.sizeWithCache(request, children, &cache)
  }

  func place(_ bounds: Frame, _ children: LayoutChildren, _ cache: inout Any?) {
    layout.placeWithCache(bounds, children, &cache)
  }
}

extension CustomLayout {
  fileprivate func sizeWithCache(
    _ request: SizeRequest, _ children: LayoutChildren, _ cache: inout Any?
  ) -> Size {
    var typed = cache as? Cache ?? makeCache(children: children)
    defer { cache = typed }
    return sizeThatFits(request, children: children, cache: &typed)
  }

  fileprivate func placeWithCache(_ bounds: Frame, _ children: LayoutChildren, _ cache: inout Any?)
  {
    var typed = cache as? Cache ?? makeCache(children: children)
    defer { cache = typed }
    placeChildren(in: bounds, children: children, cache: &typed)
  }
}

/// The children a custom layout places, in order, without hidden ones. Valid only during
/// the call it is given to (it reaches into the tree being laid out): do not keep it.
public struct LayoutChildren: RandomAccessCollection {
  let tree: UnsafeMutablePointer<LayoutTree>
  let nodes: [Int]
  /// The container whose children these are.
  var container: Int = -1
  /// The container's content box as its rules see it, for the children's percentages.
  let content: Proposal
  let placing: Bool

  public var startIndex: Int { 0 }
  public var endIndex: Int { nodes.count }

  public subscript(position: Int) -> LayoutChild {
    LayoutChild(tree: tree, node: nodes[position], content: content, placing: placing)
  }
}

/// One child of a custom layout: measure it for any request, read its options, place it.
public struct LayoutChild {
  let tree: UnsafeMutablePointer<LayoutTree>
  let node: Int
  let content: Proposal
  let placing: Bool

  /// The size the child takes for a request, by its own options and content (an explicit
  /// size wins, min/max clamp, an aspect ratio fills in the other axis), margins not
  /// included. `atMost(0)` on an axis asks for its minimum there.
  public func size(for request: SizeRequest) -> Size {
    let size = tree.pointee.customChildSize(node, request, content).size
    return Size(width: size.width, height: size.height)
  }

  /// The child's first and last baselines from its top when it is `size` large, or nil.
  public func baselines(in size: Size) -> Baselines? {
    tree.pointee.customChildBaselines(node, size)
  }

  /// The child's options as its component wrote them (flex, layoutPriority, halign, …: a
  /// custom layout may give any of them a meaning).
  public var options: ComponentOptions { tree.pointee.options(ofNode: node) }

  /// The child's margins: its own, 0 where it sets none (a custom layout has no default
  /// margins), leading first in right-to-left as the rules see them.
  public var margins: Insets { tree.pointee.margins(node) }

  /// The child's name, if it has one.
  public var name: String? { tree.pointee.structure.names[node] }

  /// Its place among the container's items, hidden ones counted (overlays and backgrounds
  /// not): a layout that gives each place a role, as `CenterBox` does (start, centre, end),
  /// keeps the roles when an item is hidden.
  public var position: Int { tree.pointee.itemPosition(of: node) }

  /// Places the child with its top-left corner at `point` (the content box's coordinates of
  /// `placeChildren`) at the size it takes for `request`: asked exactly, it fills that size
  /// (stretching and flexing its own children into it); asked at most or not at all, it is
  /// sized by its content and hugs it. Call it once for each child; a child placed twice
  /// keeps the last place.
  public func place(at point: Point, request: SizeRequest) {
    guard placing else { return }
    tree.pointee.placeCustomChild(node, at: point, request, content)
  }

  /// `place(at:request:)` with the reasons in the layout's own words, which `explain` then
  /// gives for the child's x and y, so that tools need not work them out again:
  ///
  /// ```swift
  /// child.place(at: point, request: request, xReason: "the shortest column, 2 of 3")
  /// // explain: "x 112 = placed there by Masonry: the shortest column, 2 of 3"
  /// ```
  public func place(
    at point: Point, request: SizeRequest, xReason: String? = nil, yReason: String? = nil
  ) {
    guard placing else { return }
    tree.pointee.placeCustomChild(node, at: point, request, content)
    if xReason != nil || yReason != nil {
      tree.pointee.customReasons[Int32(node)] = (xReason, yReason)
    }
  }
}
