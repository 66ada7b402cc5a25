/// What a host asks of a layout on one axis: nothing (`unspecified`: the ideal size), a bound
/// content may use less of (`atMost`; `atMost(0)` asks for the minimum, SwiftUI's convention),
/// or a size already decided (`exactly`: stretch children stretch to it, flex children share
/// it, as a parent's rule decides a child's size).
///
/// ```swift
/// let request = SizeRequest(width: .exactly(375), height: .unspecified)
/// ```
public enum AxisRequest: Sendable, Hashable {
  case unspecified
  case atMost(Double)
  case exactly(Double)
}

/// A request on both axes: what `LayoutTree.size(for:)` and a custom layout's children answer.
///
/// ```swift
/// tree.size(for: SizeRequest(width: .exactly(375), height: .unspecified)).size.height
/// ```
public struct SizeRequest: Sendable, Hashable {
  public var width: AxisRequest
  public var height: AxisRequest

  public init(width: AxisRequest, height: AxisRequest) {
    self.width = width
    self.height = height
  }

  /// Both axes open: the ideal size.
  public static let unspecified = SizeRequest(width: .unspecified, height: .unspecified)

  /// `width` exactly, the height what the content wants there: GTK's height-for-width.
  public static func height(forWidth width: Double) -> SizeRequest {
    SizeRequest(width: .exactly(width), height: .unspecified)
  }
}

/// The answer to a `SizeRequest`: a size, and where the first and last baselines are at that
/// size (nil when the layout has none: a Relative, a Fit, an item without text).
public struct MeasuredSize: Sendable, Hashable, CustomStringConvertible {
  public var size: Size
  public var baselines: Baselines?

  public init(size: Size, baselines: Baselines? = nil) {
    self.size = size
    self.baselines = baselines
  }

  public var description: String {
    baselines.map { "\(size) baselines \(formatNumber($0.first)), \(formatNumber($0.last))" }
      ?? "\(size)"
  }
}

extension LayoutTree {
  /// The size the whole tree takes for a request, its root's margins included, and its
  /// baselines there. A host that sizes itself from its layout (a GTK container answering
  /// GTK's measure, a custom layout measuring a child) asks this; the engine answers from the
  /// same rules and caches as `layout(in:)`, so the size for `exactly` a width is the height
  /// a layout at that width then places.
  ///
  /// - `exactly(v)` on an axis: the root is laid out as in an area `v` long there (it fills it
  ///   inside its margins, or keeps its own size, centred); the answer there is `v`.
  /// - `atMost(v)`: the root hugs its content, offered at most `v` with its margins;
  ///   `atMost(0)` gives its minimum (rule M) for its size on the other axis.
  /// - `unspecified`: its ideal size.
  ///
  /// ```swift
  /// let natural = tree.size(for: .unspecified).size.width
  /// let height = tree.size(for: .height(forWidth: 375)).size.height
  /// let narrowest = tree.size(for: SizeRequest(width: .atMost(0), height: .unspecified))
  /// ```
  public mutating func size(for request: SizeRequest) -> MeasuredSize {
    guard structure.count > 0 else { return MeasuredSize(size: .zero) }
    var answer = MeasuredSize(size: .zero)
    runMeasuring { answer = $0.measureRoot(request) }
    return answer
  }

  private mutating func measureRoot(_ request: SizeRequest) -> MeasuredSize {
    let margins = margins(0)
    let outer = AxisPair(width: margins.horizontal, height: margins.vertical)
    var imposed = AxisPair.unknown
    var offer = AxisPair.unknown
    var minimum: [Axis] = []
    var exact = AxisPair.unknown
    for axis in [Axis.horizontal, .vertical] {
      switch axis == .horizontal ? request.width : request.height {
      case .unspecified:
        break
      case .atMost(let value):
        let bound = max(0, sanitizedSize(value) - outer[axis])
        if sanitizedSize(value) == 0 { minimum.append(axis) } else { offer[axis] = bound }
      case .exactly(let value):
        let length = sanitizedSize(value)
        exact[axis] = length
        let room = max(0, length - outer[axis])
        offer[axis] = room
        imposed[axis] = filledSize(0, axis, aligned: false, room)
      }
    }
    if hasPercentages {
      applyPercentages(
        0, exact, exactWidth: !exact.width.isNaN, exactHeight: !exact.height.isNaN)
    }
    var resolved = resolveSize(0, imposed: imposed, proposal: offer, first: .horizontal)
    for axis in minimum {
      // The other axis as it is: decided (exact) where it was asked exactly or is the root's
      // own, else at most what was measured.
      let other = resolved.size[axis.other]
      let decided = !imposed[axis.other].isNaN || !styles[0].explicitSize(axis.other).isNaN
      resolved.size[axis] =
        decided
        ? minimumSize(0, axis, other: other, room: .nan)
        : minimumSize(0, axis, other: .nan, room: other)
    }
    let size = resolved.size
    let lines = nodeBaselines(0, size, hugs: resolved.fromContent(structure.kinds[0].mainAxis))
    var result = MeasuredSize(
      size: Size(
        width: exact.width.isNaN ? size.width + outer.width : exact.width,
        height: exact.height.isNaN ? size.height + outer.height : exact.height))
    if !lines.first.isNaN || !lines.last.isNaN {
      // Placed in an exact height taller than the root, the root sits at its top margin (or
      // centred, with an explicit height): its baselines move with it.
      var top = margins.top
      if !exact.height.isNaN, !styles[0].height.isNaN {
        top = Self.offset(
          nil, start: margins.top, end: margins.bottom, room: exact.height, size: size.height,
          explicit: true)
      }
      let first = lines.first.isNaN ? size.height : lines.first
      let last = lines.last.isNaN ? size.height : lines.last
      result.baselines = Baselines(first: first + top, last: last + top)
    }
    return result
  }
}
