/* qd-kcell-animation.h — a KCell game's moves as an animation: frame 0 the
 * start, frame k the board after k moves (the move's hops drawn), each
 * band saying the move ("Player 1: 2 → 3").  It holds its own copy of the
 * game. */
#pragma once

#include "qd-kcell-run-report.h"

G_BEGIN_DECLS

QdAnimation *qd_kcell_animation_new (const QdKcellRun *run);

G_END_DECLS
