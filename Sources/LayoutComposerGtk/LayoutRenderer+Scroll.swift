import CGtk
import LayoutComposer

/// A frame inside a Scroll that its viewport cuts: drawn only inside `clip` (device pixels,
/// whole pixels both), so the border on a cut side is not drawn at the viewport's edge.
struct CutFrame {
  var frame: Frame
  var clip: Frame
}

/// A scroll indicator as drawn: the Scroll it shows, whether it runs along the vertical
/// axis (else the horizontal one), and its bar in device pixels.
public struct ScrollIndicator: Sendable, Equatable {
  public var scroll: Int
  public var vertical: Bool
  public var frame: Frame
}

extension LayoutRenderer {
  /// The part of the canvas node `index` may paint in, in device pixels: the viewports of the
  /// Scrolls around it (placed at the node's own depth in the exploded view); nil when no
  /// Scroll holds it. A zero size means nothing of it shows.
  public func clip(of index: Int, in snapshot: LayoutSnapshot) -> Frame? {
    guard let clip = snapshot.viewports.clip(of: index) else { return nil }
    let offset = options.explodeOffset(depth: snapshot.result.depth(at: index))
    let zoom = options.zoom
    return Frame(
      x: (clip.x + offset) * zoom, y: (clip.y + offset) * zoom, width: clip.width * zoom,
      height: clip.height * zoom)
  }

  /// The part of node `index`'s drawn frame that shows: all of it outside Scrolls, the part
  /// in the viewports inside them; nil when none does.
  public func shownFrame(of index: Int, in snapshot: LayoutSnapshot) -> Frame? {
    let frame = drawnFrame(of: index, in: snapshot)
    guard let clip = clip(of: index, in: snapshot) else { return frame }
    return frame.intersection(clip)
  }

  /// Where the scroll indicators are drawn, in device pixels: on each Scroll whose content is
  /// longer than its viewport on a scroll axis, a bar 3 pixels thick 2 pixels in from the
  /// viewport's edge (the right one, the left one right to left; the bottom one), as long as
  /// the viewport's share of the content and as far along as the offset's share:
  /// `y = viewport.y + viewport.height × offset / content`.
  public func scrollIndicators(in snapshot: LayoutSnapshot) -> [Frame] {
    scrollIndicatorBars(in: snapshot).map(\.frame)
  }

  /// The scroll indicators (`scrollIndicators(in:)`) with the Scroll each shows and its
  /// axis, in drawing order (an inner Scroll's after its outer one's).
  public func scrollIndicatorBars(in snapshot: LayoutSnapshot) -> [ScrollIndicator] {
    var bars: [ScrollIndicator] = []
    let zoom = options.zoom
    let thickness = 3.0
    let inset = 2.0
    for scroll in snapshot.viewports.scrolls {
      guard let content = snapshot.result.scrollContent(at: scroll),
        !snapshot.result.isHidden(at: scroll)
      else { continue }
      let box = contentBox(of: scroll, in: snapshot)
      let offset = options.explodeOffset(depth: snapshot.result.depth(at: scroll))
      let viewport = Frame(
        x: (box.x + offset) * zoom, y: (box.y + offset) * zoom, width: box.width * zoom,
        height: box.height * zoom)
      var own: [ScrollIndicator] = []
      if content.axes != .horizontal, content.contentSize.height > content.viewport.height,
        viewport.height > 2 * inset
      {
        let share = content.viewport.height / content.contentSize.height
        let along = content.offset.y / content.contentSize.height
        let x =
          snapshot.direction == .rightToLeft
          ? viewport.x + inset : viewport.maxX - inset - thickness
        own.append(
          ScrollIndicator(
            scroll: scroll, vertical: true,
            frame: Frame(
              x: x, y: viewport.y + viewport.height * along, width: thickness,
              height: viewport.height * share)))
      }
      if content.axes != .vertical, content.contentSize.width > content.viewport.width,
        viewport.width > 2 * inset
      {
        let share = content.viewport.width / content.contentSize.width
        let along = content.offset.x / content.contentSize.width
        let length = viewport.width * share
        // Right to left, offset 0 shows the content's right end (rule R3).
        let x =
          snapshot.direction == .rightToLeft
          ? viewport.maxX - viewport.width * along - length : viewport.x + viewport.width * along
        own.append(
          ScrollIndicator(
            scroll: scroll, vertical: false,
            frame: Frame(
              x: x, y: viewport.maxY - inset - thickness, width: length, height: thickness)))
      }
      // A Scroll inside another is cut by the outer one's viewport like its content.
      let outer = clip(of: scroll, in: snapshot)
      for var bar in own {
        if let outer {
          guard let seen = bar.frame.intersection(outer) else { continue }
          bar.frame = seen
        }
        bars.append(bar)
      }
    }
    return bars
  }

  /// A scroll indicator: a translucent bar in the text colour, as GTK's overlay scrollbars.
  func drawScrollIndicator(_ bar: Frame, _ cr: OpaquePointer) {
    setColor(cr, contrasting(options.background).with(alpha: 0.45))
    rectangle(cr, bar)
    cairo_fill(cr)
  }

  /// The boxes a cut frame paints, each cut to its clip: its fill (the inside of its border
  /// when borders are drawn) and its border's sides.
  static func cutBoxes(_ cut: CutFrame, bordered: Bool) -> (fill: [PixelBox], ring: [PixelBox]) {
    guard let frame = PixelBox(exactly: cut.frame), let clip = PixelBox(exactly: cut.clip)
    else { return ([], []) }
    let ring = frame.ring()
    var fill = [frame]
    if bordered {
      fill =
        frame.x1 - frame.x0 > 2 && frame.y1 - frame.y0 > 2
        ? [PixelBox(x0: frame.x0 + 1, y0: frame.y0 + 1, x1: frame.x1 - 1, y1: frame.y1 - 1)] : []
    }
    return (
      fill.map { $0.clipped(to: clip) }.filter { !$0.isEmpty },
      ring.map { $0.clipped(to: clip) }.filter { !$0.isEmpty }
    )
  }

  /// A layer's cut frames, fills then borders per colour: into pixels where one colour's
  /// boxes do not overlap, else as one cairo path of rectangles (their union, as cairo fills
  /// the frames outside Scrolls).
  func paintCut(_ byHue: [[CutFrame]], _ canvas: PixelCanvas?, _ cr: OpaquePointer) {
    let boxes = byHue.map { cuts in cuts.map { Self.cutBoxes($0, bordered: options.borders) } }
    func paint(_ hue: Int, _ parts: [PixelBox], alpha: Double) {
      guard !parts.isEmpty else { return }
      let color = RGBA(hex: Palette.hex[hue], alpha: alpha)
      if let canvas, BoxRaster.areDisjoint(parts) {
        canvas.raster.fill(parts, color: color)
        return
      }
      canvas?.yieldToCairo()
      for box in parts {
        cairo_rectangle(
          cr, Double(box.x0), Double(box.y0), Double(box.x1 - box.x0), Double(box.y1 - box.y0))
      }
      setColor(cr, color)
      cairo_fill(cr)
      canvas?.resume()
    }
    if options.fills {
      for (hue, cuts) in boxes.enumerated() {
        paint(hue, cuts.flatMap(\.fill), alpha: options.fillAlpha)
      }
    }
    if options.borders {
      for (hue, cuts) in boxes.enumerated() { paint(hue, cuts.flatMap(\.ring), alpha: 1) }
    }
  }
}
