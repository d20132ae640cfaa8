/* test-wordpuzzle-practice.c — practice on the word-puzzle tab (issue 51):
 * the questions of a five-cell puzzle worked by hand.
 *
 *   cells 1 2 3 4 5;  animal: 1, 2, 3   verb: 3, 4, 5   pair: 1, 5
 *   animal: BAT, CAT, DOG, GNU   verb: TRY, GET, USE   pair: MY, CY, GE
 *
 * Words, MRV, static values, forward checking:
 *  - domains 4, 3, 3: verb and pair tie at 3, MRV takes the first, verb;
 *    its first word TRY.  Forward checking: animal needs T in cell 3 (DOG,
 *    GNU go), pair needs Y in cell 5 (GE goes).          replay step 1
 *  - animal and pair have 2 each: animal; BAT; pair needs B in cell 1: MY
 *    and CY go, pair is empty: a wipe-out.                replay step 2
 *  - animal's next word CAT (asked without asking animal again); pair needs
 *    C in cell 1: MY goes.                                 replay step 3
 *  - pair, the only one left, with 1: CY; nothing to prune. replay step 4
 *  - the first solution CATRY: animal reads CAT.
 *
 * Words, MRV, no inference: MRV counts the words consistent with those
 * assigned: verb (3, tied with pair) first, TRY; then animal (BAT, CAT) and
 * pair (MY, CY) tie at 2: animal, BAT; then no pair word agrees with both
 * (B in cell 1, Y in cell 5), so none is tried: back to animal, CAT; then
 * pair, CY.  Three picks, four words, the end; no removals asked.
 *
 * Words, MRV, LCV, forward checking: LCV counts what each word would
 * remove from the open neighbours: TRY 3 (DOG, GNU; GE), USE 5 (BAT, CAT,
 * DOG; MY, CY), GET 6 (BAT, CAT, GNU; MY, CY, GE): TRY.  Then animal: CAT
 * removes 1 (MY), BAT 2 (MY, CY): CAT first, then pair, CY: no backtrack.
 *
 * Words, MRV, MAC: arc consistency before the search leaves animal CAT,
 * GNU (no pair word starts with B or D), verb TRY, USE (no animal ends in
 * G), pair CY, GE (no animal starts with M): a tie at 2, animal first; CAT;
 * then verb must start with T and pair with C: USE and GE go.
 *
 * Letters, static order, no inference: cell 1 first; A has no animal, B no
 * pair word, so C is the first consistent letter; then cell 2 takes A
 * (CAT), cell 3 T, cell 4 R (TRY), cell 5 Y (CY, TRY): no backtrack. */
#include <string.h>

#include "core/qd-practice.h"
#include "problems/wordpuzzle/qd-wordpuzzle-practice.h"

static QdWordpuzzleModel *
model_of (QdWordpuzzleFormulation formulation)
{
  g_autoptr(QdWordpuzzle) puzzle = qd_wordpuzzle_parse ("5\nanimal: 1, 2, 3\nverb: 3, 4, 5\npair: 1, 5\n", -1, NULL);
  g_autoptr(QdWordpuzzleList) list = qd_wordpuzzle_list_parse ("animal:\tBAT, CAT, DOG, GNU\nverb:\tTRY, GET, USE\n"
                                                               "pair:\tMY, CY, GE\n", -1, NULL);
  QdWordpuzzleModel *model;

  g_assert_nonnull (puzzle);
  g_assert_nonnull (list);
  model = qd_wordpuzzle_model_new (puzzle, list, formulation, NULL);
  g_assert_nonnull (model);
  return model;
}

static QdPractice *
practice_with (QdWordpuzzleFormulation formulation, QdCspVarOrder var_order, QdCspValOrder val_order,
               QdCspInference inference)
{
  g_autoptr(QdWordpuzzleModel) model = model_of (formulation);
  QdCspOptions run;

  qd_csp_options_init (&run);
  run.var_order = var_order;
  run.val_order = val_order;
  run.inference = inference;
  run.seed = 1;
  /* The model goes: the questions keep what they read. */
  return qd_wordpuzzle_practice_new (model, &run, NULL);
}

