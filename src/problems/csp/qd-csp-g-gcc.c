/* qd-csp-g-gcc.c — a global cardinality constraint filtered by flows; see
 * qd-csp-g-gcc.h.  Nodes: the variables (0 .. n), the values (n .. n + m),
 * the joker (n + m: every value outside the list, any number of times),
 * the sink (n + m + 1). */
#include "config.h"
#include "qd-csp-g-gcc.h"

#include "qd-csp-g-scc.h"
#include "qd-csp-owned.h"

#include <string.h>

#define NONE G_MAXUINT

struct _QdCspGGcc {
  QdOwned owned;
  guint n, m;               /* values 0 .. m: the listed ones and the joker (m) */
  guint *match;             /* per variable: its value in the flow, or NONE */
  guint *count;             /* per value: the variables the flow sends to it */
  gint64 *lo, *hi;          /* per value: its bounds, the joker's 0 .. n */
  /* The graph of the current domains: per variable at its offset, the
   * values and the domain index each stands for; per value, the
   * variables that may take it (rev at rev_offset). */
  guint *adj, *adj_index, *adj_len;
  guint *rev, *rev_offset, *rev_fill;
  /* Augmenting paths over the values: the stamp of the search, and per
   * value the variable that moves along the path there and the value on
   * the other side (place_variable: the variable moving into the value,
   * from from_value; raise_value: the variable leaving the value, for
   * from_value). */
  guint *seen, stamp;
  guint *into_var, *from_value;
  guint *queue;
  /* The components; per node, the next edge to follow. */
  QdCspGScc scc;
  guint *cursor;
  const guint *offset;      /* the caller's, during a call */
};

QdCspGGcc *
qd_csp_g_gcc_new (guint n, guint m, gsize edges)
{
  QdCspGGcc *g = g_new0 (QdCspGGcc, 1);
  guint values = m + 1, nodes = n + m + 2;

  g->n = n;
  g->m = m;
  g->match = QD_CSP_OWN (g, g_new (guint, n + 1));
  for (guint i = 0; i < n; i++)
    g->match[i] = NONE;
  g->count = QD_CSP_OWN (g, g_new0 (guint, values));
  g->lo = QD_CSP_OWN (g, g_new0 (gint64, values));
  g->hi = QD_CSP_OWN (g, g_new0 (gint64, values));
  g->adj = QD_CSP_OWN (g, g_new (guint, edges + 1));
  g->adj_index = QD_CSP_OWN (g, g_new (guint, edges + 1));
  g->adj_len = QD_CSP_OWN (g, g_new0 (guint, n + 1));
  g->rev = QD_CSP_OWN (g, g_new (guint, edges + 1));
  g->rev_offset = QD_CSP_OWN (g, g_new0 (guint, values + 1));
  g->rev_fill = QD_CSP_OWN (g, g_new0 (guint, values));
  g->seen = QD_CSP_OWN (g, g_new0 (guint, values));
  g->into_var = QD_CSP_OWN (g, g_new (guint, values));
  g->from_value = QD_CSP_OWN (g, g_new (guint, values));
  g->queue = QD_CSP_OWN (g, g_new (guint, values));
  qd_csp_g_scc_init (&g->scc, &g->owned, nodes);
  g->cursor = QD_CSP_OWN (g, g_new0 (guint, nodes));
  return g;
}

static void
assign (QdCspGGcc *g, guint x, guint v)
{
  if (g->match[x] != NONE)
    g->count[g->match[x]]--;
  g->match[x] = v;
  if (v != NONE)
    g->count[v]++;
}

/* A new search over the values: every value unseen. */
static void
new_search (QdCspGGcc *g)
{
  if (++g->stamp == 0)
    {
      memset (g->seen, 0, sizeof (guint) * (g->m + 1));
      g->stamp = 1;
    }
}

/* Value v is reached, `x` to move into it from `from` (NONE: x is free). */
static void
reach (QdCspGGcc *g, guint v, guint x, guint from, guint *tail)
{
  g->seen[v] = g->stamp;
  g->into_var[v] = x;
  g->from_value[v] = from;
  g->queue[(*tail)++] = v;
}

