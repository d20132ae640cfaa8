/* qd-csp-extension-private.h — what the model's side of the table
 * constraints (qd-csp-extension.c) and the solver's (qd-csp-extension-solve.c)
 * share: reading a table's masks. */
#pragma once

#include "qd-csp-private.h"

#define ALL_ONES G_MAXUINT64

/* The tuples whose entry at p is a (stars apart), or NULL: none. */
static inline const guint64 *
exact_mask (const QdCspTableIndex *ix, guint p, guint a)
{
  if (a < ix->lo[p] || a - ix->lo[p] >= ix->span[p])
    return NULL;
  return ix->masks + ix->offset[p] + (gsize) (a - ix->lo[p]) * ix->n_words;
}

static inline const guint64 *
star_mask (const QdCspTableIndex *ix, guint p)
{
  return ix->star[p] == G_MAXSIZE ? NULL : ix->masks + ix->star[p];
}

/* Word w of the tuples that agree with `value` at p: the exact ones and the
 * stars (ALL_ONES for an unassigned value). */
static inline guint64
agree_word (const QdCspTableIndex *ix, guint p, gint value, guint w)
{
  const guint64 *ex, *st;
  guint64 word = 0;

  if (value == QD_CSP_UNASSIGNED)
    return ALL_ONES;
  ex = exact_mask (ix, p, (guint) value);
  st = star_mask (ix, p);
  if (ex != NULL)
    word |= ex[w];
  if (st != NULL)
    word |= st[w];
  return word;
}

/* The product of `counts` but at position `skip`, or `bound` + 1 when it
 * passes bound. */
static inline guint64
product_but (const guint *counts, guint n, guint skip, guint64 bound)
{
  guint64 product = 1;

  for (guint q = 0; q < n; q++)
    if (q != skip && (__builtin_mul_overflow (product, (guint64) counts[q], &product) || product > bound))
      return bound + 1;
  return product;
}
