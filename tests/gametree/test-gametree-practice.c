/* test-gametree-practice.c — practice on a game tree's search (issue 51):
 * the questions of AIMA figure 5.2 (whose values are known: the root 3, B 3,
 * C 2, D 2, C's last two leaves pruned by alpha-beta), answers judged right
 * and wrong with the expected sentence, hints, Show Me, undo, the score and
 * every frequency setting; the generic list's number reading, its answers
 * within a tolerance and its ties (alternative sets of names). */
#include <math.h>
#include <string.h>

#include "core/qd-practice.h"
#include "problems/gametree/qd-gametree-practice.h"

#define AIMA "A:[B:[3, 12, 8], C:[2, 4, 6], D:[14, 5, 2]]"

static QdPractice *
aima (QdGameSearchAlgorithm algorithm, QdPracticeFrequency frequency)
{
  g_autoptr(QdGameTree) tree = qd_game_tree_parse (AIMA, -1, NULL);
  QdPractice *practice;

  g_assert_nonnull (tree);
  practice = qd_gametree_practice_new (tree, algorithm);
  qd_practice_set_frequency (practice, frequency);
  return practice;
}

/* The question asked now, checked, then answered right. */
static void
expect (QdPractice *practice, const char *text, const char *answer, guint step)
{
  const QdPracticeQuestion *q = qd_practice_current (practice);

  g_assert_nonnull (q);
  g_assert_cmpstr (q->text, ==, text);
  g_assert_cmpstr (q->answer, ==, answer);
  g_assert_cmpuint (q->step, ==, step);
}

static void
test_every_step (void)
{
  g_autoptr(QdPractice) p = aima (QD_GAME_SEARCH_ALPHABETA, QD_PRACTICE_EVERY_STEP);
  /* The events: 0 enter A, 1 enter B, 2-7 its three leaves and updates,
   * 8 B returns, 9 A's update; 10 enter C, 11 leaf 2, 12 the cut-off, 13 C
   * returns, 14 A's update; 15 enter D, 16-21 its leaves and updates (the
   * last a cut-off), 22 D returns; 23 A's update, 24 A returns.  Each
   * question is asked with the events before its node's return shown. */
  static const struct { const char *text, *answer; guint step; const char *given; } all[] = {
    { "What value does B return?", "3", 8, "3" },
    { "What is α at B when it returns?", "−∞", 8, "-inf" },
    { "What is β at B when it returns?", "3", 8, "3" },
    { "Which children of B are pruned? Click them or type their names (none if none).", "none", 8, "none" },
    { "What value does C return?", "2", 13, "2" },
    { "What is α at C when it returns?", "3", 13, "3" },
    { "What is β at C when it returns?", "∞", 13, "+∞" },
    { "Which children of C are pruned? Click them or type their names (none if none).", "r.1.1, r.1.2", 13,
      "R.1.2 r.1.1" },
    { "What value does D return?", "2", 22, "2.0" },
    { "What is α at D when it returns?", "3", 22, "3" },
    { "What is β at D when it returns?", "5", 22, "5" },
    { "Which children of D are pruned? Click them or type their names (none if none).", "none", 22, "" },
    { "What value does A return?", "3", 24, "3" },
    { "What is α at A when it returns?", "3", 24, "3" },
    { "What is β at A when it returns?", "∞", 24, "inf" },
    { "Which children of A are pruned? Click them or type their names (none if none).", "none", 24, "—" },
    { "Which leaves does alpha-beta prune? Click them or type their names (none if none).", "r.1.1, r.1.2", 24,
      "r.1.2, r.1.1" },
  };

  g_assert_cmpuint (qd_practice_n_asked (p), ==, G_N_ELEMENTS (all));
  for (guint i = 0; i < G_N_ELEMENTS (all); i++)
    {
      g_autofree char *message = NULL;

      expect (p, all[i].text, all[i].answer, all[i].step);
      g_assert_cmpint (qd_practice_answer (p, all[i].given, &message), ==, QD_PRACTICE_RIGHT);
      g_assert_null (message);
    }
  g_assert_true (qd_practice_finished (p));
  g_assert_null (qd_practice_current (p));
  g_assert_cmpuint (qd_practice_n_right (p), ==, G_N_ELEMENTS (all));
}

