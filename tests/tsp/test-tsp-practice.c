/* test-tsp-practice.c — practice on the TSP (issue 51; statement 003,
 * problems 2 and 3) on the statement's four cities (Madison M, NYC N,
 * Chicago C, LA L), worked by hand (as in test-tsp.c):
 *   the start N-M-C-L is 808.11 + 122.47 + 1744.26 + 2448.30 = 5123.14;
 *   of its 6 neighbours, swapping N and M (M-N-C-L: 808.11 + 711.83 +
 *   1744.26 + 1669.74) or C and L (N-M-L-C: 808.11 + 1669.74 + 1744.26 +
 *   711.83) gives 4933.94, the shortest, a tie; 2-opt reverses the same
 *   two pairs (positions 0-1 and 2-3: Δ = 1669.74 + 711.83 − 2448.30 −
 *   122.47 = −189.20);
 *   four cities make three tours only, 5123.14, 4933.94 and 4952.34, so
 *   from 4933.94 no neighbour is shorter: the climb stops.
 * Annealing at the constant T = 100 can only draw these longer moves:
 *   4933.94 → 4952.34 (Δ 18.40, p = e^−0.184 = 0.8319),
 *   4933.94 → 5123.14 (Δ 189.20, p = e^−1.892 = 0.1508),
 *   4952.34 → 5123.14 (Δ 170.80, p = e^−1.708 = 0.1812);
 * the test computes Δ from the distances itself, on its own replay. */
#include "config.h"

#include <math.h>
#include <string.h>

#include "core/qd-practice.h"
#include "problems/tsp/qd-tsp.h"
#include "problems/tsp/qd-tsp-practice.h"
#include "problems/tsp/qd-tsp-search.h"

#include "tsp-four-cities.h"

enum { M = FOUR_M, N = FOUR_N, C = FOUR_C, L = FOUR_L };

static QdTsp *
four_cities (void)
{
  static const char *const names[] = { "Madison", "NYC", "Chicago", "LA" };

  return qd_tsp_new_table (4, names, four_table);
}

/* From the statement's start, N-M-C-L. */
static QdTspRun *
search_four (const QdTsp *tsp, QdTspSearchOptions *options)
{
  static const guint start[] = { N, M, C, L };

  return qd_tsp_search (tsp, start, options);
}

static void
test_climb (gconstpointer data)
{
  QdTspMoves moves = GPOINTER_TO_INT (data);
  g_autoptr(QdTsp) tsp = four_cities ();
  const char *pick = moves == QD_TSP_SWAP
    ? "Which two cities does hill climbing swap next? Click them or type their names, or none if it stops here."
    : "Between which two cities does hill climbing reverse the path next? Click them or type their names, or none "
      "if it stops here.";
  const char *verb = moves == QD_TSP_SWAP ? "Swapping" : "Reversing the path from";
  const char *and = moves == QD_TSP_SWAP ? "and" : "to";

  /* Several seeds: the tie goes either way. */
  for (guint64 seed = 1; seed <= 6; seed++)
    {
      QdTspSearchOptions options;
      g_autoptr(QdTspRun) run = NULL;
      g_autoptr(QdPractice) practice = NULL;
      const QdPracticeQuestion *q;
      g_autofree char *message = NULL, *expected = NULL;
      gboolean chose_nm;

      qd_tsp_search_options_init (&options);
      options.local.seed = seed;
      options.moves = moves;
      run = search_four (tsp, &options);
      practice = qd_tsp_practice_new (tsp, run);

      qd_practice_set_frequency (practice, QD_PRACTICE_EVERY_STEP);
      g_assert_cmpuint (qd_practice_n_asked (practice), ==, 4);
      q = qd_practice_current (practice);
      g_assert_cmpstr (q->text, ==, pick);
      g_assert_cmpuint (q->step, ==, 0);
      chose_nm = g_str_equal (q->answer, "NYC, Madison");
      if (!chose_nm)
        g_assert_cmpstr (q->answer, ==, "Chicago, LA");
      /* A wrong pair is told why, and asked again. */
      g_assert_cmpint (qd_practice_answer (practice, "Madison, Chicago", &message), ==, QD_PRACTICE_WRONG);
      expected = g_strdup_printf ("No: %s %s %s %s gives 4933.94, the shortest of the 6 neighbours; the tour was "
                                  "5123.14. 2 neighbours tie: any of them is right.",
                                  verb, chose_nm ? "NYC" : "Chicago", and, chose_nm ? "Madison" : "LA");
      g_assert_cmpstr (message, ==, expected);
      g_clear_pointer (&message, g_free);
      g_assert_cmpint (qd_practice_answer (practice, "Madison", NULL), ==, QD_PRACTICE_WRONG);
      g_assert_cmpint (qd_practice_answer (practice, "Boston", NULL), ==, QD_PRACTICE_UNREADABLE);
      /* Either of the tie, typed as the step list writes it or as a pair. */
      g_assert_cmpint (qd_practice_answer (practice, seed % 2 ? "swap la chicago" : "Madison-NYC", NULL), ==,
                       QD_PRACTICE_RIGHT);
      q = qd_practice_current (practice);
      g_assert_cmpstr (q->text, ==, "How long is the tour after this move?");
      g_assert_cmpstr (q->answer, ==, "4933.94");
      g_assert_cmpint (qd_practice_answer (practice, "5123.14", NULL), ==, QD_PRACTICE_WRONG);
      g_assert_cmpint (qd_practice_answer (practice, "4933,94", NULL), ==, QD_PRACTICE_RIGHT);
      /* From 4933.94 nothing is shorter: none. */
      q = qd_practice_current (practice);
      g_assert_cmpuint (q->step, ==, 1);
      g_assert_cmpstr (q->answer, ==, "none");
      g_assert_cmpint (qd_practice_answer (practice, "NYC Chicago", &message), ==, QD_PRACTICE_WRONG);
      g_assert_true (g_str_has_prefix (message, "No: No neighbour is shorter than 4933.94: the best, "));
      g_assert_true (g_str_has_suffix (message, ", gives 4933.94. Hill climbing stops at a local minimum."));
      g_assert_cmpint (qd_practice_answer (practice, "none", NULL), ==, QD_PRACTICE_RIGHT);
      q = qd_practice_current (practice);
      g_assert_cmpint (q->level, ==, QD_PRACTICE_LEVEL_END);
      g_assert_cmpstr (q->text, ==, "How long is the best tour the search found?");
      g_assert_cmpint (qd_practice_answer (practice, "4933.9", NULL), ==, QD_PRACTICE_WRONG);
      g_assert_cmpint (qd_practice_answer (practice, "4933.94", NULL), ==, QD_PRACTICE_RIGHT);
      g_assert_true (qd_practice_finished (practice));
      g_clear_pointer (&message, g_free);
      message = qd_practice_score_text (practice);
      g_assert_cmpstr (message, ==, "0 right of 4");
      /* The decisions: the move and the stop, then the end. */
      qd_practice_set_frequency (practice, QD_PRACTICE_DECISIONS);
      g_assert_cmpuint (qd_practice_n_asked (practice), ==, 3);
      qd_practice_set_frequency (practice, QD_PRACTICE_END);
      g_assert_cmpuint (qd_practice_n_asked (practice), ==, 1);
    }
}

