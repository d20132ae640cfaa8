/* qd-game-mcts.c — Monte Carlo tree search over the game vtable
 * (qd-game-mcts.h; AIMA figure 5.11).
 *
 * The tree is one array of nodes linked parent / first child / next
 * sibling.  Positions are not kept: every iteration replays its path from
 * the root into per-ply buffers (copy-make, as the other searchers), and the
 * playout goes on in the buffers above it.  Which untried move a node
 * expands next is the next entry of its moves in an order drawn once per
 * node (a shuffle seeded by the search's seed and the node's id), so a node
 * needs no list of its own and the search stays reproducible.
 */
#include "config.h"
#include "qd-game-mcts.h"
#include "qd-owned.h"
#include "qd-random.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

/* Iterations between two looks at the stop flag and the clock. */
#define CHECK_INTERVAL 16

struct _QdMcts {
  QdOwned owned;           /* the buffers, and the nodes through their field (they grow) */
  const QdGame *game;
  QdMctsOptions options;
  guint height;            /* plies the buffers hold below the root */
  guint8 *states;          /* (height + 2) positions: one per ply, and a scratch one */
  QdMove *moves;           /* max_moves */
  guint *order;            /* max_moves: a shuffle's indices */
  guint32 *path;           /* height + 1 node ids */
  QdMove *playout;         /* height moves */
  QdMctsNode *nodes;
  guint32 n_nodes;
  guint32 capacity;        /* nodes allocated: grows by doubling up to options.max_nodes */
  guint64 rng;
  guint64 iterations;
  guint64 reported;        /* iterations added to a shared progress_nodes so far */
  guint64 playout_plies;
  gint64 started_us;
};

/* The iterations done told to progress_nodes (set, or added when shared). */
static void
report_progress (QdMcts *m, guint64 done)
{
  gint64 *progress = m->options.progress_nodes;

  if (progress == NULL)
    return;
  if (!m->options.progress_shared)
    __atomic_store_n (progress, (gint64) done, __ATOMIC_RELAXED);
  else if (done > m->reported)
    {
      __atomic_fetch_add (progress, (gint64) (done - m->reported), __ATOMIC_RELAXED);
      m->reported = done;
    }
}

void
qd_mcts_options_init (QdMctsOptions *options)
{
  memset (options, 0, sizeof *options);
  options->iterations = QD_MCTS_DEFAULT_ITERATIONS;
  options->exploration = QD_MCTS_DEFAULT_EXPLORATION;
  options->playout = QD_MCTS_PLAYOUT_RANDOM;
  options->epsilon = 0.1;
  options->max_nodes = QD_MCTS_DEFAULT_MAX_NODES;
}

static inline gpointer
state_at (QdMcts *m, guint ply)
{
  return m->states + (gsize) ply * m->game->state_size;
}

/* The utility for MAX of a position the game values at `value`. */
static inline double
utility_of (double value)
{
  return value > 0 ? 1.0 : value < 0 ? 0.0 : 0.5;
}

/* A new node for `state`, reached by `move` from `parent`; NONE when full. */
static guint32
node_add (QdMcts *m, guint32 parent, QdMove move, gconstpointer state)
{
  const QdGame *g = m->game;
  QdMctsNode *n;
  guint32 id;

  if (m->n_nodes >= m->options.max_nodes)
    return QD_MCTS_NODE_NONE;
  if (m->n_nodes == m->capacity)
    {
      /* Rare (log2 of the tree's size in all): a small search stays small. */
      m->capacity = (guint32) MIN ((guint64) m->capacity * 2, (guint64) m->options.max_nodes);
      m->nodes = g_renew (QdMctsNode, m->nodes, m->capacity);
    }
  id = m->n_nodes++;
  n = &m->nodes[id];
  memset (n, 0, sizeof *n);
  n->parent = parent;
  n->first_child = QD_MCTS_NODE_NONE;
  n->next_sibling = QD_MCTS_NODE_NONE;
  n->move = move;
  n->n_moves = G_MAXUINT32;
  n->to_move = (guint8) g->to_move (g, state);
  n->terminal = g->terminal (g, state) ? 1 : 0;
  if (parent != QD_MCTS_NODE_NONE)
    {
      /* Appended, so that children keep the order they were expanded in. */
      QdMctsNode *p = &m->nodes[parent];
      guint32 *link = &p->first_child;

      while (*link != QD_MCTS_NODE_NONE)
        link = &m->nodes[*link].next_sibling;
      *link = id;
      p->n_expanded++;
    }
  return id;
}

