/* test-strips-lazy.c — the satisficing planner (core/qd-strips-lazy.h) and
 * h_FF's helpful actions (qd_strips_heuristic_preferred) on tasks built by
 * hand, every count worked out by hand in the comments: the alternation of
 * the open lists and the boost on a chain; the anytime iterations finding
 * the cheap plan the greedy search misses, then proving it optimal; a task
 * solvable only in the relaxation (no plan, the greedy search exhausted);
 * a dead-end start; a goal start; the stop flag (before the search, and
 * from the first plan's report); the memory bound.  On random small tasks
 * (fixed seeds), every plan found is replayed with qd_strips_apply to the
 * goal and the anytime planner's last plan, proved optimal, costs what
 * uniform-cost search over every state (the generic engine, an independent
 * route) finds.  The copy numbered by names the planner searches
 * (qd_strips_canonical) and the order it lists successors in
 * (qd_strips_op_order), on small tasks worked out by hand. */
#include "config.h"

#include <glib.h>
#include <string.h>

#include "core/qd-strips-heuristic.h"
#include "core/qd-strips-lazy.h"
#include "core/qd-strips-mutex.h"
#include "core/qd-strips-space.h"
#include "strips-replay.h"

#define LIST(s, ...) \
  qd_strips_add_list ((s), (const guint32[]) { __VA_ARGS__ }, \
                      sizeof ((const guint32[]) { __VA_ARGS__ }) / sizeof (guint32))
#define NONE(s) qd_strips_add_list ((s), NULL, 0)

static QdStrips *
facts_new (guint n)
{
  QdStrips *s = qd_strips_new ();

  for (guint f = 0; f < n; f++)
    {
      g_autofree char *name = g_strdup_printf ("(f%u)", f);

      qd_strips_add_fact (s, name, 0);
    }
  return s;
}

/* A chain with detours: facts 0 … 5, init {0}, goal {3}:
 * o0: 0 → add 1; o1: 1 → add 3; o2: 0 → add 2; o3: 2 → add 4; o4: 0 → add 5.
 * With `two_goals`, the goal is {1, 2}. */
static QdStrips *
chain (gboolean two_goals)
{
  QdStrips *s = facts_new (6);

  qd_strips_add_op (s, "(o0)", LIST (s, 0), NONE (s), LIST (s, 1), NONE (s), 1);
  qd_strips_add_op (s, "(o1)", LIST (s, 1), NONE (s), LIST (s, 3), NONE (s), 1);
  qd_strips_add_op (s, "(o2)", LIST (s, 0), NONE (s), LIST (s, 2), NONE (s), 1);
  qd_strips_add_op (s, "(o3)", LIST (s, 2), NONE (s), LIST (s, 4), NONE (s), 1);
  qd_strips_add_op (s, "(o4)", LIST (s, 0), NONE (s), LIST (s, 5), NONE (s), 1);
  qd_strips_seal (s);
  qd_strips_set (s->init, 0);
  s->goal = two_goals ? LIST (s, 1, 2) : LIST (s, 3);
  return s;
}

/* The helpful actions as a sorted list, "o0 o2". */
static char *
helpful (const QdStrips *s, const guint64 *state)
{
  g_autoptr (QdStripsHeuristic) h = qd_strips_heuristic_new (s, QD_STRIPS_HFF);
  g_autoptr (GString) text = g_string_new (NULL);
  g_autofree guint32 *sorted = NULL;
  const guint32 *ops;
  guint n;

  qd_strips_heuristic_value (h, state);
  ops = qd_strips_heuristic_preferred (h, &n);
  sorted = g_memdup2 (ops, MAX (n, 1) * sizeof (guint32));
  for (guint i = 1; i < n; i++)
    for (guint k = i; k > 0 && sorted[k - 1] > sorted[k]; k--)
      {
        guint32 t = sorted[k];

        sorted[k] = sorted[k - 1];
        sorted[k - 1] = t;
      }
  for (guint i = 0; i < n; i++)
    g_string_append_printf (text, "%so%u", i > 0 ? " " : "", sorted[i]);
  return g_strdup (text->str);
}

