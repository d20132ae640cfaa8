/* test-strips-heuristic.c — the planning heuristics (core/qd-strips-heuristic.h)
 * on ground tasks built by hand: hmax, hadd, hff and LM-cut on small tasks
 * whose values are worked out by hand (a chain, a fork, a shared achiever,
 * operators of cost 0, a dead end, conditional effects), their
 * explanations, and on random small tasks (fixed seeds) hmax <= LM-cut <=
 * the optimal cost found by a uniform-cost search over every state, and
 * hff's relaxed plan reaching the goal in the relaxation. */
#include "config.h"

#include <glib.h>
#include <string.h>

#include "core/qd-strips-heuristic.h"

/* ---- building tasks */

/* A run of the facts listed in `text` ("0 2 5"; "" none). */
static QdStripsFacts
facts (QdStrips *s, const char *text)
{
  guint32 list[64];
  guint n = 0;
  g_auto (GStrv) parts = g_strsplit (text, " ", -1);
  for (guint i = 0; parts[i] != NULL; i++)
    if (*parts[i] != '\0')
      list[n++] = (guint32) g_ascii_strtoull (parts[i], NULL, 10);
  return qd_strips_add_list (s, list, n);
}

static QdStrips *
task_new (guint n_facts)
{
  QdStrips *s = qd_strips_new ();
  for (guint f = 0; f < n_facts; f++)
    {
      g_autofree char *name = g_strdup_printf ("(f%u)", f);
      qd_strips_add_fact (s, name, 0);
    }
  return s;
}

static guint
op (QdStrips *s, const char *pre, const char *add, const char *del, guint64 cost)
{
  g_autofree char *name = g_strdup_printf ("(o%u)", s->n_ops);
  return qd_strips_add_op (s, name, facts (s, pre), facts (s, ""), facts (s, add), facts (s, del), cost);
}

/* Seals the task with `init` true and `goal` the goal. */
static void
finish (QdStrips *s, const char *init, const char *goal)
{
  qd_strips_seal (s);
  QdStripsFacts run = facts (s, init);
  for (guint i = 0; i < run.n; i++)
    qd_strips_set (s->init, qd_strips_list (s, run)[i]);
  s->goal = facts (s, goal);
}

static guint64
value (const QdStrips *s, QdStripsHeuristicKind kind, const guint64 *state)
{
  g_autoptr (QdStripsHeuristic) h = qd_strips_heuristic_new (s, kind);
  return qd_strips_heuristic_value (h, state);
}

/* Checks blind … lmcut's values on the initial state. */
static void
assert_values (const QdStrips *s, guint64 blind, guint64 goalcount, guint64 hmax, guint64 hadd,
               guint64 hff, guint64 lmcut)
{
  guint64 want[] = { blind, goalcount, hmax, hadd, hff, lmcut };
  for (guint k = 0; k < QD_STRIPS_N_HEURISTICS; k++)
    {
      guint64 got = value (s, k, s->init);
      if (got != want[k])
        g_error ("%s: %" G_GUINT64_FORMAT ", expected %" G_GUINT64_FORMAT, qd_strips_heuristic_to_string (k), got,
                 want[k]);
    }
}

/* ---- small tasks with values known */

static void
test_names (void)
{
  for (guint k = 0; k < QD_STRIPS_N_HEURISTICS; k++)
    {
      QdStripsHeuristicKind back;
      g_assert_true (qd_strips_heuristic_from_string (qd_strips_heuristic_to_string (k), &back));
      g_assert_cmpint (back, ==, k);
      g_assert_cmpstr (qd_strips_heuristic_label (k), !=, "");
    }
  QdStripsHeuristicKind kind = QD_STRIPS_HFF;
  g_assert_false (qd_strips_heuristic_from_string ("ff", &kind));
  g_assert_cmpint (kind, ==, QD_STRIPS_HFF);
  g_assert_cmpstr (qd_strips_heuristic_label (QD_STRIPS_LMCUT), ==, "LM-cut");
  g_assert_true (qd_strips_heuristic_admissible (QD_STRIPS_LMCUT));
  g_assert_true (qd_strips_heuristic_admissible (QD_STRIPS_HMAX));
  g_assert_true (qd_strips_heuristic_admissible (QD_STRIPS_BLIND));
  g_assert_false (qd_strips_heuristic_admissible (QD_STRIPS_HFF));
  g_assert_false (qd_strips_heuristic_admissible (QD_STRIPS_HADD));
  g_assert_false (qd_strips_heuristic_admissible (QD_STRIPS_GOALCOUNT));
}

