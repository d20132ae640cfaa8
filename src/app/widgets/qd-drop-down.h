/* qd-drop-down.h — drop-downs that show whole names (issue 76).
 *
 * libadwaita's combo rows cut every item at 20 characters, in the row and in
 * its list, so "Random Restarts: Steepest Ascent" and "Random Restarts:
 * Stochastic" both read "Random Restarts: Ste…".  Here the list's rows wrap
 * onto as many lines as the name needs, with the check mark on the chosen
 * one, and the row's choice wraps onto a second line beside the row's title
 * rather than being cut.  The same for a GtkDropDown. */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/* A combo row (AdwComboRow) or drop-down (GtkDropDown) shows its items
 * whole.  Items are GtkStringObjects or named by the widget's expression. */
void     qd_drop_down_show_whole (GtkWidget *drop);
/* The same for every combo row and drop-down at or under `root` that keeps
 * its toolkit's own factories (a page's template, a dialog). */
void     qd_drop_downs_show_whole (GtkWidget *root);
/* A GtkDropDown made in code named `name` for a screen reader: the
 * drop-down and the button inside it that takes the focus (GTK 4.8 names
 * that button by its type otherwise). */
void     qd_drop_down_set_name   (GtkDropDown *drop, const char *name);
/* Whether qd_drop_down_show_whole was applied to `drop` (for tests). */
gboolean qd_drop_down_shows_whole (GtkWidget *drop);

G_END_DECLS