/* Helpful actions (Hoffmann & Nebel 2001): the relaxed plan's operators
 * whose preconditions hold.  Chain from {0}: the relaxed plan is o0, o1;
 * o1 needs 1: helpful o0 alone (not the detours o2, o4).  From {0, 1}: o1.
 * Goal {1, 2}: the relaxed plan o0, o2, both helpful.  LM-cut has none. */
static void
test_helpful_actions (void)
{
  g_autoptr (QdStrips) s = chain (FALSE);
  g_autoptr (QdStrips) two = chain (TRUE);
  g_autofree char *at_init = helpful (s, s->init);
  g_autofree guint64 *state = g_memdup2 (s->init, s->n_words * sizeof (guint64));
  g_autofree char *at_one = NULL, *at_two = helpful (two, two->init);
  g_autoptr (QdStripsHeuristic) lmcut = qd_strips_heuristic_new (s, QD_STRIPS_LMCUT);
  guint n = 99;

  g_assert_cmpstr (at_init, ==, "o0");
  qd_strips_set (state, 1);
  at_one = helpful (s, state);
  g_assert_cmpstr (at_one, ==, "o1");
  g_assert_cmpstr (at_two, ==, "o0 o2");
  qd_strips_heuristic_value (lmcut, s->init);
  qd_strips_heuristic_preferred (lmcut, &n);
  g_assert_cmpuint (n, ==, 0);
}

/* The adapted costs: 1 each; cost + 1; plus one on a unit-cost task is 1. */
static void
test_adapted_costs (void)
{
  g_autoptr (QdStrips) s = facts_new (1);
  g_autoptr (QdStrips) unit = chain (FALSE);

  qd_strips_add_op (s, "(a)", NONE (s), NONE (s), LIST (s, 0), NONE (s), 0);
  qd_strips_add_op (s, "(b)", NONE (s), NONE (s), LIST (s, 0), NONE (s), 7);
  qd_strips_seal (s);
  g_assert_cmpuint (qd_strips_adapted_cost (s, QD_STRIPS_COST_ONE, 1), ==, 1);
  g_assert_cmpuint (qd_strips_adapted_cost (s, QD_STRIPS_COST_PLUS_ONE, 0), ==, 1);
  g_assert_cmpuint (qd_strips_adapted_cost (s, QD_STRIPS_COST_PLUS_ONE, 1), ==, 8);
  g_assert_cmpuint (qd_strips_adapted_cost (s, QD_STRIPS_COST_NORMAL, 1), ==, 7);
  g_assert_cmpuint (qd_strips_adapted_cost (unit, QD_STRIPS_COST_PLUS_ONE, 0), ==, 1);
}

/* Each plan reported: replayed, and its cost below the last's. */
typedef struct {
  const QdStrips *strips;
  guint n;
  guint64 costs[16];
  guint weights[16];
  gint *stop_after_first;
  gboolean no_landmarks;
} Plans;

static void
plan_found (gpointer data, const QdStripsLazyPlan *plan)
{
  Plans *p = data;

  strips_assert_plan_reaches_goal (p->strips, plan->ops, plan->n_ops);
  g_assert_cmpuint (plan->cost, ==, qd_strips_plan_cost (p->strips, plan->ops, plan->n_ops));
  if (p->n > 0)
    g_assert_cmpuint (plan->cost, <, p->costs[p->n - 1]);
  if (p->n < G_N_ELEMENTS (p->costs))
    {
      p->costs[p->n] = plan->cost;
      p->weights[p->n] = plan->weight;
    }
  p->n++;
  if (p->stop_after_first != NULL)
    g_atomic_int_set (p->stop_after_first, 1);
}

