/// A viewport onto content larger than itself (GtkScrolledWindow, UIScrollView, SwiftUI's
/// `ScrollView`). On its scroll axes its child is offered no bound and is at least as long as
/// the viewport; on the others it fills the viewport. The Scroll itself is the size its parent
/// gives it (sized by its content, it hugs up to what it is offered). Rules R1–R4 in
/// docs/semantics.md, "Scroll".
///
/// ```swift
/// var tree = LayoutTree(`$`(nil, layout: Scroll(axes: .vertical), items: [history], name: "chat"))
/// let frames = tree.layout(in: Size(width: 360, height: 640), scrollOffsets: ["chat": Point(x: 0, y: 300)])
/// frames.scrollContent(at: frames.index(named: "chat")!)?.contentSize  // the history's size
/// ```
///
/// The child's frame is where it is seen: scrolled by 300, it starts at y −300 in the Scroll.
/// Layout files name it `{"type": "Scroll", "axes": "vertical"}`.
public struct Scroll: CustomLayout, Hashable {
  /// The axes a Scroll scrolls on.
  public enum Axes: String, Sendable, Hashable, CaseIterable {
    case vertical
    case horizontal
    case both

    var scrollsHorizontally: Bool { self != .vertical }
    var scrollsVertically: Bool { self != .horizontal }
  }

  public var axes: Axes

  public init(axes: Axes = .vertical) {
    self.axes = axes
  }

  public var name: String { "Scroll" }

  /// R1: what a child is asked: no bound on a scroll axis, else the viewport inside its
  /// margins (exactly where the Scroll's size is decided).
  func childRequest(_ request: SizeRequest, margins: Insets) -> SizeRequest {
    func axis(_ r: AxisRequest, _ inset: Double, scrolls: Bool) -> AxisRequest {
      if scrolls { return .unspecified }
      switch r {
      case .exactly(let v): return .exactly(max(0, v - inset))
      case .atMost(let v): return .atMost(max(0, v - inset))
      case .unspecified: return .unspecified
      }
    }
    return SizeRequest(
      width: axis(request.width, margins.horizontal, scrolls: axes.scrollsHorizontally),
      height: axis(request.height, margins.vertical, scrolls: axes.scrollsVertically))
  }

  public func sizeThatFits(_ request: SizeRequest, children: LayoutChildren, cache: inout Void)
    -> Size
  {
    // R2: sized by its content, the Scroll hugs its content up to what it is offered.
    var content = Size(width: 0, height: 0)
    for child in children {
      let m = child.margins
      let size = child.size(for: childRequest(request, margins: m))
      content.width = max(content.width, size.width + m.horizontal)
      content.height = max(content.height, size.height + m.vertical)
    }
    func answer(_ r: AxisRequest, _ value: Double) -> Double {
      switch r {
      case .exactly(let v): v
      case .atMost(let v): min(v, value)
      case .unspecified: value
      }
    }
    return Size(
      width: answer(request.width, content.width), height: answer(request.height, content.height))
  }

  public func placeChildren(in bounds: Frame, children: LayoutChildren, cache: inout Void) {
    let viewport = SizeRequest(width: .exactly(bounds.width), height: .exactly(bounds.height))
    var content = Size(width: bounds.width, height: bounds.height)
    var placed: [(LayoutChild, Size)] = []
    for child in children {
      let m = child.margins
      // R1: its ideal on a scroll axis, at least the viewport there.
      let ideal = child.size(for: childRequest(viewport, margins: m))
      let size = Size(
        width: axes.scrollsHorizontally
          ? max(ideal.width, bounds.width - m.horizontal) : max(0, bounds.width - m.horizontal),
        height: axes.scrollsVertically
          ? max(ideal.height, bounds.height - m.vertical) : max(0, bounds.height - m.vertical))
      content.width = max(content.width, size.width + m.horizontal)
      content.height = max(content.height, size.height + m.vertical)
      placed.append((child, size))
    }
    // R3: the offset, clamped to the content, moves the content the other way.
    let asked = children.scrollOffset
    let offset = Point(
      x: axes.scrollsHorizontally ? min(max(0, asked.x), content.width - bounds.width) : 0,
      y: axes.scrollsVertically ? min(max(0, asked.y), content.height - bounds.height) : 0)
    let n = formatNumber
    func reason(_ scrolls: Bool, _ shift: Double, _ length: Double, _ seen: Double) -> String {
      scrolls
        ? "scrolled by \(n(shift)) of its content \(n(length)) in a viewport of \(n(seen)) (R3)"
        : "fills the viewport (R1)"
    }
    for (child, size) in placed {
      let m = child.margins
      child.place(
        at: Point(x: bounds.x + m.left - offset.x, y: bounds.y + m.top - offset.y),
        request: SizeRequest(width: .exactly(size.width), height: .exactly(size.height)),
        xReason: reason(axes.scrollsHorizontally, offset.x, content.width, bounds.width),
        yReason: reason(axes.scrollsVertically, offset.y, content.height, bounds.height))
    }
    children.recordScroll(
      ScrollContent(
        axes: axes, contentSize: content,
        viewport: Size(width: bounds.width, height: bounds.height),
        offset: offset))
  }
}

