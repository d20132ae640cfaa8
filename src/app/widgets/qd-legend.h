/* qd-legend.h — the key to a drawing's marks, in a strip above the board:
 * each key a small swatch, drawn by the page's function with its canvas's
 * palette (and again when the look changes), and its name.  It keeps the
 * screen's size whatever the zoom, wraps in a narrow window, and a screen
 * reader reads it as a list ("Key: forward (from the start), …"). */
#pragma once

#include "qd-canvas.h"

G_BEGIN_DECLS

#define QD_TYPE_LEGEND (qd_legend_get_type ())
G_DECLARE_FINAL_TYPE (QdLegend, qd_legend, QD, LEGEND, GtkWidget)

/* Draws key `item`'s swatch in a size × size square at the origin. */
typedef void (*QdLegendSwatchFunc) (cairo_t *cr, const QdPalette *palette, guint item, double size, gpointer data);

/* `canvas` NULL: a drawing that is no canvas (a window's own drawing
 * area), the swatches drawn with the window's look. */
QdLegend *qd_legend_new (QdCanvas *canvas, QdLegendSwatchFunc swatch, gpointer data);
/* The keys: `items[i]` named `labels[i]`.  None hides the legend. */
void      qd_legend_set (QdLegend *self, guint n, const guint *items, const char *const *labels);
guint     qd_legend_get_n_items (QdLegend *self);

G_END_DECLS
