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

typedef gpointer (*ParseFunc)     (const char *text, gssize length, GError **error);
typedef char    *(*WriteFunc)     (gconstpointer model);
typedef void     (*FreeFunc)      (gpointer model);
typedef void     (*ExerciseFunc)  (gconstpointer model);

typedef struct {
  const char *name;
  ParseFunc parse;
  WriteFunc write;
  FreeFunc free;
  ExerciseFunc exercise;   /* optional: a solver run with limits, and its check */
} Format;

static void
fail (const char *what, const char *first, const char *second)
{
  fprintf (stderr, "fuzz-%s: %s\n--- first\n%s\n--- second\n%s\n", FUZZ_FORMAT, what,
           first != NULL ? first : "(none)", second != NULL ? second : "(none)");
  abort ();
}

static gpointer
parse_map (const char *text, gssize length, GError **error)
{
  return qd_map_parse (text, length, NULL, error);
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
  options.max_nodes = 20000;
  result = qd_battleship_solve (puzzle, &options);
  if (result->solution != NULL && !qd_battleship_check_grid (puzzle, result->solution, &why))
    fail ("the solver's solution fails the puzzle's check", why, NULL);
  g_free (why);
}

#define FORMAT(id, parse, write, free, exercise) \
  { id, (ParseFunc) parse, (WriteFunc) write, (FreeFunc) free, exercise }

static const Format formats[] = {
  FORMAT ("battleship", qd_battleship_parse, qd_battleship_to_string, qd_battleship_free, exercise_battleship),
  FORMAT ("colorgame", qd_colorgame_parse, qd_colorgame_to_string, qd_colorgame_free, NULL),
  FORMAT ("gametree", qd_game_tree_parse, qd_game_tree_to_string, qd_game_tree_free, exercise_tree),
  FORMAT ("kcell", qd_kcell_game_parse, qd_kcell_game_to_string, qd_kcell_game_free, NULL),
  FORMAT ("map", parse_map, qd_map_to_string, qd_map_free, exercise_map),
  FORMAT ("takestones", qd_takestones_record_parse, qd_takestones_record_to_string,
          qd_takestones_record_free, NULL),
  FORMAT ("tsp", qd_tsp_parse, qd_tsp_to_string, qd_tsp_free, NULL),
  FORMAT ("wargame", qd_wargame_board_parse, qd_wargame_board_to_string, qd_wargame_board_free, NULL),
  FORMAT ("wordpuzzle", qd_wordpuzzle_parse, qd_wordpuzzle_to_string, qd_wordpuzzle_free, NULL),
  FORMAT ("wordlist", qd_wordpuzzle_list_parse, qd_wordpuzzle_list_to_string,
          qd_wordpuzzle_list_free, NULL),
};

static const Format *
the_format (void)
{
  static const Format *format;

  if (format == NULL)
    {
      for (guint i = 0; i < G_N_ELEMENTS (formats); i++)
        if (strcmp (formats[i].name, FUZZ_FORMAT) == 0)
          format = &formats[i];
      if (format == NULL)
        abort ();
    }
  return format;
}

int LLVMFuzzerTestOneInput (const guint8 *data, size_t size);

int
LLVMFuzzerTestOneInput (const guint8 *data, size_t size)
{
  const Format *format = the_format ();
  g_autoptr(GError) error = NULL;
  gpointer model, again;
  char *first, *second;

  model = format->parse ((const char *) data, size, &error);
  if (model == NULL)
    {
      if (error == NULL)
        fail ("the parser failed without an error", NULL, NULL);
      return 0;
    }
  first = format->write (model);
  again = format->parse (first, -1, &error);
  if (again == NULL)
    fail ("the written text does not parse back", first, error->message);
  second = format->write (again);
  if (strcmp (first, second) != 0)
    fail ("writing the parsed text again gives another text", first, second);
  if (format->exercise != NULL)
    format->exercise (model);
  format->free (again);
  format->free (model);
  g_free (first);
  g_free (second);
  return 0;
}
