/* qd-drop-down.c — drop-downs that show whole names. */
#include "config.h"

#include "qd-drop-down.h"

#define MARK_KEY "qd-drop-down-whole"
/* The row's choice wraps past this width (in characters), leaving the row's
 * title its room; the list's rows wrap past the longer one. */
#define CHOICE_CHARS 18
#define LIST_CHARS 30

static gboolean
is_drop_down (GtkWidget *widget)
{
  return ADW_IS_COMBO_ROW (widget) || GTK_IS_DROP_DOWN (widget);
}

/* An item's name: by the widget's expression, else the string it holds. */
static char *
item_text (GtkWidget *drop, gpointer item)
{
  GtkExpression *expression = ADW_IS_COMBO_ROW (drop) ? adw_combo_row_get_expression (ADW_COMBO_ROW (drop))
                                                       : gtk_drop_down_get_expression (GTK_DROP_DOWN (drop));
  g_auto(GValue) value = G_VALUE_INIT;

  if (item == NULL)
    return NULL;
  if (expression != NULL && gtk_expression_evaluate (expression, item, &value))
    return g_value_dup_string (&value);
  if (GTK_IS_STRING_OBJECT (item))
    return g_strdup (gtk_string_object_get_string (item));
  return NULL;
}

static GtkWidget *
wrapping_label (int chars)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_max_width_chars (GTK_LABEL (label), chars);
  gtk_widget_set_valign (label, GTK_ALIGN_CENTER);
  return label;
}

/* ----------------------------------------------------- the row's choice */

static void
setup_choice (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer drop)
{
  GtkWidget *label = wrapping_label (CHOICE_CHARS);

  /* Two lines of a choice stand flush against the row's arrow. */
  gtk_label_set_xalign (GTK_LABEL (label), 1);
  gtk_label_set_justify (GTK_LABEL (label), GTK_JUSTIFY_RIGHT);
  gtk_list_item_set_child (item, label);
}

static void
bind_choice (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer drop)
{
  g_autofree char *text = item_text (drop, gtk_list_item_get_item (item));

  gtk_label_set_label (GTK_LABEL (gtk_list_item_get_child (item)), text != NULL ? text : "");
}

/* ------------------------------------------------------------ the list */

static void
setup_list_row (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer drop)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *label = wrapping_label (LIST_CHARS);
  /* The list's selection tells a screen reader which is chosen. */
  GtkWidget *mark = g_object_new (GTK_TYPE_IMAGE, "icon-name", "object-select-symbolic",
                                  "accessible-role", GTK_ACCESSIBLE_ROLE_PRESENTATION, NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_box_append (GTK_BOX (box), label);
  gtk_box_append (GTK_BOX (box), mark);
  gtk_list_item_set_child (item, box);
}

/* The check mark on the chosen item only. */
static void
show_mark (GObject *drop, GParamSpec *pspec, GtkListItem *item)
{
  GtkWidget *mark = gtk_widget_get_last_child (gtk_list_item_get_child (item));
  gpointer selected = ADW_IS_COMBO_ROW (drop) ? adw_combo_row_get_selected_item (ADW_COMBO_ROW (drop))
                                              : gtk_drop_down_get_selected_item (GTK_DROP_DOWN (drop));

  gtk_widget_set_opacity (mark, selected != NULL && selected == gtk_list_item_get_item (item) ? 1 : 0);
}

static void
bind_list_row (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer drop)
{
  g_autofree char *text = item_text (drop, gtk_list_item_get_item (item));

  gtk_label_set_label (GTK_LABEL (gtk_widget_get_first_child (gtk_list_item_get_child (item))),
                       text != NULL ? text : "");
  g_signal_connect (drop, "notify::selected-item", G_CALLBACK (show_mark), item);
  show_mark (drop, NULL, item);
}

static void
unbind_list_row (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer drop)
{
  g_signal_handlers_disconnect_by_func (drop, show_mark, item);
}

/* ------------------------------------------------- the sidebar kept still */

#define HELD_KEY "qd-drop-down-held"

/* GTK 4.8's viewports scroll to the focus when it moves into the open list,
 * misreading where that other surface is: a sidebar scrolled down to a
 * drop-down jumped back up, and the list opened where its row had gone,
 * off the screen.  Once the list is open (the focus in it), each scrolled
 * window around the drop-down shows its row again, and keeps still while
 * the list is open (it takes every click and key then). */
