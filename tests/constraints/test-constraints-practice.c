/* test-constraints-practice.c — practice on the Constraints tab (issue 51):
 * the questions of four queens by forward checking (its steps known, as
 * tests/constraints/test-ui-constraints.c asserts them: q[1] = 1 removes
 * {1, 2} from q[2], {1, 3} from q[3] and {1, 4} from q[4]; q[2] = 3 removes
 * {2, 4} from q[3]), answers judged right and wrong with the replay's own
 * sentence, the answer syntax, every frequency; AC-3 arc by arc on x < y.
 *
 * Min-conflicts on x, y, z in 1..3 with x != y, y != z, x != z, from
 * x = y = z = 1, no random walk, worked by hand.  The start violates all
 * three constraints: x, y and z are in conflict.  Step 1 draws one of them,
 * V: V=1 has 2 conflicts (its value), 2 and 3 have 0 each (the other two
 * are 1): a tie, V moves to W, 2 or 3, drawn; the other two, A and B, both
 * 1, still violate A != B: 1 constraint.  Step 2 draws U among A and B:
 * U=1 has 1 conflict (its value), W has 1 (V has it), the third value R
 * has 0: U moves to R, and nothing is violated: a solution after 2 steps.
 * Which of the variables and which of the tied values are drawn is the
 * seed's; the test reads them from the run and checks the rest.
 *
 * Domain splitting on x, y in 1..4 with x + y == 5 and x > y.  Arc
 * consistency first: x=1 has no y below it, y=4 no x above it, so x is
 * {2, 3, 4} and y {1, 2, 3}.  x is the first variable of two values or
 * more: split into {2, 3} (the first half, one more when odd) and {4}.  In
 * {2, 3}: y=1 needs x=4 for the sum (gone), then x=2 needs y=1 to be
 * greater (gone), then y=3 needs x=2 (gone): x=2, y=1/3 removed, and x=3,
 * y=2 is a solution.  On x, y, z in 1..2, all different: arc consistency
 * removes nothing; x in {1} and x in {2} each empty a domain (y and z
 * would both need the other value): no solution. */
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

/* The triangle of differences from x = y = z = 1, recorded. */
static QdConstraintsMcRun *
record_triangle (const QdConstraintsDoc *doc)
{
  static const gint start[] = { 0, 0, 0 };
  QdMinConflictsOptions options;

  qd_min_conflicts_options_init (&options);
  options.seed = 7;
  options.walk_probability = 0;
  options.initial = start;
  return qd_constraints_mc_run_record (doc->model->csp, &options, 100);
}

