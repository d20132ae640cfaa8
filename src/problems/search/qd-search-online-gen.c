/* qd-search-online-gen.c — small mazes for LRTA*'s hand exercise
 * (qd_search_online_exercise). */
#include "config.h"
#include "problems/search/qd-search-online.h"

#include "core/qd-random.h"

/* The exercise worked by hand in tests/search/test-search-online.c. */
static const char fallback[] =
  "#######\n"
  "#S.#G.#\n"
  "#.....#\n"
  "#######\n";

/* LRTA*'s first trial: its moves, and whether some H went up (learning to see). */
static guint64
first_trial (const QdSearchMaze *maze, gboolean *raised)
{
  g_autoptr(QdSearchOnline) online = qd_search_online_new (maze, QD_SEARCH_ONLINE_LRTA, 64);
  QdSearchOnlineMove m = { 0 };

  *raised = FALSE;
  while (qd_search_online_step (online, &m) == QD_SEARCH_ONLINE_WALKING)
    *raised |= m.updated && m.h_new > m.h_old;
  *raised |= qd_search_online_moved (online) && m.updated && m.h_new > m.h_old;
  return qd_search_online_status (online) == QD_SEARCH_ONLINE_GOAL ? qd_search_online_n_moves (online) : G_MAXUINT64;
}

static QdSearchMaze *
draw_maze (guint64 *state, guint rows, guint cols)
{
  QdSearchMaze *maze = qd_search_maze_new (rows, cols);
  guint goal_row, goal_col;

  qd_search_maze_set_start (maze, qd_random_below (state, rows), 0);
  /* One draw a statement: the order of a call's arguments is the
   * compiler's, and a seed gives the same maze in every build. */
  goal_row = qd_random_below (state, rows);
  goal_col = cols - 1 - qd_random_below (state, 2);
  qd_search_maze_set_goal (maze, goal_row, goal_col);
  for (guint r = 0; r < rows; r++)
    for (guint c = 0; c < cols; c++)
      if (qd_random_below (state, 100) < 28)
        qd_search_maze_set_cell (maze, r, c, QD_SEARCH_MAZE_WALL);
  return maze;
}

QdSearchMaze *
qd_search_online_exercise (guint64 seed, guint difficulty)
{
  static const guint lo[3] = { 5, 7, 9 }, hi[3] = { 8, 10, 12 };
  guint64 state = qd_random_mix (seed ^ 0x6f6e6c696e65ULL);

  difficulty = MIN (difficulty, 2);
  for (guint attempt = 0; attempt < 5000; attempt++)
    {
      g_autoptr(QdSearchMaze) maze = draw_maze (&state, 2 + (difficulty > 0), 5 + difficulty);
      gboolean raised;
      guint64 moves;

      if (!qd_search_maze_connected (maze))
        continue;
      moves = first_trial (maze, &raised);
      if (raised && moves >= lo[difficulty] && moves <= hi[difficulty])
        return g_steal_pointer (&maze);
    }
  return qd_search_maze_parse (fallback, -1, NULL, NULL);
}
