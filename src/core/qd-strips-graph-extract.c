/* qd-strips-graph-extract.c — GRAPHPLAN: the backward search of a plan in
 * the planning graph, level by level, with nogoods memoised, expanding the
 * graph until a plan is found or Blum & Furst's termination test proves
 * there is none (qd-strips-graph.h). */
#include "config.h"

#include "qd-strips-graph-private.h"

#include <glib/gi18n.h>

typedef struct {
  QdStripsGraph *g;
  GPtrArray *nogoods;      /* one GHashTable of GBytes (sorted goal literals) per level */
  GPtrArray *steps;        /* the plan's actions of A_i, GArray of guint, once found */
  guint64 searched;
  gboolean stopped;
  GError **error;
} Extract;

static GHashTable *
nogoods_at (Extract *x, guint level)
{
  while (x->nogoods->len <= level)
    g_ptr_array_add (x->nogoods, g_hash_table_new_full (g_bytes_hash, g_bytes_equal,
                                                        (GDestroyNotify) g_bytes_unref, NULL));
  return x->nogoods->pdata[level];
}

static void
free_step (gpointer step)
{
  if (step != NULL)
    g_array_unref (step);
}

static gboolean extract (Extract *x, guint level, const guint *goals, guint n);

static gboolean
achieved (const QdStripsGraph *g, const GArray *chosen, guint literal)
{
  for (guint i = 0; i < chosen->len; i++)
    {
      guint n;
      const guint32 *e = qd_strips_graph_effects (g, g_array_index (chosen, guint, i), &n);
      for (guint j = 0; j < n; j++)
        if (e[j] == literal)
          return TRUE;
    }
  return FALSE;
}

static gboolean
compatible (const QdStripsGraph *g, guint level, const GArray *chosen, guint action)
{
  for (guint i = 0; i < chosen->len; i++)
    if (graph_actions_mutex (g, level, g_array_index (chosen, guint, i), action))
      return FALSE;
  return TRUE;
}

/* The chosen actions of A_{level-1} cover the goals: their preconditions
 * solved at level - 1 make a plan (then kept in x->steps). */
static gboolean
regress (Extract *x, guint level, const GArray *chosen)
{
  g_autoptr(GArray) pre = g_array_new (FALSE, FALSE, sizeof (guint));
  GArray *step;
  guint kept = 0;

  for (guint i = 0; i < chosen->len; i++)
    {
      guint n;
      const guint32 *p = qd_strips_graph_preconditions (x->g, g_array_index (chosen, guint, i), &n);
      g_array_append_vals (pre, p, n);
    }
  g_array_sort (pre, qd_strips_graph_compare);
  for (guint i = 0; i < pre->len; i++)
    if (kept == 0 || g_array_index (pre, guint, kept - 1) != g_array_index (pre, guint, i))
      g_array_index (pre, guint, kept++) = g_array_index (pre, guint, i);
  if (!extract (x, level - 1, (const guint *) pre->data, kept))
    return FALSE;
  step = g_array_new (FALSE, FALSE, sizeof (guint));
  for (guint i = 0; i < chosen->len; i++)
    if (g_array_index (chosen, guint, i) < x->g->n_ops)
      g_array_append_val (step, g_array_index (chosen, guint, i));
  g_array_sort (step, qd_strips_graph_compare);
  while (x->steps->len < level)
    g_ptr_array_add (x->steps, NULL);
  free_step (x->steps->pdata[level - 1]);
  x->steps->pdata[level - 1] = step;
  return TRUE;
}

/* Chooses achievers in A_{level-1} for goals[i …], pairwise not mutex. */
static gboolean
assign (Extract *x, guint level, const guint *goals, guint n, guint i, GArray *chosen)
{
  const QdStripsGraph *g = x->g;
  const guint32 *by;

  while (i < n && achieved (g, chosen, goals[i]))
    i++;
  if (i == n)
    return regress (x, level, chosen);
  by = graph_run (g, g->achievers[goals[i]]);
  for (guint j = 0; j < g->achievers[goals[i]].n && !x->stopped; j++)
    {
      guint a = by[j];
      if (!qd_strips_graph_has_action (g, level - 1, a) || !compatible (g, level - 1, chosen, a))
        continue;
      g_array_append_val (chosen, a);
      if (assign (x, level, goals, n, i + 1, chosen))
        return TRUE;
      g_array_set_size (chosen, chosen->len - 1);
    }
  return FALSE;
}

/* Whether the goals (in S_level, pairwise not mutex, sorted) have a plan of
 * `level` steps; a failure is memoised. */
