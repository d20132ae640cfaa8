/* qd-gametree-page-private.h — what the game-tree tab's Check an Answer…
 * (qd-gametree-page-check.c) shares with the page. */
#pragma once

#include "problems/qd-tree-search.h"
#include "qd-gametree-page.h"

G_BEGIN_DECLS

typedef struct _QdGametreeCheckRun QdGametreeCheckRun;

/* The page (qd-gametree-page.c). */
QdGameSearchAlgorithm qd_gametree_page_algorithm      (QdGametreePage *self);
const QdGameTree *qd_gametree_page_tree           (QdGametreePage *self);
/* The last run forgotten; a new one recorded into the tab's search tree,
 * whose run (`run`, a reference taken) show_check adopts: the reference
 * for the worker. */
QdSearchTree     *qd_gametree_page_start_check    (QdGametreePage *self, QdGametreeCheckRun *run);
/* The page's run or, when it has none, the check's (when made) shown at
 * `step` (G_MAXUINT: the end). */
void              qd_gametree_page_show_step      (QdGametreePage *self, guint step);

/* Check an Answer… (qd-gametree-page-check.c). */
QdPageCheck        *qd_gametree_page_prepare_check (QdPage *page, GError **error);
void                qd_gametree_page_show_check    (QdPage *page, const QdCheckResult *result);
void                qd_gametree_check_run_unref    (QdGametreeCheckRun *run);
/* The run's analysis, taken (NULL: none made). */
QdTreeAnalysis     *qd_gametree_check_run_steal    (QdGametreeCheckRun *run);

G_END_DECLS