static void
solve (const QdStrips *s, gboolean anytime, Plans *plans, QdStripsLazyResult *out)
{
  QdStripsLazyOptions options;

  qd_strips_lazy_options_init (&options);
  options.anytime = anytime;
  options.plan_found = plan_found;
  options.plan_data = plans;
  options.stop = plans->stop_after_first;
  options.no_landmarks = plans->no_landmarks;
  qd_strips_lazy_solve (s, &options, out);
}

/* Chain, greedy, h_FF alone: lists [h_FF, h_FF preferred], by hand:
 * - start {0}: evaluated (1), h 2, helpful o0; expanded (1): o0, o2, o4
 *   queued in the first list (key 2), o0 in the preferred list too;
 * - priorities 0, 0: the first list's first entry, o0 (priority 1): state
 *   {0, 1} made (generated 1), evaluated (2), h 1 < 2: the preferred list
 *   boosted to -1000; helpful o1; expanded (2): o0, o1, o2, o4 queued with
 *   key 1, o1 preferred;
 * - the preferred list: its least key is o1 (1; the start's o0 has 2):
 *   {0, 1, 3} made (generated 2), evaluated (3): the goal.
 * Plan o0 o1, cost 2. */
static void
test_chain_counts (void)
{
  g_autoptr (QdStrips) s = chain (FALSE);
  Plans plans = { .strips = s, .no_landmarks = TRUE };
  QdStripsLazyResult r;

  solve (s, FALSE, &plans, &r);
  g_assert_cmpint (r.status, ==, QD_STRIPS_LAZY_SOLVED);
  g_assert_cmpuint (r.plan->len, ==, 2);
  g_assert_cmpuint (g_array_index (r.plan, guint, 0), ==, 0);
  g_assert_cmpuint (g_array_index (r.plan, guint, 1), ==, 1);
  g_assert_cmpuint (r.cost, ==, 2);
  g_assert_cmpuint (r.expanded, ==, 2);
  g_assert_cmpuint (r.evaluated, ==, 3);
  g_assert_cmpuint (r.generated, ==, 2);
  g_assert_cmpuint (r.iterations, ==, 1);
  g_assert_cmpuint (plans.n, ==, 1);
  g_assert_cmpuint (plans.weights[0], ==, 0);
  g_assert_false (r.optimal);
  qd_strips_lazy_result_clear (&r);
}

/* Facts 0 … 2, init {0}, goal {2}: dear (0 → add 2, cost 10), step
 * (0 → add 1, cost 1), last (1 → add 2, cost 1).  The greedy search counts
 * 1 an operator: h_FF 1 by dear, its helpful action, taken: cost 10.
 * Weighted A* (w 5), h_FF with cost + 1: dear's 11 against 2 + 2, the
 * relaxed plan step, last (4); dear pruned (g 10 >= the bound 10); step,
 * then last: cost 2.  Then w 3, 2, 1 find nothing cheaper than 2 (every
 * successor of g >= 2 pruned) and w 1's exhaustion proves 2 optimal:
 * 5 iterations, 2 plans. */
static void
test_anytime_improves (void)
{
  g_autoptr (QdStrips) s = facts_new (3);
  Plans plans = { .strips = s };
  QdStripsLazyResult r;

  qd_strips_add_op (s, "(dear)", LIST (s, 0), NONE (s), LIST (s, 2), NONE (s), 10);
  qd_strips_add_op (s, "(step)", LIST (s, 0), NONE (s), LIST (s, 1), NONE (s), 1);
  qd_strips_add_op (s, "(last)", LIST (s, 1), NONE (s), LIST (s, 2), NONE (s), 1);
  qd_strips_seal (s);
  qd_strips_set (s->init, 0);
  s->goal = LIST (s, 2);
  s->has_costs = TRUE;

  solve (s, FALSE, &plans, &r);
  g_assert_cmpuint (r.cost, ==, 10);
  qd_strips_lazy_result_clear (&r);

  plans.n = 0;
  solve (s, TRUE, &plans, &r);
  g_assert_cmpint (r.status, ==, QD_STRIPS_LAZY_SOLVED);
  g_assert_cmpuint (plans.n, ==, 2);
  g_assert_cmpuint (r.n_plans, ==, 2);
  g_assert_cmpuint (plans.costs[0], ==, 10);
  g_assert_cmpuint (plans.weights[0], ==, 0);
  g_assert_cmpuint (plans.costs[1], ==, 2);
  g_assert_cmpuint (plans.weights[1], ==, 5);
  g_assert_cmpuint (r.cost, ==, 2);
  g_assert_cmpuint (r.iterations, ==, 5);
  g_assert_true (r.optimal);
  g_assert_cmpint (r.stop_reason, ==, QD_SPACE_STOP_NONE);
  qd_strips_lazy_result_clear (&r);
}

