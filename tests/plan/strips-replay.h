/* strips-replay.h — a plan of a ground task (core/qd-strips.h) replayed
 * with qd_strips_apply from the initial state, an independent route to
 * its validity: each operator applicable in turn, the goal reached at the
 * end.  For the tests of the planners that work on ground tasks
 * (test-strips-graph.c, test-strips-satplan.c, test-strips-lazy.c). */
#pragma once

#include <glib.h>
#include <string.h>

#include "core/qd-strips.h"

static inline void
strips_assert_plan_reaches_goal (const QdStrips *s, const guint *ops, guint n)
{
  g_autofree guint64 *state = g_memdup2 (s->init, s->n_words * sizeof (guint64));
  g_autofree guint64 *next = g_new (guint64, s->n_words);

  for (guint i = 0; i < n; i++)
    {
      g_assert_true (qd_strips_applicable (s, state, ops[i]));
      qd_strips_apply (s, state, ops[i], next);
      memcpy (state, next, s->n_words * sizeof (guint64));
    }
  g_assert_true (qd_strips_is_goal (s, state));
}
