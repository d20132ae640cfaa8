/* qd-game.c — minimax and textbook alpha-beta over the game vtable.
 *
 * Alpha-beta follows AIMA's figure 5.7 to the letter (a MAX node returns as soon
 * as v >= beta, a MIN node as soon as v <= alpha, before updating its bound),
 * because the course traces are defined by it.  Both searchers share one
 * recursive walk; minimax is the same walk with the bounds never narrowed.
 */
#include "qd-game.h"

#include <math.h>
#include <string.h>

/* How many nodes between two looks at the stop flag and the clock. */
#define STOP_CHECK_INTERVAL 1024

typedef struct {
  const QdGame *game;
  const QdGameSearchOptions *options;
  const QdGameListener *listener;
  gpointer listener_data;
  gboolean pruning;
  guint depth_limit;
  guint8 *states;       /* (height + 1) positions, one per ply */
  QdMove *moves;        /* (height + 1) * max_moves moves, one row per ply */
  guint height;         /* plies the buffers hold */
  guint64 nodes;
  guint64 leaves;
  guint max_depth;
  guint64 next_check;
  gboolean stopped;
} Search;

static inline gpointer
state_at (Search *s, guint ply)
{
  return s->states + (gsize) ply * s->game->state_size;
}

static gboolean
should_stop (Search *s)
{
  const QdGameSearchOptions *o = s->options;

  if (s->stopped)
    return TRUE;
  if (s->nodes < s->next_check)
    return FALSE;
  s->next_check = s->nodes + STOP_CHECK_INTERVAL;
  /* The node budget is exact: the search stops with max_nodes nodes. */
  if (o->max_nodes > s->nodes)
    s->next_check = MIN (s->next_check, o->max_nodes);
  if (o->progress_nodes != NULL)
    __atomic_store_n (o->progress_nodes, (gint64) s->nodes, __ATOMIC_RELAXED);
  if ((o->stop != NULL && g_atomic_int_get (o->stop) != 0) ||
      (o->max_nodes != 0 && s->nodes >= o->max_nodes) ||
      (o->deadline_us != 0 && g_get_monotonic_time () >= o->deadline_us))
    s->stopped = TRUE;
  return s->stopped;
}

/* Returns the value of the position at `ply`.  `best_index` receives the index
 * of the first best move at this node (the root's is the answer). */
static double
search_node (Search *s, guint ply, guint index, double alpha, double beta, guint *best_index)
{
  const QdGame *g = s->game;
  const QdGameListener *l = s->listener;
  gconstpointer state = state_at (s, ply);
  QdPlayer player;
  QdMove *moves;
  guint n_moves, i;
  double v;

  s->nodes++;
  if (ply > s->max_depth)
    s->max_depth = ply;
  if (l != NULL && l->enter != NULL)
    l->enter (s->listener_data, ply, index, state, alpha, beta);

  n_moves = 0;
  moves = s->moves + (gsize) ply * g->max_moves;
  if (ply < s->depth_limit && ply < s->height && !g->terminal (g, state))
    n_moves = g->moves (g, state, moves);

  if (n_moves == 0)
    {
      v = g->evaluate (g, state);
      s->leaves++;
      if (l != NULL && l->leaf != NULL)
        l->leaf (s->listener_data, ply, index, state, v, alpha, beta);
      return v;
    }

  if (l != NULL && l->moves != NULL)
    l->moves (s->listener_data, ply, state, moves, n_moves);
  player = g->to_move (g, state);
  if (player == QD_PLAYER_CHANCE)
    {
      /* Expected value over the outcomes; bounds pass through unchanged. */
      v = 0;
      for (i = 0; i < n_moves && !should_stop (s); i++)
        {
          double p = g->chance_probability (g, state, moves[i]);
          double child;
          guint dummy;

          g->apply (g, state, moves[i], state_at (s, ply + 1));
          child = search_node (s, ply + 1, i, -INFINITY, INFINITY, &dummy);
          v += p * child;
          if (l != NULL && l->update != NULL)
            l->update (s->listener_data, ply, index, state, v, alpha, beta, FALSE);
        }
      *best_index = 0;
      if (l != NULL && l->leave != NULL)
        l->leave (s->listener_data, ply, index, state, v, alpha, beta);
      return v;
    }

  v = player == QD_PLAYER_MAX ? -INFINITY : INFINITY;
  *best_index = 0;
  for (i = 0; i < n_moves; i++)
    {
      double child;
      guint dummy;
      gboolean cutoff = FALSE;

      if (should_stop (s))
        break;
      g->apply (g, state, moves[i], state_at (s, ply + 1));
      child = search_node (s, ply + 1, i, alpha, beta, &dummy);
      if (s->stopped)
        break;

      if (player == QD_PLAYER_MAX)
        {
          if (child > v)
            {
              v = child;
              *best_index = i;
            }
          if (s->pruning && v >= beta)
            cutoff = TRUE;
          else if (s->pruning)
            alpha = MAX (alpha, v);
        }
      else
        {
          if (child < v)
            {
              v = child;
              *best_index = i;
            }
          if (s->pruning && v <= alpha)
            cutoff = TRUE;
          else if (s->pruning)
            beta = MIN (beta, v);
        }

      if (l != NULL && l->update != NULL)
        l->update (s->listener_data, ply, index, state, v, alpha, beta, cutoff);
      if (cutoff)
        break;
    }

  if (l != NULL && l->leave != NULL)
    l->leave (s->listener_data, ply, index, state, v, alpha, beta);
  return v;
}

