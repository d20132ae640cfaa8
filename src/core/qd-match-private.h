/* qd-match-private.h — the steps of a turn that the match loop's two
 * drivers share: qd_match_play (qd-match.c, a whole game in one call) and
 * QdMatch (qd-match-async.c, a turn at a time on the main loop). */
#pragma once

#include "qd-match.h"

G_BEGIN_DECLS

/* The turn of the player to move after `result->plies` moves. */
void     qd_match_turn_init   (QdMatchTurn *turn, guint player, const QdMatchPlayer *who, guint plies,
                               gint64 deadline_us, const gint *stop);
/* A turn that ended without a move (`end`, never QD_MATCH_MOVED): the
 * result says how, a forfeit's `cause` (may be NULL) in its reason. */
void     qd_match_end_turn    (QdMatchResult *result, QdMatchEnd end, guint player, const GError *cause);
/* FALSE with the cause when the rules (`legal`) do not allow `move` now. */
gboolean qd_match_check_move  (const QdMatchRules *rules, gpointer game, guint32 move, GError **cause);

G_END_DECLS
