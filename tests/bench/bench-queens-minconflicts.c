/* bench-queens-minconflicts.c — min-conflicts places 1,000,000 queens
 * (issue 65; AIMA section 6.4: "solves even the million-queens problem in an
 * average of 50 steps (after the initial assignment)", from Minton, Johnston,
 * Philips and Laird 1992, whose initial assignment is greedy).
 *
 * Initial assignment "greedy" (Minton et al.'s): column by column, each
 * queen on a row of fewest conflicts with the queens already placed, ties
 * broken at random (qd_queens_greedy).  Then min-conflicts: a queen in
 * conflict drawn at random moves to a row of fewest conflicts (qd-queens-
 * minconflicts.c).  Printed: N, the time of the start and of the repairs,
 * the conflicts (attacking pairs) the greedy start left, the repair steps,
 * beside the book's "about 50".  For comparison, the random start (each
 * column's row uniform) at 1,000 to 1,000,000 queens: it needs about 0.6 N
 * repairs (at 1,000,000 it stops at a time limit, QD_BENCH_RANDOM_S,
 * default 120 s).  The final h is recounted here from the rows alone (each
 * line's queens, C(k, 2) pairs per line), independently of the counters.
 * Build with -Dbuildtype=release for figures. */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>

#include "core/qd-random.h"
#include "problems/queens/qd-queens-search.h"

#define SEEDS 3

/* h from the rows alone. */
static guint64
recount (const QdQueens *q)
{
  guint n = q->n;
  g_autofree guint *row = g_new0 (guint, n), *sum = g_new0 (guint, 2 * n), *diff = g_new0 (guint, 2 * n);
  guint64 h = 0;

  for (guint c = 0; c < n; c++)
    {
      row[q->rows[c]]++;
      sum[q->rows[c] + c]++;
      diff[q->rows[c] + n - c]++;
    }
  /* k queens on a line: k(k − 1)/2 pairs (0 for k = 0: 0 times anything). */
  for (guint i = 0; i < 2 * n; i++)
    h += (i < n ? (guint64) row[i] * (row[i] - 1) / 2 : 0) + (guint64) sum[i] * (sum[i] - 1) / 2 +
         (guint64) diff[i] * (diff[i] - 1) / 2;
  return h;
}

static void
run (guint n, QdQueensStart start, guint64 seed, double limit_s)
{
  g_autoptr(QdQueens) q = qd_queens_new (n);
  QdQueensRunOptions o;
  QdLocalOutcome out;
  guint64 rng = qd_random_mix (seed), left, h;
  gint64 t0 = g_get_monotonic_time (), t1;

  qd_queens_run_options_init (&o);
  o.algorithm = "min-conflicts";
  o.seed = qd_random_next (&rng);
  o.max_steps = 100 * (guint64) n;
  if (limit_s > 0)
    o.deadline_us = t0 + (gint64) (limit_s * 1e6);
  if (start == QD_QUEENS_START_GREEDY)
    qd_queens_greedy (q, &rng);
  else
    qd_queens_randomize (q, &rng);
  left = q->h;
  t1 = g_get_monotonic_time ();
  qd_queens_run (q, &o, &out, NULL);
  h = recount (q);
  printf ("%9u  %-7s %5" PRIu64 "  %10.3f %10.3f %12" PRIu64 " %10" PRIu64 "  ", n,
          start == QD_QUEENS_START_GREEDY ? "greedy" : "random", seed, (t1 - t0) / 1e6, out.time_us / 1e6, left,
          out.steps);
  if (h == q->h)
    printf (h == 0 ? "solved (h recounted: 0)\n" : "not solved (limit), h %" PRIu64 "\n", h);
  else
    printf ("RECOUNTED h %" PRIu64 " DIFFERS FROM %" PRIu64 "\n", h, q->h);
  fflush (stdout);
}

int
main (void)
{
  const char *env = g_getenv ("QD_BENCH_RANDOM_S");
  double random_s = env != NULL ? g_ascii_strtod (env, NULL) : 120;
  static const guint sizes[] = { 1000, 10000, 100000 };

  printf ("min-conflicts on N queens; the book (AIMA 6.4, Minton et al. 1992): 1,000,000 queens in about 50\n"
          "repair steps after a greedy initial assignment (each queen on a row of fewest conflicts with\n"
          "those already placed, ties at random).\n\n");
  printf ("%9s  %-7s %5s  %10s %10s %12s %10s\n", "N", "start", "seed", "start s", "repair s", "h at start",
          "repairs");
  for (guint64 seed = 1; seed <= SEEDS; seed++)
    run (1000000, QD_QUEENS_START_GREEDY, seed, 0);
  printf ("\nthe random start, for comparison:\n");
  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    run (sizes[i], QD_QUEENS_START_RANDOM, 1, 0);
  run (1000000, QD_QUEENS_START_RANDOM, 1, random_s);
  return 0;
}
