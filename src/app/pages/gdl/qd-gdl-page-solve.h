/* qd-gdl-page-solve.h — the General Games tab's Solve group, seen from the
 * tests: a puzzle (one role) solved from its start by one of the search
 * engine's algorithms on the page's job (run.solve, run.stop), its
 * solution stepped through with the run controls (run.step, Page Down)
 * and the list of its moves. */
#pragma once

#include "qd-gdl-page.h"
#include "core/qd-space.h"

G_BEGIN_DECLS

/* Chooses `algorithm` in the group; FALSE when a puzzle cannot be
 * searched by it (dls, the bidirectional searches). */
gboolean  qd_gdl_page_set_solve_algorithm (QdGdlPage *self, QdSpaceAlgorithm algorithm);
void      qd_gdl_page_set_solve_nodes     (QdGdlPage *self, guint64 max_nodes);
/* The last solution's moves, one a line as written ("(move 1 3)\n");
 * NULL when the last run found none. */
char     *qd_gdl_page_dup_solution        (QdGdlPage *self);
/* What the group says of the last run ("31 moves. …", "Stopped …"). */
const char *qd_gdl_page_get_solve_result  (QdGdlPage *self);
/* The Solve group (its controls, for accessibility checks). */
GtkWidget *qd_gdl_page_get_solve_group    (QdGdlPage *self);

G_END_DECLS
