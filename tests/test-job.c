/* test-job.c — QdJob: results and errors on the right main context, bounded
 * progress, prompt cancellation, early unref, task data freed once, live
 * snapshots (the latest wins, each freed once, readable after the end).
 *
 * Every wait runs a main loop with a deadline, so a bug fails the test
 * instead of hanging it.
 */
#include "config.h"

#include <string.h>

#include "core/qd-job.h"

#define WAIT_MS 5000

static GThread *main_thread;

/* --- helpers ------------------------------------------------------------ */

typedef struct {
  GMainLoop *loop;
  const gboolean *cond;
  gboolean timed_out;
} Wait;

static gboolean
wait_poll (gpointer user_data)
{
  Wait *w = user_data;

  if (*w->cond)
    g_main_loop_quit (w->loop);
  return G_SOURCE_CONTINUE;
}

static gboolean
wait_deadline (gpointer user_data)
{
  Wait *w = user_data;

  w->timed_out = TRUE;
  g_main_loop_quit (w->loop);
  return G_SOURCE_REMOVE;
}

/* Iterates `context` (NULL: the default one) until *cond, or fails after
 * timeout_ms. */
static void
wait_until (GMainContext   *context,
            const gboolean *cond,
            guint           timeout_ms)
{
  Wait w = { g_main_loop_new (context, FALSE), cond, FALSE };
  GSource *poll = g_timeout_source_new (2);
  GSource *deadline = g_timeout_source_new (timeout_ms);

  g_source_set_callback (poll, wait_poll, &w, NULL);
  g_source_set_callback (deadline, wait_deadline, &w, NULL);
  g_source_attach (poll, context);
  g_source_attach (deadline, context);

  if (!*cond)
    g_main_loop_run (w.loop);

  g_source_destroy (poll);
  g_source_destroy (deadline);
  g_source_unref (poll);
  g_source_unref (deadline);
  g_main_loop_unref (w.loop);

  g_assert_false (w.timed_out);
  g_assert_true (*cond);
}

/* Task data shared by every worker below: what it does, and what we saw. */
typedef enum {
  WORK_SLEEP,       /* sleep `ms`, touch nothing */
  WORK_RESULT,      /* sleep `ms`, return a string */
  WORK_ERROR,       /* sleep `ms`, fail */
  WORK_SPIN,        /* count for `ms` (or until stopped), return NULL on stop */
  WORK_SPIN_PARTIAL,/* same, return a partial result on stop */
} Work;

typedef struct {
  Work work;
  guint ms;
  gint worker_returned;   /* atomic */
  gint *free_count;       /* bumped by task_data_free */
} Task;

static Task *
task_new (Work work, guint ms, gint *free_count)
{
  Task *t = g_new0 (Task, 1);

  t->work = work;
  t->ms = ms;
  t->free_count = free_count;
  return t;
}

static void
task_free (gpointer data)
{
  Task *t = data;

  /* Called after the worker returned, on the main thread. */
  g_assert_true (g_atomic_int_get (&t->worker_returned));
  g_assert_true (g_thread_self () == main_thread);
  (*t->free_count)++;
  g_free (t);
}

static gint result_free_count;

static void
result_free (gpointer data)
{
  result_free_count++;
  g_free (data);
}

static gpointer
worker (QdJob *job, gpointer task_data, GError **error)
{
  Task *t = task_data;
  QdProgress *p = qd_job_get_progress (job);
  const gint *stop = qd_job_get_stop_flag (job);
  gint64 end = g_get_monotonic_time () + (gint64) t->ms * 1000;
  gpointer result = NULL;

  switch (t->work)
    {
    case WORK_SLEEP:
    case WORK_RESULT:
    case WORK_ERROR:
      g_usleep ((gulong) t->ms * 1000);
      if (t->work == WORK_RESULT)
        result = g_strdup ("forty-two");
      else if (t->work == WORK_ERROR)
        g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_FAILED, "boom");
      break;

    case WORK_SPIN:
    case WORK_SPIN_PARTIAL:
      qd_progress_set (&p->total, 0);
      for (guint64 i = 1; ; i++)
        {
          qd_progress_add (&p->nodes, 1);
          if (i % 1000 == 0)
            {
              /* MiniSat-style poll of the stop flag every 1000 nodes. */
              if (g_atomic_int_get (stop))
                {
                  if (t->work == WORK_SPIN_PARTIAL)
                    result = g_strdup ("partial");
                  break;
                }
              qd_progress_set (&p->done, (gint64) (i / 1000));
              if (g_get_monotonic_time () >= end)
                {
                  result = g_strdup ("complete");
                  break;
                }
            }
        }
      break;

    default:
      g_assert_not_reached ();
    }

  g_atomic_int_set (&t->worker_returned, TRUE);
  return result;
}

