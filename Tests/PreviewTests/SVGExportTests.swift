import Foundation
import LayoutComposer
import LayoutSamples
import Testing

@testable import LayoutComposerGtk

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The SVG export is a document designers can use: px sizes, a group per component, text
/// as text.
@Suite struct SVGExportTests {
  /// What an XML parser saw: every element with its attributes, and the text of each
  /// `<title>` and `<text>`.
  final class Outline: NSObject, XMLParserDelegate {
    var elements: [(name: String, attributes: [String: String])] = []
    var titles: [String] = []
    var texts: [String] = []
    private var collecting: String?
    private var buffer = ""

    func parser(
      _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
      qualifiedName: String?, attributes: [String: String] = [:]
    ) {
      elements.append((name, attributes))
      if name == "title" || name == "text" {
        collecting = name
        buffer = ""
      }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
      if collecting != nil { buffer += string }
    }

    func parser(
      _ parser: XMLParser, didEndElement name: String, namespaceURI: String?,
      qualifiedName: String?
    ) {
      guard name == collecting else { return }
      if name == "title" { titles.append(buffer) } else { texts.append(buffer) }
      collecting = nil
    }
  }

  static func parse(_ svg: String) throws -> Outline {
    let parser = XMLParser(data: Data(svg.utf8))
    let outline = Outline()
    parser.delegate = outline
    #expect(parser.parse(), "not XML: \(String(describing: parser.parserError))")
    return outline
  }

