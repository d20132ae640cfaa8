/* qd-csp-extension.c — table constraints (XCSP3's extension): allowed
 * tuples, short ones among them, or conflicts.
 *
 * Compact-Table (Demeulenaere, Hartert, Lecoutre, Perez, Perron, Régin,
 * Schaus, CP 2016): the model keeps, for each position p and value a, the
 * bitset of the tuples whose entry is a (and per position the bitset of its
 * stars); a solver keeps the bitset of the live tuples as a reversible
 * sparse bitset (its non-zero words listed in front of an index, the limit
 * trailed, each changed word trailed) and a copy of the domains its last
 * run saw.  A run first removes the tuples that lost a value: for a
 * position whose domain changed, the union of the masks of the values
 * removed since (when fewer than those left; a star is never removed), or
 * else the union of those left and the stars, is cut from the live set.
 * Then each value keeps its place if some live word meets its mask (its
 * residue, the word where a support was last found, is tried first).  When
 * one position alone changed, its own values need no look (they keep their
 * supports: a tuple removed held a value that is gone).
 *
 * Conflicts (negative tables; Verhaeghe, Lecoutre, Schaus, CP 2017): the
 * live set holds the conflicts whose values are all in the domains; a value
 * (p, a) is gone when the live conflicts that hold it are as many as the
 * combinations of the other domains, since the conflicts are distinct and
 * full.  No combination outside the conflicts is ever listed, so a table of
 * a few conflicts over large domains costs a few words.
 *
 * A table whose masks would take much more memory than its rows (values
 * spread over large domains) is filtered by simple tabular reduction
 * instead (Ullmann 2007, Lecoutre 2011): its live tuples in front of an
 * index, the limit trailed; conflicts then by the same count, per value.
 */
#include "qd-csp-extension-private.h"

#include <string.h>

/* Masks are built when they take at most this many times the rows' memory,
 * or at most MASK_BYTES_ANY bytes. */
#define MASK_RATIO 8
#define MASK_BYTES_ANY (1 << 20)

/* ------------------------------------------------------- the model's side */

static int
compare_rows (gconstpointer a, gconstpointer b, gpointer data)
{
  const guint *x = a, *y = b;
  guint arity = GPOINTER_TO_UINT (data);

  for (guint p = 0; p < arity; p++)
    if (x[p] != y[p])
      return x[p] < y[p] ? -1 : 1;
  return 0;
}

/* Conflicts over the distinct variables of the scope (which shrinks to
 * them), each full (a star's values listed: those of the initial domain),
 * sorted and distinct. */
static GArray *
full_conflicts (const QdCsp *csp, guint *scope, guint *arity_io, const guint *first, GArray *rows)
{
  guint arity = *arity_io, n = 0;
  g_autofree guint *pos = g_new (guint, arity + 1);
  g_autofree guint *row = g_new (guint, arity + 1);
  GArray *out = g_array_new (FALSE, FALSE, sizeof (guint));
  guint kept = 0;

  for (guint p = 0; p < arity; p++)
    if (first[p] == p)
      pos[n++] = p;
  for (guint r = 0; r < rows->len / arity; r++)
    {
      const guint *src = &g_array_index (rows, guint, (gsize) r * arity);
      gboolean more = TRUE;

      /* Odometer over the stars' values, the last position fastest. */
      for (guint i = 0; i < n; i++)
        row[i] = src[pos[i]] == QD_CSP_STAR ? 0 : src[pos[i]];
      while (more)
        {
          gboolean inside = TRUE;
          guint i;

          for (i = 0; i < n && inside; i++)
            inside = qd_csp_initial_has (csp, scope[pos[i]], row[i]);
          if (inside)
            g_array_append_vals (out, row, n);
          more = FALSE;
          for (i = n; i-- > 0;)
            if (src[pos[i]] == QD_CSP_STAR)
              {
                if (++row[i] < qd_csp_var (csp, scope[pos[i]])->size)
                  {
                    more = TRUE;
                    break;
                  }
                row[i] = 0;
              }
        }
    }
  if (out->len > 0)
    g_qsort_with_data (out->data, out->len / MAX (n, 1), sizeof (guint) * n, compare_rows, GUINT_TO_POINTER (n));
  for (guint r = 0; r < out->len / MAX (n, 1); r++)
    {
      const guint *cur = &g_array_index (out, guint, (gsize) r * n);

      if (kept > 0 && memcmp (&g_array_index (out, guint, (gsize) (kept - 1) * n), cur, sizeof (guint) * n) == 0)
        continue;
      memmove (&g_array_index (out, guint, (gsize) kept * n), cur, sizeof (guint) * n);
      kept++;
    }
  g_array_set_size (out, kept * n);
  for (guint i = 0; i < n; i++)
    scope[i] = scope[pos[i]];
  *arity_io = n;
  return out;
}

