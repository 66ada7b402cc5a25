import CGtk
import LayoutComposer
import LayoutComposerWidgets

/// The nested profile of LayoutComposer's README ("Nest Layouts"), composed as the README
/// composes it, with real widgets: a card (profileContainer) holding the avatar and the
/// "Update Profile" button in a Relative, the name, the user id, a message that wraps, and
/// the follow counts in an HBox.
@MainActor
enum ProfileSample {
  static let sample = WidgetSample(
    id: "profile", title: "Profile", size: Size(width: 375, height: 667),
    summary: "LayoutComposer README's nested profile: avatar, button, labels, a wrapping message"
  ) { _ in build() }

  static let message =
    "Each layout pattern is able to contain other layout patterns as child components, so you"
    + " can form complicated layouts. Auto Layout code written by LayoutComposer expresses the"
    + " view hierarchy."

  static func build() -> SampleScreen {
    let profileContainer = Make.background(["profile-card"], name: "profileContainer")
    let icon = Make.picture(Artwork.avatar(initials: "YK", size: 100), name: "icon")
    let changeProfileBtn = Make.button(
      "Update Profile", name: "changeProfileBtn", classes: ["compact"])
    let nameLabel = Make.label("YKPaco", name: "nameLabel", classes: ["profile-name"])
    let userIDLabel = Make.label("@ykpaco", name: "userIDLabel", classes: ["dim-label"])
    let messageLabel = Make.label(message, name: "messageLabel", wraps: true)
    let followLabel = Make.label("150 follows", name: "followLabel")
    let followerLabel = Make.label("130 followers", name: "followerLabel")

    let contentView = LayoutContainer()
    contentView.applyLayout(
      VBox(),
      items: [
        `$`(
          profileContainer, margins: (10, 10, 10, 10),
          layout: VBox(pack: .fit, defaultMargins: (0, 10, 0, 10)),
          items: [
            `$`(
              nil, height: 50, marginTop: 10, layout: Relative(),
              items: [
                `$`(icon, width: 50, height: 50, halign: .left),
                `$`(changeProfileBtn, width: 100, height: 20, halign: .right, valign: .top),
              ]),
            `$`(nameLabel, marginTop: 5),
            `$`(userIDLabel, marginTop: 5),
            `$`(messageLabel, marginTop: 5),
            `$`(
              nil, height: 30, layout: HBox(),
              items: [
                `$`(followLabel),
                `$`(followerLabel, marginLeft: 10),
              ]),
          ])
      ])
    return SampleScreen(container: contentView)
  }
}
