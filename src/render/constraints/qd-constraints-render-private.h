/* qd-constraints-render-private.h — the grid view (qd-constraints-grid.c)
 * as the network's layout and drawing (qd-constraints-render.c) use it. */
#pragma once

#include "qd-constraints-render.h"
#include "render/qd-draw.h"

G_BEGIN_DECLS

#define QD_CONSTRAINTS_MARGIN 24.0
#define QD_CONSTRAINTS_CAPTION_HEIGHT 30.0
#define QD_CONSTRAINTS_CAPTION_SIZE 15.0

/* The variables' boxes as the cells of the grid (layout->arrays set), the
 * blocks, the size; the constraints' boxes empty. */
void qd_constraints_grid_layout (QdConstraintsLayout *layout, const QdCspModel *model);
void qd_constraints_grid_draw   (cairo_t *cr, QdDrawText *face, const QdPalette *palette, const QdCspModel *model,
                                 const QdConstraintsLayout *layout, const QdConstraintsRenderOptions *options);

G_END_DECLS
