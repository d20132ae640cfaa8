/* qd-wargame-record.h — a game as it is played: the positions after every move,
 * so a front end can play, undo, step through and save it as a log.
 *
 * Log format (docs/contracts.md, `--log`): one line per move, `blue drop C3` or
 * `green blitz D3` (the square taken); under a coin, a blitz whose conquests
 * did not all succeed adds `failed D2 E3`.  A finished game ends with
 * `final blue S green S`.  Blank lines and lines starting with # are ignored.
 */
#pragma once

#include "qd-wargame-rules.h"

G_BEGIN_DECLS

typedef struct {
  guint square;
  QdWargameOwner player;
  gboolean blitz;
  QdWargameBits conquered;       /* squares turned to the mover */
  QdWargameBits failed;          /* conquests the rules or the coin refused */
} QdWargameMove;

typedef struct _QdWargameRecord QdWargameRecord;

QdWargameRecord      *qd_wargame_record_new        (QdWargameRules *rules);
void              qd_wargame_record_free       (QdWargameRecord *record);
QdWargameRecord      *qd_wargame_record_copy       (const QdWargameRecord *record);
QdWargameRules       *qd_wargame_record_get_rules  (const QdWargameRecord *record);

guint             qd_wargame_record_n_moves    (const QdWargameRecord *record);
/* The position now / after the first `n` moves (0: the empty board). */
const QdWargameState *qd_wargame_record_state      (const QdWargameRecord *record);
const QdWargameState *qd_wargame_record_state_at   (const QdWargameRecord *record, guint n);
const QdWargameMove  *qd_wargame_record_move       (const QdWargameRecord *record, guint i);
gboolean          qd_wargame_record_is_over    (const QdWargameRecord *record);

/* Plays `square` for the side to move.  Under a coin the outcome is drawn
 * from rand (NULL: every conquest succeeds). */
gboolean          qd_wargame_record_play       (QdWargameRecord *record, guint square, GRand *rand, GError **error);
/* Under a coin: plays `square` with the conquests in `failed` refused. */
gboolean          qd_wargame_record_play_with  (QdWargameRecord *record, guint square, const QdWargameBits *failed,
                                            GError **error);
/* Takes back the last move; FALSE at the start. */
gboolean          qd_wargame_record_undo       (QdWargameRecord *record);

/* One log line for move i ("blue blitz D3"), without a newline. */
char             *qd_wargame_record_move_text  (const QdWargameRecord *record, guint i);
char             *qd_wargame_record_to_log     (const QdWargameRecord *record);
/* Replays a log; errors name the line (QD_WARGAME_ERROR). */
QdWargameRecord      *qd_wargame_record_from_log   (QdWargameRules *rules, const char *text, gssize length, GError **error);

/* The owners as N lines of N letters (B, G, . for empty) separated by spaces. */
char             *qd_wargame_format_owners     (const QdWargameRules *rules, const QdWargameState *state);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdWargameRecord, qd_wargame_record_free)

G_END_DECLS
