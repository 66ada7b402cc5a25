import CGtk

/// The previewer's CSS: the error banner, the yellow warning line, the loading line, the
/// status line and the inspector's property list. Installed once per display.
@MainActor
enum Styles {
  private static var installed = false

  static let css = """
    .composer-banner { background-color: #c01c28; color: #ffffff; padding: 6px 12px; }
    .composer-warnings { background-color: #f6d32d; color: #3d3846; padding: 4px 12px; }
    .composer-loading { background-color: alpha(currentColor, 0.08); padding: 4px 12px; }
    .composer-status { padding: 3px 10px; font-size: smaller; }
    .composer-inspector-header { padding: 8px 10px 4px 10px; }
    .composer-properties { padding: 0 10px 10px 10px; }
    .composer-properties .composer-section { margin-top: 10px; }
    .composer-properties .composer-hidden { font-style: italic; }
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
