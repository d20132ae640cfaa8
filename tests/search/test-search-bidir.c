/* test-search-bidir.c — bidirectional search (core/qd-space-bidir.c) against
 * uniform-cost search: Romania from Arad to Bucharest costs 418 (AIMA 3rd
 * edition, figure 3.24: Arad, Sibiu, Rimnicu Vilcea, Pitesti, Bucharest,
 * 140 + 80 + 97 + 101 = 418), one-way roads searched backward along their
 * direction, 100 random mazes (walls knocked out for several paths, 4- and
 * 8-connected, cost patches, some with the goal walled in: no solution) and
 * 100 random 8-puzzles each give the cost uniform-cost search gives, with
 * a path that is one (each step a successor, its costs summing to the
 * cost); start = goal costs 0; the node budget stops a run. */
#include "config.h"

#include <math.h>
#include <string.h>

#include "core/qd-random.h"
#include "problems/search/qd-search-maze.h"
#include "problems/search/qd-search-practice.h"
#include "problems/search/qd-search-route.h"
#include "problems/search/qd-search-tiles.h"
#include "search-load.h"

G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdSearchDoc, qd_search_doc_free)

/* The path is a path: each state a successor of the one before by the
 * action given, the costs summing to the result's cost. */
static void
assert_path (const QdSpace *space, const QdSpaceResult *r)
{
  guint size = space->state_size;
  double sum = 0;

  g_assert_cmpmem (r->states, size, qd_search_space_start (space), size);
  g_assert_true (space->is_goal (space, r->states + (gsize) r->n_steps * size));
  for (guint k = 0; k < r->n_steps; k++)
    {
      g_autofree guint8 *child = g_malloc (size);
      double cost = 0;

      g_assert_true (qd_search_space_apply (space, r->states + (gsize) k * size, r->actions[k], child, &cost));
      g_assert_cmpmem (child, size, r->states + (gsize) (k + 1) * size, size);
      sum += cost;
    }
  g_assert_cmpfloat_with_epsilon (sum, r->cost, 1e-9 * MAX (1, r->cost));
}

/* Runs `a` on the document; returns the status, *cost the cost. */
static QdSpaceStatus
run (const QdSearchDoc *doc, QdSearchHeuristic h, QdSpaceAlgorithm a, double *cost)
{
  g_autoptr (GError) error = NULL;
  QdSpace *space = qd_search_doc_space (doc, h, &error);
  QdSpaceOptions o;
  QdSpaceResult r;
  QdSpaceStatus status;

  g_assert_no_error (error);
  g_assert_true (qd_space_supports_bidirectional (space));
  qd_space_options_init (&o);
  o.algorithm = a;
  status = qd_space_solve (space, qd_search_space_start (space), &o, &r);
  *cost = r.cost;
  if (status == QD_SPACE_SOLVED)
    assert_path (space, &r);
  qd_space_result_clear (&r);
  qd_search_space_free (space);
  return status;
}

/* Bidirectional uniform-cost and A* agree with uniform-cost search. */
static guint
check_same (const QdSearchDoc *doc, QdSearchHeuristic h)
{
  double ucs, bidir, bidir_astar;
  QdSpaceStatus s = run (doc, QD_SEARCH_H_ZERO, QD_SPACE_UCS, &ucs);

  g_assert_cmpint (run (doc, QD_SEARCH_H_ZERO, QD_SPACE_BIDIR, &bidir), ==, s);
  g_assert_cmpint (run (doc, h, QD_SPACE_BIDIR_ASTAR, &bidir_astar), ==, s);
  if (s == QD_SPACE_SOLVED)
    {
      g_assert_cmpfloat_with_epsilon (bidir, ucs, 1e-9 * MAX (1, ucs));
      g_assert_cmpfloat_with_epsilon (bidir_astar, ucs, 1e-9 * MAX (1, ucs));
    }
  else
    g_assert_cmpint (s, ==, QD_SPACE_NO_SOLUTION);
  return s == QD_SPACE_SOLVED;
}

static void
test_romania (void)
{
  g_autoptr (QdSearchDoc) doc = load_example ("romania.route");
  double cost;

  g_assert_cmpint (run (doc, QD_SEARCH_H_ZERO, QD_SPACE_BIDIR, &cost), ==, QD_SPACE_SOLVED);
  g_assert_cmpfloat (cost, ==, 418);
  g_assert_cmpint (run (doc, QD_SEARCH_H_SLD, QD_SPACE_BIDIR_ASTAR, &cost), ==, QD_SPACE_SOLVED);
  g_assert_cmpfloat (cost, ==, 418);
  /* Every place to Bucharest and back, as uniform-cost search. */
  for (guint p = 0; p < doc->route->n_places; p++)
    {
      doc->route->start = p;
      check_same (doc, QD_SEARCH_H_ZERO);
    }
}

