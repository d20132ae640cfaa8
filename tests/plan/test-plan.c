/* test-plan.c — the PDDL reader (src/problems/plan/qd-plan.h): the bundled
 * examples read, each requirement accepted or refused naming its line, each
 * error with its line and column; the plan validator's semantics and its
 * explanations. */
#include "config.h"

#include <glib.h>
#include <string.h>

#include "problems/plan/qd-plan.h"
#include "problems/plan/qd-plan-validate.h"

/* ---- helpers */

static const char *const problem_text =
  "(define (problem p) (:domain d)\n"
  "  (:objects a b - block)\n"
  "  (:init (clear a) (clear b))\n"
  "  (:goal (on a b)))\n";

static const char *const domain_text =
  "(define (domain d)\n"
  "  (:requirements :strips :typing)\n"
  "  (:types block - thing table - thing)\n"
  "  (:constants t0 - table)\n"
  "  (:predicates (on ?x - block ?y - (either block table)) (clear ?x - block))\n"
  "  (:action put\n"
  "    :parameters (?b - block ?to - block)\n"
  "    :precondition (and (clear ?b) (clear ?to) (not (= ?b ?to)))\n"
  "    :effect (and (on ?b ?to) (not (clear ?to)))))\n";

static QdPlanTask *
read_task (const char *domain, const char *problem, GError **error)
{
  return qd_plan_task_new (domain, strlen (domain), "d.pddl", problem, strlen (problem), "p.pddl", error);
}

/* "NAME:LINE:COLUMN: message" where `needle` first occurs in `text`. */
static char *
message_at (const char *name, const char *text, const char *needle, const char *message)
{
  const char *at = strstr (text, needle);
  guint line = 1, column = 1;

  g_assert_nonnull (at);
  for (const char *p = text; p < at; p++)
    if (*p == '\n')
      line++, column = 1;
    else
      column++;
  return g_strdup_printf ("%s:%u:%u: %s", name, line, column, message);
}

static void
assert_domain_error (const char *domain, const char *needle, gint code, const char *message)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(QdPlanTask) task = read_task (domain, problem_text, &error);
  g_autofree char *expected = message_at ("d.pddl", domain, needle, message);

  g_assert_null (task);
  g_assert_error (error, QD_PLAN_ERROR, code);
  g_assert_cmpstr (error->message, ==, expected);
}

static void
assert_problem_error (const char *problem, const char *needle, gint code, const char *message)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(QdPlanTask) task = read_task (domain_text, problem, &error);
  g_autofree char *expected = message_at ("p.pddl", problem, needle, message);

  g_assert_null (task);
  g_assert_error (error, QD_PLAN_ERROR, code);
  g_assert_cmpstr (error->message, ==, expected);
}

/* The domain_text with `from` replaced by `to`. */
static char *
domain_with (const char *from, const char *to)
{
  g_auto(GStrv) parts = g_strsplit (domain_text, from, 2);

  g_assert_nonnull (parts[1]);
  return g_strconcat (parts[0], to, parts[1], NULL);
}

static QdPlanTask *
example (const char *stem)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *domain_name = g_strdup_printf ("%s-domain.pddl", stem);
  g_autofree char *problem_name = g_strdup_printf ("%s-problem.pddl", stem);
  g_autofree char *domain = g_test_build_filename (G_TEST_DIST, "..", "..", "data", "examples", "plan", domain_name,
                                                   NULL);
  g_autofree char *problem = g_test_build_filename (G_TEST_DIST, "..", "..", "data", "examples", "plan", problem_name,
                                                    NULL);
  QdPlanTask *task = qd_plan_task_new_from_files (domain, problem, &error);

  g_assert_no_error (error);
  return task;
}

/* Checks the plan `text`; the status and the message. */
static void
assert_check (const QdPlanTask *task, const char *text, QdPlanCheckStatus status, guint line, const char *message)
{
  g_autoptr(GError) error = NULL;
  QdPlanCheck check;

  g_assert_true (qd_plan_check (task, text, strlen (text), "x.plan", &check, &error));
  g_assert_no_error (error);
  g_assert_cmpint (check.status, ==, status);
  g_assert_cmpuint (check.line, ==, line);
  g_assert_cmpstr (check.message, ==, message);
  qd_plan_check_clear (&check);
}

