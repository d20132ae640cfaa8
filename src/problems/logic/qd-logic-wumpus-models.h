/* qd-logic-wumpus-models.h — a model of a clause set moved by a few flips
 * so that a given literal becomes false: a model found this way settles "KB
 * does not entail α" without a call of the SAT solver.  Each step makes a
 * clause the flips broke true again by flipping one of its variables (the
 * one breaking the fewest other clauses, as WalkSAT's greedy step), each
 * variable at most once; what comes out is checked to satisfy every
 * clause.  It may fail where a model exists: then the solver is asked. */
#pragma once

#include "core/qd-prop.h"

G_BEGIN_DECLS

typedef struct _QdLogicWumpusFlipper QdLogicWumpusFlipper;

/* `clauses` (literals below 2 × n_symbols) must outlive the result. */
QdLogicWumpusFlipper *qd_logic_wumpus_flipper_new  (const QdPropClauses *clauses, guint n_symbols);
void                  qd_logic_wumpus_flipper_free (QdLogicWumpusFlipper *flipper);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdLogicWumpusFlipper, qd_logic_wumpus_flipper_free)
/* From `model` (per symbol 0 or 1, satisfying every clause), a model where
 * `lit` is false into `out` (n_symbols entries; may be `model`): TRUE, or
 * FALSE and `out` unchanged. */
gboolean qd_logic_wumpus_flipper_try (QdLogicWumpusFlipper *flipper, const guint8 *model, guint lit, guint8 *out);

G_END_DECLS
