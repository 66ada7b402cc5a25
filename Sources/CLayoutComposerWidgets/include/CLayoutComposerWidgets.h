#ifndef CLAYOUTCOMPOSERWIDGETS_H
#define CLAYOUTCOMPOSERWIDGETS_H
#include <gtk/gtk.h>

// A GTK container whose children are placed by LayoutComposer's engine. The GObject types
// live here because G_DEFINE_TYPE and the class structs are C; the layout itself is Swift,
// reached through the callbacks below.

/// What the Swift side answers for one container. `owner` is the pointer given at creation.
typedef struct {
  /// GtkLayoutManager::measure: the container's minimum and natural size on one axis,
  /// `for_size` being the other axis's size or -1.
  void (*measure)(gpointer owner, GtkOrientation orientation, int for_size, int *minimum,
                  int *natural);
  /// GtkLayoutManager::allocate: lay the children out in `width` x `height`.
  void (*allocate)(gpointer owner, int width, int height);
  /// Draws the frame overlay over the children, in the container's coordinates.
  void (*draw_frames)(gpointer owner, cairo_t *cr, int width, int height);
} ClcCallbacks;

/// The layout manager type (a GtkLayoutManager subclass calling `ClcCallbacks`).
GType clc_engine_layout_get_type(void);

/// The container widget type: a plain widget with a `clc_engine_layout` layout manager.
GType clc_container_get_type(void);

/// A new container (floating reference). `release_owner(owner)` runs when the widget is
/// disposed; after that the callbacks are no longer called.
GtkWidget *clc_container_new(ClcCallbacks callbacks, gpointer owner,
                             GDestroyNotify release_owner);

/// Whether the frame overlay is drawn, on the container and the containers inside it (a
/// Scroll's content). Starts as LAYOUTCOMPOSER_SHOW_FRAMES=1 says; Ctrl+Shift+F anywhere in
/// the window toggles it on the outermost container, and so on those inside.
void clc_container_set_show_frames(GtkWidget *container, gboolean show);
gboolean clc_container_get_show_frames(GtkWidget *container);

/// The key that toggles the overlay, for documentation and tests: Ctrl+Shift+F.
#define CLC_SHOW_FRAMES_KEY GDK_KEY_f

#endif