/* Frees the nodes wherever they have grown to: `field` is &mcts->nodes. */
static void
nodes_free (gpointer field)
{
  g_free (*(QdMctsNode **) field);
}

QdMcts *
qd_mcts_new (const QdGame *game, gconstpointer root, const QdMctsOptions *options)
{
  QdMcts *m = g_new0 (QdMcts, 1);
  guint max_moves = MAX (game->max_moves, 1);

  m->game = game;
  m->options = *options;
  m->options.max_nodes = MAX (options->max_nodes, 1);
  m->height = game->max_plies != 0 ? game->max_plies : QD_GAME_MAX_PLIES;
  m->states = qd_owned_add (&m->owned, g_malloc ((gsize) (m->height + 2) * game->state_size), g_free);
  m->moves = qd_owned_add (&m->owned, g_new (QdMove, max_moves), g_free);
  m->order = qd_owned_add (&m->owned, g_new (guint, max_moves), g_free);
  m->path = qd_owned_add (&m->owned, g_new (guint32, m->height + 1), g_free);
  m->playout = qd_owned_add (&m->owned, g_new (QdMove, m->height + 1), g_free);
  /* A count budget needs no more nodes than iterations + 1; else start
   * small and double. */
  m->capacity = options->iterations != 0 && options->time_budget_us == 0
                ? (guint32) MIN (options->iterations + 1, (guint64) m->options.max_nodes)
                : MIN (4096u, m->options.max_nodes);
  m->nodes = g_new (QdMctsNode, m->capacity);
  qd_owned_add (&m->owned, &m->nodes, nodes_free);
  m->rng = options->seed;
  m->started_us = g_get_monotonic_time ();
  memcpy (state_at (m, 0), root, game->state_size);
  node_add (m, QD_MCTS_NODE_NONE, QD_MOVE_NONE, root);
  return m;
}

void
qd_mcts_free (QdMcts *mcts)
{
  qd_owned_free (mcts);
}

/* ---- statistics */

double
qd_mcts_mean_for (const QdMcts *mcts, guint32 id, QdPlayer player)
{
  const QdMctsNode *n = &mcts->nodes[id];

  if (n->visits == 0)
    return 0;
  if (player != QD_PLAYER_MIN)
    return n->reward / n->visits;
  /* A zero-sum game's MIN mean as it always was, to the last bit. */
  return mcts->game->utility != NULL ? n->reward_min / n->visits : 1 - n->reward / n->visits;
}

double
qd_mcts_mean (const QdMcts *mcts, guint32 id)
{
  const QdMctsNode *n = &mcts->nodes[id];

  if (n->parent == QD_MCTS_NODE_NONE)
    return qd_mcts_mean_for (mcts, id, n->to_move == QD_PLAYER_MIN ? QD_PLAYER_MAX : QD_PLAYER_MIN);
  return qd_mcts_mean_for (mcts, id, mcts->nodes[n->parent].to_move == QD_PLAYER_MIN ? QD_PLAYER_MIN
                                                                                       : QD_PLAYER_MAX);
}

/* UCB1 of a child of a parent visited e^log_parent times. */
static inline double
ucb1_with (const QdMcts *mcts, guint32 id, double log_parent)
{
  const QdMctsNode *n = &mcts->nodes[id];

  if (n->visits == 0)
    return INFINITY;
  return qd_mcts_mean (mcts, id) + mcts->options.exploration * sqrt (log_parent / n->visits);
}

