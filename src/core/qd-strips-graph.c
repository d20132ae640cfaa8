/* qd-strips-graph.c — the planning graph of a ground task: its actions'
 * literals, S0, and the queries of the header (qd-strips-graph.h).  The
 * levels and their mutexes are built in qd-strips-graph-expand.c. */
#include "config.h"

#include "qd-strips-graph-private.h"

#include <glib/gi18n.h>
#include <string.h>

G_DEFINE_QUARK (qd-strips-graph-error-quark, qd_strips_graph_error)

gint
qd_strips_graph_compare (gconstpointer a, gconstpointer b)
{
  guint32 x = *(const guint32 *) a, y = *(const guint32 *) b;
  return x < y ? -1 : x > y;
}

/* Sorts the literals appended to the pool since `first`, drops repeats, and
 * returns their run. */
static GraphRun
close_run (GArray *pool, guint first)
{
  guint n = pool->len - first, kept = 0;
  guint32 *l = n > 0 ? &g_array_index (pool, guint32, first) : NULL;

  if (n > 0)
    qsort (l, n, sizeof (guint32), qd_strips_graph_compare);
  for (guint i = 0; i < n; i++)
    if (kept == 0 || l[kept - 1] != l[i])
      l[kept++] = l[i];
  g_array_set_size (pool, first + kept);
  return (GraphRun) { .first = first, .n = kept };
}

static void
append_literals (GArray *pool, const QdStrips *s, QdStripsFacts facts, gboolean negative)
{
  const guint32 *f = qd_strips_list (s, facts);
  for (guint i = 0; i < facts.n; i++)
    {
      guint32 literal = qd_strips_graph_literal (f[i], negative);
      g_array_append_val (pool, literal);
    }
}

/* A delete of a fact the operator also adds is no effect (PDDL: it holds). */
static void
append_deletes (GArray *pool, const QdStrips *s, const QdStripsOp *op)
{
  const guint32 *del = qd_strips_list (s, op->del), *add = qd_strips_list (s, op->add);
  for (guint i = 0; i < op->del.n; i++)
    {
      gboolean added = FALSE;
      for (guint j = 0; j < op->add.n && !added; j++)
        added = add[j] == del[i];
      if (!added)
        {
          guint32 literal = qd_strips_graph_literal (del[i], TRUE);
          g_array_append_val (pool, literal);
        }
    }
}

static void
add_action_literals (QdStripsGraph *g)
{
  const QdStrips *s = g->strips;

  for (guint a = 0; a < g->n_ops; a++)
    {
      const QdStripsOp *op = &s->ops[a];
      guint first = g->pool->len;
      append_literals (g->pool, s, op->pre, FALSE);
      append_literals (g->pool, s, op->neg, TRUE);
      g->pre[a] = close_run (g->pool, first);
      first = g->pool->len;
      append_literals (g->pool, s, op->add, FALSE);
      append_deletes (g->pool, s, op);
      g->eff[a] = close_run (g->pool, first);
    }
  for (guint l = 0; l < g->n_literals; l++)
    {
      guint32 literal = l;
      g->pre[g->n_ops + l] = g->eff[g->n_ops + l] = (GraphRun) { .first = g->pool->len, .n = 1 };
      g_array_append_val (g->pool, literal);
    }
}

/* Each literal's achievers: its persistence first, then the operators. */
static void
add_achievers (QdStripsGraph *g)
{
  g_autofree guint *count = g_new0 (guint, g->n_literals);
  g_autofree guint *fill = g_new0 (guint, g->n_literals);
  guint first = g->pool->len;

  for (guint a = 0; a < g->n_actions; a++)
    for (guint i = 0; i < g->eff[a].n; i++)
      count[graph_run (g, g->eff[a])[i]]++;
  for (guint l = 0; l < g->n_literals; l++)
    {
      g->achievers[l] = (GraphRun) { .first = first, .n = count[l] };
      first += count[l];
    }
  g_array_set_size (g->pool, first);
  for (guint l = 0; l < g->n_literals; l++)
    g_array_index (g->pool, guint32, g->achievers[l].first + fill[l]++) = g->n_ops + l;
  for (guint a = 0; a < g->n_ops; a++)
    for (guint i = 0; i < g->eff[a].n; i++)
      {
        guint l = graph_run (g, g->eff[a])[i];
        g_array_index (g->pool, guint32, g->achievers[l].first + fill[l]++) = a;
      }
}

