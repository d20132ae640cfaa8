/* test-sweep-pool.c — core/qd-sweep-pool: runs on 1, 2 and 8 threads that
 * finish out of order (each sleeps a time drawn from its index) are
 * delivered in index order with the results of one thread; a stop keeps
 * every finished run; of two failing runs the first by index is the error. */
#ifdef __linux__
#define _GNU_SOURCE   /* sched_setaffinity */
#endif
#include "config.h"

#include <gio/gio.h>
#include <string.h>

#include "core/qd-random.h"
#include "core/qd-sweep-pool.h"

#ifdef __linux__
#include <errno.h>
#include <sched.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

typedef struct {
  guint64 index;
  guint64 value;
} Result;

typedef struct {
  gint stop;
  guint64 stop_at;            /* the run that raises the stop, or G_MAXUINT64 */
  guint64 fail[2];            /* runs that fail (G_MAXUINT64: none) */
  gint running, most;         /* runs under way now, and at most */
  gint least_nice;            /* the lowest nice value a run had */
} Shared;

/* The calling thread's nice value (0 where it cannot be told). */
static gint
thread_nice (void)
{
#ifdef __linux__
  gint nice;

  errno = 0;
  nice = getpriority (PRIO_PROCESS, (id_t) syscall (SYS_gettid));
  return errno == 0 ? nice : 0;
#else
  return 0;
#endif
}

typedef struct {
  GArray *indexes;            /* delivered, in the order delivered */
  gboolean wrong;             /* a result that is not f(index) */
} Seen;

static guint64
f (guint64 index)
{
  return qd_random_mix (index * 31 + 7);
}

static gboolean
fake_run (gpointer data, guint64 index, gpointer result, const gint *stop, QdProgress *progress, GError **error)
{
  Shared *shared = data;
  Result *r = result;
  gint now = g_atomic_int_add (&shared->running, 1) + 1;
  gint most;

  /* The most runs at once, to see that the threads did overlap. */
  while ((most = g_atomic_int_get (&shared->most)) < now && !g_atomic_int_compare_and_exchange (&shared->most, most, now))
    ;
  while ((most = g_atomic_int_get (&shared->least_nice)) > thread_nice () &&
         !g_atomic_int_compare_and_exchange (&shared->least_nice, most, thread_nice ()))
    ;
  g_assert_cmpuint (r->index, ==, 0);   /* zeroed */
  g_assert_cmpuint (r->value, ==, 0);
  /* Out of order: up to 3 ms, by the index. */
  g_usleep (f (index) % 3000);
  qd_progress_add (&progress->nodes, (gint64) index);
  g_atomic_int_add (&shared->running, -1);
  if (index == shared->fail[0] || index == shared->fail[1])
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, "run %" G_GUINT64_FORMAT, index);
      return FALSE;
    }
  if (index == shared->stop_at)
    g_atomic_int_set (&shared->stop, 1);
  else if (g_atomic_int_get (stop) != 0)
    return FALSE;
  r->index = index;
  r->value = f (index);
  return TRUE;
}

static void
deliver (gpointer user_data, guint64 index, gpointer result)
{
  Seen *seen = user_data;
  const Result *r = result;

  g_array_append_val (seen->indexes, index);
  seen->wrong = seen->wrong || r->index != index || r->value != f (index);
}

/* Runs `indexes` on `threads`, the runs pushed in reverse when `reverse`. */
static gboolean
sweep (guint threads, gboolean lower, gboolean reverse, const guint64 *indexes, guint n, Shared *shared, Seen *seen,
       QdProgress *progress, GError **error)
{
  g_autofree guint *order = g_new (guint, MAX (n, 1));
  QdSweepPoolOptions options = { threads, lower, sizeof (Result), reverse ? order : NULL };

  for (guint k = 0; k < n; k++)
    order[k] = n - 1 - k;
  seen->indexes = g_array_new (FALSE, FALSE, sizeof (guint64));
  seen->wrong = FALSE;
  return qd_sweep_pool_run (&options, indexes, n, fake_run, shared, deliver, seen, &shared->stop, progress, error);
}

