/* test-ui-a11y.c — every control has a name (issue 19): with one example of
 * every problem open, each focusable control of each tab and of the header
 * bar, whether shown or in a page of a stack not on show, is named for a
 * screen reader: by its own text (a button's label), an accessible label, or
 * a labelled-by relation.  libadwaita's own tab widgets are left out.  No
 * text view keeps Tab, every board describes what it shows, and every
 * board's context menu opens from the keyboard (Shift+F10, Menu) with items
 * that name actions of its page (a misspelt one would only grey out). */
#include "config.h"

#include "ui-common.h"

#include <string.h>

#include "problems/qd-problem.h"
#include "app/widgets/qd-canvas.h"

/* The text a widget shows itself (a button's label, in a child). */
static gboolean
has_text (GtkWidget *widget)
{
  if (GTK_IS_LABEL (widget) && *gtk_label_get_text (GTK_LABEL (widget)) != '\0')
    return TRUE;
  if (GTK_IS_IMAGE (widget))
    return FALSE;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    if (has_text (c))
      return TRUE;
  return FALSE;
}

static gboolean
is_named (GtkWidget *widget)
{
  GtkAccessible *accessible = GTK_ACCESSIBLE (widget);
  gboolean shows_text = GTK_IS_CHECK_BUTTON (widget) ||
                        g_str_equal (G_OBJECT_TYPE_NAME (widget), "GtkListItemWidget");

  if (gtk_test_accessible_has_property (accessible, GTK_ACCESSIBLE_PROPERTY_LABEL))
    return TRUE;
  /* A check button and a list view's item are read by the text they show
   * (through AT-SPI too); a button, a row or a tile is not: GTK 4.8 gives
   * it its type's name ("GtkToggleButton", "GtkFlowBoxChild") unless it has
   * a label (build-aux/a11y-dump.sh shows what AT-SPI gives). */
  if (shows_text)
    return has_text (widget);
  return gtk_test_accessible_has_relation (accessible, GTK_ACCESSIBLE_RELATION_LABELLED_BY);
}

/* A control a user reaches with Tab: focusable, and of a kind that acts or
 * holds a value (containers that pass focus on are not). */
static gboolean
is_control (GtkWidget *widget)
{
  GtkWidget *parent = gtk_widget_get_parent (widget);

  if (!gtk_widget_get_focusable (widget))
    return FALSE;
  /* The text inside an entry or a spin button: the entry is the control. */
  if (GTK_IS_TEXT (widget))
    for (GtkWidget *a = parent; a != NULL; a = gtk_widget_get_parent (a))
      if (GTK_IS_ENTRY (a) || GTK_IS_SPIN_BUTTON (a) || GTK_IS_PASSWORD_ENTRY (a) || GTK_IS_SEARCH_ENTRY (a) ||
          ADW_IS_ENTRY_ROW (a))
        return FALSE;
  return GTK_IS_BUTTON (widget) || GTK_IS_SWITCH (widget) || GTK_IS_RANGE (widget) || GTK_IS_SPIN_BUTTON (widget) ||
         GTK_IS_ENTRY (widget) || GTK_IS_TEXT (widget) || GTK_IS_TEXT_VIEW (widget) || GTK_IS_DROP_DOWN (widget) ||
         GTK_IS_CHECK_BUTTON (widget) || GTK_IS_LIST_BOX_ROW (widget) || GTK_IS_FLOW_BOX_CHILD (widget) ||
         g_str_equal (G_OBJECT_TYPE_NAME (widget), "GtkListItemWidget") ||
         gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (widget)) == GTK_ACCESSIBLE_ROLE_IMG;
}

static void
collect_unnamed (GtkWidget *widget, const char *where, GString *report, guint *n_controls)
{
  /* libadwaita's tab bar and view switchers name themselves. */
  if (ADW_IS_TAB_BAR (widget))
    return;
  if (GTK_IS_TEXT_VIEW (widget) && gtk_text_view_get_accepts_tab (GTK_TEXT_VIEW (widget)))
    g_string_append_printf (report, "\n  %s: a text view keeps Tab (a keyboard trap)", where);
  if (is_control (widget))
    {
      ++*n_controls;
      if (!is_named (widget))
        {
          const char *tooltip = gtk_widget_get_tooltip_text (widget);
          const char *id = GTK_IS_BUILDABLE (widget) ? gtk_buildable_get_buildable_id (GTK_BUILDABLE (widget)) : NULL;

          g_string_append_printf (report, "\n  %s: %s in %s%s%s%s%s", where, G_OBJECT_TYPE_NAME (widget),
                                  G_OBJECT_TYPE_NAME (gtk_widget_get_parent (widget)),
                                  id != NULL ? " " : "", id != NULL ? id : "",
                                  tooltip != NULL ? " tooltip " : "", tooltip != NULL ? tooltip : "");
        }
    }
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    collect_unnamed (c, where, report, n_controls);
}

