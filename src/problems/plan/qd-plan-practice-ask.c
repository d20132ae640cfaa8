/* qd-plan-practice-ask.c — planning's practice questions on the heuristics
 * of the delete relaxation and on the planning graph's mutexes (see
 * qd-plan-practice.h). */
#include "config.h"
#include "qd-plan-practice-private.h"

#include <glib/gi18n.h>
#include <math.h>

#include "core/qd-strips-graph.h"

/* ---- h_max of a fact, h_max and h_add of the goal */

/* The cost of `op`'s unconditional adds in the relaxation of `max` (h_max)
 * or of the sum (h_add) from the fact costs; DEAD_END when a precondition
 * is not reached. */
static guint64
achiever_cost (const QdStrips *strips, const guint64 *fact_cost, guint op, gboolean max)
{
  const QdStripsOp *o = &strips->ops[op];
  const guint32 *pre = qd_strips_list (strips, o->pre);
  guint64 cost = 0;

  for (guint i = 0; i < o->pre.n; i++)
    {
      if (fact_cost[pre[i]] == QD_STRIPS_DEAD_END)
        return QD_STRIPS_DEAD_END;
      cost = max ? MAX (cost, fact_cost[pre[i]]) : cost + fact_cost[pre[i]];
    }
  return cost + o->cost;
}

gint
qd_plan_practice_achiever (const QdStrips *strips, const guint64 *fact_cost, guint32 fact, gboolean max)
{
  for (guint op = 0; op < strips->n_ops; op++)
    {
      const QdStripsOp *o = &strips->ops[op];
      const guint32 *add = qd_strips_list (strips, o->add);

      if (o->n_effects > 0)
        continue;
      for (guint i = 0; i < o->add.n; i++)
        if (add[i] == fact && achiever_cost (strips, fact_cost, op, max) == fact_cost[fact])
          return (gint) op;
    }
  return -1;
}

/* The fact that does not hold and costs the most of those reached, the
 * first in fact order; -1 when every fact reached holds. */
static gint
dearest_fact (const QdStrips *strips, const guint64 *state, const guint64 *fact_cost)
{
  gint best = -1;

  for (guint32 f = 0; f < strips->n_facts; f++)
    if (!qd_strips_holds (state, f) && fact_cost[f] != QD_STRIPS_DEAD_END
        && (best < 0 || fact_cost[f] > fact_cost[best]))
      best = (gint) f;
  return best;
}

void
qd_plan_practice_add_fact (QdPlanPracticeBuild *b, guint step, const guint64 *state)
{
  const QdStrips *strips = b->strips;
  QdStripsExplanation ex = { 0 };
  gint fact, op;
  g_autofree char *text = NULL, *why = NULL;

  qd_strips_heuristic_explain (b->hmax, state, &ex);
  fact = dearest_fact (strips, state, ex.fact_cost);
  op = fact < 0 ? -1 : qd_plan_practice_achiever (strips, ex.fact_cost, fact, TRUE);
  if (op >= 0)
    {
      const QdStripsOp *o = &strips->ops[op];
      const guint32 *pre = qd_strips_list (strips, o->pre);
      gint dearest = -1;

      for (guint i = 0; i < o->pre.n; i++)
        if (dearest < 0 || ex.fact_cost[pre[i]] > ex.fact_cost[dearest])
          dearest = (gint) pre[i];
      g_autofree char *cost = g_strdup_printf ("%" G_GUINT64_FORMAT, o->cost);
      g_autofree char *pre_cost = dearest < 0 ? NULL : g_strdup_printf ("%" G_GUINT64_FORMAT, ex.fact_cost[dearest]);

      text = g_strdup_printf (_("What is h_max of %s in this state?"), strips->fact_names[fact]);
      why = dearest < 0 ? g_strdup_printf (_("%s adds it: its cost %s, and it has no precondition."), o->name, cost)
                        : g_strdup_printf (_("%s adds it: its cost %s plus its dearest precondition, %s, at %s."),
                                           o->name, cost, strips->fact_names[dearest], pre_cost);
      qd_practice_add_number (b->practice, QD_PRACTICE_LEVEL_STEP, step, text, (double) ex.fact_cost[fact], why,
                              _("A fact that holds costs 0; another, the cheapest action adding it: its cost plus "
                                "its dearest precondition's cost (deletes ignored)."));
    }
  qd_strips_explanation_clear (&ex);
}

static void
append_cost (GString *out, guint64 cost)
{
  if (cost == QD_STRIPS_DEAD_END)
    g_string_append (out, "∞");
  else
    g_string_append_printf (out, "%" G_GUINT64_FORMAT, cost);
}

/* "(on a b) 2, (on b c) 1" (h_max) or "(on a b) 2 + (on b c) 1" (h_add). */
static void
append_goal_costs (const QdStrips *strips, const QdStripsExplanation *ex, gboolean max, GString *out)
{
  const guint32 *goal = qd_strips_list (strips, strips->goal);

  for (guint i = 0; i < strips->goal.n; i++)
    {
      if (i > 0)
        g_string_append (out, max ? ", " : " + ");
      g_string_append_printf (out, "%s ", strips->fact_names[goal[i]]);
      append_cost (out, ex->fact_cost[goal[i]]);
    }
}

