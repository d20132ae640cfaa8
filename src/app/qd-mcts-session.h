/* qd-mcts-session.h — what the step-by-step window of Monte Carlo tree
 * search (qd-mcts-window.h) grows and shows: the tree, the last iteration's
 * four phases, and samples of the root's children's visits over the
 * iterations.  Shared by the window and its worker (reference counted):
 * whoever steps it (the window, or the worker while a run goes on) is the
 * only one to touch it. */
#pragma once

#include "core/qd-game-duct.h"
#include "core/qd-search-tree.h"

G_BEGIN_DECLS

/* What a game tab hands the window.  The window copies `root` and
 * `options` (seed, exploration, playout, max_nodes; iterations, time and the
 * callbacks are not used) and takes `owner`, which keeps `game` and
 * `move_text_data` alive: freed with owner_free when the window and its
 * worker are done. */
typedef struct {
  const QdGame *game;
  gpointer owner;
  GDestroyNotify owner_free;
  gconstpointer root;
  const QdMctsOptions *options;
  QdSearchTreeMoveText move_text;
  gpointer move_text_data;
  const char *subtitle;         /* the position, for the window's title ("KCell · move 3") */
  /* Or a game whose players move together (or are more than two): `game`
   * NULL, the game of joint moves that decoupled UCT searches
   * (core/qd-game-duct.h), kept alive by `owner` as `game` is, and its
   * players' names (joint->n_players of them, copied). */
  const QdJointGame *joint;
  const char *const *players;
} QdMctsSetup;

/* The last iteration, copied from its QdMctsIteration (or, decoupled
 * UCT's, from its QdDuctIteration). */
typedef struct {
  guint64 number;               /* 0: none yet */
  GArray *line;                 /* QdMove: the path's moves from the root, then the playout's; a
                                 * joint game's a joint move a ply, n_players moves each */
  guint n_players;              /* the moves a ply of line: 1, or a joint game's players */
  guint path_moves;             /* the first path_moves plies of line are the path's */
  guint plies;                  /* the plies of line */
  gboolean expanded;            /* the path's last move made the new node */
  gboolean terminal;            /* nothing expanded: the node selected ends the game */
  gboolean cut;                 /* the playout stopped at its depth limit */
  double utility;               /* for MAX: 1, ½ or 0 */
  double utilities[QD_JOINT_MAX_PLAYERS];  /* a joint game's: each player's, in [0, 1] */
} QdMctsLast;

/* The N of the root's children (in the order they were expanded) after
 * every `stride` iterations; the stride doubles when there are too many.
 * A joint game's: each player's N of each of its moves at the root, the
 * game's max_moves columns a player. */
typedef struct {
  GArray *at;                   /* guint64: the iteration of each sample */
  GArray *visits;               /* guint32: width per sample */
  guint width;
  guint64 stride;
} QdMctsSamples;

typedef struct _QdMctsSession QdMctsSession;

QdMctsSession *qd_mcts_session_new   (const QdMctsSetup *setup);
QdMctsSession *qd_mcts_session_ref   (QdMctsSession *session);
void           qd_mcts_session_unref (QdMctsSession *session);
/* A new tree from the root, with the same seed. */
void           qd_mcts_session_reset (QdMctsSession *session);
/* One iteration; FALSE when the root ends the game. */
gboolean       qd_mcts_session_step  (QdMctsSession *session);
guint64        qd_mcts_session_n_iterations (const QdMctsSession *session);
const QdMctsLast    *qd_mcts_session_get_last    (const QdMctsSession *session);
const QdMctsSamples *qd_mcts_session_get_samples (const QdMctsSession *session);
/* The tree as it is now, recorded (finished). */
QdSearchTree  *qd_mcts_session_record (const QdMctsSession *session);
/* The lines the plot draws: the root's children's moves, in the order they
 * were expanded, or a joint game's players' moves at the root (the players
 * with a choice there), named ("(mark 1 1)", "left: (throw paper)"; to
 * free) and with their columns in the samples; at most `size`. */
guint          qd_mcts_session_series     (const QdMctsSession *session, guint *columns, char **names, guint size);
char          *qd_mcts_session_move_name  (const QdMctsSession *session, QdMove move);
/* A joint game's players' names (NULL for a game of turns). */
const char *const *qd_mcts_session_get_players (const QdMctsSession *session);
/* The node of `tree` (the session's, recorded) reached from the root by
 * the last iteration's first `plies` plies (as far as the tree goes). */
guint          qd_mcts_session_tree_node  (const QdMctsSession *session, const QdSearchTree *tree, guint plies);
/* The names of the last iteration's plies [from..to), `separator`
 * between two (the line played from the root; a joint move "left (throw
 * paper) · right (throw rock)"). */
void           qd_mcts_session_line_text  (const QdMctsSession *session, guint from, guint to,
                                           const char *separator, GString *out);
const QdGame  *qd_mcts_session_get_game   (const QdMctsSession *session);
const QdMctsOptions *qd_mcts_session_get_options (const QdMctsSession *session);

QdMctsSamples *qd_mcts_samples_copy (const QdMctsSamples *samples);
void           qd_mcts_samples_free (QdMctsSamples *samples);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdMctsSession, qd_mcts_session_unref)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdMctsSamples, qd_mcts_samples_free)

G_END_DECLS