static void
test_wrong_explained (void)
{
  g_autoptr(QdPractice) p = aima (QD_GAME_SEARCH_ALPHABETA, QD_PRACTICE_DECISIONS);
  char *message = NULL;

  /* Decisions: the values, then the end's pruned leaves. */
  expect (p, "What value does B return?", "3", 8);
  g_assert_cmpint (qd_practice_answer (p, "12", &message), ==, QD_PRACTICE_WRONG);
  g_assert_cmpstr (message, ==, "No: B (r.0) is MIN: its value is the smallest of its children's values "
                                "(r.0.0 3, r.0.1 12, r.0.2 8), so 3.");
  g_clear_pointer (&message, g_free);
  /* The question stays; what is not a number is read as nothing. */
  expect (p, "What value does B return?", "3", 8);
  g_assert_cmpint (qd_practice_answer (p, "three", &message), ==, QD_PRACTICE_UNREADABLE);
  g_assert_nonnull (strstr (message, "is not a number"));
  g_clear_pointer (&message, g_free);
  g_assert_cmpstr (qd_practice_hint (p), ==,
                   "A MIN node returns the smallest value its children return (or the one at a cut-off).");
  g_assert_cmpint (qd_practice_answer (p, "3", NULL), ==, QD_PRACTICE_RIGHT);

  /* C: its value at the cut-off. */
  expect (p, "What value does C return?", "2", 13);
  g_assert_cmpint (qd_practice_answer (p, "4", &message), ==, QD_PRACTICE_WRONG);
  g_assert_cmpstr (message, ==, "No: C (r.1) is MIN and its children return r.1.0 2, r.1.1 pruned, r.1.2 pruned: "
                                "at v = 2 ≤ α = 3 the rest are pruned, so it returns 2.");
  g_clear_pointer (&message, g_free);
  /* Show Me reveals and moves on. */
  message = qd_practice_show_me (p);
  g_assert_cmpstr (message, ==, "The answer is 2: C (r.1) is MIN and its children return r.1.0 2, r.1.1 pruned, "
                                "r.1.2 pruned: at v = 2 ≤ α = 3 the rest are pruned, so it returns 2.");
  g_clear_pointer (&message, g_free);

  expect (p, "What value does D return?", "2", 22);
  g_assert_cmpint (qd_practice_answer (p, "2", NULL), ==, QD_PRACTICE_RIGHT);
  expect (p, "What value does A return?", "3", 24);
  /* Undo takes the last answer back with its score. */
  message = qd_practice_score_text (p);
  g_assert_cmpstr (message, ==, "1 right of 3, 1 hint, 1 shown");
  g_clear_pointer (&message, g_free);
  g_assert_true (qd_practice_undo (p));
  expect (p, "What value does D return?", "2", 22);
  message = qd_practice_score_text (p);
  g_assert_cmpstr (message, ==, "0 right of 2, 1 hint, 1 shown");
  g_clear_pointer (&message, g_free);
  g_assert_cmpint (qd_practice_answer (p, "2", NULL), ==, QD_PRACTICE_RIGHT);
  g_assert_cmpint (qd_practice_answer (p, "3", NULL), ==, QD_PRACTICE_RIGHT);
  /* The end: the leaves pruned, by label-less paths in any order, only both. */
  expect (p, "Which leaves does alpha-beta prune? Click them or type their names (none if none).",
          "r.1.1, r.1.2", 24);
  g_assert_cmpint (qd_practice_answer (p, "r.1.1", &message), ==, QD_PRACTICE_WRONG);
  g_assert_cmpstr (message, ==, "No: Alpha-beta evaluates 7 of the tree's 9 leaves: the cut-offs prune 2 "
                                "(r.1.1, r.1.2).");
  g_clear_pointer (&message, g_free);
  g_assert_cmpint (qd_practice_answer (p, "r.1.1; r.1.2", NULL), ==, QD_PRACTICE_RIGHT);
  g_assert_true (qd_practice_finished (p));
  g_assert_null (qd_practice_show_me (p));
  g_assert_cmpuint (qd_practice_n_answered (p), ==, 5);
  message = qd_practice_score_text (p);
  g_assert_cmpstr (message, ==, "2 right of 5, 1 hint, 1 shown");
  g_free (message);
}

