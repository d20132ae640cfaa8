/* test-hmm-practice.c — practice on filtering (problems/hmm/qd-hmm-practice.h):
 * the questions and their answers are the book's umbrella figures (AIMA 4th
 * ed. §14.2.1: P(R1) = 0.5 predicted, 0.818 updated; 0.627 predicted for
 * day 2, 0.883 updated; smoothed P(R1 | u1, u2) = 0.883) and, for a model
 * that gives P(X1), Jurafsky and Martin's ice cream (hot 0.8 on day 1; after
 * 3 ice creams 0.32 / (0.32 + 0.02) = 0.941, by hand). */
#include "config.h"

#include <string.h>

#include "problems/hmm/qd-hmm-practice.h"
#include "hmm-examples.h"

static void
answer (QdPractice *practice, const char *given, QdPracticeVerdict want)
{
  g_autofree char *message = NULL;

  g_assert_cmpint (qd_practice_answer (practice, given, &message), ==, want);
}

static void
test_umbrella (void)
{
  g_autoptr(QdHmm) hmm = read_example ("umbrella.hmm");
  g_autoptr(GError) error = NULL;
  guint evidence[2] = { 0, 0 };
  g_autoptr(QdPractice) practice = NULL;
  static const double want[] = { 0.5, 0.8182, 0.6273, 0.8834, 0.8834 };
  const QdPracticeQuestion *q;

  practice = qd_hmm_practice_new (hmm, evidence, 2, &error);
  g_assert_no_error (error);
  qd_practice_set_frequency (practice, QD_PRACTICE_EVERY_STEP);
  g_assert_cmpuint (qd_practice_n_asked (practice), ==, 6);
  for (guint i = 0; i < G_N_ELEMENTS (want); i++)
    {
      q = qd_practice_get (practice, i);
      g_assert_cmpint (q->kind, ==, QD_PRACTICE_NUMBER);
      g_assert_cmpfloat_with_epsilon (q->number, want[i], 0.00005);
      g_assert_nonnull (strstr (q->text, "rain"));
    }
  g_assert_cmpuint (qd_practice_get (practice, 0)->step, ==, 0);
  g_assert_cmpuint (qd_practice_get (practice, 3)->step, ==, 1);
  g_assert_nonnull (strstr (qd_practice_get (practice, 3)->text, "umbrella, umbrella"));
  answer (practice, "0.5", QD_PRACTICE_RIGHT);
  answer (practice, "0.82", QD_PRACTICE_WRONG);       /* 0.0018 off: not to three decimals */
  answer (practice, "0,818", QD_PRACTICE_RIGHT);      /* a comma as the point */
  answer (practice, "0.627", QD_PRACTICE_RIGHT);
  answer (practice, "0.883", QD_PRACTICE_RIGHT);
  answer (practice, "0.883", QD_PRACTICE_RIGHT);
  answer (practice, "no-rain", QD_PRACTICE_WRONG);
  answer (practice, "RAIN", QD_PRACTICE_RIGHT);
  g_assert_true (qd_practice_finished (practice));
  g_assert_cmpuint (qd_practice_n_right (practice), ==, 4);
}

/* A model giving P(X1): nothing to push at step 1. */
static void
test_start_is_first (void)
{
  g_autoptr(QdHmm) hmm = read_example ("ice-cream.hmm");
  g_autoptr(GError) error = NULL;
  guint evidence[1] = { 2 };   /* 3 ice creams */
  g_autoptr(QdPractice) practice = qd_hmm_practice_new (hmm, evidence, 1, &error);

  g_assert_no_error (error);
  qd_practice_set_frequency (practice, QD_PRACTICE_EVERY_STEP);
  g_assert_cmpfloat_with_epsilon (qd_practice_get (practice, 0)->number, 0.8, 1e-12);
  g_assert_cmpfloat_with_epsilon (qd_practice_get (practice, 1)->number, 0.32 / 0.34, 1e-12);
  g_assert_nonnull (strstr (qd_practice_get (practice, 0)->hint, "P(X1) itself"));
  /* One step: no smoothing question, the most likely sequence's end. */
  g_assert_cmpuint (qd_practice_n_asked (practice), ==, 3);
  g_assert_cmpstr (qd_practice_get (practice, 2)->names[0], ==, "hot");
}

/* No evidence, impossible evidence: refused with what is wrong. */
static void
test_refusals (void)
{
  g_autoptr(QdHmm) hmm = read_example ("doctor.hmm");
  g_autoptr(GError) error = NULL;
  g_autoptr(GError) error2 = NULL;
  guint evidence[1] = { 0 };

  g_assert_null (qd_hmm_practice_new (hmm, evidence, 0, &error));
  g_assert_error (error, QD_HMM_ERROR, QD_HMM_ERROR_EVIDENCE);
  {
    static const char text[] = "states: a b\nobservations: x y\nstart: 1 0\ntransition:\n  a: 1 0\n  b: 0 1\n"
                               "sensor:\n  a: 1 0\n  b: 0 1\n";
    g_autoptr(QdHmm) sure = qd_hmm_parse (text, strlen (text), NULL);
    guint impossible[2] = { 0, 1 };

    g_assert_nonnull (sure);
    g_assert_null (qd_hmm_practice_new (sure, impossible, 2, &error2));
    g_assert_error (error2, QD_HMM_ERROR, QD_HMM_ERROR_IMPOSSIBLE);
    g_assert_nonnull (strstr (error2->message, "step 2"));
  }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/hmm-practice/umbrella", test_umbrella);
  g_test_add_func ("/hmm-practice/start-is-first", test_start_is_first);
  g_test_add_func ("/hmm-practice/refusals", test_refusals);
  return g_test_run ();
}