/* Annealing at the constant T = 100 from the statement's start, the longer
 * moves recorded as the tab records them. */
static QdTspRun *
anneal_four (const QdTsp *tsp, guint64 seed, guint64 iterations)
{
  QdTspSearchOptions options;

  qd_tsp_search_options_init (&options);
  options.local.algorithm = QD_LOCAL_ANNEALING;
  options.local.seed = seed;
  options.local.max_iterations = iterations;
  qd_schedule_init (&options.local.schedule, QD_SCHEDULE_CONSTANT, 100);
  options.max_proposals = QD_TSP_RECORDED_PROPOSALS;
  return search_four (tsp, &options);
}

/* Reads "…drawn is 0.1234. …". */
static double
drawn (const char *text)
{
  const char *p = strstr (text, "drawn is ");

  g_assert_nonnull (p);
  return g_ascii_strtod (p + strlen ("drawn is "), NULL);
}

static void
test_anneal (void)
{
  g_autoptr(QdTsp) tsp = four_cities ();
  g_autoptr(QdTspRun) run = anneal_four (tsp, 7, 300);
  g_autoptr(QdPractice) practice = NULL;
  guint tour[] = { N, M, C, L }, done = 0, probabilities = 0, taken = 0, refused = 0;
  const double deltas[] = { 18.40, 189.20, 170.80 };

  practice = qd_tsp_practice_new (tsp, run);
  /* Every longer move drawn (fewer than the cap in 300 iterations), two
   * questions each, and the end; no note. */
  g_assert_cmpuint (run->proposals->len, <, QD_TSP_PRACTICE_MAX_MOVES);
  g_assert_cmpuint (qd_practice_n_asked (practice), ==, 2 * run->proposals->len + 1);
  g_assert_null (qd_practice_get_note (practice));
  while (!qd_practice_finished (practice))
    {
      const QdPracticeQuestion *q = qd_practice_current (practice);
      guint a, b;
      double delta, p, r;
      gboolean known = FALSE;

      if (q->level == QD_PRACTICE_LEVEL_END)
        {
          g_assert_false (qd_tsp_practice_shown_move (practice, &a, &b));
          g_assert_cmpint (qd_practice_answer (practice, "4933.94", NULL), ==, QD_PRACTICE_RIGHT);
          continue;
        }
      delta = four_proposal_delta (run, practice, tour, &done);
      for (guint i = 0; i < G_N_ELEMENTS (deltas); i++)
        known |= fabs (delta - deltas[i]) < 1e-6;
      g_assert_true (known);
      p = exp (-delta / 100);
      g_assert_cmpint (q->kind, ==, QD_PRACTICE_NUMBER);
      g_assert_true (g_str_has_prefix (q->text, "At T = 100, swapping "));
      /* Two places are enough; a tenth off is not. */
      {
        g_autofree char *good = g_strdup_printf ("%.2f", p);
        g_autofree char *bad = g_strdup_printf ("%.2f", p + 0.1);

        g_assert_cmpint (qd_practice_answer (practice, bad, NULL), ==, QD_PRACTICE_WRONG);
        g_assert_cmpint (qd_practice_answer (practice, good, NULL), ==, QD_PRACTICE_RIGHT);
      }
      probabilities++;
      q = qd_practice_current (practice);
      g_assert_cmpint (q->kind, ==, QD_PRACTICE_NAME);
      r = drawn (q->text);
      g_assert_cmpint (qd_practice_answer (practice, r < p ? "no" : "yes", NULL), ==, QD_PRACTICE_WRONG);
      g_assert_cmpint (qd_practice_answer (practice, r < p ? "Yes" : "NO", NULL), ==, QD_PRACTICE_RIGHT);
      taken += r < p;
      refused += r >= p;
    }
  g_assert_cmpuint (probabilities, ==, run->proposals->len);
  /* Every longer move the run made was asked about: the engine counts them
   * itself; and some were refused. */
  g_assert_cmpuint (taken, ==, run->stats.worse_moves);
  g_assert_cmpuint (taken, >, 20);
  g_assert_cmpuint (refused, >, 0);
}

