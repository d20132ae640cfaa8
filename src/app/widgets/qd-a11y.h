/* qd-a11y.h — names for a screen reader where GTK gives none: icon-only
 * buttons are named by their tooltip, the controls in a preferences row by
 * the row's title, a spin button's − and + by what they do. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Names every control under `root` that has no accessible label and shows
 * no text of its own; a label given in a .ui file or in code is kept. */
void qd_a11y_name_controls (GtkWidget *root);

G_END_DECLS
