/* qd-csp-extension-solve.c — the solver's side of the table constraints
 * (see qd-csp-extension.c for the algorithms): each table's reversible
 * state, Compact-Table's run, simple tabular reduction's, and the checks
 * without inference. */
#include "qd-csp-extension-private.h"

#include <string.h>

/* The sum over the constraint's scope of a per-variable count (the
 * solver's `n_words` or `size`). */
static inline gsize
scope_total (const guint *per_var, const QdCspConstraint *c)
{
  gsize total = 0;

  for (guint p = 0; p < c->arity; p++)
    total += per_var[c->scope[p]];
  return total;
}

/* Compact-Table's initial state: every tuple live, every value of the
 * domains' ranges seen, not filtered yet (the first run removes what the
 * initial domains lack, as simple tabular reduction would). */
static void
compact_start (QdCspSolver *s, const QdCspConstraint *c, QdCspTableState *st)
{
  const QdCspTableIndex *ix = c->index;
  guint64 *last = st->last;

  for (guint w = 0; w < ix->n_words; w++)
    {
      st->curr[w] = w + 1 == ix->n_words ? ix->last_mask : ALL_ONES;
      st->index[w] = w;
    }
  st->limit = ix->n_words;
  for (guint p = 0; p < c->arity; p++)
    {
      guint x = c->scope[p], nw = s->n_words[x];

      for (guint w = 0; w < nw; w++)
        last[w] = w + 1 == nw && s->size[x] % QD_CSP_WORD_BITS != 0 ? QD_CSP_BIT (s->size[x]) - 1 : ALL_ONES;
      last += nw;
    }
}

gsize
qd_csp_solver_tables_init (QdCspSolver *s)
{
  const QdCsp *csp = s->csp;
  gsize n_u64 = 0, n_uint = 0, trail = 0, tmp = 1, counts = 1;
  guint64 *words;
  guint *uints;
  guint slot = 0;

  s->n_tables = csp->n_tables;
  s->tables = qd_owned_add (&s->owned, g_new0 (QdCspTableState, s->n_tables + 1), g_free);
  for (guint k = 0; k < csp->constraints->len; k++)
    {
      const QdCspConstraint *c = qd_csp_con (csp, k);
      const QdCspTableIndex *ix;

      if (c->kind != QD_CSP_KIND_TABLE)
        continue;
      ix = c->index;
      counts = MAX (counts, c->arity);
      if (ix->compact)
        {
          n_u64 += ix->n_words + 1 + scope_total (s->n_words, c);
          n_uint += ix->n_words + 1 + ix->n_res;
          tmp = MAX (tmp, ix->n_words + 1);
          /* Each trailed word or limit loses a tuple, each last word a value. */
          trail += 2 * (gsize) c->n_tuples + scope_total (s->size, c) + 1;
        }
      else
        {
          n_uint += c->n_tuples + 1;
          trail += c->n_tuples + 1;
          if (ix->negative)
            counts = MAX (counts, scope_total (s->size, c) + c->arity);
        }
    }
  s->table_words = words = qd_owned_add (&s->owned, g_new0 (guint64, n_u64 + 1), g_free);
  s->table_uints = uints = qd_owned_add (&s->owned, g_new0 (guint, n_uint + 1), g_free);
  s->table_tmp = qd_owned_add (&s->owned, g_new0 (guint64, tmp), g_free);
  s->table_counts = qd_owned_add (&s->owned, g_new0 (guint, counts + 1), g_free);
  for (guint k = 0; k < csp->constraints->len; k++)
    {
      const QdCspConstraint *c = qd_csp_con (csp, k);
      QdCspTableState *st;

      if (c->kind != QD_CSP_KIND_TABLE)
        continue;
      st = &s->tables[slot++];
      if (c->index->compact)
        {
          st->curr = words;
          words += c->index->n_words + 1;
          st->last = words;
          words += scope_total (s->n_words, c);
          st->index = uints;
          uints += c->index->n_words + 1;
          st->res = uints;
          uints += c->index->n_res;
          compact_start (s, c, st);
        }
      else
        {
          st->index = uints;
          uints += c->n_tuples + 1;
          for (guint t = 0; t < c->n_tuples; t++)
            st->index[t] = t;
          st->limit = c->n_tuples;
        }
    }
  return trail;
}

