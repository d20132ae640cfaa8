/* qd-sweep.h — an experiment as a sweep of independent runs, shardable
 * across processes and machines and merged back.
 *
 * Every experiment lists its runs in one deterministic order (run 0, 1, …);
 * a run's result depends on its own key alone (its seeds are derived from
 * the key, never from what ran before), so any subset of the runs can be
 * done anywhere.  A shard I/N does the runs whose index is I - 1 modulo N.
 *
 * A raw file records finished runs, one CSV row each, flushed as soon as
 * the run ends (a killed shard keeps what it finished):
 *
 *     # quandary sweep 1
 *     # experiment: NAME
 *     # settings: --n 10,20 --instances 4 …
 *     # runs: 24
 *     run,key,COLUMN,…
 *     0,N=10 map=1 fc,…
 *
 * `run` is the index in the experiment's order, `key` says what it is for
 * people; the settings line is the experiment's options in a canonical
 * form: raw files merge only when their experiment and settings are the
 * same.  A last line cut short by a kill is ignored (and dropped when the
 * file is appended to). */
#pragma once

#include <gio/gio.h>

#include "qd-owned.h"

G_BEGIN_DECLS

#define QD_SWEEP_ERROR (qd_sweep_error_quark ())
GQuark qd_sweep_error_quark (void);

typedef enum {
  QD_SWEEP_ERROR_FORMAT,      /* not a raw file, or a malformed line */
  QD_SWEEP_ERROR_MISMATCH,    /* files of different experiments or settings */
  QD_SWEEP_ERROR_OVERLAP,     /* a run in two files */
} QdSweepError;

/* I/N: index from 1 to count; count 0 selects every run. */
typedef struct {
  guint index;
  guint count;
} QdSweepShard;

/* "I/N" (1 <= I <= N <= 1,000,000). */
gboolean qd_sweep_shard_parse (const char *text, QdSweepShard *shard, GError **error);

static inline gboolean
qd_sweep_shard_has (const QdSweepShard *shard, guint64 run)
{
  return shard == NULL || shard->count == 0 || run % shard->count == shard->index - 1;
}

/* ---------------------------------------------------------------- reading */

typedef struct _QdSweepRaw {
  QdOwned owned;              /* the strings, rows and arrays below */
  char *path;                 /* as given */
  char *experiment;
  char *settings;
  guint64 total;              /* runs of the whole experiment */
  char **columns;             /* the header (run, key, …), NULL-terminated */
  guint n_columns;
  GPtrArray *rows;            /* of char ** (n_columns fields each), in file order */
  guint64 *runs;              /* rows' run indexes, in the same order */
  guint *lines;               /* rows' lines in the file (from 1), in the same order */
} QdSweepRaw;

/* Reads a raw file; an error names the file and the line.  A run appears
 * once in a raw file: a second row of the same run is refused
 * (QD_SWEEP_ERROR_OVERLAP, naming both lines), for --resume as for merge. */
QdSweepRaw *qd_sweep_raw_read (const char *path, GError **error);
void        qd_sweep_raw_free (QdSweepRaw *raw);
/* The column's index, or -1. */
gint        qd_sweep_raw_column (const QdSweepRaw *raw, const char *name);

/* Raw files of one experiment taken together: the same experiment, the
 * same settings, no run twice (else FALSE and an error naming both files).
 * *found (total entries, may be NULL) marks the runs present, *count (may
 * be NULL) says how many. */
gboolean    qd_sweep_raw_check (QdSweepRaw *const *raws, guint n, gboolean **found, guint64 *count,
                                GError **error);
/* "3, 7-9 and 12" for the runs not found (at most `max` ranges, then "…"). */
char       *qd_sweep_describe_missing (const gboolean *found, guint64 total, guint max);

/* An experiment's reading of its raw files: the columns must be
 * `columns` (else an error naming the file and `experiment`), the run count
 * the one its settings make, and a row that is not a run of these settings
 * is named by its file, line and run; `column` (its index, or -1 when no one
 * field is at fault) names the field and its value.  Each returns FALSE with
 * the error set. */
gboolean    qd_sweep_raw_check_columns (const QdSweepRaw *raw, const char *experiment, const char *const *columns,
                                        GError **error);
gboolean    qd_sweep_raw_check_total   (const QdSweepRaw *raw, guint64 total, GError **error);
gboolean    qd_sweep_raw_bad_row       (const QdSweepRaw *raw, guint row, gint column, GError **error);

/* ---------------------------------------------------------------- settings */

/* A settings line is words NAME=VALUE separated by single spaces.  Splits
 * it: each of `names` (NULL-terminated) must be there once and no other;
 * values[i] (as many as the names; g_free each, also on failure) gets the
 * value of names[i]. */
gboolean    qd_sweep_settings_split    (const char *settings, const char *const *names, char **values,
                                        GError **error);
/* Sets "settings “SETTINGS”: WHAT" (QD_SWEEP_ERROR_FORMAT); FALSE. */
gboolean    qd_sweep_settings_error    (GError **error, const char *settings, const char *what);
/* A double as the shortest text that reads back to it exactly ("0.1", "1",
 * "1e-05"), and that text read back (the whole of it, finite). */
char       *qd_sweep_format_double     (double value);
gboolean    qd_sweep_parse_double      (const char *text, double *value);
/* Any text as a value: spaces, '%' and control characters escaped as
 * %XX ("program:python3%20agent.py"), and read back (NULL when it is not
 * such a value). */
char       *qd_sweep_format_text       (const char *text);
char       *qd_sweep_parse_text        (const char *value);

/* ---------------------------------------------------------------- merging */

/* Reads `paths` (NULL-terminated), or with `folder` every raw file of the
 * folder paths[0] (by name; other files beside them left alone), and checks
 * them together (qd_sweep_raw_check: *found, *present).  The raw files
 * (QdSweepRaw, at least one), or NULL and an error naming the file. */
GPtrArray  *qd_sweep_read_files     (const char *const *paths, gboolean folder, gboolean **found,
                                     guint64 *present, GError **error);
/* "3 files merged: all 36 runs", or "… 24 of 36 runs (missing: 1, 4, …)". */
char       *qd_sweep_describe_merge (guint n_files, const gboolean *found, guint64 present, guint64 total);

/* Sorts a sweep's results, in the order their runs were done or merged in,
 * into the runs' own order, whatever the threads or the files: each element
 * holds its run's guint64 index at `index_offset` (G_STRUCT_OFFSET). */
void        qd_sweep_sort_by_run    (GArray *results, gsize index_offset);

/* ---------------------------------------------------------------- writing */

typedef struct _QdSweepWriter QdSweepWriter;

/* Opens `path` for the rows of a run of `experiment` with `settings`.
 * With `append` an existing file is continued (it must be a raw file of the
 * same experiment and settings, its columns the same; a line cut short at
 * its end is dropped), else it is created or emptied.  "-": stdout. */
QdSweepWriter *qd_sweep_writer_open  (const char *path, gboolean append, const char *experiment,
                                      const char *settings, guint64 total, const char *const *columns,
                                      GError **error);
/* One row: the run's index, its key, then the other columns' fields (as
 * many as the columns after run and key); written and flushed at once. */
gboolean       qd_sweep_writer_row   (QdSweepWriter *writer, guint64 run, const char *key,
                                      const char *const *fields, GError **error);
gboolean       qd_sweep_writer_close (QdSweepWriter *writer, GError **error);

/* The runs a raw file already has (for --resume): index -> TRUE. */
gboolean      *qd_sweep_raw_done (const QdSweepRaw *raw);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdSweepRaw, qd_sweep_raw_free)

G_END_DECLS
