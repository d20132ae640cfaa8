/* qd-sweep-runs.h — the runs an experiment holds, whatever the experiment:
 * kept in the order added, run on the sweep pool (qd-sweep-pool.h) for a
 * shard, read back from raw files and merged (qd-sweep.h).
 *
 * An experiment's struct starts with a QdSweepRuns (its `base`), whose
 * class says what a run is: its record's size (a struct whose first member
 * is its guint64 index), how one is run, its raw row both ways, the
 * settings line and the texts of the table.  The experiment keeps its own
 * figures (how it tallies the runs); this code knows no experiment. */
#pragma once

#include "qd-progress.h"
#include "qd-sweep.h"

G_BEGIN_DECLS

typedef struct _QdSweepRuns QdSweepRuns;

typedef struct {
  const char *experiment;      /* its raw files' experiment */
  gsize run_size;              /* bytes of a run's record, its guint64 index first */
  const char *const *setting_names;    /* the settings line's words, NULL-terminated */
  guint    (*n_runs)        (gconstpointer e);
  /* Run `index` into `run` (zeroed, run_size bytes): FALSE when stop was
   * set.  Called on worker threads, several at once. */
  gboolean (*run_one)       (gconstpointer e, guint64 index, const gint *stop, gpointer run);
  char    *(*settings)      (gconstpointer e);
  char    *(*run_key)       (gconstpointer e, guint64 index);
  /* run, key, then the experiment's columns. */
  char   **(*raw_columns)   (gconstpointer e);
  /* A run's fields after run and key. */
  char   **(*raw_fields)    (gconstpointer e, gconstpointer run);
  /* Row `row` of `raw` as a run (zeroed, its index set), checked against
   * what its index says; FALSE with the error (qd_sweep_raw_bad_row). */
  gboolean (*raw_run)       (gconstpointer e, const QdSweepRaw *raw, guint row, gpointer run, GError **error);
  /* The experiment of a settings line's values (as setting_names), NULL
   * when one is bad. */
  QdSweepRuns *(*from_settings) (char **values);
  void     (*free)          (QdSweepRuns *e);
  /* The table for people and the CSV. */
  char    *(*format_table)  (gconstpointer e);
  char    *(*to_csv)        (gconstpointer e);
} QdSweepRunsClass;

/* The functions of a class, named after one prefix and each taking the
 * experiment's own types (any pointer parameter is cast): PREFIX_n_runs,
 * _run_one, _settings, _run_key, _raw_columns, _raw_fields, _raw_run,
 * _from_settings, _free, _format_table and _to_csv. */
#define QD_SWEEP_RUNS_FUNCS(p) \
  .n_runs = (gpointer) p##_n_runs, .run_one = (gpointer) p##_run_one, .settings = (gpointer) p##_settings, \
  .run_key = (gpointer) p##_run_key, .raw_columns = (gpointer) p##_raw_columns, \
  .raw_fields = (gpointer) p##_raw_fields, .raw_run = (gpointer) p##_raw_run, \
  .from_settings = (gpointer) p##_from_settings, .free = (gpointer) p##_free, \
  .format_table = (gpointer) p##_format_table, .to_csv = (gpointer) p##_to_csv

struct _QdSweepRuns {
  const QdSweepRunsClass *klass;
  GArray *runs;                /* run records, in the order added */
  /* How qd_sweep_runs_run runs them. */
  QdSweepShard shard;
  const gboolean *skip;        /* runs not to do (a --resume file's), or NULL */
  guint threads;
  gboolean stopped;
};

/* A finished run, told in index order on the calling thread. */
typedef void (*QdSweepRunsFunc) (gpointer user_data, guint done, guint total, gconstpointer run);

void     qd_sweep_runs_init  (QdSweepRuns *e, const QdSweepRunsClass *klass);
/* Frees what init made (the experiment's free calls it). */
void     qd_sweep_runs_clear (QdSweepRuns *e);
/* klass->free. */
void     qd_sweep_runs_free  (QdSweepRuns *e);

/* Runs the runs of e's shard not skipped, on e->threads threads, each
 * added as it is delivered; FALSE with G_IO_ERROR_CANCELLED after a stop
 * (the runs done are kept, e->stopped set). */
gboolean qd_sweep_runs_run   (QdSweepRuns *e, const gint *stop, QdProgress *progress, QdSweepRunsFunc on_run,
                              gpointer user_data, GError **error);

/* Adds the rows of a raw file of these settings (its columns checked). */
gboolean qd_sweep_runs_add_raw (QdSweepRuns *e, const QdSweepRaw *raw, GError **error);
/* Raw files of one experiment of `klass` (at least one): the experiment of
 * their settings with all their runs, sorted by index (whatever the files'
 * order: the same table), or NULL and an error naming the file. */
QdSweepRuns *qd_sweep_runs_merge (const QdSweepRunsClass *klass, QdSweepRaw *const *raws, guint n,
                                  GError **error);
/* The merged table as text (a descriptor's merge_shards). */
char    *qd_sweep_runs_merge_text (const QdSweepRunsClass *klass, QdSweepRaw *const *raws, guint n,
                                   GError **error);

/* Raw columns "run", "key", then `fixed` (NULL-terminated), then for each
 * arm a from 1 to n_arms, "NAME_a" for each of `per_arm` (NULL-terminated). */
char   **qd_sweep_runs_columns (const char *const *fixed, const char *const *per_arm, guint n_arms);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdSweepRuns, qd_sweep_runs_free)

G_END_DECLS