static void
assert_increasing (const Seen *seen)
{
  for (guint k = 1; k < seen->indexes->len; k++)
    g_assert_cmpuint (g_array_index (seen->indexes, guint64, k - 1), <, g_array_index (seen->indexes, guint64, k));
  g_assert_false (seen->wrong);
}

static void
test_all (void)
{
  static const guint thread_counts[] = { 1, 2, 8 };
  guint64 indexes[40];

  /* Sparse indexes: the runs of a shard. */
  for (guint k = 0; k < G_N_ELEMENTS (indexes); k++)
    indexes[k] = 3 * k + 2;
  for (guint t = 0; t < G_N_ELEMENTS (thread_counts); t++)
    for (guint variant = 0; variant < 3; variant++)
      {
        Shared shared = { 0, G_MAXUINT64, { G_MAXUINT64, G_MAXUINT64 }, 0, 0, G_MAXINT };
        Seen seen;
        QdProgress progress = { 0 };
        g_autoptr(GError) error = NULL;

        g_assert_true (sweep (thread_counts[t], variant == 1, variant == 2, indexes, G_N_ELEMENTS (indexes), &shared,
                              &seen, &progress, &error));
        g_assert_no_error (error);
        g_assert_cmpuint (seen.indexes->len, ==, G_N_ELEMENTS (indexes));
        g_assert_true (memcmp (seen.indexes->data, indexes, sizeof indexes) == 0);
        assert_increasing (&seen);
        g_assert_cmpint (progress.total, ==, G_N_ELEMENTS (indexes));
        g_assert_cmpint (progress.done, ==, G_N_ELEMENTS (indexes));
        /* Never more runs at once than threads (one thread: one). */
        g_assert_cmpint (shared.most, <=, (gint) thread_counts[t]);
        /* lower_priority: every run on a thread niced by 10 (at most 19),
         * even with one thread; else at the caller's. */
#ifdef __linux__
        if (variant == 1)
          g_assert_cmpint (shared.least_nice, >=, MIN (thread_nice () + 10, 19));
        else
          g_assert_cmpint (shared.least_nice, <=, thread_nice ());
#endif
        g_array_unref (seen.indexes);
      }
}

static void
test_stop (void)
{
  static const guint thread_counts[] = { 1, 2, 8 };
  guint64 indexes[60];

  for (guint k = 0; k < G_N_ELEMENTS (indexes); k++)
    indexes[k] = k;
  for (guint t = 0; t < G_N_ELEMENTS (thread_counts); t++)
    {
      Shared shared = { 0, 17, { G_MAXUINT64, G_MAXUINT64 } };
      Seen seen;
      g_autoptr(GError) error = NULL;
      gboolean has_stopper = FALSE;

      g_assert_false (sweep (thread_counts[t], FALSE, FALSE, indexes, G_N_ELEMENTS (indexes), &shared, &seen, NULL,
                             &error));
      g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
      /* Every run that finished, each once, in order, each right; run 17
       * raised the stop after its work, so it is there. */
      assert_increasing (&seen);
      for (guint k = 0; k < seen.indexes->len; k++)
        has_stopper = has_stopper || g_array_index (seen.indexes, guint64, k) == 17;
      g_assert_true (has_stopper);
      g_assert_cmpuint (seen.indexes->len, <, G_N_ELEMENTS (indexes));
      /* One thread: exactly the runs up to the stop. */
      if (thread_counts[t] == 1)
        g_assert_cmpuint (seen.indexes->len, ==, 18);
      g_array_unref (seen.indexes);
    }
}

