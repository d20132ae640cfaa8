/* test-mapcolor-hard.c — best on hard general graphs (issue 15): its tabu
 * search, its clique bound, and its limits there.
 *
 * Facts used: a graph built with a hidden K-colouring (edges only between
 * regions of different classes) is K-colourable; K_{k+1} needs k + 1
 * colours; the 6 × 6 queens graph needs 7 (Gardner), the 7 × 7 one 7, and
 * a row of the board is a clique of N.
 */
#include <string.h>

#include "core/qd-random.h"
#include "problems/mapcolor/qd-mapcolor-clique.h"
#include "problems/mapcolor/qd-mapcolor-solve.h"
#include "problems/mapcolor/qd-mapcolor-tabu.h"

/* n regions, a hidden colouring in k classes, each pair of different
 * classes an edge with probability percent / 100. */
static QdMap *
planted (guint n, guint k, guint percent, guint64 seed)
{
  g_autoptr(GArray) edges = g_array_new (FALSE, FALSE, sizeof (guint));
  guint64 rng = seed;

  for (guint a = 0; a < n; a++)
    for (guint b = a + 1; b < n; b++)
      if (a % k != b % k && qd_random_below (&rng, 100) < percent)
        {
          g_array_append_val (edges, a);
          g_array_append_val (edges, b);
        }
  return qd_map_new_from_edges (n, (const guint *) edges->data, edges->len / 2, NULL, NULL, NULL);
}

static QdMap *
gnp (guint n, guint percent, guint64 seed)
{
  return planted (n, n + 1, percent, seed);   /* every region a class of its own */
}

static QdMap *
clique (guint n)
{
  return planted (n, n + 1, 100, 0);
}

static QdMap *
queens (guint side)
{
  g_autoptr(GArray) edges = g_array_new (FALSE, FALSE, sizeof (guint));

  for (guint a = 0; a < side * side; a++)
    for (guint b = a + 1; b < side * side; b++)
      {
        gint ra = a / side, ca = a % side, rb = b / side, cb = b % side;

        if (ra == rb || ca == cb || ABS (ra - rb) == ABS (ca - cb))
          {
            g_array_append_val (edges, a);
            g_array_append_val (edges, b);
          }
      }
  return qd_map_new_from_edges (side * side, (const guint *) edges->data, edges->len / 2, NULL, NULL, NULL);
}

static QdMapcolorSolution *
best (const QdMap *map, guint colors, gint64 time_limit_us)
{
  QdMapcolorSolveOptions o;

  qd_mapcolor_solve_options_init (&o);
  o.colors = colors;
  o.seed = 3;
  o.time_limit_us = time_limit_us;
  return qd_mapcolor_solve (map, &o);
}

/* ------------------------------------------------------------------ tabu */

static void
test_tabu_planted (void)
{
  g_autoptr(QdMap) map = planted (400, 8, 10, 11);
  g_autoptr(QdMapcolorTabu) tabu = qd_mapcolor_tabu_new (map, 8, 1, NULL, 0, QD_MAPCOLOR_TABU_TABUCOL, QD_MAPCOLOR_TENURE_DYNAMIC);
  QdMapcolorTabuLimits limits = { .max_assignments = 1000 };
  QdMapcolorTabuStatus status;
  guint64 assignments = 0, checks = 0;
  guint slices = 0;

  /* In slices of 1,000 colourings, each used to the last. */
  do
    {
      guint64 before = assignments;

      status = qd_mapcolor_tabu_run (tabu, &limits, &assignments, &checks);
      if (status == QD_MAPCOLOR_TABU_BUDGET)
        g_assert_cmpuint (assignments - before, ==, 1000);
      g_assert_cmpint (status, !=, QD_MAPCOLOR_TABU_STOPPED);
      slices++;
    }
  while (status == QD_MAPCOLOR_TABU_BUDGET && slices < 2000);
  g_assert_cmpint (status, ==, QD_MAPCOLOR_TABU_SOLVED);
  g_assert_cmpuint (qd_mapcolor_tabu_conflicts (tabu), ==, 0);
  g_assert_true (qd_map_colouring_valid (map, qd_mapcolor_tabu_colors (tabu), 8));
  g_assert_cmpuint (assignments, >=, 200);
  g_test_message ("tabu: %" G_GUINT64_FORMAT " assignments in %u slices", assignments, slices);
}

