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

/* A command's experiment: its class and what the command draws of it. */
typedef struct {
  const QdSweepRunsClass *runs;
  /* The plots of --png, --svg and --pdf (QdPlot, the array frees them),
   * drawn on a sheet `plot_columns` wide; none: `no_plot` (translatable,
   * N_) is said and the command fails. */
  GPtrArray *(*plots) (gconstpointer e);
  guint plot_columns;
  const char *no_plot;
  /* The report of --report and --report-bundle (`shard`: the run's
   * --shard, NULL for a merge). */
  QdReport  *(*report_new) (gconstpointer e, const char *shard, const QdPalette *palette);
  /* The text of the command's second CSV (extra_path, a run's only), or NULL. */
  char      *(*extra_csv) (gconstpointer e);
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
/* The last checks of a parse step: the report's and the sweep's options;
 * FALSE: a usage error, printed. */
gboolean qd_cli_experiment_check (QdCliExperimentOptions *options);
/* Runs `e` (taken; NULL: its making failed, the error printed) as the
 * options say; `input` (may be NULL) is a file it read, which no output
 * may replace.  The exit status. */
int      qd_cli_experiment_run (const QdCliExperiment *command, QdCliExperimentOptions *options, QdSweepRuns *e,
                                const char *input);
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
