/* qd-settings-text.c — a sidebar's settings as one line of text. */
#include "config.h"
#include "qd-settings-text.h"

#include "core/qd-text.h"

#include <adwaita.h>
#include <glib/gi18n.h>

/* The string an item of a combo row shows: its expression's, or a string
 * object's own. */
static char *
item_string (GtkExpression *expression, gpointer item)
{
  GValue value = G_VALUE_INIT;
  char *text = NULL;

  if (item == NULL)
    return NULL;
  if (expression != NULL && gtk_expression_evaluate (expression, item, &value))
    {
      if (G_VALUE_HOLDS_STRING (&value))
        text = g_value_dup_string (&value);
      g_value_unset (&value);
    }
  else if (GTK_IS_STRING_OBJECT (item))
    text = g_strdup (gtk_string_object_get_string (item));
  return text;
}

/* The value a control shows, or NULL. */
static char *
control_value (GtkWidget *widget)
{
  if (GTK_IS_SWITCH (widget))
    return g_strdup (gtk_switch_get_active (GTK_SWITCH (widget)) ? _("on") : _("off"));
  if (GTK_IS_CHECK_BUTTON (widget))
    return g_strdup (gtk_check_button_get_active (GTK_CHECK_BUTTON (widget)) ? _("on") : _("off"));
  if (GTK_IS_SPIN_BUTTON (widget) || GTK_IS_ENTRY (widget))
    return g_strdup (gtk_editable_get_text (GTK_EDITABLE (widget)));
  if (GTK_IS_SCALE (widget))
    return g_strdup_printf ("%g", gtk_range_get_value (GTK_RANGE (widget)));
  if (GTK_IS_DROP_DOWN (widget))
    {
      GtkDropDown *drop = GTK_DROP_DOWN (widget);

      return item_string (gtk_drop_down_get_expression (drop), gtk_drop_down_get_selected_item (drop));
    }
  return NULL;
}

/* The first control under `widget` (depth first) that shows a value. */
static char *
first_control_value (GtkWidget *widget)
{
  char *value = control_value (widget);

  for (GtkWidget *c = gtk_widget_get_first_child (widget); value == NULL && c != NULL; c = gtk_widget_get_next_sibling (c))
    if (gtk_widget_get_visible (c))
      value = first_control_value (c);
  return value;
}

static void
add_row (GString *text, const char *title, const char *value)
{
  g_autofree char *plain = NULL;

  if (title == NULL || *title == '\0' || value == NULL || *value == '\0')
    return;
  /* Titles may carry mnemonics. */
  plain = qd_text_strip_mnemonics (title);
  g_string_append_printf (text, "%s%s: %s", text->len > 0 ? "; " : "", plain, value);
}

/* Rows hidden or greyed out (the annealing schedule under hill climbing)
 * take no part in the run; the page's own busy state above the groups is
 * not looked at. */
static void
describe_rows (GtkWidget *widget, GString *text)
{
  if (!gtk_widget_get_visible (widget) || !gtk_widget_get_sensitive (widget))
    return;
  if (ADW_IS_COMBO_ROW (widget))
    {
      AdwComboRow *row = ADW_COMBO_ROW (widget);
      g_autofree char *value = item_string (adw_combo_row_get_expression (row), adw_combo_row_get_selected_item (row));

      add_row (text, adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), value);
      return;
    }
  if (ADW_IS_ACTION_ROW (widget))
    {
      g_autofree char *value = first_control_value (widget);

      add_row (text, adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)), value);
      return;
    }
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    describe_rows (c, text);
}

static void
find_groups (GtkWidget *widget, GString *text)
{
  if (!gtk_widget_get_visible (widget))
    return;
  if (gtk_widget_has_css_class (widget, QD_SETTINGS_CLASS))
    {
      describe_rows (widget, text);
      return;
    }
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    find_groups (c, text);
}

char *
qd_settings_text (GtkWidget *root)
{
  GString *text = g_string_new (NULL);

  g_return_val_if_fail (GTK_IS_WIDGET (root), NULL);
  find_groups (root, text);
  if (text->len == 0)
    {
      g_string_free (text, TRUE);
      return NULL;
    }
  return g_string_free (text, FALSE);
}