void
qd_game_search_options_init (QdGameSearchOptions *options)
{
  memset (options, 0, sizeof *options);
  options->algorithm = QD_GAME_SEARCH_ALPHABETA;
  options->depth = QD_DEPTH_UNLIMITED;
}

/* Plies the buffers are sized for: an unlimited search of a game that has
 * no natural bound still needs one (QD_GAME_MAX_PLIES, far beyond any game
 * here). */

QdGameSearchStatus
qd_game_search (const QdGame *game,
                gconstpointer root,
                const QdGameSearchOptions *options,
                QdGameSearchResult *result)
{
  Search s = { 0 };
  gint64 start = g_get_monotonic_time ();
  guint best = 0;
  guint root_moves;
  double value;

  g_return_val_if_fail (game != NULL && root != NULL && options != NULL, QD_GAME_SEARCH_STOPPED);
  g_return_val_if_fail (game->max_moves > 0 && game->state_size > 0, QD_GAME_SEARCH_STOPPED);

  s.game = game;
  s.options = options;
  s.listener = options->listener;
  s.listener_data = options->listener_data;
  s.pruning = options->algorithm == QD_GAME_SEARCH_ALPHABETA;
  s.depth_limit = options->depth;
  s.height = MIN (options->depth, game->max_plies != 0 ? game->max_plies : QD_GAME_MAX_PLIES);
  s.next_check = 0;
  s.states = g_malloc ((gsize) (s.height + 2) * game->state_size);
  s.moves = g_new (QdMove, (gsize) (s.height + 1) * game->max_moves);
  memcpy (s.states, root, game->state_size);

  value = search_node (&s, 0, 0, -INFINITY, INFINITY, &best);

  memset (result, 0, sizeof *result);
  result->status = s.stopped ? QD_GAME_SEARCH_STOPPED : QD_GAME_SEARCH_DONE;
  result->value = value;
  result->nodes = s.nodes;
  result->leaves = s.leaves;
  result->max_depth = s.max_depth;
  result->best_index = best;
  result->best_move = QD_MOVE_NONE;
  /* The root's move row still holds the moves it searched. */
  root_moves = 0;
  if (s.height > 0 && options->depth > 0 && !game->terminal (game, root))
    root_moves = game->moves (game, root, s.moves);
  if (best < root_moves)
    result->best_move = s.moves[best];
  result->time_us = g_get_monotonic_time () - start;

  g_free (s.states);
  g_free (s.moves);
  return result->status;
}

const char *
qd_game_search_algorithm_to_string (QdGameSearchAlgorithm algorithm)
{
  switch (algorithm)
    {
    case QD_GAME_SEARCH_MINIMAX:
      return "minimax";
    case QD_GAME_SEARCH_ALPHABETA:
      return "alphabeta";
    case QD_GAME_SEARCH_EXPECTIMINIMAX:
      return "expectiminimax";
    default:
      return "unknown";
    }
}

gboolean
qd_game_search_algorithm_from_string (const char *text, QdGameSearchAlgorithm *algorithm)
{
  if (g_strcmp0 (text, "minimax") == 0)
    *algorithm = QD_GAME_SEARCH_MINIMAX;
  else if (g_strcmp0 (text, "alphabeta") == 0 || g_strcmp0 (text, "alpha-beta") == 0)
    *algorithm = QD_GAME_SEARCH_ALPHABETA;
  else
    return FALSE;
  return TRUE;
}
