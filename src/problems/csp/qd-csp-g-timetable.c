/* qd-csp-g-timetable.c — the compulsory parts' profile of a cumulative
 * resource (qd-csp-g-timetable.h). */
#include "config.h"

#include "qd-csp-g-timetable.h"

/* Shell sort of n events by time, in place (no allocation; n is twice a
 * resource's tasks). */
static void
sort_events (QdCspTtEvent *a, guint n)
{
  static const guint gaps[] = { 701, 301, 132, 57, 23, 10, 4, 1 };

  for (guint g = 0; g < G_N_ELEMENTS (gaps); g++)
    for (guint i = gaps[g]; i < n; i++)
      {
        QdCspTtEvent v = a[i];
        guint j = i;

        for (; j >= gaps[g] && a[j - gaps[g]].time > v.time; j -= gaps[g])
          a[j] = a[j - gaps[g]];
        a[j] = v;
      }
}

/* A sweep over the parts' starts (+h) and ends (-h), in time order. */
guint
qd_csp_tt_profile (const QdCspTtTask *tasks, guint n, QdCspTtSegment *seg, QdCspTtEvent *work)
{
  guint m = 0, k = 0;
  gint64 load = 0;

  for (guint i = 0; i < n; i++)
    if (tasks[i].p > 0 && tasks[i].h > 0 && tasks[i].lst < tasks[i].est + tasks[i].p)
      {
        work[m++] = (QdCspTtEvent) { .time = tasks[i].lst, .delta = tasks[i].h };
        work[m++] = (QdCspTtEvent) { .time = tasks[i].est + tasks[i].p, .delta = -tasks[i].h };
      }
  sort_events (work, m);
  for (guint e = 0; e < m; e++)
    {
      load += work[e].delta;
      /* Not merged with an equal neighbour: a segment lies within a
       * task's part or outside it (qd_csp_tt_in_part). */
      if (e + 1 < m && work[e].time != work[e + 1].time && load > 0)
        seg[k++] = (QdCspTtSegment) { .start = work[e].time, .end = work[e + 1].time, .load = load };
    }
  return k;
}
