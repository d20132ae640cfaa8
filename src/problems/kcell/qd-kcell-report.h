/* qd-kcell-report.h — the statement's two experiments on KCell.
 *
 * Sizes: for each searcher without a cutoff (minimax, alpha-beta) and each
 * stone count N, the largest board K at which a whole game of the agent
 * against itself never takes longer than the budget (about 1 s) for a move.
 * A move is timed with the engine's deadline, so a size that is too large
 * costs one budget, not the whole search.
 *
 * Match: agent A (the project's heuristic) against agent B (the random
 * heuristic) on one board, A as player 1 in half of the games and as player
 * 2 in the other half; wins, draws, losses and time per move.  Every game has
 * its own seed, derived from the match's seed, the side and the game number.
 */
#pragma once

#include "core/qd-progress.h"
#include "qd-kcell-agent.h"

G_BEGIN_DECLS

typedef struct {
  QdKcellAgentKind kind;
  guint stones;
  guint cells;           /* the largest K within the budget; 0: not even K = 2N + 1 */
  guint64 nodes;         /* nodes of the first move at that size */
  gint64 slowest_us;     /* the slowest move of the game at that size */
  guint plies;           /* the game's length */
} QdKcellSizeRow;

/* Rows in the order agent, then N = 1.. max_stones; stops at the first N
 * where no board fits.  `progress` (optional): done/total count the (agent,
 * N) pairs, nodes the nodes searched.  Stopped runs return the rows so far
 * and set *stopped. */
GArray *qd_kcell_report_sizes        (const QdKcellAgentKind *kinds, guint n_kinds, guint max_stones,
                                      gint64 budget_us, const gint *stop, QdProgress *progress,
                                      gboolean *stopped);
char   *qd_kcell_sizes_format_table  (GArray *rows, gint64 budget_us);
char   *qd_kcell_sizes_to_csv        (GArray *rows);

typedef struct {
  QdKcellPlayer side;    /* A's side */
  guint games, wins, draws, losses;   /* from A's side */
  guint64 moves_a, moves_b;
  guint64 nodes_a;
  gint64 time_a_us, time_b_us;
  gint64 slowest_a_us;
  char *sample;          /* the transcript of the first game */
} QdKcellMatchRow;

typedef struct {
  QdKcellRules rules;
  QdKcellAgent a, b;
  guint games;           /* per side */
  guint64 seed;
  QdKcellMatchRow rows[2];   /* A as player 1, A as player 2 */
  gboolean stopped;
} QdKcellMatch;

QdKcellMatch *qd_kcell_match_new          (const QdKcellRules *rules, const QdKcellAgent *a, const QdKcellAgent *b,
                                           guint games, guint64 seed);
void          qd_kcell_match_free         (QdKcellMatch *match);
/* Plays the games; `progress` (optional): done/total count games. */
void          qd_kcell_match_run          (QdKcellMatch *match, const gint *stop, QdProgress *progress);
char         *qd_kcell_match_format_table (const QdKcellMatch *match);
char         *qd_kcell_match_to_csv       (const QdKcellMatch *match);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdKcellMatch, qd_kcell_match_free)

G_END_DECLS