/// What a Scroll showed in the last pass: the size of its content, its viewport and the
/// offset it is scrolled by (clamped to the content; from the leading edge in right to left).
///
/// ```swift
/// frames.scrollContent(at: frames.index(named: "chat")!)?.maximumOffset  // Point(x: 0, y: 500)
/// ```
public struct ScrollContent: Sendable, Hashable {
  public var axes: Scroll.Axes
  /// The child's size with its margins, at least the viewport's.
  public var contentSize: Size
  /// The Scroll's content box: what is seen.
  public var viewport: Size
  public var offset: Point

  /// The largest offset on each axis: the content's end at the viewport's end.
  public var maximumOffset: Point {
    Point(
      x: max(0, contentSize.width - viewport.width),
      y: max(0, contentSize.height - viewport.height))
  }
}

extension LayoutChildren {
  /// The offset asked of this container (`LayoutTree.scroll(at:to:)`), zero if none.
  var scrollOffset: Point {
    tree.pointee.scrollOffsets[Int32(container)] ?? Point(x: 0, y: 0)
  }

  /// Keeps what a Scroll showed for the pass's result.
  func recordScroll(_ content: ScrollContent) {
    guard placing, container >= 0 else { return }
    tree.pointee.scrollRecord[Int32(container)] = content
  }
}

extension LayoutTree {
  /// Scrolls the Scroll at `index` to `offset` for the next pass (clamped to its content
  /// then). Nothing is measured again: only what the Scroll holds is placed again.
  ///
  /// ```swift
  /// tree.scroll(at: frames.index(named: "chat")!, to: Point(x: 0, y: 300))
  /// ```
  public mutating func scroll(at index: Int, to offset: Point) {
    guard index >= 0, index < structure.count else { return }
    let clean = Point(
      x: offset.x.isFinite ? offset.x : 0, y: offset.y.isFinite ? offset.y : 0)
    guard scrollOffsets[Int32(index)] != clean else { return }
    scrollOffsets[Int32(index)] = clean
    var current = index
    while current >= 0 {
      layoutDirty[current] = true
      current = Int(structure.parent[current])
    }
  }

  /// `scroll(at:to:)` for the component named `name`; false when there is none.
  @discardableResult
  public mutating func scroll(named name: String, to offset: Point) -> Bool {
    let nodes = structure.indices(named: name)
    let shown = hidden.isEmpty ? nodes.first : nodes.first { !hidden[Int($0)] } ?? nodes.first
    guard let index = shown else { return false }
    scroll(at: Int(index), to: offset)
    return true
  }

  /// Lays the tree out with Scrolls scrolled by name: `["chat": Point(x: 0, y: 300)]`.
  public mutating func layout(in size: Size, scrollOffsets: [String: Point]) -> LayoutResult {
    for (name, offset) in scrollOffsets { scroll(named: name, to: offset) }
    return layout(in: size)
  }

  /// What the Scroll at `index` showed in the last pass.
  public func scrollContent(at index: Int) -> ScrollContent? {
    scrollRecord[Int32(index)]
  }
}

extension LayoutResult {
  /// What the Scroll at `index` showed: its content size, viewport and offset; nil for any
  /// other component.
  public func scrollContent(at index: Int) -> ScrollContent? {
    scrollContents[Int32(truncatingIfNeeded: index)]
  }
}
