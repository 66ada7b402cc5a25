import CGtk
import CLayoutComposerWidgets

/// A wrapping GtkLabel given less width than its one-line text needs is only as wide as its
/// widest wrapped line, as the engine's `Text` is: so a bubble around it hugs the text
/// instead of taking the whole width it was offered. GTK has no call for that width (a
/// label's natural width is its unwrapped text), so it is measured on a copy of the label's
/// Pango layout, which carries its text, markup, font and wrap mode.
enum WrappedLabel {
  /// The width the label needs when wrapped within `width` pixels (its CSS padding and
  /// border included), or nil when the widget is not a wrapping label.
  static func width(
    of widget: UnsafeMutablePointer<GtkWidget>, within width: Double, natural: Int32
  ) -> Double? {
    guard
      g_type_check_instance_is_a(
        UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self),
        gtk_label_get_type()) != 0
    else {
      return nil
    }
    let label = OpaquePointer(widget)
    guard gtk_label_get_wrap(label) != 0, let original = gtk_label_get_layout(label) else {
      return nil
    }
    let layout = pango_layout_copy(original)!
    defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
    // What the widget adds around its text (CSS padding, border, margins): its natural width
    // less the text's width on one line.
    pango_layout_set_width(layout, -1)
    let oneLine = logicalWidth(layout)
    let around = Double(natural) - oneLine
    let room = width - around
    guard room > 0 else { return nil }
    pango_layout_set_width(layout, Int32(room * Double(PANGO_SCALE)))
    return (logicalWidth(layout) + around).rounded(.up)
  }

  private static func logicalWidth(_ layout: OpaquePointer) -> Double {
    var logical = PangoRectangle()
    pango_layout_get_pixel_extents(layout, nil, &logical)
    return Double(logical.width)
  }
}
