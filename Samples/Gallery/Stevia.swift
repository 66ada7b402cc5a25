import LayoutComposer
import LayoutLines

/// The layouts of Stevia's README, whose visual-format statements read as boxes:
/// `|-view-|` is a child with Stevia's default margin 8 on both sides, `~ 80` a height, a
/// number in `layout(...)` the gap above the next row, and `""` a flexible gap.
enum Stevia {
  static let seed = "Stevia README"
  static let phone = Size(width: 320, height: 568)
  /// Stevia's default margin, the `-` of `|-view`.
  static let margin = 8.0

  static let samples: [Sample] = [
    login, loginLines, avatar, avatarLines, leftMargins, followCell, followCellLines, centering,
    column,
  ]

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

  /// The login form as Stevia writes it, with the layout-line operators: the same boxes as
  /// `stevia-login` (the flexible gap is unnamed).
  static let loginLines = Sample(
    id: "stevia-login-lines", title: "Login form, layout lines",
    seed: "\(seed): Login View Example", size: phone
  ) {
    let email = `$`("email")
    let password = `$`("password")
    let login = `$`("login")
    var view = layout(100, |-email-| ~ 80, 8, |-password-| ~ 80, "", |login| ~ 80, 0)
    view.options.name = "loginView"
    return view
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

  /// `layout(50, |-15-avatar.size(60))` with the layout-line operators: a VBox whose one row
  /// is the avatar, 50 down and 15 in, where `stevia-avatar` uses a Relative; the avatar's
  /// frame is the same.
  static let avatarLines = Sample(
    id: "stevia-avatar-lines", title: "Avatar placed by a layout line",
    seed: "\(seed): Vertical layout", size: phone
  ) {
    let avatar = `$`("avatar", width: 60, height: 60)
    var view = layout(50, |-15 - avatar)
    view.options.name = "view"
    return view
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

  /// `alignHorizontally(|-avatar-15-name-20-followButton-|)` as a layout line: the operators
  /// build the HBox of `stevia-follow-cell`, the name flexing between the pinned edges.
  static let followCellLines = Sample(
    id: "stevia-follow-cell-lines", title: "Follow cell, layout line", seed: "\(seed): Alignment",
    size: Size(width: 320, height: 80)
  ) {
    let avatar = `$`("avatar", width: 50, height: 50)
    let name = `$`(Text("YKPaco"), name: "name")
    let followButton = `$`("followButton", width: 80, height: 30)
    var cell = (|-avatar - 15 - name - 20 - followButton-|).component
    cell.options.name = "followCell"
    return cell
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