/* The N of a note's "the first N …". */
static guint
note_count (const char *note)
{
  const char *p = strstr (note, "first ");
  g_autoptr(GString) digits = g_string_new (NULL);

  g_assert_nonnull (p);
  for (p += strlen ("first "); *p != ' ' && *p != '\0'; p++)
    if (g_ascii_isdigit (*p))
      g_string_append_c (digits, *p);
  return (guint) g_ascii_strtoull (digits->str, NULL, 10);
}

/* A run past the cap: the first QD_TSP_PRACTICE_MAX_MOVES moves asked, the
 * end still, and the note says where the questions stop. */
static void
test_cap (void)
{
  g_autoptr(QdTsp) tsp = four_cities ();
  QdTspSearchOptions options;
  g_autoptr(QdTspRun) anneal = NULL, climb = NULL;
  g_autoptr(QdPractice) practice = NULL;
  guint n, decisions = 0;

  /* Annealing at T = 100 for 6000 iterations: on four cities, of the six
   * neighbours of a tour two at most are shorter, so thousands of longer
   * moves are drawn; the run keeps one more than is asked. */
  anneal = anneal_four (tsp, 3, 6000);
  g_assert_cmpuint (anneal->proposals->len, ==, QD_TSP_PRACTICE_MAX_MOVES + 1);
  practice = qd_tsp_practice_new (tsp, anneal);
  n = qd_practice_n_all (practice);
  g_assert_cmpuint (n, ==, 2 * QD_TSP_PRACTICE_MAX_MOVES + 1);
  g_assert_cmpint (qd_practice_get (practice, n - 1)->level, ==, QD_PRACTICE_LEVEL_END);
  g_assert_cmpstr (qd_practice_get (practice, n - 1)->text, ==, "How long is the best tour the search found?");
  g_assert_nonnull (qd_practice_get_note (practice));
  g_assert_true (g_str_has_prefix (qd_practice_get_note (practice), "Only the first "));
  g_assert_true (g_str_has_suffix (qd_practice_get_note (practice),
                                   " longer moves drawn are asked about, then the best tour."));
  g_assert_cmpuint (note_count (qd_practice_get_note (practice)), ==, QD_TSP_PRACTICE_MAX_MOVES);
  g_clear_pointer (&practice, qd_practice_free);

  /* Hill climbing with 1500 random restarts: each climb of four cities
   * ends at a local minimum (a stop asked), 1501 climbs, more than the cap. */
  qd_tsp_search_options_init (&options);
  options.local.seed = 5;
  options.local.restarts = 1500;
  climb = search_four (tsp, &options);
  practice = qd_tsp_practice_new (tsp, climb);
  n = qd_practice_n_all (practice);
  for (guint i = 0; i < n; i++)
    decisions += qd_practice_get (practice, i)->level == QD_PRACTICE_LEVEL_DECISION;
  g_assert_cmpuint (decisions, ==, QD_TSP_PRACTICE_MAX_MOVES);
  g_assert_cmpint (qd_practice_get (practice, n - 1)->level, ==, QD_PRACTICE_LEVEL_END);
  g_assert_true (g_str_has_suffix (qd_practice_get_note (practice),
                                   " steps of the climb are asked about, then the best tour."));
  g_assert_cmpuint (note_count (qd_practice_get_note (practice)), ==, QD_TSP_PRACTICE_MAX_MOVES);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_data_func ("/tsp/practice/climb-swap", GINT_TO_POINTER (QD_TSP_SWAP), test_climb);
  g_test_add_data_func ("/tsp/practice/climb-2opt", GINT_TO_POINTER (QD_TSP_TWO_OPT), test_climb);
  g_test_add_func ("/tsp/practice/anneal", test_anneal);
  g_test_add_func ("/tsp/practice/cap", test_cap);
  return g_test_run ();
}
