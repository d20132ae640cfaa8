/* bench-mapcolor.c — figures of the map-colouring solvers, K = 4.
 *
 * For each N, one map of the statement's generator (segments, seed N), and
 * each algorithm with its default cap (fc+cbj: fc with backjumping, the
 * --backjumping option): status, assignments, time.  Where
 * `cadical` is on PATH, the same problem as DIMACS CNF is handed to
 * `cadical -q` (wall clock of the whole process, file reading included;
 * best is timed from the map in memory, best of 3 runs) and the ratio
 * best / CaDiCaL is printed.  Then the targets of issue 4:
 *   - best colours N = 5,000 no slower than CaDiCaL, N = 100,000 in < 2 s;
 *   - fc and min-conflicts reach further N before being capped than a
 *     well-known Python library (fc gives up at 500, min-conflicts stalls
 *     at 50).
 * The reach of fc, fc+cbj and min-conflicts is then measured on 3 maps per
 * N, N growing until none of the 3 is solved within the cap.
 * Restart tuning (issue 36): fc and mac with restarts on maps of 10,000
 * to 100,000 regions (map seeds 1-3), one row per way of restarting (the
 * engine's options), then what --restarts does and whether it colours
 * 100,000 regions within the default cap; `bench-mapcolor restarts [N…]
 * [ROW…]` prints every row (or the rows named) and nothing else.
 * Assignments are fixed numbers for a given solver and seed (a change in
 * them is a change in behaviour); times are not.
 */
#include <glib/gstdio.h>
#include <stdio.h>
#include <sys/wait.h>
#include <unistd.h>

#include "problems/mapcolor/qd-mapcolor-gen.h"
#include "problems/mapcolor/qd-mapcolor-solve.h"
#include "problems/mapcolor/qd-mapcolor-solve-private.h"

#include <string.h>

#define K 4

static const guint sizes[] = { 100, 1000, 5000, 10000, 100000 };
static const guint reach_sizes[] = { 100, 200, 500, 1000, 2000, 5000, 10000, 20000, 50000, 100000 };
#define REACH_MAPS 3

typedef struct {
  const char *label;
  QdMapcolorAlgorithm algorithm;
  gboolean backjumping;
} Config;

static const Config configs[] = {
  { "backtracking", QD_MAPCOLOR_ALGO_BACKTRACKING, FALSE },
  { "fc", QD_MAPCOLOR_ALGO_FC, FALSE },
  { "fc+cbj", QD_MAPCOLOR_ALGO_FC, TRUE },
  { "mac", QD_MAPCOLOR_ALGO_MAC, FALSE },
  { "min-conflicts", QD_MAPCOLOR_ALGO_MIN_CONFLICTS, FALSE },
  { "best", QD_MAPCOLOR_ALGO_BEST, FALSE },
};

static QdMapcolorSolution *
run (const QdMap *map, const Config *config, guint64 seed)
{
  QdMapcolorSolveOptions o;

  qd_mapcolor_solve_options_init (&o);
  o.algorithm = config->algorithm;
  o.backjumping = config->backjumping;
  o.colors = K;
  o.seed = seed;
  return qd_mapcolor_solve (map, &o);
}

/* CaDiCaL's wall-clock seconds on the map's CNF (best of 3 when under a
 * second), or -1. */
static double
cadical_seconds (const char *cadical, const QdMap *map, gboolean *satisfiable)
{
  g_autofree char *cnf = qd_map_to_dimacs (map, K);
  g_autofree char *path = NULL;
  g_autoptr(GError) error = NULL;
  double best = -1;
  gint fd;

  fd = g_file_open_tmp ("quandary-bench-XXXXXX.cnf", &path, &error);
  if (fd < 0)
    return -1;
  close (fd);
  if (!g_file_set_contents (path, cnf, -1, &error))
    {
      g_unlink (path);
      return -1;
    }
  for (guint i = 0; i < 3; i++)
    {
      const char *argv[] = { cadical, "-q", path, NULL };
      gint64 start = g_get_monotonic_time ();
      gint wait_status = 0;
      double seconds;

      if (!g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDOUT_TO_DEV_NULL | G_SPAWN_STDERR_TO_DEV_NULL,
                         NULL, NULL, NULL, NULL, &wait_status, NULL))
        break;
      seconds = (g_get_monotonic_time () - start) / 1e6;
      /* Exit status 10: satisfiable, 20: unsatisfiable. */
      *satisfiable = WIFEXITED (wait_status) && WEXITSTATUS (wait_status) == 10;
      if (best < 0 || seconds < best)
        best = seconds;
      if (seconds > 1)
        break;
    }
  g_unlink (path);
  return best;
}

