/* qd-game-duct.h — Monte Carlo tree search with decoupled UCT for games
 * where the players move together or are more than two (simultaneous
 * moves: rock-paper-scissors; three-player tic-tac-toe), over a game of
 * joint moves (QdJointGame).
 *
 * Decoupled UCT (Lanctot et al., "Monte Carlo Tree Search in Simultaneous
 * Move Games with Applications to Goofspiel", 2013; Finnsson's CadiaPlayer
 * for GGP): a node is a position; each player has its own statistics over
 * its own legal moves there (N_p(m) and a value V_p(m)) and chooses by UCB1
 * over them alone, V_p(m) + C·sqrt(ln N / N_p(m)) (an unvisited move
 * first, drawn at random among the unvisited; equal bounds drawn among
 * too), except that with probability QD_DUCT_EPSILON it draws a move at
 * random, without seeing the others' choices; the joint move of those
 * choices leads to the child (made when first met, then a playout from
 * it).  A player with one legal move plays it.  A playout plays uniformly
 * random joint moves to the end of the game (or `playout_depth` plies);
 * each player's own utility in [0, 1] at its end (QdJointGame.utility) is
 * backed up for that player on the path: each player maximises its own, so
 * a game that is not zero-sum is played as its utilities say.
 *
 * V_p(m) is the mean of p's utilities in the children where p played m,
 * each child weighted by the product of the others' visit counts of their
 * moves in it: p's value of m against the others' mix of moves.  (The plain
 * mean of the playouts through m is biased where the players' choices go
 * together: in a symmetric game their equal statistics make them choose
 * alike, and the prisoner's dilemma's two players would both refuse for
 * ever, each "seeing" refusal pay 90 because the other refused with it.)
 * The random share breaks such lockstep and lets each player meet the
 * others' other moves.  The move played is the player's most visited move
 * at the root (ties: the higher value, then the first in the game's order).
 *
 * As qd-game-mcts.h: deterministic for a seed and a count budget; the tree
 * in arrays that double when full (a few times in a search), up to
 * `max_nodes` (then no more expansion); positions are replayed from the
 * root into per-ply buffers, so an iteration allocates nothing else.
 * Options: QdMctsOptions (iterations or time budget, C, seed, stop,
 * progress, playout_depth, max_nodes; playouts are random).
 */
#pragma once

#include "qd-game-mcts.h"

G_BEGIN_DECLS

/* A player's share of random choices in the tree (see above). */
#define QD_DUCT_EPSILON 0.1
/* Players of a joint-move game at most. */
#define QD_JOINT_MAX_PLAYERS 8

typedef struct _QdJointGame QdJointGame;

/* A game of joint moves: in each position every player has its legal
 * moves (one, a no-op, when it does not choose), and the position after
 * comes from one move of each.  Callbacks as QdGame's: reads of `data`
 * only, from the searching thread. */
struct _QdJointGame {
  gconstpointer data;
  gsize state_size;       /* bytes of one position */
  guint n_players;        /* 1 .. QD_JOINT_MAX_PLAYERS */
  guint max_moves;        /* moves of one player in a position at most */
  guint max_plies;        /* the plies a search goes at most; 0: QD_GAME_MAX_PLIES */

  gboolean (*terminal) (const QdJointGame *game, gconstpointer state);
  /* The player's legal moves (at most max_moves); 0 in a terminal
   * position, or where the game is stuck (a leaf, valued by utility). */
  guint    (*moves)    (const QdJointGame *game, gconstpointer state, guint player, QdMove *moves);
  /* The position after the joint move (one move per player). */
  void     (*apply)    (const QdJointGame *game, gconstpointer state, const QdMove *joint, gpointer child);
  /* The player's utility in [0, 1] at the end of a playout (a terminal
   * position, or one cut by playout_depth or max_plies). */
  double   (*utility)  (const QdJointGame *game, gconstpointer state, guint player);
};

