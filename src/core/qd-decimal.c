/* qd-decimal.c — exact decimal products; see qd-decimal.h. */
#include "config.h"
#include "qd-decimal.h"

#include <math.h>
#include <stdlib.h>


#define LIMB 1000000000u          /* a limb holds nine decimal digits */

/* limbs (least significant first) *= factor, factor < 2^32. */
static void
multiply (GArray *limbs, guint32 factor)
{
  guint64 carry = 0;

  for (guint i = 0; i < limbs->len; i++)
    {
      guint64 d = (guint64) g_array_index (limbs, guint32, i) * factor + carry;

      g_array_index (limbs, guint32, i) = (guint32) (d % LIMB);
      carry = d / LIMB;
    }
  for (; carry > 0; carry /= LIMB)
    g_array_append_val (limbs, ((guint32) { (guint32) (carry % LIMB) }));
}

static int
compare_guint (const void *a, const void *b)
{
  guint x = *(const guint *) a, y = *(const guint *) b;

  return (x > y) - (x < y);
}

/* "2^24 × 20^999998": the factors greater than 1 as powers, the bases
 * ascending, after `scale` when it is not 1. */
static char *
powers (guint64 scale, const guint *factors, guint n)
{
  g_autofree guint *sorted = g_memdup2 (factors, sizeof (guint) * n);
  GString *text = g_string_new (NULL);

  if (scale != 1)
    g_string_append_printf (text, "%" G_GUINT64_FORMAT, scale);

  qsort (sorted, n, sizeof (guint), compare_guint);
  for (guint i = 0, j; i < n; i = j)
    {
      for (j = i; j < n && sorted[j] == sorted[i]; j++)
        ;
      if (sorted[i] <= 1)
        continue;
      g_string_append_printf (text, "%s%u", text->len > 0 ? " × " : "", sorted[i]);
      if (j - i > 1)
        g_string_append_printf (text, "^%u", j - i);
    }
  return g_string_free (text, FALSE);
}

char *
qd_decimal_product (const guint *factors, guint n)
{
  return qd_decimal_product_scaled (1, factors, n);
}

char *
qd_decimal_product_scaled (guint64 scale, const guint *factors, guint n)
{
  g_autoptr(GArray) limbs = g_array_new (FALSE, FALSE, sizeof (guint32));
  guint64 batch = 1;
  double digits = log10 ((double) scale);
  GString *text;

  if (scale == 0)
    return g_strdup ("0");
  for (guint i = 0; i < n; i++)
    {
      if (factors[i] == 0)
        return g_strdup ("0");
      digits += log10 (factors[i]);
    }
  if (digits > QD_DECIMAL_DIGITS_MAX)
    return powers (scale, factors, n);
  for (; scale > 0; scale /= LIMB)
    g_array_append_val (limbs, ((guint32) { (guint32) (scale % LIMB) }));
  /* Factors gathered while their product stays under 2^32: one pass over
   * the limbs for each batch (31 domains of two values a pass). */
  for (guint i = 0; i < n; i++)
    {
      if (batch * factors[i] > G_MAXUINT32)
        {
          multiply (limbs, (guint32) batch);
          batch = 1;
        }
      batch *= factors[i];
    }
  multiply (limbs, (guint32) batch);
  while (limbs->len > 1 && g_array_index (limbs, guint32, limbs->len - 1) == 0)
    g_array_set_size (limbs, limbs->len - 1);
  text = g_string_sized_new (9 * limbs->len + 1);
  g_string_append_printf (text, "%u", g_array_index (limbs, guint32, limbs->len - 1));
  for (guint i = limbs->len - 1; i > 0; i--)
    g_string_append_printf (text, "%09u", g_array_index (limbs, guint32, i - 1));
  return g_string_free (text, FALSE);
}
