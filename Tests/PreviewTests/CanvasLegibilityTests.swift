import Foundation
import LayoutComposer
import LayoutSamples
import Testing

@testable import LayoutComposerGtk

/// The default canvas is legible: names never cover text or other frames, text sits in its
/// content box, and text breaks into the lines the layout measured at every zoom.
@Suite struct CanvasLegibilityTests {
  /// Draws a snapshot to a PNG and reads it back.
  static func render(_ snapshot: LayoutSnapshot, _ options: RenderOptions) throws -> Pixels {
    let path = temporaryDirectory().appendingPathComponent("canvas.png").path
    try ImageExport.write(snapshot, renderer: LayoutRenderer(options: options), to: path)
    return try #require(Pixels(png: path))
  }

  static func pangoSnapshot(_ id: String, size: Size? = nil) throws -> LayoutSnapshot {
    let sample = try #require(Gallery.sample(named: id))
    return LayoutSnapshot(
      root: sample.build(), size: size ?? sample.size, measurer: PangoTextMeasurer())
  }

  /// Node `a` is `n` or one of its ancestors.
  static func isAncestorOrSelf(_ a: Int, of n: Int, in snapshot: LayoutSnapshot) -> Bool {
    var node: Int? = n
    while let current = node {
      if current == a { return true }
      node = snapshot.result.parent(of: current)
    }
    return false
  }

