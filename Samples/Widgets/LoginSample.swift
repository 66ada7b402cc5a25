import CGtk
import LayoutComposer
import LayoutComposerWidgets

/// A login form: a logo, a title, email and password entries, a centred "Sign in" button as
/// wide as its label, a status line that is hidden until the button is clicked (hidden, it
/// takes no space), and a "Forgot password?" link at the bottom.
@MainActor
enum LoginSample {
  static let sample = WidgetSample(
    id: "login", title: "Sign in", size: Size(width: 375, height: 667),
    summary: "a login form: entries, a centred button that hugs its label, a link at the bottom",
    build: build)

  static func build(_ events: SampleEvents) -> SampleScreen {
    let logo = Make.picture(Artwork.avatar(initials: "LC", size: 128), name: "logo")
    let title = Make.label("Welcome back", name: "title", classes: ["login-title"], xalign: 0.5)
    let subtitle = Make.label(
      "Sign in to continue", name: "subtitle", classes: ["dim-label"], xalign: 0.5)
    let email = Make.entry(placeholder: "Email", name: "email")
    let password = Make.entry(placeholder: "Password", name: "password", password: true)
    let signIn = Make.button("Sign in", name: "signIn", classes: ["suggested-action", "pill"])
    let status = Make.label("", name: "status", classes: ["success"], xalign: 0.5)
    gtk_widget_set_visible(status.gtk, 0)
    let forgot = Make.button("Forgot password?", name: "forgot", classes: ["flat", "link-text"])

    let signInAction: @MainActor () -> Void = {
      let address = String(cString: gtk_editable_get_text(email.opaque))
      events.emit("sign-in \(address)")
      gtk_label_set_text(status.opaque, "Signed in as \(address)")
      gtk_widget_set_visible(status.gtk, 1)
    }
    GtkSignal.connect(signIn.gtk, "clicked", signInAction)
    GtkSignal.connect(password.gtk, "activate", signInAction)
    GtkSignal.connect(email.gtk, "activate") {
      gtk_widget_grab_focus(password.gtk)
    }
    GtkSignal.connect(forgot.gtk, "clicked") { events.emit("forgot-password") }

    let screen = LayoutContainer()
    screen.applyLayout(
      VBox(align: .center),
      items: [
        `$`(nil, flex: 1),
        // A column of one width, centred: the entries stretch to it.
        `$`(
          nil, width: 320, layout: VBox(),
          items: [
            `$`(logo, width: 64, height: 64, align: .center),
            `$`(title, marginTop: 16),
            `$`(subtitle, marginTop: 4),
            `$`(email, marginTop: 32),
            `$`(password, marginTop: 12),
            `$`(signIn, align: .center, marginTop: 24),
            `$`(status, marginTop: 12),
          ], name: "form"),
        `$`(nil, flex: 1),
        `$`(forgot, marginTop: 16, marginBottom: 24),
      ])
    return SampleScreen(container: screen)
  }
}
