/* test-plan-ground.c — grounding (src/problems/plan/qd-plan-ground.h): the
 * facts and operators of the examples and of small hand tasks, counted by
 * hand; static facts evaluated away; ADL in normal form; costs; the
 * artificial goal; the limits and the stop flag; and the space over a
 * ground task (core/qd-strips-space.h) with a zero-cost operator, over a
 * million facts and 400,000 operators, stopped inside a node of 40,000 successors. */
#include "config.h"

#include <glib.h>
#include <string.h>

#include "core/qd-memory.h"
#include "core/qd-strips-heuristic.h"
#include "core/qd-strips-space.h"
#include "problems/plan/qd-plan-ground.h"

static QdPlanTask *
read_task (const char *domain, const char *problem)
{
  g_autoptr(GError) error = NULL;
  QdPlanTask *task = qd_plan_task_new (domain, strlen (domain), "d.pddl", problem, strlen (problem), "p.pddl", &error);

  g_assert_no_error (error);
  return task;
}

static QdStrips *
ground (const char *domain, const char *problem, QdPlanGroundStats *stats)
{
  g_autoptr(QdPlanTask) task = read_task (domain, problem);
  g_autoptr(GError) error = NULL;
  QdStrips *strips = qd_plan_ground (task, NULL, stats, &error);

  g_assert_no_error (error);
  return strips;
}

/* The facts' names, space-separated. */
static char *
fact_names (const QdStrips *s)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < s->n_facts; i++)
    g_string_append_printf (out, "%s%s", i > 0 ? " " : "", s->fact_names[i]);
  return g_string_free (out, FALSE);
}

static char *
op_names (const QdStrips *s)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < s->n_ops; i++)
    g_string_append_printf (out, "%s%s", i > 0 ? " " : "", s->ops[i].name);
  return g_string_free (out, FALSE);
}

/* A list's facts by name, space-separated. */
static char *
list_names (const QdStrips *s, QdStripsFacts facts)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < facts.n; i++)
    g_string_append_printf (out, "%s%s", i > 0 ? " " : "", s->fact_names[qd_strips_list (s, facts)[i]]);
  return g_string_free (out, FALSE);
}

static void
assert_list (const QdStrips *s, QdStripsFacts facts, const char *expected)
{
  g_autofree char *names = list_names (s, facts);

  g_assert_cmpstr (names, ==, expected);
}

/* ---- the examples */

static char *
example (const char *stem, const char *part)
{
  g_autofree char *name = g_strdup_printf ("%s-%s.pddl", stem, part);
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "..", "data", "examples", "plan", name, NULL);
  char *text = NULL;

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  return text;
}

static void
test_spare_tire (void)
{
  g_autofree char *domain = example ("spare-tire", "domain"), *problem = example ("spare-tire", "problem");
  QdPlanGroundStats stats;
  g_autoptr(QdStrips) s = ground (domain, problem, &stats);
  g_autofree char *facts = fact_names (s), *ops = op_names (s);

  /* (at flat trunk) is never reached; (remove flat ground) and (remove
   * spare ground) change nothing. */
  g_assert_cmpstr (facts, ==, "(at flat axle) (at flat ground) (at spare axle) (at spare trunk) (at spare ground)");
  g_assert_cmpstr (ops, ==, "(remove flat axle) (remove spare axle) (remove spare trunk) (put-on flat axle) "
                            "(put-on spare axle) (leave-overnight)");
  g_assert_true (stats.goal_reachable);
  assert_list (s, s->goal, "(at spare axle)");
  /* put-on's (= ?l axle) is evaluated away, its negative precondition kept. */
  assert_list (s, s->ops[4].pre, "(at spare ground)");
  assert_list (s, s->ops[4].neg, "(at flat axle)");
  assert_list (s, s->ops[5].del, "(at flat axle) (at flat ground) (at spare axle) (at spare trunk) (at spare ground)");
  g_assert_true (qd_strips_holds (s->init, 0) && qd_strips_holds (s->init, 3) && !qd_strips_holds (s->init, 2));
  g_assert_cmpuint (s->ops[0].cost, ==, 1);
}

