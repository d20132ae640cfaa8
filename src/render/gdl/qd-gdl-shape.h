/* qd-gdl-shape.h — a relation not on the board drawn by its shape
 * (QdGdlShape in qd-gdl-board.h): counts as rows of squares, stacks as
 * pegs; found from the universe's facts, not from the game's name. */
#pragma once

#include <cairo.h>

#include "render/gdl/qd-gdl-board.h"
#include "render/qd-draw.h"
#include "render/qd-palette.h"

G_BEGIN_DECLS

/* The group's shape, its keys and numbers (a LIST group stays one). */
void qd_gdl_shape_find (QdGdlFactGroup *group, const char *const *universe);
/* The drawing's size under the group's heading, in picture units. */
void qd_gdl_shape_size (const QdGdlFactGroup *group, double *width, double *height);
/* Draws a COUNTS or STACKS group from its top left (x, y). */
void qd_gdl_shape_draw (cairo_t *cr, const QdGdlFactGroup *group, const QdPalette *palette, const QdDrawText *text,
                        double size, double x, double y);

G_END_DECLS
