/* test-mapcolor-practice.c — practice on the map-colouring tab (issue 51).
 *
 * Australia with three colours (red, green, blue) by forward checking,
 * worked by hand (WA NT SA Q NSW V T in the map's order; MRV, then the
 * most uncoloured neighbours, then the map's order; LCV by the choices a
 * colour takes from the uncoloured neighbours, ties in colour order):
 *   1. every region has 3 colours; SA has 5 uncoloured neighbours, the most:
 *      SA.  Each colour takes 5 choices: red.  FC removes red from WA, NT,
 *      Q, NSW, V.
 *   2. WA NT Q NSW V have 2 colours (green, blue), T 3; uncoloured
 *      neighbours WA 1 (NT), NT 2 (WA, Q), Q 2 (NT, NSW), NSW 2 (Q, V),
 *      V 1: NT, Q, NSW tie, the map's order gives NT.  green takes 2 (WA,
 *      Q), blue 2: green.  FC removes green from WA and Q.
 *   3. WA {blue} and Q {blue} have 1; WA has no uncoloured neighbour, Q
 *      one (NSW): Q.  Q = blue; FC removes blue from NSW.
 *   4. WA {blue}, NSW {green}; NSW has V uncoloured: NSW = green; FC
 *      removes green from V.
 *   5. WA {blue}, V {blue}, no uncoloured neighbours: the map's order, WA =
 *      blue; FC removes nothing.  6. V = blue.  7. T = red (the last).
 *   The colouring: WA blue, NT green, SA red, Q blue, NSW green, V blue,
 *   T red, with no backtrack.
 * By MAC, step 2's NT = green removes green from WA and Q (NT is green),
 * then blue from NSW (Q has only blue) and green from V (NSW has only
 * green).
 * K4 (A, B, C, D all neighbours) with three colours by forward checking:
 * A = red, B = green (removing green from C and D), C = blue (C and D have
 * blue alone, C first in the map): FC removes blue from D, a wipe-out; C
 * has no other colour, so B = green is taken back and B = blue is tried.
 * There is no colouring.
 * The FC vs MAC tables of the path A - B - C with values r, g: FC's
 * A = r removes r from B; B = g removes g from C; C = r: 3 assignments.
 * MAC's A = r removes B = r, then C = g (B has only g left). */
#include <string.h>

#include "core/qd-practice.h"
#include "problems/mapcolor/qd-mapcolor-practice.h"

static const char australia_text[] =
  "WA (0.12, 0.45): NT, SA\nNT (0.42, 0.22): WA, SA, Q\nSA (0.45, 0.55): WA, NT, Q, NSW, V\n"
  "Q (0.72, 0.28): NT, SA, NSW\nNSW (0.78, 0.6): Q, SA, V\nV (0.68, 0.78): SA, NSW\nT (0.72, 0.95):\n";

typedef struct {
  QdMap *map;
  QdSearchTree *tree;
  QdMapcolorSteps steps;
  QdMapcolorSolution *solution;
} Run;

static void
run_map (Run *run, const char *text, QdMapcolorAlgorithm algorithm, guint colors)
{
  QdMapcolorSolveOptions options;

  run->map = qd_map_parse (text, -1, NULL, NULL);
  g_assert_nonnull (run->map);
  qd_mapcolor_solve_options_init (&options);
  options.algorithm = algorithm;
  options.colors = colors;
  run->tree = options.tree = qd_search_tree_new (QD_SEARCH_TREE_CSP, 0);
  qd_mapcolor_steps_init (&run->steps, 1000);
  options.on_assign = qd_mapcolor_steps_record;
  options.user_data = &run->steps;
  g_assert_null (qd_mapcolor_practice_unsupported (&options));
  run->solution = qd_mapcolor_solve (run->map, &options);
}

static QdPractice *
practice_of (Run *run, QdCspInference inference)
{
  return qd_mapcolor_practice_new_search (run->map, run->tree, (const QdMapcolorStep *) run->steps.steps->data,
                                          run->steps.steps->len, inference,
                                          run->solution->status == QD_MAPCOLOR_SOLVED ? run->solution->colors : NULL,
                                          1000);
}