static void
add_level_zero (QdStripsGraph *g, const guint64 *state)
{
  const QdStrips *s = g->strips;
  GraphLevel zero = { .n_literals = s->n_facts };

  for (guint32 f = 0; f < s->n_facts; f++)
    g->literal_level[qd_strips_graph_literal (f, !qd_strips_holds (state, f))] = 0;
  g_array_append_val (g->levels, zero);
}

/* The arrays of a graph, in one block (largest alignment first): the runs,
 * the first levels (INFINITE), the mutexes (0). */
static void
alloc_block (QdStripsGraph *g)
{
  gsize n_runs = 2 * (gsize) g->n_actions + g->n_literals, n_items = (gsize) g->n_literals + g->n_actions;
  gsize n_literal_pairs = graph_pair (g->n_literals, 0) + 1, n_pairs = n_literal_pairs + graph_pair (g->n_actions, 0) + 1;
  guint8 *block = g_malloc (n_runs * sizeof (GraphRun) + n_items * sizeof (guint) + n_pairs * sizeof (guint16));

  g->block = block;
  g->pre = (GraphRun *) block;
  g->eff = g->pre + g->n_actions;
  g->achievers = g->eff + g->n_actions;
  g->literal_level = (guint *) (g->pre + n_runs);
  g->action_level = g->literal_level + g->n_literals;
  memset (g->literal_level, 0xff, n_items * sizeof (guint));
  g->literal_mutex = (guint16 *) (g->literal_level + n_items);
  g->action_mutex = g->literal_mutex + n_literal_pairs;
  memset (g->literal_mutex, 0, n_pairs * sizeof (guint16));
}

static gboolean
check_task (const QdStrips *s, const QdStripsGraphLimits *limits, GError **error)
{
  guint64 n_actions = s->n_ops + 2 * (guint64) s->n_facts;

  if (qd_strips_has_conditional_effects (s))
    {
      g_set_error (error, QD_STRIPS_GRAPH_ERROR, QD_STRIPS_GRAPH_ERROR_CONDITIONAL, "%s",
                   _("GraphPlan does not handle conditional effects (the task has some)"));
      return FALSE;
    }
  if (n_actions > limits->max_actions)
    {
      g_autofree char *count = g_strdup_printf ("%" G_GUINT64_FORMAT, n_actions);
      g_set_error (error, QD_STRIPS_GRAPH_ERROR, QD_STRIPS_GRAPH_ERROR_TOO_BIG,
                   _("the planning graph would have %s actions (operators and persistence actions), more than the limit of %u"),
                   count, limits->max_actions);
      return FALSE;
    }
  return TRUE;
}

QdStripsGraph *
qd_strips_graph_new (const QdStrips *s, const QdStripsGraphLimits *limits, GError **error)
{
  return qd_strips_graph_new_at (s, s->init, limits, error);
}

QdStripsGraph *
qd_strips_graph_new_at (const QdStrips *s, const guint64 *state, const QdStripsGraphLimits *limits, GError **error)
{
  QdStripsGraphLimits l = limits ? *limits : (QdStripsGraphLimits) { 0 };
  QdStripsGraph *g;

  l.max_levels = l.max_levels ? MIN (l.max_levels, 65000) : QD_STRIPS_GRAPH_MAX_LEVELS;
  l.max_actions = l.max_actions ? l.max_actions : QD_STRIPS_GRAPH_MAX_ACTIONS;
  if (!check_task (s, &l, error))
    return NULL;
  g = g_new0 (QdStripsGraph, 1);
  *g = (QdStripsGraph) {
    .strips = s, .limits = l,
    .n_literals = 2 * s->n_facts, .n_ops = s->n_ops, .n_actions = s->n_ops + 2 * s->n_facts,
    .pool = g_array_new (FALSE, FALSE, sizeof (guint32)),
    .levels = g_array_new (FALSE, TRUE, sizeof (GraphLevel)),
    .level_off = QD_STRIPS_GRAPH_INFINITE,
  };
  alloc_block (g);
  add_action_literals (g);
  add_achievers (g);
  add_level_zero (g, state);
  return g;
}

void
qd_strips_graph_free (QdStripsGraph *g)
{
  if (g == NULL)
    return;
  g_array_unref (g->pool);
  g_array_unref (g->levels);
  g_free (g->block);
  g_free (g);
}

