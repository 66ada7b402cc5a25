import CGtk

/// The previewer's CSS: the error banner, the status line and the inspector's monospace
/// text. Installed once per display.
@MainActor
enum Styles {
  private static var installed = false

  static let css = """
    .composer-banner { background-color: #c01c28; color: #ffffff; padding: 6px 12px; }
    .composer-status { padding: 3px 10px; font-size: smaller; }
    .composer-inspector { font-family: monospace; padding: 10px; }
    """

  static func install() {
    guard !installed, let display = gdk_display_get_default() else { return }
    installed = true
    let provider = gtk_css_provider_new()!
    gtk_css_provider_load_from_data(provider, css, -1)
    gtk_style_context_add_provider_for_display(
      display, OpaquePointer(provider), UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
    g_object_unref(provider)
  }
}
