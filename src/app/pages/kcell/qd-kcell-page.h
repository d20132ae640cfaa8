/* qd-kcell-page.h — the KCell tab: play against the agents, watch them play
 * each other, run the statement's experiments. */
#pragma once

#include "app/qd-page.h"
#include "problems/kcell/qd-kcell-agent.h"

G_BEGIN_DECLS

#define QD_TYPE_KCELL_PAGE (qd_kcell_page_get_type ())
G_DECLARE_FINAL_TYPE (QdKcellPage, qd_kcell_page, QD, KCELL_PAGE, QdPage)

/* For tests: the game, a click on a cell (0-based), the players, whether
 * an agent is thinking or a move is on its way, the last experiment. */
const QdKcellGame *qd_kcell_page_get_game     (QdKcellPage *self);
void               qd_kcell_page_click        (QdKcellPage *self, guint cell);
void               qd_kcell_page_set_agent    (QdKcellPage *self, QdKcellPlayer side, const QdKcellAgent *agent);
/* A side's player by its name, an outside agent's included (agent:NAME). */
void               qd_kcell_page_set_player   (QdKcellPage *self, QdKcellPlayer side, const char *spec);
gboolean           qd_kcell_page_is_settled   (QdKcellPage *self);
const char        *qd_kcell_page_get_report   (QdKcellPage *self);

G_END_DECLS
