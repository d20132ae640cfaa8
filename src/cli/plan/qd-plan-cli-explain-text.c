/* qd-plan-cli-explain-text.c — `quandary-cli plan … --explain H`: a
 * heuristic's value on a state and why, as text a student reads
 * (core/qd-strips-heuristic.h, qd_strips_heuristic_explain):
 *   - hmax and hadd: the goal's facts with their costs, then every fact's
 *     cost, cheapest first, with the action achieving it at that cost when
 *     it is one action's unconditional add;
 *   - hff: the relaxed plan, each action with its cost, summing to the
 *     value, then hadd's fact costs it was extracted from;
 *   - lmcut: the landmarks in the order found, each a cost and the actions
 *     of its cut, summing to the value;
 *   - goalcount: the goal's facts that do not hold; blind: the cheapest
 *     action's cost, or 0 on a goal state. */
#include "config.h"
#include "cli/plan/qd-plan-cli-private.h"

#include <glib/gi18n.h>
#include <stdio.h>

#include "core/qd-strips-heuristic.h"
#include "problems/plan/qd-plan-practice.h"

static void
print_cost (guint64 cost)
{
  if (cost == QD_STRIPS_DEAD_END)
    fputs ("∞", stdout);
  else
    printf ("%" G_GUINT64_FORMAT, cost);
}

static const guint64 *sort_costs;

static int
by_cost (gconstpointer a, gconstpointer b)
{
  guint32 x = *(const guint32 *) a, y = *(const guint32 *) b;

  if (sort_costs[x] != sort_costs[y])
    return sort_costs[x] < sort_costs[y] ? -1 : 1;
  return x < y ? -1 : x > y;
}

static void
print_fact_costs (const QdStrips *strips, const guint64 *state, const guint64 *fact_cost, gboolean max)
{
  g_autofree guint32 *order = g_new (guint32, MAX (strips->n_facts, 1));

  for (guint32 f = 0; f < strips->n_facts; f++)
    order[f] = f;
  sort_costs = fact_cost;
  qsort (order, strips->n_facts, sizeof (guint32), by_cost);
  printf ("%s\n", max ? _("fact costs (0 when the fact holds; else the cheapest action adding it: its cost plus its "
                          "dearest precondition's):")
                      : _("fact costs (0 when the fact holds; else the cheapest action adding it: its cost plus the "
                          "sum of its preconditions'):"));
  for (guint i = 0; i < strips->n_facts; i++)
    {
      guint32 f = order[i];
      gint op = qd_strips_holds (state, f) ? -1 : qd_plan_practice_achiever (strips, fact_cost, f, max);

      printf ("  ");
      print_cost (fact_cost[f]);
      printf (" %s", strips->fact_names[f]);
      if (op >= 0)
        printf (_("  by %s"), strips->ops[op].name);
      else if (fact_cost[f] == QD_STRIPS_DEAD_END)
        printf ("  %s", _("(not reached)"));
      printf ("\n");
    }
}

static void
print_goal (const QdStrips *strips, const guint64 *fact_cost, gboolean max)
{
  const guint32 *goal = qd_strips_list (strips, strips->goal);

  printf ("%s", max ? _("the goal's facts (h_max: the dearest):") : _("the goal's facts (h_add: their sum):"));
  for (guint i = 0; i < strips->goal.n; i++)
    {
      printf ("%s %s ", i == 0 ? "" : max ? "," : " +", strips->fact_names[goal[i]]);
      print_cost (fact_cost[goal[i]]);
    }
  if (strips->goal.n == 0)
    printf (" %s", strips->goal_neg.n > 0 ? _("none (the goal only asks that facts be false: the relaxation ignores that)")
                                          : _("none"));
  printf ("\n");
}

static void
print_relaxed_plan (const QdStrips *strips, const GArray *plan)
{
  printf ("%s\n", _("relaxed plan (deletes ignored; each action once, at its cost):"));
  for (guint i = 0; i < plan->len; i++)
    {
      const QdStripsOp *o = &strips->ops[g_array_index (plan, guint, i)];

      printf ("  %" G_GUINT64_FORMAT " %s\n", o->cost, o->name);
    }
}

static void
print_landmarks (const QdStrips *strips, const GArray *landmarks)
{
  printf ("%s\n", _("landmarks (each a cut of actions, one of which every plan applies; their costs summed):"));
  for (guint i = 0; i < landmarks->len; i++)
    {
      const QdStripsLandmark *l = &g_array_index (landmarks, QdStripsLandmark, i);

      g_autofree char *cost = g_strdup_printf ("%" G_GUINT64_FORMAT, l->cost);

      printf (_("  landmark %u, cost %s:"), i + 1, cost);
      for (guint k = 0; k < l->ops->len; k++)
        printf ("%s %s", k == 0 ? "" : ",", strips->ops[g_array_index (l->ops, guint, k)].name);
      printf ("\n");
    }
}

static void
print_goal_count (const QdStrips *strips, const guint64 *state)
{
  const guint32 *goal = qd_strips_list (strips, strips->goal), *neg = qd_strips_list (strips, strips->goal_neg);

  printf ("%s\n", _("the goal's facts that do not hold (and those that hold and must not):"));
  for (guint i = 0; i < strips->goal.n; i++)
    if (!qd_strips_holds (state, goal[i]))
      printf ("  %s\n", strips->fact_names[goal[i]]);
  for (guint i = 0; i < strips->goal_neg.n; i++)
    if (qd_strips_holds (state, neg[i]))
      printf ("  (not %s)\n", strips->fact_names[neg[i]]);
}

int
qd_plan_cli_print_explanation (const QdStrips *strips, const guint64 *state, guint kind)
{
  g_autoptr(QdStripsHeuristic) h = qd_strips_heuristic_new (strips, kind);
  QdStripsExplanation ex = { 0 };
  gboolean max = kind == QD_STRIPS_HMAX;

  qd_strips_heuristic_explain (h, state, &ex);
  printf ("%s = ", qd_strips_heuristic_label (kind));
  print_cost (ex.value);
  printf ("\n");
  if (kind == QD_STRIPS_GOALCOUNT)
    print_goal_count (strips, state);
  else if (kind == QD_STRIPS_BLIND)
    printf ("%s\n", qd_strips_is_goal (strips, state) ? _("a goal state: 0")
                                                      : _("not a goal state: the cheapest action's cost"));
  if (ex.relaxed_plan != NULL && ex.value != QD_STRIPS_DEAD_END)
    print_relaxed_plan (strips, ex.relaxed_plan);
  if (ex.landmarks != NULL && ex.value != QD_STRIPS_DEAD_END)
    print_landmarks (strips, ex.landmarks);
  if (ex.fact_cost != NULL)
    {
      print_goal (strips, ex.fact_cost, max);
      print_fact_costs (strips, state, ex.fact_cost, max);
    }
  if (ex.value == QD_STRIPS_DEAD_END)
    printf ("%s\n", _("∞: the goal cannot be reached from this state, even ignoring deletes"));
  qd_strips_explanation_clear (&ex);
  return QD_EXIT_OK;
}
