/* qd-battleship-page-report.h — the Battleship tab's report of its run
 * (render/battleship/) with the command that does the same run. */
#pragma once

#include "app/qd-page.h"
#include "problems/battleship/qd-battleship.h"

G_BEGIN_DECLS

/* The tab counts the solutions up to two: enough to say whether the
 * solution is unique. */
#define QD_BATTLESHIP_PAGE_COUNTED 2
/* The nodes of a search tree the tab keeps. */
#define QD_BATTLESHIP_PAGE_TREE_BUDGET 1000000

/* `result` NULL: not solved yet; `tree` the run's, or NULL. */
QdReport *qd_battleship_page_report (QdPage *page, const QdBattleship *puzzle, const QdBattleshipResult *result,
                                     const QdSearchTree *tree);

G_END_DECLS
