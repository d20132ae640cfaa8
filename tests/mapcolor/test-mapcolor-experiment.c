/* test-map-experiment.c — the map-colouring experiment: aggregation checked
 * against means and standard errors computed by hand on fixed fake runs,
 * the CSV and the table, the plot series, and a small real run (seeded:
 * the same maps every time, whatever else the experiment runs). */
#include <math.h>
#include <string.h>

#include "problems/mapcolor/qd-mapcolor-experiment.h"
#include "experiment-csv.h"
#include "render/qd-export.h"
#include "render/mapcolor/qd-mapcolor-experiment-plot.h"

static const guint SIZES[] = { 10, 20 };
static const QdMapcolorVariant ALGOS[] = { { QD_MAPCOLOR_ALGO_FC, FALSE }, { QD_MAPCOLOR_ALGO_MAC, FALSE } };

static void
add (QdMapcolorExperiment *e, guint n, guint instance, QdMapcolorAlgorithm algorithm, guint edges,
     QdMapcolorStatus status, guint64 assignments, gint64 time_us)
{
  QdMapcolorExperimentRun run = { n, instance, { algorithm, FALSE }, edges, status, assignments, time_us };

  qd_mapcolor_experiment_add_run (e, &run);
}

/* The fake runs, and what they give (worked by hand).  Every run counts, a
 * capped one at what it spent; quartiles by linear interpolation, h = (n - 1) p:
 *
 *   N = 10, fc:  assignments 10, 12, 14   mean 12, sd = sqrt((4 + 0 + 4) / 2) = 2,
 *                                          se = 2 / sqrt 3 = 1.154700…
 *                                          q1 (h = 0.5) 11, median 12, q3 13
 *                time 1, 2, 3 ms           mean 2, sd 1, se 1 / sqrt 3 = 0.577350…
 *                                          quartiles 1.5, 2, 2.5
 *                edges 20, 22, 24          mean 22, se 1.154700…
 *   N = 10, mac: 10, 10 and 1,000,000 capped: values a, a, b have mean (2a + b) / 3
 *                = 333,340 and se (b - a) / 3 = 333,330, both lower bounds;
 *                q1 10 and median 10 (the capped run lies above them: exact),
 *                q3 10 + 0.5 (1,000,000 - 10) = 500,005 (censored)
 *                time 0.5, 90 (capped), 1.5 ms: mean 92 / 3 = 30.6667, se 29.6681
 *                (censored); sorted 0.5, 1.5, 90: q1 1, median 1.5, q3 1.5 + 0.5 x
 *                88.5 = 45.75 (censored)
 *                edges 20, 22, 24          mean 22
 *   N = 20, fc:  one run, no solution      40, se empty (one run), quartiles 40, 40, 40
 *                time 4 ms, edges 50
 *   N = 20, mac: one run, capped           2,000,000, every figure a lower bound; time 8
 */
static QdMapcolorExperiment *
fake_experiment (void)
{
  QdMapcolorExperimentConfig config = {
    (guint *) SIZES, 2, 3, (QdMapcolorVariant *) ALGOS, 2, 4, QD_MAPCOLOR_GEN_SEGMENTS, 7, 0, 0,
  };
  QdMapcolorExperiment *e = qd_mapcolor_experiment_new (&config);

  add (e, 10, 0, QD_MAPCOLOR_ALGO_FC, 20, QD_MAPCOLOR_SOLVED, 10, 1000);
  add (e, 10, 0, QD_MAPCOLOR_ALGO_MAC, 20, QD_MAPCOLOR_SOLVED, 10, 500);
  add (e, 10, 1, QD_MAPCOLOR_ALGO_FC, 22, QD_MAPCOLOR_SOLVED, 12, 2000);
  add (e, 10, 1, QD_MAPCOLOR_ALGO_MAC, 22, QD_MAPCOLOR_CAPPED, 1000000, 90000);
  add (e, 10, 2, QD_MAPCOLOR_ALGO_FC, 24, QD_MAPCOLOR_SOLVED, 14, 3000);
  add (e, 10, 2, QD_MAPCOLOR_ALGO_MAC, 24, QD_MAPCOLOR_SOLVED, 10, 1500);
  add (e, 20, 0, QD_MAPCOLOR_ALGO_FC, 50, QD_MAPCOLOR_NO_SOLUTION, 40, 4000);
  add (e, 20, 0, QD_MAPCOLOR_ALGO_MAC, 50, QD_MAPCOLOR_CAPPED, 2000000, 8000);
  return e;
}

