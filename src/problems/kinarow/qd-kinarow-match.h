/* qd-kinarow-match.h — a game of k in a row in the match loop
 * (core/qd-match.h): its rules over a QdKinarowMatch, which the command,
 * agent-test, tournaments and grading all play through. */
#pragma once

#include "core/qd-match.h"
#include "qd-kinarow-agent.h"

G_BEGIN_DECLS

typedef struct {
  QdKinarowGame *game;        /* the rules and the record the moves go into (owned) */
  QdKinarowPosition pos;      /* after the record's moves */
  GRand *rand;                /* random moves, MCTS's seed (borrowed) */
  /* Set by the front end before a move, read by the next computer's:
   * the search tree it records into (an unbound one), or NULL. */
  QdSearchTree *tree;
  QdGameSearchResult search;  /* the last computer move's search (zero for random moves) */
} QdKinarowMatch;

extern const QdMatchRules qd_kinarow_match_rules;

/* A match from `game`'s moves so far (the match owns `game`). */
QdKinarowMatch *qd_kinarow_match_new  (QdKinarowGame *game, GRand *rand);
void            qd_kinarow_match_free (QdKinarowMatch *match);
/* agent-test's game: tic-tac-toe from the start (QdProblemGame.test_match). */
gpointer        qd_kinarow_match_new_test (GRand *rand);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdKinarowMatch, qd_kinarow_match_free)

G_END_DECLS
