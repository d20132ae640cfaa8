/* qd-game-engine.c — iterative deepening alpha-beta with a transposition
 * table, killer and history ordering, expectiminimax at chance positions.
 *
 * Values stay on MAX's side (no negamax) because the game vtable says who is
 * to move, and chance positions sit between the players.  The table stores
 * fail-soft bounds: a value at or below the node's alpha is an upper bound,
 * at or above its beta a lower bound, anything between exact.
 *
 * The table is allocated and zeroed by the first search, on the searching
 * thread, before its clock starts: making an engine touches none of its
 * megabytes, and a time budget is all the search's.  Clearing it is one
 * increment: an entry holds the generation it was stored in, and one of an
 * older generation reads as empty, as in a fresh table.  Only when the 8-bit
 * counter wraps (every 255 clears) is the table zeroed, so a clear costs
 * nothing on the thread that asks for it.
 */
#include "qd-game-engine.h"

#include <math.h>
#include <string.h>

#include "qd-owned.h"

#define STOP_CHECK_MASK 1023
#define HISTORY_SIZE 4096
#define HISTORY_CAP (G_GINT64_CONSTANT (1) << 40)
/* Plies the buffers hold when the game gives no bound. */
#define DEFAULT_HEIGHT 256
#define MAX_HEIGHT 1024

enum { TT_EXACT, TT_LOWER, TT_UPPER };

typedef struct {
  guint64 key;
  double value;
  QdMove move;
  guint16 depth;
  guint8 generation;       /* the engine's when stored; 0: never stored */
  guint8 flag : 2;
  guint8 horizon : 1;      /* the depth limit cut a line below: not the game's value */
} TtEntry;

/* The generation took the byte the flags had: entries stay 24 bytes. */
G_STATIC_ASSERT (sizeof (TtEntry) == 24);

struct _QdEngine {
  QdOwned owned;           /* the buffers and the table */
  const QdGame *game;   /* borrowed: a game's callbacks may reach the larger struct around it */
  guint height;
  guint8 *states;          /* height + 1 positions */
  QdMove *moves;           /* height rows of max_moves */
  gint64 *scores;          /* height rows of max_moves */
  QdMove *pv;              /* height x height, triangular */
  guint *pv_length;
  QdMove (*killers)[2];
  gint64 history[HISTORY_SIZE];
  TtEntry *table;          /* NULL until the first search */
  gsize table_size;        /* entries, a power of two; 0: no table */
  guint8 generation;       /* of the live entries, 1..255 */

  /* One search. */
  const QdEngineOptions *options;
  gint64 deadline;
  guint64 nodes;
  guint64 tt_hits;
  gboolean stopped;
  gboolean horizon;        /* a line was cut by the depth limit */
};

QdEngine *
qd_engine_new (const QdGame *game, gsize table_megabytes)
{
  QdEngine *e = g_new0 (QdEngine, 1);
  guint height = game->max_plies != 0 ? game->max_plies : DEFAULT_HEIGHT;

  e->game = game;
  e->height = MIN (height, MAX_HEIGHT);
  e->states = qd_owned_add (&e->owned, g_malloc ((gsize) (e->height + 2) * game->state_size), g_free);
  e->moves = qd_owned_add (&e->owned, g_new (QdMove, (gsize) (e->height + 1) * game->max_moves), g_free);
  e->scores = qd_owned_add (&e->owned, g_new (gint64, (gsize) (e->height + 1) * game->max_moves), g_free);
  e->pv = qd_owned_add (&e->owned, g_new0 (QdMove, (gsize) (e->height + 2) * (e->height + 2)), g_free);
  e->pv_length = qd_owned_add (&e->owned, g_new0 (guint, e->height + 2), g_free);
  e->killers = qd_owned_add (&e->owned, g_malloc_n (e->height + 1, sizeof (QdMove[2])), g_free);
  if (table_megabytes > 0 && game->hash != NULL)
    {
      gsize entries = 1;

      while (entries * 2 * sizeof (TtEntry) <= table_megabytes * 1024 * 1024)
        entries *= 2;
      e->table_size = entries;
    }
  qd_engine_clear (e);
  return e;
}

