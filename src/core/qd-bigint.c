/* qd-bigint.c — signed integers of fixed capacity in 32-bit limbs (sign and
 * magnitude), schoolbook multiplication, Knuth's long division (The Art of
 * Computer Programming vol. 2, §4.3.1, algorithm D), Euclid's gcd. */
#include "qd-bigint.h"

#include <math.h>
#include <string.h>

#define N QD_BIGINT_LIMBS

/* ---- magnitudes: arrays of limbs, least significant first */

static guint
mag_trim (const guint32 *a, guint len)
{
  while (len > 0 && a[len - 1] == 0)
    len--;
  return len;
}

static int
mag_cmp (const guint32 *a, guint al, const guint32 *b, guint bl)
{
  if (al != bl)
    return al < bl ? -1 : 1;
  for (guint i = al; i-- > 0; )
    if (a[i] != b[i])
      return a[i] < b[i] ? -1 : 1;
  return 0;
}

/* r = a + b; the length, or G_MAXUINT past N limbs.  r may be a or b. */
static guint
mag_add (guint32 *r, const guint32 *a, guint al, const guint32 *b, guint bl)
{
  guint64 carry = 0;
  guint len = MAX (al, bl);

  for (guint i = 0; i < len; i++)
    {
      carry += (guint64) (i < al ? a[i] : 0) + (i < bl ? b[i] : 0);
      r[i] = (guint32) carry;
      carry >>= 32;
    }
  if (carry != 0)
    {
      if (len == N)
        return G_MAXUINT;
      r[len++] = (guint32) carry;
    }
  return len;
}

/* r = a − b with a ≥ b; r may be a or b. */
static guint
mag_sub (guint32 *r, const guint32 *a, guint al, const guint32 *b, guint bl)
{
  gint64 borrow = 0;

  for (guint i = 0; i < al; i++)
    {
      gint64 d = (gint64) a[i] - (i < bl ? b[i] : 0) - borrow;

      borrow = d < 0;
      r[i] = (guint32) (d + (borrow << 32));
    }
  return mag_trim (r, al);
}

/* ---- signed values */

static void
set_zero (QdBigint *r)
{
  r->sign = 0;
  r->len = 0;
}

static void
set_overflow (QdBigint *r, gboolean *overflow)
{
  *overflow = TRUE;
  set_zero (r);
}

void
qd_bigint_set_int (QdBigint *r, gint64 value)
{
  guint64 m = value < 0 ? -(guint64) value : (guint64) value;

  r->sign = (value > 0) - (value < 0);
  r->limb[0] = (guint32) m;
  r->limb[1] = (guint32) (m >> 32);
  r->len = mag_trim (r->limb, 2);
}

gboolean
qd_bigint_get_int (const QdBigint *a, gint64 *value)
{
  guint64 m;

  if (a->len > 2)
    return FALSE;
  m = (a->len > 0 ? a->limb[0] : 0) | (a->len > 1 ? (guint64) a->limb[1] << 32 : 0);
  if (m > (guint64) G_MAXINT64)
    return FALSE;
  *value = a->sign < 0 ? -(gint64) m : (gint64) m;
  return TRUE;
}

/* r = a + sign_b·b. */
static void
add_signed (QdBigint *r, const QdBigint *a, const QdBigint *b, int sign_b, gboolean *overflow)
{
  int sb = b->sign * sign_b;
  int cmp;

  if (sb == 0)
    {
      if (r != a)
        *r = *a;
      return;
    }
  if (a->sign == 0)
    {
      if (r != b)
        *r = *b;
      r->sign = sb;
      return;
    }
  if (a->sign == sb)
    {
      guint len = mag_add (r->limb, a->limb, a->len, b->limb, b->len);

      if (len == G_MAXUINT)
        {
          set_overflow (r, overflow);
          return;
        }
      r->len = len;
      r->sign = sb;
      return;
    }
  cmp = mag_cmp (a->limb, a->len, b->limb, b->len);
  if (cmp == 0)
    set_zero (r);
  else if (cmp > 0)
    {
      r->sign = a->sign;
      r->len = mag_sub (r->limb, a->limb, a->len, b->limb, b->len);
    }
  else
    {
      r->sign = sb;
      r->len = mag_sub (r->limb, b->limb, b->len, a->limb, a->len);
    }
}

