/* qd-tsp-worksheet.h — the hill-climbing and annealing exercise of
 * `quandary-cli worksheet tsp` (statement 003, problems 2 and 3): a random
 * distance table and start tour; the start tour's length, each swap
 * neighbour's length, hill climbing's successor and the probability that
 * annealing takes a given worse move. */
#pragma once

#include "render/qd-worksheet.h"

G_BEGIN_DECLS

extern const QdWorksheetKind qd_tsp_worksheet;

G_END_DECLS
