/* qd-a11y.h — controls ready for the keyboard and a screen reader: names
 * where GTK gives none (icon-only buttons by their tooltip, the controls in
 * a preferences row by the row's title, a spin button's − and + by what
 * they do), and no text view that keeps Tab to itself. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Names every control under `root` that has no accessible label and shows
 * no text of its own (a label given in a .ui file or in code is kept), and
 * lets Tab leave every text view (a word list needs no tab character). */
void qd_a11y_prepare (GtkWidget *root);

G_END_DECLS
