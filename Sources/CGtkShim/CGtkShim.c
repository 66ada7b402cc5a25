#include "CGtkShim.h"

GType cgtk_widget_type(void) { return GTK_TYPE_WIDGET; }
