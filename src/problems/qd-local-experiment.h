/* qd-local-experiment.h — `experiment localsearch`: local-search algorithms
 * on many random instances of a problem (N queens, AIMA section 4.1.1; the
 * TSP), per algorithm the share solved, the mean steps of a success and of
 * a failure, the mean restarts and the time (issue 65).
 *
 * Run i of the experiment is instance i: its start (and whatever else the
 * problem draws, a TSP's cities) drawn from the seed and i alone, and every
 * algorithm ("arm") run on that same instance, each with a search seed
 * from the seed and i.  So a run is independent of every other (a sweep,
 * core/qd-sweep.h: sharded, merged, resumed), and the best value known of
 * an instance is in its own run.  An arm is an algorithm named as the
 * problem's command names it, with the --sideways limit; --sideways-sweep
 * adds one arm per limit K, labelled "sideways=K" (steepest ascent with at
 * most K consecutive sideways moves, K = 0 plain steepest ascent).
 *
 * Every problem minimises its value.  A run is solved when its value is at
 * most the instance's best known times (1 + tolerance/100), within a
 * relative 1e-9: the best known is the problem's (`best`: the goal, 0
 * attacking pairs, or an optimum computed once per instance), else (NAN)
 * the best value any arm reached on the instance.
 *
 * Each problem takes part through its descriptor's `local_search`
 * (QdLocalSearchProblem, in its own folder): this code names none.
 */
#pragma once

#include "core/qd-local-variants.h"
#include "core/qd-progress.h"
#include "core/qd-sweep-runs.h"
#include "problems/qd-problem.h"

G_BEGIN_DECLS

#define QD_LOCAL_EXPERIMENT_MAX_INSTANCES 10000000
#define QD_LOCAL_EXPERIMENT_MAX_ARMS 32

typedef struct _QdLocalExperiment QdLocalExperiment;

typedef struct {
  char *label;                 /* the table's row: the algorithm, or "sideways=K" */
  char *algorithm;
  guint sideways;              /* steepest ascent's limit; 0: the algorithm's own */
  gboolean swept;              /* one of --sideways-sweep's */
} QdLocalExperimentArm;

/* One arm on one instance. */
typedef struct {
  guint64 steps;               /* moves made (sideways ones and every climb's included) */
  guint64 restarts;
  double value;                /* at the end (the best met): h, a tour's length */
  gint64 time_us;
} QdLocalExperimentResult;

/* Instance i: every arm's result.  `best`: the problem's best value known
 * for the instance (its goal, an optimum), or NAN. */
typedef struct {
  guint64 index;
  double best;
  QdLocalExperimentResult results[QD_LOCAL_EXPERIMENT_MAX_ARMS];
} QdLocalExperimentRun;

/* A problem's side (QdProblem.local_search). */
typedef struct _QdLocalSearchProblem {
  const char *size_option;     /* the option of its size, without dashes: "n", "cities" */
  guint min_size, max_size, default_size;
  const QdLocalMenu *default_algorithms;   /* run without --algorithms */
  gboolean takes_file;         /* --file: one model of the problem's format for every instance */
  gboolean takes_tolerance;    /* --tolerance: its best known may be an optimum or the runs' best */
  const QdLocalMenu *algorithms;    /* the names its command takes (steepest and sideways
                                     * among them: the sweep's) */
  /* Optional: FALSE with an error (for people, naming the limit) when
   * the algorithm with its default parameters does not fit a problem of
   * `size` (its memory or the work of one step), checked before any run. */
  gboolean    (*check_size)      (const char *name, guint size, GError **error);
  guint       (*model_size)      (gconstpointer model);
  /* What the instances are and when a run is solved, one line. */
  char       *(*describe)        (const QdLocalExperiment *e);
  /* The report's instance: "8 queens". */
  char       *(*title)           (const QdLocalExperiment *e);
  /* Instance `index`: run->best and every arm's result (run->index set);
   * FALSE when stop was set.  Called on worker threads, several at once. */
  gboolean    (*run_instance)    (const QdLocalExperiment *e, guint64 index, const gint *stop,
                                  QdLocalExperimentRun *run);
} QdLocalSearchProblem;

