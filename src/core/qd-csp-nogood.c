/* qd-csp-nogood.c — nogoods recorded from restarts (options.nogoods).
 *
 * Lecoutre, Sais, Tabary, Vidal 2007, "Recording and minimizing nogoods
 * from restarts": when a run gives way, the branch it was on holds, at each
 * level, the values of that level's variable that were tried and refuted
 * before the current one (their inference failed, or every value below
 * them was refuted, or in branch and bound nothing better than the bound
 * was found below them).  Each one is a nogood made of the positive
 * decisions above it and itself, x1 = a1 ∧ … ∧ xk-1 = ak-1 ∧ xk = b (the
 * reduced nld-nogood: the negative decisions are left out).  The next runs
 * must never make it true again, so the work of the refuted subtrees is
 * not done twice.
 *
 * A literal x = a is true when x's domain is {a}, false when a is gone.
 * Each stored nogood watches two literals that are not true, in its slots
 * 0 and 1 (Moskewicz et al.'s two watched literals, as MiniSat and ACE):
 * when a watched literal becomes true another one that is not true takes
 * its place, and when none is left the other watched one is made false
 * (its value is removed) or, if it is true too, the nogood fails.  Watches
 * are never undone on backtracking (a literal that was not true stays so).
 *
 * Literals true at the root are left out, a nogood with a literal false at
 * the root is not kept, one with a single literal left removes its value at
 * the root, and decisions of a level with one value (implied by the levels
 * above) are no literals.  Memory is bounded: past QD_CSP_NOGOOD_MAX_LITS
 * literals in all, no more nogoods are recorded.  The arrays grow only
 * when a run gives way, never during propagation.
 */
#include "qd-csp-private.h"

#include <string.h>

#define QD_CSP_NOGOOD_MAX_LITS (G_GUINT64_CONSTANT (1) << 21)
#define NONE G_MAXUINT

typedef struct {
  guint var;
  guint val;
} Literal;                  /* var = val */

typedef struct {
  gsize start;              /* its first literal */
  guint size;               /* its literals (>= 2) */
  guint next[2];            /* the next watch on the variable of its slot k, or NONE
                             * (a watch is 2 id + k: slot k of nogood id) */
} Nogood;

struct _QdCspNogoods {
  GArray *lit_array;        /* the nogoods' literals, one after the other (grown only
                             * when a run gives way), and its data */
  Literal *lits;
  gsize n_lits;
  gsize lit_cap;
  GArray *ng_array;         /* the nogoods, and its data */
  Nogood *ngs;
  guint n;
  guint cap;
  guint *head;              /* per variable: its first watch, or NONE */
  guint *pending;           /* variables left with one value, not yet propagated */
  guint n_pending;
  guint8 *is_pending;
  gboolean full;            /* QD_CSP_NOGOOD_MAX_LITS reached */
};

static inline guint *
next_watch (QdCspNogoods *ng, guint w)
{
  return &ng->ngs[w >> 1].next[w & 1];
}

void
qd_csp_nogoods_init (QdCspSolver *s)
{
  QdCspNogoods *ng = g_new0 (QdCspNogoods, 1);
  guint n = s->n_vars;

  s->ng_store = qd_owned_add (&s->owned, ng, g_free);
  ng->lit_array = qd_owned_add (&s->owned, g_array_new (FALSE, FALSE, sizeof (Literal)),
                                (GDestroyNotify) g_array_unref);
  ng->ng_array = qd_owned_add (&s->owned, g_array_new (FALSE, FALSE, sizeof (Nogood)),
                               (GDestroyNotify) g_array_unref);
  ng->head = qd_owned_add (&s->owned, g_new (guint, n + 1), g_free);
  ng->pending = qd_owned_add (&s->owned, g_new (guint, n + 1), g_free);
  ng->is_pending = qd_owned_add (&s->owned, g_new0 (guint8, n + 1), g_free);
}

/* Forgets every nogood (a new search). */
void
qd_csp_nogoods_clear (QdCspSolver *s)
{
  QdCspNogoods *ng = s->ng;

  ng->n_lits = 0;
  ng->n = 0;
  ng->full = FALSE;
  for (guint v = 0; v < s->n_vars; v++)
    ng->head[v] = NONE;
  qd_csp_nogoods_drop_pending (s);
}

void
qd_csp_nogoods_drop_pending (QdCspSolver *s)
{
  QdCspNogoods *ng = s->ng;

  for (; ng->n_pending > 0; ng->n_pending--)
    ng->is_pending[ng->pending[ng->n_pending - 1]] = 0;
}

void
qd_csp_nogoods_pending_add (QdCspSolver *s, guint var)
{
  QdCspNogoods *ng = s->ng;

  if (ng->is_pending[var])
    return;
  ng->is_pending[var] = 1;
  ng->pending[ng->n_pending++] = var;
}

static inline gboolean
lit_false (QdCspSolver *s, guint var, guint value)
{
  return !qd_csp_bit_test (qd_csp_solver_dom (s, var), value);
}

static inline gboolean
lit_true (QdCspSolver *s, guint var, guint value)
{
  return s->count[var] == 1 && !lit_false (s, var, value);
}

static guint
single_value (QdCspSolver *s, guint var)
{
  const guint64 *d = qd_csp_solver_dom (s, var);
  guint w = 0;

  while (d[w] == 0)
    w++;
  return w * QD_CSP_WORD_BITS + qd_csp_lowest_bit (d[w]);
}

