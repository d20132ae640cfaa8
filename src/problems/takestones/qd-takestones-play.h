/* qd-takestones-play.h — a game of Take-Stones between any two players
 * (people, the computer, MCTS, outside agents) in the match loop
 * (core/qd-match.h): its rules over a QdTakestonesPlay, which the command,
 * agent-test, tournaments and grading all play through.  (The evaluator
 * report's games, computer against computer, are qd-takestones-match.h.) */
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
} QdTakestonesPlay;

/* A match from `record`'s moves so far (the match owns `record`). */
QdTakestonesPlay *qd_takestones_play_new  (QdTakestonesRecord *record, GRand *rand, guint64 seed);
void              qd_takestones_play_free (QdTakestonesPlay *match);
/* agent-test's game: 12 stones from the start (QdProblemGame.test_match). */
gpointer          qd_takestones_match_new_test (GRand *rand);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdTakestonesPlay, qd_takestones_play_free)

G_END_DECLS
