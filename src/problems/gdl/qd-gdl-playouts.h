/* qd-gdl-playouts.h — random games from a GDL game's start, on several
 * threads: the game itself in the caller's thread, a copy read again
 * (qd_gdl_game_copy) in each other one.
 *
 * Playout i draws its moves from a generator seeded by (seed, i) alone, and
 * a game evaluated without grounding draws among its legal moves in the
 * order of their terms (symbols as the rulesheet first names them), not in
 * the order of its numbering, which differs from copy to copy: so the same
 * games are played whichever thread plays each, and the counts are those
 * of one thread. */
#pragma once

#include "qd-gdl.h"

G_BEGIN_DECLS

/* Threads at most. */
#define QD_GDL_PLAYOUTS_MAX_THREADS 64

typedef struct {
  guint64 games;             /* playouts to play */
  guint max_plies;           /* a playout that has not ended after this many plies is cut (0: QD_GDL_DEFAULT_MAX_PLIES) */
  guint threads;             /* 1: the caller's alone (0 counts as 1) */
  guint32 seed;
  const gint *stop;          /* optional, read atomically: stop now */
  gint64 deadline;           /* optional (g_get_monotonic_time's; 0: none): stop then */
} QdGdlPlayoutsSpec;

typedef struct {
  guint64 ended;             /* playouts that reached a terminal state */
  guint64 cut;               /* playouts cut at the ply limit */
  guint64 plies;             /* the plies of both */
  guint threads;             /* threads that played at least one */
  gboolean stopped;          /* by `stop` or the deadline before all were played */
} QdGdlPlayoutsCount;

/* Plays spec->games random games from the start of `game`; FALSE with the
 * first error (the reasoner's, a role without a legal move), the counts so
 * far in `count` either way.  A copy read too late to play is given up. */
gboolean qd_gdl_playouts (QdGdlGame *game, const QdGdlPlayoutsSpec *spec, QdGdlPlayoutsCount *count,
                          GError **error);

G_END_DECLS
