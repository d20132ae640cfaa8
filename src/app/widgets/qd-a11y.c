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

/* Whether `widget` or one inside it takes the focus itself. */
static gboolean
holds_control (GtkWidget *widget)
{
  if (widget == NULL)
    return FALSE;
  if (gtk_widget_get_focusable (widget))
    return TRUE;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    if (holds_control (c))
      return TRUE;
  return FALSE;
}

/* The texts of the labels inside a widget, in order, joined by ", ". */
static void
collect_text (GtkWidget *widget, GString *text)
{
  if (!gtk_widget_get_visible (widget))
    return;
  if (GTK_IS_LABEL (widget))
    {
      const char *t = gtk_label_get_text (GTK_LABEL (widget));

      if (*t != '\0')
        g_string_append_printf (text, "%s%s", text->len > 0 ? ", " : "", t);
      return;
    }
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    collect_text (c, text);
}

/* The title of the preferences group or the stack page `widget` is in. */
static const char *
title_around (GtkWidget *widget)
{
  for (GtkWidget *w = widget; w != NULL; w = gtk_widget_get_parent (w))
    {
      GtkWidget *parent = gtk_widget_get_parent (w);
      const char *title = ADW_IS_PREFERENCES_GROUP (w) ? adw_preferences_group_get_title (ADW_PREFERENCES_GROUP (w))
                                                      : NULL;

      if (title != NULL && *title != '\0')
        return title;
      if (parent != NULL && GTK_IS_STACK (parent) &&
          (title = gtk_stack_page_get_title (gtk_stack_get_page (GTK_STACK (parent), w))) != NULL)
        return title;
    }
  return NULL;
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

  /* GTK 4.8 names a button by its label as written, "_Open a File…": a
   * screen reader would read the underscore. */
  if (GTK_IS_BUTTON (widget) && gtk_button_get_use_underline (GTK_BUTTON (widget)) &&
      gtk_button_get_label (GTK_BUTTON (widget)) != NULL)
    {
      g_autofree char *name = qd_text_strip_mnemonics (gtk_button_get_label (GTK_BUTTON (widget)));

      set_label (widget, name);
      return;
    }
  if (gtk_test_accessible_has_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL))
    return;
  /* A list is named by the group or the stack page it is in ("Moves",
   * "Trace"), not "GtkListBox". */
  if (GTK_IS_LIST_BOX (widget) || GTK_IS_LIST_VIEW (widget))
    {
      set_label (widget, title_around (widget));
      return;
    }
  /* A tile that holds a control (a card's button, a labelled setting) is
   * no stop of its own: Tab goes to the control. */
  if (GTK_IS_FLOW_BOX_CHILD (widget) && holds_control (gtk_flow_box_child_get_child (GTK_FLOW_BOX_CHILD (widget))))
    {
      gtk_widget_set_focusable (widget, FALSE);
      return;
    }
  /* Through AT-SPI GTK 4.8 names a button whose text is in a child of its
   * own, a flow-box tile or a list row by its type ("GtkToggleButton",
   * "GtkFlowBoxChild"): they are named by the text they show. */
  if ((GTK_IS_BUTTON (widget) && shows_text (widget)) || GTK_IS_FLOW_BOX_CHILD (widget) ||
      GTK_IS_LIST_BOX_ROW (widget))
    {
      g_autoptr(GString) text = g_string_new (NULL);

      collect_text (widget, text);
      set_label (widget, text->str);
      return;
    }
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

static gboolean
name_new_children (gpointer data)
{
  GtkWidget *list = data;

  g_object_set_data (G_OBJECT (list), "qd-a11y-idle", NULL);
  qd_a11y_prepare (list);
  return G_SOURCE_REMOVE;
}

/* Rows and tiles come and go with the document (moves, solutions, the
 * start page's examples): each new one is named once it is filled in. */
static void
on_children_changed (GListModel *children, guint position, guint removed, guint added, GtkWidget *list)
{
  if (added == 0 || g_object_get_data (G_OBJECT (list), "qd-a11y-idle") != NULL)
    return;
  g_object_set_data (G_OBJECT (list), "qd-a11y-idle", GUINT_TO_POINTER (1));
  g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, name_new_children, g_object_ref (list), g_object_unref);
}

static void
watch_children (GtkWidget *list)
{
  GListModel *children;

  if (g_object_get_data (G_OBJECT (list), "qd-a11y-children") != NULL)
    return;
  children = gtk_widget_observe_children (list);
  g_signal_connect_object (children, "items-changed", G_CALLBACK (on_children_changed), list, 0);
  g_object_set_data_full (G_OBJECT (list), "qd-a11y-children", children, g_object_unref);
}

void
qd_a11y_prepare (GtkWidget *root)
{
  g_return_if_fail (GTK_IS_WIDGET (root));
  if (GTK_IS_LIST_BOX (root) || GTK_IS_FLOW_BOX (root))
    watch_children (root);
  name_one (root);
  for (GtkWidget *c = gtk_widget_get_first_child (root); c != NULL; c = gtk_widget_get_next_sibling (c))
    qd_a11y_prepare (c);
}