void
qd_plan_practice_add_heuristic (QdPlanPracticeBuild *b, guint step, const guint64 *state, gboolean max,
                                QdPracticeLevel level)
{
  QdStripsExplanation ex = { 0 };
  g_autoptr(GString) why = g_string_new (NULL);
  double value;

  qd_strips_heuristic_explain (max ? b->hmax : b->hadd, state, &ex);
  value = ex.value == QD_STRIPS_DEAD_END ? INFINITY : (double) ex.value;
  g_string_append (why, max ? "h_max = " : "h_add = ");
  append_cost (why, ex.value);
  if (b->strips->goal.n == 0 && b->strips->goal_neg.n > 0)
    g_string_append (why, _(": the goal only asks that facts be false, and the relaxation ignores that."));
  else if (b->strips->goal.n == 0)
    g_string_append (why, _(": the goal asks for no fact."));
  else
    {
      g_string_append (why, max ? _(", the dearest of the goal's facts: ") : _(", the sum of the goal's facts' costs: "));
      append_goal_costs (b->strips, &ex, max, why);
      g_string_append_c (why, '.');
    }
  if (ex.value == QD_STRIPS_DEAD_END)
    g_string_append (why, _(" ∞: even ignoring deletes, no sequence of actions reaches that fact."));
  qd_practice_add_number (b->practice, level, step,
                          max ? _("What is h_max of the goal in this state?")
                              : _("What is h_add of the goal in this state?"),
                          value, why->str,
                          max ? _("Ignore deletes: a fact that holds costs 0, another the cheapest action adding it "
                                  "(its cost plus its dearest precondition's cost). h_max is the dearest goal "
                                  "fact's cost.")
                              : _("Ignore deletes: a fact that holds costs 0, another the cheapest action adding it "
                                  "(its cost plus the sum of its preconditions' costs). h_add is the sum of the goal "
                                  "facts' costs."));
  qd_strips_explanation_clear (&ex);
}

/* ---- the mutex pairs of facts in S1 */

/* The pairs of positive literals of S1 that are mutex, as (a, b) guint pairs. */
static GArray *
mutex_pairs (const QdStripsGraph *graph)
{
  g_autoptr(GArray) literals = g_array_new (FALSE, FALSE, sizeof (guint));
  GArray *pairs = g_array_new (FALSE, FALSE, sizeof (guint));

  qd_strips_graph_level_literals (graph, 1, literals);
  for (guint i = 0; i < literals->len; i++)
    for (guint j = i + 1; j < literals->len; j++)
      {
        guint a = g_array_index (literals, guint, i), c = g_array_index (literals, guint, j);

        if (a % 2 == 0 && c % 2 == 0 && qd_strips_graph_literal_mutex (graph, 1, a, c) != QD_STRIPS_GRAPH_NOT_MUTEX)
          {
            g_array_append_val (pairs, a);
            g_array_append_val (pairs, c);
          }
      }
  return pairs;
}

static const char *
hint_mutex (void)
{
  return _("Build A0 (the actions applicable in S0, and a persistence action for each literal), then S1. Two "
           "facts of S1 are mutex when every action achieving one is mutex with every action achieving the "
           "other: inconsistent effects, interference or competing needs.");
}

static void
add_pairs (QdPlanPracticeBuild *b, const QdStripsGraph *graph, const GArray *pairs)
{
  g_autoptr(GString) why = g_string_new (NULL);
  QdPracticeNames set;

  qd_practice_names_init (&set);
  for (guint i = 0; i + 1 < pairs->len; i += 2)
    {
      guint a = g_array_index (pairs, guint, i), c = g_array_index (pairs, guint, i + 1);
      const char *na = b->strips->fact_names[a / 2], *nc = b->strips->fact_names[c / 2];
      g_autofree char *key = qd_plan_practice_pair_key (na, nc), *shown = g_strdup_printf ("%s / %s", na, nc);

      qd_practice_names_add (&set, key, ", ", shown);
      g_string_append_printf (why, "%s%s: %s", why->len > 0 ? "; " : "", shown,
                              qd_strips_graph_mutex_to_string (qd_strips_graph_literal_mutex (graph, 1, a, c)));
    }
  if (why->len == 0)
    g_string_append (why, _("Some action or persistence achieves each fact of S1 without a mutex with the others'."));
  else
    g_string_append_c (why, '.');
  qd_practice_add_names_of (b->practice, &set, QD_PRACTICE_LEVEL_STEP, 0,
                            _("Which pairs of facts are mutex in S1 of the planning graph? (write a pair as "
                              "(p a) / (q b))"),
                            why->str, hint_mutex ());
}

void
qd_plan_practice_add_mutexes (QdPlanPracticeBuild *b, const guint64 *state)
{
  g_autoptr(QdStripsGraph) graph = qd_strips_graph_new_at (b->strips, state, NULL, NULL);
  g_autoptr(GArray) pairs = NULL;
  g_autofree char *why = NULL;
  guint n;

  if (graph == NULL || !qd_strips_graph_expand (graph, NULL))
    return;
  pairs = mutex_pairs (graph);
  n = pairs->len / 2;
  if (n <= QD_PLAN_PRACTICE_MAX_PAIRS)
    {
      add_pairs (b, graph, pairs);
      return;
    }
  why = g_strdup_printf (_("S1 has %u mutex pairs of literals in all (f and ¬f among them); %u of them are "
                           "two facts."), qd_strips_graph_n_literal_mutexes (graph, 1), n);
  qd_practice_add_number (b->practice, QD_PRACTICE_LEVEL_STEP, 0,
                          _("How many pairs of facts are mutex in S1 of the planning graph?"), n, why, hint_mutex ());
}
