/* qd-takestones-check.h — a student's Take-Stones output checked against
 * Quandary's: the statement's game (`takestones N 1 DEPTH`, computer
 * against computer) or the later course version's six lines (`takestones
 * --analyze N K TAKEN... DEPTH`), compared line by line, the first
 * difference explained from the searches: the values of the moves the
 * player had, the tie-break, the evaluator's rule at the end of the line of
 * play that gives the chosen move its value, and what each count counts. */
#pragma once

#include "core/qd-check.h"
#include "qd-takestones.h"

G_BEGIN_DECLS

typedef struct _QdTakestonesCheck QdTakestonesCheck;

/* The statement's game with the computer on both sides: `depth` -1 to the
 * end; `deadline_us` a g_get_monotonic_time () or 0.  NULL when the
 * deadline passed first (or `stop` was set). */
QdTakestonesCheck *qd_takestones_check_new_game     (guint n, gint depth, QdTakestonesEvaluator evaluator,
                                                     const gint *stop, gint64 deadline_us);
/* The later course version's analysis of the position after `taken`
 * (`depth` 0: to the end).  NULL with `error` for a bad position, or
 * G_IO_ERROR_TIMED_OUT when the deadline passed first. */
QdTakestonesCheck *qd_takestones_check_new_analysis (guint n, const guint *taken, guint k, guint depth,
                                                     gint64 deadline_us, GError **error);
/* The verdict on `answer`.  For WRONG an explanation, and `step` the
 * number of stones taken before the move where the answer parts: the game
 * replayed that far shows the position where the player chose (the winner's
 * line: the whole game; --analyze: K, the position searched).  `reference`
 * is always filled.  Thread-safe for one check. */
QdCheckResult     *qd_takestones_check_answer       (const QdTakestonesCheck *check, const char *answer, gsize length,
                                                     gboolean strict);
void               qd_takestones_check_free         (QdTakestonesCheck *check);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdTakestonesCheck, qd_takestones_check_free)

G_END_DECLS
