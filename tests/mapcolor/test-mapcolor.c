/* test-mapcolor.c — colouring maps: every algorithm, caps, stop, seeds, DIMACS.
 *
 * Hand-checked facts: mainland Australia needs 3 colours (SA touches a ring
 * of 5, WA-NT-Q-NSW-V, which is a path, so 2 more suffice), not 2 (WA, NT,
 * SA form a triangle); K4 needs 4 colours; a wheel whose rim is odd needs 4
 * (the rim needs 3, the hub a fourth), one whose rim is even 3; K5 needs 5.
 * The triangle's CNF with 3 colours has 9 variables and 3 + 9 + 9 = 21
 * clauses.  Colourability of small random graphs is checked by brute force.
 */
#include <string.h>

#include "core/qd-random.h"
#include "problems/mapcolor/qd-mapcolor-gen.h"
#include "problems/mapcolor/qd-mapcolor-renumber.h"
#include "problems/mapcolor/qd-mapcolor-solve.h"
#include "formats.h"
#include "problems/qd-problem.h"

/* This problem's descriptor (problems/qd-problem.h). */
QD_PROBLEM_DECLARE (mapcolor)

static const QdMapcolorAlgorithm complete[] = {
  QD_MAPCOLOR_ALGO_BACKTRACKING, QD_MAPCOLOR_ALGO_FC, QD_MAPCOLOR_ALGO_MAC, QD_MAPCOLOR_ALGO_BEST,
};

enum { WA, NT, SA, Q, NSW, V, T };

static QdMap *
australia (void)
{
  static const char *const names[] = { "WA", "NT", "SA", "Q", "NSW", "V", "T" };
  static const guint borders[] = {
    WA, NT, WA, SA, NT, SA, NT, Q, SA, Q, SA, NSW, SA, V, Q, NSW, NSW, V,
  };
  g_autoptr(GPtrArray) list = g_ptr_array_new ();

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    g_ptr_array_add (list, (gpointer) names[i]);
  return qd_map_new_from_edges (G_N_ELEMENTS (names), borders, G_N_ELEMENTS (borders) / 2, NULL, NULL, list);
}

/* The complete graph on n regions. */
static QdMap *
clique (guint n)
{
  g_autoptr(GArray) edges = g_array_new (FALSE, FALSE, sizeof (guint));

  for (guint a = 0; a < n; a++)
    for (guint b = a + 1; b < n; b++)
      {
        g_array_append_val (edges, a);
        g_array_append_val (edges, b);
      }
  return qd_map_new_from_edges (n, (const guint *) edges->data, edges->len / 2, NULL, NULL, NULL);
}

/* A hub (region 0) and a rim of n regions. */
static QdMap *
wheel (guint rim)
{
  g_autoptr(GArray) edges = g_array_new (FALSE, FALSE, sizeof (guint));

  for (guint i = 1; i <= rim; i++)
    {
      guint hub = 0, next = i % rim + 1;

      g_array_append_val (edges, hub);
      g_array_append_val (edges, i);
      g_array_append_val (edges, i);
      g_array_append_val (edges, next);
    }
  return qd_map_new_from_edges (rim + 1, (const guint *) edges->data, edges->len / 2, NULL, NULL, NULL);
}

static QdMapcolorSolution *
solve (const QdMap *map, QdMapcolorAlgorithm algorithm, guint colors, guint64 seed)
{
  QdMapcolorSolveOptions o;

  qd_mapcolor_solve_options_init (&o);
  o.algorithm = algorithm;
  o.colors = colors;
  o.seed = seed;
  return qd_mapcolor_solve (map, &o);
}

static void
assert_solution (const QdMap *map, const QdMapcolorSolution *sol, guint colors, QdMapcolorStatus expected)
{
  g_assert_cmpstr (qd_mapcolor_status_to_string (sol->status), ==, qd_mapcolor_status_to_string (expected));
  if (sol->status == QD_MAPCOLOR_SOLVED)
    g_assert_true (qd_map_colouring_valid (map, sol->colors, colors));
  else
    for (guint r = 0; r < map->n_regions; r++)
      g_assert_cmpint (sol->colors[r], ==, -1);
}

