/* test-ui-battleship.c — the Battleship tab under Xvfb.  Screenshots of each state are saved
 * into the build folder (ui-battleship-*.png) to be looked at. */

#include "config.h"

#include "ui-common.h"
#include <glib/gstdio.h>
#include <string.h>

#include "app/qd-application.h"
#include "app/qd-window.h"
#include "app/widgets/qd-run-controls.h"
#include "app/pages/battleship/qd-battleship-page.h"


static gboolean
bs_idle (gpointer data)
{
  return !qd_page_get_busy (QD_PAGE (data)) && qd_battleship_page_get_result (data) != NULL;
}

static gboolean
bs_not_busy (gpointer data)
{
  return !qd_page_get_busy (QD_PAGE (data));
}

static const char *
bs_label (QdBattleshipPage *page, const char *name)
{
  GObject *label = gtk_widget_get_template_child (GTK_WIDGET (page), QD_TYPE_BATTLESHIP_PAGE, name);

  g_assert_true (GTK_IS_LABEL (label));
  return gtk_label_get_label (GTK_LABEL (label));
}

/* The course's hard1: solved, unique, drawn; then played by hand. */
static void
test_battleship (void)
{
  AdwTabView *view = qd_window_get_tab_view (window);
  guint before = adw_tab_view_get_n_pages (view);
  QdBattleshipPage *page;
  const QdBattleshipResult *result;
  guint8 *marks;

  qd_window_open_example (window, "battleship", 4);
  wait_until (has_page, GUINT_TO_POINTER (before + 1), 5000, "the hard1 tab");
  page = QD_BATTLESHIP_PAGE (qd_window_get_current_page (window));
  g_assert_cmpuint (qd_battleship_page_get_puzzle (page)->size, ==, 10);
  screenshot ("ui-battleship-open.png");

  gtk_widget_activate_action (GTK_WIDGET (page), "run.solve", NULL);
  wait_until (bs_idle, page, 20000, "the Battleship solver");
  result = qd_battleship_page_get_result (page);
  g_assert_cmpint (result->status, ==, QD_BATTLESHIP_SOLVED);
  g_assert_nonnull (result->solution);
  g_assert_true (qd_battleship_check_grid (qd_battleship_page_get_puzzle (page), result->solution, NULL));
  g_assert_cmpstr (bs_label (page, "result_label"), ==, "Solved: one solution");
  screenshot ("ui-battleship-solved.png");

  g_assert_cmpstr (status_text (page, QD_TYPE_BATTLESHIP_PAGE), ==, "Solved. The solution is unique.");

  /* Status belongs to the board it describes: Clear leaves no "Solved" on
   * an empty board. */
  gtk_widget_activate_action (GTK_WIDGET (page), "battleship.clear", NULL);
  g_assert_cmpstr (status_text (page, QD_TYPE_BATTLESHIP_PAGE), ==, "");
  g_assert_cmpstr (bs_label (page, "play_label"), ==, "Mark the cells, or press Solve.");

  /* Play: a click marks water, a second a ship, a third clears. */
  marks = qd_battleship_page_get_marks (page);
  {
    guint r = 0, c = 0;
    QdBattleship *puzzle = qd_battleship_page_get_puzzle (page);

    while (puzzle->hints[r * puzzle->size + c] != QD_BATTLESHIP_UNKNOWN)
      c++;
    qd_battleship_page_click (page, r, c);
    g_assert_cmpint (marks[r * puzzle->size + c], ==, QD_BATTLESHIP_WATER);
    qd_battleship_page_click (page, r, c);
    g_assert_cmpint (marks[r * puzzle->size + c], ==, QD_BATTLESHIP_SHIP);
    qd_battleship_page_click (page, r, c);
    g_assert_cmpint (marks[r * puzzle->size + c], ==, QD_BATTLESHIP_UNKNOWN);
  }

  /* A hint names a cell and a reason. */
  gtk_widget_activate_action (GTK_WIDGET (page), "battleship.hint", NULL);
  wait_until (bs_not_busy, page, 20000, "the hint");
  g_assert_cmpuint (strlen (bs_label (page, "play_label")), >, 10);
  screenshot ("ui-battleship-hint.png");
  /* What the hint said goes with Undo. */
  qd_battleship_page_click (page, 0, 0);
  gtk_widget_activate_action (GTK_WIDGET (page), "battleship.undo", NULL);
  g_assert_cmpstr (bs_label (page, "play_label"), ==, "Mark the cells, or press Solve.");

  /* Size + throws the counts and hints away: a toast says so, its Undo
   * brings them back. */
  {
    GObject *size_spin = gtk_widget_get_template_child (GTK_WIDGET (page), QD_TYPE_BATTLESHIP_PAGE, "size_spin");
    g_autofree char *before = qd_battleship_to_string (qd_battleship_page_get_puzzle (page));
    g_autofree char *after = NULL;
    AdwToast *toast;

    gtk_spin_button_set_value (GTK_SPIN_BUTTON (size_spin), 11);
    g_assert_cmpuint (qd_battleship_page_get_puzzle (page)->size, ==, 11);
    toast = qd_page_get_undo_toast (QD_PAGE (page));
    g_assert_nonnull (toast);
    g_assert_nonnull (strstr (adw_toast_get_title (toast), "cleared"));
    wait_for_frame ();
    screenshot ("ui-battleship-resize-toast.png");
    g_signal_emit_by_name (toast, "button-clicked");
    after = qd_battleship_to_string (qd_battleship_page_get_puzzle (page));
    g_assert_cmpstr (after, ==, before);
  }

  qd_page_set_modified (QD_PAGE (page), FALSE);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.close-tab", NULL);
  spin (100);
}

static gboolean
bs_busy (gpointer data)
{
  return qd_page_get_busy (QD_PAGE (data));
}

/* A puzzle whose search runs for minutes (25x25, no hint): Stop ends it at
 * once and says so. */
static void
test_stop (void)
{
  QdBattleshipPage *page = QD_BATTLESHIP_PAGE (open_test_file ("data/nohint-25x25.txt", QD_TYPE_BATTLESHIP_PAGE));

  gtk_widget_activate_action (GTK_WIDGET (page), "run.solve", NULL);
  wait_until (bs_busy, page, 5000, "the solver to start");
  gtk_widget_activate_action (GTK_WIDGET (page), "run.stop", NULL);
  wait_until (bs_not_busy, page, 5000, "the stop");
  g_assert_true (qd_battleship_page_get_result (page) == NULL ||
                 qd_battleship_page_get_result (page)->status == QD_BATTLESHIP_STOPPED);
  close_current_page ();
}

int
main (int argc, char **argv)
{
  ui_init (&argc, &argv);

  g_test_add_func ("/ui/battleship/solve-play-hint", test_battleship);
  g_test_add_func ("/ui/battleship/stop", test_stop);
  return ui_run ();
}
