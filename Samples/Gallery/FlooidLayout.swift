import LayoutComposer

/// The examples of FlooidLayout's README, one sample per example block, each anchor
/// expression translated into a box option (the comment above each child names the
/// expression). The translation:
///
/// - `edgesAnchor == container.edgesAnchor -- 10`: margins of 10 on a child that fills (a
///   `Fit` child, or a stretched one); `-- (leading: 5, …)` uses `marginLeading` and
///   `marginTrailing`, which mirror in right-to-left.
/// - `centerAnchor == container.centerAnchor`: `halign: .center, valign: .center`.
/// - `sizeAnchor == container.sizeAnchor * 0.5`, `widthAnchor <= container.widthAnchor * 0.8`:
///   percentages of the parent's content box (`width: 50%`, `maxWidth: 80%`).
/// - `heightAnchor == widthAnchor * 0.6`: `aspectRatio: 1 / 0.6` (width / height).
/// - `leadingAnchor == sibling.trailingAnchor + 15`: the two in an `HBox`, with a leading
///   margin of 15; a corner relative to a sibling's corner: an overlay of the sibling.
///
/// What has no box: sizes larger than the container (`sizeAnchor == container.sizeAnchor +
/// 20`; margins cannot be negative) and constraint priorities (`--! .priority(…)`): our
/// options are not constraints that can be broken.
enum FlooidLayout {
  static let seed = "FlooidLayout README"
  static let phone = Size(width: 320, height: 480)

  static let samples: [Sample] = [
    image, expressions, thumbnailRow, sizes, centeredIcon, halfSize, centers, edges,
    horizontalEdges, verticalEdges,
  ]

  /// A panel of the side-by-side samples: a `Fit` container named after what it shows.
  static func panel(_ name: String, _ child: Component) -> Component {
    `$`(name, flex: 1, layout: Fit(), item: child)
  }

  /// The README's first example: centred, 20 from the top, 20 in from each side, and 0.6 as
  /// high as it is wide.
  static let image = Sample(
    id: "flooid-image", title: "Image with ratio", seed: "\(seed): introduction", size: phone
  ) {
    `$`(
      "container", layout: VBox(),
      items: [
        // centerXAnchor == container.centerXAnchor: stretched between equal margins.
        // topAnchor == container.topAnchor + 20: marginTop 20.
        // widthAnchor == container.widthAnchor -- 20: marginLeft and marginRight 20.
        // heightAnchor == widthAnchor * 0.6: aspectRatio 1 / 0.6.
        `$`("image", marginTop: 20, marginLeft: 20, marginRight: 20, aspectRatio: 1 / 0.6)
      ])
  }

  /// "How it works": the kinds of layout expression, one panel each (the anchor with a
  /// multiplier and the one with a constant are the thumbnail row, next sample).
  static let expressions = Sample(
    id: "flooid-expressions", title: "Layout expressions", seed: "\(seed): How it works",
    size: Size(width: 320, height: 120)
  ) {
    `$`(
      "container", layout: HBox(spacing: 10),
      items: [
        // view.heightAnchor == 50: a constant; the README leaves the rest free, so the
        // view fills the width and is centred.
        panel("constantPanel", `$`("fixedHeight", height: 50)),
        // view.leadingAnchor == container.centerXAnchor: a leading margin of half the width.
        panel("anchorPanel", `$`("fromCentre", marginLeft: 50%)),
        // view.heightAnchor == container.heightAnchor * 0.8 - 10: a box of 80% holding the
        // view with 10 points below it.
        `$`(
          "multiplierConstantPanel", flex: 1, layout: VBox(),
          items: [
            `$`(
              nil, height: 80%, layout: Fit(), items: [`$`("eightyMinusTen", marginBottom: 10)],
              name: "eightyPercent")
          ]),
      ])
  }

