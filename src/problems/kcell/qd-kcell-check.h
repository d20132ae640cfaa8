/* qd-kcell-check.h — a student's KCell game (as `quandary-cli kcell` and the
 * course's framework print it) checked against the game Quandary's agents
 * play, line by line; the first difference is explained from the move that
 * made it: the agent's search, the values it gave every move, the rule that
 * chose (highest or lowest value, the first of equal ones in the search
 * order), or the rule that ended the game. */
#pragma once

#include "core/qd-check.h"
#include "qd-kcell-agent.h"

G_BEGIN_DECLS

typedef struct _QdKcellCheck QdKcellCheck;

/* Plays `game` (its moves so far, as a saved game's, then its agents, none
 * of them human) to the end with the random agents seeded by `seed`, as
 * `quandary-cli kcell` does.  NULL when the search was stopped or the
 * deadline (a g_get_monotonic_time (), 0: none) passed. */
QdKcellCheck  *qd_kcell_check_new    (const QdKcellGame *game, guint64 seed, const gint *stop, gint64 deadline_us);
/* The verdict on `answer`.  For WRONG an explanation, and `step` the
 * number of moves played before the move where the answer parts (the
 * replay at that step shows the position where that move was chosen; the
 * empty line and the result line: the whole game).  `reference` is always
 * filled.  Thread-safe for one check. */
QdCheckResult *qd_kcell_check_answer (const QdKcellCheck *check, const char *answer, gsize length, gboolean strict);
void           qd_kcell_check_free   (QdKcellCheck *check);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdKcellCheck, qd_kcell_check_free)

G_END_DECLS
