/* bench-sat-solve.c — Quandary's side of bench-sat-peers.py: reads DIMACS
 * files (their paths one a line on standard input), solves each in this
 * process with the CDCL solver (core/qd-sat), checks a model against every
 * clause, and prints one line a file:
 *
 *   PATH ANSWER SECONDS CONFLICTS DECISIONS PROPAGATIONS
 *
 * ANSWER is SAT, UNSAT, TIMEOUT (past --limit seconds), BADMODEL (a model
 * that falsifies a clause) or ERROR (the reader refused the file; its
 * message follows).  SECONDS is the processor time of reading the file,
 * parsing it and solving (clock_gettime's CLOCK_THREAD_CPUTIME_ID), the
 * same span MiniSat's "CPU time" line covers but for the process start-up
 * MiniSat's includes. */
#include "config.h"

#include <glib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "core/qd-dimacs.h"
#include "core/qd-sat.h"

typedef struct
{
  gint stop;
  gint64 deadline;   /* monotonic µs; 0: none */
  gboolean done;
  GMutex lock;
} Watchdog;

/* Sets the stop flag when the current instance passes its deadline. */
static gpointer
watchdog_run (gpointer data)
{
  Watchdog *dog = data;

  for (;;)
    {
      gboolean done;
      gint64 deadline;
      g_mutex_lock (&dog->lock);
      done = dog->done;
      deadline = dog->deadline;
      g_mutex_unlock (&dog->lock);
      if (done)
        return NULL;
      if (deadline != 0 && g_get_monotonic_time () > deadline)
        g_atomic_int_set (&dog->stop, 1);
      g_usleep (5000);
    }
}

static double
thread_seconds (void)
{
  struct timespec ts;
  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts);
  return ts.tv_sec + ts.tv_nsec / 1e9;
}

static gboolean
model_satisfies (const QdCnf *cnf, const QdSat *sat)
{
  for (guint i = 0; i < cnf->n_clauses; i++)
    {
      gboolean satisfied = FALSE;
      for (guint k = cnf->start[i]; k < cnf->start[i + 1] && !satisfied; k++)
        satisfied = qd_sat_model_value (sat, (guint) ABS (cnf->lits[k]) - 1) == (cnf->lits[k] > 0);
      if (!satisfied)
        return FALSE;
    }
  return TRUE;
}

static QdSat *
load (const QdCnf *cnf)
{
  QdSat *sat = qd_sat_new (cnf->n_vars);
  g_autofree guint *clause = NULL;
  guint longest = 0;

  for (guint i = 0; i < cnf->n_clauses; i++)
    longest = MAX (longest, cnf->start[i + 1] - cnf->start[i]);
  clause = g_new (guint, longest + 1);
  for (guint i = 0; i < cnf->n_clauses; i++)
    {
      guint n = 0;
      for (guint k = cnf->start[i]; k < cnf->start[i + 1]; k++)
        clause[n++] = QD_SAT_LIT (cnf->lits[k]);
      qd_sat_add_clause (sat, clause, n);
    }
  return sat;
}

static void
run_one (const char *path, Watchdog *dog, double limit)
{
  g_autofree char *text = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (QdCnf) cnf = NULL;
  gsize length;
  double t0 = thread_seconds ();
  const char *answer;
  QdSat *sat;
  QdSatResult result;
  QdSatStats stats;

  g_atomic_int_set (&dog->stop, 0);
  g_mutex_lock (&dog->lock);
  dog->deadline = limit > 0 ? g_get_monotonic_time () + (gint64) (limit * 1e6) : 0;
  g_mutex_unlock (&dog->lock);
  if (!g_file_get_contents (path, &text, &length, &error)
      || (cnf = qd_dimacs_read (text, length, &error)) == NULL)
    {
      printf ("%s ERROR 0 0 0 0 %s\n", path, error->message);
      return;
    }
  sat = load (cnf);
  result = qd_sat_solve (sat, &dog->stop, 0);
  stats = *qd_sat_stats (sat);
  answer = result == QD_SAT_UNSAT ? "UNSAT" : result != QD_SAT_SAT ? "TIMEOUT"
         : model_satisfies (cnf, sat) ? "SAT" : "BADMODEL";
  printf ("%s %s %.6f %" G_GUINT64_FORMAT " %" G_GUINT64_FORMAT " %" G_GUINT64_FORMAT "\n", path,
          answer, thread_seconds () - t0, stats.conflicts, stats.decisions, stats.propagations);
  qd_sat_free (sat);
}

int
main (int argc, char **argv)
{
  Watchdog dog = { 0 };
  double limit = argc > 2 && strcmp (argv[1], "--limit") == 0 ? g_ascii_strtod (argv[2], NULL) : 0;
  char line[4096];
  GThread *thread;

  g_mutex_init (&dog.lock);
  thread = g_thread_new ("watchdog", watchdog_run, &dog);
  while (fgets (line, sizeof line, stdin) != NULL)
    {
      g_strchomp (line);
      if (line[0] == '\0')
        continue;
      run_one (line, &dog, limit);
      fflush (stdout);
    }
  g_mutex_lock (&dog.lock);
  dog.done = TRUE;
  g_mutex_unlock (&dog.lock);
  g_thread_join (thread);
  g_mutex_clear (&dog.lock);
  return 0;
}
