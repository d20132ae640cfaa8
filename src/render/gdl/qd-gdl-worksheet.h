/* qd-gdl-worksheet.h — `quandary-cli worksheet gdl`: a state of a bundled
 * GDL game reached by random moves, the student lists the legal moves of
 * the role on turn, says whether the state is terminal and gives each
 * role's goal value.  Easy: tic-tac-toe after 1 to 4 moves; medium:
 * Connect Four after 4 to 10 moves, or Nim after 1 to 3; hard: Connect Four
 * after 12 to 20 moves, or the 8-puzzle after 4 to 12 slides.  A state
 * reached is never terminal (the random moves stop before the end).
 *
 * The instance is the game's rulesheet with its `init` sentences replaced
 * by the state's facts (`(init F)`, where the first `init` was), so the
 * tab and the command read it as any rulesheet; the answer is what
 * `quandary-cli gdl FILE --state` prints for it (qd-gdl-describe.h).  The
 * exercise draws the state as the General Games tab does (a board and the
 * other facts, render/gdl/qd-gdl-render.h), blanks beside it. */
#pragma once

#include "render/qd-worksheet.h"

G_BEGIN_DECLS

extern const QdWorksheetKind qd_gdl_worksheet;

/* `rulesheet` with its `init` sentences (facts and rules, any case)
 * replaced by `(init F)` for each line of `facts` (free it). */
char *qd_gdl_worksheet_replace_init (const char *rulesheet, const char *facts);

G_END_DECLS
