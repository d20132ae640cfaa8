/* qd-colorgame-match.h — a game of the map-colouring game in the match loop
 * (core/qd-match.h): its rules over a QdColorgameMatch, which the command
 * (`colorgame INPUT --p1 A --p2 B`), agent-test, tournaments and grading
 * play through.  Players: alphabeta (the depth's plies), random, mcts specs
 * (core/qd-game-mcts-agent.h) and outside agents; no person. */
#pragma once

#include "core/qd-match.h"
#include "qd-colorgame.h"

G_BEGIN_DECLS

typedef struct {
  const QdColorgame *game;    /* the map and the initial assignment */
  QdColorgame *owned;         /* `game` when the match owns it, else NULL */
  QdColorgameRules rules;
  QdGame as_game;             /* over `rules` */
  QdColorgameState *state;    /* after the moves played */
  GArray *played;             /* QdMove: the moves since the game's position */
  gint scores[2];             /* each player's colours' weights, the initial assignment's included */
  guint depth;                /* alphabeta's plies */
  guint64 seed;               /* MCTS's, with the move's number */
  GRand *rand;                /* random's (borrowed) */
} QdColorgameMatch;

extern const QdMatchRules qd_colorgame_match_rules;

/* A match from the game's position (`game` borrowed: it outlives the match). */
QdColorgameMatch *qd_colorgame_match_new      (const QdColorgame *game, gboolean arc_consistency, guint depth,
                                               guint64 seed, GRand *rand);
void              qd_colorgame_match_free     (QdColorgameMatch *match);
/* agent-test's game: Australia with one node coloured, depth 2
 * (QdProblemGame.test_match). */
gpointer          qd_colorgame_match_new_test (GRand *rand);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdColorgameMatch, qd_colorgame_match_free)

G_END_DECLS
