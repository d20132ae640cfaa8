/* qd-search-maze.h — grid mazes (`*.maze`): walls, free cells with the cost
 * of entering them, a start and a goal; 4- or 8-connected.
 *
 * Cells are numbered row × cols + col from the top left, written `ROW COL`.
 * Successors: N, E, S, W (4-connected); N, NE, E, SE, S, SW, W, NW (8), a
 * diagonal step costing the entered cell's cost × √2 and never cutting a
 * wall's corner (both orthogonal neighbours free).
 */
#pragma once

#include "qd-search.h"

G_BEGIN_DECLS

#define QD_SEARCH_MAZE_WALL 0   /* cells[] value of a wall; 1–9 a free cell's cost */

struct _QdSearchMaze {
  guint rows, cols;
  guint8 *cells;          /* rows × cols: QD_SEARCH_MAZE_WALL or the cost 1–9 */
  guint start, goal;      /* cell indexes, free, different */
  guint connect;          /* 4 or 8 */
};

/* An open rows × cols maze (no wall), start top left, goal bottom right
 * (rows × cols >= 2). */
QdSearchMaze *qd_search_maze_new (guint rows, guint cols);
QdSearchMaze *qd_search_maze_parse (const char *text, gssize length, GPtrArray *warnings,
                                    GError **error);
char         *qd_search_maze_to_string (const QdSearchMaze *maze);
QdSearchMaze *qd_search_maze_copy (const QdSearchMaze *maze);
void          qd_search_maze_free (QdSearchMaze *maze);

/* The least cost of a free cell (what the heuristics multiply by). */
guint         qd_search_maze_least_cost (const QdSearchMaze *maze);
/* TRUE when the goal can be reached from the start. */
gboolean      qd_search_maze_connected (const QdSearchMaze *maze);
/* The same with the least cost given (qd_search_maze_least_cost, which
 * reads every cell): for a loop over cells. */
double        qd_search_maze_h_least (const QdSearchMaze *maze, QdSearchHeuristic h, double least, guint cell);

/* The free cell one step from `cell` in direction d (0–7: N NE E SE S SW W
 * NW), or -1 (a wall, the edge, a diagonal cutting a wall's corner); the
 * cost of that step (the entered cell's cost, × √2 on a diagonal). */
gint          qd_search_maze_neighbour (const QdSearchMaze *maze, guint cell, guint d);
double        qd_search_maze_step_cost (const QdSearchMaze *maze, guint to, guint d);

/* --- Edits ------------------------------------------------------------- */

/* value: QD_SEARCH_MAZE_WALL or a cost 1–9.  FALSE (nothing changed) for a
 * wall on the start or the goal. */
gboolean      qd_search_maze_set_cell (QdSearchMaze *maze, guint row, guint col, guint value);
/* Keeps the top-left part; new cells free; a start or goal outside moves to
 * the nearest cell inside (made free; the two kept apart).  rows, cols in
 * 1 … QD_SEARCH_MAZE_MAX_SIDE, rows × cols in 2 … QD_SEARCH_MAZE_MAX_CELLS. */
void          qd_search_maze_resize (QdSearchMaze *maze, guint rows, guint cols);
/* The cell becomes free (cost 1 if it was a wall).  FALSE when it is the
 * other end (the goal for set_start). */
gboolean      qd_search_maze_set_start (QdSearchMaze *maze, guint row, guint col);
gboolean      qd_search_maze_set_goal (QdSearchMaze *maze, guint row, guint col);
void          qd_search_maze_set_connect (QdSearchMaze *maze, guint connect);

/* A recursive-backtracker maze (a depth-first carving of a spanning tree of
 * the cells at odd coordinates; rows, cols >= 5, an even side gets a wall
 * row/column more), start top left, goal bottom right; `cost_patches`
 * rectangles of a random cost 2–9 laid over free cells.  Seeded. */
QdSearchMaze *qd_search_maze_random (guint rows, guint cols, guint cost_patches, guint64 seed);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdSearchMaze, qd_search_maze_free)

G_END_DECLS
