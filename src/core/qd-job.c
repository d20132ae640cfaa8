/* qd-job.c — a solver run on a worker thread, with progress and cancellation.
 *
 * Threads: everything here runs on the job's main context (the thread-default
 * context of the caller of qd_job_start) except the worker function, which
 * touches only the progress block, the stop flag, the pending snapshot (under
 * `snapshot_lock`), its own `last_publish_us` and, once it has returned, the
 * worker outputs (result, error, worker_cancelled, end_us).  Those outputs are
 * read on the main context only after the GTask callback ran, and
 * g_task_return_* orders them before it.
 *
 * Snapshots: the worker puts each into `pending`, freeing the one it replaces
 * (never seen by the main thread).  Before a "progress", the main context moves
 * `pending` to `shown` and frees the previous `shown`; readers on the main
 * context borrow `shown`, which no other thread ever touches.
 *
 * Lifetime: the GTask has no source object; the job takes a reference of its
 * own in qd_job_start and drops it at the end of the GTask callback, so the
 * last unref (and finalize) always happens on the main context, never on the
 * worker thread that drops the GTask's last reference.
 */
#include "config.h"

#include <string.h>

#include "qd-job.h"
#include <glib/gi18n.h>

#define QD_JOB_DEFAULT_INTERVAL_MS 100

struct _QdJob {
  GObject parent_instance;

  char *title;

  /* Shared with the worker. */
  QdProgress progress;          /* qd_progress_set/add/get only */
  gint stop;                    /* g_atomic_int_* only */
  GMutex snapshot_lock;         /* guards pending, pending_free */
  gpointer pending;             /* the latest snapshot, not yet taken */
  GDestroyNotify pending_free;

  /* Worker only. */
  gint64 last_publish_us;

  /* Set before the worker starts, read by it. */
  QdJobFunc func;
  gpointer task_data;
  GDestroyNotify task_data_free;
  GDestroyNotify result_free;
  GCancellable *cancellable;
  gulong cancelled_id;

  /* Written by the worker just before g_task_return_boolean. */
  gpointer result;
  GError *error;
  gboolean worker_cancelled;
  gint64 end_us;

  /* Main context only. */
  GMainContext *context;
  GSource *tick_source;
  guint interval_ms;
  gint64 start_us;
  QdProgress last_progress;     /* what the last "progress" showed */
  gpointer shown;               /* the snapshot readers borrow */
  GDestroyNotify shown_free;
  guint started : 1;
  guint running : 1;
  guint finished : 1;
};

G_DEFINE_FINAL_TYPE (QdJob, qd_job, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_TITLE,
  PROP_RUNNING,
  N_PROPS
};

