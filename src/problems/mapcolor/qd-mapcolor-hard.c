/* qd-mapcolor-hard.c — best on a general graph, once the Kempe
 * construction has failed (or for K <= 3): a clique bound, then the
 * complete search and the hybrid evolutionary algorithm as two lanes.  The phases and what they count
 * are described at the top of qd-mapcolor-solve.c. */
#include "qd-mapcolor-solve-private.h"

#include "qd-mapcolor-clique.h"
#include "qd-mapcolor-lanes.h"

#include <string.h>

/* Tabu search needs two n × K tables per job; past this many cells
 * (128 MB) best does without it. */
#define TABU_MAX_CELLS (G_GUINT64_CONSTANT (1) << 24)

/* Tells the listener that every region lost its colour: one phase gives
 * way to another. */
void
qd_mapcolor_run_tell_uncoloured (QdMapcolorRun *run, const QdMap *map)
{
  if (run->options->on_assign != NULL)
    for (guint r = 0; r < map->n_regions; r++)
      run->options->on_assign (run->options->user_data, r, -1);
}

/* The Kempe construction failed, or K <= 3: the hard case, a general graph
 * at its chromatic number or past it.  A clique larger than K ends it at
 * once (no colouring); else the complete search, on the model with the
 * clique precoloured (colours are interchangeable, so any colouring can be
 * renamed to give the clique's regions colours 0, 1, 2, ...: the search
 * need not try the others), and the hybrid evolutionary algorithm run as
 * two lanes (qd-mapcolor-lanes.c). */
QdMapcolorStatus
qd_mapcolor_search_hard (QdMapcolorRun *run, const QdMap *map, const gint *start)
{
  const QdMapcolorSolveOptions *mo = run->options;
  QdMapcolorSolution *sol = run->solution;
  g_autoptr(QdCsp) csp = NULL;
  g_autofree guint *clique = NULL;
  guint clique_size;
  QdMapcolorLanesSetup setup = { 0 };
  QdMapcolorStatus decided;

  clique = qd_mapcolor_greedy_clique (map, 0, &clique_size, &sol->checks);
  if (clique_size > mo->colors)
    return QD_MAPCOLOR_NO_SOLUTION;
  csp = qd_mapcolor_csp_new (map, mo->colors, TRUE);
  for (guint i = 0; i < clique_size; i++)
    for (guint c = 0; c < qd_csp_domain_size (csp, clique[i]); c++)
      if (c != i)
        qd_csp_remove_initial (csp, clique[i], c);
  if (qd_mapcolor_cover_phase (run, map, csp, &decided))
    return decided;
  if (qd_mapcolor_run_out_of_time (run))
    return qd_mapcolor_run_unfinished (run);
  if (mo->max_assignments != 0 && sol->assignments >= mo->max_assignments)
    return qd_mapcolor_run_unfinished (run);

  setup.run = run;
  setup.map = map;
  setup.start = start;
  setup.csp = csp;
  setup.tabu = mo->colors >= 2;
  setup.max_cells = TABU_MAX_CELLS;
  return qd_mapcolor_lanes_run (&setup);
}
