import LayoutComposer

/// The layouts of FlooidLayout's README. Its anchors become boxes: `container.edgesAnchor --
/// 10` is a margin of 10 on each side, `centerAnchor ==` a centred child, and
/// `heightAnchor == widthAnchor * 0.6` an aspect ratio of 1 / 0.6. Leading is left: the
/// engine has no right-to-left layout.
enum FlooidLayout {
  static let seed = "FlooidLayout README"
  static let phone = Size(width: 320, height: 480)

  static let samples: [Sample] = [image, edges, centeredIcon, halfSize, thumbnailRow]

  /// The README's first example: centred, 20 from the top, 20 in from each side, and 0.6 as
  /// high as it is wide.
  static let image = Sample(
    id: "flooid-image", title: "Image with ratio", seed: "\(seed): introduction", size: phone
  ) {
    `$`(
      "container", layout: VBox(),
      items: [
        `$`("image", marginTop: 20, marginLeft: 20, marginRight: 20, aspectRatio: 1 / 0.6)
      ])
  }

  /// `edgesAnchor == container.edgesAnchor -- 10`, `-- (horizontally: 20, vertically: 10)`
  /// and `-- (leading: 5, trailing: 15, top: 10, bottom: 20)`, side by side.
  static let edges = Sample(
    id: "flooid-edges", title: "Inset edges", seed: "\(seed): edgesAnchor",
    size: Size(width: 320, height: 120)
  ) {
    `$`(
      "container", layout: HBox(spacing: 10),
      items: [
        `$`(
          "equalContainer", flex: 1, layout: Fit(),
          item: `$`("equalInset", margins: (10, 10, 10, 10))),
        `$`(
          "axesContainer", flex: 1, layout: Fit(), item: `$`("axesInset", margins: (10, 20, 10, 20))
        ),
        `$`(
          "eachContainer", flex: 1, layout: Fit(),
          item: `$`("eachInset", margins: (10, 5, 20, 15))),
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

  /// `sizeAnchor == container.sizeAnchor * 0.5`, centred. Sizes relative to the parent
  /// cannot be expressed: the half size is computed from the sample's size.
  static let halfSize = Sample(
    id: "flooid-half-size", title: "Half the container, centred", seed: "\(seed): sizeAnchor",
    size: phone
  ) {
    `$`(
      "container", layout: Relative(),
      items: [
        `$`(
          "half", halign: .center, valign: .center, width: phone.width * 0.5,
          height: phone.height * 0.5)
      ])
  }

  /// `view.leadingAnchor == thumbnail.trailingAnchor + 15` with the two centred on one line
  /// (`leadingCenterAnchor == siblingView.trailingCenterAnchor`), and
  /// `view.widthAnchor <= container.widthAnchor * 0.8` as a `maxWidth` computed from the size.
  static let thumbnailRow = Sample(
    id: "flooid-thumbnail-row", title: "Thumbnail and label", seed: "\(seed): How it works",
    size: Size(width: 320, height: 80)
  ) {
    `$`(
      "container", layout: HBox(align: .center),
      items: [
        `$`("thumbnail", width: 60, height: 60, marginLeft: 10),
        `$`(
          Text("A title that wraps when it is long"), flex: 1, marginLeft: 15, name: "title",
          maxWidth: 320 * 0.8),
      ])
  }
}