/* f0 -> f1 -> f2 -> f3 at costs 1, 2, 3: every relaxation says 6. */
static void
test_chain (void)
{
  g_autoptr (QdStrips) s = task_new (4);
  op (s, "0", "1", "0", 1);
  op (s, "1", "2", "1", 2);
  op (s, "2", "3", "2", 3);
  finish (s, "0", "3");
  assert_values (s, 1, 1, 6, 6, 6, 6);

  g_autoptr (QdStripsHeuristic) h = qd_strips_heuristic_new (s, QD_STRIPS_HMAX);
  QdStripsExplanation e;
  qd_strips_heuristic_explain (h, s->init, &e);
  g_assert_cmpuint (e.value, ==, 6);
  g_assert_nonnull (e.fact_cost);
  g_assert_null (e.relaxed_plan);
  g_assert_null (e.landmarks);
  guint64 costs[] = { 0, 1, 3, 6 };
  for (guint f = 0; f < 4; f++)
    g_assert_cmpuint (e.fact_cost[f], ==, costs[f]);
  qd_strips_explanation_clear (&e);

  g_autoptr (QdStripsHeuristic) ff = qd_strips_heuristic_new (s, QD_STRIPS_HFF);
  qd_strips_heuristic_explain (ff, s->init, &e);
  g_assert_cmpuint (e.relaxed_plan->len, ==, 3);
  for (guint i = 0; i < 3; i++)
    g_assert_cmpuint (g_array_index (e.relaxed_plan, guint, i), ==, i);
  qd_strips_explanation_clear (&e);

  g_autoptr (QdStripsHeuristic) lm = qd_strips_heuristic_new (s, QD_STRIPS_LMCUT);
  qd_strips_heuristic_explain (lm, s->init, &e);
  g_assert_cmpuint (e.value, ==, 6);
  g_assert_null (e.fact_cost);
  /* Each operator is a landmark of its own, the goal's side cut first. */
  g_assert_cmpuint (e.landmarks->len, ==, 3);
  for (guint i = 0; i < 3; i++)
    {
      QdStripsLandmark *l = &g_array_index (e.landmarks, QdStripsLandmark, i);
      g_assert_cmpuint (l->ops->len, ==, 1);
      g_assert_cmpuint (g_array_index (l->ops, guint, 0), ==, 2 - i);
      g_assert_cmpuint (l->cost, ==, 3 - i);
    }
  qd_strips_explanation_clear (&e);

  /* On the goal, every heuristic says 0. */
  guint64 goal[1] = { 0 };
  qd_strips_set (goal, 3);
  for (guint k = 0; k < QD_STRIPS_N_HEURISTICS; k++)
    g_assert_cmpuint (value (s, k, goal), ==, 0);
}

/* Two goals from f0, at 2 and 3: hmax 3; hadd, hff and LM-cut 5 (two landmarks). */
static void
test_fork (void)
{
  g_autoptr (QdStrips) s = task_new (3);
  op (s, "0", "1", "", 2);
  op (s, "0", "2", "", 3);
  finish (s, "0", "1 2");
  assert_values (s, 2, 2, 3, 5, 5, 5);

  g_autoptr (QdStripsHeuristic) lm = qd_strips_heuristic_new (s, QD_STRIPS_LMCUT);
  QdStripsExplanation e;
  qd_strips_heuristic_explain (lm, s->init, &e);
  g_assert_cmpuint (e.landmarks->len, ==, 2);
  guint64 sum = 0;
  for (guint i = 0; i < e.landmarks->len; i++)
    sum += g_array_index (e.landmarks, QdStripsLandmark, i).cost;
  g_assert_cmpuint (sum, ==, 5);
  qd_strips_explanation_clear (&e);
}

/* One operator reaching both goals: hadd counts it twice (6), hff once (3).
 * Then a task where LM-cut beats hmax through a disjunctive landmark:
 * f1 by o2 (1) or o3 (2), f2 by o3 or o4 (1) — every plan costs 2. */
