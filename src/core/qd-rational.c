/* qd-rational.c — exact fractions in 64-bit terms, computed in 128 bits. */
#include "qd-rational.h"

#include <string.h>

typedef __int128 Wide;

static Wide
wide_gcd (Wide a, Wide b)
{
  if (a < 0)
    a = -a;
  if (b < 0)
    b = -b;
  while (b != 0)
    {
      Wide t = a % b;
      a = b;
      b = t;
    }
  return a;
}

/* num/den reduced into 64 bits, or 0 and *overflow. */
static QdRational
from_wide (Wide num, Wide den, gboolean *overflow)
{
  Wide g;

  if (den < 0)
    {
      num = -num;
      den = -den;
    }
  if (num == 0)
    return QD_RATIONAL_ZERO;
  g = wide_gcd (num, den);
  num /= g;
  den /= g;
  /* G_MININT64 is refused too: its negation would not fit. */
  if (num > G_MAXINT64 || num < -(Wide) G_MAXINT64 || den > G_MAXINT64)
    {
      *overflow = TRUE;
      return QD_RATIONAL_ZERO;
    }
  return (QdRational) { (gint64) num, (gint64) den };
}

QdRational
qd_rational_make (gint64 num, gint64 den, gboolean *overflow)
{
  g_return_val_if_fail (den != 0, QD_RATIONAL_ZERO);
  return from_wide (num, den, overflow);
}

QdRational
qd_rational_add (QdRational a, QdRational b, gboolean *overflow)
{
  if (a.den == b.den)
    return from_wide ((Wide) a.num + b.num, a.den, overflow);
  return from_wide ((Wide) a.num * b.den + (Wide) b.num * a.den, (Wide) a.den * b.den, overflow);
}

QdRational
qd_rational_sub (QdRational a, QdRational b, gboolean *overflow)
{
  if (a.den == b.den)
    return from_wide ((Wide) a.num - b.num, a.den, overflow);
  return from_wide ((Wide) a.num * b.den - (Wide) b.num * a.den, (Wide) a.den * b.den, overflow);
}

QdRational
qd_rational_mul (QdRational a, QdRational b, gboolean *overflow)
{
  if (a.num == 0 || b.num == 0)
    return QD_RATIONAL_ZERO;
  return from_wide ((Wide) a.num * b.num, (Wide) a.den * b.den, overflow);
}

/* a + sign·b·c, the product kept in 128 bits (reduced) and the sum's
 * terms checked for overflow there. */
static QdRational
fused (QdRational a, QdRational b, QdRational c, int sign, gboolean *overflow)
{
  Wide num = (Wide) b.num * c.num, den = (Wide) b.den * c.den, g, left, right, total, bottom;

  if (num == 0)
    return a;
  g = wide_gcd (num, den);
  num /= g;
  den /= g;
  if (__builtin_mul_overflow ((Wide) a.num, den, &left) || __builtin_mul_overflow (num, (Wide) a.den, &right) ||
      __builtin_mul_overflow ((Wide) a.den, den, &bottom) ||
      (sign > 0 ? __builtin_add_overflow (left, right, &total) : __builtin_sub_overflow (left, right, &total)))
    {
      *overflow = TRUE;
      return QD_RATIONAL_ZERO;
    }
  return from_wide (total, bottom, overflow);
}

QdRational
qd_rational_add_mul (QdRational a, QdRational b, QdRational c, gboolean *overflow)
{
  return fused (a, b, c, 1, overflow);
}

QdRational
qd_rational_sub_mul (QdRational a, QdRational b, QdRational c, gboolean *overflow)
{
  return fused (a, b, c, -1, overflow);
}

QdRational
qd_rational_div (QdRational a, QdRational b, gboolean *overflow)
{
  g_return_val_if_fail (b.num != 0, QD_RATIONAL_ZERO);
  return from_wide ((Wide) a.num * b.den, (Wide) a.den * b.num, overflow);
}

QdRational
qd_rational_neg (QdRational a, gboolean *overflow)
{
  return from_wide (-(Wide) a.num, a.den, overflow);
}

int
qd_rational_cmp (QdRational a, QdRational b)
{
  Wide l = (Wide) a.num * b.den, r = (Wide) b.num * a.den;

  return (l > r) - (l < r);
}

double
qd_rational_to_double (QdRational a)
{
  return (double) a.num / (double) a.den;
}

/* Digits [p, end) into *value (no sign); FALSE when none or past `limit`. */
static gboolean
parse_digits (const char *p, const char *end, Wide limit, Wide *value, guint *count)
{
  *value = 0;
  *count = 0;
  for (; p < end; p++)
    {
      if (*p < '0' || *p > '9')
        return FALSE;
      *value = *value * 10 + (*p - '0');
      (*count)++;
      if (*value > limit)
        return FALSE;
    }
  return *count > 0;
}

gboolean
qd_rational_parse (const char *text, gsize length, QdRational *out)
{
  const char *p = text, *end = text + length, *mark;
  gboolean negative = FALSE, overflow = FALSE;
  Wide whole, part = 0, den = 1;
  guint count;

  if (p < end && (*p == '-' || *p == '+'))
    negative = *p++ == '-';
  if ((mark = memchr (p, '/', (gsize) (end - p))) != NULL)
    {
      if (!parse_digits (p, mark, G_MAXINT64, &whole, &count) ||
          !parse_digits (mark + 1, end, G_MAXINT64, &den, &count) || den == 0)
        return FALSE;
    }
  else if ((mark = memchr (p, '.', (gsize) (end - p))) != NULL)
    {
      if (!parse_digits (p, mark, G_MAXINT64, &whole, &count) ||
          !parse_digits (mark + 1, end, G_MAXINT64, &part, &count) || count > 18)
        return FALSE;
      for (guint i = 0; i < count; i++)
        den *= 10;
      whole = whole * den + part;
    }
  else if (!parse_digits (p, end, G_MAXINT64, &whole, &count))
    return FALSE;
  *out = from_wide (negative ? -whole : whole, den, &overflow);
  return !overflow;
}

char *
qd_rational_to_string (QdRational a)
{
  if (a.den == 1)
    return g_strdup_printf ("%" G_GINT64_FORMAT, a.num);
  return g_strdup_printf ("%" G_GINT64_FORMAT "/%" G_GINT64_FORMAT, a.num, a.den);
}
