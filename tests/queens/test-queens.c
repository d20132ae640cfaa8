/* test-queens.c — the N-queens model of local search and every hill
 * climber of the engine on it (issue 65).
 *
 * Hand-worked states (rows from the top, columns from the left, from 0):
 *   4 queens 1,3,0,2: no two share a row (all differ) and no |Δrow| equals
 *     |Δcol| (pairs 01: 2≠1, 02: 1≠2, 03: 1≠3, 12: 3≠1, 13: 1≠2, 23: 2≠1): h = 0.
 *   4 queens 0,1,2,3: all on one diagonal, every pair attacks: h = 6.
 *   4 queens 0,0,0,0: all on row 0: h = 6; moving column 0's queen to row 2
 *     leaves the 3 pairs of the others on row 0 and adds (2,0)–(0,2) on a
 *     diagonal: h = 4.
 *   AIMA figure 4.3(a) (3rd ed.): queens in rows 4,5,6,3,4,5,6,5, h = 17, and
 *     the figure's number on every other square (the h if its column's queen
 *     moved there), copied from the figure into figure-4-3a.h; its best successors have
 *     h = 12 (eight of them). */
#include "config.h"

#include <math.h>

#include "problems/queens/qd-queens.h"
#include "problems/queens/qd-queens-search.h"
#include "core/qd-random.h"

#include "figure-4-3a.h"

static QdQueens *
queens_of (guint n, const guint *rows)
{
  QdQueens *q = qd_queens_new (n);

  g_assert_true (qd_queens_set (q, rows));
  return q;
}

static void
test_hand_worked (void)
{
  static const guint solved[4] = { 1, 3, 0, 2 }, diagonal[4] = { 0, 1, 2, 3 }, bad[4] = { 0, 4, 0, 0 };
  g_autoptr(QdQueens) a = queens_of (4, solved);
  g_autoptr(QdQueens) b = queens_of (4, diagonal);
  g_autoptr(QdQueens) c = qd_queens_new (4);

  g_assert_cmpuint (a->h, ==, 0);
  g_assert_cmpuint (b->h, ==, 6);
  g_assert_cmpuint (c->h, ==, 6);
  g_assert_cmpuint (qd_queens_h_if (c, 0, 2), ==, 4);
  qd_queens_move (c, 0, 2);
  g_assert_cmpuint (c->h, ==, 4);
  g_assert_false (qd_queens_set (c, bad));
  g_assert_cmpuint (c->rows[1], ==, 0);
  g_assert_null (qd_queens_new (0));
}

static void
test_figure_4_3a (void)
{
  g_autoptr(QdQueens) q = queens_of (8, figure_rows);
  guint best = 0;

  g_assert_cmpuint (q->h, ==, 17);
  g_assert_cmpuint (qd_queens_h_slow (q), ==, 17);
  for (guint r = 0; r < 8; r++)
    for (guint c = 0; c < 8; c++)
      {
        if (figure_rows[c] == r)
          continue;
        g_assert_cmpuint (qd_queens_h_if (q, c, r), ==, figure_h[r][c]);
        best += figure_h[r][c] == 12;
      }
  g_assert_cmpuint (best, ==, 8);
}

/* Random moves keep the counted h equal to h counted pair by pair. */
static void
test_incremental (void)
{
  g_autoptr(QdQueens) q = qd_queens_new (13);
  guint64 rng = 65;

  for (guint i = 0; i < 2000; i++)
    {
      guint col = qd_random_below (&rng, 13), row = qd_random_below (&rng, 13);
      guint64 predicted = qd_queens_h_if (q, col, row);

      qd_queens_move (q, col, row);
      g_assert_cmpuint (q->h, ==, predicted);
      g_assert_cmpuint (q->h, ==, qd_queens_h_slow (q));
    }
}

/* Steepest ascent's first step from figure 4.3(a) reaches h = 12. */
static void
test_steepest_first_step (void)
{
  g_autoptr(QdQueens) q = queens_of (8, figure_rows);
  QdLocalOptions o;
  QdLocalStats stats;

  qd_local_options_init (&o);
  o.max_iterations = 1;
  o.seed = 3;
  g_assert_cmpint (qd_local_search (qd_queens_neighbourhood (), q, &o, &stats), ==, QD_LOCAL_LIMIT);
  g_assert_cmpuint (stats.moves, ==, 1);
  g_assert_cmpuint (q->h, ==, 12);
  g_assert_cmpfloat (stats.value, ==, 12);
}

typedef struct {
  QdLocalAlgorithm algorithm;
  guint sideways;
  guint restarts;
} Variant;

static const Variant variants[] = {
  { QD_LOCAL_HILL_CLIMBING, 0, 0 },
  { QD_LOCAL_HILL_CLIMBING, 100, 0 },
  { QD_LOCAL_STOCHASTIC, 0, 0 },
  { QD_LOCAL_FIRST_CHOICE, 0, 0 },
  { QD_LOCAL_HILL_CLIMBING, 0, G_MAXUINT },
  { QD_LOCAL_HILL_CLIMBING, 100, G_MAXUINT },
  { QD_LOCAL_STOCHASTIC, 0, G_MAXUINT },
  { QD_LOCAL_FIRST_CHOICE, 0, G_MAXUINT },
};