static void
run_clear (Run *run)
{
  qd_map_free (run->map);
  qd_search_tree_unref (run->tree);
  qd_mapcolor_steps_clear (&run->steps);
  qd_mapcolor_solution_free (run->solution);
}

/* Judges `given` and expects `verdict`; a wrong answer's message is
 * "No: " and the question's why. */
static void
expect (QdPractice *practice, const char *given, QdPracticeVerdict verdict)
{
  g_autofree char *message = NULL;

  g_assert_cmpint (qd_practice_answer (practice, given, &message), ==, verdict);
}

static void
test_fc_australia (void)
{
  Run run = { 0 };
  g_autoptr(QdPractice) practice = NULL;
  const QdPracticeQuestion *q;
  g_autofree char *message = NULL;
  static const char *const every[] = {
    "SA", "red", "WA=red, NT=red, Q=red, NSW=red, V=red",
    "NT", "green", "WA=green Q=green",
    "Q", "blue", "NSW=blue",
    "NSW", "green", "V=green",
    "WA", "blue", "none",
    "V", "blue", "",
    "T", "red", "none",
    "WA=blue, NT=green, SA=red, Q=blue, NSW=green, V=blue, T=red",
  };
  static const guint steps[] = { 0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 4, 5, 5, 5, 6, 6, 6, 0 };

  run_map (&run, australia_text, QD_MAPCOLOR_ALGO_FC, 3);
  g_assert_cmpint (run.solution->status, ==, QD_MAPCOLOR_SOLVED);
  practice = practice_of (&run, QD_CSP_INFER_FC);
  g_assert_cmpuint (qd_practice_n_all (practice), ==, 22);
  g_assert_null (qd_practice_get_note (practice));

  /* Decisions (the default): the regions and colours, then the colouring. */
  g_assert_cmpuint (qd_practice_n_asked (practice), ==, 15);
  q = qd_practice_current (practice);
  g_assert_cmpint (q->kind, ==, QD_PRACTICE_NAME);
  g_assert_cmpuint (q->step, ==, 0);
  g_assert_cmpstr (q->text, ==, "Which region does the search colour next? Click it or type its name.");
  g_assert_cmpint (qd_practice_answer (practice, "NT", &message), ==, QD_PRACTICE_WRONG);
  g_assert_cmpstr (message, ==, "No: MRV ties: 3 colours are left to each of WA, NT, SA, Q, NSW, V, T, so the "
                                "degree rule takes the one with the most uncoloured neighbours: SA (uncoloured "
                                "neighbours: WA 2, NT 3, SA 5, Q 3, NSW 3, V 2, T 0).");
  g_clear_pointer (&message, g_free);
  g_assert_cmpint (qd_practice_answer (practice, "Tasmania", &message), ==, QD_PRACTICE_UNREADABLE);
  g_clear_pointer (&message, g_free);
  /* Case and blanks free. */
  expect (practice, "  s a ", QD_PRACTICE_RIGHT);
  q = qd_practice_current (practice);
  g_assert_cmpstr (q->text, ==, "SA is coloured next, from red, green, blue: which colour does LCV try first?");
  g_assert_cmpstr (q->why, ==, "LCV tries first the colour that takes the fewest choices from the uncoloured "
                               "neighbours of SA, ties in the colours' order; choices taken: red 5, green 5, blue 5.");
  expect (practice, "RED", QD_PRACTICE_RIGHT);
  q = qd_practice_current (practice);
  g_assert_cmpuint (q->step, ==, 1);
  g_assert_cmpstr (q->why, ==, "MRV ties: 2 colours are left to each of WA, NT, Q, NSW, V, and the most uncoloured "
                               "neighbours tie too (uncoloured neighbours: WA 1, NT 2, Q 2, NSW 2, V 1), so the "
                               "map's order decides: NT.");
  expect (practice, "nt", QD_PRACTICE_RIGHT);
  expect (practice, "blue", QD_PRACTICE_WRONG);
  expect (practice, "green", QD_PRACTICE_RIGHT);
  q = qd_practice_current (practice);
  g_assert_cmpstr (q->why, ==, "MRV ties: 1 colour is left to each of WA, Q, so the degree rule takes the one with "
                               "the most uncoloured neighbours: Q (uncoloured neighbours: WA 0, Q 1).");
  /* WA has 1 too, but its tie with Q goes by the uncoloured neighbours. */
  g_assert_cmpint (qd_practice_answer (practice, "WA", &message), ==, QD_PRACTICE_WRONG);
  g_clear_pointer (&message, g_free);

  /* Every step: the removals between. */
  qd_practice_set_frequency (practice, QD_PRACTICE_EVERY_STEP);
  g_assert_cmpuint (qd_practice_n_asked (practice), ==, 22);
  for (guint i = 0; i < G_N_ELEMENTS (every); i++)
    {
      q = qd_practice_current (practice);
      g_assert_nonnull (q);
      g_assert_cmpuint (q->step, ==, steps[i]);
      if (i == 2)
        {
          g_assert_cmpstr (q->text, ==, "SA=red: which values does forward checking remove? Type them as SA=red, "
                                        "NT=green (none if none).");
          g_assert_cmpstr (q->why, ==, "Forward checking removes red from the uncoloured neighbours of SA that still "
                                       "have it: WA, NT, Q, NSW, V.");
          /* One missing, one too many. */
          expect (practice, "WA=red, NT=red, Q=red, NSW=red", QD_PRACTICE_WRONG);
          expect (practice, "WA=red, NT=red, Q=red, NSW=red, V=red, T=red", QD_PRACTICE_WRONG);
          expect (practice, "WA=red, NT=red, Q=blue", QD_PRACTICE_WRONG);
        }
      if (i == 14)
        g_assert_cmpstr (q->why, ==, "No uncoloured neighbour of WA still has blue: forward checking removes "
                                     "nothing.");
      if (i == 15)
        g_assert_cmpstr (q->why, ==, "MRV takes the uncoloured region with the fewest colours left: V has 1 (blue), "
                                     "the others more (T 3).");
      if (i == 18)
        g_assert_cmpstr (q->why, ==, "T is the last uncoloured region.");
      /* In any order, in any case. */
      expect (practice, i == 5 ? "q=GREEN, wa = green" : every[i], QD_PRACTICE_RIGHT);
    }
  g_assert_true (qd_practice_finished (practice));
  g_assert_cmpuint (qd_practice_n_right (practice), ==, 21);

  /* The end only: the colouring, on the map as it starts. */
  qd_practice_set_frequency (practice, QD_PRACTICE_END);
  g_assert_cmpuint (qd_practice_n_asked (practice), ==, 1);
  q = qd_practice_current (practice);
  g_assert_cmpuint (q->step, ==, 0);
  g_assert_cmpstr (q->answer, ==, "WA=blue, NT=green, SA=red, Q=blue, NSW=green, V=blue, T=red");
  expect (practice, "WA=blue, NT=green, SA=red, Q=blue, NSW=green, V=blue", QD_PRACTICE_WRONG);
  {
    g_autofree char *shown = qd_practice_show_me (practice);

    g_assert_cmpstr (shown, ==, "The answer is WA=blue, NT=green, SA=red, Q=blue, NSW=green, V=blue, T=red: The "
                                "search's colouring is WA=blue, NT=green, SA=red, Q=blue, NSW=green, V=blue, T=red.");
  }
  run_clear (&run);
}