void
qd_engine_free (QdEngine *engine)
{
  qd_owned_free (engine);
}

void
qd_engine_clear (QdEngine *engine)
{
  memset (engine->history, 0, sizeof engine->history);
  for (guint i = 0; i <= engine->height; i++)
    engine->killers[i][0] = engine->killers[i][1] = QD_MOVE_NONE;
  if (++engine->generation == 0)
    {
      /* Entries of every value might be stored: start again from empty. */
      if (engine->table != NULL)
        memset (engine->table, 0, engine->table_size * sizeof (TtEntry));
      engine->generation = 1;
    }
}

void
qd_engine_options_init (QdEngineOptions *options)
{
  memset (options, 0, sizeof *options);
  options->max_depth = QD_DEPTH_UNLIMITED;
}

static inline gpointer
state_at (QdEngine *e, guint ply)
{
  return e->states + (gsize) ply * e->game->state_size;
}

static gboolean
check_stop (QdEngine *e)
{
  const QdEngineOptions *o = e->options;

  if (o->progress_nodes != NULL)
    __atomic_store_n (o->progress_nodes, (gint64) e->nodes, __ATOMIC_RELAXED);
  if ((o->stop != NULL && g_atomic_int_get (o->stop) != 0) ||
      (o->max_nodes != 0 && e->nodes >= o->max_nodes) ||
      (e->deadline != 0 && g_get_monotonic_time () >= e->deadline))
    e->stopped = TRUE;
  return e->stopped;
}

/* Scores the moves of a node: the table's move, the two killers, then the
 * history of cut-offs, ties kept in the game's order. */
static void
score_moves (QdEngine *e, guint ply, const QdMove *moves, gint64 *scores, guint n, QdMove tt_move)
{
  for (guint i = 0; i < n; i++)
    {
      QdMove m = moves[i];

      if (m == tt_move)
        scores[i] = G_GINT64_CONSTANT (1) << 62;
      else if (m == e->killers[ply][0])
        scores[i] = G_GINT64_CONSTANT (1) << 61;
      else if (m == e->killers[ply][1])
        scores[i] = G_GINT64_CONSTANT (1) << 60;
      else
        scores[i] = (e->history[m % HISTORY_SIZE] << 16) + (65535 - MIN (i, 65535u));
    }
}

/* Swaps the best-scored of moves[from..n) to `from` (selection sort, one
 * step at a time: a cut-off early leaves the rest unsorted).  Scores are all
 * different (score_moves breaks ties by index), so swapping rather than
 * shifting the rest picks the same order. */
static inline void
pick_next (QdMove *moves, gint64 *scores, guint from, guint n)
{
  guint best = from;

  for (guint i = from + 1; i < n; i++)
    if (scores[i] > scores[best])
      best = i;
  if (best != from)
    {
      QdMove m = moves[best];
      gint64 s = scores[best];

      moves[best] = moves[from];
      scores[best] = scores[from];
      moves[from] = m;
      scores[from] = s;
    }
}

static void
record_cutoff (QdEngine *e, guint ply, guint depth, QdMove m)
{
  gint64 *h = &e->history[m % HISTORY_SIZE];

  if (e->killers[ply][0] != m)
    {
      e->killers[ply][1] = e->killers[ply][0];
      e->killers[ply][0] = m;
    }
  *h += (gint64) depth * depth;
  if (*h > HISTORY_CAP)
    for (guint i = 0; i < HISTORY_SIZE; i++)
      e->history[i] /= 2;
}

static void
update_pv (QdEngine *e, guint ply, QdMove m)
{
  QdMove *row = e->pv + (gsize) ply * (e->height + 2);
  const QdMove *child = e->pv + (gsize) (ply + 1) * (e->height + 2);
  guint n = e->pv_length[ply + 1];

  row[0] = m;
  memcpy (row + 1, child, n * sizeof (QdMove));
  e->pv_length[ply] = n + 1;
}