static QdPractice *
practice_of (QdWordpuzzleFormulation formulation, QdCspVarOrder var_order, QdCspInference inference)
{
  return practice_with (formulation, var_order, QD_CSP_VAL_STATIC, inference);
}

static void
assert_question (QdPractice *practice, QdPracticeKind kind, guint step, const char *text_part)
{
  const QdPracticeQuestion *q = qd_practice_current (practice);

  g_assert_nonnull (q);
  g_assert_cmpint (q->kind, ==, kind);
  g_assert_cmpuint (q->step, ==, step);
  if (strstr (q->text, text_part) == NULL)
    g_error ("question “%s” lacks “%s”", q->text, text_part);
}

static void
assert_wrong (QdPractice *practice, const char *given, const char *why_part)
{
  g_autofree char *message = NULL;

  g_assert_cmpint (qd_practice_answer (practice, given, &message), ==, QD_PRACTICE_WRONG);
  if (strstr (message, why_part) == NULL)
    g_error ("“%s” lacks “%s”", message, why_part);
}

static void
assert_right (QdPractice *practice, const char *given)
{
  g_autofree char *message = NULL;
  QdPracticeVerdict verdict = qd_practice_answer (practice, given, &message);

  if (verdict != QD_PRACTICE_RIGHT)
    g_error ("“%s” judged %d: %s", given, verdict, message);
}

