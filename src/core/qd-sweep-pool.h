/* qd-sweep-pool.h — the independent runs of a sweep (qd-sweep.h) on a pool
 * of worker threads, their results handed back in index order.
 *
 * A run's result is a function of its index alone (its seeds come from its
 * key), so running them on N threads in any order gives the results of one
 * thread.  What the caller sees does not depend on N either: `deliver` is
 * called on the calling thread, for the runs in index order, each as soon
 * as every run before it has been delivered; so rows written, progress
 * lines and snapshots come in the order of one thread.  Only the time a run
 * takes may differ.
 *
 * Stop: no run starts once the flag is up; the runs under way end as their
 * own searches see the flag (they get it), and the runs that finished are
 * delivered in index order, past the gaps the stop left.  An error in a run
 * stops the sweep the same way, but the runs before it still finish and are
 * delivered, those after it are not: the first error by index wins, as with
 * one thread. */
#pragma once

#include <glib.h>

#include "qd-progress.h"
#include "qd-sweep.h"

G_BEGIN_DECLS

/* Runs run `index` into `result` (result_size bytes, zeroed).  `progress`
 * is the run's own block (zeroed; its nodes, set or added to, count in the
 * sweep's).  TRUE: done; FALSE with `error` set: the sweep fails; FALSE
 * without: stopped, no result.  Called on a worker thread, several at once:
 * whatever `shared` holds is read-only or locked. */
typedef gboolean (*QdSweepRunFunc)     (gpointer shared, guint64 index, gpointer result, const gint *stop,
                                        QdProgress *progress, GError **error);
/* A finished run, on the calling thread, in index order. */
typedef void     (*QdSweepDeliverFunc) (gpointer user_data, guint64 index, gpointer result);

typedef struct {
  guint threads;             /* 0 or 1: every run on the calling thread, in order (unless lower_priority) */
  gboolean lower_priority;   /* Linux: the workers niced by 10, the window keeps its frames; then even one
                              * thread is a worker of its own */
  gsize result_size;         /* bytes of a run's result */
  const guint *order;        /* n positions in `indexes`: the order runs start in (longest first), or NULL */
} QdSweepPoolOptions;

/* Runs indexes[0 .. n) (increasing) and delivers them.  `progress` (may be
 * NULL): total = n, done = runs finished, nodes = the search nodes of the
 * runs under way (refreshed at least every 100 ms; on the calling thread,
 * of the run under way, live).  TRUE when every run
 * was delivered; FALSE with G_IO_ERROR_CANCELLED after a stop (the finished
 * runs delivered), or with the error of the first run by index that failed
 * (the runs before it delivered). */
gboolean qd_sweep_pool_run (const QdSweepPoolOptions *options, const guint64 *indexes, guint n,
                            QdSweepRunFunc run, gpointer shared, QdSweepDeliverFunc deliver, gpointer user_data,
                            const gint *stop, QdProgress *progress, GError **error);

/* An experiment's delivery for qd_sweep_pool_run_shard: its result, the
 * runs delivered so far (this one counted) and how many are selected. */
typedef void     (*QdSweepCountedFunc) (gpointer user_data, gpointer result, guint done, guint total);

/* The runs 0 … n_runs − 1 that `shard` selects (NULL: all) and `skip` (NULL:
 * none) does not mark, run as qd_sweep_pool_run does on `threads` threads
 * and delivered in index order with their count.  TRUE when every one was;
 * FALSE with G_IO_ERROR_CANCELLED ("stopped after D of T instances") when
 * the sweep stopped or a run failed (the runs before delivered). */
gboolean qd_sweep_pool_run_shard (guint threads, gsize result_size, guint64 n_runs, const QdSweepShard *shard,
                                  const gboolean *skip, QdSweepRunFunc run, gpointer shared,
                                  QdSweepCountedFunc deliver, gpointer user_data, const gint *stop,
                                  QdProgress *progress, GError **error);

/* The number of threads a sweep uses by default: the processors this
 * process may run on (on Linux its affinity: taskset, a Slurm task). */
guint    qd_sweep_pool_default_threads (void);

G_END_DECLS
