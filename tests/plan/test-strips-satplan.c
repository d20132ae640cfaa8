/* test-strips-satplan.c — SATPLAN (core/qd-strips-satplan.h) on tasks built
 * by hand: AIMA's have-cake task, its formula's variables and clauses
 * counted by hand at horizons 0, 1 and 2 (the counts in the comments),
 * without and with the planning graph's pruning and mutexes, its
 * plan of two actions; a conditional effect and a fact both deleted and
 * added; an unreachable goal; a task reachable only in the relaxation,
 * which runs out of horizons; the stop flag.  Every plan found is
 * replayed with qd_strips_apply (an independent route) to the goal. */
#include "config.h"

#include <glib.h>
#include <string.h>

#include "core/qd-strips-satplan.h"
#include "strips-replay.h"

#define LIST(s, ...) \
  qd_strips_add_list ((s), (const guint32[]) { __VA_ARGS__ }, \
                      sizeof ((const guint32[]) { __VA_ARGS__ }) / sizeof (guint32))
#define NONE(s) qd_strips_add_list ((s), NULL, 0)

/* AIMA 4e figure 11.6's task: facts 0 have, 1 eaten; Init(Have),
 * Goal(Have ∧ Eaten); Eat pre Have, add Eaten, del Have; Bake pre ¬Have,
 * add Have.  Without Bake when `bake` is FALSE. */
static QdStrips *
have_cake (gboolean bake)
{
  QdStrips *s = qd_strips_new ();

  qd_strips_add_fact (s, "(have cake)", 0);
  qd_strips_add_fact (s, "(eaten cake)", 1);
  qd_strips_add_op (s, "(eat cake)", LIST (s, 0), NONE (s), LIST (s, 1), LIST (s, 0), 1);
  if (bake)
    qd_strips_add_op (s, "(bake cake)", NONE (s), LIST (s, 0), LIST (s, 0), NONE (s), 1);
  qd_strips_seal (s);
  qd_strips_set (s->init, 0);
  s->goal = LIST (s, 0, 1);
  return s;
}

static const QdSatplanHorizon *
horizon (const QdSatplanResult *r, guint t)
{
  g_assert_cmpuint (t, <, r->horizons->len);
  return &g_array_index (r->horizons, QdSatplanHorizon, t);
}

/* Counted by hand, pairwise (Sinz's counter for two actions has one
 * variable s_1 and two clauses ¬eat ∨ s_1, ¬bake ∨ ¬s_1 where pairwise has
 * one clause: one variable and one clause more per step):
 *   T = 0: variables have^0; clauses have^0 (init), have^0, eaten^0 (goal:
 *          eaten^0 has no variable, an empty clause): 1 variable, 3 clauses;
 *   each step t: eat: ¬eat ∨ have^t, ¬eat ∨ eaten^{t+1}, ¬eat ∨ ¬have^{t+1};
 *          bake: ¬bake ∨ ¬have^t, ¬bake ∨ have^{t+1}; frame of have: ¬have^t ∨
 *          have^{t+1} ∨ eat, have^t ∨ ¬have^{t+1} ∨ bake; frame of eaten:
 *          ¬eaten^t ∨ eaten^{t+1} (nothing deletes it; dropped at t = 0,
 *          where eaten^0 is false), eaten^t ∨ ¬eaten^{t+1} ∨ eat (eaten^0
 *          left out); eat ∨ bake, ¬eat ∨ ¬bake: 10 clauses at t = 0, 11 at
 *          t = 1; 2 action variables, and the fluents of t + 1: have, eaten;
 *   T = 1: 1 + 2 + 2 = 5 variables, 1 + 2 + 10 = 13 clauses;
 *   T = 2: 5 + 2 + 2 = 9 variables, 13 + 11 = 24 clauses. */