static void
test_errors (void)
{
  static const guint thread_counts[] = { 1, 2, 8 };
  guint64 indexes[30];

  for (guint k = 0; k < G_N_ELEMENTS (indexes); k++)
    indexes[k] = k;
  for (guint t = 0; t < G_N_ELEMENTS (thread_counts); t++)
    for (guint reverse = 0; reverse < 2; reverse++)
      {
        Shared shared = { 0, G_MAXUINT64, { 9, 5 } };
        Seen seen;
        g_autoptr(GError) error = NULL;

        g_assert_false (sweep (thread_counts[t], FALSE, reverse, indexes, G_N_ELEMENTS (indexes), &shared, &seen, NULL,
                               &error));
        /* Run 9 may fail first (pushed first, or sooner done): 5 is the error,
         * and the runs before it are delivered, none after. */
        g_assert_error (error, G_IO_ERROR, G_IO_ERROR_FAILED);
        g_assert_cmpstr (error->message, ==, "run 5");
        g_assert_cmpuint (seen.indexes->len, ==, 5);
        for (guint k = 0; k < 5; k++)
          g_assert_cmpuint (g_array_index (seen.indexes, guint64, k), ==, k);
        g_assert_false (seen.wrong);
        g_array_unref (seen.indexes);
      }
}

static void
nice_in_task (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  g_task_return_int (task, thread_nice ());
}

/* The niced workers are gone after the sweep: a GTask worker afterwards
 * (the window's other jobs) runs at the caller's nice value. */
static void
test_nice_not_kept (void)
{
  for (guint round = 0; round < 3; round++)
    {
      Shared shared = { 0, G_MAXUINT64, { G_MAXUINT64, G_MAXUINT64 }, 0, 0, G_MAXINT };
      guint64 indexes[8] = { 0, 1, 2, 3, 4, 5, 6, 7 };
      Seen seen;

      g_assert_true (sweep (2, TRUE, FALSE, indexes, 8, &shared, &seen, NULL, NULL));
      g_array_unref (seen.indexes);
    }
  for (guint k = 0; k < 4; k++)
    {
      g_autoptr(GTask) task = g_task_new (NULL, NULL, NULL, NULL);

      g_task_run_in_thread_sync (task, nice_in_task);
      g_assert_cmpint (g_task_propagate_int (task, NULL), ==, thread_nice ());
    }
}

static void
test_empty (void)
{
  Shared shared = { 0, G_MAXUINT64, { G_MAXUINT64, G_MAXUINT64 } };
  Seen seen;

  g_assert_true (sweep (4, TRUE, FALSE, NULL, 0, &shared, &seen, NULL, NULL));
  g_assert_cmpuint (seen.indexes->len, ==, 0);
  g_array_unref (seen.indexes);
  g_assert_cmpuint (qd_sweep_pool_default_threads (), >=, 1);
  g_assert_cmpuint (qd_sweep_pool_default_threads (), <=, g_get_num_processors ());
#ifdef __linux__
  /* Run on one processor (taskset -c, a Slurm task of one CPU): one thread. */
  {
    cpu_set_t all, one;

    g_assert_cmpint (sched_getaffinity (0, sizeof all, &all), ==, 0);
    CPU_ZERO (&one);
    for (guint cpu = 0; cpu < CPU_SETSIZE; cpu++)
      if (CPU_ISSET (cpu, &all))
        {
          CPU_SET (cpu, &one);
          break;
        }
    g_assert_cmpint (sched_setaffinity (0, sizeof one, &one), ==, 0);
    g_assert_cmpuint (qd_sweep_pool_default_threads (), ==, 1);
    g_assert_cmpint (sched_setaffinity (0, sizeof all, &all), ==, 0);
  }
#endif
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/sweep-pool/all", test_all);
  g_test_add_func ("/sweep-pool/stop", test_stop);
  g_test_add_func ("/sweep-pool/errors", test_errors);
  g_test_add_func ("/sweep-pool/empty", test_empty);
  g_test_add_func ("/sweep-pool/nice-not-kept", test_nice_not_kept);
  return g_test_run ();
}
