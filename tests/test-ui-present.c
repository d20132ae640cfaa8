/* test-ui-present.c — presentation mode in every tab (issue 35): each
 * problem's first example at 1024 x 768, win.presentation (F11) on: the
 * tab bar hidden, the controls folded away and shown over the board by F9,
 * the board presenting; Page Down and Page Up step (a replay's step, a
 * game's move), P plays and pauses, [ and ] change the speed, Escape closes
 * the controls, then leaves.  Full screen is asserted only when granted (no
 * window manager under plain Xvfb).  Screenshots: ui-present-<id>.png. */
#include "config.h"

#include "ui-common.h"

#include "app/qd-problems.h"
#include "app/pages/colorgame/qd-colorgame-page.h"
#include "app/pages/kcell/qd-kcell-page.h"
#include "app/pages/kinarow/qd-kinarow-page.h"
#include "app/pages/wargame/qd-wargame-page.h"
#include "app/widgets/qd-search-tree-view.h"
#include "app/widgets/qd-widgets.h"
#include "problems/qd-problem.h"

static GtkWidget *
window_child (const char *name)
{
  return GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (window), QD_TYPE_WINDOW, name));
}

static gboolean
flap_settled (gpointer flap)
{
  return adw_flap_get_reveal_progress (flap) == (adw_flap_get_reveal_flap (flap) ? 1.0 : 0.0);
}

static gboolean
flap_folded_away (gpointer flap)
{
  return adw_flap_get_folded (flap) && !adw_flap_get_reveal_flap (flap) && flap_settled (flap);
}

static gboolean
flap_beside (gpointer flap)
{
  return !adw_flap_get_folded (flap) && adw_flap_get_reveal_flap (flap) && flap_settled (flap);
}

static gboolean
is_playing (void)
{
  g_autoptr(GVariant) state = g_action_group_get_action_state (G_ACTION_GROUP (window), "present-play");

  return g_variant_get_boolean (state);
}

typedef struct {
  QdPage *page;
  guint position;
} At;

/* The page stands at `position` with nothing under way. */
static gboolean
page_at (gpointer data)
{
  At *at = data;

  return qd_page_present_position (at->page) == at->position && !qd_page_get_busy (at->page);
}

static void
step (QdPage *page, guint keyval, guint expected, const char *what)
{
  At at = { page, expected };

  press_key_at_focus (keyval, 0);
  wait_until (page_at, &at, 20000, what);
}

/* Play ran two steps, or stopped by itself (the end, a human to move). */
static gboolean
played (gpointer data)
{
  At *at = data;

  return !is_playing () || qd_page_present_position (at->page) >= at->position + 2;
}

static gboolean
settled (gpointer page)
{
  return !qd_page_get_busy (page);
}

