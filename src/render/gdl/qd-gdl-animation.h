/* qd-gdl-animation.h — a GDL game's moves as an animation (a GIF): frame
 * 0 the initial state, frame k the state after k moves, drawn as the tab
 * draws it (qd-gdl-render.h), each band saying the move ("x plays (mark 1
 * 3)").  It holds its own copies of the states' facts, so its frames can be
 * made on any thread. */
#pragma once

#include "render/qd-animation.h"

G_BEGIN_DECLS

/* `states` (n + 1 fact texts, qd_gdl_game_state_text's) and `moves` (n
 * texts, "x plays (mark 1 3)") are taken; `universe` and `start_moves`
 * (NULL-terminated) as qd_gdl_board_new reads them, copied. */
QdAnimation *qd_gdl_animation_new (GPtrArray *states, GPtrArray *moves, const char *universe,
                                   const char *const *start_moves);

G_END_DECLS