/* ---- reading */

static void
test_examples (void)
{
  static const char *const stems[] = {
    "air-cargo", "spare-tire", "blocks", "have-cake", "gripper", "water-jugs", "missionaries", "vacuum",
  };

  for (guint i = 0; i < G_N_ELEMENTS (stems); i++)
    {
      g_autoptr(QdPlanTask) task = example (stems[i]);

      g_assert_nonnull (task);
      g_assert_cmpuint (qd_plan_task_n_actions (task), >, 0);
    }
  {
    g_autoptr(QdPlanTask) task = example ("spare-tire");
    g_autofree char *init = qd_plan_initial_text (task);

    g_assert_cmpstr (qd_plan_task_domain_name (task), ==, "spare-tire");
    g_assert_cmpstr (qd_plan_task_problem_name (task), ==, "change-the-tire");
    g_assert_cmpuint (qd_plan_task_n_types (task), ==, 3);
    g_assert_cmpuint (qd_plan_task_n_objects (task), ==, 5);
    g_assert_cmpuint (qd_plan_task_n_predicates (task), ==, 1);
    g_assert_cmpuint (qd_plan_task_n_actions (task), ==, 3);
    g_assert_cmpstr (init, ==, "(at flat axle)\n(at spare trunk)\n");
    g_assert_false (qd_plan_task_has_costs (task));
  }
  {
    g_autoptr(QdPlanTask) task = example ("air-cargo");

    g_assert_true (qd_plan_task_has_costs (task));
  }
}

static void
test_requirements (void)
{
  static const char *const handled =
    ":strips :typing :negative-preconditions :equality :disjunctive-preconditions :existential-preconditions "
    ":universal-preconditions :quantified-preconditions :conditional-effects :adl :action-costs";
  static const char *const refused[] = {
    ":durative-actions", ":numeric-fluents", ":fluents", ":derived-predicates", ":preferences", ":constraints",
    ":timed-initial-literals",
  };
  g_autofree char *all = domain_with (":strips :typing", handled);
  g_autoptr(GError) error = NULL;
  g_autoptr(QdPlanTask) task = read_task (all, problem_text, &error);

  g_assert_no_error (error);
  g_assert_nonnull (task);
  for (guint i = 0; i < G_N_ELEMENTS (refused); i++)
    {
      g_autofree char *domain = domain_with (":typing", refused[i]);
      g_autofree char *message = g_strdup_printf ("the requirement %s is not supported", refused[i]);

      assert_domain_error (domain, refused[i], QD_PLAN_ERROR_UNSUPPORTED, message);
    }
  {
    g_autofree char *domain = domain_with (":typing", ":typing :teleportation");

    assert_domain_error (domain, ":teleportation", QD_PLAN_ERROR_UNSUPPORTED, "unknown requirement :teleportation");
  }
}

static void
test_refused_sections (void)
{
  g_autofree char *durative = domain_with ("  (:action put", "  (:durative-action fly :parameters ())\n  (:action put");
  g_autofree char *derived = domain_with ("  (:action put", "  (:derived (above ?x ?y) (on ?x ?y))\n  (:action put");
  g_autofree char *fluent = domain_with ("  (:action put", "  (:functions (total-cost) - number (fuel ?x) - object)\n  (:action put");
  g_autofree char *assign = domain_with ("(not (clear ?to))", "(assign (total-cost) 3)");
  g_autofree char *cost = domain_with ("(not (clear ?to))", "(increase (total-cost) 2)");
  g_autoptr(GError) error = NULL;
  g_autoptr(QdPlanTask) task = NULL;

  assert_domain_error (durative, "(:durative-action", QD_PLAN_ERROR_UNSUPPORTED,
                       "the requirement :durative-actions is not supported");
  assert_domain_error (derived, "(:derived", QD_PLAN_ERROR_UNSUPPORTED,
                       "the requirement :derived-predicates is not supported");
  assert_domain_error (fluent, "- object", QD_PLAN_ERROR_UNSUPPORTED, "the requirement :numeric-fluents is not supported");
  assert_domain_error (assign, "(assign", QD_PLAN_ERROR_UNSUPPORTED,
                       "“assign”: the requirement :numeric-fluents is not supported");
  task = read_task (cost, problem_text, &error);
  g_assert_no_error (error);
  g_assert_true (qd_plan_task_has_costs (task));
}

