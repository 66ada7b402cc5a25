#include <gtk/gtk.h>
#include "CGtkShim.h"

GType cgtk_widget_type(void) { return GTK_TYPE_WIDGET; }

void cgtk_set_prefer_dark(gboolean dark) {
  g_object_set(gtk_settings_get_default(), "gtk-application-prefer-dark-theme", dark, NULL);
}

gboolean cgtk_get_prefer_dark(void) {
  gboolean dark = FALSE;
  g_object_get(gtk_settings_get_default(), "gtk-application-prefer-dark-theme", &dark, NULL);
  return dark;
}

gboolean cgtk_system_prefers_dark(void) {
  GSettingsSchemaSource *source = g_settings_schema_source_get_default();
  if (source == NULL) return FALSE;
  GSettingsSchema *schema =
      g_settings_schema_source_lookup(source, "org.gnome.desktop.interface", TRUE);
  if (schema == NULL) return FALSE;
  gboolean has_key = g_settings_schema_has_key(schema, "color-scheme");
  g_settings_schema_unref(schema);
  if (!has_key) return FALSE;
  GSettings *settings = g_settings_new("org.gnome.desktop.interface");
  gchar *scheme = g_settings_get_string(settings, "color-scheme");
  gboolean dark = g_strcmp0(scheme, "prefer-dark") == 0;
  g_free(scheme);
  g_object_unref(settings);
  return dark;
}

typedef struct {
  void (*notify)(gpointer data);
  gpointer data;
} FinalizeNotify;

static void finalize_notify(gpointer user_data, GObject *where_the_object_was) {
  (void)where_the_object_was;
  FinalizeNotify *pending = user_data;
  pending->notify(pending->data);
  g_free(pending);
}

void cgtk_on_finalize(gpointer object, void (*notify)(gpointer data), gpointer data) {
  FinalizeNotify *pending = g_new(FinalizeNotify, 1);
  pending->notify = notify;
  pending->data = data;
  g_object_weak_ref(G_OBJECT(object), finalize_notify, pending);
}

char *cgtk_object_get_string(gpointer object, const char *property) {
  char *value = NULL;
  g_object_get(G_OBJECT(object), property, &value, NULL);
  return value;
}

gboolean cgtk_is_shortcuts_shortcut(gpointer object) {
  return GTK_IS_SHORTCUTS_SHORTCUT(object);
}
