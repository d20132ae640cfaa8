/* qd-kcell-match.h — a game of KCell in the match loop (core/qd-match.h):
 * its rules over a QdKcellPlay (one game being played; QdKcellMatch is the
 * experiment's series of games), which the command, agent-test,
 * tournaments and grading all play through. */
#pragma once

#include "core/qd-match.h"
#include "qd-kcell-agent.h"

G_BEGIN_DECLS

typedef struct {
  QdKcellGame *game;          /* the rules and the record the moves go into (owned) */
  QdKcellPosition pos;        /* after the record's moves */
  GRand *rand;                /* random moves (borrowed) */
  guint64 seed;               /* MCTS's seed, with the move's number */
  QdMatchSearch search;       /* the computer moves' searches, for the front end */
} QdKcellPlay;

extern const QdMatchRules qd_kcell_match_rules;

/* A match from `game`'s moves so far (the match owns `game`). */
QdKcellPlay  *qd_kcell_play_new  (QdKcellGame *game, GRand *rand, guint64 seed);
void          qd_kcell_play_free (QdKcellPlay *match);
/* agent-test's game: 7 cells, 2 stones, from the start
 * (QdProblemGame.test_match). */
gpointer      qd_kcell_match_new_test (GRand *rand);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdKcellPlay, qd_kcell_play_free)

G_END_DECLS
