import CGtk
import LayoutComposer
import LayoutComposerWidgets

extension PreviewWindow {
  /// The window's actions with their shortcuts (GNOME's conventions: Ctrl+O, Ctrl+R, Ctrl+Q,
  /// Ctrl+plus/minus, F9, Ctrl+? for the shortcuts). Each has a group and a title for the
  /// Keyboard Shortcuts window, which lists the accelerators GTK holds for them.
  func installActions() {
    add("open", .files, "Open a layout file", ["<Control>o"]) { $0.showOpenDialog() }
    add("reload", .files, "Reload the current layout", ["<Control>r", "F5"]) { $0.reload() }
    add("export", .files, "Export the view to PNG or SVG", ["<Control>e"]) {
      $0.showExportDialog()
    }
    add("zoom-in", .view, "Zoom in", ["<Control>plus", "<Control>equal", "<Control>KP_Add"]) {
      $0.setZoom($0.options.zoom * 1.25)
    }
    add("zoom-out", .view, "Zoom out", ["<Control>minus", "<Control>KP_Subtract"]) {
      $0.setZoom($0.options.zoom / 1.25)
    }
    add("zoom-reset", .view, "Zoom to 100%", ["<Control>0"]) { $0.setZoom(1) }
    add("rotate", .view, "Rotate: swap width and height", ["<Control>t"]) { $0.rotate() }
    add("toggle-variants", .view, "Variants view on or off", ["<Control><Shift>v"]) {
      $0.setVariants(!$0.showsVariants)
    }
    add("custom-size", .view, "Custom size…", []) { $0.showCustomSizeDialog() }
    add("toggle-sidebar", .window, "Show or hide the sidebar", ["F9"]) { $0.toggleSidebar() }
    add("toggle-inspector", .window, "Show or hide the inspector", ["<Control>i"]) {
      $0.toggleInspector()
    }
    add("shortcuts", .window, "Keyboard shortcuts", ["<Control>question", "<Control>slash"]) {
      $0.showShortcutsWindow()
    }
    add("about", .window, "About LayoutComposer", []) { $0.showAboutDialog() }
    add("close", .window, "Close the window", ["<Control>w"]) { $0.close() }
    add("quit", .window, "Quit", ["<Control>q"]) { window in
      if let app = gtk_window_get_application(window.window.as(GtkWindow.self)) {
        g_application_quit(raw(app).as(GApplication.self))
      }
    }
  }

  /// Where an action sits in the Keyboard Shortcuts window.
  enum ActionGroup: String, CaseIterable {
    case files = "Files"
    case view = "View"
    case window = "Window"
  }

  /// A window action as the Keyboard Shortcuts window lists it (`win.NAME`).
  struct ActionEntry {
    let name: String
    let group: ActionGroup
    let title: String
  }

  private func add(
    _ name: String, _ group: ActionGroup, _ title: String, _ accelerators: [String],
    _ perform: @escaping @MainActor (PreviewWindow) -> Void
  ) {
    let action = g_simple_action_new(name, nil)!
    GtkSignal.connect(raw(action), "activate") { [weak self] _ in
      if let self { perform(self) }
    }
    g_action_map_add_action(window.opaque, action)
    g_object_unref(raw(action))
    actionEntries.append(ActionEntry(name: name, group: group, title: title))
    guard let app = gtk_window_get_application(window.as(GtkWindow.self)) else { return }
    var strings = accelerators.map { strdup($0) }
    strings.append(nil)
    strings.withUnsafeBufferPointer { buffer in
      buffer.baseAddress!.withMemoryRebound(to: UnsafePointer<CChar>?.self, capacity: buffer.count)
      {
        gtk_application_set_accels_for_action(app, "win.\(name)", $0)
      }
    }
    for string in strings { free(string) }
  }

  /// The accelerators GTK holds for every action of the application (`win.open` →
  /// `<Control>o`), in the order our actions were added, then any others; actions without
  /// accelerators are left out. What the Keyboard Shortcuts window shows.
  func registeredAccelerators() -> [(action: String, accelerators: [String])] {
    guard let app = gtk_window_get_application(window.as(GtkWindow.self)) else { return [] }
    var names = actionEntries.map { "win.\($0.name)" }
    if let described = gtk_application_list_action_descriptions(app) {
      var index = 0
      while let name = described[index] {
        let text = String(cString: name)
        if !names.contains(text) { names.append(text) }
        index += 1
      }
      g_strfreev(described)
    }
    return names.compactMap { name in
      guard let accels = gtk_application_get_accels_for_action(app, name) else { return nil }
      defer { g_strfreev(accels) }
      var found: [String] = []
      var index = 0
      while let accel = accels[index] {
        found.append(String(cString: accel))
        index += 1
      }
      return found.isEmpty ? nil : (name, found)
    }
  }

  func toggleSidebar() {
    let widget = sidebar.as(GtkWidget.self)
    let visible = gtk_widget_get_visible(widget) == 0
    gtk_widget_set_visible(widget, visible ? 1 : 0)
    trace("sidebar \(visible ? "shown" : "hidden")")
  }

  func toggleInspector() {
    let widget = inspector.root.as(GtkWidget.self)
    let visible = gtk_widget_get_visible(widget) == 0
    gtk_widget_set_visible(widget, visible ? 1 : 0)
    trace("inspector-panel \(visible ? "shown" : "hidden")")
  }

  /// GtkFileChooserNative (GtkFileDialog is GTK 4.10). The dialog is ours until its
  /// response, where we drop it.
  func showOpenDialog() {
    let dialog = gtk_file_chooser_native_new(
      "Open Layout File", window.as(GtkWindow.self), GTK_FILE_CHOOSER_ACTION_OPEN, "_Open",
      "_Cancel")!
    let filter = gtk_file_filter_new()!
    gtk_file_filter_set_name(filter, "Layout files (*.json)")
    gtk_file_filter_add_pattern(filter, "*.json")
    gtk_file_chooser_add_filter(dialog, filter)  // the chooser keeps its own reference
    g_object_unref(raw(filter))
    Signal.connectInt(raw(dialog), "response") { [weak self] response in
      defer { g_object_unref(raw(dialog)) }
      guard let self, response == GTK_RESPONSE_ACCEPT.rawValue,
        let path = Self.chosenPath(raw(dialog))
      else { return }
      self.open(document: PreviewDocument.layoutFile(path))
    }
    gtk_native_dialog_show(raw(dialog).as(GtkNativeDialog.self))
  }

  func showExportDialog() {
    let dialog = gtk_file_chooser_native_new(
      "Export View", window.as(GtkWindow.self), GTK_FILE_CHOOSER_ACTION_SAVE, "_Export",
      "_Cancel")!
    let name = documentKey.split(separator: "/").last.map(String.init) ?? "layout"
    let base = name.hasSuffix(".json") ? String(name.dropLast(5)) : name
    gtk_file_chooser_set_current_name(dialog, "\(base).png")
    Signal.connectInt(raw(dialog), "response") { [weak self] response in
      defer { g_object_unref(raw(dialog)) }
      guard let self, response == GTK_RESPONSE_ACCEPT.rawValue,
        let path = Self.chosenPath(raw(dialog))
      else { return }
      _ = self.export(to: path)
    }
    gtk_native_dialog_show(raw(dialog).as(GtkNativeDialog.self))
  }

  private static func chosenPath(_ dialog: GPointer) -> String? {
    guard let file = gtk_file_chooser_get_file(dialog.opaque) else { return nil }
    defer { g_object_unref(raw(file)) }
    guard let path = g_file_get_path(file) else { return nil }
    defer { g_free(path) }
    return String(cString: path)
  }
}
