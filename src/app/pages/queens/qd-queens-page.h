/* qd-queens-page.h — the N-queens tab: a start state to edit, every local
 * search of AIMA section 4.1 step by step or run, h plotted over the steps,
 * the genetic algorithm's population (figure 4.6). */
#pragma once

#include "app/qd-page.h"
#include "problems/queens/qd-queens-trace.h"

G_BEGIN_DECLS

#define QD_TYPE_QUEENS_PAGE (qd_queens_page_get_type ())
G_DECLARE_FINAL_TYPE (QdQueensPage, qd_queens_page, QD, QUEENS_PAGE, QdPage)

/* For tests: the state on show (the document, or the run's step) and the
 * run (NULL: none yet). */
const QdQueens      *qd_queens_page_get_shown (QdQueensPage *self);
const QdQueensTrace *qd_queens_page_get_trace (QdQueensPage *self);
/* Selects the algorithm by its name (FALSE: not offered). */
gboolean             qd_queens_page_set_algorithm (QdQueensPage *self, const char *name);

G_END_DECLS
