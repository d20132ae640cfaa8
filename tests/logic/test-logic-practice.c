/* test-logic-practice.c — Practice Mode on the Logic tab's answers
 * (problems/logic/qd-logic-practice.h), driven with right and wrong
 * answers.  The answers are worked by hand or taken from the book: forward
 * chaining on Fig. 7.16 pops A, B, L, M, P, Q (AIMA 4th ed., the FIFO
 * agenda: docs/logic-peers.md §1.5); (P ⇒ Q) ∧ P is true only where P and Q
 * are (its 4 rows by hand: yes, no, no, no; 1 model; Q entailed);
 * ¬P21 ∨ B11 resolved with ¬B11 gives ¬P21 (a step of Fig. 7.13), and
 * ¬P21 ∨ B11 ∨ Q with ¬B11 gives ¬P21 ∨ Q.  DPLL (AIMA 4th ed. Fig. 7.17:
 * early termination, then a pure symbol judged on the clauses not yet
 * true, then the first unit clause, then a branch on the first symbol,
 * true first), worked by hand on two KBs in test_dpll. */
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

/* DPLL, worked by hand.  (P ∨ Q) ∧ (¬P ∨ Q) ∧ (P ∨ ¬Q) ∧ (¬P ∨ ¬Q): no
 * pure symbol (each sign of P and of Q appears) and no unit clause, so the
 * root branches on P, true; then ¬P ∨ Q is a unit clause (Q), and ¬P ∨ ¬Q
 * is false: back; P false: P ∨ Q is a unit clause (Q), and P ∨ ¬Q is
 * false: unsatisfiable, 5 calls.  (P ∨ Q) ∧ (¬P ∨ R) ∧ ¬R: Q appears only
 * positive (pure: Q); then, P ∨ Q true, P appears only negated (pure: ¬P);
 * then ¬R alone is left, R pure negated (¬R): a model, 4 calls. */
static void
test_dpll (void)
{
  QdLogicDoc *doc, *doc2;
  QdLogicAskResult r, r2;
  g_autoptr(QdPractice) practice = practice_of ("P ∨ Q\n¬P ∨ Q\nP ∨ ¬Q\n¬P ∨ ¬Q\n", NULL, QD_LOGIC_DPLL, &doc, &r);
  g_autoptr(QdPractice) pure = practice_of ("P ∨ Q\n¬P ∨ R\n¬R\n", NULL, QD_LOGIC_DPLL, &doc2, &r2);
  static const char *const hows[] = { "branch", "unit", "branch", "unit" };
  static const char *const literals[] = { "P", "Q", "¬P", "Q" };

  /* Two questions for each of the 4 calls after the root, then the verdict. */
  g_assert_cmpuint (qd_practice_n_asked (practice), ==, 9);
  for (guint k = 0; k < 4; k++)
    {
      g_assert_cmpuint (qd_practice_current (practice)->step, ==, k + 1);
      if (k == 0)
        {
          answer (practice, "pure", QD_PRACTICE_WRONG);
          answer (practice, "unit clause", QD_PRACTICE_WRONG);
        }
      answer (practice, hows[k], QD_PRACTICE_RIGHT);
      g_assert_cmpstr (qd_practice_current (practice)->answer, ==, literals[k]);
      if (k == 2)
        {
          answer (practice, "P", QD_PRACTICE_WRONG);    /* the false branch */
          answer (practice, "~p", QD_PRACTICE_RIGHT);
        }
      else
        answer (practice, literals[k], QD_PRACTICE_RIGHT);
    }
  g_assert_nonnull (strstr (qd_practice_get (practice, 3)->why, "Clause 2 (¬P ∨ Q)"));
  answer (practice, "yes", QD_PRACTICE_WRONG);          /* unsatisfiable */
  answer (practice, "no", QD_PRACTICE_RIGHT);
  g_assert_true (qd_practice_finished (practice));

  g_assert_cmpuint (qd_practice_n_asked (pure), ==, 7);
  answer (pure, "Branchement", QD_PRACTICE_WRONG);      /* the French word, read */
  answer (pure, "symbole pur", QD_PRACTICE_RIGHT);
  answer (pure, "q", QD_PRACTICE_RIGHT);
  answer (pure, "pure", QD_PRACTICE_RIGHT);
  answer (pure, "P", QD_PRACTICE_WRONG);
  answer (pure, "¬P", QD_PRACTICE_RIGHT);
  answer (pure, "pure", QD_PRACTICE_RIGHT);
  answer (pure, "-R", QD_PRACTICE_RIGHT);
  answer (pure, "oui", QD_PRACTICE_RIGHT);
  g_assert_true (qd_practice_finished (pure));
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
  g_test_add_func ("/logic/practice/dpll", test_dpll);
  g_test_add_func ("/logic/practice/refused", test_refused);
  return g_test_run ();
}
