/* qd-csp-expr-cache.c — an expression's bounds kept from one call to the
 * next in one solver (an objective's: Rehearsal's waiting time, 45
 * weights times conditions over 99 variables), instead of every node
 * recomputed at every call:
 *   - each node keeps its range over the variables' bounds (the forward
 *     pass of qd-csp-expr-bounds.c), in preorder, with its parent;
 *   - a variable's new bounds (qd_csp_expr_cache_set, told the solver's
 *     changes and their undoing alike) are noted, and at the next call
 *     each of its leaves takes them and passes the change up, node by
 *     node, until a node's range stays as it was (x ≤ 3 is still 0..1
 *     when x loses 8); a sum adds its kid's change instead of reading
 *     every kid: a call costs what changed since the last;
 *   - narrowing (the backward pass) works on the kept ranges in place,
 *     each change noted, and is undone once the narrowed variables are
 *     read: the kept ranges stay those of the bounds;
 *   - a narrowing that found nothing is not done again to the same target
 *     while no leaf has moved.
 * Nothing is allocated after qd_csp_expr_cache_new. */
#include "config.h"
#include "qd-csp-model-private.h"
#include "qd-csp-owned.h"

#define NONE G_MAXUINT

struct _QdCspExprCache {
  QdOwned owned;
  const QdCspExpr *expr;
  guint n_nodes, n_vars;
  gboolean computed;        /* ranges[] hold for the variables' bounds but those in `pending` */
  gboolean moved;           /* a leaf's range changed since the last narrowing ... */
  gboolean quiet;           /* ... which narrowed nothing ... */
  QdCspRange quiet_target;  /* ... to this target */
  const QdCspExpr **nodes;  /* in preorder */
  QdCspRange *ranges;       /* the nodes' */
  guint *sizes;             /* the nodes' subtrees' */
  guint *parent;            /* NONE for the root */
  QdCspRange *vars;         /* the variables' bounds */
  guint *leaf_first;        /* var's leaves: leaves[leaf_first[var] .. leaf_first[var + 1]) */
  guint *leaves;
  guint *pending;           /* the variables set since the ranges were brought up to date */
  guint n_pending;
  guint8 *is_pending;       /* each variable's; narrow_within's scratch too (a variable met) */
  QdCspRangeLog log;
};

/* The subtree at `at`: its nodes, parents and sizes, its leaves'
 * variables in leaf_var (NONE for other nodes); returns its size. */
static guint
link_nodes (QdCspExprCache *c, const QdCspExpr *e, guint at, guint parent, guint *leaf_var)
{
  guint size = 1;

  c->nodes[at] = e;
  c->parent[at] = parent;
  leaf_var[at] = e->kind == QD_CSP_EXPR_VAR ? (guint) e->value : NONE;
  for (guint i = 0; i < e->n_kids; i++)
    size += link_nodes (c, e->kids[i], at + size, at, leaf_var);
  c->sizes[at] = size;
  return size;
}

QdCspExprCache *
qd_csp_expr_cache_new (const QdCspExpr *expr, guint n_vars)
{
  QdCspExprCache *c;
  guint n = qd_csp_expr_range_nodes (expr);
  g_autofree guint *leaf_var = NULL;

  g_return_val_if_fail (n > 0, NULL);
  c = g_new0 (QdCspExprCache, 1);
  leaf_var = g_new (guint, n + 1);
  c->expr = expr;
  c->n_nodes = n;
  c->n_vars = n_vars;
  c->nodes = QD_CSP_OWN (c, g_new (const QdCspExpr *, n));
  c->ranges = QD_CSP_OWN (c, g_new0 (QdCspRange, n));
  c->sizes = QD_CSP_OWN (c, g_new (guint, n));
  c->parent = QD_CSP_OWN (c, g_new (guint, n));
  c->vars = QD_CSP_OWN (c, g_new0 (QdCspRange, n_vars + 1));
  c->pending = QD_CSP_OWN (c, g_new (guint, n_vars + 1));
  c->is_pending = QD_CSP_OWN (c, g_new0 (guint8, n_vars + 1));
  c->log.changes = QD_CSP_OWN (c, g_new (QdCspRangeChange, 2 * n));
  link_nodes (c, expr, 0, NONE, leaf_var);
  /* The leaves by variable: counted, then placed. */
  c->leaf_first = QD_CSP_OWN (c, g_new0 (guint, n_vars + 2));
  c->leaves = QD_CSP_OWN (c, g_new (guint, n + 1));
  for (guint at = 0; at < n; at++)
    if (leaf_var[at] < n_vars)
      c->leaf_first[leaf_var[at] + 2]++;
  for (guint v = 0; v < n_vars; v++)
    c->leaf_first[v + 2] += c->leaf_first[v + 1];
  for (guint at = 0; at < n; at++)
    if (leaf_var[at] < n_vars)
      c->leaves[c->leaf_first[leaf_var[at] + 1]++] = at;
  return c;
}

