import LayoutComposer
import Testing

@Test func smoke() {
  let header = `$`("header", height: 50)
  let root = `$`(nil, layout: VBox(), items: [header, `$`("body", flex: 1)])
  var tree = LayoutTree(root)
  let frames = tree.layout(in: Size(width: 320, height: 480))
  print(frames)
  #expect(frames[header] == Frame(x: 0, y: 0, width: 320, height: 50))
}
