/* qd-mapcolor-hard.c — best on a general graph, once the Kempe
 * construction has failed (or for K <= 3): a clique bound, then the
 * complete search and tabu search in turns.  The phases and what they count
 * are described at the top of qd-mapcolor-solve.c. */
#include "qd-mapcolor-solve-private.h"

#include "qd-mapcolor-clique.h"
#include "qd-mapcolor-tabu.h"

#include <string.h>

/* Tabu search needs two n × K tables; past this many cells (128 MB) best
 * does without it. */
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

/* One turn of tabu search, of at most `budget` assignments, until
 * `turn_end` (monotonic time).  CAPPED when the turn is over. */
static QdMapcolorStatus
tabu_turn (QdMapcolorRun *run, const QdMap *map, QdMapcolorTabu *tabu, guint64 budget, gint64 turn_end)
{
  const QdMapcolorSolveOptions *mo = run->options;
  QdMapcolorSolution *sol = run->solution;
  const gint *colors = qd_mapcolor_tabu_colors (tabu);
  QdMapcolorTabuLimits limits = {
    .max_assignments = budget,
    .deadline_us = run->deadline_us != 0 ? MIN (run->deadline_us, turn_end) : turn_end,
    .stop = mo->stop,
    .progress_nodes = mo->progress_nodes,
    .on_assign = mo->on_assign, .user_data = mo->user_data,
  };

  /* The listener sees the colouring the search goes on from. */
  if (mo->on_assign != NULL)
    for (guint r = 0; r < map->n_regions; r++)
      if (colors[r] >= 0)
        mo->on_assign (mo->user_data, r, colors[r]);
  switch (qd_mapcolor_tabu_run (tabu, &limits, &sol->assignments, &sol->checks))
    {
    case QD_MAPCOLOR_TABU_SOLVED:
      memcpy (sol->colors, colors, sizeof (gint) * map->n_regions);
      return QD_MAPCOLOR_SOLVED;
    case QD_MAPCOLOR_TABU_STOPPED:
      return qd_mapcolor_run_out_of_time (run) ? qd_mapcolor_run_unfinished (run) : QD_MAPCOLOR_CAPPED;
    case QD_MAPCOLOR_TABU_BUDGET:
    default:
      return QD_MAPCOLOR_CAPPED;
    }
}

/* The Kempe construction failed, or K <= 3: the hard case, a general graph
 * at its chromatic number or past it.  A clique larger than K ends it at
 * once (no colouring); else the complete search, on the model with the
 * clique precoloured (colours are interchangeable, so any colouring can be
 * renamed to give the clique's regions colours 0, 1, 2, ...: the search
 * need not try the others), takes turns with tabu search (which goes on
 * from where it stopped): the complete search's cap doubles every turn, and
 * each tabu turn lasts as long as the complete search's before it. */
QdMapcolorStatus
qd_mapcolor_search_hard (QdMapcolorRun *run, const QdMap *map, const gint *start)
{
  const QdMapcolorSolveOptions *mo = run->options;
  QdMapcolorSolution *sol = run->solution;
  g_autoptr(QdCsp) csp = NULL;
  g_autoptr(QdMapcolorTabu) tabu = NULL;
  g_autofree guint *clique = NULL;
  guint clique_size;
  guint64 cap = 10 * (guint64) map->n_regions + 10000;
  gint64 turn_start;
  QdCspOptions o;

  clique = qd_mapcolor_greedy_clique (map, 0, &clique_size, &sol->checks);
  if (clique_size > mo->colors)
    return QD_MAPCOLOR_NO_SOLUTION;
  csp = qd_mapcolor_map_csp (map, mo->colors);
  for (guint i = 0; i < clique_size; i++)
    for (guint c = 0; c < qd_csp_domain_size (csp, clique[i]); c++)
      if (c != i)
        qd_csp_remove_initial (csp, clique[i], c);
  if (mo->colors >= 2)
    tabu = qd_mapcolor_tabu_new (map, mo->colors, mo->seed, start, TABU_MAX_CELLS,
                                 QD_MAPCOLOR_TABU_TABUCOL, QD_MAPCOLOR_TENURE_DYNAMIC);

  qd_csp_options_init (&o);
  o.inference = mo->colors <= 3 ? QD_CSP_INFER_MAC : QD_CSP_INFER_FC;
  o.var_order = QD_CSP_VAR_MRV_DEGREE;
  o.val_order = QD_CSP_VAL_LCV;
  o.backjumping = TRUE;
  for (guint restart = 0;; restart++, cap *= 2)
    {
      guint64 budget = cap;
      QdMapcolorStatus status;

      /* A run cut short by the deadline or Stop is not a run to restart
       * (it would restart forever, each one stopped at once). */
      if (qd_mapcolor_run_out_of_time (run))
        return qd_mapcolor_run_unfinished (run);
      if (mo->max_assignments != 0)
        {
          if (sol->assignments >= mo->max_assignments)
            return qd_mapcolor_run_unfinished (run);
          budget = MIN (budget, mo->max_assignments - sol->assignments);
        }
      if (restart > 0)
        {
          o.val_order = QD_CSP_VAL_RANDOM;
          o.seed = mo->seed + restart;
        }
      turn_start = g_get_monotonic_time ();
      status = qd_mapcolor_engine_run (run, csp, &o, budget);
      if (status != QD_MAPCOLOR_CAPPED || budget < cap)
        return status;
      qd_mapcolor_run_tell_uncoloured (run, map);
      if (tabu == NULL)
        continue;

      /* Tabu's turn: as long as the complete search's took.  Their costs
       * per step differ (an assignment costs from one to ten moves, by the
       * graph), so a turn is measured in time: the better suited of the two
       * gets half the time, and best is never more than about twice as slow
       * as it alone.  (The price: on a graph that needs tabu search, which
       * colouring comes out depends on the machine's speed as well as the
       * seed.) */
      if (qd_mapcolor_run_out_of_time (run))
        return qd_mapcolor_run_unfinished (run);
      budget = G_MAXUINT64;
      if (mo->max_assignments != 0)
        {
          if (sol->assignments >= mo->max_assignments)
            return qd_mapcolor_run_unfinished (run);
          budget = mo->max_assignments - sol->assignments;
        }
      status = tabu_turn (run, map, tabu, budget, 2 * g_get_monotonic_time () - turn_start);
      if (status != QD_MAPCOLOR_CAPPED || qd_mapcolor_run_out_of_time (run) ||
          (mo->max_assignments != 0 && sol->assignments >= mo->max_assignments))
        return status;
      qd_mapcolor_run_tell_uncoloured (run, map);
    }
}