void
qd_csp_expr_cache_free (QdCspExprCache *c)
{
  qd_owned_free (c);
}

void
qd_csp_expr_cache_set (QdCspExprCache *c, guint var, QdCspRange bounds)
{
  c->vars[var] = bounds;
  if (!c->is_pending[var])
    {
      c->is_pending[var] = 1;
      c->pending[c->n_pending++] = var;
    }
}

static gboolean
same (QdCspRange a, QdCspRange b)
{
  return a.lo == b.lo && a.hi == b.hi;
}

/* Node at's kid went from `old` to its range now: at and its ancestors
 * follow, up to the first that stays as it was. */
static void
lift (QdCspExprCache *c, guint at, guint kid, QdCspRange old)
{
  for (; at != NONE; kid = at, at = c->parent[at])
    {
      const QdCspExpr *e = c->nodes[at];
      QdCspRange r;

      if (e->kind == QD_CSP_EXPR_ADD)
        r = (QdCspRange) { c->ranges[at].lo + (c->ranges[kid].lo - old.lo),
                           c->ranges[at].hi + (c->ranges[kid].hi - old.hi) };
      else
        {
          QdCspRange *kids = g_newa (QdCspRange, e->n_kids + 1);

          for (guint i = 0, p = at + 1; i < e->n_kids; p += c->sizes[p], i++)
            kids[i] = c->ranges[p];
          r = qd_csp_expr_node_bounds (e, kids);
        }
      if (same (r, c->ranges[at]))
        return;
      old = c->ranges[at];
      c->ranges[at] = r;
    }
}

QdCspRange
qd_csp_expr_cache_range (QdCspExprCache *c)
{
  if (!c->computed)
    {
      qd_csp_expr_range_in (c->expr, c->vars, c->ranges, c->sizes);
      c->computed = c->moved = TRUE;
      for (guint k = 0; k < c->n_pending; k++)
        c->is_pending[c->pending[k]] = 0;
      c->n_pending = 0;
    }
  for (guint k = 0; k < c->n_pending; k++)
    {
      guint var = c->pending[k];

      c->is_pending[var] = 0;
      for (guint j = c->leaf_first[var]; j < c->leaf_first[var + 1]; j++)
        {
          guint leaf = c->leaves[j];
          QdCspRange old = c->ranges[leaf];

          if (same (old, c->vars[var]))
            continue;
          c->ranges[leaf] = c->vars[var];
          c->moved = TRUE;
          lift (c, c->parent[leaf], leaf, old);
        }
    }
  c->n_pending = 0;
  return c->ranges[0];
}

gboolean
qd_csp_expr_cache_narrow_within (QdCspExprCache *c, QdCspRange t, guint *vars, QdCspRange *bounds, guint *n_narrowed)
{
  gboolean ok;
  guint n = 0;

  qd_csp_expr_cache_range (c);
  /* Nothing moved since a narrowing to the same target found nothing
   * (its narrowings would have moved their variables' leaves): nothing
   * again. */
  if (!c->moved && c->quiet && same (t, c->quiet_target))
    {
      *n_narrowed = 0;
      return TRUE;
    }
  c->log.len = 0;
  ok = qd_csp_expr_narrow_logged (c->expr, t, c->vars, c->ranges, c->sizes, &c->log);
  /* The variables narrowed, each once (is_pending marks them: none is
   * pending now), in ascending order (few: an insertion sort). */
  for (guint i = 0; ok && i < c->log.len; i++)
    {
      guintptr at = (guintptr) c->log.changes[i].at, first = (guintptr) c->vars;
      guint v = (guint) ((at - first) / sizeof (QdCspRange));

      if (at < first || v >= c->n_vars || c->is_pending[v])
        continue;
      c->is_pending[v] = 1;
      vars[n++] = v;
    }
  for (guint i = 1; i < n; i++)
    for (guint j = i; j > 0 && vars[j - 1] > vars[j]; j--)
      {
        guint v = vars[j];

        vars[j] = vars[j - 1];
        vars[j - 1] = v;
      }
  for (guint i = 0; i < n; i++)
    {
      bounds[i] = c->vars[vars[i]];
      c->is_pending[vars[i]] = 0;
    }
  while (c->log.len > 0)
    {
      const QdCspRangeChange *change = &c->log.changes[--c->log.len];

      *change->at = change->old;
    }
  c->moved = FALSE;
  c->quiet = ok && n == 0;
  c->quiet_target = t;
  *n_narrowed = n;
  return ok;
}
