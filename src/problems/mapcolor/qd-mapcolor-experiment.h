/* qd-mapcolor-experiment.h — the experiment of statement 000, part 1.2: how the
 * colouring algorithms scale with the number of regions N.
 *
 * For each N of a list and each of several instances, a map is generated
 * (its seed derived from the base seed, N and the instance number only, so
 * a run can be repeated, and a smaller list of N or of algorithms gives the
 * same maps), and each chosen algorithm colours it with K colours under its
 * default cap or a given one.  Per (N, algorithm) the results are the mean
 * and standard error of the edges, of the assignments and of the time; runs
 * that hit the cap are counted and left out of the means.
 *
 * Runs happen on the caller's thread (the window runs them in a QdJob); the
 * stop flag ends them within a fraction of a second, keeping what was done.
 */
#pragma once

#include "core/qd-progress.h"
#include "qd-mapcolor-gen.h"
#include "qd-mapcolor-solve.h"

G_BEGIN_DECLS

typedef struct {
  guint *sizes;                /* the values of N, in the order they are run */
  guint n_sizes;
  guint instances;             /* maps per N, >= 1 */
  QdMapcolorAlgorithm *algorithms;  /* in the order of the table's rows */
  guint n_algorithms;
  guint colors;                /* K, >= 1 */
  QdMapcolorGenMethod method;
  guint64 seed;
  guint64 max_assignments;     /* 0: each algorithm's default cap */
  gint64 time_limit_us;        /* per run; 0: none */
} QdMapcolorExperimentConfig;

/* One algorithm on one map. */
typedef struct {
  guint n;
  guint instance;              /* 0-based */
  QdMapcolorAlgorithm algorithm;
  guint edges;
  QdMapcolorStatus status;          /* SOLVED, NO_SOLUTION or CAPPED (stopped runs are not kept) */
  guint64 assignments;
  gint64 time_us;
} QdMapcolorExperimentRun;

/* The aggregate of one (N, algorithm).  A mean is NAN when no run is
 * included, a standard error NAN below two runs. */
typedef struct {
  guint n;
  QdMapcolorAlgorithm algorithm;
  guint runs;                  /* runs done */
  guint capped;                /* of which capped: left out of the means */
  guint no_solution;           /* of which proved uncolourable with K colours */
  double edges_mean, edges_se;             /* over every run done */
  double assignments_mean, assignments_se; /* over the runs not capped */
  double time_ms_mean, time_ms_se;         /* over the runs not capped */
  /* Medians over every run done, a capped run counted at what it had
   * spent when it stopped (a lower bound of its true cost): with half the
   * runs or more capped, the median is itself only a lower bound. */
  double assignments_median, time_ms_median;
  gboolean median_censored;
} QdMapcolorExperimentRow;

typedef struct {
  QdMapcolorExperimentConfig config;  /* a copy */
  GArray *runs;                  /* QdMapcolorExperimentRun, in the order done */
  gboolean stopped;              /* the last qd_mapcolor_experiment_run was stopped */
} QdMapcolorExperiment;

/* Called after each run (on the running thread). */
typedef void (*QdMapcolorExperimentProgressFunc) (gpointer user_data, guint done, guint total,
                                             const QdMapcolorExperimentRun *run);

QdMapcolorExperiment *qd_mapcolor_experiment_new   (const QdMapcolorExperimentConfig *config);
void             qd_mapcolor_experiment_free  (QdMapcolorExperiment *experiment);
guint            qd_mapcolor_experiment_total_runs (const QdMapcolorExperiment *experiment);

/* The seed of map (N, instance): qd_random_mix of the base seed, N and instance. */
guint64          qd_mapcolor_experiment_instance_seed (guint64 seed, guint n, guint instance);

/* Runs every (N, instance, algorithm) in order.  `stop` (read atomically)
 * ends it early: FALSE with G_IO_ERROR_CANCELLED, the runs done so far kept.
 * `progress` (nullable): done/total in runs, nodes of the current run.  A
 * generator error is returned as is. */
gboolean         qd_mapcolor_experiment_run   (QdMapcolorExperiment *experiment,
                                          const gint *stop,
                                          QdProgress *progress,
                                          QdMapcolorExperimentProgressFunc func,
                                          gpointer user_data,
                                          GError **error);
/* Adds a run done elsewhere (tests, a resumed experiment). */
void             qd_mapcolor_experiment_add_run (QdMapcolorExperiment *experiment, const QdMapcolorExperimentRun *run);

/* One row per (N, algorithm) that has runs, N in the configured order, then
 * the algorithms in theirs.  Free with g_array_unref. */
GArray          *qd_mapcolor_experiment_rows  (const QdMapcolorExperiment *experiment);

/* Mean and standard error (sample standard deviation / sqrt(n)) of n
 * values; NAN mean when n = 0, NAN error when n < 2. */
void             qd_mapcolor_experiment_mean_se (const double *values, guint n, double *mean, double *se);
/* The median of n values (sorts them); NAN when n = 0. */
double           qd_mapcolor_experiment_median  (double *values, guint n);

/* A readable fixed-width table (stdout of the command line), and the CSV
 * (comment lines starting with '#', then a header). */
char            *qd_mapcolor_experiment_format_table (const QdMapcolorExperiment *experiment);
char            *qd_mapcolor_experiment_to_csv       (const QdMapcolorExperiment *experiment);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdMapcolorExperiment, qd_mapcolor_experiment_free)

G_END_DECLS
