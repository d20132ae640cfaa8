/* qd-game-mcts.h — Monte Carlo tree search (AIMA 4th ed., figure 5.11) for
 * any QdGame.
 *
 * Each iteration walks the four phases of the figure:
 *   selection        from the root, the child of best UCB1 until a node
 *                    that is terminal or has a move not tried yet;
 *   expansion        one untried move of that node becomes a child (drawn at
 *                    random among the untried ones);
 *   simulation       a playout from the new child to the end of the game:
 *                    uniformly random moves, or moves guided by the game's
 *                    evaluation (the best child for the mover, ε-greedy);
 *   back-propagation the playout's utility is added to every node on the path.
 * UCB1(n) = U(n)/N(n) + C·sqrt(ln N(parent) / N(n)), U counted for the
 * player who moved into n; an unvisited child is tried before any other.
 * The move played is the root's most visited child (ties: the higher U/N,
 * then the first in the game's move order).
 *
 * Utilities: a playout ends in a terminal position whose value (evaluate)
 * says who won: > 0 a win of MAX (1 for MAX, 0 for MIN), < 0 a win of MIN,
 * 0 a draw (½ each).  A playout cut by `playout_depth` scores the game's
 * evaluation the same way (its sign).  Chance positions (QD_PLAYER_CHANCE)
 * are crossed by drawing an outcome with the game's probabilities.
 *
 * Deterministic: the same game, root, options and seed give the same tree
 * and move (with a count budget; a time budget ends where the clock says).
 * The tree lives in one array: iterations + 1 nodes for a count budget,
 * else a small one that doubles when full (a few times in a search), up to
 * `max_nodes`; positions are not stored but replayed from the root into
 * per-ply buffers, so an iteration allocates nothing else.  When the array
 * holds max_nodes the search goes on without expanding (selection and
 * playouts still refine the existing nodes).
 */
#pragma once

#include "qd-game.h"

G_BEGIN_DECLS

#define QD_MCTS_DEFAULT_ITERATIONS 1000
#define QD_MCTS_DEFAULT_EXPLORATION G_SQRT2
/* Nodes a tree holds by default (32 bytes each). */
#define QD_MCTS_DEFAULT_MAX_NODES (1u << 20)
/* The most iterations or milliseconds an agent spec may ask for. */
#define QD_MCTS_MAX_ITERATIONS 100000000u
#define QD_MCTS_MAX_MS 3600000u

typedef enum {
  QD_MCTS_PLAYOUT_RANDOM,   /* uniformly random moves */
  QD_MCTS_PLAYOUT_GUIDED,   /* the mover's best child by evaluate, with probability 1 - epsilon */
} QdMctsPlayout;

typedef enum {
  QD_MCTS_PHASE_SELECTION,
  QD_MCTS_PHASE_EXPANSION,
  QD_MCTS_PHASE_SIMULATION,
  QD_MCTS_PHASE_BACKPROPAGATION,
  QD_MCTS_N_PHASES
} QdMctsPhase;

/* A node of the tree.  `reward` is the sum of utilities for MAX of the
 * playouts through it; seen by the player who moved into it (its parent's
 * player to move) U is reward for MAX, visits - reward for MIN in a
 * zero-sum game, `reward_min` in a game with a utility of each player
 * (QdGame.utility). */
typedef struct {
  guint32 parent;          /* QD_MCTS_NODE_NONE for the root */
  guint32 first_child;     /* children in the order they were expanded */
  guint32 next_sibling;
  QdMove move;             /* the move from the parent; QD_MOVE_NONE for the root */
  guint32 visits;          /* N */
  guint32 n_moves;         /* legal moves of its position; G_MAXUINT32 until first expanded */
  guint32 n_expanded;      /* children so far */
  guint8 to_move;          /* QdPlayer of its position */
  guint8 terminal;         /* its position ends the game */
  guint8 reserved[2];
  double reward;           /* sum of MAX's utilities */
  double reward_min;       /* sum of MIN's utilities (read when the game has `utility`) */
} QdMctsNode;

#define QD_MCTS_NODE_NONE G_MAXUINT32

/* What one iteration did (told to the iteration listener, and returned by
 * qd_mcts_step): the path of node ids from the root (path[0] = 0) to the
 * node the playout started from, the phases' details, the utility. */
typedef struct {
  guint64 number;          /* 1, 2, … */
  const guint32 *path;     /* node ids, root first */
  guint path_length;       /* entries of path (>= 1) */
  guint32 expanded;        /* the node expansion added (the last of path), or NONE when
                            * selection ended on a terminal node or the tree was full */
  const QdMove *playout;   /* the playout's moves from the last node of path */
  guint playout_length;
  gboolean playout_cut;    /* the playout stopped at playout_depth (scored by evaluate) */
  double utility;          /* for MAX: 1, ½ or 0 (a game's own utility: 0 to 1) */
  double utility_min;      /* for MIN: 1 - utility in a zero-sum game */
} QdMctsIteration;

