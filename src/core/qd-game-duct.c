/* qd-game-duct.c — decoupled UCT over a game of joint moves (qd-game-duct.h). */
#include "config.h"
#include "qd-game-duct.h"
#include "qd-random.h"

#include <math.h>
#include <string.h>

/* Iterations between two looks at the stop flag and the clock. */
#define CHECK_INTERVAL 64
#define NONE G_MAXUINT32

typedef struct {
  guint32 parent, first_child, next_sibling;
  guint32 stats;             /* its players' statistics, one block after the other; NONE until expanded */
  guint32 visits;
  guint32 n_moves[QD_JOINT_MAX_PLAYERS];  /* each player's moves (once expanded) */
  guint32 index[QD_JOINT_MAX_PLAYERS];    /* each player's move from the parent: its index there */
  double sum[QD_JOINT_MAX_PLAYERS];       /* each player's utilities of the playouts through it */
  gboolean terminal;         /* terminal, or stuck (a player without a move) */
} Node;

/* A player's move at a node and its statistics. */
typedef struct {
  QdMove move;
  guint32 visits;
  double sum;
} Stat;

struct _QdDuct {
  const QdJointGame *game;
  QdMctsOptions options;
  guint n;                   /* players */
  guint max_plies;
  GArray *nodes;             /* Node */
  GArray *joints;            /* QdMove, n per node: the joint move from its parent */
  GArray *stats;             /* Stat */
  guint8 *states;            /* max_plies + 2 positions: the path's, then the playout's */
  guint32 *path;             /* the nodes from the root */
  guint32 *chosen;           /* per path step, each player's move index */
  QdMove *moves;             /* scratch: one player's moves */
  double *num, *den;         /* scratch: one player's weighted values, per move */
  QdMove *joint;
  double *utility;
  /* the last iteration (qd_duct_last_iteration): the path's joint moves,
   * the playout's, n a ply */
  QdMove *path_joints, *playout_joints;
  guint path_length, playout_length;
  gboolean expanded, playout_cut;
  guint64 rng;
  guint64 iterations, playout_plies;
  gint64 started_us;
};

static guint8 *
state_at (QdDuct *d, guint ply)
{
  return d->states + (gsize) ply * d->game->state_size;
}

static Node *
node_at (const QdDuct *d, guint32 id)
{
  return &g_array_index (d->nodes, Node, id);
}

static guint32
new_node (QdDuct *d, guint32 parent, const QdMove *joint, const guint32 *index, gconstpointer state)
{
  Node node = { .parent = parent, .first_child = NONE, .next_sibling = NONE, .stats = NONE };
  guint32 id = d->nodes->len;

  if (index != NULL)
    memcpy (node.index, index, d->n * sizeof (guint32));
  node.terminal = d->game->terminal (d->game, state);
  if (parent != NONE)
    {
      node.next_sibling = node_at (d, parent)->first_child;
      node_at (d, parent)->first_child = id;
    }
  g_array_append_val (d->nodes, node);
  if (joint != NULL)
    g_array_append_vals (d->joints, joint, d->n);
  else
    g_array_set_size (d->joints, d->joints->len + d->n);
  return id;
}

QdDuct *
qd_duct_new (const QdJointGame *game, gconstpointer root, const QdMctsOptions *options)
{
  QdDuct *d;

  g_return_val_if_fail (game->n_players >= 1 && game->n_players <= QD_JOINT_MAX_PLAYERS, NULL);
  d = g_new0 (QdDuct, 1);
  d->game = game;
  d->options = *options;
  d->n = game->n_players;
  d->max_plies = game->max_plies != 0 ? game->max_plies : QD_GAME_MAX_PLIES;
  d->nodes = g_array_sized_new (FALSE, FALSE, sizeof (Node), 1024);
  d->joints = g_array_sized_new (FALSE, FALSE, sizeof (QdMove), 1024 * d->n);
  d->stats = g_array_sized_new (FALSE, FALSE, sizeof (Stat), 4096);
  d->states = g_malloc ((gsize) (d->max_plies + 2) * MAX (game->state_size, 1));
  d->path = g_new (guint32, d->max_plies + 1);
  d->chosen = g_new (guint32, (gsize) (d->max_plies + 1) * d->n);
  d->moves = g_new (QdMove, MAX (game->max_moves, 1));
  d->joint = g_new (QdMove, d->n);
  d->utility = g_new (double, d->n);
  d->path_joints = g_new (QdMove, (gsize) (d->max_plies + 1) * d->n);
  d->playout_joints = g_new (QdMove, (gsize) (d->max_plies + 1) * d->n);
  d->rng = options->seed;
  memcpy (state_at (d, 0), root, game->state_size);
  d->num = g_new (double, MAX (game->max_moves, 1));
  d->den = g_new (double, MAX (game->max_moves, 1));
  new_node (d, NONE, NULL, NULL, root);
  d->started_us = g_get_monotonic_time ();
  return d;
}