static void
test_min_conflicts (void)
{
  g_autoptr(QdConstraintsDoc) doc = qd_constraints_doc_parse ("var x, y, z in 1..3\nx != y\ny != z\nx != z\n", -1,
                                                              NULL);
  g_autoptr(QdConstraintsMcRun) run = record_triangle (doc);
  g_autoptr(QdPractice) practice = qd_constraints_practice_new_min_conflicts (doc, run);
  const char *names[] = { "x", "y", "z" };
  const QdConstraintsMcStep *s1, *s2;
  const QdPracticeQuestion *q;
  g_autofree char *message = NULL, *text = NULL, *wanted = NULL;
  guint w, other, r;
  const char *v, *u;

  g_assert_nonnull (run);
  g_assert_cmpuint (qd_constraints_mc_run_n_steps (run), ==, 2);
  g_assert_true (run->solved);
  g_assert_cmpuint (run->start_violated, ==, 3);
  s1 = qd_constraints_mc_run_step (run, 1);
  s2 = qd_constraints_mc_run_step (run, 2);
  /* What the seed drew: V, W (index 1 or 2), U (not V). */
  v = names[s1->var];
  w = s1->value;
  g_assert_cmpuint (s1->from, ==, 0);
  g_assert_true (w == 1 || w == 2);
  g_assert_cmpuint (s1->n_ties, ==, 2);
  g_assert_cmpuint (s1->violated, ==, 1);
  g_assert_cmpuint (s2->var, !=, s1->var);
  u = names[s2->var];
  r = 3 - w;                     /* the value index neither 0 nor W */
  g_assert_cmpuint (s2->value, ==, r);
  g_assert_cmpuint (s2->violated, ==, 0);

  qd_practice_set_frequency (practice, QD_PRACTICE_EVERY_STEP);
  g_assert_cmpuint (qd_practice_n_asked (practice), ==, 5);
  /* Step 1: the variables in conflict. */
  q = qd_practice_current (practice);
  g_assert_cmpint (q->kind, ==, QD_PRACTICE_NAMES);
  g_assert_cmpuint (q->step, ==, 0);
  g_assert_cmpint (answer (practice, "x, y", &message), ==, QD_PRACTICE_WRONG);
  g_assert_cmpstr (message, ==, "No: 3 constraints are violated; the variables in them are x, y and z.");
  g_clear_pointer (&message, g_free);
  g_assert_cmpint (answer (practice, "z y X", NULL), ==, QD_PRACTICE_RIGHT);
  /* Its value: 1 is wrong, explained by the counts; either tied value right. */
  q = qd_practice_current (practice);
  text = g_strdup_printf ("%s is drawn at random among the variables in conflict: which value does it get? "
                          "Type it as %s=2, or just the value.", v, v);
  g_assert_cmpstr (q->text, ==, text);
  g_assert_cmpuint (q->step, ==, 0);
  g_free (text);
  text = g_strdup_printf ("%s=1", v);
  g_assert_cmpint (answer (practice, text, &message), ==, QD_PRACTICE_WRONG);
  wanted = g_strdup_printf ("No: %s drawn among the variables in conflict: %s=1 has 2 conflicts (its value); 2 has 0; "
                            "3 has 0: it moves to %u, drawn among the values of fewest conflicts. "
                            "1 constraint violated.", v, v, w + 1);
  g_assert_cmpstr (message, ==, wanted);
  g_clear_pointer (&message, g_free);
  g_assert_cmpint (answer (practice, "banana", NULL), ==, QD_PRACTICE_UNREADABLE);
  other = 3 - w;                 /* the tied value not drawn, typed bare */
  g_assert_cmpint (answer (practice, other == 1 ? "2" : "3", NULL), ==, QD_PRACTICE_RIGHT);
  /* Step 2: the two still 1. */
  q = qd_practice_current (practice);
  g_assert_cmpuint (q->step, ==, 1);
  g_assert_cmpint (answer (practice, v, NULL), ==, QD_PRACTICE_WRONG);
  {
    g_autofree char *both = NULL;
    const char *a = NULL, *b = NULL;

    for (guint i = 0; i < 3; i++)
      if (i != s1->var)
        *(a == NULL ? &a : &b) = names[i];
    both = g_strdup_printf ("%s %s", b, a);
    g_assert_cmpint (answer (practice, both, NULL), ==, QD_PRACTICE_RIGHT);
  }
  /* U's value: R alone has no conflict; W has V's. */
  g_clear_pointer (&wanted, g_free);
  wanted = g_strdup_printf ("No: %s drawn among the variables in conflict: %s=1 has 1 conflict (its value); 2 has %u; "
                            "3 has %u: it moves to %u, the value of fewest conflicts. 0 constraints violated.",
                            u, u, w == 1 ? 1 : 0, w == 2 ? 1 : 0, r + 1);
  g_free (text);
  text = g_strdup_printf ("%s=%u", u, w + 1);
  g_assert_cmpint (answer (practice, text, &message), ==, QD_PRACTICE_WRONG);
  g_assert_cmpstr (message, ==, wanted);
  g_clear_pointer (&message, g_free);
  g_free (text);
  text = g_strdup_printf ("%s=%u", u, r + 1);
  g_assert_cmpstr (qd_practice_current (practice)->answer, ==, text);
  g_assert_cmpint (answer (practice, text, NULL), ==, QD_PRACTICE_RIGHT);
  /* The end, on the last board: none violated. */
  q = qd_practice_current (practice);
  g_assert_cmpint (q->kind, ==, QD_PRACTICE_NUMBER);
  g_assert_cmpuint (q->step, ==, 2);
  g_assert_cmpint (answer (practice, "1", &message), ==, QD_PRACTICE_WRONG);
  g_assert_true (g_str_has_prefix (message, "No: After 2 steps none is violated: "));
  g_clear_pointer (&message, g_free);
  g_assert_cmpint (answer (practice, "0", NULL), ==, QD_PRACTICE_RIGHT);
  g_assert_true (qd_practice_finished (practice));
  /* Each question missed first: none right. */
  g_assert_cmpuint (qd_practice_n_right (practice), ==, 0);
  /* Decisions: the two values and the end; the end alone. */
  qd_practice_set_frequency (practice, QD_PRACTICE_DECISIONS);
  g_assert_cmpuint (qd_practice_n_asked (practice), ==, 3);
  qd_practice_set_frequency (practice, QD_PRACTICE_END);
  g_assert_cmpuint (qd_practice_n_asked (practice), ==, 1);
}