/* What the signal handlers saw. */
typedef struct {
  GThread *main_thread;
  GMainContext *context;   /* expected context of every emission */
  guint progress;
  guint finished;
  guint running_notifies;
  gboolean done;           /* set in "finished" */
  gint64 finished_us;
  gboolean finalized;
} Seen;

static void
on_progress (QdJob *job, gpointer user_data)
{
  Seen *s = user_data;

  g_assert_true (g_thread_self () == s->main_thread);
  g_assert_true (g_main_context_is_owner (s->context));
  g_assert_cmpuint (s->finished, ==, 0);
  s->progress++;
}

static void
on_finished (QdJob *job, gpointer user_data)
{
  Seen *s = user_data;

  s->finished_us = g_get_monotonic_time ();
  g_assert_true (g_thread_self () == s->main_thread);
  g_assert_true (g_main_context_is_owner (s->context));
  g_assert_false (qd_job_is_running (job));
  s->finished++;
  s->done = TRUE;
}

static void
on_notify_running (GObject *object, GParamSpec *pspec, gpointer user_data)
{
  Seen *s = user_data;

  s->running_notifies++;
}

static void
on_finalized (gpointer user_data, GObject *where_the_object_was)
{
  Seen *s = user_data;

  s->finalized = TRUE;
}

static QdJob *
job_new_watched (Seen *s, GMainContext *context)
{
  QdJob *job = qd_job_new ("test");

  s->main_thread = g_thread_self ();
  s->context = context != NULL ? context : g_main_context_default ();
  g_signal_connect (job, "progress", G_CALLBACK (on_progress), s);
  g_signal_connect (job, "finished", G_CALLBACK (on_finished), s);
  g_signal_connect (job, "notify::running", G_CALLBACK (on_notify_running), s);
  g_object_weak_ref (G_OBJECT (job), on_finalized, s);
  return job;
}

/* --- tests ---------------------------------------------------------------- */

static void
test_result (void)
{
  Seen s = { 0 };
  gint frees = 0;
  Task *t = task_new (WORK_RESULT, 50, &frees);
  QdJob *job = job_new_watched (&s, NULL);

  result_free_count = 0;
  g_assert_cmpstr (qd_job_get_title (job), ==, "test");
  g_assert_false (qd_job_is_running (job));
  g_assert_cmpint (qd_job_get_elapsed_us (job), ==, 0);

  qd_job_start (job, worker, t, task_free, result_free);
  g_assert_true (qd_job_is_running (job));
  g_assert_cmpuint (s.running_notifies, ==, 1);
  g_assert_null (qd_job_get_result (job));

  wait_until (NULL, &s.done, WAIT_MS);

  g_assert_cmpint (frees, ==, 1);
  g_assert_cmpuint (s.finished, ==, 1);
  g_assert_cmpuint (s.progress, >=, 1);        /* the final one at least */
  g_assert_cmpuint (s.running_notifies, ==, 2);
  g_assert_cmpstr (qd_job_get_result (job), ==, "forty-two");
  g_assert_null (qd_job_get_error (job));
  g_assert_false (qd_job_was_cancelled (job));
  g_assert_cmpint (qd_job_get_elapsed_us (job), >=, 50 * 1000);
  g_assert_cmpint (qd_job_get_elapsed_us (job), ==, qd_job_get_elapsed_us (job));

  /* Cancelling after the end changes nothing. */
  qd_job_cancel (job);
  g_assert_false (qd_job_was_cancelled (job));
  g_assert_cmpstr (qd_job_get_result (job), ==, "forty-two");

  g_assert_cmpint (result_free_count, ==, 0);
  g_object_unref (job);
  g_assert_true (s.finalized);
  g_assert_cmpint (result_free_count, ==, 1);
  g_assert_cmpint (frees, ==, 1);
}

