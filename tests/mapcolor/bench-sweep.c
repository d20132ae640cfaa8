/* bench-sweep.c — the scaling experiment on 1 thread and on 2 (issue 36:
 * `experiment mapcolor -j 2` at least 1.6 times faster than -j 1 on a
 * 2-core machine, with the same CSV apart from the time columns).
 *
 * One experiment (N = 2000, 5000, 10000, 4 maps, fc+restarts, mac+restarts,
 * min-conflicts, best) run in this process with threads 1, then 2, side by
 * side, `rounds` times (argument 1, default 1): per run the wall time and
 * the process's CPU time (CPU / wall near the threads: the machine was
 * ours; well under: other work had the cores), then the speedup of the
 * best wall times.  For one thread also its runs' times scheduled on two
 * free threads in the pool's order: the speedup a quiet machine allows (a
 * bound from the schedule, not a measurement).  Exit 1 when a CSV differs
 * from the one thread's apart from its time columns (time_ms_*).  Quote figures from a
 * -Dbuildtype=release build on a quiet machine.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "experiment-csv.h"

static const guint sizes[] = { 2000, 5000, 10000 };
static const QdMapcolorVariant algorithms[] = {
  { QD_MAPCOLOR_ALGO_FC, TRUE }, { QD_MAPCOLOR_ALGO_MAC, TRUE }, { QD_MAPCOLOR_ALGO_MIN_CONFLICTS, FALSE },
  { QD_MAPCOLOR_ALGO_BEST, FALSE },
};

static gint64
cpu_us (void)
{
  struct timespec t;

  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &t);
  return (gint64) t.tv_sec * G_USEC_PER_SEC + t.tv_nsec / 1000;
}

/* The wall time of the runs, as measured, on two threads free of other
 * work: each run in index order on the thread free first (how the pool
 * hands them out), map making left out.  What -j 2 can reach on a quiet
 * machine; a figure of the schedule, not a measurement. */
static double
two_thread_schedule_s (const QdMapcolorExperiment *e)
{
  gint64 free_at[2] = { 0, 0 };

  for (guint k = 0; k < e->runs->len; k++)
    {
      guint t = free_at[1] < free_at[0];

      free_at[t] += g_array_index (e->runs, QdMapcolorExperimentRun, k).time_us;
    }
  return MAX (free_at[0], free_at[1]) / 1e6;
}

/* One run of the experiment on `threads`: its wall and CPU time, its CSV;
 * on one thread, the sum of its runs' times and their schedule on two. */
static char *
run (guint threads, double *wall_s, double *cpu_s, double *sum_s, double *schedule_s)
{
  QdMapcolorExperimentConfig config = {
    (guint *) sizes, G_N_ELEMENTS (sizes), 4, (QdMapcolorVariant *) algorithms, G_N_ELEMENTS (algorithms), 4,
    QD_MAPCOLOR_GEN_SEGMENTS, 0, 0, 0,
  };
  g_autoptr(QdMapcolorExperiment) e = qd_mapcolor_experiment_new (&config);
  g_autoptr(GError) error = NULL;
  gint64 wall0 = g_get_monotonic_time (), cpu0 = cpu_us ();

  e->threads = threads;
  if (!qd_mapcolor_experiment_run (e, NULL, NULL, NULL, NULL, &error))
    {
      fprintf (stderr, "bench-sweep: %s\n", error->message);
      exit (1);
    }
  *wall_s = (g_get_monotonic_time () - wall0) / 1e6;
  *cpu_s = (cpu_us () - cpu0) / 1e6;
  *sum_s = 0;
  for (guint k = 0; k < e->runs->len; k++)
    *sum_s += g_array_index (e->runs, QdMapcolorExperimentRun, k).time_us / 1e6;
  *schedule_s = two_thread_schedule_s (e);
  return experiment_csv_without_times (e);
}

int
main (int argc, char **argv)
{
  guint rounds = argc > 1 ? (guint) CLAMP (atoi (argv[1]), 1, 100) : 1;
  double best[2] = { G_MAXDOUBLE, G_MAXDOUBLE };
  g_autofree char *reference = NULL;
  gboolean same = TRUE;

#ifdef __OPTIMIZE__
  printf ("# bench-sweep: optimised build, %u processors, %u round(s)\n", g_get_num_processors (), rounds);
#else
  printf ("# bench-sweep: NOT optimised (-O0): times are not representative; use -Dbuildtype=release\n");
#endif
  printf ("# experiment mapcolor --n 2000,5000,10000 --instances 4 "
          "--algorithms fc+restarts,mac+restarts,min-conflicts,best: 48 runs\n");
  printf ("%5s %7s %9s %8s %8s  %s\n", "round", "threads", "wall s", "cpu s", "cpu/wall", "csv");
  for (guint r = 0; r < rounds; r++)
    for (guint t = 0; t < 2; t++)
      {
        double wall, cpu, sum, schedule;
        g_autofree char *csv = run (t + 1, &wall, &cpu, &sum, &schedule);
        gboolean ok;

        if (reference == NULL)
          reference = g_strdup (csv);
        ok = strcmp (csv, reference) == 0;
        same = same && ok;
        best[t] = MIN (best[t], wall);
        printf ("%5u %7u %9.2f %8.2f %8.2f  %s\n", r + 1, t + 1, wall, cpu, cpu / wall,
                ok ? "same" : "DIFFERS");
        if (t == 0)
          printf ("      (its runs: %.2f s in all; in index order on two free threads %.2f s: at most %.2f times "
                  "faster)\n", sum, schedule, sum / schedule);
        fflush (stdout);
      }
  printf ("speedup -j 2 over -j 1 (best wall times %.2f s / %.2f s): %.2f (target >= 1.6)\n", best[0], best[1],
          best[0] / best[1]);
  printf ("CSV apart from the time columns: %s\n", same ? "the same" : "DIFFERENT");
  return same ? 0 : 1;
}