/* ------------------------------------------------------------------ names */

static void
test_strings (void)
{
  for (guint a = 0; a < QD_MAPCOLOR_N_ALGOS; a++)
    {
      QdMapcolorAlgorithm back;

      g_assert_true (qd_mapcolor_algorithm_from_string (qd_mapcolor_algorithm_to_string (a), &back));
      g_assert_cmpint (back, ==, a);
      g_assert_nonnull (qd_mapcolor_algorithm_title (a));
    }
  g_assert_false (qd_mapcolor_algorithm_from_string ("dsatur", NULL));
  g_assert_true (g_str_has_prefix (qd_mapcolor_algorithm_title (QD_MAPCOLOR_ALGO_BEST), "Strongest"));
  g_assert_cmpstr (qd_map_color_name (0), ==, "red");
  g_assert_cmpstr (qd_map_color_name (3), ==, "yellow");
  g_assert_cmpstr (qd_map_color_name (4), ==, "color5");
  g_assert_cmpstr (qd_map_color_name (99), ==, "color100");
  g_assert_cmpstr (qd_mapcolor_status_to_string (QD_MAPCOLOR_NO_SOLUTION), ==, "no solution");
}

/* -------------------------------------------------------------- Australia */

static void
test_australia (void)
{
  g_autoptr(QdMap) map = australia ();

  for (guint a = 0; a < QD_MAPCOLOR_N_ALGOS; a++)
    for (guint backjumping = 0; backjumping < 2; backjumping++)
      {
        g_autoptr(QdMapcolorSolution) three = NULL;
        g_autoptr(QdMapcolorSolution) two = NULL;
        QdMapcolorSolveOptions o;

        qd_mapcolor_solve_options_init (&o);
        o.algorithm = a;
        o.backjumping = backjumping;
        o.colors = 3;
        o.seed = 7;
        three = qd_mapcolor_solve (map, &o);
        assert_solution (map, three, 3, QD_MAPCOLOR_SOLVED);
        g_assert_cmpuint (three->assignments, >=, 7);
        o.colors = 2;
        two = qd_mapcolor_solve (map, &o);
        /* Local search cannot prove anything: it runs to its cap. */
        assert_solution (map, two, 2, a == QD_MAPCOLOR_ALGO_MIN_CONFLICTS ? QD_MAPCOLOR_CAPPED : QD_MAPCOLOR_NO_SOLUTION);
        if (a == QD_MAPCOLOR_ALGO_MIN_CONFLICTS)
          g_assert_cmpuint (two->assignments, ==, 10 * 7 + 100000);
      }
  /* Four colours: greedy construction, one assignment per region. */
  {
    g_autoptr(QdMapcolorSolution) sol = solve (map, QD_MAPCOLOR_ALGO_BEST, 4, 0);

    assert_solution (map, sol, 4, QD_MAPCOLOR_SOLVED);
    g_assert_cmpuint (sol->assignments, ==, 7);
  }
}

/* -------------------------------------------------- proofs of no colouring */