/* Every variant ends in a state whose h it reports; a climb without
 * restarts ends where no move improves (steepest ascent and stochastic:
 * checked on every successor), one with restarts at h = 0. */
static void
test_variants (void)
{
  for (guint v = 0; v < G_N_ELEMENTS (variants); v++)
    for (guint seed = 1; seed <= 40; seed++)
      {
        g_autoptr(QdQueens) q = qd_queens_new (8);
        guint64 rng = seed * 7919;
        QdLocalOptions o;
        QdLocalStats stats;
        QdLocalStatus status;

        qd_queens_randomize (q, &rng);
        qd_local_options_init (&o);
        o.algorithm = variants[v].algorithm;
        o.max_sideways = variants[v].sideways;
        o.restarts = variants[v].restarts;
        o.use_goal = TRUE;
        o.goal = 0;
        o.seed = seed;
        status = qd_local_search (qd_queens_neighbourhood (), q, &o, &stats);
        g_assert_cmpfloat (stats.value, ==, (double) qd_queens_h_slow (q));
        g_assert_cmpuint (q->h, ==, qd_queens_h_slow (q));
        if (variants[v].restarts != 0)
          {
            g_assert_cmpint (status, ==, QD_LOCAL_GOAL);
            g_assert_cmpuint (q->h, ==, 0);
            continue;
          }
        g_assert_true (status == QD_LOCAL_GOAL || status == QD_LOCAL_OPTIMUM);
        if (status == QD_LOCAL_GOAL || o.algorithm == QD_LOCAL_FIRST_CHOICE || o.max_sideways != 0)
          continue;
        for (guint c = 0; c < 8; c++)
          for (guint r = 0; r < 8; r++)
            g_assert_cmpuint (qd_queens_h_if (q, c, r), >=, q->h);
      }
}

static void
tally_of (const char *name, QdQueensTally *tally)
{
  QdQueensRunOptions o;

  qd_queens_run_options_init (&o);
  o.algorithm = name;
  g_assert_true (qd_queens_experiment (8, 10000, &o, 2026, NULL, NULL, tally, NULL));
  g_assert_cmpuint (tally->instances, ==, 10000);
  g_test_message ("%s: solved %u, steps %.2f / %.2f, restarts %.2f", name, tally->solved,
                  (double) tally->steps_solved / MAX (tally->solved, 1),
                  (double) tally->steps_failed / MAX (tally->instances - tally->solved, 1),
                  (double) tally->restarts / tally->instances);
}

/* AIMA section 4.1.1, on 10,000 random 8-queens states (seed 2026); the
 * book's figure, then the tolerance of issue 65. */
static void
test_book_figures (void)
{
  QdQueensTally t;
  double failed;

  tally_of ("steepest", &t);
  failed = t.instances - t.solved;
  g_assert_cmpfloat (fabs (100.0 * t.solved / t.instances - 14), <=, 2);         /* 14% ± 2 */
  g_assert_cmpfloat (fabs ((double) t.steps_solved / t.solved - 4), <=, 1);     /* 4 ± 1 steps */
  g_assert_cmpfloat (fabs (t.steps_failed / failed - 3), <=, 1);               /* 3 ± 1 when stuck */
  tally_of ("sideways", &t);
  failed = t.instances - t.solved;
  g_assert_cmpfloat (fabs (100.0 * t.solved / t.instances - 94), <=, 2);         /* 94% ± 2 */
  g_assert_cmpfloat (fabs ((double) t.steps_solved / t.solved - 21), <=, 3);    /* 21 ± 3 steps */
  g_assert_cmpfloat (fabs (t.steps_failed / failed - 64), <=, 10);             /* 64 ± 10 when stuck */
  /* Random restarts solve every instance, in "about 22" and "about 25" steps
   * (the issue gives no tolerance: ± 3 is this test's). */
  tally_of ("restart", &t);
  g_assert_cmpuint (t.solved, ==, t.instances);
  g_assert_cmpfloat (fabs ((double) t.steps_solved / t.solved - 22), <=, 3);    /* about 22 */
  tally_of ("restart-sideways", &t);
  g_assert_cmpuint (t.solved, ==, t.instances);
  g_assert_cmpfloat (fabs ((double) t.steps_solved / t.solved - 25), <=, 3);    /* about 25 */
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/queens/hand-worked", test_hand_worked);
  g_test_add_func ("/queens/figure-4-3a", test_figure_4_3a);
  g_test_add_func ("/queens/incremental", test_incremental);
  g_test_add_func ("/queens/steepest-first-step", test_steepest_first_step);
  g_test_add_func ("/queens/variants", test_variants);
  g_test_add_func ("/queens/book-figures", test_book_figures);
  return g_test_run ();
}
