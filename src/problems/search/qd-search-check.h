/* qd-search-check.h — a student's answer to `quandary-cli search` checked
 * (docs/contracts.md "search").
 *
 * An answer is the command's output (the path lines, `cost`, `expanded`,
 * `generated`, optionally the --stats lines, which are not compared), its
 * path lines only, or a trace (its first line `expand …` or `iteration …`).
 * Path answers: each line a legal step from the one before (the first the
 * start for routes and mazes), the path ending at the goal, the `cost` line
 * equal to the path's cost.  Under settings that are optimal
 * (qd_search_settings_optimal) any path of the least cost is right;
 * otherwise the path must be the run's (the tie rule decides it) and
 * `expanded` and `generated` must equal the run's.  Traces are compared line
 * by line with the run's.  A wrong answer is explained from the run's events
 * ("At step 4 the frontier held Fagaras (f = 415) and Pitesti (f = 417): A*
 * expands the smallest f first."), and `step` is the replay step (the
 * window's stepper) where the answer parts from the run. */
#pragma once

#include "core/qd-check.h"
#include "qd-search-run.h"

G_BEGIN_DECLS

typedef struct _QdSearchCheck QdSearchCheck;

/* Runs the search of `s` on `doc` (its replay kept) with `stop` (may be
 * NULL); NULL when the run was stopped (by `stop`, a node or a time limit:
 * `stopped`, when not NULL, gets the stopped run's result, why and its
 * counts, without a path) or failed (`error`). */
QdSearchCheck *qd_search_check_new       (const QdSearchDoc *doc, const QdSearchSettings *s, const gint *stop,
                                          QdSpaceResult *stopped, GError **error);
const QdSearchRun *qd_search_check_run   (const QdSearchCheck *check);
/* The verdict on `answer` (never NULL; `reference` set to the run's output,
 * or its trace for a trace answer).  Thread-safe for one check. */
QdCheckResult *qd_search_check_answer    (const QdSearchCheck *check, const char *answer, gsize length,
                                          gboolean strict);
void           qd_search_check_free      (QdSearchCheck *check);
/* Why the run expands what it does at replay step `step` (an expansion or
 * the goal), in one sentence: "At step 4 the frontier held Fagaras
 * (f = 415) and Pitesti (f = 417): A* expands the smallest f first."; NULL
 * when the frontier is empty. */
char          *qd_search_check_why_expansion (const QdSearchRun *run, guint step);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdSearchCheck, qd_search_check_free)

G_END_DECLS
