import CGtk
import LayoutComposer
import LayoutComposerWidgets

/// The open Custom size dialog's widgets. GTK owns them (the dialog is a toplevel); the
/// window drops this when the dialog is destroyed.
struct CustomSizeDialog {
  let dialog: GPointer
  let entry: GPointer
  let error: GPointer
}

/// The size menu (Fit window, Own size, the presets, the custom size, "Custom size…") and the
/// dialog that asks for a custom size.
extension PreviewWindow {
  static let customSizeItem = "Custom size…"

  /// The sizes the menu lists, in order; "Custom size…" follows them.
  var sizeChoices: [CanvasSize] {
    CanvasSize.all + (customSize.map { [CanvasSize.custom($0)] } ?? [])
  }

  var sizeMenuLabels: [String] { sizeChoices.map(\.label) + [Self.customSizeItem] }

  func buildSizeMenu() -> UnsafeMutablePointer<GtkWidget> {
    var labels = sizeMenuLabels.map { strdup($0) }
    labels.append(nil)
    let dropDown = labels.withUnsafeBufferPointer { buffer in
      buffer.baseAddress!.withMemoryRebound(to: UnsafePointer<CChar>?.self, capacity: buffer.count)
      {
        gtk_drop_down_new_from_strings($0)!
      }
    }
    for label in labels { free(label) }
    presetDropDown = keep(dropDown)
    gtk_widget_set_tooltip_text(dropDown, "The size the layout is laid out at")
    selectSizeMenuItem()
    GtkSignal.connect(presetDropDown, "notify::selected") { [weak self] _ in
      guard let self, !self.updatingSizeMenu else { return }
      let index = Int(gtk_drop_down_get_selected(self.presetDropDown.opaque))
      let choices = self.sizeChoices
      if index < choices.count {
        self.setCanvasSize(choices[index], remember: true)
      } else if index == choices.count {
        // "Custom size…" is a command, not a size: the menu goes back to the size shown
        // (after GTK is done with this selection) and the dialog asks for one.
        runSoon { [weak self] in
          self?.selectSizeMenuItem()
          self?.showCustomSizeDialog()
        }
      }
    }
    return dropDown
  }

  /// Shows the current size as the menu's selection.
  func selectSizeMenuItem() {
    guard !closed, let index = sizeChoices.firstIndex(of: canvasSize) else { return }
    guard gtk_drop_down_get_selected(presetDropDown.opaque) != UInt32(index) else { return }
    updatingSizeMenu = true
    gtk_drop_down_set_selected(presetDropDown.opaque, UInt32(index))
    updatingSizeMenu = false
  }

  /// Replaces the menu's items after the fixed choices (the custom size changed).
  private func updateSizeMenuItems() {
    guard let model = gtk_drop_down_get_model(presetDropDown.opaque) else { return }
    let list = model
    let fixed = UInt32(CanvasSize.all.count)
    let old = g_list_model_get_n_items(model) - fixed
    var tail = sizeMenuLabels.dropFirst(Int(fixed)).map { strdup($0) }
    tail.append(nil)
    updatingSizeMenu = true
    tail.withUnsafeBufferPointer { buffer in
      buffer.baseAddress!.withMemoryRebound(to: UnsafePointer<CChar>?.self, capacity: buffer.count)
      {
        gtk_string_list_splice(list, fixed, old, $0)
      }
    }
    updatingSizeMenu = false
    for label in tail { free(label) }
  }

  /// The menu's items as GTK holds them, for the control channel (`size-menu`).
  func sizeMenuDescription() -> String {
    guard let model = gtk_drop_down_get_model(presetDropDown.opaque) else { return "" }
    let list = model
    let items = (0..<g_list_model_get_n_items(model)).map {
      String(cString: gtk_string_list_get_string(list, $0))
    }
    let selected = Int(gtk_drop_down_get_selected(presetDropDown.opaque))
    return items.enumerated().map { $0.offset == selected ? "[\($0.element)]" : $0.element }
      .joined(separator: "|")
  }

  /// Lays the layout out at a size the user chose, which the size menu then offers; with
  /// `remember` it is written to the settings file for the next runs.
  func applyCustomSize(_ size: Size, remember: Bool) {
    if customSize != size {
      customSize = size
      updateSizeMenuItems()
    }
    if remember, let settingsPath {
      var settings = PreviewSettings.load(from: settingsPath)
      settings.customSize = size
      do {
        try settings.save(to: settingsPath)
      } catch {
        statusExtra = "cannot remember the custom size: \(error.localizedDescription)"
      }
    }
    // The custom size is remembered above even when it is already the canvas (`--size`).
    setCanvasSize(.custom(size), remember: remember)
    selectSizeMenuItem()
  }