static void
test_bounds_explained (void)
{
  g_autoptr(QdPractice) p = aima (QD_GAME_SEARCH_ALPHABETA, QD_PRACTICE_EVERY_STEP);
  g_autofree char *m1 = NULL, *m2 = NULL, *m3 = NULL, *m4 = NULL, *m5 = NULL, *m6 = NULL, *m7 = NULL;

  g_assert_cmpint (qd_practice_answer (p, "3", NULL), ==, QD_PRACTICE_RIGHT);
  g_assert_cmpint (qd_practice_answer (p, "3", &m1), ==, QD_PRACTICE_WRONG);
  g_assert_cmpstr (m1, ==, "No: B (r.0) is MIN: it never changes α, so α is -inf, as its parent passed it down.");
  g_assert_cmpint (qd_practice_answer (p, "-inf", NULL), ==, QD_PRACTICE_RIGHT);
  g_assert_cmpint (qd_practice_answer (p, "8", &m2), ==, QD_PRACTICE_WRONG);
  g_assert_cmpstr (m2, ==, "No: B (r.0) is MIN: β starts at inf from its parent and falls to each child's value "
                           "below it (r.0.0 3, r.0.1 12, r.0.2 8), so β = 3.");
  g_assert_cmpint (qd_practice_answer (p, "3", NULL), ==, QD_PRACTICE_RIGHT);
  g_assert_cmpint (qd_practice_answer (p, "none", NULL), ==, QD_PRACTICE_RIGHT);
  g_assert_cmpint (qd_practice_answer (p, "2", NULL), ==, QD_PRACTICE_RIGHT);
  g_assert_cmpint (qd_practice_answer (p, "3", NULL), ==, QD_PRACTICE_RIGHT);
  /* C's β: the cut-off leaves it where it was. */
  g_assert_cmpint (qd_practice_answer (p, "2", &m3), ==, QD_PRACTICE_WRONG);
  g_assert_cmpstr (m3, ==, "No: C (r.1) is MIN: β starts at inf from its parent and falls with its children's "
                           "values (r.1.0 2, r.1.1 pruned, r.1.2 pruned), but a cut-off leaves it as it was before, "
                           "so β = inf.");
  g_assert_cmpint (qd_practice_answer (p, "inf", NULL), ==, QD_PRACTICE_RIGHT);
  /* C's pruned children: one of the two is not enough; a name that is no
   * node is refused. */
  g_assert_cmpint (qd_practice_answer (p, "r.1.2", &m4), ==, QD_PRACTICE_WRONG);
  g_assert_cmpstr (m4, ==, "No: Alpha-beta prunes the rest of node C (r.1) here, because its value 2 is at "
                           "most α = 3: MAX above never lets the game come here.");
  g_assert_cmpint (qd_practice_answer (p, "r.9", &m5), ==, QD_PRACTICE_UNREADABLE);
  g_assert_cmpstr (m5, ==, "“r.9” is not a name here: click what you mean or type its name.");
  g_assert_cmpstr (qd_practice_hint (p), ==,
                   "A MIN node stops as soon as its value falls to α: the children after that one are pruned.");
  g_assert_cmpint (qd_practice_answer (p, "r.1.2, R.1.1", NULL), ==, QD_PRACTICE_RIGHT);
  /* D prunes nothing: its last child made the cut-off. */
  g_assert_cmpint (qd_practice_answer (p, "2", NULL), ==, QD_PRACTICE_RIGHT);
  g_assert_cmpint (qd_practice_answer (p, "3", NULL), ==, QD_PRACTICE_RIGHT);
  g_assert_cmpint (qd_practice_answer (p, "5", NULL), ==, QD_PRACTICE_RIGHT);
  g_assert_cmpint (qd_practice_answer (p, "r.2.2", NULL), ==, QD_PRACTICE_WRONG);
  g_assert_cmpint (qd_practice_answer (p, "none", NULL), ==, QD_PRACTICE_RIGHT);
  /* A's α and β: the root has no cut-off and keeps β = inf. */
  g_assert_cmpint (qd_practice_answer (p, "3", NULL), ==, QD_PRACTICE_RIGHT);
  g_assert_cmpint (qd_practice_answer (p, "3", NULL), ==, QD_PRACTICE_RIGHT);
  g_assert_cmpint (qd_practice_answer (p, "3", &m6), ==, QD_PRACTICE_WRONG);
  g_assert_cmpstr (m6, ==, "No: A (r) is MAX: it never changes β, so β is inf, as its parent passed it down.");
  g_assert_cmpint (qd_practice_answer (p, "+inf", NULL), ==, QD_PRACTICE_RIGHT);
  g_assert_cmpint (qd_practice_answer (p, "r.1", &m7), ==, QD_PRACTICE_WRONG);
  g_assert_cmpstr (m7, ==, "No: A (r) has no cut-off: its value 3 never reaches β = inf, so none of its children is "
                           "pruned.");
}

