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
 *     # experiment: mapcolor
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

typedef struct {
  char *path;                 /* as given */
  char *experiment;
  char *settings;
  guint64 total;              /* runs of the whole experiment */
  char **columns;             /* the header (run, key, …), NULL-terminated */
  guint n_columns;
  GPtrArray *rows;            /* of char ** (n_columns fields each), in file order */
  guint64 *runs;              /* rows' run indexes, in the same order */
} QdSweepRaw;

/* Reads a raw file; an error names the file and the line. */
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
/* A raw file of the experiment whose columns are `columns` and whose
 * settings make `total` runs; else FALSE and an error naming the file. */
gboolean    qd_sweep_raw_expect (const QdSweepRaw *raw, const char *const *columns, guint64 total,
                                 GError **error);
/* The values of a settings line of NAME=VALUE words separated by spaces:
 * values[i] for names[i] (NULL-terminated, g_strfreev), each name exactly
 * once, in any order, no other; else NULL and an error quoting the line. */
char      **qd_sweep_settings_values (const char *settings, const char *const *names, GError **error);
/* "3, 7-9 and 12" for the runs not found (at most `max` ranges, then "…"). */
char       *qd_sweep_describe_missing (const gboolean *found, guint64 total, guint max);

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