double
qd_mcts_ucb1 (const QdMcts *mcts, guint32 id)
{
  const QdMctsNode *n = &mcts->nodes[id];

  if (n->parent == QD_MCTS_NODE_NONE)
    return 0;
  return ucb1_with (mcts, id, log ((double) mcts->nodes[n->parent].visits));
}

/* The child of best UCB1 (the first of equals); the parent's log taken once. */
static guint32
select_child (QdMcts *m, guint32 id)
{
  guint32 best = QD_MCTS_NODE_NONE;
  double best_ucb = -INFINITY;
  double log_parent = log ((double) m->nodes[id].visits);

  for (guint32 c = m->nodes[id].first_child; c != QD_MCTS_NODE_NONE; c = m->nodes[c].next_sibling)
    {
      double ucb = ucb1_with (m, c, log_parent);

      if (ucb > best_ucb)
        {
          best = c;
          best_ucb = ucb;
        }
    }
  return best;
}

guint32
qd_mcts_best_child (const QdMcts *mcts)
{
  guint32 best = QD_MCTS_NODE_NONE;

  for (guint32 c = mcts->nodes[0].first_child; c != QD_MCTS_NODE_NONE; c = mcts->nodes[c].next_sibling)
    {
      const QdMctsNode *n = &mcts->nodes[c];

      if (best == QD_MCTS_NODE_NONE || n->visits > mcts->nodes[best].visits ||
          (n->visits == mcts->nodes[best].visits && qd_mcts_mean (mcts, c) > qd_mcts_mean (mcts, best)))
        best = c;
    }
  return best;
}

/* ---- the four phases */

/* An outcome of the chance position in `state` (its moves in m->moves),
 * drawn with the game's probabilities. */
static QdMove
draw_outcome (QdMcts *m, gconstpointer state, guint n_moves)
{
  const QdGame *g = m->game;
  double r = qd_random_double (&m->rng);

  if (g->chance_probability == NULL)
    return m->moves[qd_random_below (&m->rng, n_moves)];
  for (guint i = 0; i + 1 < n_moves; i++)
    {
      r -= g->chance_probability (g, state, m->moves[i]);
      if (r < 0)
        return m->moves[i];
    }
  return m->moves[n_moves - 1];
}

/* The untried move a node expands next: the n_expanded-th of its moves in
 * an order drawn from the seed and the node's id alone. */
static QdMove
untried_move (QdMcts *m, guint32 id, guint n_moves)
{
  guint64 rng = qd_random_mix (m->options.seed ^ qd_random_mix ((guint64) id + 1));

  for (guint i = 0; i < n_moves; i++)
    m->order[i] = i;
  qd_random_shuffle (&rng, m->order, n_moves);
  return m->moves[m->order[m->nodes[id].n_expanded]];
}

/* The child of `id` reached by `move`, or NONE. */
static guint32
child_by_move (QdMcts *m, guint32 id, QdMove move)
{
  for (guint32 c = m->nodes[id].first_child; c != QD_MCTS_NODE_NONE; c = m->nodes[c].next_sibling)
    if (m->nodes[c].move == move)
      return c;
  return QD_MCTS_NODE_NONE;
}

/* Selection and expansion: fills m->path and returns its length; the
 * position of its last node is in state_at (length - 1). */
