/* test-search-rbfs.c — recursive best-first search (core/qd-space-rbfs.c,
 * problems/search/qd-search-run-rbfs.c): Romania's trace worked by hand as
 * AIMA 3rd edition's figure 3.27 draws it, and its cost against uniform-cost
 * search on 100 random mazes and 100 random 8-puzzles.
 *
 * Romania by hand (h = straight-line distance to Bucharest: Arad 366,
 * Sibiu 253, Timisoara 329, Zerind 374, Fagaras 176, Oradea 380, Rimnicu
 * Vilcea 193, Craiova 160, Pitesti 100, Bucharest 0):
 * - Arad (f 366, limit ∞): Sibiu 140 + 253 = 393, Timisoara 118 + 329 = 447,
 *   Zerind 75 + 374 = 449.  Best Sibiu, the alternative Timisoara: limit 447.
 * - Sibiu (393, limit 447): Arad is on the path (repeated, 280 + 366 = 646),
 *   Fagaras 239 + 176 = 415, Oradea 291 + 380 = 671, Rimnicu Vilcea 220 +
 *   193 = 413.  Best Rimnicu Vilcea, the alternative Fagaras: limit 415.
 * - Rimnicu Vilcea (413, limit 415): Craiova 366 + 160 = 526, Pitesti 317 +
 *   100 = 417, Sibiu on the path (300 + 253 = 553).  The best, 417, exceeds
 *   415: failure, 417 backed up (figure 3.27 (b): "417" under Rimnicu Vilcea).
 * - Sibiu again: Fagaras 415 is best, the alternative Rimnicu Vilcea 417:
 *   Fagaras with limit min (447, 417) = 417.  Its successors Bucharest
 *   239 + 211 = 450 and Sibiu (on the path, 338 + 253 = 591): 450 > 417,
 *   failure, 450 backed up (figure 3.27 (c)).
 * - Sibiu: Rimnicu Vilcea 417 best, the alternative Fagaras 450: limit
 *   min (447, 450) = 447.  Rimnicu Vilcea is expanded again (F 417): its
 *   successors regenerated with F = max (f, 417): Craiova 526, Pitesti 417,
 *   Sibiu 553 (repeated).  Pitesti, limit min (447, 526) = 447: Bucharest
 *   317 + 101 = 418, Craiova 455 + 160 = 615, Rimnicu Vilcea on the path
 *   (414 + 193 = 607).  Bucharest 418 <= 447 is entered: the goal, cost 418.
 * Six expansions, 3 + 4 + 3 + 2 + 3 + 3 = 18 generated, 5 repeated. */
#include "config.h"

#include <string.h>

#include "problems/search/qd-search-check.h"
#include "problems/search/qd-search-maze.h"
#include "problems/search/qd-search-practice.h"
#include "problems/search/qd-search-route.h"
#include "problems/search/qd-search-run.h"
#include "problems/search/qd-search-tiles.h"

static QdSearchDoc *
load_example (const char *name)
{
  const char *dir = g_getenv ("QD_DATA_DIR");
  g_autofree char *path = g_build_filename (dir != NULL ? dir : "data", "examples", "search", name, NULL);
  g_autofree char *text = NULL;
  g_autoptr (GError) error = NULL;
  QdSearchDoc *doc;

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  doc = qd_search_doc_parse (text, -1, NULL, &error);
  g_assert_no_error (error);
  return doc;
}

static QdSearchRun *
solve (const QdSearchDoc *doc, QdSpaceAlgorithm algorithm, gboolean replay)
{
  QdSearchSettings s;
  QdSearchRun *run;
  g_autoptr (GError) error = NULL;

  qd_search_settings_init (&s, doc);
  s.algorithm = algorithm;
  run = qd_search_run_new (doc, &s);
  qd_search_run_set_replay (run, replay);
  qd_search_run_solve (run, NULL, NULL, NULL, &error);
  g_assert_no_error (error);
  return run;
}

