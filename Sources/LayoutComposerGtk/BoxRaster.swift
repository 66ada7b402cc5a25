import CGtk
import LayoutComposer

/// A rectangle of whole device pixels, `x0..<x1` by `y0..<y1`.
struct PixelBox: Equatable {
  var x0: Int
  var y0: Int
  var x1: Int
  var y1: Int

  var isEmpty: Bool { x0 >= x1 || y0 >= y1 }

  /// The common part, possibly empty.
  func clipped(to other: PixelBox) -> PixelBox {
    PixelBox(
      x0: max(x0, other.x0), y0: max(y0, other.y0), x1: min(x1, other.x1),
      y1: min(y1, other.y1))
  }

  func contains(_ other: PixelBox) -> Bool {
    other.x0 >= x0 && other.y0 >= y0 && other.x1 <= x1 && other.y1 <= y1
  }

  /// The box of a frame whose edges are whole numbers; nil for any other frame, which cairo
  /// would antialias.
  init?(exactly frame: Frame) {
    guard frame.x == frame.x.rounded(), frame.y == frame.y.rounded(),
      frame.maxX == frame.maxX.rounded(), frame.maxY == frame.maxY.rounded(),
      abs(frame.x) < 1e9, abs(frame.y) < 1e9, abs(frame.maxX) < 1e9, abs(frame.maxY) < 1e9
    else { return nil }
    self.init(x0: Int(frame.x), y0: Int(frame.y), x1: Int(frame.maxX), y1: Int(frame.maxY))
  }

  init(x0: Int, y0: Int, x1: Int, y1: Int) {
    self.x0 = x0
    self.y0 = y0
    self.x1 = x1
    self.y1 = y1
  }

  /// The 1-pixel ring inside the box as up to four disjoint boxes (the whole box when it is
  /// 2 pixels or less across), as the renderer's borders are.
  func ring() -> [PixelBox] {
    guard x1 - x0 > 2, y1 - y0 > 2 else { return [self] }
    return [
      PixelBox(x0: x0, y0: y0, x1: x1, y1: y0 + 1),
      PixelBox(x0: x0, y0: y1 - 1, x1: x1, y1: y1),
      PixelBox(x0: x0, y0: y0 + 1, x1: x0 + 1, y1: y1 - 1),
      PixelBox(x0: x1 - 1, y0: y0 + 1, x1: x1, y1: y1 - 1),
    ]
  }

  /// The box minus `hole` (which lies inside it) as up to four disjoint boxes.
  func subtracting(_ hole: PixelBox) -> [PixelBox] {
    let parts = [
      PixelBox(x0: x0, y0: y0, x1: x1, y1: hole.y0),
      PixelBox(x0: x0, y0: hole.y1, x1: x1, y1: y1),
      PixelBox(x0: x0, y0: hole.y0, x1: hole.x0, y1: hole.y1),
      PixelBox(x0: hole.x1, y0: hole.y0, x1: x1, y1: hole.y1),
    ]
    return parts.filter { !$0.isEmpty }
  }
}

/// Composites solid colours and the margin hatch over premultiplied ARGB32 pixels exactly as
/// cairo and pixman do for pixel-aligned boxes (the same colour conversion, the same 8-bit
/// OVER with rounding), without building paths: cairo's cost for thousands of small boxes is
/// in the path and its tessellation, not in the pixels. The boxes of one call do not
/// overlap: where one colour's boxes of a layer do, cairo fills them as one path, and its
/// tessellation of overlapping rings and bands is not a plain union (two margin bands of one
/// colour whose holes share an edge lose part of a band), so those stay cairo's.
///
/// ```swift
/// var raster = BoxRaster(pixels: data, stride: 1000, bounds: box, originX: 0, originY: 0)
/// raster.fill([cell], color: RGBA(hex: 0x1f77b4, alpha: 0.25))
/// ```
struct BoxRaster {
  private let pixels: UnsafeMutablePointer<UInt32>
  /// Pixels per row.
  private let stride: Int
  /// Where drawing may go, in the raster's own pixels.
  let bounds: PixelBox
  /// The raster pixel of user pixel (0, 0).
  let originX: Int
  let originY: Int

