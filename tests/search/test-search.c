/* test-search.c — the document of state-space search: the three forms, their
 * text, sniffing, successor orders, heuristics, generators, parity, edits,
 * and Romania through the parser and the engine.
 *
 * Goldens, by hand from AIMA 3rd edition: Romania (fig. 3.2 roads, fig. 3.22
 * straight-line distances to Bucharest): uniform cost and A* find Arad,
 * Sibiu, Rimnicu Vilcea, Pitesti, Bucharest, 140 + 80 + 97 + 101 = 418;
 * greedy Arad, Sibiu, Fagaras, Bucharest, 140 + 99 + 211 = 450; breadth-first
 * the only 3-road path, the same 450.  The 8-puzzle of fig. 3.4
 * (7 2 4 / 5 0 6 / 8 3 1): 8 misplaced tiles; Manhattan 3+1+2+2+2+3+3+2 = 18
 * (tiles 1 … 8). */
#include "config.h"

#include <math.h>
#include <string.h>

#include "core/qd-space.h"
#include "problems/qd-problem.h"
#include "problems/search/qd-search.h"
#include "problems/search/qd-search-maze.h"
#include "problems/search/qd-search-route.h"
#include "problems/search/qd-search-tiles.h"

static char *
example_text (const char *name)
{
  const char *dir = g_getenv ("QD_DATA_DIR");
  g_autofree char *path = g_build_filename (dir != NULL ? dir : "data", "examples", "search", name, NULL);
  g_autoptr (GError) error = NULL;
  char *text = NULL;

  g_assert_true (g_file_get_contents (path, &text, NULL, &error));
  g_assert_no_error (error);
  return text;
}

static QdSearchDoc *
parse_ok (const char *text, GPtrArray *warnings)
{
  g_autoptr (GError) error = NULL;
  QdSearchDoc *doc = qd_search_doc_parse (text, -1, warnings, &error);

  g_assert_no_error (error);
  g_assert_nonnull (doc);
  return doc;
}

static QdSearchDoc *
example (const char *name)
{
  g_autofree char *text = example_text (name);

  return parse_ok (text, NULL);
}

/* --- Text --------------------------------------------------------------- */

static void
test_round_trip (void)
{
  const char *names[] = { "romania.route", "romania-oradea-neamt.route", "small.maze", "rooms-8.maze",
                          "aima-8-puzzle.tiles", "fifteen-shuffled.tiles", "large.maze", "random-200.route" };
  const QdSearchKind kinds[] = { QD_SEARCH_ROUTE, QD_SEARCH_ROUTE, QD_SEARCH_MAZE, QD_SEARCH_MAZE,
                                 QD_SEARCH_TILES, QD_SEARCH_TILES, QD_SEARCH_MAZE, QD_SEARCH_ROUTE };

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autoptr (GPtrArray) warnings = g_ptr_array_new_with_free_func (g_free);
      g_autofree char *text = example_text (names[i]);
      QdSearchDoc *doc = parse_ok (text, warnings);
      g_autofree char *written = qd_search_doc_to_string (doc);
      QdSearchDoc *again = parse_ok (written, NULL);
      g_autofree char *rewritten = qd_search_doc_to_string (again);
      QdSearchDoc *copy = qd_search_doc_copy (doc);
      g_autofree char *copied = qd_search_doc_to_string (copy);

      g_test_message ("%s", names[i]);
      g_assert_cmpuint (warnings->len, ==, 0);
      g_assert_cmpint (doc->kind, ==, kinds[i]);
      g_assert_cmpint (qd_search_sniff (text, strlen (text)), ==, kinds[i]);
      g_assert_cmpstr (written, ==, rewritten);
      g_assert_cmpstr (written, ==, copied);
      qd_search_doc_free (doc);
      qd_search_doc_free (again);
      qd_search_doc_free (copy);
    }
}

/* A goal named in the file: blank-last (aima-python's), blank-first (the
 * default), with or without the colon; written back, it reads back the same. */
static void
test_named_goals (void)
{
  static const struct {
    const char *text;
    guint8 goal[9];
  } cases[] = {
    { "1 2 3\n4 5 6\n7 0 8\ngoal blank-last\n", { 1, 2, 3, 4, 5, 6, 7, 8, 0 } },
    { "1 2 3\n4 5 6\n7 0 8\ngoal: blank-last\n", { 1, 2, 3, 4, 5, 6, 7, 8, 0 } },
    { "1 0 2\n3 4 5\n6 7 8\n# the default, named\ngoal:   blank-first\n", { 0, 1, 2, 3, 4, 5, 6, 7, 8 } },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      QdSearchDoc *doc = parse_ok (cases[i].text, NULL);
      g_autofree char *written = qd_search_doc_to_string (doc);
      QdSearchDoc *again = parse_ok (written, NULL);
      g_autofree char *rewritten = qd_search_doc_to_string (again);

      g_test_message ("case %u: %s", i, written);
      g_assert_cmpmem (doc->tiles->goal, 9, cases[i].goal, 9);
      g_assert_cmpmem (again->tiles->goal, 9, cases[i].goal, 9);
      g_assert_cmpstr (written, ==, rewritten);
      /* One move from the goal: the blank's right (blank-last) or left. */
      g_assert_true (qd_search_tiles_solvable (doc->tiles));
      qd_search_doc_free (doc);
      qd_search_doc_free (again);
    }
}

