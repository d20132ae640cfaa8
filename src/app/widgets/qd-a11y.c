/* qd-a11y.c — accessible names where GTK gives none, and no Tab trap. */
#include "config.h"
#include "qd-a11y.h"

#include "core/qd-text.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <string.h>

/* The text a widget shows itself, in a label somewhere inside it. */
static gboolean
shows_text (GtkWidget *widget)
{
  if (GTK_IS_LABEL (widget))
    return *gtk_label_get_text (GTK_LABEL (widget)) != '\0';
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    if (shows_text (c))
      return TRUE;
  return FALSE;
}

/* A tooltip as a name: "Undo (Ctrl+Z)" is "Undo"; the keys are said by the
 * shortcut itself. */
static char *
name_of_tooltip (const char *tooltip)
{
  char *name = g_strdup (tooltip);
  char *open = strrchr (name, '(');
  static const char *const keys[] = { "Ctrl", "Shift", "Page", "Escape", "Return", "F5", "F9", "Insert", "Delete" };

  if (open != NULL && open > name && g_str_has_suffix (name, ")"))
    for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
      if (strstr (open, keys[i]) != NULL)
        {
          *open = '\0';
          g_strchomp (name);
          break;
        }
  return name;
}

static void
set_label (GtkWidget *widget, const char *label)
{
  if (label != NULL && *label != '\0')
    gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

static gboolean
is_value_control (GtkWidget *widget)
{
  return GTK_IS_SWITCH (widget) || GTK_IS_RANGE (widget) || GTK_IS_SPIN_BUTTON (widget) || GTK_IS_ENTRY (widget) ||
         GTK_IS_DROP_DOWN (widget) || GTK_IS_TEXT_VIEW (widget) ||
         (GTK_IS_CHECK_BUTTON (widget) && !shows_text (widget));
}

static void
name_one (GtkWidget *widget)
{
  GtkWidget *parent = gtk_widget_get_parent (widget);

  /* No keyboard trap: Tab moves on from a text view. */
  if (GTK_IS_TEXT_VIEW (widget))
    gtk_text_view_set_accepts_tab (GTK_TEXT_VIEW (widget), FALSE);

  if (gtk_test_accessible_has_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL))
    return;
  if (GTK_IS_BUTTON (widget) && !shows_text (widget))
    {
      const char *tooltip = gtk_widget_get_tooltip_text (widget);
      g_autofree char *name = NULL;

      /* A menu button's tooltip is on the menu button, its focus on the
       * button inside. */
      if (tooltip == NULL && parent != NULL && GTK_IS_MENU_BUTTON (parent))
        tooltip = gtk_widget_get_tooltip_text (parent);
      if (tooltip != NULL)
        name = name_of_tooltip (tooltip);
      else if (parent != NULL && GTK_IS_SPIN_BUTTON (parent))
        {
          const char *icon = gtk_button_get_icon_name (GTK_BUTTON (widget));

          name = g_strdup (icon != NULL && strstr (icon, "increase") != NULL ? _("Increase")
                           : icon != NULL && strstr (icon, "decrease") != NULL ? _("Decrease") : NULL);
        }
      set_label (widget, name);
      return;
    }
  if (is_value_control (widget) &&
      !gtk_test_accessible_has_relation (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_RELATION_LABELLED_BY))
    {
      GtkWidget *row = gtk_widget_get_ancestor (widget, ADW_TYPE_PREFERENCES_ROW);
      const char *tooltip = gtk_widget_get_tooltip_text (widget);

      if (row != NULL)
        {
          g_autofree char *title = qd_text_strip_mnemonics (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)));

          set_label (widget, title);
          if (ADW_IS_ACTION_ROW (row) && adw_action_row_get_subtitle (ADW_ACTION_ROW (row)) != NULL)
            gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                            adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), -1);
        }
      else if (tooltip != NULL)
        {
          g_autofree char *name = name_of_tooltip (tooltip);

          set_label (widget, name);
        }
    }
}

void
qd_a11y_prepare (GtkWidget *root)
{
  g_return_if_fail (GTK_IS_WIDGET (root));
  name_one (root);
  for (GtkWidget *c = gtk_widget_get_first_child (root); c != NULL; c = gtk_widget_get_next_sibling (c))
    qd_a11y_prepare (c);
}
