import CGtk
import LayoutComposer

/// Draws a laid-out tree with cairo: each component a rectangle in its own colour with a
/// translucent fill, a border, its name and notes, its margins shaded, as the SwiftUI layout
/// talk recommends for seeing where frames really are.
///
/// ```swift
/// let renderer = LayoutRenderer(options: RenderOptions())
/// renderer.draw(snapshot, in: cr, originX: 0, originY: 0)
/// ```
public struct LayoutRenderer: Sendable {
  public var options: RenderOptions

  /// Frames drawn at the same place as their parent get their own fill and border only for
  /// this many levels in a row.
  public static let coincidingLayers = 8

  public init(options: RenderOptions = RenderOptions()) {
    self.options = options
  }

  /// The size, in device pixels, the drawing of `snapshot` covers: the layout area zoomed,
  /// plus the offset of the deepest level in the exploded view.
  public func canvasSize(for snapshot: LayoutSnapshot) -> Size {
    var deepest = 0
    if options.exploded {
      for node in 0..<snapshot.count { deepest = max(deepest, snapshot.result.depth(at: node)) }
    }
    let extra = options.explodeOffset(depth: deepest) * options.zoom
    return Size(
      width: snapshot.size.width * options.zoom + extra,
      height: snapshot.size.height * options.zoom + extra)
  }

  /// Where node `index` is drawn, in device pixels relative to the drawing's origin.
  public func drawnFrame(of index: Int, in snapshot: LayoutSnapshot) -> Frame {
    let frame = snapshot.absoluteFrames[index]
    let offset = options.explodeOffset(depth: snapshot.result.depth(at: index))
    let zoom = options.zoom
    return Frame(
      x: (frame.x + offset) * zoom, y: (frame.y + offset) * zoom,
      width: frame.width * zoom, height: frame.height * zoom)
  }

  /// The component drawn on top at a point (device pixels relative to the origin): the last
  /// node in drawing order whose frame contains it, so the deepest one wins.
  public func node(atX x: Double, y: Double, in snapshot: LayoutSnapshot) -> Int? {
    for index in stride(from: snapshot.count - 1, through: 0, by: -1)
    where drawnFrame(of: index, in: snapshot).contains(x: x, y: y) {
      return index
    }
    return nil
  }

  /// Draws `snapshot` with its layout area's top-left corner at the origin.
  public func draw(
    _ snapshot: LayoutSnapshot, in cr: OpaquePointer, originX: Double, originY: Double
  ) {
    cairo_save(cr)
    cairo_translate(cr, originX, originY)
    let area = Frame(
      x: 0, y: 0, width: snapshot.size.width * options.zoom,
      height: snapshot.size.height * options.zoom)
    setColor(cr, options.background)
    rectangle(cr, area)
    cairo_fill(cr)
    // How many ancestors in a row are drawn at exactly the same place: past a few, more
    // translucent layers only darken the colour, and a chain 100,000 deep would take seconds.
    var sameAsParent = [Int](repeating: 0, count: snapshot.count)
    var levels: [[Int]] = []
    for index in 0..<snapshot.count {
      if let parent = snapshot.result.parent(of: index),
        drawnFrame(of: parent, in: snapshot) == drawnFrame(of: index, in: snapshot)
      {
        sameAsParent[index] = sameAsParent[parent] + 1
      }
      if sameAsParent[index] <= Self.coincidingLayers || index == options.selected {
        let depth = snapshot.result.depth(at: index)
        while levels.count <= depth { levels.append([]) }
        levels[depth].append(index)
      }
    }
    // Level by level, parents under children. Within a level, the boxes of one colour are one
    // path and one fill: cairo's cost is per call, and a redraw of thousands of frames would
    // otherwise spend it thousands of times.
    for level in levels {
      if options.margins {
        for index in level where index > 0 { drawMargins(index, snapshot, cr) }
      }
      // The level's frames on whole pixels, sorted by colour once for fills and borders.
      var byHue = [[Frame]](repeating: [], count: Palette.hex.count)
      for index in level {
        let pixels = Self.snapped(drawnFrame(of: index, in: snapshot))
        if pixels.width >= 1, pixels.height >= 1 {
          byHue[index % Palette.hex.count].append(pixels)
        }
      }
      if options.fills { fillByColour(byHue, cr, alpha: options.fillAlpha, border: false) }
      if options.borders { fillByColour(byHue, cr, alpha: 1, border: true) }
    }
    if options.texts {
      for index in 0..<snapshot.count {
        if let text = snapshot.components[index].item as? Text {
          drawText(text, in: drawnFrame(of: index, in: snapshot), cr)
        }
      }
    }
    if options.names || options.notes {
      for index in 0..<snapshot.count { drawLabel(index, snapshot, cr) }
    }
    if let highlighted = options.highlighted, highlighted < snapshot.count {
      outline(drawnFrame(of: highlighted, in: snapshot), cr, width: 2, dashed: true)
    }
    if let selected = options.selected, selected < snapshot.count {
      outline(drawnFrame(of: selected, in: snapshot), cr, width: 3, dashed: false)
    }
    cairo_restore(cr)
  }

