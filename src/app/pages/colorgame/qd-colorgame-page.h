/* qd-colorgame-page.h — the adversarial map-colouring game's tab: play a
 * human or the computer, watch its search, edit the game. */
#pragma once

#include "app/qd-page.h"
#include "problems/colorgame/qd-colorgame.h"

G_BEGIN_DECLS

#define QD_TYPE_COLORGAME_PAGE (qd_colorgame_page_get_type ())
G_DECLARE_FINAL_TYPE (QdColorgamePage, qd_colorgame_page, QD, COLORGAME_PAGE, QdPage)

/* For tests: the game (its initial assignment grows as moves are played),
 * the last computer move's trace (NULL before one), a human move. */
QdColorgame *qd_colorgame_page_get_game  (QdColorgamePage *self);
const char  *qd_colorgame_page_get_trace (QdColorgamePage *self);
/* Plays `color` on `node` for the player to move; FALSE (with a message in
 * the page) when the rules forbid it. */
gboolean     qd_colorgame_page_play      (QdColorgamePage *self, const char *node, const char *color);
/* Sets who plays each side: TRUE for the computer. */
void         qd_colorgame_page_set_players (QdColorgamePage *self, gboolean computer1, gboolean computer2);
/* Chooses an outside agent of the registry (agent:NAME, docs/agents.md)
 * for player 1 or 2. */
void         qd_colorgame_page_set_outside_player (QdColorgamePage *self, guint player, const char *spec);

G_END_DECLS
