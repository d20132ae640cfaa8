/* qd-fcmac-render.h — the domain tables of forward checking and MAC drawn
 * side by side, as statement 002 lays them out: one row per assignment, one
 * column per variable's domain.  Values pruned by a row's inference are
 * greyed and struck through, the value assigned is bold and underlined, a
 * wiped-out domain is filled with the palette's `bad` colour, backtrack rows
 * are shaded. */
#pragma once

#include <cairo.h>
#include "problems/mapcolor/qd-fcmac.h"
#include "qd-palette.h"

G_BEGIN_DECLS

typedef struct {
  const QdPalette *palette;
  gint highlight_row;          /* the row of every table to highlight (stepping), or -1 */
  gboolean show_key;           /* a line under the tables explaining the marks */
} QdFcmacRenderOptions;

void qd_fcmac_render_options_init (QdFcmacRenderOptions *options, const QdPalette *palette);

/* The natural size of the tables side by side, everything drawn included. */
void qd_fcmac_render_get_size (QdFcmacTable *const *tables, guint n_tables,
                               const QdFcmacRenderOptions *options,
                               double *width, double *height);

/* Paints the background and the tables at their natural size. */
void qd_fcmac_render (cairo_t *cr, QdFcmacTable *const *tables, guint n_tables,
                      const QdFcmacRenderOptions *options);

/* The table and row under (x, y) in picture units; FALSE if none. */
gboolean qd_fcmac_render_hit (QdFcmacTable *const *tables, guint n_tables,
                              double x, double y, guint *table, guint *row);

/* Tables and options as one drawing, for qd_export_drawing():
 * qd_fcmac_drawing_draw is a QdDrawFunc taking a QdFcmacDrawing. */
typedef struct {
  QdFcmacTable *const *tables;
  guint n_tables;
  const QdFcmacRenderOptions *options;
} QdFcmacDrawing;

void qd_fcmac_drawing_draw (cairo_t *cr, double width, double height, gpointer drawing);

G_END_DECLS