static void
test_words_fc_every_step (void)
{
  g_autoptr(QdPractice) practice = practice_of (QD_WORDPUZZLE_WORDS, QD_CSP_VAR_MRV, QD_CSP_INFER_FC);
  g_autofree char *message = NULL;

  /* Three picks (verb, animal, pair); four tries (TRY, BAT, CAT, CY), each
   * with its removals; the end. */
  g_assert_cmpuint (qd_practice_n_all (practice), ==, 3 + 4 * 2 + 1);
  for (guint i = 0; i < qd_practice_n_all (practice); i++)
    {
      const QdPracticeQuestion *q = qd_practice_get (practice, i);

      g_test_message ("%u [step %u] %s → %s: %s", i, q->step, q->text, q->answer, q->why);
    }
  qd_practice_set_frequency (practice, QD_PRACTICE_EVERY_STEP);
  g_assert_cmpuint (qd_practice_n_asked (practice), ==, 12);

  /* Replay step 0: which slot, which word, what goes. */
  assert_question (practice, QD_PRACTICE_NAME, 0, "Which slot is filled next?");
  assert_wrong (practice, "pair", "MRV takes the unassigned variable with the fewest values left: verb, with 3.");
  assert_wrong (practice, "pair", "On a tie MRV takes the first variable, verb.");
  assert_wrong (practice, "pair", "animal 4, pair 3");
  /* Cell 1 clicked: animal and pair cover it, neither is verb. */
  assert_wrong (practice, "1", "verb");
  g_assert_cmpint (qd_practice_answer (practice, "noun", &message), ==, QD_PRACTICE_UNREADABLE);
  g_clear_pointer (&message, g_free);
  /* Cell 4 clicked: only verb covers it; case and blanks are free. */
  assert_right (practice, "4");
  qd_practice_undo (practice);
  assert_right (practice, " V erb ");

  assert_question (practice, QD_PRACTICE_NAME, 0, "Which word is tried in verb?");
  assert_wrong (practice, "GET", "TRY comes first for verb (left: TRY, GET, USE)");
  g_assert_cmpint (qd_practice_answer (practice, "CAT", &message), ==, QD_PRACTICE_UNREADABLE);
  g_clear_pointer (&message, g_free);
  assert_right (practice, "try");

  assert_question (practice, QD_PRACTICE_NAMES, 0, "verb=TRY is tried: which words does forward checking remove");
  assert_wrong (practice, "animal=DOG/GNU", "animal loses DOG, GNU (it needs T in cell 3)");
  assert_wrong (practice, "none", "pair loses GE (it needs Y in cell 5)");
  assert_right (practice, "pair=ge, Animal = gnu/dog");

  /* Replay step 1: animal, BAT, the wipe-out. */
  assert_question (practice, QD_PRACTICE_NAME, 1, "Which slot is filled next?");
  assert_wrong (practice, "pair", "animal, with 2");
  /* Cell 3: animal and verb cover it; the slot asked about counts. */
  assert_right (practice, "3");
  assert_question (practice, QD_PRACTICE_NAME, 1, "Which word is tried in animal?");
  assert_wrong (practice, "CAT", "BAT comes first for animal (left: BAT, CAT)");
  assert_right (practice, "animal=BAT");
  assert_question (practice, QD_PRACTICE_NAMES, 1, "animal=BAT is tried");
  assert_wrong (practice, "pair=MY", "pair has no value left: a wipe-out, so animal=BAT is undone.");
  assert_right (practice, "pair=CY/MY");

  /* Replay step 2: the same slot's next word, not asked again. */
  assert_question (practice, QD_PRACTICE_NAME, 2, "Which word is tried in animal?");
  assert_wrong (practice, "DOG", "After BAT, the static value order tries the next value left of animal: CAT");
  assert_right (practice, "CAT");
  assert_question (practice, QD_PRACTICE_NAMES, 2, "animal=CAT is tried");
  assert_wrong (practice, "pair=CY", "pair loses MY (it needs C in cell 1)");
  assert_right (practice, "pair=MY");

  /* Replay step 3: pair, CY, nothing removed. */
  assert_question (practice, QD_PRACTICE_NAME, 3, "Which slot is filled next?");
  assert_right (practice, "pair");
  assert_question (practice, QD_PRACTICE_NAME, 3, "Which word is tried in pair?");
  assert_right (practice, "CY");
  assert_question (practice, QD_PRACTICE_NAMES, 3, "pair=CY is tried");
  assert_wrong (practice, "animal=CAT", "every value stays");
  assert_right (practice, "none");

  /* The end, on the board as it starts. */
  assert_question (practice, QD_PRACTICE_NAMES, 0, "which word fills the slot animal (cells 1, 2, 3)?");
  assert_wrong (practice, "BAT", "The search's first solution is CATRY: the slot animal reads CAT.");
  assert_right (practice, "cat");
  g_assert_true (qd_practice_finished (practice));
}

static void
test_words_decisions (void)
{
  g_autoptr(QdPractice) practice = practice_of (QD_WORDPUZZLE_WORDS, QD_CSP_VAR_MRV, QD_CSP_INFER_FC);
  static const char *const answers[] = { "verb", "TRY", "animal", "BAT", "CAT", "pair", "CY", "CAT" };
  g_autofree char *shown = NULL;

  /* The default: the decisions and the end. */
  g_assert_cmpuint (qd_practice_n_asked (practice), ==, G_N_ELEMENTS (answers));
  for (guint i = 0; i < G_N_ELEMENTS (answers); i++)
    assert_right (practice, answers[i]);
  g_assert_true (qd_practice_finished (practice));
  g_assert_true (qd_practice_undo (practice));
  shown = qd_practice_show_me (practice);
  g_assert_cmpstr (shown, ==, "The answer is CAT: The search's first solution is CATRY: the slot animal reads CAT.");
}

