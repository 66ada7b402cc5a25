import LayoutComposer

/// The layouts of the Yoga tutorial (Ray Wenderlich), written with `$`.
///
/// Yoga's concepts map onto ours: a column is a `VBox` and a row an `HBox`, `flexGrow` is
/// `flex`, `justifyContent` is `pack`, `alignItems` is the layout's `align` and `alignSelf`
/// the child's `align`; padding, margins and `aspectRatio` keep their names. Yoga's default
/// `alignItems` is stretch, as ours.
enum YogaTutorial {
  static let seed = "Yoga tutorial"
  static let fiddle = Size(width: 400, height: 100)
  /// The iPhone 7 Plus the tutorial runs on, in portrait and landscape.
  static let portrait = Size(width: 414, height: 736)
  static let landscape = Size(width: 736, height: 414)

  static let samples: [Sample] =
    [flexbox, fiddleRed, fiddleRedBlue, fiddleGrow, fiddleFinal]
    + [tryoutRow, tryoutPadding, tryoutHCenter, tryoutCentered, tryoutLandscape]
    + [FlexAndChill.screen]

  // MARK: Unpacking Flexbox

  /// The figures of "Unpacking Flexbox": one row per `justify-content` value (flex-start,
  /// flex-end, center, space-between, space-around), then one per `align-items` value
  /// (start, center, end), three 50-point boxes in each.
  static let flexbox = Sample(
    id: "yoga-flexbox", title: "justify-content and align-items",
    seed: "\(seed): Unpacking Flexbox", size: Size(width: 300, height: 640)
  ) {
    let packs: [(String, Pack)] = [
      ("flexStart", .start), ("flexEnd", .end), ("center", .center),
      ("spaceBetween", .spaceBetween), ("spaceAround", .spaceAround),
    ]
    let aligns: [(String, Align)] = [
      ("alignStart", .start), ("alignCenter", .center), ("alignEnd", .end),
    ]
    func boxes(_ row: String, height: Double) -> [Component] {
      (1...3).map { `$`("\(row)-item\($0)", width: 50, height: height) }
    }
    let justifyRows = packs.map { name, pack in
      `$`(nil, height: 60, layout: HBox(pack: pack), items: boxes(name, height: 50), name: name)
    }
    let alignRows = aligns.map { name, align in
      `$`(
        nil, height: 90, layout: HBox(align: align), items: boxes(name, height: 50), name: name)
    }
    return `$`(
      nil, layout: VBox(defaultMargins: (10, 0, 0, 0)), items: justifyRows + alignRows,
      name: "flexbox")
  }

  // MARK: Flexbox examples (jsFiddle)

  static let fiddleRed = Sample(
    id: "yoga-fiddle-red", title: "jsFiddle: a red box", seed: "\(seed): Flexbox Examples",
    size: fiddle
  ) {
    `$`(
      nil, width: 400, height: 100, layout: HBox(),
      items: [`$`("red", width: 80)], name: "white")
  }

  static let fiddleRedBlue = Sample(
    id: "yoga-fiddle-red-blue", title: "jsFiddle: red and blue",
    seed: "\(seed): Flexbox Examples", size: fiddle
  ) {
    `$`(
      nil, width: 400, height: 100, layout: HBox(),
      items: [`$`("red", width: 80), `$`("blue", width: 80)], name: "white")
  }

  /// `flex-grow: 1` with `width: 80px`: the width is the flex basis, so the blue box grows
  /// from 80 by all the free space.
  static let fiddleGrow = Sample(
    id: "yoga-fiddle-grow", title: "jsFiddle: blue grows", seed: "\(seed): Flexbox Examples",
    size: fiddle
  ) {
    `$`(
      nil, width: 400, height: 100, layout: HBox(),
      items: [`$`("red", width: 80), `$`("blue", width: 80, flex: 1)], name: "white")
  }

  static let fiddleFinal = Sample(
    id: "yoga-fiddle-final", title: "jsFiddle: padding, margin, align-self",
    seed: "\(seed): Flexbox Examples", size: fiddle
  ) {
    `$`(
      nil, width: 400, height: 100, layout: HBox(),
      items: [
        `$`("red", width: 80, marginRight: 10),
        `$`("blue", width: 80, height: 25, flex: 1, align: .center),
      ], name: "white", padding: (10, 10, 10, 10))
  }

  // MARK: Your first layout (YogaTryout)

  /// The gray `contentView` placed by its own margins, as `applyLayout(preservingOrigin:)`
  /// does on a root that is not itself in a Yoga tree; a `Relative` root stands for the
  /// window.
  static let tryoutRow = Sample(
    id: "yoga-tryout-row", title: "YogaTryout: a row with a growing child",
    seed: "\(seed): Your First Layout", size: portrait
  ) {
    `$`(
      nil, layout: Relative(),
      items: [
        `$`(
          "contentView", halign: .left, valign: .top, width: 320, height: 80,
          marginTop: 40, marginLeft: 10, layout: HBox(),
          items: [`$`("child1", width: 80), `$`("child2", width: 80, flex: 1)])
      ], name: "window")
  }

  static let tryoutPadding = Sample(
    id: "yoga-tryout-padding", title: "YogaTryout: padding, margin, alignSelf",
    seed: "\(seed): Your First Layout", size: portrait
  ) {
    `$`(
      nil, layout: Relative(),
      items: [
        `$`(
          "contentView", halign: .left, valign: .top, width: 320, height: 80,
          marginTop: 40, marginLeft: 10, layout: HBox(),
          items: [
            `$`("child1", width: 80, marginRight: 10),
            `$`("child2", width: 80, height: 20, flex: 1, align: .center),
          ], padding: (10, 10, 10, 10))
      ], name: "window")
  }

  /// The tryout content, once the root view is in the Yoga tree too.
  static func tryoutContent(marginTop: Double?) -> Component {
    `$`(
      "contentView", width: 320, height: 80, marginTop: marginTop, layout: HBox(),
      items: [
        `$`("child1", width: 80, marginRight: 10),
        `$`("child2", width: 80, height: 20, flex: 1, align: .center),
      ], padding: (10, 10, 10, 10))
  }

  static let tryoutHCenter = Sample(
    id: "yoga-tryout-hcenter", title: "YogaTryout: centred horizontally",
    seed: "\(seed): Your First Layout", size: portrait
  ) {
    `$`(
      "view", width: 414, height: 736, layout: VBox(align: .center),
      items: [tryoutContent(marginTop: 40)])
  }

  static let tryoutCentered = Sample(
    id: "yoga-tryout-centered", title: "YogaTryout: centred both ways",
    seed: "\(seed): Your First Layout", size: portrait
  ) {
    `$`(
      "view", width: 414, height: 736, layout: VBox(align: .center, pack: .center),
      items: [tryoutContent(marginTop: nil)])
  }

  /// After `viewWillTransition`: the root takes the landscape size and stays centred.
  static let tryoutLandscape = Sample(
    id: "yoga-tryout-landscape", title: "YogaTryout: centred in landscape",
    seed: "\(seed): Your First Layout", size: landscape
  ) {
    `$`(
      "view", width: 736, height: 414, layout: VBox(align: .center, pack: .center),
      items: [tryoutContent(marginTop: nil)])
  }
}
