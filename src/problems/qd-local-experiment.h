/* qd-local-experiment.h — `experiment localsearch`: local-search algorithms
 * on many random instances of a problem (N queens, AIMA section 4.1.1, or
 * the TSP), per algorithm the share solved, the mean steps of a success and
 * of a failure, the mean restarts and the time (issue 65).
 *
 * Run i of the experiment is instance i: its start (and, for the TSP, its
 * cities) drawn from the seed and i alone, and every algorithm ("arm") run
 * on that same start, each with a search seed from the seed and i.  So a
 * run is independent of every other (a sweep, core/qd-sweep.h: sharded,
 * merged, resumed), and the best tour known of a TSP instance is in its own
 * run.  An arm is an algorithm named as `queens --algorithm` / `tsp
 * --algorithm` names it, with the --sideways limit; --sideways-sweep adds
 * one arm per limit K, labelled "sideways=K" (steepest ascent with at most
 * K consecutive sideways moves, K = 0 plain steepest ascent).
 *
 * Solved: queens, h = 0.  TSP: the tour is within `tolerance` percent of
 * the best known: the optimum (Held–Karp dynamic programming, computed
 * once per instance) up to QD_LOCAL_EXPERIMENT_EXACT_CITIES cities, else
 * the shortest tour any arm found on the instance.
 */
#pragma once

#include "core/qd-progress.h"
#include "core/qd-sweep.h"
#include "problems/tsp/qd-tsp.h"

G_BEGIN_DECLS

typedef enum {
  QD_LOCAL_EXPERIMENT_QUEENS,
  QD_LOCAL_EXPERIMENT_TSP,
} QdLocalExperimentProblem;

/* TSP instances up to this many cities have their optimum computed. */
#define QD_LOCAL_EXPERIMENT_EXACT_CITIES 13
/* The TSP's cities: random points in a square of this side. */
#define QD_LOCAL_EXPERIMENT_TSP_SIDE 100.0
/* The TSP's restart variants: random restarts after the first climb (a
 * tour has no goal to restart until). */
#define QD_LOCAL_EXPERIMENT_TSP_RESTARTS 10
#define QD_LOCAL_EXPERIMENT_MAX_INSTANCES 10000000
#define QD_LOCAL_EXPERIMENT_MAX_ARMS 32

const char *qd_local_experiment_problem_to_string   (QdLocalExperimentProblem problem);   /* "queens", "tsp" */
gboolean    qd_local_experiment_problem_from_string (const char *text, QdLocalExperimentProblem *problem);
/* The algorithm names a problem's arms take, "steepest, sideways, …" (static). */
const char *qd_local_experiment_algorithm_names     (QdLocalExperimentProblem problem);
/* Whether `name` is one of them. */
gboolean    qd_local_experiment_algorithm_known     (QdLocalExperimentProblem problem, const char *name);

typedef struct {
  QdLocalExperimentProblem problem;
  guint size;                  /* queens: N; TSP: cities (of `tsp` when given) */
  const QdTsp *tsp;            /* TSP: one map for every instance (only the start tour is drawn), or NULL */
  const char *tsp_path;        /* its file, for the settings line */
  guint instances;
  const char *const *algorithms;    /* names, NULL-terminated, at least one */
  guint sideways;              /* 0: each algorithm's own */
  const guint *sweep;          /* sideways limits of --sideways-sweep */
  guint n_sweep;
  guint64 seed;
  double tolerance;            /* TSP: percent */
} QdLocalExperimentConfig;

typedef struct {
  char *label;                 /* the table's row: the algorithm, or "sideways=K" */
  char *algorithm;
  guint sideways;
  gboolean swept;              /* one of --sideways-sweep's */
} QdLocalExperimentArm;

/* One arm on one instance. */
typedef struct {
  guint64 steps;               /* moves made (sideways ones and every climb's included) */
  guint64 restarts;
  double value;                /* queens: h at the end; TSP: the best tour's length */
  gint64 time_us;
} QdLocalExperimentResult;

/* Instance i: every arm's result.  `best`: the TSP's optimum when computed,
 * else NAN (queens: 0). */
typedef struct {
  guint64 index;
  double best;
  QdLocalExperimentResult results[QD_LOCAL_EXPERIMENT_MAX_ARMS];
} QdLocalExperimentRun;

