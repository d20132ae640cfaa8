/* qd-war-record.h — a game as it is played: the positions after every move,
 * so a front end can play, undo, step through and save it as a log.
 *
 * Log format (SPEC.md, `--log`): one line per move, `blue drop C3` or
 * `green blitz D3` (the square taken); under a coin, a blitz whose conquests
 * did not all succeed adds `failed D2 E3`.  A finished game ends with
 * `final blue S green S`.  Blank lines and lines starting with # are ignored.
 */
#pragma once

#include "qd-war-rules.h"

G_BEGIN_DECLS

typedef struct {
  guint square;
  QdWarOwner player;
  gboolean blitz;
  QdWarBits conquered;       /* squares turned to the mover */
  QdWarBits failed;          /* conquests the rules or the coin refused */
} QdWarMove;

typedef struct _QdWarRecord QdWarRecord;

QdWarRecord      *qd_war_record_new        (QdWarRules *rules);
void              qd_war_record_free       (QdWarRecord *record);
QdWarRecord      *qd_war_record_copy       (const QdWarRecord *record);
QdWarRules       *qd_war_record_get_rules  (const QdWarRecord *record);

guint             qd_war_record_n_moves    (const QdWarRecord *record);
/* The position now / after the first `n` moves (0: the empty board). */
const QdWarState *qd_war_record_state      (const QdWarRecord *record);
const QdWarState *qd_war_record_state_at   (const QdWarRecord *record, guint n);
const QdWarMove  *qd_war_record_move       (const QdWarRecord *record, guint i);
gboolean          qd_war_record_is_over    (const QdWarRecord *record);

/* Plays `square` for the side to move.  Under a coin the outcome is drawn
 * from rand (NULL: every conquest succeeds). */
gboolean          qd_war_record_play       (QdWarRecord *record, guint square, GRand *rand, GError **error);
/* Under a coin: plays `square` with the conquests in `failed` refused. */
gboolean          qd_war_record_play_with  (QdWarRecord *record, guint square, const QdWarBits *failed,
                                            GError **error);
/* Takes back the last move; FALSE at the start. */
gboolean          qd_war_record_undo       (QdWarRecord *record);

/* One log line for move i ("blue blitz D3"), without a newline. */
char             *qd_war_record_move_text  (const QdWarRecord *record, guint i);
char             *qd_war_record_to_log     (const QdWarRecord *record);
/* Replays a log; errors name the line (QD_WAR_ERROR). */
QdWarRecord      *qd_war_record_from_log   (QdWarRules *rules, const char *text, gssize length, GError **error);

/* The owners as N lines of N letters (B, G, . for empty) separated by spaces. */
char             *qd_war_format_owners     (const QdWarRules *rules, const QdWarState *state);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdWarRecord, qd_war_record_free)

G_END_DECLS