/* A job started under a pushed thread-default context delivers everything
 * there, not on the global default context. */
static void
test_thread_default_context (void)
{
  Seen s = { 0 };
  gint frees = 0;
  GMainContext *context = g_main_context_new ();
  QdJob *job;

  g_main_context_push_thread_default (context);
  job = job_new_watched (&s, context);
  qd_job_start (job, worker, task_new (WORK_SPIN, 250, &frees), task_free, g_free);
  wait_until (context, &s.done, WAIT_MS);
  g_main_context_pop_thread_default (context);

  g_assert_cmpint (frees, ==, 1);
  g_assert_cmpuint (s.progress, >=, 2);   /* ticks ran on `context` too */
  g_assert_cmpstr (qd_job_get_result (job), ==, "complete");

  g_object_unref (job);
  g_assert_true (s.finalized);
  g_main_context_unref (context);
}

static gpointer
worker_records_thread (QdJob *job, gpointer task_data, GError **error)
{
  GThread **thread = task_data;

  *thread = g_thread_self ();
  return NULL;
}

/* The function runs on a worker thread, not the main one. */
static void
test_worker_thread (void)
{
  Seen s = { 0 };
  QdJob *job = job_new_watched (&s, NULL);
  GThread *thread = NULL;

  qd_job_start (job, worker_records_thread, &thread, NULL, NULL);
  wait_until (NULL, &s.done, WAIT_MS);

  g_assert_nonnull (thread);
  g_assert_true (thread != g_thread_self ());
  /* NULL without an error and not cancelled: an empty result, no error. */
  g_assert_null (qd_job_get_result (job));
  g_assert_null (qd_job_get_error (job));
  g_object_unref (job);
}

static void
test_error (void)
{
  Seen s = { 0 };
  gint frees = 0;
  QdJob *job = job_new_watched (&s, NULL);

  qd_job_start (job, worker, task_new (WORK_ERROR, 20, &frees), task_free, g_free);
  wait_until (NULL, &s.done, WAIT_MS);

  g_assert_cmpuint (s.finished, ==, 1);
  g_assert_cmpint (frees, ==, 1);
  g_assert_null (qd_job_get_result (job));
  g_assert_error (qd_job_get_error (job), G_IO_ERROR, G_IO_ERROR_FAILED);
  g_assert_cmpstr (qd_job_get_error (job)->message, ==, "boom");
  g_assert_false (qd_job_was_cancelled (job));

  g_object_unref (job);
  g_assert_true (s.finalized);
}

/* A worker that updates counters constantly for 600 ms: at a 100 ms interval
 * the main context sees a bounded number of "progress" signals. */
static void
test_progress_rate (void)
{
  Seen s = { 0 };
  gint frees = 0;
  QdJob *job = job_new_watched (&s, NULL);
  QdProgress p;

  qd_job_set_interval (job, 100);
  qd_job_start (job, worker, task_new (WORK_SPIN, 600, &frees), task_free, g_free);
  wait_until (NULL, &s.done, WAIT_MS);

  g_test_message ("%u progress signals in %" G_GINT64_FORMAT " us",
                  s.progress, qd_job_get_elapsed_us (job));
  g_assert_cmpuint (s.progress, >=, 3);
  g_assert_cmpuint (s.progress, <=, 12);
  g_assert_cmpstr (qd_job_get_result (job), ==, "complete");

  qd_job_read_progress (job, &p);
  g_assert_cmpint (p.nodes, >, 0);
  g_assert_cmpint (p.done, ==, p.nodes / 1000);
  g_assert_cmpint (p.total, ==, 0);

  g_object_unref (job);
  g_assert_cmpint (frees, ==, 1);
}