static guint
select_and_expand (QdMcts *m, guint32 *expanded)
{
  const QdGame *g = m->game;
  guint ply = 0;
  guint32 id = 0;

  *expanded = QD_MCTS_NODE_NONE;
  m->path[0] = 0;
  while (!m->nodes[id].terminal && ply < m->height)
    {
      gconstpointer state = state_at (m, ply);
      QdMctsNode *n = &m->nodes[id];
      guint n_moves = g->moves (g, state, m->moves);
      guint32 next;
      QdMove move;

      n->n_moves = n_moves;
      if (n_moves == 0)
        break;
      if (n->to_move == QD_PLAYER_CHANCE)
        {
          move = draw_outcome (m, state, n_moves);
          next = child_by_move (m, id, move);
        }
      else if (n->n_expanded < n_moves && m->n_nodes < m->options.max_nodes)
        {
          move = untried_move (m, id, n_moves);
          next = QD_MCTS_NODE_NONE;
        }
      else
        {
          next = select_child (m, id);
          if (next == QD_MCTS_NODE_NONE)
            break;
          move = m->nodes[next].move;
        }
      g->apply (g, state, move, state_at (m, ply + 1));
      if (next == QD_MCTS_NODE_NONE)
        {
          next = node_add (m, id, move, state_at (m, ply + 1));
          if (next == QD_MCTS_NODE_NONE)
            break;   /* full: the playout starts here, with this chance outcome undone */
          m->path[++ply] = next;
          *expanded = next;
          break;
        }
      m->path[++ply] = next;
      id = next;
    }
  return ply + 1;
}

/* The move a guided playout makes: the mover's best child by evaluate (ties
 * at random), or a random move with probability epsilon. */
static QdMove
guided_move (QdMcts *m, gconstpointer state, QdPlayer mover, guint n_moves)
{
  const QdGame *g = m->game;
  gpointer scratch = state_at (m, m->height + 1);
  double best = 0;
  guint n_best = 0;
  QdMove chosen = m->moves[0];

  if (qd_random_double (&m->rng) < m->options.epsilon)
    return m->moves[qd_random_below (&m->rng, n_moves)];
  for (guint i = 0; i < n_moves; i++)
    {
      double v;

      g->apply (g, state, m->moves[i], scratch);
      v = g->evaluate (g, scratch);
      if (mover == QD_PLAYER_MIN)
        v = -v;
      if (n_best == 0 || v > best)
        {
          best = v;
          n_best = 1;
          chosen = m->moves[i];
        }
      else if (v == best && qd_random_below (&m->rng, ++n_best) == 0)
        chosen = m->moves[i];
    }
  return chosen;
}

/* Simulation from the position at `ply`: the playout's utility for MAX. */
static double
simulate (QdMcts *m, guint ply, QdMctsIteration *it)
{
  const QdGame *g = m->game;
  guint start = ply;
  guint limit = m->options.playout_depth != 0 ? MIN (m->height, ply + m->options.playout_depth) : m->height;

  it->playout_cut = FALSE;
  for (;;)
    {
      gconstpointer state = state_at (m, ply);
      guint n_moves;
      QdPlayer mover;
      QdMove move;

      if (g->terminal (g, state) || (n_moves = g->moves (g, state, m->moves)) == 0)
        break;
      if (ply >= limit)
        {
          it->playout_cut = TRUE;
          break;
        }
      mover = g->to_move (g, state);
      if (mover == QD_PLAYER_CHANCE)
        move = draw_outcome (m, state, n_moves);
      else if (m->options.playout == QD_MCTS_PLAYOUT_GUIDED)
        move = guided_move (m, state, mover, n_moves);
      else
        move = m->moves[qd_random_below (&m->rng, n_moves)];
      m->playout[ply - start] = move;
      g->apply (g, state, move, state_at (m, ply + 1));
      ply++;
    }
  it->playout = m->playout;
  it->playout_length = ply - start;
  m->playout_plies += ply - start;
  if (g->utility != NULL && !it->playout_cut)
    {
      it->utility_min = g->utility (g, state_at (m, ply), QD_PLAYER_MIN);
      return g->utility (g, state_at (m, ply), QD_PLAYER_MAX);
    }
  it->utility_min = 1 - utility_of (g->evaluate (g, state_at (m, ply)));
  return 1 - it->utility_min;
}

