/* qd-csp-g-timetable.h — the profile of a cumulative resource's compulsory
 * parts (time-tabling), built once per run of the propagator instead of
 * summing every task's part at each time a start is tried.
 *
 * A task whose start lies in est .. lst and that runs for at least p time
 * units with at least h of the capacity surely occupies [lst, est + p) when
 * that is not empty: its compulsory part.  The profile is the sum of these
 * parts, a step function: the segments [start, end) of constant load, those
 * of load 0 left out.  A start s of task i is ruled out when some segment
 * [start, end) with start < s + p and s < end has a load which, without
 * i's own part, plus h, exceeds the capacity. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct {
  gint64 est, lst;          /* the earliest and latest start */
  gint64 p, h;              /* the least length and height (<= 0: no part) */
} QdCspTtTask;

typedef struct {
  gint64 start, end;        /* [start, end) */
  gint64 load;              /* > 0 */
} QdCspTtSegment;

typedef struct {
  gint64 time;
  gint64 delta;             /* a part's height, + where it starts, - where it ends */
} QdCspTtEvent;

/* The segments of the profile of n tasks, by increasing time, written to
 * `seg` (room for 2 n - 1 of them); returns their count.  `work` has room
 * for 2 n events.  O(n log n) (a sweep); allocates nothing. */
guint    qd_csp_tt_profile (const QdCspTtTask *tasks, guint n, QdCspTtSegment *seg, QdCspTtEvent *work);

/* Whether segment `s` lies within task t's compulsory part (its load then
 * counts t's height). */
static inline gboolean
qd_csp_tt_in_part (const QdCspTtTask *t, const QdCspTtSegment *s)
{
  return t->p > 0 && t->h > 0 && t->lst <= s->start && s->end <= t->est + t->p;
}

/* Whether segment `s` rules out task t's starts in (s->start - p, s->end):
 * its load without t's part, plus t's height, exceeds `cap`. */
static inline gboolean
qd_csp_tt_blocks (const QdCspTtTask *t, const QdCspTtSegment *s, gint64 cap)
{
  gint64 own = qd_csp_tt_in_part (t, s) ? t->h : 0;

  return t->p > 0 && t->h > 0 && s->load - own + t->h > cap;
}

G_END_DECLS