/* curr &= mask (with `invert`: &= ~mask) on the live words; the words that
 * become zero leave the index.  FALSE when no tuple is left. */
static gboolean
intersect (QdCspSolver *s, QdCspTableState *st, guint slot, const guint64 *mask, gboolean invert)
{
  guint64 flip = invert ? ALL_ONES : 0;
  guint limit = st->limit;

  for (guint i = limit; i-- > 0;)
    {
      guint w = st->index[i];
      guint64 old = st->curr[w];
      guint64 word = old & (mask[w] ^ flip);

      if (word != old)
        {
          qd_csp_trail_push (s, QD_CSP_TRAIL_TABLE_WORD, slot, old, w);
          st->curr[w] = word;
          if (word == 0)
            {
              st->index[i] = st->index[--limit];
              st->index[limit] = w;
            }
        }
    }
  if (limit != st->limit)
    {
      qd_csp_trail_push (s, QD_CSP_TRAIL_TABLE, slot, 0, st->limit);
      st->limit = limit;
    }
  return limit > 0;
}

/* The last seen words of a position (from `at` in st->last) become d. */
static void
set_last (QdCspSolver *s, QdCspTableState *st, guint slot, gsize at, const guint64 *d, guint nw)
{
  for (guint w = 0; w < nw; w++)
    if (st->last[at + w] != d[w])
      {
        qd_csp_trail_push (s, QD_CSP_TRAIL_TABLE_LAST, slot, st->last[at + w], at + w);
        st->last[at + w] = d[w];
      }
}

static inline void
or_live (const QdCspTableState *st, guint64 *tmp, const guint64 *m)
{
  for (guint i = 0; i < st->limit; i++)
    tmp[st->index[i]] |= m[st->index[i]];
}

/* Cuts from the live set the tuples that lost a value at p (`removed` of
 * them since the last run): by the values removed or by those left,
 * whichever are fewer.  FALSE when none is left. */
static gboolean
update_position (QdCspSolver *s, const QdCspConstraint *c, QdCspTableState *st, guint slot, guint p,
                 const guint64 *last, const guint64 *d, guint removed)
{
  const QdCspTableIndex *ix = c->index;
  guint x = c->scope[p], nw = s->n_words[x];
  guint64 *tmp = s->table_tmp;
  gboolean incremental = removed <= s->count[x];

  for (guint i = 0; i < st->limit; i++)
    tmp[st->index[i]] = 0;
  for (guint w = 0; w < nw; w++)
    for (guint64 bits = incremental ? last[w] & ~d[w] : d[w]; bits != 0; bits &= bits - 1)
      {
        const guint64 *m = exact_mask (ix, p, w * QD_CSP_WORD_BITS + qd_csp_lowest_bit (bits));

        if (m != NULL)
          {
            s->stats.checks++;
            or_live (st, tmp, m);
          }
      }
  if (!incremental && star_mask (ix, p) != NULL)
    or_live (st, tmp, star_mask (ix, p));
  return intersect (s, st, slot, tmp, incremental);
}

/* Brings the live set up to the domains; `changed` counts the positions
 * whose domain changed since the last run, `only` is the last of them.
 * FALSE when no tuple is left. */
static gboolean
compact_update (QdCspSolver *s, const QdCspConstraint *c, QdCspTableState *st, guint slot, guint *changed,
                guint *only)
{
  gsize at = 0;

  for (guint p = 0; p < c->arity; p++)
    {
      guint x = c->scope[p], nw = s->n_words[x];
      const guint64 *d = qd_csp_solver_dom (s, x);
      guint removed = 0;

      for (guint w = 0; w < nw; w++)
        removed += qd_csp_popcount (st->last[at + w] & ~d[w]);
      if (removed > 0)
        {
          (*changed)++;
          *only = p;
          if (!update_position (s, c, st, slot, p, st->last + at, d, removed))
            return FALSE;
          set_last (s, st, slot, at, d, nw);
        }
      at += nw;
    }
  return TRUE;
}