static void
test_no_solution (void)
{
  struct {
    QdMap *map;
    guint colors;
    gboolean colourable;
  } cases[] = {
    { clique (4), 3, FALSE },
    { clique (4), 4, TRUE },
    { clique (5), 4, FALSE },   /* not planar: the construction fails, the search proves it */
    { clique (5), 5, TRUE },
    { wheel (5), 3, FALSE },
    { wheel (7), 3, FALSE },
    { wheel (101), 3, FALSE },
    { wheel (6), 3, TRUE },
    { wheel (100), 3, TRUE },
    { wheel (5), 4, TRUE },
    { clique (3), 2, FALSE },
    { clique (2), 1, FALSE },
    { qd_map_new_from_edges (3, NULL, 0, NULL, NULL, NULL), 1, TRUE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      for (guint a = 0; a < G_N_ELEMENTS (complete); a++)
        {
          g_autoptr(QdMapcolorSolution) sol = solve (cases[i].map, complete[a], cases[i].colors, i);

          /* Without inference, in a random order, a long rim with 3
           * colours thrashes: the cap ends it. */
          if (complete[a] == QD_MAPCOLOR_ALGO_BACKTRACKING && cases[i].map->n_regions > 100 &&
              sol->status == QD_MAPCOLOR_CAPPED)
            {
              g_assert_cmpuint (sol->assignments, ==, 1000000);
              continue;
            }
          assert_solution (cases[i].map, sol, cases[i].colors,
                           cases[i].colourable ? QD_MAPCOLOR_SOLVED : QD_MAPCOLOR_NO_SOLUTION);
        }
      qd_map_free (cases[i].map);
    }
}

/* ------------------------------------------ small random graphs, brute force */

static gboolean
colourable_from (const QdMap *map, guint colors, gint *assignment, guint region)
{
  if (region == map->n_regions)
    return TRUE;
  for (guint c = 0; c < colors; c++)
    {
      gboolean ok = TRUE;

      for (guint i = map->offsets[region]; i < map->offsets[region + 1] && ok; i++)
        ok = map->adjacency[i] >= region || assignment[map->adjacency[i]] != (gint) c;
      if (!ok)
        continue;
      assignment[region] = c;
      if (colourable_from (map, colors, assignment, region + 1))
        return TRUE;
    }
  return FALSE;
}

static void
test_brute_force (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (1234);
  guint instances = g_test_slow () ? 1500 : 400;
  guint counts[2] = { 0 };

  for (guint instance = 0; instance < instances; instance++)
    {
      guint n = g_rand_int_range (rand, 1, 10);
      guint colors = g_rand_int_range (rand, 2, 5);
      gint density = g_rand_int_range (rand, 20, 90);
      g_autoptr(GArray) edges = g_array_new (FALSE, FALSE, sizeof (guint));
      g_autoptr(QdMap) map = NULL;
      gint assignment[16];
      gboolean colourable;

      for (guint a = 0; a < n; a++)
        for (guint b = a + 1; b < n; b++)
          if (g_rand_int_range (rand, 0, 100) < density)
            {
              g_array_append_val (edges, a);
              g_array_append_val (edges, b);
            }
      map = qd_map_new_from_edges (n, (const guint *) edges->data, edges->len / 2, NULL, NULL, NULL);
      colourable = colourable_from (map, colors, assignment, 0);
      counts[colourable]++;

      for (guint a = 0; a < G_N_ELEMENTS (complete); a++)
        for (guint variant = 0; variant < 4; variant++)
          {
            g_autoptr(QdMapcolorSolution) sol = NULL;
            QdMapcolorSolveOptions o;

            qd_mapcolor_solve_options_init (&o);
            o.algorithm = complete[a];
            o.colors = colors;
            o.seed = instance;
            o.backjumping = variant & 1;
            o.restarts = (variant & 2) && qd_mapcolor_algorithm_restarts (complete[a]);
            sol = qd_mapcolor_solve (map, &o);
            if ((sol->status == QD_MAPCOLOR_SOLVED) != colourable)
              g_error ("instance %u (%u regions, %u borders, %u colours): %s says %s, brute force %s",
                       instance, n, map->n_edges, colors, qd_mapcolor_algorithm_to_string (complete[a]),
                       qd_mapcolor_status_to_string (sol->status), colourable ? "colourable" : "not colourable");
            assert_solution (map, sol, colors, colourable ? QD_MAPCOLOR_SOLVED : QD_MAPCOLOR_NO_SOLUTION);
          }

      /* Min-conflicts finds the colourings there are. */
      {
        g_autoptr(QdMapcolorSolution) sol = solve (map, QD_MAPCOLOR_ALGO_MIN_CONFLICTS, colors, instance);

        assert_solution (map, sol, colors, colourable ? QD_MAPCOLOR_SOLVED : QD_MAPCOLOR_CAPPED);
      }
    }
  /* Both kinds were drawn, plenty of each. */
  g_assert_cmpuint (counts[0], >, instances / 8);
  g_assert_cmpuint (counts[1], >, instances / 8);
}

/* ----------------------------------------------------- generated maps */

static void
test_generated (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(QdMap) map = qd_mapcolor_generate (2000, 11, QD_MAPCOLOR_GEN_SEGMENTS, NULL, NULL, &error);

  g_assert_no_error (error);
  /* best, min-conflicts, and fc with backjumping colour it; with 3
   * colours a maximal planar map with an odd degree is proved uncolourable. */
  {
    g_autoptr(QdMapcolorSolution) sol = solve (map, QD_MAPCOLOR_ALGO_BEST, 4, 1);

    assert_solution (map, sol, 4, QD_MAPCOLOR_SOLVED);
    g_test_message ("2,000 regions, best: %" G_GUINT64_FORMAT " assignments, %.3f ms",
                    sol->assignments, sol->time_us / 1000.0);
  }
  {
    g_autoptr(QdMapcolorSolution) sol = solve (map, QD_MAPCOLOR_ALGO_MIN_CONFLICTS, 4, 1);

    assert_solution (map, sol, 4, QD_MAPCOLOR_SOLVED);
  }
  {
    g_autoptr(QdMapcolorSolution) sol = NULL;
    QdMapcolorSolveOptions o;

    qd_mapcolor_solve_options_init (&o);
    o.algorithm = QD_MAPCOLOR_ALGO_FC;
    o.backjumping = TRUE;
    sol = qd_mapcolor_solve (map, &o);
    g_assert_true (sol->status == QD_MAPCOLOR_SOLVED || sol->status == QD_MAPCOLOR_CAPPED);
    assert_solution (map, sol, 4, sol->status);
  }
  {
    gboolean odd = FALSE;
    g_autoptr(QdMapcolorSolution) sol = solve (map, QD_MAPCOLOR_ALGO_BEST, 3, 1);

    for (guint r = 0; r < map->n_regions; r++)
      odd |= qd_map_degree (map, r) % 2 == 1;
    g_assert_true (odd);
    assert_solution (map, sol, 3, QD_MAPCOLOR_NO_SOLUTION);
    g_assert_cmpuint (sol->assignments, <, 1000);
  }
  /* Delaunay maps as well. */
  {
    g_autoptr(QdMap) delaunay = qd_mapcolor_generate (3000, 5, QD_MAPCOLOR_GEN_DELAUNAY, NULL, NULL, &error);
    g_autoptr(QdMapcolorSolution) sol = NULL;

    g_assert_no_error (error);
    sol = solve (delaunay, QD_MAPCOLOR_ALGO_BEST, 4, 1);
    assert_solution (delaunay, sol, 4, QD_MAPCOLOR_SOLVED);
  }
}

/* ------------------------------------------------------ caps, stop, time */

static void
test_caps (void)
{
  g_autoptr(QdMap) map = wheel (301);
  g_autoptr(QdMap) big = NULL;
  g_autoptr(GError) error = NULL;
  QdMapcolorSolveOptions o;
  gint stop = 1;

  /* The odd wheel with 3 colours: backtracking without inference must try
   * many assignments; a cap of 500 ends it, reported as CAPPED. */
  for (guint a = 0; a < QD_MAPCOLOR_N_ALGOS; a++)
    {
      g_autoptr(QdMapcolorSolution) sol = NULL;

      qd_mapcolor_solve_options_init (&o);
      o.algorithm = a;
      o.colors = 3;
      o.max_assignments = a == QD_MAPCOLOR_ALGO_BEST ? 3 : 500;
      sol = qd_mapcolor_solve (map, &o);
      /* best precolours a triangle (hub and two rim regions): arc
       * consistency then runs round the rim and proves it at the root,
       * before any assignment. */
      if (a == QD_MAPCOLOR_ALGO_BEST)
        {
          assert_solution (map, sol, 3, QD_MAPCOLOR_NO_SOLUTION);
          g_assert_cmpuint (sol->assignments, ==, 0);
        }
      else if (a == QD_MAPCOLOR_ALGO_BACKTRACKING || a == QD_MAPCOLOR_ALGO_MIN_CONFLICTS)
        {
          assert_solution (map, sol, 3, QD_MAPCOLOR_CAPPED);
          g_assert_cmpuint (sol->assignments, <=, o.max_assignments);
        }
      else
        assert_solution (map, sol, 3, sol->status == QD_MAPCOLOR_CAPPED ? QD_MAPCOLOR_CAPPED : QD_MAPCOLOR_NO_SOLUTION);
    }

  /* The stop flag, set before the run, stops every algorithm. */
  big = qd_mapcolor_generate (3000, 3, QD_MAPCOLOR_GEN_SEGMENTS, NULL, NULL, &error);
  g_assert_no_error (error);
  for (guint a = 0; a < QD_MAPCOLOR_N_ALGOS; a++)
    {
      g_autoptr(QdMapcolorSolution) sol = NULL;

      qd_mapcolor_solve_options_init (&o);
      o.algorithm = a;
      o.stop = &stop;
      sol = qd_mapcolor_solve (big, &o);
      assert_solution (big, sol, 4, QD_MAPCOLOR_STOPPED);
    }

  /* A time limit: fc on a map where it thrashes stops in time. */
  {
    g_autoptr(QdMapcolorSolution) sol = NULL;
    gint64 start = g_get_monotonic_time ();

    qd_mapcolor_solve_options_init (&o);
    o.algorithm = QD_MAPCOLOR_ALGO_BACKTRACKING;
    o.colors = 3;
    o.max_assignments = G_MAXUINT64;
    o.time_limit_us = G_USEC_PER_SEC / 10;
    sol = qd_mapcolor_solve (map, &o);
    assert_solution (map, sol, 3, QD_MAPCOLOR_CAPPED);
    g_assert_cmpint (g_get_monotonic_time () - start, <, 5 * G_USEC_PER_SEC);
  }
}

/* ------------------------------------------------------ seeds and events */

typedef struct {
  gint colors[4000];
  guint64 calls;
} Replay;

static void
replay_assign (gpointer user_data, guint region, gint color)
{
  Replay *replay = user_data;

  replay->colors[region] = color;
  replay->calls++;
}

/* The textbook searches with restarts colour maps where they thrash without
 * (1,000 regions and more: issue 15), on every seed, well within the cap;
 * the events still replay to the colouring across the restarts. */
static void
test_restarts (void)
{
  for (guint seed = 1; seed <= 3; seed++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(QdMap) map = qd_mapcolor_generate (2000, seed, QD_MAPCOLOR_GEN_SEGMENTS, NULL, NULL, &error);

      g_assert_no_error (error);
      for (guint a = QD_MAPCOLOR_ALGO_FC; a <= QD_MAPCOLOR_ALGO_MAC; a++)
        {
          g_autoptr(QdMapcolorSolution) sol = NULL;
          Replay *replay = g_new (Replay, 1);
          QdMapcolorSolveOptions o;

          memset (replay->colors, 0xff, sizeof replay->colors);
          replay->calls = 0;
          qd_mapcolor_solve_options_init (&o);
          o.algorithm = a;
          o.colors = 4;
          o.seed = seed;
          o.restarts = TRUE;
          o.on_assign = replay_assign;
          o.user_data = replay;
          sol = qd_mapcolor_solve (map, &o);
          g_test_message ("2,000 regions, seed %u, %s --restarts: %" G_GUINT64_FORMAT " assignments, %"
                          G_GUINT64_FORMAT " restarts", seed, qd_mapcolor_algorithm_to_string (a),
                          sol->assignments, sol->restarts);
          assert_solution (map, sol, 4, QD_MAPCOLOR_SOLVED);
          g_assert_cmpuint (sol->assignments, <, 250000);
          g_assert_cmpmem (sol->colors, sizeof (gint) * map->n_regions, replay->colors,
                           sizeof (gint) * map->n_regions);
          g_free (replay);
        }
    }
}

/* Restarts at scale (issue 36): fc and mac --restarts colour a 20,000-region
 * segments map within the default cap of 1,000,000 assignments (100,000
 * regions on map seeds 1-3 in bench-mapcolor's restart tuning). */
static void
test_restarts_at_scale (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(QdMap) map = qd_mapcolor_generate (20000, 1, QD_MAPCOLOR_GEN_SEGMENTS, NULL, NULL, &error);

  g_assert_no_error (error);
  for (guint a = QD_MAPCOLOR_ALGO_FC; a <= QD_MAPCOLOR_ALGO_MAC; a++)
    {
      g_autoptr(QdMapcolorSolution) sol = NULL;
      QdMapcolorSolveOptions o;

      qd_mapcolor_solve_options_init (&o);
      o.algorithm = a;
      o.colors = 4;
      o.restarts = TRUE;
      sol = qd_mapcolor_solve (map, &o);
      g_test_message ("20,000 regions, %s --restarts: %" G_GUINT64_FORMAT " assignments, %" G_GUINT64_FORMAT
                      " restarts", qd_mapcolor_algorithm_to_string (a), sol->assignments, sol->restarts);
      assert_solution (map, sol, 4, QD_MAPCOLOR_SOLVED);
      g_assert_cmpuint (sol->assignments, <=, qd_mapcolor_max_assignments (&o, map->n_regions));
    }
}

static void
test_seeds_and_events (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(QdMap) map = qd_mapcolor_generate (25, 21, QD_MAPCOLOR_GEN_SEGMENTS, NULL, NULL, &error);

  g_assert_no_error (error);
  for (guint a = 0; a < QD_MAPCOLOR_N_ALGOS; a++)
    {
      g_autoptr(QdMapcolorSolution) first = solve (map, a, 5, 99);
      g_autoptr(QdMapcolorSolution) again = solve (map, a, 5, 99);
      g_autoptr(QdMapcolorSolution) sol = NULL;
      Replay replay;
      QdMapcolorSolveOptions o;

      /* Five colours on a small map: an easy run for every algorithm
       * (without inference, in a random order, a few hundred regions
       * already thrash). */
      assert_solution (map, first, 5, QD_MAPCOLOR_SOLVED);
      g_assert_cmpmem (first->colors, sizeof (gint) * map->n_regions, again->colors, sizeof (gint) * map->n_regions);
      g_assert_cmpuint (first->assignments, ==, again->assignments);
      g_assert_cmpuint (first->checks, ==, again->checks);

      /* The events replay to the colouring. */
      memset (&replay, 0xff, sizeof replay.colors);
      replay.calls = 0;
      qd_mapcolor_solve_options_init (&o);
      o.algorithm = a;
      o.colors = 5;
      o.seed = 99;
      o.on_assign = replay_assign;
      o.user_data = &replay;
      sol = qd_mapcolor_solve (map, &o);
      assert_solution (map, sol, 5, QD_MAPCOLOR_SOLVED);
      g_assert_cmpmem (sol->colors, sizeof (gint) * map->n_regions, replay.colors, sizeof (gint) * map->n_regions);
      g_assert_cmpuint (replay.calls, >=, map->n_regions);
    }

  /* Another seed, another random run. */
  {
    g_autoptr(QdMapcolorSolution) one = solve (map, QD_MAPCOLOR_ALGO_MIN_CONFLICTS, 4, 1);
    g_autoptr(QdMapcolorSolution) two = solve (map, QD_MAPCOLOR_ALGO_MIN_CONFLICTS, 4, 2);

    g_assert_true (one->assignments != two->assignments ||
                   memcmp (one->colors, two->colors, sizeof (gint) * map->n_regions) != 0);
  }
}

/* ---------------------------------------------------------------- DIMACS */

static guint
count_clauses (const char *text, char **header)
{
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);
  guint clauses = 0;

  *header = NULL;
  for (guint i = 0; lines[i] != NULL; i++)
    {
      if (lines[i][0] == '\0')
        {
          g_assert_null (lines[i + 1]);   /* only the end of the last line */
          continue;
        }
      if (lines[i][0] == 'c')
        {
          g_assert_null (*header);   /* comments come first */
          continue;
        }
      if (lines[i][0] == 'p')
        {
          g_assert_null (*header);
          *header = g_strdup (lines[i]);
          continue;
        }
      g_assert_nonnull (*header);
      g_assert_true (g_str_has_suffix (lines[i], " 0"));
      clauses++;
    }
  return clauses;
}

