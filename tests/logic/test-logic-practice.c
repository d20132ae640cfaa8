/* test-logic-practice.c — Practice Mode on the Logic tab's answers
 * (problems/logic/qd-logic-practice.h), driven with right and wrong
 * answers.  The answers are worked by hand or taken from the book: forward
 * chaining on Fig. 7.16 pops A, B, L, M, P, Q (AIMA 4th ed., the FIFO
 * agenda: docs/logic-peers.md §1.5); (P ⇒ Q) ∧ P is true only where P and Q
 * are (its 4 rows by hand: yes, no, no, no; 1 model; Q entailed);
 * ¬P21 ∨ B11 resolved with ¬B11 gives ¬P21 (a step of Fig. 7.13), and
 * ¬P21 ∨ B11 ∨ Q with ¬B11 gives ¬P21 ∨ Q. */
#include "config.h"

#include <string.h>

#include "problems/logic/qd-logic-practice.h"

static void
answer (QdPractice *practice, const char *given, QdPracticeVerdict want)
{
  g_autofree char *message = NULL;

  g_assert_cmpint (qd_practice_answer (practice, given, &message), ==, want);
  if (want == QD_PRACTICE_WRONG)
    g_assert_true (g_str_has_prefix (message, "No"));
}

/* The practice on `text` asked `query` by `algorithm`; the answer kept in
 * `r` (to clear), the document in `doc` (to free). */
static QdPractice *
practice_of (const char *text, const char *query, QdLogicAlgorithm algorithm, QdLogicDoc **doc, QdLogicAskResult *r)
{
  QdLogicAskOptions options;
  g_autoptr(GError) error = NULL;
  g_autofree char *why = NULL;
  QdPractice *practice;

  *doc = qd_logic_doc_parse (text, -1, &error);
  g_assert_no_error (error);
  qd_logic_ask_options_init (&options);
  g_assert_true (qd_logic_ask (*doc, query, algorithm, &options, r, &error));
  g_assert_no_error (error);
  practice = qd_logic_practice_new (*doc, r, &why);
  g_assert_nonnull (practice);
  g_assert_null (why);
  return practice;
}

static const char *const horn = "P ⇒ Q\nL ∧ M ⇒ P\nB ∧ L ⇒ M\nA ∧ P ⇒ L\nA ∧ B ⇒ L\nA\nB\n";

static void
test_forward_chaining (void)
{
  QdLogicDoc *doc;
  QdLogicAskResult r;
  g_autoptr(QdPractice) practice = practice_of (horn, "Q", QD_LOGIC_FC, &doc, &r);
  static const char *const pops[] = { "A", "B", "L", "M", "P", "Q" };

  /* Six pops and the verdict. */
  g_assert_cmpuint (qd_practice_n_asked (practice), ==, 7);
  for (guint i = 0; i < G_N_ELEMENTS (pops); i++)
    {
      g_assert_cmpuint (qd_practice_get (practice, i)->step, ==, i);
      g_assert_cmpstr (qd_practice_get (practice, i)->answer, ==, pops[i]);
    }
  answer (practice, "a", QD_PRACTICE_RIGHT);          /* any case */
  answer (practice, "L", QD_PRACTICE_WRONG);          /* B comes before L */
  answer (practice, "Z", QD_PRACTICE_UNREADABLE);     /* no such symbol */
  answer (practice, "B", QD_PRACTICE_RIGHT);
  for (guint i = 2; i < G_N_ELEMENTS (pops); i++)
    answer (practice, pops[i], QD_PRACTICE_RIGHT);
  answer (practice, "no", QD_PRACTICE_WRONG);
  answer (practice, "yes", QD_PRACTICE_RIGHT);
  g_assert_true (qd_practice_finished (practice));
  g_assert_cmpuint (qd_practice_n_right (practice), ==, 5);   /* B and the verdict took two tries */
  qd_logic_ask_result_clear (&r);
  qd_logic_doc_free (doc);
}