static void
test_shared_and_disjunctive (void)
{
  g_autoptr (QdStrips) s = task_new (3);
  op (s, "0", "1 2", "", 3);
  finish (s, "0", "1 2");
  assert_values (s, 3, 2, 3, 6, 3, 3);

  g_autoptr (QdStrips) d = task_new (3);
  op (d, "0", "1", "", 1);
  op (d, "0", "1 2", "", 2);
  op (d, "0", "2", "", 1);
  finish (d, "0", "1 2");
  assert_values (d, 1, 2, 1, 2, 2, 2);
}

/* Operators of cost 0: f0 -(0)-> f1 -(2)-> f2 -(0)-> f3; and a goal
 * reached by cost 0 alone. */
static void
test_zero_cost (void)
{
  g_autoptr (QdStrips) s = task_new (4);
  op (s, "0", "1", "", 0);
  op (s, "1", "2", "", 2);
  op (s, "2", "3", "", 0);
  finish (s, "0", "3");
  assert_values (s, 0, 1, 2, 2, 2, 2);

  g_autoptr (QdStrips) z = task_new (3);
  op (z, "0", "1", "", 0);
  op (z, "1", "2", "", 0);
  finish (z, "0", "2");
  assert_values (z, 0, 1, 0, 0, 0, 0);
}

/* A goal no operator adds, and one whose achiever needs it. */
static void
test_dead_end (void)
{
  g_autoptr (QdStrips) s = task_new (3);
  op (s, "0", "1", "", 1);
  op (s, "2", "2", "", 1);
  finish (s, "0", "1 2");
  assert_values (s, 1, 2, QD_STRIPS_DEAD_END, QD_STRIPS_DEAD_END, QD_STRIPS_DEAD_END, QD_STRIPS_DEAD_END);
  g_autoptr (QdStripsHeuristic) h = qd_strips_heuristic_new (s, QD_STRIPS_HADD);
  QdStripsExplanation e;
  qd_strips_heuristic_explain (h, s->init, &e);
  g_assert_cmpuint (e.value, ==, QD_STRIPS_DEAD_END);
  g_assert_cmpuint (e.fact_cost[1], ==, 1);
  g_assert_cmpuint (e.fact_cost[2], ==, QD_STRIPS_DEAD_END);
  qd_strips_explanation_clear (&e);
}

/* o0 (cost 2): adds f1, and f3 when f2 holds; o1 (1) adds f2.  The units
 * of o0 cost 1 and 1: hmax 2 (f2 at 1, then f3's unit), LM-cut 2 (two
 * cuts of 1); the optimum, o1 then o0, costs 3.  An operator whose adds
 * are all conditional shares its cost between its effects alone. */
static QdStrips *
conditional_task (void)
{
  QdStrips *s = task_new (4);
  op (s, "0", "1", "", 2);
  qd_strips_add_effect (s, facts (s, "2"), facts (s, ""), facts (s, "3"), facts (s, ""));
  op (s, "0", "2", "", 1);
  finish (s, "0", "3");
  return s;
}

/* o0 (cost 3) adds f1 and f2, each by a conditional effect that always fires. */
static QdStrips *
all_conditional_task (void)
{
  QdStrips *c = task_new (3);
  op (c, "0", "", "", 3);
  qd_strips_add_effect (c, facts (c, ""), facts (c, ""), facts (c, "1"), facts (c, ""));
  qd_strips_add_effect (c, facts (c, ""), facts (c, ""), facts (c, "2"), facts (c, ""));
  finish (c, "0", "1 2");
  return c;
}

static void
test_conditional (void)
{
  g_autoptr (QdStrips) s = conditional_task ();
  g_assert_true (qd_strips_has_conditional_effects (s));
  assert_values (s, 1, 1, 2, 2, 3, 2);

  g_autoptr (QdStrips) c = all_conditional_task ();
  /* Units of 2 (the rest) and 1: hmax 2, hadd 3, hff the whole operator 3, LM-cut 3. */
  assert_values (c, 3, 2, 2, 3, 3, 3);
}

/* The search's hadd and hff (qd_strips_heuristic_new_search), by hand. */
static guint64
search_value (const QdStrips *s, QdStripsHeuristicKind kind, const guint64 *state)
{
  g_autoptr (QdStripsHeuristic) h = qd_strips_heuristic_new_search (s, kind, QD_STRIPS_COST_NORMAL);
  return qd_strips_heuristic_value (h, state);
}

