import CGtk
import CGtkShim
import LayoutComposer
import LayoutComposerWidgets

/// The primary menu at the end of the header bar, as GNOME apps have it (the HIG's
/// "open-menu-symbolic" button): Keyboard Shortcuts and About.
extension PreviewWindow {
  /// The primary menu's items: label and action, in order.
  static let primaryMenuItems: [(label: String, action: String)] = [
    ("_Keyboard Shortcuts", "win.shortcuts"),
    ("_About LayoutComposer", "win.about"),
  ]

  func buildPrimaryMenu() -> UnsafeMutablePointer<GtkWidget> {
    let button = keep(gtk_menu_button_new())
    primaryMenuButton = button
    gtk_menu_button_set_icon_name(button.opaque, "open-menu-symbolic")
    gtk_menu_button_set_primary(button.opaque, 1)  // F10 opens it, as in GNOME apps
    gtk_widget_set_tooltip_text(button.as(GtkWidget.self), "Main menu")
    let menu = g_menu_new()!
    for item in Self.primaryMenuItems { g_menu_append(menu, item.label, item.action) }
    // The button keeps its own reference to the model.
    gtk_menu_button_set_menu_model(button.opaque, raw(menu).as(GMenuModel.self))
    g_object_unref(raw(menu))
    return button.as(GtkWidget.self)
  }

  /// What the primary menu holds, as the control channel reports it:
  /// `open-menu-symbolic: _Keyboard Shortcuts=win.shortcuts, …`.
  func primaryMenuDescription() -> String {
    let icon = gtk_menu_button_get_icon_name(primaryMenuButton.opaque).map {
      String(cString: $0)
    }
    var items: [String] = []
    if let model = gtk_menu_button_get_menu_model(primaryMenuButton.opaque) {
      for index in 0..<g_menu_model_get_n_items(model) {
        func attribute(_ name: String) -> String {
          guard let value = g_menu_model_get_item_attribute_value(model, index, name, nil) else {
            return "?"
          }
          defer { g_variant_unref(value) }
          return String(cString: g_variant_get_string(value, nil))
        }
        items.append("\(attribute("label"))=\(attribute("action"))")
      }
    }
    return "\(icon ?? "no icon"): \(items.joined(separator: ", "))"
  }

  /// GtkAboutDialog with the program's name, version and licence. The repository has no
  /// public address yet, so there is no website link. GTK owns the dialog until it is
  /// closed; one is shown at a time.
  func showAboutDialog() {
    if let aboutDialog {
      gtk_window_present(aboutDialog.as(GtkWindow.self))
      return
    }
    let dialog = raw(gtk_about_dialog_new()!)
    aboutDialog = dialog
    let about = dialog.opaque
    gtk_about_dialog_set_program_name(about, "LayoutComposer")
    gtk_about_dialog_set_version(about, LayoutComposerVersion.current)
    gtk_about_dialog_set_comments(
      about,
      "Nested boxes for Linux apps in Swift, and this previewer: every frame drawn, named "
        + "and explained.")
    gtk_about_dialog_set_license_type(about, GTK_LICENSE_MIT_X11)
    gtk_about_dialog_set_logo_icon_name(about, "applications-graphics-symbolic")
    gtk_window_set_transient_for(dialog.as(GtkWindow.self), window.as(GtkWindow.self))
    gtk_window_set_modal(dialog.as(GtkWindow.self), 1)
    gtk_window_set_destroy_with_parent(dialog.as(GtkWindow.self), 1)
    GtkSignal.connect(dialog, "destroy") { [weak self] in self?.aboutDialog = nil }
    gtk_window_present(dialog.as(GtkWindow.self))
    trace("about \(aboutDescription())")
  }

  /// What the open About dialog says, read back from it: `LayoutComposer 0.1.0 mit-x11`.
  func aboutDescription() -> String {
    guard let aboutDialog else { return "closed" }
    let about = aboutDialog.opaque
    func text(_ value: UnsafePointer<CChar>?) -> String { value.map { String(cString: $0) } ?? "" }
    let license =
      gtk_about_dialog_get_license_type(about) == GTK_LICENSE_MIT_X11 ? "mit-x11" : "other"
    return "\(text(gtk_about_dialog_get_program_name(about))) "
      + "\(text(gtk_about_dialog_get_version(about))) \(license)"
  }

  /// A GtkShortcutsWindow built from the accelerators GTK holds for our actions right now,
  /// so it lists exactly the shortcuts that work. GTK 4.8 can only fill one from a
  /// GtkBuilder description.
  func showShortcutsWindow() {
    if let shortcutsWindow {
      gtk_window_present(shortcutsWindow.as(GtkWindow.self))
      return
    }
    let titles = Dictionary(
      actionEntries.map { ("win.\($0.name)", ($0.group.rawValue, $0.title)) },
      uniquingKeysWith: { first, _ in first })
    let entries = registeredAccelerators().map { found in
      let (group, title) = titles[found.action] ?? ("Other", found.action)
      return ShortcutsDescription.Entry(
        group: group, title: title, accelerators: found.accelerators)
    }
    let xml = ShortcutsDescription.builderXML(entries)
    let builder = gtk_builder_new_from_string(xml, -1)!
    defer { g_object_unref(raw(builder)) }
    guard let object = gtk_builder_get_object(builder, ShortcutsDescription.windowID) else {
      trace("error shortcuts window not built")
      return
    }
    // The window is GTK's (a toplevel) once built; the builder's reference goes with it.
    let shortcuts = GPointer(object)
    shortcutsWindow = shortcuts
    gtk_window_set_transient_for(shortcuts.as(GtkWindow.self), window.as(GtkWindow.self))
    gtk_window_set_destroy_with_parent(shortcuts.as(GtkWindow.self), 1)
    GtkSignal.connect(shortcuts, "destroy") { [weak self] in self?.shortcutsWindow = nil }
    gtk_window_present(shortcuts.as(GtkWindow.self))
    trace("shortcuts-window \(entries.count) shortcuts")
  }

  /// The shortcuts the open window shows, read from the GtkShortcutsShortcut widgets of its
  /// section (its search page holds copies): one `TITLE<TAB>ACCELERATORS` per shortcut.
  func shownShortcuts() -> [String] {
    guard let shortcutsWindow else { return [] }
    var found: [String] = []
    func visit(_ widget: UnsafeMutablePointer<GtkWidget>, inSection: Bool) {
      // Checked before `||`: its autoclosure would capture the widget pointer, which a
      // release build's region checker refuses.
      let isSection =
        g_type_check_instance_is_a(
          UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self),
          gtk_shortcuts_section_get_type()) != 0
      let inSection = inSection || isSection
      if inSection, cgtk_is_shortcuts_shortcut(widget) != 0 {
        func property(_ name: String) -> String {
          guard let value = cgtk_object_get_string(widget, name) else { return "" }
          defer { g_free(value) }
          return String(cString: value)
        }
        found.append("\(property("title"))\t\(property("accelerator"))")
      }
      var child = gtk_widget_get_first_child(widget)
      while let current = child {
        visit(current, inSection: inSection)
        child = gtk_widget_get_next_sibling(current)
      }
    }
    visit(shortcutsWindow.as(GtkWidget.self), inSection: false)
    return found
  }
}
