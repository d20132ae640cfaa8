/* qd-csp-g-scc.h — Tarjan's strongly connected components, iteratively,
 * over a graph a propagator gives edge by edge: what allDifferent's and
 * cardinality's matchings (qd-csp-g-alldifferent.c, qd-csp-g-gcc.c) read
 * their residual graphs with.  Inline, so that each caller's `next` is
 * called directly. */
#pragma once

#include "core/qd-owned.h"

#include <glib.h>

/* The buffers, a node each (order zeroed before a new run); the caller
 * owns them. */
typedef struct {
  guint *order;             /* discovery number + 1, 0: not yet */
  guint *low;
  guint *comp;              /* the component found */
  guint *stack;
  guint8 *on_stack;
  guint *call;              /* the depth-first path */
  guint counter, n_stack, n_comp;
} QdCspGScc;

/* The buffers for `nodes` nodes, owned by `owned`. */
static inline void
qd_csp_g_scc_init (QdCspGScc *t, QdOwned *owned, guint nodes)
{
  t->order = qd_owned_add (owned, g_new0 (guint, nodes), g_free);
  t->low = qd_owned_add (owned, g_new0 (guint, nodes), g_free);
  t->comp = qd_owned_add (owned, g_new0 (guint, nodes), g_free);
  t->stack = qd_owned_add (owned, g_new (guint, nodes), g_free);
  t->on_stack = qd_owned_add (owned, g_new0 (guint8, nodes), g_free);
  t->call = qd_owned_add (owned, g_new (guint, nodes), g_free);
}

/* The next node after `node`'s last edge followed, or G_MAXUINT. */
typedef guint (*QdCspGSccNext) (gpointer data, guint node);

/* Every node reachable from `root` gets its component. */
static inline void
qd_csp_g_scc_from (QdCspGScc *t, guint root, QdCspGSccNext next, gpointer data)
{
  guint depth = 0;

  t->call[depth++] = root;
  t->order[root] = t->low[root] = ++t->counter;
  t->stack[t->n_stack++] = root;
  t->on_stack[root] = 1;
  while (depth > 0)
    {
      guint v = t->call[depth - 1], w = next (data, v);

      if (w != G_MAXUINT)
        {
          if (t->order[w] == 0)
            {
              t->order[w] = t->low[w] = ++t->counter;
              t->stack[t->n_stack++] = w;
              t->on_stack[w] = 1;
              t->call[depth++] = w;
            }
          else if (t->on_stack[w])
            t->low[v] = MIN (t->low[v], t->order[w]);
          continue;
        }
      if (t->low[v] == t->order[v])
        {
          guint u;

          do
            {
              u = t->stack[--t->n_stack];
              t->on_stack[u] = 0;
              t->comp[u] = t->n_comp;
            }
          while (u != v);
          t->n_comp++;
        }
      if (--depth > 0)
        {
          guint parent = t->call[depth - 1];

          t->low[parent] = MIN (t->low[parent], t->low[v]);
        }
    }
}
