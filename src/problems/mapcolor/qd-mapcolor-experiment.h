/* qd-mapcolor-experiment.h — the experiment of statement 000, part 1.2: how the
 * colouring algorithms scale with the number of regions N.
 *
 * For each N of a list and each of several instances, a map is generated
 * (its seed derived from the base seed, N and the instance number only, so
 * a run can be repeated, and a smaller list of N or of algorithms gives the
 * same maps), and each chosen algorithm (with or without restarts: "fc" and
 * "fc+restarts" are two rows) colours it with K colours under its default
 * cap or a given one.  Per (N, algorithm) the results are the mean and
 * standard error, the median and the quartiles of the assignments and of
 * the time, and the mean edges.  Backtracking is heavy-tailed, so a capped
 * run is not dropped: it counts as censored, at least what it spent, and a
 * statistic it can raise is marked as a lower bound.
 *
 * Runs happen on e->threads worker threads (qd-sweep-pool.h), the caller's
 * thread handing them over in the experiment's order (the window runs it
 * in a QdJob); every result is that of one thread, the times aside.  The
 * stop flag ends them within a fraction of a second, keeping what was done.
 */
#pragma once

#include "core/qd-progress.h"
#include "core/qd-sweep.h"
#include "qd-mapcolor-gen.h"
#include "qd-mapcolor-solve.h"

G_BEGIN_DECLS

typedef struct {
  guint *sizes;                /* the values of N, in the order they are run */
  guint n_sizes;
  guint instances;             /* maps per N, >= 1 */
  QdMapcolorVariant *algorithms;    /* in the order of the table's rows */
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
  QdMapcolorVariant algorithm;
  guint edges;
  QdMapcolorStatus status;          /* SOLVED, NO_SOLUTION or CAPPED (stopped runs are not kept) */
  guint64 assignments;
  gint64 time_us;
  guint64 index;               /* in the experiment's order: (N, instance, algorithm), the last fastest */
} QdMapcolorExperimentRun;

/* Statistics of one measure over the runs of a row, every run counted, a
 * capped one at what it had spent when it stopped (a lower bound of its
 * true cost).  A statistic is censored (only a lower bound) when a capped
 * run could raise it: the mean and standard error whenever a run was
 * capped, a quartile when a capped run lies at or below its place in the
 * sorted values.  NAN without runs; the standard error NAN below two. */
typedef struct {
  double mean, se;
  double q1, median, q3;
  gboolean mean_censored, q1_censored, median_censored, q3_censored;
} QdMapcolorExperimentStat;

/* The aggregate of one (N, algorithm). */
typedef struct {
  guint n;
  QdMapcolorVariant algorithm;
  guint runs;                  /* runs done */
  guint capped;                /* of which capped (censored) */
  guint no_solution;           /* of which proved uncolourable with K colours */
  double edges_mean, edges_se;
  QdMapcolorExperimentStat assignments;
  QdMapcolorExperimentStat time_ms;
} QdMapcolorExperimentRow;

typedef struct {
  QdMapcolorExperimentConfig config;  /* a copy */
  GArray *runs;                  /* QdMapcolorExperimentRun, in the order done */
  gboolean stopped;              /* the last qd_mapcolor_experiment_run was stopped */
  QdSweepShard shard;            /* the runs qd_mapcolor_experiment_run does (count 0: all) */
  const gboolean *skip;          /* runs it skips (done before, --resume), or NULL */
  /* How qd_mapcolor_experiment_run runs (never what it finds): on how many
   * threads (0 or 1: the caller's), niced (the window). */
  guint threads;
  gboolean lower_priority;
} QdMapcolorExperiment;

/* Called after each run, in the experiment's order (on the caller's thread). */
typedef void (*QdMapcolorExperimentProgressFunc) (gpointer user_data, guint done, guint total,
                                             const QdMapcolorExperimentRun *run);

QdMapcolorExperiment *qd_mapcolor_experiment_new   (const QdMapcolorExperimentConfig *config);
void             qd_mapcolor_experiment_free  (QdMapcolorExperiment *experiment);
guint            qd_mapcolor_experiment_total_runs (const QdMapcolorExperiment *experiment);