void
qd_duct_free (QdDuct *d)
{
  if (d == NULL)
    return;
  g_array_unref (d->nodes), g_array_unref (d->joints), g_array_unref (d->stats);
  g_free (d->states), g_free (d->path), g_free (d->chosen), g_free (d->moves), g_free (d->joint);
  g_free (d->utility), g_free (d->num), g_free (d->den);
  g_free (d->path_joints), g_free (d->playout_joints);
  g_free (d);
}

/* The node's players' moves and empty statistics; FALSE (and the node a
 * leaf) when a player has none. */
static gboolean
expand (QdDuct *d, guint32 id, gconstpointer state)
{
  const QdJointGame *g = d->game;
  guint32 first = d->stats->len;

  for (guint p = 0; p < d->n; p++)
    {
      guint k = g->moves (g, state, p, d->moves);

      if (k == 0)
        {
          g_array_set_size (d->stats, first);
          node_at (d, id)->terminal = TRUE;
          return FALSE;
        }
      node_at (d, id)->n_moves[p] = k;
      for (guint i = 0; i < k; i++)
        {
          Stat stat = { d->moves[i], 0, 0 };

          g_array_append_val (d->stats, stat);
        }
    }
  node_at (d, id)->stats = first;
  return TRUE;
}

/* The player's statistics at an expanded node (node->n_moves[player]). */
static Stat *
player_stats (const QdDuct *d, const Node *node, guint player)
{
  guint32 at = node->stats;

  for (guint p = 0; p < player; p++)
    at += node->n_moves[p];
  return &g_array_index (d->stats, Stat, at);
}

/* The player's value of each of its moves at an expanded node into
 * d->num: the mean of its children's utilities for the player, each child
 * weighted by how often the others chose their moves of it there (the
 * product of their visits), so that a move's value is against the others'
 * mix of moves, not against the moves they happened to choose beside it;
 * a move of no child (a full tree) its own playouts' mean. */
static void
player_values (QdDuct *d, const Node *node, guint player)
{
  guint k = node->n_moves[player];

  for (guint i = 0; i < k; i++)
    d->num[i] = d->den[i] = 0;
  for (guint32 c = node->first_child; c != NONE; c = node_at (d, c)->next_sibling)
    {
      const Node *child = node_at (d, c);
      double w = 1;

      if (child->visits == 0)
        continue;
      for (guint q = 0; q < d->n; q++)
        if (q != player)
          w *= player_stats (d, node, q)[child->index[q]].visits;
      d->num[child->index[player]] += w * child->sum[player] / child->visits;
      d->den[child->index[player]] += w;
    }
  for (guint i = 0; i < k; i++)
    {
      const Stat *stat = player_stats (d, node, player) + i;

      d->num[i] = d->den[i] > 0 ? d->num[i] / d->den[i] : stat->visits > 0 ? stat->sum / stat->visits : 0;
    }
}

/* The player's move at the node: at random with probability
 * QD_DUCT_EPSILON, else by UCB1 over its own statistics: an unvisited one
 * first (drawn among them), else the highest bound (drawn among equals). */
static guint
select_move (QdDuct *d, const Node *node, guint player)
{
  Stat *stats = player_stats (d, node, player);
  guint k = node->n_moves[player], unvisited = 0, best = 0;
  double best_bound = -G_MAXDOUBLE, log_n = log (MAX (node->visits, 1));

  if (k == 1)
    return 0;
  if (qd_random_double (&d->rng) < QD_DUCT_EPSILON)
    return qd_random_below (&d->rng, k);
  for (guint i = 0; i < k; i++)
    unvisited += stats[i].visits == 0;
  if (unvisited > 0)
    {
      guint pick = qd_random_below (&d->rng, unvisited);

      for (guint i = 0; i < k; i++)
        if (stats[i].visits == 0 && pick-- == 0)
          return i;
    }
  player_values (d, node, player);
  for (guint i = 0, ties = 0; i < k; i++)
    {
      double bound = d->num[i] + d->options.exploration * sqrt (log_n / stats[i].visits);

      if (bound > best_bound)
        best_bound = bound, best = i, ties = 1;
      else if (bound == best_bound && qd_random_below (&d->rng, ++ties) == 0)
        best = i;
    }
  return best;
}

static guint32
find_child (const QdDuct *d, guint32 id, const QdMove *joint)
{
  for (guint32 c = node_at (d, id)->first_child; c != NONE; c = node_at (d, c)->next_sibling)
    if (memcmp (&g_array_index (d->joints, QdMove, (gsize) c * d->n), joint, d->n * sizeof (QdMove)) == 0)
      return c;
  return NONE;
}

