/* bench-space.c — figures of the state-space engine (core/qd-space).
 *
 * 1. IDA* with Manhattan distance on 15-puzzles (a domain written here:
 *    17-byte states, the blank's inverse move not generated, Manhattan
 *    updated in expand): seeded random walks of 60 moves from the goal.
 *    Lengths and node counts are fixed numbers for a given engine (a change
 *    in them is a change in behaviour); A* checks each length when it fits
 *    its budget.
 * 2. A* on an open 1000 x 1000 grid, 4-connected, unit costs, corner to
 *    corner: with Manhattan distance (the tie rule's smaller h first keeps it
 *    on one path) and with h = 0 (every cell: the heap, the reached set and
 *    the node records at full size).
 * Times are the best of REPEATS runs; build with -Dbuildtype=release.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/qd-random.h"
#include "core/qd-space.h"

#define REPEATS 3
#define SIDE 4
#define CELLS (SIDE * SIDE)
#define TILES_STATE (CELLS + 1)     /* the cells, then the blank's cell */

/* ---- the 15-puzzle: goal 0 1 2 … 15, the blank (0) top left ---- */

enum { UP, DOWN, LEFT, RIGHT };     /* the blank's moves; the inverse of a is a ^ 1 */

static guint8 manhattan_of[CELLS][CELLS];   /* [tile][cell] */
static gint8 neighbour[CELLS][4];

static void
tiles_init (void)
{
  for (int t = 0; t < CELLS; t++)
    for (int c = 0; c < CELLS; c++)
      manhattan_of[t][c] = t == 0 ? 0 : abs (t / SIDE - c / SIDE) + abs (t % SIDE - c % SIDE);
  for (int c = 0; c < CELLS; c++)
    {
      int r = c / SIDE, k = c % SIDE;

      neighbour[c][UP] = r > 0 ? c - SIDE : -1;
      neighbour[c][DOWN] = r < SIDE - 1 ? c + SIDE : -1;
      neighbour[c][LEFT] = k > 0 ? c - 1 : -1;
      neighbour[c][RIGHT] = k < SIDE - 1 ? c + 1 : -1;
    }
}

static guint
tiles_expand (const QdSpace *space, gconstpointer state, double h, QdSpaceAction previous,
              gboolean prune_inverse, QdSpaceStep *steps, guint8 *states)
{
  const guint8 *s = state;
  guint blank = s[CELLS], n = 0;

  (void) space;
  for (guint a = 0; a < 4; a++)
    {
      int to = neighbour[blank][a];
      guint8 *child, tile;

      if (to < 0 || (prune_inverse && previous == (a ^ 1)))
        continue;
      child = states + n * TILES_STATE;
      memcpy (child, s, TILES_STATE);
      tile = s[to];
      child[blank] = tile;
      child[to] = 0;
      child[CELLS] = (guint8) to;
      steps[n].action = a;
      steps[n].cost = 1;
      steps[n].h = h - manhattan_of[tile][to] + manhattan_of[tile][blank];
      n++;
    }
  return n;
}

static gboolean
tiles_is_goal (const QdSpace *space, gconstpointer state)
{
  static const guint8 goal[CELLS] = { 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15 };

  (void) space;
  return memcmp (state, goal, CELLS) == 0;
}

static double
tiles_manhattan (const QdSpace *space, gconstpointer state)
{
  const guint8 *s = state;
  guint h = 0;

  (void) space;
  for (guint c = 0; c < CELLS; c++)
    h += manhattan_of[s[c]][c];
  return h;
}

static const QdSpace tiles_space = {
  .state_size = TILES_STATE,
  .max_steps = 4,
  .expand = tiles_expand,
  .is_goal = tiles_is_goal,
  .heuristic = tiles_manhattan,
  .has_inverse = TRUE,
};

/* A walk of `moves` blank moves from the goal, never undoing the last. */
static void
tiles_walk (guint64 seed, guint moves, guint8 *state)
{
  guint last = G_MAXUINT;

  for (guint c = 0; c < CELLS; c++)
    state[c] = c;
  state[CELLS] = 0;
  for (guint i = 0; i < moves; )
    {
      guint a = qd_random_below (&seed, 4);
      int to = neighbour[state[CELLS]][a];

      if (to < 0 || a == (last ^ 1))
        continue;
      state[state[CELLS]] = state[to];
      state[to] = 0;
      state[CELLS] = (guint8) to;
      last = a;
      i++;
    }
}

static void
solve_best_of (const QdSpace *space, gconstpointer start, const QdSpaceOptions *o, QdSpaceResult *r, gint64 *best_us)
{
  *best_us = G_MAXINT64;
  for (guint k = 0; k < REPEATS; k++)
    {
      if (k > 0)
        qd_space_result_clear (r);
      qd_space_solve (space, start, o, r);
      *best_us = MIN (*best_us, r->time_us);
    }
}