gboolean
qd_strips_graph_stopped (QdStripsGraph *g, gboolean now, GError **error)
{
  const QdStripsGraphLimits *l = &g->limits;

  if (!now && ++g->ticks < 1024)
    return FALSE;
  g->ticks = 0;
  if ((l->stop && g_atomic_int_get (l->stop)) || (l->deadline && g_get_monotonic_time () >= l->deadline))
    {
      g_set_error (error, QD_STRIPS_GRAPH_ERROR, QD_STRIPS_GRAPH_ERROR_STOPPED, "%s",
                   _("GraphPlan was stopped (the stop button or the time limit)"));
      return TRUE;
    }
  return FALSE;
}

guint
qd_strips_graph_n_levels (const QdStripsGraph *g)
{
  return g->levels->len;
}

guint
qd_strips_graph_level_off (const QdStripsGraph *g)
{
  return g->level_off;
}

const QdStrips *
qd_strips_graph_task (const QdStripsGraph *g)
{
  return g->strips;
}

guint
qd_strips_graph_n_literals (const QdStripsGraph *g)
{
  return g->n_literals;
}

guint
qd_strips_graph_n_actions (const QdStripsGraph *g)
{
  return g->n_actions;
}

guint
qd_strips_graph_persisted (const QdStripsGraph *g, guint action)
{
  return action >= g->n_ops ? action - g->n_ops : QD_STRIPS_GRAPH_INFINITE;
}

const guint32 *
qd_strips_graph_preconditions (const QdStripsGraph *g, guint action, guint *n)
{
  *n = g->pre[action].n;
  return graph_run (g, g->pre[action]);
}

const guint32 *
qd_strips_graph_effects (const QdStripsGraph *g, guint action, guint *n)
{
  *n = g->eff[action].n;
  return graph_run (g, g->eff[action]);
}

/* Whether level `level` is built (literal level; action level if `action`). */
static gboolean
level_built (const QdStripsGraph *g, guint level, gboolean action)
{
  if (g->level_off != QD_STRIPS_GRAPH_INFINITE)
    return TRUE;
  return level + (action ? 1 : 0) < g->levels->len;
}

gboolean
qd_strips_graph_has_literal (const QdStripsGraph *g, guint level, guint literal)
{
  return level_built (g, level, FALSE) && g->literal_level[literal] <= level;
}

gboolean
qd_strips_graph_has_action (const QdStripsGraph *g, guint level, guint action)
{
  return level_built (g, level, TRUE) && g->action_level[action] <= level;
}

/* The items (literals or actions, as `has` says) of a level. */
static void
level_items (const QdStripsGraph *g, guint level, guint n, gboolean (*has) (const QdStripsGraph *, guint, guint),
             GArray *out)
{
  g_array_set_size (out, 0);
  for (guint i = 0; i < n; i++)
    if (has (g, level, i))
      g_array_append_val (out, i);
}

void
qd_strips_graph_level_literals (const QdStripsGraph *g, guint level, GArray *out)
{
  level_items (g, level, g->n_literals, qd_strips_graph_has_literal, out);
}

void
qd_strips_graph_level_actions (const QdStripsGraph *g, guint level, GArray *out)
{
  level_items (g, level, g->n_actions, qd_strips_graph_has_action, out);
}

static const GraphLevel *
level_counts (const QdStripsGraph *g, guint level)
{
  static const GraphLevel none = { 0 };
  level = graph_clamp (g, level);
  return level < g->levels->len ? &g_array_index (g->levels, GraphLevel, level) : &none;
}

guint
qd_strips_graph_n_literal_mutexes (const QdStripsGraph *g, guint level)
{
  return level_counts (g, level)->n_literal_mutexes;
}

guint
qd_strips_graph_n_action_mutexes (const QdStripsGraph *g, guint level)
{
  return level_counts (g, level)->n_action_mutexes;
}

QdStripsGraphMutex
qd_strips_graph_literal_mutex (const QdStripsGraph *g, guint level, guint a, guint b)
{
  if (!qd_strips_graph_has_literal (g, level, a) || !qd_strips_graph_has_literal (g, level, b)
      || !graph_literals_mutex (g, level, a, b))
    return QD_STRIPS_GRAPH_NOT_MUTEX;
  return (a ^ 1) == b ? QD_STRIPS_GRAPH_NEGATION : QD_STRIPS_GRAPH_INCONSISTENT_SUPPORT;
}

