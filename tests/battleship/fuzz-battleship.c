/* fuzz-battleship.c — what the Battleship fuzz target checks of a puzzle it
 * reads (tests/fuzz/fuzz-format.c): a solution the solver finds, with small
 * limits, passes the puzzle's own check. */
#include "config.h"

#include "problems/battleship/qd-battleship.h"
#include "fuzz/fuzz-check.h"

void
qd_fuzz_check (gconstpointer model)
{
  const QdBattleship *puzzle = model;
  QdBattleshipSolveOptions options;
  g_autoptr(QdBattleshipResult) result = NULL;
  char *why = NULL;

  qd_battleship_solve_options_init (&options);
  options.max_solutions = 2;
  /* Nodes of a 25x25 grid cost about 0.3 ms under the sanitizers and
   * coverage: 2,000 keep one input well under the 10 s timeout. */
  options.max_nodes = 2000;
  result = qd_battleship_solve (puzzle, &options);
  if (result->solution != NULL && !qd_battleship_check_grid (puzzle, result->solution, &why))
    qd_fuzz_fail ("the solver's solution fails the puzzle's check", why, NULL);
  g_free (why);
}
