#ifndef CGTKSHIM_H
#define CGTKSHIM_H
#include <gtk/gtk.h>

/// The GType of GtkWidget, as a function (G_TYPE_* are macros Swift cannot import).
GType cgtk_widget_type(void);

/// Sets GtkSettings:gtk-application-prefer-dark-theme (g_object_set is variadic).
void cgtk_set_prefer_dark(gboolean dark);

/// GtkSettings:gtk-application-prefer-dark-theme (g_object_get is variadic).
gboolean cgtk_get_prefer_dark(void);

/// Whether GNOME's interface settings ask for dark applications (color-scheme
/// "prefer-dark"); FALSE when the schema is not installed.
gboolean cgtk_system_prefers_dark(void);

/// Calls `unref_notify(data)` when `object` is finalized (g_object_weak_ref with a plain
/// function, so Swift can count finalized windows).
void cgtk_on_finalize(gpointer object, void (*notify)(gpointer data), gpointer data);

/// A string property of an object, newly allocated (free it with g_free), or NULL
/// (g_object_get is variadic).
char *cgtk_object_get_string(gpointer object, const char *property);

/// Whether an object is a GtkShortcutsShortcut (GTK_IS_SHORTCUTS_SHORTCUT is a macro).
gboolean cgtk_is_shortcuts_shortcut(gpointer object);

#endif
