/* qd-factor-private.h — what variable elimination needs of the factor
 * operations beyond qd-factor.h: the product and the sum over one variable
 * done in one pass (the product's table is never made), and a product that
 * reads a stop flag.  For the core's inference files only. */
#pragma once

#include "core/qd-factor.h"

G_BEGIN_DECLS

/* How often (entries) long loops read *STOP. */
#define QD_FACTOR_STOP_EVERY ((gsize) 1 << 20)

/* OUT (sized over the union of the scopes without VAR) = Σ_VAR Π FACTORS.
 * FALSE (OUT unfinished) when *STOP (may be NULL) became non-zero. */
gboolean qd_factor_product_sum_out (const QdFactor *const *factors, guint n, guint var, QdFactor *out,
                                    const gint *stop);
/* The same summing out the N_VARS variables VARS at once (OUT over the
 * union of the scopes without them). */
gboolean qd_factor_product_sum_out_vars (const QdFactor *const *factors, guint n, const guint *vars, guint n_vars,
                                         QdFactor *out, const gint *stop);
/* OUT (over A ∪ B without SUM) = Σ_SUM A · B as matrix products
 * (qd-factor-contract.c) when that is the faster way: 1 done, 0 stopped
 * (*STOP set; OUT unfinished), -1 not done (a variable summed out of one
 * factor only, too small a product, or too few columns: the walk's). */
gint qd_factor_contract (const QdFactor *a, const QdFactor *b, const guint *sum, guint n_sum, QdFactor *out,
                         const gint *stop);
/* OUT (over the union of the scopes without SUM) = Σ_SUM Π FACTORS (three
 * or more) as a product of two of them first, SUM's variables only they
 * hold summed out, then of that with the others (qd-factor-contract.c),
 * when the two walk fewer entries than one over the whole union: 1 done,
 * 0 stopped, -1 not done. */
gint qd_factor_contract_pairs (const QdFactor *const *factors, guint n, const guint *sum, guint n_sum, QdFactor *out,
                               const gint *stop);
/* OUT = Σ Π FACTORS over the variables of their scopes OUT lacks, when
 * their union makes at most QD_FACTOR_SMALL entries (and at most 8
 * factors, 24 variables in all): one plain walk (qd-factor-small.c).
 * FALSE, OUT untouched, for the others. */
#define QD_FACTOR_SMALL 512
gboolean qd_factor_product_sum_small (const QdFactor *const *factors, guint n, QdFactor *out);
/* qd_factor_product, reading *STOP (may be NULL) as it goes. */
gboolean qd_factor_product_stop (const QdFactor *const *factors, guint n, QdFactor *out, const gint *stop);

/* The table VALUES over VARS (CARD; any order, the last fastest) as a
 * factor over the variables EVIDENCE (n_vars) leaves unobserved, ascending,
 * those observed fixed at their states: one walk over the entries kept, the
 * table neither copied whole nor reordered first. */
QdFactor *qd_factor_new_reduced (const guint *vars, const guint *card, guint n, const double *values,
                                 const gint *evidence);

/* A table of SIZE numbers (zeroed when ZERO) for QdFactor.values, freed
 * by qd_factor_values_free with the same SIZE (qd_factor_free does); a big
 * one in huge pages, and kept when freed for the next big one. */
double *qd_factor_values_new (gsize size, gboolean zero);
void    qd_factor_values_free (double *values, gsize size);

G_END_DECLS