/* The spare tire (data/examples/plan): f0 (at flat axle), f1 (at spare
 * trunk), f2 (at spare ground), f3 (at spare axle), f4 (at flat ground);
 * o0 removes the flat, o1 the spare from the trunk, o2 puts the spare on
 * when the flat is not on the axle, each of cost 1.  The teaching hadd and
 * hff leave (not (at flat axle)) out: 2 (o1, o2).  The search's make it a
 * fact, added by o0: 3, as Fast Downward's add() and ff() say on the
 * PDDL spare tire (its initial heuristic values); 2 once the flat is off. */
static void
test_search_negation (void)
{
  g_autoptr (QdStrips) s = task_new (5);
  op (s, "0", "4", "0", 1);
  op (s, "1", "2", "1", 1);
  qd_strips_add_op (s, "(o2)", facts (s, "2"), facts (s, "0"), facts (s, "3"), facts (s, "2"), 1);
  finish (s, "0 1", "3");
  g_assert_cmpuint (value (s, QD_STRIPS_HADD, s->init), ==, 2);
  g_assert_cmpuint (value (s, QD_STRIPS_HFF, s->init), ==, 2);
  g_assert_cmpuint (search_value (s, QD_STRIPS_HADD, s->init), ==, 3);
  g_assert_cmpuint (search_value (s, QD_STRIPS_HFF, s->init), ==, 3);
  g_autofree guint64 *off = g_new0 (guint64, s->n_words);
  qd_strips_apply (s, s->init, 0, off);
  g_assert_cmpuint (search_value (s, QD_STRIPS_HADD, off), ==, 2);

  /* A negative goal: (not f0) costs o0's 1, where the teaching one counts 0. */
  g_autoptr (QdStrips) g = task_new (1);
  op (g, "", "", "0", 1);
  finish (g, "0", "");
  g->goal_neg = facts (g, "0");
  g_assert_cmpuint (value (g, QD_STRIPS_HADD, g->init), ==, 0);
  g_assert_cmpuint (search_value (g, QD_STRIPS_HADD, g->init), ==, 1);
  g_assert_cmpuint (search_value (g, QD_STRIPS_HFF, g->init), ==, 1);

  /* o0 deletes and adds f0 (it stays true): not a way to (not f0), so o1,
   * which needs it, is out of reach: a dead end. */
  g_autoptr (QdStrips) d = task_new (2);
  op (d, "", "0", "0", 1);
  qd_strips_add_op (d, "(o1)", facts (d, ""), facts (d, "0"), facts (d, "1"), facts (d, ""), 1);
  finish (d, "0", "1");
  g_assert_cmpuint (search_value (d, QD_STRIPS_HFF, d->init), ==, QD_STRIPS_DEAD_END);
  g_assert_cmpuint (value (d, QD_STRIPS_HFF, d->init), ==, 1);
}

/* The tasks of test_conditional with the search's hadd: each effect at
 * its operator's whole cost, as Fast Downward's unary operators (by hand):
 * f3 at o1's 1 + o0's 2 = 3; f1 and f2 at 3 each, 6.  hff is unchanged
 * (each operator once, at its whole cost). */
static void
test_search_conditional (void)
{
  g_autoptr (QdStrips) s = conditional_task ();
  g_assert_cmpuint (search_value (s, QD_STRIPS_HADD, s->init), ==, 3);
  g_assert_cmpuint (search_value (s, QD_STRIPS_HFF, s->init), ==, 3);

  g_autoptr (QdStrips) c = all_conditional_task ();
  g_assert_cmpuint (search_value (c, QD_STRIPS_HADD, c->init), ==, 6);
  g_assert_cmpuint (search_value (c, QD_STRIPS_HFF, c->init), ==, 3);
}

/* Ties between best supporters: f1 and f2 (each by an operator of 1 from
 * f0) both lead to g at 2, by o2 from f1 and o3 from f2.  The search's
 * h_FF settles the fact reached last first, f2 (as Fast Downward's bucket
 * queue pops the last entry of a bucket), so o3 supports g first and
 * keeps it (a supporter changes only for a cheaper one): the relaxed plan
 * is o1 then o3 (worked by hand). */
