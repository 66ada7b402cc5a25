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
    Sample(
      id: "margins-1", title: "Margins per component", seed: "\(seed): Margins", size: phone
    ) {
      `$`(
        nil, layout: VBox(),
        items: [
          `$`("view1", height: 50, marginTop: 10),
          `$`("view2", height: 100, marginTop: 10, marginLeft: 20, marginRight: 30),
          `$`("view3", height: 75, margins: (10, 30, 0, 20)),
        ])
    },
    Sample(id: "margins-2", title: "Default margins", seed: "\(seed): Margins", size: phone) {
      `$`(
        nil, layout: VBox(defaultMargins: (10, 20, 0, 20)),
        items: [
          `$`("view1", height: 50),
          `$`("view2", height: 100),
          `$`("view3", height: 75),
        ])
    },
    Sample(id: "align-1", title: "VBox align .start", seed: "\(seed): Alignment", size: phone) {
      `$`(
        nil, layout: VBox(defaultMargins: (10, 0, 0, 0), align: .start),
        items: [
          `$`("view1", width: 50, height: 50),
          `$`("view2", width: 100, height: 50),
          `$`("view3", width: 200, height: 100),
        ])
    },
    Sample(
      id: "align-2", title: "Align per component", seed: "\(seed): Alignment", size: phone
    ) {
      `$`(
        nil, layout: VBox(defaultMargins: (10, 0, 0, 0)),
        items: [
          `$`("view1", width: 200, flex: 1, align: .start),
          `$`("view2", width: 200, flex: 1, align: .center),
          `$`("view3", width: 200, flex: 1, align: .end),
          `$`("view4", width: 200, flex: 1),
          `$`("view5", flex: 1),
        ])
    },
    Sample(id: "pack-center", title: "Pack .center", seed: "\(seed): Pack", size: phone) {
      `$`(
        nil, layout: VBox(defaultMargins: (10, 0, 0, 0), pack: .center),
        items: [
          `$`("view1", height: 50),
          `$`("view2", height: 50),
          `$`("view3", height: 100),
        ])
    },
    Sample(id: "pack-fit", title: "Pack .fit", seed: "\(seed): Pack", size: phone) {
      `$`(
        nil, layout: VBox(defaultMargins: (10, 0, 0, 0), pack: .fit),
        items: [
          `$`("view1", height: 50),
          `$`("view2", height: 50),
          `$`("view3", height: 100),
        ])
    },
    Sample(id: "hbox", title: "HBox with flex", seed: "\(seed): HBox Layout", size: phone) {
      `$`(
        nil, layout: HBox(defaultMargins: (0, 10, 0, 0)),
        items: [
          `$`("view1", width: 50),
          `$`("view2", flex: 1),
          `$`("view3", flex: 3),
          `$`("view4", flex: 2),
        ])
    },
    Sample(
      id: "relative", title: "Relative corners and centre", seed: "\(seed): Relative Layout",
      size: phone
    ) {
      `$`(
        nil, layout: Relative(),
        items: [
          `$`("view1", halign: .left, valign: .top, width: 200, height: 100),
          `$`("view2", halign: .right, valign: .bottom, width: 200, height: 100),
          `$`("view3", halign: .center, valign: .center, width: 200, height: 100),
        ])
    },
    Sample(id: "fit", title: "Fit", seed: "\(seed): Fit Layout", size: phone) {
      `$`(nil, layout: Fit(), item: `$`("view1"))
    },
    profile,
    profileRightToLeft,
  ]

  /// The nested profile of "Nest Layouts". The labels measure their text (16 pt, fixed
  /// advance), which is what the README relies on for `nameLabel` and the others.
  static let profile = Sample(
    id: "profile", title: "Nested profile", seed: "\(seed): Nest Layouts", size: phone
  ) {
    let message = "Each layout pattern is able to contain other layout patterns ..."
    return `$`(
      nil, layout: VBox(),
      items: [
        `$`(
          "profileContainer", margins: (10, 10, 10, 10),
          layout: VBox(pack: .fit, defaultMargins: (0, 10, 0, 10)),
          items: [
            `$`(
              nil, height: 50, marginTop: 10, layout: Relative(),
              items: [
                `$`("icon", width: 50, height: 50, halign: .left),
                `$`("changeProfileBtn", width: 100, height: 20, halign: .right, valign: .top),
              ], name: "header"),
            `$`(Text("YKPaco"), marginTop: 5, name: "nameLabel"),
            `$`(Text("@ykpaco"), marginTop: 5, name: "userIDLabel"),
            `$`(Text(message), marginTop: 5, name: "messageLabel"),
            `$`(
              nil, height: 30, layout: HBox(),
              items: [
                `$`(Text("150 follows"), name: "followLabel"),
                `$`(Text("130 followers"), marginLeft: 10, name: "followerLabel"),
              ], name: "follows"),
          ])
      ])
  }

  /// The nested profile read right to left: the same tree, with the options that pin to a
  /// side written as leading and trailing (`halign: .leading` for the icon, `.trailing` for
  /// the button, `marginLeading` between the follow counts), so it mirrors. The margins and
  /// padding of the original are the same on both sides and need no change; the HBox of
  /// follow counts runs from the right by itself.
  static let profileRightToLeft = Sample(
    id: "profile-rtl", title: "Nested profile, right to left", seed: "\(seed): Nest Layouts",
    size: phone, direction: .rightToLeft
  ) {
    let message = "Each layout pattern is able to contain other layout patterns ..."
    return `$`(
      nil, layout: VBox(),
      items: [
        `$`(
          "profileContainer", margins: (10, 10, 10, 10),
          layout: VBox(pack: .fit, defaultMargins: (0, 10, 0, 10)),
          items: [
            `$`(
              nil, height: 50, marginTop: 10, layout: Relative(),
              items: [
                `$`("icon", width: 50, height: 50, halign: .leading),
                `$`(
                  "changeProfileBtn", width: 100, height: 20, halign: .trailing, valign: .top),
              ], name: "header"),
            `$`(Text("YKPaco"), marginTop: 5, name: "nameLabel"),
            `$`(Text("@ykpaco"), marginTop: 5, name: "userIDLabel"),
            `$`(Text(message), marginTop: 5, name: "messageLabel"),
            `$`(
              nil, height: 30, layout: HBox(),
              items: [
                `$`(Text("150 follows"), name: "followLabel"),
                `$`(Text("130 followers"), name: "followerLabel", marginLeading: 10),
              ], name: "follows"),
          ])
      ])
  }
}