guint *
qd_csp_table_prepare (const QdCsp *csp, guint *scope, guint *arity_io, const guint *tuples, guint n_tuples,
                      gboolean negative, guint *n_kept)
{
  guint arity = *arity_io;
  g_autofree guint *first = g_new (guint, arity + 1);
  g_autofree guint *row = g_new (guint, arity + 1);
  g_autoptr(GArray) rows = g_array_new (FALSE, FALSE, sizeof (guint));

  /* first[p]: the first position of scope[p]'s variable. */
  for (guint p = 0; p < arity; p++)
    {
      first[p] = p;
      for (guint q = 0; q < p; q++)
        if (scope[q] == scope[p])
          {
            first[p] = q;
            break;
          }
    }
  /* Keep the rows within the domains whose repeated variables agree; a
   * star beside a value of the same variable stands for that value. */
  for (guint t = 0; t < n_tuples; t++)
    {
      const guint *src = tuples + (gsize) t * arity;
      gboolean ok = TRUE;

      for (guint p = 0; p < arity && ok; p++)
        {
          row[p] = src[p];
          ok = row[p] == QD_CSP_STAR || row[p] < qd_csp_var (csp, scope[p])->size;
        }
      for (guint p = 0; p < arity && ok; p++)
        if (first[p] != p && row[p] != QD_CSP_STAR)
          {
            if (row[first[p]] == QD_CSP_STAR)
              row[first[p]] = row[p];
            else
              ok = row[first[p]] == row[p];
          }
      if (!ok)
        continue;
      for (guint p = 0; p < arity; p++)
        row[p] = row[first[p]];
      g_array_append_vals (rows, row, arity);
    }
  if (negative)
    {
      GArray *full = full_conflicts (csp, scope, arity_io, first, rows);

      *n_kept = full->len / MAX (*arity_io, 1);
      g_array_set_size (full, full->len + 1);   /* never NULL */
      return (guint *) g_array_free (full, FALSE);
    }
  *n_kept = rows->len / arity;
  g_array_set_size (rows, rows->len + 1);
  return (guint *) g_array_free (g_steal_pointer (&rows), FALSE);
}