static gboolean
extract (Extract *x, guint level, const guint *goals, guint n)
{
  g_autoptr(GBytes) key = NULL;
  g_autoptr(GArray) chosen = NULL;

  if (level == 0)
    return TRUE;
  x->searched++;
  if (!x->stopped && qd_strips_graph_stopped (x->g, FALSE, x->error))
    x->stopped = TRUE;
  if (x->stopped)
    return FALSE;
  key = g_bytes_new (goals, n * sizeof (guint));
  if (g_hash_table_contains (nogoods_at (x, level), key))
    return FALSE;
  chosen = g_array_new (FALSE, FALSE, sizeof (guint));
  if (assign (x, level, goals, n, 0, chosen))
    return TRUE;
  if (!x->stopped)
    g_hash_table_add (nogoods_at (x, level), g_steal_pointer (&key));
  return FALSE;
}

static void
fill_plan (Extract *x, guint level, QdStripsGraphPlan *plan)
{
  plan->status = QD_STRIPS_GRAPH_SOLVED;
  plan->level = level;
  for (guint i = 0; i < level; i++)
    {
      GArray *step = i < x->steps->len ? x->steps->pdata[i] : NULL;
      if (step != NULL)
        g_array_append_vals (plan->ops, step->data, step->len);
      g_array_append_val (plan->level_ends, plan->ops->len);
    }
}

/* Expands until the goals are in a level, pairwise not mutex; FALSE on an
 * error; *level the first such level (set-level), INFINITE when the graph
 * levels off without one. */
static gboolean
expand_to_goals (QdStripsGraph *g, const GArray *goals, guint *level, GError **error)
{
  for (;;)
    {
      *level = qd_strips_graph_set_level (g, (const guint *) goals->data, goals->len);
      if (*level != QD_STRIPS_GRAPH_INFINITE || g->level_off != QD_STRIPS_GRAPH_INFINITE)
        return TRUE;
      if (!qd_strips_graph_expand (g, error))
        return FALSE;
    }
}

static guint64
count_nogoods (const Extract *x)
{
  guint64 n = 0;
  for (guint i = 0; i < x->nogoods->len; i++)
    n += g_hash_table_size (x->nogoods->pdata[i]);
  return n;
}

/* One stage after another: search at `level`, then expand and go one level
 * up, until a plan or the termination test. */
static gboolean
search_stages (Extract *x, const GArray *goals, guint level, QdStripsGraphPlan *plan)
{
  QdStripsGraph *g = x->g;
  guint previous = QD_STRIPS_GRAPH_INFINITE;

  for (;; level++)
    {
      if (extract (x, level, (const guint *) goals->data, goals->len))
        {
          fill_plan (x, level, plan);
          return TRUE;
        }
      if (x->stopped || (level + 1 >= g->levels->len && !qd_strips_graph_expand (g, x->error)))
        return FALSE;
      if (g->level_off != QD_STRIPS_GRAPH_INFINITE && level >= g->level_off)
        {
          guint now = g_hash_table_size (nogoods_at (x, g->level_off));
          if (now == previous)
            return TRUE;     /* no plan: plan->status says so */
          previous = now;
        }
      if (level + 1 >= g->limits.max_levels)
        {
          g_set_error (x->error, QD_STRIPS_GRAPH_ERROR, QD_STRIPS_GRAPH_ERROR_LEVELS,
                       _("GraphPlan found no plan within %u levels (the limit)"), g->limits.max_levels);
          return FALSE;
        }
    }
}

gboolean
qd_strips_graphplan (QdStripsGraph *g, QdStripsGraphPlan *plan, GError **error)
{
  g_autoptr(GArray) goals = g_array_new (FALSE, FALSE, sizeof (guint));
  Extract x = {
    .g = g, .error = error,
    .nogoods = g_ptr_array_new_with_free_func ((GDestroyNotify) g_hash_table_unref),
    .steps = g_ptr_array_new_with_free_func (free_step),
  };
  guint level;
  gboolean ok;

  *plan = (QdStripsGraphPlan) {
    .status = QD_STRIPS_GRAPH_NO_PLAN, .level = QD_STRIPS_GRAPH_INFINITE,
    .ops = g_array_new (FALSE, FALSE, sizeof (guint)),
    .level_ends = g_array_new (FALSE, FALSE, sizeof (guint)),
  };
  qd_strips_graph_goal_literals (g, goals);
  ok = expand_to_goals (g, goals, &level, error);
  if (ok && level != QD_STRIPS_GRAPH_INFINITE)
    ok = search_stages (&x, goals, level, plan);
  plan->nogoods = count_nogoods (&x);
  plan->searched = x.searched;
  g_ptr_array_unref (x.nogoods);
  g_ptr_array_unref (x.steps);
  return ok;
}

void
qd_strips_graph_plan_clear (QdStripsGraphPlan *plan)
{
  g_clear_pointer (&plan->ops, g_array_unref);
  g_clear_pointer (&plan->level_ends, g_array_unref);
}
