/* test-strips-graph.c — the planning graph and GRAPHPLAN
 * (core/qd-strips-graph.h) on tasks built by hand: AIMA's have-cake graph
 * level by level, its mutexes of every kind, its level-off and its plan;
 * AIMA's spare tire; unsolvable tasks proved so; the refusals and limits. */
#include "config.h"

#include <glib.h>
#include <string.h>

#include "core/qd-strips-graph.h"
#include "strips-replay.h"

#define LIST(s, ...) \
  qd_strips_add_list ((s), (const guint32[]) { __VA_ARGS__ }, \
                      sizeof ((const guint32[]) { __VA_ARGS__ }) / sizeof (guint32))
#define NONE(s) qd_strips_add_list ((s), NULL, 0)

/* Literals and actions of the have-cake task (facts: 0 have, 1 eaten;
 * operators: 0 eat, 1 bake; then the persistence of each literal). */
enum { HAVE, NOT_HAVE, EATEN, NOT_EATEN };
enum { EAT, BAKE, P_HAVE, P_NOT_HAVE, P_EATEN, P_NOT_EATEN };

/* AIMA 4e figure 11.6 (3e figure 10.7 and 10.8): Init(Have(Cake)),
 * Goal(Have(Cake) ∧ Eaten(Cake)), Eat(Cake) pre Have(Cake) eff ¬Have(Cake) ∧
 * Eaten(Cake), Bake(Cake) pre ¬Have(Cake) eff Have(Cake).  Without Bake
 * when `bake` is FALSE. */
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

static void
assert_literals (QdStripsGraph *g, guint level, const guint *expected, guint n)
{
  g_autoptr(GArray) got = g_array_new (FALSE, FALSE, sizeof (guint));

  qd_strips_graph_level_literals (g, level, got);
  g_assert_cmpmem (got->data, got->len * sizeof (guint), expected, n * sizeof (guint));
}

static void
assert_actions (QdStripsGraph *g, guint level, const guint *expected, guint n)
{
  g_autoptr(GArray) got = g_array_new (FALSE, FALSE, sizeof (guint));

  qd_strips_graph_level_actions (g, level, got);
  g_assert_cmpmem (got->data, got->len * sizeof (guint), expected, n * sizeof (guint));
}

/* The levels of AIMA's figure: S0 = {Have, ¬Eaten}; A0 = {Eat} and the
 * persistence of S0's literals; S1 and S2 every literal; A1 adds Bake. */
static void
test_have_cake_levels (void)
{
  g_autoptr(QdStrips) s = have_cake (TRUE);
  g_autoptr(QdStripsGraph) g = qd_strips_graph_new (s, NULL, NULL);

  g_assert_nonnull (g);
  g_assert_true (qd_strips_graph_expand_to_level_off (g, NULL));
  g_assert_cmpuint (qd_strips_graph_n_levels (g), ==, 3);
  g_assert_cmpuint (qd_strips_graph_level_off (g), ==, 2);   /* the book: levels off at S2 */
  assert_literals (g, 0, (guint[]) { HAVE, NOT_EATEN }, 2);
  assert_actions (g, 0, (guint[]) { EAT, P_HAVE, P_NOT_EATEN }, 3);
  assert_literals (g, 1, (guint[]) { HAVE, NOT_HAVE, EATEN, NOT_EATEN }, 4);
  assert_actions (g, 1, (guint[]) { EAT, BAKE, P_HAVE, P_NOT_HAVE, P_EATEN, P_NOT_EATEN }, 6);
  assert_literals (g, 2, (guint[]) { HAVE, NOT_HAVE, EATEN, NOT_EATEN }, 4);
  /* A level past the level-off reads as S2. */
  assert_literals (g, 7, (guint[]) { HAVE, NOT_HAVE, EATEN, NOT_EATEN }, 4);
  g_assert_cmpuint (qd_strips_graph_n_literal_mutexes (g, 0), ==, 0);
  g_assert_cmpuint (qd_strips_graph_n_action_mutexes (g, 0), ==, 2);
  g_assert_cmpuint (qd_strips_graph_n_literal_mutexes (g, 1), ==, 4);
  g_assert_cmpuint (qd_strips_graph_n_action_mutexes (g, 1), ==, 12);
  g_assert_cmpuint (qd_strips_graph_n_literal_mutexes (g, 2), ==, 3);
}