typedef struct {
  guint64 iterations;      /* stop after this many (0: no count; then time_budget_us) */
  gint64 time_budget_us;   /* stop after this long (0: no time limit) */
  double exploration;      /* C in UCB1 (QD_MCTS_DEFAULT_EXPLORATION) */
  QdMctsPlayout playout;
  double epsilon;          /* guided playouts: the share of random moves (0.1) */
  guint playout_depth;     /* plies of a playout at most; 0: to the end of the game */
  guint max_nodes;         /* nodes of the tree (QD_MCTS_DEFAULT_MAX_NODES); at least 1 */
  guint64 seed;
  const gint *stop;        /* optional flag, read atomically; non-zero stops */
  gint64 *progress_nodes;  /* optional: set atomically to the iterations done, now and then */
  gboolean progress_shared; /* progress_nodes counts other searches' too: each adds its
                             * iterations as it goes instead of setting them */
  /* Optional, on the searching thread after each iteration (slows the
   * search: for the window's step-by-step view and tests). */
  void (*iteration_done) (gpointer user_data, const QdMctsIteration *iteration);
  gpointer user_data;
} QdMctsOptions;

typedef struct {
  QdGameSearchStatus status;   /* DONE: the budget was used; STOPPED: the flag (or
                                * no budget at all) ended it early */
  QdMove best_move;            /* the most visited root child; QD_MOVE_NONE when no move */
  guint best_index;            /* its index in the game's move order at the root */
  double value;                /* its U/N for the root's player to move, in [0, 1] */
  guint64 iterations;
  guint64 nodes;               /* tree nodes */
  guint64 playout_plies;       /* moves played in all playouts */
  gint64 time_us;
} QdMctsResult;

typedef struct _QdMcts QdMcts;

void        qd_mcts_options_init (QdMctsOptions *options);

/* One search in one call: a tree, the iterations, the move. */
QdGameSearchStatus qd_mcts_search (const QdGame *game, gconstpointer root,
                                   const QdMctsOptions *options, QdMctsResult *result);

/* A tree to grow by hand (the window's step by step): `root` is copied;
 * options->iterations and time_budget_us are ignored by qd_mcts_step. */
QdMcts     *qd_mcts_new          (const QdGame *game, gconstpointer root, const QdMctsOptions *options);
void        qd_mcts_free         (QdMcts *mcts);
/* Runs one iteration; FALSE when the root is terminal (nothing to do).
 * The iteration (valid until the next call) into *iteration when not NULL. */
gboolean    qd_mcts_step         (QdMcts *mcts, QdMctsIteration *iteration);
/* Runs iterations until options' budget (counted from the tree's start)
 * or the stop flag; fills result. */
QdGameSearchStatus qd_mcts_run   (QdMcts *mcts, QdMctsResult *result);
guint       qd_mcts_n_nodes      (const QdMcts *mcts);
const QdMctsNode *qd_mcts_node   (const QdMcts *mcts, guint32 id);
guint64     qd_mcts_n_iterations (const QdMcts *mcts);
/* UCB1 of a visited non-root node as its parent sees it (+inf when unvisited). */
double      qd_mcts_ucb1         (const QdMcts *mcts, guint32 id);
/* U(n)/N(n) for the player who moved into n, in [0, 1] (0 when unvisited). */
double      qd_mcts_mean         (const QdMcts *mcts, guint32 id);
/* U(n)/N(n) for `player` (MAX or MIN; a chance player counts as MAX). */
double      qd_mcts_mean_for     (const QdMcts *mcts, guint32 id, QdPlayer player);
/* The root child the search would play now (NONE when the root has none). */
guint32     qd_mcts_best_child   (const QdMcts *mcts);

/* Agent specs: `mcts` (QD_MCTS_DEFAULT_ITERATIONS), `mcts:ITERATIONS`,
 * `mcts:ms=MS`, and after either, comma-separated `c=C` (exploration) and
 * `playout=random|guided`: `mcts:5000,c=1,playout=guided`.  TRUE when
 * `spec` is one (options filled, other fields as qd_mcts_options_init);
 * FALSE with an error naming the wrong part when it starts with `mcts` but
 * is not well written; FALSE without an error (error untouched) when it does
 * not start with `mcts`. */
gboolean    qd_mcts_spec_parse    (const char *spec, QdMctsOptions *options, GError **error);
/* The spec of options (the shortest form: `mcts:2000`). */
char       *qd_mcts_spec_to_string (const QdMctsOptions *options);
/* For people, translated: "Monte Carlo tree search, 2,000 iterations". */
char       *qd_mcts_spec_describe  (const QdMctsOptions *options);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdMcts, qd_mcts_free)

G_END_DECLS