static void
test_frequencies (void)
{
  g_autoptr(QdPractice) every = aima (QD_GAME_SEARCH_ALPHABETA, QD_PRACTICE_EVERY_STEP);
  g_autoptr(QdPractice) decisions = aima (QD_GAME_SEARCH_ALPHABETA, QD_PRACTICE_DECISIONS);
  g_autoptr(QdPractice) end = aima (QD_GAME_SEARCH_ALPHABETA, QD_PRACTICE_END);
  g_autoptr(QdPractice) minimax = aima (QD_GAME_SEARCH_MINIMAX, QD_PRACTICE_EVERY_STEP);

  g_assert_cmpuint (qd_practice_n_all (every), ==, 17);
  g_assert_cmpuint (qd_practice_n_asked (every), ==, 17);
  g_assert_cmpuint (qd_practice_n_asked (decisions), ==, 5);
  g_assert_cmpuint (qd_practice_n_asked (end), ==, 2);
  expect (end, "What value does A return?", "3", 24);
  g_assert_cmpint (qd_practice_answer (end, "3", NULL), ==, QD_PRACTICE_RIGHT);
  expect (end, "Which leaves does alpha-beta prune? Click them or type their names (none if none).",
          "r.1.1, r.1.2", 24);
  /* The setting changed: the session starts again. */
  qd_practice_set_frequency (end, QD_PRACTICE_DECISIONS);
  g_assert_cmpuint (qd_practice_position (end), ==, 0);
  g_assert_cmpuint (qd_practice_n_answered (end), ==, 0);
  expect (end, "What value does B return?", "3", 8);
  /* Minimax: the values only, no bounds, nothing pruned; every leaf evaluated. */
  g_assert_cmpuint (qd_practice_n_asked (minimax), ==, 4);
  expect (minimax, "What value does B return?", "3", 8);
  g_assert_cmpint (qd_practice_answer (minimax, "3", NULL), ==, QD_PRACTICE_RIGHT);
  expect (minimax, "What value does C return?", "2", 17);
  g_assert_cmpint (qd_practice_answer (minimax, "2", NULL), ==, QD_PRACTICE_RIGHT);
  g_assert_cmpint (qd_practice_answer (minimax, "2", NULL), ==, QD_PRACTICE_RIGHT);
  expect (minimax, "What value does A return?", "3", 28);
}

static void
test_numbers (void)
{
  static const struct { const char *text; double value; } good[] = {
    { "3", 3 }, { " -2.5 ", -2.5 }, { "−2,5", -2.5 }, { "+∞", INFINITY }, { "-inf", -INFINITY },
    { "Infinity", INFINITY }, { "−∞", -INFINITY }, { ".5", 0.5 },
  };
  static const char *const bad[] = { "", "x", "3x", "--3", "nan", "1e999" };
  double v;

  for (guint i = 0; i < G_N_ELEMENTS (good); i++)
    {
      g_assert_true (qd_practice_parse_number (good[i].text, &v));
      g_assert_cmpfloat (v, ==, good[i].value);
    }
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    g_assert_false (qd_practice_parse_number (bad[i], &v));
}

/* Letters name themselves, in any case. */
static char *
letter (const char *typed, gpointer data)
{
  return g_ascii_isalpha (typed[0]) && typed[1] == '\0' ? g_ascii_strup (typed, -1) : NULL;
}

/* The core's optional tolerance: e^(−1) = 0.36787… asked to ±0.005 takes
 * 0.37 and 0.364, not 0.36 or 0.373; shown to three places. */
static void
test_tolerance (void)
{
  g_autoptr(QdPractice) practice = qd_practice_new (letter, NULL, NULL);
  static const char *const wrong[] = { "0.36", "0.373", "1/e" };
  g_autofree char *shown = NULL;

  qd_practice_add_number_within (practice, QD_PRACTICE_LEVEL_END, 0, "p?", exp (-1), 0.005, "e^(−1).", NULL);
  qd_practice_add_number_within (practice, QD_PRACTICE_LEVEL_END, 1, "p?", exp (-1), 0.005, "e^(−1).", NULL);
  qd_practice_add_number (practice, QD_PRACTICE_LEVEL_END, 2, "exact?", 2.5, "2.5.", NULL);
  g_assert_cmpstr (qd_practice_current (practice)->answer, ==, "0.368");
  for (guint i = 0; i < G_N_ELEMENTS (wrong); i++)
    g_assert_cmpint (qd_practice_answer (practice, wrong[i], NULL), !=, QD_PRACTICE_RIGHT);
  g_assert_cmpint (qd_practice_answer (practice, "0,37", NULL), ==, QD_PRACTICE_RIGHT);
  g_assert_cmpint (qd_practice_answer (practice, "0.364", NULL), ==, QD_PRACTICE_RIGHT);
  /* Without a tolerance, a near miss is wrong. */
  g_assert_cmpint (qd_practice_answer (practice, "2.501", NULL), ==, QD_PRACTICE_WRONG);
  shown = qd_practice_show_me (practice);
  g_assert_cmpstr (shown, ==, "The answer is 2.5: 2.5.");
}

