/* qd-kinarow-page.h — the k-in-a-row tab: tic-tac-toe, Connect Four, Gomoku
 * and any M × N board with K in a row, with or without gravity; a person or
 * any of Quandary's agents (or an outside one) on each side, hints, the
 * search tree of the computer's last move, Connect Four's solved scores,
 * reports and an editor of positions. */
#pragma once

#include "app/qd-page.h"
#include "problems/kinarow/qd-kinarow.h"

G_BEGIN_DECLS

#define QD_TYPE_KINAROW_PAGE (qd_kinarow_page_get_type ())
G_DECLARE_FINAL_TYPE (QdKinarowPage, qd_kinarow_page, QD, KINAROW_PAGE, QdPage)

/* Nothing runs: no search, no hint, no solve (for tests). */
gboolean             qd_kinarow_page_is_settled (QdKinarowPage *self);
/* The game the tab shows. */
const QdKinarowGame *qd_kinarow_page_get_game   (QdKinarowPage *self);
/* A new game of `rules`, the players kept (as New Game does). */
void                 qd_kinarow_page_new_game   (QdKinarowPage *self, const QdKinarowRules *rules);
/* The player of `side` (0, 1): an agent's name (qd-kinarow-agent.h). */
void                 qd_kinarow_page_set_player (QdKinarowPage *self, guint side, const char *spec);
/* As a click on `target` (a column with gravity, else a cell). */
void                 qd_kinarow_page_choose     (QdKinarowPage *self, guint target);

G_END_DECLS