static const char romania_trace[] =
  "# rbfs: f = max (g + h, the parent's f), backed up when a subtree is forgotten\n"
  "expand 1 Arad g 0 h 366 f 366 limit inf\n"
  "  add Sibiu g 140 h 253 f 393\n"
  "  add Timisoara g 118 h 329 f 447\n"
  "  add Zerind g 75 h 374 f 449\n"
  "expand 2 Sibiu g 140 h 253 f 393 limit 447\n"
  "  repeated Arad g 280 h 366 f 646\n"
  "  add Fagaras g 239 h 176 f 415\n"
  "  add Oradea g 291 h 380 f 671\n"
  "  add Rimnicu Vilcea g 220 h 193 f 413\n"
  "expand 3 Rimnicu Vilcea g 220 h 193 f 413 limit 415\n"
  "  add Craiova g 366 h 160 f 526\n"
  "  add Pitesti g 317 h 100 f 417\n"
  "  repeated Sibiu g 300 h 253 f 553\n"
  "backup Rimnicu Vilcea g 220 h 193 f 417\n"
  "expand 4 Fagaras g 239 h 176 f 415 limit 417\n"
  "  add Bucharest g 450 h 0 f 450\n"
  "  repeated Sibiu g 338 h 253 f 591\n"
  "backup Fagaras g 239 h 176 f 450\n"
  "expand 5 Rimnicu Vilcea g 220 h 193 f 417 limit 447 again\n"
  "  add Craiova g 366 h 160 f 526 again\n"
  "  add Pitesti g 317 h 100 f 417 again\n"
  "  repeated Sibiu g 300 h 253 f 553 again\n"
  "expand 6 Pitesti g 317 h 100 f 417 limit 447\n"
  "  add Bucharest g 418 h 0 f 418\n"
  "  add Craiova g 455 h 160 f 615\n"
  "  repeated Rimnicu Vilcea g 414 h 193 f 607\n"
  "goal 7 Bucharest g 418 h 0 f 418\n";

static void
test_romania (void)
{
  QdSearchDoc *doc = load_example ("romania.route");
  g_autoptr (QdSearchRun) run = solve (doc, QD_SPACE_RBFS, TRUE);
  const QdSpaceResult *r = qd_search_run_result (run);
  g_autofree char *trace = qd_search_run_trace (run, NULL);
  g_autofree char *output = qd_search_run_output (run);
  g_autofree char *step2 = qd_search_run_step_text (run, 1);
  g_autofree char *step4 = qd_search_run_step_text (run, 3);
  g_autofree char *step7 = qd_search_run_step_text (run, 6);

  g_assert_cmpint (r->status, ==, QD_SPACE_SOLVED);
  g_assert_cmpfloat (r->cost, ==, 418);
  g_assert_cmpstr (trace, ==, romania_trace);
  g_assert_cmpstr (output, ==, "Arad\nSibiu\nRimnicu Vilcea\nPitesti\nBucharest\ncost 418\nexpanded 6\ngenerated 18\n");
  g_assert_cmpuint (r->repeated, ==, 5);
  g_assert_true (qd_search_settings_optimal (qd_search_run_settings (run), doc));
  /* The steps: 6 expansions, 2 backups, the goal. */
  g_assert_cmpuint (qd_search_run_n_steps (run), ==, 9);
  g_assert_cmpstr (step2, ==, "2. expand Sibiu · f 393 · limit 447");
  g_assert_cmpstr (step4, ==, "4. back up Rimnicu Vilcea · f 417");
  g_assert_cmpstr (step7, ==, "7. expand Rimnicu Vilcea again · f 417 · limit 447");
  qd_search_doc_free (doc);
}

/* The board at step 7 (Rimnicu Vilcea about to be expanded again): the
 * successors RBFS holds are Timisoara 447 and Zerind 449 (Arad's), Fagaras
 * 450 (backed up) and Oradea 671 (Sibiu's), and Rimnicu Vilcea 417 itself;
 * Bucharest (Fagaras's successor) and Craiova, Pitesti (Rimnicu Vilcea's
 * first ones) are forgotten: off the frontier, marked. */
static void
test_board (void)
{
  QdSearchDoc *doc = load_example ("romania.route");
  g_autoptr (QdSearchRun) run = solve (doc, QD_SPACE_RBFS, TRUE);
  const char *frontier[] = { "Rimnicu Vilcea", "Timisoara", "Zerind", "Fagaras", "Oradea" };
  const QdSearchRoute *route = doc->route;
  g_autofree guint8 *status = g_new (guint8, qd_search_run_n_cells (run));
  g_autofree guint8 *marks = g_new (guint8, qd_search_run_n_cells (run));
  guint events[8], n = qd_search_run_frontier_at (run, 6, events, G_N_ELEMENTS (events));

  g_assert_cmpuint (n, ==, G_N_ELEMENTS (frontier));
  for (guint i = 0; i < n; i++)
    {
      GString *name = g_string_new (NULL);

      qd_search_doc_state_text (doc, qd_search_run_event_state (run, events[i]), name);
      g_assert_cmpstr (name->str, ==, frontier[i]);
      g_string_free (name, TRUE);
    }
  qd_search_run_statuses (run, 6, status);
  qd_search_run_rbfs_marks (run, 6, marks);
  g_assert_cmpint (status[qd_search_route_find_place (route, "Timisoara")], ==, QD_SEARCH_CELL_FRONTIER);
  g_assert_cmpint (status[qd_search_route_find_place (route, "Oradea")], ==, QD_SEARCH_CELL_FRONTIER);
  g_assert_cmpint (status[qd_search_route_find_place (route, "Fagaras")], ==, QD_SEARCH_CELL_EXPLORED);
  g_assert_cmpint (status[qd_search_route_find_place (route, "Rimnicu Vilcea")], ==, QD_SEARCH_CELL_CURRENT);
  for (guint i = 0; i < 3; i++)
    {
      guint place = qd_search_route_find_place (route, (const char *[]) { "Bucharest", "Craiova", "Pitesti" }[i]);

      g_assert_cmpint (status[place], ==, QD_SEARCH_CELL_UNSEEN);
      g_assert_cmpint (marks[place], ==, QD_SEARCH_RBFS_FORGOTTEN);
    }
  qd_search_doc_free (doc);
}