  /// The margins of a node: a translucent band between its margin box and its frame, hatched.
  private func drawMargins(_ index: Int, _ snapshot: LayoutSnapshot, _ cr: OpaquePointer) {
    let margins = snapshot.tree.effectiveMargins(at: index)
    guard margins != .zero else { return }
    let color = Palette.color(forNode: index)
    let frame = drawnFrame(of: index, in: snapshot)
    let zoom = options.zoom
    let outer = Frame(
      x: frame.x - margins.left * zoom, y: frame.y - margins.top * zoom,
      width: frame.width + margins.horizontal * zoom,
      height: frame.height + margins.vertical * zoom)
    // The band between the margin box and the frame: even-odd fill leaves the frame out.
    cairo_save(cr)
    cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
    rectangle(cr, outer)
    rectangle(cr, frame)
    setColor(cr, color.with(alpha: 0.15))
    cairo_fill_preserve(cr)
    cairo_clip(cr)
    hatch(outer, cr, color: color.with(alpha: 0.45))
    cairo_restore(cr)
  }

  /// Fills the frames (or their 1-pixel borders), one path per palette colour. Frames are on
  /// whole pixels, so cairo composites plain boxes instead of rasterising antialiased paths,
  /// and the edges stay crisp. Each border is its frame clockwise and the frame one pixel in
  /// counter-clockwise, so with the winding rule overlapping borders add up instead of
  /// cancelling.
  private func fillByColour(
    _ byHue: [[Frame]], _ cr: OpaquePointer, alpha: Double, border: Bool
  ) {
    for (hue, frames) in byHue.enumerated() where !frames.isEmpty {
      for pixels in frames {
        rectangle(cr, pixels)
        if border, pixels.width > 2, pixels.height > 2 {
          let inner = Frame(
            x: pixels.x + 1, y: pixels.y + 1, width: pixels.width - 2, height: pixels.height - 2)
          cairo_move_to(cr, inner.x, inner.y)
          cairo_line_to(cr, inner.x, inner.maxY)
          cairo_line_to(cr, inner.maxX, inner.maxY)
          cairo_line_to(cr, inner.maxX, inner.y)
          cairo_close_path(cr)
        }
      }
      setColor(cr, RGBA(hex: Palette.hex[hue], alpha: alpha))
      cairo_fill(cr)
    }
  }

  /// Diagonal lines across `frame`, the usual drawing of "space kept free".
  private func hatch(_ frame: Frame, _ cr: OpaquePointer, color: RGBA) {
    setColor(cr, color)
    cairo_set_line_width(cr, 1)
    let step = 6.0
    var start = frame.x - frame.height
    while start < frame.maxX {
      cairo_move_to(cr, start, frame.maxY)
      cairo_line_to(cr, start + frame.height, frame.y)
      start += step
    }
    cairo_stroke(cr)
  }

  private func drawText(_ text: Text, in frame: Frame, _ cr: OpaquePointer) {
    guard frame.width > 0, frame.height > 0 else { return }
    cairo_save(cr)
    rectangle(cr, frame)
    cairo_clip(cr)
    cairo_translate(cr, frame.x, frame.y)
    cairo_scale(cr, options.zoom, options.zoom)
    let layout = pango_cairo_create_layout(cr)!
    PangoFont.configure(
      layout, text: text.text, fontSize: text.fontSize, wrappingTo: frame.width / options.zoom)
    setColor(cr, contrasting(options.background).with(alpha: 0.85))
    pango_cairo_show_layout(cr, layout)
    g_object_unref(UnsafeMutableRawPointer(layout))
    cairo_restore(cr)
  }

