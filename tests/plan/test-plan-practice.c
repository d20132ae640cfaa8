/* test-plan-practice.c — practice on a planning task
 * (src/problems/plan/qd-plan-practice.h) on AIMA's examples, the answers
 * worked out by hand:
 *   - the spare tire along the book's plan: at the start (remove flat
 *     axle), (remove spare trunk) and (leave-overnight) apply; h_max = h_add
 *     = 2 (the spare on the ground costs 1, on the axle 1 + 1); in S1 a
 *     tire on the ground is mutex with the same tire where it was (the
 *     removal and the persistence have inconsistent effects); once the flat
 *     is on the ground it may go back on the axle; the cost 3;
 *   - the blocks world (Sussman): h_max 2 ((on a b) needs (clear a), 1),
 *     (on a b) the dearest fact that does not hold, at 2,
 *     h_add 3 (2 + 1);
 *   - have cake: (have-cake) / (eaten-cake) mutex in S1, as AIMA draws it;
 *     after Eat only Bake applies;
 * and the names read in any case and spacing, the pairs in either order,
 * a wrong set refused, an action that does not apply refused. */
#include "config.h"

#include <glib.h>
#include <math.h>
#include <string.h>

#include "problems/plan/qd-plan-exercise.h"
#include "problems/plan/qd-plan-ground.h"
#include "problems/plan/qd-plan-practice.h"

static QdStrips *
ground_example (const char *stem)
{
  g_autofree char *dname = g_strdup_printf ("%s-domain.pddl", stem), *pname = g_strdup_printf ("%s-problem.pddl", stem);
  g_autofree char *domain = g_test_build_filename (G_TEST_DIST, "..", "..", "data", "examples", "plan", dname, NULL);
  g_autofree char *problem = g_test_build_filename (G_TEST_DIST, "..", "..", "data", "examples", "plan", pname, NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(QdPlanTask) task = qd_plan_task_new_from_files (domain, problem, &error);
  QdStrips *strips;

  g_assert_no_error (error);
  strips = qd_plan_ground (task, NULL, NULL, &error);
  g_assert_no_error (error);
  return strips;
}

static guint
op_named (const QdStrips *strips, const char *name)
{
  for (guint i = 0; i < strips->n_ops; i++)
    if (strcmp (strips->ops[i].name, name) == 0)
      return i;
  g_error ("no operator %s", name);
  return 0;
}

/* The current question starts with `text`; `wrong` (if any) is refused and
 * `right` accepted. */
static void
answer (QdPractice *p, const char *text, const char *wrong, const char *right)
{
  const QdPracticeQuestion *q = qd_practice_current (p);
  g_autofree char *message = NULL;

  g_assert_nonnull (q);
  if (!g_str_has_prefix (q->text, text))
    g_error ("question “%s”, not “%s”", q->text, text);
  if (wrong != NULL)
    g_assert_cmpint (qd_practice_answer (p, wrong, NULL), ==, QD_PRACTICE_WRONG);
  if (qd_practice_answer (p, right, &message) != QD_PRACTICE_RIGHT)
    g_error ("“%s” refused for “%s” (answer %s): %s", right, q->text, q->answer, message);
}

static void
test_keys (void)
{
  const char *cases[][2] = {
    { "Stack A B", "(stack a b)" },
    { "  ( on  A  B ) ", "(on a b)" },
    { "(on a b)(clear c)", "(on a b)\n(clear c)" },
    { "(not (Have-Cake))", "(not (have-cake))" },
    { "(Have-Cake) / (eaten-cake)", "(eaten-cake) / (have-cake)" },
    { "eaten-cake / have-cake", "(eaten-cake) / (have-cake)" },
  };
  const char *bad[] = { "", "(on a", "on a)", "on (a b)", "(a) (b) / (c)", "/ (c)" };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *key = qd_plan_practice_key (cases[i][0]);

      g_assert_cmpstr (key, ==, cases[i][1]);
    }
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autofree char *key = qd_plan_practice_key (bad[i]);

      if (key != NULL)
        g_error ("“%s” read as “%s”", bad[i], key);
    }
}

