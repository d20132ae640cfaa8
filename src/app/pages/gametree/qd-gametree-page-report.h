/* qd-gametree-page-report.h — the game-tree tab's report of its search
 * (render/gametree/) with the command that does the same search. */
#pragma once

#include "app/qd-page.h"
#include "problems/qd-tree-search.h"

G_BEGIN_DECLS

/* `analysis` NULL: not searched yet (the tree and `algorithm`, the one
 * chosen); else its own algorithm is the report's. */
QdReport *qd_gametree_page_report (QdPage *page, const QdGameTree *tree, QdGameSearchAlgorithm algorithm,
                                   const QdTreeAnalysis *analysis);

G_END_DECLS
