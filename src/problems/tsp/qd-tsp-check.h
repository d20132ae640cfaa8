/* qd-tsp-check.h — a student's answer to `quandary-cli tsp` checked.
 *
 * An answer is either the command's whole output (`neighbours N`, the `step`
 * lines, `tour …`, `length L`) or only its last two lines (`tour …` and
 * `length L`, as --quiet prints them); its first line tells which.
 *
 * Hill climbing without restarts is deterministic but for its ties (broken
 * at random): its answers are compared line by line with the run, each step
 * line against the line of the move the answer names when that move is one
 * of the best (equally good) swaps from the answer's tour so far, else
 * against the run's own move; the step where they part is explained from
 * the neighbourhood (the best of the n(n−1)/2 moves, its length, the ties).
 * A short answer's tour must be one where such a climb ends.  Annealing and
 * hill climbing with restarts are checked for validity: the tour a
 * permutation of the cities, its length right to 0.01 (the step lines of a
 * whole output are not compared).  docs/contracts.md has the rules. */
#pragma once

#include "core/qd-check.h"
#include "qd-tsp-search.h"

G_BEGIN_DECLS

typedef struct _QdTspCheck QdTspCheck;

/* Runs the search from `start` with `options` (its on_step, max_steps and
 * stop are the check's own but for `stop`, which is kept); NULL when the
 * run was stopped or ran out of time. */
QdTspCheck    *qd_tsp_check_new       (const QdTsp *tsp, const guint *start, const QdTspSearchOptions *options);
const QdTspRun *qd_tsp_check_run      (const QdTspCheck *check);
/* The command's output whole, the step lines cut after about 4 MB. */
char          *qd_tsp_check_reference (const QdTspCheck *check);
/* The verdict on `answer`.  `step` is the index of the run's step (0 the
 * start) where the answer parts: the step its wrong line shows, or the
 * last step for the `tour` and `length` lines; `reference_line` the line of
 * qd_tsp_check_reference to mark.  Thread-safe for one check. */
QdCheckResult *qd_tsp_check_answer    (const QdTspCheck *check, const char *answer, gsize length, gboolean strict);
void           qd_tsp_check_free      (QdTspCheck *check);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdTspCheck, qd_tsp_check_free)

G_END_DECLS
