#include <gtk/gtk.h>
#include <pango/pangocairo.h>
#include <cairo-svg.h>