/* Whether a live word meets m: the residue first, then the live words. */
static inline gboolean
has_live (const QdCspTableState *st, const guint64 *m, guint *res)
{
  if ((st->curr[*res] & m[*res]) != 0)
    return TRUE;
  for (guint i = 0; i < st->limit; i++)
    {
      guint w = st->index[i];

      if ((st->curr[w] & m[w]) != 0)
        {
          *res = w;
          return TRUE;
        }
    }
  return FALSE;
}

/* Allowed tuples: each value keeps a live tuple that holds it (or a star
 * at its position).  An assigned variable needs no look: the live tuples
 * hold its value.  Position `skip` alone changed: its values keep theirs. */
static gboolean
filter_supports (QdCspSolver *s, const QdCspConstraint *c, QdCspTableState *st, guint slot, guint skip)
{
  const QdCspTableIndex *ix = c->index;
  gsize at = 0;

  for (guint p = 0; p < c->arity; at += s->n_words[c->scope[p]], p++)
    {
      guint x = c->scope[p], nw = s->n_words[x];
      const guint64 *d = qd_csp_solver_dom (s, x);
      const guint64 *sm = star_mask (ix, p);
      guint *res = st->res + ix->res_offset[p];
      gboolean removed = FALSE;

      if (p == skip || s->count[x] <= 1)
        continue;
      if (sm != NULL && has_live (st, sm, &res[ix->span[p]]))
        continue;
      for (guint w = 0; w < nw; w++)
        {
          guint64 word = d[w];

          for (guint64 bits = d[w]; bits != 0; bits &= bits - 1)
            {
              guint a = w * QD_CSP_WORD_BITS + qd_csp_lowest_bit (bits);
              const guint64 *m = exact_mask (ix, p, a);

              s->stats.checks++;
              if (m == NULL || !has_live (st, m, &res[a - ix->lo[p]]))
                word &= ~QD_CSP_BIT (a);
            }
          if (word != d[w])
            {
              qd_csp_solver_write_word (s, x, w, word);
              if (s->count[x] == 0)
                return FALSE;
              removed = TRUE;
            }
        }
      /* The values removed hold no live tuple: the live set stays. */
      if (removed)
        set_last (s, st, slot, at, d, nw);
    }
  return TRUE;
}

/* The live tuples among those of m. */
static inline guint64
count_live (const QdCspTableState *st, const guint64 *m)
{
  guint64 n = 0;

  for (guint i = 0; i < st->limit; i++)
    n += qd_csp_popcount (st->curr[st->index[i]] & m[st->index[i]]);
  return n;
}

/* Conflicts: a value goes when its live conflicts cover every combination
 * of the other domains (the sizes the live set was brought up to: values
 * removed here keep their conflicts live until the next run, and removing
 * a covered value uncovers no other). */
static gboolean
filter_conflicts (QdCspSolver *s, const QdCspConstraint *c, QdCspTableState *st, guint skip)
{
  const QdCspTableIndex *ix = c->index;
  guint *sizes = s->table_counts;
  guint64 bound = (guint64) st->limit * QD_CSP_WORD_BITS;

  for (guint p = 0; p < c->arity; p++)
    sizes[p] = s->count[c->scope[p]];
  for (guint p = 0; p < c->arity; p++)
    {
      guint x = c->scope[p];
      const guint64 *d = qd_csp_solver_dom (s, x);
      guint64 others;

      if (p == skip)
        continue;
      others = product_but (sizes, c->arity, p, bound);
      if (others > bound)
        continue;
      for (guint w = 0; w < s->n_words[x]; w++)
        {
          guint64 word = d[w];

          for (guint64 bits = d[w]; bits != 0; bits &= bits - 1)
            {
              guint a = w * QD_CSP_WORD_BITS + qd_csp_lowest_bit (bits);
              const guint64 *m = exact_mask (ix, p, a);

              s->stats.checks++;
              if (m != NULL && count_live (st, m) >= others)
                word &= ~QD_CSP_BIT (a);
            }
          if (word != d[w])
            {
              qd_csp_solver_write_word (s, x, w, word);
              if (s->count[x] == 0)
                return FALSE;
            }
        }
    }
  return TRUE;
}