static void
test_declaration_errors (void)
{
  g_autofree char *predicate = domain_with ("(clear ?b) (clear ?to)", "(clear ?b) (free ?to)");
  g_autofree char *arity = domain_with ("(clear ?b) (clear ?to)", "(clear ?b) (clear ?to ?b)");
  g_autofree char *variable = domain_with ("(clear ?b) (clear ?to)", "(clear ?b) (clear ?z)");
  g_autofree char *constant = domain_with ("(clear ?b) (clear ?to)", "(clear ?b) (clear c9)");
  g_autofree char *type = domain_with ("(clear ?x - block)", "(clear ?x - brick)");
  g_autofree char *mismatch = domain_with ("(clear ?b) (clear ?to)", "(clear ?b) (clear t0)");
  g_autofree char *variable_type = domain_with ("?to - block)", "?to - table)");

  assert_domain_error (predicate, "free ?to", QD_PLAN_ERROR_INVALID, "unknown predicate free");
  assert_domain_error (arity, "(clear ?to ?b)", QD_PLAN_ERROR_INVALID, "wrong arity: clear takes 1 argument, not 2");
  assert_domain_error (variable, "?z", QD_PLAN_ERROR_INVALID, "undeclared variable ?z");
  assert_domain_error (constant, "c9", QD_PLAN_ERROR_INVALID, "undeclared object or constant c9");
  assert_domain_error (type, "brick", QD_PLAN_ERROR_INVALID, "undeclared type brick");
  assert_domain_error (mismatch, "t0)", QD_PLAN_ERROR_INVALID,
                       "type mismatch: t0 is of type table, clear wants block there");
  assert_domain_error (variable_type, "?to)", QD_PLAN_ERROR_INVALID,
                       "type mismatch: ?to is of type table, clear wants block there");
}

static void
test_problem_errors (void)
{
  assert_problem_error ("(define (problem p) (:domain d)\n  (:objects a - block)\n  (:init (clear z))\n  (:goal (clear a)))",
                        "z)", QD_PLAN_ERROR_INVALID, "undeclared object or constant z");
  assert_problem_error ("(define (problem p) (:domain e)\n  (:goal (clear a)))", "e)", QD_PLAN_ERROR_INVALID,
                        "this problem is for the domain e, not d");
  assert_problem_error ("(define (problem p) (:domain d)\n  (:objects a - block)\n  (:init (= (fuel) 3))\n"
                        "  (:goal (clear a)))", "(= (fuel", QD_PLAN_ERROR_UNSUPPORTED,
                        "the requirement :numeric-fluents is not supported");
  assert_problem_error ("(define (problem p) (:domain d)\n  (:objects a - block)\n  (:init (at 10 (clear a)))\n"
                        "  (:goal (clear a)))", "(at 10", QD_PLAN_ERROR_UNSUPPORTED,
                        "the requirement :timed-initial-literals is not supported");
  assert_problem_error ("(define (problem p) (:domain d)\n  (:objects a - block)\n  (:goal (on a a t0)))",
                        "(on a a t0)", QD_PLAN_ERROR_INVALID, "wrong arity: on takes 2 arguments, not 3");
  assert_problem_error ("(define (problem p) (:domain d)\n  (:objects a - block)\n  (:goal (clear a))\n"
                        "  (:metric maximize (total-cost)))", "(:metric", QD_PLAN_ERROR_UNSUPPORTED,
                        "only the metric “minimize (total-cost)” is supported");
  assert_problem_error ("(define (problem p) (:domain d)\n  (:objects a - block a - block)\n  (:goal (clear a)))",
                        "a - block)", QD_PLAN_ERROR_INVALID, "the object a is declared twice");
}

