/* qd-takestones-page.h — the Take-Stones tab: play against the computer,
 * watch its evaluation of every stone, run the evaluator report. */
#pragma once

#include "app/qd-page.h"
#include "problems/takestones/qd-takestones-experiment.h"
#include "problems/takestones/qd-takestones-record.h"

G_BEGIN_DECLS

#define QD_TYPE_TAKESTONES_PAGE (qd_takestones_page_get_type ())
G_DECLARE_FINAL_TYPE (QdTakestonesPage, qd_takestones_page, QD, TAKESTONES_PAGE, QdPage)

/* For tests: the game as it stands and the last search's candidates. */
const QdTakestonesRecord    *qd_takestones_page_get_record     (QdTakestonesPage *self);
const QdTakestonesCandidate *qd_takestones_page_get_candidates (QdTakestonesPage *self, guint *n_candidates);
/* Chooses a player (side 0 or 1): "human", "computer", or an outside agent
 * of the registry, agent:NAME (docs/agents.md). */
void                     qd_takestones_page_set_player     (QdTakestonesPage *self, guint side, const char *spec);
/* A click on a stone (as the board does). */
void                     qd_takestones_page_take           (QdTakestonesPage *self, guint stone);
/* Starts the evaluator report with these bounds. */
void                     qd_takestones_page_run_report     (QdTakestonesPage *self, guint largest_board,
                                                            guint deepest);
const QdTakestonesExperiment    *qd_takestones_page_get_report     (QdTakestonesPage *self);

G_END_DECLS