void
qd_bigint_add (QdBigint *r, const QdBigint *a, const QdBigint *b, gboolean *overflow)
{
  add_signed (r, a, b, 1, overflow);
}

void
qd_bigint_sub (QdBigint *r, const QdBigint *a, const QdBigint *b, gboolean *overflow)
{
  add_signed (r, a, b, -1, overflow);
}

/* out = a · b on magnitudes, out holding al + bl limbs; the length. */
static guint
mag_mul (guint32 *out, const guint32 *a, guint al, const guint32 *b, guint bl)
{
  memset (out, 0, sizeof (guint32) * (al + bl));
  for (guint i = 0; i < al; i++)
    {
      guint64 carry = 0, ai = a[i];

      for (guint j = 0; j < bl; j++)
        {
          carry += ai * b[j] + out[i + j];
          out[i + j] = (guint32) carry;
          carry >>= 32;
        }
      out[i + bl] = (guint32) carry;
    }
  return mag_trim (out, al + bl);
}

void
qd_bigint_mul (QdBigint *r, const QdBigint *a, const QdBigint *b, gboolean *overflow)
{
  guint32 out[2 * N];
  guint len;

  if (a->sign == 0 || b->sign == 0)
    {
      set_zero (r);
      return;
    }
  if (a->len + b->len > N + 1)
    {
      set_overflow (r, overflow);
      return;
    }
  len = mag_mul (out, a->limb, a->len, b->limb, b->len);
  if (len > N)
    {
      set_overflow (r, overflow);
      return;
    }
  r->sign = a->sign * b->sign;
  r->len = len;
  memcpy (r->limb, out, sizeof (guint32) * len);
}

void
qd_bigint_mul_int (QdBigint *r, const QdBigint *a, gint64 b, gboolean *overflow)
{
  QdBigint t;

  qd_bigint_set_int (&t, b);
  qd_bigint_mul (r, a, &t, overflow);
}

void
qd_bigint_neg (QdBigint *r)
{
  r->sign = -r->sign;
}

void
qd_bigint_abs (QdBigint *r)
{
  r->sign = r->sign != 0;
}

int
qd_bigint_cmp (const QdBigint *a, const QdBigint *b)
{
  int m;

  if (a->sign != b->sign)
    return a->sign < b->sign ? -1 : 1;
  m = mag_cmp (a->limb, a->len, b->limb, b->len);
  return a->sign >= 0 ? m : -m;
}

int
qd_bigint_cmp_cross (const QdBigint *a, const QdBigint *b, const QdBigint *c, const QdBigint *d)
{
  guint32 l[2 * N], r[2 * N];
  int sl = a->sign * b->sign, sr = c->sign * d->sign, m;
  guint ll, rl;

  if (sl != sr)
    return sl < sr ? -1 : 1;
  if (sl == 0)
    return 0;
  /* Twice the capacity: the products are compared whole, never refused. */
  ll = mag_mul (l, a->limb, a->len, b->limb, b->len);
  rl = mag_mul (r, c->limb, c->len, d->limb, d->len);
  m = mag_cmp (l, ll, r, rl);
  return sl > 0 ? m : -m;
}

/* ---- division */

/* q = u / v, rem = u mod v on magnitudes (Knuth's algorithm D with 32-bit
 * digits; u has ul limbs, v vl ≥ 1 with v[vl-1] ≠ 0).  q gets ul − vl + 1
 * limbs, rem vl. */