static void
test_have_cake (void)
{
  g_autofree char *domain = example ("have-cake", "domain"), *problem = example ("have-cake", "problem");
  g_autoptr(QdStrips) s = ground (domain, problem, NULL);
  g_autofree char *facts = fact_names (s), *ops = op_names (s);

  g_assert_cmpstr (facts, ==, "(have-cake) (eaten-cake)");
  g_assert_cmpstr (ops, ==, "(eat-cake) (bake-cake)");
  assert_list (s, s->ops[1].neg, "(have-cake)");
}

/* ---- hand tasks */

static const char *const rooms_domain =
  "(define (domain rooms) (:requirements :strips :typing :negative-preconditions :equality)\n"
  " (:types room ball)\n"
  " (:predicates (link ?a ?b - room) (at ?b - ball ?r - room) (robot ?r - room) (holding ?b - ball) (free))\n"
  " (:action move :parameters (?a ?b - room)\n"
  "  :precondition (and (robot ?a) (link ?a ?b) (not (= ?a ?b))) :effect (and (robot ?b) (not (robot ?a))))\n"
  " (:action pick :parameters (?b - ball ?r - room)\n"
  "  :precondition (and (at ?b ?r) (robot ?r) (free)) :effect (and (holding ?b) (not (at ?b ?r)) (not (free))))\n"
  " (:action drop :parameters (?b - ball ?r - room)\n"
  "  :precondition (and (holding ?b) (robot ?r)) :effect (and (at ?b ?r) (free) (not (holding ?b)))))\n";

static char *
rooms_problem (const char *goal)
{
  return g_strdup_printf ("(define (problem r) (:domain rooms) (:objects r1 r2 r3 - room b1 - ball)\n"
                          " (:init (link r1 r2) (link r2 r1) (link r3 r1) (robot r1) (at b1 r1) (free))\n"
                          " (:goal %s))\n", goal);
}

static void
test_rooms (void)
{
  g_autofree char *problem = rooms_problem ("(at b1 r2)");
  QdPlanGroundStats stats;
  g_autoptr(QdStrips) s = ground (rooms_domain, problem, &stats);
  g_autofree char *facts = fact_names (s), *ops = op_names (s);

  /* link is static; r3 is never reached. */
  g_assert_cmpstr (facts, ==, "(at b1 r1) (at b1 r2) (robot r1) (robot r2) (holding b1) (free)");
  g_assert_cmpstr (ops, ==, "(move r1 r2) (move r2 r1) (pick b1 r1) (pick b1 r2) (drop b1 r1) (drop b1 r2)");
  g_assert_cmpuint (stats.n_facts, ==, 6);
  g_assert_cmpuint (stats.n_ops, ==, 6);
  assert_list (s, s->ops[0].pre, "(robot r1)");
  assert_list (s, s->ops[0].add, "(robot r2)");
  assert_list (s, s->ops[0].del, "(robot r1)");
  assert_list (s, s->ops[2].pre, "(at b1 r1) (robot r1) (free)");
  assert_list (s, s->goal, "(at b1 r2)");
  g_assert_cmpuint (s->n_words, ==, 1);
  g_assert_cmphex (s->init[0], ==, 0x25);   /* (at b1 r1), (robot r1), (free) */
  g_assert_false (s->has_costs);
}

static void
test_unreachable_goal (void)
{
  g_autofree char *problem = rooms_problem ("(robot r3)");
  QdPlanGroundStats stats;
  g_autoptr(QdStrips) s = ground (rooms_domain, problem, &stats);

  g_assert_false (stats.goal_reachable);
  /* The goal is a fact nothing adds. */
  assert_list (s, s->goal, "(goal-reached)");
  for (guint i = 0; i < s->n_ops; i++)
    g_assert_false (s->ops[i].artificial);
}