static void
test_mac_australia (void)
{
  Run run = { 0 };
  g_autoptr(QdPractice) practice = NULL;
  const QdPracticeQuestion *q;

  run_map (&run, australia_text, QD_MAPCOLOR_ALGO_MAC, 3);
  practice = practice_of (&run, QD_CSP_INFER_MAC);
  qd_practice_set_frequency (practice, QD_PRACTICE_EVERY_STEP);
  expect (practice, "SA", QD_PRACTICE_RIGHT);
  expect (practice, "red", QD_PRACTICE_RIGHT);
  q = qd_practice_current (practice);
  g_assert_cmpstr (q->text, ==, "SA=red: which values does arc consistency remove? Type them as SA=red, NT=green "
                                "(none if none).");
  expect (practice, "WA=red, NT=red, Q=red, NSW=red, V=red", QD_PRACTICE_RIGHT);
  expect (practice, "NT", QD_PRACTICE_RIGHT);
  expect (practice, "green", QD_PRACTICE_RIGHT);
  q = qd_practice_current (practice);
  /* Forward checking's answer is not enough here. */
  expect (practice, "WA=green, Q=green", QD_PRACTICE_WRONG);
  g_assert_nonnull (strstr (q->why, "NSW=blue, as Q has only blue left"));
  g_assert_nonnull (strstr (q->why, "V=green, as NSW has only green left"));
  g_assert_nonnull (strstr (q->why, "WA=green, as NT has only green left"));
  expect (practice, "V=green, NSW=blue, Q=green, WA=green", QD_PRACTICE_RIGHT);
  run_clear (&run);
}