static void
mag_divmod (const guint32 *u, guint ul, const guint32 *v, guint vl, guint32 *q, guint32 *rem)
{
  guint32 un[N + 1], vn[N];
  int s;

  if (vl == 1)
    {
      guint64 r = 0;

      for (guint i = ul; i-- > 0; )
        {
          guint64 cur = (r << 32) | u[i];

          q[i] = (guint32) (cur / v[0]);
          r = cur % v[0];
        }
      rem[0] = (guint32) r;
      return;
    }
  /* Normalise: the divisor's top bit set. */
  s = __builtin_clz (v[vl - 1]);
  for (guint i = vl - 1; i > 0; i--)
    vn[i] = (v[i] << s) | (s ? (guint32) ((guint64) v[i - 1] >> (32 - s)) : 0);
  vn[0] = v[0] << s;
  un[ul] = s ? (guint32) ((guint64) u[ul - 1] >> (32 - s)) : 0;
  for (guint i = ul - 1; i > 0; i--)
    un[i] = (u[i] << s) | (s ? (guint32) ((guint64) u[i - 1] >> (32 - s)) : 0);
  un[0] = u[0] << s;
  for (gint j = (gint) (ul - vl); j >= 0; j--)
    {
      guint64 num = ((guint64) un[j + vl] << 32) | un[j + vl - 1];
      guint64 qhat = num / vn[vl - 1], rhat = num % vn[vl - 1];
      gint64 borrow = 0, t;

      while (qhat >> 32 || qhat * vn[vl - 2] > ((rhat << 32) | un[j + vl - 2]))
        {
          qhat--;
          rhat += vn[vl - 1];
          if (rhat >> 32)
            break;
        }
      /* Multiply and subtract. */
      for (guint i = 0; i < vl; i++)
        {
          guint64 p = qhat * vn[i];

          t = (gint64) un[i + j] - borrow - (gint64) (p & 0xffffffffu);
          un[i + j] = (guint32) t;
          borrow = (gint64) (p >> 32) - (t >> 32);
        }
      t = (gint64) un[j + vl] - borrow;
      un[j + vl] = (guint32) t;
      q[j] = (guint32) qhat;
      if (t < 0)
        {
          /* Subtracted once too often: add back. */
          guint64 carry = 0;

          q[j]--;
          for (guint i = 0; i < vl; i++)
            {
              carry += (guint64) un[i + j] + vn[i];
              un[i + j] = (guint32) carry;
              carry >>= 32;
            }
          un[j + vl] += (guint32) carry;
        }
    }
  for (guint i = 0; i < vl; i++)
    rem[i] = (un[i] >> s) | (s ? (guint32) ((guint64) un[i + 1] << (32 - s)) : 0);
}

void
qd_bigint_divmod (QdBigint *q, QdBigint *rem, const QdBigint *a, const QdBigint *b)
{
  guint32 qq[N + 1], rr[N];
  int sa = a->sign, sb = b->sign;

  g_return_if_fail (sb != 0);
  if (mag_cmp (a->limb, a->len, b->limb, b->len) < 0)
    {
      if (rem != NULL && rem != a)
        *rem = *a;
      if (q != NULL)
        set_zero (q);
      return;
    }
  mag_divmod (a->limb, a->len, b->limb, b->len, qq, rr);
  if (q != NULL)
    {
      q->len = mag_trim (qq, a->len - b->len + 1);
      memcpy (q->limb, qq, sizeof (guint32) * q->len);
      q->sign = q->len == 0 ? 0 : sa * sb;
    }
  if (rem != NULL)
    {
      rem->len = mag_trim (rr, b->len);
      memcpy (rem->limb, rr, sizeof (guint32) * rem->len);
      rem->sign = rem->len == 0 ? 0 : sa;
    }
}

void
qd_bigint_cross (QdBigint *r, const QdBigint *a, const QdBigint *b, const QdBigint *c, const QdBigint *d,
                 const QdBigint *e, gboolean *overflow)
{
  QdBigint l, m, rem;

  qd_bigint_mul (&l, a, b, overflow);
  qd_bigint_mul (&m, c, d, overflow);
  qd_bigint_sub (&l, &l, &m, overflow);
  if (e->len == 1 && e->limb[0] == 1)
    {
      *r = l;
      r->sign *= e->sign;
      return;
    }
  qd_bigint_divmod (r, &rem, &l, e);
  if (rem.sign != 0)
    set_overflow (r, overflow);
}