/* No tuple left: the first variable has no value supported (its domain is
 * emptied, as simple tabular reduction would, so that the failure is a
 * wipe-out the listener hears of). */
static gboolean
wipe_first (QdCspSolver *s, const QdCspConstraint *c)
{
  for (guint w = 0; w < s->n_words[c->scope[0]]; w++)
    qd_csp_solver_write_word (s, c->scope[0], w, 0);
  return FALSE;
}

static gboolean
run_compact (QdCspSolver *s, const QdCspConstraint *c, QdCspTableState *st, guint slot)
{
  guint changed = 0, only = 0;

  if (st->limit == 0 || !compact_update (s, c, st, slot, &changed, &only))
    return c->index->negative || wipe_first (s, c);   /* conflicts: none left to forbid */
  if (!st->filtered)
    {
      qd_csp_trail_push (s, QD_CSP_TRAIL_TABLE_FRESH, slot, 0, 0);
      st->filtered = TRUE;
      changed = G_MAXUINT;
    }
  if (changed == 0)
    return TRUE;
  if (c->index->negative)
    return filter_conflicts (s, c, st, changed == 1 ? only : G_MAXUINT);
  return filter_supports (s, c, st, slot, changed == 1 ? only : G_MAXUINT);
}

/* Whether tuple `row` has all its values in the domains. */
static inline gboolean
row_live (QdCspSolver *s, const QdCspConstraint *c, const guint *row)
{
  for (guint p = 0; p < c->arity; p++)
    if (row[p] != QD_CSP_STAR && !qd_csp_bit_test (qd_csp_solver_dom (s, c->scope[p]), row[p]))
      return FALSE;
  return TRUE;
}

/* Simple tabular reduction: drop the tuples that lost a value, then keep
 * in each domain the values some live tuple supports, or for conflicts
 * those that fewer live conflicts hold than the other domains combine. */
static gboolean
run_str (QdCspSolver *s, const QdCspConstraint *c, QdCspTableState *st, guint slot)
{
  gboolean negative = c->index->negative;
  guint *counts = s->table_counts;
  guint64 *seen = s->scratch;
  guint limit = st->limit, i = 0;
  gsize off = 0;

  if (negative)
    memset (counts, 0, sizeof (guint) * scope_total (s->size, c));
  else
    memset (seen, 0, sizeof (guint64) * scope_total (s->n_words, c));
  while (i < limit)
    {
      const guint *row = c->tuples + (gsize) st->index[i] * c->arity;

      s->stats.checks++;
      if (row_live (s, c, row))
        {
          off = 0;
          for (guint p = 0; p < c->arity; p++)
            {
              guint x = c->scope[p];

              if (negative)
                counts[off + row[p]]++;
              else if (row[p] == QD_CSP_STAR)
                for (guint w = 0; w < s->n_words[x]; w++)
                  seen[off + w] |= qd_csp_solver_dom (s, x)[w];
              else
                seen[off + row[p] / QD_CSP_WORD_BITS] |= QD_CSP_BIT (row[p]);
              off += negative ? s->size[x] : s->n_words[x];
            }
          i++;
        }
      else
        {
          guint t = st->index[i];

          st->index[i] = st->index[--limit];
          st->index[limit] = t;
        }
    }
  if (limit != st->limit)
    {
      qd_csp_trail_push (s, QD_CSP_TRAIL_TABLE, slot, 0, st->limit);
      st->limit = limit;
    }

  off = 0;
  if (!negative)
    {
      for (guint p = 0; p < c->arity; p++)
        {
          const guint64 *d = qd_csp_solver_dom (s, c->scope[p]);

          for (guint w = 0; w < s->n_words[c->scope[p]]; w++)
            if ((d[w] & ~seen[off + w]) != 0)
              qd_csp_solver_write_word (s, c->scope[p], w, d[w] & seen[off + w]);
          if (s->count[c->scope[p]] == 0)
            return FALSE;
          off += s->n_words[c->scope[p]];
        }
      return TRUE;
    }
  {
    guint *sizes = counts + scope_total (s->size, c);

    for (guint p = 0; p < c->arity; p++)
      sizes[p] = s->count[c->scope[p]];
    for (guint p = 0; p < c->arity; p++)
      {
        guint x = c->scope[p];
        guint64 others = product_but (sizes, c->arity, p, limit);
        const guint64 *d = qd_csp_solver_dom (s, x);

        for (guint w = 0; others <= limit && w < s->n_words[x]; w++)
          {
            guint64 word = d[w];

            for (guint64 bits = d[w]; bits != 0; bits &= bits - 1)
              {
                guint a = w * QD_CSP_WORD_BITS + qd_csp_lowest_bit (bits);

                if (counts[off + a] >= others)
                  word &= ~QD_CSP_BIT (a);
              }
            if (word != d[w])
              qd_csp_solver_write_word (s, x, w, word);
          }
        if (s->count[x] == 0)
          return FALSE;
        off += s->size[x];
      }
  }
  return TRUE;
}