/* Nothing changes while the worker sleeps: only the final "progress". */
static void
test_progress_only_on_change (void)
{
  Seen s = { 0 };
  gint frees = 0;
  QdJob *job = job_new_watched (&s, NULL);

  qd_job_set_interval (job, 20);
  qd_job_start (job, worker, task_new (WORK_SLEEP, 300, &frees), task_free, NULL);
  wait_until (NULL, &s.done, WAIT_MS);

  g_assert_cmpuint (s.progress, ==, 1);
  g_object_unref (job);
  g_assert_cmpint (frees, ==, 1);
}

/* --- snapshots --------------------------------------------------------- */

/* A snapshot: a sequence number and a payload that repeats it, so a reader
 * sees at once one that was torn or freed under it (ASan). */
#define PAYLOAD 64

typedef struct {
  guint seq;
  guint payload[PAYLOAD];
} Snap;

static gint snaps_made;    /* atomic: snapshots may be freed on the worker */
static gint snaps_freed;

static Snap *
snap_new (guint seq)
{
  Snap *snap = g_new (Snap, 1);

  snap->seq = seq;
  for (guint i = 0; i < PAYLOAD; i++)
    snap->payload[i] = seq;
  g_atomic_int_inc (&snaps_made);
  return snap;
}

static void
snap_free (gpointer data)
{
  Snap *snap = data;

  for (guint i = 0; i < PAYLOAD; i++)
    g_assert_cmpuint (snap->payload[i], ==, snap->seq);
  memset (snap, 0xAA, sizeof *snap);
  g_free (snap);
  g_atomic_int_inc (&snaps_freed);
}

static void
snaps_reset (void)
{
  g_atomic_int_set (&snaps_made, 0);
  g_atomic_int_set (&snaps_freed, 0);
}

typedef struct {
  guint n;          /* snapshots to publish */
  guint sleep_ms;   /* before returning */
  guint for_ms;     /* instead of n: publish as fast as possible this long */
  guint published;  /* what the worker did */
} Publisher;

static gpointer
worker_publish (QdJob *job, gpointer task_data, GError **error)
{
  Publisher *p = task_data;
  gint64 end = g_get_monotonic_time () + (gint64) p->for_ms * 1000;

  for (guint i = 1; p->for_ms > 0 ? g_get_monotonic_time () < end : i <= p->n; i++)
    {
      qd_job_publish (job, snap_new (i), snap_free);
      p->published = i;
    }
  g_usleep ((gulong) p->sleep_ms * 1000);
  return NULL;
}

typedef struct {
  guint reads;          /* "progress" signals that saw a snapshot */
  guint last_seq;
  gboolean finished;
} Reader;

static void
on_progress_read (QdJob *job, gpointer user_data)
{
  Reader *r = user_data;
  const Snap *snap = qd_job_get_snapshot (job);

  g_assert_false (r->finished);
  if (snap == NULL)
    return;
  for (guint i = 0; i < PAYLOAD; i++)
    g_assert_cmpuint (snap->payload[i], ==, snap->seq);
  /* The latest wins: never an older one than last time. */
  g_assert_cmpuint (snap->seq, >=, r->last_seq);
  r->last_seq = snap->seq;
  r->reads++;
}

static void
on_finished_read (QdJob *job, gpointer user_data)
{
  Reader *r = user_data;

  r->finished = TRUE;
}

static QdJob *
job_new_reader (Seen *s, Reader *r, guint interval_ms)
{
  QdJob *job = job_new_watched (s, NULL);

  g_signal_connect (job, "progress", G_CALLBACK (on_progress_read), r);
  g_signal_connect (job, "finished", G_CALLBACK (on_finished_read), r);
  qd_job_set_interval (job, interval_ms);
  return job;
}

/* Many snapshots before anyone looks: the last one is what the main thread
 * sees before and after "finished"; each replaced one was freed at once, the
 * last one with the job. */