  /// A small dialog with one entry (`500x300`), an error line and Cancel / Apply, in GNOME's
  /// style (buttons in the header bar). Apply or Enter checks the text: a bad one keeps the
  /// dialog open and says what is wrong.
  func showCustomSizeDialog() {
    if let customSizeDialog {
      gtk_window_present(customSizeDialog.dialog.as(GtkWindow.self))
      return
    }
    let dialog = raw(gtk_window_new()!)
    let dialogWindow = dialog.as(GtkWindow.self)
    gtk_window_set_title(dialogWindow, "Custom Size")
    gtk_window_set_transient_for(dialogWindow, window.as(GtkWindow.self))
    gtk_window_set_modal(dialogWindow, 1)
    gtk_window_set_destroy_with_parent(dialogWindow, 1)
    gtk_window_set_resizable(dialogWindow, 0)
    gtk_window_set_default_size(dialogWindow, 340, -1)

    let header = gtk_header_bar_new()!
    gtk_header_bar_set_show_title_buttons(OpaquePointer(header), 0)
    let cancel = gtk_button_new_with_mnemonic("_Cancel")!
    let apply = gtk_button_new_with_mnemonic("_Apply")!
    gtk_widget_add_css_class(apply, "suggested-action")
    gtk_header_bar_pack_start(OpaquePointer(header), cancel)
    gtk_header_bar_pack_end(OpaquePointer(header), apply)
    gtk_window_set_titlebar(dialogWindow, header)

    let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 8)!
    for side in [gtk_widget_set_margin_top, gtk_widget_set_margin_bottom] { side(box, 18) }
    for side in [gtk_widget_set_margin_start, gtk_widget_set_margin_end] { side(box, 18) }
    let prompt = gtk_label_new_with_mnemonic("_Width × height, in points")!
    gtk_label_set_xalign(OpaquePointer(prompt), 0)
    let entry = gtk_entry_new()!
    gtk_label_set_mnemonic_widget(OpaquePointer(prompt), entry)
    let shown = customSize ?? snapshot?.size ?? CanvasSize.Preset.phone.size
    gtk_editable_set_text(OpaquePointer(entry), CustomSize.text(shown))
    gtk_entry_set_placeholder_text(raw(entry).as(GtkEntry.self), "375x667")
    gtk_entry_set_activates_default(raw(entry).as(GtkEntry.self), 0)
    let error = gtk_label_new(nil)!
    gtk_label_set_xalign(OpaquePointer(error), 0)
    gtk_label_set_wrap(OpaquePointer(error), 1)
    gtk_label_set_max_width_chars(OpaquePointer(error), 40)
    gtk_widget_add_css_class(error, "error")
    gtk_widget_set_visible(error, 0)
    for widget in [prompt, entry, error] { gtk_box_append(raw(box).as(GtkBox.self), widget) }
    gtk_window_set_child(dialogWindow, box)

    customSizeDialog = CustomSizeDialog(dialog: dialog, entry: raw(entry), error: raw(error))
    GtkSignal.connect(dialog, "destroy") { [weak self] in self?.customSizeDialog = nil }
    GtkSignal.connect(cancel, "clicked") { gtk_window_destroy(dialogWindow) }
    GtkSignal.connect(apply, "clicked") { [weak self] in self?.applyCustomSizeDialog() }
    GtkSignal.connect(entry, "activate") { [weak self] in self?.applyCustomSizeDialog() }
    GtkSignal.connect(entry, "changed") { gtk_widget_set_visible(error, 0) }
    gtk_window_present(dialogWindow)
    gtk_widget_grab_focus(entry)
    trace("custom-size-dialog \(CustomSize.text(shown))")
  }

  /// Apply: the typed size, or its mistake under the entry.
  func applyCustomSizeDialog() {
    guard let open = customSizeDialog else { return }
    let text = String(cString: gtk_editable_get_text(open.entry.opaque))
    do {
      let size = try CustomSize.parse(text)
      gtk_window_destroy(open.dialog.as(GtkWindow.self))
      applyCustomSize(size, remember: true)
    } catch {
      gtk_label_set_text(open.error.opaque, error.message)
      gtk_widget_set_visible(open.error.as(GtkWidget.self), 1)
      trace("custom-size-error \(error.message)")
    }
  }

  /// Types a text into the open dialog and applies it as Apply and Enter do, for the
  /// control channel's `custom-size-type`.
  func typeCustomSize(_ text: String) -> String? {
    guard let open = customSizeDialog else { return "no Custom size dialog open" }
    gtk_editable_set_text(open.entry.opaque, text)
    applyCustomSizeDialog()
    return nil
  }
}
