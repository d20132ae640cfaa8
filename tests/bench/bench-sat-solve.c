/* bench-sat-solve.c — Quandary's side of bench-sat-peers.py: reads DIMACS
 * files (their paths one a line on standard input), solves each in this
 * process with the CDCL solver (core/qd-sat), checks a model against every
 * clause, and prints one line a file:
 *
 *   PATH ANSWER SECONDS CONFLICTS DECISIONS PROPAGATIONS ELIMINATED REMOVED
 *
 * ANSWER is SAT, UNSAT, TIMEOUT (past --limit seconds), BADMODEL (a model
 * that falsifies a clause) or ERROR (the reader refused the file; its
 * message follows).  SECONDS is the processor time of reading the file,
 * parsing it and solving (clock_gettime's CLOCK_THREAD_CPUTIME_ID), the
 * same span MiniSat's "CPU time" line covers but for the process start-up
 * MiniSat's includes.  The CDCL solver first runs its SatELite
 * preprocessing, as the default `minisat` does (--pre off: not, as
 * `minisat -no-pre`); ELIMINATED and REMOVED are its variables eliminated
 * and clauses deleted (0 with --pre off).
 *
 * With --engine dpll or --engine walksat the same files go to the book's
 * engines instead (core/qd-prop-dpll.h, core/qd-prop-walksat.h), one line
 * a file too:
 *
 *   PATH ANSWER SECONDS NODES BRANCHES 0          (dpll: SAT, UNSAT, BUDGET
 *                                                  past --nodes calls, TIMEOUT)
 *   PATH ANSWER SECONDS SOLVED MEDIAN_FLIPS SEEDS (walksat: SAT when some seed
 *                                                  found a model, else NOMODEL)
 *
 * WalkSAT runs --seeds seeds (1, 2, …) of p --p and --flips flips each;
 * MEDIAN_FLIPS is the median of the flips of the seeds that found a model
 * (0 when none did); every model is checked against the clauses. */
#include "config.h"

#include <glib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "core/qd-dimacs.h"
#include "core/qd-prop-dpll.h"
#include "core/qd-prop-walksat.h"
#include "core/qd-sat.h"

typedef enum { ENGINE_CDCL, ENGINE_DPLL, ENGINE_WALKSAT } Engine;

