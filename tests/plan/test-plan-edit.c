/* test-plan-edit.c — a problem's init and goal edited in its text
 * (problems/plan/qd-plan-edit.h): the other bytes (comments, layout) kept,
 * a fact on a line of its own removed with its line and added with the
 * last fact's indentation, a single goal made a conjunction, a goal that is
 * no conjunction refused; the predicates' objects by type. */
#include "config.h"

#include "problems/plan/qd-plan-edit.h"

#include <string.h>

static const char PROBLEM[] =
  "; a comment (on a b) that is no fact\n"
  "(define (problem p) (:domain blocks)\n"
  "  (:objects a b c)\n"
  "  (:init\n"
  "    (clear a) ; the top\n"
  "    (on a b)\n"
  "    (ontable b))\n"
  "  (:goal (and (on b a)\n"
  "              (ON  A   C))))\n";

static char *
edit (const char *text, const char *fact, gboolean goal, gboolean in)
{
  g_autoptr(GError) error = NULL;
  char *out = goal ? qd_plan_edit_goal (text, fact, in, &error) : qd_plan_edit_init (text, fact, in, &error);

  g_assert_no_error (error);
  return out;
}

static void
test_init (void)
{
  g_autofree char *removed = edit (PROBLEM, "(on a b)", FALSE, FALSE);
  g_autofree char *added = edit (PROBLEM, "(clear c)", FALSE, TRUE);
  g_autofree char *same = edit (PROBLEM, "(CLEAR  a)", FALSE, TRUE);
  g_autofree char *inline_ = edit ("(define (problem p) (:domain d) (:init (p) (q)) (:goal (p)))", "(q)", FALSE, FALSE);
  g_autofree char *empty = edit ("(define (problem p) (:domain d) (:init) (:goal (p)))", "(q)", FALSE, TRUE);
  g_autofree char *last = edit (PROBLEM, "(ontable b)", FALSE, FALSE);
  g_autoptr(GError) error = NULL;

  g_assert_true (strstr (last, "    (on a b))\n  (:goal") != NULL);
  g_assert_cmpstr (removed, ==,
                   "; a comment (on a b) that is no fact\n(define (problem p) (:domain blocks)\n  (:objects a b c)\n"
                   "  (:init\n    (clear a) ; the top\n    (ontable b))\n"
                   "  (:goal (and (on b a)\n              (ON  A   C))))\n");
  g_assert_cmpstr (added, ==,
                   "; a comment (on a b) that is no fact\n(define (problem p) (:domain blocks)\n  (:objects a b c)\n"
                   "  (:init\n    (clear a) ; the top\n    (on a b)\n    (ontable b)\n    (clear c))\n"
                   "  (:goal (and (on b a)\n              (ON  A   C))))\n");
  g_assert_cmpstr (same, ==, PROBLEM);
  g_assert_cmpstr (inline_, ==, "(define (problem p) (:domain d) (:init (p)) (:goal (p)))");
  g_assert_cmpstr (empty, ==, "(define (problem p) (:domain d) (:init (q)) (:goal (p)))");
  g_assert_null (qd_plan_edit_init ("(define (domain d))", "(q)", TRUE, &error));
  g_assert_error (error, QD_PLAN_ERROR, QD_PLAN_ERROR_READ);
}

static void
test_goal (void)
{
  g_autofree char *removed = edit (PROBLEM, "(on a c)", TRUE, FALSE);
  g_autofree char *added = edit (PROBLEM, "(clear b)", TRUE, TRUE);
  g_autofree char *single = edit ("(define (problem p) (:domain d) (:init) (:goal (p)))", "(q)", TRUE, TRUE);
  g_autofree char *none = edit ("(define (problem p) (:domain d) (:init) (:goal (p)))", "(p)", TRUE, FALSE);
  g_autoptr(GPtrArray) atoms = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GError) error = NULL;
  const char *negated = "(define (problem p) (:domain d) (:init) (:goal (and (p) (not (q)))))";

  g_assert_cmpstr (removed, ==,
                   "; a comment (on a b) that is no fact\n(define (problem p) (:domain blocks)\n  (:objects a b c)\n"
                   "  (:init\n    (clear a) ; the top\n    (on a b)\n    (ontable b))\n"
                   "  (:goal (and (on b a))))\n");
  g_assert_true (g_str_has_suffix (added, "  (:goal (and (on b a)\n              (ON  A   C)\n              (clear b))))\n"));
  g_assert_cmpstr (single, ==, "(define (problem p) (:domain d) (:init) (:goal (and (p) (q))))");
  g_assert_cmpstr (none, ==, "(define (problem p) (:domain d) (:init) (:goal (and)))");
  g_assert_true (qd_plan_edit_goal_atoms (PROBLEM, atoms));
  g_assert_cmpuint (atoms->len, ==, 2);
  g_assert_cmpstr (atoms->pdata[1], ==, "(on a c)");
  g_assert_false (qd_plan_edit_goal_atoms (negated, atoms));
  g_assert_null (qd_plan_edit_goal (negated, "(r)", TRUE, &error));
  g_assert_error (error, QD_PLAN_ERROR, QD_PLAN_ERROR_UNSUPPORTED);
}

static void
test_objects (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_test_build_filename (G_TEST_DIST, "..", "..", "data", "examples", "plan", NULL);
  g_autofree char *domain = g_build_filename (dir, "air-cargo-domain.pddl", NULL);
  g_autofree char *problem = g_build_filename (dir, "air-cargo-problem.pddl", NULL);
  QdPlanTask *task = qd_plan_task_new_from_files (domain, problem, &error);
  g_auto(GStrv) predicates = NULL, cargo = NULL, places = NULL;

  g_assert_no_error (error);
  predicates = qd_plan_task_predicate_names (task);
  g_assert_true (g_strv_contains ((const char *const *) predicates, "in"));
  cargo = qd_plan_task_objects_for (task, "in", 0);
  places = qd_plan_task_objects_for (task, "at", 1);
  g_assert_true (g_strv_contains ((const char *const *) cargo, "c1"));
  g_assert_false (g_strv_contains ((const char *const *) cargo, "p1"));
  g_assert_true (g_strv_contains ((const char *const *) places, "sfo"));
  g_assert_null (qd_plan_task_objects_for (task, "in", 2));
  g_assert_null (qd_plan_task_objects_for (task, "nothing", 0));
  qd_plan_task_free (task);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/plan-edit/init", test_init);
  g_test_add_func ("/plan-edit/goal", test_goal);
  g_test_add_func ("/plan-edit/objects", test_objects);
  return g_test_run ();
}