/* Recording leaves the run as it is: the same steps and end as the run
 * without it (eight queens, the tab's seed and defaults). */
static void
test_min_conflicts_same_run (void)
{
  g_autoptr(QdConstraintsDoc) doc = qd_constraints_doc_parse ("var q[1..8] in 1..8\nforall i in 1..8, j in i + 1..8:\n"
                                                              "  q[i] != q[j] and abs(q[i] - q[j]) != j - i\n", -1, NULL);
  QdMinConflictsOptions options;
  QdMinConflictsStats stats;
  g_autoptr(QdMinConflicts) mc = NULL;
  g_autoptr(QdConstraintsMcRun) run = NULL;
  g_autofree gint *values = g_new (gint, 8);

  qd_min_conflicts_options_init (&options);
  options.seed = 1;
  mc = qd_min_conflicts_new (doc->model->csp, &options);
  g_assert_cmpint (qd_min_conflicts_run (mc, &stats), ==, QD_MIN_CONFLICTS_SOLVED);
  run = qd_constraints_mc_run_record (doc->model->csp, &options, 100000);
  g_assert_true (run->solved);
  g_assert_cmpuint (qd_constraints_mc_run_n_steps (run), ==, stats.steps);
  g_assert_cmpuint (qd_constraints_mc_run_values (run, G_MAXUINT, values), ==, 0);
  g_assert_cmpmem (values, sizeof (gint) * 8, qd_min_conflicts_values (mc), sizeof (gint) * 8);
}