static void
test_dimacs (void)
{
  g_autoptr(QdMap) triangle = clique (3);
  g_autoptr(QdMap) map = australia ();
  g_autofree char *cnf = qd_map_to_dimacs (triangle, 3);
  g_autofree char *header = NULL;
  g_autofree char *aus = NULL;

  /* 3 at-least-one, 3 * 3 at-most-one, 3 borders * 3 colours. */
  g_assert_cmpuint (count_clauses (cnf, &header), ==, 21);
  g_assert_cmpstr (header, ==, "p cnf 9 21");
  g_assert_nonnull (strstr (cnf, "\n1 2 3 0\n"));
  g_assert_nonnull (strstr (cnf, "\n-1 -2 0\n"));
  g_assert_nonnull (strstr (cnf, "\n-1 -4 0\n"));     /* regions 0 and 1 both red */
  g_assert_nonnull (strstr (cnf, "\n-6 -9 0\n"));     /* regions 1 and 2 both blue */
  g_clear_pointer (&header, g_free);

  /* Australia, 2 colours: 7 * (1 + 1) + 9 * 2 = 32 clauses on 14 variables. */
  aus = qd_map_to_dimacs (map, 2);
  g_assert_cmpuint (count_clauses (aus, &header), ==, 32);
  g_assert_cmpstr (header, ==, "p cnf 14 32");
}

