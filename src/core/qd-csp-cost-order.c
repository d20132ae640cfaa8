/* qd-csp-cost-order.c — the cheapest values first (QdCspOptions.cheap_values):
 * in branch and bound, a variable whose share of the cost is a term of its
 * own (the objective class's `value_cost`) tries its values by that term,
 * least first, ties by value.  Each such variable's order is sorted once,
 * when the solver is made; a node then keeps the values of the current
 * domain in that order: a pass over the order when the domain holds most
 * of it, a sort of the few values left by their place in it otherwise.
 * Nothing here allocates during the search. */
#include "qd-csp-private.h"

#include <stdlib.h>

typedef struct {
  gint64 cost;
  guint value;
} CostedValue;

static int
compare_costed (const void *a, const void *b)
{
  const CostedValue *x = a, *y = b;

  if (x->cost != y->cost)
    return x->cost < y->cost ? -1 : 1;
  return x->value < y->value ? -1 : x->value > y->value;
}

/* scope[pos]'s values sorted by cost into its slots; FALSE (nothing
 * written) when its share is not a term of its own or every value costs
 * the same (the domain's order is then the order by cost). */
static gboolean
sort_by_cost (QdCspSolver *s, const QdCspConstraint *con, guint pos, CostedValue *buf)
{
  guint var = con->scope[pos], size = s->size[var], base = s->cand_offset[var];
  gboolean differ = FALSE;

  for (guint v = 0; v < size; v++)
    {
      buf[v].value = v;
      if (!con->klass->value_cost (con->data, pos, v, &buf[v].cost))
        return FALSE;
      differ |= v > 0 && buf[v].cost != buf[v - 1].cost;
    }
  if (!differ)
    return FALSE;
  qsort (buf, size, sizeof *buf, compare_costed);
  for (guint i = 0; i < size; i++)
    {
      s->cost_perm[base + i] = buf[i].value;
      s->cost_rank[base + buf[i].value] = i;
    }
  return TRUE;
}

void
qd_csp_solver_cost_order_init (QdCspSolver *s)
{
  const QdCsp *csp = s->csp;
  const QdCspConstraint *con;
  g_autofree CostedValue *buf = NULL;
  guint max_size = 1;

  if (!s->options.cheap_values || !s->options.optimize || s->options.val_order != QD_CSP_VAL_STATIC ||
      csp->objective < 0)
    return;
  con = qd_csp_con (csp, (guint) csp->objective);
  if (con->klass->value_cost == NULL)
    return;
  for (guint i = 0; i < con->arity; i++)
    max_size = MAX (max_size, s->size[con->scope[i]]);
  buf = g_new (CostedValue, max_size);
  s->cost_ordered = qd_owned_add (&s->owned, g_new0 (guint8, s->n_vars + 1), g_free);
  s->cost_perm = qd_owned_add (&s->owned, g_new (guint, s->cand_offset[s->n_vars] + 1), g_free);
  s->cost_rank = qd_owned_add (&s->owned, g_new (guint, s->cand_offset[s->n_vars] + 1), g_free);
  for (guint i = 0; i < con->arity; i++)
    s->cost_ordered[con->scope[i]] = sort_by_cost (s, con, i, buf);
}

void
qd_csp_solver_cost_order (QdCspSolver *s, guint var, guint *values, guint n)
{
  const guint *perm = s->cost_perm + s->cand_offset[var];
  const guint *rank = s->cost_rank + s->cand_offset[var];
  const guint64 *d = qd_csp_solver_dom (s, var);
  guint size = s->size[var];

  if ((gsize) n * 8 >= size)
    {
      guint k = 0;

      for (guint i = 0; i < size && k < n; i++)
        if (qd_csp_bit_test (d, perm[i]))
          values[k++] = perm[i];
      return;
    }
  for (guint i = 0; i < n; i++)
    s->keys[i] = (guint64) rank[values[i]] << 32 | values[i];
  qd_csp_heap_sort (s->keys, n);
  for (guint i = 0; i < n; i++)
    values[i] = (guint) (s->keys[i] & G_MAXUINT32);
}