static void
test_have_cake_counts (gconstpointer data)
{
  QdSatplanAtMostOne amo = GPOINTER_TO_UINT (data);
  g_autoptr(QdStrips) s = have_cake (TRUE);
  guint extra = amo == QD_SATPLAN_COUNTER ? 1 : 0;   /* the counter's s_1 and its clause per step */
  QdSatplanOptions options;
  QdSatplanResult r;

  qd_satplan_options_init (&options);
  options.at_most_one = amo;
  options.mutexes = FALSE;
  qd_strips_satplan (s, &options, &r);
  g_assert_cmpint (r.status, ==, QD_SATPLAN_SOLVED);
  g_assert_cmpuint (r.horizons->len, ==, 3);
  g_assert_cmpuint (horizon (&r, 0)->n_vars, ==, 1);
  g_assert_cmpuint (horizon (&r, 0)->n_clauses, ==, 3);
  g_assert_cmpint (horizon (&r, 0)->result, ==, QD_SAT_UNSAT);
  g_assert_cmpuint (horizon (&r, 0)->stats.decisions, ==, 0);
  g_assert_cmpuint (horizon (&r, 1)->n_vars, ==, 5 + extra);
  g_assert_cmpuint (horizon (&r, 1)->n_clauses, ==, 13 + extra);
  g_assert_cmpint (horizon (&r, 1)->result, ==, QD_SAT_UNSAT);
  g_assert_cmpuint (horizon (&r, 2)->n_vars, ==, 9 + 2 * extra);
  g_assert_cmpuint (horizon (&r, 2)->n_clauses, ==, 24 + 2 * extra);
  g_assert_cmpint (horizon (&r, 2)->result, ==, QD_SAT_SAT);
  /* The book's plan: Eat, then Bake. */
  g_assert_cmpuint (r.ops->len, ==, 2);
  g_assert_cmpuint (g_array_index (r.ops, guint, 0), ==, 0);
  g_assert_cmpuint (g_array_index (r.ops, guint, 1), ==, 1);
  strips_assert_plan_reaches_goal (s, (const guint *) (void *) r.ops->data, r.ops->len);
  qd_satplan_result_clear (&r);
}

/* With the planning graph (the default): S0 = {Have, ¬Eaten}, so A0 has
 * Eat only (Bake needs ¬Have); Have and Eaten are mutex in S1, not in S2
 * (AIMA's figure).  Counted by hand, the counter encoding:
 *   T = 0: as without, 1 variable, 3 clauses;
 *   T = 1: have^0, eat^0, have^1, eaten^1 (one action: no counter
 *          variable): 4 variables; init 1, goal 2, the mutex ¬have^1 ∨
 *          ¬eaten^1 1, eat's 3, the frame of have 2 (have^0 ∨ ¬have^1, Bake
 *          having no variable), of eaten 1, the unit clause eat^0 (at
 *          least one; at most one of one is nothing): 11 clauses;
 *   T = 2: 4 + eat^1, bake^1, s_1, have^2, eaten^2 = 9 variables; 11 minus
 *          the goal at 1 (2) plus the goal at 2 (2), then step 1: eat's 3,
 *          bake's 2, the frames 2 + 2, exactly one 3: 23 clauses. */
static void
test_have_cake_graph (void)
{
  g_autoptr(QdStrips) s = have_cake (TRUE);
  static const guint vars[] = { 1, 4, 9 }, clauses[] = { 3, 11, 23 };
  QdSatplanOptions options;
  QdSatplanResult r;

  qd_satplan_options_init (&options);
  qd_strips_satplan (s, &options, &r);
  g_assert_cmpint (r.status, ==, QD_SATPLAN_SOLVED);
  g_assert_cmpuint (r.horizons->len, ==, 3);
  for (guint t = 0; t < 3; t++)
    {
      g_assert_cmpuint (horizon (&r, t)->n_vars, ==, vars[t]);
      g_assert_cmpuint (horizon (&r, t)->n_clauses, ==, clauses[t]);
      g_assert_cmpint (horizon (&r, t)->result, ==, t < 2 ? QD_SAT_UNSAT : QD_SAT_SAT);
    }
  strips_assert_plan_reaches_goal (s, (const guint *) (void *) r.ops->data, r.ops->len);
  qd_satplan_result_clear (&r);
}

/* Without Bake, Have and Eaten are each reachable but never together:
 * every horizon is unsatisfiable, and the run says the horizons ran out,
 * not that there is no plan. */