static const char *const adl_domain =
  "(define (domain adl) (:requirements :adl)\n"
  " (:predicates (p ?x) (q ?x) (done) (lit ?x) (s ?x))\n"
  " (:action a :parameters (?x) :precondition (or (p ?x) (q ?x))\n"
  "  :effect (and (done) (when (p ?x) (lit ?x))))\n"
  " (:action b :precondition (forall (?y) (imply (s ?y) (p ?y))) :effect (forall (?y) (not (p ?y))))\n"
  " (:action c :parameters (?x) :precondition (or (p ?x) (done)) :effect (q ?x)))\n";

static char *
adl_problem (const char *goal)
{
  return g_strdup_printf ("(define (problem a) (:domain adl) (:objects o1 o2)\n"
                          " (:init (p o1) (q o2) (s o1)) (:goal %s))\n", goal);
}

static void
test_adl (void)
{
  g_autofree char *problem = adl_problem ("(or (done) (lit o1))");
  QdPlanGroundStats stats;
  g_autoptr(QdStrips) s = ground (adl_domain, problem, &stats);
  g_autofree char *facts = fact_names (s), *ops = op_names (s);

  /* s is static: b's forall is (p o1).  (q o2) is in the init and never
   * deleted: always true, so (a o2) needs nothing and (c o2) changes
   * nothing; (p o2) is never reached.  Each or of (a o1) and (c o1) is
   * two operators. */
  g_assert_cmpstr (facts, ==, "(p o1) (q o1) (done) (lit o1) (goal-reached)");
  g_assert_cmpstr (ops, ==, "(a o1) (a o1) (a o2) (b) (c o1) (c o1) (reach-goal) (reach-goal)");
  assert_list (s, s->ops[0].pre, "(p o1)");
  assert_list (s, s->ops[1].pre, "(q o1)");
  assert_list (s, s->ops[0].add, "(done)");
  g_assert_cmpuint (s->ops[0].n_effects, ==, 1);
  g_assert_cmpuint (s->n_effects, ==, 2);
  assert_list (s, s->effects[s->ops[0].first_effect].pre, "(p o1)");
  assert_list (s, s->effects[s->ops[0].first_effect].add, "(lit o1)");
  assert_list (s, s->ops[2].pre, "");
  g_assert_cmpuint (s->ops[2].n_effects, ==, 0);
  assert_list (s, s->ops[3].pre, "(p o1)");
  assert_list (s, s->ops[3].del, "(p o1)");
  assert_list (s, s->ops[4].pre, "(p o1)");
  assert_list (s, s->ops[5].pre, "(done)");
  assert_list (s, s->ops[5].add, "(q o1)");
  /* The goal (or (done) (lit o1)): an artificial fact, two zero-cost operators. */
  g_assert_true (s->ops[6].artificial && s->ops[7].artificial);
  g_assert_cmpuint (s->ops[6].cost, ==, 0);
  assert_list (s, s->ops[6].pre, "(done)");
  assert_list (s, s->ops[7].pre, "(lit o1)");
  assert_list (s, s->goal, "(goal-reached)");
  g_assert_cmpuint (s->ops[0].cost, ==, 1);
  {
    guint plan[] = { 2, 6 };

    g_assert_cmpuint (qd_strips_plan_cost (s, plan, 2), ==, 1);
  }
}

static const char *const cost_domain =
  "(define (domain roads) (:requirements :typing :action-costs)\n"
  " (:types place) (:predicates (at ?p - place) (road ?a ?b - place))\n"
  " (:functions (total-cost) - number (len ?a ?b - place) - number)\n"
  " (:action go :parameters (?a ?b - place) :precondition (and (at ?a) (road ?a ?b))\n"
  "  :effect (and (not (at ?a)) (at ?b) (increase (total-cost) (len ?a ?b))))\n"
  " (:action wait :parameters (?a - place) :precondition (at ?a) :effect (and (not (at ?a)) (at ?a))))\n";

static const char *const cost_problem =
  "(define (problem r) (:domain roads) (:objects a b c - place)\n"
  " (:init (at a) (road a b) (road b c) (road a c) (= (len a b) 2) (= (len b c) 3) (= (total-cost) 0))\n"
  " (:goal (at c)) (:metric minimize (total-cost)))\n";