static void
hold_viewports (GtkWidget *popover, gpointer drop)
{
  for (GtkWidget *w = gtk_widget_get_ancestor (drop, GTK_TYPE_VIEWPORT); w != NULL;
       w = gtk_widget_get_ancestor (gtk_widget_get_parent (w), GTK_TYPE_VIEWPORT))
    {
      GtkWidget *content = gtk_viewport_get_child (GTK_VIEWPORT (w));
      GtkAdjustment *adjustment = gtk_scrollable_get_vadjustment (GTK_SCROLLABLE (w));
      graphene_rect_t bounds;

      if (gtk_viewport_get_scroll_to_focus (GTK_VIEWPORT (w)))
        {
          gtk_viewport_set_scroll_to_focus (GTK_VIEWPORT (w), FALSE);
          g_object_set_data (G_OBJECT (w), HELD_KEY, GINT_TO_POINTER (TRUE));
        }
      if (adjustment == NULL)
        continue;
      /* The scroll it began (animated) stops where it is. */
      gtk_adjustment_set_value (adjustment, gtk_adjustment_get_value (adjustment));
      if (content != NULL && gtk_widget_compute_bounds (drop, content, &bounds))
        gtk_adjustment_clamp_page (adjustment, bounds.origin.y, bounds.origin.y + bounds.size.height);
    }
}

static void
release_viewports (GtkWidget *popover, gpointer drop)
{
  for (GtkWidget *w = gtk_widget_get_ancestor (drop, GTK_TYPE_VIEWPORT); w != NULL;
       w = gtk_widget_get_ancestor (gtk_widget_get_parent (w), GTK_TYPE_VIEWPORT))
    if (g_object_steal_data (G_OBJECT (w), HELD_KEY) != NULL)
      gtk_viewport_set_scroll_to_focus (GTK_VIEWPORT (w), TRUE);
}

static GtkWidget *
find_popover (GtkWidget *widget)
{
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = GTK_IS_POPOVER (c) ? c : find_popover (c);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* ------------------------------------------------------------- the API */

void
qd_drop_down_show_whole (GtkWidget *drop)
{
  g_autoptr(GtkListItemFactory) choice = gtk_signal_list_item_factory_new ();
  g_autoptr(GtkListItemFactory) list = gtk_signal_list_item_factory_new ();
  GtkWidget *popover;

  g_return_if_fail (is_drop_down (drop));
  /* The widget outlives its factories' handlers: they go with the factories. */
  g_signal_connect (choice, "setup", G_CALLBACK (setup_choice), drop);
  g_signal_connect (choice, "bind", G_CALLBACK (bind_choice), drop);
  g_signal_connect (list, "setup", G_CALLBACK (setup_list_row), drop);
  g_signal_connect (list, "bind", G_CALLBACK (bind_list_row), drop);
  g_signal_connect (list, "unbind", G_CALLBACK (unbind_list_row), drop);
  g_object_set (drop, "factory", choice, "list-factory", list, NULL);
  popover = find_popover (drop);
  if (popover != NULL && !qd_drop_down_shows_whole (drop))
    {
      g_signal_connect (popover, "show", G_CALLBACK (hold_viewports), drop);
      g_signal_connect (popover, "hide", G_CALLBACK (release_viewports), drop);
    }
  g_object_set_data (G_OBJECT (drop), MARK_KEY, GINT_TO_POINTER (TRUE));
}

void
qd_drop_downs_show_whole (GtkWidget *root)
{
  g_return_if_fail (GTK_IS_WIDGET (root));
  if (is_drop_down (root) && !qd_drop_down_shows_whole (root))
    {
      GtkListItemFactory *own = ADW_IS_COMBO_ROW (root) ? adw_combo_row_get_list_factory (ADW_COMBO_ROW (root))
                                                        : gtk_drop_down_get_list_factory (GTK_DROP_DOWN (root));

      if (own == NULL)
        qd_drop_down_show_whole (root);
    }
  for (GtkWidget *c = gtk_widget_get_first_child (root); c != NULL; c = gtk_widget_get_next_sibling (c))
    qd_drop_downs_show_whole (c);
}

void
qd_drop_down_set_name (GtkDropDown *drop, const char *name)
{
  g_return_if_fail (GTK_IS_DROP_DOWN (drop));
  gtk_accessible_update_property (GTK_ACCESSIBLE (drop), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
  for (GtkWidget *c = gtk_widget_get_first_child (GTK_WIDGET (drop)); c != NULL; c = gtk_widget_get_next_sibling (c))
    if (GTK_IS_TOGGLE_BUTTON (c))
      gtk_accessible_update_property (GTK_ACCESSIBLE (c), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
}

gboolean
qd_drop_down_shows_whole (GtkWidget *drop)
{
  return g_object_get_data (G_OBJECT (drop), MARK_KEY) != NULL;
}
