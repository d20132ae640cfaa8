/* test-mapcolor-cover.c — best on graphs of K-cliques (issue 36): the
 * cliques of K regions, the pigeonhole propagator, the exact-cover phase
 * (qd-mapcolor-cover.c, qd-mapcolor-exact.c) and best through them.
 *
 * Facts used: the queens graph of side N has the N rows, the N columns and
 * the two long diagonals as cliques of N, and no larger one (N >= 4); its
 * N-colourings are N disjoint solutions of the N-queens puzzle, which
 * exist for N = 5 and 11 (N coprime to 6) and not for 6 and 8 (6-queens
 * has 4 solutions, all meeting; χ = 7 and 9, data/dimacs/SOURCES.md). */
#include <string.h>

#include "problems/mapcolor/qd-mapcolor-cover.h"
#include "problems/mapcolor/qd-mapcolor-solve.h"

static QdMap *
read_dimacs (const char *name)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "dimacs", name, NULL);
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  QdMap *map;

  g_assert_true (g_file_get_contents (path, &text, NULL, &error));
  map = qd_map_parse_dimacs (text, -1, NULL, &error);
  g_assert_no_error (error);
  return map;
}

/* Two cliques A = 0 .. k-1 and B = k .. 2k-1; a_i borders b_j when j - i
 * mod k is in `offsets` (n_offsets of them). */
static QdMap *
two_cliques (guint k, const guint *offsets, guint n_offsets)
{
  g_autoptr(GArray) edges = g_array_new (FALSE, FALSE, sizeof (guint));

  for (guint a = 0; a < 2 * k; a++)
    for (guint b = a + 1; b < 2 * k; b++)
      {
        gboolean edge = (a < k) == (b < k);

        for (guint p = 0; p < n_offsets && a < k && b >= k; p++)
          edge |= (b - k + k - a) % k == offsets[p];
        if (edge)
          {
            g_array_append_val (edges, a);
            g_array_append_val (edges, b);
          }
      }
  return qd_map_new_from_edges (2 * k, (const guint *) edges->data, edges->len / 2, NULL, NULL, NULL);
}

/* --------------------------------------------------------------- cliques */

static void
test_k_cliques_queens (void)
{
  g_autoptr(QdMap) map = read_dimacs ("queen5_5.col");
  g_autofree guint *cliques = NULL;
  g_autofree guint *parts = g_new (guint, 64);
  guint n_cliques = 0, n_parts = 0;
  gboolean larger = TRUE;
  guint64 checks = 0;

  cliques = qd_mapcolor_k_cliques (map, 5, 0, &n_cliques, &larger, &checks);
  g_assert_false (larger);
  g_assert_cmpuint (checks, >, 0);
  /* Rows, columns, the two long diagonals, and on so small a board
   * others (a 2 × 2 block is a clique, and on 5 × 5 some squares see all
   * four of one); every row and column is among them. */
  g_assert_cmpuint (n_cliques, >=, 12);
  for (guint line = 0; line < 10; line++)
    {
      guint want[5];
      gboolean found = FALSE;

      for (guint i = 0; i < 5; i++)
        want[i] = line < 5 ? line * 5 + i : i * 5 + (line - 5);
      for (guint q = 0; q < n_cliques && !found; q++)
        found = memcmp (want, cliques + q * 5, sizeof want) == 0;
      g_assert_true (found);
    }
  for (guint q = 0; q < n_cliques; q++)
    {
      const guint *c = cliques + q * 5;

      for (guint i = 0; i < 5; i++)
        for (guint j = i + 1; j < 5; j++)
          {
            g_assert_cmpuint (c[i], <, c[j]);
            g_assert_true (qd_map_adjacent (map, c[i], c[j]));
          }
      for (guint r = 0; r < q; r++)
        g_assert_false (memcmp (c, cliques + r * 5, sizeof (guint) * 5) == 0);
    }

  /* The rows partition the board. */
  g_assert_true (qd_mapcolor_clique_partition (map, 5, cliques, n_cliques, parts, &n_parts));
  g_assert_cmpuint (n_parts, ==, 5);
  {
    guint seen[25] = { 0 };

    for (guint p = 0; p < n_parts; p++)
      for (guint i = 0; i < 5; i++)
        seen[cliques[parts[p] * 5 + i]]++;
    for (guint r = 0; r < 25; r++)
      g_assert_cmpuint (seen[r], ==, 1);
  }

  /* No clique of 6; cliques of 5 where 4 are asked for. */
  g_free (cliques);
  cliques = qd_mapcolor_k_cliques (map, 6, 0, &n_cliques, &larger, NULL);
  g_assert_cmpuint (n_cliques, ==, 0);
  g_assert_false (larger);
  g_free (cliques);
  cliques = qd_mapcolor_k_cliques (map, 4, 0, &n_cliques, &larger, NULL);
  g_assert_true (larger);
}

