/* qd-search-tree.h — the tree a search walked, recorded node by node.
 *
 * One recorder for both engines, fed by their listeners: for the CSP engine
 * a node per assignment tried (var = value), marked solution, failure (with
 * its cause, the wiped-out variable or the variable left without a value) or
 * inner, with the values inference pruned at that node; for game search a
 * node per position searched, with the move that led to it, its value, alpha
 * and beta, marked leaf (terminal or horizon), cut-off (its value ended its
 * parent's search) or pruned (a move alpha-beta never searched).
 *
 * Node ids count from 0 in the order the search created the nodes, which is
 * a preorder: a node's descendants follow it and come before its next
 * sibling.  The root is node 0.
 *
 * The recorder keeps at most `budget` nodes; the nodes a full recorder is
 * told about are counted, not stored (qd_search_tree_n_dropped), and each is
 * charged to its deepest stored ancestor (QdSearchNode.n_hidden), so the top
 * of the tree stays whole and says where the rest went.
 *
 * One thread records while others may read: nodes live in fixed chunks that
 * never move, and a node is published (qd_search_tree_n_nodes) only once it
 * is written.  A reader sees every published node's place in the tree; its
 * status and values may lag by the nodes the searcher is working on.
 * Recording allocates a chunk every 65,536 nodes and nothing else. */
#pragma once

#include <gio/gio.h>

#include "qd-csp.h"
#include "qd-game.h"
#include "qd-game-mcts.h"

G_BEGIN_DECLS

#define QD_SEARCH_NODE_NONE G_MAXUINT32

typedef enum {
  QD_SEARCH_TREE_CSP,
  QD_SEARCH_TREE_GAME,
  QD_SEARCH_TREE_STATE,
} QdSearchTreeKind;

typedef enum {
  QD_SEARCH_NODE_ROOT,
  QD_SEARCH_NODE_INNER,     /* searched below (or still being searched) */
  QD_SEARCH_NODE_SOLUTION,  /* CSP: every variable assigned */
  QD_SEARCH_NODE_FAILURE,   /* CSP: a wipe-out, or no value left for the next variable */
  QD_SEARCH_NODE_LEAF,      /* game: evaluated (terminal, or at the depth limit: HORIZON) */
  QD_SEARCH_NODE_CUTOFF,    /* game: its value ended its parent's search */
  QD_SEARCH_NODE_PRUNED,    /* game: a move alpha-beta did not search */
  QD_SEARCH_NODE_N_STATUSES
} QdSearchNodeStatus;

typedef enum {
  QD_SEARCH_NODE_HORIZON = 1 << 0,  /* game leaf evaluated at the depth limit */
  QD_SEARCH_NODE_MIN     = 1 << 1,  /* game: MIN (or, with CHANCE, nature) to move */
  QD_SEARCH_NODE_CHANCE  = 1 << 2,
  QD_SEARCH_NODE_CHOSEN  = 1 << 3,  /* on the line the search chose (the best move) */
  QD_SEARCH_NODE_LEAF_CUT = 1 << 4, /* game: a leaf that was also the cut-off child */
  QD_SEARCH_NODE_WIPEOUT = 1 << 5,  /* CSP failure: `cause` was wiped out (else left without a value) */
  QD_SEARCH_NODE_ITERATION = 1 << 6, /* state: an iteration of iddfs or idastar (its limit or bound in g) */
  QD_SEARCH_NODE_IMPROVING = 1 << 7, /* CSP solution better than every one before it (branch and bound) */
  /* State, recursive best-first search (qd_search_tree_state_set_rbfs): */
  QD_SEARCH_NODE_RBFS    = 1 << 8,  /* has RBFS values (its stored f, its f-limit when expanded) */
  QD_SEARCH_NODE_FORGOTTEN = 1 << 9, /* returned failure: its subtree was dropped, its f backed up */
  QD_SEARCH_NODE_REGENERATED = 1 << 10, /* the same path from the start has an earlier node */
  /* Game, decoupled UCT (qd_search_tree_record_duct): a position, reached
   * by a joint move; else a player's move's statistics there. */
  QD_SEARCH_NODE_JOINT   = 1 << 11,
} QdSearchNodeFlags;