  @Test func flexAndChillAsSvg() throws {
    let sample = try #require(Gallery.sample(named: "yoga-flexandchill"))
    let snapshot = LayoutSnapshot(
      root: sample.build(), size: Size(width: 375, height: 667), measurer: PangoTextMeasurer())
    let path = temporaryDirectory().appendingPathComponent("flex.svg").path
    try ImageExport.write(snapshot, renderer: LayoutRenderer(), to: path)
    let svg = try String(contentsOfFile: path, encoding: .utf8)
    let outline = try Self.parse(svg)
    // px, not points: a 375 × 667 render opens at 375 × 667.
    let root = try #require(outline.elements.first)
    #expect(root.name == "svg")
    #expect(root.attributes["width"] == "375" && root.attributes["height"] == "667")
    #expect(root.attributes["viewBox"] == "0 0 375 667")
    // One group per component, its id the (unique) name, with a title.
    let groups = outline.elements.filter { $0.name == "g" && $0.attributes["data-kind"] != nil }
    #expect(groups.count == snapshot.count)
    for node in 0..<snapshot.count {
      if let name = snapshot.result.name(at: node) {
        #expect(groups.contains { $0.attributes["id"] == name }, "no group \(name)")
        #expect(outline.titles.contains(name))
      }
    }
    let ids = groups.compactMap { $0.attributes["id"] }
    #expect(Set(ids).count == ids.count, "ids are not unique")
    // Each text leaf is a <text> with its words (lines as tspans).
    let texts = (0..<snapshot.count).compactMap { snapshot.tree.item(at: $0) as? Text }
    #expect(
      outline.elements.filter { $0.name == "text" && $0.attributes["class"] == "text" }.count
        == texts.count)
    for text in texts {
      let words = text.text.split(separator: " ").joined(separator: "")
      #expect(
        outline.texts.contains { $0.split(separator: " ").joined(separator: "") == words },
        "no <text> for \(text.text)")
    }
    // No glyph outlines.
    #expect(!svg.contains("<symbol") && !svg.contains("glyph"))
  }

  @Test func aCutTextIsWrittenAsItIsDrawn() throws {
    // One line limited to 100 points: the fixed-advance measurer keeps 12 characters,
    // "Network and…"; Pango cuts it where its glyphs stop fitting and ends it in "…" too.
    let root = `$`(
      nil, layout: VBox(align: .start),
      items: [`$`(Text("Network and Internet Settings", lineLimit: 1), width: 100, name: "title")])
    for measurer in [FixedAdvanceTextMeasurer() as any TextMeasurer, PangoTextMeasurer()] {
      let snapshot = LayoutSnapshot(
        root: root, size: Size(width: 200, height: 50), measurer: measurer)
      let path = temporaryDirectory().appendingPathComponent("cut.svg").path
      try ImageExport.write(snapshot, renderer: LayoutRenderer(), to: path)
      let outline = try Self.parse(try String(contentsOfFile: path, encoding: .utf8))
      let line = try #require(outline.texts.first { $0.hasPrefix("Network") })
      #expect(line.hasSuffix("…"), "\(measurer.name): \(line)")
      #expect(line.count < "Network and Internet Settings".count, "\(measurer.name): \(line)")
      if measurer is FixedAdvanceTextMeasurer { #expect(line == "Network and…") }
    }
  }

  @Test func unnamedAndDuplicateNamesGetTheirPath() throws {
    let root = `$`(
      nil, layout: VBox(),
      items: [
        `$`("twin", height: 10), `$`("twin", height: 10), `$`(nil, height: 10),
        `$`("has space", height: 10), `$`(Text("a < b & \"c\""), name: "special"),
      ])
    let snapshot = LayoutSnapshot(root: root, size: Size(width: 100, height: 100))
    let svg = SVGWriter.document(snapshot, renderer: LayoutRenderer())
    let outline = try Self.parse(svg)
    let ids = outline.elements.filter { $0.attributes["data-kind"] != nil }.compactMap {
      $0.attributes["id"]
    }
    #expect(
      ids == [
        "root", "root.items[0]", "root.items[1]", "root.items[2]", "root.items[3]", "special",
      ])
    #expect(outline.titles == ["VBox", "twin", "twin", "root.items[2]", "has space", "special"])
    #expect(outline.texts.contains("a < b & \"c\""))
  }

  @Test func aDeepTreeNestsAsFarAsXmlReadersAllow() throws {
    var component = `$`("leaf", height: 1)
    for _ in 0..<300 { component = `$`(nil, layout: Fit(), items: [component]) }
    let snapshot = LayoutSnapshot(root: component, size: Size(width: 10, height: 10))
    let svg = SVGWriter.document(snapshot, renderer: LayoutRenderer())
    let outline = try Self.parse(svg)
    #expect(outline.elements.filter { $0.attributes["data-kind"] != nil }.count == 301)
    #expect(outline.elements.contains { $0.attributes["id"] == "leaf" })
  }

  /// Issue 19: each group held its whole path, in its id, data-path and title, so 4,000
  /// nested backgrounds made 113 MB. Past 200 characters a group says its last step and its
  /// parent's id instead, and the file grows with the tree.
  @Test func aDeepTreeMakesAFileAsLargeAsTheTree() throws {
    func nested(_ depth: Int) -> LayoutSnapshot {
      var component = `$`(nil)
      for _ in 0..<depth { component = `$`(nil, background: [component]) }
      return LayoutSnapshot(root: component, size: Size(width: 100, height: 100))
    }
    let shallow = SVGWriter.document(nested(1_000), renderer: LayoutRenderer())
    let deep = SVGWriter.document(nested(2_000), renderer: LayoutRenderer())
    #expect(
      deep.utf8.count < 2 * shallow.utf8.count + 10_000,
      "\(shallow.utf8.count) then \(deep.utf8.count)")
    #expect(deep.utf8.count < 600 * 2_001)
    let outline = try Self.parse(deep)
    let groups = outline.elements.filter { $0.attributes["data-kind"] != nil }
    #expect(groups.count == 2_001)
    let ids = groups.compactMap { $0.attributes["id"] }
    #expect(Set(ids).count == ids.count)
    // Near the root the path is written out; deep down, the step and the parent.
    #expect(groups[1].attributes["data-path"] == "root.background[0]")
    #expect(outline.titles[1] == "root.background[0]")
    let last = try #require(groups.last)
    #expect(last.attributes["data-path"] == nil)
    #expect(last.attributes["data-step"] == "background[0]")
    let parent = try #require(last.attributes["data-parent"])
    #expect(Set(ids).contains(parent))
    #expect(outline.titles.last == "\(last.attributes["id"] ?? ""), background[0]")
  }
}
