/* qd-search-gen.c — random route maps and sliding-tile puzzles for A*
 * exercises (qd-search-gen.h). */
#include "config.h"
#include "qd-search-gen.h"

#include <math.h>
#include <string.h>

#include "core/qd-random.h"
#include "qd-search-run.h"

#define MAX_DRAWS 1000
/* Between two places, in the 100 × 100 square. */
#define MIN_DISTANCE 22

static QdSearchRoute *
draw_route (guint n, guint64 seed)
{
  QdSearchRoute *route = qd_search_route_random (n, seed, 100, 100);

  for (guint p = 0; p < route->n_places; p++)
    {
      char name[4] = { (char) ('A' + p), 0 };

      qd_search_route_rename_place (route, p, name, NULL);
    }
  if (route->h == NULL)
    route->h = g_new (double, route->n_places);
  for (guint p = 0; p < route->n_places; p++)
    route->h[p] = floor (qd_search_route_straight (route, p, route->goal) + 1e-9);
  return route;
}

/* Expansions of A* (the kind's default heuristic) to the goal, or 0 when it
 * finds none; frees `doc`. */
static guint64
expansions (QdSearchDoc *doc)
{
  g_autoptr(QdSearchRun) run = NULL;
  QdSearchSettings settings;
  guint64 n = 0;

  qd_search_settings_init (&settings, doc);
  run = qd_search_run_new (doc, &settings);
  qd_search_run_set_replay (run, FALSE);
  if (qd_search_run_solve (run, NULL, NULL, NULL, NULL) == QD_SPACE_SOLVED)
    n = qd_search_run_result (run)->expanded;
  qd_search_doc_free (doc);
  return n;
}

/* Places far enough apart to draw each in its own disc. */
static gboolean
apart (const QdSearchRoute *route)
{
  for (guint a = 0; a < route->n_places; a++)
    for (guint b = a + 1; b < route->n_places; b++)
      if (hypot (route->x[a] - route->x[b], route->y[a] - route->y[b]) < MIN_DISTANCE)
        return FALSE;
  return TRUE;
}

QdSearchRoute *
qd_search_gen_route (guint64 seed, guint difficulty)
{
  static const guint places[3] = { 5, 6, 8 };
  guint n = places[MIN (difficulty, 2u)];
  guint64 state = seed;
  QdSearchRoute *route = NULL;

  for (guint draw = 0; draw < MAX_DRAWS; draw++)
    {
      guint64 e;

      g_clear_pointer (&route, qd_search_route_free);
      route = draw_route (n, qd_random_next (&state));
      if (!apart (route))
        continue;
      e = expansions (qd_search_doc_new_route (qd_search_route_copy (route)));
      if (e >= 3 && e <= QD_SEARCH_GEN_MAX_EXPANSIONS)
        break;
    }
  return route;
}

/* --- Sliding tiles ------------------------------------------------------- */

#define SIDE 3
#define CELLS (SIDE * SIDE)
/* The boards of a BFS layer of the 8-puzzle, at most (152 at depth 9). */
#define MAX_LAYER 200

static const guint tile_depths[3] = { 4, 6, 8 };

guint
qd_search_gen_tiles_depth (guint difficulty)
{
  return tile_depths[MIN (difficulty, 2u)];
}

/* A board packed four bits a cell, cell 0 lowest. */
static guint
packed_cell (guint64 board, guint cell)
{
  return (guint) (board >> (4 * cell)) & 15;
}

static guint64
pack_tiles (const guint8 *cells)
{
  guint64 board = 0;

  for (guint i = 0; i < CELLS; i++)
    board |= (guint64) cells[i] << (4 * i);
  return board;
}

/* The boards one blank move from `board`, in the moves' order (up, down,
 * left, right), moved by the puzzle's own rule (qd_search_tiles_move_blank)
 * on `scratch`, a 3 × 3 puzzle. */
static guint
tile_neighbours (QdSearchTiles *scratch, guint64 board, guint64 out[4])
{
  guint n = 0;

  for (guint m = QD_SEARCH_UP; m <= QD_SEARCH_RIGHT; m++)
    {
      for (guint i = 0; i < CELLS; i++)
        scratch->start[i] = (guint8) packed_cell (board, i);
      if (qd_search_tiles_move_blank (scratch, m))
        out[n++] = pack_tiles (scratch->start);
    }
  return n;
}

static gboolean
in_layer (const guint64 *layer, guint n, guint64 board)
{
  for (guint i = 0; i < n; i++)
    if (layer[i] == board)
      return TRUE;
  return FALSE;
}

/* The boards whose fewest moves to the goal 0 1 2 … are exactly `depth`: a
 * breadth-first search from the goal, layer by layer (the board graph is
 * undirected, so a board of the next layer is in neither this one nor the
 * one before).  Returns their number (in `layer`, in the search's order). */
static guint
tiles_layer (guint depth, guint64 *layer)
{
  g_autoptr(QdSearchTiles) scratch = qd_search_tiles_new (SIDE, SIDE);
  guint64 rows[3][MAX_LAYER];
  guint counts[3] = { 1, 0, 0 };

  qd_search_tiles_reset (scratch);
  rows[0][0] = pack_tiles (scratch->start);   /* the goal 0 1 2 … */
  for (guint d = 1; d <= depth; d++)
    {
      const guint64 *last = rows[(d - 1) % 3], *before = rows[(d + 1) % 3];
      guint64 *next = rows[d % 3];
      guint n_last = counts[(d - 1) % 3], n_before = d >= 2 ? counts[(d + 1) % 3] : 0, n = 0;

      for (guint i = 0; i < n_last; i++)
        {
          guint64 near[4];
          guint k = tile_neighbours (scratch, last[i], near);

          for (guint j = 0; j < k; j++)
            if (!in_layer (before, n_before, near[j]) && !in_layer (last, n_last, near[j])
                && !in_layer (next, n, near[j]))
              {
                g_assert (n < MAX_LAYER);
                next[n++] = near[j];
              }
        }
      counts[d % 3] = n;
    }
  memcpy (layer, rows[depth % 3], counts[depth % 3] * sizeof (guint64));
  return counts[depth % 3];
}

static QdSearchTiles *
unpack_tiles (guint64 board)
{
  QdSearchTiles *tiles = qd_search_tiles_new (SIDE, SIDE);

  for (guint i = 0; i < CELLS; i++)
    tiles->start[i] = (guint8) packed_cell (board, i);
  return tiles;
}

QdSearchTiles *
qd_search_gen_tiles (guint64 seed, guint difficulty)
{
  guint64 layer[MAX_LAYER], state = seed;
  guint order[MAX_LAYER], n = tiles_layer (qd_search_gen_tiles_depth (difficulty), layer);
  guint best = 0;
  guint64 best_expansions = G_MAXUINT64;

  /* The layer's boards in a random order: the first whose A* run fits. */
  for (guint i = 0; i < n; i++)
    order[i] = i;
  qd_random_shuffle (&state, order, n);
  for (guint i = 0; i < n; i++)
    {
      guint64 e = expansions (qd_search_doc_new_tiles (unpack_tiles (layer[order[i]])));

      if (e <= QD_SEARCH_GEN_MAX_TILE_EXPANSIONS)
        return unpack_tiles (layer[order[i]]);
      if (e < best_expansions)
        {
          best = order[i];
          best_expansions = e;
        }
    }
  return unpack_tiles (layer[best]);
}