/* The bar over the board's corner and its speed. */
static GtkDropDown *
find_speed (GtkWidget *widget)
{
  if (GTK_IS_DROP_DOWN (widget) && g_strcmp0 (gtk_widget_get_tooltip_text (widget), "Time Between Steps ([ and ])") == 0)
    return GTK_DROP_DOWN (widget);
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      GtkDropDown *found = find_speed (c);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* Games where Play should have the computer move: computer players, which
 * wait (Play moves them). */
static void
let_computers_play (QdPage *page, const char *id)
{
  const char *stop = NULL;

  if (QD_IS_WARGAME_PAGE (page))
    {
      QdWargameAgentSpec spec = { QD_WARGAME_AGENT_RANDOM, 1, 0 };

      qd_wargame_page_set_agent (QD_WARGAME_PAGE (page), QD_WARGAME_BLUE, &spec);
      qd_wargame_page_set_agent (QD_WARGAME_PAGE (page), QD_WARGAME_GREEN, &spec);
      stop = "wargame.stop";
    }
  else if (QD_IS_COLORGAME_PAGE (page))
    {
      qd_colorgame_page_set_players (QD_COLORGAME_PAGE (page), TRUE, TRUE);
      stop = "colorgame.stop";
    }
  else if (QD_IS_KCELL_PAGE (page))
    {
      QdKcellAgent agent = { QD_KCELL_AGENT_RANDOM, 1 };

      qd_kcell_page_set_agent (QD_KCELL_PAGE (page), QD_KCELL_P1, &agent);
      qd_kcell_page_set_agent (QD_KCELL_PAGE (page), QD_KCELL_P2, &agent);
      stop = "kcell.stop";
    }
  else if (QD_IS_KINAROW_PAGE (page))
    {
      qd_kinarow_page_set_player (QD_KINAROW_PAGE (page), 0, "random");
      qd_kinarow_page_set_player (QD_KINAROW_PAGE (page), 1, "random");
      stop = "kinarow.stop";
    }
  if (stop != NULL && qd_widget_action_enabled (GTK_WIDGET (page), stop))
    gtk_widget_activate_action (GTK_WIDGET (page), stop, NULL);
  wait_until (settled, page, 20000, id);
}

static void
check_tab (const QdProblem *problem)
{
  QdPage *page = open_example (problem->id, 0, qd_problems_page_type (problem));
  AdwFlap *flap = qd_page_get_flap (page);
  QdCanvas *board = qd_page_get_canvas (page);
  GtkWidget *pane = gtk_widget_get_ancestor (GTK_WIDGET (board), QD_TYPE_BOARD_PANE);
  QdSearchTreePane *tree = qd_board_pane_get_search_tree (QD_BOARD_PANE (pane));
  g_autofree char *name = g_strdup_printf ("ui-present-%s.png", problem->id);
  GtkDropDown *speed;
  guint p0;
  At at;

  g_test_message ("%s", problem->id);
  wait_until (settled, page, 20000, problem->id);
  wait_until (flap_beside, flap, 5000, "the controls beside the board");

  /* On: the board has the screen. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.presentation", NULL);
  g_assert_true (qd_window_get_presenting (window));
  g_assert_false (gtk_widget_get_visible (window_child ("tab_bar")));
  g_assert_true (qd_page_get_presenting (page));
  g_assert_true (qd_canvas_get_presenting (board));
  g_assert_true (qd_canvas_get_fit (board));
  if (tree != NULL)
    g_assert_true (qd_canvas_get_presenting (QD_CANVAS (qd_search_tree_pane_get_view (tree))));
  wait_until (flap_folded_away, flap, 5000, "the controls folded away");
  g_assert_true (adw_flap_get_modal (flap));
  if (gtk_window_is_fullscreen (GTK_WINDOW (window)))
    g_test_message ("full screen granted");
  speed = find_speed (pane);
  g_assert_nonnull (speed);   /* the presentation's bar over the board */
  gtk_drop_down_set_selected (speed, 1);   /* 0.5 s, as it starts (the last tab's is kept) */
  screenshot (name);

  /* F9 shows the controls over the board; Escape puts them away. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.toggle-controls", NULL);
  g_assert_true (adw_flap_get_reveal_flap (flap));
  g_assert_true (adw_flap_get_folded (flap));
  wait_until (flap_settled, flap, 5000, "the controls to show");
  press_key_at_focus (GDK_KEY_Escape, 0);
  wait_until (flap_folded_away, flap, 5000, "Escape to hide the controls");
  g_assert_true (qd_window_get_presenting (window));
  gtk_widget_grab_focus (GTK_WIDGET (board));

  /* Page Up and Page Down, the clicker's keys: one step each way. */
  p0 = qd_page_present_position (page);
  if (p0 > 0)
    step (page, GDK_KEY_Page_Up, --p0, "Page Up from the end");
  step (page, GDK_KEY_Page_Down, p0 + 1, "Page Down");
  step (page, GDK_KEY_Page_Up, p0, "Page Up");

  /* ] faster, [ slower; P plays and pauses. */
  press_key_at_focus (GDK_KEY_bracketleft, 0);
  g_assert_cmpuint (gtk_drop_down_get_selected (speed), ==, 2);
  press_key_at_focus (GDK_KEY_bracketright, 0);
  press_key_at_focus (GDK_KEY_bracketright, 0);
  g_assert_cmpuint (gtk_drop_down_get_selected (speed), ==, 0);
  let_computers_play (page, problem->id);
  at = (At) { page, qd_page_present_position (page) };
  press_key_at_focus (GDK_KEY_p, 0);
  g_assert_true (is_playing ());
  wait_until (played, &at, 30000, "Play to step");
  if (is_playing ())
    press_key_at_focus (GDK_KEY_p, 0);
  g_assert_false (is_playing ());
  wait_until (settled, page, 20000, "the last step of Play");
  g_assert_cmpuint (qd_page_present_position (page), >, at.position);

  /* Escape leaves: everything as it was. */
  gtk_widget_grab_focus (GTK_WIDGET (board));
  press_key_at_focus (GDK_KEY_Escape, 0);
  g_assert_false (qd_window_get_presenting (window));
  g_assert_false (qd_page_get_presenting (page));
  g_assert_false (qd_canvas_get_presenting (board));
  g_assert_true (gtk_widget_get_visible (window_child ("tab_bar")));
  g_assert_null (find_speed (pane));
  wait_until (flap_beside, flap, 5000, "the controls beside the board again");
  close_current_page ();
}

static void
test_every_tab (void)
{
  guint n;
  const QdProblem *const *problems = qd_problem_get_all (&n);

  resize_window (1024, 768);
  for (guint i = 0; i < n; i++)
    check_tab (problems[i]);
}

/* F11 again, the header's toggle or the menu: the same stateful action. */
static void
test_toggle (void)
{
  GtkWidget *button = find_action_button (GTK_WIDGET (window), "win.presentation");

  g_assert_true (GTK_IS_TOGGLE_BUTTON (button));
  g_assert_cmpstr (gtk_actionable_get_action_name (GTK_ACTIONABLE (button)), ==, "win.presentation");
  gtk_widget_activate_action (GTK_WIDGET (window), "win.presentation", NULL);
  g_assert_true (qd_window_get_presenting (window));
  g_assert_true (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (button)));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.presentation", NULL);
  g_assert_false (qd_window_get_presenting (window));
  g_assert_false (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (button)));
}

int
main (int argc, char **argv)
{
  ui_init (&argc, &argv);

  g_test_add_func ("/ui/present/toggle", test_toggle);
  g_test_add_func ("/ui/present/every-tab", test_every_tab);
  return ui_run ();
}
