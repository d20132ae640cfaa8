/* qd-job.h — a solver run on a worker thread, with progress and cancellation.
 *
 * The worker function runs on a GLib worker thread (GTask).  It reports progress
 * through two channels: the job's QdProgress block (lock-free counters) and a
 * snapshot slot for anything else a page shows live (the best tour so far, the
 * last completed depth's line, the trace written so far).  It polls
 * `qd_job_should_stop()` or the stop flag every few thousand steps.  On the
 * main context that created the job, the job emits "progress" at most every
 * `interval` milliseconds (only when something changed), then "finished" once
 * with the result or an error.
 *
 * Whoever connects to the signals may go away while the worker runs: disconnect
 * (or call qd_job_cancel) in dispose.  The job keeps itself alive until the
 * worker has returned, so dropping the last reference early is safe.
 */
#pragma once

#include <gio/gio.h>

#include "qd-progress.h"

G_BEGIN_DECLS

#define QD_TYPE_JOB (qd_job_get_type ())
G_DECLARE_FINAL_TYPE (QdJob, qd_job, QD, JOB, GObject)

/* Runs on the worker thread.  Returns the result (freed with the destroy
 * function given to qd_job_start) or NULL with `error` set.  A stopped run
 * that still has a partial answer returns it; the job then reports
 * qd_job_was_cancelled() = TRUE. */
typedef gpointer (*QdJobFunc) (QdJob *job, gpointer task_data, GError **error);

QdJob       *qd_job_new              (const char *title);
const char  *qd_job_get_title        (QdJob *job);

/* Starts the worker.  task_data is owned by the job and freed with
 * task_data_free after the worker returns.  A job runs once. */
void         qd_job_start            (QdJob *job,
                                      QdJobFunc func,
                                      gpointer task_data,
                                      GDestroyNotify task_data_free,
                                      GDestroyNotify result_free);

/* Main thread: the least time between two "progress" signals (default 100 ms).
 * 0 turns the periodic signal off; the final one before "finished" still comes. */
void         qd_job_set_interval     (QdJob *job, guint interval_ms);

/* Main thread: ask the worker to stop.  "finished" still comes. */
void         qd_job_cancel           (QdJob *job);
gboolean     qd_job_is_running       (QdJob *job);
gboolean     qd_job_was_cancelled    (QdJob *job);

/* Worker side. */
QdProgress  *qd_job_get_progress     (QdJob *job);
const gint  *qd_job_get_stop_flag    (QdJob *job);   /* non-zero once cancelled */
gboolean     qd_job_should_stop      (QdJob *job);

/* Main thread, any time: a copy of the counters. */
void         qd_job_read_progress    (QdJob *job, QdProgress *out);

/* Live snapshots: the latest one wins.
 *
 * Worker: qd_job_publish hands `snapshot` (not NULL) over to the job, which
 * frees it with `snapshot_free` (may be NULL) once a newer one replaces it or
 * the job is finalized; the worker must not touch it after the call.  One
 * that the main thread never took is freed on the worker by the publish that
 * replaces it.  A publish is a pointer swap under a lock; a worker that builds
 * costly snapshots often may skip those not due (qd_job_publish_due).
 *
 * Main thread: just before each "progress" (the last one before "finished"
 * included) the job takes the latest snapshot published, if any is new.
 * qd_job_get_snapshot returns it, borrowed: it stays valid and unchanged until
 * the next "progress", and after "finished" until the job is finalized.  NULL
 * before the first.  Nothing else is shared, so a reader needs no lock. */
void         qd_job_publish          (QdJob *job, gpointer snapshot, GDestroyNotify snapshot_free);
/* Worker: TRUE when `interval_ms` or more passed since the last publish (or
 * there was none), to rate-limit snapshots that cost something to build. */
gboolean     qd_job_publish_due      (QdJob *job, guint interval_ms);
gpointer     qd_job_get_snapshot     (QdJob *job);

/* Main thread, in or after "finished" (NULL before).  A cancelled run that
 * returned NULL without an error reports G_IO_ERROR_CANCELLED; a run that set
 * an error has no result.  Elapsed time runs from qd_job_start to the return
 * of the worker function (until now while running, 0 before the start). */
gpointer     qd_job_get_result       (QdJob *job);   /* owned by the job */
/* Takes the result over: the caller frees it; the job holds none after. */
gpointer     qd_job_steal_result     (QdJob *job);
const GError *qd_job_get_error       (QdJob *job);
gint64       qd_job_get_elapsed_us   (QdJob *job);

/* Signals:
 *   "progress" (QdJob *job)      — main context, bounded rate
 *   "finished" (QdJob *job)      — main context, once
 * The main context is the thread-default main context of the caller of
 * qd_job_start.  Properties: "title" (construct-only), "running" (read-only,
 * notified when it changes; already FALSE inside "finished").
 */

G_END_DECLS
