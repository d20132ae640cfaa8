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
#include "problems/mapcolor/qd-mapcolor-hea.h"
#include "problems/mapcolor/qd-mapcolor-lanes.h"
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
best_threads (const QdMap *map, guint colors, gint64 time_limit_us, guint threads)
{
  QdMapcolorSolveOptions o;

  qd_mapcolor_solve_options_init (&o);
  o.colors = colors;
  o.seed = 3;
  o.time_limit_us = time_limit_us;
  o.threads = threads;
  return qd_mapcolor_solve (map, &o);
}

static QdMapcolorSolution *
best (const QdMap *map, guint colors, gint64 time_limit_us)
{
  return best_threads (map, colors, time_limit_us, 1);
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
test_deadline (gconstpointer data)
{
  g_autoptr(QdMap) map = hard_graph ();
  gint64 start = g_get_monotonic_time ();
  g_autoptr(QdMapcolorSolution) sol = best_threads (map, 16, G_USEC_PER_SEC / 4, GPOINTER_TO_UINT (data));
  gint64 elapsed = g_get_monotonic_time () - start;

  g_assert_cmpint (sol->status, ==, QD_MAPCOLOR_CAPPED);
  /* A loose bound (a loaded machine, the sanitizers): the search alone would
   * run for minutes. */
  g_assert_cmpint (elapsed, <, G_USEC_PER_SEC / 4 + 5 * G_USEC_PER_SEC);
}

static void
test_max_assignments (gconstpointer data)
{
  g_autoptr(QdMap) map = hard_graph ();

  for (guint64 cap = 100; cap <= 100000; cap *= 1000)
    {
      g_autoptr(QdMapcolorSolution) sol = NULL;
      QdMapcolorSolveOptions o;

      qd_mapcolor_solve_options_init (&o);
      o.colors = 16;
      o.threads = GPOINTER_TO_UINT (data);
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
test_stop (gconstpointer data)
{
  g_autoptr(QdMap) map = hard_graph ();
  g_autoptr(QdMapcolorSolution) sol = NULL;
  Stopper stopper = { 0, 0 };
  QdMapcolorSolveOptions o;
  GThread *thread;
  gint64 end;

  qd_mapcolor_solve_options_init (&o);
  o.colors = 16;
  o.threads = GPOINTER_TO_UINT (data);
  o.stop = &stopper.stop;
  thread = g_thread_new ("stop", raise_stop, &stopper);
  sol = qd_mapcolor_solve (map, &o);
  end = g_get_monotonic_time ();
  g_thread_join (thread);
  g_assert_cmpint (sol->status, ==, QD_MAPCOLOR_STOPPED);
  /* A bound, not a race: the flag is looked at every few milliseconds; 5 s
   * leaves room for a loaded machine and the sanitizers. */
  g_assert_cmpint (end - stopper.raised, <, 5 * G_USEC_PER_SEC);
  g_test_message ("stopped %.1f ms after the flag", (end - stopper.raised) / 1e3);
}

/* K = 2 on an odd cycle: the complete search's lane proves it while the
 * evolutionary lane runs. */
static void
test_odd_cycle (gconstpointer data)
{
  guint edges[2 * 41];
  g_autoptr(QdMap) map = NULL;
  g_autoptr(QdMapcolorSolution) sol = NULL;

  for (guint i = 0; i < 41; i++)
    {
      edges[2 * i] = i;
      edges[2 * i + 1] = (i + 1) % 41;
    }
  map = qd_map_new_from_edges (41, edges, 41, NULL, NULL, NULL);
  sol = best_threads (map, 2, 0, GPOINTER_TO_UINT (data));
  g_assert_cmpint (sol->status, ==, QD_MAPCOLOR_NO_SOLUTION);
}

/* ------------------------------------------------------------ validity */

/* Both modes and tenures, in slices of 97 moves, the tables checked after
 * each; every colouring reported solved is proper.  PartialCol with the
 * reactive tenure (not used by best) need not finish here. */
static void
test_tabu_modes (void)
{
  g_autoptr(QdMap) map = planted (300, 8, 12, 21);
  g_autofree gint *best_colors = g_new (gint, 300);

  for (guint mode = 0; mode < 2; mode++)
    for (guint tenure = 0; tenure < 2; tenure++)
      {
        g_autoptr(QdMapcolorTabu) tabu = qd_mapcolor_tabu_new (map, 8, 5 + mode, NULL, 0, mode, tenure);
        QdMapcolorTabuLimits limits = { .max_assignments = 97 };
        QdMapcolorTabuStatus status;
        guint64 assignments = 0, checks = 0, work = 0;
        guint slices = 0;

        do
          {
            status = qd_mapcolor_tabu_run (tabu, &limits, &assignments, &checks);
            g_assert_true (qd_mapcolor_tabu_check (tabu));
            g_assert_cmpuint (qd_mapcolor_tabu_work (tabu), >=, work);
            work = qd_mapcolor_tabu_work (tabu);
          }
        while (status == QD_MAPCOLOR_TABU_BUDGET && ++slices < 20000);
        g_test_message ("mode %u tenure %u: %u slices, F %" G_GUINT64_FORMAT, mode, tenure, slices,
                        qd_mapcolor_tabu_best_conflicts (tabu));
        if (mode == QD_MAPCOLOR_TABU_TABUCOL || tenure == QD_MAPCOLOR_TENURE_DYNAMIC)
          g_assert_cmpint (status, ==, QD_MAPCOLOR_TABU_SOLVED);
        if (status == QD_MAPCOLOR_TABU_SOLVED)
          {
            g_assert_true (qd_map_colouring_valid (map, qd_mapcolor_tabu_colors (tabu), 8));
            g_assert_cmpuint (qd_mapcolor_tabu_best (tabu, best_colors), ==, 0);
            g_assert_true (qd_map_colouring_valid (map, best_colors, 8));
          }

        /* Again from a colouring with conflicts: the reset keeps the
         * tables right in both modes. */
        for (guint r = 0; r < 300; r++)
          best_colors[r] = r < 150 ? (gint) (r % 3) : -1;
        qd_mapcolor_tabu_reset (tabu, best_colors, 9);
        g_assert_true (qd_mapcolor_tabu_check (tabu));
        if (mode == QD_MAPCOLOR_TABU_PARTIALCOL)
          for (guint r = 0; r < 300; r++)
            for (guint i = map->offsets[r]; i < map->offsets[r + 1]; i++)
              g_assert_true (qd_mapcolor_tabu_colors (tabu)[r] < 0 ||
                             qd_mapcolor_tabu_colors (tabu)[r] != qd_mapcolor_tabu_colors (tabu)[map->adjacency[i]]);
        for (slices = 0; slices < 50; slices++)
          {
            status = qd_mapcolor_tabu_run (tabu, &limits, &assignments, &checks);
            g_assert_true (qd_mapcolor_tabu_check (tabu));
            if (status == QD_MAPCOLOR_TABU_SOLVED)
              break;
          }
      }
}

/* GPX on a fixed pair, by hand: a = {0,1,2 | 3,4 | 5}, b = {0,3 | 1,4,5 | 2}.
 * Colour 0 from a: its largest class {0,1,2}; colour 1 from b: what is
 * left of its classes, {3} (b's 0) and {4,5} (b's 1): {4,5}; colour 2
 * from a: {3}. */
static void
test_gpx (void)
{
  const gint a[6] = { 0, 0, 0, 1, 1, 2 };
  const gint b[6] = { 0, 1, 2, 0, 1, 1 };
  const gint expected[6] = { 0, 0, 0, 2, 1, 1 };
  guint scratch[4 * 3 + 2 * 6 + 2];
  gint child[6];
  guint64 work = 0;

  qd_mapcolor_gpx (a, b, 6, 3, scratch, child, &work);
  g_assert_cmpmem (child, sizeof child, expected, sizeof expected);
  g_assert_cmpuint (work, >, 0);

  /* Random pairs: the child is a partition, each class inside one class of
   * the parent that gave it. */
  for (guint64 seed = 1; seed <= 20; seed++)
    {
      guint64 rng = seed;
      gint pa[200], pb[200], kid[200];
      guint big[4 * 7 + 2 * 200 + 2];

      for (guint v = 0; v < 200; v++)
        {
          pa[v] = (gint) qd_random_below (&rng, 7);
          pb[v] = (gint) qd_random_below (&rng, 7);
        }
      qd_mapcolor_gpx (pa, pb, 200, 7, big, kid, &work);
      for (guint v = 0; v < 200; v++)
        for (guint u = 0; u < 200; u++)
          if (kid[v] >= 0 && kid[u] == kid[v])
            g_assert_true (kid[v] % 2 == 0 ? pa[u] == pa[v] : pb[u] == pb[v]);
    }
}

/* The HEA alone, one job and three per unit, finds a hidden colouring. */
static void
test_hea_planted (void)
{
  g_autoptr(QdMap) map = planted (200, 8, 40, 3);

  for (guint jobs = 1; jobs <= 3; jobs += 2)
    {
      QdMapcolorHeaParams params;
      g_autoptr(QdMapcolorHea) hea = NULL;
      QdMapcolorTabuLimits limits = { 0 };
      gint solved = -1;

      qd_mapcolor_hea_params_init (&params);
      params.jobs = jobs;
      params.moves = 2000;
      hea = qd_mapcolor_hea_new (map, 8, 4, NULL, 0, &params);
      for (guint unit = 0; unit < 500 && solved < 0; unit++)
        {
          guint64 work = 0;
          guint n = qd_mapcolor_hea_prepare (hea, &work);

          for (guint t = 0; t < n; t++)
            qd_mapcolor_hea_job (hea, t, &limits);
          for (guint t = 0; t < n && solved < 0; t++)
            if (qd_mapcolor_hea_job_result (hea, t)->status == QD_MAPCOLOR_TABU_SOLVED)
              solved = (gint) t;
          qd_mapcolor_hea_finish (hea);
        }
      g_assert_cmpint (solved, >=, 0);
      g_assert_true (qd_map_colouring_valid (map, qd_mapcolor_hea_solution (hea, solved), 8));
    }
}

/* ---------------------------------------------------------- determinism */

/* best on N logical threads gives the same colouring and counts on 1 OS
 * thread, on N, and with the lanes sleeping at random between units. */
static void
test_threads_same (void)
{
  g_autoptr(QdMap) map = planted (250, 10, 50, 7);
  g_autoptr(QdMap) queen = queens (7);
  const struct { const QdMap *map; guint colors; } cases[] = { { map, 10 }, { queen, 7 } };

  for (guint c = 0; c < G_N_ELEMENTS (cases); c++)
    for (guint threads = 1; threads <= 3; threads++)
      {
        g_autoptr(QdMapcolorSolution) first = NULL;

        for (guint run = 0; run < 3; run++)
          {
            g_autoptr(QdMapcolorSolution) sol = NULL;
            QdMapcolorSolveOptions o;

            qd_mapcolor_solve_options_init (&o);
            o.colors = cases[c].colors;
            o.seed = 2;
            o.threads = threads;
            o.os_threads = run == 0 ? 1 : threads;
            qd_mapcolor_lanes_set_jitter (run == 2);
            sol = qd_mapcolor_solve (cases[c].map, &o);
            qd_mapcolor_lanes_set_jitter (FALSE);
            g_assert_cmpint (sol->status, ==, QD_MAPCOLOR_SOLVED);
            if (first == NULL)
              {
                first = g_steal_pointer (&sol);
                continue;
              }
            g_assert_cmpmem (sol->colors, sizeof (gint) * cases[c].map->n_regions,
                             first->colors, sizeof (gint) * cases[c].map->n_regions);
            g_assert_cmpuint (sol->assignments, ==, first->assignments);
            g_assert_cmpuint (sol->checks, ==, first->checks);
          }
        g_test_message ("threads %u: %" G_GUINT64_FORMAT " assignments", threads, first->assignments);
      }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/mapcolor-hard/tabu-planted", test_tabu_planted);
  g_test_add_func ("/mapcolor-hard/tabu-start", test_tabu_start);
  g_test_add_func ("/mapcolor-hard/best-planted", test_best_planted);
  g_test_add_func ("/mapcolor-hard/clique-bound", test_clique_bound);
  g_test_add_func ("/mapcolor-hard/tabu-modes", test_tabu_modes);
  g_test_add_func ("/mapcolor-hard/gpx", test_gpx);
  g_test_add_func ("/mapcolor-hard/hea-planted", test_hea_planted);
  g_test_add_func ("/mapcolor-hard/threads-same", test_threads_same);
  for (guint threads = 1; threads <= 2; threads++)
    {
      g_autofree char *deadline = g_strdup_printf ("/mapcolor-hard/deadline/%u", threads);
      g_autofree char *cap = g_strdup_printf ("/mapcolor-hard/max-assignments/%u", threads);
      g_autofree char *stop = g_strdup_printf ("/mapcolor-hard/stop/%u", threads);
      g_autofree char *odd = g_strdup_printf ("/mapcolor-hard/odd-cycle/%u", threads);

      g_test_add_data_func (deadline, GUINT_TO_POINTER (threads), test_deadline);
      g_test_add_data_func (cap, GUINT_TO_POINTER (threads), test_max_assignments);
      g_test_add_data_func (stop, GUINT_TO_POINTER (threads), test_stop);
      g_test_add_data_func (odd, GUINT_TO_POINTER (threads), test_odd_cycle);
    }
  return g_test_run ();
}
