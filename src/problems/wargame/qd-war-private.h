/* qd-war-private.h — helpers shared by the war-game modules. */
#pragma once

#include "qd-war-board.h"

G_BEGIN_DECLS

/* Sets a QD_WAR_ERROR "line L: message" and returns FALSE. */
G_GNUC_INTERNAL gboolean qd_war_fail (GError **error, gint code, guint line, const char *format, ...)
  G_GNUC_PRINTF (4, 5);

G_END_DECLS