/* ------------------------------------------------------ restart tuning */

/* One way of restarting fc or mac (the engine's options, issue 36): what
 * `--restarts` could be.  unit: backtracks per Luby unit, 0 for N / div (N
 * the regions), G_MAXUINT for one endless run (phase saving and weights,
 * no restart); local: MRV ties in breadth-first order; wipe: weights from
 * 0, so MRV + degree's second key is the wipe-outs alone. */
typedef struct {
  const char *label;
  guint unit, div;
  QdCspRestartSchedule schedule;
  double decay;
  gboolean cbj, local, wipe, ratio, reuse, fixed;
} Tuning;

#define LUBY QD_CSP_RESTART_LUBY
#define GEOM QD_CSP_RESTART_GEOMETRIC
static const Tuning tunings[] = {
  { "luby-100 (issue 15)", 100, 1, LUBY, 0, FALSE, FALSE, FALSE, FALSE, FALSE, FALSE },
  { "luby-100 d.95", 100, 1, LUBY, 0.95, FALSE, FALSE, FALSE, FALSE, FALSE, FALSE },
  { "luby-100 ratio", 100, 1, LUBY, 0, FALSE, FALSE, FALSE, TRUE, FALSE, FALSE },
  { "luby-100 reuse", 100, 1, LUBY, 0, FALSE, FALSE, FALSE, FALSE, TRUE, FALSE },
  { "luby-100 cbj", 100, 1, LUBY, 0, TRUE, FALSE, FALSE, FALSE, FALSE, FALSE },
  { "luby-N cbj", 0, 1, LUBY, 0, TRUE, FALSE, FALSE, FALSE, FALSE, FALSE },
  { "luby-N cbj local", 0, 1, LUBY, 0, TRUE, TRUE, FALSE, FALSE, FALSE, FALSE },
  { "luby-N local wipe", 0, 1, LUBY, 0, FALSE, TRUE, TRUE, FALSE, FALSE, FALSE },
  { "luby-N cbj local wipe", 0, 1, LUBY, 0, TRUE, TRUE, TRUE, FALSE, FALSE, FALSE },
  { "luby-N cbj loc wipe reuse", 0, 1, LUBY, 0, TRUE, TRUE, TRUE, FALSE, TRUE, FALSE },
  { "luby-N/4 cbj l w reuse *", 0, 4, LUBY, 0, TRUE, TRUE, TRUE, FALSE, TRUE, FALSE },
  { "luby-N/4 c l w r fixed", 0, 4, LUBY, 0, TRUE, TRUE, TRUE, FALSE, TRUE, TRUE },
  { "luby-N/4 c l w r d.95", 0, 4, LUBY, 0.95, TRUE, TRUE, TRUE, FALSE, TRUE, FALSE },
  { "luby-N/4 c l w r ratio", 0, 4, LUBY, 0, TRUE, TRUE, TRUE, TRUE, TRUE, FALSE },
  { "geom-N/4 c l w r", 0, 4, GEOM, 0, TRUE, TRUE, TRUE, FALSE, TRUE, FALSE },
  { "no restart cbj loc wipe", G_MAXUINT, 1, LUBY, 0, TRUE, TRUE, TRUE, FALSE, FALSE, FALSE },
};

/* Assignments fc or mac with these restarts take on the map, within the
 * default cap of 1,000,000 (G_MAXUINT64: capped). */
