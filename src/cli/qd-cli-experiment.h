/* qd-cli-experiment.h — what the commands `quandary-cli experiment NAME` of
 * an experiment made of runs (core/qd-sweep-runs.h) share: the options
 * every one has (--csv, the pictures, the sweep's and the report's), their
 * checks, the run (--list-runs, --resume, the shard, -j, Ctrl-C), its
 * outputs (the table on stdout, the CSV, the plots, the report) and
 * `experiment merge` of its raw files.  A command keeps its own options,
 * makes its experiment from them and names what it draws. */
#pragma once

#include "qd-cli.h"
#include "core/qd-sweep-runs.h"
#include "render/qd-plot.h"
#include "render/qd-report.h"

G_BEGIN_DECLS

/* How the runner has an experiment's runs done: the shard's runs not
 * skipped, on `threads` threads, until `stop` (read atomically); each run
 * finished is told to on_run (runner, done, total, run) in index order on
 * the calling thread, `run` the experiment's record of it (its guint64
 * index at the class's index_offset). */
typedef void (*QdCliExperimentFunc) (gpointer runner, guint done, guint total, gconstpointer run);
typedef struct {
  QdSweepShard shard;
  const gboolean *skip;        /* runs not to do (a --resume file's), or NULL */
  guint threads;
  const gint *stop;
  QdCliSweep *sweep;           /* the options (for a command's own progress) */
  QdCliExperimentFunc on_run;
  gpointer runner;
} QdCliExperimentRunning;

/* An experiment that is not a QdSweepRuns (core/qd-sweep-runs.h) says to
 * the runner what such a class would: `e` is its object.  As with
 * QD_SWEEP_RUNS_FUNCS, a pointer parameter may be cast: a function of the
 * experiment's first member takes the experiment. */
typedef struct {
  const char *experiment;      /* its raw files' experiment */
  guint    (*n_runs)        (gconstpointer e);
  char    *(*settings)      (gconstpointer e);
  char    *(*run_key)       (gconstpointer e, guint64 index);
  /* Its raw columns: run, key, then its own; made (g_strfreev) or, with
   * raw_columns NULL, `columns`. */
  char   **(*raw_columns)   (gconstpointer e);
  const char *const *columns;
  /* A finished run's fields after run and key (g_strfreev); or, with
   * raw_fields NULL, run_fields of the run alone. */
  char   **(*raw_fields)    (gconstpointer e, gconstpointer run);
  char   **(*run_fields)    (gconstpointer run);
  gsize index_offset;          /* of the run's guint64 index in its record */
  /* Adds a --resume file's runs (its experiment and settings checked). */
  gboolean (*add_raw)       (gpointer e, const QdSweepRaw *raw, GError **error);
  /* The runs `how` says; FALSE when stopped (a G_IO_ERROR_CANCELLED said
   * after the results, or no error: a quiet stop) or failed (another
   * error: said, and no results). */
  gboolean (*run)           (gpointer e, const QdCliExperimentRunning *how, GError **error);
  /* Raw files of one experiment (at least one) as its object; *found
   * (NULL: not asked for) marks the runs there. */
  gpointer (*merge)         (QdSweepRaw *const *raws, guint n, gboolean **found, GError **error);
  void     (*free)          (gpointer e);
  char    *(*format_table)  (gconstpointer e);
  char    *(*to_csv)        (gconstpointer e);
} QdCliExperimentClass;

/* For a class's run: the shard, the runs skipped and the threads of `how`
 * into the experiment's own fields. */
void qd_cli_experiment_running_apply (const QdCliExperimentRunning *how, QdSweepShard *shard, const gboolean **skip,
                                      guint *threads);

/* The line of progress on a terminal after each run (none: NONE). */
typedef enum {
  QD_CLI_EXPERIMENT_PROGRESS_NONE,
  QD_CLI_EXPERIMENT_PROGRESS_INSTANCES,    /* "3/12 instances" */
  QD_CLI_EXPERIMENT_PROGRESS_RUNS,         /* "3/12 runs: KEY" */
  QD_CLI_EXPERIMENT_PROGRESS_GAMES,        /* "3/12 games: KEY" */
} QdCliExperimentProgress;