static void
test_snapshot_latest_wins (void)
{
  Seen s = { 0 };
  Reader r = { 0 };
  Publisher p = { .n = 1000 };
  QdJob *job = job_new_reader (&s, &r, 0);
  const Snap *snap;

  snaps_reset ();
  g_assert_null (qd_job_get_snapshot (job));
  qd_job_start (job, worker_publish, &p, NULL, NULL);
  wait_until (NULL, &s.done, WAIT_MS);

  /* Interval 0: only the final "progress", which saw the last one. */
  g_assert_cmpuint (s.progress, ==, 1);
  g_assert_cmpuint (r.reads, ==, 1);
  g_assert_cmpuint (r.last_seq, ==, 1000);
  g_assert_cmpint (g_atomic_int_get (&snaps_made), ==, 1000);
  g_assert_cmpint (g_atomic_int_get (&snaps_freed), ==, 999);

  /* Read after "finished": still there, until the job goes. */
  snap = qd_job_get_snapshot (job);
  g_assert_nonnull (snap);
  g_assert_cmpuint (snap->seq, ==, 1000);
  g_object_unref (job);
  g_assert_true (s.finalized);
  g_assert_cmpint (g_atomic_int_get (&snaps_freed), ==, 1000);
}

/* A new snapshot alone is a change worth a "progress"; none after it is. */
static void
test_snapshot_progress_on_change (void)
{
  Seen s = { 0 };
  Reader r = { 0 };
  Publisher p = { .n = 1, .sleep_ms = 300 };
  QdJob *job = job_new_reader (&s, &r, 50);

  snaps_reset ();
  qd_job_start (job, worker_publish, &p, NULL, NULL);
  wait_until (NULL, &s.done, WAIT_MS);

  /* One tick saw the snapshot, then the final one (the same snapshot). */
  g_assert_cmpuint (s.progress, ==, 2);
  g_assert_cmpuint (r.reads, ==, 2);
  g_assert_cmpuint (r.last_seq, ==, 1);
  g_object_unref (job);
  g_assert_cmpint (g_atomic_int_get (&snaps_freed), ==, 1);
}

/* A worker publishing as fast as it can for 300 ms while the main context
 * reads every millisecond: every read is whole and no older than the one
 * before, the last read is the last published, and everything is freed once
 * (a snapshot freed while read, or twice, fails under ASan). */
static void
test_snapshot_fast_publisher (void)
{
  Seen s = { 0 };
  Reader r = { 0 };
  Publisher p = { .for_ms = 300 };
  QdJob *job = job_new_reader (&s, &r, 1);

  snaps_reset ();
  qd_job_start (job, worker_publish, &p, NULL, NULL);
  wait_until (NULL, &s.done, WAIT_MS);

  g_test_message ("%u published, %u read", p.published, r.reads);
  g_assert_cmpuint (p.published, >, r.reads);
  g_assert_cmpuint (r.reads, >=, 2);
  g_assert_cmpuint (r.last_seq, ==, p.published);
  g_assert_cmpint (g_atomic_int_get (&snaps_made), ==, (gint) p.published);
  g_object_unref (job);
  g_assert_true (s.finalized);
  g_assert_cmpint (g_atomic_int_get (&snaps_freed), ==, (gint) p.published);
}

/* The owner lets go while the worker still publishes: the job frees what it
 * holds when it goes. */
static void
test_snapshot_unref_while_running (void)
{
  Seen s = { 0 };
  Publisher p = { .for_ms = 100 };
  QdJob *job = job_new_watched (&s, NULL);

  snaps_reset ();
  qd_job_start (job, worker_publish, &p, NULL, NULL);
  g_signal_handlers_disconnect_by_data (job, &s);
  g_object_unref (job);
  wait_until (NULL, &s.finalized, WAIT_MS);

  g_assert_cmpint (g_atomic_int_get (&snaps_freed), ==, g_atomic_int_get (&snaps_made));
}

static gpointer
worker_due (QdJob *job, gpointer task_data, GError **error)
{
  gboolean *ok = task_data;

  *ok = qd_job_publish_due (job, 50);
  qd_job_publish (job, snap_new (1), snap_free);
  *ok = *ok && !qd_job_publish_due (job, 50);
  g_usleep (60 * 1000);
  *ok = *ok && qd_job_publish_due (job, 50);
  return NULL;
}