  init(
    pixels: UnsafeMutablePointer<UInt32>, stride: Int, bounds: PixelBox, originX: Int,
    originY: Int
  ) {
    self.pixels = pixels
    self.stride = stride
    self.bounds = bounds
    self.originX = originX
    self.originY = originY
  }

  /// A box in user pixels as raster pixels, cut to the bounds.
  private func place(_ box: PixelBox) -> PixelBox {
    PixelBox(
      x0: box.x0 + originX, y0: box.y0 + originY, x1: box.x1 + originX, y1: box.y1 + originY
    ).clipped(to: bounds)
  }

  /// Fills `boxes` (user pixels), which do not overlap (`areDisjoint`), with `color` over
  /// what is there.
  mutating func fill(_ boxes: [PixelBox], color: RGBA) {
    let source = Self.pixel(color)
    let inverse = 255 - (source >> 24)
    for box in boxes {
      if inverse == 0 {
        write(source, in: place(box))
      } else {
        blend(source, inverse: inverse, in: place(box))
      }
    }
  }

  /// Fills `boxes`, which do not overlap, with a repeating tile whose pixel (0, 0) lies on
  /// user pixel (0, 0), as a cairo surface pattern with `CAIRO_EXTEND_REPEAT` set after the
  /// translation.
  mutating func fill(_ boxes: [PixelBox], tile: [UInt32], side: Int) {
    for box in boxes { blend(tile, side: side, in: place(box)) }
  }

  /// Fills the 1-pixel ring inside each box (the whole box when it is 2 pixels or less
  /// across) with an opaque colour.
  mutating func fillRings(_ boxes: [PixelBox], color: RGBA) {
    let source = Self.pixel(color)
    guard source >> 24 == 255 else {
      fill(boxes.flatMap { $0.ring() }, color: color)
      return
    }
    for box in boxes {
      guard box.x1 - box.x0 > 2, box.y1 - box.y0 > 2 else {
        write(source, in: place(box))
        continue
      }
      write(source, in: place(PixelBox(x0: box.x0, y0: box.y0, x1: box.x1, y1: box.y0 + 1)))
      write(source, in: place(PixelBox(x0: box.x0, y0: box.y1 - 1, x1: box.x1, y1: box.y1)))
      let sides = place(PixelBox(x0: box.x0, y0: box.y0 + 1, x1: box.x1, y1: box.y1 - 1))
      guard !sides.isEmpty else { continue }
      let left = box.x0 + originX
      let right = box.x1 - 1 + originX
      for y in sides.y0..<sides.y1 {
        let row = pixels + y * stride
        if left >= bounds.x0, left < bounds.x1 { row[left] = source }
        if right >= bounds.x0, right < bounds.x1 { row[right] = source }
      }
    }
  }

  /// Whether no two boxes share a pixel. Boxes are swept top to bottom (one layer's boxes of
  /// one colour mostly come sorted); a sweep that has to keep many boxes open gives up and
  /// says no, which only leaves the boxes to cairo.
  static func areDisjoint(_ boxes: [PixelBox]) -> Bool {
    guard boxes.count > 1 else { return true }
    var sorted = boxes
    if !zip(boxes, boxes.dropFirst()).allSatisfy({ $0.y0 <= $1.y0 }) {
      sorted.sort { $0.y0 < $1.y0 }
    }
    var open: [PixelBox] = []
    open.reserveCapacity(64)
    for box in sorted where !box.isEmpty {
      open.removeAll { $0.y1 <= box.y0 }
      for other in open where other.x0 < box.x1 && box.x0 < other.x1 { return false }
      if open.count >= 64 { return false }
      open.append(box)
    }
    return true
  }

  private func write(_ value: UInt32, in box: PixelBox) {
    guard !box.isEmpty else { return }
    for y in box.y0..<box.y1 {
      (pixels + y * stride + box.x0).update(repeating: value, count: box.x1 - box.x0)
    }
  }