static void
test_truth_table (void)
{
  QdLogicDoc *doc;
  QdLogicAskResult r;
  g_autoptr(QdPractice) practice = practice_of ("P ⇒ Q\nP\n", "Q", QD_LOGIC_TRUTH_TABLE, &doc, &r);

  /* Four rows, the number of models, the verdict. */
  g_assert_cmpuint (qd_practice_n_asked (practice), ==, 6);
  g_assert_nonnull (strstr (qd_practice_current (practice)->text, "P=T Q=T"));
  answer (practice, "yes", QD_PRACTICE_RIGHT);        /* P=T Q=T */
  answer (practice, "yes", QD_PRACTICE_WRONG);        /* P=T Q=F: P ⇒ Q false */
  answer (practice, "F", QD_PRACTICE_RIGHT);
  answer (practice, "non", QD_PRACTICE_RIGHT);        /* P=F Q=T: P false */
  answer (practice, "no", QD_PRACTICE_RIGHT);
  answer (practice, "2", QD_PRACTICE_WRONG);
  answer (practice, "1", QD_PRACTICE_RIGHT);
  g_assert_cmpuint (qd_practice_current (practice)->step, ==, 4);
  answer (practice, "true", QD_PRACTICE_RIGHT);       /* KB ⊨ Q */
  g_assert_true (qd_practice_finished (practice));
  g_assert_cmpuint (qd_practice_n_right (practice), ==, 4);   /* row 2 and the count took two tries */
  qd_logic_ask_result_clear (&r);
  qd_logic_doc_free (doc);
}

static void
test_resolution (void)
{
  QdLogicDoc *doc;
  QdLogicAskResult r;
  g_autoptr(QdPractice) practice = practice_of ("¬P21 ∨ B11\n¬B11\n", NULL, QD_LOGIC_RESOLUTION, &doc, &r);
  QdLogicDoc *doc2;
  QdLogicAskResult r2;
  g_autoptr(QdPractice) wider = practice_of ("¬P21 ∨ B11 ∨ Q\n¬B11\n", NULL, QD_LOGIC_RESOLUTION, &doc2, &r2);

  /* One resolvent, then satisfiable. */
  g_assert_cmpuint (qd_practice_n_asked (practice), ==, 2);
  g_assert_cmpstr (qd_practice_current (practice)->answer, ==, "¬P21");
  answer (practice, "P21", QD_PRACTICE_WRONG);
  answer (practice, "B11 ∨ ¬P21", QD_PRACTICE_WRONG);
  answer (practice, "~p21", QD_PRACTICE_RIGHT);
  answer (practice, "yes", QD_PRACTICE_RIGHT);
  g_assert_true (qd_practice_finished (practice));

  /* A clause typed in any order and spelling. */
  g_assert_cmpstr (qd_practice_current (wider)->answer, ==, "¬P21 ∨ Q");
  answer (wider, "Q v ~P21", QD_PRACTICE_RIGHT);
  qd_logic_ask_result_clear (&r);
  qd_logic_doc_free (doc);
  qd_logic_ask_result_clear (&r2);
  qd_logic_doc_free (doc2);
}

static void
test_refused (void)
{
  g_autoptr(QdLogicDoc) doc = qd_logic_doc_parse ("P ⇒ Q\nP\n", -1, NULL);
  QdLogicAskOptions options;
  QdLogicAskResult r;
  g_autofree char *why = NULL;

  qd_logic_ask_options_init (&options);
  g_assert_true (qd_logic_ask (doc, "Q", QD_LOGIC_CDCL, &options, &r, NULL));
  g_assert_null (qd_logic_practice_new (doc, &r, &why));
  g_assert_nonnull (why);
  qd_logic_ask_result_clear (&r);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/logic/practice/forward-chaining", test_forward_chaining);
  g_test_add_func ("/logic/practice/truth-table", test_truth_table);
  g_test_add_func ("/logic/practice/resolution", test_resolution);
  g_test_add_func ("/logic/practice/refused", test_refused);
  return g_test_run ();
}