/* The colours given are kept as the start; one colour cannot move. */
static void
test_tabu_start (void)
{
  g_autoptr(QdMap) map = planted (60, 3, 30, 5);
  g_autofree gint *start = g_new (gint, 60);
  g_autoptr(QdMapcolorTabu) tabu = NULL;
  g_autoptr(QdMapcolorTabu) one = NULL;
  QdMapcolorTabuLimits limits = { .max_assignments = 59 };
  guint64 assignments = 0, checks = 0;

  for (guint r = 0; r < 60; r++)
    start[r] = r < 30 ? (gint) (r % 3) : -1;
  tabu = qd_mapcolor_tabu_new (map, 3, 1, start, 0, QD_MAPCOLOR_TABU_TABUCOL, QD_MAPCOLOR_TENURE_DYNAMIC);
  /* 30 regions to colour, within a slice of 59. */
  qd_mapcolor_tabu_run (tabu, &limits, &assignments, &checks);
  g_assert_cmpuint (assignments, <=, 59);
  g_assert_cmpuint (assignments, >=, 30);
  for (guint r = 0; r < 60; r++)
    g_assert_cmpint (qd_mapcolor_tabu_colors (tabu)[r], >=, 0);

  one = qd_mapcolor_tabu_new (map, 1, 1, NULL, 0, QD_MAPCOLOR_TABU_TABUCOL, QD_MAPCOLOR_TENURE_DYNAMIC);
  assignments = 0;
  g_assert_cmpint (qd_mapcolor_tabu_run (one, &limits, &assignments, &checks), ==, QD_MAPCOLOR_TABU_BUDGET);
  g_assert_cmpuint (assignments, <=, 59);
  /* A table too large is refused. */
  g_assert_null (qd_mapcolor_tabu_new (map, 3, 1, NULL, 100, QD_MAPCOLOR_TABU_TABUCOL, QD_MAPCOLOR_TENURE_DYNAMIC));
}

/* best on a hidden 10-colouring of a dense graph: the Kempe construction
 * fails, tabu search finds it; what the listener heard is the colouring. */
static void
on_assign (gpointer user_data, guint region, gint color)
{
  gint *heard = user_data;

  heard[region] = color;
}

static void
test_best_planted (void)
{
  g_autoptr(QdMap) map = planted (250, 10, 50, 7);
  g_autoptr(QdMapcolorSolution) sol = NULL;
  gint heard[250];
  QdMapcolorSolveOptions o;

  qd_mapcolor_solve_options_init (&o);
  o.colors = 10;
  o.on_assign = on_assign;
  o.user_data = heard;
  sol = qd_mapcolor_solve (map, &o);
  g_assert_cmpint (sol->status, ==, QD_MAPCOLOR_SOLVED);
  g_assert_true (qd_map_colouring_valid (map, sol->colors, 10));
  g_assert_cmpmem (heard, sizeof heard, sol->colors, sizeof heard);
  g_test_message ("best, planted 250/10: %" G_GUINT64_FORMAT " assignments, %.1f ms",
                  sol->assignments, sol->time_us / 1e3);
}

/* ---------------------------------------------------------------- clique */

static void
test_clique_bound (void)
{
  for (guint k = 2; k <= 9; k++)
    {
      g_autoptr(QdMap) map = clique (k + 1);
      g_autoptr(QdMapcolorSolution) sol = best (map, k, 0);
      g_autofree guint *members = NULL;
      guint size = 0;

      g_assert_cmpint (sol->status, ==, QD_MAPCOLOR_NO_SOLUTION);
      members = qd_mapcolor_greedy_clique (map, 0, &size, NULL);
      g_assert_cmpuint (size, ==, k + 1);
    }
  /* queen7_7 with 6 colours: a row is a clique of 7, no search needed. */
  {
    g_autoptr(QdMap) map = queens (7);
    g_autoptr(QdMapcolorSolution) sol = best (map, 6, 0);

    g_assert_cmpint (sol->status, ==, QD_MAPCOLOR_NO_SOLUTION);
  }
  /* queen6_6 with 6 colours: the largest clique has 6 regions, the proof is
   * the search's, with the clique precoloured. */
  {
    g_autoptr(QdMap) map = queens (6);
    g_autoptr(QdMapcolorSolution) sol = best (map, 6, 0);
    g_autoptr(QdMapcolorSolution) seven = best (map, 7, 0);
    g_autofree guint *members = NULL;
    guint size = 0;

    members = qd_mapcolor_greedy_clique (map, 0, &size, NULL);
    g_assert_cmpuint (size, ==, 6);
    for (guint i = 0; i < size; i++)
      for (guint j = i + 1; j < size; j++)
        g_assert_true (qd_map_adjacent (map, members[i], members[j]));
    g_assert_cmpint (sol->status, ==, QD_MAPCOLOR_NO_SOLUTION);
    g_assert_cmpint (seven->status, ==, QD_MAPCOLOR_SOLVED);
    g_assert_true (qd_map_colouring_valid (map, seven->colors, 7));
    g_test_message ("queen6_6, 6 colours: no solution after %" G_GUINT64_FORMAT " assignments, %.1f ms",
                    sol->assignments, sol->time_us / 1e3);
  }
}

