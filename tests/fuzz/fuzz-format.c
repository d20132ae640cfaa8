/* fuzz-format.c — a libFuzzer target per file format (FUZZ_FORMAT picks it at
 * build time; tests/fuzz/meson.build makes one executable each).
 *
 * Every input is parsed; when it parses, the model is written, the text parsed
 * again and written again: both texts must be equal and the second parse must
 * succeed (a file the program writes is a file it reads back, to the same
 * model).  Formats with a solver then run it on the model with small limits
 * and check what it found (a colouring is proper; alpha-beta agrees with
 * minimax; a Battleship solution passes the puzzle's own check). */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "formats.h"
#include "problems/qd-game-tree.h"
#include "problems/qd-map.h"
#include "problems/qd-tree-search.h"
#include "problems/battleship/qd-battleship.h"
#include "problems/colorgame/qd-colorgame.h"
#include "problems/kcell/qd-kcell.h"
#include "problems/mapcolor/qd-mapcolor-solve.h"
#include "problems/takestones/qd-takestones-record.h"
#include "problems/tsp/qd-tsp.h"
#include "problems/wargame/qd-wargame-board.h"
#include "problems/wordpuzzle/qd-wordpuzzle.h"

typedef void (*ExerciseFunc) (gconstpointer model);

static void
fail (const char *what, const char *first, const char *second)
{
  fprintf (stderr, "fuzz-%s: %s\n--- first\n%s\n--- second\n%s\n", FUZZ_FORMAT, what,
           first != NULL ? first : "(none)", second != NULL ? second : "(none)");
  abort ();
}

static void
exercise_map (gconstpointer model)
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
        fail ("a solver's colouring is not proper", qd_mapcolor_algorithm_to_string (algorithm), NULL);
    }
}

static void
exercise_tree (gconstpointer model)
{
  g_autoptr(QdTreeAnalysis) minimax = qd_tree_analyze (model, QD_SEARCH_MINIMAX, NULL);
  g_autoptr(QdTreeAnalysis) alphabeta = qd_tree_analyze (model, QD_SEARCH_ALPHABETA, NULL);
  g_autofree char *text = qd_tree_analysis_format (model, alphabeta);

  if (text == NULL || text[0] == '\0')
    fail ("the analysis has no text", NULL, NULL);

  if (minimax->result.value != alphabeta->result.value &&
      !(minimax->result.value != minimax->result.value &&
        alphabeta->result.value != alphabeta->result.value))
    fail ("alpha-beta and minimax disagree on the root's value", NULL, NULL);
}

static void
exercise_battleship (gconstpointer model)
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
    fail ("the solver's solution fails the puzzle's check", why, NULL);
  g_free (why);
}

static const struct {
  const char *name;
  ExerciseFunc exercise;
} exercises[] = {
  { "battleship", exercise_battleship },
  { "gametree", exercise_tree },
  { "map", exercise_map },
};

static ExerciseFunc
the_exercise (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (exercises); i++)
    if (strcmp (exercises[i].name, FUZZ_FORMAT) == 0)
      return exercises[i].exercise;
  return NULL;
}

int LLVMFuzzerTestOneInput (const guint8 *data, size_t size);

int
LLVMFuzzerTestOneInput (const guint8 *data, size_t size)
{
  static const QdTestFormat *format;
  gpointer model = NULL;
  g_autofree char *why = NULL;

  if (format == NULL && (format = qd_test_format_find (FUZZ_FORMAT)) == NULL)
    abort ();
  switch (qd_test_round_trip (format, (const char *) data, size, &model, &why))
    {
    case QD_ROUND_TRIP_NOT_PARSED:
      return 0;
    case QD_ROUND_TRIP_BROKEN:
      fail (why, NULL, NULL);
      break;
    case QD_ROUND_TRIP_OK:
      if (the_exercise () != NULL)
        the_exercise () (model);
      format->free (model);
      break;
    }
  return 0;
}
