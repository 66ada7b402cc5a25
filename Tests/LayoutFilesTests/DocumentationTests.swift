import Foundation
import LayoutComposer
import LayoutComposerTestSupport
import LayoutFiles
import Testing

// The layout files shown in docs/layout-files.md read without problems, and the dumps shown
// after them are what the library prints, so the page cannot drift from the code.

private func documentationBlocks() throws -> [(language: String, text: String)] {
  let path = Fixtures.directory + "/../../docs/layout-files.md"
  let page = try String(contentsOfFile: path, encoding: .utf8)
  var blocks: [(String, String)] = []
  var current: (language: String, lines: [String])?
  for line in page.split(separator: "\n", omittingEmptySubsequences: false) {
    if line.hasPrefix("```") {
      if let open = current {
        blocks.append((open.language, open.lines.joined(separator: "\n")))
        current = nil
      } else {
        current = (String(line.dropFirst(3)), [])
      }
    } else {
      current?.lines.append(String(line))
    }
  }
  return blocks
}

@Test func documentedLayoutFilesReadAndGiveTheDocumentedFrames() throws {
  let blocks = try documentationBlocks()
  var checked = 0
  for (index, block) in blocks.enumerated()
  where block.language == "json" && block.text.hasPrefix("{\n  \"version\"") {
    let document = try LayoutDocument(json: block.text)
    checked += 1
    // The console block that follows shows `composer-layout … --format tree`.
    guard index + 1 < blocks.count, blocks[index + 1].language == "console" else { continue }
    let shown = blocks[index + 1].text.split(separator: "\n").dropFirst()
      .joined(separator: "\n")
    var tree = LayoutTree(document.root, checks: .off)
    #expect(tree.layout(in: document.size!).dump() == shown)
  }
  #expect(checked == 4)
}