/* Facts 0 … 2, init {0}, goal {2}: o0 (0 → add 1, del 0), o1 (0, 1 → add
 * 2).  The relaxation reaches 2 (h_FF 2), the task does not: after o0,
 * 0 is gone.  The greedy search exhausts: no plan.  A goal out of the
 * relaxation's reach: the start is a dead end. */
static void
test_no_plan (void)
{
  g_autoptr (QdStrips) s = facts_new (3);
  g_autoptr (QdStrips) dead = facts_new (2);
  Plans plans = { .strips = s };
  QdStripsLazyResult r;

  qd_strips_add_op (s, "(o0)", LIST (s, 0), NONE (s), LIST (s, 1), LIST (s, 0), 1);
  qd_strips_add_op (s, "(o1)", LIST (s, 0, 1), NONE (s), LIST (s, 2), NONE (s), 1);
  qd_strips_seal (s);
  qd_strips_set (s->init, 0);
  s->goal = LIST (s, 2);
  solve (s, TRUE, &plans, &r);
  g_assert_cmpint (r.status, ==, QD_STRIPS_LAZY_NO_SOLUTION);
  g_assert_null (r.plan);
  g_assert_cmpuint (plans.n, ==, 0);
  /* {0} then {1} (o0; o1 is not applicable in {0}): {1} has h_FF ∞. */
  g_assert_cmpuint (r.expanded, ==, 1);
  g_assert_cmpuint (r.dead_ends, ==, 1);
  qd_strips_lazy_result_clear (&r);

  qd_strips_add_op (dead, "(o0)", LIST (dead, 0), NONE (dead), LIST (dead, 0), NONE (dead), 1);
  qd_strips_seal (dead);
  qd_strips_set (dead->init, 0);
  dead->goal = LIST (dead, 1);
  plans.strips = dead;
  solve (dead, FALSE, &plans, &r);
  g_assert_cmpint (r.status, ==, QD_STRIPS_LAZY_NO_SOLUTION);
  g_assert_cmpuint (r.expanded, ==, 0);
  g_assert_cmpuint (r.dead_ends, ==, 1);
  qd_strips_lazy_result_clear (&r);
}

/* The start a goal: the empty plan, cost 0, optimal at once (no weighted
 * iteration: nothing is cheaper than 0). */
static void
test_goal_start (void)
{
  g_autoptr (QdStrips) s = chain (FALSE);
  Plans plans = { .strips = s };
  QdStripsLazyResult r;

  qd_strips_set (s->init, 3);
  solve (s, TRUE, &plans, &r);
  g_assert_cmpint (r.status, ==, QD_STRIPS_LAZY_SOLVED);
  g_assert_cmpuint (r.plan->len, ==, 0);
  g_assert_cmpuint (r.cost, ==, 0);
  g_assert_cmpuint (r.iterations, ==, 1);
  g_assert_true (r.optimal);
  qd_strips_lazy_result_clear (&r);
}

/* The stop flag set before: stopped before the first entry, no plan.
 * Set by the first plan's report: the anytime planner keeps that plan,
 * SOLVED, stopped by the flag before its second iteration. */
