/* qd-constraints-view.h — a constraint network on a QdCanvas: the drawing
 * of render/constraints/, its variables, constraints and arcs as the
 * keyboard's cells, clicks and drags. */
#pragma once

#include "app/widgets/qd-canvas.h"
#include "render/constraints/qd-constraints-render.h"

G_BEGIN_DECLS

#define QD_TYPE_CONSTRAINTS_VIEW (qd_constraints_view_get_type ())
G_DECLARE_FINAL_TYPE (QdConstraintsView, qd_constraints_view, QD, CONSTRAINTS_VIEW, QdCanvas)

/* What a cell or a click is on. */
typedef enum {
  QD_CONSTRAINTS_ITEM_VARIABLE,
  QD_CONSTRAINTS_ITEM_CONSTRAINT,
  QD_CONSTRAINTS_ITEM_ARC,
} QdConstraintsItem;

/* The network (borrowed, with its layout; NULL: nothing drawn) and what
 * the drawing shows (the options' arrays are borrowed too: the page keeps
 * them until the next call). */
void qd_constraints_view_set_network (QdConstraintsView *self, const QdCspModel *model,
                                      const QdConstraintsLayout *layout);
void qd_constraints_view_set_options (QdConstraintsView *self, const QdConstraintsRenderOptions *options);
/* The keyboard cursor on an item. */
void qd_constraints_view_select      (QdConstraintsView *self, QdConstraintsItem kind, guint index);

/* Signals:
 * "item-activated" (guint kind, guint index): a click, or Return on the
 *   cursor's cell;
 * "item-dragged" (guint kind, guint index, double x, double y): a variable
 *   or a constraint dragged to (x, y), drawing units. */

G_END_DECLS
