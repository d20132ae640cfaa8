/* qd-strips-graph-expand.c — a planning graph grown by one level: the
 * actions of A_k, their mutexes, the literals of S_{k+1} and theirs, and
 * the level-off test (qd-strips-graph.h says the rules). */
#include "config.h"

#include "qd-strips-graph-private.h"

#include <glib/gi18n.h>

/* Whether two sorted runs hold a literal and its negation. */
static gboolean
runs_clash (const QdStripsGraph *g, GraphRun x, GraphRun y)
{
  const guint32 *a = graph_run (g, x), *b = graph_run (g, y);
  for (guint i = 0; i < x.n; i++)
    for (guint j = 0; j < y.n; j++)
      if ((a[i] ^ 1) == b[j])
        return TRUE;
  return FALSE;
}

QdStripsGraphMutex
qd_strips_graph_static_mutex (const QdStripsGraph *g, guint a, guint b)
{
  if (runs_clash (g, g->eff[a], g->eff[b]))
    return QD_STRIPS_GRAPH_INCONSISTENT_EFFECTS;
  if (runs_clash (g, g->eff[a], g->pre[b]) || runs_clash (g, g->eff[b], g->pre[a]))
    return QD_STRIPS_GRAPH_INTERFERENCE;
  return QD_STRIPS_GRAPH_NOT_MUTEX;
}

/* Whether some precondition of one is mutex in S_k with one of the other's
 * (a run with itself: whether the run is not pairwise free of mutexes). */
static gboolean
needs_compete (const QdStripsGraph *g, guint k, GraphRun x, GraphRun y)
{
  const guint32 *p = graph_run (g, x), *q = graph_run (g, y);
  for (guint i = 0; i < x.n; i++)
    for (guint j = 0; j < y.n; j++)
      if (graph_literals_mutex (g, k, p[i], q[j]))
        return TRUE;
  return FALSE;
}

guint
qd_strips_graph_action_mutex_reasons (const QdStripsGraph *g, guint level, guint a, guint b)
{
  guint reasons = 0;

  if (qd_strips_graph_action_mutex (g, level, a, b) == QD_STRIPS_GRAPH_NOT_MUTEX)
    return 0;
  if (runs_clash (g, g->eff[a], g->eff[b]))
    reasons |= 1u << QD_STRIPS_GRAPH_INCONSISTENT_EFFECTS;
  if (runs_clash (g, g->eff[a], g->pre[b]) || runs_clash (g, g->eff[b], g->pre[a]))
    reasons |= 1u << QD_STRIPS_GRAPH_INTERFERENCE;
  if (needs_compete (g, graph_clamp (g, level), g->pre[a], g->pre[b]))
    reasons |= 1u << QD_STRIPS_GRAPH_COMPETING_NEEDS;
  return reasons;
}

static gboolean
preconditions_in (const QdStripsGraph *g, guint k, GraphRun pre)
{
  const guint32 *p = graph_run (g, pre);
  for (guint i = 0; i < pre.n; i++)
    if (g->literal_level[p[i]] > k)
      return FALSE;
  return !needs_compete (g, k, pre, pre);
}

/* A_k: the actions of A_{k-1} and those whose preconditions are now in S_k,
 * pairwise not mutex, into `present`. */
static void
add_actions (QdStripsGraph *g, guint k, GArray *present)
{
  g_array_set_size (present, 0);
  for (guint a = 0; a < g->n_actions; a++)
    {
      if (g->action_level[a] == QD_STRIPS_GRAPH_INFINITE && preconditions_in (g, k, g->pre[a]))
        g->action_level[a] = k;
      if (g->action_level[a] <= k)
        g_array_append_val (present, a);
    }
}

/* Two actions of A_k: a pair of old actions not mutex in A_{k-1} stays so. */
static gboolean
actions_mutex_at (const QdStripsGraph *g, guint k, guint a, guint b)
{
  gboolean old = g->action_level[a] < k && g->action_level[b] < k;

  if (old && !graph_actions_mutex (g, k - 1, a, b))
    return FALSE;
  return qd_strips_graph_static_mutex (g, a, b) != QD_STRIPS_GRAPH_NOT_MUTEX
         || needs_compete (g, k, g->pre[a], g->pre[b]);
}

