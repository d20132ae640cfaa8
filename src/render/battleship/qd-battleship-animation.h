/* qd-battleship-animation.h — the tab's replay of a solving run (Next
 * Step) as an animation: frame 0 the puzzle's hints, frame k the cells the
 * first k steps decided (by the search or by inference), the k-th ringed;
 * the last frame, as the tab's replay ends, the solution when there is one. */
#pragma once

#include "problems/battleship/qd-battleship.h"
#include "render/qd-animation.h"

G_BEGIN_DECLS

/* `steps` (QdBattleshipStep) and `solution` (size x size cells, or NULL)
 * are copied; NULL when there is no step. */
QdAnimation *qd_battleship_animation_new (const QdBattleship *puzzle, const GArray *steps, const guint8 *solution);

G_END_DECLS