/* Each value on the path to v takes the variable that moves into it. */
static void
flip (QdCspGGcc *g, guint v)
{
  while (v != NONE)
    {
      guint from = g->from_value[v];

      assign (g, g->into_var[v], v);
      v = from;
    }
}

/* Value j, below its lower bound, takes one more variable: one that is
 * free, or sends its unit to a value above its own lower bound, or a
 * chain of moves ending at one.  FALSE when none can. */
static gboolean
raise_value (QdCspGGcc *g, QdCspSolver *solver, guint j)
{
  guint head = 0, tail = 0;

  new_search (g);
  g->seen[j] = g->stamp;
  g->queue[tail++] = j;
  while (head < tail)
    {
      guint u = g->queue[head++];

      qd_csp_solver_count_check (solver, g->rev_offset[u + 1] - g->rev_offset[u]);
      for (guint k = g->rev_offset[u]; k < g->rev_offset[u + 1]; k++)
        {
          guint x = g->rev[k], w = g->match[x];

          if (w == u)
            continue;
          if (w == NONE || g->count[w] > g->lo[w])
            {
              /* x moves into u; each value back to j takes the variable
               * it was reached through. */
              guint v = u;

              assign (g, x, v);
              while (v != j)
                {
                  guint from = g->from_value[v];

                  assign (g, g->into_var[v], from);
                  v = from;
                }
              return TRUE;
            }
          if (g->seen[w] != g->stamp)
            {
              /* w is at its lower bound: it must get another variable
               * if x leaves it for u. */
              g->seen[w] = g->stamp;
              g->into_var[w] = x;
              g->from_value[w] = u;
              g->queue[tail++] = w;
            }
        }
    }
  return FALSE;
}

/* The free variable x takes a value: one below its upper bound, or through
 * a chain of variables moving on from full values.  FALSE when none. */
static gboolean
place_variable (QdCspGGcc *g, QdCspSolver *solver, guint x, const guint *offset)
{
  guint head = 0, tail = 0;

  new_search (g);
  for (guint k = 0; k < g->adj_len[x]; k++)
    {
      guint v = g->adj[offset[x] + k];

      if (g->count[v] < g->hi[v])
        {
          assign (g, x, v);
          return TRUE;
        }
      if (g->seen[v] != g->stamp)
        reach (g, v, x, NONE, &tail);
    }
  while (head < tail)
    {
      guint u = g->queue[head++];

      qd_csp_solver_count_check (solver, g->rev_offset[u + 1] - g->rev_offset[u]);
      for (guint r = g->rev_offset[u]; r < g->rev_offset[u + 1]; r++)
        {
          guint y = g->rev[r];

          if (g->match[y] != u || y == g->into_var[u])
            continue;
          for (guint k = 0; k < g->adj_len[y]; k++)
            {
              guint w = g->adj[offset[y] + k];

              if (g->seen[w] == g->stamp)
                continue;
              reach (g, w, y, u, &tail);
              if (g->count[w] < g->hi[w])
                {
                  flip (g, w);
                  return TRUE;
                }
            }
        }
    }
  return FALSE;
}

/* The next node after `node`'s cursor in the residual graph, or NONE.
 * Variable: its values other than its own.  Value: the variables the flow
 * sends to it, then the sink while below its upper bound.  Sink: the
 * values above their lower bounds. */
static guint
next_edge (gpointer data, guint node)
{
  QdCspGGcc *g = data;
  const guint *offset = g->offset;
  guint n = g->n, sink = n + g->m + 1;

  if (node < n)
    {
      while (g->cursor[node] < g->adj_len[node])
        {
          guint v = g->adj[offset[node] + g->cursor[node]++];

          if (v != g->match[node])
            return n + v;
        }
      return NONE;
    }
  if (node < sink)
    {
      guint v = node - n, span = g->rev_offset[v + 1] - g->rev_offset[v];

      while (g->cursor[node] < span)
        {
          guint x = g->rev[g->rev_offset[v] + g->cursor[node]++];

          if (g->match[x] == v)
            return x;
        }
      if (g->cursor[node]++ == span && g->count[v] < g->hi[v])
        return sink;
      return NONE;
    }
  while (g->cursor[node] <= g->m)
    {
      guint v = g->cursor[node]++;

      if (g->count[v] > g->lo[v])
        return n + v;
    }
  return NONE;
}