static void
test_split (void)
{
  g_autoptr(QdConstraintsDoc) doc = qd_constraints_doc_parse ("var x, y in 1..4\nx + y == 5\nx > y\n", -1, NULL);
  g_autoptr(QdPractice) practice = NULL;
  const QdPracticeQuestion *q;
  const GArray *walk;
  g_autofree char *message = NULL;

  g_assert_nonnull (doc);
  g_assert_nonnull (doc->model);
  practice = qd_constraints_practice_new_split (doc, 40);
  walk = qd_constraints_practice_split_walk (practice);
  g_assert_cmpuint (walk->len, ==, 2);
  g_assert_cmpuint (g_array_index (walk, QdConstraintsSplitVisit, 1).split_parent, ==, 0);
  g_assert_cmpuint (g_array_index (walk, QdConstraintsSplitVisit, 1).split_var, ==, 0);
  qd_practice_set_frequency (practice, QD_PRACTICE_EVERY_STEP);
  g_assert_cmpuint (qd_practice_n_asked (practice), ==, 4);
  q = qd_practice_current (practice);
  g_assert_cmpstr (q->text, ==, "Which variable is split next?");
  g_assert_cmpuint (q->step, ==, 0);
  g_assert_cmpint (answer (practice, "y", &message), ==, QD_PRACTICE_WRONG);
  g_assert_cmpstr (message, ==, "No: x is the first variable, in the file's order, with two values or more "
                                "({2, 3, 4}).");
  g_clear_pointer (&message, g_free);
  g_assert_cmpint (answer (practice, " X ", NULL), ==, QD_PRACTICE_RIGHT);
  q = qd_practice_current (practice);
  g_assert_cmpstr (q->text, ==, "x is split: which of its values make the half explored first? Type them as x=1/2.");
  g_assert_cmpint (answer (practice, "x=2", &message), ==, QD_PRACTICE_WRONG);
  g_assert_cmpstr (message, ==, "No: x's values split in two, the first half of them (one more when odd) explored "
                                "first: x ∈ {2, 3}, then x ∈ {4}.");
  g_clear_pointer (&message, g_free);
  g_assert_cmpint (answer (practice, "x=3/2", NULL), ==, QD_PRACTICE_RIGHT);
  q = qd_practice_current (practice);
  g_assert_cmpuint (q->step, ==, 0);
  g_assert_true (g_str_has_prefix (q->text, "In the lower half, x ∈ {2, 3}: which values does arc consistency"));
  g_assert_cmpint (answer (practice, "y=1", &message), ==, QD_PRACTICE_WRONG);
  g_assert_cmpstr (message, ==, "No: x ∈ {2, 3}: arc consistency removes x=2, y=1/3; every domain holds one value: "
                                "a solution.");
  g_clear_pointer (&message, g_free);
  g_assert_cmpint (answer (practice, "y=3, x=2, y=1", NULL), ==, QD_PRACTICE_RIGHT);
  q = qd_practice_current (practice);
  g_assert_cmpint (q->level, ==, QD_PRACTICE_LEVEL_END);
  g_assert_cmpuint (q->step, ==, 1);
  g_assert_cmpint (answer (practice, "none", &message), ==, QD_PRACTICE_WRONG);
  g_assert_cmpstr (message, ==, "No: Domain splitting's first solution is x=3, y=2.");
  g_assert_cmpint (answer (practice, "x=3 y=2", NULL), ==, QD_PRACTICE_RIGHT);
  g_assert_true (qd_practice_finished (practice));
  qd_practice_set_frequency (practice, QD_PRACTICE_DECISIONS);
  g_assert_cmpuint (qd_practice_n_asked (practice), ==, 3);
}

static void
test_split_none (void)
{
  g_autoptr(QdConstraintsDoc) doc = qd_constraints_doc_parse ("var x, y, z in 1..2\nx != y\ny != z\nx != z\n", -1,
                                                              NULL);
  g_autoptr(QdPractice) practice = qd_constraints_practice_new_split (doc, 40);
  const GArray *walk = qd_constraints_practice_split_walk (practice);
  const QdPracticeQuestion *q;

  /* The root, x in {1} made by a split, back to x in {2}. */
  g_assert_cmpuint (walk->len, ==, 3);
  g_assert_cmpuint (g_array_index (walk, QdConstraintsSplitVisit, 1).split_var, ==, 0);
  g_assert_cmpuint (g_array_index (walk, QdConstraintsSplitVisit, 2).split_parent, ==, G_MAXUINT);
  qd_practice_set_frequency (practice, QD_PRACTICE_EVERY_STEP);
  g_assert_cmpuint (qd_practice_n_asked (practice), ==, 5);
  q = qd_practice_get (practice, 3);
  g_assert_cmpuint (q->step, ==, 1);
  g_assert_true (g_str_has_prefix (q->text, "Back to the other half, x ∈ {2}: "));
  g_assert_true (g_str_has_suffix (q->why, "; a domain is empty: no solution here."));
  q = qd_practice_get (practice, 4);
  g_assert_cmpstr (q->answer, ==, "none");
  g_assert_cmpstr (q->why, ==, "Every half ended with an empty domain: the problem has no solution.");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/constraints-practice/fc-every-step", test_fc_every_step);
  g_test_add_func ("/constraints-practice/frequencies", test_frequencies);
  g_test_add_func ("/constraints-practice/ac3", test_ac3);
  g_test_add_func ("/constraints-practice/min-conflicts", test_min_conflicts);
  g_test_add_func ("/constraints-practice/min-conflicts-same-run", test_min_conflicts_same_run);
  g_test_add_func ("/constraints-practice/split", test_split);
  g_test_add_func ("/constraints-practice/split-none", test_split_none);
  return g_test_run ();
}
