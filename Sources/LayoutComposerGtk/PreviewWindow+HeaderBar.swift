import CGtk
import LayoutComposer
import LayoutComposerWidgets

extension PreviewWindow {
  /// The toggles of the View menu with the control channel's names for them.
  static let viewToggles:
    [(key: String, label: String, option: WritableKeyPath<RenderOptions, Bool>)] = [
      ("names", "Names where they fit", \.names),
      ("allnames", "Every name, even over content", \.allNames),
      ("notes", "Flex, pack and align notes in names", \.notes),
      ("fills", "Translucent fills", \.fills),
      ("borders", "Borders", \.borders),
      ("margins", "Margins", \.margins),
      ("texts", "Text", \.texts),
      ("exploded", "Exploded view", \.exploded),
    ]

  func buildHeaderBar() -> UnsafeMutablePointer<GtkWidget> {
    let bar = gtk_header_bar_new()!
    let header = OpaquePointer(bar)
    gtk_header_bar_pack_start(
      header, iconButton("sidebar-show-symbolic", "win.toggle-sidebar", "Sidebar (F9)"))
    gtk_header_bar_pack_start(
      header, iconButton("document-open-symbolic", "win.open", "Open a layout file (Ctrl+O)"))
    gtk_header_bar_pack_start(
      header, iconButton("view-refresh-symbolic", "win.reload", "Reload (Ctrl+R)"))
    gtk_header_bar_pack_start(header, buildSizeMenu())
    gtk_header_bar_pack_start(
      header,
      iconButton(
        "object-rotate-right-symbolic", "win.rotate", "Rotate: swap width and height (Ctrl+T)"))
    variantsButton = keep(gtk_toggle_button_new_with_label("Variants"))
    gtk_widget_set_tooltip_text(
      variantsButton.as(GtkWidget.self),
      "Phone, tablet, desktop and this window side by side (Ctrl+Shift+V)")
    gtk_toggle_button_set_active(variantsButton.as(GtkToggleButton.self), showsVariants ? 1 : 0)
    GtkSignal.connect(variantsButton, "toggled") { [weak self] in
      guard let self else { return }
      self.setVariants(
        gtk_toggle_button_get_active(self.variantsButton.as(GtkToggleButton.self)) != 0)
    }
    gtk_header_bar_pack_start(header, variantsButton.as(GtkWidget.self))

    titleLabel = keep(gtk_label_new(""))
    gtk_label_set_ellipsize(titleLabel.opaque, PANGO_ELLIPSIZE_END)
    gtk_label_set_width_chars(titleLabel.opaque, 12)
    gtk_widget_add_css_class(titleLabel.as(GtkWidget.self), "title")
    gtk_header_bar_set_title_widget(header, titleLabel.as(GtkWidget.self))

    gtk_header_bar_pack_end(header, buildPrimaryMenu())
    gtk_header_bar_pack_end(
      header,
      iconButton("sidebar-show-right-symbolic", "win.toggle-inspector", "Inspector (Ctrl+I)"))
    gtk_header_bar_pack_end(header, labelButton("Export…", "win.export", "PNG or SVG (Ctrl+E)"))
    gtk_header_bar_pack_end(header, buildViewMenu())
    gtk_header_bar_pack_end(
      header, iconButton("zoom-in-symbolic", "win.zoom-in", "Zoom in (Ctrl++)"))
    zoomLabel = keep(gtk_label_new("100%"))
    gtk_label_set_width_chars(zoomLabel.opaque, 5)
    gtk_header_bar_pack_end(header, zoomLabel.as(GtkWidget.self))
    gtk_header_bar_pack_end(
      header, iconButton("zoom-out-symbolic", "win.zoom-out", "Zoom out (Ctrl+-)"))
    return bar
  }

  private func iconButton(_ icon: String, _ action: String, _ tip: String) -> UnsafeMutablePointer<
    GtkWidget
  > {
    let button = gtk_button_new_from_icon_name(icon)!
    gtk_actionable_set_action_name(OpaquePointer(button), action)
    gtk_widget_set_tooltip_text(button, tip)
    return button
  }

  private func labelButton(_ label: String, _ action: String, _ tip: String)
    -> UnsafeMutablePointer<GtkWidget>
  {
    let button = gtk_button_new_with_label(label)!
    gtk_actionable_set_action_name(OpaquePointer(button), action)
    gtk_widget_set_tooltip_text(button, tip)
    return button
  }