static void
test_spare_tire (void)
{
  g_autoptr(QdStrips) s = ground_example ("spare-tire");
  guint plan[] = { op_named (s, "(remove flat axle)"), op_named (s, "(remove spare trunk)"),
                   op_named (s, "(put-on spare axle)") };
  g_autoptr(GError) error = NULL;
  g_autoptr(QdPractice) p = qd_plan_practice_new (s, plan, G_N_ELEMENTS (plan), &error);

  g_assert_no_error (error);
  qd_practice_set_frequency (p, QD_PRACTICE_EVERY_STEP);
  answer (p, "Which actions are applicable", "(remove flat axle), (remove spare trunk)",
          "Remove Flat Axle; (REMOVE spare trunk), leave-overnight");
  answer (p, "What is h_max of (at spare axle)", "1", "2");
  answer (p, "What is h_max of the goal", "3", "2");
  answer (p, "What is h_add", "1", "2");
  answer (p, "Which pairs of facts are mutex in S1", "(at flat axle) / (at spare trunk)",
          "(at flat ground)/(at flat axle), (at spare trunk) / (at spare ground)");
  answer (p, "Which facts does (remove flat axle) make true", "(at flat axle)", "at flat ground");
  answer (p, "Which facts does (remove flat axle) make false", "none", "(at flat axle)");
  /* Step 1: the flat on the ground. */
  answer (p, "Which actions are applicable", "(remove spare trunk), (leave-overnight)",
          "(remove spare trunk), (put-on flat axle), (leave-overnight)");
  answer (p, "What is h_max of (at spare axle)", NULL, "2");
  answer (p, "What is h_max of the goal", NULL, "2");
  answer (p, "What is h_add", NULL, "2");
  g_assert_cmpuint (qd_practice_current (p)->step, ==, 1);
  answer (p, "Which facts does (remove spare trunk) make true", NULL, "(at spare ground)");
  answer (p, "Which facts does (remove spare trunk) make false", NULL, "(at spare trunk)");
  /* Step 2: both tires on the ground; the flat may go back on the axle. */
  answer (p, "Which actions are applicable", NULL,
          "(put-on flat axle), (put-on spare axle), (leave-overnight)");
  answer (p, "What is h_max of (", NULL, "1");
  answer (p, "What is h_max of the goal", NULL, "1");
  answer (p, "What is h_add", NULL, "1");
  answer (p, "Which facts does (put-on spare axle) make true", NULL, "(at spare axle)");
  answer (p, "Which facts does (put-on spare axle) make false", NULL, "(at spare ground)");
  /* The end: the goal holds. */
  answer (p, "Which actions are applicable", NULL,
          "(remove spare axle), (put-on flat axle), (leave-overnight)");
  answer (p, "What is h_max of (", NULL, "1");
  answer (p, "What is h_max of the goal", NULL, "0");
  answer (p, "What is h_add", NULL, "0");
  answer (p, "What is the cost of the 3 actions played", "2", "3");
  g_assert_true (qd_practice_finished (p));
  /* The end only: h_max at the last state and the cost. */
  qd_practice_set_frequency (p, QD_PRACTICE_END);
  g_assert_cmpuint (qd_practice_n_asked (p), ==, 2);
  g_assert_true (qd_strips_is_goal (s, qd_plan_practice_state (p, 3)));
  g_assert_null (qd_plan_practice_state (p, 4));
}

static void
test_blocks (void)
{
  g_autoptr(QdStrips) s = ground_example ("blocks");
  g_autoptr(QdPractice) p = qd_plan_practice_new (s, NULL, 0, NULL);
  const QdPracticeQuestion *q;

  qd_practice_set_frequency (p, QD_PRACTICE_EVERY_STEP);
  answer (p, "Which actions are applicable", "(move c a b)", "(move c a b), (move-to-table c a), (move b table c)");
  answer (p, "What is h_max of (on a b)", "1", "2");
  answer (p, "What is h_max of the goal", "3", "2");
  answer (p, "What is h_add", "2", "3");
  /* More than QD_PLAN_PRACTICE_MAX_PAIRS pairs: asked as a count. */
  q = qd_practice_current (p);
  g_assert_cmpint (q->kind, ==, QD_PRACTICE_NUMBER);
  g_assert_true (g_str_has_prefix (q->text, "How many pairs of facts are mutex in S1"));
  g_assert_cmpfloat (q->number, >, QD_PLAN_PRACTICE_MAX_PAIRS);
}

static void
test_have_cake (void)
{
  g_autoptr(QdStrips) s = ground_example ("have-cake");
  guint plan[] = { op_named (s, "(eat-cake)"), op_named (s, "(bake-cake)") };
  g_autoptr(QdPractice) p = qd_plan_practice_new (s, plan, 2, NULL);
  g_autoptr(QdPractice) again = qd_plan_practice_new (s, plan, 2, NULL);
  g_autofree char *text = qd_plan_practice_to_text (p), *text_again = qd_plan_practice_to_text (again);

  qd_practice_set_frequency (p, QD_PRACTICE_EVERY_STEP);
  answer (p, "Which actions are applicable", "(bake-cake)", "(eat-cake)");
  answer (p, "What is h_max of (eaten-cake)", "0", "1");
  answer (p, "What is h_max of the goal", "2", "1");
  answer (p, "What is h_add", "2", "1");
  answer (p, "Which pairs of facts are mutex in S1", "none", "(eaten-cake) / (have-cake)");
  answer (p, "Which facts does (eat-cake) make true", NULL, "(eaten-cake)");
  answer (p, "Which facts does (eat-cake) make false", NULL, "(have-cake)");
  answer (p, "Which actions are applicable", "(eat-cake)", "(bake-cake)");
  g_assert_cmpstr (text, ==, text_again);
  g_assert_true (strstr (text, "step 0: Which pairs of facts are mutex in S1") != NULL);
  g_assert_true (strstr (text, "  why: (have-cake) / (eaten-cake): inconsistent support.\n") != NULL);
}