/* The graph of the current domains, the bounds, and the flow kept where it
 * still holds (a value taken away, or more variables than a bound allows,
 * sets them free). */
static gboolean
build (QdCspGGcc *g, QdCspSolver *solver, const QdCspGVar *vars, const guint *offset, const gint *slot,
       const gint64 *lo, const gint64 *hi)
{
  guint n = g->n, m = g->m;
  gsize edges = 0;

  memset (g->rev_offset, 0, sizeof (guint) * (m + 2));
  for (guint i = 0; i < n; i++)
    {
      /* The domain's indexes straight into the variable's slots (as many
       * as its initial values), then the value each stands for. */
      guint *index = g->adj_index + offset[i];
      guint count = qd_csp_solver_domain_values (solver, vars[i].var, index);

      if (count == 0)
        return FALSE;
      for (guint k = 0; k < count; k++)
        {
          gint j = slot[offset[i] + index[k]];
          guint v = j >= 0 ? (guint) j : m;

          g->adj[offset[i] + k] = v;
          g->rev_offset[v + 1]++;
        }
      g->adj_len[i] = count;
      edges += count;
    }
  qd_csp_solver_count_check (solver, edges + 1);
  for (guint v = 0; v <= m; v++)
    {
      g->rev_offset[v + 1] += g->rev_offset[v];
      g->rev_fill[v] = g->rev_offset[v];
      g->lo[v] = v < m ? MAX (lo[v], 0) : 0;
      g->hi[v] = v < m ? MIN (hi[v], (gint64) n) : (gint64) n;
      if (g->lo[v] > g->hi[v])
        return FALSE;
      g->count[v] = 0;
    }
  for (guint i = 0; i < n; i++)
    {
      gboolean kept = FALSE;

      for (guint k = 0; k < g->adj_len[i]; k++)
        {
          guint v = g->adj[offset[i] + k];

          g->rev[g->rev_fill[v]++] = i;
          kept |= v == g->match[i];
        }
      if (!kept || g->count[g->match[i]] >= g->hi[g->match[i]])
        g->match[i] = NONE;
      else
        g->count[g->match[i]]++;
    }
  return TRUE;
}

gboolean
qd_csp_g_gcc_filter (QdCspGGcc *g, QdCspSolver *solver, const QdCspGVar *vars, guint n, guint m,
                     const guint *offset, const gint *slot, const gint64 *lo, const gint64 *hi, gboolean *changed)
{
  guint nodes = n + m + 2;

  g_return_val_if_fail (g->n == n && g->m == m, FALSE);
  if (!build (g, solver, vars, offset, slot, lo, hi))
    return FALSE;
  /* Every lower bound met, then every variable placed: a feasible flow. */
  for (guint v = 0; v < m; v++)
    while (g->count[v] < g->lo[v])
      if (!raise_value (g, solver, v))
        return FALSE;
  for (guint i = 0; i < n; i++)
    if (g->match[i] == NONE && !place_variable (g, solver, i, offset))
      return FALSE;
  /* The components of the residual graph; an edge between two goes. */
  memset (g->scc.order, 0, sizeof (guint) * nodes);
  memset (g->cursor, 0, sizeof (guint) * nodes);
  g->scc.counter = g->scc.n_stack = g->scc.n_comp = 0;
  g->offset = offset;
  for (guint v = 0; v < n; v++)
    if (g->scc.order[v] == 0)
      qd_csp_g_scc_from (&g->scc, v, next_edge, g);
  qd_csp_solver_count_check (solver, nodes);
  for (guint i = 0; i < n; i++)
    for (guint k = 0; k < g->adj_len[i]; k++)
      {
        guint v = g->adj[offset[i] + k];

        if (v == g->match[i] || g->scc.comp[i] == g->scc.comp[n + v])
          continue;
        if (!qd_csp_solver_remove_value (solver, vars[i].var, g->adj_index[offset[i] + k]))
          return FALSE;
        *changed = TRUE;
      }
  return TRUE;
}
