import LayoutComposer
import LayoutComposerGtk
import Testing

@Suite struct TextMeasuringTests {
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
    let measured = TextMeasuring.replacingMeasurer(in: root, with: Wide())
    var tree = LayoutTree(measured)
    let frames = tree.layout(in: Size(width: 300, height: 100))
    // align .start: the text takes its measured width, 5 characters × 10, and 20 high.
    #expect(frames["t"] == Frame(x: 0, y: 0, width: 50, height: 20))
    #expect(frames["box"] == Frame(x: 0, y: 20, width: 0, height: 5))
  }

  @Test func aTreeTwoHundredThousandLevelsDeepIsFine() {
    var node = `$`(Text("deep"), name: "leaf")
    for _ in 0..<200_000 { node = `$`(nil, layout: Fit(), item: node) }
    let measured = TextMeasuring.replacingMeasurer(in: node, with: Wide())
    var leaf = measured
    var depth = 0
    while let child = leaf.items.first {
      leaf = child
      depth += 1
    }
    #expect(depth == 200_000)
    #expect((leaf.item as? Text)?.measurer.name == "wide")
  }
}
