/* qd-strips-satplan-task.c — what SATPLAN reads of a task once for every
 * horizon (qd-strips-satplan-private.h): the relaxed levels that prune the
 * variables, and each fact's adding and deleting causes for the frame
 * axioms. */
#include "config.h"
#include "qd-strips-satplan-private.h"

#include <string.h>

/* The greatest level of `facts` (SATPLAN_NEVER when one has none). */
static guint
facts_level (const QdSatplanTask *task, QdStripsFacts facts)
{
  const guint32 *f = qd_strips_list (task->strips, facts);
  guint level = 0;

  for (guint i = 0; i < facts.n; i++)
    level = MAX (level, task->fact_level[f[i]]);
  return level;
}

/* Facts of `adds` not reached yet get level k + 1. */
static gboolean
reach (QdSatplanTask *task, QdStripsFacts adds, guint k)
{
  const guint32 *f = qd_strips_list (task->strips, adds);
  gboolean changed = FALSE;

  for (guint i = 0; i < adds.n; i++)
    if (task->fact_level[f[i]] == SATPLAN_NEVER)
      {
        task->fact_level[f[i]] = k + 1;
        changed = TRUE;
      }
  return changed;
}

/* One layer k of the relaxed planning graph: the operators and effects
 * whose conditions hold by level k are applicable at step k, their adds
 * reached at k + 1.  FALSE when nothing new is reached. */
static gboolean
relaxed_layer (QdSatplanTask *task, guint k)
{
  const QdStrips *s = task->strips;
  gboolean changed = FALSE;

  for (guint o = 0; o < s->n_ops; o++)
    {
      const QdStripsOp *op = &s->ops[o];
      const QdStripsEffect *effects = qd_strips_op_effects (s, op);

      if (task->op_level[o] == SATPLAN_NEVER && facts_level (task, op->pre) <= k)
        task->op_level[o] = k, changed = TRUE;
      if (task->op_level[o] > k)
        continue;
      changed |= reach (task, op->add, k);
      for (guint i = 0; i < op->n_effects; i++)
        {
          guint e = op->first_effect + i;

          if (task->effect_level[e] == SATPLAN_NEVER && facts_level (task, effects[i].pre) <= k)
            task->effect_level[e] = k, changed = TRUE;
          if (task->effect_level[e] <= k)
            changed |= reach (task, effects[i].add, k);
        }
    }
  return changed;
}

static void
compute_levels (QdSatplanTask *task)
{
  const QdStrips *s = task->strips;
  const guint32 *goal = qd_strips_list (s, s->goal);

  for (guint f = 0; f < s->n_facts; f++)
    task->fact_level[f] = qd_strips_holds (s->init, f) ? 0 : SATPLAN_NEVER;
  for (guint k = 0; relaxed_layer (task, k); k++)
    ;
  task->goal_reachable = TRUE;
  for (guint i = 0; i < s->goal.n; i++)
    task->goal_reachable &= task->fact_level[goal[i]] != SATPLAN_NEVER;
}

/* Calls `each` on every (fact, cause) pair: adds when `adding`, else the
 * deletes that are not also adds of the same cause or of its operator. */
static void
for_each_cause (const QdSatplanTask *task, gboolean adding, void (*each) (gpointer, guint, guint), gpointer data)
{
  const QdStrips *s = task->strips;

  for (guint o = 0; o < s->n_ops; o++)
    {
      const QdStripsOp *op = &s->ops[o];
      const QdStripsEffect *effects = qd_strips_op_effects (s, op);
      QdStripsFacts list = adding ? op->add : op->del;
      const guint32 *f = qd_strips_list (s, list);

      for (guint i = 0; i < list.n; i++)
        if (adding || !qd_satplan_facts_contain (s, op->add, f[i]))
          each (data, f[i], o);
      for (guint j = 0; j < op->n_effects; j++)
        {
          QdStripsFacts elist = adding ? effects[j].add : effects[j].del;
          const guint32 *g = qd_strips_list (s, elist);

          for (guint i = 0; i < elist.n; i++)
            if (adding || (!qd_satplan_facts_contain (s, op->add, g[i])
                           && !qd_satplan_facts_contain (s, effects[j].add, g[i])))
              each (data, g[i], s->n_ops + op->first_effect + j);
        }
    }
}

static void
count_cause (gpointer data, guint fact, guint cause)
{
  guint *start = data;

  start[fact + 1]++;
}

/* fill[f]: the next slot of fact f in causes. */
typedef struct {
  guint *fill, *causes;
} Fill;

static void
put_cause (gpointer data, guint fact, guint cause)
{
  Fill *fill = data;

  fill->causes[fill->fill[fact]++] = cause;
}

/* The causes of each fact as a compressed list: counted, then filled. */
static void
build_causes (const QdSatplanTask *task, gboolean adding, guint **start_out, guint **causes_out)
{
  guint n = task->strips->n_facts;
  guint *start = g_new0 (guint, n + 1);
  Fill fill;

  for_each_cause (task, adding, count_cause, start);
  for (guint f = 0; f < n; f++)
    start[f + 1] += start[f];
  fill.fill = g_memdup2 (start, sizeof (guint) * (n + 1));
  fill.causes = g_new (guint, start[n] + 1);
  for_each_cause (task, adding, put_cause, &fill);
  g_free (fill.fill);
  *start_out = start;
  *causes_out = fill.causes;
}

void
qd_satplan_task_init (QdSatplanTask *task, const QdStrips *strips, gboolean mutexes, const gint *stop)
{
  QdStripsGraphLimits limits = { .stop = stop };

  memset (task, 0, sizeof *task);
  task->strips = strips;
  task->fact_level = g_new (guint, strips->n_facts + 1);
  task->op_level = g_new (guint, strips->n_ops + 1);
  task->effect_level = g_new (guint, strips->n_effects + 1);
  task->effect_op = g_new (guint, strips->n_effects + 1);
  for (guint o = 0; o < strips->n_ops; o++)
    {
      task->op_level[o] = SATPLAN_NEVER;
      for (guint j = 0; j < strips->ops[o].n_effects; j++)
        task->effect_op[strips->ops[o].first_effect + j] = o;
    }
  for (guint e = 0; e < strips->n_effects; e++)
    task->effect_level[e] = SATPLAN_NEVER;
  compute_levels (task);
  build_causes (task, TRUE, &task->add_start, &task->adders);
  build_causes (task, FALSE, &task->del_start, &task->deleters);
  if (mutexes && task->goal_reachable && !qd_strips_has_conditional_effects (strips))
    task->graph = qd_strips_graph_new (strips, &limits, NULL);
}

void
qd_satplan_task_expand (QdSatplanTask *task, guint horizon)
{
  if (task->graph == NULL)
    return;
  while (qd_strips_graph_n_levels (task->graph) <= horizon
         && qd_strips_graph_level_off (task->graph) == QD_STRIPS_GRAPH_INFINITE)
    if (!qd_strips_graph_expand (task->graph, NULL))
      {
        g_clear_pointer (&task->graph, qd_strips_graph_free);
        return;
      }
}

void
qd_satplan_task_clear (QdSatplanTask *task)
{
  g_free (task->fact_level);
  g_free (task->op_level);
  g_free (task->effect_level);
  g_free (task->effect_op);
  g_free (task->add_start);
  g_free (task->adders);
  g_free (task->del_start);
  g_free (task->deleters);
  g_clear_pointer (&task->graph, qd_strips_graph_free);
  if (task->interfering != NULL)
    g_array_unref (task->interfering);
}
