import CGtk

// GTK's C types come into Swift in two shapes: public structs (GtkWidget, GtkBox) as typed
// pointers and private ones (GtkLabel, GtkListBox) as OpaquePointer. The C cast macros
// (GTK_WIDGET(), G_OBJECT()) do not import; these helpers are the Swift equivalent, kept in
// one place so call sites only say which type they want.

/// A GObject instance of any type.
public typealias GPointer = UnsafeMutableRawPointer

extension UnsafeMutableRawPointer {
  /// The instance as a pointer to a public GTK struct: `window.as(GtkWindow.self)`.
  @inline(__always) func `as`<T>(_: T.Type) -> UnsafeMutablePointer<T> {
    assumingMemoryBound(to: T.self)
  }

  /// The instance as the OpaquePointer that functions on private GTK structs take.
  @inline(__always) var opaque: OpaquePointer { OpaquePointer(self) }
}

/// The raw pointer of a typed GTK pointer.
@inline(__always) func raw<T>(_ pointer: UnsafeMutablePointer<T>) -> GPointer {
  GPointer(pointer)
}

/// The raw pointer of an opaque GTK pointer.
@inline(__always) func raw(_ pointer: OpaquePointer) -> GPointer {
  GPointer(pointer)
}

/// Takes ownership of a new widget: a floating reference becomes ours (g_object_ref_sink),
/// so the widget lives until we `g_object_unref` it, whoever else adds or drops it.
@discardableResult
func adopt(_ widget: GPointer) -> GPointer {
  g_object_ref_sink(widget)
  return widget
}