static void
test_text_errors (void)
{
  static const char nul[] = "(define (domain d)\n  (:predicates (p\0)))";
  g_autofree char *unclosed = g_strndup (domain_text, strlen (domain_text) - 2);
  g_autofree char *extra = g_strconcat (domain_text, ")", NULL);
  GString *deep = g_string_new ("(define (domain d) (:predicates ");
  g_autoptr(GError) error = NULL;
  g_autoptr(QdPlanTask) task = NULL;
  g_autofree char *huge = NULL;

  assert_domain_error (unclosed, "(define", QD_PLAN_ERROR_READ, "this “(” is never closed");
  task = read_task (extra, problem_text, &error);
  g_assert_null (task);
  /* domain_text has 9 lines: the ")" added is the 10th. */
  g_assert_cmpstr (error->message, ==, "d.pddl:10:1: a “)” closes nothing");
  g_clear_error (&error);
  task = qd_plan_task_new (nul, sizeof nul - 1, "d.pddl", problem_text, strlen (problem_text), "p.pddl", &error);
  g_assert_null (task);
  g_assert_cmpstr (error->message, ==, "d.pddl:2:18: not UTF-8 text: not a PDDL file");
  g_clear_error (&error);
  assert_domain_error ("(define (domain d)\n  (:predicates (p \xff)))", "\xff", QD_PLAN_ERROR_READ,
                       "not UTF-8 text: not a PDDL file");
  assert_domain_error ("(define (domain d)\n  (:predicates (p\x01)))", "\x01", QD_PLAN_ERROR_READ,
                       "a control character: not PDDL text");
  /* A vertical tab is no blank (the fuzzer's find: it once read as an empty symbol, forever). */
  assert_domain_error ("(define (domain d)\n  (:predicates (p)\v(q)))", "\v", QD_PLAN_ERROR_READ,
                       "a control character: not PDDL text");
  for (guint i = 0; i < QD_PLAN_MAX_DEPTH + 5; i++)
    g_string_append_c (deep, '(');
  {
    g_autofree char *text = g_string_free (deep, FALSE);
    g_autofree char *message = NULL;

    /* define and :predicates are open: the run's 63rd "(" would be the 65th list open. */
    message = g_strdup_printf ("d.pddl:1:%u: parentheses nested more than %d deep",
                               (guint) strlen ("(define (domain d) (:predicates ") + QD_PLAN_MAX_DEPTH - 1,
                               QD_PLAN_MAX_DEPTH);
    task = read_task (text, problem_text, &error);
    g_assert_null (task);
    g_assert_cmpstr (error->message, ==, message);
    g_clear_error (&error);
  }
  huge = g_malloc (QD_PLAN_MAX_FILE_BYTES + 1);
  memset (huge, ' ', QD_PLAN_MAX_FILE_BYTES + 1);
  task = qd_plan_task_new (huge, QD_PLAN_MAX_FILE_BYTES + 1, "d.pddl", problem_text, strlen (problem_text), "p.pddl",
                           &error);
  g_assert_null (task);
  g_assert_true (g_str_has_suffix (error->message, "larger than 16777216 bytes"));
}

/* ---- the validator */

