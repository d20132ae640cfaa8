/* qd-poll.h — when a search loop reads its stop flag and clock.
 *
 * A step may cost a microsecond (a tile move) or milliseconds (LM-cut on a
 * large task, a global constraint's check over every variable): a fixed
 * count of steps between polls is either too often or far too rare.  The
 * interval starts at one step, halves while a poll comes more than 20 ms
 * after the last and doubles back while it comes within 5 ms, up to `max`:
 * a stop or a deadline is seen within a few tens of milliseconds, and the
 * clock is read at most a few hundred times a second.  No allocation. */
#pragma once

#include <glib.h>

typedef struct
{
  guint until;       /* steps before the next poll */
  guint interval;    /* steps between polls */
  guint max;         /* the interval's ceiling */
  gint64 last_us;    /* g_get_monotonic_time () at the last poll */
} QdPoll;

static inline void
qd_poll_init (QdPoll *poll, guint max)
{
  poll->until = poll->interval = 1;
  poll->max = MAX (max, 1);
  poll->last_us = g_get_monotonic_time ();
}

/* One step: TRUE when a poll is due (then call qd_poll_adapt). */
static inline gboolean
qd_poll_step (QdPoll *poll)
{
  return G_UNLIKELY (--poll->until == 0);
}

/* The poll itself: the interval adapted to the time since the last one;
 * returns the clock's reading, for the caller's deadline. */
static inline gint64
qd_poll_adapt (QdPoll *poll)
{
  gint64 now = g_get_monotonic_time ();

  if (now - poll->last_us > 20000 && poll->interval > 1)
    poll->interval /= 2;
  else if (now - poll->last_us < 5000 && poll->interval < poll->max)
    poll->interval *= 2;
  poll->last_us = now;
  poll->until = poll->interval;
  return now;
}