  /// Composites one colour over each pixel of `box`; `inverse` is 255 minus its alpha.
  private func blend(_ source: UInt32, inverse: UInt32, in box: PixelBox) {
    guard !box.isEmpty else { return }
    // Equal pixels give equal results, and runs of equal pixels are the rule.
    var lastIn: UInt32 = 0
    var lastOut = source
    for y in box.y0..<box.y1 {
      let row = pixels + y * stride
      // A row of one colour (a fresh background, the fill below) is one result written over
      // it; the test is a loop the compiler vectorises.
      let first = row[box.x0]
      var differs: UInt32 = 0
      for x in box.x0..<box.x1 { differs |= row[x] ^ first }
      if differs == 0 {
        if first != lastIn {
          lastIn = first
          lastOut = Self.over(first, source, inverse)
        }
        (row + box.x0).update(repeating: lastOut, count: box.x1 - box.x0)
        continue
      }
      for x in box.x0..<box.x1 {
        let dst = row[x]
        if dst != lastIn {
          lastIn = dst
          lastOut = Self.over(dst, source, inverse)
        }
        row[x] = lastOut
      }
    }
  }

  /// Composites the repeating tile over each pixel of `box`.
  private func blend(_ tile: [UInt32], side: Int, in box: PixelBox) {
    guard !box.isEmpty else { return }
    for y in box.y0..<box.y1 {
      let row = pixels + y * stride
      let tileRow = ((y - originY) % side + side) % side * side
      for x in box.x0..<box.x1 {
        let source = tile[tileRow + ((x - originX) % side + side) % side]
        row[x] = Self.over(row[x], source, 255 - (source >> 24))
      }
    }
  }

  /// `source` OVER `dst` on premultiplied 8-bit channels, two channels at a time, rounded as
  /// pixman rounds (x·a/255 as (t + t/256)/256 with t = x·a + 128) and added with saturation.
  @inline(__always)
  static func over(_ dst: UInt32, _ source: UInt32, _ alphaInverse: UInt32) -> UInt32 {
    if alphaInverse == 0 { return source }
    var redBlue = (dst & 0x00ff_00ff) &* alphaInverse &+ 0x0080_0080
    redBlue = ((redBlue &+ ((redBlue >> 8) & 0x00ff_00ff)) >> 8) & 0x00ff_00ff
    var alphaGreen = ((dst >> 8) & 0x00ff_00ff) &* alphaInverse &+ 0x0080_0080
    alphaGreen = ((alphaGreen &+ ((alphaGreen >> 8) & 0x00ff_00ff)) >> 8) & 0x00ff_00ff
    redBlue = saturatingAdd(redBlue, source & 0x00ff_00ff)
    alphaGreen = saturatingAdd(alphaGreen, (source >> 8) & 0x00ff_00ff)
    return redBlue | (alphaGreen << 8)
  }

  /// Two 8-bit channels (in bits 0–7 and 16–23) added, each capped at 255.
  @inline(__always)
  private static func saturatingAdd(_ a: UInt32, _ b: UInt32) -> UInt32 {
    var sum = a &+ b
    sum |= 0x0100_0100 &- ((sum >> 8) & 0x00ff_00ff)
    return sum & 0x00ff_00ff
  }

  /// A colour as the premultiplied pixel cairo composites for it: each channel times alpha
  /// to 16 bits (rounded, as `cairo_set_source_rgba` keeps it), then its top 8 bits.
  static func pixel(_ color: RGBA) -> UInt32 {
    func short(_ value: Double) -> UInt32 {
      UInt32(min(1, max(0, value)) * 65535 + 0.5) >> 8
    }
    let alpha = min(1, max(0, color.alpha))
    return short(alpha) << 24 | short(min(1, max(0, color.red)) * alpha) << 16
      | short(min(1, max(0, color.green)) * alpha) << 8 | short(min(1, max(0, color.blue)) * alpha)
  }
}