  private func drawLabel(_ index: Int, _ snapshot: LayoutSnapshot, _ cr: OpaquePointer) {
    let frame = drawnFrame(of: index, in: snapshot)
    guard frame.width >= 12, frame.height >= 10 else { return }
    // A child drawn exactly over its parent would put its label on the parent's: only the
    // outermost of such a stack is labelled (a Fit chain thousands deep stays readable).
    if let parent = snapshot.result.parent(of: index),
      drawnFrame(of: parent, in: snapshot) == frame
    {
      return
    }
    var parts: [String] = []
    if options.names { parts.append(snapshot.displayName(at: index)) }
    if options.notes { parts.append(contentsOf: Self.notes(at: index, in: snapshot)) }
    guard !parts.isEmpty else { return }
    cairo_save(cr)
    rectangle(cr, frame)
    cairo_clip(cr)
    let layout = pango_cairo_create_layout(cr)!
    PangoFont.configure(layout, text: parts.joined(separator: " · "), fontSize: 11, wrappingTo: nil)
    let size = PangoFont.size(of: layout)
    let color = Palette.color(forNode: index)
    // Tall leaves put their label at the bottom, containers at the top where their children
    // usually leave a margin; a text leaf's label goes to the right, away from its first words.
    let isLeaf = snapshot.result.layoutName(at: index) == nil
    let isText = options.texts && snapshot.components[index].item is Text
    let y =
      isLeaf && !isText && frame.height > 2 * size.height + 6
      ? frame.maxY - size.height - 3 : frame.y + 2
    let x = isText ? max(frame.x + 2, frame.maxX - size.width - 6) : frame.x + 2
    setColor(cr, options.background.with(alpha: 0.75))
    cairo_rectangle(cr, x, y, size.width + 4, size.height)
    cairo_fill(cr)
    setColor(cr, isDark(options.background) ? color : color.darker)
    cairo_move_to(cr, x + 2, y)
    pango_cairo_show_layout(cr, layout)
    g_object_unref(UnsafeMutableRawPointer(layout))
    cairo_restore(cr)
  }

  /// What a node's options say about how it was placed, where it applies: `flex 2`,
  /// `align center`, `VBox pack spaceBetween`.
  public static func notes(at index: Int, in snapshot: LayoutSnapshot) -> [String] {
    var notes: [String] = []
    let options = snapshot.tree.options(at: index)
    if let flex = options.flex, flex > 0 { notes.append("flex \(formatNumber(flex))") }
    if let align = options.align { notes.append("align \(align.rawValue)") }
    if let halign = options.halign { notes.append("halign \(halign.rawValue)") }
    if let valign = options.valign { notes.append("valign \(valign.rawValue)") }
    switch snapshot.tree.layoutSpec(at: index) {
    case .vbox(let settings), .hbox(let settings):
      var stack: [String] = []
      if settings.pack != .start { stack.append("pack \(settings.pack.rawValue)") }
      if settings.align != .stretch { stack.append("align \(settings.align.rawValue)") }
      if settings.spacing != 0 { stack.append("spacing \(formatNumber(settings.spacing))") }
      if !stack.isEmpty, snapshot.result.name(at: index) != nil {
        stack.insert(snapshot.result.layoutName(at: index) ?? "", at: 0)
      }
      notes.append(contentsOf: stack)
    default:
      break
    }
    return notes
  }

  private func outline(_ frame: Frame, _ cr: OpaquePointer, width: Double, dashed: Bool) {
    cairo_save(cr)
    let ink = contrasting(options.background)
    setColor(cr, ink)
    cairo_set_line_width(cr, width)
    if dashed {
      var pattern: [Double] = [5, 3]
      cairo_set_dash(cr, &pattern, 2, 0)
    }
    let inset = width / 2
    cairo_rectangle(
      cr, frame.x + inset, frame.y + inset, max(0, frame.width - width),
      max(0, frame.height - width))
    cairo_stroke(cr)
    cairo_restore(cr)
  }

  /// The frame with each edge rounded to the nearest pixel; neighbours that touch still touch.
  static func snapped(_ frame: Frame) -> Frame {
    let left = frame.x.rounded()
    let top = frame.y.rounded()
    return Frame(
      x: left, y: top, width: (frame.x + frame.width).rounded() - left,
      height: (frame.y + frame.height).rounded() - top)
  }

  private func rectangle(_ cr: OpaquePointer, _ frame: Frame) {
    cairo_rectangle(cr, frame.x, frame.y, frame.width, frame.height)
  }

  private func setColor(_ cr: OpaquePointer, _ color: RGBA) {
    cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
  }
}

/// Whether a background is dark enough that text on it should be light.
func isDark(_ color: RGBA) -> Bool {
  0.299 * color.red + 0.587 * color.green + 0.114 * color.blue < 0.5
}

/// Black on a light background, white on a dark one.
func contrasting(_ color: RGBA) -> RGBA {
  isDark(color) ? RGBA(hex: 0xffffff) : RGBA(hex: 0x000000)
}
