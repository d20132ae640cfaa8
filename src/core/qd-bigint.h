/* qd-bigint.h — exact integers and fractions past 64 bits, for the
 * fraction-free (integer) pivoting of game theory's solvers: support
 * enumeration's systems, the simplex tableau, Lemke-Howson's tableaux.
 *
 * A QdBigint is a value of fixed capacity (QD_BIGINT_BITS, about 600
 * decimal digits) held in place, so that a solver's tableau is one array
 * and its inner loops allocate nothing; only the limbs in use are worked
 * on.  A result that passes the capacity sets a sticky `overflow` flag and
 * comes back as 0: a solver checks once and refuses instead of answering a
 * wrong number.  Integer pivoting keeps every entry a minor of the input
 * matrix (Bareiss), so Hadamard's bound says how large a game fits: a
 * 30 × 30 matrix of two-digit payoffs needs under 300 bits.
 *
 * Results stay exact as QdBigRational, a fraction in lowest terms. */
#pragma once

#include <glib.h>

#include "core/qd-rational.h"

G_BEGIN_DECLS

#define QD_BIGINT_LIMBS 64                     /* of 32 bits */
#define QD_BIGINT_BITS (QD_BIGINT_LIMBS * 32)

typedef struct {
  gint32 sign;                                 /* -1, 0 or 1 */
  guint32 len;                                 /* limbs in use (0 for 0) */
  guint32 limb[QD_BIGINT_LIMBS];               /* the magnitude, least significant first */
} QdBigint;

void     qd_bigint_set_int (QdBigint *r, gint64 value);
static inline gboolean qd_bigint_is_zero (const QdBigint *a) { return a->sign == 0; }
static inline int      qd_bigint_sign    (const QdBigint *a) { return a->sign; }
/* Whether a fits 64 bits (then *value gets it). */
gboolean qd_bigint_get_int (const QdBigint *a, gint64 *value);
/* r may be a or b in each. */
void     qd_bigint_add (QdBigint *r, const QdBigint *a, const QdBigint *b, gboolean *overflow);
void     qd_bigint_sub (QdBigint *r, const QdBigint *a, const QdBigint *b, gboolean *overflow);
void     qd_bigint_mul (QdBigint *r, const QdBigint *a, const QdBigint *b, gboolean *overflow);
void     qd_bigint_mul_int (QdBigint *r, const QdBigint *a, gint64 b, gboolean *overflow);
/* r = (a·b − c·d) / e, the step of integer pivoting, e dividing exactly
 * (checked: a remainder is a bug and sets *overflow too). */
void     qd_bigint_cross (QdBigint *r, const QdBigint *a, const QdBigint *b, const QdBigint *c, const QdBigint *d,
                          const QdBigint *e, gboolean *overflow);
/* q = a / b truncated toward zero and rem = a − q·b (either nullable); b ≠ 0. */
void     qd_bigint_divmod (QdBigint *q, QdBigint *rem, const QdBigint *a, const QdBigint *b);
void     qd_bigint_neg (QdBigint *r);
void     qd_bigint_abs (QdBigint *r);
void     qd_bigint_gcd (QdBigint *r, const QdBigint *a, const QdBigint *b);
int      qd_bigint_cmp (const QdBigint *a, const QdBigint *b);
/* The sign of a·b − c·d, exact (the products may pass the capacity). */
int      qd_bigint_cmp_cross (const QdBigint *a, const QdBigint *b, const QdBigint *c, const QdBigint *d);
char    *qd_bigint_to_string (const QdBigint *a);

typedef struct {
  QdBigint num;
  QdBigint den;                                /* > 0, gcd (|num|, den) = 1; 0 is 0/1 */
} QdBigRational;

/* num/den in lowest terms; den ≠ 0. */
void     qd_bigrational_set (QdBigRational *r, const QdBigint *num, const QdBigint *den);
void     qd_bigrational_from_rational (QdBigRational *r, QdRational a);
/* Whether r fits a QdRational (then *out gets it). */
gboolean qd_bigrational_to_rational (const QdBigRational *r, QdRational *out);
static inline int      qd_bigrational_sign    (const QdBigRational *a) { return a->num.sign; }
static inline gboolean qd_bigrational_is_zero (const QdBigRational *a) { return a->num.sign == 0; }
gboolean qd_bigrational_equal (const QdBigRational *a, const QdBigRational *b);
int      qd_bigrational_cmp   (const QdBigRational *a, const QdBigRational *b);
double   qd_bigrational_to_double (const QdBigRational *a);
/* r += a·b, in lowest terms (r may be a). */
void     qd_bigrational_add_mul (QdBigRational *r, const QdBigRational *a, QdRational b, gboolean *overflow);
/* "3", "-3/4" (to free). */
char    *qd_bigrational_to_string (const QdBigRational *a);

/* The integers of rational numbers over one common denominator: `out`
 * gets values[i] · scale, `scale` the least common multiple of their
 * denominators (so values[i] = out[i] / scale). */
void     qd_bigint_from_rationals (const QdRational *values, gsize count, QdBigint *out, QdBigint *scale,
                                   gboolean *overflow);

/* Solves the n × n integer system M z = r exactly by fraction-free
 * Gauss-Jordan elimination (Bareiss): `m` holds n rows of n + 1 entries, the
 * last being r, and is overwritten; on return z[i] = m[i][n] / *det.  FALSE
 * when M is singular. */
gboolean qd_bigint_solve (QdBigint *m, guint n, QdBigint *det, gboolean *overflow);

/* One step of integer pivoting on a tableau of `rows` rows of `width`
 * entries over the common denominator *d: row r is kept, every other row
 * becomes (p·row − row[e]·row r) / *d with p = t[r][e] (exact), and *d
 * becomes p.  Column e is then p on row r and 0 elsewhere. */
void     qd_bigint_pivot (QdBigint *t, guint rows, guint width, guint r, guint e, QdBigint *d, gboolean *overflow);

G_END_DECLS