static void
test_search_ties (void)
{
  g_autoptr (QdStrips) s = task_new (4);
  op (s, "0", "1", "", 1);
  op (s, "0", "2", "", 1);
  op (s, "1", "3", "", 1);
  op (s, "2", "3", "", 1);
  finish (s, "0", "3");
  g_autoptr (QdStripsHeuristic) h = qd_strips_heuristic_new_search (s, QD_STRIPS_HFF, QD_STRIPS_COST_NORMAL);
  QdStripsExplanation e;
  qd_strips_heuristic_explain (h, s->init, &e);
  g_assert_cmpuint (e.value, ==, 2);
  g_assert_cmpuint (e.relaxed_plan->len, ==, 2);
  g_assert_cmpuint (g_array_index (e.relaxed_plan, guint, 0), ==, 1);
  g_assert_cmpuint (g_array_index (e.relaxed_plan, guint, 1), ==, 3);
  qd_strips_explanation_clear (&e);
}

/* ---- random small tasks */

/* A task of 5 to 8 facts and 4 to 10 operators (pre 0-2, add 1-2, del 0-2,
 * cost 0-3 times `scale`; a conditional effect on one operator in three),
 * 1 to 3 goals. */
static QdStrips *
random_task (GRand *rand, guint64 scale)
{
  guint n_facts = g_rand_int_range (rand, 5, 9), n_ops = g_rand_int_range (rand, 4, 11);
  QdStrips *s = task_new (n_facts);
  for (guint o = 0; o < n_ops; o++)
    {
      guint32 list[3][2];
      guint n[3] = { g_rand_int_range (rand, 0, 3), g_rand_int_range (rand, 1, 3), g_rand_int_range (rand, 0, 3) };
      for (guint k = 0; k < 3; k++)
        for (guint i = 0; i < n[k]; i++)
          list[k][i] = g_rand_int_range (rand, 0, n_facts);
      QdStripsFacts pre = qd_strips_add_list (s, list[0], n[0]), add = qd_strips_add_list (s, list[1], n[1]);
      QdStripsFacts del = qd_strips_add_list (s, list[2], n[2]);
      g_autofree char *name = g_strdup_printf ("(o%u)", o);
      qd_strips_add_op (s, name, pre, facts (s, ""), add, del, g_rand_int_range (rand, 0, 4) * scale);
      if (g_rand_int_range (rand, 0, 3) == 0)
        {
          guint32 cond = g_rand_int_range (rand, 0, n_facts), eff = g_rand_int_range (rand, 0, n_facts);
          qd_strips_add_effect (s, qd_strips_add_list (s, &cond, 1), facts (s, ""), qd_strips_add_list (s, &eff, 1),
                                facts (s, ""));
        }
    }
  qd_strips_seal (s);
  for (guint f = 0; f < n_facts; f++)
    if (g_rand_boolean (rand))
      qd_strips_set (s->init, f);
  guint32 goal[3];
  guint n_goal = g_rand_int_range (rand, 1, 4);
  for (guint i = 0; i < n_goal; i++)
    goal[i] = g_rand_int_range (rand, 0, n_facts);
  s->goal = qd_strips_add_list (s, goal, n_goal);
  return s;
}

/* h*: the cheapest cost from every state (a state is its one word, at most
 * 2^8) to a goal, by Bellman-Ford over the transitions, G_MAXUINT64 none. */
static guint64 *
optimal_costs (const QdStrips *s)
{
  guint n = 1u << s->n_facts;
  guint64 *best = g_new (guint64, n);
  for (guint64 x = 0; x < n; x++)
    best[x] = qd_strips_is_goal (s, &x) ? 0 : G_MAXUINT64;
  for (gboolean changed = TRUE; changed;)
    {
      changed = FALSE;
      for (guint64 x = 0; x < n; x++)
        for (guint o = 0; o < s->n_ops; o++)
          {
            guint64 y;
            if (!qd_strips_applicable (s, &x, o))
              continue;
            qd_strips_apply (s, &x, o, &y);
            if (best[y] != G_MAXUINT64 && best[y] + s->ops[o].cost < best[x])
              {
                best[x] = best[y] + s->ops[o].cost;
                changed = TRUE;
              }
          }
    }
  return best;
}

/* On every state of a task: hmax <= LM-cut <= h*, dead ends only where h*
 * says so, the landmarks' costs summing to LM-cut. */
