/* test-search-online.c — the online agents (qd-search-online.h): LRTA* and
 * Online-DFS on a maze worked by hand, and on 50 random mazes against an
 * independent Dijkstra.
 *
 * The hand maze (cells ROW COL, all of cost 1, goal G = 1 4):
 *
 *     #######
 *     #S.#G.#      S = 1 1
 *     #.....#
 *     #######
 *
 * Optimal cost 5 (S, 2 1 or 1 2, 2 2, 2 3, 2 4, G).  h = Manhattan distance to
 * G: S 3, 1 2 2, 2 1 4, 2 2 3, 2 3 2, 2 4 1, 1 5 1, 2 5 2.  Actions in the
 * order up, right, down, left; an unknown result costs h(s) (LRTA*-COST).
 *
 * LRTA*, trial 1 (on arriving in s', H(s) ← min over s's actions, then the
 * cheapest action from s'):
 *   1. S: H(S)=3; right (1+?: h 3) ties down (3): right → 1 2
 *   2. 1 2: H(1 2)=2; H(S) ← min(1+2, 3) = 3; down (h 2) ties left (2): down → 2 2
 *   3. 2 2: H=3; H(1 2) ← min(1+3, 2) = 2; up, right, left all h 3: up → 1 2
 *   4. 1 2: H(2 2) ← min(1+2, 3, 3) = 3; down 1+3=4, left h 2: left → S
 *   5. S: H(1 2) ← min(4, 1+3) = 4; right 1+4=5, down h 3: down → 2 1
 *   6. 2 1: H=4; H(S) ← min(5, 1+4) = 5; up h 4 ties right h 4: up → S
 *   7. S: H(2 1) ← min(1+5, 4) = 4; right 5 ties down 5: right → 1 2
 *   8. 1 2: H(S) ← 5; down 4, left 6: down → 2 2
 *   9. 2 2: H(1 2) ← min(4, 6) = 4; up 5, right h 3, left h 3: right → 2 3
 *  10. 2 3: H=2; H(2 2) ← min(5, 3, 3) = 3; right h 2 ties left: right → 2 4
 *  11. 2 4: H=1; H(2 3) ← min(1+1, 2) = 2; up (h 1) first: up → G.
 * Trial 1 costs 11.  Trial 2 from S: right 5 ties down 5 → 1 2; down 4 <
 * left 6 → 2 2; right 1+2 = 3 ties left h 3 → 2 3; right 2 → 2 4; up → G:
 * cost 5, the optimal, every H update leaving H as it was, so every later
 * trial repeats it.  Stated: LRTA* is optimal from trial 2 on this maze.
 *
 * Online-DFS (untried popped in action order; a step back only to the cell
 * unbacktracked names): S right → 1 2, down → 2 2, up → 1 2 (seen before:
 * 2 2 pushed), left → S, down → 2 1, up → S, back down → 2 1, right → 2 2,
 * right → 2 3, right → 2 4, up → G: 11 moves, every trial the same.
 */
#include "config.h"

#include <math.h>

#include "problems/search/qd-search-maze.h"
#include "problems/search/qd-search-online.h"

static const char hand_maze[] =
  "#######\n"
  "#S.#G.#\n"
  "#.....#\n"
  "#######\n";

static QdSearchMaze *
parse (const char *text)
{
  g_autoptr(GError) error = NULL;
  QdSearchMaze *maze = qd_search_maze_parse (text, -1, NULL, &error);

  g_assert_no_error (error);
  return maze;
}

static guint
cell (guint r, guint c)
{
  return r * 7 + c;
}

/* The H updates of trial 1, in order: (cell, new H). */
static const struct { guint r, c; double h; } hand_updates[] = {
  { 1, 1, 3 }, { 1, 2, 2 }, { 2, 2, 3 }, { 1, 2, 4 }, { 1, 1, 5 },
  { 2, 1, 4 }, { 1, 1, 5 }, { 1, 2, 4 }, { 2, 2, 3 }, { 2, 3, 2 },
};