  @Test(arguments: Gallery.samples.map(\.id))
  func noNameCoversATextAFrameOrAnotherName(id: String) throws {
    let snapshot = try Self.pangoSnapshot(id)
    let renderer = LayoutRenderer()  // the default view
    let plan = renderer.plan(for: snapshot)
    let texts = plan.texts.compactMap { renderer.drawnTextRect($0, in: snapshot) }
    let names = plan.tags.filter { $0.kind == .name }
    for (position, label) in names.enumerated() {
      let name = snapshot.displayName(at: label.node)
      for text in texts {
        #expect(!label.frame.intersects(text), "\(id): tag \(name) \(label.frame) on text \(text)")
      }
      let own = LayoutRenderer.snapped(renderer.drawnFrame(of: label.node, in: snapshot))
      #expect(own.contains(label.frame), "\(id): tag \(name) outside its frame \(own)")
      for other in 0..<snapshot.count
      where !Self.isAncestorOrSelf(other, of: label.node, in: snapshot) {
        // Where the frame shows: a Scroll's content is cut to its viewport (a chat's history
        // runs on under the composer, where the composer's tag may sit).
        guard let shown = renderer.shownFrame(of: other, in: snapshot) else { continue }
        let frame = LayoutRenderer.snapped(shown)
        guard frame.width >= 1, frame.height >= 1 else { continue }
        #expect(
          !label.frame.intersects(frame),
          "\(id): tag \(name) covers \(snapshot.displayName(at: other)) \(frame)")
      }
      for later in names.dropFirst(position + 1) {
        #expect(!label.frame.intersects(later.frame), "\(id): tags \(name) and … overlap")
      }
    }
    // And on the pixels: drawing the names changes no pixel of any text.
    var withoutNames = RenderOptions()
    withoutNames.names = false
    let named = try Self.render(snapshot, RenderOptions())
    let plain = try Self.render(snapshot, withoutNames)
    for text in texts {
      let columns = Int(text.x.rounded(.down))..<min(named.width, Int(text.maxX.rounded(.up)))
      let rows = Int(text.y.rounded(.down))..<min(named.height, Int(text.maxY.rounded(.up)))
      var differing = 0
      for y in rows {
        for x in columns where named.rgb(x, y) != plain.rgb(x, y) { differing += 1 }
      }
      #expect(differing == 0, "\(id): \(differing) pixels of the text at \(text) changed by names")
    }
  }

  @Test func flexAndChillNamesWhatHasRoomAndNothingElse() throws {
    let snapshot = try Self.pangoSnapshot("yoga-flexandchill", size: Size(width: 375, height: 667))
    let plan = LayoutRenderer().plan(for: snapshot)
    let named = Set(plan.tags.map { snapshot.displayName(at: $0.node) })
    // Large leaves and containers with a free corner are named…
    for name in ["episodeImageView", "showsTableView", "titleView", "actionsView", "tabsView"] {
      #expect(named.contains(name), "\(name) not named: \(named.sorted())")
    }
    // …the summary row's texts fill their frames, so they are not (the pile of tags of
    // issue 10), and the root is covered by its children.
    for name in ["summaryPopularityLabel", "summaryYearLabel", "castLabel", "contentView"] {
      #expect(!named.contains(name), "\(name) should not be named")
    }
  }

  @Test func theSelectedAndHoveredComponentsAreNamedWithTheirSize() throws {
    var snapshot = try Self.pangoSnapshot("profile", size: Size(width: 375, height: 667))
    snapshot.relayout(in: Size(width: 375, height: 667))
    var options = RenderOptions()
    options.selected = snapshot.result.index(named: "nameLabel")
    options.highlighted = snapshot.result.index(named: "icon")
    let plan = LayoutRenderer(options: options).plan(for: snapshot)
    let selected = try #require(plan.tags.first { $0.kind == .selected })
    let frame = try #require(snapshot.result.frame(named: "nameLabel"))
    #expect(
      selected.text == "nameLabel · \(displayNumber(frame.width)) × \(displayNumber(frame.height))")
    let hovered = try #require(plan.tags.first { $0.kind == .hovered })
    // icon has notes (halign left); only the selected tag lists notes.
    #expect(hovered.text == "icon · 50 × 50")
    options.selected = options.highlighted
    let both = LayoutRenderer(options: options).plan(for: snapshot)
    #expect(both.tags.first { $0.kind == .selected }?.text == "icon · 50 × 50 · halign left")
    #expect(!both.tags.contains { $0.kind == .hovered })
  }

  @Test func everyNameIsStillThereForThoseWhoWantIt() throws {
    let snapshot = try Self.pangoSnapshot("yoga-flexandchill", size: Size(width: 375, height: 667))
    var options = RenderOptions()
    options.allNames = true
    options.notes = true
    let plan = LayoutRenderer(options: options).plan(for: snapshot)
    let texts = plan.tags.map(\.text)
    #expect(texts.contains { $0.hasPrefix("summaryPopularityLabel") })
    #expect(texts.contains("showsTableView · flex 1"))
  }

  @Test func textIsDrawnInItsContentBox() throws {
    // A text leaf with padding 12 top, 40 left: its text starts at the content box's corner.
    let root = `$`(
      nil, layout: VBox(),
      items: [
        `$`(Text("Hi", fontSize: 20), name: "t", padding: (12, 40, 12, 40))
      ])
    let snapshot = LayoutSnapshot(
      root: root, size: Size(width: 200, height: 100), measurer: PangoTextMeasurer())
    var options = HeadlessRenderTests.plain
    options.texts = true
    let renderer = LayoutRenderer(options: options)
    let block = try #require(renderer.plan(for: snapshot).texts.first)
    let frame = try #require(snapshot.result.absoluteFrame(named: "t"))
    #expect(
      block.contentBox == Frame(x: 40, y: 12, width: frame.width - 80, height: frame.height - 24))
    let pixels = try Self.render(snapshot, options)
    let fill = pixels.rgb(5, 5)  // inside the padding: the leaf's own colour only
    var inPadding = 0
    var inContent = 0
    for y in 0..<Int(frame.height) {
      for x in 0..<Int(frame.width) where pixels.rgb(x, y) != fill {
        if Double(x) >= 40, Double(x) < frame.width - 40, Double(y) >= 12,
          Double(y) < frame.height - 12
        {
          inContent += 1
        } else {
          inPadding += 1
        }
      }
    }
    #expect(inContent > 20, "no text drawn in the content box")
    #expect(inPadding == 0, "\(inPadding) text pixels in the padding")
  }

  /// At any zoom a text's lines are the lines of zoom 1, and its ink stays in its frame.
  @Test(arguments: [1.5, 2, 3])
  func textBreaksIntoTheMeasuredLinesAtAnyZoom(zoom: Double) throws {
    for id in ["profile", "yoga-flexandchill", "stevia-login", "swiftui-trip-card"] {
      let snapshot = try Self.pangoSnapshot(id)
      var options = RenderOptions()
      let atOne = LayoutRenderer(options: options).plan(for: snapshot).texts
      options.zoom = zoom
      let zoomed = LayoutRenderer(options: options).plan(for: snapshot).texts
      #expect(zoomed.map { $0.lines.map(\.text) } == atOne.map { $0.lines.map(\.text) }, "\(id)")
      for block in atOne {
        let frame = snapshot.absoluteFrames[block.node]
        #expect(
          block.size.width <= frame.width + 0.5 && block.size.height <= frame.height + 0.5,
          "\(id): \(block.lines.map(\.text)) \(block.size) in \(frame)")
      }
    }
  }

  /// `150 follows` stays on one line at zoom 2 (issue 10), drawn inside its frame: with
  /// nothing but text drawn, every dark pixel is inside a text leaf's frame.
  @Test func atZoomTwoEveryTextIsDrawnInsideItsFrame() throws {
    let snapshot = try Self.pangoSnapshot("profile")
    var options = HeadlessRenderTests.plain
    options.fills = false
    options.texts = true
    options.zoom = 2
    let renderer = LayoutRenderer(options: options)
    let follows = try #require(
      renderer.plan(for: snapshot).texts.first {
        $0.node == snapshot.result.index(named: "followLabel")
      })
    #expect(follows.lines.map(\.text) == ["150 follows"])
    let pixels = try Self.render(snapshot, options)
    let frames = renderer.plan(for: snapshot).texts.map {
      renderer.drawnFrame(of: $0.node, in: snapshot)
    }
    var outside = 0
    var inside = 0
    for y in 0..<pixels.height {
      for x in 0..<pixels.width where pixels.rgb(x, y) != 0xffffff {
        if frames.contains(where: { $0.contains(x: Double(x) + 0.5, y: Double(y) + 0.5) }) {
          inside += 1
        } else {
          outside += 1
        }
      }
    }
    #expect(inside > 500)
    #expect(outside == 0, "\(outside) text pixels outside the text frames")
  }

  @Test func fixedAdvanceTextIsDrawnInTheTestsGrid() throws {
    // Measured by the tests' measurer, text is drawn in its grid: lines as it broke them.
    let text = Text("Each layout pattern can contain others", fontSize: 16)
    let measurer = FixedAdvanceTextMeasurer()
    let size = measurer.size(of: text.text, fontSize: 16, wrappingTo: 150)
    let root = `$`(nil, layout: VBox(), items: [`$`(text, width: 150, name: "t")])
    let snapshot = LayoutSnapshot(root: root, size: Size(width: 200, height: 200))
    let block = try #require(LayoutRenderer().plan(for: snapshot).texts.first)
    #expect(block.style == .fixedAdvance)
    // 150 / 8 = 18 characters a line: "Each layout" (11), "pattern can" (11), "contain" …
    #expect(block.lines.map(\.text) == ["Each layout", "pattern can", "contain others"])
    #expect(Double(block.lines.count) * 16 * 1.25 == size.height)
    #expect(block.lines.map(\.width).max() == size.width)
  }

  /// Shrunk to its minimum (rule S), a text wraps at its words, as the fixed-advance
  /// measurer does: the longest word stays whole, no word is cut into letters.
  @Test func aTextWrapsDownToItsLongestWordNotIntoLetters() {
    let measurer = PangoTextMeasurer()
    let word = measurer.size(of: "wonderful", fontSize: 12, wrappingTo: nil)
    let line = measurer.size(of: "Hello", fontSize: 12, wrappingTo: nil)
    let narrowest = measurer.size(of: "Hello wonderful world", fontSize: 12, wrappingTo: 0)
    #expect(narrowest.width == word.width)
    #expect(narrowest.height == 3 * line.height)  // Hello / wonderful / world
    let hyphenated = measurer.size(of: "TV-14", fontSize: 12, wrappingTo: 0)
    #expect(hyphenated == measurer.size(of: "TV-14", fontSize: 12, wrappingTo: nil))
  }

  @Test func fixedAdvanceLinesAreTheMeasurersLines() {
    let measurer = FixedAdvanceTextMeasurer()
    let texts = [
      "", "one", "two words", "a much longer line of several words here", "line\nbreak  double",
      " leading", "trailing ", "ünïcödé wörds ok",
    ]
    for text in texts {
      for width in [nil, 0, 20, 48, 100, 1000] as [Double?] {
        let lines = FixedAdvanceLines.lines(text, fontSize: 10, width: width)
        let size = measurer.size(of: text, fontSize: 10, wrappingTo: width)
        #expect(
          Double(lines.count) * 12.5 == size.height, "\(text) at \(String(describing: width))")
        #expect(Double(lines.map(\.count).max() ?? 0) * 5 == size.width, "\(text)")
      }
    }
  }
}
