/* fuzz-search.c — what the search fuzz target checks of a document it reads
 * (tests/fuzz/fuzz-format.c): A* with the kind's default heuristic and a
 * 10,000-node budget; when it solves, the path is valid (each action legal
 * from the state before, the states and the cost those of the path, the
 * last state a goal); an unsolvable puzzle is not searched. */
#include "config.h"

#include <math.h>
#include <string.h>

#include "core/qd-space.h"
#include "problems/search/qd-search.h"
#include "fuzz/fuzz-check.h"

void
qd_fuzz_check (gconstpointer model)
{
  const QdSearchDoc *doc = model;
  QdSpace *space;
  QdSpaceOptions options;
  QdSpaceResult result;
  g_autofree guint8 *state = NULL;
  double cost = 0;

  if (!qd_search_doc_is_solvable (doc))
    return;
  space = qd_search_doc_space (doc, qd_search_doc_default_heuristic (doc), NULL);
  if (space == NULL)
    space = qd_search_doc_space (doc, QD_SEARCH_H_ZERO, NULL);
  if (space == NULL)
    qd_fuzz_fail ("no space for the zero heuristic", NULL, NULL);
  qd_space_options_init (&options);
  options.max_nodes = 10000;
  if (qd_space_solve (space, qd_search_space_start (space), &options, &result) == QD_SPACE_SOLVED)
    {
      state = g_malloc (space->state_size);
      memcpy (state, result.states, space->state_size);
      if (memcmp (state, qd_search_space_start (space), space->state_size) != 0)
        qd_fuzz_fail ("the path does not begin at the start", NULL, NULL);
      for (guint i = 0; i < result.n_steps; i++)
        {
          double step;

          if (!qd_search_space_apply (space, state, result.actions[i], state, &step))
            qd_fuzz_fail ("a step of the path is not legal", NULL, NULL);
          if (memcmp (state, result.states + (gsize) (i + 1) * space->state_size, space->state_size) != 0)
            qd_fuzz_fail ("the path's states are not its actions'", NULL, NULL);
          cost += step;
        }
      if (!space->is_goal (space, state))
        qd_fuzz_fail ("the path does not end at a goal", NULL, NULL);
      if (cost != result.cost)
        qd_fuzz_fail ("the path's cost is not the sum of its steps", NULL, NULL);
    }
  qd_space_result_clear (&result);
  qd_search_space_free (space);
}