/* A hard general graph (G(450, 0.17): users paste any graph into the map
 * editor) where best with K = 15 runs far past its deadline: it must end at
 * the deadline, CAPPED.  Before the fix the complete phase restarted at once
 * after every run the deadline had stopped, for ever (issue 15). */
static void
test_deadline_hard_graph (void)
{
  g_autoptr(GArray) edges = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(QdMap) map = NULL;
  g_autoptr(QdMapcolorSolution) sol = NULL;
  QdMapcolorSolveOptions o;
  guint64 rng = 5;

  for (guint a = 0; a < 450; a++)
    for (guint b = a + 1; b < 450; b++)
      if (qd_random_below (&rng, 100) < 17)
        {
          g_array_append_val (edges, a);
          g_array_append_val (edges, b);
        }
  map = qd_map_new_from_edges (450, (const guint *) edges->data, edges->len / 2, NULL, NULL, NULL);
  qd_mapcolor_solve_options_init (&o);
  o.algorithm = QD_MAPCOLOR_ALGO_BEST;
  o.colors = 15;
  o.time_limit_us = 200000;
  sol = qd_mapcolor_solve (map, &o);
  g_assert_cmpint (sol->status, ==, QD_MAPCOLOR_CAPPED);
}

/* The breadth-first renumbering keeps the graph: the same degrees, and a
 * and b neighbours exactly when order[a] and order[b] were; names and
 * positions follow their regions. */
