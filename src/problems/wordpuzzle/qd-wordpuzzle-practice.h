/* qd-wordpuzzle-practice.h — practice on the word-puzzle tab
 * (core/qd-practice.h), from a search of the tab's formulation run again
 * with the tab's settings up to its first solution (on the tab's solver
 * job: a search stopped gives the questions of its first assignments, no
 * end).
 *
 * Before each assignment: which variable the variable order picks next (a
 * slot, or a cell in the letter formulation; asked when the search picks a
 * variable, not when it tries another value of the same one) and which value
 * is tried (a word, a letter); with forward checking or MAC, after it, which
 * values inference removes from which variables (a set, `none` for none; how
 * many in all when more than QD_WORDPUZZLE_PRACTICE_MAX_LISTED go); at the
 * end, the word of the puzzle's first slot in the first solution.  Each is
 * asked with the replay at the step before the assignment (the replay's
 * steps are QdWordpuzzleResult.steps) and explained from the run's own
 * events: the values left of each variable for MRV, the values tried before
 * for the value order, a letter that differs in a shared cell for a removal.
 *
 * Levels: the variable and the value are decisions, the removals steps, the
 * first solution's word the end.  Answers, blanks and case free: a variable
 * by its name (`noun`, `verb(2,4,6)`, a cell's number) or a cell's number
 * (what clicking a cell gives: the slot asked about if it covers the cell,
 * else the first slot that does); a value bare (`CAT`) or as VAR=VALUE;
 * several values of one variable VAR=V1/V2, a set separated by commas. */
#pragma once

#include "core/qd-practice.h"
#include "qd-wordpuzzle-csp.h"

G_BEGIN_DECLS

/* Assignments asked about at most: more than a session answers (two or
 * three questions each); a large puzzle's search goes on to its first
 * solution, asked still, and the practice's note says where the questions
 * stop. */
#define QD_WORDPUZZLE_PRACTICE_MAX_TRIES 2000
/* The why-sentences weigh values (MRV's counts, LCV's): the values weighed
 * in all, at most, before the note (a puzzle of large domains). */
#define QD_WORDPUZZLE_PRACTICE_MAX_WORK 100000000
/* Removals listed one by one at most; above, their number is asked. */
#define QD_WORDPUZZLE_PRACTICE_MAX_LISTED 8

/* The questions of a search of `model` (read during the call only) with the
 * orders, inference and seed of `run` (its other fields are not read); the
 * search stops when *stop turns nonzero (`stop` may be NULL). */
QdPractice *qd_wordpuzzle_practice_new (const QdWordpuzzleModel *model, const QdCspOptions *run, const gint *stop);

G_END_DECLS