static void
test_errors (void)
{
  static const struct {
    const char *text, *expected;
  } cases[] = {
    /* routes */
    { "A (1, 2)\nB (3, 4)\nA -- C: 3\nstart: A\ngoal: B\n", "line 3: “C” is not a place" },
    { "A (1, 2)\nA (3, 4)\n", "line 2: the place “A” is already on line 1" },
    { "A (1, x)\n", "line 1: the coordinate “x” is not a number: “name (x, y)”" },
    { "A (1; 2)\n", "line 1: a place’s coordinates are two numbers" },
    { "A\nB\nA -- B: -3\n", "line 3: a road’s cost is a number above 0" },
    { "A\nB\nA -- B: 3\nB -> A: 4\nstart: A\ngoal: B\n", "line 4: a road from “B” to “A” is already on line 3" },
    { "A\nB\nA -- A: 3\nstart: A\ngoal: B\n", "line 3: a road joins a place to itself" },
    { "A\nB\nstart: A\nstart: B\n", "line 4: a second “start:” line (the first is line 3)" },
    { "A\nB\nstart: A\n", "line 3: the map has no “goal:” line" },
    { "A\nB\ncolour: red\n", "line 3: unknown key “colour”" },
    { "A\nB\nh A: -1\n", "line 3: an h value is a number, 0 or more, not “-1”" },
    /* Too large: the value and the largest accepted (issue 49: "a number above 0"). */
    { "A\nB\nA -- B: 1e300\n", "line 3: the road’s cost “1e300” is too large: the largest accepted is 1000000000000" },
    { "A\nB\nA -- B: 1e999\n", "line 3: the road’s cost “1e999” is too large" },
    { "A\nB\nA -- B: 0\n", "line 3: a road’s cost is a number above 0, not “0”" },
    { "A (1e300, 0)\n", "line 1: the coordinate “1e300” is too large: the largest accepted size is 1000000000000" },
    { "A (0, -2e12)\n", "line 1: the coordinate “-2e12” is too large" },
    { "A\nB\nscale: 1e13\n", "line 3: the scale “1e13” is too large: the largest accepted is 1000000000000" },
    { "A\nB\nh A: 2e12\n", "line 3: the h value “2e12” is too large: the largest accepted is 1000000000000" },
    { "A\nB\nstart: A\ngoal: Z\n", "line 4: “Z” is not a place" },
    { "A, B\n", "line 1: “A, B”" },
    { "A\nB\nA : B\n", "line 3: a line with “:”" },
    /* mazes */
    { "#####\n#S.G#\n####\n", "line 3: this row has 4 cells, the first row (line 1) 5" },
    { "#####\n#S.x#\n#####\n", "line 2: “x” in column 4 is not a maze cell" },
    { "#####\n#S.S#\n#G###\n", "line 2: a second S (the first is on line 2)" },
    { "#####\n#S..#\n#####\n", "line 3: the maze has no goal (G)" },
    { "connect: 6\n#####\n#S.G#\n", "line 1: connect: is 4 or 8" },
    { "size: 6\n#####\n#S.G#\n", "line 1: unknown key “size”" },
    /* tiles */
    { "1 2 3\n4 5 6\n7 8\n", "line 3: this row has 2 numbers, the first row (line 1) 3" },
    { "1 2 3\n4 5 6\n7 8 8\n", "line 3: 8 appears twice in the puzzle (line 3)" },
    { "1 2 3\n4 5 6\n7 8 9\n", "line 3: 9 is not a tile of a 3 × 3 puzzle" },
    /* Too wide: known at the second row, the first named (issue 49: the 26th number's line was). */
    { "1 2 3 4 5 6\n7 8 0 9 10 11\n12 13 14 15 16 17\n",
      "line 1: this row has 6 numbers: a puzzle has at most 5 columns" },
    { "1 2 3 4 5 6\n7 8 9 10 11 12\n13 14 15 16 17 18\n19 20 21 22 23 24\n25 26 27 28 29 30\n31 32 33 34 35 0\n",
      "line 1: this row has 6 numbers: a puzzle has at most 5 columns" },
    { "0 1 2 3 4\n5 6 7 8 9\n10 11 12 13 14\n15 16 17 18 19\n20 21 22 23 24\n25 26 27 28 29\n",
      "line 6: this is row 6: a puzzle has at most 5 rows" },
    { "0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25\n",
      "line 1: this row has more than 25 numbers: a puzzle has at most 5 × 5 tiles" },
    { "1 2 3\n4 99999999999999999999 5\n6 7 0\n",
      "line 2: 99999999999999999999 is not a tile of a 3 × 3 puzzle (0 to 8)" },
    { "1 2 3\n4 5 6\n7 8 0\ngoal: blank-middle\n",
      "line 4: unknown goal “blank-middle”: use goal: blank-first, goal: blank-last, or goal: and its rows" },
    { "1 2 3\n4 5 6\n7 8 0\ngoal blank-last\n1 2 3\n", "line 5: the goal is named on line 4: no rows follow it" },
    { "1 2 3\n4 5 6\n7 8 0\ngoal: blank-last\ngoal: blank-first\n", "line 5: a second “goal:” line" },
    { "1 2 3\n4 5 6\n7 8 0\ngoal:\n0 1 2\n3 4 5\n", "line 5: the goal is 2 × 3: a puzzle has 3 to 5 rows" },
    { "1 2 3\n4 5 6\n7 8 0\ngoal: 0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15\n", "line 4: the goal is 4 × 4, the puzzle 3 × 3" },
    { "1 2 3\n4 5 6\n7 8 0\nmoves: 3\n", "line 4: unknown key “moves”" },
    { "1 2 3\n4 -5 6\n7 8 0\n", "line 2: a row of tiles is numbers" },
    /* any */
    { "a\001b\n", "line 1: “a\\x01b”: a place’s name holds no control character" },
    { "A\nB\xff\n", "line 2: the file is not UTF-8 text" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (GError) error = NULL;
      QdSearchDoc *doc = qd_search_doc_parse (cases[i].text, -1, NULL, &error);

      g_test_message ("case %u: %s", i, error != NULL ? error->message : "(read)");
      g_assert_null (doc);
      g_assert_nonnull (error);
      g_assert_nonnull (strstr (error->message, cases[i].expected));
    }
}

static void
test_sniff (void)
{
  const char *board = "1 2 3\n4 5 6\n7 8 0\n";
  const QdProblem *problem = NULL;

  g_assert_cmpint (qd_search_sniff ("# a maze\nconnect: 8\n#S#\n#G#\n", 30), ==, QD_SEARCH_MAZE);
  g_assert_cmpint (qd_search_sniff ("\n# tiles\n1 2 3\n", 15), ==, QD_SEARCH_TILES);
  g_assert_cmpint (qd_search_sniff ("start: A\nA (1, 2)\n", 19), ==, QD_SEARCH_ROUTE);
  g_assert_cmpint (qd_search_sniff ("#S.G#\n", 6), ==, QD_SEARCH_MAZE);   /* "#S.G#" has no blank: a row */
  g_assert_cmpint (qd_search_sniff ("", 0), ==, QD_SEARCH_ROUTE);
  /* A war-game board is rows of integers: a .tiles file is a puzzle, a .txt
   * file stays a war-game board. */
  problem = qd_problem_for_contents ("board.tiles", board, strlen (board));
  g_assert_nonnull (problem);
  g_assert_cmpstr (problem->id, ==, "search");
  problem = qd_problem_for_contents ("board.txt", board, strlen (board));
  g_assert_nonnull (problem);
  g_assert_cmpstr (problem->id, ==, "wargame");
}

static void
test_save_extension (void)
{
  const QdProblem *problem = qd_problem_find ("search");
  QdSearchDoc *maze = qd_search_doc_new_default (QD_SEARCH_MAZE);
  QdSearchDoc *tiles = qd_search_doc_new_default (QD_SEARCH_TILES);
  QdSearchDoc *route = qd_search_doc_new_default (QD_SEARCH_ROUTE);

  g_assert_nonnull (problem->format->extension);
  g_assert_cmpstr (problem->format->extension (maze), ==, ".maze");
  g_assert_cmpstr (problem->format->extension (tiles), ==, ".tiles");
  g_assert_cmpstr (problem->format->extension (route), ==, ".route");
  qd_search_doc_free (maze);
  qd_search_doc_free (tiles);
  qd_search_doc_free (route);
}

/* --- Successors and heuristics ------------------------------------------ */

/* The successors of the start as "action cost h" lines. */
static char *
start_successors (const QdSearchDoc *doc, QdSearchHeuristic h)
{
  g_autoptr (GError) error = NULL;
  QdSpace *space = qd_search_doc_space (doc, h, &error);
  g_autofree QdSpaceStep *steps = NULL;
  g_autofree guint8 *states = NULL;
  gconstpointer start;
  GString *out = g_string_new (NULL);
  guint n;

  g_assert_no_error (error);
  steps = g_new (QdSpaceStep, space->max_steps);
  states = g_malloc ((gsize) space->max_steps * space->state_size);
  start = qd_search_space_start (space);
  n = space->expand (space, start, space->heuristic (space, start), QD_SPACE_ACTION_NONE, FALSE, steps, states);
  for (guint i = 0; i < n; i++)
    {
      if (i > 0)
        g_string_append (out, ", ");
      qd_search_doc_action_text (doc, steps[i].action, out);
      g_string_append_printf (out, " %g %g", steps[i].cost, steps[i].h);
      /* The incremental h equals the h from scratch. */
      g_assert_cmpfloat (steps[i].h, ==, space->heuristic (space, states + (gsize) i * space->state_size));
    }
  qd_search_space_free (space);
  return g_string_free (out, FALSE);
}

static void
test_successors (void)
{
  QdSearchDoc *romania = example ("romania.route");
  QdSearchDoc *maze = parse_ok ("connect: 8\n#####\n#...#\n#.S.#\n#..##\n#G..#\n#####\n", NULL);
  QdSearchDoc *maze4 = parse_ok ("#####\n#...#\n#.S.#\n#..##\n#G..#\n#####\n", NULL);
  QdSearchDoc *tiles = example ("aima-8-puzzle.tiles");
  g_autofree char *r = start_successors (romania, QD_SEARCH_H_SLD);
  g_autofree char *m8 = start_successors (maze, QD_SEARCH_H_ZERO);
  g_autofree char *m4 = start_successors (maze4, QD_SEARCH_H_MANHATTAN);
  g_autofree char *t = start_successors (tiles, QD_SEARCH_H_MANHATTAN);

  /* Arad's roads in file order (alphabetical), each with its sld. */
  g_assert_cmpstr (r, ==, "Sibiu 140 253, Timisoara 118 329, Zerind 75 374");
  /* N NE E SE S SW W NW; SE is the wall (3 3), no corner cut to (3 1)…
   * (3 1): S (3 2) and W (2 1) both free. */
  g_assert_cmpstr (m8, ==, "1 2 1 0, 1 3 1.41421 0, 2 3 1 0, 3 2 1 0, 3 1 1.41421 0, 2 1 1 0, 1 1 1.41421 0");
  /* N E S W with Manhattan to (4 1). */
  g_assert_cmpstr (m4, ==, "1 2 1 4, 2 3 1 4, 3 2 1 2, 2 1 1 2");
  /* The blank (centre) moves up (2 leaves home: 19), down (3 nears home:
   * 17), left (5: 17), right (6: 17). */
  g_assert_cmpstr (t, ==, "up 1 19, down 1 17, left 1 17, right 1 17");
  qd_search_doc_free (romania);
  qd_search_doc_free (maze);
  qd_search_doc_free (maze4);
  qd_search_doc_free (tiles);
}

static double
start_h (const QdSearchDoc *doc, QdSearchHeuristic h)
{
  g_autoptr (GError) error = NULL;
  QdSpace *space = qd_search_doc_space (doc, h, &error);
  double value;

  g_assert_no_error (error);
  value = space->heuristic (space, qd_search_space_start (space));
  qd_search_space_free (space);
  return value;
}

static void
test_tiles_heuristics (void)
{
  QdSearchDoc *aima = example ("aima-8-puzzle.tiles");
  /* Row 0 holds 2 1 (both home in row 0, reversed): one tile must leave
   * the row, +2; the columns are in order.  Manhattan: 1 and 2 one step
   * each. */
  QdSearchDoc *swap = parse_ok ("2 1 0\n3 4 5\n6 7 8\n", NULL);
  /* Row 0 holds 2 1 (reversed): +2; column 1 holds 7 above 4 (both home in
   * column 1, reversed): +2; Manhattan 1 + 1 + 1 + 1. */
  QdSearchDoc *both = parse_ok ("0 2 1\n3 7 5\n6 4 8\n", NULL);
  /* A goal of its own: the blank bottom right; relabelled. */
  QdSearchDoc *other = parse_ok ("1 2 3\n4 5 6\n7 0 8\ngoal:\n1 2 3\n4 5 6\n7 8 0\n", NULL);

  g_assert_cmpfloat (start_h (aima, QD_SEARCH_H_MISPLACED), ==, 8);
  g_assert_cmpfloat (start_h (aima, QD_SEARCH_H_MANHATTAN), ==, 18);
  g_assert_cmpfloat (start_h (aima, QD_SEARCH_H_LINEAR_CONFLICT), >=, 18);
  g_assert_cmpfloat (start_h (aima, QD_SEARCH_H_ZERO), ==, 0);
  g_assert_cmpfloat (start_h (swap, QD_SEARCH_H_MANHATTAN), ==, 2);
  g_assert_cmpfloat (start_h (swap, QD_SEARCH_H_LINEAR_CONFLICT), ==, 4);
  g_assert_cmpfloat (start_h (both, QD_SEARCH_H_MANHATTAN), ==, 4);
  g_assert_cmpfloat (start_h (both, QD_SEARCH_H_LINEAR_CONFLICT), ==, 4 + 2 + 2);
  g_assert_cmpfloat (start_h (other, QD_SEARCH_H_MANHATTAN), ==, 1);
  g_assert_cmpfloat (start_h (other, QD_SEARCH_H_MISPLACED), ==, 1);
  g_assert_true (qd_search_doc_is_solvable (other));
  qd_search_doc_free (aima);
  qd_search_doc_free (swap);
  qd_search_doc_free (both);
  qd_search_doc_free (other);
}

static void
test_maze_heuristics (void)
{
  QdSearchDoc *maze = parse_ok ("connect: 8\nS....\n.....\n....G\n", NULL);
  QdSearchDoc *costly = parse_ok ("S22\n222\n22G\n", NULL);
  g_autofree char *warn8 = qd_search_doc_heuristic_warning (maze, QD_SEARCH_H_MANHATTAN);
  g_autofree char *octile = qd_search_doc_heuristic_warning (maze, QD_SEARCH_H_OCTILE);

  /* From (0 0) to (2 4): Manhattan 6, octile 4 + 2 (√2 − 1), Euclid √20. */
  g_assert_cmpfloat (start_h (maze, QD_SEARCH_H_MANHATTAN), ==, 6);
  g_assert_cmpfloat (fabs (start_h (maze, QD_SEARCH_H_OCTILE) - (4 + 2 * (G_SQRT2 - 1))), <, 1e-12);
  g_assert_cmpfloat (fabs (start_h (maze, QD_SEARCH_H_EUCLIDEAN) - sqrt (20)), <, 1e-12);
  g_assert_cmpint (qd_search_doc_default_heuristic (maze), ==, QD_SEARCH_H_OCTILE);
  g_assert_nonnull (warn8);
  g_assert_null (octile);
  /* The least cost of a free cell (the goal's 1) times the distance. */
  g_assert_cmpuint (qd_search_maze_least_cost (costly->maze), ==, 1);
  g_assert_cmpfloat (start_h (costly, QD_SEARCH_H_MANHATTAN), ==, 4);
  qd_search_doc_free (maze);
  qd_search_doc_free (costly);
}

static void
test_route_warnings (void)
{
  g_autoptr (GPtrArray) warnings = g_ptr_array_new_with_free_func (g_free);
  QdSearchDoc *doc = parse_ok ("A (0, 0)\nB (30, 40)\nA -- B: 10\nstart: A\ngoal: B\n", warnings);
  g_autofree char *warn = qd_search_doc_heuristic_warning (doc, QD_SEARCH_H_SLD);
  g_autoptr (GError) error = NULL;
  QdSearchDoc *bare = parse_ok ("A\nB\nA -> B: 1\nstart: A\ngoal: B\n", NULL);
  QdSpace *space;

  g_assert_cmpuint (warnings->len, ==, 1);
  g_assert_nonnull (strstr (warnings->pdata[0], "line 3: the straight line from “A” to “B” (50)"));
  g_assert_nonnull (warn);
  /* sld needs coordinates or a table; zero serves anywhere. */
  g_assert_null (qd_search_doc_space (bare, QD_SEARCH_H_SLD, &error));
  g_assert_error (error, QD_SEARCH_ERROR, QD_SEARCH_ERROR_HEURISTIC);
  g_clear_error (&error);
  g_assert_null (qd_search_doc_space (bare, QD_SEARCH_H_MANHATTAN, &error));
  g_assert_error (error, QD_SEARCH_ERROR, QD_SEARCH_ERROR_HEURISTIC);
  space = qd_search_doc_space (bare, QD_SEARCH_H_ZERO, NULL);
  g_assert_nonnull (space);
  qd_search_space_free (space);
  qd_search_doc_free (doc);
  qd_search_doc_free (bare);
}

/* --- Romania through the parser and the engine ------------------------- */

static char *
solve_text (const QdSearchDoc *doc, QdSpaceAlgorithm algorithm, QdSearchHeuristic h, double *cost)
{
  QdSpace *space = qd_search_doc_space (doc, h, NULL);
  QdSpaceOptions options;
  QdSpaceResult result;
  GString *out = g_string_new (NULL);

  qd_space_options_init (&options);
  options.algorithm = algorithm;
  if (algorithm == QD_SPACE_IDASTAR || algorithm == QD_SPACE_DLS || algorithm == QD_SPACE_IDDFS)
    options.cycles = space->has_inverse ? QD_SPACE_CYCLES_PARENT : QD_SPACE_CYCLES_PATH;
  g_assert_cmpint (qd_space_solve (space, qd_search_space_start (space), &options, &result), ==, QD_SPACE_SOLVED);
  qd_search_doc_state_text (doc, result.states, out);
  for (guint i = 0; i < result.n_steps; i++)
    {
      g_string_append (out, ", ");
      qd_search_doc_action_text (doc, result.actions[i], out);
    }
  *cost = result.cost;
  qd_space_result_clear (&result);
  qd_search_space_free (space);
  return g_string_free (out, FALSE);
}

static void
test_romania (void)
{
  QdSearchDoc *doc = example ("romania.route");
  const char *best = "Arad, Sibiu, Rimnicu Vilcea, Pitesti, Bucharest";
  const char *greedy = "Arad, Sibiu, Fagaras, Bucharest";
  const struct {
    QdSpaceAlgorithm algorithm;
    const char *path;
    double cost;
  } cases[] = {
    { QD_SPACE_UCS, best, 418 },     { QD_SPACE_ASTAR, best, 418 }, { QD_SPACE_IDASTAR, best, 418 },
    { QD_SPACE_GREEDY, greedy, 450 }, { QD_SPACE_BFS, greedy, 450 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      double cost;
      g_autofree char *path = solve_text (doc, cases[i].algorithm, QD_SEARCH_H_SLD, &cost);

      g_test_message ("%s: %s, %g", qd_space_algorithm_to_string (cases[i].algorithm), path, cost);
      g_assert_cmpstr (path, ==, cases[i].path);
      g_assert_cmpfloat (cost, ==, cases[i].cost);
    }
  qd_search_doc_free (doc);
}

static void
test_examples_solve (void)
{
  const char *names[] = { "romania.route", "romania-oradea-neamt.route", "small.maze", "rooms-8.maze",
                          "aima-8-puzzle.tiles", "fifteen-shuffled.tiles", "large.maze", "random-200.route" };
  /* Optimal costs, from uniform-cost search (tiles: IDA*); the 8-puzzle's is
   * AIMA's 26; Oradea to Neamt: Sibiu, Rimnicu Vilcea, Pitesti, Bucharest,
   * Urziceni, Vaslui, Iasi, Neamt = 151 + 80 + 97 + 101 + 85 + 142 + 92 + 87
   * = 835. */
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      QdSearchDoc *doc = example (names[i]);
      QdSearchHeuristic h = qd_search_doc_default_heuristic (doc);
      double cost, optimal;
      g_autofree char *path = solve_text (doc, QD_SPACE_ASTAR, h, &cost);
      g_autofree char *check = solve_text (doc, doc->kind == QD_SEARCH_TILES ? QD_SPACE_IDASTAR : QD_SPACE_UCS,
                                           doc->kind == QD_SEARCH_TILES ? h : QD_SEARCH_H_ZERO, &optimal);

      g_test_message ("%s: A* %g, optimal %g", names[i], cost, optimal);
      g_assert_nonnull (path);
      g_assert_nonnull (check);
      g_assert_cmpfloat (fabs (cost - optimal), <, 1e-9);
      if (strcmp (names[i], "aima-8-puzzle.tiles") == 0)
        g_assert_cmpfloat (cost, ==, 26);
      if (strcmp (names[i], "romania-oradea-neamt.route") == 0)
        g_assert_cmpfloat (cost, ==, 835);
      if (strcmp (names[i], "small.maze") == 0)
        g_assert_cmpfloat (cost, ==, 8);
      qd_search_doc_free (doc);
    }
}

/* --- Generators, parity and edits --------------------------------------- */

static void
test_generators (void)
{
  for (guint seed = 1; seed <= 3; seed++)
    {
      g_autoptr (QdSearchRoute) r1 = qd_search_route_random (60, seed, 400, 300);
      g_autoptr (QdSearchRoute) r2 = qd_search_route_random (60, seed, 400, 300);
      g_autoptr (QdSearchMaze) m1 = qd_search_maze_random (21, 31, 3, seed);
      g_autoptr (QdSearchMaze) m2 = qd_search_maze_random (21, 31, 3, seed);
      g_autoptr (QdSearchTiles) s1 = qd_search_tiles_shuffle (4, 4, 50, seed);
      g_autoptr (QdSearchTiles) s2 = qd_search_tiles_shuffle (4, 4, 50, seed);
      g_autoptr (QdSearchTiles) t1 = qd_search_tiles_random (5, 5, seed);
      g_autoptr (QdSearchTiles) t2 = qd_search_tiles_random (5, 5, seed);
      g_autofree char *r1s = qd_search_route_to_string (r1), *r2s = qd_search_route_to_string (r2);
      g_autofree char *m1s = qd_search_maze_to_string (m1), *m2s = qd_search_maze_to_string (m2);
      g_autofree char *s1s = qd_search_tiles_to_string (s1), *s2s = qd_search_tiles_to_string (s2);
      g_autofree char *t1s = qd_search_tiles_to_string (t1), *t2s = qd_search_tiles_to_string (t2);
      QdSearchDoc *doc = qd_search_doc_new_route (qd_search_route_copy (r1));
      double cost;
      g_autofree char *path = solve_text (doc, QD_SPACE_ASTAR, QD_SEARCH_H_SLD, &cost);

      g_assert_nonnull (path);
      g_assert_cmpstr (r1s, ==, r2s);
      g_assert_cmpstr (m1s, ==, m2s);
      g_assert_cmpstr (s1s, ==, s2s);
      g_assert_cmpstr (t1s, ==, t2s);
      g_assert_cmpuint (r1->n_places, ==, 60);
      g_assert_cmpuint (r1->start, !=, r1->goal);
      for (guint i = 0; i < r1->roads->len; i++)
        {
          const QdSearchRoad *road = &g_array_index (r1->roads, QdSearchRoad, i);

          g_assert_cmpfloat (road->cost, >=, qd_search_route_straight (r1, road->from, road->to));
        }
      g_assert_true (qd_search_maze_connected (m1));
      g_assert_cmpuint (m1->rows, ==, 21);
      g_assert_cmpuint (m1->cols, ==, 31);
      g_assert_true (qd_search_tiles_solvable (s1));
      g_assert_true (qd_search_tiles_solvable (t1));
      qd_search_doc_free (doc);
    }
}

static void
test_parity (void)
{
  g_autoptr (QdSearchTiles) tiles = qd_search_tiles_new (4, 4);
  g_autoptr (GPtrArray) warnings = g_ptr_array_new_with_free_func (g_free);
  /* 1 and 2 swapped: one transposition, the blank home: unsolvable. */
  QdSearchDoc *doc = parse_ok ("0 2 1 3\n4 5 6 7\n8 9 10 11\n12 13 14 15\n", warnings);
  guint8 cells[16];

  g_assert_true (qd_search_tiles_solvable (tiles));
  g_assert_false (qd_search_doc_is_solvable (doc));
  g_assert_cmpuint (warnings->len, ==, 1);
  /* One move: a transposition and the blank one cell away. */
  g_assert_true (qd_search_tiles_move_blank (tiles, QD_SEARCH_RIGHT));
  g_assert_true (qd_search_tiles_solvable (tiles));
  qd_search_tiles_to_canonical (tiles, tiles->start, cells);
  g_assert_true (qd_search_tiles_cells_solvable (4, 4, 0, cells));
  qd_search_doc_free (doc);
}

static void
test_route_edits (void)
{
  QdSearchDoc *doc = example ("romania.route");
  QdSearchRoute *route = doc->route;
  gint arad = qd_search_route_find_place (route, "Arad");
  gint sibiu = qd_search_route_find_place (route, "Sibiu");
  guint n_roads = route->roads->len, added;
  g_autoptr (GError) error = NULL;

  g_assert_cmpint (qd_search_route_find_road (route, sibiu, arad), >=, 0);
  g_assert_cmpint (qd_search_route_place_at (route, 92, 490, 5), ==, arad);
  added = qd_search_route_add_place (route, NULL, 10, 10);
  g_assert_cmpstr (route->names[added], ==, "Place 21");
  g_assert_false (qd_search_route_rename_place (route, added, "Arad", &error));
  g_clear_error (&error);
  g_assert_false (qd_search_route_rename_place (route, added, "A -- B", &error));
  g_clear_error (&error);
  g_assert_true (qd_search_route_rename_place (route, added, "Constanta", &error));
  qd_search_route_add_road (route, added, (guint) arad, 500, TRUE);
  g_assert_cmpuint (route->roads->len, ==, n_roads + 1);
  /* The same road again changes its cost. */
  qd_search_route_add_road (route, (guint) arad, added, 450, TRUE);
  g_assert_cmpuint (route->roads->len, ==, n_roads + 1);
  g_assert_cmpfloat (g_array_index (route->roads, QdSearchRoad, n_roads).cost, ==, 450);
  /* Removing Arad (the start) removes its 4 roads; the start becomes 0. */
  g_assert_true (qd_search_route_remove_place (route, (guint) arad));
  g_assert_cmpuint (route->roads->len, ==, n_roads + 1 - 4);
  g_assert_cmpuint (route->n_places, ==, 20);
  g_assert_cmpint (qd_search_route_find_place (route, "Constanta"), ==, 19);
  g_assert_cmpuint (route->start, ==, 0);
  qd_search_route_set_start (route, (guint) qd_search_route_find_place (route, "Sibiu"));
  qd_search_route_set_goal (route, (guint) qd_search_route_find_place (route, "Pitesti"));
  qd_search_route_drop_h (route);
  {
    g_autofree char *text = qd_search_doc_to_string (doc);
    QdSearchDoc *again = parse_ok (text, NULL);
    double cost;
    g_autofree char *path = solve_text (again, QD_SPACE_ASTAR, QD_SEARCH_H_SLD, &cost);

    g_assert_cmpstr (path, ==, "Sibiu, Rimnicu Vilcea, Pitesti");
    g_assert_cmpfloat (cost, ==, 177);
    qd_search_doc_free (again);
  }
  qd_search_doc_free (doc);
}

static void
test_maze_edits (void)
{
  QdSearchMaze *maze = qd_search_maze_new (3, 4);
  g_autofree char *text = NULL;

  g_assert_false (qd_search_maze_set_cell (maze, 0, 0, QD_SEARCH_MAZE_WALL));   /* the start */
  g_assert_true (qd_search_maze_set_cell (maze, 1, 1, QD_SEARCH_MAZE_WALL));
  g_assert_true (qd_search_maze_set_cell (maze, 1, 2, 7));
  g_assert_false (qd_search_maze_set_start (maze, 2, 3));                       /* the goal */
  g_assert_true (qd_search_maze_set_start (maze, 1, 1));                        /* made free */
  qd_search_maze_set_connect (maze, 8);
  text = qd_search_maze_to_string (maze);
  g_assert_cmpstr (text, ==, "connect: 8\n....\n.S7.\n...G\n");
  qd_search_maze_resize (maze, 2, 2);
  g_assert_cmpuint (maze->start, ==, 3);   /* (1 1) */
  g_assert_cmpuint (maze->goal, ==, 2);    /* (2 3) clamped to (1 1), then one step left */
  g_assert_true (qd_search_maze_connected (maze));
  qd_search_maze_free (maze);
}

static void
test_tiles_edits (void)
{
  QdSearchTiles *tiles = qd_search_tiles_new (3, 3);
  const guint wrong_count[] = { 1, 2, 3 };
  const guint twice[] = { 1, 1, 2, 3, 4, 5, 6, 7, 8 };
  const guint odd[] = { 0, 2, 1, 3, 4, 5, 6, 7, 8 };
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;

  g_assert_false (qd_search_tiles_set_start (tiles, wrong_count, 3, &error));
  g_clear_error (&error);
  g_assert_false (qd_search_tiles_set_start (tiles, twice, 9, &error));
  g_clear_error (&error);
  g_assert_false (qd_search_tiles_set_start (tiles, odd, 9, &error));
  g_assert_nonnull (strstr (error->message, "cannot reach the goal"));
  g_clear_error (&error);
  g_assert_true (qd_search_tiles_set_start_text (tiles, "7 2 4 / 5 0 6 / 8 3 1", &error));
  g_assert_no_error (error);
  /* The blank is in the centre: the top middle tile slides down… */
  g_assert_cmpuint (qd_search_tiles_slide (tiles, 1), ==, 1);
  g_assert_cmpuint (qd_search_tiles_blank (tiles), ==, 1);
  /* …then the bottom middle tile slides two cells up at once. */
  g_assert_cmpuint (qd_search_tiles_slide (tiles, 7), ==, 2);
  g_assert_cmpuint (qd_search_tiles_slide (tiles, 0), ==, 0);   /* not in the blank's row or column */
  g_assert_false (qd_search_tiles_move_blank (tiles, QD_SEARCH_DOWN));
  text = qd_search_tiles_to_string (tiles);
  g_assert_cmpstr (text, ==, "7 2 4\n5 3 6\n8 0 1\n");
  g_assert_true (qd_search_tiles_solvable (tiles));
  qd_search_tiles_reset (tiles);
  g_assert_true (qd_search_tiles_is_solved (tiles));
  qd_search_tiles_resize (tiles, 4, 5);
  g_assert_cmpuint (tiles->rows * tiles->cols, ==, 20);
  g_assert_true (qd_search_tiles_is_solved (tiles));
  qd_search_tiles_free (tiles);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/search/round-trip", test_round_trip);
  g_test_add_func ("/search/errors", test_errors);
  g_test_add_func ("/search/named-goals", test_named_goals);
  g_test_add_func ("/search/sniff", test_sniff);
  g_test_add_func ("/search/save-extension", test_save_extension);
  g_test_add_func ("/search/successors", test_successors);
  g_test_add_func ("/search/tiles-heuristics", test_tiles_heuristics);
  g_test_add_func ("/search/maze-heuristics", test_maze_heuristics);
  g_test_add_func ("/search/route-warnings", test_route_warnings);
  g_test_add_func ("/search/romania", test_romania);
  g_test_add_func ("/search/examples-solve", test_examples_solve);
  g_test_add_func ("/search/generators", test_generators);
  g_test_add_func ("/search/parity", test_parity);
  g_test_add_func ("/search/route-edits", test_route_edits);
  g_test_add_func ("/search/maze-edits", test_maze_edits);
  g_test_add_func ("/search/tiles-edits", test_tiles_edits);
  return g_test_run ();
}