/* The rate limit: due before the first publish, not just after one, due
 * again once the interval passed. */
static void
test_snapshot_publish_due (void)
{
  Seen s = { 0 };
  gboolean ok = FALSE;
  QdJob *job = job_new_watched (&s, NULL);

  snaps_reset ();
  qd_job_start (job, worker_due, &ok, NULL, NULL);
  wait_until (NULL, &s.done, WAIT_MS);
  g_assert_true (ok);
  g_object_unref (job);
  g_assert_cmpint (g_atomic_int_get (&snaps_freed), ==, 1);
}

/* Interval 0: no periodic signal, the final one still comes. */
static void
test_progress_interval_zero (void)
{
  Seen s = { 0 };
  gint frees = 0;
  QdJob *job = job_new_watched (&s, NULL);

  qd_job_set_interval (job, 0);
  qd_job_start (job, worker, task_new (WORK_SPIN, 300, &frees), task_free, g_free);
  wait_until (NULL, &s.done, WAIT_MS);

  g_assert_cmpuint (s.progress, ==, 1);
  g_object_unref (job);
  g_assert_cmpint (frees, ==, 1);
}

typedef struct {
  QdJob *job;
  gint64 cancel_us;
} Canceller;

static gboolean
cancel_now (gpointer user_data)
{
  Canceller *c = user_data;

  g_assert_true (qd_job_is_running (c->job));
  g_assert_false (qd_job_was_cancelled (c->job));
  c->cancel_us = g_get_monotonic_time ();
  qd_job_cancel (c->job);
  g_assert_true (qd_job_should_stop (c->job));
  g_assert_true (qd_job_was_cancelled (c->job));
  return G_SOURCE_REMOVE;
}

/* Cancel a busy worker 150 ms in: "finished" follows (in milliseconds; the
 * bound is 2 s). */
static void
cancel_busy (Work work)
{
  Seen s = { 0 };
  gint frees = 0;
  QdJob *job = job_new_watched (&s, NULL);
  Canceller c = { job, 0 };
  gint64 latency;

  qd_job_start (job, worker, task_new (work, 10 * 1000, &frees), task_free, g_free);
  g_timeout_add (150, cancel_now, &c);
  wait_until (NULL, &s.done, WAIT_MS);

  g_assert_cmpint (c.cancel_us, >, 0);
  latency = s.finished_us - c.cancel_us;
  g_test_message ("cancel to finished: %" G_GINT64_FORMAT " us", latency);
  g_assert_cmpint (latency, >=, 0);
  /* The work would take 10 s; the bound is loose for a loaded machine. */
  g_assert_cmpint (latency, <, 2 * G_USEC_PER_SEC);

  g_assert_cmpuint (s.finished, ==, 1);
  g_assert_true (qd_job_was_cancelled (job));
  g_assert_cmpint (frees, ==, 1);

  if (work == WORK_SPIN)
    {
      g_assert_null (qd_job_get_result (job));
      g_assert_error (qd_job_get_error (job), G_IO_ERROR, G_IO_ERROR_CANCELLED);
    }
  else
    {
      g_assert_cmpstr (qd_job_get_result (job), ==, "partial");
      g_assert_null (qd_job_get_error (job));
    }

  g_object_unref (job);
  g_assert_true (s.finalized);
}

static void
test_cancel (void)
{
  cancel_busy (WORK_SPIN);
}

static void
test_cancel_partial (void)
{
  cancel_busy (WORK_SPIN_PARTIAL);
}