static void
test_partition_none (void)
{
  g_autoptr(QdMap) map = read_dimacs ("queen8_8.col");
  g_autofree guint *cliques = NULL;
  guint n_cliques = 0, n_parts = 0;

  /* 64 regions are no multiple of 9; cliques of 9 there are none anyway. */
  cliques = qd_mapcolor_k_cliques (map, 9, 0, &n_cliques, NULL, NULL);
  g_assert_false (qd_mapcolor_clique_partition (map, 9, cliques, n_cliques, NULL, &n_parts));
  g_free (cliques);
  cliques = qd_mapcolor_k_cliques (map, 8, 0, &n_cliques, NULL, NULL);
  g_assert_cmpuint (n_cliques, ==, 18);
  g_assert_true (qd_mapcolor_clique_partition (map, 8, cliques, n_cliques, NULL, &n_parts));
  g_assert_cmpuint (n_parts, ==, 8);
}

/* ------------------------------------------------------------ propagator */

static QdCsp *
clique_model (guint k, gboolean pigeonhole)
{
  QdCsp *csp = qd_csp_new ();
  g_autofree guint *vars = g_new (guint, k);

  for (guint v = 0; v < k; v++)
    vars[v] = qd_csp_add_variable (csp, NULL, k);
  for (guint a = 0; a < k; a++)
    for (guint b = a + 1; b < k; b++)
      qd_csp_add_not_equal (csp, a, b);
  if (pigeonhole)
    g_assert_cmpuint (qd_mapcolor_add_pigeonhole (csp, k, vars, 1), ==, 1);
  return csp;
}

static QdCspStatus
solve_all (const QdCsp *csp, QdCspInference inference, QdCspStats *stats)
{
  g_autoptr(QdCspSolver) solver = NULL;
  QdCspOptions o;

  qd_csp_options_init (&o);
  o.inference = inference;
  o.var_order = QD_CSP_VAR_MRV_DEGREE;
  o.all_solutions = TRUE;
  solver = qd_csp_solver_new (csp, &o);
  return qd_csp_solver_run (solver, stats);
}

static void
test_pigeonhole (void)
{
  for (guint with = 0; with < 2; with++)
    {
      g_autoptr(QdCsp) hidden = clique_model (4, with);
      g_autoptr(QdCsp) missing = clique_model (4, with);
      QdCspStats stats;

      /* Colour 0 left to region 0 only: a hidden single.  3! colourings. */
      for (guint v = 1; v < 4; v++)
        qd_csp_remove_initial (hidden, v, 0);
      for (QdCspInference inf = QD_CSP_INFER_FC; inf <= QD_CSP_INFER_MAC; inf++)
        {
          g_assert_cmpint (solve_all (hidden, inf, &stats), ==, QD_CSP_SOLVED);
          g_assert_cmpuint (stats.solutions, ==, 6);
          if (with && inf == QD_CSP_INFER_FC)
            g_assert_cmpuint (stats.prunings, >=, 3);
        }

      /* Colour 3 left to none: no colouring, and with the propagator none
       * is tried. */
      for (guint v = 0; v < 4; v++)
        qd_csp_remove_initial (missing, v, 3);
      g_assert_cmpint (solve_all (missing, QD_CSP_INFER_FC, &stats), ==, QD_CSP_NO_SOLUTION);
      if (with)
        g_assert_cmpuint (stats.assignments, ==, 0);
      else
        g_assert_cmpuint (stats.assignments, >, 0);
    }
}

/* The model of a graph with K colours, with or without the propagator. */
static QdCsp *
graph_model (const QdMap *map, guint k, gboolean pigeonhole)
{
  QdCsp *csp = qd_csp_new ();
  g_autofree guint *cliques = NULL;
  guint n_cliques = 0;

  for (guint r = 0; r < map->n_regions; r++)
    qd_csp_add_variable (csp, NULL, k);
  for (guint r = 0; r < map->n_regions; r++)
    for (guint i = map->offsets[r]; i < map->offsets[r + 1]; i++)
      if (map->adjacency[i] > r)
        qd_csp_add_not_equal (csp, r, map->adjacency[i]);
  cliques = qd_mapcolor_k_cliques (map, k, 0, &n_cliques, NULL, NULL);
  if (pigeonhole)
    g_assert_cmpuint (qd_mapcolor_add_pigeonhole (csp, k, cliques, n_cliques), ==, n_cliques);
  return csp;
}

