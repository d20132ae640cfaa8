/* qd-prop-private.h — what the propositional engines share inside core:
 * a KB of definite clauses read from formulas (forward chaining in
 * qd-prop-infer.c, backward chaining in qd-prop-bc.c). */
#pragma once

#include "qd-prop.h"

G_BEGIN_DECLS

/* Formula c of the KB is premises[first[c] .. first[c + 1]) ⇒ conclusion[c]
 * (a fact: no premises). */
typedef struct
{
  GArray *premises;   /* guint symbols of every clause, end to end */
  GArray *first;      /* guint, n_kb + 1 */
  GArray *conclusion; /* guint symbol per clause */
} QdPropDefinite;

void     qd_prop_definite_init  (QdPropDefinite *d);
void     qd_prop_definite_clear (QdPropDefinite *d);
/* FALSE with `error` (QD_PROP_ERROR_NOT_DEFINITE, naming the formula) when
 * a formula is not a symbol, nor symbols joined by ∧ ⇒ a symbol. */
gboolean qd_prop_definite_read  (const QdProp *prop, const guint *kb, guint n_kb, QdPropDefinite *d,
                                 GError **error);

G_END_DECLS
