/* qd-csp-g-edgefind.c — edge-finding for noOverlap and cumulative
 * (qd-csp-g-edgefind.h). */
#include "config.h"

#include "qd-csp-g-edgefind.h"
#include "qd-csp-g2-scratch.h"

static gboolean
ef_task_counts (const QdCspEfTask *t, gint64 cap)
{
  return t->p > 0 && t->h > 0 && t->h <= cap;
}

/* order: the tasks that count, by increasing est (insertion sort: n is small). */
static guint
ef_order (const QdCspEfTask *tasks, guint n, gint64 cap, guint *order)
{
  guint m = 0;

  for (guint i = 0; i < n; i++)
    {
      guint k = m++;

      if (!ef_task_counts (&tasks[i], cap))
        {
          m--;
          continue;
        }
      for (; k > 0 && tasks[order[k - 1]].est > tasks[i].est; k--)
        order[k] = order[k - 1];
      order[k] = i;
    }
  return m;
}

/* Whether the task intervals ending at lct_b hold their energy; *slack:
 * the least room they leave, C (lct_b - est_a) - e(Omega). */
static gboolean
ef_no_overload (const QdCspEfTask *tasks, const guint *order, guint m, gint64 cap, gint64 lct_b, gint64 *slack)
{
  gint64 energy = 0;

  *slack = G_MAXINT64;
  for (guint q = m; q-- > 0;)
    {
      const QdCspEfTask *ta = &tasks[order[q]];

      if (ta->lct > lct_b)
        continue;
      energy += ta->p * ta->h;
      *slack = MIN (*slack, cap * (lct_b - ta->est) - energy);
    }
  return *slack >= 0;
}

/* For the intervals ending at lct_b, for each task i the bound on its
 * start from the largest Omega that i must follow.  i must follow an Omega
 * only when its energy exceeds the room Omega leaves, at least `slack`
 * (Omega without i, over a window no shorter): other tasks are passed by. */
static void
ef_for_end (const QdCspEfTask *tasks, const guint *order, guint m, gint64 cap, gint64 lct_b, gint64 slack, gint64 *lo)
{
  for (guint r = 0; r < m; r++)
    {
      guint i = order[r];
      const QdCspEfTask *ti = &tasks[i];
      gint64 energy = 0, best = G_MININT64, found = G_MININT64;

      if (ti->p * ti->h <= slack)
        continue;

      /* Omega grows as est_a goes down (a among the members). */
      for (guint q = m; q-- > 0;)
        {
          const QdCspEfTask *ta = &tasks[order[q]];
          gint64 rest;

          if (ta->lct > lct_b || order[q] == i)
            continue;
          energy += ta->p * ta->h;
          if (ti->lct <= lct_b && ti->est >= ta->est)
            continue;   /* i within Omega: Omega' grows on without it */
          rest = energy - (cap - ti->h) * (lct_b - ta->est);
          if (rest > 0)
            best = MAX (best, ta->est + (rest + ti->h - 1) / ti->h);
          if (energy + ti->p * ti->h > cap * (lct_b - MIN (ta->est, ti->est)))
            found = MAX (found, best);
        }
      if (found > lo[i])
        lo[i] = found;
    }
}

/* The earliest starts (lo), or FALSE on an overload. */
static gboolean
ef_starts (const QdCspEfTask *tasks, guint n, gint64 cap, guint *order, gint64 *lo)
{
  guint m = ef_order (tasks, n, cap, order);

  for (guint i = 0; i < n; i++)
    lo[i] = tasks[i].est;
  for (guint b = 0; b < m; b++)
    {
      gint64 slack;

      if (!ef_no_overload (tasks, order, m, cap, tasks[order[b]].lct, &slack))
        return FALSE;
      ef_for_end (tasks, order, m, cap, tasks[order[b]].lct, slack, lo);
    }
  return TRUE;
}

gboolean
qd_csp_g_edgefind (const QdCspEfTask *tasks, guint n, gint64 cap, gint64 *lo, gint64 *hi)
{
  gsize bytes = sizeof (QdCspEfTask) * (n + 1) + sizeof (gint64) * (n + 1) + sizeof (guint) * (n + 1);
  QdCspEfTask *mirror = qd_csp_g2_scratch (bytes);
  gint64 *mlo = (gint64 *) (mirror + n + 1);
  guint *order = (guint *) (mlo + n + 1);

  if (!ef_starts (tasks, n, cap, order, lo))
    return FALSE;
  for (guint i = 0; i < n; i++)
    mirror[i] = (QdCspEfTask) { .est = -tasks[i].lct, .lct = -tasks[i].est, .p = tasks[i].p, .h = tasks[i].h };
  if (!ef_starts (mirror, n, cap, order, mlo))
    return FALSE;
  for (guint i = 0; i < n; i++)
    hi[i] = -mlo[i];
  return TRUE;
}