static guint64
tuning_run (const QdMap *map, const Tuning *t, QdCspInference inference)
{
  g_autoptr(QdCsp) csp = qd_mapcolor_csp_new (map, K, TRUE);
  g_autoptr(QdCspSolver) solver = NULL;
  QdCspOptions o;
  QdCspStats stats;
  QdCspStatus status;

  qd_csp_options_init (&o);
  o.inference = inference;
  o.var_order = QD_CSP_VAR_MRV_DEGREE;
  o.val_order = QD_CSP_VAL_LCV;
  o.max_assignments = 1000000;
  o.restart_unit = t->unit == 0 ? MAX (map->n_regions / t->div, 100)
                  : t->unit == G_MAXUINT ? G_MAXUINT64 / 4 : t->unit;
  o.restart_schedule = t->schedule;
  o.weight_decay = t->decay;
  o.weight_ratio = t->ratio;
  o.reuse_trail = t->reuse;
  o.fixed_ties = t->fixed;
  o.backjumping = t->cbj;
  o.local_ties = t->local;
  o.weights_from_zero = t->wipe;
  solver = qd_csp_solver_new (csp, &o);
  status = qd_csp_solver_run (solver, &stats);
  if (status == QD_CSP_SOLVED &&
      !qd_map_colouring_valid (map, qd_csp_solver_last_solution (solver), K))
    g_error ("%s: invalid colouring", t->label);
  return status == QD_CSP_SOLVED ? stats.assignments : G_MAXUINT64;
}

/* The table: per tuning, fc then mac, assignments (thousands) on map seeds
 * 1-3 of each N, or "capped". */
static void
restart_tuning (const guint *sizes_wanted, guint n_sizes, char **only, guint n_only)
{
  static const guint tuning_sizes[] = { 10000, 20000, 50000, 100000 };
  const guint *ns = n_sizes > 0 ? sizes_wanted : tuning_sizes;
  guint nn = n_sizes > 0 ? n_sizes : G_N_ELEMENTS (tuning_sizes);
  g_autoptr(GPtrArray) maps = g_ptr_array_new_with_free_func ((GDestroyNotify) qd_map_free);

  for (guint i = 0; i < nn; i++)
    for (guint seed = 1; seed <= 3; seed++)
      g_ptr_array_add (maps, qd_mapcolor_generate (ns[i], seed, QD_MAPCOLOR_GEN_SEGMENTS, NULL, NULL, NULL));
  printf ("\nRestart tuning: assignments in thousands (map seeds 1-3, solver seed 0), "
          "cap 1,000,000 (cap: capped)\n"
          "luby-N/4: Luby units of N/4 backtracks (N regions); cbj (c): backjumping; local (l):\n"
          "MRV ties in breadth-first order from a random region; wipe (w): weights from 0, the\n"
          "degree out; reuse (r): partial restarts; fixed: one tie order; d.95: weight decay;\n"
          "ratio: dom/wdeg; geom: geometric runs (x1.5); *: mapcolor's --restarts\n%-26s %-4s", "restarts", "");
  for (guint i = 0; i < nn; i++)
    printf (" %20u", ns[i]);
  printf ("\n");
  for (guint t = 0; t < G_N_ELEMENTS (tunings); t++)
    {
      gboolean wanted = n_only == 0;

      for (guint j = 0; j < n_only; j++)
        wanted |= strcmp (only[j], tunings[t].label) == 0;
      if (!wanted)
        continue;
      for (guint mac = 0; mac < 2; mac++)
        {
          printf ("%-26s %-4s", tunings[t].label, mac ? "mac" : "fc");
          for (guint i = 0; i < nn; i++)
            {
              printf ("  ");
              for (guint seed = 0; seed < 3; seed++)
                {
                  guint64 a = tuning_run (maps->pdata[3 * i + seed], &tunings[t],
                                          mac ? QD_CSP_INFER_MAC : QD_CSP_INFER_FC);

                  if (a == G_MAXUINT64)
                    printf (" %5s", "cap");
                  else
                    printf (" %5.0f", a / 1000.0);
                  fflush (stdout);
                }
            }
          printf ("\n");
        }
    }

  /* What the solver does with --restarts (the row marked *), and the
   * target of issue 36. */
  for (guint mac = 0; mac < 2; mac++)
    {
      gint within_100000 = -1;

      printf ("%-26s %-4s", "mapcolor --restarts", mac ? "mac" : "fc");
      for (guint i = 0; i < nn; i++)
        {
          guint within = 0;

          printf ("  ");
          for (guint seed = 0; seed < 3; seed++)
            {
              QdMapcolorSolveOptions o;
              g_autoptr(QdMapcolorSolution) sol = NULL;

              qd_mapcolor_solve_options_init (&o);
              o.algorithm = mac ? QD_MAPCOLOR_ALGO_MAC : QD_MAPCOLOR_ALGO_FC;
              o.colors = K;
              o.restarts = TRUE;
              sol = qd_mapcolor_solve (maps->pdata[3 * i + seed], &o);
              within += sol->status == QD_MAPCOLOR_SOLVED;
              if (sol->status == QD_MAPCOLOR_SOLVED)
                printf (" %5.0f", sol->assignments / 1000.0);
              else
                printf (" %5s", "cap");
              fflush (stdout);
            }
          if (ns[i] == 100000)
            within_100000 = (gint) within;
        }
      printf ("\n");
      if (within_100000 >= 0)
        printf ("  %s --restarts 100000: %d/3 within cap%s\n", mac ? "mac" : "fc", within_100000,
                within_100000 == 3 ? "" : " (NOT MET)");
    }
}

