/* qd-search-tiles-space.c — sliding tiles for the engine: the heuristics
 * (misplaced tiles, Manhattan distance, linear conflict; all incremental) and
 * the QdSpace over canonical labels (qd-search-tiles.h). */
#include "config.h"

#include "qd-search-tiles.h"
#include "qd-search-private.h"

#include <glib/gi18n.h>
#include <string.h>

#include "core/qd-owned.h"

#if __has_include("qd-search-pdb.h")
#include "qd-search-pdb.h"
#define HAVE_PDB 1
#else
#define HAVE_PDB 0
#endif

#define MAX_CELLS (QD_SEARCH_TILES_MAX_SIDE * QD_SEARCH_TILES_MAX_SIDE)

/* --- Heuristics --------------------------------------------------------- */

typedef struct {
  guint8 dist[MAX_CELLS][MAX_CELLS];   /* [label][cell]: the Manhattan distance */
  guint n;
} Table;

static const Table *
table_of (const QdSearchTilesHeuristic *h)
{
  return h->data;
}

static guint
zero_init (const QdSearchTilesHeuristic *h, const guint8 *cells, guint8 *cache)
{
  return 0;
}

static guint
zero_update (const QdSearchTilesHeuristic *h, const guint8 *cells, guint tile, guint from, guint to, guint8 *cache,
             guint h_parent)
{
  return 0;
}

static guint
misplaced_init (const QdSearchTilesHeuristic *h, const guint8 *cells, guint8 *cache)
{
  guint n = h->rows * h->cols, count = 0;

  for (guint i = 0; i < n; i++)
    count += cells[i] != i && cells[i] != h->blank_goal;
  return count;
}

static guint
misplaced_update (const QdSearchTilesHeuristic *h, const guint8 *cells, guint tile, guint from, guint to,
                  guint8 *cache, guint h_parent)
{
  return h_parent - (from != tile) + (to != tile);
}

static guint
manhattan_of (const QdSearchTilesHeuristic *h, const guint8 *cells)
{
  const Table *t = table_of (h);
  guint sum = 0;

  for (guint i = 0; i < t->n; i++)
    if (cells[i] != h->blank_goal)
      sum += t->dist[cells[i]][i];
  return sum;
}

static guint
manhattan_init (const QdSearchTilesHeuristic *h, const guint8 *cells, guint8 *cache)
{
  return manhattan_of (h, cells);
}

static guint
manhattan_update (const QdSearchTilesHeuristic *h, const guint8 *cells, guint tile, guint from, guint to,
                  guint8 *cache, guint h_parent)
{
  const Table *t = table_of (h);

  return h_parent - t->dist[tile][from] + t->dist[tile][to];
}

/* Linear conflict (Hansson, Mayer and Yung 1992): in each row, the tiles
 * whose goal is in that row must keep their goal order; the least number of
 * them to take out of the row for the rest to be in order (the line's length
 * less its longest increasing run of goal columns) each cost 2 moves more
 * than Manhattan; the same for columns.  The cache holds each row's and each
 * column's count (rows first). */
static guint
line_conflicts (const QdSearchTilesHeuristic *h, const guint8 *cells, gboolean is_row, guint line)
{
  guint keys[QD_SEARCH_TILES_MAX_SIDE], best[QD_SEARCH_TILES_MAX_SIDE], n = 0, longest = 0;
  guint length = is_row ? h->cols : h->rows;

  for (guint k = 0; k < length; k++)
    {
      guint cell = is_row ? line * h->cols + k : k * h->cols + line;
      guint label = cells[cell];

      if (label == h->blank_goal)
        continue;
      if (is_row && label / h->cols == line)
        keys[n++] = label % h->cols;
      else if (!is_row && label % h->cols == line)
        keys[n++] = label / h->cols;
    }
  for (guint i = 0; i < n; i++)
    {
      best[i] = 1;
      for (guint j = 0; j < i; j++)
        if (keys[j] < keys[i] && best[j] + 1 > best[i])
          best[i] = best[j] + 1;
      longest = MAX (longest, best[i]);
    }
  return n - longest;
}

static guint
cache_sum (const QdSearchTilesHeuristic *h, const guint8 *cache)
{
  guint sum = 0;

  for (guint i = 0; i < h->cache_bytes; i++)
    sum += cache[i];
  return sum;
}

static guint
conflict_init (const QdSearchTilesHeuristic *h, const guint8 *cells, guint8 *cache)
{
  for (guint r = 0; r < h->rows; r++)
    cache[r] = (guint8) line_conflicts (h, cells, TRUE, r);
  for (guint c = 0; c < h->cols; c++)
    cache[h->rows + c] = (guint8) line_conflicts (h, cells, FALSE, c);
  return manhattan_of (h, cells) + 2 * cache_sum (h, cache);
}

