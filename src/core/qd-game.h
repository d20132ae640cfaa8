/* qd-game.h — the game-search engine: a game is a vtable, searchers are shared.
 *
 * A position is a plain block of `state_size` bytes that the searcher copies
 * (copy-make): the searcher owns one slot per ply, allocated before the search
 * starts, so the inner loop allocates nothing.  A move is a 32-bit code the game
 * gives meaning to.  Values are doubles seen from MAX's side.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef guint32 QdMove;

#define QD_MOVE_NONE G_MAXUINT32
#define QD_DEPTH_UNLIMITED G_MAXUINT

typedef enum {
  QD_PLAYER_MAX = 0,
  QD_PLAYER_MIN = 1,
  QD_PLAYER_CHANCE = 2,
} QdPlayer;

typedef struct _QdGame QdGame;

/* The plies a search goes at most in a game whose max_plies is 0 (unknown). */
#define QD_GAME_MAX_PLIES 4096

/* The rules of a game.  `game` is the game's own data (a board, a tree), shared
 * read-only by every position; every callback must be thread-safe for reads. */
struct _QdGame {
  gconstpointer data;
  gsize state_size;   /* bytes of one position */
  guint max_moves;    /* upper bound on the moves of any position */
  guint max_plies;    /* upper bound on the length of a game; 0 if unknown */

  /* Who is to move in `state`. */
  QdPlayer (*to_move)  (const QdGame *game, gconstpointer state);
  /* TRUE when the game is over in `state` (no move is generated then). */
  gboolean (*terminal) (const QdGame *game, gconstpointer state);
  /* Writes at most max_moves moves into `moves` in the order they are searched;
   * returns how many.  Zero for a non-terminal position means "pass" is not
   * modelled: the searcher treats it as a leaf. */
  guint    (*moves)    (const QdGame *game, gconstpointer state, QdMove *moves);
  /* Writes the position after `move` into `child` (same size as state). */
  void     (*apply)    (const QdGame *game, gconstpointer state, QdMove move, gpointer child);
  /* The value of `state` from MAX's side: exact for terminal positions, a
   * heuristic estimate at the depth limit. */
  double   (*evaluate) (const QdGame *game, gconstpointer state);
  /* Optional: the probability of a chance move (QD_PLAYER_CHANCE positions). */
  double   (*chance_probability) (const QdGame *game, gconstpointer state, QdMove move);
  /* Optional: a 64-bit hash of the position for transposition tables. */
  guint64  (*hash)     (const QdGame *game, gconstpointer state);
  /* Optional, for a game that is not zero-sum (GDL's goal values): the
   * utility in [0, 1] of `player` (MAX or MIN) in a terminal `state`, each
   * player's own, which MCTS backs up for each.  NULL: 1, ½ or 0 for MAX
   * from the sign of evaluate, and MIN's the complement. */
  double   (*utility)  (const QdGame *game, gconstpointer state, QdPlayer player);
};

/* What a listener is told.  `depth` is the ply (0 at the root); `index` is the
 * position of the node among its parent's children (0 for the root). */
typedef struct {
  /* A node is entered with the alpha/beta it received (minimax: -inf/+inf). */
  void (*enter)  (gpointer user_data, guint depth, guint index, gconstpointer state,
                  double alpha, double beta);
  /* A leaf (terminal or depth limit) was evaluated to `value`. */
  void (*leaf)   (gpointer user_data, guint depth, guint index, gconstpointer state,
                  double value, double alpha, double beta);
  /* A child of an inner node returned; v, alpha, beta are the node's after the
   * update.  On a cut-off alpha/beta are left as they were (AIMA fig. 5.7
   * returns before updating them) and `cutoff` is TRUE. */
  void (*update) (gpointer user_data, guint depth, guint index, gconstpointer state,
                  double v, double alpha, double beta, gboolean cutoff);
  /* An inner node returns `value` with its final alpha/beta. */
  void (*leave)  (gpointer user_data, guint depth, guint index, gconstpointer state,
                  double value, double alpha, double beta);
  /* Optional: the moves of an inner node, in the order they are searched,
   * told before the first child is entered (the buffer stays valid until the
   * node returns).  A search recorder learns from it which move led to each
   * child and which moves a cut-off left unsearched. */
  void (*moves)  (gpointer user_data, guint depth, gconstpointer state,
                  const QdMove *moves, guint n_moves);
} QdGameListener;

typedef enum {
  QD_GAME_SEARCH_MINIMAX,
  QD_GAME_SEARCH_ALPHABETA,
  /* Minimax with chance positions averaged (the walk of minimax: every game
   * searched with it averages its chance positions; the name says so). */
  QD_GAME_SEARCH_EXPECTIMINIMAX,
} QdGameSearchAlgorithm;

typedef enum {
  QD_GAME_SEARCH_DONE,      /* the search finished */
  QD_GAME_SEARCH_STOPPED,   /* cancelled, or a node or time budget ran out */
} QdGameSearchStatus;

typedef struct {
  QdGameSearchAlgorithm algorithm;
  guint depth;            /* plies below the root; 0: the root is a leaf; QD_DEPTH_UNLIMITED */
  guint64 max_nodes;      /* stop with this many nodes visited, no more; 0: no limit */
  gint64 deadline_us;     /* g_get_monotonic_time() deadline; 0: none */
  const gint *stop;       /* optional flag, read atomically; non-zero stops */
  const QdGameListener *listener;
  gpointer listener_data;
  gint64 *progress_nodes; /* optional: set atomically to the node count at every stop check */
} QdGameSearchOptions;

typedef struct {
  QdGameSearchStatus status;
  double value;           /* the root's value */
  guint best_index;       /* index of the best root move (first of equals) */
  QdMove best_move;       /* QD_MOVE_NONE when the root has no move */
  guint64 nodes;          /* nodes visited, root included */
  guint64 leaves;         /* leaves evaluated */
  guint max_depth;        /* deepest ply reached */
  gint64 time_us;
} QdGameSearchResult;

void qd_game_search_options_init (QdGameSearchOptions *options);

/* Searches from `root`.  Allocates its per-ply buffers once, then nothing. */
QdGameSearchStatus qd_game_search (const QdGame *game,
                               gconstpointer root,
                               const QdGameSearchOptions *options,
                               QdGameSearchResult *result);

const char *qd_game_search_algorithm_to_string (QdGameSearchAlgorithm algorithm);
gboolean    qd_game_search_algorithm_from_string (const char *text, QdGameSearchAlgorithm *algorithm);

G_END_DECLS
