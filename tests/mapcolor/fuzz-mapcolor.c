/* fuzz-mapcolor.c — what the map-colouring fuzz target checks of a map it
 * reads (tests/fuzz/fuzz-format.c): every solver's colouring, with small
 * limits, is proper. */
#include "config.h"

#include "problems/qd-map.h"
#include "problems/mapcolor/qd-mapcolor-solve.h"
#include "fuzz/fuzz-check.h"

void
qd_fuzz_check (gconstpointer model)
{
  const QdMap *map = model;

  if (map->n_regions > 60)
    return;
  for (guint algorithm = 0; algorithm < QD_MAPCOLOR_N_ALGOS; algorithm++)
    {
      QdMapcolorSolveOptions options;
      g_autoptr(QdMapcolorSolution) solution = NULL;

      qd_mapcolor_solve_options_init (&options);
      options.algorithm = algorithm;
      options.colors = 3;
      options.seed = 1;
      options.max_assignments = 5000;
      if (algorithm == QD_MAPCOLOR_ALGO_BEST && map->n_regions > 25)
        continue;   /* complete and uncapped */
      solution = qd_mapcolor_solve (map, &options);
      if (solution->status == QD_MAPCOLOR_SOLVED &&
          !qd_map_colouring_valid (map, solution->colors, options.colors))
        qd_fuzz_fail ("a solver's colouring is not proper", qd_mapcolor_algorithm_to_string (algorithm), NULL);
    }
}