static double
engine_node (QdEngine *e, guint ply, guint depth, double alpha, double beta)
{
  const QdGame *g = e->game;
  gconstpointer state = state_at (e, ply);
  QdMove *moves = e->moves + (gsize) ply * g->max_moves;
  gint64 *scores = e->scores + (gsize) ply * g->max_moves;
  double alpha0 = alpha, beta0 = beta, best;
  QdMove tt_move = QD_MOVE_NONE, best_move = QD_MOVE_NONE;
  TtEntry *entry = NULL;
  gboolean horizon_above;
  guint64 key = 0;
  QdPlayer player;
  guint n, i;

  e->nodes++;
  e->pv_length[ply] = 0;
  if ((e->nodes & STOP_CHECK_MASK) == 0 && check_stop (e))
    return 0;

  if (g->terminal (g, state))
    return g->evaluate (g, state);
  if (depth == 0 || ply >= e->height)
    {
      e->horizon = TRUE;
      return g->evaluate (g, state);
    }
  /* A node just above the leaves is cheaper to search again than a table
   * probe that misses the cache.  Above them, the entry's cache line is
   * asked for first and the moves generated while it comes. */
  if (e->table != NULL && depth >= 2)
    {
      key = g->hash (g, state);
      entry = &e->table[key & (e->table_size - 1)];
      __builtin_prefetch (entry);
      __builtin_prefetch ((const char *) (entry + 1) - 1);
    }
  n = g->moves (g, state, moves);
  if (n == 0)
    return g->evaluate (g, state);

  player = g->to_move (g, state);
  if (player == QD_PLAYER_CHANCE)
    {
      double v = 0;

      for (i = 0; i < n; i++)
        {
          double p = g->chance_probability (g, state, moves[i]);

          if (p <= 0)
            continue;
          g->apply (g, state, moves[i], state_at (e, ply + 1));
          v += p * engine_node (e, ply + 1, depth, -INFINITY, INFINITY);
          if (e->stopped)
            return 0;
        }
      return v;
    }

  if (entry != NULL && entry->generation == e->generation && entry->key == key)
    {
      tt_move = entry->move;
      if (ply > 0 && entry->depth >= depth &&
          (entry->flag == TT_EXACT ||
           (entry->flag == TT_LOWER && entry->value >= beta) ||
           (entry->flag == TT_UPPER && entry->value <= alpha)))
        {
          e->tt_hits++;
          e->horizon |= entry->horizon;
          return entry->value;
        }
    }

  /* Whether this node's own lines meet the depth limit, for its table entry. */
  horizon_above = e->horizon;
  e->horizon = FALSE;
  score_moves (e, ply, moves, scores, n, tt_move);
  best = player == QD_PLAYER_MAX ? -INFINITY : INFINITY;
  for (i = 0; i < n; i++)
    {
      QdMove m;
      double v;

      pick_next (moves, scores, i, n);
      m = moves[i];
      g->apply (g, state, m, state_at (e, ply + 1));
      v = engine_node (e, ply + 1, depth - 1, alpha, beta);
      if (e->stopped)
        {
          /* The root keeps the best of the moves it finished. */
          if (ply == 0 && best_move == QD_MOVE_NONE)
            e->pv_length[0] = 0;
          return best;
        }
      if (player == QD_PLAYER_MAX ? v > best : v < best)
        {
          best = v;
          best_move = m;
          update_pv (e, ply, m);
        }
      if (player == QD_PLAYER_MAX)
        alpha = MAX (alpha, best);
      else
        beta = MIN (beta, best);
      if (alpha >= beta)
        {
          record_cutoff (e, ply, depth, m);
          break;
        }
    }

  if (entry != NULL)
    {
      entry->key = key;
      entry->value = best;
      entry->move = best_move;
      entry->depth = (guint16) MIN (depth, G_MAXUINT16);
      entry->flag = best <= alpha0 ? TT_UPPER : best >= beta0 ? TT_LOWER : TT_EXACT;
      entry->generation = e->generation;
      entry->horizon = e->horizon;
    }
  e->horizon |= horizon_above;
  return best;
}