/* Random joint moves from the position at `ply` to the end (or the
 * limits); each player's utility into d->utility. */
static void
playout (QdDuct *d, guint ply)
{
  const QdJointGame *g = d->game;
  guint limit = d->options.playout_depth != 0 ? MIN (d->max_plies, ply + d->options.playout_depth) : d->max_plies;
  guint8 *state = state_at (d, ply), *next = state_at (d, d->max_plies + 1);

  d->playout_length = 0;
  /* the playout's positions alternate between the path's last slot and
   * the extra one */
  for (; ply < limit && !g->terminal (g, state); ply++)
    {
      guint8 *swap;
      guint p;

      for (p = 0; p < d->n; p++)
        {
          guint k = g->moves (g, state, p, d->moves);

          if (k == 0)
            break;
          d->joint[p] = d->moves[k == 1 ? 0 : qd_random_below (&d->rng, k)];
        }
      if (p < d->n)
        break;
      g->apply (g, state, d->joint, next);
      d->playout_plies++;
      memcpy (d->playout_joints + (gsize) d->playout_length++ * d->n, d->joint, d->n * sizeof (QdMove));
      swap = state, state = next, next = swap;
    }
  d->playout_cut = ply >= limit;
  for (guint p = 0; p < d->n; p++)
    d->utility[p] = CLAMP (g->utility (g, state, p), 0.0, 1.0);
}

gboolean
qd_duct_step (QdDuct *d)
{
  const QdJointGame *g = d->game;
  guint32 id = 0;
  guint depth = 0, steps;

  if (node_at (d, 0)->terminal || (node_at (d, 0)->stats == NONE && !expand (d, 0, state_at (d, 0))))
    return FALSE;
  d->path[0] = 0;
  d->path[1] = NONE;
  d->expanded = FALSE;
  /* selection and expansion: each player's own choice, the joint move's child */
  for (;;)
    {
      Node *node = node_at (d, id);
      guint32 child;

      if (node->terminal || depth >= d->max_plies || (node->stats == NONE && !expand (d, id, state_at (d, depth))))
        break;
      node = node_at (d, id);
      for (guint p = 0; p < d->n; p++)
        {
          guint i = select_move (d, node, p);

          d->chosen[(gsize) depth * d->n + p] = i;
          d->joint[p] = player_stats (d, node, p)[i].move;
        }
      g->apply (g, state_at (d, depth), d->joint, state_at (d, depth + 1));
      memcpy (d->path_joints + (gsize) depth * d->n, d->joint, d->n * sizeof (QdMove));
      depth++;
      child = find_child (d, id, d->joint);
      if (child == NONE && d->nodes->len < MAX (d->options.max_nodes, 1))
        {
          id = new_node (d, id, d->joint, d->chosen + (gsize) (depth - 1) * d->n, state_at (d, depth));
          d->path[depth] = id;
          d->expanded = TRUE;
          break;
        }
      if (child == NONE)
        {
          d->path[depth] = NONE;
          break;
        }
      id = child;
      d->path[depth] = id;
    }
  steps = depth;
  d->path_length = steps + 1;
  playout (d, depth);
  /* back-propagation: each player's utility on its own move at each node */
  for (guint s = 0; s < steps; s++)
    {
      Node *node = node_at (d, d->path[s]);

      node->visits++;
      for (guint p = 0; p < d->n; p++)
        {
          Stat *stat = player_stats (d, node, p) + d->chosen[(gsize) s * d->n + p];

          stat->visits++;
          stat->sum += d->utility[p];
        }
    }
  /* and the nodes' own: the children's means the values weigh */
  for (guint s = 1; s <= steps && d->path[s] != NONE; s++)
    {
      Node *node = node_at (d, d->path[s]);

      node->visits += s == steps;
      for (guint p = 0; p < d->n; p++)
        node->sum[p] += d->utility[p];
    }
  d->iterations++;
  return TRUE;
}

static gboolean
budget_left (QdDuct *d, gboolean *stopped)
{
  const QdMctsOptions *o = &d->options;

  if (o->iterations != 0 && d->iterations >= o->iterations)
    return FALSE;
  if (d->iterations % CHECK_INTERVAL != 0)
    return TRUE;
  if (o->progress_nodes != NULL)
    __atomic_store_n (o->progress_nodes, (gint64) d->iterations, __ATOMIC_RELAXED);
  if (o->stop != NULL && g_atomic_int_get (o->stop) != 0)
    {
      *stopped = TRUE;
      return FALSE;
    }
  return o->time_budget_us == 0 || g_get_monotonic_time () - d->started_us < o->time_budget_us;
}

guint32
qd_duct_node_first_child (const QdDuct *d, guint32 node)
{
  return node_at (d, node)->first_child;
}