typedef struct {
  const QdProblem *problem;    /* one with local_search */
  guint size;                  /* ignored with a model */
  gconstpointer model;         /* --file's (the problem's format), kept by the caller, or NULL */
  const char *model_path;
  guint instances;
  const char *const *algorithms;    /* names, NULL-terminated, at least one */
  guint sideways;              /* 0: each algorithm's own */
  const guint *sweep;          /* sideways limits of --sideways-sweep */
  guint n_sweep;
  guint64 seed;
  double tolerance;            /* percent */
} QdLocalExperimentConfig;

/* An arm's figures over the instances done. */
typedef struct {
  guint instances;
  guint solved;
  guint64 steps_solved;        /* summed */
  guint64 steps_failed;
  guint64 restarts;
  gint64 time_us;
} QdLocalExperimentTally;

struct _QdLocalExperiment {
  QdSweepRuns base;            /* its runs (QdLocalExperimentRun) and how they are run */
  const QdProblem *problem;
  const QdLocalSearchProblem *local;
  guint size;
  gconstpointer model;
  char *model_path;
  guint instances;
  guint sideways;
  guint64 seed;
  double tolerance;
  char **algorithms;
  GArray *sweep;               /* guint */
  GPtrArray *arms;             /* QdLocalExperimentArm */
};

/* The problem of that id that has a local search, or NULL. */
const QdProblem   *qd_local_experiment_find_problem (const char *id);
/* Their ids for people: "queens or tsp" (to free). */
char              *qd_local_experiment_problem_names (void);
/* Each one's id and default algorithms, in the order of their ids:
 * "queens a,b,c; tsp d,e" (to free). */
char              *qd_local_experiment_default_algorithms (void);

QdLocalExperiment *qd_local_experiment_new  (const QdLocalExperimentConfig *config);
void               qd_local_experiment_free (QdLocalExperiment *e);
guint              qd_local_experiment_n_arms (const QdLocalExperiment *e);
const QdLocalExperimentArm *qd_local_experiment_arm (const QdLocalExperiment *e, guint a);
/* Instance `index`'s random stream (SplitMix64 state), the same for every arm. */
guint64            qd_local_experiment_instance_rng (const QdLocalExperiment *e, guint64 index);

/* Instance `index` (qd_sweep_runs_run runs them: run->index set). */
gboolean qd_local_experiment_run_one (const QdLocalExperiment *e, guint64 index, const gint *stop,
                                      QdLocalExperimentRun *run);

/* The value under which an arm solved `run`, and whether arm `arm` did. */
double   qd_local_experiment_threshold (const QdLocalExperiment *e, const QdLocalExperimentRun *run);
gboolean qd_local_experiment_solved    (const QdLocalExperiment *e, const QdLocalExperimentRun *run, guint arm);
void     qd_local_experiment_tally     (const QdLocalExperiment *e, guint arm, QdLocalExperimentTally *tally);
/* Arm a's steps of its solved runs, sorted (guint64). */
GArray  *qd_local_experiment_steps_solved (const QdLocalExperiment *e, guint arm);

/* The problem's line: what the instances are, when a run is solved. */
char    *qd_local_experiment_describe (const QdLocalExperiment *e);
/* The table for people (stdout), the CSV of data/FORMATS.md, and the
 * histogram CSV (algorithm,steps,count). */
char    *qd_local_experiment_format_table  (const QdLocalExperiment *e);
char    *qd_local_experiment_to_csv        (const QdLocalExperiment *e);
char    *qd_local_experiment_histogram_csv (const QdLocalExperiment *e);

/* --- The sweep (qd-local-experiment-sweep.c) --- */

/* Its class: the settings line, the runs' keys and raw rows (run, key,
 * instance, best, then steps_A, restarts_A, value_A, us_A per arm A from
 * 1), raw files merged back (qd_sweep_runs_merge). */
extern const QdSweepRunsClass qd_local_experiment_class;

QdLocalExperiment *qd_local_experiment_merge (QdSweepRaw *const *raws, guint n, GError **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdLocalExperiment, qd_local_experiment_free)

G_END_DECLS
