/* qd-sweep-pool.c — a sweep's runs on worker threads, delivered in order.
 *
 * The pool is a GThreadPool of its own (exclusive threads: they are ours to
 * nice, and no run waits behind another GTask).  Each run is one push, in
 * the caller's order; a worker writes its result into the run's slot of one
 * block allocated before the start, and marks it under the mutex.  The
 * calling thread sleeps on the condition (at most 100 ms, to refresh the
 * node count) and delivers the slots in index order as the prefix fills. */
#include "config.h"
#include "qd-sweep-pool.h"

#include <gio/gio.h>
#include <glib/gi18n.h>
#include <string.h>

#ifdef __linux__
#include <errno.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

typedef enum {
  SLOT_WAITING,
  SLOT_DONE,
  SLOT_OVER,       /* skipped, stopped, or failed: no result */
} SlotState;

typedef struct {
  const QdSweepPoolOptions *options;
  const guint64 *indexes;
  QdSweepRunFunc run;
  gpointer shared;
  const gint *stop;

  GMutex mutex;
  GCond cond;
  guint8 *results;           /* n × result_size */
  guint8 *state;             /* SlotState per slot */
  guint finished, done;      /* slots over or done; of which done */
  gboolean stopped;          /* the flag was seen, or a run stopped */
  guint error_slot;          /* the first failed slot by index, or G_MAXUINT */
  GError *error;             /* its error */
  /* Runs under way: a lane per thread, its run's progress and whether it is taken. */
  QdProgress *lanes;
  gboolean *lane_busy;
} Pool;

static gboolean
stop_raised (const gint *stop)
{
  return stop != NULL && g_atomic_int_get (stop) != 0;
}

/* The calling worker thread niced by 10, once (exclusive threads are ours). */
static void
lower_priority (void)
{
#ifdef __linux__
  static GPrivate niced;
  pid_t tid = (pid_t) syscall (SYS_gettid);
  int now;

  if (g_private_get (&niced) != NULL)
    return;
  g_private_set (&niced, GINT_TO_POINTER (1));
  errno = 0;
  now = getpriority (PRIO_PROCESS, (id_t) tid);
  if (errno == 0)
    setpriority (PRIO_PROCESS, (id_t) tid, MIN (now + 10, 19));
#endif
}

/* One run: its slot is data - 1. */
static void
worker (gpointer data, gpointer user_data)
{
  Pool *pool = user_data;
  guint slot = GPOINTER_TO_UINT (data) - 1;
  gpointer result = pool->results + (gsize) slot * pool->options->result_size;
  GError *error = NULL;
  guint lane = 0;
  gboolean ok;

  if (pool->options->lower_priority)
    lower_priority ();
  g_mutex_lock (&pool->mutex);
  pool->stopped = pool->stopped || stop_raised (pool->stop);
  if (pool->stopped || slot > pool->error_slot)
    {
      pool->state[slot] = SLOT_OVER;
      pool->finished++;
      g_cond_signal (&pool->cond);
      g_mutex_unlock (&pool->mutex);
      return;
    }
  while (pool->lane_busy[lane])
    lane++;
  pool->lane_busy[lane] = TRUE;
  memset (&pool->lanes[lane], 0, sizeof (QdProgress));
  g_mutex_unlock (&pool->mutex);

  ok = pool->run (pool->shared, pool->indexes[slot], result, pool->stop, &pool->lanes[lane], &error);

  g_mutex_lock (&pool->mutex);
  pool->lane_busy[lane] = FALSE;
  pool->state[slot] = ok ? SLOT_DONE : SLOT_OVER;
  pool->finished++;
  pool->done += ok;
  if (!ok && error == NULL)
    pool->stopped = TRUE;
  else if (!ok && slot < pool->error_slot)
    {
      g_clear_error (&pool->error);
      pool->error = g_steal_pointer (&error);
      pool->error_slot = slot;
    }
  g_clear_error (&error);
  g_cond_signal (&pool->cond);
  g_mutex_unlock (&pool->mutex);
}

/* Every run on the calling thread, in order. */
static gboolean
run_here (const QdSweepPoolOptions *o, const guint64 *indexes, guint n, QdSweepRunFunc run, gpointer shared,
          QdSweepDeliverFunc deliver, gpointer user_data, const gint *stop, QdProgress *progress, GError **error)
{
  g_autofree guint8 *result = g_malloc0 (MAX (o->result_size, 1));

  for (guint slot = 0; slot < n; slot++)
    {
      GError *local = NULL;
      /* The sweep's own block: its nodes are the run's, live. */
      QdProgress own = { 0 }, *run_progress = progress != NULL ? progress : &own;

      memset (result, 0, o->result_size);
      if (stop_raised (stop))
        goto stopped;
      qd_progress_set (&run_progress->nodes, 0);
      if (!run (shared, indexes[slot], result, stop, run_progress, &local))
        {
          if (local == NULL)
            goto stopped;
          g_propagate_error (error, local);
          return FALSE;
        }
      if (progress != NULL)
        {
          qd_progress_set (&progress->total, n);
          qd_progress_set (&progress->done, slot + 1);
        }
      deliver (user_data, indexes[slot], result);
    }
  return TRUE;

stopped:
  g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_CANCELLED, _("Stopped"));
  return FALSE;
}