gboolean
qd_mcts_step (QdMcts *mcts, QdMctsIteration *iteration)
{
  QdMctsIteration local;
  QdMctsIteration *it = iteration != NULL ? iteration : &local;
  guint length;

  if (mcts->nodes[0].terminal || (mcts->nodes[0].n_moves == 0))
    return FALSE;
  length = select_and_expand (mcts, &it->expanded);
  it->utility = simulate (mcts, length - 1, it);
  for (guint i = 0; i < length; i++)
    {
      QdMctsNode *n = &mcts->nodes[mcts->path[i]];

      n->visits++;
      n->reward += it->utility;
      n->reward_min += it->utility_min;
    }
  it->number = ++mcts->iterations;
  it->path = mcts->path;
  it->path_length = length;
  if (mcts->options.iteration_done != NULL)
    mcts->options.iteration_done (mcts->options.user_data, it);
  return TRUE;
}

/* ---- running */

static gboolean
budget_left (QdMcts *m, guint64 done, gboolean *stopped)
{
  const QdMctsOptions *o = &m->options;

  if (o->iterations != 0 && done >= o->iterations)
    return FALSE;
  if (done % CHECK_INTERVAL != 0)
    return TRUE;
  report_progress (m, done);
  if (o->stop != NULL && g_atomic_int_get (o->stop) != 0)
    {
      *stopped = TRUE;
      return FALSE;
    }
  return o->time_budget_us == 0 || g_get_monotonic_time () - m->started_us < o->time_budget_us;
}

/* The index of `move` among the root's moves in the game's order. */
static guint
root_index (QdMcts *m, QdMove move)
{
  const QdGame *g = m->game;
  guint n = g->moves (g, state_at (m, 0), m->moves);

  for (guint i = 0; i < n; i++)
    if (m->moves[i] == move)
      return i;
  return 0;
}

QdGameSearchStatus
qd_mcts_run (QdMcts *mcts, QdMctsResult *result)
{
  gboolean stopped = FALSE;
  guint32 best;

  /* No budget at all would never end: the default count then. */
  if (mcts->options.iterations == 0 && mcts->options.time_budget_us == 0)
    mcts->options.iterations = QD_MCTS_DEFAULT_ITERATIONS;
  while (budget_left (mcts, mcts->iterations, &stopped) && qd_mcts_step (mcts, NULL))
    ;
  best = qd_mcts_best_child (mcts);
  memset (result, 0, sizeof *result);
  result->status = stopped ? QD_GAME_SEARCH_STOPPED : QD_GAME_SEARCH_DONE;
  result->best_move = best != QD_MCTS_NODE_NONE ? mcts->nodes[best].move : QD_MOVE_NONE;
  result->best_index = best != QD_MCTS_NODE_NONE ? root_index (mcts, result->best_move) : 0;
  result->value = best != QD_MCTS_NODE_NONE ? qd_mcts_mean (mcts, best) : 0;
  result->iterations = mcts->iterations;
  result->nodes = mcts->n_nodes;
  result->playout_plies = mcts->playout_plies;
  result->time_us = g_get_monotonic_time () - mcts->started_us;
  report_progress (mcts, mcts->iterations);
  return result->status;
}

QdGameSearchStatus
qd_mcts_search (const QdGame *game, gconstpointer root, const QdMctsOptions *options, QdMctsResult *result)
{
  g_autoptr(QdMcts) mcts = qd_mcts_new (game, root, options);

  return qd_mcts_run (mcts, result);
}

guint
qd_mcts_n_nodes (const QdMcts *mcts)
{
  return mcts->n_nodes;
}

const QdMctsNode *
qd_mcts_node (const QdMcts *mcts, guint32 id)
{
  g_return_val_if_fail (id < mcts->n_nodes, NULL);
  return &mcts->nodes[id];
}

guint64
qd_mcts_n_iterations (const QdMcts *mcts)
{
  return mcts->iterations;
}

