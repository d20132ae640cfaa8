/* qd-takestones-animation.h — a Take-Stones game's moves as an animation:
 * frame 0 the stones all free, frame k the stones after k moves (who took
 * each), each band saying the move ("Player 1: take 3").  It holds its own
 * copy of the game. */
#pragma once

#include "qd-takestones-run-report.h"

G_BEGIN_DECLS

QdAnimation *qd_takestones_animation_new (const QdTakestonesRun *run);

G_END_DECLS