/* Delivers the done slots from *next on while they are done (the lock held
 * on entry and on return, not during a delivery). */
static void
deliver_prefix (Pool *pool, guint n, guint *next, QdSweepDeliverFunc deliver, gpointer user_data)
{
  while (*next < n && pool->state[*next] != SLOT_WAITING)
    {
      guint slot = (*next)++;

      if (pool->state[slot] != SLOT_DONE)
        {
          /* A gap: what follows waits for the end (a stop) or is dropped (an error). */
          (*next)--;
          return;
        }
      g_mutex_unlock (&pool->mutex);
      deliver (user_data, pool->indexes[slot], pool->results + (gsize) slot * pool->options->result_size);
      g_mutex_lock (&pool->mutex);
    }
}

gboolean
qd_sweep_pool_run (const QdSweepPoolOptions *o, const guint64 *indexes, guint n, QdSweepRunFunc run,
                   gpointer shared, QdSweepDeliverFunc deliver, gpointer user_data, const gint *stop,
                   QdProgress *progress, GError **error)
{
  Pool pool = { 0 };
  GThreadPool *threads;
  guint n_threads, next = 0;
  gboolean ok;

  g_return_val_if_fail (o != NULL && run != NULL && deliver != NULL, FALSE);
  g_return_val_if_fail (n == 0 || indexes != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (progress != NULL)
    {
      qd_progress_set (&progress->total, n);
      qd_progress_set (&progress->done, 0);
    }
  n_threads = CLAMP (o->threads, 1, MAX (n, 1));
  if (n_threads == 1 && !o->lower_priority)
    return run_here (o, indexes, n, run, shared, deliver, user_data, stop, progress, error);

  pool.options = o;
  pool.indexes = indexes;
  pool.run = run;
  pool.shared = shared;
  pool.stop = stop;
  pool.error_slot = G_MAXUINT;
  g_mutex_init (&pool.mutex);
  g_cond_init (&pool.cond);
  pool.results = g_malloc0 (MAX ((gsize) n * o->result_size, 1));
  pool.state = g_malloc0 (MAX (n, 1));
  pool.lanes = g_new0 (QdProgress, n_threads);
  pool.lane_busy = g_new0 (gboolean, n_threads);

  threads = g_thread_pool_new (worker, &pool, (gint) n_threads, TRUE, error);
  if (threads == NULL)
    {
      ok = FALSE;
      goto out;
    }
  for (guint k = 0; k < n; k++)
    {
      guint slot = o->order != NULL ? o->order[k] : k;

      g_thread_pool_push (threads, GUINT_TO_POINTER (slot + 1), NULL);
    }

  g_mutex_lock (&pool.mutex);
  for (;;)
    {
      deliver_prefix (&pool, n, &next, deliver, user_data);
      if (progress != NULL)
        {
          gint64 nodes = 0;

          for (guint lane = 0; lane < n_threads; lane++)
            if (pool.lane_busy[lane])
              nodes += qd_progress_get (&pool.lanes[lane].nodes);
          qd_progress_set (&progress->nodes, nodes);
          qd_progress_set (&progress->done, pool.done);
        }
      if (pool.finished == n)
        break;
      g_cond_wait_until (&pool.cond, &pool.mutex, g_get_monotonic_time () + 100 * G_TIME_SPAN_MILLISECOND);
    }
  g_mutex_unlock (&pool.mutex);
  g_thread_pool_free (threads, FALSE, TRUE);

  ok = pool.error == NULL && !pool.stopped && next == n;
  if (pool.error != NULL)
    g_propagate_error (error, g_steal_pointer (&pool.error));
  else if (!ok)
    {
      /* A stop: what finished after the first gap, in index order. */
      for (guint slot = next; slot < n; slot++)
        if (pool.state[slot] == SLOT_DONE)
          deliver (user_data, indexes[slot], pool.results + (gsize) slot * o->result_size);
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_CANCELLED, _("Stopped"));
    }

out:
  g_clear_error (&pool.error);
  g_free (pool.results);
  g_free (pool.state);
  g_free (pool.lanes);
  g_free (pool.lane_busy);
  g_mutex_clear (&pool.mutex);
  g_cond_clear (&pool.cond);
  return ok;
}

guint
qd_sweep_pool_default_threads (void)
{
  return MAX (g_get_num_processors (), 1);
}