guint32
qd_duct_node_next_sibling (const QdDuct *d, guint32 node)
{
  return node_at (d, node)->next_sibling;
}

guint32
qd_duct_node_visits (const QdDuct *d, guint32 node)
{
  return node_at (d, node)->visits;
}

gboolean
qd_duct_node_terminal (const QdDuct *d, guint32 node)
{
  return node_at (d, node)->terminal;
}

const QdMove *
qd_duct_node_joint (const QdDuct *d, guint32 node)
{
  return node == 0 ? NULL : &g_array_index (d->joints, QdMove, (gsize) node * d->n);
}

guint
qd_duct_node_n_moves (const QdDuct *d, guint32 node, guint player)
{
  const Node *n = node_at (d, node);

  return n->stats == NONE ? 0 : n->n_moves[player];
}

void
qd_duct_node_stats (QdDuct *d, guint32 node, guint player, QdMove *moves, guint32 *visits, double *values,
                    double *bounds)
{
  const Node *n = node_at (d, node);
  const Stat *stats;
  double log_n = log (MAX (n->visits, 1));

  if (n->stats == NONE)
    return;
  stats = player_stats (d, n, player);
  player_values (d, n, player);
  for (guint i = 0; i < n->n_moves[player]; i++)
    {
      moves[i] = stats[i].move;
      visits[i] = stats[i].visits;
      values[i] = stats[i].visits > 0 ? d->num[i] : 0;
      /* the bound select_move compares (an unvisited move comes first) */
      bounds[i] = stats[i].visits > 0 ? d->num[i] + d->options.exploration * sqrt (log_n / stats[i].visits)
                                      : INFINITY;
    }
}

void
qd_duct_last_iteration (const QdDuct *d, QdDuctIteration *iteration)
{
  *iteration = (QdDuctIteration) {
    .number = d->iterations, .path = d->path, .path_joints = d->path_joints,
    .path_length = d->iterations > 0 ? d->path_length : 0, .expanded = d->expanded,
    .playout = d->playout_joints, .playout_length = d->playout_length, .playout_cut = d->playout_cut,
    .utility = d->utility,
  };
}

guint
qd_duct_root_n_moves (const QdDuct *d, guint player)
{
  return qd_duct_node_n_moves (d, 0, player);
}

QdMove
qd_duct_root_move (const QdDuct *d, guint player, guint i)
{
  const Node *root = node_at (d, 0);

  return root->stats == NONE ? QD_MOVE_NONE : player_stats (d, root, player)[i].move;
}

guint32
qd_duct_root_visits (const QdDuct *d, guint player, guint i)
{
  const Node *root = node_at (d, 0);

  return root->stats == NONE ? 0 : player_stats (d, root, player)[i].visits;
}

double
qd_duct_root_mean (QdDuct *d, guint player, guint i)
{
  const Node *root = node_at (d, 0);

  if (root->stats == NONE || player_stats (d, root, player)[i].visits == 0)
    return 0;
  player_values (d, root, player);
  return d->num[i];
}

QdGameSearchStatus
qd_duct_run (QdDuct *d, guint player, QdDuctResult *result)
{
  const Node *root;
  gboolean stopped = FALSE;
  guint best = 0;

  if (d->options.iterations == 0 && d->options.time_budget_us == 0)
    d->options.iterations = QD_MCTS_DEFAULT_ITERATIONS;
  while (budget_left (d, &stopped) && qd_duct_step (d))
    ;
  memset (result, 0, sizeof *result);
  result->status = stopped ? QD_GAME_SEARCH_STOPPED : QD_GAME_SEARCH_DONE;
  result->best_move = QD_MOVE_NONE;
  root = node_at (d, 0);
  if (root->stats != NONE)
    {
      const Stat *stats = player_stats (d, root, player);

      /* the most visited; ties: the higher value, then the first */
      player_values (d, root, player);
      for (guint i = 1; i < root->n_moves[player]; i++)
        if (stats[i].visits > stats[best].visits
            || (stats[i].visits == stats[best].visits && d->num[i] > d->num[best]))
          best = i;
      result->best_move = stats[best].move;
      result->best_index = best;
      result->value = d->num[best];
    }
  result->iterations = d->iterations;
  result->nodes = d->nodes->len;
  result->playout_plies = d->playout_plies;
  result->time_us = g_get_monotonic_time () - d->started_us;
  if (d->options.progress_nodes != NULL)
    __atomic_store_n (d->options.progress_nodes, (gint64) d->iterations, __ATOMIC_RELAXED);
  return result->status;
}

QdGameSearchStatus
qd_duct_search (const QdJointGame *game, gconstpointer root, guint player, const QdMctsOptions *options,
                QdDuctResult *result)
{
  g_autoptr(QdDuct) d = qd_duct_new (game, root, options);

  return qd_duct_run (d, player, result);
}
