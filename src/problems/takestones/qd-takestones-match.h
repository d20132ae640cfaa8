/* qd-takestones-match.h — a game of Take-Stones between any two players
 * (people, the computer, MCTS, outside agents) in the match loop
 * (core/qd-match.h): its rules over a QdTakestonesMatch, which the command,
 * agent-test, tournaments, grading and the tab all play through; and the
 * evaluator report's games, two searches against each other, in the same
 * loop. */
#pragma once

#include "core/qd-match.h"
#include "qd-takestones-record.h"

G_BEGIN_DECLS

/* Its players: human, computer (the statement's search of `record`),
 * an MCTS spec, an outside agent, and random (agent-test's opponent). */
extern const QdMatchRules qd_takestones_match_rules;

typedef struct {
  /* The board, the computer's search (depth, evaluator) and the record
   * the moves go into (owned). */
  QdTakestonesRecord *record;
  QdTakestonesPosition pos;   /* after the record's moves */
  GRand *rand;                /* agent-test's random moves (borrowed), or NULL */
  guint64 seed;               /* MCTS's seed, with the stones taken */
  QdMatchSearch search;       /* the computer moves' searches, for the front end */
} QdTakestonesMatch;

/* A match from `record`'s moves so far (the match owns `record`). */
QdTakestonesMatch *qd_takestones_match_new  (QdTakestonesRecord *record, GRand *rand, guint64 seed);
void              qd_takestones_match_free (QdTakestonesMatch *match);
/* agent-test's game: 12 stones from the start (QdProblemGame.test_match). */
gpointer          qd_takestones_match_new_test (GRand *rand);

/* Two searches from `pos` to the end, player 1 with players[0] and player
 * 2 with players[1] (each searched from its own side, as the statement
 * does), in the match loop.  Appends "Player P: S\n" per move and "Winner:
 * Player W\n" to `log` (may be NULL).  Returns the winner (1 or 2), or 0
 * when stopped.  `nodes` (may be NULL) receives the nodes each player
 * searched, `moves` (may be NULL) their moves. */
guint             qd_takestones_match_searches (QdTakestonesPosition *pos, const QdTakestonesSearch players[2],
                                                GString *log, const gint *stop, guint64 nodes[2], guint moves[2]);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdTakestonesMatch, qd_takestones_match_free)

G_END_DECLS