static void
test_stop (void)
{
  g_autoptr (QdStrips) s = chain (FALSE);
  gint stop = 1;
  Plans plans = { .strips = s, .stop_after_first = &stop };
  QdStripsLazyResult r;

  solve (s, FALSE, &plans, &r);
  g_assert_cmpint (r.status, ==, QD_STRIPS_LAZY_STOPPED);
  g_assert_cmpint (r.stop_reason, ==, QD_SPACE_STOP_FLAG);
  g_assert_null (r.plan);
  qd_strips_lazy_result_clear (&r);

  stop = 0;
  solve (s, TRUE, &plans, &r);
  g_assert_cmpint (r.status, ==, QD_STRIPS_LAZY_SOLVED);
  g_assert_cmpint (r.stop_reason, ==, QD_SPACE_STOP_FLAG);
  g_assert_cmpuint (r.n_plans, ==, 1);
  g_assert_cmpuint (r.iterations, ==, 1);
  g_assert_false (r.optimal);
  qd_strips_lazy_result_clear (&r);
}

/* A bound of 1 byte: the tables pass it at once. */
static void
test_memory_bound (void)
{
  g_autoptr (QdStrips) s = chain (FALSE);
  QdStripsLazyOptions options;
  QdStripsLazyResult r;

  qd_strips_lazy_options_init (&options);
  options.max_bytes = 1;
  qd_strips_lazy_solve (s, &options, &r);
  g_assert_cmpint (r.status, ==, QD_STRIPS_LAZY_STOPPED);
  g_assert_cmpint (r.stop_reason, ==, QD_SPACE_STOP_MEMORY);
  qd_strips_lazy_result_clear (&r);
}

/* A random task: 10 facts, 14 operators of 1 to 3 preconditions, 1 to 2
 * adds, 0 to 2 deletes, costs 0 to 4; init 3 facts, goal 2. */
static QdStrips *
random_task (GRand *rand)
{
  QdStrips *s = facts_new (10);

  for (guint o = 0; o < 14; o++)
    {
      guint32 pre[3], add[2], del[2];
      guint n_pre = g_rand_int_range (rand, 1, 4), n_add = g_rand_int_range (rand, 1, 3);
      guint n_del = g_rand_int_range (rand, 0, 3);
      g_autofree char *name = g_strdup_printf ("(o%u)", o);

      for (guint i = 0; i < n_pre; i++)
        pre[i] = g_rand_int_range (rand, 0, 10);
      for (guint i = 0; i < n_add; i++)
        add[i] = g_rand_int_range (rand, 0, 10);
      for (guint i = 0; i < n_del; i++)
        del[i] = g_rand_int_range (rand, 0, 10);
      qd_strips_add_op (s, name, qd_strips_add_list (s, pre, n_pre), NONE (s), qd_strips_add_list (s, add, n_add),
                        qd_strips_add_list (s, del, n_del), g_rand_int_range (rand, 0, 5));
    }
  qd_strips_seal (s);
  for (guint i = 0; i < 3; i++)
    qd_strips_set (s->init, g_rand_int_range (rand, 0, 10));
  s->goal = LIST (s, g_rand_int_range (rand, 0, 10), g_rand_int_range (rand, 0, 10));
  s->has_costs = TRUE;
  return s;
}

/* The cheapest plan's cost by uniform-cost search over the whole space
 * (G_MAXUINT64: none). */
static guint64
optimal_cost (const QdStrips *s)
{
  g_autoptr (QdSpace) space = qd_strips_space_new (s, NULL, NULL);
  QdSpaceOptions options;
  QdSpaceResult result = { 0 };
  guint64 cost = G_MAXUINT64;

  qd_space_options_init (&options);
  options.algorithm = QD_SPACE_UCS;
  qd_space_solve (space, s->init, &options, &result);
  if (result.status == QD_SPACE_SOLVED)
    cost = qd_strips_plan_cost (s, result.actions, result.n_steps);
  g_assert_true (result.status == QD_SPACE_SOLVED || result.status == QD_SPACE_NO_SOLUTION);
  qd_space_result_clear (&result);
  return cost;
}