#define LIT_MUTEX(g, level, a, b, kind) \
  do { \
    g_assert_cmpint (qd_strips_graph_literal_mutex ((g), (level), (a), (b)), ==, (kind)); \
    g_assert_cmpint (qd_strips_graph_literal_mutex ((g), (level), (b), (a)), ==, (kind)); \
  } while (0)
#define ACT_MUTEX(g, level, a, b, kind) \
  do { \
    g_assert_cmpint (qd_strips_graph_action_mutex ((g), (level), (a), (b)), ==, (kind)); \
    g_assert_cmpint (qd_strips_graph_action_mutex ((g), (level), (b), (a)), ==, (kind)); \
  } while (0)

/* The mutex links of the figure, one of each kind as the text explains
 * them (AIMA 4e section 11.3.1, 3e 10.3). */
static void
test_have_cake_mutexes (void)
{
  g_autoptr(QdStrips) s = have_cake (TRUE);
  g_autoptr(QdStripsGraph) g = qd_strips_graph_new (s, NULL, NULL);

  g_assert_true (qd_strips_graph_expand_to_level_off (g, NULL));
  /* A0: Eat(Cake) against the persistence of Have(Cake) and of ¬Eaten(Cake). */
  ACT_MUTEX (g, 0, EAT, P_HAVE, QD_STRIPS_GRAPH_INCONSISTENT_EFFECTS);
  ACT_MUTEX (g, 0, EAT, P_NOT_EATEN, QD_STRIPS_GRAPH_INCONSISTENT_EFFECTS);
  ACT_MUTEX (g, 0, P_HAVE, P_NOT_EATEN, QD_STRIPS_GRAPH_NOT_MUTEX);
  /* S1: negation, and inconsistent support of Have and Eaten (only the
   * persistence gives one, only Eat the other), of ¬Have and ¬Eaten. */
  LIT_MUTEX (g, 1, HAVE, NOT_HAVE, QD_STRIPS_GRAPH_NEGATION);
  LIT_MUTEX (g, 1, EATEN, NOT_EATEN, QD_STRIPS_GRAPH_NEGATION);
  LIT_MUTEX (g, 1, HAVE, EATEN, QD_STRIPS_GRAPH_INCONSISTENT_SUPPORT);
  LIT_MUTEX (g, 1, NOT_HAVE, NOT_EATEN, QD_STRIPS_GRAPH_INCONSISTENT_SUPPORT);
  LIT_MUTEX (g, 1, HAVE, NOT_EATEN, QD_STRIPS_GRAPH_NOT_MUTEX);
  LIT_MUTEX (g, 1, NOT_HAVE, EATEN, QD_STRIPS_GRAPH_NOT_MUTEX);
  /* A1: Bake and Eat (their effects clash on Have, as do their needs);
   * interference: the persistence of ¬Have negates Eat's precondition;
   * competing needs: Eat and the persistence of Eaten need Have and Eaten,
   * mutex in S1; Bake and the persistence of Eaten are not mutex. */
  ACT_MUTEX (g, 1, EAT, BAKE, QD_STRIPS_GRAPH_INCONSISTENT_EFFECTS);
  ACT_MUTEX (g, 1, EAT, P_NOT_HAVE, QD_STRIPS_GRAPH_INTERFERENCE);
  ACT_MUTEX (g, 1, BAKE, P_HAVE, QD_STRIPS_GRAPH_INTERFERENCE);
  ACT_MUTEX (g, 1, EAT, P_EATEN, QD_STRIPS_GRAPH_COMPETING_NEEDS);
  ACT_MUTEX (g, 1, BAKE, P_NOT_EATEN, QD_STRIPS_GRAPH_COMPETING_NEEDS);
  ACT_MUTEX (g, 1, P_HAVE, P_EATEN, QD_STRIPS_GRAPH_COMPETING_NEEDS);
  ACT_MUTEX (g, 1, BAKE, P_EATEN, QD_STRIPS_GRAPH_NOT_MUTEX);
  /* Every reason: the book's examples of interference (Eat and the
   * persistence of Have) and competing needs (Bake and Eat). */
  g_assert_cmpuint (qd_strips_graph_action_mutex_reasons (g, 0, EAT, P_HAVE), ==,
                    1u << QD_STRIPS_GRAPH_INCONSISTENT_EFFECTS | 1u << QD_STRIPS_GRAPH_INTERFERENCE);
  g_assert_cmpuint (qd_strips_graph_action_mutex_reasons (g, 1, EAT, BAKE), ==,
                    1u << QD_STRIPS_GRAPH_INCONSISTENT_EFFECTS | 1u << QD_STRIPS_GRAPH_COMPETING_NEEDS);
  g_assert_cmpuint (qd_strips_graph_action_mutex_reasons (g, 1, EAT, P_EATEN), ==, 1u << QD_STRIPS_GRAPH_COMPETING_NEEDS);
  g_assert_cmpuint (qd_strips_graph_action_mutex_reasons (g, 1, BAKE, P_EATEN), ==, 0);
  /* S2: Have and Eaten are no longer mutex (Bake and the persistence of
   * Eaten achieve them), ¬Have and ¬Eaten still are. */
  LIT_MUTEX (g, 2, HAVE, EATEN, QD_STRIPS_GRAPH_NOT_MUTEX);
  LIT_MUTEX (g, 2, NOT_HAVE, NOT_EATEN, QD_STRIPS_GRAPH_INCONSISTENT_SUPPORT);
  LIT_MUTEX (g, 2, HAVE, NOT_HAVE, QD_STRIPS_GRAPH_NEGATION);
}

