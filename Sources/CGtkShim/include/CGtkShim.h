#ifndef CGTKSHIM_H
#define CGTKSHIM_H
#include <gtk/gtk.h>

/// The GType of GtkWidget, as a function (G_TYPE_* are macros Swift cannot import).
GType cgtk_widget_type(void);

#endif