enum {
  SIGNAL_PROGRESS,
  SIGNAL_FINISHED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

/* Runs in whichever thread calls g_cancellable_cancel. */
static void
on_cancelled (GCancellable *cancellable,
              gpointer      user_data)
{
  QdJob *self = user_data;

  g_atomic_int_set (&self->stop, 1);
}

static void
stop_ticking (QdJob *self)
{
  if (self->tick_source != NULL)
    {
      g_source_destroy (self->tick_source);
      g_clear_pointer (&self->tick_source, g_source_unref);
    }
}

static void
free_snapshot (gpointer snapshot, GDestroyNotify snapshot_free)
{
  if (snapshot != NULL && snapshot_free != NULL)
    snapshot_free (snapshot);
}

/* Main context: the pending snapshot becomes the shown one.  FALSE when no
 * new one was published. */
static gboolean
take_snapshot (QdJob *self)
{
  gpointer fresh;
  GDestroyNotify fresh_free;

  g_mutex_lock (&self->snapshot_lock);
  fresh = g_steal_pointer (&self->pending);
  fresh_free = self->pending_free;
  self->pending_free = NULL;
  g_mutex_unlock (&self->snapshot_lock);

  if (fresh == NULL)
    return FALSE;
  free_snapshot (self->shown, self->shown_free);
  self->shown = fresh;
  self->shown_free = fresh_free;
  return TRUE;
}

/* Emits "progress" if the counters or the snapshot changed since the last one. */
static void
emit_progress (QdJob    *self,
               gboolean  always)
{
  QdProgress now;
  gboolean fresh;

  qd_job_read_progress (self, &now);
  fresh = take_snapshot (self);

  if (!always && !fresh &&
      memcmp (&now, &self->last_progress, sizeof now) == 0)
    return;

  self->last_progress = now;
  g_signal_emit (self, signals[SIGNAL_PROGRESS], 0);
}

static gboolean
on_tick (gpointer user_data)
{
  QdJob *self = user_data;

  emit_progress (self, FALSE);

  return G_SOURCE_CONTINUE;
}

static void
start_ticking (QdJob *self)
{
  stop_ticking (self);
  if (self->interval_ms == 0)
    return;

  self->tick_source = g_timeout_source_new (self->interval_ms);
  g_source_set_static_name (self->tick_source, "[quandary] job progress");
  g_source_set_callback (self->tick_source, on_tick, self, NULL);
  g_source_attach (self->tick_source, self->context);
}

static void
qd_job_dispose (GObject *object)
{
  QdJob *self = (QdJob *) object;

  /* A running job holds a reference to itself, so this only happens early
   * through g_object_run_dispose; ask the worker to stop then. */
  if (self->running)
    g_cancellable_cancel (self->cancellable);
  stop_ticking (self);

  G_OBJECT_CLASS (qd_job_parent_class)->dispose (object);
}

static void
qd_job_finalize (GObject *object)
{
  QdJob *self = (QdJob *) object;

  g_cancellable_disconnect (self->cancellable, self->cancelled_id);
  g_clear_object (&self->cancellable);

  if (self->result != NULL && self->result_free != NULL)
    self->result_free (self->result);
  if (self->task_data != NULL && self->task_data_free != NULL)
    self->task_data_free (self->task_data);
  g_clear_error (&self->error);

  /* The worker has returned: nothing can publish any more. */
  free_snapshot (self->pending, self->pending_free);
  free_snapshot (self->shown, self->shown_free);
  g_mutex_clear (&self->snapshot_lock);
  g_free (self->title);
  g_clear_pointer (&self->context, g_main_context_unref);

  G_OBJECT_CLASS (qd_job_parent_class)->finalize (object);
}

static void
qd_job_get_property (GObject    *object,
                     guint       prop_id,
                     GValue     *value,
                     GParamSpec *pspec)
{
  QdJob *self = QD_JOB (object);

  switch (prop_id)
    {
    case PROP_TITLE:
      g_value_set_string (value, self->title);
      break;

    case PROP_RUNNING:
      g_value_set_boolean (value, self->running);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
qd_job_set_property (GObject      *object,
                     guint         prop_id,
                     const GValue *value,
                     GParamSpec   *pspec)
{
  QdJob *self = QD_JOB (object);

  switch (prop_id)
    {
    case PROP_TITLE:
      g_free (self->title);
      self->title = g_value_dup_string (value);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
qd_job_class_init (QdJobClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = qd_job_dispose;
  object_class->finalize = qd_job_finalize;
  object_class->get_property = qd_job_get_property;
  object_class->set_property = qd_job_set_property;

  properties[PROP_TITLE] =
    g_param_spec_string ("title", NULL, NULL,
                         NULL,
                         (G_PARAM_READWRITE |
                          G_PARAM_CONSTRUCT_ONLY |
                          G_PARAM_STATIC_STRINGS));

  properties[PROP_RUNNING] =
    g_param_spec_boolean ("running", NULL, NULL,
                          FALSE,
                          (G_PARAM_READABLE |
                           G_PARAM_EXPLICIT_NOTIFY |
                           G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[SIGNAL_PROGRESS] =
    g_signal_new ("progress",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL,
                  g_cclosure_marshal_VOID__VOID,
                  G_TYPE_NONE, 0);

  signals[SIGNAL_FINISHED] =
    g_signal_new ("finished",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL,
                  g_cclosure_marshal_VOID__VOID,
                  G_TYPE_NONE, 0);
}

static void
qd_job_init (QdJob *self)
{
  g_mutex_init (&self->snapshot_lock);
  self->interval_ms = QD_JOB_DEFAULT_INTERVAL_MS;
  self->cancellable = g_cancellable_new ();
  self->cancelled_id = g_cancellable_connect (self->cancellable,
                                              G_CALLBACK (on_cancelled),
                                              self, NULL);
}

QdJob *
qd_job_new (const char *title)
{
  return g_object_new (QD_TYPE_JOB, "title", title, NULL);
}

const char *
qd_job_get_title (QdJob *job)
{
  g_return_val_if_fail (QD_IS_JOB (job), NULL);

  return job->title;
}

/* Worker thread.  Must not touch `self` after g_task_return_boolean: from then
 * on the main context may finalize it. */
static void
qd_job_thread (GTask        *task,
               gpointer      source_object,
               gpointer      task_data,
               GCancellable *cancellable)
{
  QdJob *self = task_data;
  GError *error = NULL;
  gpointer result;

  result = self->func (self, self->task_data, &error);

  self->end_us = g_get_monotonic_time ();
  self->worker_cancelled = g_atomic_int_get (&self->stop) != 0;

  if (error != NULL && result != NULL)
    {
      /* GLib convention: with an error set, the return value means nothing. */
      if (self->result_free != NULL)
        self->result_free (result);
      result = NULL;
    }
  if (result == NULL && error == NULL && self->worker_cancelled)
    error = g_error_new_literal (G_IO_ERROR, G_IO_ERROR_CANCELLED,
                                 _("The job was cancelled"));

  self->result = result;
  self->error = error;

  g_task_return_boolean (task, TRUE);
}

/* Main context, once the worker has returned. */
static void
qd_job_done (GObject      *source_object,
             GAsyncResult *res,
             gpointer      user_data)
{
  QdJob *self = user_data;   /* the running reference, dropped below */

  g_task_propagate_boolean (G_TASK (res), NULL);

  stop_ticking (self);

  if (self->task_data != NULL && self->task_data_free != NULL)
    self->task_data_free (self->task_data);
  self->task_data = NULL;

  self->running = FALSE;
  self->finished = TRUE;

  emit_progress (self, TRUE);
  g_signal_emit (self, signals[SIGNAL_FINISHED], 0);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RUNNING]);

  g_object_unref (self);
}

void
qd_job_start (QdJob          *job,
              QdJobFunc       func,
              gpointer        task_data,
              GDestroyNotify  task_data_free,
              GDestroyNotify  result_free)
{
  g_autoptr(GTask) task = NULL;

  g_return_if_fail (QD_IS_JOB (job));
  g_return_if_fail (func != NULL);
  g_return_if_fail (!job->started);

  job->started = TRUE;
  job->running = TRUE;
  job->func = func;
  job->task_data = task_data;
  job->task_data_free = task_data_free;
  job->result_free = result_free;
  job->context = g_main_context_ref_thread_default ();
  job->start_us = g_get_monotonic_time ();

  start_ticking (job);

  /* No source object: see the lifetime note at the top. */
  task = g_task_new (NULL, job->cancellable, qd_job_done, g_object_ref (job));
  g_task_set_source_tag (task, qd_job_start);
  g_task_set_name (task, "[quandary] job");
  g_task_set_task_data (task, job, NULL);
  /* A cancelled run may still hand back a partial result. */
  g_task_set_check_cancellable (task, FALSE);
  g_task_run_in_thread (task, qd_job_thread);

  g_object_notify_by_pspec (G_OBJECT (job), properties[PROP_RUNNING]);
}

void
qd_job_set_interval (QdJob *job,
                     guint  interval_ms)
{
  g_return_if_fail (QD_IS_JOB (job));

  if (job->interval_ms == interval_ms)
    return;

  job->interval_ms = interval_ms;
  if (job->running)
    start_ticking (job);
}

void
qd_job_cancel (QdJob *job)
{
  g_return_if_fail (QD_IS_JOB (job));

  if (job->finished)
    return;

  /* Sets the stop flag through on_cancelled. */
  g_cancellable_cancel (job->cancellable);
}

gboolean
qd_job_is_running (QdJob *job)
{
  g_return_val_if_fail (QD_IS_JOB (job), FALSE);

  return job->running;
}

gboolean
qd_job_was_cancelled (QdJob *job)
{
  g_return_val_if_fail (QD_IS_JOB (job), FALSE);

  if (job->finished)
    return job->worker_cancelled;

  return g_atomic_int_get (&job->stop) != 0;
}

QdProgress *
qd_job_get_progress (QdJob *job)
{
  g_return_val_if_fail (QD_IS_JOB (job), NULL);

  return &job->progress;
}

const gint *
qd_job_get_stop_flag (QdJob *job)
{
  g_return_val_if_fail (QD_IS_JOB (job), NULL);

  return &job->stop;
}

gboolean
qd_job_should_stop (QdJob *job)
{
  return g_atomic_int_get (&job->stop) != 0;
}

void
qd_job_publish (QdJob          *job,
                gpointer        snapshot,
                GDestroyNotify  snapshot_free)
{
  gpointer replaced;
  GDestroyNotify replaced_free;

  g_return_if_fail (QD_IS_JOB (job));
  g_return_if_fail (snapshot != NULL);

  g_mutex_lock (&job->snapshot_lock);
  replaced = job->pending;
  replaced_free = job->pending_free;
  job->pending = snapshot;
  job->pending_free = snapshot_free;
  g_mutex_unlock (&job->snapshot_lock);

  /* Never taken by the main context: nobody else holds it. */
  free_snapshot (replaced, replaced_free);
  job->last_publish_us = g_get_monotonic_time ();
}

gboolean
qd_job_publish_due (QdJob *job,
                    guint  interval_ms)
{
  g_return_val_if_fail (QD_IS_JOB (job), FALSE);

  return job->last_publish_us == 0 ||
         g_get_monotonic_time () - job->last_publish_us >= (gint64) interval_ms * 1000;
}

void
qd_job_read_progress (QdJob      *job,
                      QdProgress *out)
{
  g_return_if_fail (QD_IS_JOB (job));
  g_return_if_fail (out != NULL);

  out->done = qd_progress_get (&job->progress.done);
  out->total = qd_progress_get (&job->progress.total);
  out->nodes = qd_progress_get (&job->progress.nodes);
  out->value = qd_progress_get (&job->progress.value);
}

gpointer
qd_job_get_snapshot (QdJob *job)
{
  g_return_val_if_fail (QD_IS_JOB (job), NULL);

  return job->shown;
}

gpointer
qd_job_get_result (QdJob *job)
{
  g_return_val_if_fail (QD_IS_JOB (job), NULL);

  return job->finished ? job->result : NULL;
}

gpointer
qd_job_steal_result (QdJob *job)
{
  g_return_val_if_fail (QD_IS_JOB (job), NULL);

  return job->finished ? g_steal_pointer (&job->result) : NULL;
}

const GError *
qd_job_get_error (QdJob *job)
{
  g_return_val_if_fail (QD_IS_JOB (job), NULL);

  return job->finished ? job->error : NULL;
}

gint64
qd_job_get_elapsed_us (QdJob *job)
{
  g_return_val_if_fail (QD_IS_JOB (job), 0);

  if (!job->started)
    return 0;
  if (job->finished)
    return job->end_us - job->start_us;

  return g_get_monotonic_time () - job->start_us;
}