/* The text form: every level, every literal and action with its partners. */
static void
test_have_cake_text (void)
{
  g_autoptr(QdStrips) s = have_cake (TRUE);
  g_autoptr(QdStripsGraph) g = qd_strips_graph_new (s, NULL, NULL);
  g_autofree char *text = NULL;
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "have-cake-graph.txt", NULL);
  g_autofree char *expected = NULL;

  g_assert_true (qd_strips_graph_expand_to_level_off (g, NULL));
  text = qd_strips_graph_to_text (g);
  g_assert_true (g_file_get_contents (path, &expected, NULL, NULL));
  g_assert_cmpstr (text, ==, expected);
}

/* GRAPHPLAN extracts Eat then Bake at S2, where the goals are first
 * present and not mutex. */
static void
test_have_cake_plan (void)
{
  g_autoptr(QdStrips) s = have_cake (TRUE);
  g_autoptr(QdStripsGraph) g = qd_strips_graph_new (s, NULL, NULL);
  QdStripsGraphPlan plan;

  g_assert_true (qd_strips_graphplan (g, &plan, NULL));
  g_assert_cmpint (plan.status, ==, QD_STRIPS_GRAPH_SOLVED);
  g_assert_cmpuint (plan.level, ==, 2);
  g_assert_cmpuint (plan.ops->len, ==, 2);
  g_assert_cmpuint (g_array_index (plan.ops, guint, 0), ==, EAT);
  g_assert_cmpuint (g_array_index (plan.ops, guint, 1), ==, BAKE);
  g_assert_cmpuint (plan.level_ends->len, ==, 2);
  g_assert_cmpuint (g_array_index (plan.level_ends, guint, 0), ==, 1);
  strips_assert_plan_reaches_goal (s, (const guint *) (void *) plan.ops->data, plan.ops->len);
  qd_strips_graph_plan_clear (&plan);
}

/* AIMA's heuristics: level costs 0 (Have) and 1 (Eaten), so max-level 1,
 * level-sum 1, and set-level 2 (Have and Eaten are mutex in S1). */
static void
test_have_cake_heuristics (void)
{
  g_autoptr(QdStrips) s = have_cake (TRUE);
  g_autoptr(QdStripsGraph) g = qd_strips_graph_new (s, NULL, NULL);
  g_autoptr(GArray) goal = g_array_new (FALSE, FALSE, sizeof (guint));

  g_assert_true (qd_strips_graph_expand_to_level_off (g, NULL));
  qd_strips_graph_goal_literals (g, goal);
  g_assert_cmpuint (goal->len, ==, 2);
  g_assert_cmpuint (qd_strips_graph_level_cost (g, HAVE), ==, 0);
  g_assert_cmpuint (qd_strips_graph_level_cost (g, NOT_HAVE), ==, 1);
  g_assert_cmpuint (qd_strips_graph_level_cost (g, EATEN), ==, 1);
  g_assert_cmpuint (qd_strips_graph_max_level (g, (guint *) goal->data, goal->len), ==, 1);
  g_assert_cmpuint (qd_strips_graph_level_sum (g, (guint *) goal->data, goal->len), ==, 1);
  g_assert_cmpuint (qd_strips_graph_set_level (g, (guint *) goal->data, goal->len), ==, 2);
}

