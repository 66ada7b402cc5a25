import Dispatch
import LayoutComposer
import LayoutComposerTestSupport
import Synchronization
import Testing

// Trees far deeper than any screen: measuring recurses once per level, so a 100,000-deep
// chain must run on a large stack, and compiling and dropping it must not recurse.
@Suite struct DeepTreeTests {
  /// `depth` VBoxes around a 10×10 leaf named "leaf".
  func chain(depth: Int) -> (root: Component, leaf: Component) {
    let leaf = `$`("leaf", width: 10, height: 10)
    var component = leaf
    for _ in 0..<depth { component = `$`(nil, layout: VBox(), items: [component]) }
    return (component, leaf)
  }

  @Test(
    .disabled(
      if: Sanitizers.thread,
      "ThreadSanitizer's shadow stack holds 65,536 calls; measuring this chain takes 700,000 (Sanitizers.thread)"
    ))
  func hundredThousandDeepChainLaysOut() {
    let (root, leaf) = chain(depth: 100_000)
    var tree = LayoutTree(root)
    #expect(tree.count == 100_001)
    let frames = tree.layout(in: phone)
    // The root fills 320×480. Each VBox below is stretched to 320 and takes its content's
    // height: the leaf's explicit 10. The leaf has an explicit width, so stretch centres it:
    // x = (320 - 10) / 2 = 155, in its parent and, all origins being 0, absolutely.
    #expect(frames[root] == Frame(x: 0, y: 0, width: 320, height: 480))
    #expect(frames[leaf] == Frame(x: 155, y: 0, width: 10, height: 10))
    #expect(frames.absoluteFrame(named: "leaf") == Frame(x: 155, y: 0, width: 10, height: 10))
    #expect(frames.frame(at: 1) == Frame(x: 0, y: 0, width: 320, height: 10))
    #expect(frames.frame(at: 100_000 - 1) == Frame(x: 0, y: 0, width: 320, height: 10))
  }

  @Test(
    .disabled(
      if: Sanitizers.thread,
      "ThreadSanitizer's shadow stack holds 65,536 calls; measuring this chain takes 700,000 (Sanitizers.thread)"
    ))
  func hundredThousandDeepChainRelaysOutAfterChange() {
    let (root, leaf) = chain(depth: 100_000)
    var tree = LayoutTree(root)
    _ = tree.layout(in: phone)
    tree.updateHeight(leaf, 30)
    let frames = tree.layout(in: phone)
    // The new height travels up the whole chain: every VBox below the root is 30 high.
    #expect(frames[leaf] == Frame(x: 155, y: 0, width: 10, height: 30))
    #expect(frames.frame(at: 1) == Frame(x: 0, y: 0, width: 320, height: 30))
    #expect(frames.frame(at: 100_000 - 1) == Frame(x: 0, y: 0, width: 320, height: 30))
  }

  @Test func deepPassesOneAfterAnotherStayExact() {
    // Passes deeper than 256 levels run on a thread whose stack memory is kept for the next
    // one: a deep tree, a shallower one and the first again must all come out exact.
    for depth in [2_000, 600, 2_000] {
      let (root, leaf) = chain(depth: depth)
      var tree = LayoutTree(root)
      let frames = tree.layout(in: phone)
      #expect(frames[leaf] == Frame(x: 155, y: 0, width: 10, height: 10))
      #expect(frames.frame(at: depth - 1) == Frame(x: 0, y: 0, width: 320, height: 10))
    }
  }

  @Test func deepPassesOnSeveralThreadsAtOnceStayExact() {
    // Each pass takes the kept stack or maps one of its own; none may share one.
    let leafFrames = Mutex<[Frame?]>(Array(repeating: nil, count: 6))
    DispatchQueue.concurrentPerform(iterations: 6) { job in
      let (root, leaf) = chain(depth: 1_000 + 200 * job)
      var tree = LayoutTree(root)
      let frame = tree.layout(in: phone)[leaf]
      leafFrames.withLock { $0[job] = frame }
    }
    let expected = Frame(x: 155, y: 0, width: 10, height: 10)
    #expect(leafFrames.withLock { $0 } == Array(repeating: expected, count: 6))
  }
}

@Suite struct DeepDumpTests {
  @Test(
    .disabled(
      if: Sanitizers.thread,
      "ThreadSanitizer's shadow stack holds 65,536 calls; measuring this chain takes 210,000 (Sanitizers.thread)"
    ))
  func aDeepDumpIsIndentedAtMostSixtyFourLevels() {
    // 30,000 VBoxes around a leaf: each line is at most 128 spaces of indentation, a depth
    // marker beyond level 64, the name or `_`, the layout and the frame.
    var chain = `$`("leaf", height: 10)
    for _ in 0..<30_000 { chain = `$`(nil, layout: VBox(), items: [chain]) }
    let lines = chain.layout(in: Size(width: 320, height: 480)).dump().split(separator: "\n")
    #expect(lines.count == 30_001)
    #expect(lines[64] == String(repeating: " ", count: 128) + "VBox {0, 0, 320, 10}")
    #expect(lines[65] == String(repeating: " ", count: 128) + "[depth 65] VBox {0, 0, 320, 10}")
    #expect(
      lines[30_000] == String(repeating: " ", count: 128) + "[depth 30000] leaf {0, 0, 320, 10}")
  }
}
