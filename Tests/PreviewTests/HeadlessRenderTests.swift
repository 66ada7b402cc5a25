import Foundation
import LayoutComposer
import LayoutComposerGtk
import LayoutSamples
import Testing

/// Pictures drawn without a display: opaque fills make each pixel belong to exactly one
/// frame, so a pixel's colour says which component is drawn there.
@Suite struct HeadlessRenderTests {
  /// Fills only, opaque: the colour of a pixel is the colour of the last node in drawing
  /// order (`DrawingOrder`) whose frame holds it.
  static var plain: RenderOptions {
    var options = RenderOptions()
    options.fillAlpha = 1
    options.borders = false
    options.names = false
    options.notes = false
    options.margins = false
    options.texts = false
    return options
  }

  @Test func basicSampleFramesHaveTheirColours() throws {
    let sample = try #require(Gallery.sample(named: "basic"))
    let snapshot = LayoutSnapshot(root: sample.build(), size: Size(width: 320, height: 480))
    let path = temporaryDirectory().appendingPathComponent("basic.png").path
    try ImageExport.write(snapshot, renderer: LayoutRenderer(options: Self.plain), to: path)
    let pixels = try #require(Pixels(png: path))
    #expect(pixels.width == 320 && pixels.height == 480)
    // VBox of heights 50, 100, 75: view1 0..<50, view2 50..<150, view3 150..<225, then the
    // root shows. Nodes 0 (root) to 3 take the first four palette colours.
    #expect(hex(pixels.rgb(160, 25)) == "0xff7f0e")
    #expect(hex(pixels.rgb(160, 49)) == "0xff7f0e")
    #expect(hex(pixels.rgb(160, 50)) == "0x2ca02c")
    #expect(hex(pixels.rgb(10, 149)) == "0x2ca02c")
    #expect(hex(pixels.rgb(310, 150)) == "0xd62728")
    #expect(hex(pixels.rgb(160, 224)) == "0xd62728")
    #expect(hex(pixels.rgb(160, 225)) == "0x1f77b4")
    #expect(hex(pixels.rgb(319, 479)) == "0x1f77b4")
  }

  @Test(arguments: Gallery.samples.map(\.id))
  func everySampleDrawsEachFrameWhereTheEngineSays(id: String) throws {
    let sample = try #require(Gallery.sample(named: id))
    let snapshot = LayoutSnapshot(root: sample.build(), size: sample.size)
    let path = temporaryDirectory().appendingPathComponent("\(id).png").path
    try ImageExport.write(snapshot, renderer: LayoutRenderer(options: Self.plain), to: path)
    let pixels = try #require(Pixels(png: path))
    #expect(pixels.width == Int(sample.size.width.rounded(.up)))
    #expect(pixels.height == Int(sample.size.height.rounded(.up)))
    var checked = 0
    // What each frame shows: cut to the viewports of the Scrolls around it (rule R1's content
    // longer than its viewport is not drawn outside it).
    let renderer = LayoutRenderer(options: Self.plain)
    let shown = snapshot.absoluteFrames.indices.map { renderer.shownFrame(of: $0, in: snapshot) }
    let edges = shown.compactMap { $0 }
    for node in 0..<snapshot.count {
      guard let frame = shown[node], frame.width >= 4, frame.height >= 4 else { continue }
      // The middle of the frame, moved to a pixel centre.
      let x = (frame.x + frame.width / 2).rounded(.down) + 0.5
      let y = (frame.y + frame.height / 2).rounded(.down) + 0.5
      guard x < sample.size.width, y < sample.size.height else { continue }
      // On top: of the drawn frames holding the point, the one painted last (backgrounds
      // under their host, overlays over it).
      let order = DrawingOrder(snapshot.result)
      let top = snapshot.absoluteFrames.indices.filter {
        order.isDrawn($0) && shown[$0]?.contains(x: x, y: y) == true
      }.max { order.isAbove($1, $0) }
      // Only where the node itself is on top, and not at an edge another frame shares.
      guard top == node, Self.awayFromEdges(x: x, y: y, edges) else { continue }
      #expect(
        hex(pixels.rgb(x, y)) == hex(Palette.hex[node % Palette.hex.count]),
        "\(id) node \(node) \(snapshot.displayName(at: node)) \(frame)")
      checked += 1
    }
    #expect(checked > 0, "\(id): no frame large enough to check")
  }

  /// True when no frame edge passes within a pixel of the point, where antialiasing blends.
  static func awayFromEdges(x: Double, y: Double, _ frames: [Frame]) -> Bool {
    frames.allSatisfy { frame in
      [frame.x, frame.maxX].allSatisfy { abs($0 - x) > 1 }
        || [frame.y, frame.maxY].allSatisfy { abs($0 - y) > 1 } || !frame.contains(x: x, y: y)
    }
  }

  @Test func svgIsWrittenWithTheLayoutSize() throws {
    let sample = try #require(Gallery.sample(named: "basic"))
    let snapshot = LayoutSnapshot(root: sample.build(), size: Size(width: 375, height: 667))
    let path = temporaryDirectory().appendingPathComponent("basic.svg").path
    try ImageExport.write(snapshot, renderer: LayoutRenderer(), to: path)
    let svg = try String(contentsOfFile: path, encoding: .utf8)
    #expect(svg.contains("<svg"))
    #expect(svg.contains("width=\"375\"") && svg.contains("height=\"667\""))
  }

  @Test func aPathWithoutPngOrSvgIsRefused() throws {
    let snapshot = LayoutSnapshot(root: `$`("a"), size: Size(width: 10, height: 10))
    #expect(throws: ImageExport.Failure.self) {
      try ImageExport.write(snapshot, renderer: LayoutRenderer(), to: "/tmp/picture.gif")
    }
  }

  @Test func pangoMeasuresWiderTextWider() {
    let measurer = PangoTextMeasurer()
    let short = measurer.size(of: "Hi", fontSize: 16, wrappingTo: nil)
    let long = measurer.size(of: "Hi there, world", fontSize: 16, wrappingTo: nil)
    #expect(short.width > 0 && long.width > short.width)
    #expect(short.height == long.height)
    // Wrapped to a width narrower than the text, it takes more lines and no more width.
    let wrapped = measurer.size(of: "Hi there, world", fontSize: 16, wrappingTo: long.width / 2)
    #expect(wrapped.height >= 2 * short.height - 1)
    #expect(wrapped.width <= long.width / 2)
  }
}