/* A command's experiment: its class and what the command draws of it. */
typedef struct {
  /* The experiment's class: a QdSweepRuns's (`runs`), or another (`klass`). */
  const QdSweepRunsClass *runs;
  const QdCliExperimentClass *klass;
  QdCliExperimentProgress progress;
  /* The plots of --png, --svg and --pdf (QdPlot, the array frees them),
   * drawn on a sheet `plot_columns` wide; none: `no_plot` (translatable,
   * N_) is said and the command fails.  Or, instead, `pictures` writes
   * them (TRUE when it did, or none was asked for). */
  GPtrArray *(*plots) (gconstpointer e);
  guint plot_columns;
  const char *no_plot;
  gboolean   (*pictures) (gconstpointer e, const QdCliPictures *pictures);
  /* The report of --report and --report-bundle (`shard`: the run's
   * --shard, NULL for a merge). */
  QdReport  *(*report_new) (gconstpointer e, const char *shard, const QdPalette *palette);
  /* The text of the command's second CSV (extra_path, a run's only), or
   * NULL, and the option that names its file ("--histogram"). */
  char      *(*extra_csv) (gconstpointer e);
  const char *extra_option;
  /* Its merge takes no --csv and no pictures: this usage error (N_) says so. */
  const char *no_outputs;
} QdCliExperiment;

/* The options every such command has. */
typedef struct {
  char *csv_path;              /* --csv */
  char *extra_path;            /* the command's second CSV, or NULL */
  QdCliPictures pictures;
  QdCliSweep sweep;
  QdCliReport report;
} QdCliExperimentOptions;

/* The command's context (qd_cli_context_new) with the sweep's and the
 * report's options. */
GOptionContext *qd_cli_experiment_context_new (const char *parameter_string, const GOptionEntry *entries,
                                               QdCliExperimentOptions *options, const char *description);
/* The sweep's and the report's options, to a command's own context (one
 * that draws no pictures). */
void            qd_cli_experiment_add_entries (GOptionContext *context, QdCliExperimentOptions *options);
/* The last checks of a parse step: the report's and the sweep's options;
 * FALSE: a usage error, printed. */
gboolean qd_cli_experiment_check (QdCliExperimentOptions *options);
/* Runs `e` (taken, of the command's class; NULL: its making failed, the
 * error printed) as the options say; `input` (may be NULL) is a file it
 * read, which no output may replace.  The exit status. */
int      qd_cli_experiment_run (const QdCliExperiment *command, QdCliExperimentOptions *options, gpointer e,
                                const char *input);

/* The options of a command that has others beside (its own context, its
 * outputs checked and the report begun by it). */
typedef struct {
  const char *csv_path;        /* or NULL */
  const char *extra_path;      /* or NULL */
  const QdCliPictures *pictures;
  QdCliSweep *sweep;
  QdCliReport *report;
  double time_limit;           /* seconds (0: none): then a stop, exit status QD_EXIT_LIMIT */
} QdCliExperimentSetup;

/* The same run from the raw file on: --list-runs, --resume, the runs and
 * the outputs. */
int      qd_cli_experiment_run_setup (const QdCliExperiment *command, const QdCliExperimentSetup *setup, gpointer e);
/* `experiment merge` of the command's raw files (a QdCliMerge). */
int      qd_cli_experiment_merge (const QdCliExperiment *command, QdSweepRaw *const *raws, guint n, const char *csv,
                                  const QdCliPictures *pictures, QdCliReport *report);
void     qd_cli_experiment_options_clear (QdCliExperimentOptions *options);

/* Whether a name of --algorithms is one; else prints the usage error
 * (qd_cli_usage_error) and returns FALSE. */
typedef gboolean (*QdCliNameCheck) (const char *name, gpointer data);
/* --algorithms (`text`, NULL: `fallback`) into *algorithms: at least one
 * (else "give one or more of `choices`"), each passing `check`, none
 * twice; FALSE: a usage error, printed. */
gboolean qd_cli_experiment_parse_algorithms (const char *text, const char *fallback, const char *choices,
                                             QdCliNameCheck check, gpointer data, GStrv *algorithms);

G_END_DECLS