static void
test_words_mrv_none (void)
{
  g_autoptr(QdPractice) practice = practice_of (QD_WORDPUZZLE_WORDS, QD_CSP_VAR_MRV, QD_CSP_INFER_NONE);

  g_assert_cmpuint (qd_practice_n_all (practice), ==, 3 + 4 + 1);
  g_assert_null (qd_practice_get_note (practice));
  qd_practice_set_frequency (practice, QD_PRACTICE_EVERY_STEP);
  assert_right (practice, "verb");
  assert_right (practice, "TRY");
  assert_question (practice, QD_PRACTICE_NAME, 1, "Which slot is filled next?");
  assert_wrong (practice, "pair", "MRV takes the unassigned variable with the fewest values consistent with the "
                                  "assigned variables: animal here. On a tie MRV takes the first variable, animal. "
                                  "The others have: pair 2.");
  assert_right (practice, "animal");
  assert_right (practice, "BAT");
  /* Step 2 is BAT: no word of pair is tried below it. */
  assert_question (practice, QD_PRACTICE_NAME, 2, "Which word is tried in animal?");
  assert_wrong (practice, "DOG", "After BAT, the static value order tries the next value left of animal: CAT (left: "
                                 "CAT).");
  assert_right (practice, "CAT");
  assert_question (practice, QD_PRACTICE_NAME, 3, "Which slot is filled next?");
  assert_right (practice, "pair");
  assert_right (practice, "CY");
  assert_right (practice, "CAT");
  g_assert_true (qd_practice_finished (practice));
}

static void
test_words_lcv (void)
{
  g_autoptr(QdPractice) practice = practice_with (QD_WORDPUZZLE_WORDS, QD_CSP_VAR_MRV, QD_CSP_VAL_LCV,
                                                  QD_CSP_INFER_FC);

  /* Decisions: three picks, three words, the end. */
  g_assert_cmpuint (qd_practice_n_asked (practice), ==, 7);
  assert_right (practice, "verb");
  assert_wrong (practice, "USE", "(TRY 3, USE 5, GET 6), skipping those tried: TRY for verb.");
  assert_right (practice, "TRY");
  assert_right (practice, "animal");
  assert_wrong (practice, "BAT", "(CAT 1, BAT 2), skipping those tried: CAT for animal.");
  assert_right (practice, "CAT");
  assert_right (practice, "pair");
  assert_right (practice, "CY");
  assert_right (practice, "CAT");
  g_assert_true (qd_practice_finished (practice));
}

static void
test_words_mac (void)
{
  g_autoptr(QdPractice) practice = practice_of (QD_WORDPUZZLE_WORDS, QD_CSP_VAR_MRV, QD_CSP_INFER_MAC);

  qd_practice_set_frequency (practice, QD_PRACTICE_EVERY_STEP);
  assert_wrong (practice, "verb", "MRV takes the unassigned variable with the fewest values left: animal, with 2. On "
                                  "a tie MRV takes the first variable, animal. The others have: verb 2, pair 2.");
  assert_right (practice, "animal");
  assert_wrong (practice, "BAT", "CAT comes first for animal (left: CAT, GNU)");
  assert_right (practice, "CAT");
  assert_question (practice, QD_PRACTICE_NAMES, 0, "animal=CAT is tried: which words does arc consistency remove");
  assert_wrong (practice, "pair=GE", "After animal=CAT, arc consistency removes every value left without a support");
  assert_right (practice, "verb=USE, pair=GE");
}

static void
test_letters_static_none (void)
{
  g_autoptr(QdPractice) practice = practice_of (QD_WORDPUZZLE_LETTERS, QD_CSP_VAR_STATIC, QD_CSP_INFER_NONE);
  static const char *const letters[] = { "C", "A", "T", "R", "Y" };

  /* No inference: no removals; five cells picked and filled, the end. */
  g_assert_cmpuint (qd_practice_n_all (practice), ==, 5 * 2 + 1);
  for (guint i = 0; i < 5; i++)
    {
      char cell[2] = { (char) ('1' + i), 0 };

      assert_question (practice, QD_PRACTICE_NAME, i, "Which cell is filled next?");
      if (i == 0)
        assert_wrong (practice, "2", "The static order of the first line takes 1 next.");
      assert_right (practice, cell);
      assert_question (practice, QD_PRACTICE_NAME, i, "Which letter is tried in cell");
      if (i == 0)
        assert_wrong (practice, "B", "C comes first for 1");
      assert_right (practice, letters[i]);
    }
  assert_right (practice, "CAT");
  g_assert_true (qd_practice_finished (practice));
}