QdGameSearchStatus
qd_engine_search (QdEngine *engine,
                  gconstpointer root,
                  const QdEngineOptions *options,
                  QdEngineResult *result)
{
  QdEngine *e = engine;
  guint max_depth = MIN (options->max_depth, e->height);
  gint64 start;

  if (e->table == NULL && e->table_size > 0)
    {
      /* Zeroed by hand, not by calloc: every page is touched here, before the
       * clock starts, and not by the timed search. */
      e->table = qd_owned_add (&e->owned, g_new (TtEntry, e->table_size), g_free);
      memset (e->table, 0, e->table_size * sizeof (TtEntry));
    }
  start = g_get_monotonic_time ();

  memset (result, 0, sizeof *result);
  result->best_move = QD_MOVE_NONE;
  result->status = QD_GAME_SEARCH_DONE;
  e->options = options;
  e->deadline = options->time_budget_us > 0 ? start + options->time_budget_us : 0;
  e->nodes = 0;
  e->tt_hits = 0;
  e->stopped = FALSE;
  /* Old history still orders well, but should not outweigh the new. */
  for (guint i = 0; i < HISTORY_SIZE; i++)
    e->history[i] /= 8;
  memcpy (state_at (e, 0), root, e->game->state_size);

  if (max_depth == 0 || e->game->terminal (e->game, root))
    {
      result->value = e->game->evaluate (e->game, root);
      result->exact = e->game->terminal (e->game, root);
      result->time_us = g_get_monotonic_time () - start;
      return QD_GAME_SEARCH_DONE;
    }

  for (guint depth = 1; depth <= max_depth; depth++)
    {
      QdEngineIteration it;
      double value;

      e->horizon = FALSE;
      value = engine_node (e, 0, depth, -INFINITY, INFINITY);
      if (e->stopped)
        {
          result->status = QD_GAME_SEARCH_STOPPED;
          /* No iteration finished: the best root move seen is still a move. */
          if (result->best_move == QD_MOVE_NONE && e->pv_length[0] > 0)
            {
              result->best_move = e->pv[0];
              result->value = value;
              result->pv[0] = e->pv[0];
              result->pv_length = 1;
            }
          break;
        }
      result->value = value;
      result->depth = depth;
      result->pv_length = MIN (e->pv_length[0], QD_ENGINE_MAX_PV);
      memcpy (result->pv, e->pv, result->pv_length * sizeof (QdMove));
      result->best_move = result->pv_length > 0 ? result->pv[0] : QD_MOVE_NONE;
      result->exact = !e->horizon;

      if (options->iteration_done != NULL)
        {
          it.depth = depth;
          it.value = value;
          it.best_move = result->best_move;
          it.nodes = e->nodes;
          it.time_us = g_get_monotonic_time () - start;
          it.pv = result->pv;
          it.pv_length = result->pv_length;
          options->iteration_done (options->user_data, &it);
        }
      if (!e->horizon)
        break;
      if (options->time_budget_us > 0 &&
          g_get_monotonic_time () - start > options->time_budget_us / 2)
        {
          result->status = QD_GAME_SEARCH_STOPPED;
          break;
        }
    }

  if (result->best_move == QD_MOVE_NONE)
    {
      /* Stopped before any root move finished: fall back to the first move. */
      QdMove *moves = e->moves;

      if (e->game->moves (e->game, root, moves) > 0)
        result->best_move = moves[0];
    }
  if (options->progress_nodes != NULL)
    __atomic_store_n (options->progress_nodes, (gint64) e->nodes, __ATOMIC_RELAXED);
  result->nodes = e->nodes;
  result->tt_hits = e->tt_hits;
  result->time_us = g_get_monotonic_time () - start;
  e->options = NULL;
  return result->status;
}