/* The same answers with and without it, on real graphs; fewer
 * assignments for the proof. */
static void
test_pigeonhole_graphs (void)
{
  g_autoptr(QdMap) queen5 = read_dimacs ("queen5_5.col");
  g_autoptr(QdMap) queen6 = read_dimacs ("queen6_6.col");
  guint64 assignments[2];

  for (guint with = 0; with < 2; with++)
    {
      g_autoptr(QdCsp) five = graph_model (queen5, 5, with);
      g_autoptr(QdCsp) six = graph_model (queen6, 6, with);
      QdCspStats stats;

      /* Two 5-colourings up to the colours' names (the two families of
       * knight's-move solutions), 5! names each. */
      g_assert_cmpint (solve_all (five, QD_CSP_INFER_FC, &stats), ==, QD_CSP_SOLVED);
      g_assert_cmpuint (stats.solutions, ==, 240);
      g_assert_cmpint (solve_all (six, QD_CSP_INFER_FC, &stats), ==, QD_CSP_NO_SOLUTION);
      assignments[with] = stats.assignments;
    }
  g_assert_cmpuint (assignments[1], <, assignments[0]);
  g_test_message ("queen6_6, 6 colours, no colouring: %" G_GUINT64_FORMAT " assignments without, %" G_GUINT64_FORMAT
                  " with the pigeonhole propagator", assignments[0], assignments[1]);
}

/* ----------------------------------------------------------- exact cover */

typedef struct {
  gint *colors;
  guint events;
} Replay;

static void
replay_assign (gpointer user_data, guint region, gint color)
{
  Replay *r = user_data;

  r->colors[region] = color;
  r->events++;
}

/* The exact cover on the partition the cliques give. */
static QdMapcolorExactStatus
exact (const QdMap *map, guint k, const QdMapcolorExactLimits *limits, gint *colors, guint64 *assignments)
{
  g_autofree guint *cliques = NULL;
  g_autofree guint *parts = NULL;
  g_autofree guint *members = NULL;
  guint n_cliques = 0, alpha = 0;
  guint64 checks = 0;
  QdMapcolorExactStatus status;

  cliques = qd_mapcolor_k_cliques (map, k, 0, &n_cliques, NULL, NULL);
  parts = g_new (guint, n_cliques + 1);
  g_assert_true (qd_mapcolor_clique_partition (map, k, cliques, n_cliques, parts, &alpha));
  members = g_new (guint, alpha * k);
  for (guint p = 0; p < alpha; p++)
    memcpy (members + p * k, cliques + parts[p] * k, sizeof (guint) * k);
  status = qd_mapcolor_exact_cover (map, k, members, alpha, limits, colors, assignments, &checks);
  g_assert_cmpuint (checks, >, 0);
  return status;
}

