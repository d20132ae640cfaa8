/* qd-gametree-page.h — the game-tree tab. */
#pragma once

#include "app/qd-page.h"
#include "problems/qd-tree-search.h"

G_BEGIN_DECLS

#define QD_TYPE_GAMETREE_PAGE (qd_gametree_page_get_type ())
G_DECLARE_FINAL_TYPE (QdGametreePage, qd_gametree_page, QD, GAMETREE_PAGE, QdPage)

/* For tests and the window: the document and what the view shows. */
QdGameTree           *qd_gametree_page_get_tree      (QdGametreePage *self);
const QdTreeAnalysis *qd_gametree_page_get_analysis  (QdGametreePage *self);
guint                 qd_gametree_page_get_step      (QdGametreePage *self);
void                  qd_gametree_page_set_algorithm (QdGametreePage *self, QdGameSearchAlgorithm algorithm);
void                  qd_gametree_page_select_node   (QdGametreePage *self, gint node);

/* A node as the window names it: its label, else "leaf 3 under B",
 * "child 2 of the root", "the root". */
char *qd_gametree_node_title (const QdTreeNode *node);

G_END_DECLS