/* A search longer than the questions: six slots of two cells each with
 * four words (a to f), then x and y, which share cell 14 where every word of
 * x has A or B and every word of y C or D.  In the static order without
 * inference the search tries all 4^6 words of a to f below one another, x's
 * two words under each, y never: 4 + 16 + … + 4096 = 5460 assignments, then
 * 2 × 4096 of x, no solution.  The first QD_WORDPUZZLE_PRACTICE_MAX_TRIES
 * are asked, the end ("none") still, and the note says so. */
static void
test_cap (void)
{
  g_autoptr(QdWordpuzzle) puzzle = qd_wordpuzzle_parse ("15\na: 1, 2\nb: 3, 4\nc: 5, 6\nd: 7, 8\ne: 9, 10\n"
                                                        "f: 11, 12\nx: 13, 14\ny: 14, 15\n", -1, NULL);
  g_autoptr(QdWordpuzzleList) list = NULL;
  g_autoptr(QdWordpuzzleModel) model = NULL;
  g_autoptr(QdPractice) practice = NULL;
  g_autoptr(GString) words = g_string_new (NULL);
  const QdPracticeQuestion *last;
  QdCspOptions run;
  guint values = 0, n;

  for (char slot = 'a'; slot <= 'f'; slot++)
    g_string_append_printf (words, "%c:\tAB, CD, EF, GH\n", slot);
  g_string_append (words, "x:\tQA, QB\ny:\tCQ, DQ\n");
  list = qd_wordpuzzle_list_parse (words->str, -1, NULL);
  g_assert_nonnull (puzzle);
  g_assert_nonnull (list);
  model = qd_wordpuzzle_model_new (puzzle, list, QD_WORDPUZZLE_WORDS, NULL);
  g_assert_nonnull (model);
  qd_csp_options_init (&run);
  run.var_order = QD_CSP_VAR_STATIC;
  run.val_order = QD_CSP_VAL_STATIC;
  run.inference = QD_CSP_INFER_NONE;
  practice = qd_wordpuzzle_practice_new (model, &run, NULL);
  n = qd_practice_n_all (practice);
  for (guint i = 0; i < n; i++)
    values += g_str_has_prefix (qd_practice_get (practice, i)->text, "Which word is tried in ");
  g_assert_cmpuint (values, ==, QD_WORDPUZZLE_PRACTICE_MAX_TRIES);
  last = qd_practice_get (practice, n - 1);
  g_assert_cmpint (last->level, ==, QD_PRACTICE_LEVEL_END);
  g_assert_cmpstr (last->answer, ==, "none");
  {
    g_autofree char *note = g_strdup_printf ("Only the first %u assignments are asked about, then the first "
                                             "solution.", QD_WORDPUZZLE_PRACTICE_MAX_TRIES);

    g_assert_cmpstr (qd_practice_get_note (practice), ==, note);
  }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/wordpuzzle/practice/words-fc-every-step", test_words_fc_every_step);
  g_test_add_func ("/wordpuzzle/practice/words-decisions", test_words_decisions);
  g_test_add_func ("/wordpuzzle/practice/words-mrv-none", test_words_mrv_none);
  g_test_add_func ("/wordpuzzle/practice/words-lcv", test_words_lcv);
  g_test_add_func ("/wordpuzzle/practice/words-mac", test_words_mac);
  g_test_add_func ("/wordpuzzle/practice/letters-static-none", test_letters_static_none);
  g_test_add_func ("/wordpuzzle/practice/cap", test_cap);
  return g_test_run ();
}