/* Cancelled before the start: the worker sees the flag at once. */
static void
test_cancel_before_start (void)
{
  Seen s = { 0 };
  gint frees = 0;
  QdJob *job = job_new_watched (&s, NULL);

  qd_job_cancel (job);
  g_assert_true (qd_job_should_stop (job));
  qd_job_start (job, worker, task_new (WORK_SPIN, 10 * 1000, &frees), task_free, g_free);
  wait_until (NULL, &s.done, WAIT_MS);

  g_assert_true (qd_job_was_cancelled (job));
  g_assert_error (qd_job_get_error (job), G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_assert_cmpint (qd_job_get_elapsed_us (job), <, 1000 * 1000);
  g_object_unref (job);
  g_assert_cmpint (frees, ==, 1);
}

/* Dropping the last reference while the worker runs: the job lives on until
 * the worker returns, still says "finished", then goes away. */
static void
test_unref_while_running (void)
{
  Seen s = { 0 };
  gint frees = 0;
  QdJob *job = job_new_watched (&s, NULL);

  result_free_count = 0;
  qd_job_start (job, worker, task_new (WORK_SPIN, 200, &frees), task_free, result_free);
  g_object_unref (job);
  g_assert_false (s.finalized);

  wait_until (NULL, &s.finalized, WAIT_MS);
  g_assert_cmpuint (s.finished, ==, 1);
  g_assert_cmpint (frees, ==, 1);
  g_assert_cmpint (result_free_count, ==, 1);
}

/* Same, after the owner disconnected its handlers (as in its dispose). */
static void
test_unref_disconnected (void)
{
  Seen s = { 0 };
  gint frees = 0;
  QdJob *job = job_new_watched (&s, NULL);

  qd_job_start (job, worker, task_new (WORK_SPIN, 200, &frees), task_free, g_free);
  g_signal_handlers_disconnect_by_data (job, &s);
  qd_job_cancel (job);
  g_object_unref (job);

  wait_until (NULL, &s.finalized, WAIT_MS);
  g_assert_cmpuint (s.finished, ==, 0);
  g_assert_cmpuint (s.progress, ==, 0);
  g_assert_cmpint (frees, ==, 1);
}

/* Many short jobs at once: each frees its task data once. */
static void
test_many (void)
{
  enum { N = 16 };
  Seen s[N] = { { 0 } };
  gint frees = 0;
  QdJob *jobs[N];

  for (guint i = 0; i < N; i++)
    {
      jobs[i] = job_new_watched (&s[i], NULL);
      qd_job_set_interval (jobs[i], 10);
      qd_job_start (jobs[i], worker,
                    task_new (i % 2 ? WORK_SPIN : WORK_RESULT, 20 + i * 5, &frees),
                    task_free, g_free);
      if (i % 3 == 0)
        qd_job_cancel (jobs[i]);
      g_object_unref (jobs[i]);
    }

  for (guint i = 0; i < N; i++)
    wait_until (NULL, &s[i].finalized, WAIT_MS);
  for (guint i = 0; i < N; i++)
    g_assert_cmpuint (s[i].finished, ==, 1);
  g_assert_cmpint (frees, ==, N);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  main_thread = g_thread_self ();

  g_test_add_func ("/job/result", test_result);
  g_test_add_func ("/job/thread-default-context", test_thread_default_context);
  g_test_add_func ("/job/worker-thread", test_worker_thread);
  g_test_add_func ("/job/error", test_error);
  g_test_add_func ("/job/progress/rate", test_progress_rate);
  g_test_add_func ("/job/progress/only-on-change", test_progress_only_on_change);
  g_test_add_func ("/job/progress/interval-zero", test_progress_interval_zero);
  g_test_add_func ("/job/cancel/latency", test_cancel);
  g_test_add_func ("/job/cancel/partial", test_cancel_partial);
  g_test_add_func ("/job/cancel/before-start", test_cancel_before_start);
  g_test_add_func ("/job/unref-while-running", test_unref_while_running);
  g_test_add_func ("/job/unref-disconnected", test_unref_disconnected);
  g_test_add_func ("/job/many", test_many);
  g_test_add_func ("/job/snapshot/latest-wins", test_snapshot_latest_wins);
  g_test_add_func ("/job/snapshot/progress-on-change", test_snapshot_progress_on_change);
  g_test_add_func ("/job/snapshot/fast-publisher", test_snapshot_fast_publisher);
  g_test_add_func ("/job/snapshot/unref-while-running", test_snapshot_unref_while_running);
  g_test_add_func ("/job/snapshot/publish-due", test_snapshot_publish_due);

  return g_test_run ();
}
