/* qd-factor.h — factors over discrete variables: the tables that exact
 * inference in Bayesian networks multiplies and sums (AIMA 3rd ed. §14.4.2,
 * Koller & Friedman ch. 9).
 *
 * A factor is a function of the variables of its scope, stored as one table
 * of doubles.  The scope is always in ascending order of variable id, and the
 * table is in odometer order with the LAST variable varying fastest: the
 * entry of assignment (x_0, …, x_{n-1}) is at
 *   ((x_0 · c_1 + x_1) · c_2 + x_2) … · c_{n-1} + x_{n-1}
 * where c_i is the number of states of the i-th variable of the scope.  A
 * factor with an empty scope holds one number.
 *
 * Sizes are checked before anything is allocated: qd_factor_size refuses a
 * table past a limit (or past what a gsize holds), so a caller can say "the
 * largest factor would hold N entries" and never run out of memory.  The
 * operations write into factors the caller has sized (qd_factor_init_product,
 * qd_factor_init_sum_out), so an elimination loop allocates one table per new
 * factor and nothing per entry. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct
{
  guint n;            /* variables in the scope */
  guint *vars;        /* n ids, ascending */
  guint *card;        /* n numbers of states (each ≥ 1) */
  gsize size;         /* Π card (1 for an empty scope) */
  double *values;     /* size entries, last variable fastest */
} QdFactor;

/* The number of entries of a table over N variables of CARD states: TRUE and
 * *SIZE set when it is at most LIMIT (0: no limit but gsize's), else FALSE
 * with *LOG10_SIZE (may be NULL) the size's base-10 logarithm, so that a too
 * big factor can still be named. */
gboolean  qd_factor_size (const guint *card, guint n, guint64 limit, gsize *size, double *log10_size);

/* A factor over VARS (N ids in any order, no repeats) with CARD states, its
 * table filled from VALUES given in the order of VARS with the last fastest
 * (a CPT: parents in their order then the child), reordered into the
 * canonical scope.  VALUES NULL: all zeros.  NULL when the size is past LIMIT
 * (0: none). */
QdFactor *qd_factor_new (const guint *vars, const guint *card, guint n, const double *values, guint64 limit);
QdFactor *qd_factor_copy (const QdFactor *factor);
void      qd_factor_free (QdFactor *factor);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdFactor, qd_factor_free)

/* The index of VAR in the scope, or -1. */
gint      qd_factor_find (const QdFactor *factor, guint var);
/* The entry for a full assignment: STATE[v] is the state of variable v (an
 * array indexed by variable id, long enough for every id of the scope). */
double    qd_factor_get (const QdFactor *factor, const guint *state);

/* The scope of the product of N factors (the union of their scopes): writes
 * the ids into VARS and their cards into CARD (room for every distinct
 * variable), returns how many. */
guint     qd_factor_union (const QdFactor *const *factors, guint n, guint *vars, guint *card);
/* OUT (already sized over the union of the scopes, qd_factor_new with
 * values NULL) = Π FACTORS. */
void      qd_factor_product (const QdFactor *const *factors, guint n, QdFactor *out);
/* OUT (sized over FACTOR's scope without VAR) = Σ_VAR FACTOR. */
void      qd_factor_sum_out (const QdFactor *factor, guint var, QdFactor *out);
/* OUT (sized over FACTOR's scope without VAR) = max_VAR FACTOR; ARGMAX (may be
 * NULL, OUT->size entries) receives the maximising state, the first on ties. */
void      qd_factor_max_out (const QdFactor *factor, guint var, QdFactor *out, guint *argmax);
/* A new factor: FACTOR with VAR fixed to STATE (VAR leaves the scope). */
QdFactor *qd_factor_reduce (const QdFactor *factor, guint var, guint state);
/* Divides by the sum; returns the sum (0: left as it was). */
double    qd_factor_normalize (QdFactor *factor);
double    qd_factor_sum (const QdFactor *factor);

G_END_DECLS
