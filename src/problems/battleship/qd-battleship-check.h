/* qd-battleship-check.h — a student's solution grid checked (the output of
 * `quandary-cli battleship INPUT`, as battle.py writes it).
 *
 * The puzzle is solved once (up to two solutions).  With exactly one
 * solution the answer is compared with it line by line; with none the
 * right answer is empty (battle.py writes nothing); with several the answer
 * must satisfy every clue (a check of validity): read row by row from the
 * top, the first row at which a clue is seen broken is the wrong line —
 * its characters, its hints, its count, the shapes of the ship parts with
 * the rows above (and for the row above, the row below), ships touching,
 * a column's count passed, a length of ship more often than the fleet has
 * it; at the last row, the columns' counts and the fleet complete.  The
 * explanation names the clue; with one solution it names the cells that
 * differ and the first clue the answer breaks. */
#pragma once

#include "core/qd-check.h"
#include "qd-battleship.h"

G_BEGIN_DECLS

typedef struct _QdBattleshipCheck QdBattleshipCheck;

/* Solves `puzzle` (`stop` may be NULL, `deadline_us` 0: none); answers are
 * read in `notation`, the command's output notation.  NULL when the solver
 * was stopped before it knew how many solutions there are. */
QdBattleshipCheck *qd_battleship_check_new    (const QdBattleship *puzzle, QdBattleshipNotation notation,
                                               const gint *stop, gint64 deadline_us);
/* The solution as the command writes it ("" when there is none). */
const char        *qd_battleship_check_output (const QdBattleshipCheck *check);
/* The solving run (two solutions counted) and the cells it decided in
 * order (QdBattleshipStep, at most 100000), as the tab's run makes them. */
const QdBattleshipResult *qd_battleship_check_get_result (const QdBattleshipCheck *check);
GArray            *qd_battleship_check_get_steps  (const QdBattleshipCheck *check);
/* The verdict on `answer`.  `step` counts the steps of the solving run's
 * replay (the cells decided in order, as the tab replays them) up to the
 * one that first gives a differing cell of the wrong line the content it
 * has in the solution, or -1; `reference` is left NULL, `reference_line`
 * is the solution's line beside the wrong one.  Thread-safe for one
 * check. */
QdCheckResult     *qd_battleship_check_answer (const QdBattleshipCheck *check, const char *answer, gsize length,
                                               gboolean strict);
void               qd_battleship_check_free   (QdBattleshipCheck *check);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdBattleshipCheck, qd_battleship_check_free)

G_END_DECLS