typedef struct {
  guint32 parent;         /* QD_SEARCH_NODE_NONE for the root */
  guint32 first_child;    /* or NONE (use the accessors while a search runs) */
  guint32 next_sibling;   /* or NONE */
  guint32 depth;
  guint32 a;              /* CSP: the variable; game: the move */
  guint32 b;              /* CSP: the value; game: the index among the parent's moves */
  guint8 status;          /* QdSearchNodeStatus */
  guint16 flags;          /* QdSearchNodeFlags (fills the padding before n_hidden: 56 bytes a node) */
  guint32 n_hidden;       /* descendants dropped by a full recorder */
  union {
    struct {
      gint32 cause;       /* failure: the variable wiped out or left without a value; -1 */
      guint32 prune_start;
      guint32 n_prunes;   /* (var, value) pairs removed by inference at this node */
    } csp;
    struct {
      double value;       /* the node's value so far (final once it returned) */
      double alpha;
      double beta;
    } game;
    struct {
      double g;           /* path cost (an iteration node: its limit or f-bound) */
      double h;           /* heuristic value */
      guint32 expanded;   /* 1, 2, …: the order it was expanded in; 0 not expanded */
      guint32 iteration;  /* iterative searches: the iteration it belongs to (1, 2, …) */
    } state;
    struct {
      guint32 visits;     /* N: the playouts through it */
      double mean;        /* U/N for the player who moved into it (the root: for its player to move) */
      double ucb1;        /* as its parent sees it (+inf unvisited; the root 0) */
    } mcts;
  } u;
} QdSearchNode;

typedef struct _QdSearchTree QdSearchTree;

/* budget: nodes kept (0: QD_SEARCH_TREE_DEFAULT_BUDGET). */
#define QD_SEARCH_TREE_DEFAULT_BUDGET 4000000u

/* A tree for the search a problem's solver will run, handed to it through
 * its options (`tree`): the solver binds its model when the search starts
 * (qd_search_tree_bind_csp or _game), feeds the tree and finishes it, so the
 * caller may create the tree, show it while the search runs and keep it. */
QdSearchTree *qd_search_tree_new      (QdSearchTreeKind kind, guint budget);
/* The model of the search; once per tree.  The CSP names the variables and
 * values in labels: with `take` the tree frees it, else it must outlive the
 * tree.  The game is borrowed for the search only (qd_search_tree_finish
 * forgets it: qd_search_tree_get_game is NULL after).  `move_text` names
 * the move that led to `node` (its `move`, made by `mover`; the tree and
 * the node let a name depend on the position, see qd_search_tree_game_moves_to);
 * `move_text_data` is the tree's: `destroy` (if not NULL) frees it with
 * the tree, else it must outlive the tree. */
typedef struct _QdSearchTree QdSearchTree;
typedef void (*QdSearchTreeMoveText) (gpointer data, const QdSearchTree *tree, guint node, QdPlayer mover,
                                      QdMove move, GString *out);
void          qd_search_tree_bind_csp  (QdSearchTree *tree, QdCsp *csp, gboolean take);
void          qd_search_tree_bind_game (QdSearchTree *tree, const QdGame *game,
                                        QdSearchTreeMoveText move_text, gpointer move_text_data,
                                        GDestroyNotify destroy);
/* A state-space tree (kind STATE) for a search at most `max_depth` deep
 * (deeper nodes are dropped): `move_text` names the action `move` that led
 * to `node` (the place reached, the blank's move; `mover` is MAX, unused),
 * and the root's state for move QD_MOVE_NONE; f = g + `weight` × h in
 * labels (1 for A*, w for weighted A*).  Core/qd-space-tree.h feeds it. */
void          qd_search_tree_bind_state (QdSearchTree *tree, guint max_depth, double weight,
                                         QdSearchTreeMoveText move_text, gpointer move_text_data,
                                         GDestroyNotify destroy);
/* Feeding a state-space tree: a node at `depth` under the current path's
 * node at depth - 1 (ITERATION in flags: an iteration node, `g` its limit
 * or bound, `action` its number); its id, or NONE when dropped. */
guint         qd_search_tree_state_add (QdSearchTree *tree, guint depth, guint32 action, guint index,
                                        double g, double h, QdSearchNodeStatus status, guint flags,
                                        guint iteration);
/* The stored nodes that were expanded (the start, iterations apart). */
guint64       qd_search_tree_state_n_expanded (const QdSearchTree *tree);
/* A node's status and its expansion order (0: leave it). */
void          qd_search_tree_state_set (QdSearchTree *tree, guint id, QdSearchNodeStatus status,
                                        guint32 expanded);