/* One-way roads: from A to C, A -> B -> C (2 + 2) beats A -> C (9), and
 * C -> A is no help; from C to D, the only road D -> C goes the wrong way. */
static void
test_one_way (void)
{
  g_autoptr (QdSearchDoc) doc = load ("A\nB\nC\nA -> B: 2\nB -> C: 2\nC -> A: 1\nA -> C: 9\nstart: A\ngoal: C\n");
  g_autoptr (QdSearchDoc) back = load ("A\nB\nC\nD\nA -> B: 2\nB -> C: 2\nD -> C: 1\nstart: C\ngoal: D\n");
  double cost;

  g_assert_cmpint (run (doc, QD_SEARCH_H_ZERO, QD_SPACE_BIDIR, &cost), ==, QD_SPACE_SOLVED);
  g_assert_cmpfloat (cost, ==, 4);
  g_assert_cmpint (run (back, QD_SEARCH_H_ZERO, QD_SPACE_BIDIR, &cost), ==, QD_SPACE_NO_SOLUTION);
}

static void
test_start_is_goal (void)
{
  g_autoptr (QdSearchDoc) route = load ("A\nB\nA -- B: 3\nstart: A\ngoal: A\n");
  g_autoptr (QdSearchDoc) tiles = qd_search_doc_new_tiles (qd_search_tiles_shuffle (3, 3, 0, 1));
  double cost = -1;

  g_assert_cmpint (run (route, QD_SEARCH_H_ZERO, QD_SPACE_BIDIR, &cost), ==, QD_SPACE_SOLVED);
  g_assert_cmpfloat (cost, ==, 0);
  g_assert_cmpint (run (tiles, QD_SEARCH_H_MANHATTAN, QD_SPACE_BIDIR_ASTAR, &cost), ==, QD_SPACE_SOLVED);
  g_assert_cmpfloat (cost, ==, 0);
}

static void
test_mazes (void)
{
  guint solved = 0, unsolved = 0;

  for (guint64 seed = 1; seed <= 100; seed++)
    {
      QdSearchMaze *maze = qd_search_maze_random (9 + seed % 7, 11 + seed % 5, seed % 3, seed);
      guint64 rng = seed * 7919;
      g_autoptr (QdSearchDoc) doc = NULL;
      guint n = maze->rows * maze->cols;

      /* Knock out walls inside the border: several paths to compare. */
      for (guint k = 0; k < n / 8; k++)
        {
          guint r = 1 + qd_random_below (&rng, maze->rows - 2), c = 1 + qd_random_below (&rng, maze->cols - 2);

          if (maze->cells[r * maze->cols + c] == 0)
            qd_search_maze_set_cell (maze, r, c, 1 + qd_random_below (&rng, 3));
        }
      if (seed % 2 == 0)
        qd_search_maze_set_connect (maze, 8);
      if (seed % 10 == 3)
        {
          /* The goal (bottom right, inside the border) walled in. */
          guint gr = maze->goal / maze->cols, gc = maze->goal % maze->cols;

          qd_search_maze_set_cell (maze, gr - 1, gc, 0);
          qd_search_maze_set_cell (maze, gr, gc - 1, 0);
          qd_search_maze_set_cell (maze, gr - 1, gc - 1, 0);
        }
      doc = qd_search_doc_new_maze (maze);
      if (check_same (doc, seed % 2 == 0 ? QD_SEARCH_H_OCTILE : QD_SEARCH_H_MANHATTAN))
        solved++;
      else
        unsolved++;
    }
  g_test_message ("mazes: %u solved, %u without a path", solved, unsolved);
  g_assert_cmpuint (unsolved, ==, 10);
}

static void
test_eight_puzzles (void)
{
  for (guint64 seed = 1; seed <= 100; seed++)
    {
      g_autoptr (QdSearchDoc) doc = qd_search_doc_new_tiles (qd_search_tiles_random (3, 3, seed));

      g_assert_true (check_same (doc, seed % 2 ? QD_SEARCH_H_MANHATTAN : QD_SEARCH_H_MISPLACED));
    }
}

static void
test_budget (void)
{
  g_autoptr (QdSearchDoc) doc = load_example ("romania.route");
  g_autoptr (GError) error = NULL;
  QdSpace *space = qd_search_doc_space (doc, QD_SEARCH_H_ZERO, &error);
  QdSpaceOptions o;
  QdSpaceResult r;

  qd_space_options_init (&o);
  o.algorithm = QD_SPACE_BIDIR;
  o.max_nodes = 5;
  g_assert_cmpint (qd_space_solve (space, qd_search_space_start (space), &o, &r), ==, QD_SPACE_STOPPED);
  g_assert_cmpint (r.stop_reason, ==, QD_SPACE_STOP_NODES);
  g_assert_cmpuint (r.generated, >=, 5);
  g_assert_cmpuint (r.n_steps, ==, 0);
  qd_space_result_clear (&r);
  qd_search_space_free (space);
}

