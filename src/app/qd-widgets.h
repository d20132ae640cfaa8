/* qd-widgets.h — small widget helpers shared by the pages. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* `widget` under a small heading whose mnemonic focuses it. */
GtkWidget *qd_labelled_widget (const char *mnemonic_text, GtkWidget *widget);

G_END_DECLS