QdCspTableIndex *
qd_csp_table_index_new (const QdCsp *csp, const guint *scope, guint arity, const guint *tuples, guint n_tuples,
                        gboolean negative)
{
  QdCspTableIndex *ix = g_new0 (QdCspTableIndex, 1);
  g_autofree guint *hi = g_new0 (guint, arity + 1);
  g_autofree gboolean *stars = g_new0 (gboolean, arity + 1);
  guint64 mask_words = 0;
  gsize next = 0;

  ix->negative = negative;
  ix->n_words = (n_tuples + 63) / 64;
  ix->last_mask = n_tuples % 64 == 0 ? ALL_ONES : (G_GUINT64_CONSTANT (1) << (n_tuples % 64)) - 1;
  ix->lo = qd_owned_add (&ix->owned, g_new (guint, arity + 1), g_free);
  ix->span = qd_owned_add (&ix->owned, g_new0 (guint, arity + 1), g_free);
  ix->offset = qd_owned_add (&ix->owned, g_new0 (gsize, arity + 1), g_free);
  ix->star = qd_owned_add (&ix->owned, g_new (gsize, arity + 1), g_free);
  ix->res_offset = qd_owned_add (&ix->owned, g_new0 (guint, arity + 1), g_free);
  for (guint p = 0; p < arity; p++)
    ix->lo[p] = G_MAXUINT;
  for (guint t = 0; t < n_tuples; t++)
    for (guint p = 0; p < arity; p++)
      {
        guint a = tuples[(gsize) t * arity + p];

        if (a == QD_CSP_STAR)
          stars[p] = TRUE;
        else
          {
            ix->lo[p] = MIN (ix->lo[p], a);
            hi[p] = MAX (hi[p], a);
          }
      }
  for (guint p = 0; p < arity; p++)
    {
      if (ix->lo[p] == G_MAXUINT)
        ix->lo[p] = 0;
      else
        ix->span[p] = hi[p] - ix->lo[p] + 1;
      mask_words += ((guint64) ix->span[p] + stars[p]) * ix->n_words;
      ix->res_offset[p] = ix->n_res;
      ix->n_res += ix->span[p] + 1;
    }
  ix->compact = mask_words * 8 <= MAX ((guint64) MASK_RATIO * 4 * arity * n_tuples, (guint64) MASK_BYTES_ANY);
  if (!ix->compact)
    {
      for (guint p = 0; p < arity; p++)
        ix->star[p] = G_MAXSIZE;
      return ix;
    }
  for (guint p = 0; p < arity; p++)
    {
      ix->offset[p] = next;
      next += (gsize) ix->span[p] * ix->n_words;
      ix->star[p] = G_MAXSIZE;
      if (stars[p])
        {
          ix->star[p] = next;
          next += ix->n_words;
        }
    }
  ix->masks = qd_owned_add (&ix->owned, g_new0 (guint64, next + 1), g_free);
  for (guint t = 0; t < n_tuples; t++)
    for (guint p = 0; p < arity; p++)
      {
        guint a = tuples[(gsize) t * arity + p];
        gsize at = a == QD_CSP_STAR ? ix->star[p] : ix->offset[p] + (gsize) (a - ix->lo[p]) * ix->n_words;

        ix->masks[at + t / 64] |= G_GUINT64_CONSTANT (1) << (t % 64);
      }
  return ix;
}

void
qd_csp_table_index_free (QdCspTableIndex *ix)
{
  qd_owned_free (ix);
}

/* Conflicts: how many agree with the assigned values of `values` (but at
 * position `skip`, taken as unassigned) and have their other values in the
 * initial domains. */
static guint64
matching_conflicts (const QdCsp *csp, const QdCspConstraint *c, const gint *values, guint skip)
{
  guint64 n = 0;

  for (guint t = 0; t < c->n_tuples; t++)
    {
      const guint *row = c->tuples + (gsize) t * c->arity;
      gboolean ok = TRUE;

      for (guint p = 0; p < c->arity && ok; p++)
        {
          gint v = p == skip ? QD_CSP_UNASSIGNED : values[c->scope[p]];

          ok = v == QD_CSP_UNASSIGNED ? qd_csp_initial_has (csp, c->scope[p], row[p]) : (guint) v == row[p];
        }
      n += ok;
    }
  return n;
}

/* Whether the conflicts leave room for the partial assignment: fewer of
 * them agree with it than there are combinations of the unassigned
 * variables' initial domains. */
static gboolean
conflicts_check (const QdCsp *csp, const QdCspConstraint *c, const gint *values)
{
  guint64 room = 1;
  gboolean full = TRUE;

  for (guint p = 0; p < c->arity; p++)
    if (values[c->scope[p]] == QD_CSP_UNASSIGNED)
      {
        full = FALSE;
        if (__builtin_mul_overflow (room, (guint64) qd_csp_var (csp, c->scope[p])->initial_count, &room) ||
            room > c->n_tuples)
          return TRUE;
      }
  if (full && c->index->compact)
    {
      for (guint w = 0; w < c->index->n_words; w++)
        {
          guint64 acc = w + 1 == c->index->n_words ? c->index->last_mask : ALL_ONES;

          for (guint p = 0; p < c->arity && acc != 0; p++)
            acc &= agree_word (c->index, p, values[c->scope[p]], w);
          if (acc != 0)
            return FALSE;
        }
      return TRUE;
    }
  return matching_conflicts (csp, c, values, G_MAXUINT) < room;
}

