/* qd-sweep-pool.c — a sweep's runs on worker threads, delivered in order.
 *
 * The workers are threads of the sweep's own (g_thread_new), joined at its
 * end: no run waits behind another GTask, and a niced thread never goes
 * back to GLib's shared pool (GThreadPool hands even an exclusive pool's
 * threads to the shared pool when it is freed, where a GTask would get one
 * niced for good: a thread cannot take its nice value back).  A worker
 * takes the next run in the caller's order, writes its result into the
 * run's slot of one block allocated before the start, and marks it under
 * the mutex.  The calling thread sleeps on the condition (at most 100 ms, to
 * refresh the node count) and delivers the slots in index order as the
 * prefix fills. */
#ifdef __linux__
#define _GNU_SOURCE   /* sched_getaffinity, CPU_COUNT */
#endif
#include "config.h"
#include "qd-sweep-pool.h"

#include <gio/gio.h>
#include <glib/gi18n.h>
#include <string.h>

#ifdef __linux__
#include <errno.h>
#include <sched.h>
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
  guint n, next;             /* runs; the next to start (its place in the order) */
  guint8 *results;           /* n × result_size */
  guint8 *state;             /* SlotState per slot */
  guint finished, done;      /* slots over or done; of which done */
  gboolean stopped;          /* the flag was seen, or a run stopped */
  guint error_slot;          /* the first failed slot by index, or G_MAXUINT */
  GError *error;             /* its error */
  /* A lane per thread: the progress of its run, whether one is under way. */
  QdProgress *lanes;
  gboolean *lane_busy;
} Pool;

typedef struct {
  Pool *pool;
  guint lane;
} Worker;

static gboolean
stop_raised (const gint *stop)
{
  return stop != NULL && g_atomic_int_get (stop) != 0;
}

/* The calling thread niced by 10 (at most 19). */
static void
lower_priority (void)
{
#ifdef __linux__
  pid_t tid = (pid_t) syscall (SYS_gettid);
  int now;

  errno = 0;
  now = getpriority (PRIO_PROCESS, (id_t) tid);
  if (errno == 0)
    setpriority (PRIO_PROCESS, (id_t) tid, MIN (now + 10, 19));
#endif
}

/* Runs `slot` on `lane` (the lock held on entry and on return, not during
 * the run); after a stop, or past a failed run, only marks it over. */
static void
run_slot (Pool *pool, guint lane, guint slot)
{
  gpointer result = pool->results + (gsize) slot * pool->options->result_size;
  GError *error = NULL;
  gboolean ok;

  pool->stopped = pool->stopped || stop_raised (pool->stop);
  if (pool->stopped || slot > pool->error_slot)
    {
      pool->state[slot] = SLOT_OVER;
      pool->finished++;
      return;
    }
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
}

/* A worker thread: the runs in the caller's order, until none is left. */
static gpointer
worker (gpointer data)
{
  Worker *w = data;
  Pool *pool = w->pool;

  if (pool->options->lower_priority)
    lower_priority ();
  g_mutex_lock (&pool->mutex);
  while (pool->next < pool->n)
    {
      guint k = pool->next++;

      run_slot (pool, w->lane, pool->options->order != NULL ? pool->options->order[k] : k);
      g_cond_signal (&pool->cond);
    }
  g_mutex_unlock (&pool->mutex);
  return NULL;
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
  g_autofree GThread **threads = NULL;
  g_autofree Worker *workers = NULL;
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
  pool.n = n;
  g_mutex_init (&pool.mutex);
  g_cond_init (&pool.cond);
  pool.results = g_malloc0 (MAX ((gsize) n * o->result_size, 1));
  pool.state = g_malloc0 (MAX (n, 1));
  pool.lanes = g_new0 (QdProgress, n_threads);
  pool.lane_busy = g_new0 (gboolean, n_threads);

  threads = g_new0 (GThread *, n_threads);
  workers = g_new0 (Worker, n_threads);
  for (guint t = 0; t < n_threads; t++)
    {
      workers[t] = (Worker) { &pool, t };
      threads[t] = g_thread_new ("qd-sweep", worker, &workers[t]);
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
  for (guint t = 0; t < n_threads; t++)
    g_thread_join (threads[t]);

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
#ifdef __linux__
  /* The processors this process may run on (taskset, a Slurm task's
   * cpuset), which g_get_num_processors does not look at. */
  cpu_set_t set;

  if (sched_getaffinity (0, sizeof set, &set) == 0 && CPU_COUNT (&set) > 0)
    return MIN ((guint) CPU_COUNT (&set), MAX (g_get_num_processors (), 1));
#endif
  return MAX (g_get_num_processors (), 1);
}

/* ------------------------------------------------------- a shard's runs */

typedef struct {
  QdSweepCountedFunc deliver;
  gpointer user_data;
  guint done, total;
} Counted;

static void
deliver_counted (gpointer user_data, guint64 index, gpointer result)
{
  Counted *c = user_data;

  c->done++;
  c->deliver (c->user_data, result, c->done, c->total);
}

gboolean
qd_sweep_pool_run_shard (guint threads, gsize result_size, guint64 n_runs, const QdSweepShard *shard,
                         const gboolean *skip, QdSweepRunFunc run, gpointer shared, QdSweepCountedFunc deliver,
                         gpointer user_data, const gint *stop, QdProgress *progress, GError **error)
{
  g_autoptr(GArray) indexes = g_array_new (FALSE, FALSE, sizeof (guint64));
  QdSweepPoolOptions options = { 0 };
  Counted counted = { deliver, user_data, 0, 0 };
  g_autoptr(GError) local = NULL;

  for (guint64 i = 0; i < n_runs; i++)
    if (qd_sweep_shard_has (shard, i) && (skip == NULL || !skip[i]))
      g_array_append_val (indexes, i);
  counted.total = indexes->len;
  options.threads = threads;
  options.result_size = result_size;
  if (qd_sweep_pool_run (&options, (const guint64 *) indexes->data, indexes->len, run, shared, deliver_counted,
                         &counted, stop, progress, &local))
    return TRUE;
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED, _("stopped after %u of %u instances"), counted.done,
               counted.total);
  return FALSE;
}
