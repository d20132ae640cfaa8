/* qd-plan-exercise.h — an exercise on a state of a planning task (the
 * `worksheet plan` kind's instance): the problem file rewritten with that
 * state as its init, so that the tab and `quandary-cli plan` read it as any
 * problem of the same domain. */
#pragma once

#include "core/qd-strips.h"

G_BEGIN_DECLS

/* `problem` (a PDDL problem's text) with its (:init …) replaced: the atoms
 * of the old init that are not facts of `strips` (static atoms, function
 * values such as (= (total-cost) 0)) kept as written, then the facts that
 * hold in `state` (n_words words), one a line; the rest of the text kept
 * byte for byte.  NULL when the text has no (:init …) section (a comment's
 * does not count).  Free it.  `kept` (may be NULL) gets the atoms kept, as
 * written (char *, to free). */
char *qd_plan_exercise_replace_init (const char *problem, const QdStrips *strips, const guint64 *state,
                                     GPtrArray *kept);

G_END_DECLS