#define CLOSE(a, b) g_assert_cmpfloat_with_epsilon ((a), (b), 1e-9)

static void
test_mean_se (void)
{
  static const double three[] = { 10, 12, 14 };
  static const double one[] = { 5 };
  double mean, se;

  qd_mapcolor_experiment_mean_se (three, 3, &mean, &se);
  CLOSE (mean, 12);
  CLOSE (se, 2 / sqrt (3));
  qd_mapcolor_experiment_mean_se (one, 1, &mean, &se);
  CLOSE (mean, 5);
  g_assert_true (isnan (se));
  qd_mapcolor_experiment_mean_se (NULL, 0, &mean, &se);
  g_assert_true (isnan (mean));
  g_assert_true (isnan (se));
  /* Equal times (issue 34): their mean and a spread of exactly 0, though
   * 0.1 + 0.1 + 0.1 is not 0.3 (the CSV said 3.07e-19, the table
   * "± 0.000000000"). */
  {
    static const double equal[] = { 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1 };

    qd_mapcolor_experiment_mean_se (equal, G_N_ELEMENTS (equal), &mean, &se);
    g_assert_true (mean == 0.1);
    g_assert_true (se == 0);
  }
}

static void
test_rows (void)
{
  g_autoptr(QdMapcolorExperiment) e = fake_experiment ();
  g_autoptr(GArray) rows = qd_mapcolor_experiment_rows (e);
  const QdMapcolorExperimentRow *r;

  g_assert_cmpuint (rows->len, ==, 4);
  g_assert_cmpuint (qd_mapcolor_experiment_total_runs (e), ==, 12);

  r = &g_array_index (rows, QdMapcolorExperimentRow, 0);
  g_assert_cmpuint (r->n, ==, 10);
  g_assert_cmpint (r->algorithm.algorithm, ==, QD_MAPCOLOR_ALGO_FC);
  g_assert_false (r->algorithm.restarts);
  g_assert_cmpuint (r->runs, ==, 3);
  g_assert_cmpuint (r->capped, ==, 0);
  CLOSE (r->edges_mean, 22);
  CLOSE (r->edges_se, 2 / sqrt (3));
  CLOSE (r->assignments.mean, 12);
  CLOSE (r->assignments.se, 2 / sqrt (3));
  CLOSE (r->assignments.q1, 11);
  CLOSE (r->assignments.median, 12);
  CLOSE (r->assignments.q3, 13);
  CLOSE (r->time_ms.mean, 2);
  CLOSE (r->time_ms.se, 1 / sqrt (3));
  CLOSE (r->time_ms.q1, 1.5);
  CLOSE (r->time_ms.median, 2);
  CLOSE (r->time_ms.q3, 2.5);
  g_assert_false (r->assignments.mean_censored || r->assignments.q1_censored || r->assignments.median_censored ||
                  r->assignments.q3_censored || r->time_ms.mean_censored || r->time_ms.q3_censored);

  r = &g_array_index (rows, QdMapcolorExperimentRow, 1);
  g_assert_cmpint (r->algorithm.algorithm, ==, QD_MAPCOLOR_ALGO_MAC);
  g_assert_cmpuint (r->runs, ==, 3);
  g_assert_cmpuint (r->capped, ==, 1);
  CLOSE (r->edges_mean, 22);
  CLOSE (r->assignments.mean, 333340);
  CLOSE (r->assignments.se, 333330);
  g_assert_true (r->assignments.mean_censored);
  CLOSE (r->assignments.q1, 10);
  CLOSE (r->assignments.median, 10);
  CLOSE (r->assignments.q3, 500005);
  g_assert_false (r->assignments.q1_censored);
  g_assert_false (r->assignments.median_censored);
  g_assert_true (r->assignments.q3_censored);
  CLOSE (r->time_ms.mean, 92.0 / 3);
  g_assert_cmpfloat_with_epsilon (r->time_ms.se, 29.6681, 1e-4);
  CLOSE (r->time_ms.q1, 1);
  CLOSE (r->time_ms.median, 1.5);
  CLOSE (r->time_ms.q3, 45.75);
  g_assert_false (r->time_ms.median_censored);
  g_assert_true (r->time_ms.q3_censored);

  r = &g_array_index (rows, QdMapcolorExperimentRow, 2);
  g_assert_cmpuint (r->n, ==, 20);
  g_assert_cmpuint (r->no_solution, ==, 1);
  CLOSE (r->assignments.mean, 40);
  g_assert_true (isnan (r->assignments.se));
  CLOSE (r->assignments.q1, 40);
  CLOSE (r->assignments.q3, 40);
  CLOSE (r->time_ms.mean, 4);
  g_assert_false (r->assignments.mean_censored);

  r = &g_array_index (rows, QdMapcolorExperimentRow, 3);
  g_assert_cmpuint (r->capped, ==, 1);
  CLOSE (r->assignments.mean, 2000000);
  CLOSE (r->time_ms.mean, 8);
  CLOSE (r->edges_mean, 50);
  CLOSE (r->assignments.median, 2000000);
  CLOSE (r->time_ms.median, 8);
  g_assert_true (r->assignments.mean_censored && r->assignments.q1_censored && r->assignments.median_censored &&
                 r->assignments.q3_censored && r->time_ms.median_censored);
}

