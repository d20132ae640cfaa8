/* qd-plan-strips-state.h — a state of the validator's trace (qd-plan-trace.h:
 * its atoms as text, sorted) as a state of the ground task (core/qd-strips.h:
 * a bitset of the task's facts), matched by the facts' names.
 *
 * Atoms that are no fact of the task (static atoms, which grounding
 * evaluates away) are left out; a fact of the task that is not among the
 * atoms (the artificial "(goal-reached)" among them) does not hold. */
#pragma once

#include <glib.h>

#include "core/qd-strips.h"

G_BEGIN_DECLS

/* The state of `strips` (n_words words, to g_free) holding the facts named
 * in `atoms` (atom texts "(on a b)", sorted by strcmp). */
guint64 *qd_plan_strips_state (const QdStrips *strips, GPtrArray *atoms);

G_END_DECLS