void
qd_bigint_gcd (QdBigint *r, const QdBigint *a, const QdBigint *b)
{
  QdBigint x = *a, y = *b, t;

  qd_bigint_abs (&x);
  qd_bigint_abs (&y);
  while (y.sign != 0)
    {
      qd_bigint_divmod (NULL, &t, &x, &y);
      x = y;
      y = t;
    }
  *r = x;
}

char *
qd_bigint_to_string (const QdBigint *a)
{
  QdBigint x = *a, billion, digits;
  GString *out = g_string_new (NULL);
  GPtrArray *groups = g_ptr_array_new_with_free_func (g_free);

  if (a->sign == 0)
    {
      g_ptr_array_unref (groups);
      g_string_append_c (out, '0');
      return g_string_free (out, FALSE);
    }
  qd_bigint_abs (&x);
  qd_bigint_set_int (&billion, 1000000000);
  while (x.sign != 0)
    {
      gint64 group;

      qd_bigint_divmod (&x, &digits, &x, &billion);
      qd_bigint_get_int (&digits, &group);
      g_ptr_array_add (groups, g_strdup_printf (x.sign != 0 ? "%09" G_GINT64_FORMAT : "%" G_GINT64_FORMAT, group));
    }
  if (a->sign < 0)
    g_string_append_c (out, '-');
  for (guint i = groups->len; i-- > 0; )
    g_string_append (out, groups->pdata[i]);
  g_ptr_array_unref (groups);
  return g_string_free (out, FALSE);
}

/* ---- fractions */

void
qd_bigrational_set (QdBigRational *r, const QdBigint *num, const QdBigint *den)
{
  QdBigint g;

  g_return_if_fail (den->sign != 0);
  if (num->sign == 0)
    {
      set_zero (&r->num);
      qd_bigint_set_int (&r->den, 1);
      return;
    }
  qd_bigint_gcd (&g, num, den);
  qd_bigint_divmod (&r->num, NULL, num, &g);
  qd_bigint_divmod (&r->den, NULL, den, &g);
  if (r->den.sign < 0)
    {
      qd_bigint_neg (&r->num);
      qd_bigint_neg (&r->den);
    }
}

void
qd_bigrational_from_rational (QdBigRational *r, QdRational a)
{
  qd_bigint_set_int (&r->num, a.num);
  qd_bigint_set_int (&r->den, a.den);
}

gboolean
qd_bigrational_to_rational (const QdBigRational *r, QdRational *out)
{
  gint64 num, den;

  if (!qd_bigint_get_int (&r->num, &num) || !qd_bigint_get_int (&r->den, &den))
    return FALSE;
  *out = (QdRational) { num, den };
  return TRUE;
}

gboolean
qd_bigrational_equal (const QdBigRational *a, const QdBigRational *b)
{
  return qd_bigint_cmp (&a->num, &b->num) == 0 && qd_bigint_cmp (&a->den, &b->den) == 0;
}

int
qd_bigrational_cmp (const QdBigRational *a, const QdBigRational *b)
{
  return qd_bigint_cmp_cross (&a->num, &b->den, &b->num, &a->den);
}

void
qd_bigrational_add_mul (QdBigRational *r, const QdBigRational *a, QdRational b, gboolean *overflow)
{
  QdBigint pn, pd, left, right;

  /* r.num/r.den + (a.num·b.num)/(a.den·b.den) */
  qd_bigint_mul_int (&pn, &a->num, b.num, overflow);
  qd_bigint_mul_int (&pd, &a->den, b.den, overflow);
  qd_bigint_mul (&left, &r->num, &pd, overflow);
  qd_bigint_mul (&right, &pn, &r->den, overflow);
  qd_bigint_add (&left, &left, &right, overflow);
  qd_bigint_mul (&pd, &pd, &r->den, overflow);
  if (!*overflow)
    qd_bigrational_set (r, &left, &pd);
}

