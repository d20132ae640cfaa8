/* test-constraints-practice.c — practice on the Constraints tab (issue 51):
 * the questions of four queens by forward checking (its steps known, as
 * tests/constraints/test-ui-constraints.c asserts them: q[1] = 1 removes
 * {1, 2} from q[2], {1, 3} from q[3] and {1, 4} from q[4]; q[2] = 3 removes
 * {2, 4} from q[3]), answers judged right and wrong with the replay's own
 * sentence, the answer syntax, every frequency; AC-3 arc by arc on x < y. */
#include <string.h>

#include "core/qd-practice.h"
#include "problems/constraints/qd-constraints-practice.h"

static QdConstraintsDoc *
queens4 (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "..", "data", "examples", "constraints",
                                                 "queens-4.csp", NULL);
  g_autofree char *text = NULL;
  QdConstraintsDoc *doc;

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  doc = qd_constraints_doc_parse (text, -1, NULL);
  g_assert_nonnull (doc);
  g_assert_nonnull (doc->model);
  return doc;
}

/* A first-solution search with the tab's static orders, recorded. */
static QdConstraintsReplay *
record (const QdConstraintsDoc *doc, QdCspInference inference)
{
  QdConstraintsReplay *replay = qd_constraints_replay_new (inference, 1000);
  QdConstraintsRecorder recorder;
  QdCspOptions options;
  QdCspSolver *solver;
  QdCspStats stats = { 0 };

  qd_constraints_recorder_init (&recorder, replay, doc->model->csp);
  qd_csp_options_init (&options);
  options.inference = inference;
  options.listener = &qd_constraints_recorder_listener;
  options.listener_data = &recorder;
  solver = qd_csp_solver_new (doc->model->csp, &options);
  g_assert_cmpint (qd_csp_solver_run (solver, &stats), ==, QD_CSP_SOLVED);
  qd_csp_solver_free (solver);
  qd_constraints_recorder_clear (&recorder);
  return replay;
}

static QdPracticeVerdict
answer (QdPractice *practice, const char *given, char **message)
{
  return qd_practice_answer (practice, given, message);
}

