/* qd-widgets.h — small widget helpers shared by the pages. */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/* `widget` under a small heading whose mnemonic focuses it. */
GtkWidget *qd_labelled_widget (const char *mnemonic_text, GtkWidget *widget);

/* A whole number, or "—" when it is not known yet (statistics rows). */
void       qd_label_set_count (GtkLabel *label, gboolean known, guint64 n);

/* A list item factory showing each GtkStringObject as a line of monospace
 * text (traces, step lists). */
GtkListItemFactory *qd_text_lines_factory_new (void);
/* A toast showing `message` as plain text (AdwToast reads its title as
 * markup), made safe first: a file's text in it cannot drive anything. */
AdwToast  *qd_toast_new (const char *message);

G_END_DECLS