/* Check an Answer on RBFS's trace: the run's own is right, a wrong
 * backed-up value is found on its line and explained. */
static void
test_check (void)
{
  QdSearchDoc *doc = load_example ("romania.route");
  QdSearchSettings s;
  g_autoptr (GError) error = NULL;
  QdSearchCheck *check;
  g_autoptr (QdCheckResult) right = NULL;
  g_autoptr (QdCheckResult) wrong = NULL;
  g_autoptr (GString) bad = g_string_new (romania_trace);

  qd_search_settings_init (&s, doc);
  s.algorithm = QD_SPACE_RBFS;
  check = qd_search_check_new (doc, &s, NULL, NULL, &error);
  g_assert_no_error (error);
  right = qd_search_check_answer (check, romania_trace, strlen (romania_trace), FALSE);
  g_assert_cmpint (right->verdict, ==, QD_CHECK_CORRECT);
  g_string_replace (bad, "backup Fagaras g 239 h 176 f 450", "backup Fagaras g 239 h 176 f 447", 1);
  wrong = qd_search_check_answer (check, bad->str, bad->len, FALSE);
  g_assert_cmpint (wrong->verdict, ==, QD_CHECK_WRONG);
  g_assert_cmpuint (wrong->line, ==, 19);
  g_assert_nonnull (wrong->explanation);
  g_assert_nonnull (strstr (wrong->explanation, "f-limit"));
  qd_search_check_free (check);
  qd_search_doc_free (doc);
}

/* Practice: the f-limits of the expansions after the start (Sibiu 447,
 * Rimnicu Vilcea 415, Fagaras 417, Rimnicu Vilcea again 447, Pitesti 447),
 * the values backed up (417, 450), then the cost, in the run's order. */
static void
test_practice (void)
{
  QdSearchDoc *doc = load_example ("romania.route");
  g_autoptr (QdSearchRun) run = solve (doc, QD_SPACE_RBFS, TRUE);
  QdPractice *practice = qd_search_practice_new (run);
  const struct { const char *start; double value; } want[] = {
    { "What is the f-limit when RBFS expands Sibiu?", 447 },
    { "What is the f-limit when RBFS expands Rimnicu Vilcea?", 415 },
    { "What value does RBFS back up to Rimnicu Vilcea?", 417 },
    { "What is the f-limit when RBFS expands Fagaras?", 417 },
    { "What value does RBFS back up to Fagaras?", 450 },
    { "What is the f-limit when RBFS expands Rimnicu Vilcea?", 447 },
    { "What is the f-limit when RBFS expands Pitesti?", 447 },
    { "What does the path found cost?", 418 },
  };

  g_assert_cmpuint (qd_practice_n_all (practice), ==, G_N_ELEMENTS (want));
  for (guint i = 0; i < G_N_ELEMENTS (want); i++)
    {
      const QdPracticeQuestion *q = qd_practice_get (practice, i);

      g_assert_cmpstr (q->text, ==, want[i].start);
      g_assert_cmpfloat (q->number, ==, want[i].value);
      g_assert_nonnull (q->why);
    }
  g_assert_nonnull (strstr (qd_practice_get (practice, 2)->why, "415"));
  qd_practice_free (practice);
  qd_search_doc_free (doc);
}

static double
cost_of (const QdSearchDoc *doc, QdSpaceAlgorithm algorithm, guint64 *expanded)
{
  g_autoptr (QdSearchRun) run = solve (doc, algorithm, FALSE);
  const QdSpaceResult *r = qd_search_run_result (run);

  g_assert_cmpint (r->status, ==, QD_SPACE_SOLVED);
  if (expanded != NULL)
    *expanded += r->expanded;
  return r->cost;
}

