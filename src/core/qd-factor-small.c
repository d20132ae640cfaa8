/* qd-factor-small.c — Σ Π of a step whose product is small
 * (qd-factor-private.h): one odometer over the union of the scopes, each
 * table's index moved by its stride, nothing planned nor allocated.  Link's
 * queries make hundreds of steps of a few to a few hundred entries, where
 * planning the walk of qd-factor.c (its blocks, their offsets) cost more
 * than the products. */
#include "config.h"
#include "qd-factor-private.h"

#include <string.h>

/* The most factors, and variables in their union, of a small step. */
#define SMALL_FACTORS 8
#define SMALL_DIGITS 24

gboolean
qd_factor_product_sum_small (const QdFactor *const *factors, guint n, QdFactor *out)
{
  guint vars[SMALL_DIGITS], card[SMALL_DIGITS], count[SMALL_DIGITS] = { 0 }, m = 0, nd;
  gsize stride[SMALL_DIGITS][SMALL_FACTORS + 1], idx[SMALL_FACTORS + 1] = { 0 }, size = 1;
  const QdFactor *tables[SMALL_FACTORS + 1];

  for (guint f = 0; f < n; f++)
    {
      if (factors[f]->size > QD_FACTOR_SMALL)   /* the union is at least as big */
        return FALSE;
      m += factors[f]->n;
    }
  if (n > SMALL_FACTORS || m > SMALL_DIGITS)
    return FALSE;
  nd = qd_factor_union (factors, n, vars, card);   /* OUT's variables among them */
  for (guint d = 0; d < nd; d++)
    size *= card[d];
  if (size > QD_FACTOR_SMALL)
    return FALSE;
  memcpy (tables, factors, n * sizeof (QdFactor *));
  tables[n] = out;
  /* each table's stride on each digit of the union: 0 when it lacks it */
  for (guint c = 0; c <= n; c++)
    for (guint d = 0; d < nd; d++)
      {
        gint at = qd_factor_find (tables[c], vars[d]);
        gsize s = at >= 0 ? 1 : 0;
        for (guint j = (guint) (at + 1); at >= 0 && j < tables[c]->n; j++)
          s *= tables[c]->card[j];
        stride[d][c] = s;
      }
  memset (out->values, 0, out->size * sizeof (double));
  for (gsize e = 0; e < size; e++)
    {
      double p = 1.0;
      for (guint f = 0; f < n; f++)
        p *= factors[f]->values[idx[f]];
      out->values[idx[n]] += p;
      for (guint d = nd; d-- > 0;)
        {
          if (++count[d] < card[d])
            {
              for (guint c = 0; c <= n; c++)
                idx[c] += stride[d][c];
              break;
            }
          count[d] = 0;
          for (guint c = 0; c <= n; c++)
            idx[c] -= (gsize) (card[d] - 1) * stride[d][c];
        }
    }
  return TRUE;
}
