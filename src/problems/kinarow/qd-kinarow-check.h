/* qd-kinarow-check.h — a student's k-in-a-row game (as `quandary-cli
 * kinarow` prints it: “1: X plays b2” a move, then the result) checked
 * against the game Quandary's agents play, line by line; the first
 * difference is explained from the move that made it: the agent's search,
 * the value it gave every move in the order searched (the centre first),
 * the rule that chose (the highest or lowest value, the first of equal
 * ones), the random draw, or the rule that ended the game. */
#pragma once

#include "core/qd-check.h"
#include "qd-kinarow-agent.h"

G_BEGIN_DECLS

typedef struct _QdKinarowCheck QdKinarowCheck;

/* Whether the game of the agent `name` can be replayed, so checked: FALSE
 * for a human, an outside agent and a searcher with a time budget (the
 * engine, mcts:ms=MS), whose moves change from run to run. */
gboolean        qd_kinarow_check_replays (const char *name);
/* Plays `game` (its moves so far, then its agents, each one that
 * qd_kinarow_check_replays) to the end with the random agents and MCTS
 * seeded by `seed`, as `quandary-cli kinarow` does.  NULL when the search
 * was stopped or the deadline (a g_get_monotonic_time (), 0: none) passed. */
QdKinarowCheck *qd_kinarow_check_new     (const QdKinarowGame *game, guint64 seed, const gint *stop,
                                          gint64 deadline_us);
/* The verdict on `answer`.  For WRONG an explanation, and `step` the
 * number of moves played before the move where the answer parts (the
 * result line: the whole game).  `reference` is always filled.
 * Thread-safe for one check. */
QdCheckResult  *qd_kinarow_check_answer  (const QdKinarowCheck *check, const char *answer, gsize length,
                                          gboolean strict);
void            qd_kinarow_check_free    (QdKinarowCheck *check);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdKinarowCheck, qd_kinarow_check_free)

G_END_DECLS