/* The stop flag and the deadline, read before the first expansion: a 15-puzzle
 * (uniform-cost search from both ends expands far more). */
static void
test_stop_and_deadline (void)
{
  g_autoptr (QdSearchDoc) doc = qd_search_doc_new_tiles (qd_search_tiles_shuffle (4, 4, 60, 5));
  g_autoptr (GError) error = NULL;
  QdSpace *space = qd_search_doc_space (doc, QD_SEARCH_H_ZERO, &error);
  gint stop = 1;

  for (guint k = 0; k < 2; k++)
    {
      QdSpaceOptions o;
      QdSpaceResult r;

      qd_space_options_init (&o);
      o.algorithm = QD_SPACE_BIDIR;
      if (k == 0)
        o.stop = &stop;
      else
        o.deadline_us = 1;
      g_assert_cmpint (qd_space_solve (space, qd_search_space_start (space), &o, &r), ==, QD_SPACE_STOPPED);
      g_assert_cmpint (r.stop_reason, ==, k == 0 ? QD_SPACE_STOP_FLAG : QD_SPACE_STOP_TIME);
      g_assert_cmpuint (r.expanded, ==, 0);   /* the first look, before the first expansion, stops */
      qd_space_result_clear (&r);
    }
  qd_search_space_free (space);
}

/* Practice on Romania, uniform cost from both ends, worked by hand: Arad
 * (g 0, forward on the tie) is expanded first, untold (the questions start
 * at the second step); then backward (Bucharest g 0), forward (Zerind 75 <
 * Urziceni 85), whose g is 75, backward (Urziceni 85 < Timisoara 118); they
 * meet at Rimnicu Vilcea (140 + 80 forward, 101 + 97
 * backward) for 418. */
static void
test_practice (void)
{
  g_autoptr (QdSearchDoc) doc = load_example ("romania.route");
  QdSearchSettings s;
  g_autoptr (QdSearchRun) run = NULL;
  g_autoptr (QdPractice) practice = NULL;
  g_autoptr (GError) error = NULL;
  const char *sides[] = { "backward", "forward", "backward" };
  guint n_side = 0, n_all;

  qd_search_settings_init (&s, doc);
  s.algorithm = QD_SPACE_BIDIR;
  run = qd_search_run_new (doc, &s);
  qd_search_run_solve (run, NULL, NULL, NULL, &error);
  g_assert_no_error (error);
  practice = qd_search_practice_new (run);
  qd_practice_set_frequency (practice, QD_PRACTICE_EVERY_STEP);
  n_all = qd_practice_n_all (practice);
  for (guint i = 0; i < n_all && n_side < G_N_ELEMENTS (sides); i++)
    {
      const QdPracticeQuestion *q = qd_practice_get (practice, i);

      if (q->kind == QD_PRACTICE_NAME && strstr (q->text, "side") != NULL)
        g_assert_cmpstr (q->names[0], ==, sides[n_side++]);
      if (n_side == 2 && q->kind == QD_PRACTICE_NUMBER)
        g_assert_cmpfloat (q->number, ==, 75);
    }
  g_assert_cmpuint (n_side, ==, 3);
  g_assert_cmpstr (qd_practice_get (practice, n_all - 2)->names[0], ==, "Rimnicu Vilcea");
  g_assert_cmpfloat (qd_practice_get (practice, n_all - 1)->number, ==, 418);
  /* Typed in any case, the side is right. */
  g_assert_cmpint (qd_practice_answer (practice, "forward", NULL), ==, QD_PRACTICE_WRONG);
  g_assert_cmpint (qd_practice_answer (practice, "BACKWARD", NULL), ==, QD_PRACTICE_RIGHT);
  g_assert_cmpint (qd_practice_answer (practice, "0", NULL), ==, QD_PRACTICE_RIGHT);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/search-bidir/romania", test_romania);
  g_test_add_func ("/search-bidir/one-way", test_one_way);
  g_test_add_func ("/search-bidir/start-is-goal", test_start_is_goal);
  g_test_add_func ("/search-bidir/mazes", test_mazes);
  g_test_add_func ("/search-bidir/eight-puzzles", test_eight_puzzles);
  g_test_add_func ("/search-bidir/budget", test_budget);
  g_test_add_func ("/search-bidir/practice", test_practice);
  g_test_add_func ("/search-bidir/stop-and-deadline", test_stop_and_deadline);
  return g_test_run ();
}