static void
test_fc_wipeout (void)
{
  Run run = { 0 };
  g_autoptr(QdPractice) practice = NULL;
  const QdPracticeQuestion *q;
  static const char *const first[] = { "A", "red", "B=red C=red D=red", "B", "green", "C=green, D=green", "C", "blue" };

  run_map (&run, "A: B, C, D\nB: A, C, D\nC: A, B, D\nD: A, B, C\n", QD_MAPCOLOR_ALGO_FC, 3);
  g_assert_cmpint (run.solution->status, ==, QD_MAPCOLOR_NO_SOLUTION);
  practice = practice_of (&run, QD_CSP_INFER_FC);
  qd_practice_set_frequency (practice, QD_PRACTICE_EVERY_STEP);
  for (guint i = 0; i < G_N_ELEMENTS (first); i++)
    expect (practice, first[i], QD_PRACTICE_RIGHT);
  q = qd_practice_current (practice);
  g_assert_cmpstr (q->text, ==, "C=blue: which values does forward checking remove? Type them as SA=red, NT=green "
                                "(none if none).");
  g_assert_cmpstr (q->why, ==, "Forward checking removes blue from the uncoloured neighbours of C that still have "
                               "it, one after another, and stops at the first it leaves empty: D, whose domain is "
                               "wiped out, so C=blue fails.");
  expect (practice, "D=blue", QD_PRACTICE_RIGHT);
  /* C has no other colour: back to B's next. */
  q = qd_practice_current (practice);
  g_assert_cmpint (q->kind, ==, QD_PRACTICE_NAME);
  g_assert_cmpstr (q->text, ==, "B=green is taken back: which colour does the search try for B now?");
  g_assert_cmpstr (q->why, ==, "B=green failed (every way on from it failed), so the search tries the next colour "
                               "in LCV's order (choices taken: green 2, blue 2): blue.");
  expect (practice, "green", QD_PRACTICE_WRONG);
  expect (practice, "Blue", QD_PRACTICE_RIGHT);
  /* The end: no colouring. */
  qd_practice_set_frequency (practice, QD_PRACTICE_END);
  q = qd_practice_current (practice);
  g_assert_cmpstr (q->answer, ==, "none");
  expect (practice, "A=red", QD_PRACTICE_WRONG);
  expect (practice, "none", QD_PRACTICE_RIGHT);
  run_clear (&run);
}

