/* bench-csp-files.c — constraint problems read from files (issue 50), each
 * timed apart from its reading: 8-Queens every solution (MAC, MRV), a hard
 * Sudoku with MAC (data/examples/constraints/sudoku-inkala.csp), N-Queens
 * 1,000 one solution by min-conflicts (seed 1), its 499,500 constraints
 * read from the text of a .csp file first, and the same with the rows as one
 * alldifferent in a .csp file and as XCSP3's global allDifferent (issue 63).  Prints the figures (the best of
 * a few runs for the short ones; for the long ones the process's CPU time
 * besides the wall clock's, which a shared machine inflates); a change in a
 * node or step count is a change in behaviour. */
#include "config.h"
#include "config-srcdir.h"

#include <glib.h>
#include <stdio.h>
#include <time.h>

#include "core/qd-local.h"
#include "problems/csp/qd-csp-model.h"

#define QUEENS 1000

/* The process's CPU time so far, in milliseconds. */
static double
cpu_ms (void)
{
  struct timespec t;

  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &t);
  return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

static QdCspModel *
read_model (const char *text)
{
  g_autoptr(GError) error = NULL;
  QdCspModel *model = qd_csp_model_parse (text, -1, &error);

  g_assert_no_error (error);
  return model;
}

static QdCspModel *
read_example (const char *name)
{
  const char *data = g_getenv ("QD_DATA_DIR");
  g_autofree char *path = g_build_filename (data != NULL ? data : SRC_DATADIR, "examples", "constraints", name,
                                            NULL);
  g_autofree char *text = NULL;

  if (!g_file_get_contents (path, &text, NULL, NULL))
    g_error ("cannot read %s", path);
  return read_model (text);
}

static void
search (const char *label, QdCspModel *model, gboolean all)
{
  QdCspOptions options;
  QdCspStats stats;
  g_autoptr(QdCspSolver) solver = NULL;
  double best = G_MAXDOUBLE;

  qd_csp_options_init (&options);
  options.inference = QD_CSP_INFER_MAC;
  options.var_order = QD_CSP_VAR_MRV;
  options.all_solutions = all;
  solver = qd_csp_solver_new (model->csp, &options);
  /* The best of five runs. */
  for (guint i = 0; i < 5; i++)
    {
      qd_csp_solver_run (solver, &stats);
      best = MIN (best, stats.time_us / 1000.0);
    }
  printf ("%-34s solutions %6" G_GUINT64_FORMAT "  nodes %8" G_GUINT64_FORMAT "  time-ms %9.3f\n", label,
          stats.solutions, stats.nodes, best);
}

/* N-Queens 1,000 from the text of a .csp file: read, then solved by
 * min-conflicts (seed 1, the defaults); TRUE when solved. */
static gboolean
min_conflicts_queens (const char *label, const char *text)
{
  g_autoptr(QdCspModel) queens = NULL;
  g_autoptr(QdMinConflicts) mc = NULL;
  QdMinConflictsOptions mc_options;
  QdMinConflictsStats mc_stats;
  QdMinConflictsStatus status;
  gint64 start = g_get_monotonic_time ();
  double cpu = cpu_ms ();

  queens = read_model (text);
  printf ("%-44s constraints %u  time-ms %9.1f  cpu-ms %9.1f\n", label, qd_csp_n_constraints (queens->csp),
          (g_get_monotonic_time () - start) / 1000.0, cpu_ms () - cpu);
  qd_min_conflicts_options_init (&mc_options);
  mc_options.seed = 1;
  start = g_get_monotonic_time ();
  cpu = cpu_ms ();
  mc = qd_min_conflicts_new (queens->csp, &mc_options);
  status = qd_min_conflicts_run (mc, &mc_stats);
  printf ("%-44s %s  steps %" G_GUINT64_FORMAT "  checks %" G_GUINT64_FORMAT "  time-ms %9.1f"
          "  with its set-up: time-ms %.1f  cpu-ms %.1f\n", "  min-conflicts",
          qd_min_conflicts_status_to_string (status), mc_stats.steps, mc_stats.checks, mc_stats.time_us / 1000.0,
          (g_get_monotonic_time () - start) / 1000.0, cpu_ms () - cpu);
  return status == QD_MIN_CONFLICTS_SOLVED;
}

int
main (int argc, char **argv)
{
  g_autoptr(QdCspModel) queens8 = read_example ("queens-8.csp");
  g_autoptr(QdCspModel) sudoku = read_example ("sudoku-inkala.csp");
  g_autofree char *pairwise = g_strdup_printf ("var q[1..%d] in 1..%d\nforall i in 1..%d, j in i + 1..%d:\n"
                                               "  q[i] != q[j] and abs(q[i] - q[j]) != j - i\n",
                                               QUEENS, QUEENS, QUEENS, QUEENS);
  /* Issue 63: the rows as one global constraint, which min-conflicts
   * measures by its pairs of equal values. */
  g_autofree char *global = g_strdup_printf ("var q[1..%d] in 1..%d\nalldifferent(q)\nforall i in 1..%d, j in i + 1..%d:"
                                             " abs(q[i] - q[j]) != j - i\n", QUEENS, QUEENS, QUEENS, QUEENS);
  g_autoptr(GString) xcsp = g_string_new (NULL);
  gboolean solved;

  /* XCSP3's usual model: allDifferent, a global propagator with its own
   * view for min-conflicts, and an intension per pair for the diagonals. */
  g_string_append_printf (xcsp, "<instance format=\"XCSP3\" type=\"CSP\">\n<variables><array id=\"q\" "
                          "size=\"[%d]\"> 0..%d </array></variables>\n<constraints>\n<allDifferent> q[] "
                          "</allDifferent>\n", QUEENS, QUEENS - 1);
  for (int i = 0; i < QUEENS; i++)
    for (int j = i + 1; j < QUEENS; j++)
      g_string_append_printf (xcsp, "<intension> ne(dist(q[%d],q[%d]),%d) </intension>\n", i, j, j - i);
  g_string_append (xcsp, "</constraints>\n</instance>\n");
  search ("8-Queens, every solution (MAC)", queens8, TRUE);
  search ("Inkala's Sudoku (MAC)", sudoku, FALSE);
  solved = min_conflicts_queens ("N-Queens 1000, pairwise: reading", pairwise);
  solved = min_conflicts_queens ("N-Queens 1000, alldifferent(q): reading", global) && solved;
  solved = min_conflicts_queens ("N-Queens 1000, XCSP3 allDifferent: reading", xcsp->str) && solved;
  return solved ? 0 : 1;
}
