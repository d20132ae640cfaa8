/* qd-simplex.h — an exact simplex method for the small linear programs of
 * game theory: a zero-sum game's value and
 * optimal strategies, a strategy dominated by a mixture of others.
 *
 * The programs are in the form those reduce to,
 *
 *     maximise c·x  subject to  A x ≤ b,  x ≥ 0,  with b ≥ 0,
 *
 * so the origin is feasible and no first phase is needed.  The tableau is
 * dense ((m + 1) × (n + m + 1) integers over one common denominator:
 * fraction-free pivoting, core/qd-bigint.h, the inputs brought over their
 * least common denominators); Bland's rule (the entering and
 * leaving variables of lowest index) rules out cycling on degenerate
 * programs.  The optimal dual, y ≥ 0 with Aᵀy ≥ c and b·y = c·x, is read
 * from the final objective row. */
#pragma once

#include <glib.h>

#include "core/qd-bigint.h"

G_BEGIN_DECLS

typedef enum {
  QD_SIMPLEX_OPTIMAL,
  QD_SIMPLEX_UNBOUNDED,
  QD_SIMPLEX_OVERFLOW,     /* a number passed QD_BIGINT_BITS: no exact answer */
  QD_SIMPLEX_STOPPED,      /* *stop was set */
} QdSimplexStatus;

typedef struct {
  guint m;                 /* constraints */
  guint n;                 /* variables */
  const QdRational *a;     /* m rows of n */
  const QdRational *b;     /* m, each ≥ 0 */
  const QdRational *c;     /* n */
} QdSimplexProgram;

typedef struct {
  QdSimplexStatus status;
  QdBigRational value;     /* c·x at the optimum */
  QdBigRational *x;        /* n: an optimal primal solution */
  QdBigRational *y;        /* m: an optimal dual solution */
  guint pivots;
} QdSimplexResult;

/* Solves `program`; `stop` (nullable, read atomically) is looked at every
 * pivot.  Free the result with qd_simplex_result_clear. */
void qd_simplex_solve        (const QdSimplexProgram *program, const gint *stop, QdSimplexResult *result);
void qd_simplex_result_clear (QdSimplexResult *result);

/* A zero-sum matrix game (von Neumann): the row player gets a[i][j] (m rows
 * of n) and maximises, the column player minimises.  The value and both
 * optimal mixed strategies (`x`: m, `y`: n, allocated by the caller), by
 * the program  max Σq  s.t.  (A + k) q ≤ 1, q ≥ 0  with k making every
 * entry at least 1: its optimum is 1/(value + k), q/Σq is y, and the dual
 * over Σq is x. */
QdSimplexStatus qd_simplex_matrix_game (guint m, guint n, const QdRational *a, const gint *stop,
                                        QdBigRational *value, QdBigRational *x, QdBigRational *y);

G_END_DECLS