static void
test_costs (void)
{
  g_autoptr(QdStrips) s = ground (cost_domain, cost_problem, NULL);
  g_autofree char *ops = op_names (s);

  /* (go a c) has no length: it cannot be applied; wait changes nothing
   * (an add wins over a delete) and costs 0. */
  g_assert_cmpstr (ops, ==, "(go a b) (go b c)");
  g_assert_cmpuint (s->ops[0].cost, ==, 2);
  g_assert_cmpuint (s->ops[1].cost, ==, 3);
  g_assert_true (s->has_costs);
}

static void
test_relevance (void)
{
  g_autofree char *dir = g_test_build_filename (G_TEST_DIST, "ipc", "rovers", NULL);
  g_autofree char *domain = g_build_filename (dir, "domain.pddl", NULL), *problem = g_build_filename (dir, "p05.pddl", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(QdPlanTask) task = qd_plan_task_new_from_files (domain, problem, &error);
  QdPlanGroundOptions options = { .relevant_only = TRUE };
  g_autoptr(QdStrips) all = qd_plan_ground (task, NULL, NULL, &error);
  g_autoptr(QdStrips) relevant = qd_plan_ground (task, &options, NULL, &error);

  g_assert_no_error (error);
  /* The 33 communicate actions of data the goal does not ask for are left
   * out: Fast Downward's translator keeps 111 operators too. */
  g_assert_cmpuint (all->n_ops, ==, 144);
  g_assert_cmpuint (relevant->n_ops, ==, 111);
  g_assert_cmpuint (relevant->n_facts, <, all->n_facts);
  g_assert_cmpuint (relevant->goal.n, ==, all->goal.n);
}

/* ---- limits */

static QdPlanTask *
big_task (guint n_objects, guint arity, gboolean fluent)
{
  GString *domain = g_string_new ("(define (domain big) (:requirements :strips :typing) (:types t)\n"
                                  " (:predicates (p ?x - t) (q ?x - t) (r)) (:action a :parameters (");
  GString *problem = g_string_new ("(define (problem big) (:domain big) (:objects");

  for (guint i = 0; i < arity; i++)
    g_string_append_printf (domain, "?v%u ", i);
  g_string_append_printf (domain, "- t) :precondition (p ?v0) :effect (and (r) %s)))\n",
                          fluent ? "(p ?v0)" : "(q ?v0)");
  for (guint i = 0; i < n_objects; i++)
    g_string_append_printf (problem, " o%u", i);
  g_string_append (problem, " - t) (:init");
  for (guint i = 0; i < n_objects; i++)
    g_string_append_printf (problem, " (p o%u)", i);
  g_string_append (problem, ") (:goal (r)))\n");
  {
    QdPlanTask *task = read_task (domain->str, problem->str);

    g_string_free (domain, TRUE);
    g_string_free (problem, TRUE);
    return task;
  }
}

static void
test_ten_million (void)
{
  /* 10 objects, 7 parameters: 10^7 ground actions, counted before any is made. */
  g_autoptr(QdPlanTask) task = big_task (10, 7, FALSE);
  g_autoptr(GError) error = NULL;
  gint64 start = g_get_monotonic_time ();
  g_autoptr(QdStrips) s = qd_plan_ground (task, NULL, NULL, &error);

  g_assert_null (s);
  g_assert_error (error, QD_PLAN_GROUND_ERROR, QD_PLAN_GROUND_ERROR_LIMIT);
  g_assert_cmpstr (error->message, ==, "more than 5000000 ground operators (the limit): 0 made, and at least 10000000 "
                                       "more bindings of a");
  g_assert_cmpint (g_get_monotonic_time () - start, <, G_USEC_PER_SEC / 2);
}

static void
test_limits (void)
{
  g_autofree char *problem = rooms_problem ("(at b1 r2)");
  g_autoptr(QdPlanTask) task = read_task (rooms_domain, problem);
  g_autofree char *adl = adl_problem ("(or (done) (lit o1))");
  g_autoptr(QdPlanTask) adl_task = read_task (adl_domain, adl);
  QdPlanGroundOptions few_ops = { .max_ops = 3 }, few_facts = { .max_facts = 2 }, one = { .max_disjuncts = 1 };
  GError *error = NULL;

  g_assert_null (qd_plan_ground (task, &few_ops, NULL, &error));
  g_assert_error (error, QD_PLAN_GROUND_ERROR, QD_PLAN_GROUND_ERROR_LIMIT);
  g_assert_cmpstr (error->message, ==, "more than 3 ground operators (the limit): 3 made, and at least 1 more binding "
                                       "of drop");
  g_clear_error (&error);
  g_assert_null (qd_plan_ground (task, &few_facts, NULL, &error));
  g_assert_cmpstr (error->message, ==, "more than 2 ground facts (the limit) reached in the relaxation");
  g_clear_error (&error);
  g_assert_null (qd_plan_ground (adl_task, &one, NULL, &error));
  g_assert_cmpstr (error->message, ==, "(a o1): more than 1 disjuncts in disjunctive normal form (the limit)");
  g_clear_error (&error);
}

static void
test_stop (void)
{
  g_autoptr(QdPlanTask) task = big_task (100, 2, TRUE);
  gint stop = 1;
  QdPlanGroundOptions options = { .stop = &stop };
  QdProgress progress = { 0 };
  g_autoptr(GError) error = NULL;
  QdPlanGroundStats stats;

  g_assert_null (qd_plan_ground (task, &options, NULL, &error));
  g_assert_error (error, QD_PLAN_GROUND_ERROR, QD_PLAN_GROUND_ERROR_STOPPED);
  stop = 0;
  options.progress = &progress;
  {
    g_autoptr(QdStrips) s = qd_plan_ground (task, &options, &stats, NULL);

    /* (a oI oJ) for every I, J: the (p ?v0) are in the init and never
     * deleted, so every binding only adds (r). */
    g_assert_cmpuint (stats.n_ops, ==, 10000);
    g_assert_cmpuint (s->n_facts, ==, 1);
    g_assert_cmpint (qd_progress_get (&progress.done), >, 0);
  }
}

/* ---- the space */

static void
test_space_zero_cost (void)
{
  g_autofree char *problem = adl_problem ("(or (done) (lit o1))");
  g_autoptr(QdStrips) s = ground (adl_domain, problem, NULL);
  g_autoptr(QdSpace) space = qd_strips_space_new (s, NULL, NULL);
  QdSpaceOptions options;
  QdSpaceResult result = { 0 };

  qd_space_options_init (&options);
  options.algorithm = QD_SPACE_UCS;
  g_assert_cmpint (qd_space_solve (space, s->init, &options, &result), ==, QD_SPACE_SOLVED);
  /* (a o1) then the zero-cost (reach-goal): cost 1. */
  g_assert_cmpuint (result.n_steps, ==, 2);
  g_assert_cmpfloat (result.cost, ==, 1);
  g_assert_cmpstr (s->ops[result.actions[0]].name, ==, "(a o1)");
  g_assert_true (s->ops[result.actions[1]].artificial);
  qd_space_result_clear (&result);
}

/* A task of n_facts facts (a state of n_facts / 8 bytes) and n_ops
 * operators: f0 -> f1 -> f2 (the goal) by operators 0 and 1; `fan` more
 * from f0, each to a fact of its own; the others in a chain from f3,
 * which nothing makes true. */
static QdStrips *
wide_task (guint n_facts, guint n_ops, guint fan)
{
  QdStrips *s = qd_strips_new ();
  QdStripsFacts none = { 0 };

  for (guint f = 0; f < n_facts; f++)
    qd_strips_add_fact (s, "(f)", 0);
  for (guint op = 0; op < n_ops; op++)
    {
      guint32 from = op < 2 ? op : op < 2 + fan ? 0 : 3 + (op - 2 - fan) % (n_facts - 4);
      guint32 to = op < 2 ? op + 1 : op < 2 + fan ? 3 + (op - 2) % (n_facts - 3) : from + 1;

      qd_strips_add_op (s, "(op)", qd_strips_add_list (s, &from, 1), none, qd_strips_add_list (s, &to, 1), none, 1);
    }
  s->goal = qd_strips_add_list (s, (const guint32[]) { 2 }, 1);
  qd_strips_seal (s);
  qd_strips_set (s->init, 0);
  return s;
}

/* Issue 91: a million facts and 400,000 operators (buffers sized by the
 * operators would take 50 GB: the engine aborted); the successors of the
 * applicable operators are made, the plan found by A* with LM-cut. */
static void
test_space_wide (void)
{
  g_autoptr(QdStrips) s = wide_task (1000000, 400000, 0);
  g_autoptr(QdStripsHeuristic) h = qd_strips_heuristic_new (s, QD_STRIPS_LMCUT);
  g_autoptr(QdSpace) space = qd_strips_space_new_heuristic (s, h);
  QdSpaceOptions options;
  QdSpaceResult result = { 0 };

  g_assert_cmpuint (space->state_size, ==, 125000);
  qd_space_options_init (&options);
  options.max_bytes = G_GUINT64_CONSTANT (4) << 30;
  g_assert_cmpint (qd_space_solve (space, s->init, &options, &result), ==, QD_SPACE_SOLVED);
  g_assert_cmpuint (result.n_steps, ==, 2);
  g_assert_cmpuint (result.actions[0], ==, 0);
  g_assert_cmpuint (result.actions[1], ==, 1);
  qd_space_result_clear (&result);
}

/* Issue 97: sizes as --memory-limit takes them (core/qd-memory.h), and
 * the default limit within its documented bounds. */
static void
test_memory_parse (void)
{
  static const struct { const char *text; guint64 bytes; } good[] = {
    { "1", 1 }, { "1048576", 1048576 }, { "64K", 65536 }, { "64k", 65536 }, { "512M", G_GUINT64_CONSTANT (512) << 20 },
    { "2GiB", G_GUINT64_CONSTANT (2) << 30 }, { "3gb", G_GUINT64_CONSTANT (3) << 30 }, { "1T", G_GUINT64_CONSTANT (1) << 40 },
    { "18446744073709551615", G_MAXUINT64 }, { "16777215T", G_GUINT64_CONSTANT (16777215) << 40 },
  };
  static const char *const bad[] = {
    "", "0", "0K", "-1", "+1", "1.5G", "1 G", " 1", "1G ", "12Q", "1KK", "1Gi", "1iB", "G",
    "18446744073709551616", "16777216T",
  };
  guint64 bytes, physical = qd_memory_physical (), limit = qd_memory_default_limit ();

  for (guint i = 0; i < G_N_ELEMENTS (good); i++)
    {
      bytes = 0;
      g_assert_true (qd_memory_parse (good[i].text, &bytes));
      g_assert_cmpuint (bytes, ==, good[i].bytes);
    }
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    g_assert_false (qd_memory_parse (bad[i], &bytes));
  g_assert_cmpuint (limit, >=, QD_MEMORY_DEFAULT_MIN);
  g_assert_cmpuint (limit, <=, QD_MEMORY_DEFAULT_MAX);
  if (physical / 2 >= QD_MEMORY_DEFAULT_MIN && physical / 2 <= QD_MEMORY_DEFAULT_MAX)
    g_assert_cmpuint (limit, ==, physical / 2);
}

/* Issue 97: the planning space tells the engine the bytes of its memo of
 * estimates (counted in max_bytes): 51 states of 125 KB evaluated from
 * the start of a wide task are in it; a limit below what the search
 * holds then stops it with STOP_MEMORY. */
static void
test_space_held_bytes (void)
{
  g_autoptr(QdStrips) s = wide_task (1000000, 1000, 50);
  g_autoptr(QdStripsHeuristic) h = qd_strips_heuristic_new (s, QD_STRIPS_HMAX);
  g_autoptr(QdSpace) space = qd_strips_space_new_heuristic (s, h);
  QdSpaceOptions options;
  QdSpaceResult result = { 0 };
  guint64 before;

  g_assert_nonnull (space->held_bytes);
  before = space->held_bytes (space);
  qd_space_options_init (&options);
  g_assert_cmpint (qd_space_solve (space, s->init, &options, &result), ==, QD_SPACE_SOLVED);
  g_assert_cmpuint (space->held_bytes (space), >=, before + 51 * 125000);
  qd_space_result_clear (&result);
  /* The start's 51 successors need 6.4 MB of records: 4 MB stops the search. */
  options.max_bytes = 4 << 20;
  g_assert_cmpint (qd_space_solve (space, s->init, &options, &result), ==, QD_SPACE_STOPPED);
  g_assert_cmpint (result.stop_reason, ==, QD_SPACE_STOP_MEMORY);
  qd_space_result_clear (&result);
}

typedef struct {
  guint calls, stop_at;
  gint stop;
} Slow;

static guint64
slow_estimate (gpointer data, const guint64 *state)
{
  Slow *slow = data;

  if (++slow->calls == slow->stop_at)
    g_atomic_int_set (&slow->stop, 1);
  return qd_strips_holds (state, 2) ? 0 : 1;
}

/* Issue 91: a stop (the time limit) raised while a node's 40,000
 * successors are estimated is read within the node's batches, the node not
 * counted; and successors whose states would pass max_bytes are not made. */
static void
test_space_stop_in_node (void)
{
  g_autoptr(QdStrips) s = wide_task (100000, 40002, 40000);
  Slow slow = { .stop_at = 300 };
  g_autoptr(QdSpace) space = qd_strips_space_new (s, slow_estimate, &slow);
  QdSpaceOptions options;
  QdSpaceResult result = { 0 };

  qd_space_options_init (&options);
  options.stop = &slow.stop;
  g_assert_cmpint (qd_space_solve (space, s->init, &options, &result), ==, QD_SPACE_STOPPED);
  g_assert_cmpint (result.stop_reason, ==, QD_SPACE_STOP_FLAG);
  g_assert_cmpuint (result.expanded, ==, 0);
  g_assert_cmpuint (slow.calls, <=, 300 + QD_SPACE_BATCH);
  qd_space_result_clear (&result);

  /* 40,001 successors of 12,504 bytes: more than 500 MB. */
  slow = (Slow) { 0 };
  options.stop = NULL;
  options.max_bytes = 500000000;
  g_assert_cmpint (qd_space_solve (space, s->init, &options, &result), ==, QD_SPACE_STOPPED);
  g_assert_cmpint (result.stop_reason, ==, QD_SPACE_STOP_MEMORY);
  g_assert_cmpuint (result.expanded, ==, 0);
  g_assert_cmpuint (slow.calls, ==, 0);
  qd_space_result_clear (&result);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/plan-ground/spare-tire", test_spare_tire);
  g_test_add_func ("/plan-ground/have-cake", test_have_cake);
  g_test_add_func ("/plan-ground/rooms", test_rooms);
  g_test_add_func ("/plan-ground/unreachable-goal", test_unreachable_goal);
  g_test_add_func ("/plan-ground/adl", test_adl);
  g_test_add_func ("/plan-ground/costs", test_costs);
  g_test_add_func ("/plan-ground/relevance", test_relevance);
  g_test_add_func ("/plan-ground/ten-million", test_ten_million);
  g_test_add_func ("/plan-ground/limits", test_limits);
  g_test_add_func ("/plan-ground/stop", test_stop);
  g_test_add_func ("/plan-ground/space-zero-cost", test_space_zero_cost);
  g_test_add_func ("/plan-ground/space-wide", test_space_wide);
  g_test_add_func ("/plan-ground/memory-parse", test_memory_parse);
  g_test_add_func ("/plan-ground/space-held-bytes", test_space_held_bytes);
  g_test_add_func ("/plan-ground/space-stop-in-node", test_space_stop_in_node);
  return g_test_run ();
}