gboolean
qd_csp_solver_run_table (QdCspSolver *s, guint constraint)
{
  const QdCspConstraint *c = qd_csp_con (s->csp, constraint);
  guint slot = s->table_slot[constraint];

  if (c->index->compact)
    return run_compact (s, c, &s->tables[slot], slot);
  return run_str (s, c, &s->tables[slot], slot);
}

/* Without inference: conflicts can still be avoided when fewer live ones
 * agree with the assigned values (and have the others' values in their
 * domains) than the unassigned domains combine. */
static gboolean
conflicts_consistent (QdCspSolver *s, const QdCspConstraint *c, const QdCspTableState *st)
{
  const QdCspTableIndex *ix = c->index;
  guint64 room = 1, n = 0;

  for (guint p = 0; p < c->arity; p++)
    if (s->values[c->scope[p]] == QD_CSP_UNASSIGNED &&
        (__builtin_mul_overflow (room, (guint64) s->count[c->scope[p]], &room) || room > c->n_tuples))
      return TRUE;
  for (guint i = 0; i < st->limit && n < room; i++)
    {
      guint64 acc;
      guint w = st->index[i];

      s->stats.checks++;
      if (!ix->compact)
        {
          const guint *row = c->tuples + (gsize) w * c->arity;

          n += qd_csp_tuple_matches (c->scope, c->arity, row, s->values) && row_live (s, c, row);
          continue;
        }
      acc = st->curr[w];
      for (guint p = 0; p < c->arity && acc != 0; p++)
        if (s->values[c->scope[p]] != QD_CSP_UNASSIGNED)
          acc &= agree_word (ix, p, s->values[c->scope[p]], w);
      for (; acc != 0; acc &= acc - 1)
        {
          guint t = w * QD_CSP_WORD_BITS + qd_csp_lowest_bit (acc);

          n += row_live (s, c, c->tuples + (gsize) t * c->arity);
        }
    }
  return n < room;
}

gboolean
qd_csp_solver_table_consistent (QdCspSolver *s, guint constraint)
{
  const QdCspConstraint *c = qd_csp_con (s->csp, constraint);
  const QdCspTableState *st = &s->tables[s->table_slot[constraint]];
  const QdCspTableIndex *ix = c->index;

  if (ix->negative)
    return conflicts_consistent (s, c, st);
  for (guint i = 0; i < st->limit; i++)
    {
      guint w = st->index[i];

      s->stats.checks++;
      if (!ix->compact)
        {
          if (qd_csp_tuple_matches (c->scope, c->arity, c->tuples + (gsize) w * c->arity, s->values))
            return TRUE;
        }
      else
        {
          guint64 acc = st->curr[w];

          for (guint p = 0; p < c->arity && acc != 0; p++)
            acc &= agree_word (ix, p, s->values[c->scope[p]], w);
          if (acc != 0)
            return TRUE;
        }
    }
  return FALSE;
}