/* Quartiles of four values with ties and a capped one in the middle (a run
 * capped by time is not the slowest by assignments): every quartile at or
 * above it is a lower bound. */
static void
test_quartiles (void)
{
  double values[] = { 7, 3, 5, 1 };
  gboolean capped[] = { FALSE, FALSE, TRUE, FALSE };
  QdMapcolorExperimentStat stat;

  qd_mapcolor_experiment_stat (values, capped, 4, &stat);
  /* Sorted 1, 3, 5 (capped), 7; h = 0.75, 1.5, 2.25. */
  CLOSE (stat.q1, 1 + 0.75 * 2);
  CLOSE (stat.median, 4);
  CLOSE (stat.q3, 5 + 0.25 * 2);
  CLOSE (stat.mean, 4);
  g_assert_false (stat.q1_censored);
  g_assert_true (stat.median_censored);
  g_assert_true (stat.q3_censored);
  g_assert_true (stat.mean_censored);
}

static void
test_csv (void)
{
  g_autoptr(QdMapcolorExperiment) e = fake_experiment ();
  g_autofree char *csv = qd_mapcolor_experiment_to_csv (e);

  g_assert_cmpstr (csv, ==,
    "# quandary experiment mapcolor: method segments, colors 4, seed 7, instances 3, max-assignments default\n"
    "# every run counts, a capped one at what it spent (censored: its true cost is at least that); with capped > 0"
    " the means are lower bounds; se is empty below two runs\n"
    "# quartiles by linear interpolation (q1, median, q3); *_censored 1: a capped run could raise that quartile,"
    " which is a lower bound\n"
    "n,algorithm,runs,capped,no_solution,edges_mean,edges_se,assignments_mean,assignments_se,assignments_q1,"
    "assignments_median,assignments_q3,time_ms_mean,time_ms_se,time_ms_q1,time_ms_median,time_ms_q3,"
    "assignments_q1_censored,assignments_median_censored,assignments_q3_censored,time_ms_q1_censored,"
    "time_ms_median_censored,time_ms_q3_censored\n"
    "10,fc,3,0,0,22,1.1547,12,1.1547,11,12,13,2,0.57735,1.5,2,2.5,0,0,0,0,0,0\n"
    "10,mac,3,1,0,22,1.1547,333340,333330,10,10,500005,30.6667,29.6681,1,1.5,45.75,0,0,1,0,0,1\n"
    "20,fc,1,0,1,50,,40,,40,40,40,4,,4,4,4,0,0,0,0,0,0\n"
    "20,mac,1,1,0,50,,2e+06,,2e+06,2e+06,2e+06,8,,8,8,8,1,1,1,1,1,1\n");
}

static void
test_table (void)
{
  g_autoptr(QdMapcolorExperiment) e = fake_experiment ();
  g_autofree char *table = qd_mapcolor_experiment_format_table (e);

  g_assert_cmpstr (table, ==,
    " N  algorithm  edges   assignments ± se             median [quartiles]   time ms ± se    median [quartiles]  capped\n"
    "10  fc          22.0        12.0 ± 1.15              12.0 [11.0, 13.0]   2.00 ± 0.577     2.00 [1.50, 2.50]     0/3\n"
    "10  mac         22.0  ≥ 333340 ± 333330           10.0 [10.0, ≥500005]  ≥ 30.7 ± 29.7    1.50 [1.00, ≥45.8]     1/3\n"
    "20  fc          50.0               40.0              40.0 [40.0, 40.0]           4.00     4.00 [4.00, 4.00]     0/1\n"
    "20  mac         50.0          ≥ 2000000  ≥2000000 [≥2000000, ≥2000000]         ≥ 8.00  ≥8.00 [≥8.00, ≥8.00]     1/1\n"
    "2 runs hit the cap: counted at what they spent, as censored runs; ≥ marks a figure that is only a lower bound.\n"
    "1 map has no colouring with 4 colours.\n");
}

