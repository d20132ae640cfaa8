/* qd-game-mcts-agent.h — Monte Carlo tree search as a player of any game:
 * what every game's `mcts` agent shares (qd-game-mcts.h is the searcher).
 *
 * A game's agent code parses the spec (qd_mcts_spec_parse), builds its
 * QdGame (the one its alpha-beta searches: guided playouts use its
 * evaluation) and calls qd_mcts_agent_choose with the game's stop flag,
 * deadline, seed and ply.  The search's seed is derived from the game's seed
 * and the ply (qd_mcts_agent_seed), so a seeded game is played the same
 * every time, and two moves of one game do not share their random draws.
 */
#pragma once

#include "qd-game-mcts.h"
#include "qd-search-tree.h"

G_BEGIN_DECLS

/* Helper threads at most. */
#define QD_MCTS_MAX_HELPERS 15

/* Root parallelism (Chaslot, Winands and van den Herik, "Parallel Monte-Carlo
 * Tree Search", 2008): searches of the same position on other threads, each
 * on a game of its own, their root's statistics (each move's visits and
 * rewards) added to the caller's search's before the most visited move is
 * chosen.  For a time budget alone: a count budget stays one search, so
 * that a seeded game is played the same on every machine. */
typedef struct {
  guint n;                 /* helper threads, at most QD_MCTS_MAX_HELPERS */
  /* On helper thread `i` (0 .. n - 1): the game it searches and the root
   * in that game's terms; FALSE: it stays out.  A GCancellable is its
   * thread's current one (g_cancellable_get_current), cancelled when the
   * caller's search ends: a game still being read may give up then.  A
   * helper that opened adds one iteration at least. */
  gboolean (*open)      (gpointer data, guint i, const QdGame **game, gconstpointer *root);
  /* On the caller's thread once every helper has ended: helper i's move
   * (a root move of its game) as the caller's game numbers it. */
  QdMove   (*move_back) (gpointer data, guint i, QdMove move);
  gpointer data;
} QdMctsHelpers;

/* What a game tells the agent besides the position. */
typedef struct {
  const gint *stop;        /* optional flag, read atomically */
  gint64 deadline_us;      /* g_get_monotonic_time () deadline; 0: none */
  guint64 seed;            /* the game's seed (--seed) */
  guint ply;               /* moves played since the start of the game */
  gint64 *progress_nodes;  /* optional: set atomically to the iterations done */
  /* Optional: a game tree bound to the same game (with the problem's move
   * names) and still empty, which receives the search's tree
   * (qd_search_tree_record_mcts) and is finished. */
  QdSearchTree *tree;
  /* Optional: searches beside the caller's (the tree drawn is the
   * caller's; result->iterations, progress_nodes and the value count them
   * all). */
  const QdMctsHelpers *helpers;
} QdMctsAgentContext;

/* The search seed of ply `ply` of a game seeded `seed` (a 64-bit mix). */
guint64  qd_mcts_agent_seed   (guint64 seed, guint ply);

/* Searches `root` (not over) with the spec's options, its budget cut at the
 * context's deadline; the seed from the context.  TRUE with a move in
 * result->best_move; FALSE when the stop flag or the deadline cut the
 * search before its own budget was used, or the root has no move.  When
 * `search` is not NULL it receives the same answer in the engine's terms:
 * nodes = the iterations, value from MAX's side in [-1, 1] (2·U/N - 1). */
gboolean qd_mcts_agent_choose (const QdGame *game, gconstpointer root, const QdMctsOptions *spec,
                               const QdMctsAgentContext *context, QdMctsResult *result,
                               QdGameSearchResult *search);

/* "mcts:2000" / "mcts:ms=500" with the iterations or milliseconds changed
 * (the window's spin button): keeps the spec's c= and playout=.
 * `milliseconds` says which budget `amount` is. */
char    *qd_mcts_agent_spec_with_budget (const QdMctsOptions *spec, gboolean milliseconds, guint amount);

G_END_DECLS