  /// `view.leadingAnchor == thumbnail.trailingAnchor + 15` with the two centred on one line
  /// (`leadingCenterAnchor == siblingView.trailingCenterAnchor`), and
  /// `view.widthAnchor <= container.widthAnchor * 0.8`: the title hugs its text up to 80% of
  /// the row and wraps there.
  static let thumbnailRow = Sample(
    id: "flooid-thumbnail-row", title: "Thumbnail and label", seed: "\(seed): How it works",
    size: Size(width: 480, height: 80)
  ) {
    `$`(
      "container", layout: HBox(align: .center),
      items: [
        `$`("thumbnail", width: 60, height: 60, marginLeading: 10),
        // leadingAnchor == thumbnail.trailingAnchor + 15: marginLeading 15 in the row.
        // widthAnchor <= container.widthAnchor * 0.8: maxWidth 80%.
        `$`(
          Text("A title that wraps when it is longer than the row"), name: "title",
          maxWidth: 80%, marginLeading: 15),
      ])
  }

  /// The `sizeAnchor` examples that a box can express, each centred in its own panel (the
  /// README leaves the position free).
  static let sizes = Sample(
    id: "flooid-sizes", title: "Sizes from the container", seed: "\(seed): sizeAnchor",
    size: Size(width: 320, height: 210)
  ) {
    `$`(
      "container", layout: VBox(spacing: 10),
      items: [
        `$`(
          "firstRow", flex: 1, layout: HBox(spacing: 10),
          items: [
            // sizeAnchor == container.sizeAnchor: no size, no margins: it fills.
            panel("samePanel", `$`("sameSize")),
            // sizeAnchor == container.sizeAnchor -- 20: 20 in on every side.
            panel("shrunkPanel", `$`("shrunk", margins: (20, 20, 20, 20))),
            // sizeAnchor == container.sizeAnchor -- (width: 20, height: 10).
            panel("shrunkPerAxisPanel", `$`("shrunkPerAxis", margins: (10, 20, 10, 20))),
          ]),
        `$`(
          "secondRow", flex: 1, layout: HBox(spacing: 10),
          items: [
            // sizeAnchor == CGSize(width: 30, height: 30).
            panel("constantPanel", `$`("constant", width: 30, height: 30)),
            // sizeAnchor == container.sizeAnchor * 0.5.
            panel("scaledPanel", `$`("scaled", width: 50%, height: 50%)),
            // sizeAnchor == container.sizeAnchor * (width: 0.5, height: 0.4).
            panel("scaledPerAxisPanel", `$`("scaledPerAxis", width: 50%, height: 40%)),
          ]),
      ])
  }

  /// `sizeAnchor == CGSize(width: 30, height: 30)` with `centerAnchor == container.centerAnchor`.
  static let centeredIcon = Sample(
    id: "flooid-centered-icon", title: "Fixed size, centred", seed: "\(seed): sizeAnchor",
    size: Size(width: 120, height: 120)
  ) {
    `$`(
      "container", layout: Relative(),
      items: [`$`("icon", halign: .center, valign: .center, width: 30, height: 30)])
  }

  /// `sizeAnchor == container.sizeAnchor * 0.5`, centred: `width: 50%, height: 50%`.
  static let halfSize = Sample(
    id: "flooid-half-size", title: "Half the container, centred", seed: "\(seed): sizeAnchor",
    size: phone
  ) {
    `$`(
      "container", layout: Relative(),
      items: [`$`("half", width: 50%, height: 50%, halign: .center, valign: .center)])
  }

