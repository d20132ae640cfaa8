/* qd-search-tiles.h — sliding-tile puzzles (`*.tiles`), 3 × 3 to 5 × 5.
 *
 * The file's numbers: 0 the blank, the tiles 1 … R·C−1; the goal is 0 1 2 …
 * (blank top left) unless the file gives one.
 *
 * Canonical labels: in a search state every cell holds the GOAL CELL of the
 * tile on it, the blank included, so the goal state is cells[i] = i whatever
 * the file's goal; with the default goal these are the file's numbers.  The
 * blank's label is `blank_goal` (its goal cell; 0 by default).
 *
 * State bytes: cells[R·C] (one byte each), the blank's cell (one byte), the
 * heuristic's `cache_bytes` (a function of the cells: memcmp equality still
 * holds), padded with zeros to a multiple of 8.
 *
 * Actions: the blank moves QD_SEARCH_UP, DOWN, LEFT, RIGHT (qd-search.h), in
 * that order; the inverse of a move is move ^ 1.
 */
#pragma once

#include "qd-search.h"

G_BEGIN_DECLS

struct _QdSearchTiles {
  guint rows, cols;
  guint8 *start;          /* rows × cols numbers, 0 the blank */
  guint8 *goal;           /* rows × cols numbers, 0 the blank */
  gboolean has_goal;      /* the file gave a goal block (written back); else goal is 0 1 2 … */
};

/* A puzzle at its goal 0 1 2 … (start = goal). */
QdSearchTiles *qd_search_tiles_new (guint rows, guint cols);
QdSearchTiles *qd_search_tiles_parse (const char *text, gssize length, GPtrArray *warnings,
                                      GError **error);
char          *qd_search_tiles_to_string (const QdSearchTiles *tiles);
QdSearchTiles *qd_search_tiles_copy (const QdSearchTiles *tiles);
void           qd_search_tiles_free (QdSearchTiles *tiles);

/* Whether the start can reach the goal (the parity of the permutation equals
 * the parity of the blank's Manhattan distance to its goal cell). */
gboolean       qd_search_tiles_solvable (const QdSearchTiles *tiles);
gboolean       qd_search_tiles_is_solved (const QdSearchTiles *tiles);
/* The blank's goal cell. */
guint          qd_search_tiles_blank_goal (const QdSearchTiles *tiles);
/* Board numbers (the file's) → canonical labels, and back (n = rows × cols). */
void           qd_search_tiles_to_canonical (const QdSearchTiles *tiles, const guint8 *numbers, guint8 *cells);
void           qd_search_tiles_from_canonical (const QdSearchTiles *tiles, const guint8 *cells, guint8 *numbers);
/* Parity of canonical cells (the blank's label `blank_goal`): TRUE when
 * they can reach the goal 0 1 2 …. */
gboolean       qd_search_tiles_cells_solvable (guint rows, guint cols, guint blank_goal, const guint8 *cells);

/* --- Edits ------------------------------------------------------------- */

/* A new size: start and goal become the default goal. */
void           qd_search_tiles_resize (QdSearchTiles *tiles, guint rows, guint cols);
/* The start from rows × cols numbers: FALSE and an error (translated) when
 * n is not rows × cols, they are not a permutation of 0 … n−1, or the start
 * cannot reach the goal. */
gboolean       qd_search_tiles_set_start (QdSearchTiles *tiles, const guint *numbers, guint n,
                                          GError **error);
/* The same from text: numbers separated by blanks, commas or slashes. */
gboolean       qd_search_tiles_set_start_text (QdSearchTiles *tiles, const char *text, GError **error);
void           qd_search_tiles_reset (QdSearchTiles *tiles);   /* start = goal */
/* Slides the tile on `cell` (and those between) into the blank when it is in
 * the blank's row or column; returns how many tiles moved (0: none). */
guint          qd_search_tiles_slide (QdSearchTiles *tiles, guint cell);
/* Moves the blank one cell (QD_SEARCH_UP …); FALSE at the edge. */
gboolean       qd_search_tiles_move_blank (QdSearchTiles *tiles, guint move);
/* The blank's cell in the start. */
guint          qd_search_tiles_blank (const QdSearchTiles *tiles);

/* Generators (seeded): a random walk of `moves` blank moves from the goal,
 * never undoing the move before; a uniformly random solvable start. */
QdSearchTiles *qd_search_tiles_shuffle (guint rows, guint cols, guint moves, guint64 seed);
QdSearchTiles *qd_search_tiles_random (guint rows, guint cols, guint64 seed);

/* --- Heuristics over canonical cells ---------------------------------- */

typedef struct _QdSearchTilesHeuristic QdSearchTilesHeuristic;
struct _QdSearchTilesHeuristic {
  guint cache_bytes;
  /* h of `cells` from scratch, filling `cache` */
  guint (*init)   (const QdSearchTilesHeuristic *h, const guint8 *cells, guint8 *cache);
  /* h after the tile labelled `tile` moved from cell `from` to cell `to` (cells is
   * the board AFTER the move; `cache` holds the parent's cache on entry, the
   * child's on return; `h_parent` the parent's h) */
  guint (*update) (const QdSearchTilesHeuristic *h, const guint8 *cells, guint tile,
                   guint from, guint to, guint8 *cache, guint h_parent);
  void  (*free)   (QdSearchTilesHeuristic *h);
  guint rows, cols, blank_goal;
  gpointer data;
};

/* zero, misplaced, manhattan, linear-conflict (NULL for the others: the
 * pattern databases are qd-search-pdb.h's). */
QdSearchTilesHeuristic *qd_search_tiles_heuristic_new (QdSearchHeuristic h, guint rows, guint cols,
                                                       guint blank_goal);
void           qd_search_tiles_heuristic_free (QdSearchTilesHeuristic *h);   /* calls h->free */

/* The state bytes of a board with `cache_bytes` of cache. */
static inline guint
qd_search_tiles_state_size (guint rows, guint cols, guint cache_bytes)
{
  return (rows * cols + 1 + cache_bytes + 7) / 8 * 8;
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdSearchTiles, qd_search_tiles_free)

G_END_DECLS