int
main (int argc, char **argv)
{
  g_autofree char *cadical = g_find_program_in_path ("cadical");
  guint reached[G_N_ELEMENTS (configs)] = { 0 };
  double best_5000 = -1, cadical_5000 = -1, best_100000 = -1;

  /* bench-mapcolor restarts [N…] [TUNING…]: the restart tuning alone. */
  if (argc > 1 && strcmp (argv[1], "restarts") == 0)
    {
      g_autofree guint *ns = g_new0 (guint, argc);
      g_autofree char **only = g_new0 (char *, argc);
      guint n_ns = 0, n_only = 0;

      for (int i = 2; i < argc; i++)
        if (g_ascii_isdigit (argv[i][0]))
          ns[n_ns++] = (guint) g_ascii_strtoull (argv[i], NULL, 10);
        else
          only[n_only++] = argv[i];
      restart_tuning (ns, n_ns, only, n_only);
      return 0;
    }

#ifdef __OPTIMIZE__
  printf ("map colouring, K = %d (optimized build)\n", K);
#else
  printf ("map colouring, K = %d (NOT an optimized build: times are not meaningful; "
          "use -Dbuildtype=release)\n", K);
#endif
  printf ("CaDiCaL: %s\n\n", cadical != NULL ? cadical : "not found (apt-get install cadical for the comparison)");
  printf ("%8s %8s  %-14s %-11s %12s %11s\n", "N", "edges", "algorithm", "status", "assignments", "time-ms");

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      guint n = sizes[i];
      g_autoptr(GError) error = NULL;
      gint64 start = g_get_monotonic_time ();
      g_autoptr(QdMap) map = qd_mapcolor_generate (n, n, QD_MAPCOLOR_GEN_SEGMENTS, NULL, NULL, &error);
      double best_seconds = -1;

      if (map == NULL)
        {
          printf ("%8u: no map: %s\n", n, error->message);
          return 1;
        }
      printf ("%8u %8u  (generated in %.0f ms)\n", n, map->n_edges, (g_get_monotonic_time () - start) / 1000.0);
      for (guint c = 0; c < G_N_ELEMENTS (configs); c++)
        {
          g_autoptr(QdMapcolorSolution) sol = run (map, &configs[c], n);
          gint64 time_us = sol->time_us;

          if (configs[c].algorithm == QD_MAPCOLOR_ALGO_BEST)
            for (guint r = 0; r < 2; r++)
              {
                g_autoptr(QdMapcolorSolution) again = run (map, &configs[c], n);

                time_us = MIN (time_us, again->time_us);
              }
          if (sol->status == QD_MAPCOLOR_SOLVED && !qd_map_colouring_valid (map, sol->colors, K))
            {
              printf ("%s: INVALID COLOURING\n", configs[c].label);
              return 1;
            }
          printf ("%8s %8s  %-14s %-11s %12" G_GUINT64_FORMAT " %11.3f\n", "", "", configs[c].label,
                  qd_mapcolor_status_to_string (sol->status), sol->assignments, time_us / 1000.0);
          if (configs[c].algorithm == QD_MAPCOLOR_ALGO_BEST)
            best_seconds = time_us / 1e6;
        }
      if (n == 5000)
        best_5000 = best_seconds;
      if (n == 100000)
        best_100000 = best_seconds;
      if (cadical != NULL && (n == 1000 || n == 5000 || n == 100000))
        {
          gboolean sat = FALSE;
          double seconds = cadical_seconds (cadical, map, &sat);

          if (seconds >= 0)
            printf ("%8s %8s  %-14s %-11s %12s %11.3f   best / CaDiCaL = %.3f\n", "", "", "cadical -q",
                    sat ? "solved" : "not solved", "-", seconds * 1000, best_seconds / seconds);
          if (n == 5000)
            cadical_5000 = seconds;
        }
    }

  /* Reach: how far N goes before the cap wins, 3 maps per N. */
  printf ("\nReach (maps solved within the cap, of %d per N):\n", REACH_MAPS);
  for (guint c = 0; c < G_N_ELEMENTS (configs); c++)
    {
      gboolean all_so_far = TRUE;

      if (configs[c].algorithm != QD_MAPCOLOR_ALGO_FC && configs[c].algorithm != QD_MAPCOLOR_ALGO_MIN_CONFLICTS)
        continue;

      printf ("  %-14s", configs[c].label);
      for (guint i = 0; i < G_N_ELEMENTS (reach_sizes); i++)
        {
          guint n = reach_sizes[i], solved = 0;

          for (guint m = 0; m < REACH_MAPS; m++)
            {
              g_autoptr(QdMap) map = qd_mapcolor_generate (n, 1000 * n + m, QD_MAPCOLOR_GEN_SEGMENTS, NULL, NULL, NULL);
              g_autoptr(QdMapcolorSolution) sol = run (map, &configs[c], m);

              solved += sol->status == QD_MAPCOLOR_SOLVED;
            }
          printf (" %u:%u/%d", n, solved, REACH_MAPS);
          fflush (stdout);
          if (solved == REACH_MAPS && all_so_far)
            reached[c] = n;
          else
            all_so_far = FALSE;
          if (solved == 0)
            break;
        }
      printf ("\n");
    }

  /* Restarts at scale (issue 36): the textbook restarts, and --restarts
   * with the line "fc --restarts 100000: 3/3 within cap".  All the rows:
   * bench-mapcolor restarts. */
  {
    char *before[] = { (char *) "luby-100 (issue 15)" };

    restart_tuning (NULL, 0, before, 1);
  }

  printf ("\nTargets:\n");
  if (cadical_5000 > 0)
    printf ("  best at N = 5,000 no slower than CaDiCaL: %.3f ms vs %.3f ms: %s\n", best_5000 * 1000,
            cadical_5000 * 1000, best_5000 <= cadical_5000 ? "met" : "NOT MET");
  else
    printf ("  best at N = 5,000 no slower than CaDiCaL: (no CaDiCaL here)\n");
  printf ("  best at N = 100,000 under 2 s: %.3f s: %s\n", best_100000,
          best_100000 >= 0 && best_100000 < 2 ? "met" : "NOT MET");
  for (guint c = 0; c < G_N_ELEMENTS (configs); c++)
    {
      if (configs[c].algorithm == QD_MAPCOLOR_ALGO_FC || configs[c].algorithm == QD_MAPCOLOR_ALGO_MIN_CONFLICTS)
        {
          gboolean fc = configs[c].algorithm == QD_MAPCOLOR_ALGO_FC;
          guint python = fc ? 500 : 50;

          printf ("  %s solves all maps of every N up to %u (the Python library %s at %u): %s\n",
                  configs[c].label, reached[c], fc ? "gives up" : "stalls", python,
                  reached[c] > python ? "further" : "NOT further");
        }
    }
  return 0;
}
