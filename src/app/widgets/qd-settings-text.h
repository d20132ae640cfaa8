/* qd-settings-text.h — the settings shown in a page's sidebar as one line of
 * text, for the header of an exported trace: "Variable Order: Minimum
 * remaining values; Inference: Forward checking; First Solution Only: off". */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* The style class that marks a preferences group as settings of a run. */
#define QD_SETTINGS_CLASS "qd-settings"

/* Every visible row of the groups under `root` that carry QD_SETTINGS_CLASS,
 * in the order of the sidebar, as "Title: value" joined by "; ": a combo
 * row's chosen item, a spin button's text, a switch's on/off, a scale's
 * value, an entry's text.  Rows that show no value are left out.  NULL when
 * there is none. */
char *qd_settings_text (GtkWidget *root);

G_END_DECLS
