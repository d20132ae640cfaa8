/* qd-cli-limit.c — --time-limit for commands that stop on Ctrl-C: a timer
 * thread sets the same stop flag when the time runs out, so everything that
 * stops cleanly on Ctrl-C stops the same way at the limit. */
#include "config.h"
#include "cli/qd-cli.h"

#include <math.h>

static struct {
  GMutex lock;
  GCond changed;
  gboolean quit;
  gint64 deadline;
  gint *flag;
  GThread *thread;
  gint ran_out;
} timer;

static gpointer
timer_thread (gpointer data)
{
  g_mutex_lock (&timer.lock);
  while (!timer.quit)
    if (!g_cond_wait_until (&timer.changed, &timer.lock, timer.deadline) &&
        g_get_monotonic_time () >= timer.deadline)
      {
        g_atomic_int_set (&timer.ran_out, 1);
        g_atomic_int_set (timer.flag, 1);
        break;
      }
  g_mutex_unlock (&timer.lock);
  return NULL;
}

gint64
qd_cli_time_limit_us (double seconds)
{
  double us;

  if (!(seconds > 0))
    return 0;
  us = ceil (seconds * G_USEC_PER_SEC);
  return us >= (double) G_MAXINT64 / 2 ? G_MAXINT64 / 2 : MAX ((gint64) us, 1);
}

gint64
qd_cli_deadline_us (double seconds)
{
  return seconds > 0 ? g_get_monotonic_time () + qd_cli_time_limit_us (seconds) : 0;
}

const gint *
qd_cli_catch_interrupt_until (double seconds)
{
  const gint *flag = qd_cli_catch_interrupt ();

  g_atomic_int_set (&timer.ran_out, 0);
  if (seconds <= 0)
    return flag;
  timer.quit = FALSE;
  timer.deadline = qd_cli_deadline_us (seconds);
  /* The flag is a static int of qd-cli-common.c: setting it is what the
   * SIGINT handler does. */
  timer.flag = (gint *) flag;
  timer.thread = g_thread_new ("time-limit", timer_thread, NULL);
  return flag;
}

void
qd_cli_release_interrupt_until (void)
{
  if (timer.thread != NULL)
    {
      g_mutex_lock (&timer.lock);
      timer.quit = TRUE;
      g_cond_signal (&timer.changed);
      g_mutex_unlock (&timer.lock);
      g_thread_join (g_steal_pointer (&timer.thread));
    }
  qd_cli_release_interrupt ();
}

gboolean
qd_cli_time_ran_out (void)
{
  return g_atomic_int_get (&timer.ran_out) != 0;
}