/* The seed of map (N, instance): qd_random_mix of the base seed, N and instance. */
guint64          qd_mapcolor_experiment_instance_seed (guint64 seed, guint n, guint instance);

/* Runs every (N, instance, algorithm), those of e->shard not in e->skip (a
 * map is made only when one of its runs is done, once), on e->threads
 * threads; they are added to e->runs and told to `func` in order.  `stop` (read atomically)
 * ends it early: FALSE with G_IO_ERROR_CANCELLED, the runs done so far kept.
 * `progress` (nullable): done/total in runs, nodes of the runs under way.  A
 * generator error is returned prefixed with its map. */
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
/* The statistics of n values, capped[i] saying which are censored (at
 * least values[i]); quartiles by linear interpolation between the closest
 * ranks (R's type 7). */
void             qd_mapcolor_experiment_stat    (const double *values, const gboolean *capped, guint n,
                                                 QdMapcolorExperimentStat *stat);

/* ------------------------------------------------ sweeps (qd-sweep.h) */

/* The run's key, for people: "N=10 map=2 fc+restarts". */
char            *qd_mapcolor_experiment_run_key (const QdMapcolorExperiment *experiment, guint64 index);
/* The settings line of raw files: every option that changes a result,
 * canonical ("n=10,20 instances=4 algorithms=fc,mac colors=4
 * method=segments seed=0 max-assignments=0 time-limit-us=0"). */
char            *qd_mapcolor_experiment_settings (const QdMapcolorExperimentConfig *config);
/* An experiment (no runs) from a settings line; an error says what is wrong. */
QdMapcolorExperiment *qd_mapcolor_experiment_new_from_settings (const char *settings, GError **error);
/* The raw file's columns (run, key, then a run's measures), NULL-ended. */
extern const char *const qd_mapcolor_experiment_raw_columns[];
/* A run's fields after run and key, in the columns' order (g_strfreev). */
char           **qd_mapcolor_experiment_raw_fields (const QdMapcolorExperimentRun *run);
/* Adds the runs of a raw file of this experiment (its settings checked by
 * the caller); an error names the file and the line. */
gboolean         qd_mapcolor_experiment_add_raw (QdMapcolorExperiment *experiment, const QdSweepRaw *raw,
                                                 GError **error);
/* Raw files merged: checked together (qd_sweep_raw_check), the experiment
 * of their settings with every run they hold; *found (may be NULL): which
 * runs are there. */
QdMapcolorExperiment *qd_mapcolor_experiment_merge (QdSweepRaw *const *raws, guint n, gboolean **found,
                                                    GError **error);

/* A readable fixed-width table (stdout of the command line), and the CSV
 * (comment lines starting with '#', then a header). */
char            *qd_mapcolor_experiment_format_table (const QdMapcolorExperiment *experiment);
/* The window's table as cells: a row's eight texts for people (N,
 * algorithm, edges, assignments ± se, their median [quartiles], time ms ±
 * se, its median [quartiles], capped), NULL-terminated (g_strfreev); and
 * the notes under the rows, a line each ("" without). */
#define QD_MAPCOLOR_EXPERIMENT_N_COLUMNS 8
char           **qd_mapcolor_experiment_row_texts    (const QdMapcolorExperimentRow *row);
char            *qd_mapcolor_experiment_people_notes (const QdMapcolorExperiment *experiment);
char            *qd_mapcolor_experiment_to_csv       (const QdMapcolorExperiment *experiment);
/* The window's table as CSV, for a report (the headers translated, the
 * numbers as the locale writes them): the assignments' columns (N,
 * algorithm, edges, assignments, capped; the table's notes first, as '#'
 * lines) or, with `time`, the time's (N, algorithm, time, capped), each
 * narrow enough for a page. */
char            *qd_mapcolor_experiment_to_people_csv (const QdMapcolorExperiment *experiment, gboolean time);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdMapcolorExperiment, qd_mapcolor_experiment_free)

G_END_DECLS
