/* qd-constraints-page.h — the Constraints tab: a constraint problem drawn
 * as a network, AC-3 arc by arc, a search for a solution, and an editor. */
#pragma once

#include "app/qd-page.h"
#include "problems/constraints/qd-constraints-ac3.h"
#include "problems/constraints/qd-constraints-doc.h"
#include "problems/constraints/qd-constraints-replay.h"
#include "problems/constraints/qd-constraints-treerun.h"
#include "render/qd-plot.h"

G_BEGIN_DECLS

#define QD_TYPE_CONSTRAINTS_PAGE (qd_constraints_page_get_type ())
G_DECLARE_FINAL_TYPE (QdConstraintsPage, qd_constraints_page, QD, CONSTRAINTS_PAGE, QdPage)

/* For tests: the document, AC-3 on show (NULL while the network is empty),
 * the explanation above the board and the rows of the queue. */
QdConstraintsDoc       *qd_constraints_page_get_doc      (QdConstraintsPage *self);
const QdConstraintsAc3 *qd_constraints_page_get_ac3      (QdConstraintsPage *self);
const char             *qd_constraints_page_get_explanation (QdConstraintsPage *self);
GtkListBox             *qd_constraints_page_get_queue_list (QdConstraintsPage *self);
/* Revises an arc as a click on it does. */
void                    qd_constraints_page_revise_arc   (QdConstraintsPage *self, guint arc);
/* The solution on show (a value index per variable), or NULL. */
const gint             *qd_constraints_page_get_solution (QdConstraintsPage *self);
/* The last tree search's replay, or NULL, and the nodes its search tree
 * holds (0: none). */
const QdConstraintsReplay *qd_constraints_page_get_replay (QdConstraintsPage *self);
guint                   qd_constraints_page_get_tree_nodes (QdConstraintsPage *self);
/* The tree-structured solver's outcome on show (its steps, its refusal's
 * cycle, its cutset), or NULL. */
const QdConstraintsTreeOutcome *qd_constraints_page_get_tree_outcome (QdConstraintsPage *self);
/* The plot of the last min-conflicts run: no series after another search. */
const QdPlot           *qd_constraints_page_get_conflict_plot (QdConstraintsPage *self);

G_END_DECLS