/* S_{k+1}: the effects of A_k, into `present`. */
static void
add_literals (QdStripsGraph *g, guint k, const GArray *actions, GArray *present)
{
  for (guint i = 0; i < actions->len; i++)
    {
      guint a = g_array_index (actions, guint, i);
      const guint32 *e = graph_run (g, g->eff[a]);
      for (guint j = 0; j < g->eff[a].n; j++)
        g->literal_level[e[j]] = MIN (g->literal_level[e[j]], k + 1);
    }
  g_array_set_size (present, 0);
  for (guint l = 0; l < g->n_literals; l++)
    if (g->literal_level[l] <= k + 1)
      g_array_append_val (present, l);
}

/* Whether every achiever of l in A_k is mutex with every achiever of m. */
static gboolean
support_inconsistent (const QdStripsGraph *g, guint k, guint l, guint m)
{
  const guint32 *x = graph_run (g, g->achievers[l]), *y = graph_run (g, g->achievers[m]);

  for (guint i = 0; i < g->achievers[l].n; i++)
    {
      if (g->action_level[x[i]] > k)
        continue;
      for (guint j = 0; j < g->achievers[m].n; j++)
        if (g->action_level[y[j]] <= k && !graph_actions_mutex (g, k, x[i], y[j]))
          return FALSE;
    }
  return TRUE;
}

/* Two literals of S_{k+1}: a pair of old literals not mutex in S_k stays so. */
static gboolean
literals_mutex_at (const QdStripsGraph *g, guint k, guint l, guint m)
{
  gboolean old = g->literal_level[l] <= k && g->literal_level[m] <= k;

  if ((l ^ 1) == m)
    return TRUE;
  if (old && !graph_literals_mutex (g, k, l, m))
    return FALSE;
  return support_inconsistent (g, k, l, m);
}

/* The mutexes of the items of a level (actions of A_k or literals of
 * S_{k+1}, as `mutex_at` tells), each marked `value` in `matrix`. */
static gboolean
add_mutexes (QdStripsGraph *g, guint k, const GArray *present,
             gboolean (*mutex_at) (const QdStripsGraph *, guint, guint, guint), guint16 *matrix, guint16 value,
             guint *n_mutexes, GError **error)
{
  const guint *item = (const guint *) present->data;

  *n_mutexes = 0;
  for (guint i = 0; i < present->len; i++)
    {
      if (qd_strips_graph_stopped (g, FALSE, error))
        return FALSE;
      for (guint j = 0; j < i; j++)
        if (mutex_at (g, k, item[i], item[j]))
          {
            matrix[graph_pair (item[i], item[j])] = value;
            (*n_mutexes)++;
          }
    }
  return TRUE;
}

static gboolean
check_levels (QdStripsGraph *g, GError **error)
{
  if (g->levels->len < g->limits.max_levels)
    return TRUE;
  g_set_error (error, QD_STRIPS_GRAPH_ERROR, QD_STRIPS_GRAPH_ERROR_LEVELS,
               _("the planning graph did not level off within %u levels (the limit)"), g->limits.max_levels);
  return FALSE;
}

gboolean
qd_strips_graph_expand (QdStripsGraph *g, GError **error)
{
  g_autoptr(GArray) actions = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(GArray) literals = g_array_new (FALSE, FALSE, sizeof (guint));
  guint k = g->levels->len - 1;
  GraphLevel *last, next = { 0 };

  if (g->level_off != QD_STRIPS_GRAPH_INFINITE)
    return TRUE;
  if (!check_levels (g, error) || qd_strips_graph_stopped (g, TRUE, error))
    return FALSE;
  add_actions (g, k, actions);
  last = &g_array_index (g->levels, GraphLevel, k);
  last->n_actions = actions->len;
  if (!add_mutexes (g, k, actions, actions_mutex_at, g->action_mutex, k + 1, &last->n_action_mutexes, error))
    return FALSE;
  add_literals (g, k, actions, literals);
  next.n_literals = literals->len;
  if (!add_mutexes (g, k, literals, literals_mutex_at, g->literal_mutex, k + 2, &next.n_literal_mutexes, error))
    return FALSE;
  if (next.n_literals == last->n_literals && next.n_literal_mutexes == last->n_literal_mutexes)
    g->level_off = k;
  else
    g_array_append_val (g->levels, next);
  return TRUE;
}

gboolean
qd_strips_graph_expand_to_level_off (QdStripsGraph *g, GError **error)
{
  while (g->level_off == QD_STRIPS_GRAPH_INFINITE)
    if (!qd_strips_graph_expand (g, error))
      return FALSE;
  return TRUE;
}