/* Recursive best-first search (core/qd-space-tree.c records it when the
 * run ends).  RBFS forgets the subtree of a node that returns failure and
 * may expand the node again later, regenerating its successors; the tree
 * keeps the history, as AIMA 3e figure 3.27 draws it:
 * - a node expanded again is a NEW node under the same parent (after the
 *   parent's other children, in the order of the run), marked REGENERATED,
 *   its `earlier` the node of the same path before it; the successors it
 *   generates again are new nodes too, REGENERATED, each linked to the
 *   earlier node of its path; successors never generated before are not;
 * - a node that returned failure is marked FORGOTTEN, its children stay
 *   in the tree (what was explored before it was dropped);
 * - every node has its stored value F (`f`: g + h, or a value backed up
 *   into it or inherited from its parent: max (g + h, the parent's F)) and,
 *   once expanded, its f-limit then (`limit`, +inf for the start).
 * Labels: `Rimnicu Vilcea g 220 h 193 f 417 (backed up from 413) limit 415
 * expanded 3 forgotten`, `Craiova g 366 h 160 f 526 regenerated 8`
 * (data/FORMATS.md).  The values live in a side table allocated by chunks
 * of nodes on first use, so other trees' nodes keep their size. */
typedef struct {
  double f;               /* the stored F (the value backed up into it, when it returned failure) */
  double limit;           /* its f-limit when expanded; NAN when never expanded */
  guint32 earlier;        /* REGENERATED: the node of the same path before it; else NONE */
} QdSearchTreeRbfsValues;
/* Sets node `id`'s RBFS values and adds RBFS and `flags` (FORGOTTEN,
 * REGENERATED) to its flags (while the tree is built, before it is finished). */
void          qd_search_tree_state_set_rbfs (QdSearchTree *tree, guint id, const QdSearchTreeRbfsValues *values,
                                             guint flags);
/* The nodes on the frontier when the search ended: the `leaf` nodes; for
 * RBFS the successors the path's nodes still held: leaves and forgotten
 * nodes (their F backed up) below no forgotten node and not expanded again. */
guint64       qd_search_tree_state_n_frontier (const QdSearchTree *tree);
/* TRUE when node `id` has RBFS values (then in *values). */
gboolean      qd_search_tree_state_get_rbfs (const QdSearchTree *tree, guint id, QdSearchTreeRbfsValues *values);

/* The naming function and its data a game tree was bound with (NULL when
 * none): a problem finds its own data there. */
QdSearchTreeMoveText qd_search_tree_get_move_text (const QdSearchTree *tree, gpointer *data);
/* TRUE once a model is bound (nodes may follow). */
gboolean      qd_search_tree_is_bound  (const QdSearchTree *tree);

/* A tree for a CSP search on `csp` (borrowed: it must outlive the tree; it
 * names the variables and values in labels). */
QdSearchTree *qd_search_tree_new_csp  (const QdCsp *csp, guint budget);
/* A tree for a game search (the game is borrowed; its to_move tells MAX
 * from MIN).  `move_text` writes a move's label ("blue drop C3"); NULL: the
 * move's number. */
QdSearchTree *qd_search_tree_new_game (const QdGame *game, QdSearchTreeMoveText move_text,
                                       gpointer move_text_data, guint budget);
/* Reference counted: a window's page and the job recording into the tree
 * each hold one, so neither outlives the other's use. */
QdSearchTree *qd_search_tree_ref      (QdSearchTree *tree);
void          qd_search_tree_unref    (QdSearchTree *tree);

QdSearchTreeKind qd_search_tree_get_kind (const QdSearchTree *tree);
const QdCsp  *qd_search_tree_get_csp  (const QdSearchTree *tree);
const QdGame *qd_search_tree_get_game (const QdSearchTree *tree);

/* Published nodes (acquire): every node below this id may be read. */
guint         qd_search_tree_n_nodes  (const QdSearchTree *tree);
/* Nodes counted but not stored (the budget was full). */
guint64       qd_search_tree_n_dropped (const QdSearchTree *tree);
guint         qd_search_tree_get_budget (const QdSearchTree *tree);
/* TRUE once qd_search_tree_finish ran. */
gboolean      qd_search_tree_is_finished (const QdSearchTree *tree);
const QdSearchNode *qd_search_tree_node (const QdSearchTree *tree, guint id);
/* Safe while a search runs: links and status as of now, links beyond the
 * published nodes read as NONE. */