QdStripsGraphMutex
qd_strips_graph_action_mutex (const QdStripsGraph *g, guint level, guint a, guint b)
{
  QdStripsGraphMutex kind;

  if (!qd_strips_graph_has_action (g, level, a) || !qd_strips_graph_has_action (g, level, b)
      || !graph_actions_mutex (g, level, a, b))
    return QD_STRIPS_GRAPH_NOT_MUTEX;
  kind = qd_strips_graph_static_mutex (g, a, b);
  return kind != QD_STRIPS_GRAPH_NOT_MUTEX ? kind : QD_STRIPS_GRAPH_COMPETING_NEEDS;
}

const char *
qd_strips_graph_mutex_to_string (QdStripsGraphMutex kind)
{
  /* In the order of QdStripsGraphMutex. */
  static const char *const names[] = { "", "negation", "inconsistent support", "inconsistent effects",
                                       "interference", "competing needs" };
  G_STATIC_ASSERT (G_N_ELEMENTS (names) == QD_STRIPS_GRAPH_COMPETING_NEEDS + 1);
  return kind < G_N_ELEMENTS (names) ? names[kind] : "";
}

char *
qd_strips_graph_literal_name (const QdStripsGraph *g, guint literal)
{
  const char *fact = g->strips->fact_names[literal / 2];
  return literal & 1 ? g_strdup_printf ("(not %s)", fact) : g_strdup (fact);
}

char *
qd_strips_graph_action_name (const QdStripsGraph *g, guint action)
{
  g_autofree char *literal = NULL;

  if (action < g->n_ops)
    return g_strdup (g->strips->ops[action].name);
  literal = qd_strips_graph_literal_name (g, action - g->n_ops);
  return g_strdup_printf ("(persist %s)", literal);
}

guint
qd_strips_graph_level_cost (const QdStripsGraph *g, guint literal)
{
  return g->literal_level[literal];
}

guint
qd_strips_graph_max_level (const QdStripsGraph *g, const guint *literals, guint n)
{
  guint worst = 0;
  for (guint i = 0; i < n; i++)
    worst = MAX (worst, g->literal_level[literals[i]]);
  return worst;
}

guint
qd_strips_graph_level_sum (const QdStripsGraph *g, const guint *literals, guint n)
{
  guint sum = 0;
  for (guint i = 0; i < n; i++)
    {
      guint cost = g->literal_level[literals[i]];
      if (cost == QD_STRIPS_GRAPH_INFINITE)
        return QD_STRIPS_GRAPH_INFINITE;
      /* A sum too large saturates below INFINITE: reached, only dear. */
      sum = sum + cost < sum || sum + cost == QD_STRIPS_GRAPH_INFINITE ? QD_STRIPS_GRAPH_INFINITE - 1 : sum + cost;
    }
  return sum;
}

gboolean
qd_strips_graph_level_holds (const QdStripsGraph *g, guint level, const guint *literals, guint n)
{
  for (guint i = 0; i < n; i++)
    {
      if (!qd_strips_graph_has_literal (g, level, literals[i]))
        return FALSE;
      for (guint j = 0; j < i; j++)
        if (graph_literals_mutex (g, level, literals[i], literals[j]))
          return FALSE;
    }
  return TRUE;
}

guint
qd_strips_graph_set_level (const QdStripsGraph *g, const guint *literals, guint n)
{
  for (guint level = 0; level < g->levels->len; level++)
    if (qd_strips_graph_level_holds (g, level, literals, n))
      return level;
  return QD_STRIPS_GRAPH_INFINITE;
}

void
qd_strips_graph_goal_literals (const QdStripsGraph *g, GArray *out)
{
  const QdStrips *s = g->strips;
  const guint32 *pos = qd_strips_list (s, s->goal), *neg = qd_strips_list (s, s->goal_neg);
  guint kept = 0;

  g_array_set_size (out, 0);
  for (guint i = 0; i < s->goal.n; i++)
    {
      guint literal = qd_strips_graph_literal (pos[i], FALSE);
      g_array_append_val (out, literal);
    }
  for (guint i = 0; i < s->goal_neg.n; i++)
    {
      guint literal = qd_strips_graph_literal (neg[i], TRUE);
      g_array_append_val (out, literal);
    }
  g_array_sort (out, qd_strips_graph_compare);
  for (guint i = 0; i < out->len; i++)
    if (kept == 0 || g_array_index (out, guint, kept - 1) != g_array_index (out, guint, i))
      g_array_index (out, guint, kept++) = g_array_index (out, guint, i);
  g_array_set_size (out, kept);
}
