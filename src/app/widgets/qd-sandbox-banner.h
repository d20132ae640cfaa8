/* qd-sandbox-banner.h — the strip at the top of a window that runs outside
 * programs (grading, tournaments, the outside agents) when no sandbox can be
 * made here: they do not run, why, and what to do (core/qd-program.h).
 * libadwaita 1.2 has no AdwBanner: a box of its own, styled in style.css. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* The banner: shown only where the sandbox cannot be made. */
GtkWidget *qd_sandbox_banner_new (void);

G_END_DECLS
