/* qd-wargame-private.h — helpers shared by the war-game modules. */
#pragma once

#include "core/qd-text.h"
#include "qd-wargame-board.h"

G_BEGIN_DECLS

/* Sets a QD_WARGAME_ERROR "line L: message" and returns FALSE. */
#define qd_wargame_fail(error, code, line, ...) qd_text_line_error (error, QD_WARGAME_ERROR, code, line, __VA_ARGS__)

G_END_DECLS
