/* qd-wargame-animation.h — a war game's moves as an animation: frame 0 the
 * empty board, frame k the board after k moves (the move ringed, its
 * conquests marked), each band saying the move ("Blue: blitz D3 (2
 * conquered)").  It holds its own copy of the game. */
#pragma once

#include "qd-wargame-run-report.h"

G_BEGIN_DECLS

QdAnimation *qd_wargame_animation_new (const QdWargameRun *run);

G_END_DECLS
