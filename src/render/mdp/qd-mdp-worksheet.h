/* qd-mdp-worksheet.h — `quandary-cli worksheet mdp`: a small random grid
 * world (course convention) with two or three cells marked; the student
 * computes V_1 and V_2 of the marked cells by hand (V_0 = 0 everywhere),
 * the key gives them, computed by core/qd-markov.h's sweeps. */
#pragma once

#include "render/qd-worksheet.h"

G_BEGIN_DECLS

extern const QdWorksheetKind qd_mdp_worksheet;

G_END_DECLS