  /// The debugging techniques of the talk as check buttons, the text measurer as a choice
  /// of two and the layout direction as a choice of three, in a popover.
  private func buildViewMenu() -> UnsafeMutablePointer<GtkWidget> {
    let menuButton = gtk_menu_button_new()!
    gtk_menu_button_set_label(OpaquePointer(menuButton), "View")
    let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 4)!
    for toggle in Self.viewToggles {
      let check = keep(gtk_check_button_new_with_label(toggle.label))
      viewChecks[toggle.key] = check
      gtk_check_button_set_active(
        check.as(GtkCheckButton.self), options[keyPath: toggle.option] ? 1 : 0)
      GtkSignal.connect(check, "toggled") { [weak self] in
        guard let self else { return }
        self.options[keyPath: toggle.option] =
          gtk_check_button_get_active(check.as(GtkCheckButton.self)) != 0
        self.redraw()
      }
      gtk_box_append(raw(box).as(GtkBox.self), check.as(GtkWidget.self))
    }
    gtk_box_append(raw(box).as(GtkBox.self), gtk_separator_new(GTK_ORIENTATION_HORIZONTAL))
    let heading = gtk_label_new("Measure text with")!
    gtk_label_set_xalign(OpaquePointer(heading), 0)
    gtk_widget_add_css_class(heading, "heading")
    gtk_box_append(raw(box).as(GtkBox.self), heading)
    var group: UnsafeMutablePointer<GtkCheckButton>?
    for choice in PreviewSettings.Measurer.allCases {
      let check = keep(gtk_check_button_new_with_label(choice.label))
      measurerChecks[choice] = check
      gtk_check_button_set_group(check.as(GtkCheckButton.self), group)
      group = group ?? check.as(GtkCheckButton.self)
      gtk_check_button_set_active(check.as(GtkCheckButton.self), choice == measurerChoice ? 1 : 0)
      GtkSignal.connect(check, "toggled") { [weak self] in
        guard let self, gtk_check_button_get_active(check.as(GtkCheckButton.self)) != 0 else {
          return
        }
        self.setMeasurer(choice, remember: true)
      }
      gtk_box_append(raw(box).as(GtkBox.self), check.as(GtkWidget.self))
    }
    gtk_box_append(raw(box).as(GtkBox.self), gtk_separator_new(GTK_ORIENTATION_HORIZONTAL))
    let directionHeading = gtk_label_new("Layout direction")!
    gtk_label_set_xalign(OpaquePointer(directionHeading), 0)
    gtk_widget_add_css_class(directionHeading, "heading")
    gtk_box_append(raw(box).as(GtkBox.self), directionHeading)
    var directionGroup: UnsafeMutablePointer<GtkCheckButton>?
    for choice in PreviewSettings.Direction.allCases {
      let check = keep(gtk_check_button_new_with_label(choice.label))
      directionChecks[choice] = check
      gtk_check_button_set_group(check.as(GtkCheckButton.self), directionGroup)
      directionGroup = directionGroup ?? check.as(GtkCheckButton.self)
      gtk_check_button_set_active(
        check.as(GtkCheckButton.self), choice == directionChoice ? 1 : 0)
      GtkSignal.connect(check, "toggled") { [weak self] in
        guard let self, gtk_check_button_get_active(check.as(GtkCheckButton.self)) != 0 else {
          return
        }
        self.setDirection(choice, remember: true)
      }
      gtk_box_append(raw(box).as(GtkBox.self), check.as(GtkWidget.self))
    }
    let popover = gtk_popover_new()!
    gtk_popover_set_child(raw(popover).as(GtkPopover.self), box)
    gtk_menu_button_set_popover(OpaquePointer(menuButton), popover)
    return menuButton
  }

  /// Sets a View toggle as the menu would, keeping its check button in step.
  func setToggle(_ key: String, _ value: Bool) {
    guard let toggle = Self.viewToggles.first(where: { $0.key == key }) else { return }
    options[keyPath: toggle.option] = value
    if let check = viewChecks[key],
      (gtk_check_button_get_active(check.as(GtkCheckButton.self)) != 0) != value
    {
      gtk_check_button_set_active(check.as(GtkCheckButton.self), value ? 1 : 0)
    }
    redraw()
  }

  /// Measures text leaves with real fonts or the tests' measurer from now on: the layout is
  /// read again with it, and with `remember` the choice is written to the settings file.
  func setMeasurer(_ choice: PreviewSettings.Measurer, remember: Bool) {
    if let check = measurerChecks[choice],
      gtk_check_button_get_active(check.as(GtkCheckButton.self)) == 0
    {
      gtk_check_button_set_active(check.as(GtkCheckButton.self), 1)
    }
    guard choice != measurerChoice else { return }
    measurerChoice = choice
    measurer = Self.makeMeasurer(choice)
    trace("measurer \(choice.rawValue)")
    if remember, let settingsPath {
      var settings = PreviewSettings.load(from: settingsPath)
      settings.measurer = choice
      do {
        try settings.save(to: settingsPath)
      } catch {
        statusExtra = "cannot remember the measurer: \(error.localizedDescription)"
      }
    }
    reload()
    updateStatus()
  }
}

extension PreviewWindow {
  /// The direction the current layout is laid out in: its own, unless the View menu (or
  /// `--direction`) chose one for all.
  var layoutDirection: LayoutDirection { directionChoice.resolve(documentDirection) }

  /// Lays layouts out in a direction from now on (or each in its own): the current one is
  /// laid out again at once, in the single view and in every variant, and with `remember`
  /// the choice is written to the settings file.
  func setDirection(_ choice: PreviewSettings.Direction, remember: Bool) {
    if let check = directionChecks[choice],
      gtk_check_button_get_active(check.as(GtkCheckButton.self)) == 0
    {
      gtk_check_button_set_active(check.as(GtkCheckButton.self), 1)
    }
    guard choice != directionChoice else { return }
    directionChoice = choice
    if remember, let settingsPath {
      var settings = PreviewSettings.load(from: settingsPath)
      settings.direction = choice
      do {
        try settings.save(to: settingsPath)
      } catch {
        statusExtra = "cannot remember the direction: \(error.localizedDescription)"
      }
    }
    if var shown = snapshot, shown.direction != layoutDirection {
      shown.relayout(in: shown.size, direction: layoutDirection)
      snapshot = shown
      generation += 1
      variants = nil
    }
    trace("direction \(choice.rawValue) \(layoutDirection.rawValue)")
    updateInspector()
    updateStatus()
    redraw()
  }
}