static void
test_check_examples (void)
{
  g_autoptr(QdPlanTask) tire = example ("spare-tire");
  g_autoptr(QdPlanTask) cargo = example ("air-cargo");
  g_autoptr(QdPlanTask) vacuum = example ("vacuum");
  g_autoptr(QdPlanTask) cake = example ("have-cake");

  assert_check (tire, "(remove flat axle)\n(remove spare trunk)\n(PutOn spare axle)\n", QD_PLAN_CHECK_BAD_ACTION, 3,
                "unknown action puton");
  assert_check (tire, "(remove flat axle)\n(remove spare trunk)\n(put-on spare axle)\n; cost = 3 (unit cost)\n",
                QD_PLAN_CHECK_VALID, 0, NULL);
  assert_check (tire, "(remove spare trunk)\n(put-on spare axle)\n", QD_PLAN_CHECK_INAPPLICABLE, 2,
                "(at flat axle) holds");
  assert_check (tire, "(put-on spare trunk)\n", QD_PLAN_CHECK_INAPPLICABLE, 1, "(= trunk axle) does not hold");
  assert_check (tire, "(remove flat)\n", QD_PLAN_CHECK_BAD_ACTION, 1, "wrong arity: remove takes 2 arguments, not 1");
  assert_check (tire, "(remove flat attic)\n", QD_PLAN_CHECK_BAD_ACTION, 1, "undeclared object attic");
  assert_check (tire, "(remove axle flat)\n", QD_PLAN_CHECK_BAD_ACTION, 1,
                "axle is not of type tire (the parameter ?t of remove)");
  assert_check (tire, "(remove flat axle)\n", QD_PLAN_CHECK_GOAL, 0, "(at spare axle) does not hold");
  assert_check (cargo, "(fly p1 sfo jfk)\n(load c1 p1 sfo)\n", QD_PLAN_CHECK_INAPPLICABLE, 2,
                "(at p1 sfo) does not hold");
  assert_check (vacuum, "(suck)\n(right)\n", QD_PLAN_CHECK_GOAL, 0, "for ?s = b: (dirty b) holds");
  assert_check (vacuum, "(suck) (right) (suck)", QD_PLAN_CHECK_VALID, 0, NULL);
  {
    /* A `?` ends a symbol: (clear?to) is (clear ?to), as published domains write it. */
    g_autofree char *glued = domain_with ("(clear ?to))", "(clear?to))");
    g_autoptr(QdPlanTask) task = read_task (glued, problem_text, NULL);

    g_assert_nonnull (task);
  }
  assert_check (cake, "(bake-cake)\n", QD_PLAN_CHECK_INAPPLICABLE, 1, "(have-cake) holds");
}

static void
test_check_cost (void)
{
  g_autoptr(QdPlanTask) cargo = example ("air-cargo");
  const char *plan = "(load c1 p1 sfo)\n(fly p1 sfo jfk)\n(unload c1 p1 jfk)\n"
                     "(load c2 p2 jfk)\n(fly p2 jfk sfo)\n(unload c2 p2 sfo)\n";
  QdPlanCheck check;

  g_assert_true (qd_plan_check (cargo, plan, strlen (plan), "x.plan", &check, NULL));
  g_assert_cmpint (check.status, ==, QD_PLAN_CHECK_VALID);
  g_assert_cmpuint (check.n_actions, ==, 6);
  g_assert_cmpuint (check.cost, ==, 24);
  qd_plan_check_clear (&check);
}

/* (increase (total-cost) (f ?x)) with the values of the init; one missing. */
static void
test_check_function_costs (void)
{
  static const char *const domain =
    "(define (domain roads) (:requirements :typing :action-costs)\n"
    "  (:types place)\n"
    "  (:predicates (at ?p - place))\n"
    "  (:functions (total-cost) - number (road-length ?a ?b - place) - number)\n"
    "  (:action drive :parameters (?a ?b - place) :precondition (at ?a)\n"
    "    :effect (and (not (at ?a)) (at ?b) (increase (total-cost) (road-length ?a ?b)))))\n";
  static const char *const problem =
    "(define (problem r1) (:domain roads) (:objects x y z - place)\n"
    "  (:init (at x) (= (total-cost) 0) (= (road-length x y) 7) (= (road-length y z) 5))\n"
    "  (:goal (at z)) (:metric minimize (total-cost)))\n";
  g_autoptr(GError) error = NULL;
  g_autoptr(QdPlanTask) task = qd_plan_task_new (domain, strlen (domain), "r.pddl", problem, strlen (problem),
                                                 "r1.pddl", &error);
  QdPlanCheck check;

  g_assert_no_error (error);
  g_assert_true (qd_plan_check (task, "(drive x y) (drive y z)", 23, "x.plan", &check, NULL));
  g_assert_cmpint (check.status, ==, QD_PLAN_CHECK_VALID);
  g_assert_cmpuint (check.cost, ==, 12);
  qd_plan_check_clear (&check);
  assert_check (task, "(drive x z)", QD_PLAN_CHECK_BAD_ACTION, 1, "(road-length x z) has no value in the init");
  {
    g_autofree char *bad = g_strjoin ("", "(define (problem r1) (:domain roads) (:objects x y - place)\n",
                                      "  (:init (= (road-length x q) 7))\n  (:goal (at y)))", NULL);
    g_autoptr(QdPlanTask) none = qd_plan_task_new (domain, strlen (domain), "r.pddl", bad, strlen (bad), "p.pddl",
                                                   &error);

    g_assert_null (none);
    g_assert_cmpstr (error->message, ==, "p.pddl:2:28: undeclared object or constant q");
  }
}

