/* qd-mapcolor-fcmac-render.h — the domain tables of forward checking and MAC drawn
 * side by side, as statement 002 lays them out: one row per assignment, one
 * column per variable's domain.  Values pruned by a row's inference are
 * greyed and struck through, the value assigned is bold and underlined, a
 * wiped-out domain is filled with the palette's `bad` colour, backtrack rows
 * are shaded. */
#pragma once

#include <cairo.h>
#include "problems/mapcolor/qd-mapcolor-fcmac.h"
#include "render/qd-palette.h"

G_BEGIN_DECLS

typedef struct {
  const QdPalette *palette;
  gint highlight_row;          /* the row of every table to highlight (stepping), or -1 */
  const QdCspTable *highlight_table;  /* only this table's row (a node of its
                                                 * search tree selected); NULL: every table's */
  gboolean show_key;           /* a line under the tables explaining the marks */
  gint practice_step;          /* practice: the row asked about, counting the rows of every
                                * table in turn; the rows before it are drawn, its label,
                                * nothing after; -1 (the default): everything */
} QdMapcolorFcmacRenderOptions;

void qd_mapcolor_fcmac_render_options_init (QdMapcolorFcmacRenderOptions *options, const QdPalette *palette);

/* The natural size of the tables side by side, everything drawn included. */
void qd_mapcolor_fcmac_render_get_size (QdCspTable *const *tables, guint n_tables,
                               const QdMapcolorFcmacRenderOptions *options,
                               double *width, double *height);

/* Paints the background and the tables at their natural size. */
void qd_mapcolor_fcmac_render (cairo_t *cr, QdCspTable *const *tables, guint n_tables,
                      const QdMapcolorFcmacRenderOptions *options);

/* A table's counts for people, as its footer reads them ("7 assignments
 * (2 wiped out), 1 backtrack"); the view's summary says the same. */
char *qd_mapcolor_fcmac_render_counts (const QdCspTable *table);
/* The outcome as its footer reads it ("Solution: A=r B=g", "No solution"). */
char *qd_mapcolor_fcmac_render_outcome (const QdCspTable *table);

/* The table and row under (x, y) in picture units; FALSE if none. */
gboolean qd_mapcolor_fcmac_render_hit (QdCspTable *const *tables, guint n_tables,
                              double x, double y, guint *table, guint *row);

/* Tables and options as one drawing, for qd_export_drawing():
 * qd_mapcolor_fcmac_drawing_draw is a QdDrawFunc taking a QdMapcolorFcmacDrawing. */
typedef struct {
  QdCspTable *const *tables;
  guint n_tables;
  const QdMapcolorFcmacRenderOptions *options;
} QdMapcolorFcmacDrawing;

void qd_mapcolor_fcmac_drawing_draw (cairo_t *cr, double width, double height, gpointer drawing);

G_END_DECLS