static void
test_renumber (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(QdMap) map = qd_mapcolor_generate (2000, 7, QD_MAPCOLOR_GEN_SEGMENTS, NULL, NULL, &error);
  g_autofree guint *order = NULL;
  g_autoptr(QdMap) local = NULL;
  g_autofree gboolean *used = g_new0 (gboolean, 2000);

  g_assert_no_error (error);
  local = qd_mapcolor_renumber_bfs (map, &order);
  g_assert_cmpuint (local->n_regions, ==, map->n_regions);
  g_assert_cmpuint (local->n_edges, ==, map->n_edges);
  g_assert_cmpuint (order[0], ==, 0);
  for (guint r = 0; r < local->n_regions; r++)
    {
      g_assert_false (used[order[r]]);
      used[order[r]] = TRUE;
      g_assert_cmpuint (qd_map_degree (local, r), ==, qd_map_degree (map, order[r]));
      g_assert_cmpstr (local->names->pdata[r], ==, map->names->pdata[order[r]]);
      g_assert_cmpfloat (local->x[r], ==, map->x[order[r]]);
      for (guint k = 0; k < qd_map_degree (local, r); k++)
        {
          guint b = qd_map_neighbours (local, r)[k];

          g_assert_true (k == 0 || qd_map_neighbours (local, r)[k - 1] < b);
          g_assert_true (qd_map_adjacent (map, order[r], order[b]));
        }
    }
}