static void
test_fc_every_step (void)
{
  g_autoptr(QdConstraintsDoc) doc = queens4 ();
  QdConstraintsReplay *replay = record (doc, QD_CSP_INFER_FC);
  g_autoptr(QdPractice) practice = qd_constraints_practice_new_search (doc, replay);
  const QdPracticeQuestion *q;
  g_autofree char *message = NULL;

  /* The practice keeps its own copies. */
  qd_constraints_replay_free (replay);
  qd_practice_set_frequency (practice, QD_PRACTICE_EVERY_STEP);
  /* Eight assignments, each with its removals, and the solution. */
  g_assert_cmpuint (qd_practice_n_asked (practice), ==, 17);

  q = qd_practice_current (practice);
  g_assert_cmpuint (q->kind, ==, QD_PRACTICE_NAME);
  g_assert_cmpuint (q->step, ==, 0);
  g_assert_true (g_str_has_prefix (q->text, "Which variable is assigned next, and which value?"));
  g_assert_cmpstr (q->answer, ==, "q[1]=1");
  /* A wrong value: explained by the step's own sentence. */
  g_assert_cmpint (answer (practice, "q[1]=2", &message), ==, QD_PRACTICE_WRONG);
  g_assert_true (g_str_has_prefix (message, "No: Assigned q[1] = 1; forward checking removed {1, 2} from q[2], "
                                            "{1, 3} from q[3] and {1, 4} from q[4] (q[1] != q[2]"));
  g_clear_pointer (&message, g_free);
  /* Not a variable of the network, not a value of q[1]: unreadable. */
  g_assert_cmpint (answer (practice, "z=1", &message), ==, QD_PRACTICE_UNREADABLE);
  g_clear_pointer (&message, g_free);
  g_assert_cmpint (answer (practice, "q[1]=9", NULL), ==, QD_PRACTICE_UNREADABLE);
  g_assert_cmpint (answer (practice, "q[1]", NULL), ==, QD_PRACTICE_UNREADABLE);
  /* Blanks and case free. */
  g_assert_cmpint (answer (practice, " Q[1] = 1 ", NULL), ==, QD_PRACTICE_RIGHT);

  q = qd_practice_current (practice);
  g_assert_cmpuint (q->kind, ==, QD_PRACTICE_NAMES);
  g_assert_cmpuint (q->step, ==, 0);
  g_assert_true (g_str_has_prefix (q->text, "q[1]=1 is assigned: which values does forward checking remove"));
  g_assert_cmpstr (q->answer, ==, "q[2]=1/2, q[3]=1/3, q[4]=1/4");
  /* Half the answer is wrong. */
  g_assert_cmpint (answer (practice, "q[2]=1/2", &message), ==, QD_PRACTICE_WRONG);
  g_assert_true (g_str_has_prefix (message, "No: Assigned q[1] = 1; forward checking removed"));
  g_clear_pointer (&message, g_free);
  g_assert_cmpint (answer (practice, "none", NULL), ==, QD_PRACTICE_WRONG);
  /* Any order, one pair at a time or grouped, commas or blanks. */
  g_assert_cmpint (answer (practice, "q[4]=4 q[2]=1 q[3]=1/3 q[2]=2 q[4]=1", NULL), ==, QD_PRACTICE_RIGHT);

  q = qd_practice_current (practice);
  g_assert_cmpstr (q->answer, ==, "q[2]=3");
  g_assert_cmpuint (q->step, ==, 1);
  g_assert_cmpint (answer (practice, "q[2]=4", &message), ==, QD_PRACTICE_WRONG);
  g_assert_cmpstr (message, ==, "No: Assigned q[2] = 3; forward checking removed {2, 4} from q[3] "
                                "(q[2] != q[3] and abs(q[2] - q[3]) != 1).");
  g_clear_pointer (&message, g_free);
  g_assert_cmpint (answer (practice, "q[2]=3", NULL), ==, QD_PRACTICE_RIGHT);
  g_assert_cmpstr (qd_practice_current (practice)->answer, ==, "q[3]=2/4");
  g_assert_cmpint (answer (practice, "q[3]=2, q[3]=4", NULL), ==, QD_PRACTICE_RIGHT);

  /* After the wipe-out and the backtrack (steps 3 and 4): q[2] = 4 at step 5. */
  q = qd_practice_current (practice);
  g_assert_cmpstr (q->answer, ==, "q[2]=4");
  g_assert_cmpuint (q->step, ==, 4);
  g_assert_cmpint (answer (practice, "q[2]=4", NULL), ==, QD_PRACTICE_RIGHT);
  /* Show Me through the rest; the last is the solution. */
  while (qd_practice_current (practice)->level != QD_PRACTICE_LEVEL_END)
    g_free (qd_practice_show_me (practice));
  g_assert_cmpuint (qd_practice_position (practice), ==, 16);
  q = qd_practice_current (practice);
  g_assert_cmpuint (q->level, ==, QD_PRACTICE_LEVEL_END);
  g_assert_cmpstr (q->answer, ==, "q[1]=2, q[2]=4, q[3]=1, q[4]=3");
  g_assert_cmpint (answer (practice, "q[1]=2, q[2]=4, q[3]=1", &message), ==, QD_PRACTICE_WRONG);
  g_assert_cmpstr (message, ==, "No: The search's first solution is q[1]=2, q[2]=4, q[3]=1, q[4]=3.");
  g_clear_pointer (&message, g_free);
  g_assert_cmpint (answer (practice, "q[4]=3 q[3]=1 q[2]=4 q[1]=2", NULL), ==, QD_PRACTICE_RIGHT);
  g_assert_true (qd_practice_finished (practice));
}

