/* qd-war-private.h — helpers shared by the war-game modules. */
#pragma once

#include "core/qd-text.h"
#include "qd-war-board.h"

G_BEGIN_DECLS

/* Sets a QD_WAR_ERROR "line L: message" and returns FALSE. */
#define qd_war_fail(error, code, line, ...) qd_text_line_error (error, QD_WAR_ERROR, code, line, __VA_ARGS__)

G_END_DECLS
