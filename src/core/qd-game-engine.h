/* qd-game-engine.h — the strong searcher of the game engine, for any QdGame.
 *
 * Iterative deepening over alpha-beta (fail-soft) with a transposition table
 * keyed by the game's hash, killer and history move ordering on top of the
 * game's own order, expectiminimax at chance positions (every outcome is
 * searched with the full window; a chance ply does not use up depth), a time
 * budget, a node budget and a stop flag, and the principal variation out.
 *
 * A QdEngine keeps its table and history between searches (one per player of
 * a game); it is not thread-safe: one search at a time.  All buffers are
 * allocated by qd_engine_new but the transposition table, which the first
 * search allocates (on its thread: making an engine is cheap anywhere); a
 * search allocates nothing else.
 */
#pragma once

#include "qd-game.h"

G_BEGIN_DECLS

#define QD_ENGINE_MAX_PV 64

typedef struct _QdEngine QdEngine;

/* What an iteration of the deepening found (told after every completed depth). */
typedef struct {
  guint depth;            /* plies searched */
  double value;           /* from MAX's side */
  QdMove best_move;
  guint64 nodes;          /* nodes so far in this search */
  gint64 time_us;         /* time so far in this search */
  const QdMove *pv;       /* the principal variation, best_move first */
  guint pv_length;
} QdEngineIteration;

typedef struct {
  guint max_depth;          /* deepest iteration; QD_DEPTH_UNLIMITED: until a budget or the game's end */
  gint64 time_budget_us;    /* 0: none.  No iteration starts after half of it. */
  guint64 max_nodes;        /* 0: none */
  const gint *stop;         /* optional flag, read atomically; non-zero stops */
  gint64 *progress_nodes;   /* optional: set atomically to the node count every few thousand nodes */
  /* Optional, called on the searching thread after every completed iteration. */
  void (*iteration_done) (gpointer user_data, const QdEngineIteration *iteration);
  gpointer user_data;
} QdEngineOptions;

typedef struct {
  /* DONE: every iteration asked for finished, or the whole game tree was seen.
   * STOPPED: a budget or the stop flag cut an iteration short; the answer is
   * the last completed iteration's (or, if none completed, the best root move
   * found so far, with depth 0). */
  QdGameSearchStatus status;
  double value;
  QdMove best_move;         /* QD_MOVE_NONE when the root has no move */
  guint depth;              /* depth of the completed iteration the answer comes from */
  gboolean exact;           /* the search saw the end of every line: value is the game's value */
  guint64 nodes;
  guint64 tt_hits;          /* table entries that ended a node's search */
  gint64 time_us;
  guint pv_length;
  QdMove pv[QD_ENGINE_MAX_PV];
} QdEngineResult;

/* table_megabytes: size of the transposition table (0: none; also none when
 * the game has no hash function).  `game` is borrowed, not copied: it must
 * outlive the engine (its callbacks may read the struct it is part of). */
QdEngine      *qd_engine_new          (const QdGame *game, gsize table_megabytes);
void           qd_engine_free         (QdEngine *engine);
/* Forgets the table, killers and history (a new game): the next search
 * behaves as a new engine's.  Cheap: the table is not swept (see the .c). */
void           qd_engine_clear        (QdEngine *engine);

void           qd_engine_options_init (QdEngineOptions *options);
QdGameSearchStatus qd_engine_search       (QdEngine *engine,
                                       gconstpointer root,
                                       const QdEngineOptions *options,
                                       QdEngineResult *result);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdEngine, qd_engine_free)

G_END_DECLS
