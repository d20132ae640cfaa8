/* qd-csp-objective-terms.h — an objective that is the maximum of terms,
 * minimized (or their minimum, maximized), each term an expression of a
 * few variables: the cyclic bandwidth's max over the edges of
 * min(|x - y|, n - |x - y|), a makespan written as max(s + d(m)).
 *
 * "max(t_1, …, t_k) <= b" holds when every term does, so each term is
 * pruned as a constraint of its own: checked once its variables are fixed,
 * its last unfixed variable's values that would take it past the bound
 * removed (forward checking), and a term of two variables made arc
 * consistent (each value keeps a value of the other within the bound).  A single expression over all the
 * variables was checked only when every variable but one was fixed, which
 * left branch and bound nothing to cut on. */
#pragma once

#include "qd-csp-model.h"

G_BEGIN_DECLS

/* Terms of more variables than this leave the objective to the expression's
 * own check (filtering one needs the others fixed). */
#define QD_CSP_OBJ_TERM_VARS 8

typedef struct _QdCspObjTerms QdCspObjTerms;

/* From `expr`, over the objective's scope positions (qd_csp_expr_localize),
 * when it is a maximum to minimize (sign 1) or a minimum to maximize
 * (sign -1) of at least two terms, each of at most QD_CSP_OBJ_TERM_VARS
 * variables; else NULL.  The terms are expr's kids, borrowed: expr must
 * outlive the result.  Both it and a state are QdOwned blocks
 * (qd-csp-owned.h), freed with qd_owned_free. */
QdCspObjTerms *qd_csp_obj_terms_new       (const QdCspExpr *expr, gint64 sign);
/* A solver's working memory for them: a row of keys, each value's last
 * support in a term of two variables (not trailed: a hint checked against
 * the domains); for a term of two variables of at most 256 values each
 * (16 MB in all at most), its value at every pair, evaluated once, its
 * supports as bits, made again when the bound moves, and the two domains
 * it was last made arc consistent on, compared whole (the same again need
 * nothing).  sizes: the domain sizes of the objective's scope. */
typedef struct _QdCspObjTermsState QdCspObjTermsState;
QdCspObjTermsState *qd_csp_obj_terms_state_new  (const QdCspObjTerms *terms, const guint *sizes, guint n_scope);
/* Prunes sign · term <= bound for every term (an undefined value, a
 * division by zero, never does), to a fixpoint: a fixed term checked, a
 * term's last unfixed variable filtered, a term of two variables made arc
 * consistent; FALSE on a wipe-out or a fixed term past it.  scope and keys
 * are the objective's (keys[i]: the values of scope[i]). */
gboolean       qd_csp_obj_terms_propagate (const QdCspObjTerms *terms, QdCspSolver *solver, const guint *scope,
                                           const gint64 *const *keys, QdCspObjTermsState *st, gint64 bound);

G_END_DECLS