guint         qd_search_tree_first_child  (const QdSearchTree *tree, guint id);
guint         qd_search_tree_next_sibling (const QdSearchTree *tree, guint id);
QdSearchNodeStatus qd_search_tree_status  (const QdSearchTree *tree, guint id);
guint         qd_search_tree_flags        (const QdSearchTree *tree, guint id);
/* The values inference removed at a CSP node: n_prunes of them, the k-th
 * being (var, value). */
void          qd_search_tree_csp_get_prune (const QdSearchTree *tree, guint id, guint k,
                                            guint *var, guint *value);
/* TRUE when some prunings were not stored (their log was full). */
gboolean      qd_search_tree_prunes_truncated (const QdSearchTree *tree);

/* The ids from the root to `id` (inclusive) into `path` (depth + 1 entries). */
guint         qd_search_tree_path     (const QdSearchTree *tree, guint id, guint32 *path);
/* CSP: the assignment at `id` (values[var], -1 when unassigned) and, when
 * `removed` is not NULL, removed[var * stride + value] set TRUE for every
 * value pruned on the way (values of the initial model's domains are the
 * caller's; assigned variables' other values are not marked). */
void          qd_search_tree_csp_state (const QdSearchTree *tree, guint id, gint *values,
                                        gboolean *removed, guint stride);

/* Status names as the text format writes them ("failure"). */
const char   *qd_search_node_status_name (QdSearchNodeStatus status);
/* The same for people, translated ("échec"). */
const char   *qd_search_node_status_title (QdSearchNodeStatus status);
/* Counts of the stored nodes by status (N_STATUSES entries). */
void          qd_search_tree_count    (const QdSearchTree *tree, guint64 *counts);

/* The label of a node as the text format writes it: CSP `WA=red`
 * (a failure adds ` wipeout SA` or ` deadend SA`), game
 * `MOVE value V alpha A beta B` (the root without a move, a pruned node
 * with the move only), state `Sibiu g 140 h 253 f 393 expanded 2`
 * (`expanded K` once expanded; an iteration `limit 3` or `bound 41`). */
void          qd_search_tree_label    (const QdSearchTree *tree, guint id, GString *out);
char         *qd_search_tree_to_string (const QdSearchTree *tree);

/* Feeding a CSP tree (from a QdCspListener; `qd_search_tree_csp_listener`
 * does it all with the tree as user data). */
void qd_search_tree_csp_assign     (QdSearchTree *tree, guint var, guint value, guint depth);
void qd_search_tree_csp_propagated (QdSearchTree *tree, guint var, guint value, gboolean consistent);
void qd_search_tree_csp_prune      (QdSearchTree *tree, guint var, guint value);
void qd_search_tree_csp_wipeout    (QdSearchTree *tree, guint var);
void qd_search_tree_csp_backtrack  (QdSearchTree *tree, guint var, guint depth);
void qd_search_tree_csp_solution   (QdSearchTree *tree);
/* The solution just told improved the objective (branch and bound): marked
 * IMPROVING, and the chosen line goes to the last such one. */
void qd_search_tree_csp_improving  (QdSearchTree *tree);
void qd_search_tree_csp_reject     (QdSearchTree *tree, guint var, guint value, guint depth);
extern const QdCspListener qd_search_tree_csp_listener;

/* Feeding a game tree (from a QdGameListener; `qd_search_tree_game_listener`
 * does it all with the tree as user data). */
void qd_search_tree_game_enter  (QdSearchTree *tree, guint depth, guint index, gconstpointer state,
                                 double alpha, double beta);
void qd_search_tree_game_moves  (QdSearchTree *tree, guint depth, gconstpointer state,
                                 const QdMove *moves, guint n_moves);
void qd_search_tree_game_leaf   (QdSearchTree *tree, guint depth, double value, gboolean horizon);
void qd_search_tree_game_update (QdSearchTree *tree, guint depth, double v, double alpha, double beta,
                                 gboolean cutoff);
void qd_search_tree_game_leave  (QdSearchTree *tree, guint depth, double value, double alpha, double beta);
extern const QdGameListener qd_search_tree_game_listener;

/* A problem that has its own listener chains the recorder before it:
 * qd_search_tree_csp_chain (qd_search_tree_game_chain) points `options` at a
 * listener that feeds `tree`, then calls the listener `options` had (kept
 * in `chain`, which must live while the search runs; none: the tree only). */
typedef struct {
  QdSearchTree *tree;
  const QdCspListener *listener;
  gpointer listener_data;
} QdSearchTreeCspChain;
void qd_search_tree_csp_chain  (QdSearchTree *tree, QdSearchTreeCspChain *chain, QdCspOptions *options);