static guint
conflict_update (const QdSearchTilesHeuristic *h, const guint8 *cells, guint tile, guint from, guint to,
                 guint8 *cache, guint h_parent)
{
  const Table *t = table_of (h);
  guint md = h_parent - 2 * cache_sum (h, cache) - t->dist[tile][from] + t->dist[tile][to];
  guint rows[2] = { from / h->cols, to / h->cols }, cols[2] = { from % h->cols, to % h->cols };

  for (guint k = 0; k < 2; k++)
    {
      cache[rows[k]] = (guint8) line_conflicts (h, cells, TRUE, rows[k]);
      cache[h->rows + cols[k]] = (guint8) line_conflicts (h, cells, FALSE, cols[k]);
    }
  return md + 2 * cache_sum (h, cache);
}

static void
heuristic_free (QdSearchTilesHeuristic *h)
{
  g_free (h->data);
  g_free (h);
}

QdSearchTilesHeuristic *
qd_search_tiles_heuristic_new (QdSearchHeuristic kind, guint rows, guint cols, guint blank_goal)
{
  QdSearchTilesHeuristic *h;
  Table *t;

  if (kind != QD_SEARCH_H_ZERO && kind != QD_SEARCH_H_MISPLACED && kind != QD_SEARCH_H_MANHATTAN
      && kind != QD_SEARCH_H_LINEAR_CONFLICT)
    return NULL;
  h = g_new0 (QdSearchTilesHeuristic, 1);
  h->rows = rows;
  h->cols = cols;
  h->blank_goal = blank_goal;
  h->free = heuristic_free;
  t = g_new0 (Table, 1);
  t->n = rows * cols;
  for (guint label = 0; label < t->n; label++)
    for (guint cell = 0; cell < t->n; cell++)
      t->dist[label][cell] = (guint8) (ABS ((gint) (label / cols) - (gint) (cell / cols))
                                       + ABS ((gint) (label % cols) - (gint) (cell % cols)));
  h->data = t;
  switch (kind)
    {
    case QD_SEARCH_H_MISPLACED:
      h->init = misplaced_init;
      h->update = misplaced_update;
      break;
    case QD_SEARCH_H_MANHATTAN:
      h->init = manhattan_init;
      h->update = manhattan_update;
      break;
    case QD_SEARCH_H_LINEAR_CONFLICT:
      h->cache_bytes = rows + cols;
      h->init = conflict_init;
      h->update = conflict_update;
      break;
    default:
      h->init = zero_init;
      h->update = zero_update;
      break;
    }
  return h;
}

void
qd_search_tiles_heuristic_free (QdSearchTilesHeuristic *h)
{
  if (h != NULL && h->free != NULL)
    h->free (h);
}

/* --- The engine's view -------------------------------------------------- */

typedef struct {
  QdOwned owned;
  QdSearchTilesHeuristic *h;
  guint n, size;
  gint8 next[MAX_CELLS][4];    /* the blank's cell after each move, -1 at the edge */
  guint8 goal[MAX_CELLS];      /* 0 1 2 … */
} TilesSpace;

static guint
tiles_expand (const QdSpace *space, gconstpointer state, double h, QdSpaceAction previous, gboolean prune_inverse,
              QdSpaceStep *steps, guint8 *states)
{
  const TilesSpace *ts = qd_search_space_of (space)->kind;
  const guint8 *cells = state;
  guint blank = cells[ts->n], k = 0;

  for (guint m = 0; m < 4; m++)
    {
      gint next = ts->next[blank][m];
      guint8 *child, tile;

      if (next < 0 || (prune_inverse && previous != QD_SPACE_ACTION_NONE && m == (previous ^ 1)))
        continue;
      child = states + (gsize) k * ts->size;
      memcpy (child, cells, ts->size);
      tile = child[next];
      child[blank] = tile;
      child[next] = (guint8) ts->h->blank_goal;
      child[ts->n] = (guint8) next;
      steps[k].action = m;
      steps[k].cost = 1;
      steps[k].h = ts->h->update (ts->h, child, tile, (guint) next, blank, child + ts->n + 1, (guint) h);
      k++;
    }
  return k;
}

/* Moves are reversible: the predecessors are the successors, each reached
 * back by the opposite move (up 0 / down 1, left 2 / right 3). */
static guint
tiles_expand_back (const QdSpace *space, gconstpointer state, QdSpaceStep *steps, guint8 *states)
{
  guint n = tiles_expand (space, state, 0, QD_SPACE_ACTION_NONE, FALSE, steps, states);

  for (guint k = 0; k < n; k++)
    steps[k].action ^= 1;
  return n;
}