static void
check_admissible (const QdStrips *s, guint *n_above)
{
  g_autofree guint64 *best = optimal_costs (s);
  g_autoptr (QdStripsHeuristic) hmax = qd_strips_heuristic_new (s, QD_STRIPS_HMAX);
  g_autoptr (QdStripsHeuristic) lmcut = qd_strips_heuristic_new (s, QD_STRIPS_LMCUT);
  for (guint64 x = 0; x < (1u << s->n_facts); x++)
    {
      guint64 a = qd_strips_heuristic_value (hmax, &x), b = qd_strips_heuristic_value (lmcut, &x);
      QdStripsExplanation e;
      g_assert_cmpuint (a, <=, b);
      g_assert_cmpuint (b, <=, best[x]);
      *n_above += a < b;
      g_assert_true ((a == QD_STRIPS_DEAD_END) == (b == QD_STRIPS_DEAD_END));
      qd_strips_heuristic_explain (lmcut, &x, &e);
      g_assert_cmpuint (e.value, ==, b);
      guint64 sum = 0;
      for (guint i = 0; i < e.landmarks->len; i++)
        {
          QdStripsLandmark *l = &g_array_index (e.landmarks, QdStripsLandmark, i);
          g_assert_cmpuint (l->cost, >, 0);
          g_assert_cmpuint (l->ops->len, >, 0);
          sum += l->cost;
        }
      g_assert_cmpuint (b == QD_STRIPS_DEAD_END ? QD_STRIPS_DEAD_END : sum, ==, b);
      qd_strips_explanation_clear (&e);
    }
}

/* 300 random tasks, one in two with costs in millions (the relaxation's
 * queue a heap rather than buckets). */
static void
test_random_admissible (void)
{
  GRand *rand = g_rand_new_with_seed (78);
  guint n_above = 0;
  for (guint t = 0; t < 300; t++)
    {
      g_autoptr (QdStrips) s = random_task (rand, t % 2 ? 5000000 : 1);
      check_admissible (s, &n_above);
    }
  /* LM-cut above hmax somewhere, or the test says little. */
  g_test_message ("LM-cut > hmax on %u states", n_above);
  g_assert_cmpuint (n_above, >, 500);
  g_rand_free (rand);
}

/* hmax and hadd do not depend on how ties are broken: with every cost
 * times a million (the queue a heap, not buckets) they are a million
 * times as much, on tasks without conditional effects (whose cost shares
 * are rounded).  The search's hadd (its own bucket queue, grown to the
 * costs, and past QD_RELAX_MAX_BUCKETS the heap: the tasks times a
 * million, one task in ten: growing to 2^22 buckets takes a while)
 * gives the same values on these tasks, which have no negative
 * conditions. */
static void
test_random_queues (void)
{
  GRand *rand = g_rand_new_with_seed (1001);
  guint checked = 0;
  for (guint t = 0; t < 1000; t++)
    {
      guint32 seed = g_rand_int (rand);
      GRand *a = g_rand_new_with_seed (seed), *b = g_rand_new_with_seed (seed);
      g_autoptr (QdStrips) s = random_task (a, 1);
      g_autoptr (QdStrips) big = random_task (b, 1000000);
      g_rand_free (a);
      g_rand_free (b);
      if (qd_strips_has_conditional_effects (s))
        continue;
      for (QdStripsHeuristicKind k = QD_STRIPS_HMAX; k <= QD_STRIPS_HADD; k++)
        {
          g_autoptr (QdStripsHeuristic) h = qd_strips_heuristic_new (s, k);
          g_autoptr (QdStripsHeuristic) hb = qd_strips_heuristic_new (big, k);
          for (guint64 x = 0; x < (1u << s->n_facts); x++)
            {
              guint64 v = qd_strips_heuristic_value (h, &x), vb = qd_strips_heuristic_value (hb, &x);
              g_assert_cmpuint (v == QD_STRIPS_DEAD_END ? v : v * 1000000, ==, vb);
            }
        }
      g_autoptr (QdStripsHeuristic) hs = qd_strips_heuristic_new_search (s, QD_STRIPS_HADD, QD_STRIPS_COST_NORMAL);
      g_autoptr (QdStripsHeuristic) hsb = qd_strips_heuristic_new_search (big, QD_STRIPS_HADD, QD_STRIPS_COST_NORMAL);
      /* (hsb's buckets grow, or give way to the heap, on its first call.) */
      g_autoptr (QdStripsHeuristic) ht = qd_strips_heuristic_new (s, QD_STRIPS_HADD);
      g_autoptr (QdStripsHeuristic) htb = qd_strips_heuristic_new (big, QD_STRIPS_HADD);
      for (guint64 x = 0; x < (1u << s->n_facts); x++)
        {
          g_assert_cmpuint (qd_strips_heuristic_value (hs, &x), ==, qd_strips_heuristic_value (ht, &x));
          if (t % 10 == 0)
            g_assert_cmpuint (qd_strips_heuristic_value (hsb, &x), ==, qd_strips_heuristic_value (htb, &x));
        }
      checked++;
    }
  g_assert_cmpuint (checked, >, 30);
  g_rand_free (rand);
}

