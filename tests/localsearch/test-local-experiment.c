/* test-local-experiment.c — `experiment localsearch`'s model (issue 65):
 * AIMA section 4.1.1's figures reproduced through it, the TSP's optimum by
 * Held–Karp against every tour tried one by one, and the TSP's "solved". */
#include "config.h"

#include <glib/gstdio.h>
#include <math.h>
#include <string.h>

#include "core/qd-random.h"
#include "problems/qd-local-experiment.h"
#include "problems/qd-sweep-merge.h"
#include "problems/tsp/qd-tsp-experiment.h"

static QdLocalExperiment *
queens_experiment (guint instances, guint64 seed)
{
  const char *algorithms[] = { "steepest", "sideways", "restart", "restart-sideways", NULL };
  QdLocalExperimentConfig c = { 0 };
  QdLocalExperiment *e;

  c.problem = qd_local_experiment_find_problem ("queens");
  c.size = 8;
  c.instances = instances;
  c.algorithms = algorithms;
  c.seed = seed;
  e = qd_local_experiment_new (&c);
  e->base.threads = 1;
  g_assert_true (qd_sweep_runs_run (&e->base, NULL, NULL, NULL, NULL, NULL));
  return e;
}

typedef struct {
  double pct, steps_solved, steps_failed;
} Figures;

static Figures
figures (const QdLocalExperiment *e, guint arm)
{
  QdLocalExperimentTally t;
  Figures f;

  qd_local_experiment_tally (e, arm, &t);
  g_assert_cmpuint (t.instances, ==, e->instances);
  f.pct = 100.0 * t.solved / t.instances;
  f.steps_solved = t.solved > 0 ? (double) t.steps_solved / t.solved : 0;
  f.steps_failed = t.solved < t.instances ? (double) t.steps_failed / (t.instances - t.solved) : 0;
  g_test_message ("%s: %.2f%% solved, %.2f steps solved, %.2f failed", qd_local_experiment_arm (e, arm)->label,
                  f.pct, f.steps_solved, f.steps_failed);
  return f;
}

/* AIMA section 4.1.1 on 10,000 random 8-queens states (seed 2026), what
 * `experiment localsearch --problem queens --n 8 --instances 10000 --seed
 * 2026` prints: the book's figure, then the tolerance of issue 65. */
static void
test_book_figures (void)
{
  g_autoptr(QdLocalExperiment) e = queens_experiment (10000, 2026);
  Figures f;

  f = figures (e, 0);                                    /* steepest ascent */
  g_assert_cmpfloat (fabs (f.pct - 14), <=, 2);          /* 14% ± 2 */
  g_assert_cmpfloat (fabs (f.steps_solved - 4), <=, 1);  /* 4 ± 1 steps */
  g_assert_cmpfloat (fabs (f.steps_failed - 3), <=, 1);  /* 3 ± 1 when stuck */
  f = figures (e, 1);                                    /* up to 100 sideways moves */
  g_assert_cmpfloat (fabs (f.pct - 94), <=, 2);          /* 94% ± 2 */
  g_assert_cmpfloat (fabs (f.steps_solved - 21), <=, 3); /* 21 ± 3 steps */
  g_assert_cmpfloat (fabs (f.steps_failed - 64), <=, 10);   /* 64 ± 10 when stuck */
  /* Random restarts solve every instance, in "about 22" and "about 25"
   * steps (the issue gives no tolerance: ± 3 is this test's). */
  f = figures (e, 2);
  g_assert_cmpfloat (f.pct, ==, 100);
  g_assert_cmpfloat (fabs (f.steps_solved - 22), <=, 3); /* about 22 */
  f = figures (e, 3);
  g_assert_cmpfloat (f.pct, ==, 100);
  g_assert_cmpfloat (fabs (f.steps_solved - 25), <=, 3); /* about 25 */
}

/* The shortest of the (n−1)! tours from city 0, each summed edge by edge. */
static double
shortest_by_enumeration (const QdTsp *tsp, guint *tour, guint k, double best)
{
  guint n = tsp->n;

  if (k == n)
    {
      double length = 0;

      for (guint i = 0; i < n; i++)
        length += qd_tsp_distance (tsp, tour[i], tour[(i + 1) % n]);
      return MIN (best, length);
    }
  for (guint i = k; i < n; i++)
    {
      guint t = tour[k];

      tour[k] = tour[i];
      tour[i] = t;
      best = shortest_by_enumeration (tsp, tour, k + 1, best);
      tour[i] = tour[k];
      tour[k] = t;
    }
  return best;
}