/* ---------------------------------------------------------------- limits */

/* G(450, 0.17) with 16 colours: beyond best for now (and CaDiCaL's minute). */
static QdMap *
hard_graph (void)
{
  return gnp (450, 17, 5);
}

static void
test_deadline (void)
{
  g_autoptr(QdMap) map = hard_graph ();
  gint64 start = g_get_monotonic_time ();
  g_autoptr(QdMapcolorSolution) sol = best (map, 16, G_USEC_PER_SEC / 4);
  gint64 elapsed = g_get_monotonic_time () - start;

  g_assert_cmpint (sol->status, ==, QD_MAPCOLOR_CAPPED);
  g_assert_cmpint (elapsed, <, G_USEC_PER_SEC / 4 + G_USEC_PER_SEC);
}

static void
test_max_assignments (void)
{
  g_autoptr(QdMap) map = hard_graph ();

  for (guint64 cap = 100; cap <= 100000; cap *= 1000)
    {
      g_autoptr(QdMapcolorSolution) sol = NULL;
      QdMapcolorSolveOptions o;

      qd_mapcolor_solve_options_init (&o);
      o.colors = 16;
      o.max_assignments = cap;
      sol = qd_mapcolor_solve (map, &o);
      g_assert_cmpint (sol->status, ==, QD_MAPCOLOR_CAPPED);
      g_assert_cmpuint (sol->assignments, <=, cap);
      g_assert_cmpuint (sol->assignments, >=, cap / 2);
    }
}

typedef struct {
  gint stop;
  gint64 raised;
} Stopper;

static gpointer
raise_stop (gpointer data)
{
  Stopper *s = data;

  g_usleep (G_USEC_PER_SEC / 5);
  s->raised = g_get_monotonic_time ();
  g_atomic_int_set (&s->stop, 1);
  return NULL;
}

static void
test_stop (void)
{
  g_autoptr(QdMap) map = hard_graph ();
  g_autoptr(QdMapcolorSolution) sol = NULL;
  Stopper stopper = { 0, 0 };
  QdMapcolorSolveOptions o;
  GThread *thread;
  gint64 end;

  qd_mapcolor_solve_options_init (&o);
  o.colors = 16;
  o.stop = &stopper.stop;
  thread = g_thread_new ("stop", raise_stop, &stopper);
  sol = qd_mapcolor_solve (map, &o);
  end = g_get_monotonic_time ();
  g_thread_join (thread);
  g_assert_cmpint (sol->status, ==, QD_MAPCOLOR_STOPPED);
  /* A bound, not a race: the flag is looked at every few milliseconds. */
  g_assert_cmpint (end - stopper.raised, <, G_USEC_PER_SEC);
  g_test_message ("stopped %.1f ms after the flag", (end - stopper.raised) / 1e3);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/mapcolor-hard/tabu-planted", test_tabu_planted);
  g_test_add_func ("/mapcolor-hard/tabu-start", test_tabu_start);
  g_test_add_func ("/mapcolor-hard/best-planted", test_best_planted);
  g_test_add_func ("/mapcolor-hard/clique-bound", test_clique_bound);
  g_test_add_func ("/mapcolor-hard/deadline", test_deadline);
  g_test_add_func ("/mapcolor-hard/max-assignments", test_max_assignments);
  g_test_add_func ("/mapcolor-hard/stop", test_stop);
  return g_test_run ();
}