static void
test_random_optimal (void)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (97);
  guint solved = 0, improved = 0;

  for (guint k = 0; k < 300; k++)
    {
      g_autoptr (QdStrips) s = random_task (rand);
      guint64 best = optimal_cost (s);
      Plans plans = { .strips = s };
      QdStripsLazyResult r;

      solve (s, TRUE, &plans, &r);
      if (best == G_MAXUINT64)
        g_assert_cmpint (r.status, ==, QD_STRIPS_LAZY_NO_SOLUTION);
      else
        {
          g_assert_cmpint (r.status, ==, QD_STRIPS_LAZY_SOLVED);
          g_assert_true (r.optimal);
          g_assert_cmpuint (r.cost, ==, best);
          g_assert_cmpuint (plans.n, ==, r.n_plans);
          strips_assert_plan_reaches_goal (s, (const guint *) (void *) r.plan->data, r.plan->len);
          solved++;
          improved += r.n_plans > 1;
        }
      qd_strips_lazy_result_clear (&r);
    }
  /* The seeds give both kinds, and plans the anytime iterations improve. */
  g_assert_cmpuint (solved, >, 50);
  g_assert_cmpuint (improved, >, 0);
}

/* qd_strips_canonical: facts and operators numbered by name, each list
 * ascending, the initial state and the goal carried over, the map back to
 * the task's numbers.  Facts declared (c) (a) (b): the copy has (a)=0,
 * (b)=1, (c)=2.  Operators "(z)" (pre (c) (a), add (b), a conditional
 * effect when (b) add (c)) and "(m)" (no pre, del (c)): the copy lists
 * (m) first, so op_original = { 1, 0 }. */
static void
test_canonical (void)
{
  g_autoptr (QdStrips) s = qd_strips_new ();
  g_autoptr (QdStrips) c = NULL;
  g_autofree guint32 *original = NULL;
  const QdStripsOp *z;
  const QdStripsEffect *e;

  qd_strips_add_fact (s, "(c)", 0);
  qd_strips_add_fact (s, "(a)", 1);
  qd_strips_add_fact (s, "(b)", 2);
  qd_strips_add_op (s, "(z)", LIST (s, 0, 1), NONE (s), LIST (s, 2), NONE (s), 3);
  qd_strips_add_effect (s, LIST (s, 2), NONE (s), LIST (s, 0), NONE (s));
  qd_strips_add_op (s, "(m)", NONE (s), NONE (s), NONE (s), LIST (s, 0), 1);
  qd_strips_seal (s);
  qd_strips_set (s->init, 0);            /* (c) */
  s->goal = LIST (s, 2, 1);              /* (b) (a) */
  s->goal_neg = LIST (s, 0);             /* not (c) */
  s->has_costs = TRUE;
  c = qd_strips_canonical (s, &original);
  g_assert_cmpuint (c->n_facts, ==, 3);
  g_assert_cmpstr (c->fact_names[0], ==, "(a)");
  g_assert_cmpstr (c->fact_names[1], ==, "(b)");
  g_assert_cmpstr (c->fact_names[2], ==, "(c)");
  g_assert_cmpuint (c->fact_group[2], ==, 0);
  g_assert_cmpuint (c->n_ops, ==, 2);
  g_assert_cmpstr (c->ops[0].name, ==, "(m)");
  g_assert_cmpuint (original[0], ==, 1);
  g_assert_cmpuint (original[1], ==, 0);
  z = &c->ops[1];
  g_assert_cmpuint (z->cost, ==, 3);
  g_assert_cmpuint (z->pre.n, ==, 2);
  g_assert_cmpuint (qd_strips_list (c, z->pre)[0], ==, 0);   /* (a), then (c): ascending */
  g_assert_cmpuint (qd_strips_list (c, z->pre)[1], ==, 2);
  g_assert_cmpuint (qd_strips_list (c, z->add)[0], ==, 1);
  g_assert_cmpuint (z->n_effects, ==, 1);
  e = qd_strips_op_effects (c, z);
  g_assert_cmpuint (qd_strips_list (c, e->pre)[0], ==, 1);
  g_assert_cmpuint (qd_strips_list (c, e->add)[0], ==, 2);
  g_assert_cmpuint (c->ops[0].n_effects, ==, 0);
  g_assert_cmpuint (qd_strips_list (c, c->ops[0].del)[0], ==, 2);
  g_assert_true (qd_strips_holds (c->init, 2));
  g_assert_false (qd_strips_holds (c->init, 0) || qd_strips_holds (c->init, 1));
  g_assert_cmpuint (qd_strips_list (c, c->goal)[0], ==, 0);
  g_assert_cmpuint (qd_strips_list (c, c->goal)[1], ==, 1);
  g_assert_cmpuint (qd_strips_list (c, c->goal_neg)[0], ==, 2);
  g_assert_true (c->has_costs);
}