/* A seeded recursive-backtracker maze with `holes` inner walls opened
 * (cost 1): loops, so that paths compete. */
static QdSearchDoc *
maze_with_loops (guint64 seed, guint holes)
{
  QdSearchMaze *maze = qd_search_maze_random (13, 17, 3, seed);
  g_autoptr (GRand) rand = g_rand_new_with_seed ((guint32) seed);

  for (guint k = 0; k < holes; k++)
    {
      guint row = (guint) g_rand_int_range (rand, 1, (gint32) maze->rows - 1);
      guint col = (guint) g_rand_int_range (rand, 1, (gint32) maze->cols - 1);

      if (maze->cells[row * maze->cols + col] == QD_SEARCH_MAZE_WALL)
        maze->cells[row * maze->cols + col] = 1;
    }
  return qd_search_doc_new_maze (maze);
}

/* 100 seeded mazes (recursive backtracker, 13 × 17, 3 patches of costs
 * 2–9, 12 inner walls opened so that there are loops and the least-cost path
 * is not the shortest) and 100 uniformly random solvable 8-puzzles
 * (Manhattan distance): RBFS's cost is uniform-cost search's. */
static void
test_random_against_ucs (void)
{
  guint64 expanded = 0;
  guint shortcuts = 0;

  for (guint64 seed = 1; seed <= 100; seed++)
    {
      QdSearchDoc *maze = maze_with_loops (seed, 12);
      QdSearchDoc *perfect = qd_search_doc_new_maze (qd_search_maze_random (13, 17, 3, seed));
      QdSearchDoc *tiles = qd_search_doc_new_tiles (qd_search_tiles_random (3, 3, seed));
      double want = cost_of (maze, QD_SPACE_UCS, NULL);

      /* The loops matter: a shorter way than the maze's only path. */
      shortcuts += want < cost_of (perfect, QD_SPACE_UCS, NULL);
      qd_search_doc_free (perfect);

      g_assert_cmpfloat (cost_of (maze, QD_SPACE_RBFS, &expanded), ==, want);
      want = cost_of (tiles, QD_SPACE_UCS, NULL);
      g_assert_cmpfloat (cost_of (tiles, QD_SPACE_RBFS, &expanded), ==, want);
      qd_search_doc_free (maze);
      qd_search_doc_free (tiles);
    }
  g_test_message ("rbfs: %" G_GUINT64_FORMAT " expansions over the 200 instances; %u mazes with a shortcut",
                  expanded, shortcuts);
  g_assert_cmpuint (shortcuts, >=, 20);
}

/* No path: every node fails with ∞ and the run says so; a node budget stops
 * the run. */
static void
test_no_solution_and_budget (void)
{
  g_autoptr (GError) error = NULL;
  QdSearchDoc *walled = qd_search_doc_parse ("#######\n#S..#G#\n#...#.#\n#######\n", -1, NULL, &error);
  QdSearchDoc *tiles = qd_search_doc_new_tiles (qd_search_tiles_random (3, 3, 7));
  g_autoptr (QdSearchRun) none = NULL;
  g_autoptr (QdSearchRun) cut = NULL;
  g_autofree char *trace = NULL;
  QdSearchSettings s;

  g_assert_no_error (error);
  none = solve (walled, QD_SPACE_RBFS, TRUE);
  g_assert_cmpint (qd_search_run_result (none)->status, ==, QD_SPACE_NO_SOLUTION);
  trace = qd_search_run_trace (none, NULL);
  g_assert_true (g_str_has_suffix (trace, "backup 1 1 g 0 h 4 f inf\nno solution\n"));

  qd_search_settings_init (&s, tiles);
  s.algorithm = QD_SPACE_RBFS;
  s.max_nodes = 50;
  cut = qd_search_run_new (tiles, &s);
  g_assert_cmpint (qd_search_run_solve (cut, NULL, NULL, NULL, NULL), ==, QD_SPACE_STOPPED);
  g_assert_cmpint (qd_search_run_result (cut)->stop_reason, ==, QD_SPACE_STOP_NODES);
  g_assert_cmpuint (qd_search_run_result (cut)->generated, >=, 50);
  qd_search_doc_free (walled);
  qd_search_doc_free (tiles);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/search-rbfs/romania", test_romania);
  g_test_add_func ("/search-rbfs/board", test_board);
  g_test_add_func ("/search-rbfs/check", test_check);
  g_test_add_func ("/search-rbfs/practice", test_practice);
  g_test_add_func ("/search-rbfs/random-against-ucs", test_random_against_ucs);
  g_test_add_func ("/search-rbfs/no-solution-and-budget", test_no_solution_and_budget);
  return g_test_run ();
}
