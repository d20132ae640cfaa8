/* qd-queens-experiment.h — N queens' side of `experiment localsearch`
 * (the descriptor's local_search). */
#pragma once

#include "problems/qd-local-experiment.h"

G_BEGIN_DECLS

extern const QdLocalSearchProblem qd_queens_local_search;

G_END_DECLS