static void
test_horizon_runs_out (void)
{
  g_autoptr(QdStrips) s = have_cake (FALSE);
  QdSatplanOptions options;
  QdSatplanResult r;

  qd_satplan_options_init (&options);
  options.max_horizon = 6;
  qd_strips_satplan (s, &options, &r);
  g_assert_cmpint (r.status, ==, QD_SATPLAN_HORIZON);
  g_assert_cmpuint (r.horizons->len, ==, 7);
  for (guint t = 0; t <= 6; t++)
    g_assert_cmpint (horizon (&r, t)->result, ==, QD_SAT_UNSAT);
  g_assert_cmpuint (r.ops->len, ==, 0);
  qd_satplan_result_clear (&r);
}

/* A goal fact nothing adds: proved unsolvable before any horizon. */
static void
test_unreachable (void)
{
  g_autoptr(QdStrips) s = qd_strips_new ();
  QdSatplanOptions options;
  QdSatplanResult r;

  qd_strips_add_fact (s, "(a)", 0);
  qd_strips_add_fact (s, "(b)", 0);
  qd_strips_add_op (s, "(op)", LIST (s, 1), NONE (s), LIST (s, 0), NONE (s), 1);
  qd_strips_seal (s);
  s->goal = LIST (s, 0);
  qd_satplan_options_init (&options);
  qd_strips_satplan (s, &options, &r);
  g_assert_cmpint (r.status, ==, QD_SATPLAN_UNREACHABLE);
  g_assert_cmpuint (r.horizons->len, ==, 0);
  qd_satplan_result_clear (&r);
}

/* A switch: facts 0 on, 1 ready; press: pre ready, del ready, when ¬on
 * add on, when on del on; reset: del ready and add ready, so ready holds
 * after (a fact deleted and added by one operator holds: were the delete
 * to win, no plan would exist).  From nothing to on: reset, press (2
 * actions); from on to ¬on ∧ ready: reset, press, reset (3). */
static QdStrips *
switch_task (gboolean start_on)
{
  QdStrips *s = qd_strips_new ();

  qd_strips_add_fact (s, "(on)", 0);
  qd_strips_add_fact (s, "(ready)", 1);
  qd_strips_add_op (s, "(press)", LIST (s, 1), NONE (s), NONE (s), LIST (s, 1), 1);
  qd_strips_add_effect (s, NONE (s), LIST (s, 0), LIST (s, 0), NONE (s));
  qd_strips_add_effect (s, LIST (s, 0), NONE (s), NONE (s), LIST (s, 0));
  qd_strips_add_op (s, "(reset)", NONE (s), NONE (s), LIST (s, 1), LIST (s, 1), 1);
  qd_strips_seal (s);
  if (start_on)
    {
      qd_strips_set (s->init, 0);
      s->goal_neg = LIST (s, 0);
      s->goal = LIST (s, 1);
    }
  else
    s->goal = LIST (s, 0);
  return s;
}

static void
test_conditional_effects (void)
{
  for (guint on = 0; on < 2; on++)
    {
      g_autoptr(QdStrips) s = switch_task (on);
      QdSatplanOptions options;
      QdSatplanResult r;

      qd_satplan_options_init (&options);
      qd_strips_satplan (s, &options, &r);
      g_assert_cmpint (r.status, ==, QD_SATPLAN_SOLVED);
      g_assert_cmpuint (r.ops->len, ==, on ? 3 : 2);
      g_assert_cmpuint (r.horizons->len, ==, r.ops->len + 1);
      strips_assert_plan_reaches_goal (s, (const guint *) (void *) r.ops->data, r.ops->len);
      qd_satplan_result_clear (&r);
    }
}

/* Facts 0 a, 1 b, 2 c; make-a and make-b add a and b (independent);
 * spoil deletes a and adds c.  Goal a ∧ b: sequential 2 actions, parallel
 * 1 step of 2 actions.  Goal a ∧ b ∧ c: spoil must come before make-a, and
 * interferes with it (it deletes what make-a adds): parallel 2 steps
 * (spoil with make-b, then make-a), sequential 3 actions. */