/* Misplaced tiles or Manhattan distance between two boards (the others,
 * linear conflict and pattern databases, measured toward the goal only, give
 * Manhattan distance backward: admissible, if weaker). */
static double
tiles_estimate_to (const QdSpace *space, gconstpointer state, gconstpointer target)
{
  const QdSearchSpace *s = qd_search_space_of (space);
  const TilesSpace *ts = s->kind;
  const guint8 *a = state, *b = target;
  guint where[MAX_CELLS], sum = 0;

  if (s->heuristic == QD_SEARCH_H_ZERO)
    return 0;
  for (guint i = 0; i < ts->n; i++)
    where[b[i]] = i;
  for (guint i = 0; i < ts->n; i++)
    if (a[i] != ts->h->blank_goal)
      sum += s->heuristic == QD_SEARCH_H_MISPLACED ? where[a[i]] != i
                                                   : table_of (ts->h)->dist[where[a[i]]][i];
  return sum;
}

static gboolean
tiles_is_goal (const QdSpace *space, gconstpointer state)
{
  const TilesSpace *ts = qd_search_space_of (space)->kind;

  return memcmp (state, ts->goal, ts->n) == 0;
}

static double
tiles_heuristic (const QdSpace *space, gconstpointer state)
{
  const TilesSpace *ts = qd_search_space_of (space)->kind;
  guint8 cache[256];
  g_autofree guint8 *big = ts->h->cache_bytes > sizeof cache ? g_malloc (ts->h->cache_bytes) : NULL;

  return ts->h->init (ts->h, state, big != NULL ? big : cache);
}

gboolean
qd_search_tiles_space_init (QdSearchSpace *s, const gint *stop, QdProgress *progress, GError **error)
{
  const QdSearchTiles *tiles = s->doc->tiles;
  guint rows = tiles->rows, cols = tiles->cols, blank_goal = qd_search_tiles_blank_goal (tiles);
  QdSearchTilesHeuristic *h;
  TilesSpace *ts;

  if (s->heuristic == QD_SEARCH_H_PDB)
    {
#if HAVE_PDB
      h = qd_search_pdb_heuristic_new (rows, cols, blank_goal, stop, progress, error);
      if (h == NULL)
        return FALSE;
#else
      g_set_error_literal (error, QD_SEARCH_ERROR, QD_SEARCH_ERROR_HEURISTIC,
                           _("pattern databases are not available in this build"));
      return FALSE;
#endif
    }
  else
    h = qd_search_tiles_heuristic_new (s->heuristic, rows, cols, blank_goal);
  ts = g_new0 (TilesSpace, 1);
  ts->h = qd_owned_add (&ts->owned, h, (GDestroyNotify) qd_search_tiles_heuristic_free);
  ts->n = rows * cols;
  ts->size = qd_search_tiles_state_size (rows, cols, h->cache_bytes);
  for (guint i = 0; i < ts->n; i++)
    {
      guint r = i / cols, c = i % cols;

      ts->goal[i] = (guint8) i;
      ts->next[i][QD_SEARCH_UP] = r > 0 ? (gint8) (i - cols) : -1;
      ts->next[i][QD_SEARCH_DOWN] = r + 1 < rows ? (gint8) (i + cols) : -1;
      ts->next[i][QD_SEARCH_LEFT] = c > 0 ? (gint8) (i - 1) : -1;
      ts->next[i][QD_SEARCH_RIGHT] = c + 1 < cols ? (gint8) (i + 1) : -1;
    }
  s->kind = ts;
  s->kind_free = qd_owned_free;
  s->space.state_size = ts->size;
  s->space.max_steps = 4;
  s->space.expand = tiles_expand;
  s->space.is_goal = tiles_is_goal;
  s->space.heuristic = tiles_heuristic;
  s->space.has_inverse = TRUE;
  s->start = g_malloc0 (ts->size);
  qd_search_tiles_to_canonical (tiles, tiles->start, s->start);
  s->start[ts->n] = (guint8) qd_search_tiles_blank (tiles);
  h->init (h, s->start, s->start + ts->n + 1);
  s->goal = g_malloc0 (ts->size);
  memcpy (s->goal, ts->goal, ts->n);
  s->goal[ts->n] = (guint8) blank_goal;
  h->init (h, s->goal, s->goal + ts->n + 1);
  s->space.expand_back = tiles_expand_back;
  s->space.estimate_to = tiles_estimate_to;
  s->space.goal_state = s->goal;
  return TRUE;
}
