/* qd-gdl-payoff.h — the payoff table of a one-shot game of two roles
 * moving together (problems/gdl/qd-gdl-normal-form.h), as the General Games
 * tab draws it in place of a board: the first role's moves down the left,
 * the second's across the top, each cell the goal values of that joint move
 * in the roles' order, each in its role's ink; the joint move played filled
 * and framed, its two moves in bold; the cell under the pointer or the
 * cursor outlined.  Private to render/gdl (qd-gdl-render.c places it). */
#pragma once

#include <cairo.h>

#include "problems/gdl/qd-gdl-normal-form.h"
#include "render/qd-draw.h"

G_BEGIN_DECLS

/* Whether the table can show `form`: two roles (a matrix game). */
G_GNUC_INTERNAL gboolean qd_gdl_payoff_fits (const QdGdlNormalForm *form);
/* The table's size in the palette's face and text scale. */
G_GNUC_INTERNAL void     qd_gdl_payoff_size (const QdGdlNormalForm *form, const QdPalette *palette, double *width,
                                             double *height);
/* The box of cell `cell` (row × columns + column), the table's top left
 * corner at (0, 0). */
G_GNUC_INTERNAL void     qd_gdl_payoff_cell_box (const QdGdlNormalForm *form, const QdPalette *palette, guint cell,
                                                 double *x, double *y, double *w, double *h);
/* Draws it at (x, y): `played` the joint move's cell (-1: none yet),
 * `hover` the cell outlined (-1: none). */
G_GNUC_INTERNAL void     qd_gdl_payoff_draw (cairo_t *cr, const QdGdlNormalForm *form, QdDrawText *text,
                                             const QdPalette *palette, double x, double y, gint played, gint hover);

G_END_DECLS
