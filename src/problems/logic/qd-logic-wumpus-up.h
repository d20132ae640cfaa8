/* qd-logic-wumpus-up.h — unit propagation over a clause set with the reason
 * of every literal it sets (what a CDCL solver does at level 0), and the
 * resolution refutation it gives when it reaches a conflict: the conflict
 * clause resolved with the reason of its latest literal, again and again,
 * down to the empty clause.  Over any QdPropClauses: nothing here is the
 * wumpus's. */
#pragma once

#include "core/qd-prop.h"

G_BEGIN_DECLS

typedef struct _QdLogicWumpusUp QdLogicWumpusUp;

/* Propagates the unit clauses of `clauses` (literals below 2 × n_symbols),
 * which must outlive the result. */
QdLogicWumpusUp *qd_logic_wumpus_up_new  (const QdPropClauses *clauses, guint n_symbols);
void             qd_logic_wumpus_up_free (QdLogicWumpusUp *up);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdLogicWumpusUp, qd_logic_wumpus_up_free)
/* 1 when propagation made `lit` true, -1 false, 0 neither. */
gint             qd_logic_wumpus_up_value (const QdLogicWumpusUp *up, guint lit);
/* The clause found false, or QD_PROP_NONE. */
guint            qd_logic_wumpus_up_conflict (const QdLogicWumpusUp *up);
/* After a conflict: the refutation, the input clauses it uses first
 * (parents QD_PROP_NONE, in the order first used), then the resolvents with
 * their parents, the empty clause last (to free); NULL without a conflict. */
QdPropClauses   *qd_logic_wumpus_up_refutation (const QdLogicWumpusUp *up, guint *n_input);

/* Per literal l (below n_lits), the clauses holding it: occ[start[l] ..
 * start[l + 1]) (both to free). */
void             qd_logic_wumpus_occurrences (const QdPropClauses *clauses, guint n_lits, guint **start, guint **occ);

G_END_DECLS
