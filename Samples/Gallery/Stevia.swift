import LayoutComposer

/// The layouts of Stevia's README, whose visual-format statements read as boxes:
/// `|-view-|` is a child with Stevia's default margin 8 on both sides, `~ 80` a height, a
/// number in `layout(...)` the gap above the next row, and `""` a flexible gap.
enum Stevia {
  static let seed = "Stevia README"
  static let phone = Size(width: 320, height: 568)
  /// Stevia's default margin, the `-` of `|-view`.
  static let margin = 8.0

  static let samples: [Sample] = [login, avatar, leftMargins, followCell, centering, column]

  /// `layout(100, |-email-| ~ 80, 8, |-password-| ~ 80, "", |login| ~ 80, 0)`: two fields
  /// 100 points down, the button pinned to the bottom, and a flexible gap between.
  static let login = Sample(
    id: "stevia-login", title: "Login form", seed: "\(seed): Login View Example", size: phone
  ) {
    `$`(
      nil, layout: VBox(),
      items: [
        `$`("email", height: 80, marginTop: 100, marginLeft: margin, marginRight: margin),
        `$`("password", height: 80, marginTop: 8, marginLeft: margin, marginRight: margin),
        `$`(nil, flex: 1, name: "flexibleGap"),
        `$`("login", height: 80),
      ], name: "loginView")
  }

  /// `layout(50, |-15-avatar.size(60))`: 50 from the top, 15 from the left, 60 × 60.
  static let avatar = Sample(
    id: "stevia-avatar", title: "Avatar placed by layout", seed: "\(seed): Vertical layout",
    size: phone
  ) {
    `$`(
      nil, layout: Relative(),
      items: [
        `$`(
          "avatar", halign: .left, valign: .top, width: 60, height: 60, marginTop: 50,
          marginLeft: 15)
      ], name: "view")
  }

  /// `|label`, `|-label` and `|-42-label`: no margin, the default one, a custom one. Stevia
  /// says nothing of their vertical places; here they are three rows.
  static let leftMargins = Sample(
    id: "stevia-left-margins", title: "Left margins", seed: "\(seed): Horizontal layout",
    size: Size(width: 320, height: 120)
  ) {
    `$`(
      nil, layout: VBox(align: .start, spacing: 8),
      items: [
        `$`(Text("|label"), name: "flushLabel"),
        `$`(Text("|-label"), marginLeft: margin, name: "defaultMarginLabel"),
        `$`(Text("|-42-label"), marginLeft: 42, name: "customMarginLabel"),
      ], name: "view")
  }

  /// `alignHorizontally(|-avatar-15-name-20-followButton-|)`: a row centred vertically. In
  /// Auto Layout the name label, hugging least, takes the free width: it has `flex: 1`.
  static let followCell = Sample(
    id: "stevia-follow-cell", title: "Follow cell", seed: "\(seed): Alignment",
    size: Size(width: 320, height: 80)
  ) {
    `$`(
      nil, layout: HBox(align: .center),
      items: [
        `$`("avatar", width: 50, height: 50, marginLeft: margin),
        `$`(Text("YKPaco"), flex: 1, marginLeft: 15, name: "name"),
        `$`("followButton", width: 80, height: 30, marginLeft: 20, marginRight: margin),
      ], name: "followCell")
  }

  /// `imageView.centerInContainer()`.
  static let centering = Sample(
    id: "stevia-centering", title: "Centred in container", seed: "\(seed): Centering",
    size: phone
  ) {
    `$`(
      nil, layout: Relative(),
      items: [`$`("imageView", halign: .center, valign: .center, width: 120, height: 120)],
      name: "view")
  }

  /// `alignVertically(title, subtitle, text)`: one vertical line through the centres, as a
  /// centred column.
  static let column = Sample(
    id: "stevia-align-vertically", title: "Aligned vertically", seed: "\(seed): Alignment",
    size: Size(width: 320, height: 200)
  ) {
    `$`(
      nil, layout: VBox(align: .center, pack: .center, spacing: 8),
      items: [
        `$`(Text("Title", fontSize: 24), name: "title"),
        `$`(Text("Subtitle"), name: "subtitle"),
        `$`(Text("Some longer body text", fontSize: 14), name: "text"),
      ], name: "view")
  }
}