typedef struct {
  QdSearchTree *tree;
  const QdGameListener *listener;
  gpointer listener_data;
} QdSearchTreeGameChain;
void qd_search_tree_game_chain (QdSearchTree *tree, QdSearchTreeGameChain *chain, QdGameSearchOptions *options);
/* qd_game_search recorded into `tree` when it is not NULL: the tree bound to
 * the game (qd_search_tree_bind_game's move_text, its data and destroy),
 * chained before the options' listener, and finished at the best move
 * after.  The result's status. */
QdGameSearchStatus qd_search_tree_game_search (QdSearchTree *tree, const QdGame *game, gconstpointer root,
                                               QdGameSearchOptions *options, QdSearchTreeMoveText move_text,
                                               gpointer move_text_data, GDestroyNotify destroy,
                                               QdGameSearchResult *result);

/* After the run: marks the chosen line (CSP: the path to the first solution,
 * or to the last IMPROVING one when there is one;
 * game: from the root along the child with `best_index`, then at each node
 * the first child with the node's value) and publishes the end. */
void qd_search_tree_finish      (QdSearchTree *tree, guint best_index);

/* The moves from the root to `id` (depth entries). */
guint qd_search_tree_game_moves_to (const QdSearchTree *tree, guint id, QdMove *moves);

/* ------------------------------------------------ Monte Carlo tree search
 *
 * A snapshot of an MCTS tree (core/qd-game-mcts.h), whose node ids count in
 * the order nodes were expanded, recorded in preorder, the root's children
 * (and every node's) in the order they were expanded.  `tree` is a game tree
 * bound to the same game with the problem's move names and still empty:
 *
 *     qd_search_tree_bind_game (tree, &game, move_text, NULL, NULL);
 *     qd_mcts_run (mcts, &result);
 *     qd_search_tree_record_mcts (tree, mcts);
 *
 * Every node carries N, U/N and UCB1 (u.mcts); its status is `root`,
 * `inner` (expanded below) or `leaf` (HORIZON in flags when its position
 * does not end the game); MIN and CHANCE flags as in a game tree; the root
 * and the child the search would play are CHOSEN.  Labels read
 * `MOVE N 12 U/N 0.583 UCB1 1.262` (the root `N 200 U/N 0.450`, an unvisited
 * node `UCB1 inf`).  The tree is finished (qd_search_tree_finish) after;
 * nodes beyond its budget are counted as dropped. */
void     qd_search_tree_record_mcts (QdSearchTree *tree, const QdMcts *mcts);
/* A snapshot of a decoupled UCT search (core/qd-game-duct.h), whose
 * players move together, in an unbound game tree: each position a node
 * (flag JOINT, labelled with the joint move from its parent, "left (throw
 * paper) · right (throw rock)", and its N); under it first each player's
 * own statistics, for every player with a choice there: a leaf per move,
 * "left: (throw paper)" with N, U/N (the player's value of the move) and
 * UCB1 (the bound its selection compares), MIN's colour for the second
 * player, the moves each player would play marked CHOSEN at the root; then
 * the positions of its joint moves.  `players` names the n_players;
 * `move_text` names a move (called with node 0), its data freed with
 * `destroy` before the call returns. */
struct _QdDuct;
void     qd_search_tree_record_duct (QdSearchTree *tree, struct _QdDuct *duct, guint n_players,
                                     const char *const *players, QdSearchTreeMoveText move_text,
                                     gpointer move_text_data, GDestroyNotify destroy);
/* TRUE for a tree qd_search_tree_record_duct filled. */
gboolean qd_search_tree_is_duct     (const QdSearchTree *tree);
/* Its position `id`'s joint move from its parent into `joint` (a move a
 * player); FALSE for the root, a player's statistics, or another tree. */
gboolean qd_search_tree_duct_joint  (const QdSearchTree *tree, guint id, QdMove *joint);
/* TRUE for a tree qd_search_tree_record_mcts filled. */
gboolean qd_search_tree_is_mcts     (const QdSearchTree *tree);
/* The names of moves[first..n) of the line moves[0..n) played from `root`
 * (a position of `game`), as a tree of the game names them, `separator`
 * between two (a playout's moves for people: ", "). */
void     qd_search_tree_game_line_text (const QdGame *game, QdSearchTreeMoveText move_text,
                                        gpointer move_text_data, gconstpointer root,
                                        const QdMove *moves, guint n, guint first,
                                        const char *separator, GString *out);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdSearchTree, qd_search_tree_unref)

G_END_DECLS
