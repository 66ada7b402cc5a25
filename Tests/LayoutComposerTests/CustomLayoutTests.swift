import LayoutComposer
import LayoutSamples
import Testing

// Layouts of one's own: `CustomLayout` measures its children through proxies and
// places them with a request; the engine keeps padding, hidden children, caching and
// right-to-left around it. The photo wall is the gallery's Masonry sample, derived by hand in
// Samples/Gallery/OwnLayouts.swift.

/// Children side by side, each as wide as it wants, centred on the tallest: the smallest
/// layout a reader writes from `CustomLayout`'s documentation.
struct Row: CustomLayout {
  var spacing = 10.0

  func sizeThatFits(_ request: SizeRequest, children: LayoutChildren, cache: inout Void) -> Size {
    let sizes = children.map { $0.size(for: .unspecified) }
    let width = sizes.reduce(0) { $0 + $1.width } + spacing * Double(max(0, sizes.count - 1))
    return Size(width: width, height: sizes.map(\.height).max() ?? 0)
  }

  func placeChildren(in bounds: Frame, children: LayoutChildren, cache: inout Void) {
    var x = bounds.x
    for child in children {
      let size = child.size(for: .unspecified)
      child.place(
        at: Point(x: x, y: bounds.y + (bounds.height - size.height) / 2), request: .unspecified)
      x += size.width + spacing
    }
  }
}

/// Counts the caches a layout makes: one a pass, shared by measuring and placing.
final class CacheCounter: @unchecked Sendable { var made = 0 }

struct Counting: CustomLayout {
  let counter: CacheCounter

  func makeCache(children: LayoutChildren) -> Int {
    counter.made += 1
    return children.count
  }

  func sizeThatFits(_ request: SizeRequest, children: LayoutChildren, cache: inout Int) -> Size {
    Size(width: Double(cache) * 10, height: 10)
  }

  func placeChildren(in bounds: Frame, children: LayoutChildren, cache: inout Int) {
    for (k, child) in children.enumerated() {
      child.place(
        at: Point(x: bounds.x + Double(k) * 10, y: bounds.y), request: .height(forWidth: 10))
    }
  }
}

@Suite struct CustomLayoutTests {
  @Test func thePhotoWall() {
    let sample = Gallery.sample(named: "own-masonry")!
    let frames = sample.build().layout(in: sample.size)
    #expect(frames["wall"] == Frame(x: 0, y: 0, width: 328, height: 276))
    let expected: [(String, Frame)] = [
      ("photo1", Frame(x: 0, y: 0, width: 104, height: 104)),
      ("photo2", Frame(x: 112, y: 0, width: 104, height: 52)),
      ("photo3", Frame(x: 224, y: 0, width: 104, height: 208)),
      ("photo4", Frame(x: 112, y: 60, width: 104, height: 104)),
      ("photo5", Frame(x: 0, y: 112, width: 104, height: 52)),
      ("photo6", Frame(x: 0, y: 172, width: 104, height: 104)),
    ]
    for (name, frame) in expected { #expect(frames[name] == frame, "\(name)") }
    #expect(frames.layoutName(at: 1) == "Masonry")
  }

  /// The example in `CustomLayout`'s doc comment, as written there: the title sits after the
  /// 40-wide button and the 8 of spacing (x 48), centred on the 40-high row ((40 - 24) / 2).
  @Test func theDocCommentExample() {
    let toolbar = `$`(
      nil, layout: Row(spacing: 8),
      items: [
        `$`("back", width: 40, height: 40), `$`("title", width: 200, height: 24),
      ])
    let frames = toolbar.layout(in: Size(width: 400, height: 40))
    #expect(frames["back"] == Frame(x: 0, y: 0, width: 40, height: 40))
    #expect(frames["title"] == Frame(x: 48, y: 8, width: 200, height: 24))
  }

  @Test func rightToLeftMirrorsIt() {
    let sample = Gallery.sample(named: "own-masonry")!
    var tree = LayoutTree(sample.build())
    let frames = tree.layout(in: sample.size, direction: .rightToLeft)
    // Column 0 is on the right: x = 328 − 0 − 104.
    #expect(frames["photo1"] == Frame(x: 224, y: 0, width: 104, height: 104))
    #expect(frames["photo3"] == Frame(x: 0, y: 0, width: 104, height: 208))
  }

  @Test func aRowHugsAndCentres() {
    // In a VBox(align: .center) 320 wide the row hugs: 40 + 10 + 60 = 110, 30 high (the
    // tallest); x = (320 − 110) / 2 = 105. Its padding 5 is around its content box.
    let frames = `$`(
      nil, layout: VBox(align: .center),
      items: [
        `$`(
          nil, layout: Row(),
          items: [
            `$`(Placeholder("a", width: 40, height: 20)),
            `$`(Placeholder("b", width: 60, height: 30)),
          ], name: "row", padding: (5, 5, 5, 5))
      ]
    ).layout(in: Size(width: 320, height: 480))
    #expect(frames["row"] == Frame(x: 100, y: 0, width: 120, height: 40))
    #expect(frames["a"] == Frame(x: 5, y: 10, width: 40, height: 20))
    #expect(frames["b"] == Frame(x: 55, y: 5, width: 60, height: 30))
  }

  @Test func childrenSizeThemselvesForTheRequest() {
    // Asked for exactly 10 wide, a child with an explicit width keeps it; one with an aspect
    // ratio takes its height from the 10; a hidden child is not among the children and keeps
    // a zero frame.
    let counter = CacheCounter()
    var gone = `$`("gone", height: 4)
    gone.options.isHidden = true
    var tree = LayoutTree(
      `$`(
        nil, layout: Counting(counter: counter),
        items: [
          `$`("fixed", width: 30, height: 5),
          `$`("square", aspectRatio: 1),
          gone,
        ]), checks: .off)
    let frames = tree.layout(in: Size(width: 100, height: 100))
    #expect(frames["fixed"] == Frame(x: 0, y: 0, width: 30, height: 5))
    #expect(frames["square"] == Frame(x: 10, y: 0, width: 10, height: 10))
    #expect(frames["gone"] == Frame(x: 0, y: 0, width: 0, height: 0))
    #expect(frames.isHidden(at: 3))
    // The root fills the area: nothing measures it; its placement makes one cache.
    #expect(counter.made == 1)
    #expect(tree.size(for: SizeRequest.unspecified).size == Size(width: 20, height: 10))
  }

  @Test func explainSaysWhatTheLayoutAsked() {
    let sample = Gallery.sample(named: "own-masonry")!
    var tree = LayoutTree(sample.build())
    _ = tree.layout(in: sample.size)
    let why = tree.explain(named: "photo4")!
    #expect(why.width == "width 104 = Masonry asked for exactly 104")
    #expect(why.height == "height 104 = its ideal height, Masonry asked for any")
    #expect(why.y == "y 60 = placed there by Masonry")
  }

  @Test func optionsThatOtherLayoutsIgnoreAreNotWarnedAbout() {
    // A custom layout may read any option of its children.
    let root = `$`(nil, layout: Row(), items: [`$`("a", flex: 1, halign: .right)])
    #expect(root.validate().isEmpty)
  }
}