/* `x` after `op` in the relaxation: its adds and its triggered effects' adds. */
static void
relaxed_apply (const QdStrips *s, guint64 *x, guint o)
{
  const QdStripsOp *op = &s->ops[o];
  guint64 before = *x;
  for (guint i = 0; i < op->add.n; i++)
    qd_strips_set (x, qd_strips_list (s, op->add)[i]);
  for (guint k = 0; k < op->n_effects; k++)
    {
      const QdStripsEffect *e = &s->effects[op->first_effect + k];
      if (qd_strips_satisfied (s, &before, e->pre, (QdStripsFacts) { 0, 0 }))
        for (guint i = 0; i < e->add.n; i++)
          qd_strips_set (x, qd_strips_list (s, e->add)[i]);
    }
}

/* hff's relaxed plan applies in order in the relaxation, reaches the goal,
 * and its operators (each counted once: one may be listed twice for two of
 * its conditional effects) cost the value. */
static void
check_relaxed_plan (const QdStrips *s, guint64 x)
{
  g_autoptr (QdStripsHeuristic) ff = qd_strips_heuristic_new (s, QD_STRIPS_HFF);
  QdStripsExplanation e;
  qd_strips_heuristic_explain (ff, &x, &e);
  g_assert_cmpuint (e.value, ==, qd_strips_heuristic_value (ff, &x));
  if (e.value != QD_STRIPS_DEAD_END)
    {
      guint64 cost = 0, counted = 0;
      for (guint i = 0; i < e.relaxed_plan->len; i++)
        {
          guint o = g_array_index (e.relaxed_plan, guint, i);
          g_assert_true (qd_strips_satisfied (s, &x, s->ops[o].pre, (QdStripsFacts) { 0, 0 }));
          relaxed_apply (s, &x, o);
          if (!(counted & (G_GUINT64_CONSTANT (1) << o)))
            cost += s->ops[o].cost;
          counted |= G_GUINT64_CONSTANT (1) << o;
        }
      g_assert_true (qd_strips_satisfied (s, &x, s->goal, (QdStripsFacts) { 0, 0 }));
      g_assert_cmpuint (cost, ==, e.value);
    }
  qd_strips_explanation_clear (&e);
}

static void
test_random_relaxed_plan (void)
{
  GRand *rand = g_rand_new_with_seed (2001);
  for (guint t = 0; t < 200; t++)
    {
      g_autoptr (QdStrips) s = random_task (rand, 1);
      for (guint64 x = 0; x < (1u << s->n_facts); x += 3)
        check_relaxed_plan (s, x);
    }
  g_rand_free (rand);
}


int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/strips-heuristic/names", test_names);
  g_test_add_func ("/strips-heuristic/chain", test_chain);
  g_test_add_func ("/strips-heuristic/fork", test_fork);
  g_test_add_func ("/strips-heuristic/shared-and-disjunctive", test_shared_and_disjunctive);
  g_test_add_func ("/strips-heuristic/zero-cost", test_zero_cost);
  g_test_add_func ("/strips-heuristic/dead-end", test_dead_end);
  g_test_add_func ("/strips-heuristic/conditional", test_conditional);
  g_test_add_func ("/strips-heuristic/search-negation", test_search_negation);
  g_test_add_func ("/strips-heuristic/search-conditional", test_search_conditional);
  g_test_add_func ("/strips-heuristic/search-ties", test_search_ties);
  g_test_add_func ("/strips-heuristic/random-admissible", test_random_admissible);
  g_test_add_func ("/strips-heuristic/random-relaxed-plan", test_random_relaxed_plan);
  g_test_add_func ("/strips-heuristic/random-queues", test_random_queues);
  return g_test_run ();
}