static void
remove_value (QdCspSolver *s, guint var, guint value)
{
  guint64 word = qd_csp_solver_dom (s, var)[value / QD_CSP_WORD_BITS];

  s->cause = QD_CSP_CAUSE_UNKNOWN;
  qd_csp_solver_write_word (s, var, value / QD_CSP_WORD_BITS, word & ~QD_CSP_BIT (value));
}

/* var's domain became {a}: the nogoods watching a literal var = a. */
static gboolean
propagate_var (QdCspSolver *s, guint var)
{
  QdCspNogoods *ng = s->ng;
  guint a = single_value (s, var);
  guint *link = &ng->head[var];

  while (*link != NONE)
    {
      guint w = *link, id = w >> 1, k = w & 1, other = 1 - k, j;
      Literal *l = ng->lits + ng->ngs[id].start;

      if (l[k].val != a || lit_false (s, l[other].var, l[other].val))
        {
          link = &*next_watch (ng, w);
          continue;
        }
      for (j = 2; j < ng->ngs[id].size; j++)
        if (!lit_true (s, l[j].var, l[j].val))
          break;
      if (j < ng->ngs[id].size)
        {
          Literal t = l[k];

          l[k] = l[j];
          l[j] = t;
          *link = *next_watch (ng, w);
          *next_watch (ng, w) = ng->head[l[k].var];
          ng->head[l[k].var] = w;
          continue;
        }
      link = &*next_watch (ng, w);
      if (lit_true (s, l[other].var, l[other].val))
        return FALSE;
      remove_value (s, l[other].var, l[other].val);
    }
  return TRUE;
}

/* Propagates the nogoods on the variables left with one value since the
 * last call; FALSE when one is violated. */
gboolean
qd_csp_nogoods_flush (QdCspSolver *s)
{
  QdCspNogoods *ng = s->ng;

  while (ng->n_pending > 0)
    {
      guint var = ng->pending[--ng->n_pending];

      ng->is_pending[var] = 0;
      if (s->count[var] == 1 && !propagate_var (s, var))
        return FALSE;
    }
  return TRUE;
}

/* Room for `more` literals and one more nogood; FALSE past the bound. */
static gboolean
reserve (QdCspNogoods *ng, gsize more)
{
  if (ng->n_lits + more > QD_CSP_NOGOOD_MAX_LITS || ng->n >= G_MAXUINT / 2 - 1)
    return FALSE;
  if (ng->n_lits + more > ng->lit_cap)
    {
      ng->lit_cap = MAX (MIN (2 * ng->lit_cap, QD_CSP_NOGOOD_MAX_LITS), MAX (ng->n_lits + more, 1024));
      g_array_set_size (ng->lit_array, ng->lit_cap);
      ng->lits = (Literal *) (gpointer) ng->lit_array->data;
    }
  if (ng->n == ng->cap)
    {
      ng->cap = MAX (2 * ng->cap, 256);
      g_array_set_size (ng->ng_array, ng->cap);
      ng->ngs = (Nogood *) (gpointer) ng->ng_array->data;
    }
  return TRUE;
}

/* Adds the nogood of the decisions of frames[1 .. k) with more than one
 * value and var = value, at the root; FALSE when it is violated there. */
static gboolean
add (QdCspSolver *s, guint k, guint var, guint value)
{
  QdCspNogoods *ng = s->ng;
  Literal *l;
  guint n = 0;

  if (!reserve (ng, k))
    {
      ng->full = TRUE;
      return TRUE;
    }
  l = ng->lits + ng->n_lits;
  /* The new decision first, then the levels above from the deepest: the
   * deepest are the last made true, so watches move least. */
  for (guint j = k + 1; j-- > 1;)
    {
      const QdCspFrame *f = &s->frames[j];
      guint x = j == k ? var : f->var;
      guint b = j == k ? value : s->candidates[s->cand_offset[x] + f->next - 1];

      if (j < k && f->n_values <= 1)
        continue;
      if (lit_false (s, x, b))
        return TRUE;
      if (lit_true (s, x, b))
        continue;
      l[n].var = x;
      l[n].val = b;
      n++;
    }
  if (n == 0)
    return FALSE;
  if (n == 1)
    {
      remove_value (s, l[0].var, l[0].val);
      return TRUE;
    }
  ng->ngs[ng->n].start = ng->n_lits;
  ng->ngs[ng->n].size = n;
  for (guint slot = 0; slot < 2; slot++)
    {
      guint w = 2 * ng->n + slot;

      *next_watch (ng, w) = ng->head[l[slot].var];
      ng->head[l[slot].var] = w;
    }
  ng->n++;
  ng->n_lits += n;
  return TRUE;
}

/* At the root, after a run that gave way on the branch frames[1 .. top]
 * (frames[top]'s current value not tried yet): records its nogoods and
 * propagates at the root.  FALSE when the root fails: nothing (better) is
 * left to find. */
gboolean
qd_csp_nogoods_record (QdCspSolver *s, guint top)
{
  QdCspNogoods *ng = s->ng;
  gboolean ok = TRUE;

  s->wiped = FALSE;
  s->queueing = TRUE;
  for (guint k = 1; ok && k <= top && !ng->full; k++)
    {
      const QdCspFrame *f = &s->frames[k];
      const guint *values = s->candidates + s->cand_offset[f->var];

      for (guint i = 0; ok && i + 1 < f->next; i++)
        ok = add (s, k, f->var, values[i]);
    }
  s->queueing = FALSE;
  return ok && qd_csp_solver_propagate_touched (s);
}