static void
test_not_applicable (void)
{
  g_autoptr(QdStrips) s = ground_example ("have-cake");
  guint plan[] = { op_named (s, "(bake-cake)") };
  g_autoptr(GError) error = NULL;
  g_autoptr(QdPractice) p = qd_plan_practice_new (s, plan, 1, &error);

  g_assert_null (p);
  g_assert_error (error, QD_PLAN_ERROR, QD_PLAN_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==, "action 1: (bake-cake) is not applicable there");
}

/* Issue 92: a wrong set of applicable actions is told by the student's own
 * answer: each action left out and each one given that does not apply,
 * with why; nothing on the actions it got right; the score counts it. */
static void
test_wrong_set (void)
{
  g_autoptr(QdStrips) s = ground_example ("blocks");
  g_autoptr(QdPractice) p = qd_plan_practice_new (s, NULL, 0, NULL);
  g_autofree char *message = NULL, *score = NULL;

  qd_practice_set_frequency (p, QD_PRACTICE_EVERY_STEP);
  g_assert_cmpstr (qd_practice_current (p)->text, ==, "Which actions are applicable in this state?");
  g_assert_cmpstr (qd_practice_current (p)->answer, ==, "(move b table c), (move c a b), (move-to-table c a)");
  g_assert_cmpint (qd_practice_answer (p, "(move b table c) (Move A Table B)", &message), ==, QD_PRACTICE_WRONG);
  g_assert_cmpstr (message, ==,
                   "No: you left out (move c a b): it applies: each of its preconditions holds, and none of its "
                   "negative ones; you left out (move-to-table c a): it applies: each of its preconditions holds, "
                   "and none of its negative ones; you gave (move a table b), but it does not apply: (clear a) "
                   "does not hold.");
  score = qd_practice_score_text (p);
  g_assert_cmpstr (score, ==, "0 right of 1");
  g_clear_pointer (&message, g_free);
  g_assert_cmpint (qd_practice_answer (p, "(move b table c) (move c a b)", &message), ==, QD_PRACTICE_WRONG);
  g_assert_cmpstr (message, ==, "No: you left out (move-to-table c a): it applies: each of its preconditions "
                                "holds, and none of its negative ones.");
  g_clear_pointer (&score, g_free);
  score = qd_practice_score_text (p);
  g_assert_cmpstr (score, ==, "0 right of 1");
  g_assert_cmpint (qd_practice_answer (p, "(move c a b), (move-to-table c a), (move b table c)", NULL), ==,
                   QD_PRACTICE_RIGHT);
  g_clear_pointer (&score, g_free);
  score = qd_practice_score_text (p);
  g_assert_cmpstr (score, ==, "0 right of 1");
}

/* The blocks world's init replaced by the state after (move-to-table c a):
 * the static (block x) atoms kept, a comment's "(:init" passed over. */
static void
test_replace_init (void)
{
  g_autoptr(QdStrips) s = ground_example ("blocks");
  const char *problem = "; not this (:init (on a b))\n(define (problem p) (:domain blocks-world) (:objects a b c)\n"
                        "  (:INIT (on a table) (on b table) (on c a) ; a comment\n"
                        "         (block a) (Block B) (block c) (clear b) (clear c))\n"
                        "  (:goal (and (on a b) (on b c))))\n";
  g_autofree guint64 *next = g_new0 (guint64, s->n_words);
  g_autoptr(GPtrArray) kept = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *text = NULL, *none = NULL;

  qd_strips_apply (s, s->init, op_named (s, "(move-to-table c a)"), next);
  text = qd_plan_exercise_replace_init (problem, s, next, kept);
  g_assert_cmpstr (text, ==,
                   "; not this (:init (on a b))\n(define (problem p) (:domain blocks-world) (:objects a b c)\n"
                   "  (:init\n    (block a)\n    (Block B)\n    (block c)\n    (on a table)\n    (on b table)\n"
                   "    (on c table)\n    (clear a)\n    (clear b)\n    (clear c))\n"
                   "  (:goal (and (on a b) (on b c))))\n");
  g_assert_cmpuint (kept->len, ==, 3);
  g_assert_cmpstr (kept->pdata[1], ==, "(Block B)");
  none = qd_plan_exercise_replace_init ("(define (problem p) (:goal (a)))", s, next, NULL);
  g_assert_null (none);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/plan-practice/keys", test_keys);
  g_test_add_func ("/plan-practice/spare-tire", test_spare_tire);
  g_test_add_func ("/plan-practice/blocks", test_blocks);
  g_test_add_func ("/plan-practice/have-cake", test_have_cake);
  g_test_add_func ("/plan-practice/not-applicable", test_not_applicable);
  g_test_add_func ("/plan-practice/wrong-set", test_wrong_set);
  g_test_add_func ("/plan-practice/replace-init", test_replace_init);
  return g_test_run ();
}
