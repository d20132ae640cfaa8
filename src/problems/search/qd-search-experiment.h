/* qd-search-experiment.h — `experiment search`: the effective branching
 * factor b* of AIMA's table (3rd ed. fig. 3.29, 4th ed. fig. 3.26): random
 * 8-puzzles at given solution depths d, each solved by every algorithm, per
 * depth and algorithm the mean nodes generated N and the b* solved from
 * N + 1 = 1 + b* + b*² + … + b*^d.
 *
 * The instances: every board of the 8-puzzle (goal 0 1 2/3 4 5/6 7 8, the
 * blank top left, as the book's) is put in the layer of its optimal
 * solution length by one breadth-first search from the goal (181,440
 * boards, 32 layers, made once); instance i at depth d is drawn uniformly
 * from layer d with a random stream of the seed, d and i alone.  Run k of
 * the experiment is instance k mod K at the (k div K)-th depth (K the
 * instances per depth): a sweep (core/qd-sweep.h).
 *
 * The algorithms (arms) are named as `quandary-cli search` names them,
 * with the book's `ids` for iddfs:
 *   bfs, ucs                    graph searches;
 *   ids (iddfs)                 tree-like, the move undoing the last one
 *                               not generated (as `search` on tiles);
 *   ids:path                    tree-like, a child on its own path counted
 *                               generated and dropped (AIMA 4e IS-CYCLE);
 *   ids:none                    tree-like, no check at all (the book's 3e);
 *   astar:H, greedy:H           graph searches with a reached table;
 *   idastar:H                   tree-like, as ids;
 * H one of misplaced, manhattan, linear-conflict, zero (default manhattan).
 * Nodes generated are the engine's `generated` (core/qd-space.h).  A run
 * that reaches the node limit (max_nodes generated) is "skipped": its
 * depth's entry for that algorithm is left out of the table, as the book
 * leaves iterative deepening's blank past depth 12.
 */
#pragma once

#include "core/qd-progress.h"
#include "core/qd-space.h"
#include "core/qd-sweep-runs.h"
#include "problems/search/qd-search.h"

G_BEGIN_DECLS

#define QD_SEARCH_EXPERIMENT_MAX_ARMS 16
#define QD_SEARCH_EXPERIMENT_MAX_DEPTH 31          /* the 8-puzzle's hardest boards */
#define QD_SEARCH_EXPERIMENT_MAX_INSTANCES 10000     /* per depth: the runs are kept in memory */
#define QD_SEARCH_EXPERIMENT_DEFAULT_ALGORITHMS "ids,astar:misplaced,astar:manhattan"
#define QD_SEARCH_EXPERIMENT_DEFAULT_DEPTHS "2,4,6,8,10,12,14,16,18,20,22,24"

typedef struct {
  char *name;                  /* as given: "ids", "astar:manhattan" */
  QdSpaceAlgorithm algorithm;
  QdSpaceCycles cycles;        /* tree-like searches */
  QdSearchHeuristic heuristic; /* zero for the uninformed ones */
} QdSearchExperimentArm;

/* One arm on one instance. */
typedef struct {
  guint64 generated;
  gboolean limit;              /* the run reached the node limit: not solved */
} QdSearchExperimentResult;

typedef struct {
  guint64 index;
  guint depth;
  guint instance;              /* from 0 */
  QdSearchExperimentResult results[QD_SEARCH_EXPERIMENT_MAX_ARMS];
} QdSearchExperimentRun;

typedef struct {
  const guint *depths;         /* increasing, 1 … QD_SEARCH_EXPERIMENT_MAX_DEPTH */
  guint n_depths;
  guint instances;             /* per depth */
  const char *const *algorithms;   /* NULL-terminated, at least one */
  guint64 seed;
  guint64 max_nodes;           /* per run; 0: QD_SPACE_DEFAULT_MAX_NODES */
} QdSearchExperimentConfig;

/* A depth's and an arm's figures over the instances done. */
typedef struct {
  guint instances;             /* runs done at the depth */
  guint skipped;               /* of them, those that reached the node limit */
  guint64 generated;           /* summed over the others */
  double mean;                 /* generated / instances; NAN when skipped or none */
  double b_star;               /* of `mean`; NAN likewise */
} QdSearchExperimentTally;

typedef struct _QdSearchExperiment QdSearchExperiment;
struct _QdSearchExperiment {
  QdSweepRuns base;            /* its runs (QdSearchExperimentRun) and how they are run */
  GArray *depths;              /* guint */
  guint instances;
  guint64 seed;
  guint64 max_nodes;           /* as given (0: the engine's default) */
  char **algorithms;
  GPtrArray *arms;             /* QdSearchExperimentArm */
};

/* The arm an algorithm's name makes, FALSE when it is not one (above). */
gboolean qd_search_experiment_parse_arm (const char *name, QdSearchExperimentArm *arm);
/* The names for people: "bfs, ids, ids:path, …" (static). */
const char *qd_search_experiment_algorithm_names (void);

/* b* with N + 1 = 1 + b + b² + … + b^d (bisection to 1e-12; NAN for d = 0 or
 * n < 0 or not finite). */
double   qd_search_experiment_b_star (double n, guint d);

/* Board `instance` at depth d (from 1 to QD_SEARCH_EXPERIMENT_MAX_DEPTH):
 * 9 numbers, 0 the blank (the boards' table is made on the first call). */
void     qd_search_experiment_board (guint64 seed, guint depth, guint instance, guint8 board[9]);
/* The number of boards whose shortest solution has d moves (d ≤ 31). */
guint    qd_search_experiment_layer_size (guint depth);

QdSearchExperiment *qd_search_experiment_new  (const QdSearchExperimentConfig *config);
void                qd_search_experiment_free (QdSearchExperiment *e);
guint               qd_search_experiment_n_runs (const QdSearchExperiment *e);
/* Depth and instance of run `index`. */
void     qd_search_experiment_run_of (const QdSearchExperiment *e, guint64 index, guint *depth, guint *instance);

/* Runs one instance (all arms) into `run`: FALSE when `stop` was set. */
gboolean qd_search_experiment_run_one (const QdSearchExperiment *e, guint64 index, const gint *stop,
                                       QdSearchExperimentRun *run);

/* Runs the runs of e's shard not skipped (qd_sweep_runs_run), the boards'
 * table made first. */
gboolean qd_search_experiment_run (QdSearchExperiment *e, const gint *stop, QdProgress *progress,
                                   QdSweepRunsFunc on_run, gpointer user_data, GError **error);
void     qd_search_experiment_tally   (const QdSearchExperiment *e, guint depth, guint arm,
                                       QdSearchExperimentTally *tally);

/* The line above the table: the instances and the counting. */
char    *qd_search_experiment_describe (const QdSearchExperiment *e);
/* The table as the book's (stdout) and the CSV of data/FORMATS.md
 * (depth,algorithm,instances,generated,b_star,skipped). */
char    *qd_search_experiment_format_table (const QdSearchExperiment *e);
char    *qd_search_experiment_to_csv       (const QdSearchExperiment *e);

/* --- The sweep (qd-search-experiment-sweep.c) --- */

/* Its class: the settings line, the runs' keys and raw rows (run, key,
 * depth, instance, then generated_A, limit_A per arm A from 1), raw files
 * merged back (qd_sweep_runs_merge). */
extern const QdSweepRunsClass qd_search_experiment_class;

/* The descriptor's merge_shards: the merged table as text. */
char    *qd_search_experiment_merge_text (QdSweepRaw *const *raws, guint n, GError **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdSearchExperiment, qd_search_experiment_free)

G_END_DECLS