/* An arm's figures over the instances done. */
typedef struct {
  guint instances;
  guint solved;
  guint64 steps_solved;        /* summed */
  guint64 steps_failed;
  guint64 restarts;
  gint64 time_us;
} QdLocalExperimentTally;

typedef struct {
  QdLocalExperimentProblem problem;
  guint size;
  QdTsp *tsp;                  /* owned copy, or NULL */
  char *tsp_path;
  guint instances;
  guint sideways;
  guint64 seed;
  double tolerance;
  char **algorithms;
  GArray *sweep;               /* guint */
  GPtrArray *arms;             /* QdLocalExperimentArm */
  GArray *runs;                /* QdLocalExperimentRun, in index order once sorted (qd_local_experiment_runs) */
  /* How qd_local_experiment_run runs it. */
  QdSweepShard shard;
  const gboolean *skip;        /* runs not to do (a --resume file's), or NULL */
  guint threads;
  gboolean stopped;
} QdLocalExperiment;

QdLocalExperiment *qd_local_experiment_new  (const QdLocalExperimentConfig *config);
void               qd_local_experiment_free (QdLocalExperiment *e);
guint              qd_local_experiment_n_arms (const QdLocalExperiment *e);
const QdLocalExperimentArm *qd_local_experiment_arm (const QdLocalExperiment *e, guint a);

/* A finished run, told in index order on the calling thread. */
typedef void (*QdLocalExperimentProgressFunc) (gpointer user_data, guint done, guint total,
                                               const QdLocalExperimentRun *run);
/* Runs the instances of e's shard not skipped; FALSE with
 * G_IO_ERROR_CANCELLED after a stop (the runs done are kept). */
gboolean qd_local_experiment_run (QdLocalExperiment *e, const gint *stop, QdProgress *progress,
                                  QdLocalExperimentProgressFunc on_run, gpointer user_data, GError **error);
void     qd_local_experiment_add_run (QdLocalExperiment *e, const QdLocalExperimentRun *run);

/* The value under which an arm solved run `run` (queens: 0; TSP: the best
 * known, plus the tolerance). */
double   qd_local_experiment_threshold (const QdLocalExperiment *e, const QdLocalExperimentRun *run);
gboolean qd_local_experiment_solved    (const QdLocalExperiment *e, const QdLocalExperimentRun *run, guint arm);
void     qd_local_experiment_tally     (const QdLocalExperiment *e, guint arm, QdLocalExperimentTally *tally);
/* Arm a's steps of its solved runs, sorted (guint64). */
GArray  *qd_local_experiment_steps_solved (const QdLocalExperiment *e, guint arm);

/* "8 queens, 1000 random starts (seed 0): solved when h = 0" and the like. */
char    *qd_local_experiment_describe (const QdLocalExperiment *e);
/* The table for people (stdout), the CSV of data/FORMATS.md, and the
 * histogram CSV (algorithm,steps,count). */
char    *qd_local_experiment_format_table  (const QdLocalExperiment *e);
char    *qd_local_experiment_to_csv        (const QdLocalExperiment *e);
char    *qd_local_experiment_histogram_csv (const QdLocalExperiment *e);

/* --- The sweep (qd-local-experiment-sweep.c) --- */

char    *qd_local_experiment_settings  (const QdLocalExperiment *e);
char    *qd_local_experiment_run_key   (const QdLocalExperiment *e, guint64 index);
/* run, key, instance, best, then steps_A, restarts_A, value_A, us_A per arm A (from 1). */
char   **qd_local_experiment_raw_columns (const QdLocalExperiment *e);
char   **qd_local_experiment_raw_fields  (const QdLocalExperiment *e, const QdLocalExperimentRun *run);
gboolean qd_local_experiment_add_raw     (QdLocalExperiment *e, const QdSweepRaw *raw, GError **error);
QdLocalExperiment *qd_local_experiment_merge (QdSweepRaw *const *raws, guint n, GError **error);

/* --- The problems (qd-local-experiment-problems.c) --- */

/* Runs instance `index` of e: every arm; FALSE when stopped. */
gboolean qd_local_experiment_run_instance (const QdLocalExperiment *e, guint64 index, const gint *stop,
                                           QdLocalExperimentRun *run);
/* The length of a shortest tour (Held–Karp), n <= QD_LOCAL_EXPERIMENT_EXACT_CITIES. */
double   qd_local_experiment_tsp_optimum (const QdTsp *tsp);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdLocalExperiment, qd_local_experiment_free)

G_END_DECLS