typedef struct
{
  Engine engine;
  double limit;        /* seconds an instance; 0: none */
  guint64 nodes;       /* DPLL's calls */
  guint64 flips;       /* WalkSAT's flips a seed */
  guint seeds;
  double p;
  gboolean preprocess; /* CDCL: SatELite first, as default minisat (--pre on) */
} Options;

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
load (const QdCnf *cnf, gboolean preprocess)
{
  QdSat *sat = qd_sat_new (cnf->n_vars);
  g_autofree guint *clause = NULL;
  guint longest = 0;

  qd_sat_set_preprocess (sat, preprocess);
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

/* The clauses as core/qd-prop's (symbol s: literals 2s, 2s + 1). */
static QdPropClauses *
prop_clauses (const QdCnf *cnf)
{
  QdPropClauses *clauses = qd_prop_clauses_new ();
  g_autoptr (GArray) lits = g_array_new (FALSE, FALSE, sizeof (guint));

  for (guint i = 0; i < cnf->n_clauses; i++)
    {
      g_array_set_size (lits, 0);
      for (guint k = cnf->start[i]; k < cnf->start[i + 1]; k++)
        {
          guint lit = QD_SAT_LIT (cnf->lits[k]);
          g_array_append_val (lits, lit);
        }
      qd_prop_clauses_add (clauses, (guint *) (void *) lits->data, lits->len, QD_PROP_NONE, QD_PROP_NONE);
    }
  return clauses;
}

/* A symbol DPLL leaves free may take either value: false here. */
static gboolean
prop_model_satisfies (const QdPropClauses *clauses, const GArray *model)
{
  g_autofree guint8 *values = g_new (guint8, model->len + 1);

  for (guint s = 0; s < model->len; s++)
    values[s] = g_array_index (model, guint8, s) == 1;
  return qd_prop_clauses_eval (clauses, values);
}

static void
run_dpll (const char *path, const QdCnf *cnf, Watchdog *dog, const Options *o, double t0)
{
  g_autoptr (QdPropClauses) clauses = prop_clauses (cnf);
  QdPropDpllOptions options = { o->nodes, 1, &dog->stop };
  QdPropDpll out;
  const char *answer;

  qd_prop_dpll (clauses, cnf->n_vars, &options, &out);
  answer = out.status == QD_PROP_DPLL_UNSAT ? "UNSAT" : out.status == QD_PROP_DPLL_BUDGET ? "BUDGET"
         : out.status == QD_PROP_DPLL_STOPPED ? "TIMEOUT"
         : prop_model_satisfies (clauses, out.model) ? "SAT" : "BADMODEL";
  printf ("%s %s %.6f %" G_GUINT64_FORMAT " %" G_GUINT64_FORMAT " 0\n", path, answer,
          thread_seconds () - t0, out.n_nodes, out.n_branch);
  qd_prop_dpll_clear (&out);
}

static int
compare_guint64 (gconstpointer a, gconstpointer b)
{
  guint64 x = *(const guint64 *) a, y = *(const guint64 *) b;
  return x < y ? -1 : x > y;
}

static void
run_walksat (const char *path, const QdCnf *cnf, Watchdog *dog, const Options *o, double t0)
{
  g_autoptr (QdPropClauses) clauses = prop_clauses (cnf);
  g_autofree guint64 *flips = g_new0 (guint64, o->seeds + 1);
  guint solved = 0;
  gboolean bad = FALSE;

  for (guint seed = 1; seed <= o->seeds && !g_atomic_int_get (&dog->stop); seed++)
    {
      QdPropWalksatOptions options = { o->p, o->flips, seed, 1, &dog->stop };
      QdPropWalksat out;
      qd_prop_walksat (clauses, cnf->n_vars, &options, &out);
      if (out.status == QD_PROP_WALKSAT_SAT)
        {
          bad |= !prop_model_satisfies (clauses, out.model);
          flips[solved++] = out.n_flips;
        }
      qd_prop_walksat_clear (&out);
    }
  qsort (flips, solved, sizeof (guint64), compare_guint64);
  printf ("%s %s %.6f %u %" G_GUINT64_FORMAT " %u\n", path,
          bad ? "BADMODEL" : solved > 0 ? "SAT" : g_atomic_int_get (&dog->stop) ? "TIMEOUT" : "NOMODEL",
          thread_seconds () - t0, solved, solved > 0 ? flips[(solved - 1) / 2] : 0, o->seeds);
}

static void
run_cdcl (const char *path, const QdCnf *cnf, Watchdog *dog, gboolean preprocess, double t0)
{
  QdSat *sat = load (cnf, preprocess);
  QdSatResult result = qd_sat_solve (sat, &dog->stop, 0);
  QdSatStats stats = *qd_sat_stats (sat);
  const char *answer = result == QD_SAT_UNSAT ? "UNSAT" : result != QD_SAT_SAT ? "TIMEOUT"
                     : model_satisfies (cnf, sat) ? "SAT" : "BADMODEL";

  printf ("%s %s %.6f %" G_GUINT64_FORMAT " %" G_GUINT64_FORMAT " %" G_GUINT64_FORMAT " %" G_GUINT64_FORMAT
          " %" G_GUINT64_FORMAT "\n", path, answer, thread_seconds () - t0, stats.conflicts, stats.decisions,
          stats.propagations, stats.eliminated, stats.removed);
  qd_sat_free (sat);
}

static void
run_one (const char *path, Watchdog *dog, const Options *o)
{
  g_autofree char *text = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (QdCnf) cnf = NULL;
  gsize length;
  double t0 = thread_seconds ();

  g_atomic_int_set (&dog->stop, 0);
  g_mutex_lock (&dog->lock);
  dog->deadline = o->limit > 0 ? g_get_monotonic_time () + (gint64) (o->limit * 1e6) : 0;
  g_mutex_unlock (&dog->lock);
  if (!g_file_get_contents (path, &text, &length, &error)
      || (cnf = qd_dimacs_read (text, length, &error)) == NULL)
    {
      printf ("%s ERROR 0 0 0 0 %s\n", path, error->message);
      return;
    }
  if (o->engine == ENGINE_DPLL)
    run_dpll (path, cnf, dog, o, t0);
  else if (o->engine == ENGINE_WALKSAT)
    run_walksat (path, cnf, dog, o, t0);
  else
    run_cdcl (path, cnf, dog, o->preprocess, t0);
}

/* --limit S, --engine cdcl|dpll|walksat, --nodes N, --flips N, --seeds K, --p P,
 * --pre on|off. */
static gboolean
parse_options (int argc, char **argv, Options *o)
{
  *o = (Options) { ENGINE_CDCL, 0, 1000000, 100000, 5, 0.5, TRUE };
  for (int i = 1; i + 1 < argc; i += 2)
    {
      const char *name = argv[i], *value = argv[i + 1];
      if (strcmp (name, "--limit") == 0)
        o->limit = g_ascii_strtod (value, NULL);
      else if (strcmp (name, "--engine") == 0 && strcmp (value, "cdcl") == 0)
        o->engine = ENGINE_CDCL;
      else if (strcmp (name, "--engine") == 0 && strcmp (value, "dpll") == 0)
        o->engine = ENGINE_DPLL;
      else if (strcmp (name, "--engine") == 0 && strcmp (value, "walksat") == 0)
        o->engine = ENGINE_WALKSAT;
      else if (strcmp (name, "--nodes") == 0)
        o->nodes = g_ascii_strtoull (value, NULL, 10);
      else if (strcmp (name, "--flips") == 0)
        o->flips = g_ascii_strtoull (value, NULL, 10);
      else if (strcmp (name, "--seeds") == 0)
        o->seeds = (guint) g_ascii_strtoull (value, NULL, 10);
      else if (strcmp (name, "--p") == 0)
        o->p = g_ascii_strtod (value, NULL);
      else if (strcmp (name, "--pre") == 0 && (strcmp (value, "on") == 0 || strcmp (value, "off") == 0))
        o->preprocess = strcmp (value, "on") == 0;
      else
        return FALSE;
    }
  return argc % 2 == 1 && o->seeds > 0;
}

int
main (int argc, char **argv)
{
  Watchdog dog = { 0 };
  Options options;
  char line[4096];
  GThread *thread;

  if (!parse_options (argc, argv, &options))
    {
      fprintf (stderr, "usage: %s [--limit S] [--engine cdcl|dpll|walksat] [--nodes N] [--flips N] "
               "[--seeds K] [--p P] [--pre on|off] < PATHS\n", argv[0]);
      return 2;
    }

  g_mutex_init (&dog.lock);
  thread = g_thread_new ("watchdog", watchdog_run, &dog);
  while (fgets (line, sizeof line, stdin) != NULL)
    {
      g_strchomp (line);
      if (line[0] == '\0')
        continue;
      run_one (line, &dog, &options);
      fflush (stdout);
    }
  g_mutex_lock (&dog.lock);
  dog.done = TRUE;
  g_mutex_unlock (&dog.lock);
  g_thread_join (thread);
  g_mutex_clear (&dog.lock);
  return 0;
}
