/* qd-sandbox-banner.c — no sandbox, no outside program (qd-sandbox-banner.h). */
#include "config.h"
#include "qd-sandbox-banner.h"

#include <glib/gi18n.h>

#include "core/qd-program.h"

GtkWidget *
qd_sandbox_banner_new (void)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *icon = gtk_image_new_from_icon_name ("dialog-warning-symbolic");
  GtkWidget *text = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  GtkWidget *title = gtk_label_new (_("No sandbox here: outside programs cannot run"));
  GtkWidget *reason = gtk_label_new (NULL);
  g_autofree char *why = NULL;
  gboolean available = qd_program_sandbox_available (&why);

  gtk_widget_add_css_class (box, "sandbox-banner");
  gtk_widget_set_valign (icon, GTK_ALIGN_START);
  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_label_set_wrap (GTK_LABEL (title), TRUE);
  gtk_widget_add_css_class (title, "heading");
  gtk_label_set_label (GTK_LABEL (reason), why != NULL ? why : "");
  gtk_label_set_xalign (GTK_LABEL (reason), 0);
  gtk_label_set_wrap (GTK_LABEL (reason), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (reason), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_selectable (GTK_LABEL (reason), TRUE);
  /* Selectable to copy the fix, but not where the focus lands when the
   * window opens (GTK would select it all). */
  gtk_widget_set_focusable (reason, FALSE);
  gtk_widget_set_hexpand (text, TRUE);
  gtk_box_append (GTK_BOX (text), title);
  gtk_box_append (GTK_BOX (text), reason);
  gtk_box_append (GTK_BOX (box), icon);
  gtk_box_append (GTK_BOX (box), text);
  gtk_accessible_update_property (GTK_ACCESSIBLE (box), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("No sandbox here: outside programs cannot run"), -1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (box), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  why != NULL ? why : "", -1);
  gtk_widget_set_visible (box, !available);
  return box;
}