static void
test_exact_queens (void)
{
  static const struct { const char *file; guint k; QdMapcolorExactStatus status; } cases[] = {
    { "queen5_5.col", 5, QD_MAPCOLOR_EXACT_SOLVED },
    { "queen11_11.col", 11, QD_MAPCOLOR_EXACT_SOLVED },
    { "queen6_6.col", 6, QD_MAPCOLOR_EXACT_NONE },
    { "queen8_8.col", 8, QD_MAPCOLOR_EXACT_NONE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(QdMap) map = read_dimacs (cases[i].file);
      g_autofree gint *colors = g_new (gint, map->n_regions);
      g_autofree gint *seen = g_new (gint, map->n_regions);
      Replay replay = { seen, 0 };
      QdMapcolorExactLimits limits = { .on_assign = replay_assign, .user_data = &replay };
      guint64 assignments = 0;

      for (guint r = 0; r < map->n_regions; r++)
        seen[r] = -1;
      g_assert_cmpint (exact (map, cases[i].k, &limits, colors, &assignments), ==, cases[i].status);
      if (cases[i].status == QD_MAPCOLOR_EXACT_SOLVED)
        {
          g_assert_true (qd_map_colouring_valid (map, colors, cases[i].k));
          /* The listener saw the colouring as it ended. */
          g_assert_true (memcmp (seen, colors, sizeof (gint) * map->n_regions) == 0);
          g_assert_cmpuint (assignments, >=, map->n_regions);
        }
      else
        for (guint r = 0; r < map->n_regions; r++)
          {
            g_assert_cmpint (colors[r], ==, -1);
            g_assert_cmpint (seen[r], ==, -1);
          }
      g_assert_cmpuint (replay.events, ==, 2 * assignments - (cases[i].status == QD_MAPCOLOR_EXACT_SOLVED
                                                              ? map->n_regions : 0));
    }
}

static void
test_exact_two_cliques (void)
{
  /* a_i borders b_(i+1) and b_(i+2): a_i and b_j may share a colour for
   * the other 5 j, a 2 x 7 partition with 35 transversals. */
  const guint offsets[] = { 1, 2 };
  g_autoptr(QdMap) map = two_cliques (7, offsets, 2);
  g_autofree gint *colors = g_new (gint, 14);
  QdMapcolorExactLimits limits = { 0 };
  guint64 assignments = 0, checks = 0;
  guint members[8];

  g_assert_cmpint (exact (map, 7, &limits, colors, &assignments), ==, QD_MAPCOLOR_EXACT_SOLVED);
  g_assert_true (qd_map_colouring_valid (map, colors, 7));
  g_assert_cmpuint (assignments, ==, 14);
  {
    g_autoptr(QdMapcolorSolution) sol = NULL;
    QdMapcolorSolveOptions o;

    qd_mapcolor_solve_options_init (&o);
    o.colors = 7;
    sol = qd_mapcolor_solve (map, &o);
    g_assert_cmpint (sol->status, ==, QD_MAPCOLOR_SOLVED);
    g_assert_true (qd_map_colouring_valid (map, sol->colors, 7));
  }

  /* Four regions a side; the transversals {a0, a1, a2} × {b0} and {a3} ×
   * {b1, b2, b3}: none covers both b2 and b3.  (Two cliques always have a
   * larger clique then, by König's theorem, which the clique bound finds:
   * the phase on its own is asked here.) */
  {
    g_autoptr(GArray) edges = g_array_new (FALSE, FALSE, sizeof (guint));
    static const guint apart[8][4] = {  /* a_i apart from b_j: 1 */
      { 1, 0, 0, 0 }, { 1, 0, 0, 0 }, { 1, 0, 0, 0 }, { 0, 1, 1, 1 },
    };
    g_autoptr(QdMap) blocked = NULL;

    for (guint a = 0; a < 8; a++)
      for (guint b = a + 1; b < 8; b++)
        if ((a < 4) == (b < 4) || (a < 4 && !apart[a][b - 4]))
          {
            g_array_append_val (edges, a);
            g_array_append_val (edges, b);
          }
    blocked = qd_map_new_from_edges (8, (const guint *) edges->data, edges->len / 2, NULL, NULL, NULL);
    for (guint i = 0; i < 8; i++)
      members[i] = i;
    g_assert_cmpint (qd_mapcolor_exact_cover (blocked, 4, members, 2, &limits, colors, &assignments, &checks), ==,
                     QD_MAPCOLOR_EXACT_NONE);
    for (guint r = 0; r < 8; r++)
      g_assert_cmpint (colors[r], ==, -1);
  }
}

static void
test_exact_limits (void)
{
  g_autoptr(QdMap) map = read_dimacs ("queen11_11.col");
  g_autofree gint *colors = g_new (gint, map->n_regions);
  gint stop = 1;
  guint64 assignments = 0;

  {
    QdMapcolorExactLimits limits = { .max_work = 1000 };

    g_assert_cmpint (exact (map, 11, &limits, colors, &assignments), ==, QD_MAPCOLOR_EXACT_GAVE_UP);
    g_assert_cmpint (colors[0], ==, -1);
  }
  {
    QdMapcolorExactLimits limits = { .stop = &stop };

    g_assert_cmpint (exact (map, 11, &limits, colors, &assignments), ==, QD_MAPCOLOR_EXACT_STOPPED);
  }
  {
    QdMapcolorExactLimits limits = { .max_assignments = 30 };

    assignments = 0;
    g_assert_cmpint (exact (map, 11, &limits, colors, &assignments), ==, QD_MAPCOLOR_EXACT_STOPPED);
    g_assert_cmpuint (assignments, <=, 30);
    g_assert_cmpuint (assignments, >, 0);
  }
}

/* ------------------------------------------------------------------ best */

static QdMapcolorSolution *
best (const QdMap *map, guint colors, Replay *replay)
{
  QdMapcolorSolveOptions o;

  qd_mapcolor_solve_options_init (&o);
  o.colors = colors;
  o.seed = 7;
  o.time_limit_us = 60 * G_USEC_PER_SEC;   /* a bound for a broken build, never reached */
  if (replay != NULL)
    {
      o.on_assign = replay_assign;
      o.user_data = replay;
    }
  return qd_mapcolor_solve (map, &o);
}

static void
test_best_queens (void)
{
  /* `fixed`: answered before the searches' turns, whose tabu turns are
   * timed: the same counts every run. */
  static const struct { const char *file; guint k; QdMapcolorStatus status; gboolean fixed; } cases[] = {
    { "queen5_5.col", 5, QD_MAPCOLOR_SOLVED, TRUE },      /* the Kempe construction */
    { "queen8_8.col", 9, QD_MAPCOLOR_SOLVED, FALSE },     /* no partition: the searches, with the propagator */
    { "queen11_11.col", 11, QD_MAPCOLOR_SOLVED, TRUE },
    { "queen6_6.col", 6, QD_MAPCOLOR_NO_SOLUTION, TRUE },
    { "queen8_8.col", 8, QD_MAPCOLOR_NO_SOLUTION, TRUE },
    { "queen10_10.col", 10, QD_MAPCOLOR_NO_SOLUTION, TRUE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(QdMap) map = read_dimacs (cases[i].file);
      g_autofree gint *seen = g_new (gint, map->n_regions);
      Replay replay = { seen, 0 };
      g_autoptr(QdMapcolorSolution) a = best (map, cases[i].k, &replay);
      g_autoptr(QdMapcolorSolution) b = best (map, cases[i].k, NULL);

      g_assert_cmpint (a->status, ==, cases[i].status);
      g_test_message ("%s, %u colours: %s, %" G_GUINT64_FORMAT " assignments", cases[i].file, cases[i].k,
                      qd_mapcolor_status_to_string (a->status), a->assignments);
      if (a->status == QD_MAPCOLOR_SOLVED)
        {
          g_assert_true (qd_map_colouring_valid (map, a->colors, cases[i].k));
          g_assert_true (memcmp (seen, a->colors, sizeof (gint) * map->n_regions) == 0);
        }
      if (!cases[i].fixed)
        continue;
      /* A function of the graph, K and the seed. */
      g_assert_true (memcmp (a->colors, b->colors, sizeof (gint) * map->n_regions) == 0);
      g_assert_cmpuint (a->assignments, ==, b->assignments);
      g_assert_cmpuint (a->checks, ==, b->checks);
    }
}

static void
test_best_limits (void)
{
  g_autoptr(QdMap) map = read_dimacs ("queen11_11.col");
  QdMapcolorSolveOptions o;
  gint stop = 1;

  qd_mapcolor_solve_options_init (&o);
  o.colors = 11;
  o.seed = 7;
  o.max_assignments = 200;
  {
    g_autoptr(QdMapcolorSolution) sol = qd_mapcolor_solve (map, &o);

    g_assert_cmpint (sol->status, ==, QD_MAPCOLOR_CAPPED);
    g_assert_cmpuint (sol->assignments, <=, 200);
  }
  o.max_assignments = 0;
  o.stop = &stop;
  {
    g_autoptr(QdMapcolorSolution) sol = qd_mapcolor_solve (map, &o);

    g_assert_cmpint (sol->status, ==, QD_MAPCOLOR_STOPPED);
  }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/mapcolor-cover/k-cliques-queens", test_k_cliques_queens);
  g_test_add_func ("/mapcolor-cover/partition-none", test_partition_none);
  g_test_add_func ("/mapcolor-cover/pigeonhole", test_pigeonhole);
  g_test_add_func ("/mapcolor-cover/pigeonhole-graphs", test_pigeonhole_graphs);
  g_test_add_func ("/mapcolor-cover/exact-queens", test_exact_queens);
  g_test_add_func ("/mapcolor-cover/exact-two-cliques", test_exact_two_cliques);
  g_test_add_func ("/mapcolor-cover/exact-limits", test_exact_limits);
  g_test_add_func ("/mapcolor-cover/best-queens", test_best_queens);
  g_test_add_func ("/mapcolor-cover/best-limits", test_best_limits);
  return g_test_run ();
}
