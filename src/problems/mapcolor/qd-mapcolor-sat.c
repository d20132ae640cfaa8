/* qd-mapcolor-sat.c — algorithm sat: the colouring problem as the CNF that
 * mapcolor --cnf writes (qd-mapcolor-dimacs.c, the same clauses in the same
 * order), solved in this process by Quandary's CDCL solver (core/qd-sat:
 * clause learning, VSIDS, restarts), the colouring read back from the
 * model and checked.
 *
 * Complete: UNSAT is NO_SOLUTION.  The seed plays no part (the solver is
 * deterministic).  Counts: `assignments` are the solver's decisions and
 * propagations (Boolean variables set, not regions coloured), `backtracks`
 * its conflicts, `restarts` its restarts, `checks` 0.  The solver runs in
 * slices of SLICE conflicts, between which the assignment cap, the
 * deadline and the progress counter are seen to; Stop is polled by the
 * solver itself.  A CNF past QD_MAPCOLOR_SAT_MAX_CLAUSES clauses (many
 * colours on a large map) is not built: CAPPED. */
#include "config.h"
#include "qd-mapcolor-solve-private.h"

#include "core/qd-sat.h"

#define SLICE 256
#define QD_MAPCOLOR_SAT_MAX_CLAUSES G_GUINT64_CONSTANT (50000000)

typedef struct
{
  QdSat *sat;
  guint *lits;
} Loader;

static void
add_clause (const gint64 *lits, guint n, gpointer data)
{
  Loader *loader = data;

  for (guint i = 0; i < n; i++)
    loader->lits[i] = QD_SAT_LIT (lits[i]);
  qd_sat_add_clause (loader->sat, loader->lits, n);
}

/* The model's colouring into the solution, told to the listener. */
static gboolean
decode (QdMapcolorRun *run, const QdMap *map, const QdSat *sat, guint k)
{
  gint *colors = run->solution->colors;

  for (guint r = 0; r < map->n_regions; r++)
    {
      colors[r] = -1;
      for (guint c = 0; c < k && colors[r] < 0; c++)
        if (qd_sat_model_value (sat, r * k + c))
          colors[r] = (gint) c;
      if (run->options->on_assign != NULL)
        run->options->on_assign (run->options->user_data, r, colors[r]);
    }
  return qd_map_colouring_valid (map, colors, k);
}

static void
count (QdMapcolorRun *run, const QdSat *sat)
{
  const QdSatStats *stats = qd_sat_stats (sat);

  run->solution->assignments = stats->decisions + stats->propagations;
  run->solution->backtracks = stats->conflicts;
  run->solution->restarts = stats->restarts;
  if (run->options->progress_nodes != NULL)
    __atomic_store_n (run->options->progress_nodes, (gint64) run->solution->assignments, __ATOMIC_RELAXED);
}

/* Slices of the search until an answer, Stop, the cap or the deadline. */
static QdSatResult
search (QdMapcolorRun *run, QdSat *sat)
{
  guint64 cap = qd_mapcolor_max_assignments (run->options, 0);
  QdSatResult result = QD_SAT_BUDGET;

  while (result == QD_SAT_BUDGET)
    {
      result = qd_sat_solve (sat, run->options->stop, SLICE);
      count (run, sat);
      if (result == QD_SAT_BUDGET && ((cap != 0 && run->solution->assignments >= cap) ||
                                      qd_mapcolor_run_out_of_time (run)))
        break;
    }
  return result;
}

QdMapcolorStatus
qd_mapcolor_solve_sat (QdMapcolorRun *run, const QdMap *map)
{
  guint k = run->options->colors;
  g_autofree gint64 *scratch = NULL;
  g_autofree guint *lits = NULL;
  Loader loader;
  QdSatResult result;
  QdMapcolorStatus status;

  if (qd_mapcolor_run_out_of_time (run))
    return qd_mapcolor_run_unfinished (run);
  if (qd_map_cnf_n_clauses (map, k) > QD_MAPCOLOR_SAT_MAX_CLAUSES || (guint64) map->n_regions * k >= G_MAXINT / 2)
    return QD_MAPCOLOR_CAPPED;
  scratch = g_new (gint64, k);
  lits = g_new (guint, k);
  loader = (Loader) { qd_sat_new (map->n_regions * k), lits };
  qd_map_cnf_foreach (map, k, scratch, add_clause, &loader);
  result = search (run, loader.sat);
  if (result == QD_SAT_SAT)
    {
      /* The clauses force one colour a region and distinct neighbours. */
      gboolean valid = decode (run, map, loader.sat, k);
      g_assert (valid);
      status = QD_MAPCOLOR_SOLVED;
    }
  else if (result == QD_SAT_UNSAT)
    status = QD_MAPCOLOR_NO_SOLUTION;
  else
    status = qd_mapcolor_run_unfinished (run);
  qd_sat_free (loader.sat);
  return status;
}