  /// The `centerAnchor` examples and the other location anchors.
  static let centers = Sample(
    id: "flooid-centers", title: "Centres and corners", seed: "\(seed): centerAnchor",
    size: Size(width: 320, height: 120)
  ) {
    `$`(
      "container", layout: HBox(spacing: 10),
      items: [
        // centerAnchor == container.centerAnchor.
        `$`(
          "centrePanel", flex: 1, layout: Relative(),
          items: [`$`("centred", halign: .center, valign: .center, width: 40, height: 40)]),
        // leadingTopAnchor == icon.leadingTopAnchor + 20: a corner placed from a sibling's
        // corner is an overlay of that sibling, 20 in from its leading and top edges.
        `$`(
          "cornerPanel", flex: 1, layout: Relative(),
          items: [
            `$`(
              "icon", halign: .leading, valign: .top, width: 40, height: 40, marginTop: 10,
              overlay: [
                `$`(
                  "fromIconCorner", halign: .leading, valign: .top, width: 30, height: 30,
                  marginTop: 20, marginLeading: 20)
              ], marginLeading: 10)
          ]),
        // leadingCenterAnchor == siblingView.trailingCenterAnchor + (x: 10, y: 0): a row
        // centred on one line, 10 after the sibling.
        `$`(
          "besidePanel", flex: 1, layout: HBox(align: .center),
          items: [
            `$`("siblingView", width: 40, height: 40),
            `$`("besideSibling", width: 30, height: 20, marginLeading: 10),
          ]),
      ])
  }

  /// The `edgesAnchor` examples side by side.
  static let edges = Sample(
    id: "flooid-edges", title: "Inset edges", seed: "\(seed): edgesAnchor",
    size: Size(width: 350, height: 120)
  ) {
    `$`(
      "container", layout: HBox(spacing: 10),
      items: [
        // edgesAnchor == container.edgesAnchor.
        panel("sameContainer", `$`("sameEdges")),
        // edgesAnchor == container.edgesAnchor -- 10.
        panel("equalContainer", `$`("equalInset", margins: (10, 10, 10, 10))),
        // edgesAnchor == container.edgesAnchor -- (horizontally: 20, vertically: 10).
        panel("axesContainer", `$`("axesInset", margins: (10, 20, 10, 20))),
        // edgesAnchor == container.edgesAnchor -- (leading: 5, trailing: 15, top: 10,
        // bottom: 20).
        panel(
          "eachContainer",
          `$`(
            "eachInset", marginTop: 10, marginBottom: 20, marginLeading: 5, marginTrailing: 15)),
      ])
  }

  /// The `horizontalEdgesAnchor` examples: the vertical place is free in the README, so each
  /// view is 40 high and centred.
  static let horizontalEdges = Sample(
    id: "flooid-horizontal-edges", title: "Inset leading and trailing edges",
    seed: "\(seed): horizontalEdgesAnchor", size: Size(width: 320, height: 120)
  ) {
    `$`(
      "container", layout: HBox(spacing: 10),
      items: [
        // horizontalEdgesAnchor == container.horizontalEdgesAnchor.
        panel("sameContainer", `$`("sameEdges", height: 40)),
        // horizontalEdgesAnchor == container.horizontalEdgesAnchor -- 10.
        panel(
          "equalContainer", `$`("equalInset", height: 40, marginLeading: 10, marginTrailing: 10)),
        // horizontalEdgesAnchor == container.horizontalEdgesAnchor -- (leading: 5,
        // trailing: 15).
        panel("eachContainer", `$`("eachInset", height: 40, marginLeading: 5, marginTrailing: 15)),
      ])
  }

  /// The `verticalEdgesAnchor` examples: each view is 40 wide and centred.
  static let verticalEdges = Sample(
    id: "flooid-vertical-edges", title: "Inset top and bottom edges",
    seed: "\(seed): verticalEdgesAnchor", size: Size(width: 320, height: 120)
  ) {
    `$`(
      "container", layout: HBox(spacing: 10),
      items: [
        // verticalEdgesAnchor == container.verticalEdgesAnchor.
        panel("sameContainer", `$`("sameEdges", width: 40)),
        // verticalEdgesAnchor == container.verticalEdgesAnchor -- 10.
        panel("equalContainer", `$`("equalInset", width: 40, marginTop: 10, marginBottom: 10)),
        // verticalEdgesAnchor == container.verticalEdgesAnchor -- (top: 10, bottom: 20).
        panel("eachContainer", `$`("eachInset", width: 40, marginTop: 10, marginBottom: 20)),
      ])
  }
}
