/* qd-constraints-render-private.h — the grid view (qd-constraints-grid.c)
 * as the network's layout and drawing (qd-constraints-render.c) use it. */
#pragma once

#include "qd-constraints-render.h"
#include "render/qd-draw.h"

G_BEGIN_DECLS

#define QD_CONSTRAINTS_MARGIN 24.0
#define QD_CONSTRAINTS_CAPTION_HEIGHT 30.0
#define QD_CONSTRAINTS_CAPTION_SIZE 15.0
#define QD_CONSTRAINTS_LABEL_SIZE 12.0
#define QD_CONSTRAINTS_LABEL_CHARS 28   /* a constraint's text past this is ellipsized */
#define QD_CONSTRAINTS_GAP 10.0

/* Whether variable v is drawn as a node (in a folded graph, an array's
 * first variable stands for it). */
gboolean qd_constraints_layout_is_node (const QdConstraintsLayout *layout, guint v);
/* A constraint's text as its box shows it: `max_chars` at most, the last
 * an ellipsis (to free). */
char    *qd_constraints_ellipsize (const char *text, guint max_chars);

/* The graph's packing (qd-constraints-pack.c): the constraints folded by
 * kind (layout->group, arc_dup; each kind's box at the middle of its
 * constraints'), then each box still on another moved to the nearest free
 * place (those dragged, fixed[c], stay), then the folded constraints' boxes
 * made their kind's. */
void qd_constraints_pack_kinds (QdConstraintsLayout *layout, const QdCspModel *model);
void qd_constraints_pack_apart (QdConstraintsLayout *layout, const gboolean *fixed);
void qd_constraints_pack_share (QdConstraintsLayout *layout);

/* The variables' boxes as the cells of the grid (layout->arrays set), the
 * blocks, the size; the constraints' boxes empty. */
void qd_constraints_grid_layout (QdConstraintsLayout *layout, const QdCspModel *model);
void qd_constraints_grid_draw   (cairo_t *cr, QdDrawText *face, const QdPalette *palette, const QdCspModel *model,
                                 const QdConstraintsLayout *layout, const QdConstraintsRenderOptions *options);

G_END_DECLS