static void
test_fcmac_tables (void)
{
  g_autoptr(QdMap) map = qd_map_parse ("A: B\nB: A, C\nC: B\n", -1, NULL, NULL);
  static const char *const values[] = { "r", "g" };
  QdCspTable *tables[2];
  g_autoptr(QdPractice) practice = NULL;
  const QdPracticeQuestion *q;

  g_assert_nonnull (map);
  tables[0] = qd_mapcolor_fcmac_run (map, NULL, values, 2, QD_CSP_TABLES_FC);
  tables[1] = qd_mapcolor_fcmac_run (map, NULL, values, 2, QD_CSP_TABLES_MAC);
  practice = qd_mapcolor_practice_new_fcmac (map, tables, 2);
  /* Decisions: FC's three rows, MAC's; the end: the counts. */
  q = qd_practice_current (practice);
  g_assert_cmpuint (q->step, ==, 1);
  g_assert_cmpstr (q->text, ==, "A=r: which values does forward checking remove? Type them as SA=red, NT=green "
                                "(none if none).");
  expect (practice, "B=g", QD_PRACTICE_WRONG);
  expect (practice, "b = R", QD_PRACTICE_RIGHT);
  expect (practice, "C=g", QD_PRACTICE_RIGHT);
  expect (practice, "none", QD_PRACTICE_RIGHT);
  /* Each table's end comes after its rows. */
  q = qd_practice_current (practice);
  g_assert_cmpint (q->kind, ==, QD_PRACTICE_NUMBER);
  g_assert_cmpuint (q->step, ==, 1);
  g_assert_cmpstr (q->text, ==, "How many assignments does forward checking make, wiped-out ones included?");
  expect (practice, "4", QD_PRACTICE_WRONG);
  expect (practice, "3", QD_PRACTICE_RIGHT);
  q = qd_practice_current (practice);
  /* MAC's first row comes after FC's 4 rows and its own initial row. */
  g_assert_cmpuint (q->step, ==, 5);
  g_assert_cmpstr (q->text, ==, "A=r: which values does arc consistency remove? Type them as SA=red, NT=green "
                                "(none if none).");
  expect (practice, "B=r", QD_PRACTICE_WRONG);
  g_assert_cmpstr (q->why, ==, "After A=r arc consistency removes B=r, as A has only r left; C=g, as B has only g "
                               "left.");
  expect (practice, "C=g, B=r", QD_PRACTICE_RIGHT);
  expect (practice, "none", QD_PRACTICE_RIGHT);
  expect (practice, "none", QD_PRACTICE_RIGHT);
  expect (practice, "3", QD_PRACTICE_RIGHT);
  g_assert_true (qd_practice_finished (practice));
  qd_csp_tables_free (tables[0]);
  qd_csp_tables_free (tables[1]);
}

/* Australia's seven assignments, three asked about: three questions each
 * (the region, its colour, the removals: no backtrack), the colouring still,
 * and the note says where the questions stop. */
static void
test_cap (void)
{
  Run run = { 0 };
  g_autoptr(QdPractice) practice = NULL;

  run_map (&run, australia_text, QD_MAPCOLOR_ALGO_FC, 3);
  practice = qd_mapcolor_practice_new_search (run.map, run.tree, (const QdMapcolorStep *) run.steps.steps->data,
                                              run.steps.steps->len, QD_CSP_INFER_FC, run.solution->colors, 3);
  g_assert_cmpuint (qd_practice_n_all (practice), ==, 3 * 3 + 1);
  g_assert_cmpint (qd_practice_get (practice, 9)->level, ==, QD_PRACTICE_LEVEL_END);
  g_assert_cmpstr (qd_practice_get_note (practice), ==,
                   "Only the first 3 assignments are asked about, then the colouring.");
  g_clear_pointer (&practice, qd_practice_free);
  /* All seven: nothing to say. */
  practice = qd_mapcolor_practice_new_search (run.map, run.tree, (const QdMapcolorStep *) run.steps.steps->data,
                                              run.steps.steps->len, QD_CSP_INFER_FC, run.solution->colors, 7);
  g_assert_cmpuint (qd_practice_n_all (practice), ==, 22);
  g_assert_null (qd_practice_get_note (practice));
  run_clear (&run);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/mapcolor/practice/fc-australia", test_fc_australia);
  g_test_add_func ("/mapcolor/practice/mac-australia", test_mac_australia);
  g_test_add_func ("/mapcolor/practice/fc-wipeout", test_fc_wipeout);
  g_test_add_func ("/mapcolor/practice/fcmac-tables", test_fcmac_tables);
  g_test_add_func ("/mapcolor/practice/cap", test_cap);
  return g_test_run ();
}
