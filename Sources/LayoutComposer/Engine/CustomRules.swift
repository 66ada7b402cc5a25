// Custom layouts (`CustomLayout`): the engine hands the layout its children as proxies and
// keeps its usual rules around it: padding, hidden children left out, percentages of the
// content box, caching, right-to-left mirroring (the layout places as if left to right).

/// A custom layout's cache for one pass, boxed so the tree can hold any `Cache` type. The
/// tree is used by one thread at a time; a copy of the tree sees the box of the pass it was
/// copied in, and each pass makes new ones.
final class CustomCacheBox: @unchecked Sendable {
  var value: Any?
}

extension LayoutTree {
  /// The children a custom layout sees: the laid-out ones (no overlays, no backgrounds, no
  /// hidden ones), in order.
  func customChildren(of node: Int) -> [Int] {
    var result: [Int] = []
    var child = Int(structure.firstChild[node])
    while child >= 0 {
      if !styles[child].hiddenByOption { result.append(child) }
      child = Int(structure.nextSibling[child])
    }
    return result
  }

  /// The node's place among its parent's items (not overlays or backgrounds), hidden ones
  /// counted.
  func itemPosition(of node: Int) -> Int {
    let parent = Int(structure.parent[node])
    guard parent >= 0 else { return 0 }
    var position = 0
    var child = Int(structure.firstChild[parent])
    while child >= 0, child != node {
      if structure.role(of: child) == nil { position += 1 }
      child = Int(structure.nextSibling[child])
    }
    return position
  }

  /// A request as the content box of a proposal gives it: exact axes `exactly`, bounded ones
  /// `atMost`, open ones `unspecified`.
  static func request(_ proposal: Proposal) -> SizeRequest {
    func axis(_ a: Axis) -> AxisRequest {
      let v = proposal.size[a]
      if v.isNaN { return .unspecified }
      return proposal.isExact(a) ? .exactly(v) : .atMost(v)
    }
    return SizeRequest(width: axis(.horizontal), height: axis(.vertical))
  }

  func customLayout(_ node: Int) -> AnyCustomLayout {
    customLayouts[Int(containers[Int(styles[node].container)].custom)]
  }

  mutating func customCache(_ node: Int) -> CustomCacheBox {
    if let box = customCaches[Int32(node)] { return box }
    let box = CustomCacheBox()
    customCaches[Int32(node)] = box
    return box
  }

  /// The content size a custom layout answers for its content box `inner`.
  mutating func customContentSize(_ node: Int, _ inner: Proposal) -> AxisPair {
    let layout = customLayout(node)
    let box = customCache(node)
    let nodes = customChildren(of: node)
    let request = Self.request(inner)
    let size = withUnsafeMutablePointer(to: &self) { tree in
      layout.size(
        request,
        LayoutChildren(tree: tree, nodes: nodes, container: node, content: inner, placing: false),
        &box.value)
    }
    return AxisPair(width: sanitizedSize(size.width), height: sanitizedSize(size.height))
  }

  /// Asks the custom layout to place the children in the content box `inner` at `origin`;
  /// children it does not place get a zero frame at the origin.
  mutating func placeCustomChildren(_ node: Int, inner: AxisPair, origin: AxisPair) {
    let layout = customLayout(node)
    let box = customCache(node)
    let nodes = customChildren(of: node)
    let content = Proposal(inner, exactWidth: true, exactHeight: true)
    let bounds = Frame(x: origin.width, y: origin.height, width: inner.width, height: inner.height)
    customPlaced.removeAll(keepingCapacity: true)
    withUnsafeMutablePointer(to: &self) { tree in
      layout.place(
        bounds,
        LayoutChildren(tree: tree, nodes: nodes, container: node, content: content, placing: true),
        &box.value)
    }
    for child in nodes where customPlaced[Int32(child)] == nil {
      commit(
        child, Frame(x: origin.width, y: origin.height, width: 0, height: 0), mainFromContent: false
      )
    }
    customPlaced.removeAll(keepingCapacity: true)
  }

  /// A child's size for a request on it, by its own options and content.
  mutating func customChildSize(_ child: Int, _ request: SizeRequest, _ content: Proposal)
    -> ResolvedSize
  {
    if hasPercentages {
      applyPercentages(
        child, content.size, exactWidth: content.isExact(.horizontal),
        exactHeight: content.isExact(.vertical))
    }
    return resolve(child, for: request)
  }

  mutating func placeCustomChild(
    _ child: Int, at point: Point, _ request: SizeRequest, _ content: Proposal
  ) {
    let resolved = customChildSize(child, request, content)
    customPlaced[Int32(child)] = true
    customRequests[Int32(child)] = request
    if !customReasons.isEmpty { customReasons[Int32(child)] = nil }
    commit(
      child,
      Frame(x: point.x, y: point.y, width: resolved.size.width, height: resolved.size.height),
      mainFromContent: resolved.fromContent(structure.kinds[child].mainAxis))
  }

  mutating func customChildBaselines(_ child: Int, _ size: Size) -> Baselines? {
    let lines = nodeBaselines(
      child, AxisPair(width: sanitizedSize(size.width), height: sanitizedSize(size.height)),
      hugs: false)
    guard !lines.first.isNaN || !lines.last.isNaN else { return nil }
    return Baselines(
      first: lines.first.isNaN ? size.height : lines.first,
      last: lines.last.isNaN ? size.height : lines.last)
  }

  /// Sizes a node for a request made of its own size (not its margin box): `exactly` is a
  /// size decided from outside (it fills it, unless it has an explicit size there),
  /// `atMost` a bound its content hugs within, `atMost(0)` its minimum for its size on the
  /// other axis, `unspecified` its ideal size.
  mutating func resolve(_ node: Int, for request: SizeRequest) -> ResolvedSize {
    var imposed = AxisPair.unknown
    var offer = AxisPair.unknown
    var minimum: [Axis] = []
    for axis in [Axis.horizontal, .vertical] {
      switch axis == .horizontal ? request.width : request.height {
      case .unspecified:
        break
      case .atMost(let value):
        let bound = sanitizedSize(value)
        if bound == 0 { minimum.append(axis) } else { offer[axis] = bound }
      case .exactly(let value):
        let length = sanitizedSize(value)
        offer[axis] = length
        imposed[axis] = filledSize(node, axis, aligned: false, length)
      }
    }
    var resolved = resolveSize(node, imposed: imposed, proposal: offer, first: .horizontal)
    for axis in minimum {
      // The other axis as it is: decided where it was imposed or is the node's own, else at
      // most what was measured.
      let other = resolved.size[axis.other]
      let decided = !imposed[axis.other].isNaN || !styles[node].explicitSize(axis.other).isNaN
      resolved.size[axis] =
        decided
        ? minimumSize(node, axis, other: other, room: .nan)
        : minimumSize(node, axis, other: .nan, room: other)
    }
    return resolved
  }
}