/* Deletes before adds; conditions of `when` read in the state before. */
static void
test_check_semantics (void)
{
  static const char *const domain =
    "(define (domain s) (:requirements :adl)\n"
    "  (:predicates (p) (q ?x))\n"
    "  (:action keep :effect (and (not (p)) (p)))\n"
    "  (:action toggle :effect (and (when (p) (not (p))) (when (not (p)) (p))))\n"
    "  (:action some :precondition (exists (?x) (q ?x)) :effect (p))\n"
    "  (:action all :precondition (forall (?x) (imply (q ?x) (p))) :effect (p)))\n";
  static const char *const problem =
    "(define (problem s1) (:domain s) (:objects a b) (:init (p) (q b)) (:goal (p)))\n";
  g_autoptr(GError) error = NULL;
  g_autoptr(QdPlanTask) task = qd_plan_task_new (domain, strlen (domain), "s.pddl", problem, strlen (problem),
                                                 "s1.pddl", &error);

  g_assert_no_error (error);
  assert_check (task, "(keep)", QD_PLAN_CHECK_VALID, 0, NULL);
  assert_check (task, "(toggle)", QD_PLAN_CHECK_GOAL, 0, "(p) does not hold");
  assert_check (task, "(toggle) (toggle) (some) (all)", QD_PLAN_CHECK_VALID, 0, NULL);
  assert_check (task, "(toggle) (all)", QD_PLAN_CHECK_INAPPLICABLE, 1, "for ?x = b: (p) does not hold");
}

static void
test_check_unreadable (void)
{
  g_autoptr(QdPlanTask) tire = example ("spare-tire");
  g_autoptr(GError) error = NULL;
  QdPlanCheck check;

  g_assert_false (qd_plan_check (tire, "(remove flat axle\n", 18, "x.plan", &check, &error));
  g_assert_cmpstr (error->message, ==, "x.plan:1:1: this “(” is never closed");
  g_clear_error (&error);
  g_assert_false (qd_plan_check (tire, "\n(remove (flat) axle)\n", 22, "x.plan", &check, &error));
  g_assert_cmpstr (error->message, ==, "x.plan:2:9: an action's arguments are objects, not lists");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/plan/examples", test_examples);
  g_test_add_func ("/plan/requirements", test_requirements);
  g_test_add_func ("/plan/refused-sections", test_refused_sections);
  g_test_add_func ("/plan/declaration-errors", test_declaration_errors);
  g_test_add_func ("/plan/problem-errors", test_problem_errors);
  g_test_add_func ("/plan/text-errors", test_text_errors);
  g_test_add_func ("/plan/check-examples", test_check_examples);
  g_test_add_func ("/plan/check-cost", test_check_cost);
  g_test_add_func ("/plan/check-semantics", test_check_semantics);
  g_test_add_func ("/plan/check-function-costs", test_check_function_costs);
  g_test_add_func ("/plan/check-unreadable", test_check_unreadable);
  return g_test_run ();
}