/* qd_strips_op_order on the copy numbered by names, as the search uses
 * it: by the preconditions' names, sorted, compared as lists (a list
 * before its extensions), ties by the operators' names.  Facts (q)=0
 * (p)=1 (r)=2, ranked (p) (q) (r).  Operators: o0 "(d)" pre (r); o1 "(c)"
 * pre (q) (p); o2 "(b)" pre (p); o3 "(a)" pre (q) (p); o4 "(e)" no pre.
 * Keys: o4 [], o2 [p], o1 and o3 [p q], o0 [r]; o3 "(a)" before o1 "(c)":
 * 4 2 3 1 0 in the task's numbers. */
static void
test_op_order (void)
{
  g_autoptr (QdStrips) s = qd_strips_new ();
  g_autoptr (QdStrips) c = NULL;
  g_autofree guint32 *original = NULL;
  g_autofree guint32 *order = NULL;
  const guint32 expected[] = { 4, 2, 3, 1, 0 };

  qd_strips_add_fact (s, "(q)", 0);
  qd_strips_add_fact (s, "(p)", 0);
  qd_strips_add_fact (s, "(r)", 0);
  qd_strips_add_op (s, "(d)", LIST (s, 2), NONE (s), NONE (s), NONE (s), 1);
  qd_strips_add_op (s, "(c)", LIST (s, 0, 1), NONE (s), NONE (s), NONE (s), 1);
  qd_strips_add_op (s, "(b)", LIST (s, 1), NONE (s), NONE (s), NONE (s), 1);
  qd_strips_add_op (s, "(a)", LIST (s, 0, 1), NONE (s), NONE (s), NONE (s), 1);
  qd_strips_add_op (s, "(e)", NONE (s), NONE (s), NONE (s), NONE (s), 1);
  qd_strips_seal (s);
  c = qd_strips_canonical (s, &original);
  order = qd_strips_op_order (c, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    g_assert_cmpuint (original[order[i]], ==, expected[i]);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/strips-lazy/helpful-actions", test_helpful_actions);
  g_test_add_func ("/strips-lazy/adapted-costs", test_adapted_costs);
  g_test_add_func ("/strips-lazy/chain-counts", test_chain_counts);
  g_test_add_func ("/strips-lazy/anytime-improves", test_anytime_improves);
  g_test_add_func ("/strips-lazy/no-plan", test_no_plan);
  g_test_add_func ("/strips-lazy/goal-start", test_goal_start);
  g_test_add_func ("/strips-lazy/stop", test_stop);
  g_test_add_func ("/strips-lazy/memory-bound", test_memory_bound);
  g_test_add_func ("/strips-lazy/random-optimal", test_random_optimal);
  g_test_add_func ("/strips-lazy/canonical", test_canonical);
  g_test_add_func ("/strips-lazy/op-order", test_op_order);
  return g_test_run ();
}
