/* qd-csp-g-timetable.c — the compulsory parts' profile of a cumulative
 * resource (qd-csp-g-timetable.h). */
#include "config.h"

#include "qd-csp-g-timetable.h"

/* Shell sort of n times, in place (no allocation; n is a resource's tasks). */
static void
sort_times (gint64 *a, guint n)
{
  static const guint gaps[] = { 701, 301, 132, 57, 23, 10, 4, 1 };

  for (guint g = 0; g < G_N_ELEMENTS (gaps); g++)
    for (guint i = gaps[g]; i < n; i++)
      {
        gint64 v = a[i];
        guint j = i;

        for (; j >= gaps[g] && a[j - gaps[g]] > v; j -= gaps[g])
          a[j] = a[j - gaps[g]];
        a[j] = v;
      }
}

/* The load at `time` (the parts that cover it). */
static gint64
load_at (const QdCspTtTask *tasks, guint n, gint64 time)
{
  gint64 load = 0;

  for (guint i = 0; i < n; i++)
    if (tasks[i].p > 0 && tasks[i].h > 0 && tasks[i].lst <= time && time < tasks[i].est + tasks[i].p)
      load += tasks[i].h;
  return load;
}

guint
qd_csp_tt_profile (const QdCspTtTask *tasks, guint n, QdCspTtSegment *seg, gint64 *work)
{
  guint m = 0, k = 0;

  for (guint i = 0; i < n; i++)
    if (tasks[i].p > 0 && tasks[i].h > 0 && tasks[i].lst < tasks[i].est + tasks[i].p)
      {
        work[m++] = tasks[i].lst;
        work[m++] = tasks[i].est + tasks[i].p;
      }
  sort_times (work, m);
  for (guint e = 0; e + 1 < m; e++)
    {
      gint64 load;

      if (work[e] == work[e + 1])
        continue;
      load = load_at (tasks, n, work[e]);
      if (load <= 0)
        continue;
      /* Not merged with an equal neighbour: a segment lies within a
       * task's part or outside it (qd_csp_tt_in_part). */
      seg[k++] = (QdCspTtSegment) { .start = work[e], .end = work[e + 1], .load = load };
    }
  return k;
}