/* From 200,000 regions best colours the renumbered map: the colouring comes
 * back in the map's own numbering, and what a listener hears too. */
static void
on_best_assign (gpointer user_data, guint region, gint color)
{
  gint *heard = user_data;

  heard[region] = color;
}

static void
test_best_large (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(QdMap) map = qd_mapcolor_generate (250000, 3, QD_MAPCOLOR_GEN_DELAUNAY, NULL, NULL, &error);
  g_autoptr(QdMapcolorSolution) sol = NULL;
  g_autofree gint *heard = g_new (gint, 250000);
  QdMapcolorSolveOptions o;

  g_assert_no_error (error);
  qd_mapcolor_solve_options_init (&o);
  o.algorithm = QD_MAPCOLOR_ALGO_BEST;
  o.on_assign = on_best_assign;
  o.user_data = heard;
  sol = qd_mapcolor_solve (map, &o);
  assert_solution (map, sol, 4, QD_MAPCOLOR_SOLVED);
  g_assert_cmpmem (heard, 250000 * sizeof (gint), sol->colors, 250000 * sizeof (gint));
}

/* Maps the generator makes, and names of any script: written, they read
 * back the same (tests/formats.h). */
static void
test_generated_round_trip (void)
{
  for (guint64 seed = 1; seed <= 20; seed++)
    {
      g_autoptr(QdMap) map = qd_mapcolor_generate (1 + seed * 7, seed, seed % 2 ? QD_MAPCOLOR_GEN_SEGMENTS
                                                                             : QD_MAPCOLOR_GEN_DELAUNAY,
                                                   NULL, NULL, NULL);
      g_assert_nonnull (map);
      qd_test_check_model (qd_mapcolor_problem.format, map, "a generated map");
    }
  {
    /* Names of any script, with inner spaces. */
    static const char *const names[] = { "Zürich", "São Paulo", "Île-de-France", "東京", "Ωmega 2" };
    g_autoptr(GPtrArray) list = g_ptr_array_new ();
    const guint edges[] = { 0, 1, 1, 2, 2, 3, 3, 4, 4, 0 };
    g_autoptr(QdMap) map = NULL;

    for (guint i = 0; i < G_N_ELEMENTS (names); i++)
      g_ptr_array_add (list, (gpointer) names[i]);
    map = qd_map_new_from_edges (5, edges, 5, NULL, NULL, list);
    qd_test_check_model (qd_mapcolor_problem.format, map, "a map of many scripts");
  }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/mapcolor/strings", test_strings);
  g_test_add_func ("/mapcolor/australia", test_australia);
  g_test_add_func ("/mapcolor/no-solution", test_no_solution);
  g_test_add_func ("/mapcolor/brute-force", test_brute_force);
  g_test_add_func ("/mapcolor/generated", test_generated);
  g_test_add_func ("/mapcolor/caps", test_caps);
  g_test_add_func ("/mapcolor/deadline-hard-graph", test_deadline_hard_graph);
  g_test_add_func ("/mapcolor/renumber", test_renumber);
  g_test_add_func ("/mapcolor/best-large", test_best_large);
  g_test_add_func ("/mapcolor/seeds-and-events", test_seeds_and_events);
  g_test_add_func ("/mapcolor/restarts", test_restarts);
  g_test_add_func ("/mapcolor/restarts-at-scale", test_restarts_at_scale);
  g_test_add_func ("/mapcolor/dimacs", test_dimacs);
  g_test_add_func ("/mapcolor/generated-round-trip", test_generated_round_trip);
  return g_test_run ();
}