static void
test_lrta_hand (void)
{
  g_autoptr(QdSearchMaze) maze = parse (hand_maze);
  g_autoptr(QdSearchOnline) online = qd_search_online_new (maze, QD_SEARCH_ONLINE_LRTA, 0);
  QdSearchOnlineMove m;
  guint n_updates = 0, n;
  const double *costs;

  for (QdSearchOnlineStatus status = QD_SEARCH_ONLINE_WALKING; status == QD_SEARCH_ONLINE_WALKING;)
    {
      status = qd_search_online_step (online, &m);
      if (qd_search_online_moved (online) && m.updated)
        {
          g_assert_cmpuint (n_updates, <, G_N_ELEMENTS (hand_updates));
          g_assert_cmpuint (m.h_cell, ==, cell (hand_updates[n_updates].r, hand_updates[n_updates].c));
          g_assert_cmpfloat (m.h_new, ==, hand_updates[n_updates].h);
          n_updates++;
        }
    }
  g_assert_cmpuint (n_updates, ==, G_N_ELEMENTS (hand_updates));
  g_assert_cmpint (qd_search_online_status (online), ==, QD_SEARCH_ONLINE_GOAL);
  g_assert_cmpfloat (qd_search_online_cost (online), ==, 11);
  g_assert_cmpfloat (qd_search_online_h_value (online, cell (1, 1)), ==, 5);
  g_assert_cmpfloat (qd_search_online_h_value (online, cell (2, 1)), ==, 4);
  g_assert_true (isnan (qd_search_online_h_value (online, cell (2, 5))));
  g_assert_cmpint (qd_search_online_result (online, cell (1, 1), 2), ==, (gint) cell (1, 2));
  g_assert_cmpint (qd_search_online_result (online, cell (2, 1), 2), ==, -1);
  for (guint t = 2; t <= 5; t++)
    {
      qd_search_online_new_trial (online);
      g_assert_cmpint (qd_search_online_run_trial (online, NULL), ==, QD_SEARCH_ONLINE_GOAL);
      g_assert_cmpfloat (qd_search_online_cost (online), ==, 5);
    }
  costs = qd_search_online_trial_costs (online, &n);
  g_assert_cmpuint (n, ==, 5);
  g_assert_cmpfloat (costs[0], ==, 11);
  g_assert_cmpfloat (costs[4], ==, 5);
}

static void
test_dfs_hand (void)
{
  static const guint8 path[] = { 2, 4, 0, 6, 4, 0, 4, 2, 2, 2, 0 };
  g_autoptr(QdSearchMaze) maze = parse (hand_maze);
  g_autoptr(QdSearchOnline) online = qd_search_online_new (maze, QD_SEARCH_ONLINE_DFS, 0);

  for (guint t = 1; t <= 2; t++)
    {
      if (t > 1)
        qd_search_online_new_trial (online);
      g_assert_cmpint (qd_search_online_run_trial (online, NULL), ==, QD_SEARCH_ONLINE_GOAL);
      g_assert_cmpuint (qd_search_online_n_moves (online), ==, G_N_ELEMENTS (path));
      for (guint i = 0; i < G_N_ELEMENTS (path); i++)
        g_assert_cmpuint (qd_search_online_path (online)[i], ==, path[i]);
    }
  /* Seen: the 3 × 3 around each cell stood on; 2 5 seen, never stood on. */
  g_assert_true (qd_search_online_seen (online, cell (0, 0)));
  g_assert_true (qd_search_online_seen (online, cell (2, 5)));
  g_assert_false (qd_search_online_visited (online, cell (2, 5)));
  g_assert_false (qd_search_online_seen (online, cell (1, 6)));
}

/* Practice on the hand maze's first LRTA* trial, every question asked: the
 * moves and the H updates of the comment above, then the cost 11; with the
 * default frequency only the H that changed (H(1 2) 2 → 4 before move 5,
 * H(1 1) 3 → 5 before move 6) are asked beside the 11 moves. */
static void
test_practice (void)
{
  static const char *const answers[] = {
    "1 2", "3", "(2, 2)", "2", "1 2", "3", "1,1", "4", "2 1", "5", "1 1", "4", "1 2", "5", "2 2", "4", "2 3",
    "3", "2 4", "2", "1 4", "11",
  };
  g_autoptr(QdSearchMaze) maze = parse (hand_maze);
  g_autoptr(QdPractice) practice = qd_search_online_practice_new (maze, QD_SEARCH_ONLINE_LRTA);

  g_assert_cmpuint (qd_practice_n_asked (practice), ==, 11 + 2 + 1);
  qd_practice_set_frequency (practice, QD_PRACTICE_EVERY_STEP);
  g_assert_cmpuint (qd_practice_n_asked (practice), ==, G_N_ELEMENTS (answers));
  g_assert_cmpint (qd_practice_answer (practice, "2 1", NULL), ==, QD_PRACTICE_WRONG);
  g_assert_cmpint (qd_practice_answer (practice, "9 9", NULL), ==, QD_PRACTICE_UNREADABLE);
  for (guint i = 0; i < G_N_ELEMENTS (answers); i++)
    g_assert_cmpint (qd_practice_answer (practice, answers[i], NULL), ==, QD_PRACTICE_RIGHT);
  g_assert_true (qd_practice_finished (practice));
}

