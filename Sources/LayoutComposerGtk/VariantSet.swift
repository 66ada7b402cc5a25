import LayoutComposer

/// The variants view: one layout laid out at several sizes at once (phone portrait and
/// landscape, tablet, desktop and the window's own size), each labelled, arranged in rows
/// at one scale chosen so that all of them fit the canvas, as Xcode shows several previews.
/// Every variant shares the tree's node numbering, so one selection marks the same component
/// in all of them.
///
/// ```swift
/// let set = VariantSet(snapshot, window: Size(width: 900, height: 700),
///                      available: Size(width: 900, height: 700), zoom: 1)
/// set.variants.map(\.label)  // ["Phone portrait", "Phone landscape", …, "Window"]
/// ```
public struct VariantSet: Sendable {
  public struct Variant: Sendable {
    /// A stable name for scripts and tests: `phone-portrait`, `window`.
    public var id: String
    public var label: String
    public var snapshot: LayoutSnapshot
    /// Where the layout area is drawn, in canvas pixels, at `scale`.
    public var area: Frame
  }

  /// The sizes shown, in order, before the window's own.
  public static let presets: [(id: String, label: String, size: Size)] = [
    ("phone-portrait", "Phone portrait", Size(width: 375, height: 667)),
    ("phone-landscape", "Phone landscape", Size(width: 667, height: 375)),
    ("tablet", "Tablet", Size(width: 768, height: 1024)),
    ("desktop", "Desktop", Size(width: 1280, height: 800)),
  ]

  /// Room above each variant for its label, between variants, and around them all.
  public static let labelHeight = 22.0
  public static let gap = 24.0
  public static let margin = 16.0

  public var variants: [Variant]
  /// Canvas pixels per layout point for every variant.
  public var scale: Double
  /// The size of the whole arrangement, in canvas pixels.
  public var contentSize: Size
  /// What the set was made from, so the window knows when to make it again.
  public var generation: Int
  public var window: Size
  public var available: Size
  public var zoom: Double

  /// Lays `snapshot`'s tree out at every preset and at `window`, arranged to fit
  /// `available` pixels; `zoom` scales the fitted arrangement (beyond 1 it scrolls).
  public init(
    _ snapshot: LayoutSnapshot, window: Size, available: Size, zoom: Double, generation: Int = 0
  ) {
    var sized = Self.presets.map { ($0.id, $0.label, $0.size) }
    let windowSize = Size(width: max(1, window.width), height: max(1, window.height))
    sized.append(("window", "Window", windowSize))
    let (scale, origins, content) = Self.arrange(
      sizes: sized.map(\.2), in: available, zoom: zoom)
    variants = zip(sized, origins).map { entry, origin in
      var copy = snapshot
      copy.relayout(in: entry.2)
      return Variant(
        id: entry.0, label: entry.1, snapshot: copy,
        area: Frame(
          x: origin.x, y: origin.y, width: entry.2.width * scale,
          height: entry.2.height * scale))
    }
    self.scale = scale
    contentSize = content
    self.generation = generation
    self.window = window
    self.available = available
    self.zoom = zoom
  }

  /// The variant whose area holds a canvas point, with the point relative to its area.
  public func variant(atX x: Double, y: Double) -> (index: Int, x: Double, y: Double)? {
    for (index, variant) in variants.enumerated() where variant.area.contains(x: x, y: y) {
      return (index, x - variant.area.x, y - variant.area.y)
    }
    return nil
  }

  /// Rows of tiles at the largest scale (at most 1) at which all fit `available`, then
  /// times `zoom`: each tile `size × scale` with its label above, rows left to right.
  static func arrange(sizes: [Size], in available: Size, zoom: Double) -> (
    scale: Double, origins: [(x: Double, y: Double)], content: Size
  ) {
    func flow(_ scale: Double) -> (origins: [(x: Double, y: Double)], content: Size) {
      var origins: [(x: Double, y: Double)] = []
      var x = margin
      var y = margin
      var rowHeight = 0.0
      var widest = 0.0
      for size in sizes {
        let width = size.width * scale
        if x > margin, x + width > available.width - margin {
          x = margin
          y += rowHeight + gap
          rowHeight = 0
        }
        // Whole pixels, so frames snapped to pixels inside a variant stay crisp.
        origins.append((x.rounded(), (y + labelHeight).rounded()))
        x += width + gap
        widest = max(widest, x - gap)
        rowHeight = max(rowHeight, labelHeight + size.height * scale)
      }
      return (origins, Size(width: widest + margin, height: y + rowHeight + margin))
    }
    func fits(_ scale: Double) -> Bool {
      let content = flow(scale).content
      return content.width <= available.width && content.height <= available.height
    }
    // The largest fitting scale, to a thousandth, by bisection; 0.05 when even that does
    // not fit (the canvas then scrolls).
    var low = 0.05
    var high = 1.0
    if fits(high) {
      low = high
    } else {
      for _ in 0..<20 where high - low > 0.001 {
        let middle = (low + high) / 2
        if fits(middle) { low = middle } else { high = middle }
      }
    }
    let scale = low * zoom
    let result = flow(scale)
    return (scale, result.origins, result.content)
  }
}
