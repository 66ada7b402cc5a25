import LayoutComposer
import Testing

@Suite struct ValidationTests {
  @Test func reportsEveryProblemWithItsPlace() {
    let tree = `$`(
      nil, layout: VBox(defaultMargins: (0, -1, 0, 0), spacing: .nan),
      items: [
        `$`("ok", height: 10),
        `$`("bad", width: -5, flex: .infinity, margins: (0, 0, .nan, 0), aspectRatio: 0),
        `$`(nil, items: [`$`("orphan")]),
      ])
    #expect(
      tree.validate().map(\.description) == [
        "root.layout.defaultMargins.left: must not be negative, found -1",
        "root.layout.spacing: must be a finite number, found nan",
        "root.items[1].width: must not be negative, found -5",
        "root.items[1].flex: must be a finite number, found inf",
        "root.items[1].margins.bottom: must be a finite number, found nan",
        "root.items[1].aspectRatio: must be greater than 0, found 0",
        "root.items[2]: has items but no layout; give it layout: VBox(), HBox(), Relative() or Fit()",
      ])
  }

  @Test func validTreeHasNoProblems() {
    let tree = `$`(nil, layout: HBox(), items: [`$`("a", width: 0, flex: 1)])
    #expect(tree.validate().isEmpty)
  }

  @Test func itemsWithoutLayoutAreLaidOutAsFit() {
    // Reported by validate(), and laid out as Fit: the child fills.
    let frames = `$`(nil, items: [`$`("child", marginTop: 4)]).layout(in: phone)
    #expect(frames["child"] == Frame(x: 0, y: 4, width: 320, height: 476))
  }

  @Test func optionsWithoutEffectAreWarningsThatSayWhatToUse() {
    let tree = `$`(
      nil, layout: VBox(),
      items: [
        `$`("a", halign: .center),
        `$`(
          nil, valign: .bottom, layout: HBox(),
          items: [`$`("b", valign: .center), `$`("c", halign: .right)]),
        `$`(nil, layout: Relative(), items: [`$`("d", flex: 1, align: .center)]),
        `$`(nil, layout: Fit(), items: [`$`("e", halign: .left)]),
      ])
    #expect(
      tree.validate().map(\.description) == [
        "root.items[0].halign: warning: has no effect in a VBox; use align: .center",
        "root.items[1].valign: warning: has no effect in a VBox, which stacks vertically; use pack: .end on the VBox",
        "root.items[1].items[0].valign: warning: has no effect in an HBox; use align: .center",
        "root.items[1].items[1].halign: warning: has no effect in an HBox, which stacks horizontally; use pack: .end on the HBox",
        "root.items[2].items[0].align: warning: has no effect in a Relative; use halign: and valign:",
        "root.items[2].items[0].flex: warning: has no effect in a Relative; leave width or height unset to fill it",
        "root.items[3].items[0].halign: warning: has no effect in a Fit, whose children fill it; use a Relative",
      ])
    #expect(tree.validate().allSatisfy { $0.isWarning })
  }

  @Test func optionsOnTheRootAreWarnings() {
    let problems = `$`(nil, flex: 1, halign: .center, layout: VBox()).validate()
    #expect(
      problems.map(\.description) == [
        "root.halign: warning: has no effect on the root, which fills the area it is laid out in",
        "root.flex: warning: has no effect on the root, which fills the area it is laid out in",
      ])
  }

  @Test func aNameUsedTwiceIsAWarning() {
    let tree = `$`(
      nil, layout: VBox(),
      items: [`$`("title"), `$`(nil, layout: HBox(), items: [`$`("title")])])
    #expect(
      tree.validate().map(\.description) == [
        "root.items[1].items[0].name: warning: \"title\" is also the name of root.items[0]; lookups by name find that one"
      ])
  }

  @Test func valuesBeyondTheBoundsAreErrorsAndClamped() {
    let tree = `$`(
      nil, layout: VBox(),
      items: [
        `$`("a", height: 1e308, flex: 1e300, aspectRatio: .leastNonzeroMagnitude),
        `$`(Text("x", fontSize: 1e308), layoutPriority: .nan),
        `$`(Text("y", fontSize: -3)),
      ])
    #expect(
      tree.validate().map(\.description) == [
        "root.items[0].height: must be at most 1000000000, found 1e+308",
        "root.items[0].flex: must be at most 1000000000, found 1e+300",
        "root.items[0].aspectRatio: must be at least 1e-06, found 5e-324",
        "root.items[1].layoutPriority: must be a finite number, found nan",
        "root.items[1].fontSize: must be at most 10000, found 1e+308",
        "root.items[2].fontSize: must not be negative, found -3",
      ])
    // Laid out anyway, with the values clamped: every frame is finite.
    let frames = tree.layout(in: Size(width: 320, height: 480))
    for node in 0..<frames.count {
      let f = frames.frame(at: node)
      #expect([f.x, f.y, f.width, f.height].allSatisfy { $0.isFinite })
    }
    // "a" is 1e9 high (the bound) and 320 wide (stretch); the ratio does not apply (both
    // sizes are known). The texts follow it: "x" at the clamped size 10,000 is 5,000 × 12,500.
    #expect(frames["a"] == Frame(x: 0, y: 0, width: 320, height: 1e9))
    #expect(frames.frame(at: 2) == Frame(x: 0, y: 1e9, width: 320, height: 12_500))
  }

  @Test func deepTreesValidateInLinearTime() {
    // 200,000 levels, each with a negative margin: the walk is linear and the list stops at
    // the cap, with one line counting the rest. Paths deeper than 40 levels are shortened.
    var chain = `$`("leaf", marginTop: -1)
    for _ in 0..<199_999 { chain = `$`(nil, marginTop: -1, layout: VBox(), items: [chain]) }
    let problems = chain.validate()
    #expect(problems.count == Component.maximumListedProblems + 1)
    #expect(problems[0].description == "root.marginTop: must not be negative, found -1")
    #expect(problems[1].path == "root.items[0].marginTop")
    #expect(
      problems[50].path
        == "root" + String(repeating: ".items[0]", count: 16) + ".…(18 levels)…"
        + String(repeating: ".items[0]", count: 16) + ".marginTop")
    #expect(problems.last?.description == "root: … and 199900 more errors")
    #expect(problems.last?.unlistedCount == 199_900)
  }

  @Test func aLongListOfWarningsEndsInAWarningThatCountsTheRest() throws {
    // 150 harmless warnings: 100 listed, then one warning counting the other 50;
    // nothing in the list is an error, so a tool does not fail without --strict.
    let warnings = (0..<150).map { `$`("a\($0)", halign: .center) }
    let problems = `$`(nil, layout: VBox(), items: warnings).validate()
    #expect(problems.count == 101)
    #expect(problems.allSatisfy { $0.isWarning })
    #expect(problems.prefix(100).allSatisfy { $0.unlistedCount == 0 })
    #expect(problems[99].path == "root.items[99].halign")
    #expect(
      problems[100]
        == LayoutProblem(
          path: "root", message: "… and 50 more warnings", severity: .warning, unlistedCount: 50))
    #expect(problems[100].description == "root: warning: … and 50 more warnings")
    // 101 warnings: one left out, still a warning.
    let one = `$`(nil, layout: VBox(), items: Array(warnings.prefix(101))).validate()
    #expect(one.last?.description == "root: warning: … and 1 more warning")
    #expect(one.allSatisfy { $0.isWarning })

    // Errors and warnings left out are counted apart, each with its severity.
    let mixed = Array(warnings.prefix(120)) + (0..<30).map { `$`("e\($0)", width: -1) }
    let both = `$`(nil, layout: VBox(), items: mixed).validate()
    #expect(
      both.suffix(2) == [
        LayoutProblem(
          path: "root", message: "… and 30 more errors", severity: .error, unlistedCount: 30),
        LayoutProblem(
          path: "root", message: "… and 20 more warnings", severity: .warning, unlistedCount: 20),
      ])
  }

  @Test func placeholderBaselinesAreCheckedLikeLengths() {
    // The reader's words at the reader's path (`"baseline"` next to `"intrinsic"`).
    let tree = `$`(
      nil, layout: HBox(align: .firstBaseline),
      items: [.nan, .infinity, -.infinity, -1, 1e308, 12].map { baseline in
        `$`(Placeholder(width: 10, height: 20, baseline: baseline))
      })
    #expect(
      tree.validate().map(\.description) == [
        "root.items[0].baseline: must be a finite number, found nan",
        "root.items[1].baseline: must be a finite number, found inf",
        "root.items[2].baseline: must be a finite number, found -inf",
        "root.items[3].baseline: must not be negative, found -1",
        "root.items[4].baseline: must be at most 1000000000, found 1e+308",
      ])
  }

  @Test func percentagesAreCheckedLikeLengths() {
    let tree = `$`(
      nil, layout: VBox(),
      items: [
        `$`("a", width: .percent(-50)), `$`("b", height: .percent(Double.nan)),
        `$`("c", marginLeft: .percent(Double.infinity)), `$`("d", maxWidth: 1e308%),
        `$`("e", marginTop: 100%, minHeight: 50%),
      ])
    #expect(
      tree.validate().map(\.description) == [
        "root.items[0].width: must not be negative, found -50%",
        "root.items[1].height: must be a finite number, found nan%",
        "root.items[2].marginLeft: must be a finite number, found inf%",
        "root.items[3].maxWidth: must be at most 1000000000, found 1e+308%",
      ])
  }

  @Test func optionsInConflictAreWarnings() {
    let tree = `$`(
      nil, layout: VBox(align: .start),
      items: [
        `$`("ratio", width: 40, height: 30, aspectRatio: 2),
        `$`("ratioOneSize", width: 40, aspectRatio: 2),
        `$`("ratioPercent", width: 50%, height: 30, aspectRatio: 2),
        `$`("width", minWidth: 50, maxWidth: 20),
        `$`("height", minHeight: 50%, maxHeight: 10%),
        `$`("mixed", minWidth: 50%, maxWidth: 20),
        `$`("equal", minWidth: 20, maxWidth: 20),
      ])
    #expect(
      tree.validate().map(\.description) == [
        "root.items[0].aspectRatio: warning: has no effect: width and height are both given, "
          + "so the ratio decides neither",
        "root.items[3].maxWidth: warning: 20 is less than minWidth 50; the minimum wins, as in CSS",
        "root.items[4].maxHeight: warning: 10% is less than minHeight 50%; the minimum wins, "
          + "as in CSS",
      ])
    // What the warnings say is what the engine does: the ratio gives way, the minimum wins.
    let frames = tree.layout(in: Size(width: 320, height: 480))
    #expect(frames["ratio"] == Frame(x: 0, y: 0, width: 40, height: 30))
    #expect(frames["width"]?.width == 50)
    #expect(frames["height"]?.height == 240)
  }

  @Test func namesInMessagesAreEscapedAndCut() {
    let escape = "a\nb\u{1B}[31m"
    let long = String(repeating: "x", count: 100_000)
    let tree = `$`(
      nil, layout: VBox(), items: [`$`(escape), `$`(escape), `$`(long), `$`(long)])
    #expect(
      tree.validate().map(\.description) == [
        #"root.items[1].name: warning: "a\nb\u001b[31m" is also the name of root.items[0]; "#
          + "lookups by name find that one",
        "root.items[3].name: warning: \"" + String(repeating: "x", count: 40)
          + "…\" (100000 bytes) is also the name of root.items[2]; lookups by name find that one",
      ])
    #expect(LayoutProblem.quoted("tab\there \"q\" \\") == #""tab\there \"q\" \\""#)
    #expect(LayoutProblem.quoted("\u{7F}\u{9B}\u{202E}\u{2028}") == #""\u007f\u009b\u202e\u2028""#)
    #expect(LayoutProblem.escaped("bad\nname\u{1B}.json") == #"bad\nname\u001b.json"#)
    #expect(LayoutProblem.escaped(#"C:\dir\a.json"#) == #"C:\dir\a.json"#)
  }
}