static gboolean
board_described (gpointer board)
{
  return qd_canvas_get_position_text (board) != NULL;
}

/* Every item of `menu` (and its sections) names an action the page has, or
 * the board's own "board.activate"; returns how many items. */
static guint
check_menu_actions (QdPage *page, const char *id, GMenuModel *menu, GString *report)
{
  guint n = 0;

  for (gint i = 0; i < g_menu_model_get_n_items (menu); i++)
    {
      g_autoptr(GMenuModel) section = g_menu_model_get_item_link (menu, i, G_MENU_LINK_SECTION);
      g_autofree char *action = NULL;

      if (section != NULL)
        {
          n += check_menu_actions (page, id, section, report);
          continue;
        }
      n++;
      g_assert_true (g_menu_model_get_item_attribute (menu, i, G_MENU_ATTRIBUTE_ACTION, "s", &action));
      if (g_str_equal (action, "board.activate"))
        continue;
      if (!g_str_has_prefix (action, id) || action[strlen (id)] != '.' ||
          qd_page_lookup_action (page, action + strlen (id) + 1) == NULL)
        g_string_append_printf (report, "\n  %s: the board's menu names %s, not an action of the page", id, action);
    }
  return n;
}

static void
check_board_menu (QdPage *page, const char *id, QdCanvas *board, GString *report)
{
  GtkPopover *popover;
  g_autofree char *name = g_strdup_printf ("ui-a11y-menu-%s.png", id);

  gtk_widget_grab_focus (GTK_WIDGET (board));
  wait_for_frame ();
  g_assert_true (press_key_with (GTK_WIDGET (board), GDK_KEY_F10, GDK_SHIFT_MASK));
  popover = qd_canvas_get_context_popover (board);
  g_assert_nonnull (popover);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (popover)));
  g_test_message ("%s: the board's menu has %u items", id,
                  check_menu_actions (page, id, gtk_popover_menu_get_menu_model (GTK_POPOVER_MENU (popover)), report));
  wait_for_frame ();
  screenshot_of (GTK_WIDGET (popover), name);
  gtk_popover_popdown (popover);
  wait_for_frame ();
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (popover)));
  g_assert_true (press_key (GTK_WIDGET (board), GDK_KEY_Menu));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (popover)));
  gtk_popover_popdown (popover);
  wait_for_frame ();
}

static void
test_every_control_named (void)
{
  guint n_problems;
  const QdProblem *const *problems = qd_problem_get_all (&n_problems);
  g_autoptr(GString) report = g_string_new (NULL);
  guint n_controls = 0;

  for (guint p = 0; p < n_problems; p++)
    {
      QdPage *page = open_example (problems[p]->id, 0, QD_TYPE_PAGE);
      QdCanvas *board = qd_page_get_canvas (page);

      collect_unnamed (GTK_WIDGET (page), problems[p]->id, report, &n_controls);
      /* Every board says what it shows. */
      g_assert_nonnull (board);
      wait_until (board_described, board, 5000, "the board's description");
      g_test_message ("%s: %s", problems[p]->id, qd_canvas_get_position_text (board));
      if (qd_canvas_get_position_text (board) == NULL)
        g_string_append_printf (report, "\n  %s: the board has no description", problems[p]->id);
      check_board_menu (page, problems[p]->id, board, report);
      /* Its Check an Answer… window, where the tab has one. */
      if (qd_page_can_check (page))
        {
          GtkWidget *check = GTK_WIDGET (qd_window_check_answer (window));
          g_autofree char *where = g_strdup_printf ("%s: Check an Answer", problems[p]->id);

          g_assert_nonnull (check);
          collect_unnamed (check, where, report, &n_controls);
          gtk_window_close (GTK_WINDOW (check));
        }
    }
  collect_unnamed (GTK_WIDGET (window), "window", report, &n_controls);
  /* The start page, with its problem cards and example tiles. */
  while (adw_tab_view_get_n_pages (qd_window_get_tab_view (window)) > 0)
    close_current_page ();
  wait_for_frame ();
  collect_unnamed (GTK_WIDGET (window), "start page", report, &n_controls);
  g_test_message ("%u controls", n_controls);
  if (report->len > 0)
    g_error ("focusable controls without a name:%s", report->str);
}

int
main (int argc, char **argv)
{
  ui_init (&argc, &argv);
  g_test_add_func ("/ui/a11y/every-control-named", test_every_control_named);
  return ui_run ();
}