/* A tie: either set of names is right, nothing else is. */
static void
test_alternatives (void)
{
  g_autoptr(QdPractice) practice = qd_practice_new (letter, NULL, NULL);
  static const char *const first[] = { "A", "B", NULL }, *const second[] = { "C", "D", NULL };

  qd_practice_add_names (practice, QD_PRACTICE_NAMES, QD_PRACTICE_LEVEL_END, 0, "pair?", first, "A, B", "tie.", NULL);
  qd_practice_add_alternative (practice, second);
  qd_practice_add_names (practice, QD_PRACTICE_NAMES, QD_PRACTICE_LEVEL_END, 0, "pair?", first, "A, B", "one.", NULL);
  g_assert_cmpint (qd_practice_answer (practice, "a c", NULL), ==, QD_PRACTICE_WRONG);
  g_assert_cmpint (qd_practice_answer (practice, "a b c d", NULL), ==, QD_PRACTICE_WRONG);
  g_assert_cmpint (qd_practice_answer (practice, "d, c", NULL), ==, QD_PRACTICE_RIGHT);
  /* The next question has no alternative. */
  g_assert_cmpint (qd_practice_answer (practice, "c d", NULL), ==, QD_PRACTICE_WRONG);
  g_assert_cmpint (qd_practice_answer (practice, "b a", NULL), ==, QD_PRACTICE_RIGHT);
  g_assert_true (qd_practice_finished (practice));
}

/* Chance nodes under expectiminimax: B = 1/3 * C + 2/3 * H with C =
 * min(3, 5) = 3 and H = min(2, 7) = 2, so 7/3 (worked by hand); the values
 * are right to two decimals, and a wrong one is explained with the sum. */
static void
test_chance (void)
{
  g_autoptr(QdGameTree) tree = qd_game_tree_parse ("A:[B:?[1/3: C:[3, 5], 2/3: H:[2, 7]], 1]", -1, NULL);
  g_autoptr(QdPractice) p = NULL;
  g_autofree char *message = NULL;

  g_assert_nonnull (tree);
  p = qd_gametree_practice_new (tree, QD_GAME_SEARCH_EXPECTIMINIMAX);
  qd_practice_set_frequency (p, QD_PRACTICE_EVERY_STEP);
  g_assert_cmpstr (qd_practice_current (p)->text, ==, "What value does C return?");
  g_assert_cmpint (qd_practice_answer (p, "3", NULL), ==, QD_PRACTICE_RIGHT);
  g_assert_cmpstr (qd_practice_current (p)->text, ==, "What value does H return?");
  g_assert_cmpint (qd_practice_answer (p, "2", NULL), ==, QD_PRACTICE_RIGHT);
  g_assert_cmpstr (qd_practice_current (p)->text, ==, "What is the value of chance node B?");
  g_assert_cmpint (qd_practice_answer (p, "2.5", &message), ==, QD_PRACTICE_WRONG);
  g_assert_nonnull (strstr (message, "1/3 × 3 + 2/3 × 2 = 2.3333"));
  g_assert_cmpint (qd_practice_answer (p, "2.33", NULL), ==, QD_PRACTICE_RIGHT);
  /* The root: max(7/3, 1). */
  g_assert_cmpstr (qd_practice_current (p)->text, ==, "What value does A return?");
  g_assert_cmpint (qd_practice_answer (p, "2.333", NULL), ==, QD_PRACTICE_RIGHT);
  g_assert_true (qd_practice_finished (p));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/gametree/practice/every-step", test_every_step);
  g_test_add_func ("/gametree/practice/wrong-explained", test_wrong_explained);
  g_test_add_func ("/gametree/practice/bounds-explained", test_bounds_explained);
  g_test_add_func ("/gametree/practice/frequencies", test_frequencies);
  g_test_add_func ("/practice/numbers", test_numbers);
  g_test_add_func ("/practice/tolerance", test_tolerance);
  g_test_add_func ("/practice/alternatives", test_alternatives);
  g_test_add_func ("/gametree/practice/chance", test_chance);
  return g_test_run ();
}