/* From the state where the cake is eaten and gone: Have costs 1 (Bake),
 * Eaten 0; set-level 1 (Bake and the persistence of Eaten are not mutex). */
static void
test_heuristics_at_state (void)
{
  g_autoptr(QdStrips) s = have_cake (TRUE);
  guint64 eaten[1] = { 0 };
  g_autoptr(QdStripsGraph) g = NULL;
  g_autoptr(GArray) goal = g_array_new (FALSE, FALSE, sizeof (guint));
  QdStripsGraphPlan plan;

  qd_strips_set (eaten, 1);
  g = qd_strips_graph_new_at (s, eaten, NULL, NULL);
  g_assert_true (qd_strips_graph_expand_to_level_off (g, NULL));
  qd_strips_graph_goal_literals (g, goal);
  g_assert_cmpuint (qd_strips_graph_level_cost (g, HAVE), ==, 1);
  g_assert_cmpuint (qd_strips_graph_level_cost (g, EATEN), ==, 0);
  g_assert_cmpuint (qd_strips_graph_level_sum (g, (guint *) goal->data, goal->len), ==, 1);
  g_assert_cmpuint (qd_strips_graph_set_level (g, (guint *) goal->data, goal->len), ==, 1);
  g_assert_true (qd_strips_graphplan (g, &plan, NULL));
  g_assert_cmpuint (plan.ops->len, ==, 1);
  g_assert_cmpuint (g_array_index (plan.ops, guint, 0), ==, BAKE);
  qd_strips_graph_plan_clear (&plan);
}

/* Without Bake: Have and Eaten stay mutex, the graph levels off at S1, no plan. */
static void
test_no_bake_no_plan (void)
{
  g_autoptr(QdStrips) s = have_cake (FALSE);
  g_autoptr(QdStripsGraph) g = qd_strips_graph_new (s, NULL, NULL);
  g_autoptr(GArray) goal = g_array_new (FALSE, FALSE, sizeof (guint));
  QdStripsGraphPlan plan;

  g_assert_true (qd_strips_graphplan (g, &plan, NULL));
  g_assert_cmpint (plan.status, ==, QD_STRIPS_GRAPH_NO_PLAN);
  g_assert_cmpuint (qd_strips_graph_level_off (g), ==, 1);
  g_assert_cmpuint (plan.ops->len, ==, 0);
  qd_strips_graph_goal_literals (g, goal);
  g_assert_cmpuint (qd_strips_graph_set_level (g, (guint *) goal->data, goal->len), ==, QD_STRIPS_GRAPH_INFINITE);
  qd_strips_graph_plan_clear (&plan);
}

/* Three facts, each operator adding two of them and deleting the third
 * (and with `join`, one more adding the third to the first two). */
static QdStrips *
three_facts (gboolean join)
{
  QdStrips *s = qd_strips_new ();

  for (guint i = 0; i < 3; i++)
    qd_strips_add_fact (s, (const char *[]) { "(a)", "(b)", "(c)" }[i], i);
  qd_strips_add_op (s, "(make-ab)", NONE (s), NONE (s), LIST (s, 0, 1), LIST (s, 2), 1);
  qd_strips_add_op (s, "(make-bc)", NONE (s), NONE (s), LIST (s, 1, 2), LIST (s, 0), 1);
  qd_strips_add_op (s, "(make-ac)", NONE (s), NONE (s), LIST (s, 0, 2), LIST (s, 1), 1);
  if (join)
    qd_strips_add_op (s, "(join-c)", LIST (s, 0, 1), NONE (s), LIST (s, 2), NONE (s), 1);
  qd_strips_seal (s);
  s->goal = LIST (s, 0, 1, 2);
  return s;
}

/* Without join-c: the goal's literals are pairwise not mutex from S1 on,
 * but no state holds all three.  Only the memoised nogoods (Blum & Furst's
 * termination test) prove it. */