static void
bench_tiles (void)
{
  guint64 total_generated = 0;
  gint64 total_us = 0;

  printf ("# 15-puzzle, IDA* with Manhattan distance, parent pruning; random walks of 60 moves\n");
  for (guint64 seed = 1; seed <= 6; seed++)
    {
      guint8 start[TILES_STATE];
      QdSpaceOptions o;
      QdSpaceResult r, check;
      gint64 us;

      tiles_walk (seed, 60, start);
      qd_space_options_init (&o);
      o.algorithm = QD_SPACE_IDASTAR;
      o.cycles = QD_SPACE_CYCLES_PARENT;
      o.max_nodes = G_GUINT64_CONSTANT (2000000000);
      solve_best_of (&tiles_space, start, &o, &r, &us);
      if (r.status != QD_SPACE_SOLVED)
        {
          fprintf (stderr, "walk %" G_GUINT64_FORMAT ": not solved (%s)\n", seed, qd_space_status_to_string (r.status));
          exit (1);
        }
      printf ("walk %" G_GUINT64_FORMAT ": h %3.0f length %2u iterations %2u generated %11" G_GUINT64_FORMAT
              " expanded %11" G_GUINT64_FORMAT " time %8.3f s  %6.2f Mnodes/s\n",
              seed, tiles_manhattan (NULL, start), r.n_steps, r.iterations, r.generated, r.expanded,
              us / 1e6, r.generated / (double) MAX (us, 1));
      total_generated += r.generated;
      total_us += us;

      /* A* (graph search) agrees when it fits 4,000,000 nodes. */
      o.algorithm = QD_SPACE_ASTAR;
      o.max_nodes = 4000000;
      qd_space_solve (&tiles_space, start, &o, &check);
      if (check.status == QD_SPACE_SOLVED && check.n_steps != r.n_steps)
        {
          fprintf (stderr, "walk %" G_GUINT64_FORMAT ": A* %u, IDA* %u\n", seed, check.n_steps, r.n_steps);
          exit (1);
        }
      printf ("        A*: %s, generated %" G_GUINT64_FORMAT " in %.3f s  %.2f Mnodes/s\n",
              check.status == QD_SPACE_SOLVED ? "same length" : "over its budget", check.generated,
              check.time_us / 1e6, check.generated / (double) MAX (check.time_us, 1));
      qd_space_result_clear (&check);
      qd_space_result_clear (&r);
    }
  printf ("IDA* total: generated %" G_GUINT64_FORMAT " in %.3f s: %.2f Mnodes/s\n\n",
          total_generated, total_us / 1e6, total_generated / (double) MAX (total_us, 1));
}

/* ---- an open grid ---- */

#define GRID 1000

static guint
grid_expand (const QdSpace *space, gconstpointer state, double h, QdSpaceAction previous,
             gboolean prune_inverse, QdSpaceStep *steps, guint8 *states)
{
  static const int dr[] = { -1, 0, 1, 0 }, dc[] = { 0, 1, 0, -1 };
  gboolean manhattan = space->data != NULL;
  guint32 cell = *(const guint32 *) state;
  int r = cell / GRID, c = cell % GRID;
  guint n = 0;

  (void) h;
  (void) previous;
  (void) prune_inverse;
  for (guint d = 0; d < 4; d++)
    {
      int rr = r + dr[d], cc = c + dc[d];
      guint32 t;

      if (rr < 0 || cc < 0 || rr >= GRID || cc >= GRID)
        continue;
      t = rr * GRID + cc;
      steps[n].action = d;
      steps[n].cost = 1;
      steps[n].h = manhattan ? (GRID - 1 - rr) + (GRID - 1 - cc) : 0;
      memcpy (states + n * sizeof t, &t, sizeof t);
      n++;
    }
  return n;
}

static gboolean
grid_is_goal (const QdSpace *space, gconstpointer state)
{
  (void) space;
  return *(const guint32 *) state == GRID * GRID - 1;
}

static double
grid_heuristic (const QdSpace *space, gconstpointer state)
{
  guint32 cell = *(const guint32 *) state;

  return space->data != NULL ? (GRID - 1 - cell / GRID) + (GRID - 1 - cell % GRID) : 0;
}

static void
bench_grid (void)
{
  static int with_manhattan;

  printf ("# A* on an open %d x %d grid, 4-connected, unit costs, corner to corner\n", GRID, GRID);
  for (guint with_h = 0; with_h < 2; with_h++)
    {
      QdSpace space = {
        .state_size = sizeof (guint32),
        .max_steps = 4,
        .expand = grid_expand,
        .is_goal = grid_is_goal,
        .heuristic = grid_heuristic,
        .data = with_h ? &with_manhattan : NULL,
      };
      guint32 start = 0;
      QdSpaceOptions o;
      QdSpaceResult r;
      gint64 us;

      qd_space_options_init (&o);
      solve_best_of (&space, &start, &o, &r, &us);
      printf ("%-10s cost %4.0f expanded %8" G_GUINT64_FORMAT " generated %8" G_GUINT64_FORMAT
              " frontier max %6" G_GUINT64_FORMAT " time %7.3f s  %6.2f Mnodes/s generated\n",
              with_h ? "manhattan" : "h = 0", r.cost, r.expanded, r.generated, r.frontier_max, us / 1e6,
              r.generated / (double) MAX (us, 1));
      qd_space_result_clear (&r);
    }
}

int
main (void)
{
  tiles_init ();
  bench_tiles ();
  bench_grid ();
  return 0;
}
