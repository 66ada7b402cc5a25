#include "CLayoutComposerWidgets.h"

// ---- The layout manager: measure and allocate go to Swift. ----

#define CLC_TYPE_ENGINE_LAYOUT (clc_engine_layout_get_type())
G_DECLARE_FINAL_TYPE(ClcEngineLayout, clc_engine_layout, CLC, ENGINE_LAYOUT, GtkLayoutManager)

struct _ClcEngineLayout {
  GtkLayoutManager parent_instance;
  ClcCallbacks callbacks;
  gpointer owner;
  GDestroyNotify release_owner;
};

G_DEFINE_FINAL_TYPE(ClcEngineLayout, clc_engine_layout, GTK_TYPE_LAYOUT_MANAGER)

static GtkSizeRequestMode clc_engine_layout_get_request_mode(GtkLayoutManager *manager,
                                                             GtkWidget *widget) {
  (void)manager;
  (void)widget;
  // Boxes trade height for width: text wraps at the width it gets.
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void clc_engine_layout_measure(GtkLayoutManager *manager, GtkWidget *widget,
                                      GtkOrientation orientation, int for_size, int *minimum,
                                      int *natural, int *minimum_baseline,
                                      int *natural_baseline) {
  (void)widget;
  ClcEngineLayout *self = CLC_ENGINE_LAYOUT(manager);
  *minimum = 0;
  *natural = 0;
  *minimum_baseline = -1;
  *natural_baseline = -1;
  if (self->owner != NULL)
    self->callbacks.measure(self->owner, orientation, for_size, minimum, natural);
}

static void clc_engine_layout_allocate(GtkLayoutManager *manager, GtkWidget *widget, int width,
                                       int height, int baseline) {
  (void)widget;
  (void)baseline;
  ClcEngineLayout *self = CLC_ENGINE_LAYOUT(manager);
  if (self->owner != NULL) self->callbacks.allocate(self->owner, width, height);
}

/// Drops the Swift side; called from the widget's dispose so that cycles through signal
/// handlers are broken when the window goes away.
static void clc_engine_layout_release(ClcEngineLayout *self) {
  gpointer owner = self->owner;
  GDestroyNotify release = self->release_owner;
  self->owner = NULL;
  self->release_owner = NULL;
  if (owner != NULL && release != NULL) release(owner);
}

static void clc_engine_layout_finalize(GObject *object) {
  clc_engine_layout_release(CLC_ENGINE_LAYOUT(object));
  G_OBJECT_CLASS(clc_engine_layout_parent_class)->finalize(object);
}

static void clc_engine_layout_class_init(ClcEngineLayoutClass *klass) {
  GtkLayoutManagerClass *layout_class = GTK_LAYOUT_MANAGER_CLASS(klass);
  layout_class->get_request_mode = clc_engine_layout_get_request_mode;
  layout_class->measure = clc_engine_layout_measure;
  layout_class->allocate = clc_engine_layout_allocate;
  G_OBJECT_CLASS(klass)->finalize = clc_engine_layout_finalize;
}

static void clc_engine_layout_init(ClcEngineLayout *self) {
  self->owner = NULL;
  self->release_owner = NULL;
}

// ---- The container widget. ----

#define CLC_TYPE_CONTAINER (clc_container_get_type())
G_DECLARE_FINAL_TYPE(ClcContainer, clc_container, CLC, CONTAINER, GtkWidget)

struct _ClcContainer {
  GtkWidget parent_instance;
  gboolean show_frames;
};

G_DEFINE_FINAL_TYPE(ClcContainer, clc_container, GTK_TYPE_WIDGET)

static ClcEngineLayout *clc_container_layout(GtkWidget *widget) {
  GtkLayoutManager *manager = gtk_widget_get_layout_manager(widget);
  return manager != NULL && CLC_IS_ENGINE_LAYOUT(manager) ? CLC_ENGINE_LAYOUT(manager) : NULL;
}

static void clc_container_dispose(GObject *object) {
  GtkWidget *widget = GTK_WIDGET(object);
  GtkWidget *child;
  while ((child = gtk_widget_get_first_child(widget)) != NULL) gtk_widget_unparent(child);
  ClcEngineLayout *layout = clc_container_layout(widget);
  if (layout != NULL) clc_engine_layout_release(layout);
  G_OBJECT_CLASS(clc_container_parent_class)->dispose(object);
}

static void clc_container_snapshot(GtkWidget *widget, GtkSnapshot *snapshot) {
  GTK_WIDGET_CLASS(clc_container_parent_class)->snapshot(widget, snapshot);
  ClcContainer *self = CLC_CONTAINER(widget);
  ClcEngineLayout *layout = clc_container_layout(widget);
  if (!self->show_frames || layout == NULL || layout->owner == NULL) return;
  int width = gtk_widget_get_width(widget);
  int height = gtk_widget_get_height(widget);
  if (width <= 0 || height <= 0) return;
  cairo_t *cr =
      gtk_snapshot_append_cairo(snapshot, &GRAPHENE_RECT_INIT(0, 0, (float)width, (float)height));
  layout->callbacks.draw_frames(layout->owner, cr, width, height);
  cairo_destroy(cr);
}

static gboolean clc_container_toggle_frames(GtkWidget *widget, GVariant *args, gpointer data) {
  (void)args;
  (void)data;
  // Every container has the shortcut and GTK runs one of them: the outermost container
  // toggles, and with it the containers inside it (a Scroll's content), so they agree.
  GtkWidget *outermost = widget;
  for (GtkWidget *up = gtk_widget_get_parent(widget); up != NULL; up = gtk_widget_get_parent(up))
    if (CLC_IS_CONTAINER(up)) outermost = up;
  clc_container_set_show_frames(outermost, !CLC_CONTAINER(outermost)->show_frames);
  return TRUE;
}

static void clc_container_class_init(ClcContainerClass *klass) {
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS(klass);
  G_OBJECT_CLASS(klass)->dispose = clc_container_dispose;
  widget_class->snapshot = clc_container_snapshot;
  gtk_widget_class_set_layout_manager_type(widget_class, CLC_TYPE_ENGINE_LAYOUT);
  gtk_widget_class_set_css_name(widget_class, "layoutcomposer");
}

static void clc_container_init(ClcContainer *self) {
  const char *show = g_getenv("LAYOUTCOMPOSER_SHOW_FRAMES");
  self->show_frames = show != NULL && g_strcmp0(show, "1") == 0;
  // Global scope: the key works wherever the focus is in the window, entries included.
  GtkEventController *shortcuts = gtk_shortcut_controller_new();
  gtk_shortcut_controller_set_scope(GTK_SHORTCUT_CONTROLLER(shortcuts),
                                    GTK_SHORTCUT_SCOPE_GLOBAL);
  GtkShortcut *toggle =
      gtk_shortcut_new(gtk_keyval_trigger_new(CLC_SHOW_FRAMES_KEY,
                                              GDK_CONTROL_MASK | GDK_SHIFT_MASK),
                       gtk_callback_action_new(clc_container_toggle_frames, NULL, NULL));
  gtk_shortcut_controller_add_shortcut(GTK_SHORTCUT_CONTROLLER(shortcuts), toggle);
  gtk_widget_add_controller(GTK_WIDGET(self), shortcuts);
}

GtkWidget *clc_container_new(ClcCallbacks callbacks, gpointer owner,
                             GDestroyNotify release_owner) {
  GtkWidget *widget = g_object_new(CLC_TYPE_CONTAINER, NULL);
  ClcEngineLayout *layout = clc_container_layout(widget);
  layout->callbacks = callbacks;
  layout->owner = owner;
  layout->release_owner = release_owner;
  return widget;
}

/// Sets the flag on `widget` if it is a container, and on the containers inside it.
static void clc_container_set_show_frames_within(GtkWidget *widget, gboolean show) {
  if (CLC_IS_CONTAINER(widget)) {
    ClcContainer *self = CLC_CONTAINER(widget);
    if (self->show_frames != show) {
      self->show_frames = show;
      gtk_widget_queue_draw(widget);
    }
  }
  for (GtkWidget *child = gtk_widget_get_first_child(widget); child != NULL;
       child = gtk_widget_get_next_sibling(child))
    clc_container_set_show_frames_within(child, show);
}

void clc_container_set_show_frames(GtkWidget *container, gboolean show) {
  g_return_if_fail(CLC_IS_CONTAINER(container));
  clc_container_set_show_frames_within(container, !!show);
}

gboolean clc_container_get_show_frames(GtkWidget *container) {
  g_return_val_if_fail(CLC_IS_CONTAINER(container), FALSE);
  return CLC_CONTAINER(container)->show_frames;
}
