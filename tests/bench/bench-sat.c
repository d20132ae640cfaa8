/* bench-sat.c — the CDCL solver (core/qd-sat) beside CaDiCaL (Debian's
 * cadical, run as a program on the same DIMACS file) on generated
 * instances: uf-like random 3-SAT at ratio 4.26 (SATLIB's uf/uuf are
 * generated so) and pigeonholes.  Prints both times and both answers, and
 * fails when the answers differ.  Without cadical, prints Quandary's times
 * alone. */
#include "config.h"

#include <glib.h>
#include <glib/gstdio.h>
#include <stdio.h>
#include <string.h>

#include "core/qd-dimacs.h"
#include "core/qd-sat.h"

static QdCnf *
random_3sat (guint n, guint32 seed)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (seed);
  QdCnf *cnf = g_new0 (QdCnf, 1);
  guint m = (guint) (4.26 * n + 0.5);

  cnf->n_vars = n;
  cnf->n_clauses = m;
  cnf->start = g_new (guint, m + 1);
  cnf->lits = g_new (gint, 3 * m);
  for (guint i = 0; i <= m; i++)
    cnf->start[i] = 3 * i;
  for (guint k = 0; k < 3 * m; k++)
    {
      gint v = g_rand_int_range (rand, 1, (gint32) n + 1);
      cnf->lits[k] = g_rand_boolean (rand) ? -v : v;
    }
  return cnf;
}

static QdCnf *
pigeonhole (guint pigeons, guint holes)
{
  QdCnf *cnf = g_new0 (QdCnf, 1);
  GArray *start = g_array_new (FALSE, FALSE, sizeof (guint));
  GArray *lits = g_array_new (FALSE, FALSE, sizeof (gint));
  guint zero = 0;

  g_array_append_val (start, zero);
  for (guint i = 0; i < pigeons; i++)
    {
      for (guint j = 0; j < holes; j++)
        {
          gint lit = (gint) (i * holes + j + 1);
          g_array_append_val (lits, lit);
        }
      g_array_append_val (start, lits->len);
    }
  for (guint j = 0; j < holes; j++)
    for (guint a = 0; a < pigeons; a++)
      for (guint b = a + 1; b < pigeons; b++)
        {
          gint pair[2] = { -(gint) (a * holes + j + 1), -(gint) (b * holes + j + 1) };
          g_array_append_vals (lits, pair, 2);
          g_array_append_val (start, lits->len);
        }
  cnf->n_vars = pigeons * holes;
  cnf->n_clauses = start->len - 1;
  cnf->start = (guint *) g_array_free (start, FALSE);
  cnf->lits = (gint *) g_array_free (lits, FALSE);
  return cnf;
}

/* Reads the file back (the reader is part of the run) and solves. */
static QdSatResult
run_quandary (const char *path, QdSatStats *stats)
{
  g_autofree char *text = NULL;
  gsize length;
  g_autoptr (GError) error = NULL;
  g_autoptr (QdCnf) cnf = NULL;
  g_autoptr (GArray) clause = g_array_new (FALSE, FALSE, sizeof (guint));
  QdSat *sat;
  QdSatResult result;

  g_assert_true (g_file_get_contents (path, &text, &length, NULL));
  cnf = qd_dimacs_read (text, length, &error);
  g_assert_no_error (error);
  sat = qd_sat_new (cnf->n_vars);
  for (guint i = 0; i < cnf->n_clauses; i++)
    {
      g_array_set_size (clause, 0);
      for (guint k = cnf->start[i]; k < cnf->start[i + 1]; k++)
        {
          guint lit = QD_SAT_LIT (cnf->lits[k]);
          g_array_append_val (clause, lit);
        }
      qd_sat_add_clause (sat, (guint *) clause->data, clause->len);
    }
  result = qd_sat_solve (sat, NULL, 0);
  *stats = *qd_sat_stats (sat);
  qd_sat_free (sat);
  return result;
}

/* cadical's answer (exit 10 SAT, 20 UNSAT), -1 without it. */
static gint
run_cadical (const char *path)
{
  const char *argv[] = { "cadical", "-q", "-n", path, NULL };
  gint status;

  if (!g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH | G_SPAWN_STDOUT_TO_DEV_NULL,
                     NULL, NULL, NULL, NULL, &status, NULL))
    return -1;
  return WIFEXITED (status) ? WEXITSTATUS (status) : -1;
}

static gboolean
bench (const char *name, QdCnf *cnf, const char *dir)
{
  g_autofree char *path = g_build_filename (dir, "instance.cnf", NULL);
  g_autofree char *text = qd_dimacs_write (cnf);
  QdSatStats stats;
  gint64 t0, t1, t2;
  QdSatResult ours;
  gint theirs;

  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  t0 = g_get_monotonic_time ();
  ours = run_quandary (path, &stats);
  t1 = g_get_monotonic_time ();
  theirs = run_cadical (path);
  t2 = g_get_monotonic_time ();
  printf ("%-16s %6u %7u  %-5s %8.3f s %9" G_GUINT64_FORMAT "   %-5s %8.3f s\n", name, cnf->n_vars,
          cnf->n_clauses, ours == QD_SAT_SAT ? "SAT" : "UNSAT", (t1 - t0) / 1e6, stats.conflicts,
          theirs == 10 ? "SAT" : theirs == 20 ? "UNSAT" : "-", theirs < 0 ? 0.0 : (t2 - t1) / 1e6);
  qd_cnf_free (cnf);
  g_unlink (path);
  return theirs < 0 || (theirs == 10) == (ours == QD_SAT_SAT);
}

int
main (void)
{
  g_autofree char *dir = g_dir_make_tmp ("bench-sat-XXXXXX", NULL);
  gboolean agree = TRUE;

  printf ("%-16s %6s %7s  %-5s %10s %9s   %-5s %10s\n", "instance", "vars", "clauses",
          "qd", "time", "conflicts", "cadical", "time");
  for (guint n = 100; n <= 250; n += 50)
    for (guint32 seed = 1; seed <= 4; seed++)
      {
        g_autofree char *name = g_strdup_printf ("uf%u-seed%u", n, seed);
        agree &= bench (name, random_3sat (n, seed), dir);
      }
  for (guint holes = 7; holes <= 9; holes++)
    {
      g_autofree char *name = g_strdup_printf ("hole%u", holes);
      agree &= bench (name, pigeonhole (holes + 1, holes), dir);
    }
  g_rmdir (dir);
  if (!agree)
    printf ("the answers differ\n");
  return agree ? 0 : 1;
}
