/* qd-bayes-view.h — a Bayesian network on a QdCanvas: render/bayes asked
 * for the size, the drawing and the node (and state row) under a click;
 * the keyboard's cursor goes from node to node, and a screen reader hears
 * the node under it with its marginal. */
#pragma once

#include "app/widgets/qd-canvas.h"
#include "render/bayes/qd-bayes-render.h"

G_BEGIN_DECLS

#define QD_TYPE_BAYES_VIEW (qd_bayes_view_get_type ())
G_DECLARE_FINAL_TYPE (QdBayesView, qd_bayes_view, QD, BAYES_VIEW, QdCanvas)

/* The network (borrowed until the next call; NULL: nothing) and what to
 * show of it (its arrays borrowed too; palette, zoom, cursor and hover are
 * the view's). */
void qd_bayes_view_set_net     (QdBayesView *self, const QdBayesNet *net);
void qd_bayes_view_set_options (QdBayesView *self, const QdBayesRenderOptions *options);
const QdBayesRenderOptions *qd_bayes_view_get_options (QdBayesView *self);
/* Centres node INDEX in the view and puts the cursor on it. */
void qd_bayes_view_show_node   (QdBayesView *self, guint index);

/* Signal "node-clicked" (guint node, gint state): a click on a node (STATE
 * the row clicked, or -1), or Return on the cursor's node (STATE -2). */

G_END_DECLS