typedef struct {
  QdGameSearchStatus status;   /* DONE: the budget was used; STOPPED: the flag ended it early */
  QdMove best_move;            /* `player`'s most visited root move; QD_MOVE_NONE when none */
  guint best_index;            /* its index in the game's move order at the root */
  double value;                /* its mean utility for `player`, in [0, 1] */
  guint64 iterations;
  guint64 nodes;
  guint64 playout_plies;
  gint64 time_us;
} QdDuctResult;

typedef struct _QdDuct QdDuct;

QdDuct     *qd_duct_new          (const QdJointGame *game, gconstpointer root, const QdMctsOptions *options);
void        qd_duct_free         (QdDuct *duct);
/* One iteration; FALSE when the root is terminal or has no joint move. */
gboolean    qd_duct_step         (QdDuct *duct);
/* Iterations until the options' budget or the stop flag; `player`'s move
 * in result. */
QdGameSearchStatus qd_duct_run   (QdDuct *duct, guint player, QdDuctResult *result);
/* At the root (after a step): the player's legal moves, the i-th of them
 * (the game's order), its visits and mean utility (0 when unvisited). */
guint       qd_duct_root_n_moves (const QdDuct *duct, guint player);
QdMove      qd_duct_root_move    (const QdDuct *duct, guint player, guint i);
guint32     qd_duct_root_visits  (const QdDuct *duct, guint player, guint i);
double      qd_duct_root_mean    (QdDuct *duct, guint player, guint i);

/* The last iteration (after qd_duct_step), for the step-by-step window:
 * pointers into the search, valid until its next step. */
typedef struct {
  guint64 number;          /* the iterations so far, this one included (0: none) */
  const guint32 *path;     /* the nodes from the root (path[0]), path_length of them; the
                            * last QD_DUCT_NODE_NONE where the tree was full */
  const QdMove *path_joints;  /* the joint moves down the path, n_players a ply, path_length - 1 plies */
  guint path_length;
  gboolean expanded;       /* the path's last node is new (else the selection stopped at a leaf
                            * that ends the game, or the tree was full) */
  const QdMove *playout;   /* the playout's random joint moves, n_players a ply */
  guint playout_length;    /* its plies */
  gboolean playout_cut;    /* it stopped at its depth limit (or the plies' limit) */
  const double *utility;   /* each player's utility at its end, in [0, 1] */
} QdDuctIteration;
void        qd_duct_last_iteration (const QdDuct *duct, QdDuctIteration *iteration);

/* The tree as it is (after steps; the root is node 0, NONE is
 * QD_DUCT_NODE_NONE), for a snapshot (core/qd-search-tree.h's
 * qd_search_tree_record_duct): each node's children, its visits, the joint
 * move from its parent (n_players moves; NULL at the root), each player's
 * moves there (0 before the node is expanded). */
#define QD_DUCT_NODE_NONE G_MAXUINT32
guint32       qd_duct_node_first_child  (const QdDuct *duct, guint32 node);
guint32       qd_duct_node_next_sibling (const QdDuct *duct, guint32 node);
guint32       qd_duct_node_visits       (const QdDuct *duct, guint32 node);
gboolean      qd_duct_node_terminal     (const QdDuct *duct, guint32 node);
const QdMove *qd_duct_node_joint        (const QdDuct *duct, guint32 node);
guint         qd_duct_node_n_moves      (const QdDuct *duct, guint32 node, guint player);
/* The player's own statistics at the node, a slot per move
 * (qd_duct_node_n_moves of them): its moves, their visits N_p(m), their
 * values V_p(m) (as above, 0 when unvisited) and the UCB1 bounds the
 * selection compares, V_p(m) + C·sqrt(ln N / N_p(m)) (+inf unvisited). */
void          qd_duct_node_stats        (QdDuct *duct, guint32 node, guint player, QdMove *moves,
                                         guint32 *visits, double *values, double *bounds);

/* One search in one call. */
QdGameSearchStatus qd_duct_search (const QdJointGame *game, gconstpointer root, guint player,
                                   const QdMctsOptions *options, QdDuctResult *result);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdDuct, qd_duct_free)

G_END_DECLS
