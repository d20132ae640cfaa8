/* qd-wordpuzzle-check.h — a student's word-puzzle answer checked against the
 * solver's: the solutions output (every solution, then the count), or with a
 * trace the search trace (the order line, then one search path per line).
 * The first difference is explained from the solver's events: the variable
 * order that picks a variable, the value order, a value removed by forward
 * checking or arc consistency before it could be tried, a dead end, a slot
 * whose letters are not a word of its category. */
#pragma once

#include "core/qd-check.h"
#include "qd-wordpuzzle-solve.h"

G_BEGIN_DECLS

typedef struct _QdWordpuzzleCheck QdWordpuzzleCheck;

/* Solves `model` (taken) with `options` (their trace, steps, tree and
 * listener are the check's own) once; `trace`: answers are traces as
 * qd_wordpuzzle_result_trace writes them, else the solutions output of
 * qd_wordpuzzle_result_format.  NULL when the search was stopped (the stop
 * flag, the deadline): nothing to check against. */
QdWordpuzzleCheck *qd_wordpuzzle_check_new    (QdWordpuzzleModel *model, const QdWordpuzzleSolveOptions *options,
                                               gboolean trace);
/* The right answer (the command's stdout, or its --trace file). */
const char        *qd_wordpuzzle_check_output (const QdWordpuzzleCheck *check);
/* The verdict on `answer`; for WRONG an explanation, and `step` the number
 * of assignments (the replay's steps, QdWordpuzzleResult.steps) up to and
 * with the one where the answer leaves the right search: a trace's first
 * differing assignment (or the last of its path at a dead end or solution),
 * a solution line's last assignment; -1 when none.  `reference` is the
 * right answer, `reference_line` its line at `line`.  Thread-safe for one
 * check. */
QdCheckResult     *qd_wordpuzzle_check_answer (const QdWordpuzzleCheck *check, const char *answer, gsize length,
                                               gboolean strict);
void               qd_wordpuzzle_check_free   (QdWordpuzzleCheck *check);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdWordpuzzleCheck, qd_wordpuzzle_check_free)

G_END_DECLS