/* No path: Online-DFS says it explored everything; LRTA* stops at its limit. */
static void
test_unreachable (void)
{
  g_autoptr(QdSearchMaze) maze = parse ("######\n#S.#G#\n######\n");
  g_autoptr(QdSearchOnline) dfs = qd_search_online_new (maze, QD_SEARCH_ONLINE_DFS, 0);
  g_autoptr(QdSearchOnline) lrta = qd_search_online_new (maze, QD_SEARCH_ONLINE_LRTA, 500);

  g_assert_cmpint (qd_search_online_run_trial (dfs, NULL), ==, QD_SEARCH_ONLINE_EXHAUSTED);
  g_assert_cmpuint (qd_search_online_n_known (dfs), ==, 2);
  g_assert_cmpint (qd_search_online_run_trial (lrta, NULL), ==, QD_SEARCH_ONLINE_STEP_LIMIT);
  g_assert_cmpuint (qd_search_online_n_moves (lrta), ==, 500);
}

/* Dijkstra by scanning (small mazes): the optimal cost, written apart from
 * the engine; 4-connected, entering a cell costs its value. */
static double
dijkstra (const QdSearchMaze *maze)
{
  guint n = maze->rows * maze->cols;
  g_autofree double *dist = g_new (double, n);
  g_autofree gboolean *done = g_new0 (gboolean, n);
  static const int dr[4] = { -1, 0, 1, 0 }, dc[4] = { 0, 1, 0, -1 };

  for (guint i = 0; i < n; i++)
    dist[i] = INFINITY;
  dist[maze->start] = 0;
  for (;;)
    {
      gint best = -1;

      for (guint i = 0; i < n; i++)
        if (!done[i] && isfinite (dist[i]) && (best < 0 || dist[i] < dist[best]))
          best = (gint) i;
      if (best < 0)
        return INFINITY;
      if ((guint) best == maze->goal)
        return dist[best];
      done[best] = TRUE;
      for (guint d = 0; d < 4; d++)
        {
          int r = best / (int) maze->cols + dr[d], c = best % (int) maze->cols + dc[d];
          guint to;

          if (r < 0 || c < 0 || r >= (int) maze->rows || c >= (int) maze->cols)
            continue;
          to = (guint) r * maze->cols + (guint) c;
          if (maze->cells[to] != QD_SEARCH_MAZE_WALL && dist[best] + maze->cells[to] < dist[to])
            dist[to] = dist[best] + maze->cells[to];
        }
    }
}

/* 50 seeded random mazes with cost patches: every trial of both agents
 * reaches the goal at a cost no less than the optimal; Online-DFS's trials
 * repeat; LRTA*'s 200th trial costs the optimal (it converges). */
static void
test_random (void)
{
  for (guint64 seed = 1; seed <= 50; seed++)
    {
      g_autoptr(QdSearchMaze) maze = qd_search_maze_random (9 + (guint) (seed % 4) * 2, 15, 3, seed);
      g_autoptr(QdSearchOnline) dfs = qd_search_online_new (maze, QD_SEARCH_ONLINE_DFS, 0);
      g_autoptr(QdSearchOnline) lrta = qd_search_online_new (maze, QD_SEARCH_ONLINE_LRTA, 0);
      double optimal = dijkstra (maze), first_dfs = 0;

      g_assert_true (isfinite (optimal));
      for (guint t = 1; t <= 200; t++)
        {
          if (t > 1)
            qd_search_online_new_trial (lrta);
          g_assert_cmpint (qd_search_online_run_trial (lrta, NULL), ==, QD_SEARCH_ONLINE_GOAL);
          g_assert_cmpfloat (qd_search_online_cost (lrta), >=, optimal);
          if (t > 3)
            continue;
          if (t > 1)
            qd_search_online_new_trial (dfs);
          g_assert_cmpint (qd_search_online_run_trial (dfs, NULL), ==, QD_SEARCH_ONLINE_GOAL);
          g_assert_cmpfloat (qd_search_online_cost (dfs), >=, optimal);
          if (t == 1)
            first_dfs = qd_search_online_cost (dfs);
          g_assert_cmpfloat (qd_search_online_cost (dfs), ==, first_dfs);
        }
      g_assert_cmpfloat (qd_search_online_cost (lrta), ==, optimal);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/search-online/lrta-hand", test_lrta_hand);
  g_test_add_func ("/search-online/dfs-hand", test_dfs_hand);
  g_test_add_func ("/search-online/unreachable", test_unreachable);
  g_test_add_func ("/search-online/practice", test_practice);
  g_test_add_func ("/search-online/random", test_random);
  return g_test_run ();
}