static void
test_held_karp (void)
{
  for (guint n = 3; n <= 9; n++)
    for (guint64 seed = 1; seed <= 4; seed++)
      {
        g_autoptr(QdTsp) tsp = qd_tsp_random (n, seed * 977 + n, 100);
        guint tour[16];
        double expected;

        for (guint i = 0; i < n; i++)
          tour[i] = i;
        expected = shortest_by_enumeration (tsp, tour, 1, INFINITY);
        g_assert_cmpfloat (fabs (qd_tsp_experiment_optimum (tsp) - expected), <=, 1e-9 * expected);
      }
}

/* Solved: the run's value within the tolerance of the optimum, or without
 * one of the shortest tour of the run. */
static void
test_tsp_solved (void)
{
  const char *algorithms[] = { "steepest", "first-choice", NULL };
  QdLocalExperimentConfig c = { 0 };
  g_autoptr(QdLocalExperiment) e = NULL;
  QdLocalExperimentRun run = { 0 };

  c.problem = qd_local_experiment_find_problem ("tsp");
  c.size = 20;
  c.instances = 1;
  c.algorithms = algorithms;
  c.tolerance = 10;
  e = qd_local_experiment_new (&c);
  run.best = NAN;
  run.results[0].value = 100;
  run.results[1].value = 110.5;
  g_assert_true (qd_local_experiment_solved (e, &run, 0));
  g_assert_false (qd_local_experiment_solved (e, &run, 1));      /* 10.5% above the best of the run */
  run.results[1].value = 109.9;
  g_assert_true (qd_local_experiment_solved (e, &run, 1));
  run.best = 95;                                                 /* an optimum: 104.5 at most */
  g_assert_true (qd_local_experiment_solved (e, &run, 0));
  g_assert_false (qd_local_experiment_solved (e, &run, 1));
}

/* Two raw files, the odd and the even instances, merged by the window's
 * route (qd_sweep_merge_files): the table of the whole experiment. */
static void
test_merge_files (void)
{
  g_autoptr(QdLocalExperiment) e = queens_experiment (40, 7);
  g_autofree char *settings = qd_local_experiment_class.settings (e);
  g_auto(GStrv) columns = qd_local_experiment_class.raw_columns (e);
  g_autofree char *dir = g_dir_make_tmp ("qd-local-XXXXXX", NULL);
  g_autofree char *a = g_build_filename (dir, "a.raw", NULL), *b = g_build_filename (dir, "b.raw", NULL);
  const char *paths[] = { a, b, NULL };
  QdSweepWriter *writers[2];
  g_autofree char *expected = qd_local_experiment_format_table (e), *text = NULL, *name = NULL;
  g_autoptr(GError) error = NULL;

  for (guint w = 0; w < 2; w++)
    writers[w] = qd_sweep_writer_open (paths[w], FALSE, "localsearch", settings, 40, (const char *const *) columns,
                                       &error);
  g_assert_no_error (error);
  for (guint i = 0; i < e->base.runs->len; i++)
    {
      const QdLocalExperimentRun *run = &g_array_index (e->base.runs, QdLocalExperimentRun, i);
      g_autofree char *key = qd_local_experiment_class.run_key (e, run->index);
      g_auto(GStrv) fields = qd_local_experiment_class.raw_fields (e, run);

      g_assert_true (qd_sweep_writer_row (writers[run->index % 2], run->index, key, (const char *const *) fields,
                                          &error));
    }
  for (guint w = 0; w < 2; w++)
    g_assert_true (qd_sweep_writer_close (writers[w], &error));
  text = qd_sweep_merge_files (paths, FALSE, &name, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (name, ==, "localsearch");
  /* The same table but the times: the lines up to their last field. */
  {
    g_auto(GStrv) want = g_strsplit (expected, "\n", -1), got = g_strsplit (text, "\n", -1);

    g_assert_cmpuint (g_strv_length (want), ==, g_strv_length (got));
    for (guint l = 0; want[l] != NULL; l++)
      {
        char *w = strrchr (want[l], ' '), *g = strrchr (got[l], ' ');

        if (l >= 2 && w != NULL && g != NULL)
          *w = *g = '\0';
        g_assert_cmpstr (want[l], ==, got[l]);
      }
  }
  g_remove (a);
  g_remove (b);
  g_rmdir (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/local-experiment/book-figures", test_book_figures);
  g_test_add_func ("/local-experiment/held-karp", test_held_karp);
  g_test_add_func ("/local-experiment/tsp-solved", test_tsp_solved);
  g_test_add_func ("/local-experiment/merge-files", test_merge_files);
  return g_test_run ();
}
