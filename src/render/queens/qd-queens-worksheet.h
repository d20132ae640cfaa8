/* qd-queens-worksheet.h — `quandary-cli worksheet queens`: hill-climbing
 * exercises on a printed N-queens board (AIMA section 4.1.1): the board's
 * h, the h of every other square (figure 4.3(a)), the squares steepest
 * ascent may move to, whether the board is a local minimum, and the
 * probability stochastic hill climbing gives one uphill move.  Easy: 5
 * queens, medium: 6, hard: 8; one board in four is where a steepest climb
 * ends.  The answer is what `quandary-cli queens FILE --successors` prints. */
#pragma once

#include "render/qd-worksheet.h"

G_BEGIN_DECLS

extern const QdWorksheetKind qd_queens_worksheet;

G_END_DECLS
