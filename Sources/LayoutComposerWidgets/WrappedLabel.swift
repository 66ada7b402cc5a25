import CGtk
import CLayoutComposerWidgets

/// A wrapping GtkLabel given less width than its one-line text needs is only as wide as its
/// widest wrapped line, as the engine's `Text` is: so a bubble around it hugs the text
/// instead of taking the whole width it was offered. GTK has no call for that width (a
/// label's natural width is its unwrapped text), so it is measured on a copy of the label's
/// Pango layout, which carries its text, markup, font and wrap mode.
///
/// Laying text out is the dearest part of measuring a label (Pango shapes it again at every
/// width), and the engine asks the same widths several times in one GTK layout cycle (GTK's
/// measure, then the allocation; the container's check for changed content). So the widths
/// are remembered for as long as the label's layout is the same object in the same state:
/// GTK makes a new layout for a new text and Pango counts every change of a layout or its
/// context (`pango_layout_get_serial`, `pango_context_get_serial`). The label's layout is
/// referenced while remembered, so a new one never takes its address. One per `Widget`, used
/// where its widget is measured: on GTK's main thread.
final class WrappedLabel {
  /// The label's layout the widths were measured for, with its serial and its context's.
  private var source: OpaquePointer?
  private var layoutSerial: guint = 0
  private var contextSerial: guint = 0
  /// A copy of `source` to measure on: its text on one line, and at the widths asked.
  private var copy: OpaquePointer?
  private var oneLineWidth = 0.0
  /// Text widths by Pango width (pango units), newest last.
  private var widths: [(pangoWidth: Int32, width: Double)] = []
  private static let remembered = 8

  /// The wrapping label in `widget`, or nil when it is not a wrapping label.
  static func of(_ widget: UnsafeMutablePointer<GtkWidget>) -> OpaquePointer? {
    guard
      g_type_check_instance_is_a(
        UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self),
        gtk_label_get_type()) != 0
    else {
      return nil
    }
    let label = OpaquePointer(widget)
    return gtk_label_get_wrap(label) != 0 ? label : nil
  }

  deinit {
    forget()
  }

  /// The width the label needs when wrapped within `width` pixels (its CSS padding and
  /// border included), or nil when it has no layout or no room for text.
  func width(of label: OpaquePointer, within width: Double, natural: Int32) -> Double? {
    guard let layout = gtk_label_get_layout(label) else { return nil }
    let context = pango_layout_get_context(layout)
    if layout != source || pango_layout_get_serial(layout) != layoutSerial
      || pango_context_get_serial(context) != contextSerial
    {
      remember(layout)
    }
    guard let copy else { return nil }
    // What the widget adds around its text (CSS padding, border, margins): its natural width
    // less the text's width on one line.
    let around = Double(natural) - oneLineWidth
    let room = width - around
    guard room > 0 else { return nil }
    let pangoWidth = Int32(room * Double(PANGO_SCALE))
    if let known = widths.first(where: { $0.pangoWidth == pangoWidth }) {
      return (known.width + around).rounded(.up)
    }
    pango_layout_set_width(copy, pangoWidth)
    let text = Self.logicalWidth(copy)
    if widths.count == Self.remembered { widths.removeFirst() }
    widths.append((pangoWidth, text))
    return (text + around).rounded(.up)
  }

  /// Starts over for the layout as it is now.
  private func remember(_ layout: OpaquePointer) {
    forget()
    g_object_ref(UnsafeMutableRawPointer(layout))
    source = layout
    layoutSerial = pango_layout_get_serial(layout)
    contextSerial = pango_context_get_serial(pango_layout_get_context(layout))
    let copy = pango_layout_copy(layout)!
    pango_layout_set_width(copy, -1)
    oneLineWidth = Self.logicalWidth(copy)
    self.copy = copy
  }

  private func forget() {
    if let source { g_object_unref(UnsafeMutableRawPointer(source)) }
    if let copy { g_object_unref(UnsafeMutableRawPointer(copy)) }
    source = nil
    copy = nil
    widths.removeAll(keepingCapacity: true)
  }

  private static func logicalWidth(_ layout: OpaquePointer) -> Double {
    var logical = PangoRectangle()
    pango_layout_get_pixel_extents(layout, nil, &logical)
    return Double(logical.width)
  }
}
