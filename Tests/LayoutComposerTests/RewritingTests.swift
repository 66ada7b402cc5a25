import LayoutComposer
import Testing

@Suite struct RewritingTests {
  struct Wide: TextMeasurer {
    var name: String { "wide" }
    func size(of text: String, fontSize: Double, wrappingTo width: Double?) -> Size {
      Size(width: Double(text.count) * 10, height: 20)
    }
  }

  @Test func textLeavesGetTheMeasurerAndLayOutWithIt() {
    let root = `$`(
      nil, layout: VBox(align: .start),
      items: [`$`(Text("hello"), name: "t"), `$`("box", height: 5)])
    let measured = root.replacingTextMeasurer(Wide())
    var tree = LayoutTree(measured)
    let frames = tree.layout(in: Size(width: 300, height: 100))
    // align .start: the text takes its measured width, 5 characters × 10, and 20 high.
    #expect(frames["t"] == Frame(x: 0, y: 0, width: 50, height: 20))
    #expect(frames["box"] == Frame(x: 0, y: 20, width: 0, height: 5))
  }

  @Test func aTreeTwoHundredThousandLevelsDeepIsFine() {
    var node = `$`(Text("deep"), name: "leaf")
    for _ in 0..<200_000 { node = `$`(nil, layout: Fit(), item: node) }
    let measured = node.replacingTextMeasurer(Wide())
    var leaf = measured
    var depth = 0
    while let child = leaf.items.first {
      leaf = child
      depth += 1
    }
    #expect(depth == 200_000)
    #expect((leaf.item as? Text)?.measurer.name == "wide")
  }

  @Test func rewrittenVisitsInPreOrderAndKeepsIds() {
    let b = `$`("b")
    let root = `$`(nil, layout: VBox(), items: [`$`(nil, layout: HBox(), items: [`$`("a")]), b])
    var seen: [Int] = []
    let renamed = root.rewritten { component, index in
      seen.append(index)
      component.options.name = "n\(index)"
    }
    // Children are rebuilt before their parent; indices are pre-order (root 0, HBox 1, a 2, b 3).
    #expect(seen == [2, 1, 3, 0])
    let frames = renamed.layout(in: Size(width: 10, height: 10))
    #expect(frames.name(at: 3) == "n3")
    #expect(frames[b] == Frame(x: 0, y: 0, width: 10, height: 0))
  }
}