static void
test_termination_test (void)
{
  g_autoptr(QdStrips) s = three_facts (FALSE);
  g_autoptr(QdStripsGraph) g = qd_strips_graph_new (s, NULL, NULL);
  QdStripsGraphPlan plan;

  g_assert_true (qd_strips_graphplan (g, &plan, NULL));
  g_assert_cmpint (plan.status, ==, QD_STRIPS_GRAPH_NO_PLAN);
  g_assert_cmpuint (qd_strips_graph_level_off (g), ==, 1);
  g_assert_cmpuint (plan.nogoods, >=, 1);
  qd_strips_graph_plan_clear (&plan);
}

/* With join-c the graph still levels off at S1, where the search fails; the
 * plan (make-ab, then join-c) is found at S2, past the level-off. */
static void
test_plan_past_level_off (void)
{
  g_autoptr(QdStrips) s = three_facts (TRUE);
  g_autoptr(QdStripsGraph) g = qd_strips_graph_new (s, NULL, NULL);
  QdStripsGraphPlan plan;

  g_assert_true (qd_strips_graphplan (g, &plan, NULL));
  g_assert_cmpint (plan.status, ==, QD_STRIPS_GRAPH_SOLVED);
  g_assert_cmpuint (qd_strips_graph_level_off (g), ==, 1);
  g_assert_cmpuint (plan.level, ==, 2);
  g_assert_cmpuint (plan.ops->len, ==, 2);
  g_assert_cmpstr (s->ops[g_array_index (plan.ops, guint, 0)].name, ==, "(make-ab)");
  g_assert_cmpstr (s->ops[g_array_index (plan.ops, guint, 1)].name, ==, "(join-c)");
  strips_assert_plan_reaches_goal (s, (const guint *) (void *) plan.ops->data, plan.ops->len);
  qd_strips_graph_plan_clear (&plan);
}

/* AIMA 4e figure 11.3 (3e 10.2), ground: At(o, l) for the flat and the
 * spare at the axle, the trunk and the ground (Tire is static). */
static QdStrips *
spare_tire (void)
{
  static const char *const objects[] = { "flat", "spare" }, *const places[] = { "axle", "trunk", "ground" };
  QdStrips *s = qd_strips_new ();
  enum { FLAT_AXLE, FLAT_TRUNK, FLAT_GROUND, SPARE_AXLE, SPARE_TRUNK, SPARE_GROUND };

  for (guint o = 0; o < 2; o++)
    for (guint p = 0; p < 3; p++)
      {
        g_autofree char *name = g_strdup_printf ("(at %s %s)", objects[o], places[p]);
        qd_strips_add_fact (s, name, 0);
      }
  for (guint o = 0; o < 2; o++)
    for (guint p = 0; p < 2; p++)
      {
        g_autofree char *name = g_strdup_printf ("(remove %s %s)", objects[o], places[p]);
        qd_strips_add_op (s, name, LIST (s, 3 * o + p), NONE (s), LIST (s, 3 * o + 2), LIST (s, 3 * o + p), 1);
      }
  qd_strips_add_op (s, "(puton flat axle)", LIST (s, FLAT_GROUND), LIST (s, FLAT_AXLE), LIST (s, FLAT_AXLE),
                    LIST (s, FLAT_GROUND), 1);
  qd_strips_add_op (s, "(puton spare axle)", LIST (s, SPARE_GROUND), LIST (s, FLAT_AXLE), LIST (s, SPARE_AXLE),
                    LIST (s, SPARE_GROUND), 1);
  qd_strips_add_op (s, "(leaveovernight)", NONE (s), NONE (s), NONE (s), LIST (s, 0, 1, 2, 3, 4, 5), 1);
  qd_strips_seal (s);
  qd_strips_set (s->init, FLAT_AXLE);
  qd_strips_set (s->init, SPARE_TRUNK);
  s->goal = LIST (s, SPARE_AXLE);
  return s;
}

/* The book's plan of 3 actions: Remove(Flat, Axle) and Remove(Spare,
 * Trunk) (in either order), then PutOn(Spare, Axle), found at S2. */