gboolean
qd_csp_table_check (const QdCsp *csp, const QdCspConstraint *c, const gint *values)
{
  const QdCspTableIndex *ix = c->index;

  if (ix->negative)
    return conflicts_check (csp, c, values);
  if (!ix->compact)
    {
      for (guint t = 0; t < c->n_tuples; t++)
        if (qd_csp_tuple_matches (c->scope, c->arity, c->tuples + (gsize) t * c->arity, values))
          return TRUE;
      return FALSE;
    }
  for (guint w = 0; w < ix->n_words; w++)
    {
      guint64 acc = w + 1 == ix->n_words ? ix->last_mask : ALL_ONES;

      for (guint p = 0; p < c->arity && acc != 0; p++)
        acc &= agree_word (ix, p, values[c->scope[p]], w);
      if (acc != 0)
        return TRUE;
    }
  return FALSE;
}

/* The most positions on which a tuple agrees with `values`: the masks of
 * the values added up in bit-sliced counters (plane b holds bit b of each
 * tuple's count), 64 tuples at a time. */
static guint
most_agreeing (const QdCspConstraint *c, const gint *values)
{
  const QdCspTableIndex *ix = c->index;
  guint n_planes = g_bit_storage (c->arity), best = 0;
  guint64 planes[33];

  for (guint w = 0; w < ix->n_words && best < c->arity; w++)
    {
      guint64 lanes = w + 1 == ix->n_words ? ix->last_mask : ALL_ONES;
      guint count = 0;

      memset (planes, 0, sizeof planes);
      for (guint p = 0; p < c->arity; p++)
        {
          guint64 carry = agree_word (ix, p, values[c->scope[p]], w);

          for (guint b = 0; carry != 0 && b < n_planes; b++)
            {
              guint64 next = planes[b] & carry;

              planes[b] ^= carry;
              carry = next;
            }
        }
      for (guint b = n_planes; b-- > 0;)
        if ((lanes & planes[b]) != 0)
          {
            lanes &= planes[b];
            count |= 1u << b;
          }
      best = MAX (best, count);
    }
  return best;
}

guint64
qd_csp_table_violations (const QdCsp *csp, const QdCspConstraint *c, const gint *values)
{
  const QdCspTableIndex *ix = c->index;
  guint best = 0;

  for (guint p = 0; p < c->arity; p++)
    {
      gint v = values[c->scope[p]];

      if (v != QD_CSP_UNASSIGNED && (v < 0 || (guint) v >= qd_csp_var (csp, c->scope[p])->size))
        return ix->negative ? 1 : c->arity;   /* out of range: checks fail */
    }
  if (ix->negative)
    {
      if (conflicts_check (csp, c, values))
        return 0;
      /* One change is enough when, for some position (the scope's
       * variables are distinct), the conflicts that agree everywhere else
       * do not cover its domain. */
      for (guint p = 0; p < c->arity; p++)
        if (matching_conflicts (csp, c, values, p) < qd_csp_var (csp, c->scope[p])->initial_count)
          return 1;
      return 2;
    }
  if (ix->compact)
    best = most_agreeing (c, values);
  else
    for (guint t = 0; t < c->n_tuples && best < c->arity; t++)
      {
        const guint *row = c->tuples + (gsize) t * c->arity;
        guint agree = 0;

        for (guint p = 0; p < c->arity; p++)
          {
            gint v = values[c->scope[p]];

            agree += v == QD_CSP_UNASSIGNED || row[p] == QD_CSP_STAR || (guint) v == row[p];
          }
        best = MAX (best, agree);
      }
  return c->arity - best;
}