static void
test_frequencies (void)
{
  g_autoptr(QdConstraintsDoc) doc = queens4 ();
  QdConstraintsReplay *fc = record (doc, QD_CSP_INFER_FC);
  QdConstraintsReplay *bt = record (doc, QD_CSP_INFER_NONE);
  g_autoptr(QdPractice) practice = qd_constraints_practice_new_search (doc, fc);
  g_autoptr(QdPractice) plain = qd_constraints_practice_new_search (doc, bt);

  /* Decisions: the assignments and the solution. */
  g_assert_cmpuint (qd_practice_n_asked (practice), ==, 9);
  qd_practice_set_frequency (practice, QD_PRACTICE_END);
  g_assert_cmpuint (qd_practice_n_asked (practice), ==, 1);
  g_assert_cmpuint (qd_practice_current (practice)->step, ==, 0);
  /* Backtracking has no inference to ask about. */
  qd_practice_set_frequency (plain, QD_PRACTICE_EVERY_STEP);
  for (guint i = 0; i < qd_practice_n_asked (plain); i++)
    g_assert_cmpuint (qd_practice_get (plain, i)->kind, ==,
                      i + 1 < qd_practice_n_asked (plain) ? QD_PRACTICE_NAME : QD_PRACTICE_NAMES);
  g_assert_cmpstr (qd_practice_current (plain)->answer, ==, "q[1]=1");
  qd_constraints_replay_free (fc);
  qd_constraints_replay_free (bt);
}

/* x < y on 1..3: (x, x < y) removes 3 from x, (y, x < y) 1 from y. */
static void
test_ac3 (void)
{
  g_autoptr(QdConstraintsDoc) doc = qd_constraints_doc_parse ("var x, y in 1..3\nx < y\n", -1, NULL);
  g_autoptr(QdPractice) practice = NULL;
  const QdPracticeQuestion *q;
  g_autofree char *message = NULL;

  g_assert_nonnull (doc);
  g_assert_nonnull (doc->model);
  practice = qd_constraints_practice_new_ac3 (doc, 1000);
  qd_practice_set_frequency (practice, QD_PRACTICE_EVERY_STEP);
  q = qd_practice_current (practice);
  g_assert_cmpstr (q->text, ==, "Which values does revising the arc (x, x < y) remove from x? Type them as 1/2, or none.");
  g_assert_cmpstr (q->answer, ==, "x=3");
  g_assert_cmpuint (q->step, ==, 0);
  g_assert_cmpint (answer (practice, "none", &message), ==, QD_PRACTICE_WRONG);
  g_assert_true (g_str_has_prefix (message, "No: Removed 3 from x because of x < y."));
  g_clear_pointer (&message, g_free);
  /* A bare value is the arc's variable's. */
  g_assert_cmpint (answer (practice, "3", NULL), ==, QD_PRACTICE_RIGHT);
  q = qd_practice_current (practice);
  g_assert_cmpstr (q->answer, ==, "y=1");
  g_assert_cmpuint (q->step, ==, 1);
  g_assert_cmpint (answer (practice, "y=1", NULL), ==, QD_PRACTICE_RIGHT);
  /* Whatever the queue holds next removes nothing; then the end. */
  while ((q = qd_practice_current (practice)) != NULL && q->level != QD_PRACTICE_LEVEL_END)
    {
      g_assert_cmpstr (q->answer, ==, "none");
      g_assert_cmpint (answer (practice, "none", NULL), ==, QD_PRACTICE_RIGHT);
    }
  g_assert_nonnull (q);
  g_assert_cmpstr (q->answer, ==, "x=3, y=1");
  g_assert_cmpint (answer (practice, "x=2", &message), ==, QD_PRACTICE_WRONG);
  g_assert_cmpstr (message, ==, "No: When AC-3 ends, the domains are x {1, 2}, y {2, 3}.");
  g_assert_cmpint (answer (practice, "y=1, x=3", NULL), ==, QD_PRACTICE_RIGHT);
  g_assert_true (qd_practice_finished (practice));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/constraints-practice/fc-every-step", test_fc_every_step);
  g_test_add_func ("/constraints-practice/frequencies", test_frequencies);
  g_test_add_func ("/constraints-practice/ac3", test_ac3);
  return g_test_run ();
}