static void
test_spare_tire (void)
{
  g_autoptr(QdStrips) s = spare_tire ();
  g_autoptr(QdStripsGraph) g = qd_strips_graph_new (s, NULL, NULL);
  QdStripsGraphPlan plan;

  g_assert_true (qd_strips_graphplan (g, &plan, NULL));
  g_assert_cmpint (plan.status, ==, QD_STRIPS_GRAPH_SOLVED);
  g_assert_cmpuint (plan.level, ==, 2);
  g_assert_cmpuint (plan.ops->len, ==, 3);
  g_assert_cmpstr (s->ops[g_array_index (plan.ops, guint, 0)].name, ==, "(remove flat axle)");
  g_assert_cmpstr (s->ops[g_array_index (plan.ops, guint, 1)].name, ==, "(remove spare trunk)");
  g_assert_cmpstr (s->ops[g_array_index (plan.ops, guint, 2)].name, ==, "(puton spare axle)");
  strips_assert_plan_reaches_goal (s, (const guint *) (void *) plan.ops->data, plan.ops->len);
  qd_strips_graph_plan_clear (&plan);
}

/* A goal that holds at the start: the empty plan at S0. */
static void
test_goal_at_start (void)
{
  g_autoptr(QdStrips) s = have_cake (TRUE);
  g_autoptr(QdStripsGraph) g = NULL;
  QdStripsGraphPlan plan;

  s->goal = LIST (s, 0);
  g = qd_strips_graph_new (s, NULL, NULL);
  g_assert_true (qd_strips_graphplan (g, &plan, NULL));
  g_assert_cmpint (plan.status, ==, QD_STRIPS_GRAPH_SOLVED);
  g_assert_cmpuint (plan.level, ==, 0);
  g_assert_cmpuint (plan.ops->len, ==, 0);
  qd_strips_graph_plan_clear (&plan);
}

static void
test_refusals (void)
{
  g_autoptr(QdStrips) s = have_cake (TRUE);
  g_autoptr(GError) error = NULL;
  QdStripsGraphLimits small = { .max_actions = 5 }, short_graph = { .max_levels = 2 };
  gint stop = 1;
  QdStripsGraphLimits stopped = { .stop = &stop };
  g_autoptr(QdStripsGraph) g = NULL, h = NULL;
  QdStripsGraphPlan plan;

  g_assert_null (qd_strips_graph_new (s, &small, &error));
  g_assert_error (error, QD_STRIPS_GRAPH_ERROR, QD_STRIPS_GRAPH_ERROR_TOO_BIG);
  g_assert_nonnull (strstr (error->message, "6 actions"));
  g_clear_error (&error);
  g = qd_strips_graph_new (s, &short_graph, NULL);
  g_assert_false (qd_strips_graph_expand_to_level_off (g, &error));
  g_assert_error (error, QD_STRIPS_GRAPH_ERROR, QD_STRIPS_GRAPH_ERROR_LEVELS);
  g_clear_error (&error);
  h = qd_strips_graph_new (s, &stopped, NULL);
  g_assert_false (qd_strips_graphplan (h, &plan, &error));
  g_assert_error (error, QD_STRIPS_GRAPH_ERROR, QD_STRIPS_GRAPH_ERROR_STOPPED);
  qd_strips_graph_plan_clear (&plan);
  g_clear_error (&error);
  qd_strips_add_op (s, "(wish)", NONE (s), NONE (s), NONE (s), NONE (s), 1);
  qd_strips_add_effect (s, LIST (s, 1), NONE (s), LIST (s, 0), NONE (s));
  g_assert_null (qd_strips_graph_new (s, NULL, &error));
  g_assert_error (error, QD_STRIPS_GRAPH_ERROR, QD_STRIPS_GRAPH_ERROR_CONDITIONAL);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/strips-graph/have-cake/levels", test_have_cake_levels);
  g_test_add_func ("/strips-graph/have-cake/mutexes", test_have_cake_mutexes);
  g_test_add_func ("/strips-graph/have-cake/text", test_have_cake_text);
  g_test_add_func ("/strips-graph/have-cake/plan", test_have_cake_plan);
  g_test_add_func ("/strips-graph/have-cake/heuristics", test_have_cake_heuristics);
  g_test_add_func ("/strips-graph/have-cake/heuristics-at-state", test_heuristics_at_state);
  g_test_add_func ("/strips-graph/no-plan/mutex-goals", test_no_bake_no_plan);
  g_test_add_func ("/strips-graph/no-plan/termination-test", test_termination_test);
  g_test_add_func ("/strips-graph/past-level-off", test_plan_past_level_off);
  g_test_add_func ("/strips-graph/spare-tire", test_spare_tire);
  g_test_add_func ("/strips-graph/goal-at-start", test_goal_at_start);
  g_test_add_func ("/strips-graph/refusals", test_refusals);
  return g_test_run ();
}