static double
to_double (const QdBigint *a, int *exponent)
{
  double value = 0;
  guint first = a->len > 3 ? a->len - 3 : 0;

  for (guint i = a->len; i-- > first; )
    value = value * 4294967296.0 + a->limb[i];
  *exponent = (int) first * 32;
  return a->sign < 0 ? -value : value;
}

double
qd_bigrational_to_double (const QdBigRational *a)
{
  int en, ed;
  double n = to_double (&a->num, &en), d = to_double (&a->den, &ed);

  return d == 0 ? 0 : ldexp (n / d, en - ed);
}

char *
qd_bigrational_to_string (const QdBigRational *a)
{
  g_autofree char *num = qd_bigint_to_string (&a->num);
  g_autofree char *den = NULL;

  if (a->den.len == 1 && a->den.limb[0] == 1)
    return g_steal_pointer (&num);
  den = qd_bigint_to_string (&a->den);
  return g_strdup_printf ("%s/%s", num, den);
}

/* ---- matrices */

void
qd_bigint_from_rationals (const QdRational *values, gsize count, QdBigint *out, QdBigint *scale, gboolean *overflow)
{
  QdBigint den, g, q;

  qd_bigint_set_int (scale, 1);
  for (gsize i = 0; i < count; i++)
    {
      if (values[i].den == 1)
        continue;
      qd_bigint_set_int (&den, values[i].den);
      qd_bigint_gcd (&g, scale, &den);
      qd_bigint_divmod (&q, NULL, &den, &g);
      qd_bigint_mul (scale, scale, &q, overflow);
    }
  for (gsize i = 0; i < count; i++)
    {
      qd_bigint_set_int (&den, values[i].den);
      qd_bigint_divmod (&q, NULL, scale, &den);
      qd_bigint_mul_int (&out[i], &q, values[i].num, overflow);
    }
}

gboolean
qd_bigint_solve (QdBigint *m, guint n, QdBigint *det, gboolean *overflow)
{
  guint w = n + 1;
  QdBigint previous;

  qd_bigint_set_int (&previous, 1);
  for (guint col = 0; col < n; col++)
    {
      guint pivot = col;

      while (pivot < n && m[pivot * w + col].sign == 0)
        pivot++;
      if (pivot == n)
        return FALSE;
      if (pivot != col)
        for (guint j = 0; j < w; j++)
          {
            QdBigint t = m[col * w + j];

            m[col * w + j] = m[pivot * w + j];
            m[pivot * w + j] = t;
          }
      /* Every other row: r = (p·r − r[col]·pivot row) / previous pivot,
       * exact (Bareiss); the pivot column last, as the others read it. */
      for (guint i = 0; i < n; i++)
        {
          QdBigint factor;

          if (i == col)
            continue;
          factor = m[i * w + col];
          for (guint j = 0; j < w; j++)
            if (j != col)
              qd_bigint_cross (&m[i * w + j], &m[col * w + col], &m[i * w + j], &factor, &m[col * w + j], &previous,
                               overflow);
          set_zero (&m[i * w + col]);
          if (*overflow)
            return FALSE;
        }
      previous = m[col * w + col];
    }
  /* Each row was last brought to the final pivot, but the rows pivoted
   * before it were scaled by later pivots too: every diagonal entry is now
   * the determinant (up to the row swaps' sign), the last column its
   * numerators. */
  *det = previous;
  return TRUE;
}

void
qd_bigint_pivot (QdBigint *t, guint rows, guint width, guint r, guint e, QdBigint *d, gboolean *overflow)
{
  const QdBigint *p = &t[(gsize) r * width + e];

  for (guint i = 0; i < rows && !*overflow; i++)
    {
      QdBigint *row = &t[(gsize) i * width], f;

      if (i == r)
        continue;
      f = row[e];
      for (guint j = 0; j < width; j++)
        if (j != e)
          qd_bigint_cross (&row[j], p, &row[j], &f, &t[(gsize) r * width + j], d, overflow);
      set_zero (&row[e]);
    }
  *d = *p;
}
