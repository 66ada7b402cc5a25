import CGtk
import LayoutComposerWidgets

/// Short ways to make the GTK widgets of the samples, already wrapped as `Widget` items.
@MainActor
enum Make {
  /// A label, left-aligned (its frame is often wider than its text), optionally wrapping.
  static func label(
    _ text: String, name: String? = nil, classes: [String] = [], wraps: Bool = false,
    xalign: Float = 0
  ) -> Widget {
    let label = gtk_label_new(text)!
    gtk_label_set_xalign(OpaquePointer(label), xalign)
    if wraps {
      gtk_label_set_wrap(OpaquePointer(label), 1)
      gtk_label_set_wrap_mode(OpaquePointer(label), PANGO_WRAP_WORD_CHAR)
    }
    addClasses(label, classes)
    return Widget(label, name: name)
  }

  static func button(_ text: String, name: String? = nil, classes: [String] = []) -> Widget {
    let button = gtk_button_new_with_label(text)!
    addClasses(button, classes)
    return Widget(button, name: name)
  }

  static func iconButton(_ icon: String, name: String? = nil, classes: [String] = []) -> Widget {
    let button = gtk_button_new_from_icon_name(icon)!
    addClasses(button, classes)
    return Widget(button, name: name)
  }

  /// An entry; a password entry hides what is typed (GtkEntry with visibility off).
  static func entry(placeholder: String, name: String? = nil, password: Bool = false) -> Widget {
    let entry = gtk_entry_new()!
    let asEntry = UnsafeMutableRawPointer(entry).assumingMemoryBound(to: GtkEntry.self)
    gtk_entry_set_placeholder_text(asEntry, placeholder)
    if password {
      gtk_entry_set_visibility(asEntry, 0)
      gtk_entry_set_input_purpose(asEntry, GTK_INPUT_PURPOSE_PASSWORD)
    }
    return Widget(entry, name: name)
  }

  /// A box with no children that only draws its CSS: the background of a container component.
  static func background(_ classes: [String], name: String? = nil) -> Widget {
    let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
    addClasses(box, classes)
    return Widget(box, name: name)
  }

  /// A picture of a texture drawn in code (the samples ship no image files).
  /// Takes over the texture's reference.
  static func picture(_ texture: OpaquePointer, name: String? = nil) -> Widget {
    let picture = gtk_picture_new_for_paintable(texture)!
    gtk_picture_set_content_fit(OpaquePointer(picture), GTK_CONTENT_FIT_COVER)
    g_object_unref(UnsafeMutableRawPointer(texture))
    return Widget(picture, name: name)
  }

  static func addClasses(_ widget: UnsafeMutablePointer<GtkWidget>, _ classes: [String]) {
    for name in classes { gtk_widget_add_css_class(widget, name) }
  }
}
