import LayoutComposer

/// The examples of LayoutComposer's README, with only `$` → `` `$` `` and lowercase enum
/// cases changed. Views become named placeholders; labels become `Text`.
enum LayoutComposerReadme {
  static let seed = "LayoutComposer README"
  static let phone = Size(width: 320, height: 480)

  static let samples: [Sample] = [
    Sample(id: "basic", title: "Basic", seed: "\(seed): Basic", size: phone) {
      `$`(
        nil, layout: VBox(),
        items: [
          `$`("view1", height: 50),
          `$`("view2", height: 100),
          `$`("view3", height: 75),
        ])
    },
    Sample(id: "vbox-flex", title: "VBox with flex", seed: "\(seed): VBox Layout", size: phone) {
      `$`(
        nil, layout: VBox(),
        items: [
          `$`("view1", height: 50),
          `$`("view2", height: 100),
          `$`("view3", flex: 1),
          `$`("view4", flex: 2),
        ])
    },
  ]
}
