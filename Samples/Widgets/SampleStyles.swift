import CGtk

/// The samples' CSS, on top of GTK's Adwaita theme: card and bubble backgrounds, title sizes,
/// the compact button of the profile (the README gives it 100 x 20), the dark show screen, the
/// preferences page's header bar and boxed list, the pinboard's notes.
@MainActor
enum SampleStyles {
  static let css = """
    .profile-card { background: white; border-radius: 12px; box-shadow: 0 1px 3px alpha(black, 0.2); }
    button.compact { min-height: 0; min-width: 0; padding: 0 6px; font-size: 11px; }
    .profile-name { font-weight: bold; font-size: 18px; }
    .login-title { font-weight: 800; font-size: 26px; }
    button.link-text { color: #1c71d8; }
    .success { color: #26a269; }
    .chat-header { background: #3584e4; }
    .on-header { color: white; }
    .chat-name { font-weight: bold; }
    .chat-presence { font-size: 11px; opacity: 0.85; }
    .chat-messages { background: #ecebe9; }
    .chat-input { background: white; box-shadow: 0 -1px alpha(black, 0.1); }
    .bubble-mine { background: #3584e4; border-radius: 16px; }
    .bubble-mine label { color: white; }
    .bubble-theirs { background: white; border-radius: 16px; }
    layoutcomposer.flexandchill { background: #141414; color: #e6e6e6; }
    .flexandchill scrolledwindow, .flexandchill listview { background: #141414; }
    .flexandchill listview row { color: #e6e6e6; }
    .show-info { font-size: 13px; color: #b3b3b3; }
    .show-title { font-size: 18px; font-weight: bold; }
    .stars { color: #f5c211; }
    .tab-bar-selected { background: #e01b24; }
    .tab-selected { font-weight: bold; font-size: 13px; }
    .tab { font-size: 13px; color: #9a9a9a; }
    button.action { color: #e6e6e6; background: #303030; }
    .episode { padding: 10px 12px; }
    .settings-title { font-weight: 800; font-size: 22px; }
    .preferences-header { background: #ebebeb; box-shadow: inset 0 -1px alpha(black, 0.12); }
    .preferences-title { font-weight: bold; }
    .preferences-list { background: white; border-radius: 12px; box-shadow: 0 0 0 1px alpha(black, 0.1); }
    .pinboard-title { font-weight: 800; font-size: 22px; }
    .note { background: #fff5b8; border-radius: 8px; padding: 8px; box-shadow: 0 1px 2px alpha(black, 0.2); }
    """

  /// Adds the CSS for every window on the default display.
  static func install() {
    let provider = gtk_css_provider_new()!
    gtk_css_provider_load_from_data(provider, css, -1)
    gtk_style_context_add_provider_for_display(
      gdk_display_get_default(), OpaquePointer(provider),
      UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
    g_object_unref(provider)
  }
}