static void
test_plots (void)
{
  g_autoptr(QdMapcolorExperiment) e = fake_experiment ();
  g_autoptr(QdPlot) assignments = qd_plot_new (NULL);
  g_autoptr(QdPlot) time = qd_plot_new (NULL);
  g_autofree char *fc = NULL;
  g_autofree char *mac = NULL;
  QdPlot *both[2] = { assignments, time };
  QdPlotSheet sheet = { both, 2, 0, NULL };
  g_autofree char *path = g_test_build_filename (G_TEST_BUILT, "experiment-fake.png", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  double w, h;

  qd_plot_add_series (assignments, "left over");
  qd_mapcolor_experiment_fill_plots (e, assignments, time);
  g_assert_cmpuint (qd_plot_n_series (assignments), ==, 2);
  g_assert_cmpuint (qd_plot_n_series (time), ==, 2);
  g_assert_cmpint (qd_plot_get_scale (assignments, QD_PLOT_AXIS_X), ==, QD_PLOT_LOG10);
  g_assert_cmpint (qd_plot_get_scale (time, QD_PLOT_AXIS_Y), ==, QD_PLOT_LOG10);
  /* Runs were capped: medians.  fc: N = 10 and 20; mac: N = 10, and N = 20
   * censored (its only run was capped), not left out. */
  g_assert_cmpuint (qd_plot_series_n_points (assignments, 0), ==, 2);
  g_assert_cmpuint (qd_plot_series_n_points (assignments, 1), ==, 2);
  g_assert_false (qd_plot_point_is_censored (assignments, 1, 0));
  g_assert_true (qd_plot_point_is_censored (assignments, 1, 1));
  g_assert_true (qd_plot_point_is_censored (time, 1, 1));
  g_assert_nonnull (strstr (qd_plot_get_title (assignments), "median"));
  fc = qd_plot_series_legend (assignments, 0);
  mac = qd_plot_series_legend (time, 1);
  g_assert_cmpstr (fc, ==, "Forward checking");
  g_assert_cmpstr (mac, ==, "Arc consistency (2 capped)");

  qd_plot_sheet_get_size (&sheet, &w, &h);
  g_assert_true (qd_export_drawing (file, QD_EXPORT_PNG, w, h, 2, qd_plot_sheet_draw, &sheet, &error));
  g_assert_no_error (error);
}

static void
on_progress (gpointer user_data, guint done, guint total, const QdMapcolorExperimentRun *run)
{
  guint *calls = user_data;

  g_assert_cmpuint (done, ==, *calls + 1);
  g_assert_cmpuint (total, ==, 12);
  g_assert_nonnull (run);
  (*calls)++;
}

/* A small real run: every run recorded, the same maps for the same seed,
 * whichever algorithms are run with them. */
static void
test_real_run (void)
{
  static const guint sizes[] = { 12, 30 };
  static const QdMapcolorVariant three[] = {
    { QD_MAPCOLOR_ALGO_FC, FALSE }, { QD_MAPCOLOR_ALGO_FC, TRUE }, { QD_MAPCOLOR_ALGO_BEST, FALSE },
  };
  static const QdMapcolorVariant one[] = { { QD_MAPCOLOR_ALGO_BEST, FALSE } };
  QdMapcolorExperimentConfig config = {
    (guint *) sizes, 2, 2, (QdMapcolorVariant *) three, 3, 4, QD_MAPCOLOR_GEN_SEGMENTS, 3, 0, 0,
  };
  g_autoptr(QdMapcolorExperiment) a = qd_mapcolor_experiment_new (&config);
  g_autoptr(QdMapcolorExperiment) b = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) rows = NULL;
  QdProgress progress = { 0 };
  guint calls = 0;

  g_assert_true (qd_mapcolor_experiment_run (a, NULL, &progress, on_progress, &calls, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (calls, ==, 12);
  g_assert_cmpuint (a->runs->len, ==, 12);
  g_assert_cmpint (progress.done, ==, 12);
  g_assert_cmpint (progress.total, ==, 12);
  g_assert_false (a->stopped);
  rows = qd_mapcolor_experiment_rows (a);
  g_assert_cmpuint (rows->len, ==, 6);
  g_assert_true (g_array_index (rows, QdMapcolorExperimentRow, 1).algorithm.restarts);
  for (guint r = 0; r < rows->len; r++)
    {
      const QdMapcolorExperimentRow *row = &g_array_index (rows, QdMapcolorExperimentRow, r);

      g_assert_cmpuint (row->runs, ==, 2);
      g_assert_cmpfloat (row->edges_mean, >, row->n - 1);     /* connected-ish planar maps */
      g_assert_cmpfloat (row->edges_mean, <=, 3.0 * row->n - 6);
      g_assert_cmpuint (row->no_solution, ==, 0);              /* planar: four colours do */
    }

  config.algorithms = (QdMapcolorVariant *) one;
  config.n_algorithms = 1;
  b = qd_mapcolor_experiment_new (&config);
  g_assert_true (qd_mapcolor_experiment_run (b, NULL, NULL, NULL, NULL, &error));
  g_assert_no_error (error);
  for (guint i = 0; i < b->runs->len; i++)
    {
      const QdMapcolorExperimentRun *rb = &g_array_index (b->runs, QdMapcolorExperimentRun, i);
      const QdMapcolorExperimentRun *ra = &g_array_index (a->runs, QdMapcolorExperimentRun, 3 * i + 2);

      g_assert_cmpuint (rb->n, ==, ra->n);
      g_assert_cmpuint (rb->instance, ==, ra->instance);
      g_assert_cmpuint (rb->edges, ==, ra->edges);
      g_assert_cmpuint (rb->assignments, ==, ra->assignments);
    }
  g_assert_cmpuint (qd_mapcolor_experiment_instance_seed (3, 12, 0), !=, qd_mapcolor_experiment_instance_seed (3, 12, 1));
  g_assert_cmpuint (qd_mapcolor_experiment_instance_seed (3, 12, 0), !=, qd_mapcolor_experiment_instance_seed (3, 30, 0));
  g_assert_cmpuint (qd_mapcolor_experiment_instance_seed (3, 12, 0), !=, qd_mapcolor_experiment_instance_seed (4, 12, 0));
}

typedef struct {
  GArray *indexes;            /* told to the progress function, in order */
  gint *stop;                 /* raised after `stop_after` runs (0: never) */
  guint stop_after;
} Told;

static void
on_told (gpointer user_data, guint done, guint total, const QdMapcolorExperimentRun *run)
{
  Told *told = user_data;

  g_assert_cmpuint (done, ==, told->indexes->len + 1);
  g_array_append_val (told->indexes, run->index);
  if (told->stop_after > 0 && done == told->stop_after)
    g_atomic_int_set (told->stop, 1);
}

/* Runs `config` on `threads`; the runs told, in the order told. */
static QdMapcolorExperiment *
run_on (const QdMapcolorExperimentConfig *config, guint threads, guint stop_after, GArray **told_indexes)
{
  QdMapcolorExperiment *e = qd_mapcolor_experiment_new (config);
  g_autoptr(GError) error = NULL;
  gint stop = 0;
  Told told = { g_array_new (FALSE, FALSE, sizeof (guint64)), &stop, stop_after };

  e->threads = threads;
  if (qd_mapcolor_experiment_run (e, &stop, NULL, on_told, &told, &error))
    g_assert_no_error (error);
  else
    g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  *told_indexes = told.indexes;
  return e;
}

/* Runs on 1, 2 and 4 threads: the same runs (but their times), told in the
 * same order, the same CSV but its time columns; a stop on threads keeps
 * runs that are those of one thread.  At K = 4 `best` colours these planar
 * maps in its Kempe phase (no wall-clock turns); at K = 3 some maps have no
 * colouring (fc+restarts proves it). */
static void
test_threads (void)
{
  static const guint sizes[] = { 60, 15, 120 };
  static const QdMapcolorVariant algos[] = {
    { QD_MAPCOLOR_ALGO_BACKTRACKING, FALSE }, { QD_MAPCOLOR_ALGO_FC, FALSE }, { QD_MAPCOLOR_ALGO_FC, TRUE },
    { QD_MAPCOLOR_ALGO_MAC, FALSE }, { QD_MAPCOLOR_ALGO_MIN_CONFLICTS, FALSE }, { QD_MAPCOLOR_ALGO_BEST, FALSE },
  };
  static const guint threads[] = { 2, 4 };

  for (guint colors = 4; colors >= 3; colors--)
    {
      QdMapcolorExperimentConfig config = {
        (guint *) sizes, 3, 3, (QdMapcolorVariant *) algos, colors == 4 ? 6 : 3, colors, QD_MAPCOLOR_GEN_SEGMENTS,
        11, 20000, 0,
      };
      GArray *told1;
      g_autoptr(QdMapcolorExperiment) one = NULL;
      g_autofree char *csv1 = NULL;

      if (colors == 3)
        config.algorithms = (QdMapcolorVariant *) algos + 1;   /* fc, fc+restarts, mac */
      one = run_on (&config, 1, 0, &told1);
      csv1 = experiment_csv_without_times (one);
      g_assert_cmpuint (one->runs->len, ==, qd_mapcolor_experiment_total_runs (one));
      for (guint k = 0; k < told1->len; k++)
        g_assert_cmpuint (g_array_index (told1, guint64, k), ==, k);
      for (guint t = 0; t < G_N_ELEMENTS (threads); t++)
        {
          GArray *told;
          g_autoptr(QdMapcolorExperiment) many = run_on (&config, threads[t], 0, &told);
          g_autofree char *csv = experiment_csv_without_times (many);
          g_autoptr(QdMapcolorExperiment) stopped = NULL;

          g_assert_cmpuint (many->runs->len, ==, one->runs->len);
          g_assert_true (memcmp (told->data, told1->data, told1->len * sizeof (guint64)) == 0);
          for (guint k = 0; k < one->runs->len; k++)
            {
              QdMapcolorExperimentRun a = g_array_index (one->runs, QdMapcolorExperimentRun, k);
              QdMapcolorExperimentRun b = g_array_index (many->runs, QdMapcolorExperimentRun, k);

              a.time_us = b.time_us = 0;
              g_assert_true (memcmp (&a, &b, sizeof a) == 0);
            }
          g_assert_cmpstr (csv, ==, csv1);
          g_array_unref (told);

          /* Stopped after 5 runs told: the runs kept are one thread's (all
           * of them when the others had finished by then). */
          stopped = run_on (&config, threads[t], 5, &told);
          g_assert_cmpuint (stopped->runs->len, >=, 5);
          g_assert_true (stopped->stopped || stopped->runs->len == one->runs->len);
          for (guint k = 0; k < stopped->runs->len; k++)
            {
              QdMapcolorExperimentRun a = g_array_index (stopped->runs, QdMapcolorExperimentRun, k);
              QdMapcolorExperimentRun b = g_array_index (one->runs, QdMapcolorExperimentRun, a.index);

              if (k > 0)
                g_assert_cmpuint (a.index, >, g_array_index (stopped->runs, QdMapcolorExperimentRun, k - 1).index);
              a.time_us = b.time_us = 0;
              g_assert_true (memcmp (&a, &b, sizeof a) == 0);
            }
          g_array_unref (told);
        }
      g_array_unref (told1);
    }
}

/* The stop flag ends a run at once and keeps what was done. */
static void
test_stop (void)
{
  static const guint sizes[] = { 50 };
  static const QdMapcolorVariant algos[] = { { QD_MAPCOLOR_ALGO_FC, FALSE } };
  QdMapcolorExperimentConfig config = {
    (guint *) sizes, 1, 3, (QdMapcolorVariant *) algos, 1, 4, QD_MAPCOLOR_GEN_SEGMENTS, 1, 0, 0,
  };
  g_autoptr(QdMapcolorExperiment) e = qd_mapcolor_experiment_new (&config);
  g_autoptr(GError) error = NULL;
  g_autofree char *table = NULL;
  gint stop = 1;

  g_assert_false (qd_mapcolor_experiment_run (e, &stop, NULL, NULL, NULL, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_assert_true (e->stopped);
  g_assert_cmpuint (e->runs->len, ==, 0);
  table = qd_mapcolor_experiment_format_table (e);
  g_assert_nonnull (strstr (table, "Stopped after 0 of 3 runs."));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/map-experiment/mean-se", test_mean_se);
  g_test_add_func ("/map-experiment/rows", test_rows);
  g_test_add_func ("/map-experiment/quartiles", test_quartiles);
  g_test_add_func ("/map-experiment/csv", test_csv);
  g_test_add_func ("/map-experiment/table", test_table);
  g_test_add_func ("/map-experiment/plots", test_plots);
  g_test_add_func ("/map-experiment/real-run", test_real_run);
  g_test_add_func ("/map-experiment/stop", test_stop);
  g_test_add_func ("/map-experiment/threads", test_threads);
  return g_test_run ();
}
