/* qd-search-run-bidir.c — what a bidirectional run's replay shows at a step:
 * which side reached each place or cell, and where the two searches meet
 * (the least g_forward + g_backward over the states both have reached). */
#include "config.h"

#include "qd-search-run-private.h"

#include <math.h>
#include <string.h>

gboolean
qd_search_run_is_bidirectional (const QdSearchRun *run)
{
  return qd_space_algorithm_is_bidirectional (run->settings.algorithm);
}

/* Replays the events up to `step`'s: the least g each side has reached
 * each cell with (`g`, 2 × n_cells, INFINITY: not reached), and the meeting
 * as the engine finds it: the first event that lowers g_forward + g_backward
 * over a cell both have reached. */
static void
replay_sides (const QdSearchRun *run, guint step, double *g, guint *meet, double *best)
{
  guint n_cells = qd_search_run_n_cells (run), n_steps = qd_search_run_n_steps (run);
  guint last = qd_search_run_step_event (run, MIN (step, n_steps - 1));

  for (guint i = 0; i < 2 * n_cells; i++)
    g[i] = INFINITY;
  /* The goal, the backward root, is reached from the start of the run. */
  if (run->space != NULL && run->space->goal_state != NULL)
    {
      guint goal = qd_search_doc_state_cell (run->doc, run->space->goal_state);

      if (goal < n_cells)
        g[2 * goal + 1] = 0;
    }
  for (guint i = 0; i <= last; i++)
    {
      const QdSearchEvent *e = qd_search_run_event_at (run, i);
      guint cell = qd_search_run_event_cell (run, i), side = e->side != 0;

      if (cell >= n_cells || e->kind == QD_SEARCH_EVENT_GOAL
          || (e->kind == QD_SEARCH_EVENT_GENERATE && e->fate == QD_SPACE_REPEATED))
        continue;
      g[2 * cell + side] = MIN (g[2 * cell + side], e->g);
      if (g[2 * cell] + g[2 * cell + 1] < *best)
        {
          *best = g[2 * cell] + g[2 * cell + 1];
          *meet = cell;
        }
    }
}

void
qd_search_run_sides (const QdSearchRun *run, guint step, guint8 *sides, guint *meet, double *meet_cost)
{
  guint n_cells = qd_search_run_n_cells (run);
  g_autofree double *g = g_new (double, 2 * MAX (n_cells, 1));
  double best = INFINITY;

  memset (sides, 0, n_cells);
  *meet = G_MAXUINT;
  if (meet_cost != NULL)
    *meet_cost = INFINITY;
  if (n_cells == 0 || qd_search_run_n_steps (run) == 0)
    return;
  replay_sides (run, step, g, meet, &best);
  for (guint c = 0; c < n_cells; c++)
    sides[c] = (guint8) ((isinf (g[2 * c]) ? 0 : 1) | (isinf (g[2 * c + 1]) ? 0 : 2));
  if (meet_cost != NULL)
    *meet_cost = best;
}