static QdStrips *
independent (gboolean with_c)
{
  QdStrips *s = qd_strips_new ();

  qd_strips_add_fact (s, "(a)", 0);
  qd_strips_add_fact (s, "(b)", 0);
  qd_strips_add_fact (s, "(c)", 0);
  qd_strips_add_op (s, "(make-a)", NONE (s), NONE (s), LIST (s, 0), NONE (s), 1);
  qd_strips_add_op (s, "(make-b)", NONE (s), NONE (s), LIST (s, 1), NONE (s), 1);
  qd_strips_add_op (s, "(spoil)", NONE (s), NONE (s), LIST (s, 2), LIST (s, 0), 1);
  qd_strips_seal (s);
  s->goal = with_c ? LIST (s, 0, 1, 2) : LIST (s, 0, 1);
  return s;
}

static void
test_parallel (void)
{
  for (guint c = 0; c < 2; c++)
    for (guint parallel = 0; parallel < 2; parallel++)
      {
        g_autoptr(QdStrips) s = independent (c);
        QdSatplanOptions options;
        QdSatplanResult r;

        qd_satplan_options_init (&options);
        options.steps = parallel ? QD_SATPLAN_PARALLEL : QD_SATPLAN_SEQUENTIAL;
        qd_strips_satplan (s, &options, &r);
        g_assert_cmpint (r.status, ==, QD_SATPLAN_SOLVED);
        g_assert_cmpuint (r.horizons->len - 1, ==, parallel ? 1 + c : 2 + c);
        /* A parallel step may hold a useless action too: its count is not the least. */
        if (parallel)
          g_assert_cmpuint (r.ops->len, >=, 2 + c);
        else
          g_assert_cmpuint (r.ops->len, ==, 2 + c);
        strips_assert_plan_reaches_goal (s, (const guint *) (void *) r.ops->data, r.ops->len);
        qd_satplan_result_clear (&r);
      }
}

/* The parallel encoding refuses conditional effects. */
static void
test_parallel_refuses_conditional (void)
{
  g_autoptr(QdStrips) s = switch_task (FALSE);
  QdSatplanOptions options;
  QdSatplanResult r;

  qd_satplan_options_init (&options);
  options.steps = QD_SATPLAN_PARALLEL;
  qd_strips_satplan (s, &options, &r);
  g_assert_cmpint (r.status, ==, QD_SATPLAN_CONDITIONAL);
  g_assert_cmpuint (r.horizons->len, ==, 0);
  qd_satplan_result_clear (&r);
}

static void
test_stop (void)
{
  g_autoptr(QdStrips) s = have_cake (TRUE);
  gint stop = 1;
  QdSatplanOptions options;
  QdSatplanResult r;

  qd_satplan_options_init (&options);
  options.stop = &stop;
  qd_strips_satplan (s, &options, &r);
  g_assert_cmpint (r.status, ==, QD_SATPLAN_STOPPED);
  g_assert_cmpuint (r.ops->len, ==, 0);
  qd_satplan_result_clear (&r);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_data_func ("/strips-satplan/have-cake/pairwise", GUINT_TO_POINTER (QD_SATPLAN_PAIRWISE),
                        test_have_cake_counts);
  g_test_add_data_func ("/strips-satplan/have-cake/counter", GUINT_TO_POINTER (QD_SATPLAN_COUNTER),
                        test_have_cake_counts);
  g_test_add_func ("/strips-satplan/have-cake/graph", test_have_cake_graph);
  g_test_add_func ("/strips-satplan/horizon-runs-out", test_horizon_runs_out);
  g_test_add_func ("/strips-satplan/unreachable", test_unreachable);
  g_test_add_func ("/strips-satplan/conditional-effects", test_conditional_effects);
  g_test_add_func ("/strips-satplan/parallel", test_parallel);
  g_test_add_func ("/strips-satplan/parallel-refuses-conditional", test_parallel_refuses_conditional);
  g_test_add_func ("/strips-satplan/stop", test_stop);
  return g_test_run ();
}
