/* qd-rational.h — exact rational numbers of 64-bit terms: the payoffs of
 * games as read, and the small sums over them (the repeated game's scores).
 * A numerator and a positive denominator, always in lowest terms.  The
 * solvers whose answers outgrow 64 bits (equilibria, values) pivot on
 * core/qd-bigint.h's integers instead.
 *
 * Arithmetic is done in 128 bits and reduced; a result whose reduced terms
 * do not fit 64 bits sets a sticky `overflow` flag and comes back as 0, so
 * that a solver runs its loop with one check at the end and answers
 * "too large to be exact" instead of a wrong fraction. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct {
  gint64 num;
  gint64 den;             /* > 0; gcd (|num|, den) = 1; 0 is 0/1 */
} QdRational;

#define QD_RATIONAL_ZERO ((QdRational) { 0, 1 })
#define QD_RATIONAL_ONE  ((QdRational) { 1, 1 })

static inline QdRational
qd_rational_int (gint64 n)
{
  return (QdRational) { n, 1 };
}

/* num/den reduced; den must not be 0.  Sets *overflow for G_MININT64 terms. */
QdRational qd_rational_make (gint64 num, gint64 den, gboolean *overflow);
QdRational qd_rational_add  (QdRational a, QdRational b, gboolean *overflow);
QdRational qd_rational_sub  (QdRational a, QdRational b, gboolean *overflow);
QdRational qd_rational_mul  (QdRational a, QdRational b, gboolean *overflow);
/* a + b·c and a − b·c in one step: the product is not brought back to 64
 * bits before the sum (elimination and dot products, where a product's
 * terms outgrow 64 bits that the sum's do not). */
QdRational qd_rational_add_mul (QdRational a, QdRational b, QdRational c, gboolean *overflow);
QdRational qd_rational_sub_mul (QdRational a, QdRational b, QdRational c, gboolean *overflow);
/* a / b; b must not be 0. */
QdRational qd_rational_div  (QdRational a, QdRational b, gboolean *overflow);
QdRational qd_rational_neg  (QdRational a, gboolean *overflow);
/* -1, 0 or 1 as a < b, a = b, a > b (exact, never overflows). */
int        qd_rational_cmp  (QdRational a, QdRational b);
static inline int qd_rational_sign (QdRational a) { return (a.num > 0) - (a.num < 0); }
static inline gboolean qd_rational_is_zero (QdRational a) { return a.num == 0; }
static inline gboolean qd_rational_equal (QdRational a, QdRational b) { return a.num == b.num && a.den == b.den; }
double     qd_rational_to_double (QdRational a);

/* "3", "-3/4", "0.25" or "-1.5" (a decimal is exact: 1/4, -3/2), with
 * nothing else around; FALSE for anything else or terms past 64 bits. */
gboolean   qd_rational_parse (const char *text, gsize length, QdRational *out);
/* "3", "-3/4": what qd_rational_parse reads back (to free). */
char      *qd_rational_to_string (QdRational a);

G_END_DECLS
