/* qd-decimal.h — exact products of small factors as decimal text, past
 * 2^64 (the assignments of variables in no constraint: the product of their
 * domain sizes).  A little big-number multiply, a digit a byte. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The product of factors[0 .. n) in decimal ("1" for n = 0; "0" when a
 * factor is 0), to free.  Past QD_DECIMAL_DIGITS_MAX digits (a schoolbook
 * product grows as their square: a million domains of 20 values would
 * take a minute) as powers, exact still: "2^24 × 20^999998". */
#define QD_DECIMAL_DIGITS_MAX 10000
char *qd_decimal_product (const guint *factors, guint n);
/* The same times `scale` (a count of solutions: "18" for 6 × 3), exact:
 * "6 × 2^24 × 20^999998" past QD_DECIMAL_DIGITS_MAX digits. */
char *qd_decimal_product_scaled (guint64 scale, const guint *factors, guint n);

G_END_DECLS
