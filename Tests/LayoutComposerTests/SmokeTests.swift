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

@Test func deep() {
  var c = `$`("leaf", width: 10, height: 10)
  for _ in 0..<100_000 { c = `$`(nil, layout: VBox(), items: [c]) }
  var tree = LayoutTree(c)
  let frames = tree.layout(in: Size(width: 320, height: 480))
  print(frames.absoluteFrame(named: "leaf") as Any)
}
