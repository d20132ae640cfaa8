/* qd-mcts-session.h — what the step-by-step window of Monte Carlo tree
 * search (qd-mcts-window.h) grows and shows: the tree, the last iteration's
 * four phases, and samples of the root's children's visits over the
 * iterations.  Shared by the window and its worker (reference counted):
 * whoever steps it (the window, or the worker while a run goes on) is the
 * only one to touch it. */
#pragma once

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
} QdMctsSetup;

/* The last iteration, copied from its QdMctsIteration. */
typedef struct {
  guint64 number;               /* 0: none yet */
  GArray *line;                 /* QdMove: the path's moves from the root, then the playout's */
  guint path_moves;             /* the first path_moves of line are the path's */
  gboolean expanded;            /* the path's last move made the new node */
  gboolean terminal;            /* nothing expanded: the node selected ends the game */
  gboolean cut;                 /* the playout stopped at its depth limit */
  double utility;               /* for MAX: 1, ½ or 0 */
} QdMctsLast;

/* The N of the root's children (in the order they were expanded) after
 * every `stride` iterations; the stride doubles when there are too many. */
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
/* The root's children's moves, in the order they were expanded (the
 * samples' columns), and their names. */
guint          qd_mcts_session_root_moves (const QdMctsSession *session, QdMove *moves, guint size);
char          *qd_mcts_session_move_name  (const QdMctsSession *session, QdMove move);
/* The names of the last iteration's moves line[from..to), `separator`
 * between two (the line played from the root). */
void           qd_mcts_session_line_text  (const QdMctsSession *session, guint from, guint to,
                                           const char *separator, GString *out);
const QdGame  *qd_mcts_session_get_game   (const QdMctsSession *session);
const QdMctsOptions *qd_mcts_session_get_options (const QdMctsSession *session);

QdMctsSamples *qd_mcts_samples_copy (const QdMctsSamples *samples);
void           qd_mcts_samples_free (QdMctsSamples *samples);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdMctsSession, qd_mcts_session_unref)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdMctsSamples, qd_mcts_samples_free)

G_END_DECLS
